// Ruleset -> Game: resolves names to indices, lays every Betza move on every square once, and derives
// the attack, promotion, drop and castling tables the move generator reads.
#include "interpreter/game/compile.hpp"

#include <algorithm>
#include <cstdlib>
#include <cctype>
#include <map>

#include "betza/betza.hpp"
#include "interpreter/features/transfers.hpp"
#include "interpreter/position/position.hpp"

namespace variant {

namespace {

std::string upper(std::string s) {
    for (char& c : s) c = char(std::toupper(static_cast<unsigned char>(c)));
    return s;
}

[[noreturn]] void fail(const SourceLocation& where, const std::string& message, int length = 1) {
    throw DiagnosticError(Diagnostic{where, std::max(1, length), message});
}

struct Compiler {
    const Ruleset& rs;
    Game g;
    std::map<std::pair<int, int>, int> dir_of;
    std::map<std::string, int> type_of_name;
    std::map<std::string, int> zone_of_name;
    std::vector<std::vector<std::uint8_t>> zones[Colours];  // per zone index, per colour: squares

    explicit Compiler(const Ruleset& r) : rs(r) {}

    int dir(int dx, int dy) {
        auto [it, fresh] = dir_of.try_emplace({dx, dy}, int(g.dirs.size()));
        if (fresh) g.dirs.push_back({dx, dy});
        return it->second;
    }

    int type_named(const Located<std::string>& name, const char* what) {
        auto it = type_of_name.find(name.value);
        if (it == type_of_name.end())
            fail(name.where, std::string("unknown piece '") + name.value + "' in " + what, int(name.value.size()));
        return it->second;
    }

    const std::vector<std::uint8_t>& zone_named(const Located<std::string>& name, int colour) {
        auto it = zone_of_name.find(name.value);
        if (it == zone_of_name.end()) fail(name.where, "unknown zone '" + name.value + "'", int(name.value.size()));
        return zones[colour][it->second];
    }

    void geometry() {
        const Board& b = rs.board;
        if (b.files < 1 || b.ranks < 1 || b.files > MaxBoardSide || b.ranks > MaxBoardSide)
            fail(rs.where, "board must be between 1x1 and " + std::to_string(MaxBoardSide) + "x" +
                               std::to_string(MaxBoardSide));
        g.geo.files = b.files;
        g.geo.ranks = b.ranks;
        g.geo.on_board.assign(std::size_t(b.files * b.ranks), 1);
        for (const auto& h : b.holes) {
            auto s = parse_square(g.geo, h.value);
            if (!s) fail(h.where, "hole '" + h.value + "' is not a square of the board", int(h.value.size()));
            g.geo.on_board[*s] = 0;
        }
    }

    void piece_types() {
        if (rs.pieces.size() > std::size_t(MaxPieceTypes))
            fail(rs.pieces[std::size_t(MaxPieceTypes)].name.where,
                 "too many piece types: the engine holds at most " + std::to_string(MaxPieceTypes));
        for (const auto& p : rs.pieces) {
            if (type_of_name.count(p.name.value)) fail(p.name.where, "piece '" + p.name.value + "' defined twice");
            type_of_name[p.name.value] = int(g.types.size());
            PieceInfo info;
            info.name = p.name.value;
            info.code = upper(p.code.value);
            info.royal = p.royal;
            info.ep_victim = p.en_passant_victim;
            info.castles = p.castles;
            info.value = p.value;
            info.contagious = p.contagious;
            info.captures_unprotected_only = p.captures_unprotected_only;
            g.any_contagious = g.any_contagious || p.contagious;
            g.any_unprotected_only = g.any_unprotected_only || p.captures_unprotected_only;
            g.types.push_back(info);
        }
        for (std::size_t t = 0; t < rs.pieces.size(); ++t) {
            const auto& p = rs.pieces[t];
            for (std::size_t u = 0; u < t; ++u)
                if (!g.types[t].code.empty() && g.types[t].code == g.types[u].code)
                    fail(p.code.where, "code '" + p.code.value + "' is used by '" + g.types[u].name + "' too");
            if (p.promoted) {
                int q = type_named(*p.promoted, "promoted");
                g.types[t].promoted = q;
                if (g.types[q].base < 0) g.types[q].base = int(t);
            }
        }
        for (const auto& t : g.types)
            if (t.code.empty() && t.base < 0)
                fail(rs.where, "piece '" + t.name + "' has no code and is no piece's promoted form");
        for (const auto& n : rs.end.pawns) g.types[type_named(n, "end.pawns")].pawn_like = true;
    }

