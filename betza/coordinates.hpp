// Square and file names: the one convention every message, move, FEN, ruleset and diagram uses
// (docs/positions-and-moves.md). Files a..z, then aa, ab, ..., az, ba, ... (bijective base 26, as spreadsheet
// columns, so boards wider than 26 files keep one name per file); ranks 1, 2, 3 ... from the first
// player's side. "e4", "ab36".
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace betza {

// The largest board side anything here takes, the engine and `explain` alike (taikyoku shogi's 36).
constexpr int MaxBoardSide = 36;

struct Square {
    int file = 0;  // 0 = a
    int rank = 0;  // 0 = rank 1
    friend bool operator==(const Square&, const Square&) = default;
};

std::string file_name(int file);  // 0 -> "a", 25 -> "z", 26 -> "aa"
// "a" -> 0, "aa" -> 26; nullopt unless one to three lower-case letters.
std::optional<int> parse_file_name(std::string_view text);
std::string square_name(Square s);  // {4, 3} -> "e4"
// "e4" -> {4, 3}: file letters, then a rank from 1 written without a leading zero; nullopt otherwise.
std::optional<Square> parse_square(std::string_view text);

}  // namespace betza
