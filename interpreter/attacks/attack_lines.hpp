// Which attack directions (GameTables::attack_dirs) to look along from a square, for the attack test
// (attacks/attacks.cpp) and the royal's checks and pins (movegen/legal.cpp). Where no square lies on two lines
// from one square (GameTables::attack_line_at), the men of interest on the lines are found at once and each
// names its one line: a direction is looked along only where such a man stands on it, and a position with the
// men away from the square's lines costs one test. Otherwise every direction is tried, the one-square ones
// (last) only where a man of interest stands a square away along one of them.
#pragma once

#include <bit>
#include <cstddef>

#include "interpreter/game/game.hpp"

namespace variant {

// Calls visit(a) for each direction a of attack_dirs[c] whose line from s (attack_lines) holds a square of
// `men`, each direction once, in no set order; stops at the first call that returns true and says whether
// one did. Only for a game with attack_lines.
template <class Visit> bool any_line_holding(const GameTables& g, int c, Square s, const SquareBits& men, Visit visit) {
    const std::size_t S = std::size_t(g.geo.squares());
    const AttackLine* lines = g.attack_lines[c].data() + std::size_t(s);
    if (!g.attack_line_at[c].empty()) {
        const std::uint8_t* line_at = g.attack_line_at[c].data() + std::size_t(s) * S;
        SquareBits left = both(g.attack_line_union[c][std::size_t(s)], men);
        for (int w = 0; w < 2; ++w)
            while (left.word[w]) {
                const std::size_t a = line_at[64 * w + std::countr_zero(left.word[w])];
                if (visit(a)) return true;
                left = without(left, lines[a * S].line);  // its other men: the same direction
            }
        return false;
    }
    const std::size_t dirs = g.attack_dirs[c].size(), leaps_from = g.attack_leaps_from[c];
    const std::size_t end = leaps_from < dirs && disjoint(g.attack_leap_squares[c][std::size_t(s)], men) ? leaps_from
                                                                                                         : dirs;
    for (std::size_t a = 0; a < end; ++a)
        if (!disjoint(lines[a * S].line, men) && visit(a)) return true;
    return false;
}

}  // namespace variant
