// En passant: a man of a type marked `en_passant_victim` that makes a multi-square step (two or more squares
// straight or diagonally, from any square) leaves the squares it passed as e.p. squares for one move; a move
// with the `e` modality (RayEnPassant) may stop on any of them and take the victim (a wildebeest pawn's
// three-square step may be taken on either square it crossed). The position keeps the first square passed
// (pos.ep()) and the man that passed it (pos.ep_victim()): the squares between are the rest, so the hash and
// the undo need nothing more. The capture is MoveKind::EnPassant, written as a plain move (e5d6). FEN: the
// first square passed or "-", as Sjaak II writes it; read back, the victim is the first man beyond it,
// straight or (a Berolina pawn's double step) diagonally. Every square passed, written one after another
// (d3d4), is read too.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdlib>
#include <string>
#include <string_view>

#include "interpreter/position/position.hpp"

namespace variant {

struct EnPassant {
    // Make, after the man landed on `to` without capturing: a step of two or more squares along a line sets
    // the e.p. squares.
    static void on_move(Position& pos, Square from, Square to) {
        const Geometry& geo = pos.game().geo;
        const int dx = geo.file_of(to) - geo.file_of(from), dy = geo.rank_of(to) - geo.rank_of(from);
        const int n = std::max(std::abs(dx), std::abs(dy));
        if (n >= 2 && (dx == 0 || dy == 0 || std::abs(dx) == std::abs(dy)))
            pos.set_ep(geo.square(geo.file_of(from) + dx / n, geo.rank_of(from) + dy / n), to);
    }
    // Whether an `e` move may stop on `to` and take the victim: `to` is one of the squares it passed.
    static bool passed(const Position& pos, Square to) {
        const Square ep = pos.ep();
        if (to == ep) return true;
        if (ep == NoSquare || pos.ep_victim() == NoSquare) return false;
        return passed_beyond_first(pos.game().geo, ep, pos.ep_victim(), to);
    }
    static void read_fen(Position& pos, std::string_view field, std::size_t at);
    static void write_fen(const Position& pos, std::string& out);

private:
    // Whether `to` lies on the line from `first` towards `victim`, past `first` and short of `victim`.
    static bool passed_beyond_first(const Geometry& geo, Square first, Square victim, Square to) {
        const int ex = geo.file_of(victim) - geo.file_of(first), ey = geo.rank_of(victim) - geo.rank_of(first);
        const int tx = geo.file_of(to) - geo.file_of(first), ty = geo.rank_of(to) - geo.rank_of(first);
        const int n = std::max(std::abs(ex), std::abs(ey)), k = std::max(std::abs(tx), std::abs(ty));
        return k > 0 && k < n && tx * n == ex * k && ty * n == ey * k;
    }
};

}  // namespace variant
