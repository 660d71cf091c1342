// GameTables::attack_lines: each attack direction's squares from each square, as a set, so that finding the
// royal's checkers and pinned men (movegen/legal.cpp) takes the first and second men on a line by bit scans
// instead of stepping square by square. A direction steps by a fixed offset on a rectangular board, so its
// square numbers only grow or only shrink; a line that did not would leave the colour's lines empty (walked).
#include "interpreter/game/game.hpp"

namespace variant {

void compile_attack_lines(GameTables& g) {
    const int S = g.geo.squares();
    for (int c = 0; c < Colours; ++c) {
        std::vector<AttackLine>& lines = g.attack_lines[c];
        lines.clear();
        if (S > SquareBitsMax) continue;
        lines.resize(g.attack_dirs[c].size() * std::size_t(S));
        bool straight = true;
        for (std::size_t a = 0; a < g.attack_dirs[c].size() && straight; ++a)
            for (Square s{0}; s < S; ++s) {
                AttackLine& l = lines[a * std::size_t(S) + std::size_t(s)];
                Square q = s;
                for (int dist = 1; dist <= g.attack_dirs[c][a].max_range; ++dist) {
                    const Square to = g.next(g.attack_dirs[c][a].dir, q);
                    if (to == NoSquare) break;
                    if (dist == 1) l.rising = to > q;
                    straight = straight && (to > q) == l.rising;
                    l.line.set(to);
                    q = to;
                }
                l.word = word_of(l.line);
            }
        if (!straight) lines.clear();
        g.attack_leap_squares[c].clear();
        g.attack_leaps_from[c] = g.attack_dirs[c].size();
        if (lines.empty()) continue;
        while (g.attack_leaps_from[c] > 0 && g.attack_dirs[c][g.attack_leaps_from[c] - 1].max_range == 1)
            --g.attack_leaps_from[c];
        g.attack_leap_squares[c].assign(std::size_t(S), SquareBits{});
        for (std::size_t a = g.attack_leaps_from[c]; a < g.attack_dirs[c].size(); ++a)
            for (Square s{0}; s < S; ++s)
                g.attack_leap_squares[c][std::size_t(s)] = either(g.attack_leap_squares[c][std::size_t(s)],
                                                                  lines[a * std::size_t(S) + std::size_t(s)].line);
    }
}

}  // namespace variant
