// Why a written move was refused, with the part of the text to underline (movegen/move_diagnosis.hpp finds
// it; a rule that reads its own move spellings, features/potentials, gives its own).
#pragma once

#include <cstddef>
#include <string>

namespace variant {

struct MoveError {
    std::string message;     // "the pawn on e2 cannot go to e5 here; its legal moves: e2e3 e2e4"
    std::size_t offset = 0;  // the culprit within the move's text
    std::size_t length = 0;
};

}  // namespace variant
