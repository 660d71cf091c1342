// Compiler stage: one Betza path laid on every square (or a zone's squares) for one colour and type:
// single-leg rays with their attack-table entries, the universal leaper, and multi-leg paths; and which
// men are stuck (have no move at all from a square). The validator has refused every move the engine
// cannot lay yet ('O', lame or jumping riders, zoned or lame multi-leg moves: validate_support.cpp).
#include <algorithm>
#include <cstdlib>

#include "interpreter/game/compiler.hpp"

namespace variant {

// Lays one single-leg path on every square (or the squares of `only`) for one colour and type.
void Compiler::lay(int c, int t, const betza::MovePath& path, const std::vector<std::uint8_t>* only) {
    if (path.universal) return lay_universal(c, t, path, only);
    if (path.legs.size() > 1) return lay_multi(c, t, path);
    if (path.legs.empty()) return;
    const betza::Leg& leg = path.legs[0];
    if (leg.step.dx == 0 && leg.step.dy == 0) return;
    std::uint16_t flags = 0;
    if (leg.stop & betza::Empty) flags |= RayMove;
    if (leg.stop & betza::Enemy) flags |= RayCapture;
    if (leg.stop & betza::Friend) flags |= RayCaptureOwn;
    if (path.initial_only) flags |= RayInitial;
    if (leg.en_passant) flags |= RayEnPassant | RayCapture;
    if (leg.path == betza::Path::Hop) flags |= RayHop;
    if (leg.path == betza::Path::Grasshop) flags |= RayGrasshop;
    const int F = g.geo.files;
    auto step_from = [&](Square s, int dx, int dy) -> Square {
        if (!leg.cylinder) return g.geo.offset(s, dx, dy);
        int f = ((g.geo.file_of(s) + dx) % F + F) % F, r = g.geo.rank_of(s) + dy;
        if (!g.geo.contains(f, r)) return NoSquare;
        Square q = g.geo.square(f, r);
        return g.geo.on_board[q] ? q : NoSquare;
    };
    // Attack table: plain slides and leaps go into the reverse lookup, anything else is complex.
    if (flags & RayCapture) {
        bool plain = leg.path == betza::Path::Slide && leg.must_be_empty.empty() && leg.must_be_occupied.empty() &&
                     !path.initial_only && !leg.cylinder && only == nullptr;
        if (plain) {
            int d = dir(-leg.step.dx, -leg.step.dy);
            int range = leg.max_steps == 0 ? 255 : std::min(leg.max_steps, 255);
            attack[c][{d, t}] = std::max(attack[c][{d, t}], range);
        } else {
            g.complex_attacker[c][t] = 1;
            int extent = std::max(std::abs(leg.step.dx), std::abs(leg.step.dy));
            reach(c, t, leg.max_steps == 0 || leg.cylinder ? 255 : extent * leg.max_steps);
        }
    }
    for (Square s{0}; s < g.geo.squares(); ++s) {
        if (!g.geo.on_board[s] || (only && !(*only)[s])) continue;
        Ray ray;
        ray.flags = flags;
        ray.first = std::uint32_t(g.ray_squares.size());
        Square q = s;
        int limit = leg.max_steps == 0 ? 1 << 20 : leg.max_steps;
        for (int k = 0; k < limit; ++k) {
            q = step_from(q, leg.step.dx, leg.step.dy);
            if (q == NoSquare || q == s) break;
            g.ray_squares.push_back(q);
        }
        ray.count = std::uint16_t(g.ray_squares.size() - ray.first);
        if (ray.count == 0) continue;
        ray.cond = std::uint32_t(g.cond_squares.size());
        bool ok = true;
        for (const auto& o : leg.must_be_empty) {
            Square b = step_from(s, o.dx, o.dy);
            if (b == NoSquare) ok = false;
            else g.cond_squares.push_back(b);
        }
        for (const auto& o : leg.must_be_occupied) {
            Square b = step_from(s, o.dx, o.dy);
            if (b == NoSquare) ok = false;
            else g.cond_squares.push_back(b);
        }
        if (!ok) {
            g.ray_squares.resize(ray.first);
            g.cond_squares.resize(ray.cond);
            continue;
        }
        ray.cond_empty = std::uint8_t(leg.must_be_empty.size());
        ray.cond_occupied = std::uint8_t(leg.must_be_occupied.size());
        pending.push_back({c, t, s, ray});
        if (!path.initial_only && !(flags & (RayHop | RayGrasshop)))
            g.stuck[c][std::size_t(t) * g.geo.squares() + s] = 0;
        if (path.initial_only) g.types[t].has_initial = true;
    }
}

// U: a leap to every other square of the board, one single-square ray each.
void Compiler::lay_universal(int c, int t, const betza::MovePath& path, const std::vector<std::uint8_t>* only) {
    std::uint16_t flags = 0;
    if (path.universal_stop & betza::Empty) flags |= RayMove;
    if (path.universal_stop & betza::Enemy) flags |= RayCapture;
    if (path.universal_stop & betza::Friend) flags |= RayCaptureOwn;
    if (path.initial_only) flags |= RayInitial;
    if (flags & (RayCapture | RayCaptureOwn)) {
        g.complex_attacker[c][t] = 1;
        reach(c, t, 255);
    }
    for (Square s{0}; s < g.geo.squares(); ++s) {
        if (!g.geo.on_board[s] || (only && !(*only)[s])) continue;
        for (Square q{0}; q < g.geo.squares(); ++q) {
            if (q == s || !g.geo.on_board[q]) continue;
            Ray ray;
            ray.flags = flags;
            ray.first = std::uint32_t(g.ray_squares.size());
            ray.count = 1;
            ray.cond = std::uint32_t(g.cond_squares.size());
            g.ray_squares.push_back(q);
            pending.push_back({c, t, s, ray});
            if (!path.initial_only) g.stuck[c][std::size_t(t) * g.geo.squares() + s] = 0;
        }
    }
    if (path.initial_only) g.types[t].has_initial = true;
}

void Compiler::reach(int c, int t, int r) {
    auto& v = g.complex_reach[c][t];
    v = std::uint8_t(std::max<int>(v, std::min(r, 255)));
}

void Compiler::lay_multi(int c, int t, const betza::MovePath& path) {
    MultiPath mp;
    mp.first = std::uint32_t(g.multi_leg.legs.size());
    mp.initial = path.initial_only;
    bool captures = false;
    for (const auto& leg : path.legs) {
        MultiLeg ml;
        ml.dir = std::int16_t(dir(leg.step.dx, leg.step.dy));
        ml.max_steps = std::uint8_t(leg.max_steps == 0 ? 255 : std::min(leg.max_steps, 254));
        ml.path = std::uint8_t(leg.path == betza::Path::Slide ? 0 : leg.path == betza::Path::Hop ? 1 : 2);
        ml.stop = leg.stop;
        captures = captures || (leg.stop & (betza::Enemy | betza::Friend));
        g.multi_leg.legs.push_back(ml);
    }
    mp.count = std::uint8_t(path.legs.size());
    multi_pending[c].push_back({t, mp});
    if (captures) {
        g.complex_attacker[c][t] = 1;
        int total = 0;
        for (const auto& leg : path.legs)
            total += leg.max_steps == 0 ? 255 : std::max(std::abs(leg.step.dx), std::abs(leg.step.dy)) * leg.max_steps;
        reach(c, t, total);
    }
    g.multi_leg.any = true;
    if (path.initial_only) g.types[t].has_initial = true;
    // A man with a multi-leg move is not stuck where its first leg can leave the square.
    const auto& first = path.legs[0];
    for (Square s{0}; s < g.geo.squares(); ++s)
        if (g.geo.on_board[s] && !path.initial_only && g.geo.offset(s, first.step.dx, first.step.dy) != NoSquare)
            g.stuck[c][std::size_t(t) * g.geo.squares() + s] = 0;
}


}  // namespace variant
