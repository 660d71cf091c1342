// Two passes in a row end the game (`end: {consecutive_passes: 2}`; janggi, as Fairy-Stockfish 11.1 plays
// it): the position after the second pass has no moves, so perft counts nothing below it. The position's
// pass state (features/pass_after_pass, kept for this rule too) says whether the last move was a pass, and
// the last move's undo record whether the one before was.
#pragma once

#include <optional>
#include <string>

#include "interpreter/features/compiled_game.hpp"
#include "interpreter/features/ending.hpp"
#include "interpreter/features/pass_after_pass.hpp"
#include "interpreter/position/position.hpp"

namespace variant {


struct PassEnding {
    static void declare_keys();  // its ruleset keys (ruleset/key_table.hpp), defined with the rule
    static bool active(const Game& g) { return g.consecutive_passes > 0; }
    static void compile(RuleCompiler& c);
    static void filter_legal(Position& pos, MoveList& list) {
        if (filters_now(pos)) list.size = 0;
    }
    // It strikes only after two passes (perft's leaves are counted without writing the moves elsewhere).
    static bool filters_now(const Position& pos) { return PassesInARow::after_two_passes(pos); }
    // Why its filter refuses m, a move the check rule allows (move_diagnosis: "e2e4 is refused: ...").
    static std::string refusal(Position&, Move) { return "the game has ended: two passes in a row"; }
    // Scored by end.consecutive_passes_result (for the side to move, or by points).
    static std::optional<Ending> ending(Position& pos);
};

}  // namespace variant
