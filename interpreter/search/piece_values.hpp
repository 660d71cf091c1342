// What each piece type is worth to the search, in centipawns (a pawn of chess about 100): the ruleset's
// `engine: values:` (in centipawns) where it sets one, else its `value` (in whole pawns) where it gives one,
// otherwise an estimate from the type's compiled moves.
//
// The estimate follows H. G. Muller's observation that a piece's value grows with the squares it reaches on
// average, counted on a board that is partly filled rather than empty: a rider's far squares count less,
// since something usually stands in the way. docs/engine.md gives the formula and its calibration.
#pragma once

#include <vector>

#include "interpreter/features/compiled_game.hpp"

namespace variant {

struct PieceValue {
    int centipawns = 0;
    bool estimated = false;  // no `value` in the ruleset: computed from the moves
};

// The average over the board's squares of the squares a man of the type reaches, each weighted by how
// likely it is reached on a board a third full, and by what may be done there (move and capture: 1).
double weighted_mobility(const Game& g, int type);

// The estimate from the moves alone, in centipawns.
int estimate_value(const Game& g, int type);

// Per type. Royal types are worth what their moves are worth (a game with one royal never trades it).
std::vector<PieceValue> piece_values(const Game& g);

}  // namespace variant
