// Why a written move is not legal in a position, with the part of the text to underline.
#pragma once

#include <string_view>

#include "interpreter/movegen/movegen.hpp"

namespace variant {

// Only for a text that parse_move refused.
MoveError diagnose_move(Position& pos, std::string_view text);

}  // namespace variant
