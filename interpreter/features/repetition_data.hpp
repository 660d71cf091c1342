// The compiled data of features/repetition: what compile() fills from the ruleset and the rule's hooks read,
// held by the Game (features/compiled_game.hpp).
#pragma once

#include "interpreter/game/game.hpp"

namespace variant {

// features/repetition: the n-th occurrence of a position ends the game (0: never), with `result` for the
// side to move then; `perpetual_check` for the side that gave check in every position of the cycle (Draw:
// no such rule).
struct RepetitionInfo {
    int count = 0;
    Outcome result = Outcome::Draw;
    Outcome perpetual_check = Outcome::Draw;
    int result_for = -1;  // whose result `result` is: -1 the side to move, 0 the first player, 1 the second
};

}  // namespace variant
