// Pseudo-legal move generation from the compiled tables: every man walks its rays.
#include "interpreter/features/castling.hpp"
#include "interpreter/features/drops.hpp"
#include "interpreter/features/multi_leg.hpp"
#include "interpreter/features/promotion.hpp"
#include "interpreter/features/transfers.hpp"
#include "interpreter/movegen/movegen.hpp"

namespace variant {

namespace {

// Lame (must-be-empty) and jumping (must-be-occupied) conditions of a leap.
inline bool conditions_hold(const Game& g, const Position& pos, const Ray& r) {
    const std::int16_t* c = g.cond_squares.data() + r.cond;
    for (int i = 0; i < r.cond_empty; ++i)
        if (pos.at(c[i])) return false;
    for (int i = 0; i < r.cond_occupied; ++i)
        if (!pos.at(c[r.cond_empty + i])) return false;
    return true;
}

inline bool may_take(const Game& g, Man x, int us, std::uint16_t flags) {
    if (colour_of(x) != us) return flags & RayCapture;
    return (flags & RayCaptureOwn) && !g.types[type_of(x)].royal;
}

// A man that may only capture unprotected men (tai shogi's emperor): is the man on `to` protected?
inline bool protected_man(const Game& g, const Position& pos, int type, Square to) {
    return g.types[type].captures_unprotected_only && attacked(pos, to, colour_of(pos.at(to)));
}

// One move per distinct outcome: a path that takes nothing on the way is a plain move (and is dropped if the
// man's single-leg moves already reach that square).
void generate_multi_leg(const Position& pos, MoveList& list, Man p, Square s, int first_of_man) {
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
            if (!known(Move::make(s, to))) add_move(g, list, us, t, s, to, pos.at(to) != 0);
            return;
        }
        Move m = Move::make(s, to, MoveKind::MultiLeg, 0, captured == NoSquare ? 0xffff : captured);
        if (!known(m)) list.push(m);
    });
}

}  // namespace

void generate_pseudo(const Position& pos, MoveList& list, bool castling) {
    const Game& g = pos.game();
    const int us = pos.side();
    const Square ep = pos.ep();
    for (Square s : pos.pieces(us)) {
        const Man p = pos.at(s);
        const int t = type_of(p);
        const int first_of_man = list.size;
        const std::size_t idx = g.table_index(us, t, s);
        const Ray* r = g.rays.data() + g.moves_at[idx];
        const Ray* end = g.rays.data() + g.moves_at[idx + 1];
        for (; r != end; ++r) {
            const std::uint16_t flags = r->flags;
            if ((flags & RayInitial) && !(p & UnmovedBit)) continue;
            if ((r->cond_empty | r->cond_occupied) && !conditions_hold(g, pos, *r)) continue;
            const std::int16_t* q = &g.ray_squares[r->first];
            const int n = r->count;
            if (!(flags & (RayHop | RayGrasshop))) {
                for (int i = 0; i < n; ++i) {
                    const Square to = q[i];
                    const Man x = pos.at(to);
                    if (!x) {
                        if ((flags & RayEnPassant) && to == ep) list.push(Move::make(s, to, MoveKind::EnPassant));
                        else if (flags & RayMove) add_move(g, list, us, t, s, to, false);
                        continue;
                    }
                    if (may_take(g, x, us, flags) && !(g.any_unprotected_only && protected_man(g, pos, t, to)))
                        add_move(g, list, us, t, s, to, true);
                    break;
                }
            } else {
                int i = 0;
                while (i < n && !pos.at(q[i])) ++i;  // up to the screen
                for (++i; i < n; ++i) {
                    const Square to = q[i];
                    const Man x = pos.at(to);
                    if (!x) {
                        if (flags & RayMove) add_move(g, list, us, t, s, to, false);
                    } else {
                        if (may_take(g, x, us, flags) && !(g.any_unprotected_only && protected_man(g, pos, t, to)))
                            add_move(g, list, us, t, s, to, true);
                        break;
                    }
                    if (flags & RayGrasshop) break;
                }
            }
        }
        if (g.any_multi_leg) generate_multi_leg(pos, list, p, s, first_of_man);
    }
    if (g.has_drops) generate_drops(pos, list);
    if (!g.transfers.empty()) generate_transfers(pos, list);
    if (castling && g.castling && pos.castling()) generate_castling(pos, list);
    if (g.pass) list.push(Move::make(0, 0, MoveKind::Pass));
}

}  // namespace variant
