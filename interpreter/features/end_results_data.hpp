// The results of the ends that several rules score without data of their own (royalty, the move limit, the
// bare king, passes in a row, bikjang), held by the Game (features/compiled_game.hpp).
#pragma once

#include "interpreter/game/game.hpp"

namespace variant {

// The results of the ends that features/royalty and features/move_limit score.
struct EndResults {
    Outcome checkmate = Outcome::Loss;           // features/royalty: for the side mated
    Outcome stalemate = Outcome::Draw;           // features/royalty: for the side that cannot move
    int move_limit = 0;                          // features/move_limit: full moves without a reset; 0 = none
    Outcome move_limit_result = Outcome::Draw;   // for the side to move
    Outcome bare_king = Outcome::Loss;           // features/bare_king: for the bare side
    Outcome consecutive_passes = Outcome::Draw;  // features/pass_ending: for the side to move (or Points)
    Outcome bikjang = Outcome::Draw;             // features/facing_royals: for the side to move (or Points)
};

}  // namespace variant
