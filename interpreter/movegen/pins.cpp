// The checks and pins of the side to move's royal, for the legality filter (movegen/legal.cpp): walked from
// the royal outwards along the reverse-lookup tables (Game::attack_dirs, the wrapping rows, the hop lines)
// and the leap lookup (Game::leap_attacks), the way the attack test (attacks/attacks.cpp) walks from a
// square. A lame leaper checks unless a man stands on one of its block squares, and a lone own man there
// is pinned (its move may open the leap).
#include "interpreter/movegen/pins.hpp"

#include <algorithm>

#include "interpreter/attacks/leap_attacks.hpp"
#include "interpreter/attacks/reserve_blind.hpp"

namespace variant {

namespace {

// The enemy riders of one reverse-lookup table (walked by `next`) that check the royal or pin a man to it.
// A checker is counted per man: one man may check along two lines (a cylinder rook both ways around the
// board, a rider whose leap is a multiple of its step); then a block must stop both, so the blocking
// squares are those the lines share (the checker's own square at least).
template <bool Wraps, class Next>
void checks_along(const Position& pos, int us, const std::vector<AttackDir>& dirs, const std::uint8_t* range, Next next,
                  Checks& ci) {
    const Game& g = pos.game();
    const int them = us ^ 1, T = g.type_count();
    const Square k = ci.royal;
    for (std::size_t a = 0; a < dirs.size(); ++a) {
        const int d = dirs[a].dir, max = dirs[a].max_range;
        Square q = k, own = NoSquare;
        for (int dist = 1; dist <= max; ++dist) {
            q = next(d, q);
            if (q == NoSquare || (Wraps && q == k)) break;
            const Man x = pos.at(q);
            if (!x) continue;
            if (colour_of(x) == them) {
                if (range[a * T + type_of(x)] >= dist &&
                    !(g.reserve_promotion.any && reserve_promotion_blind(pos, x, k))) {
                    if (own != NoSquare) {
                        if (!ci.pinned(own)) ci.pinned_men[ci.pin_count++] = own;  // pinned along two lines once
                    } else if (ci.checkers == 0) {
                        ci.checkers = 1;
                        ci.checker = q;
                        Square b = k;
                        for (int i = 0; i < dist; ++i) ci.block[ci.block_count++] = b = next(d, b);
                    } else if (ci.checker == q) {  // the same man along a second line: the squares both share
                        Square line[MaxBoardSide];
                        Square b = k;
                        for (int i = 0; i < dist; ++i) line[i] = b = next(d, b);
                        int n = 0;
                        for (int i = 0; i < ci.block_count; ++i)
                            if (std::find(line, line + dist, ci.block[i]) != line + dist) ci.block[n++] = ci.block[i];
                        ci.block_count = n;
                    } else {
                        ++ci.checkers;
                    }
                }
                break;
            }
            if (own != NoSquare) break;
            own = q;
        }
    }
}

// The leap lookup's checkers of the royal and the men pinned by lame leaps; hops are left to leap_hop_lines.
void leap_checks(const Position& pos, int us, Checks& ci) {
    const Game& g = pos.game();
    const int them = us ^ 1;
    const auto& entries = g.leap_attacks.entries[them];
    const std::size_t T = g.types.size();
    const Square k = ci.royal;
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const LeapAttack& e = entries[i];
        if (e.screen >= 0) continue;  // leap_hop_lines
        Square from;
        const Man x = leap_attacker(pos, e, &g.leap_attacks.types[them][i * T], k, them, NoSquare, from);
        if (!x || (g.reserve_promotion.any && reserve_promotion_blind(pos, x, k))) continue;
        int men = 0;
        Square blocker = NoSquare;
        for (int b = 0; b < e.block_count; ++b) {
            const Square q = g.next(e.block[b], k);
            if (pos.at(q)) {
                ++men;
                blocker = q;
            }
        }
        if (men == 1 && colour_of(pos.at(blocker)) == us) {
            if (!ci.pinned(blocker)) ci.pinned_men[ci.pin_count++] = blocker;
        } else if (men == 0) {
            if (ci.checkers == 1 && ci.checker == from) continue;  // one man, already counted
            if (++ci.checkers == 1) {
                ci.checker = from;
                ci.block_count = 0;
                ci.block[ci.block_count++] = from;
                for (int b = 0; b < e.block_count; ++b) ci.block[ci.block_count++] = g.next(e.block[b], k);
            }
        }
    }
}

}  // namespace

