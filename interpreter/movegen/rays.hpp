// The one ray walker: where a man's compiled rays let it stop, for move generation and for the attack test
// alike. A ray is skipped when it is for unmoved men only and the man has moved, when its lame (must be
// empty) or jumping (must be occupied) squares say so, or when it lacks a flag the caller requires. On a
// sliding or leaping ray every square is visited up to and including the first occupied one; on a hopping
// ray the squares behind the screen, up to the next occupied one (a grasshopper: only the first).
// visit(to, occupant, flags) returns true to stop the whole walk.
#pragma once

#include "interpreter/position/position.hpp"

namespace variant {

// Lame (must-be-empty) and jumping (must-be-occupied) conditions of a leap.
inline bool ray_conditions_hold(const Game& g, const Position& pos, const Ray& r) {
    const Square* c = g.cond_squares.data() + r.cond;
    for (int i = 0; i < r.cond_empty; ++i)
        if (pos.at(c[i])) return false;
    for (int i = 0; i < r.cond_occupied; ++i)
        if (!pos.at(c[r.cond_empty + i])) return false;
    return true;
}

template <class Visit>
inline void walk_rays(const Game& g, const Position& pos, Man p, Square from, std::uint16_t required, Visit&& visit) {
    const std::size_t idx = g.table_index(colour_of(p), type_of(p), from);
    const Ray* r = g.rays.data() + g.moves_at[idx];
    const Ray* end = g.rays.data() + g.moves_at[idx + 1];
    for (; r != end; ++r) {
        const std::uint16_t flags = r->flags;
        if ((flags & required) != required) continue;
        if ((flags & RayInitial) && !(p & UnmovedBit)) continue;
        if ((r->cond_empty | r->cond_occupied) && !ray_conditions_hold(g, pos, *r)) continue;
        const Square* q = &g.ray_squares[r->first];
        const int n = r->count;
        int i = 0;
        if (flags & (RayHop | RayGrasshop)) {
            while (i < n && !pos.at(q[i])) ++i;  // up to the screen
            ++i;
            if (flags & RayGrasshop) {
                if (i < n && visit(q[i], pos.at(q[i]), flags)) return;
                continue;
            }
        }
        for (; i < n; ++i) {
            const Man x = pos.at(q[i]);
            if (visit(q[i], x, flags)) return;
            if (x) break;
        }
    }
}

}  // namespace variant
