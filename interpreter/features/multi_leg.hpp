// Multi-leg moves (XBetza 'a': lion double moves, igui, hook movers, locusts, the lion dog's three steps).
// Each path is walked leg by leg over the step tables. The moving man counts as gone from its square (it
// may pass it or come back to it: igui, a lion's turn pass), and a man taken on a turning square counts as
// gone for the later legs. A move takes men on up to MaxTakenOnTheWay turning squares besides its
// destination. `emit(to, taken)` is called for every path's end, with the squares taken on the way in the
// order they were taken; the caller decides what the destination's occupant means (it may still be an own
// man or empty). The attack test asks about the board as it would be: `seen.enemy` is a square seen as
// holding an enemy whatever stands there (whether a man could capture on a square does not depend on
// whose man is on it), `seen.empty` one seen as empty (the square a capturer leaves).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

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
void walk_leg(const Game& g, const Position& pos, int us, Square from, const SeenAs& seen, const MultiLeg* leg,
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
    const Game& g = pos.game();
    const int us = colour_of(p), t = type_of(p);
    const std::size_t at = std::size_t(us) * g.type_count() + t;
    const Way none{};
    for (std::uint32_t i = g.multi_leg.at[at]; i < g.multi_leg.at[at + 1]; ++i) {
        const MultiPath& mp = g.multi_leg.paths[i];
        if (mp.initial && !(p & UnmovedBit)) continue;
        detail::walk_leg(g, pos, us, from, seen, &g.multi_leg.legs[mp.first], mp.count, from, none, emit);
    }
}

// The moves themselves: MoveKind::MultiLeg with `via` = the squares taken on the way and `type` = the type
// that lands (the man's own, or what the promotion rules make it: an igui or a double capture is a
// capture), written with the legs that take as coordinate pairs joined by commas: f5e6,e6f5 (takes on e6,
// ends on f5), f5g6,g6h7,h7i8 (takes on g6 and h7, ends on i8), f5f5 (a turn pass: away and back, taking
// nothing), then the promotion suffix: f5e6,e6f5+.
struct MultiLegMoves {
    static bool promotes(Move m, Man moving) { return m.kind() == MoveKind::MultiLeg && m.type() != type_of(moving); }
    // Generation, after the man's single-leg moves (from list index `first_of_man`): one move per distinct
    // outcome (destination and the set of squares taken); a path that takes nothing on the way is a plain
    // move, dropped if already listed.
    static void generate(const Position& pos, MoveList& list, Man p, Square from, int first_of_man);
    // Make and unmake: the men taken on the way.
    static void make(Position& pos, Move m, Undo& u, int us) {
        for (int i = 0; i < m.via_count(); ++i) {
            if (!pos.at(m.via[i])) continue;
            u.taken_on_the_way[u.taken_count] = pos.take(m.via[i], us);
            u.taken_at[u.taken_count++] = m.via[i];
        }
    }
    static void unmake(Position& pos, const Undo& u, int us) {
        for (int i = u.taken_count - 1; i >= 0; --i) pos.untake(u.taken_at[i], u.taken_on_the_way[i], us);
    }
    // The move as each of its paths, as XBoard lists them (`variant moves --paths`): the move itself, then
    // the same outcome reached by taking the men on the way in another order (cacaK: f5f6,f6e6,e6e5 and
    // f5e6,e6f6,f6e5). XBoard's move holds only its start, the squares it takes on in order and its end, so
    // a path is that sequence: turns on empty squares do not tell two paths apart. The paths are found by
    // walking the man's legs again for this one move, not by the generator, so play and perft (one move per
    // outcome) pay nothing for them.
    static void paths(const Position& pos, Move m, std::vector<Move>& out);
    // A move written otherwise than the printer writes it, that names one legal move (in `legal`): leg by leg,
    // each leg from where the one before ended (f7g7,g7h7: a lion's step to the empty g7 and on, the move
    // f7h7; f7g7,g7f7: its pass f7f7), or with the men taken on the way in another order than the printed
    // one (f5e6,e6f6,f6e5 for f5f6,f6e6,e6e5), then the printed promotion suffix. The squares must be a path
    // of the man's multi-leg moves; a turning square may be empty where the path would take a man there.
    static std::optional<Move> read(const Position& pos, const MoveList& legal, std::string_view text);
    static void write(const Game& g, Move m, std::string& out) {
        for (int i = 0; i < m.via_count(); ++i) {
            out += square_name(g.geo, m.via[i]);
            out += ',';
            out += square_name(g.geo, m.via[i]);
        }
    }
};

}  // namespace variant
