#include "interpreter/movegen/leap_attacks.hpp"

#include <algorithm>

namespace variant {

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
        if (!x || (g.reserve_promotion.any && ReservePromotion::blind(pos, x, k))) continue;
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
        if (!x || (g.reserve_promotion.any && ReservePromotion::blind(pos, x, k))) continue;
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
