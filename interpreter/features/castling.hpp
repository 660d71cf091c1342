// Castling: the king type moves two squares towards an unmoved partner on its rank, and the partner lands
// on the square the king crossed. Needs the right (FEN KQkq, lost when the king or the partner moves or is
// captured), empty squares between them and their destinations, and the king not in check nor passing or
// landing on an attacked square. Generated only when the side is not in check.
#pragma once

#include "interpreter/core/move.hpp"
#include "interpreter/position/position.hpp"

namespace variant {

void generate_castling(const Position& pos, MoveList& list);

}  // namespace variant
