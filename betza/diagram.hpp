// Laying move paths on an empty board, for `variant explain` and for tests: which squares a piece reaches
// and how, and the drawing of that board.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "betza/coordinates.hpp"
#include "betza/legs.hpp"

namespace betza {

struct BoardSize {
    int files = 8;
    int ranks = 8;
};

// How a square can be reached (bits; a square may be reached several ways).
enum Reach : std::uint8_t {
    ReachMove = 1,      // moves there (the square is empty)
    ReachCapture = 2,   // captures there (an enemy stands there)
    ReachHop = 4,       // only by hopping over or jumping a piece that stands on the way
    ReachMultiLeg = 8,  // the end of a multi-leg move (the earlier legs' conditions assumed met)
    ReachInitial = 16,  // only as the piece's first move
    ReachCastle = 32,   // the king's square after castling
};

// What the paths reach from `from` on an empty board of the given size, one entry per square
// (index rank * files + file). Conditions that need a piece somewhere (a capture on an earlier leg, a
// screen to hop over, a square that must be occupied) are assumed met; squares beyond such a piece on the
// same ray are not reached by that leg.
std::vector<std::uint8_t> reach(const std::vector<MovePath>& paths, BoardSize board, Square from);

// The board drawn with ranks from the top, the piece as `piece`, a symbol per reached square, file letters
// below, then a legend of the symbols used.
std::string draw(const std::vector<std::uint8_t>& marks, BoardSize board, Square from, char piece);

}  // namespace betza
