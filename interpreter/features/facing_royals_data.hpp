// The compiled data of features/facing_royals: what compile() fills from the ruleset and the rule's hooks read,
// held by the Game (features/compiled_game.hpp).
#pragma once

#include <vector>

#include "interpreter/game/game.hpp"

namespace variant {

// features/facing_royals: the rule, and on a board of at most 128 squares the squares from each square along
// each of the eight lines to the board's edge or a hole (FacingRoyalsInfo::ray), so that the line between the
// royals and the lines open from a royal are found by bit scans of the occupancy, not by walks that divide a
// square into its file and rank.
struct FacingRoyalsInfo {
    static constexpr int Lines = 8;  // the four orthogonal ones first, then the four diagonal
    FacingRule rule = FacingRule::Allowed;
    std::vector<AttackLine> rays;  // [square * Lines + line]; empty on a bigger board
    const AttackLine& ray(Square s, int line) const { return rays[std::size_t(s) * Lines + std::size_t(line)]; }
    // The lines the rule looks along: the orthogonal ones, or all eight.
    int lines() const { return rule == FacingRule::ForbiddenAllLines ? Lines : Lines / 2; }
};

}  // namespace variant
