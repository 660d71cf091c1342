// Material (end.insufficient_material, end.points): what the men left on the board decide.
// - Insufficient material: with nothing on the board but the royals and at most one man of the listed
//   types (chess: [bishop, knight], so K v K, K+B v K, K+N v K), neither side can mate: a draw.
// - Points: the count some endings are scored by (`points` as the result of end.consecutive_passes or
//   end.bikjang; janggi as Fairy-Stockfish 11.1 plays it). Each side's men on the board are worth their
//   type's points; the first player wins with more than `points_handicap` points more, else the second.
#pragma once

#include <optional>
#include <string>

#include "interpreter/features/compiled_game.hpp"
#include "interpreter/features/ending.hpp"
#include "interpreter/position/position.hpp"

namespace variant {


struct Material {
    static void declare_keys();  // its ruleset keys (ruleset/key_table.hpp), defined with the rule
    static void compile(RuleCompiler& c);
    // A draw by insufficient material, if the game has the rule and the board shows it.
    static std::optional<Ending> insufficient(const Position& pos);
    // The end named `reason` scored by the count of points (Game::material.points must be set).
    static Ending by_points(const Position& pos, const std::string& reason);
    // An end whose result is `o` for the side to move, or by the count when `o` is Points.
    static Ending scored(const Position& pos, Outcome o, const std::string& reason) {
        return o == Outcome::Points ? by_points(pos, reason) : Ending{o, reason};
    }
};

}  // namespace variant
