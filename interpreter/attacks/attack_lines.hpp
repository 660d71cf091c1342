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

// Where attack_line_at exists: calls visit(a) once for each line a from s that holds a square of `men`, found
// by the squares (line_at: attack_line_at[c] from s; lines: attack_lines[c] from s, a line every `squares`).
// `Words`: 1 where the board fits one word of a set (fits_one_word), and the second is never looked at.
template <int Words = 2, class Visit>
bool any_named_line_holding(const std::uint8_t* line_at, const AttackLine* lines, std::size_t squares, SquareBits men,
                            Visit visit) {
    for (int w = 0; w < Words; ++w)
        while (men.word[w]) {
            const std::size_t a = line_at[64 * w + std::countr_zero(men.word[w])];
            if (visit(a)) return true;
            men = without(men, lines[a * squares].line);  // its other men: the same direction
        }
    return false;
}

// Calls visit(a) for each direction a of attack_dirs[c] whose line from s (attack_lines) holds a square of
// `men`, each direction once, in no set order; stops at the first call that returns true and says whether
// one did. Only for a game with attack_lines.
template <class Visit> bool any_line_holding(const GameTables& g, int c, Square s, const SquareBits& men, Visit visit) {
    const std::size_t S = std::size_t(g.geo.squares());
    const AttackLine* lines = g.attack_lines[c].data() + std::size_t(s);
    if (!g.attack_line_at[c].empty())
        return any_named_line_holding(g.attack_line_at[c].data() + std::size_t(s) * S, lines, S,
                                      both(g.attack_line_union[c][std::size_t(s)], men), visit);
    const std::size_t dirs = g.attack_dirs[c].size(), leaps_from = g.attack_leaps_from[c];
    const std::size_t end = leaps_from < dirs && disjoint(g.attack_leap_squares[c][std::size_t(s)], men) ? leaps_from
                                                                                                         : dirs;
    for (std::size_t a = 0; a < end; ++a)
        if (!disjoint(lines[a * S].line, men) && visit(a)) return true;
    return false;
}

// For a game with attack_line_at only: the lines from s that may hold an attacker among colour c's men `men`,
// split by distance (GameTables::attack_near). Calls near(a, q) for each man of `men` on a square q next to
// s along line a (the first man met along it), then far(a) once for each line holding a man of `far`
// (Position::far_men: the men whose type reaches two squares or more) beyond its first square: a man farther
// out of another type reaches s along no line, so his line is not looked along. Stops at the first call
// that returns true and says whether one did. `Words` as any_named_line_holding's.
template <int Words = 2, class Near, class Far>
bool any_near_or_far_line(const GameTables& g, int c, Square s, const SquareBits& men, const SquareBits& far, Near near,
                          Far far_line) {
    const std::size_t S = std::size_t(g.geo.squares());
    const std::uint8_t* line_at = g.attack_line_at[c].data() + std::size_t(s) * S;
    const SquareBits& lines = g.attack_line_union[c][std::size_t(s)];
    const SquareBits& next_to = g.attack_near[c][std::size_t(s)];
    const SquareBits near_men = both(both(lines, next_to), men);
    for (int w = 0; w < Words; ++w)
        for (std::uint64_t bits = near_men.word[w]; bits; bits &= bits - 1) {
            const int q = 64 * w + std::countr_zero(bits);
            if (near(std::size_t(line_at[q]), Square(q))) return true;
        }
    return any_named_line_holding<Words>(line_at, g.attack_lines[c].data() + std::size_t(s), S,
                                         without(both(lines, far), next_to), far_line);
}

}  // namespace variant
