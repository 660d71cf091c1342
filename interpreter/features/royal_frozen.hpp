// The royal frozen in check (the top-level `royal_frozen_in_check: true`: makpong): a side in check may move
// its royal only to capture the one man checking it; otherwise the other men must meet the check. A legality
// rule beyond check, over the legal moves.
#pragma once

#include <string>

#include "interpreter/features/compiled_game.hpp"
#include "interpreter/position/position.hpp"

namespace variant {


struct RoyalFrozen {
    static void declare_keys();  // its ruleset keys (ruleset/key_table.hpp), defined with the rule
    static bool active(const Game& g) { return g.royal_frozen; }
    static void compile(RuleCompiler& c);
    static void filter_legal(Position& pos, MoveList& list);
    // It strikes only in check (perft's leaves are counted without writing the moves elsewhere).
    static bool filters_in_check(const Position& pos) { return pos.royal_square(pos.side()) != NoSquare; }
    // Why its filter refuses m, a move the check rule allows (move_diagnosis: "e2e4 is refused: ...").
    static std::string refusal(Position&, Move) {
        return "in check, the royal may move only to take the one man checking it";
    }
};

}  // namespace variant
