// The public face of the notation library: parse, print, describe, expand.
#pragma once

#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "betza/ast.hpp"
#include "betza/legs.hpp"

namespace betza {

// A mistake in a Betza string. `column` is the 0-based offset of the culprit inside the string and
// `length` how many characters the caret should underline (at least 1; an empty string points at 0).
// The library knows no report format: interpreter/core's variant::betza_error makes this a Diagnostic
// (a string standing alone, on the command line); inside a ruleset the loader reports file:line:col,
// adding the column to the string's own location.
struct ParseError : std::runtime_error {
    ParseError(std::size_t column, std::size_t length, const std::string& message)
        : std::runtime_error(message), column(column), length(length) {}
    std::size_t column;
    std::size_t length;
};

// Parses XBetza text into a syntax tree. Throws ParseError on the first mistake; never skips a letter.
Piece parse(std::string_view text);

// The canonical text of a tree: parse(print(parse(s))) == parse(s) for every valid s.
std::string print(const Piece& piece);

// Plain English, e.g. "moves one square forward to an empty square; captures one square diagonally forward".
std::string describe(const Piece& piece);

// Lays the moves on a board: every path with absolute vectors, for the given player (the second player's
// are the first player's turned 180 degrees).
std::vector<MovePath> expand(const Piece& piece, Player player);

}  // namespace betza
