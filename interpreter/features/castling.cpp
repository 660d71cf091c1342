#include "interpreter/features/castling.hpp"

#include <algorithm>

#include "interpreter/movegen/movegen.hpp"

namespace variant {

void generate_castling(const Position& pos, MoveList& list) {
    const Game& g = pos.game();
    const int us = pos.side();
    const Square k = g.castle_king_sq[us];
    if (k == NoSquare) return;
    for (int side = 0; side < 2; ++side) {
        if (!(pos.castling() & (1u << (us * 2 + side)))) continue;
        const Square p = g.castle_partner_sq[us][side];
        const int df = side == 0 ? 1 : -1;
        const Square kto = g.geo.offset(k, 2 * df, 0), pto = g.geo.offset(k, df, 0);
        if (kto == NoSquare || pto == NoSquare) continue;
        const int rank = g.geo.rank_of(k);
        int lo = std::min({g.geo.file_of(k), g.geo.file_of(p), g.geo.file_of(kto)});
        int hi = std::max({g.geo.file_of(k), g.geo.file_of(p), g.geo.file_of(kto)});
        bool clear = true;
        for (int f = lo; f <= hi && clear; ++f) {
            Square s = g.geo.square(f, rank);
            if (s != k && s != p && pos.at(s)) clear = false;
        }
        if (!clear) continue;
        bool safe = true;
        for (Square s = k; safe; s = g.geo.offset(s, df, 0)) {
            if (attacked(pos, s, us ^ 1)) safe = false;
            if (s == kto) break;
        }
        if (safe) list.push(Move::make(k, kto, MoveKind::Castling, 0, p));
    }
}

}  // namespace variant
