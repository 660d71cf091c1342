// A man that may not pass an attacked square (`cannot_pass_attacked: true` on its type: Caissa Britannia's
// royal queen, which may not move through check as a castling king may not): its move along a line (a
// slide, or a leap of two or more squares straight or diagonally) is refused when a square it crosses is
// attacked by the enemy. Where it stands and where it lands are left to the check rule. A legality rule
// over the legal moves, with no state of its own.
#pragma once

#include <string>

#include "interpreter/features/compiled_game.hpp"
#include "interpreter/position/position.hpp"

namespace variant {


struct SafePassage {
    static void declare_keys();  // its ruleset keys (ruleset/key_table.hpp), defined with the rule
    static bool active(const Game& g) { return g.any_cannot_pass_attacked; }
    static void compile(RuleCompiler& c);
    static void filter_legal(Position& pos, MoveList& list);
    // Why its filter refuses m, a move the check rule allows (move_diagnosis: "d1d4 is refused: ...").
    static std::string refusal(Position&, Move) { return "this man may not pass a square the enemy attacks"; }
};

}  // namespace variant
