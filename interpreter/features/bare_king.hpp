// The bare king (end.bare_king: shatranj, courier): a side left with nothing but its royal men has lost,
// unless it bares the opponent in turn on its very next move. So the game is over when the side that just
// moved is bare and the side to move is not, or when the side to move is bare and the opponent has two or
// more men besides its royals (one move cannot take them all). Both bare: the game goes on (a dead draw,
// which Fairy-Stockfish's perft also plays on).
#pragma once

#include <optional>

#include "interpreter/features/compiled_game.hpp"
#include "interpreter/features/ending.hpp"
#include "interpreter/position/position.hpp"

namespace variant {


struct BareKing {
    static void declare_keys();  // its ruleset keys (ruleset/key_table.hpp), defined with the rule
    static bool active(const Game& g) { return g.bare_king; }
    static void compile(RuleCompiler& c);
    static bool over(Position& pos);
    // The bare side, scored by end.bare_king_result (for that side).
    static std::optional<Ending> ending(Position& pos);
};

}  // namespace variant
