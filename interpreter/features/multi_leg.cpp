#include "interpreter/features/multi_leg.hpp"

#include <algorithm>

#include "interpreter/features/promotion.hpp"

namespace variant {

namespace {

// Whether two moves have the same outcome: destination, the type that lands, and the set of squares taken
// on the way, in any order.
bool same_outcome(const Move& a, const Move& b) {
    if (a.kind() != b.kind() || a.from != b.from || a.to != b.to || a.type() != b.type()) return false;
    const int na = a.via_count(), nb = b.via_count();
    if (na != nb) return false;
    for (int i = 0; i < na; ++i)
        if (std::find(b.via, b.via + nb, a.via[i]) == b.via + nb) return false;
    return true;
}

}  // namespace

void MultiLegMoves::generate(const Position& pos, MoveList& list, Man p, Square s, int first_of_man) {
    const Game& g = pos.game();
    const int us = colour_of(p), t = type_of(p);
    auto known = [&](const Move& m, int end) {
        for (int i = first_of_man; i < end; ++i)
            if (same_outcome(list.moves[i], m)) return true;
        return false;
    };
    walk_multi_leg(pos, p, s, [&](Square to, const TakenOnTheWay& taken) {
        if (taken.count == 0 && to == s) {  // a turn pass: the man does not move, so it does not promote
            const Move pass = Move::make(s, s, MoveKind::MultiLeg, t);
            if (!known(pass, list.size)) list.push(pass);
            return;
        }
        // The promotion rules decide as for any move from s to `to` (a capture if it took a man anywhere);
        // what they list becomes this path's moves: plain ones if it took nothing on the way, else multi-leg
        // moves carrying the type that lands. Each is kept once.
        const int before = list.size;
        const bool capture = taken.count > 0 || (to != s && pos.at(to));
        Promotion::add_move(g, list, us, t, s, to, capture);
        int kept = before;
        for (int i = before; i < list.size; ++i) {
            Move m = list.moves[i];
            if (taken.count) {
                const int lands = m.kind() == MoveKind::Promotion ? m.type() : t;
                m = Move::make(s, to, MoveKind::MultiLeg, lands);
                for (int k = 0; k < taken.count; ++k) m.via[k] = taken.square[k];
            }
            if (!known(m, before)) list.moves[kept++] = m;
        }
        list.size = kept;
    });
}

}  // namespace variant
