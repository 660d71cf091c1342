#include "interpreter/movegen/leap_attacks.hpp"

namespace variant {

void leap_checks(const Position& pos, int us, Checks& ci) {
    const Game& g = pos.game();
    const int them = us ^ 1;
    const auto& entries = g.leap_attacks.entries[them];
    const std::size_t T = g.types.size();
    const Square k = ci.royal;
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const LeapAttack& e = entries[i];
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

}  // namespace variant
