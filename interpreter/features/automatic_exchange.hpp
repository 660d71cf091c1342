// The automatic exchange (SC-chess): whenever a move puts a man of some type into one side's prison while
// the other prison holds a man of the same type, the two are exchanged at once, each going to its owner's
// airfield, as part of that move (no drop, no extra turn). Only a capture (of an enemy man) and a promotion
// from a reserve (the pawn entering the enemy prison) put men into a prison, so a move swaps at most the
// two types it put there; the Undo keeps them. Configured by an `exchanges` rule with `automatic_on_match`
// (Game::exchanges: the auto_* reserves).
#pragma once

#include "interpreter/core/move.hpp"
#include "interpreter/features/compiled_game.hpp"
#include "interpreter/position/position.hpp"

namespace variant {

struct AutomaticExchange {
    static void declare_keys();  // its ruleset keys (ruleset/key_table.hpp), defined with the rule
    static bool active(const Game& g) { return g.exchanges.automatic; }
    // Compiled with the voluntary exchanges (features/exchanges).
    // State: the types swapped between the prisons by the move just made (each as type + 1, two to the word;
    // 0: none), for its undo and for features/derived_promotion. Not hashed: it is what the last move did.
    static constexpr int state_words = 1;
    static const int state_at;  // features/registry.cpp
    static int swapped(const Position& pos, int i) { return (pos.state(state_at) >> (16 * i) & 0xffff) - 1; }
    static void on_make(Position& pos, Move m, const Undo& u);
    static void on_unmake(Position& pos, Move m, const Undo& u);
};

}  // namespace variant
