// Promotion: which of a man's moves promote, and to what. Called for every move that leaves the board
// square by square (not for drops or castling).
//   trigger  ends-in (destination in the zone), starts-or-ends-in, enters-or-leaves, on-capture
//   mode     optional (the plain move stays), compulsory, compulsory-if-stuck (the plain move stays unless
//            the man could never move again from its destination)
#pragma once

#include "interpreter/game/game.hpp"
#include "interpreter/core/move.hpp"

namespace variant {

inline bool promotion_triggered(const PromotionInfo& pi, int us, Square from, Square to, bool capture) {
    switch (pi.trigger) {
        case PromoTrigger::EndsIn: return pi.zone[us][to];
        case PromoTrigger::StartsOrEndsIn: return pi.zone[us][from] || pi.zone[us][to];
        case PromoTrigger::EntersOrLeaves: return pi.zone[us][from] != pi.zone[us][to];
        case PromoTrigger::OnCapture: return capture && pi.zone[us][to];
    }
    return false;
}

inline void add_move(const Game& g, MoveList& list, int us, int type, Square from, Square to, bool capture) {
    const PromotionInfo& pi = g.promotion[type];
    if (!pi.enabled || !promotion_triggered(pi, us, from, to, capture)) {
        list.push(Move::make(from, to));
        return;
    }
    if (pi.mode == PromoMode::Optional ||
        (pi.mode == PromoMode::CompulsoryIfStuck && !g.stuck[us][std::size_t(type) * g.geo.squares() + to]))
        list.push(Move::make(from, to));
    for (int choice : pi.choices) list.push(Move::make(from, to, MoveKind::Promotion, choice));
}

}  // namespace variant
