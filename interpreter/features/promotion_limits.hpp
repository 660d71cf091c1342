// Promotion limits (Spartan chess, chaturanga, Caissa Britannia): a promotion to a listed type is made only
// while the side has fewer men of that type on the board than its setup has. For a royal type this is
// Spartan chess's rule: a hoplite may become a king only while the Spartans have lost one of their two.
// Switched on by the ruleset's `promotion_limits: {pieces: [...]}`. A legality rule over the legal moves
// (filter_legal): the promotions beyond the limit are struck; the plain move, where the promotion rule
// leaves one, stays (a compulsory promotion with every choice struck leaves the man no move there).
#pragma once

#include <string>

#include "interpreter/features/compiled_game.hpp"
#include "interpreter/position/position.hpp"

namespace variant {


struct PromotionLimits {
    static void declare_keys();  // its ruleset keys (ruleset/key_table.hpp), defined with the rule
    static bool active(const Game& g) { return g.promotion_limits.enabled; }
    static void compile(RuleCompiler& c);
    static void filter_legal(Position& pos, MoveList& list);
    // Why its filter refuses m, a move the check rule allows (move_diagnosis: "e7e8q is refused: ...").
    static std::string refusal(Position&, Move) {
        return "the side already has as many men of that type as its setup has (promotion_limits)";
    }
};

}  // namespace variant
