// Board geometry: squares, their names, and one step table per direction.
//
// Squares are numbered rank-major from the first player's a1 (0) to the last file of the last rank
// (files*ranks-1). Holes keep their numbers but are not on the board: every table treats them as off-board.
// Names follow betza/coordinates.hpp: files a..z, then aa, ab, ...; ranks 1, 2, ... from the first player's side.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "betza/coordinates.hpp"
#include "interpreter/core/source.hpp"

namespace variant {

// A board square: its number, rank-major from the first player's a1. One width everywhere (boards, move
// tables, moves, piece lists) and one "no square" value. A type of its own, so that a file, a rank, a
// piece type or a reserve index never stands in for a square by accident: a Square is made from a number
// only explicitly, and read as one (to index a table, to compare) implicitly. Trivial, so that move lists
// cost nothing to create; a default-made Square is unset, like an int.
class Square {
public:
    Square() = default;
    constexpr explicit Square(int index) : index_(std::int16_t(index)) {}
    constexpr operator int() const { return index_; }
    Square& operator++() {
        ++index_;
        return *this;
    }
    friend constexpr bool operator==(Square, Square) = default;

private:
    std::int16_t index_;
};
constexpr Square NoSquare{-1};
// The largest board side (betza/coordinates.hpp); every table is sized from it.
using betza::MaxBoardSide;
static_assert(MaxBoardSide * MaxBoardSide < 0x7fff, "every square number must fit a Square");
static_assert(MaxBoardSide <= 256, "every file and rank must fit Geometry's byte tables");
static_assert(std::is_trivial_v<Square> && sizeof(Square) == 2);

// The board's size and holes, and each square's file and rank by table: a division by the run-time width costs
// tens of cycles, and make (en passant's line test) and perft's last ply ask for them at every node.
struct Geometry {
    Geometry() : Geometry(8, 8) {}
    // A board of files x ranks with a hole at each square named in `holes` (names off the board are passed over:
    // the validator reports them).
    Geometry(int files, int ranks, const std::vector<Located<std::string>>& holes = {});

    int files;  // set by the constructor only, with the tables
    int ranks;
    std::vector<std::uint8_t> on_board;  // per square: 0 for a hole

    int squares() const { return squares_; }
    int file_of(Square s) const { return file_[std::size_t(s)]; }
    int rank_of(Square s) const { return rank_[std::size_t(s)]; }
    Square square(int file, int rank) const { return Square(rank * files + file); }
    bool contains(int file, int rank) const { return file >= 0 && file < files && rank >= 0 && rank < ranks; }
    // The square (file+dx, rank+dy) if it is on the board, else NoSquare.
    Square offset(Square s, int dx, int dy) const {
        int f = file_of(s) + dx, r = rank_of(s) + dy;
        if (!contains(f, r)) return NoSquare;
        const Square t = square(f, r);
        return on_board[t] ? t : NoSquare;
    }

private:
    // files * ranks, kept: every table index multiplies by it, make's and perft's at every node.
    int squares_ = 0;
    std::vector<std::uint8_t> file_, rank_;  // per square (MaxBoardSide fits a byte)
};

// The square's name by the one convention (betza/coordinates.hpp): "e4", "ab36".
std::string square_name(const Geometry& g, Square s);
// Parses a square name at the start of text; returns the square and how many characters it used.
// Holes and squares off the board give nullopt.
std::optional<std::pair<Square, int>> parse_square_prefix(const Geometry& g, std::string_view text);
std::optional<Square> parse_square(const Geometry& g, std::string_view text);

}  // namespace variant
