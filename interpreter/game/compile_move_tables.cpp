// Compiler stage: every piece's Betza moves expanded for each player and laid, then grouped into the flat
// move table, the multi-leg table and the attack tables; and the step table of every direction used. Every
// Betza string parses: the validator has checked them (validate_moves.cpp).
#include <algorithm>
#include <array>
#include <map>
#include <new>
#include <string>

#include "interpreter/game/compiler.hpp"

namespace variant {

std::vector<betza::MovePath> Compiler::expand(const Located<std::string>& text, int colour) {
    betza::Piece p = betza::parse(text.value);
    betza::Player pl = colour == 0 ? betza::Player::First : betza::Player::Second;
    return betza::expand(p, pl);
}

// A man whose rays can reach one square twice the same way (each may stop there moving, or each capturing)
// has its moves checked for repeats at generation: the one move is listed once. A sliding ray and a hopping
// one (Betza p, g) along the same squares never stop on one square in one position (the slide stops before
// the first man met, or on him; the hop only beyond him): the manchu banner's R and cpR take on the same
// squares, never both at once. Any other two rays that may stop on one square the same way count as repeating.
void Compiler::mark_repeating_rays(const std::vector<int>& alike) {
    const int S = g.geo.squares(), T = g.type_count();
    g.rays_may_repeat.assign(std::size_t(Colours) * T, 0);
    constexpr int Hopping = 2;  // the `how` bits of a hopping ray: its move and capture bits, shifted
    // Per square, the ways rays stop there: move and capture, of a sliding ray (bits 0, 1) and of a hopping
    // one (bits 2, 3), with the ray that stopped there each way first.
    std::vector<std::uint8_t> seen(std::size_t(S), 0);
    std::vector<std::array<std::uint32_t, 4>> by(seen.size());
    // Do rays a and b hold the same squares up to q, q at the same place on both?
    const auto same_way_to = [&](const Ray& a, const Ray& b, Square q) {
        for (int k = 0; k < a.count && k < b.count; ++k) {
            if (g.ray_squares[a.first + k] != g.ray_squares[b.first + k]) return false;
            if (g.ray_squares[a.first + k] == q) return true;
        }
        return false;
    };
    for (int c = 0; c < Colours; ++c)
        for (int t = 0; t < T; ++t) {
            std::uint8_t& repeats = g.rays_may_repeat[std::size_t(c) * T + t];
            if (int first = alike[std::size_t(c) * T + t]; first >= 0) {
                repeats = g.rays_may_repeat[std::size_t(c) * T + first];
                continue;
            }
            for (Square s{0}; s < S && !repeats; ++s) {
                const std::size_t idx = g.move_index(c, t, s);
                if (g.moves_at[idx + 1] - g.moves_at[idx] < 2) continue;
                std::vector<Square> touched;
                for (std::uint32_t i = g.moves_at[idx]; i < g.moves_at[idx + 1] && !repeats; ++i) {
                    const Ray& r = g.rays[i];
                    const bool hops = r.flags & (RayHop | RayGrasshop);
                    const std::uint8_t ways = std::uint8_t(((r.flags & (RayMove | RayEnPassant)) ? 1 : 0) |
                                                           ((r.flags & (RayCapture | RayCaptureOwn)) ? 2 : 0));
                    const std::uint8_t how = std::uint8_t(hops ? ways << Hopping : ways);
                    const std::uint8_t other = std::uint8_t(hops ? ways : ways << Hopping);  // the other kind's
                    for (int k = 0; k < r.count && !repeats; ++k) {
                        const Square q = g.ray_squares[r.first + k];
                        if (seen[q] & how) repeats = 1;
                        for (int b = 0; b < 4 && !repeats; ++b)
                            if ((seen[q] & other & (1 << b)) && !same_way_to(g.rays[by[q][b]], r, q)) repeats = 1;
                        if (!seen[q]) touched.push_back(q);
                        for (int b = 0; b < 4; ++b)
                            if ((how & (1 << b)) && !(seen[q] & (1 << b))) by[q][b] = i;
                        seen[q] |= how;
                    }
                }
                for (Square q : touched) seen[q] = 0;
            }
        }
}

// What a man's rays depend on, as a key equal for two types whose rays are the same: its Betza for this
// colour and its zoned moves. Empty when they depend on the type itself (a move only from the square in
// front of where the type starts).
std::string Compiler::move_set_key(int c, int t) {
    const PieceType& p = rs.pieces[t];
    const Located<std::string>& text = (c == 1 && p.betza_second) ? *p.betza_second : p.betza;
    std::string key = "moves:" + text.value;
    bool own = false;
    if (!text.value.empty())
        for (const auto& path : expand(text, c)) own = own || path.one_step_in;
    for (const auto& zm : p.zoned_moves) {
        key += '\n' + zm.zone.value + '>' + zm.to.value + ':' + zm.betza.value;
        for (const auto& path : expand(zm.betza, c)) own = own || path.one_step_in;
    }
    key += "\nconfined:" + p.confined_to.value;
    for (const auto& name : p.cannot_hop_over) key += "\nno-screen:" + name.value;
    for (const auto& name : p.cannot_capture) key += "\nno-capture:" + name.value;
    return own ? std::string() : key;
}

// Lays every path of one man: its Betza moves for this colour and its zoned moves, each only to the squares
// its destination zones allow (the piece's `confined_to` and the zoned move's `to`, both if both are given).
void Compiler::lay_type(int c, int t) {
    const PieceType& p = rs.pieces[t];
    const Located<std::string>& text = (c == 1 && p.betza_second) ? *p.betza_second : p.betza;
    const SquareSet* confined = p.confined_to.value.empty() ? nullptr : &zone_named(p.confined_to, c);
    if (!text.value.empty())  // a piece may have zoned moves only
        for (const auto& path : expand(text, c)) lay(c, t, path, nullptr, confined);
    for (const auto& zm : p.zoned_moves) {
        const SquareSet* from = zm.zone.value.empty() ? nullptr : &zone_named(zm.zone, c);
        SquareSet both;
        const SquareSet* to = confined;
        if (!zm.to.value.empty()) {
            both = zone_named(zm.to, c);
            if (confined)
                for (std::size_t q = 0; q < both.size(); ++q) both[q] = both[q] && (*confined)[q];
            to = &both;
        }
        for (const auto& path : expand(zm.betza, c)) lay(c, t, path, from, to);
    }
}

// The pending rays, grouped by (colour, type, square) into the flat table; a type that moves like an
// earlier one (alike[c * T + t] >= 0) points at that type's rays.
void Compiler::group_rays(const std::vector<int>& alike) {
    const int S = g.geo.squares(), T = g.type_count();
    // Group the rays by (colour, type, square), each group in the order laid: a counting sort (a comparison
    // sort of the tai emperor's 780,000 one-square rays took most of the compile time). Types laid without
    // rays (they move alike an earlier type) get empty groups here and their model's run below.
    std::vector<std::uint32_t> start(std::size_t(Colours) * T * S + 1, 0);
    for (const auto& p : pending) start[g.table_index(p.colour, p.type, p.from) + 1]++;
    for (std::size_t i = 1; i < start.size(); ++i) start[i] += start[i - 1];
    g.rays.resize(pending.size());
    std::vector<std::uint32_t> next(start.begin(), start.end() - 1);
    for (const auto& p : pending) g.rays[next[g.table_index(p.colour, p.type, p.from)]++] = p.ray;
    pending.clear();
    g.moves_at.assign(std::size_t(Colours) * T * (std::size_t(S) + 1), 0);
    for (int c = 0; c < Colours; ++c)
        for (int t = 0; t < T; ++t) {
            const std::size_t first = g.table_index(c, t, Square{0});
            for (int s = 0; s <= S; ++s) g.moves_at[g.move_index(c, t, Square(s))] = start[first + std::size_t(s)];
        }
    for (int c = 0; c < Colours; ++c)
        for (int t = 0; t < T; ++t)
            if (int model = alike[std::size_t(c) * T + t]; model >= 0) {
                auto from = g.moves_at.begin() + std::ptrdiff_t(g.move_index(c, model, Square{0}));
                std::copy(from, from + S + 1, g.moves_at.begin() + std::ptrdiff_t(g.move_index(c, t, Square{0})));
            }
}

void Compiler::move_tables() {
    const int S = g.geo.squares(), T = g.type_count();
    for (int c = 0; c < Colours; ++c) {
        g.stuck[c].assign(std::size_t(T) * S, 1);
        g.complex_attacker[c].assign(std::size_t(T), 0);
        g.complex_reach[c].assign(std::size_t(T), 0);
    }
    // Types that move alike (the same Betza for this colour, the same zoned moves) share one run of rays:
    // the tables grow with the distinct move sets, not with the types (1,022 queen-and-riders types on
    // 36x36 took 7 GB). Such a type is laid without rays, for its own attack tables and multi-leg paths;
    // where it is stuck is its model's.
    std::vector<int> alike(std::size_t(Colours) * T, -1);
    for (int c = 0; c < Colours; ++c) {
        std::map<std::string, int> first_with;
        for (int t = 0; t < T; ++t) {
            const std::string key = move_set_key(c, t);
            const auto model = key.empty() ? first_with.end() : first_with.find(key);
            if (model != first_with.end()) {
                alike[std::size_t(c) * T + t] = model->second;
                laying_rays = false;
                lay_type(c, t);
                laying_rays = true;
                auto row = [&](int type) { return g.stuck[c].begin() + std::ptrdiff_t(type) * S; };
                std::copy(row(model->second), row(model->second) + S, row(t));
                g.types[t].has_initial = g.types[t].has_initial || g.types[model->second].has_initial;
                continue;
            }
            const std::size_t rays_before = pending.size(), squares_before = g.ray_squares.size(),
                              conds_before = g.cond_squares.size();
            try {
                lay_type(c, t);
            } catch (const std::bad_alloc&) {
                refuse_tables(true);
            }
            if (!key.empty()) first_with.emplace(key, t);
            count_table_cost(
                c, t,
                (pending.size() - rays_before) * sizeof(Pending) +
                    (g.ray_squares.size() - squares_before + g.cond_squares.size() - conds_before) * sizeof(Square));
        }
    }
    remove_duplicate_rays();
    // A multi-leg path whose captures the man's plain leaps do not all cover makes it a complex attacker.
    for (const auto& [c, t, offsets] : multi_capture_offsets) {
        bool covered = true;
        for (const auto& [dx, dy] : offsets) {
            auto d = dir_of.find({-dx, -dy});
            auto range = d == dir_of.end() ? attack[c].end() : attack[c].find({d->second, t});
            covered = covered && range != attack[c].end() && range->second >= 1;
        }
        if (!covered) {
            g.complex_attacker[c][t] = 1;
            int extent = 0;
            for (const auto& [dx, dy] : offsets) extent = std::max({extent, std::abs(dx), std::abs(dy)});
            reach(c, t, extent);
        }
    }
    group_rays(alike);
    mark_repeating_rays(alike);
    g.multi_leg.at.assign(std::size_t(Colours) * T + 1, 0);
    for (int c = 0; c < Colours; ++c) {
        std::stable_sort(multi_pending[c].begin(), multi_pending[c].end(),
                         [](const auto& a, const auto& b) { return a.first < b.first; });
        for (const auto& [t, mp] : multi_pending[c]) {
            g.multi_leg.paths.push_back(mp);
            g.multi_leg.at[std::size_t(c) * T + t + 1]++;
        }
    }
    for (std::size_t i = 1; i < g.multi_leg.at.size(); ++i) g.multi_leg.at[i] += g.multi_leg.at[i - 1];
    // (dir, type) -> range, as the directions and the per-type ranges the reverse lookup walks.
    auto attack_table = [T](const std::map<std::pair<int, int>, int>& by_dir, std::vector<AttackDir>& dirs,
                            std::vector<std::uint8_t>& ranges) {
        std::map<int, int> index_of_dir;
        for (const auto& [key, range] : by_dir) {
            auto [it, fresh] = index_of_dir.try_emplace(key.first, int(dirs.size()));
            if (fresh) dirs.push_back({key.first, 0});
            (void)range;
        }
        for (const auto& [key, range] : by_dir) {
            AttackDir& d = dirs[std::size_t(index_of_dir[key.first])];
            d.max_range = std::max(d.max_range, range);
        }
        // The directions of one square last (GameTables::attack_leaps_from): the attack test passes over them
        // all at once where no enemy stands a square away along any.
        std::stable_partition(dirs.begin(), dirs.end(), [](const AttackDir& d) { return d.max_range > 1; });
        for (std::size_t a = 0; a < dirs.size(); ++a) index_of_dir[dirs[a].dir] = int(a);
        ranges.assign(dirs.size() * T, 0);
        for (const auto& [key, range] : by_dir)
            ranges[std::size_t(index_of_dir[key.first]) * T + key.second] = std::uint8_t(range);
    };
    for (int c = 0; c < Colours; ++c) {
        attack_table(attack[c], g.attack_dirs[c], g.attack_range[c]);
        attack_table(wrap_attack[c], g.wrap_attack_dirs[c], g.wrap_attack_range[c]);
        g.any_wrap_attack[c] = !g.wrap_attack_dirs[c].empty();
        for (int t = 0; t < T; ++t)
            if (g.complex_attacker[c][t]) g.any_complex_attacker[c] = true;
        std::map<int, int> hop_index_of_dir;
        for (const auto& [key, kind] : hop_attack[c]) {
            auto [it, fresh] = hop_index_of_dir.try_emplace(key.first, int(g.hop_dirs[c].size()));
            if (fresh) g.hop_dirs[c].push_back(key.first);
        }
        g.hop_kind[c].assign(g.hop_dirs[c].size() * T, 0);
        for (const auto& [key, kind] : hop_attack[c])
            g.hop_kind[c][std::size_t(hop_index_of_dir[key.first]) * T + key.second] |= std::uint8_t(kind);
        g.any_hopper[c] = !g.hop_dirs[c].empty();
    }
}

void Compiler::step_table() {
    const int S = g.geo.squares();
    g.step.assign(g.dirs.size() * S, NoSquare);
    for (std::size_t d = 0; d < g.dirs.size(); ++d)
        for (Square s{0}; s < S; ++s)
            if (g.geo.on_board[s]) g.step[d * S + s] = (g.geo.offset(s, g.dirs[d].first, g.dirs[d].second));
    if (!(g.any_wrap_attack[0] || g.any_wrap_attack[1])) return;
    g.wrap_step.assign(g.dirs.size() * S, NoSquare);
    for (std::size_t d = 0; d < g.dirs.size(); ++d)
        for (Square s{0}; s < S; ++s)
            if (g.geo.on_board[s]) g.wrap_step[d * S + s] = wrapping_offset(s, g.dirs[d].first, g.dirs[d].second);
}


}  // namespace variant
