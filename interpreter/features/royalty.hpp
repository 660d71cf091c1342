// Royalty and check, the royal rule: which royalty rule the game plays (Game::royalty: one royal with check,
// check only for the last of several royals, duple check, capture the last royal, or no royals at all),
// whether it binds the side to move, what counts as check and whether a move leaves a royal attacked. The
// legality filter that follows from it lives in movegen/legal.cpp; the features that own a move kind
// decide their own moves' legality through `legal(pos, m, checks)` (attacks/checks.hpp).
#pragma once

#include "interpreter/core/move.hpp"
#include "interpreter/features/compiled_game.hpp"
#include "interpreter/position/position.hpp"

namespace variant {


struct Royals {
    static void declare_keys();  // its ruleset keys (ruleset/key_table.hpp), defined with the rule
    // The royal rule (and `pass`, a rule of what a turn may be).
    static void compile(RuleCompiler& c);
    // Make, test, unmake: does the move leave no royal of the mover attacked?
    static bool full_test(Position& pos, Move m);
    // Does the check rule bind the side to move (its royalty, and how many royals it has left)?
    static bool check_rule(const Position& pos);
    // Without the check rule, may the side castle (no royal to keep out of check, or more than one)?
    static bool castles_unchecked(const Position& pos);
};

// Whether the side to move has a royal under attack (a rule that defines check its own way, potential
// kings, does it through its in_check hook).
bool in_check(const Position& pos);

}  // namespace variant
