// The automatic exchange (SC-chess): whenever a move puts a man of some type into one side's prison while
// the other prison holds a man of the same type, the two are exchanged at once, each going to its owner's
// airfield, as part of that move (no drop, no extra turn). Only a capture (of an enemy man) and a promotion
// from a reserve (the pawn entering the enemy prison) put men into a prison, so a move swaps at most the
// two types it put there; the Undo keeps them. Configured by an `exchanges` rule with `automatic_on_match`
// (Game::exchanges: the auto_* reserves).
#pragma once

#include "interpreter/core/move.hpp"
#include "interpreter/position/position.hpp"

namespace variant {

struct AutomaticExchange {
    static bool active(const Game& g) { return g.exchanges.automatic; }
    // Compiled with the voluntary exchanges (features/exchanges).
    static void on_make(Position& pos, Move m, Undo& u);
    static void on_unmake(Position& pos, Move m, const Undo& u);
};

}  // namespace variant
