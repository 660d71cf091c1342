// Promotion: which of a man's moves promote, and to what. Asked for every move that leaves a board square
// for another (not for drops or castling).
//   trigger  ends-in (destination in the zone), starts-or-ends-in, enters-or-leaves, on-capture
//   mode     optional (the plain move stays), compulsory, compulsory-if-stuck (the plain move stays unless
//            the man could never move again from its destination)
// The move is MoveKind::Promotion with the type promoted to; written e7e8q (a choice) or b8b9+ (the
// man's fixed promoted partner). Game::promotion holds one PromotionInfo per type.
#pragma once

#include <string>

#include "interpreter/core/move.hpp"
#include "interpreter/game/game.hpp"

namespace variant {

struct Compiler;

struct Promotion {
    static void compile(Compiler& c);

    static bool triggered(const PromotionInfo& pi, int us, Square from, Square to, bool capture) {
        switch (pi.trigger) {
            case PromotionTrigger::EndsIn: return pi.zone[us][to];
            case PromotionTrigger::StartsOrEndsIn: return pi.zone[us][from] || pi.zone[us][to];
            case PromotionTrigger::EntersOrLeaves: return pi.zone[us][from] != pi.zone[us][to];
            case PromotionTrigger::OnCapture: return capture && pi.zone[us][to];
        }
        return false;
    }

    // Generation: the move from -> to of a man of `type`, with its promotions.
    static void add_move(const Game& g, MoveList& list, int us, int type, Square from, Square to, bool capture) {
        const PromotionInfo& pi = g.promotion[type];
        if (!pi.enabled || !triggered(pi, us, from, to, capture)) {
            list.push(Move::make(from, to));
            return;
        }
        if (pi.mode == PromotionMode::Optional ||
            (pi.mode == PromotionMode::CompulsoryIfStuck && !g.stuck[us][std::size_t(type) * g.geo.squares() + to]))
            list.push(Move::make(from, to));
        for (int choice : pi.choices) list.push(Move::make(from, to, MoveKind::Promotion, choice));
    }

    // Make: the man that lands, promoted (remembering its origin where captures demote it back).
    static Man promoted(const Game& g, Man moving, Move m, int us) {
        Man np = make_man(m.type(), us);
        const int t = type_of(moving);
        return g.promotion[t].remember_origin ? with_origin(np, t) : np;
    }

    // Move text: the suffix after the squares.
    static void write(const Game& g, Man moving, Move m, std::string& out);
};

}  // namespace variant
