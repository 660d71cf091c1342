// Why a written move is not legal in a position, with the part of the text to underline.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "interpreter/movegen/movegen.hpp"

namespace variant {

struct MoveError {
    std::string message;     // "the pawn on e2 cannot go to e5 here; its legal moves: e2e3 e2e4"
    std::size_t offset = 0;  // the culprit within the move's text
    std::size_t length = 0;
};

// Only for a text that parse_move refused.
MoveError diagnose_move(Position& pos, std::string_view text);

}  // namespace variant
