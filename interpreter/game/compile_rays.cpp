// Compiler stage: one Betza path laid on every square (or a zone's squares) for one colour and type:
// single-leg rays with their attack-table entries, the universal leaper, and multi-leg paths; and which
// men are stuck (have no move at all from a square); and the removal of rays that would list a move twice.
// The validator has refused every move the engine cannot lay yet (zoned or lame multi-leg moves:
// validate_support.cpp). Castling ('O') is no ray: features/castling reads it from the paths itself.
#include <algorithm>
#include <cstdlib>
#include <map>

#include "interpreter/core/fen_board.hpp"
#include "interpreter/game/compiler.hpp"

namespace variant {

// Lays one single-leg path on every square (or the squares of `only`) for one colour and type.
void Compiler::lay(int c, int t, const betza::MovePath& path, const SquareSet* only, const SquareSet* to) {
    if (path.castling) return;  // features/castling
    if (path.universal) return lay_universal(c, t, path, only, to);
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
    if ((flags & (RayHop | RayGrasshop)) &&
        (!rs.pieces[t].cannot_hop_over.empty() || !rs.pieces[t].cannot_capture.empty()))
        flags |= RayLimited;  // hopper limits hold on hopping moves (attacks/rays.hpp)
    any_cylinder = any_cylinder || leg.cylinder;
    auto step_from = [&](Square s, int dx, int dy) -> Square {
        return leg.cylinder ? wrapping_offset(s, dx, dy) : g.geo.offset(s, dx, dy);
    };
    // Attack table: plain slides and leaps go into the reverse lookup, cylinder slides into the wrapping
    // one, anything else is complex.
    if (flags & RayCapture) {
        const bool any_square = leg.must_be_empty.empty() && leg.must_be_occupied.empty() && !path.initial_only &&
                                !path.one_step_in && !leg.skip_first && only == nullptr && to == nullptr;
        const bool unconditional = any_square && !leg.cylinder;
        if (any_square && leg.path == betza::Path::Slide) {
            int d = dir(-leg.step.dx, -leg.step.dy);
            int range = leg.max_steps == 0 ? 255 : std::min(leg.max_steps, 255);
            auto& table = leg.cylinder ? wrap_attack[c] : attack[c];
            table[{d, t}] = std::max(table[{d, t}], range);
        } else if (unconditional && leg.max_steps == 0) {  // an unlimited hopper: the hop lookup
            int d = dir(-leg.step.dx, -leg.step.dy);
            hop_attack[c][{d, t}] |= leg.path == betza::Path::Hop ? HopAnywhere : HopRightBehind;
        } else if (!leap_attack(c, t, path, only, to)) {
            g.complex_attacker[c][t] = 1;
            int extent = std::max(std::abs(leg.step.dx), std::abs(leg.step.dy));
            reach(c, t, leg.max_steps == 0 || leg.cylinder ? 255 : extent * leg.max_steps);
        }
    }
    if (!laying_rays) return;
    // A lame or jumping rider tests the squares of every leap: each of its squares is a ray of its own, with
    // the squares passed by every leap up to it and the landing squares before it as conditions.
    const bool conditional_rider = leg.max_steps != 1 && (!leg.must_be_empty.empty() || !leg.must_be_occupied.empty());
    const std::vector<std::uint8_t> step_in = path.one_step_in ? one_step_in_squares(c, t)
                                                               : std::vector<std::uint8_t>{};
    for (Square s{0}; s < g.geo.squares(); ++s) {
        if (!g.geo.on_board[s] || (only && !(*only)[s])) continue;
        if (path.one_step_in && !step_in[s]) continue;
        if (conditional_rider) {
            lay_conditional_rider(c, t, s, flags, leg, step_from, to);
            continue;
        }
        Ray ray;
        ray.flags = flags;
        ray.first = std::uint32_t(g.ray_squares.size());
        Square q = s;
        int limit = leg.max_steps == 0 ? 1 << 20 : leg.max_steps;
        for (int k = 0; k < limit; ++k) {
            q = step_from(q, leg.step.dx, leg.step.dy);
            if (q == NoSquare || q == s) break;
            // j on a slider: the first square is jumped over whatever it holds (the ray starts behind it).
            if (k == 0 && leg.skip_first) continue;
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
        if (to && !confine_ray(c, t, s, ray, *to)) continue;
        pending.push_back({c, t, s, ray});
        if (!path.initial_only && !(flags & (RayHop | RayGrasshop)))
            g.stuck[c][std::size_t(t) * g.geo.squares() + s] = 0;
        if (path.initial_only) g.types[t].has_initial = true;
    }
}

Square Compiler::wrapping_offset(Square s, int dx, int dy) const {
    const int F = g.geo.files;
    int f = ((g.geo.file_of(s) + dx) % F + F) % F, r = g.geo.rank_of(s) + dy;
    if (!g.geo.contains(f, r)) return NoSquare;
    Square q = g.geo.square(f, r);
    return g.geo.on_board[q] ? q : NoSquare;
}

// ii: the squares one step forward (for colour c) of a square where the setup has a man of type t and colour
// c. A setup that does not scan gives none (compile_setup.cpp reports it).
std::vector<std::uint8_t> Compiler::one_step_in_squares(int c, int t) {
    std::vector<std::uint8_t> squares(std::size_t(g.geo.squares()), 0);
    FenBoard board;
    try {
        scan_fen_board(rs.setup.value, g.geo, board);
    } catch (const FenError&) {
        return squares;
    }
    const FenCodes codes = g.fen_codes();
    for (const FenMan& man : board.men) {
        if (man.colour != c || fen_type(codes, man) != t) continue;
        const Square in = g.geo.offset(g.geo.square(man.file, man.rank), 0, c == 0 ? 1 : -1);
        if (in != NoSquare) squares[in] = 1;
    }
    return squares;
}

// One ray per square of a lame (n) or jumping (j) rider from s: the k-th leap's square, provided the squares
// every leap up to it passes are empty (n) or occupied (j) and the landing squares before it are empty.
template <class StepFrom>
void Compiler::lay_conditional_rider(int c, int t, Square s, std::uint16_t flags, const betza::Leg& leg,
                                     StepFrom&& step_from, const SquareSet* dest) {
    const int limit = leg.max_steps == 0 ? g.geo.squares() : leg.max_steps;
    std::vector<Square> empty, occupied;
    Square at = s;
    for (int k = 0; k < limit; ++k) {
        if (empty.size() + occupied.size() + leg.must_be_empty.size() + leg.must_be_occupied.size() > 255) return;
        bool ok = true;
        for (const auto& o : leg.must_be_empty) {
            const Square b = step_from(at, o.dx, o.dy);
            ok = ok && b != NoSquare;
            empty.push_back(b);
        }
        for (const auto& o : leg.must_be_occupied) {
            const Square b = step_from(at, o.dx, o.dy);
            ok = ok && b != NoSquare;
            occupied.push_back(b);
        }
        const Square to = step_from(at, leg.step.dx, leg.step.dy);
        if (!ok || to == NoSquare || to == s) return;
        if (dest && !(*dest)[to]) {  // it may not stop here, but the next leap passes it
            empty.push_back(to);
            at = to;
            continue;
        }
        Ray ray;
        ray.flags = flags;
        ray.first = std::uint32_t(g.ray_squares.size());
        ray.count = 1;
        g.ray_squares.push_back(to);
        ray.cond = std::uint32_t(g.cond_squares.size());
        g.cond_squares.insert(g.cond_squares.end(), empty.begin(), empty.end());
        g.cond_squares.insert(g.cond_squares.end(), occupied.begin(), occupied.end());
        ray.cond_empty = std::uint8_t(empty.size());
        ray.cond_occupied = std::uint8_t(occupied.size());
        pending.push_back({c, t, s, ray});
        if (leg.must_be_occupied.empty() && !(flags & RayInitial)) g.stuck[c][std::size_t(t) * g.geo.squares() + s] = 0;
        empty.push_back(to);  // the next leap starts from here: this square must be empty
        at = to;
    }
}

// U: a leap to every other square of the board, one single-square ray each.
void Compiler::lay_universal(int c, int t, const betza::MovePath& path, const SquareSet* only, const SquareSet* to) {
    std::uint16_t flags = 0;
    if (path.universal_stop & betza::Empty) flags |= RayMove;
    if (path.universal_stop & betza::Enemy) flags |= RayCapture;
    if (path.universal_stop & betza::Friend) flags |= RayCaptureOwn;
    if (path.initial_only) flags |= RayInitial;
    if (flags & (RayCapture | RayCaptureOwn)) {
        g.complex_attacker[c][t] = 1;
        reach(c, t, 255);
    }
    if (!laying_rays) return;
    for (Square s{0}; s < g.geo.squares(); ++s) {
        if (!g.geo.on_board[s] || (only && !(*only)[s])) continue;
        for (Square q{0}; q < g.geo.squares(); ++q) {
            if (q == s || !g.geo.on_board[q] || (to && !(*to)[q])) continue;
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
    // A path of single steps takes only on squares at fixed offsets from its start: if the man's plain leaps
    // capture on all of them too (a lion's are all within its KNAD leaps), the attack tables already know
    // them, and the path need not make the man a complex attacker.
    bool single_steps = !path.initial_only;
    for (const auto& leg : path.legs)
        single_steps = single_steps && leg.max_steps == 1 && leg.path == betza::Path::Slide;
    if (captures && single_steps) {
        std::vector<std::pair<int, int>> offsets;
        int dx = 0, dy = 0;
        for (const auto& leg : path.legs) {
            dx += leg.step.dx;
            dy += leg.step.dy;
            // Back on its own square (igui, a pass) the man finds nothing to take: the square is its own.
            if ((leg.stop & betza::Enemy) && (dx || dy)) offsets.push_back({dx, dy});
        }
        multi_capture_offsets.push_back({c, t, std::move(offsets)});
    } else if (captures) {
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


// One move per outcome. Two plain rays of a man on one square (sliding, no conditions, the same flags) that
// run through the same squares in opposite orders, as a cylinder rider's two sideways rays around the
// board do, would list every square both reach twice. The first keeps its squares; the second is laid
// again once per square j of the first: "the first ray is blocked at j" (the squares before j empty, j
// occupied), reaching only the squares the first cannot (those beyond j, seen from the first). If the
// first ray is not blocked it reaches every square itself.
void Compiler::remove_duplicate_rays() {
    // Without wrapping, a ray of n >= 2 squares ends n steps away and its reverse would start there, not one
    // step away: no pair exists, and the grouping below (most of a large game's compile time) is skipped.
    if (!any_cylinder) return;
    auto squares_of = [&](const Ray& r) {
        return std::vector<Square>(g.ray_squares.begin() + r.first, g.ray_squares.begin() + r.first + r.count);
    };
    auto plain = [](const Ray& r) {
        return !(r.flags & (RayHop | RayGrasshop)) && r.cond_empty + r.cond_occupied == 0;
    };
    // Candidates grouped by man and square; only a ray that comes back around can pair with another.
    std::map<std::size_t, std::vector<std::size_t>> groups;
    for (std::size_t i = 0; i < pending.size(); ++i)
        if (plain(pending[i].ray) && pending[i].ray.count >= 2)
            groups[g.table_index(pending[i].colour, pending[i].type, pending[i].from)].push_back(i);
    std::vector<Pending> extra;
    for (const auto& [where, members] : groups) {
        for (std::size_t m = 1; m < members.size(); ++m) {
            Pending& b = pending[members[m]];
            std::vector<Square> bs = squares_of(b.ray);
            for (std::size_t mk = 0; mk < m; ++mk) {
                const Pending& a = pending[members[mk]];
                if (a.ray.flags != b.ray.flags || a.ray.count != b.ray.count || a.ray.count == 0) continue;
                std::vector<Square> as = squares_of(a.ray);
                if (!std::equal(as.begin(), as.end(), bs.rbegin())) continue;
                // The first ray blocked at as[j]: the second reaches as[n-1] down to as[j+1].
                const std::size_t n = as.size();
                for (std::size_t j = 0; j + 1 < n && j < 254; ++j) {
                    Ray r = b.ray;
                    r.first = std::uint32_t(g.ray_squares.size());
                    for (std::size_t q = n - 1; q > j; --q) g.ray_squares.push_back(as[q]);
                    r.count = std::uint16_t(n - 1 - j);
                    r.cond = std::uint32_t(g.cond_squares.size());
                    g.cond_squares.insert(g.cond_squares.end(), as.begin(), as.begin() + std::ptrdiff_t(j));
                    g.cond_squares.push_back(as[j]);
                    r.cond_empty = std::uint8_t(j);
                    r.cond_occupied = 1;
                    extra.push_back({b.colour, b.type, b.from, r});
                }
                b.ray.count = 0;  // replaced by the rays above
                break;
            }
        }
    }
    std::erase_if(pending, [](const Pending& p) { return p.ray.count == 0; });
    pending.insert(pending.end(), extra.begin(), extra.end());
}

}  // namespace variant
