// The walker of multi-leg paths (XBetza 'a': lion double moves, igui, hook movers, locusts, the lion dog's
// three steps), for move generation (features/multi_leg) and the attack test (attacks.cpp) alike.
// Each path is walked leg by leg over the step tables. The moving man counts as gone from its square (it
// may pass it or come back to it: igui, a lion's turn pass), and a man taken on a turning square counts as
// gone for the later legs. A move takes men on up to MaxTakenOnTheWay turning squares besides its
// destination. `emit(to, taken)` is called for every path's end, with the squares taken on the way in the
// order they were taken; the caller decides what the destination's occupant means (it may still be an own
// man or empty). The attack test asks about the board as it would be: `seen.enemy` is a square seen as
// holding an enemy whatever stands there (whether a man could capture on a square does not depend on
// whose man is on it), `seen.empty` one seen as empty (the square a capturer leaves).
#pragma once

#include "betza/legs.hpp"
#include "interpreter/position/position.hpp"

namespace variant {

// The squares a path has taken men on so far.
struct TakenOnTheWay {
    Square square[MaxTakenOnTheWay];
    int count = 0;
    bool contains(Square s) const {
        for (int i = 0; i < count; ++i)
            if (square[i] == s) return true;
        return false;
    }
    // The generator's walk keeps no more than the men taken: these cost nothing there.
    static constexpr bool spelled = false;
    const TakenOnTheWay& turned_on(Square) const { return *this; }
};

// A walk for reading a move written leg by leg (MultiLegMoves::read): it also keeps every square the path
// turned on, and a leg that would take a man on its turning square may find the square empty and go on
// without taking (a lion's step to an empty square and on: the move that ends where that path ends, if one
// is legal).
struct SpelledWay : TakenOnTheWay {
    Square turn[MaxTakenOnTheWay];
    int turns = 0;
    static constexpr bool spelled = true;
    SpelledWay turned_on(Square s) const {
        SpelledWay w = *this;
        w.turn[w.turns++] = s;
        return w;
    }
};

// Squares the walk sees otherwise than the board shows them (NoSquare: none).
struct SeenAs {
    Square enemy = NoSquare;
    Square empty = NoSquare;
};

namespace detail {

template <class Way, class Emit>
void walk_leg(const GameTables& g, const Position& pos, int us, Square from, const SeenAs& seen, const MultiLeg* leg,
              int left, Square at, const Way& taken, Emit& emit) {
    const bool last = left == 1;
    auto occupant = [&](Square s) -> Man {
        if (s == from || s == seen.empty || taken.contains(s)) return 0;
        return s == seen.enemy ? make_man(0, us ^ 1) : pos.at(s);
    };
    Square s = at;
    bool screened = leg->path == 0;
    for (int k = 0; k < leg->max_steps; ++k) {
        s = g.next(leg->dir, s);
        if (s == NoSquare) return;
        const Man x = occupant(s);
        if (!screened) {  // hop and grasshop: look for the screen first
            if (x) screened = true;
            continue;
        }
        if (!x) {
            const bool passes = Way::spelled && !last && (leg->stop & (betza::Enemy | betza::Friend));
            if ((leg->stop & betza::Empty) || passes) {
                if (last) emit(s, taken);
                else walk_leg(g, pos, us, from, seen, leg + 1, left - 1, s, taken.turned_on(s), emit);
            }
            if (leg->path == 2) return;
            continue;
        }
        const bool own = colour_of(x) == us;
        const bool may_take = own ? (leg->stop & betza::Friend) && !g.types[type_of(x)].royal
                                  : (leg->stop & betza::Enemy);
        if (last) {
            if (may_take) emit(s, taken);
        } else {
            if (may_take && taken.count < MaxTakenOnTheWay) {
                Way more = taken.turned_on(s);
                more.square[more.count++] = s;
                walk_leg(g, pos, us, from, seen, leg + 1, left - 1, s, more, emit);
            }
            // Jumped over and left standing: any man (p, g), or an own man only (t).
            if ((leg->stop & betza::HopOver) || ((leg->stop & betza::HopOwn) && own))
                walk_leg(g, pos, us, from, seen, leg + 1, left - 1, s, taken.turned_on(s), emit);
        }
        return;
    }
}

}  // namespace detail

template <class Way = TakenOnTheWay, class Emit>
void walk_multi_leg(const Position& pos, Man p, Square from, Emit&& emit, const SeenAs& seen = {}) {
    const GameTables& g = pos.tables();
    const int us = colour_of(p), t = type_of(p);
    const std::size_t at = std::size_t(us) * g.type_count() + t;
    const Way none{};
    for (std::uint32_t i = g.multi_leg.at[at]; i < g.multi_leg.at[at + 1]; ++i) {
        const MultiPath& mp = g.multi_leg.paths[i];
        if (mp.initial && !(p & UnmovedBit)) continue;
        detail::walk_leg(g, pos, us, from, seen, &g.multi_leg.legs[mp.first], mp.count, from, none, emit);
    }
}

}  // namespace variant
