// Compiler stage: moves that may only end in a zone (a piece's `confined_to`, a zoned move's `to`: the
// xiangqi general in its palace, the elephant on its side of the river, janggi's palace diagonals). The
// man still passes the squares outside the zone, which block it as any square does; it only may not stop
// there. A ray is cut after its last square in the zone; where squares outside the zone come before
// squares inside it, a slider reaches each of those later squares by a ray of its own, one square long,
// with every square before it as a must-be-empty condition.
#include <fmt/format.h>

#include "interpreter/game/compiler.hpp"

namespace variant {

bool Compiler::confine_ray(int c, int t, Square s, Ray& ray, const SquareSet& to) {
    const int n = ray.count;
    int prefix = 0;
    while (prefix < n && to[g.ray_squares[ray.first + prefix]]) ++prefix;
    int last = n - 1;
    while (last >= prefix && !to[g.ray_squares[ray.first + last]]) --last;
    if (last >= prefix) {  // squares in the zone beyond one outside it
        if (ray.flags & (RayHop | RayGrasshop))
            throw DiagnosticError(Diagnostic{
                rs.pieces[t].betza.where, int(std::max<std::size_t>(rs.pieces[t].betza.value.size(), 1)),
                fmt::format("piece '{}': a hopping move that leaves its destination zone and comes back into it "
                            "(from {}) is not supported by the engine yet",
                            rs.pieces[t].name.value, square_name(g.geo, s))});
        for (int j = prefix + 1; j <= last; ++j) {
            const Square q = g.ray_squares[ray.first + j];
            if (!to[q] || ray.cond_empty + j > 255) continue;  // (no board is long enough for the second)
            Ray one = ray;
            one.first = std::uint32_t(g.ray_squares.size());
            one.count = 1;
            g.ray_squares.push_back(q);
            // The leg's own conditions first (empty ones, then the squares passed), then its occupied ones.
            const std::uint32_t cond = ray.cond;
            one.cond = std::uint32_t(g.cond_squares.size());
            for (int i = 0; i < ray.cond_empty; ++i) g.cond_squares.push_back(g.cond_squares[cond + i]);
            for (int i = 0; i < j; ++i) g.cond_squares.push_back(g.ray_squares[ray.first + i]);
            for (int i = 0; i < ray.cond_occupied; ++i)
                g.cond_squares.push_back(g.cond_squares[cond + ray.cond_empty + i]);
            one.cond_empty = std::uint8_t(ray.cond_empty + j);
            pending.push_back({c, t, s, one});
            if (!(ray.flags & RayInitial)) g.stuck[c][std::size_t(t) * g.geo.squares() + s] = 0;
        }
    }
    ray.count = std::uint16_t(prefix);
    return prefix > 0;
}

}  // namespace variant
