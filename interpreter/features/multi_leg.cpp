#include "interpreter/features/multi_leg.hpp"

#include "interpreter/features/promotion.hpp"

namespace variant {

void MultiLegMoves::generate(const Position& pos, MoveList& list, Man p, Square s, int first_of_man) {
    const Game& g = pos.game();
    const int us = colour_of(p), t = type_of(p);
    auto known = [&](Move m) {
        for (int i = first_of_man; i < list.size; ++i)
            if (list.moves[i] == m) return true;
        return false;
    };
    walk_multi_leg(pos, p, s, [&](Square to, Square captured) {
        if (to == captured) return;
        if (captured == NoSquare && to != s) {
            if (!known(Move::make(s, to))) Promotion::add_move(g, list, us, t, s, to, pos.at(to) != 0);
            return;
        }
        Move m = Move::make(s, to, MoveKind::MultiLeg, 0, captured);
        if (!known(m)) list.push(m);
    });
}

}  // namespace variant
