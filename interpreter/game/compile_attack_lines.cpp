// GameTables::attack_lines: each attack direction's squares from each square, as a set, so that finding the
// royal's checkers and pinned men (movegen/legal.cpp) takes the first and second men on a line by bit scans
// instead of stepping square by square. A direction steps by a fixed offset on a rectangular board, so its
// square numbers only grow or only shrink; a line that did not would leave the colour's lines empty (walked).
// The hoppers' directions (GameTables::hop_lines) likewise, for the attack test's screens.
#include <bit>
#include <utility>

#include "interpreter/game/game.hpp"

namespace variant {

namespace {

// GameTables::attack_line_at and attack_line_union of colour c, from its attack_lines; left empty where a
// square lies on two lines from one square.
void compile_line_at(GameTables& g, int c) {
    const std::size_t S = std::size_t(g.geo.squares()), dirs = g.attack_dirs[c].size();
    if (dirs >= GameTables::NoLine) return;
    std::vector<std::uint8_t> at(S * S, GameTables::NoLine);
    std::vector<SquareBits> lines_union(S), near(S);
    for (std::size_t s = 0; s < S; ++s)
        for (std::size_t a = 0; a < dirs; ++a) {
            const AttackLine& l = g.attack_lines[c][a * S + s];
            const SquareBits& line = l.line;
            if (const int first = first_in(line, line, l.rising); first >= 0) near[s].set(Square(first));
            for (int w = 0; w < 2; ++w)
                for (std::uint64_t bits = line.word[w]; bits; bits &= bits - 1) {
                    std::uint8_t& q = at[s * S + std::size_t(64 * w + std::countr_zero(bits))];
                    if (q != GameTables::NoLine) return;  // on two lines
                    q = std::uint8_t(a);
                }
            lines_union[s] = either(lines_union[s], line);
        }
    g.attack_line_at[c] = std::move(at);
    g.attack_line_union[c] = std::move(lines_union);
    g.attack_near[c] = std::move(near);
}

// GameTables::far_attacker_by_man: the men of c whose type reaches two squares or more along some direction.
void compile_far_attackers(GameTables& g, int c) {
    const std::size_t T = std::size_t(g.type_count());
    for (std::size_t t = 0; t < T; ++t) {
        bool far = false;
        for (std::size_t a = 0; a < g.attack_dirs[c].size(); ++a) far = far || g.attack_range[c][a * T + t] >= 2;
        g.far_attacker_by_man[make_man(int(t), c)] = far;
    }
}

// The lines of the directions `dirs` (steps, each with its range) from every square: [a * squares + s]; empty
// where some line's square numbers do not only grow or only shrink.
template <class Dirs, class Dir, class Range>
std::vector<AttackLine> lines_of(const GameTables& g, const Dirs& dirs, Dir dir_of, Range range_of) {
    const int S = g.geo.squares();
    std::vector<AttackLine> lines(dirs.size() * std::size_t(S));
    for (std::size_t a = 0; a < dirs.size(); ++a)
        for (Square s{0}; s < S; ++s) {
            AttackLine& l = lines[a * std::size_t(S) + std::size_t(s)];
            Square q = s;
            for (int dist = 1; dist <= range_of(dirs[a]); ++dist) {
                const Square to = g.next(dir_of(dirs[a]), q);
                if (to == NoSquare) break;
                if (dist == 1) l.rising = to > q;
                if ((to > q) != l.rising) return {};
                l.line.set(to);
                q = to;
            }
            l.word = word_of(l.line);
        }
    return lines;
}

}  // namespace

void compile_attack_lines(GameTables& g) {
    const int S = g.geo.squares();
    for (int c = 0; c < Colours; ++c) {
        std::vector<AttackLine>& lines = g.attack_lines[c];
        lines.clear();
        g.hop_lines[c].clear();
        g.leap_attacks.attackers_at[c].clear();
        if (S > SquareBitsMax) continue;
        if (g.leap_attacks.any[c]) {
            std::vector<SquareBits>& at = g.leap_attacks.attackers_at[c];
            at.assign(std::size_t(S), SquareBits{});
            for (Square s{0}; s < S; ++s)
                for (const LeapAttack& e : g.leap_attacks.entries[c])
                    if (const Square q = g.next(e.dir, s); q != NoSquare) at[std::size_t(s)].set(q);
        }
        lines = lines_of(
            g, g.attack_dirs[c], [](const AttackDir& d) { return d.dir; },
            [](const AttackDir& d) { return d.max_range; });
        g.hop_lines[c] = lines_of(
            g, g.hop_dirs[c], [](int d) { return d; }, [S](int) { return S; });
        g.attack_leap_squares[c].clear();
        g.attack_leaps_from[c] = g.attack_dirs[c].size();
        g.attack_line_at[c].clear();
        g.attack_line_union[c].clear();
        g.attack_near[c].clear();
        g.attacks_by_named_lines[c] = false;
        compile_far_attackers(g, c);
        if (lines.empty()) continue;
        compile_line_at(g, c);
        g.attacks_by_named_lines[c] = !g.attack_line_at[c].empty() && !g.any_wrap_attack[c] && !g.any_hopper[c] &&
                                      !g.leap_attacks.any[c] && !g.any_complex_attacker[c] && !g.reserve_gate.blinds;
        if (!g.attack_line_at[c].empty()) continue;  // each line named by its squares: no set of leaps needed
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
