// Position: the mutable state of a game. Board of packed piece codes, piece lists per colour, reserves,
// side to move, castling rights, e.p. square, counters, a Zobrist hash and an undo stack. Moves are made
// and unmade in place (make/unmake), which is what perft and a search want.
//
// Piece code (0 = empty square):
//   bits 0-9   type + 1
//   bit 10     colour (0 first player, 1 second)
//   bit 11     unmoved (initial-only moves, castling)
//   bits 12-21 origin type + 1: the type this man was before a promotion with a choice (crazyhouse's
//              "Q~"); it re-enters a reserve as that type when demotion is on
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "interpreter/game/game.hpp"
#include "interpreter/movegen/move.hpp"
#include "interpreter/position/fen_board.hpp"  // FenError

namespace variant {

using Piece = std::uint32_t;
constexpr Piece make_piece(int type, int colour) { return Piece(type + 1) | Piece(colour) << 10; }
constexpr int type_of(Piece p) { return int(p & 0x3ff) - 1; }
constexpr int colour_of(Piece p) { return int(p >> 10) & 1; }
constexpr Piece UnmovedBit = 1u << 11;
constexpr int origin_of(Piece p) { return int((p >> 12) & 0x3ff) - 1; }
constexpr Piece with_origin(Piece p, int origin) { return (p & 0xfff) | Piece(origin + 1) << 12; }
constexpr Piece TypeColourMask = 0x7ff;
static_assert(MaxPieceTypes <= 0x3ff, "a type + 1 must fit the 10-bit type field");

// "error: <message>" then the FEN and a caret under the column.
std::string format_fen_error(std::string_view fen, const FenError& e);

struct Undo {
    Move move{};
    Piece moved = 0;       // the man as it stood on `from` before the move
    Piece captured = 0;    // the man removed (on `to`, or the e.p. victim / turning square)
    Square captured_at = NoSquare;
    Piece captured2 = 0;   // a multi-leg move's man taken on its turning square
    Square captured2_at = NoSquare;
    std::uint32_t castling = 0;
    Square ep = NoSquare;
    Square ep_victim = NoSquare;
    int halfmove = 0;
    std::uint64_t key = 0;
    std::uint64_t reserve_key = 0;
};

class Position {
public:
    explicit Position(const Game& game);  // an empty board, first player to move

    // FEN in and out. set_fen throws FenError and leaves the position unspecified on failure.
    void set_fen(std::string_view fen);
    std::string fen() const;

    void make(Move m);
    void unmake();

    const Game& game() const { return *game_; }
    Piece at(Square s) const { return board_[s]; }
    int side() const { return side_; }
    int reserve(int colour, int r, int type) const {
        return reserves_[(std::size_t(colour) * game_->reserve_count() + r) * game_->type_count() + type];
    }
    const std::vector<std::int16_t>& pieces(int colour) const { return list_[colour]; }
    std::uint32_t castling() const { return castling_; }
    Square ep() const { return ep_; }
    Square ep_victim() const { return ep_victim_; }
    int halfmove() const { return halfmove_; }
    int fullmove() const { return fullmove_; }
    // Board, side, rights and e.p. keys are xor-ed; reserve keys are added (count times), kept apart so the two
    // never mix.
    std::uint64_t key() const { return key_ ^ reserve_key_; }
    int royal_count(int colour) const { return royals_[colour]; }
    Square royal_square(int colour) const;  // one royal of that colour, NoSquare if none
    int ply() const { return int(history_.size()); }

    // For the legality test only: takes a man off the board (and puts it back) without touching the piece
    // lists or the hash, to see what its absence uncovers.
    Piece lift(Square s) {
        Piece p = board_[s];
        board_[s] = 0;
        return p;
    }
    void unlift(Square s, Piece p) { board_[s] = p; }

    // For the invariant checks of the tests: recompute the hash from scratch.
    std::uint64_t compute_key() const;

private:
    void place(const FenBoard& board, const FenCodes& codes);  // set_fen's men, checked against the game
    void put(Square s, Piece p);
    Piece remove(Square s);
    void add_reserve(int colour, int r, int type, int delta);
    Piece take(Square s, int captor);          // removes a captured man, into the captor's reserve if the rules say
    void untake(Square s, Piece p, int captor);
    void clear();
    Piece dropped_piece(int type, int colour, Square s) const;

    const Game* game_;
    std::vector<Piece> board_;
    std::vector<std::int16_t> list_[Colours];
    std::vector<std::int16_t> index_;       // position of a square's man in its colour's list
    std::vector<std::int16_t> reserves_;    // [(c * reserves + r) * types + t]
    int royals_[Colours] = {0, 0};
    Square royal_sq_[Colours] = {NoSquare, NoSquare};
    int side_ = 0;
    std::uint32_t castling_ = 0;            // bit (c * 2 + side): 0 king side (higher files), 1 queen side
    Square ep_ = NoSquare;
    Square ep_victim_ = NoSquare;
    int halfmove_ = 0;
    int fullmove_ = 1;
    std::uint64_t key_ = 0;
    std::uint64_t reserve_key_ = 0;
    std::vector<Undo> history_;

    friend class MoveGen;
    friend struct CastlingFeature;
};

}  // namespace variant
