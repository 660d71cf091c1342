// Multi-leg moves (XBetza 'a': lion double moves, igui, hook movers, locusts). Each path is walked leg by
// leg over the step tables. The moving man counts as gone from its square (it may pass it or come back
// to it: igui, a lion's turn pass), and a man captured on a turning square counts as gone for the later
// legs. A move captures at most one man on a turning square besides its destination; paths that would take
// a second one on the way are not generated (tai shogi's lion dog is the first game to need them).
// `emit(to, captured)` is called for every path's end: `captured` is the turning square taken (NoSquare if
// none); the caller decides what the destination's occupant means (it may still be an own man or empty).
#pragma once

#include <string>

#include "betza/legs.hpp"
#include "interpreter/position/position.hpp"

namespace variant {

namespace detail {

template <class Emit>
void walk_leg(const Game& g, const Position& pos, int us, Square from, const MultiLeg* leg, int left, Square at,
              Square captured, Emit& emit) {
    const bool last = left == 1;
    auto occupant = [&](Square s) -> Man { return (s == from || s == captured) ? 0 : pos.at(s); };
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
            if (leg->stop & betza::Empty) {
                if (last) emit(s, captured);
                else walk_leg(g, pos, us, from, leg + 1, left - 1, s, captured, emit);
            }
            if (leg->path == 2) return;
            continue;
        }
        const bool own = colour_of(x) == us;
        const bool may_take = own ? (leg->stop & betza::Friend) && !g.types[type_of(x)].royal
                                  : (leg->stop & betza::Enemy);
        if (last) {
            if (may_take) emit(s, captured);
        } else {
            if (may_take && captured == NoSquare) walk_leg(g, pos, us, from, leg + 1, left - 1, s, s, emit);
            if (leg->stop & betza::HopOver) walk_leg(g, pos, us, from, leg + 1, left - 1, s, captured, emit);
        }
        return;
    }
}

}  // namespace detail

template <class Emit> void walk_multi_leg(const Position& pos, Man p, Square from, Emit&& emit) {
    const Game& g = pos.game();
    const int us = colour_of(p), t = type_of(p);
    const std::size_t at = std::size_t(us) * g.type_count() + t;
    for (std::uint32_t i = g.multi_leg.at[at]; i < g.multi_leg.at[at + 1]; ++i) {
        const MultiPath& mp = g.multi_leg.paths[i];
        if (mp.initial && !(p & UnmovedBit)) continue;
        detail::walk_leg(g, pos, us, from, &g.multi_leg.legs[mp.first], mp.count, from, NoSquare, emit);
    }
}

// The moves themselves: MoveKind::MultiLeg with `extra` = the turning square taken (NoSquare if none),
// written f5e6,e6f5 (the legs as coordinate pairs joined by a comma) or f5f5 (a turn pass: away and back).
struct MultiLegMoves {
    // Generation, after the man's single-leg moves (from list index `first_of_man`): one move per distinct
    // outcome; a path that takes nothing on the way is a plain move, dropped if already listed.
    static void generate(const Position& pos, MoveList& list, Man p, Square from, int first_of_man);
    // Make and unmake: the man taken on the way.
    static void make(Position& pos, Move m, Undo& u, int us) {
        if (m.extra == NoSquare || !pos.at(m.extra)) return;
        u.captured2 = pos.take(m.extra, us);
        u.captured2_at = m.extra;
    }
    static void write(const Game& g, Move m, std::string& out) {
        if (m.extra == NoSquare) return;
        out += square_name(g.geo, m.extra);
        out += ',';
        out += square_name(g.geo, m.extra);
    }
};

}  // namespace variant
