// PGN, written and read, for every ruleset. Written: the seven tags (Event, Site, Date, Round, White,
// Black, Result), Variant (the ruleset's name), FEN and SetUp where the game starts elsewhere than the
// ruleset's setup; the moves in SAN with move numbers; the result's reason as a comment before the result.
// Read: the tags (FEN starts the game there), and the movetext as people and programs write it: move
// numbers (`12.`, `12...`), comments (`{...}`, `;` to the line's end), NAGs (`$1`) and the `!?` marks,
// variations (`(...)`, nested, skipped), the result; moves in SAN or our coordinates.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "interpreter/play/result.hpp"
#include "interpreter/position/position.hpp"

namespace variant {

using PgnTags = std::vector<std::pair<std::string, std::string>>;

struct PgnGame {
    std::string fen;  // the start; "" for the ruleset's setup
    std::vector<Move> moves;
    PgnTags tags;  // as read (written: the seven, Variant, FEN, SetUp, then these others)
    // Written: the result when something other than the final position decided it (a referee's
    // adjudication: an illegal move, a loss on time, a move cap); nullopt: the final position's result.
    std::optional<GameResult> decided;
};

// The game as PGN text, ending with a newline.
std::string write_pgn(const Game& g, const PgnGame& game);

// What stopped the reading: where in the text, and for an illegal move the position before it.
struct PgnError {
    std::string message;  // "move 12 (White), 'Nf9': not a legal move here; ..."
    int line = 1;
    int column = 1;
    std::string fen;  // the position before the refused move ("" for other errors)
};

// The first game of `text`; nullopt with `error` set at the first problem (an illegal move stops it).
std::optional<PgnGame> read_pgn(const Game& g, std::string_view text, PgnError& error);

}  // namespace variant
