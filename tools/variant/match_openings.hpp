// `variant match --openings FILE`: the start positions of a match, one a line: a FEN (a line with a '/'),
// or a list of moves from the setup (our coordinates or SAN, separated by spaces; move numbers like `1.`
// are skipped). Empty lines and lines starting with '#' are skipped.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "interpreter/features/compiled_game.hpp"
#include "interpreter/position/position.hpp"

namespace variant::cli {

struct Opening {
    std::string fen;          // "" for the setup
    std::vector<Move> moves;  // legal moves from there
};

// The openings of `file`; nullopt after printing the first mistake as file:line:col with a caret.
std::optional<std::vector<Opening>> read_openings(const Game& g, const std::string& file);

}  // namespace variant::cli
