// No checks (the top-level `no_checks: true`: racing kings): a move that puts the opponent's royal in check
// is illegal, for both players. A legality rule beyond check, over the legal moves: each is made and the
// opponent's royals tested.
#pragma once

#include <string>

#include "interpreter/features/compiled_game.hpp"
#include "interpreter/features/leaf_filter.hpp"
#include "interpreter/position/position.hpp"

namespace variant {

struct NoChecks {
    static void declare_keys();  // its ruleset keys (ruleset/key_table.hpp), defined with the rule
    static bool active(const Game& g) { return g.no_checks.enabled; }
    static void compile(RuleCompiler& c);
    static void filter_legal(Position& pos, MoveList& list);
    // Its refusals as sets at perft's last ply (features/leaf_filter.hpp), where the attack lines decide.
    static bool leaf_filter(const Position& pos, LeafFilter& filter);
    // Why its filter refuses m, a move the check rule allows (move_diagnosis: "e2e4 is refused: ...").
    static std::string refusal(Position&, Move) { return "no move may give check in this game"; }
};

}  // namespace variant
