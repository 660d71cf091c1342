#include "interpreter/features/castling.hpp"

#include <algorithm>
#include <bit>
#include <cctype>
#include <cstdlib>
#include <fmt/format.h>
#include <iterator>

#include "betza/coordinates.hpp"
#include "interpreter/attacks/attacks.hpp"
#include "interpreter/features/gating.hpp"
#include "interpreter/game/compiler.hpp"
#include "interpreter/ruleset/key_table.hpp"

namespace variant {

namespace {

// The type whose moves have 'O' (the validator allows one), and how far it castles to each side per colour:
// the farthest in `steps`, every distance as bits in `distances` (free castling: several 'O' one way).
int betza_king(RuleCompiler& c, int (&steps)[Colours][2], std::uint32_t (&distances)[Colours][2]) {
    int king = -1;
    for (std::size_t t = 0; t < c.rs.pieces.size(); ++t) {
        const PieceType& p = c.rs.pieces[t];
        for (int col = 0; col < Colours; ++col) {
            const Located<std::string>& text = (col == 1 && p.betza_second) ? *p.betza_second : p.betza;
            if (text.value.empty()) continue;
            for (const auto& path : c.expand(text, col)) {
                if (!path.castling) continue;
                king = int(t);
                const int side = path.legs[0].step.dx > 0 ? 0 : 1, n = path.legs[0].max_steps;
                steps[col][side] = std::max(steps[col][side], n);
                distances[col][side] |= 1u << n;
            }
        }
    }
    return king;
}

// The files the king and the partner land on, for one colour and side: the king on `kto`, the partner on
// `partner_file` if the ruleset names one, else beside the king on the side the king came from.
void set_destinations(CastlingInfo& ci, int col, int side, int kto, int partner_file) {
    ci.king_to[col][side] = kto;
    if (kto >= 0 && kto < 64) ci.king_files[col][side] |= std::uint64_t(1) << kto;  // off the board: validation says so
    ci.partner_to[col][side] = partner_file >= 0 ? partner_file : kto - (side == 0 ? 1 : -1);
}

// In the setup, the outermost partner of colour col (the key's type, or with 'O' alone any own man) on the
// king's rank from k in direction df; NoSquare if none.
Square outermost_partner(const Game& g, int col, Square k, int df) {
    Square p = NoSquare;
    for (Square q = g.geo.offset(k, df, 0); q != NoSquare; q = g.geo.offset(q, df, 0)) {
        const std::int32_t man = g.setup_piece[q];
        if (man == 0 || colour_of(Man(man)) != col) continue;
        if (g.castling.partner < 0 || type_of(Man(man)) == g.castling.partner) p = q;
    }
    return p;
}

// `drop_files`: the partner's square on that side, on the given rank; NoSquare where no file is named.
Square named_partner(const Game& g, const CastlingRule::DropFiles& drop, int side, int rank) {
    if (!drop.partner[side]) return NoSquare;
    return g.geo.square(*betza::parse_file_name(drop.partner[side]->value), rank);
}

// CastlingInfo::one for colour col and side, where the king on k castles to one file only with the partner on p:
// what generate_to finds each time (the king's destination, the stretch of the rank the two cross but their own
// squares), found once.
void fix_one_castling(Game& g, int col, int side, Square k, Square p) {
    CastlingInfo::OneCastling& one = g.castling.one[col][side];
    const int king_file = std::countr_zero(g.castling.king_files[col][side]), rank = g.geo.rank_of(k);
    one.king_to = g.geo.square(king_file, rank);
    const Square partner_to = g.geo.square(Castling::partner_file(g, side, king_file), rank);
    const auto [lo, hi] = std::minmax({k, p, one.king_to, partner_to});
    one.empty = span(lo, hi);
    one.empty.reset(k);
    one.empty.reset(p);
    one.set = true;
}

}  // namespace

void Castling::compile(RuleCompiler& c) {
    const Ruleset& rs = c.rs;
    Game& g = c.g;
    CastlingInfo& ci = g.castling;
    const int S = g.geo.squares();
    ci.clear.assign(std::size_t(S), 0);
    ci.dropped_partner_castles = rs.castling.dropped_partner_castles;
    std::uint32_t distances[Colours][2] = {{0, 0}, {0, 0}};
    const int o_king = betza_king(c, ci.steps, distances);
    if (!rs.castling.enabled && o_king < 0) return;
    ci.enabled = true;
    ci.random_start = rs.castling.random_start;
    // The king's destination file per side, when the ruleset names it (else its distance decides).
    int king_file[2] = {-1, -1}, partner_file[2] = {-1, -1};
    for (int side = 0; side < 2; ++side) {
        if (const auto& f = rs.castling.king_files[side]) king_file[side] = *betza::parse_file_name(f->value);
        if (const auto& f = rs.castling.partner_files[side]) partner_file[side] = *betza::parse_file_name(f->value);
    }
    const bool by_file = king_file[0] >= 0 || king_file[1] >= 0;
    for (int side = 0; side < 2; ++side) ci.partner_file[side] = partner_file[side];
    if (rs.castling.enabled) {
        ci.king = c.type_named(rs.castling.king, "castling.king");
        ci.partner = c.type_named(rs.castling.partner, "castling.partner");
        if (o_king < 0)  // the `castling` key alone: two squares to either side, or to the named files
            for (auto& sides : ci.steps)
                for (int side = 0; side < 2; ++side) sides[side] = by_file ? (king_file[side] >= 0) : 2;
    } else {
        ci.king = o_king;
    }
    // A partner dropped back regains castling only with the king unmoved: the king's moved bit is state.
    if (ci.dropped_partner_castles && ci.king >= 0) g.types[std::size_t(ci.king)].unmoved_keyed = true;
    const auto& drop = rs.castling.drop_files;
    ci.dropped_men_castle = drop.enabled;
    for (int col = 0; col < Colours; ++col) {
        // With `drop_files` the named files of the side's first rank, else the setup's king.
        const int first_rank = col == 0 ? 0 : g.geo.ranks - 1;
        for (Square s{0}; s < S && !drop.enabled; ++s)
            if (g.setup_piece[s] == std::int32_t(make_man(ci.king, col))) ci.king_sq[col] = s;
        if (drop.enabled) ci.king_sq[col] = g.geo.square(*betza::parse_file_name(drop.king.value), first_rank);
        const Square k = ci.king_sq[col];
        if (k == NoSquare) {
            // No king in the setup (it arrives by a drop, as in Placement chess): with `random_start` the FEN's
            // rights name king and partners on the side's first rank.
            if (!ci.random_start) continue;
            ci.rank[col] = col == 0 ? 0 : g.geo.ranks - 1;
            for (int side = 0; side < 2; ++side)
                if (king_file[side] >= 0) set_destinations(ci, col, side, king_file[side], partner_file[side]);
            continue;
        }
        ci.rank[col] = g.geo.rank_of(k);
        // The outermost partner (the key's type, or with 'O' alone any own man) on the king's rank on each
        // side, beyond the king's destination (by file: anywhere on that side).
        for (int side = 0; side < 2; ++side) {
            const int n = ci.steps[col][side];
            if (n == 0) continue;
            const int df = side == 0 ? 1 : -1;
            set_destinations(ci, col, side, by_file ? king_file[side] : g.geo.file_of(k) + n * df, partner_file[side]);
            // Free castling: the nearer distances of 'O', or the other files of `king_files`.
            for (int d = 1; d < n && !by_file; ++d)
                if (distances[col][side] & (1u << d))
                    ci.king_files[col][side] |= std::uint64_t(1) << (g.geo.file_of(k) + d * df);
            for (const auto& file : rs.castling.more_king_files[side])
                ci.king_files[col][side] |= std::uint64_t(1) << *betza::parse_file_name(file.value);
            const Square p = drop.enabled ? named_partner(g, drop, side, first_rank) : outermost_partner(g, col, k, df);
            if (p == NoSquare || (!by_file && std::abs(g.geo.file_of(p) - g.geo.file_of(k)) <= n)) continue;
            ci.partner_sq[col][side] = p;
            ci.partner_type[col][side] = drop.enabled ? ci.partner : type_of(Man(g.setup_piece[p]));
            ci.shields[col][side] = g.geo.offset(p, df, 0) != NoSquare;
            if (ci.random_start) continue;  // the rights name their squares: Castling::lost_at
            ci.clear[k] |= std::uint8_t(1u << (col * 2 + side));
            ci.clear[p] |= std::uint8_t(1u << (col * 2 + side));
            if (S <= SquareBitsMax) {
                ci.between[col][side] = span(std::min(k, p), std::max(k, p));
                ci.between[col][side].reset(k);
                ci.between[col][side].reset(p);
                if (std::has_single_bit(ci.king_files[col][side])) fix_one_castling(g, col, side, k, p);
            }
        }
    }
    ci.fixed_squares = !ci.random_start && S <= SquareBitsMax;
}

void Castling::generate_moves(const Position& pos, MoveList& list, std::uint32_t open, bool royal_unattacked) {
    const Game& g = pos.game();
    const CastlingInfo& ci = g.castling;
    const int us = pos.side();
    std::uint32_t ours = open;
    // A side with one destination by its squares found once (CastlingInfo::one).
    for (int side = 0; side < 2; ++side) {
        const CastlingInfo::OneCastling& one = ci.one[us][side];
        if (!(ours & (1u << side)) || !one.set) continue;
        ours &= ~(1u << side);
        if (!disjoint(one.empty, either(pos.occupied(0), pos.occupied(1)))) continue;
        const Square k = ci.king_sq[us];
        if (king_path_safe(pos, k, one.king_to, royal_unattacked))
            list.push(Move::make(k, one.king_to, kind, side, ci.partner_sq[us][side]));
    }
    if (!ours) return;
    const CastlingSquares cs = squares(pos);
    const Square k = cs.king[us];
    if (k == NoSquare) return;
    const int rank = g.geo.rank_of(k);
    for (int side = 0; side < 2; ++side) {
        if (!(ours & (1u << side))) continue;
        for (std::uint64_t files = ci.king_files[us][side]; files; files &= files - 1)
            generate_to(pos, list, cs, side, __builtin_ctzll(files), rank);
    }
}

// No square the king on k stands on, crosses or lands on (kto) is attacked, his own left out where the caller
// knows it (`k_unattacked`); in Chess960 he may even stay. Only a royal king is held to this: a king that is an
// ordinary man (extinction, kinglet), or any king where there is no royal at all (giveaway), castles past
// attacked squares.
bool Castling::king_path_safe(const Position& pos, Square k, Square kto, bool k_unattacked) {
    const Game& g = pos.game();
    if (g.royalty == Royalty::None || !g.types[type_of(pos.at(k))].royal) return true;
    const int them = pos.side() ^ 1;
    for (int s = std::min(k, kto); s <= std::max(k, kto); ++s)  // a rank's squares are numbered in a row
        if (!(k_unattacked && s == k) && attacked(pos, Square(s), them)) return false;
    return true;
}

// One castling move: the king to kto, the partner on `side` beside it (or on its named file).
void Castling::generate_to(const Position& pos, MoveList& list, const CastlingSquares& cs, int side, int king_to_file,
                           int rank) {
    const Game& g = pos.game();
    const int us = pos.side();
    const Square k = cs.king[us];
    const Square p = cs.partner[us][side];
    // The files of the four squares, by subtraction: every leaf with the rights asks, and a division is slow.
    const Square base = g.geo.square(0, rank);
    const Square kto = Square(base + king_to_file);
    const int files[] = {k - base, p - base, king_to_file, partner_file(g, side, king_to_file)};
    // Every square the king and the partner cross or land on is empty but for those two. The squares
    // they land on are next to each other, so together they cross one stretch of the rank.
    const auto [lo, hi] = std::minmax_element(std::begin(files), std::end(files));
    if (base + *hi < SquareBitsMax) {
        // By the occupancy, in a few instructions: most positions with the rights have a man in the way.
        SquareBits stretch = span(base + *lo, base + *hi);
        stretch.reset(k);
        stretch.reset(p);
        if (!disjoint(stretch, either(pos.occupied(0), pos.occupied(1)))) return;
    } else {
        for (int f = *lo; f <= *hi; ++f) {
            Square s = Square(base + f);
            if (s != k && s != p && pos.at(s)) return;
        }
    }
    if (king_path_safe(pos, k, kto, false)) list.push(Move::make(k, kto, MoveKind::Castling, side, p));
}

// The partner's landing square: its file on the king's destination rank.
static Square partner_landing(const Game& g, Move m) {
    return g.geo.square(Castling::partner_file(g, Castling::side_of(m), g.geo.file_of(m.to)), g.geo.rank_of(m.to));
}

void Castling::make(Position& pos, Move m, Undo& u) {
    const Game& g = pos.game();
    Man king = pos.remove(m.from);
    Man partner = pos.remove(m.via[0]);
    u.moved = king;
    u.captured = partner;  // not a capture: remembered to restore its state bits
    pos.put(m.to, king & ~UnmovedBit);
    pos.put(partner_landing(g, m), partner & ~UnmovedBit);
    if (m.type() >> 1) Gating::enter(pos, colour_of(king), m.via[1], Gating::castling_entrant(m));
}

void Castling::unmake(Position& pos, Move m, const Undo& u) {
    const Game& g = pos.game();
    if (m.type() >> 1) Gating::leave(pos, colour_of(u.moved), m.via[1], Gating::castling_entrant(m));
    pos.remove(m.to);
    pos.remove(partner_landing(g, m));
    pos.put(m.from, u.moved);
    pos.put(m.via[0], u.captured);
}

void Castling::write(const Position& pos, Move m, std::string& out) {
    const Game& g = pos.game();
    const int entrant = Gating::castling_entrant(m);
    if (entrant >= 0 && m.via[1] != m.from) {  // entering on the partner's square: h1e1h
        out += square_name(g.geo, m.via[0]);
        out += square_name(g.geo, m.from);
    } else {
        // A king castling one square (free castling's `O1`) lands where its own step goes: that move is
        // written as the king taking its partner, as in Chess960.
        const bool one_step = std::abs(g.geo.file_of(m.to) - g.geo.file_of(m.from)) == 1;
        out += square_name(g.geo, m.from);
        out += square_name(g.geo, g.castling.random_start || one_step ? m.via[0] : m.to);
    }
    if (entrant >= 0) Gating::write_entrant(g, entrant, out);
}

void Castling::set_rights(Position& pos, std::uint32_t rights) {
    pos.toggle_key(state_key(pos));
    pos.set_state(state_at, std::int32_t(rights));
    pos.toggle_key(state_key(pos));
}

std::uint64_t Castling::state_key(const Position& pos) {
    const Game& g = pos.game();
    const std::uint32_t r = rights(pos);
    return g.key_rights[r & 15] ^ (r >> GatingInfo::GateShift ? g.gating.key_of(r >> GatingInfo::GateShift) : 0);
}

CastlingSquares Castling::squares(const Position& pos) {
    CastlingSquares cs;
    const auto square = [&](int i, int half) {
        return Square((pos.state(state_at + 1 + i) >> (16 * half) & 0xffff) - 1);
    };
    for (int c = 0; c < Colours; ++c) {
        cs.king[c] = square(c, 0);
        cs.partner[c][0] = square(c, 1);
        cs.partner[c][1] = square(2, c);
    }
    return cs;
}

void Castling::set_squares(Position& pos, const CastlingSquares& cs) {
    const auto word = [](Square a, Square b) {
        return std::int32_t(std::uint32_t(a + 1) | std::uint32_t(b + 1) << 16);
    };
    for (int c = 0; c < Colours; ++c) pos.set_state(state_at + 1 + c, word(cs.king[c], cs.partner[c][0]));
    pos.set_state(state_at + 3, word(cs.partner[0][1], cs.partner[1][1]));
}

std::uint32_t Castling::lost_at(const Position& pos, Square a, Square b) {
    const CastlingSquares cs = squares(pos);
    std::uint32_t lost = 0;
    for (int c = 0; c < Colours; ++c) {
        const bool king = cs.king[c] == a || cs.king[c] == b;
        for (int side = 0; side < 2; ++side)
            if (king || cs.partner[c][side] == a || cs.partner[c][side] == b) lost |= 1u << (c * 2 + side);
    }
    return lost;
}

void Castling::regain(Position& pos, Square s) {
    const CastlingInfo& ci = pos.game().castling;
    const CastlingSquares cs = squares(pos);
    const int us = pos.side();
    const Square k = cs.king[us];
    if (k == NoSquare) return;
    const Man king = pos.at(k);
    if (!king || type_of(king) != ci.king || colour_of(king) != us) return;
    // Hostage Chess: only while the king has never moved. With `drop_files` the king itself may be the man
    // dropped, and then brings every partner standing on its square its right.
    if (ci.dropped_partner_castles && !(king & UnmovedBit)) return;
    const bool king_dropped = ci.dropped_men_castle && s == k;
    for (int side = 0; side < 2; ++side) {
        const Square p = cs.partner[us][side];
        if (p == NoSquare || (p != s && !king_dropped)) continue;
        const Man partner = pos.at(p);
        if (partner && colour_of(partner) == us && type_of(partner) == ci.partner_type[us][side])
            set_rights(pos, rights(pos) | (1u << (us * 2 + side)));
    }
}

namespace {

// king_files / partner_files as read: {kingside: i, queenside: c}, checked against the board by the validator.
// The king's may list several files a side (free castling): the first goes with the partner's, the rest apart.
struct CastlingFiles {
    std::optional<Located<std::string>> first[2];
    std::vector<Located<std::string>> more[2];
    bool lists = false;  // the king's: a side may list several files
};

Key<CastlingFiles> side_files(const char* side_name, int side) {
    return custom<CastlingFiles>(side_name,
                                 [side_name, side](Reader& r, const Node& map, const Node& v, CastlingFiles& files) {
                                     if (!(files.lists && v.is_sequence())) {
                                         r.read(map, side_name, files.first[side]);
                                         return;
                                     }
                                     std::vector<Located<std::string>> list;
                                     r.read(map, side_name, list);
                                     if (list.empty()) {
                                         r.error(v, fmt::format("'{}' lists no file", side_name));
                                         return;
                                     }
                                     files.first[side] = list.front();
                                     files.more[side].assign(list.begin() + 1, list.end());
                                 });
}

Key<CastlingRule> files_key(const char* name, bool king) {
    return custom<CastlingRule>(name, [name, king](Reader& r, const Node&, const Node& value, CastlingRule& c) {
        if (!r.map(value, name)) return;
        CastlingFiles files;
        files.lists = king;
        read_section(r, value, "castling_files", files);
        auto& first = king ? c.king_files : c.partner_files;
        for (int side = 0; side < 2; ++side) {
            first[side] = files.first[side];
            if (king) c.more_king_files[side] = files.more[side];
        }
    });
}

void read_castling(Reader& r, const Node& node, CastlingRule& castling) {
    // `castling: false` switches off castling inherited through `extends`.
    if (node.is_scalar()) {
        if (auto enabled = r.boolean(node, "castling")) {
            if (*enabled) r.error(node, "'castling: true' needs the pieces: write castling: {king: ..., partner: ...}");
            castling = CastlingRule{};
        }
        return;
    }
    if (!r.map(node, "castling")) return;
    castling.enabled = true;
    read_section(r, node, "castling", castling);
}

}  // namespace

// castling: a map of the `castling` section, with its files' maps; a piece's `castles`.
void Castling::declare_keys() {
    using C = CastlingRule;
    using Drop = CastlingRule::DropFiles;
    add_keys<Ruleset>("ruleset",
                      {custom<Ruleset>("castling", [](Reader& r, const Node&, const Node& value, Ruleset& rs) {
                          read_castling(r, value, rs.castling);
                      })});
    add_keys<C>("castling",
                {field("king", &C::king), field("partner", &C::partner), field("enabled", &C::enabled),
                 field("dropped_partner_castles", &C::dropped_partner_castles), field("random_start", &C::random_start),
                 files_key("king_files", true), files_key("partner_files", false),
                 custom<C>("drop_files",
                           [](Reader& r, const Node&, const Node& value, C& c) {
                               if (!r.map(value, "drop_files")) return;
                               c.drop_files.enabled = true;
                               c.drop_files.where = value.where;
                               read_section(r, value, "castling_drop_files", c.drop_files);
                           })},
                {[](Reader& r, const Node& node, C& castling) {
                    if (castling.enabled && !node.find("king")) r.error(node.where, 1, "castling needs a 'king'");
                    if (castling.enabled && !node.find("partner")) r.error(node.where, 1, "castling needs a 'partner'");
                }});
    add_keys<CastlingFiles>("castling_files", {side_files("kingside", 0), side_files("queenside", 1)});
    // drop_files: {king: e, kingside: h, queenside: a}, the files checked against the board by the validator.
    add_keys<Drop>("castling_drop_files",
                   {field("king", &Drop::king),
                    custom<Drop>("kingside", [](Reader& r, const Node& map, const Node&,
                                                Drop& d) { r.read(map, "kingside", d.partner[0]); }),
                    custom<Drop>("queenside", [](Reader& r, const Node& map, const Node&,
                                                 Drop& d) { r.read(map, "queenside", d.partner[1]); })},
                   {required<Drop>("king", "drop_files needs 'king' (the file the king is dropped on)"),
                    [](Reader& r, const Node& n, Drop&) {
                        if (!n.find("kingside") && !n.find("queenside"))
                            r.error(n.where, 1, "drop_files needs a partner's file: 'kingside', 'queenside' or both");
                    }});
    add_keys<PieceType>("piece", {field("castles", &PieceType::castles)});
}

}  // namespace variant
