// Pictures of a position: `variant show --svg` (the board, the reserves, the side to move) and
// `variant moves --from SQUARE --svg` (the same, with the legal moves of the man on SQUARE marked).
#pragma once

#include "interpreter/draw/picture.hpp"
#include "interpreter/position/position.hpp"

namespace variant::draw {

// How a man of the game is drawn: a shogi token in the shogi family (board symmetry rotate), else a chess
// token; its text is the type's glyph, else the orthodox figurine where the type is named king, queen,
// rook, bishop, knight or pawn in a chess-style game, else its code.
Token token_of(const Game& g, Man m);

Picture board_picture(const Position& pos);

// Marks where the legal moves of the man on `from` end (and the men they take); the position is only read.
void mark_moves_from(Position& pos, Square from, Picture& p);

}  // namespace variant::draw
