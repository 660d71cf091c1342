// The position drawn as text, for show and play.
#pragma once

#include "interpreter/position/position.hpp"

namespace variant::cli {

// Prints the game's name, the board, the reserves, taken potential men, the side to move and the FEN.
void print_position(const Position& pos);

}  // namespace variant::cli
