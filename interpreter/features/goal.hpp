// Goal squares (end.goal): a side whose man of one of the goal types stands in its copy of the goal zone has
// won (king of the hill: a king on the centre; racing kings: a king on the last rank; dobutsu: the lion on
// the far rank). With `second_player_may_follow` (racing kings) a first player's arrival still leaves the
// second player its move: if it can bring a goal man into its zone by a legal move, the game goes on (all of
// its moves are played, as in Fairy-Stockfish), and it is a draw if it does; otherwise the first player has
// won. With `must_hold` (jeson mor) the man wins only if it still stands there when its side is to move
// again: the opponent may still take it or drive it off. A finished position has no moves.
#pragma once

#include <optional>

#include "interpreter/features/compiled_game.hpp"
#include "interpreter/features/ending.hpp"
#include "interpreter/position/position.hpp"

namespace variant {


struct Goal {
    static void declare_keys();  // its ruleset keys (ruleset/key_table.hpp), defined with the rule
    static bool active(const Game& g) { return g.goal.enabled; }
    static void compile(RuleCompiler& c);
    static bool over(Position& pos);
    // The side that arrived, scored by end.goal.result (for that side); both arrived: a draw.
    static std::optional<Ending> ending(Position& pos);
};

}  // namespace variant
