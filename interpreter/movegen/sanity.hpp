// Whether a position read from a FEN could arise in a game played by its rules. The FEN reader checks
// the syntax and what each field says on its own; this checks the board as a whole (see sanity.cpp for
// what is refused and why).
#pragma once

#include <string_view>

#include "interpreter/position/position.hpp"

namespace variant {

// Throws FenError (with the column of the offending man, else of the board or side-to-move field) when
// `pos`, just read from `fen`, cannot arise.
void check_possible(const Position& pos, std::string_view fen);

}  // namespace variant