void compute_checks(const Position& pos, int us, Checks& ci) {
    const Game& g = pos.game();
    const int them = us ^ 1;
    checks_along<false>(
        pos, us, g.attack_dirs[them], g.attack_range[them].data(), [&g](int d, Square q) { return g.next(d, q); }, ci);
    if (g.any_wrap_attack[them])
        checks_along<true>(
            pos, us, g.wrap_attack_dirs[them], g.wrap_attack_range[them].data(),
            [&g](int d, Square q) { return g.next_wrapping(d, q); }, ci);
    if (g.leap_attacks.any[them]) leap_checks(pos, us, ci);
}

// The enemy hoppers on the royal's lines: one with exactly one man between gives check; one with none or
// two between is a move away from it (a man arriving or leaving makes or unmakes its screen), so those
// squares are marked. With three or more between, no single move can make a screen of one.
void compute_hop_lines(const Position& pos, int us, Checks& ci) {
    const Game& g = pos.game();
    const int them = us ^ 1, T = g.type_count();
    const auto& dirs = g.hop_dirs[them];
    const std::uint8_t* kind = g.hop_kind[them].data();
    std::fill(ci.hop_line, ci.hop_line + Checks::HopWords, 0);
    for (std::size_t a = 0; a < dirs.size(); ++a) {
        const int d = dirs[a];
        int between = 0;
        bool screen_adjacent = false;
        Square q = ci.royal;
        for (int dist = 1;; ++dist) {
            q = g.next(d, q);
            if (q == NoSquare) break;
            const Man x = pos.at(q);
            if (!x) continue;
            const std::uint8_t how = colour_of(x) == them ? kind[a * T + type_of(x)] : 0;
            if (how) {
                if (between == 1 && ((how & HopAnywhere) || ((how & HopRightBehind) && screen_adjacent)))
                    ci.hopper_check = true;
                if (between != 1 || (how & HopRightBehind)) {
                    Square b = ci.royal;
                    for (int i = 0; i < dist; ++i) {
                        b = g.next(d, b);
                        ci.hop_line[b >> 6] |= std::uint64_t(1) << (b & 63);
                    }
                    ci.any_hop_line = true;
                }
            }
            if (++between > 2) break;
            if (between == 1) screen_adjacent = dist == 1;
        }
    }
}

void leap_hop_lines(const Position& pos, int us, Checks& ci, bool fresh) {
    const Game& g = pos.game();
    const int them = us ^ 1;
    if (fresh) {
        std::fill(ci.hop_line, ci.hop_line + Checks::HopWords, 0);
        ci.any_hop_line = false;
    }
    const auto& entries = g.leap_attacks.entries[them];
    const std::size_t T = g.types.size();
    const Square k = ci.royal;
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const LeapAttack& e = entries[i];
        if (e.screen < 0) continue;
        Square from;
        const Man x = leap_attacker(pos, e, &g.leap_attacks.types[them][i * T], k, them, NoSquare, from);
        if (!x || (g.reserve_promotion.any && reserve_promotion_blind(pos, x, k))) continue;
        if (leap_screen_holds(pos, e, x, k, NoSquare)) {
            ci.hopper_check = true;
            continue;
        }
        const Square q = g.next(e.screen, k);
        ci.hop_line[q >> 6] |= std::uint64_t(1) << (q & 63);
        ci.any_hop_line = true;
    }
}

}  // namespace variant
