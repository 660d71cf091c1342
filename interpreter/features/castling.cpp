#include "interpreter/features/castling.hpp"

#include <algorithm>
#include <cctype>
#include <fmt/format.h>

#include "interpreter/game/compiler.hpp"
#include "interpreter/movegen/movegen.hpp"

namespace variant {

void Castling::compile(Compiler& c) {
    const Ruleset& rs = c.rs;
    Game& g = c.g;
    const int S = g.geo.squares();
    g.castling.clear.assign(std::size_t(S), 0);
    if (!rs.castling.enabled) return;
    g.castling.enabled = true;
    g.castling.king = c.type_named(rs.castling.king, "castling.king");
    g.castling.partner = c.type_named(rs.castling.partner, "castling.partner");
    for (int col = 0; col < Colours; ++col) {
        for (Square s{0}; s < S; ++s)
            if (g.setup_piece[s] == std::int32_t(make_man(g.castling.king, col))) g.castling.king_sq[col] = s;
        Square k = g.castling.king_sq[col];
        if (k == NoSquare) continue;
        // The outermost partner on the king's rank on each side.
        for (int side = 0; side < 2; ++side) {
            int df = side == 0 ? 1 : -1;
            for (Square q = g.geo.offset(k, df, 0); q != NoSquare; q = g.geo.offset(q, df, 0))
                if (g.setup_piece[q] == std::int32_t(make_man(g.castling.partner, col)))
                    g.castling.partner_sq[col][side] = q;
            Square p = g.castling.partner_sq[col][side];
            if (p == NoSquare) continue;
            g.castling.clear[k] |= std::uint8_t(1u << (col * 2 + side));
            g.castling.clear[p] |= std::uint8_t(1u << (col * 2 + side));
        }
    }
}

void Castling::generate(const Position& pos, MoveList& list, bool not_in_check) {
    if (!not_in_check || !pos.castling()) return;
    const Game& g = pos.game();
    const int us = pos.side();
    const Square k = g.castling.king_sq[us];
    if (k == NoSquare) return;
    for (int side = 0; side < 2; ++side) {
        if (!(pos.castling() & (1u << (us * 2 + side)))) continue;
        const Square p = g.castling.partner_sq[us][side];
        const int df = side == 0 ? 1 : -1;
        const Square kto = g.geo.offset(k, 2 * df, 0), pto = g.geo.offset(k, df, 0);
        if (kto == NoSquare || pto == NoSquare) continue;
        const int rank = g.geo.rank_of(k);
        int lo = std::min({g.geo.file_of(k), g.geo.file_of(p), g.geo.file_of(kto)});
        int hi = std::max({g.geo.file_of(k), g.geo.file_of(p), g.geo.file_of(kto)});
        bool clear = true;
        for (int f = lo; f <= hi && clear; ++f) {
            Square s = g.geo.square(f, rank);
            if (s != k && s != p && pos.at(s)) clear = false;
        }
        if (!clear) continue;
        bool safe = true;
        for (Square s = k; safe; s = g.geo.offset(s, df, 0)) {
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
            if (!g.castling.enabled) throw FenError(at + i, "this game has no castling");
            Square k = g.castling.king_sq[col], p = g.castling.partner_sq[col][side_idx];
            if (k == NoSquare || p == NoSquare ||
                pos.at(k) != (make_man(g.castling.king, col) | (pos.at(k) & UnmovedBit)) ||
                type_of(pos.at(p)) != g.castling.partner || colour_of(pos.at(p)) != col || pos.at(p) == 0)
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
