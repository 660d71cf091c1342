// The compiled data of features/capture_reserve: what compile() fills from the ruleset and the rule's hooks read,
// held by the Game (features/compiled_game.hpp).
#pragma once

#include "interpreter/game/game.hpp"

namespace variant {

// features/capture_reserve: where captured men go.
struct CaptureInfo {
    bool to_reserve = false;  // captured men join the captor's reserve
    int reserve = -1;
    bool demotes = false;      // ... as their origin or base type (crazyhouse, shogi)
    bool keep_colour = false;  // ... as the enemy's men still: a prison (grand chess, hostage chess)
};

}  // namespace variant
