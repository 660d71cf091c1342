// En passant: a man of a type marked `en_passant_victim` that makes a multi-square step (two or more squares
// straight or diagonally, from any square) leaves the squares it passed as e.p. squares for one move; a move
// with the `e` modality (RayEnPassant) may stop on any of them and take the victim (a wildebeest pawn's
// three-square step may be taken on either square it crossed). The position keeps the first square passed
// (EnPassant::ep) and the man that passed it (EnPassant::victim): the squares between are the rest, so the hash and
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

#include "interpreter/features/compiled_game.hpp"
#include "interpreter/position/position.hpp"

namespace variant {

struct EnPassant {
    static void declare_keys();            // its ruleset keys (ruleset/key_table.hpp), defined with the rule
    static void compile(RuleCompiler& c);  // the `en_passant_from` zones (EnPassantInfo)
    // State: the first square passed and the man that passed it (each as square + 1; 0: none), hashed by
    // ep_key. They last one move (expire).
    static constexpr int state_words = 2;
    static const int state_at;  // features/registry.cpp
    static Square ep(const Position& pos) { return Square(pos.state(state_at) - 1); }
    static Square victim(const Position& pos) { return Square(pos.state(state_at + 1) - 1); }
    // The victim before the move the Undo is of (the man an e.p. capture takes).
    static Square victim_square(const Undo& u) { return Square(u.state.word[state_at + 1] - 1); }
    static void set(Position& pos, Square ep, Square victim) {  // NoSquare: none
        pos.toggle_key(state_key(pos));
        pos.set_state(state_at, ep + 1);
        pos.set_state(state_at + 1, victim + 1);
        pos.toggle_key(state_key(pos));
    }
    static std::uint64_t state_key(const Position& pos) {
        const Square ep = EnPassant::ep(pos), v = victim(pos);
        if (ep == NoSquare) return 0;
        // A double step straight and one diagonal may pass the same square: the victim's square is keyed too.
        const Game& g = pos.game();
        return g.key_square[ep] ^ (v == NoSquare ? 0 : mix_key(g.key_square[v]));
    }
    // Every move, before it is made (and a null move): the e.p. squares go.
    static void expire(Position& pos) {
        if (pos.state(state_at)) set(pos, NoSquare, NoSquare);
    }
    // On where some type can be taken e.p.
    static bool active(const Game& g) {
        return std::any_of(g.types.begin(), g.types.end(), [](const PieceInfo& t) { return t.ep_victim; });
    }
    // Does a multi-square step of a `type` man of `colour` from `from` make e.p. squares: is the type a victim, and
    // `from` in its `en_passant_from` zone, if it has one?
    static bool makes_squares(const Game& g, int colour, int type, Square from) {
        const std::vector<std::uint8_t>& zone = g.en_passant.from[colour];
        return g.en_passant.victim_by_man[make_man(type, colour)] &&
               (zone.empty() || zone[std::size_t(type) * std::size_t(g.geo.squares()) + std::size_t(from)]);
    }
    // Only a victim's moves make e.p. squares.
    static bool leaves_plain_move(const Game& g, Man p) { return !g.en_passant.victim_by_man[p & TypeColourMask]; }
    // The board move's hook (make_board_move, movegen/make.cpp): a man of a victim type that took nothing.
    static void on_board_move(Position& pos, Move, Undo& u, Square from, Square to) {
        if (!u.captured && makes_squares(pos.game(), colour_of(u.moved), type_of(u.moved), from))
            on_move(pos, from, to);
    }
    // Make, after the man landed on `to` without capturing: a step of two or more squares along a line sets
    // the e.p. squares.
    static void on_move(Position& pos, Square from, Square to) {
        const Geometry& geo = pos.game().geo;
        const int dx = geo.file_of(to) - geo.file_of(from), dy = geo.rank_of(to) - geo.rank_of(from);
        const int n = std::max(std::abs(dx), std::abs(dy));
        // The first square passed, by square numbers: (to - from) is n line steps. A double step, the usual
        // case, halves it by a shift.
        if (n >= 2 && (dx == 0 || dy == 0 || std::abs(dx) == std::abs(dy)))
            set(pos, Square(from + (n == 2 ? (to - from) / 2 : (to - from) / n)), to);
    }
    // Whether an `e` move may stop on `to` and take the victim: `to` is one of the squares it passed.
    static bool passed(const Position& pos, Square to) {
        const Square ep = EnPassant::ep(pos);
        if (to == ep) return true;
        if (ep == NoSquare || victim(pos) == NoSquare) return false;
        return passed_beyond_first(pos.game().geo, ep, victim(pos), to);
    }
    // Every square passed (where passed() holds), as a set of the first 128 squares: empty without one.
    static SquareBits passed_squares(const Position& pos) {
        SquareBits set;
        const Square ep = EnPassant::ep(pos), v = victim(pos);
        if (ep == NoSquare) return set;
        if (ep < SquareBitsMax) set.set(ep);
        if (v == NoSquare) return set;
        const Geometry& geo = pos.game().geo;
        const int ex = geo.file_of(v) - geo.file_of(ep), ey = geo.rank_of(v) - geo.rank_of(ep);
        const int n = std::max(std::abs(ex), std::abs(ey));
        for (int k = 1; k < n; ++k) {
            if (ex * k % n || ey * k % n) continue;  // off the line's squares (passed_beyond_first)
            const Square to = geo.square(geo.file_of(ep) + ex * k / n, geo.rank_of(ep) + ey * k / n);
            if (to < SquareBitsMax) set.set(to);
        }
        return set;
    }
    static constexpr FenSlot fen_slot = FenSlot::EpSquare;
    static constexpr bool fen_default = true;  // unless another rule claims the place
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