    void zone_tables() {
        const int F = g.geo.files, R = g.geo.ranks;
        for (std::size_t z = 0; z < rs.zones.size(); ++z) {
            const Zone& zone = rs.zones[z];
            zone_of_name[zone.name.value] = int(z);
            for (int c = 0; c < Colours; ++c) {
                std::vector<std::uint8_t> sq(std::size_t(F * R), 0);
                auto mapped = [&](int f, int r) {  // 0-based, first player's view -> this colour's
                    if (c == 1 && !zone.absolute) {
                        r = R - 1 - r;
                        if (rs.board.symmetry == BoardSymmetry::Rotate) f = F - 1 - f;
                    }
                    return g.geo.square(f, r);
                };
                bool any_line = !zone.ranks.empty() || !zone.files.empty();
                for (int f = 0; f < F && any_line; ++f)
                    for (int r = 0; r < R; ++r) {
                        bool rank_ok = zone.ranks.empty() || std::count(zone.ranks.begin(), zone.ranks.end(), r + 1);
                        bool file_ok = zone.files.empty() || std::count(zone.files.begin(), zone.files.end(), f + 1);
                        if (rank_ok && file_ok) sq[mapped(f, r)] = 1;
                    }
                for (const auto& name : zone.squares) {
                    auto s = parse_square(g.geo, name.value);
                    if (!s) fail(name.where, "'" + name.value + "' is not a square of the board", int(name.value.size()));
                    sq[mapped(g.geo.file_of(*s), g.geo.rank_of(*s))] = 1;
                }
                for (int s = 0; s < F * R; ++s)
                    if (!g.geo.on_board[s]) sq[s] = 0;
                zones[c].push_back(sq);
            }
        }
    }

    // Lays one single-leg path on every square (or the squares of `only`) for one colour and type.
    struct Pending {
        int colour, type;
        Square from;
        Ray ray;
    };
    std::vector<Pending> pending;

    void lay(int c, int t, const betza::MovePath& path, const std::vector<std::uint8_t>* only,
             const Located<std::string>& source) {
        if (path.castling)
            fail(source.where, "'O' moves are not supported by the engine yet (castling is the ruleset's 'castling')",
                 int(source.value.size()));
        if (path.universal) return lay_universal(c, t, path, only);
        if (path.legs.size() > 1) return lay_multi(c, t, path, only, source);
        if (path.legs.empty()) return;
        const betza::Leg& leg = path.legs[0];
        if (leg.step.dx == 0 && leg.step.dy == 0) return;
        bool leap = leg.max_steps == 1;
        if (!leap && (!leg.must_be_empty.empty() || !leg.must_be_occupied.empty()))
            fail(source.where, "lame or jumping riders are not supported by the engine yet", int(source.value.size()));
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
        for (Square s = 0; s < g.geo.squares(); ++s) {
            if (!g.geo.on_board[s] || (only && !(*only)[s])) continue;
            Ray ray;
            ray.flags = flags;
            ray.first = std::uint32_t(g.ray_squares.size());
            Square q = s;
            int limit = leg.max_steps == 0 ? 1 << 20 : leg.max_steps;
            for (int k = 0; k < limit; ++k) {
                q = step_from(q, leg.step.dx, leg.step.dy);
                if (q == NoSquare || q == s) break;
                g.ray_squares.push_back(std::int16_t(q));
            }
            ray.count = std::uint16_t(g.ray_squares.size() - ray.first);
            if (ray.count == 0) continue;
            ray.cond = std::uint32_t(g.cond_squares.size());
            bool ok = true;
            for (const auto& o : leg.must_be_empty) {
                Square b = step_from(s, o.dx, o.dy);
                if (b == NoSquare) ok = false; else g.cond_squares.push_back(std::int16_t(b));
            }
            for (const auto& o : leg.must_be_occupied) {
                Square b = step_from(s, o.dx, o.dy);
                if (b == NoSquare) ok = false; else g.cond_squares.push_back(std::int16_t(b));
            }
            if (!ok) {
                g.ray_squares.resize(ray.first);
                g.cond_squares.resize(ray.cond);
                continue;
            }
            ray.cond_empty = std::uint8_t(leg.must_be_empty.size());
            ray.cond_occupied = std::uint8_t(leg.must_be_occupied.size());
            pending.push_back({c, t, s, ray});
            if (!path.initial_only && !(flags & (RayHop | RayGrasshop))) g.stuck[c][std::size_t(t) * g.geo.squares() + s] = 0;
            if (path.initial_only) g.types[t].has_initial = true;
        }
    }
    std::map<std::pair<int, int>, int> attack[Colours];  // (dir, type) -> range
    std::vector<std::pair<int, MultiPath>> multi_pending[Colours];  // (type, path)

