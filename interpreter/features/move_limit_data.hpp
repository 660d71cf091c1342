// The compiled data of features/move_limit: what compile() fills from the ruleset and the rule's hooks read,
// held by the Game (features/compiled_game.hpp).
#pragma once

#include <cstdint>
#include <vector>

#include "interpreter/game/game.hpp"

namespace variant {

// features/move_limit: what sets the half-move clock (the move-limit counter) back to 0: the ruleset's
// end.move_limit_reset.
struct MoveLimitInfo {
    bool capture = true;     // any capture (also one made on a multi-leg move's turning square)
    bool pawn_move = true;   // a move or a drop of a man of a pawn-like type (end.pawns)
    bool promotion = false;  // a promotion on the board, or a transfer from a next-class zone
    // Per man (Man & TypeColourMask): 1 where his board moves reset the clock by `pawn_move` (his type is
    // pawn-like). Make asks it at every move: one byte, where the type's record cost a multiplication and
    // two tests (the rule's hook was 46 instructions a move in chess perft, 30 November 2026).
    std::vector<std::uint8_t> pawn_move_by_man = std::vector<std::uint8_t>(TypeColourMask + 1, 0);
};

}  // namespace variant
