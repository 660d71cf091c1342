// The one ray walker: where a man's compiled rays let it stop, for move generation and for the attack test
// alike. A ray is skipped when it is for unmoved men only and the man has moved, when its lame (must be
// empty) or jumping (must be occupied) squares say so, or when it lacks a flag the caller requires. On a
// sliding or leaping ray every square is visited up to and including the first occupied one; on a hopping
// ray the squares behind the screen, up to the next occupied one (a grasshopper: only the first).
// on_empty(to, flags) and on_occupied(to, occupant, flags) return true to stop the whole walk.
#pragma once

#include "interpreter/position/position.hpp"

namespace variant {

// Lame (must-be-empty) and jumping (must-be-occupied) conditions of a leap.
inline bool ray_conditions_hold(const GameTables& g, const Position& pos, const Ray& r) {
    const Square* c = g.cond_squares.data() + r.cond;
    for (int i = 0; i < r.cond_empty; ++i)
        if (pos.at(c[i])) return false;
    for (int i = 0; i < r.cond_occupied; ++i)
        if (!pos.at(c[r.cond_empty + i])) return false;
    return true;
}

// Hopper limits (janggi's cannon): does the man p's type refuse men of x's type (as a screen or a victim)?
inline bool refuses(const GameTables& g, Man p, Man x, const std::vector<std::uint8_t>& table) {
    return table[std::size_t(type_of(p)) * g.types.size() + type_of(x)];
}

template <class OnEmpty, class OnOccupied>
[[gnu::always_inline]] inline void walk_rays(const GameTables& g, const Position& pos, Man p, Square from,
                                             std::uint16_t required, OnEmpty&& on_empty, OnOccupied&& on_occupied) {
    const std::size_t idx = g.move_index(colour_of(p), type_of(p), from);
    const Ray* r = g.rays.data() + g.moves_at[idx];
    const Ray* end = g.rays.data() + g.moves_at[idx + 1];
    for (; r != end; ++r) {
        const std::uint16_t flags = r->flags;
        if ((flags & required) != required) continue;
        if ((flags & RayInitial) && !(p & UnmovedBit)) continue;
        if ((r->cond_empty | r->cond_occupied) && !ray_conditions_hold(g, pos, *r)) continue;
        const Square* q = &g.ray_squares[r->first];
        const int n = r->count;
        if (!(flags & (RayHop | RayGrasshop))) {  // slide or leap: up to the first man
            for (int i = 0; i < n; ++i) {
                const Square to = q[i];
                const Man x = pos.at(to);
                if (!x) {
                    if (on_empty(to, flags)) return;
                    continue;
                }
                if (on_occupied(to, x, flags)) return;
                break;
            }
            continue;
        }
        int i = 0;
        while (i < n && !pos.at(q[i])) ++i;  // up to the screen
        if ((flags & RayLimited) && i < n && refuses(g, p, pos.at(q[i]), g.hop_limits.no_screen)) continue;
        for (++i; i < n; ++i) {
            const Square to = q[i];
            const Man x = pos.at(to);
            if (x && (flags & RayLimited) && refuses(g, p, x, g.hop_limits.no_capture)) break;
            if (x ? on_occupied(to, x, flags) : on_empty(to, flags)) return;
            if (x || (flags & RayGrasshop)) break;
        }
    }
}

}  // namespace variant