    // U: a leap to every other square of the board, one single-square ray each.
    void lay_universal(int c, int t, const betza::MovePath& path, const std::vector<std::uint8_t>* only) {
        std::uint16_t flags = 0;
        if (path.universal_stop & betza::Empty) flags |= RayMove;
        if (path.universal_stop & betza::Enemy) flags |= RayCapture;
        if (path.universal_stop & betza::Friend) flags |= RayCaptureOwn;
        if (path.initial_only) flags |= RayInitial;
        if (flags & (RayCapture | RayCaptureOwn)) {
            g.complex_attacker[c][t] = 1;
            reach(c, t, 255);
        }
        for (Square s = 0; s < g.geo.squares(); ++s) {
            if (!g.geo.on_board[s] || (only && !(*only)[s])) continue;
            for (Square q = 0; q < g.geo.squares(); ++q) {
                if (q == s || !g.geo.on_board[q]) continue;
                Ray ray;
                ray.flags = flags;
                ray.first = std::uint32_t(g.ray_squares.size());
                ray.count = 1;
                ray.cond = std::uint32_t(g.cond_squares.size());
                g.ray_squares.push_back(std::int16_t(q));
                pending.push_back({c, t, s, ray});
                if (!path.initial_only) g.stuck[c][std::size_t(t) * g.geo.squares() + s] = 0;
            }
        }
        if (path.initial_only) g.types[t].has_initial = true;
    }

    void reach(int c, int t, int r) {
        auto& v = g.complex_reach[c][t];
        v = std::uint8_t(std::max<int>(v, std::min(r, 255)));
    }

