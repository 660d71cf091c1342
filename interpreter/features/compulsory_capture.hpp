// Compulsory capture (antichess, giveaway, suicide, losers): when the side to move has a legal capture, it
// must capture; its other moves (quiet moves, castling, drops, passes) are then illegal. Switched on by the
// ruleset's `compulsory_capture: true`. A legality rule over the legal moves (filter_legal), so check and
// every other rule are decided first: only a capture that is itself legal makes the others illegal, as in
// losers, where a capture that leaves the king in check obliges nothing.
#pragma once

#include <string>

#include "interpreter/features/compiled_game.hpp"
#include "interpreter/position/position.hpp"

namespace variant {


struct CompulsoryCapture {
    static void declare_keys();  // its ruleset keys (ruleset/key_table.hpp), defined with the rule
    static bool active(const Game& g) { return g.compulsory_capture; }
    static void compile(RuleCompiler& c);
    static void filter_legal(Position& pos, MoveList& list);
    // Why its filter refuses m, a move the check rule allows (move_diagnosis: "e2e4 is refused: ...").
    static std::string refusal(Position&, Move) { return "a capture is compulsory while one is legal"; }
    // Does the move take an enemy man (on its destination, by e.p., or on a multi-leg move's way)?
    static bool captures(const Position& pos, Move m);
};

}  // namespace variant
