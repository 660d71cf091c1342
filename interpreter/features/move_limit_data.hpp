// The compiled data of features/move_limit: what compile() fills from the ruleset and the rule's hooks read,
// held by the Game (features/compiled_game.hpp).
#pragma once

#include "interpreter/game/game.hpp"

namespace variant {

// features/move_limit: what sets the half-move clock (the move-limit counter) back to 0: the ruleset's
// end.move_limit_reset.
struct MoveLimitInfo {
    bool capture = true;     // any capture (also one made on a multi-leg move's turning square)
    bool pawn_move = true;   // a move or a drop of a man of a pawn-like type (end.pawns)
    bool promotion = false;  // a promotion on the board, or a transfer from a next-class zone
};

}  // namespace variant