    void lay_multi(int c, int t, const betza::MovePath& path, const std::vector<std::uint8_t>* only,
                   const Located<std::string>& source) {
        if (only) fail(source.where, "zoned multi-leg moves are not supported by the engine yet", int(source.value.size()));
        MultiPath mp;
        mp.first = std::uint32_t(g.multi_legs.size());
        mp.initial = path.initial_only;
        bool captures = false;
        for (const auto& leg : path.legs) {
            if (!leg.must_be_empty.empty() || !leg.must_be_occupied.empty() || leg.cylinder || leg.en_passant)
                fail(source.where, "lame, jumping, cylinder or e.p. legs of multi-leg moves are not supported by the engine yet",
                     int(source.value.size()));
            MultiLeg ml;
            ml.dir = std::int16_t(dir(leg.step.dx, leg.step.dy));
            ml.max_steps = std::uint8_t(leg.max_steps == 0 ? 255 : std::min(leg.max_steps, 254));
            ml.path = std::uint8_t(leg.path == betza::Path::Slide ? 0 : leg.path == betza::Path::Hop ? 1 : 2);
            ml.stop = leg.stop;
            captures = captures || (leg.stop & (betza::Enemy | betza::Friend));
            g.multi_legs.push_back(ml);
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
        g.any_multi_leg = true;
        if (path.initial_only) g.types[t].has_initial = true;
        // A man with a multi-leg move is not stuck where its first leg can leave the square.
        const auto& first = path.legs[0];
        for (Square s = 0; s < g.geo.squares(); ++s)
            if (g.geo.on_board[s] && !path.initial_only && g.geo.offset(s, first.step.dx, first.step.dy) != NoSquare)
                g.stuck[c][std::size_t(t) * g.geo.squares() + s] = 0;
    }

    std::vector<betza::MovePath> expand(const Located<std::string>& text, int colour, bool own_second) {
        try {
            betza::Piece p = betza::parse(text.value);
            betza::Player pl = colour == 0 ? betza::Player::First : betza::Player::Second;
            betza::Symmetry sym =
                rs.board.symmetry == BoardSymmetry::Mirror ? betza::Symmetry::Mirror : betza::Symmetry::Rotate;
            (void)own_second;
            return betza::expand(p, pl, sym);
        } catch (const betza::ParseError& e) {
            fail(shifted(text.where, e.column), std::string(e.what()) + " in '" + text.value + "'",
                 span(text.where, e.column, e.length));
        }
    }

    void move_tables() {
        const int S = g.geo.squares(), T = g.type_count();
        for (int c = 0; c < Colours; ++c) {
            g.stuck[c].assign(std::size_t(T) * S, 1);
            g.complex_attacker[c].assign(std::size_t(T), 0);
            g.complex_reach[c].assign(std::size_t(T), 0);
        }
        for (int c = 0; c < Colours; ++c)
            for (int t = 0; t < T; ++t) {
                const PieceType& p = rs.pieces[t];
                const Located<std::string>& text = (c == 1 && p.betza_second) ? *p.betza_second : p.betza;
                for (const auto& path : expand(text, c, c == 1 && p.betza_second.has_value())) lay(c, t, path, nullptr, text);
                for (const auto& zm : p.zoned_moves) {
                    const auto& zone = zone_named(zm.zone, c);
                    for (const auto& path : expand(zm.betza, c, false)) lay(c, t, path, &zone, zm.betza);
                }
            }
        // Group the rays by (colour, type, square) into the flat table.
        std::stable_sort(pending.begin(), pending.end(), [&](const Pending& a, const Pending& b) {
            return g.table_index(a.colour, a.type, a.from) < g.table_index(b.colour, b.type, b.from);
        });
        g.moves_at.assign(std::size_t(Colours) * T * S + 1, 0);
        for (const auto& p : pending) {
            g.rays.push_back(p.ray);
            g.moves_at[g.table_index(p.colour, p.type, p.from) + 1]++;
        }
        for (std::size_t i = 1; i < g.moves_at.size(); ++i) g.moves_at[i] += g.moves_at[i - 1];
        pending.clear();
        g.multi_at.assign(std::size_t(Colours) * T + 1, 0);
        for (int c = 0; c < Colours; ++c) {
            std::stable_sort(multi_pending[c].begin(), multi_pending[c].end(),
                             [](const auto& a, const auto& b) { return a.first < b.first; });
            for (const auto& [t, mp] : multi_pending[c]) {
                g.multi_paths.push_back(mp);
                g.multi_at[std::size_t(c) * T + t + 1]++;
            }
        }
        for (std::size_t i = 1; i < g.multi_at.size(); ++i) g.multi_at[i] += g.multi_at[i - 1];
        for (int c = 0; c < Colours; ++c) {
            std::map<int, int> index_of_dir;
            for (const auto& [key, range] : attack[c]) {
                auto [it, fresh] = index_of_dir.try_emplace(key.first, int(g.attack_dirs[c].size()));
                if (fresh) g.attack_dirs[c].push_back({key.first, 0});
                (void)range;
            }
            g.attack_range[c].assign(g.attack_dirs[c].size() * T, 0);
            for (const auto& [key, range] : attack[c]) {
                int a = index_of_dir[key.first];
                g.attack_range[c][std::size_t(a) * T + key.second] = std::uint8_t(range);
                g.attack_dirs[c][a].max_range = std::max(g.attack_dirs[c][a].max_range, range);
            }
            for (int t = 0; t < T; ++t)
                if (g.complex_attacker[c][t]) g.any_complex_attacker[c] = true;
        }
    }

    void step_table() {
        const int S = g.geo.squares();
        g.step.assign(g.dirs.size() * S, -1);
        for (std::size_t d = 0; d < g.dirs.size(); ++d)
            for (Square s = 0; s < S; ++s)
                if (g.geo.on_board[s]) g.step[d * S + s] = std::int16_t(g.geo.offset(s, g.dirs[d].first, g.dirs[d].second));
    }

    void promotions() {
        const int T = g.type_count();
        g.promotion.assign(T, PromotionInfo{});
        for (const auto& rule : rs.promotions) {
            for (const auto& name : rule.pieces) {
                int t = type_named(name, "promotion.pieces");
                PromotionInfo& pi = g.promotion[t];
                pi.enabled = true;
                pi.trigger = PromoTrigger(int(rule.trigger));
                pi.mode = PromoMode(int(rule.mode));
                pi.choices.clear();
                for (const auto& to : rule.to) pi.choices.push_back(type_named(to, "promotion.to"));
                if (rule.to.empty()) {
                    if (g.types[t].promoted < 0)
                        fail(name.where, "piece '" + name.value + "' has no promoted form and the rule lists no 'to'");
                    pi.choices.push_back(g.types[t].promoted);
                }
                pi.remember_origin = !rule.to.empty();
                if (rule.from_reserve) fail(rule.from_reserve->where, "promotion from a reserve is not supported by the engine yet");
                for (int c = 0; c < Colours; ++c) {
                    if (rule.zone) pi.zone[c] = zone_named(*rule.zone, c);
                    else if (rule.trigger != PromotionTrigger::OnCapture) fail(rule.where, "promotion rule needs a zone");
                    else pi.zone[c].assign(std::size_t(g.geo.squares()), 1);
                }
            }
        }
    }

    int reserve_named(const Located<std::string>& name) {
        for (std::size_t r = 0; r < rs.reserves.size(); ++r)
            if (rs.reserves[r].name.value == name.value) return int(r);
        fail(name.where, "unknown reserve '" + name.value + "'", int(name.value.size()));
    }

    void reserves_and_drops() {
        const int T = g.type_count(), S = g.geo.squares();
        for (const auto& r : rs.reserves) {
            g.reserve_names.push_back(r.name.value);
            g.reserve_capacity.push_back(r.capacity);
        }
        const CaptureRule& cap = rs.captures;
        if (cap.destination == CaptureDestination::CaptorReserve) {
            if (!cap.reserve) fail(rs.where, "captures to a reserve need a reserve name");
            g.capture_to_reserve = true;
            g.capture_reserve = reserve_named(*cap.reserve);
            g.capture_demotes = cap.demote;
            if (!cap.change_colour) fail(cap.reserve->where, "captured men that keep their colour are not supported by the engine yet");
        } else if (cap.destination == CaptureDestination::OwnerReserve) {
            fail(cap.reserve ? cap.reserve->where : rs.where, "captures into the owner's reserve are not supported by the engine yet");
        }
        if (cap.self_capture) fail(rs.where, "self-capture is not supported by the engine yet");
        g.drops.assign(T, DropInfo{});
        for (const auto& rule : rs.drops) {
            int r = reserve_named(rule.from);
            std::vector<int> types;
            for (const auto& n : rule.pieces) types.push_back(type_named(n, "drops.pieces"));
            if (rule.pieces.empty())
                for (int t = 0; t < T; ++t)
                    if (rs.pieces[t].droppable && !g.types[t].royal) types.push_back(t);
            for (int t : types) {
                DropInfo& d = g.drops[t];
                if (d.reserve >= 0) continue;  // the first rule naming a type decides
                d.reserve = r;
                g.has_drops = true;
                for (int c = 0; c < Colours; ++c) {
                    d.allowed[c].assign(std::size_t(S), 0);
                    for (Square s = 0; s < S; ++s) {
                        bool ok = g.geo.on_board[s] != 0;
                        if (rule.zone) ok = ok && zone_named(*rule.zone, c)[s];
                        for (const auto& z : rule.forbidden_zones) ok = ok && !zone_named(z, c)[s];
                        if (rule.not_where_stuck) ok = ok && !g.stuck[c][std::size_t(t) * S + s];
                        d.allowed[c][s] = ok;
                    }
                }
                for (const auto& n : rule.no_two_on_file) if (type_named(n, "no_two_on_file") == t) d.no_two_on_file = true;
                for (const auto& n : rule.no_mate_by) if (type_named(n, "no_mate_by") == t) d.no_mate = true;
            }
            for (const auto& n : rule.no_two_on_file) type_named(n, "no_two_on_file");
            for (const auto& n : rule.no_mate_by) type_named(n, "no_mate_by");
        }
        for (const auto& rule : rs.transfers) {
            std::vector<int> listed;
            for (const auto& n : rule.pieces) listed.push_back(type_named(n, "transfers.pieces"));
            std::vector<std::uint8_t> zone[Colours];
            if (rule.next_class_zone)
                for (int c = 0; c < Colours; ++c) zone[c] = zone_named(*rule.next_class_zone, c);
            g.transfers.push_back(compile_transfer(rs, rule, g, reserve_named(rule.to), listed,
                                                   rule.next_class_zone ? zone : nullptr));
        }
        if (!rs.exchanges.empty()) fail(rs.exchanges[0].where, "exchanges are not supported by the engine yet");
        if (!rs.derived_promotions.empty()) fail(rs.derived_promotions[0].where, "derived promotion is not supported by the engine yet");
        if (rs.potential.enabled) fail(rs.where, "potential pieces are not supported by the engine yet");
    }

    void royalty_and_castling() {
        bool any_royal = false;
        for (const auto& t : g.types) any_royal = any_royal || t.royal;
        switch (rs.royalty) {
            case RoyaltyRule::Check: g.royalty = Royalty::Check; break;
            case RoyaltyRule::LastRoyalCheck: g.royalty = Royalty::LastRoyalCheck; break;
            case RoyaltyRule::CaptureLastRoyal: g.royalty = Royalty::CaptureLastRoyal; break;
            case RoyaltyRule::PotentialKings: fail(rs.where, "potential kings are not supported by the engine yet");
        }
        if (!any_royal) g.royalty = Royalty::None;
        g.pass = rs.pass;
        if (rs.castling.enabled) {
            g.castling = true;
            g.castle_king = type_named(rs.castling.king, "castling.king");
            g.castle_partner = type_named(rs.castling.partner, "castling.partner");
        }
    }

    void zobrist() {
        std::uint64_t state = 0x9e3779b97f4a7c15ull;
        auto next = [&] {  // splitmix64: fixed seed, so hashes are stable between runs
            std::uint64_t z = (state += 0x9e3779b97f4a7c15ull);
            z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
            z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
            return z ^ (z >> 31);
        };
        const std::size_t S = std::size_t(g.geo.squares()), T = std::size_t(g.type_count());
        g.key_piece.resize(Colours * T * S);
        for (auto& k : g.key_piece) k = next();
        g.key_reserve.resize(Colours * std::max<std::size_t>(1, g.reserve_names.size()) * T);
        for (auto& k : g.key_reserve) k = next();
        g.key_side = next();
        for (auto& k : g.key_castling) k = next();
        g.key_ep.resize(S);
        for (auto& k : g.key_ep) k = next();
        g.key_promoted_origin = next();
    }

    void setup() {
        const int S = g.geo.squares();
        g.setup_piece.assign(std::size_t(S), 0);
        g.castle_clear.assign(std::size_t(S), 0);
        g.setup_fen = rs.setup.value;
        auto parse = [&](std::string_view fen) {
            Position pos(g);
            try {
                pos.set_fen(fen);
            } catch (const FenError& e) {
                throw DiagnosticError(setup_fen_error(rs.setup.where, e));
            }
            return pos;
        };
        // The board first (castling rights are checked against the squares found here), then the whole FEN.
        std::string_view fen = rs.setup.value;
        Position board = parse(fen.substr(0, fen.find(' ')));
        for (Square s = 0; s < S; ++s) g.setup_piece[s] = std::int32_t(board.at(s) & TypeColourMask);
        castling_squares();
        parse(fen);
    }

    void castling_squares() {
        const int S = g.geo.squares();
        if (!g.castling) return;
        for (int c = 0; c < Colours; ++c) {
            for (Square s = 0; s < S; ++s)
                if (g.setup_piece[s] == std::int32_t(make_piece(g.castle_king, c))) g.castle_king_sq[c] = s;
            Square k = g.castle_king_sq[c];
            if (k == NoSquare) continue;
            // The outermost partner on the king's rank on each side.
            for (int side = 0; side < 2; ++side) {
                int df = side == 0 ? 1 : -1;
                for (Square q = g.geo.offset(k, df, 0); q != NoSquare; q = g.geo.offset(q, df, 0))
                    if (g.setup_piece[q] == std::int32_t(make_piece(g.castle_partner, c))) g.castle_partner_sq[c][side] = q;
                Square p = g.castle_partner_sq[c][side];
                if (p == NoSquare) continue;
                g.castle_clear[k] |= std::uint8_t(1u << (c * 2 + side));
                g.castle_clear[p] |= std::uint8_t(1u << (c * 2 + side));
            }
        }
    }
};

}  // namespace

int Game::type_by_code(std::string_view code) const {
    for (std::size_t t = 0; t < types.size(); ++t)
        if (!types[t].code.empty() && types[t].code == code) return int(t);
    return -1;
}

Game compile(const Ruleset& rs) {
    Compiler c(rs);
    c.g.name = rs.name.value;
    c.geometry();
    c.piece_types();
    c.zone_tables();
    c.move_tables();
    c.step_table();
    c.promotions();
    c.reserves_and_drops();
    c.royalty_and_castling();
    c.zobrist();
    c.setup();
    return std::move(c.g);
}

}  // namespace variant
