#include "interpreter/features/multi_leg.hpp"

#include <algorithm>

#include "interpreter/features/promotion.hpp"

namespace variant {

namespace {

// Whether two multi-leg moves have the same outcome: destination and the set of squares taken, in any order.
bool same_outcome(const Move& a, const Move& b) {
    if (a.kind() != b.kind() || a.from != b.from || a.to != b.to) return false;
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
    auto known = [&](const Move& m) {
        for (int i = first_of_man; i < list.size; ++i)
            if (same_outcome(list.moves[i], m)) return true;
        return false;
    };
    walk_multi_leg(pos, p, s, [&](Square to, const TakenOnTheWay& taken) {
        // Ending where it took a man is that man's plain capture (with the others taken): left out.
        if (taken.contains(to)) return;
        if (taken.count == 0 && to != s) {
            if (!known(Move::make(s, to))) Promotion::add_move(g, list, us, t, s, to, pos.at(to) != 0);
            return;
        }
        Move m = Move::make(s, to, MoveKind::MultiLeg);
        for (int i = 0; i < taken.count; ++i) m.via[i] = taken.square[i];
        if (!known(m)) list.push(m);
    });
}

}  // namespace variant
