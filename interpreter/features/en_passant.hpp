// En passant: a man of a type marked `en_passant_victim` that makes a double step (two squares straight or
// diagonally, from any square) leaves the square it passed as the e.p. square for one move; a move with the
// `e` modality (RayEnPassant) may stop there and take the victim. The capture is MoveKind::EnPassant,
// written as a plain move (e5d6). FEN: the e.p. square or "-", written after every double step; read back,
// the victim is the man one step beyond it, straight or (a Berolina pawn's double step) diagonally.
#pragma once

#include <cstddef>
#include <cstdlib>
#include <string>
#include <string_view>

#include "interpreter/position/position.hpp"

namespace variant {

struct EnPassant {
    // Make, after the man landed on `to` without capturing: a double step sets the e.p. square.
    static void on_move(Position& pos, Square from, Square to) {
        const Geometry& geo = pos.game().geo;
        const int dx = geo.file_of(to) - geo.file_of(from), dy = geo.rank_of(to) - geo.rank_of(from);
        if ((dx == 0 || std::abs(dx) == 2) && (dy == 0 || std::abs(dy) == 2) && (dx || dy))
            pos.set_ep(geo.square(geo.file_of(from) + dx / 2, geo.rank_of(from) + dy / 2), to);
    }
    static void read_fen(Position& pos, std::string_view field, std::size_t at);
    static void write_fen(const Position& pos, std::string& out);
};

}  // namespace variant
