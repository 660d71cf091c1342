// How a position in which the side to move has no legal move scores for the search: the rules have ended
// the game, the side is mated, or it is stalemated; each as the ruleset scores it (interpreter/play).
#pragma once

#include "interpreter/position/position.hpp"

namespace variant {

enum class Verdict { Win, Loss, Draw };  // for the side to move

// For a position with no legal move.
Verdict verdict_without_moves(Position& pos);

}  // namespace variant
