#include "interpreter/features/castling.hpp"

#include <algorithm>
#include <cctype>
#include <fmt/format.h>

#include "interpreter/features/potentials.hpp"
#include "interpreter/game/compiler.hpp"
#include "interpreter/movegen/movegen.hpp"

namespace variant {

namespace {

// The type whose moves have 'O' (the validator allows one), and how far it castles to each side per colour.
int betza_king(Compiler& c, int (&steps)[Colours][2]) {
    int king = -1;
    for (std::size_t t = 0; t < c.rs.pieces.size(); ++t) {
        const PieceType& p = c.rs.pieces[t];
        for (int col = 0; col < Colours; ++col) {
            const Located<std::string>& text = (col == 1 && p.betza_second) ? *p.betza_second : p.betza;
            if (text.value.empty()) continue;
            for (const auto& path : c.expand(text, col)) {
                if (!path.castling) continue;
                king = int(t);
                steps[col][path.legs[0].step.dx > 0 ? 0 : 1] = path.legs[0].max_steps;
            }
        }
    }
    return king;
}

// Whether a man of type t and colour c stands on s (or, with potentials, one that may still be a t).
// A partner shown in its powered form (features/derived_promotion) is still the partner.
bool stands(const Position& pos, Square s, int t, int c) {
    const Man p = pos.at(s);
    if (!p || colour_of(p) != c) return false;
    if (potential_set(p)) return Potentials::may_be(pos.game(), p, t);
    const Game& g = pos.game();
    const int type = type_of(p);
    return type == t || (g.derived.any && g.derived.base[type] == t);
}

}  // namespace

void Castling::compile(Compiler& c) {
    const Ruleset& rs = c.rs;
    Game& g = c.g;
    CastlingInfo& ci = g.castling;
    const int S = g.geo.squares();
    ci.clear.assign(std::size_t(S), 0);
    ci.dropped_partner_castles = rs.castling.dropped_partner_castles;
    const int o_king = betza_king(c, ci.steps);
    if (!rs.castling.enabled && o_king < 0) return;
    ci.enabled = true;
    if (rs.castling.enabled) {
        ci.king = c.type_named(rs.castling.king, "castling.king");
        ci.partner = c.type_named(rs.castling.partner, "castling.partner");
        if (o_king < 0)  // the `castling` key alone: two squares to either side
            for (auto& sides : ci.steps) sides[0] = sides[1] = 2;
    } else {
        ci.king = o_king;
    }
    for (int col = 0; col < Colours; ++col) {
        for (Square s{0}; s < S; ++s)
            if (g.setup_piece[s] == std::int32_t(make_man(ci.king, col))) ci.king_sq[col] = s;
        const Square k = ci.king_sq[col];
        if (k == NoSquare) continue;
        // The outermost partner (the key's type, or with 'O' alone any own man) on the king's rank on each
        // side, beyond the king's destination.
        for (int side = 0; side < 2; ++side) {
            const int n = ci.steps[col][side];
            if (n == 0) continue;
            const int df = side == 0 ? 1 : -1;
            int distance = 0, found = 0;
            Square p = NoSquare;
            for (Square q = g.geo.offset(k, df, 0); q != NoSquare; q = g.geo.offset(q, df, 0)) {
                ++distance;
                const std::int32_t man = g.setup_piece[q];
                if (man == 0 || colour_of(Man(man)) != col) continue;
                if (ci.partner >= 0 && type_of(Man(man)) != ci.partner) continue;
                p = q;
                found = distance;
            }
            if (p == NoSquare || found <= n) continue;
            ci.partner_sq[col][side] = p;
            ci.partner_type[col][side] = type_of(Man(g.setup_piece[p]));
            ci.clear[k] |= std::uint8_t(1u << (col * 2 + side));
            ci.clear[p] |= std::uint8_t(1u << (col * 2 + side));
        }
    }
}

void Castling::generate_moves(const Position& pos, MoveList& list) {
    const Game& g = pos.game();
    const int us = pos.side();
    const Square k = g.castling.king_sq[us];
    if (k == NoSquare) return;
    for (int side = 0; side < 2; ++side) {
        if (!(pos.castling() & (1u << (us * 2 + side)))) continue;
        const Square p = g.castling.partner_sq[us][side];
        const int df = side == 0 ? 1 : -1;
        // The partner is beyond the king's destination (compile() has seen to it), so both land on the board.
        const Square kto = g.geo.offset(k, g.castling.steps[us][side] * df, 0);
        const int rank = g.geo.rank_of(k);
        const int lo = std::min(g.geo.file_of(k), g.geo.file_of(p));
        const int hi = std::max(g.geo.file_of(k), g.geo.file_of(p));
        bool clear = true;
        for (int f = lo; f <= hi && clear; ++f) {
            Square s = g.geo.square(f, rank);
            if (s != k && s != p && pos.at(s)) clear = false;
        }
        if (!clear) continue;
        // Only a royal king may not castle out of, through or into check: a king that is an ordinary man
        // (extinction, kinglet), or any king where there is no royal at all (giveaway), castles past attacked
        // squares.
        bool safe = true;
        for (Square s = k; safe && g.royalty != Royalty::None && g.types[type_of(pos.at(k))].royal;
             s = g.geo.offset(s, df, 0)) {
            if (attacked(pos, s, us ^ 1)) safe = false;
            if (s == kto) break;
        }
        if (safe) list.push(Move::make(k, kto, MoveKind::Castling, 0, p));
    }
}

void Castling::make(Position& pos, Move m, Undo& u) {
    const Game& g = pos.game();
    Man king = pos.remove(m.from);
    Man partner = pos.remove(m.via[0]);
    u.moved = king;
    u.captured = partner;  // not a capture: remembered to restore its state bits
    const int df = g.geo.file_of(m.to) > g.geo.file_of(m.from) ? -1 : 1;
    pos.put(m.to, king & ~UnmovedBit);
    pos.put(Square(m.to + df), partner & ~UnmovedBit);
}

void Castling::unmake(Position& pos, Move m, const Undo& u) {
    const Game& g = pos.game();
    const int df = g.geo.file_of(m.to) > g.geo.file_of(m.from) ? -1 : 1;
    pos.remove(m.to);
    pos.remove(Square(m.to + df));
    pos.put(m.from, u.moved);
    pos.put(m.via[0], u.captured);
}

void Castling::regain(Position& pos, Square s) {
    const CastlingInfo& ci = pos.game().castling;
    const int us = pos.side();
    if (ci.king_sq[us] == NoSquare) return;
    const Man king = pos.at(ci.king_sq[us]);
    if (!(king & UnmovedBit) || type_of(king) != ci.king || colour_of(king) != us) return;
    for (int side = 0; side < 2; ++side)
        if (ci.partner_sq[us][side] == s && type_of(pos.at(s)) == ci.partner_type[us][side])
            pos.set_castling(pos.castling() | (1u << (us * 2 + side)));
}

void Castling::read_fen(Position& pos, std::string_view cast, std::size_t at) {
    const Game& g = pos.game();
    std::uint32_t rights = 0;
    if (!cast.empty() && cast != "-") {
        for (std::size_t i = 0; i < cast.size(); ++i) {
            char ch = cast[i];
            int col = std::isupper(static_cast<unsigned char>(ch)) ? 0 : 1;
            char l = char(std::tolower(static_cast<unsigned char>(ch)));
            if (l != 'k' && l != 'q')
                throw FenError(at + i, fmt::format("castling rights are K, Q, k, q or -, not '{}'", ch));
            int side_idx = l == 'k' ? 0 : 1;
            const CastlingInfo& ci = g.castling;
            if (!ci.enabled) throw FenError(at + i, "this game has no castling");
            if (ci.steps[col][side_idx] == 0)
                throw FenError(at + i, fmt::format("castling right '{}' but the king does not castle towards the {}",
                                                   ch, side_idx == 0 ? "higher files" : "a-file"));
            Square k = ci.king_sq[col], p = ci.partner_sq[col][side_idx];
            if (k != NoSquare && p == NoSquare)
                throw FenError(at + i, fmt::format("castling right '{}' but the setup has no partner on that side "
                                                   "beyond the square the king moves to",
                                                   ch));
            if (k == NoSquare || !stands(pos, k, ci.king, col) || !stands(pos, p, ci.partner_type[col][side_idx], col))
                throw FenError(
                    at + i,
                    fmt::format("castling right '{}' but the king or its partner is not on its starting square", ch));
            rights |= 1u << (col * 2 + side_idx);
        }
    }
    pos.set_castling(rights);
}

void Castling::write_fen(const Position& pos, std::string& out) {
    const std::uint32_t rights = pos.castling();
    const std::size_t before = out.size();
    if (rights & 1) out += 'K';
    if (rights & 2) out += 'Q';
    if (rights & 4) out += 'k';
    if (rights & 8) out += 'q';
    if (out.size() == before) out += '-';
}

}  // namespace variant
