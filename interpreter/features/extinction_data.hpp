// The compiled data of features/extinction: what compile() fills from the ruleset and the rule's hooks read,
// held by the Game (features/compiled_game.hpp).
#pragma once

#include <vector>

#include "interpreter/game/game.hpp"

namespace variant {

// features/extinction: a side left with `count` (GameTables::extinction_count) or fewer men of one of `types` (each
// counted on its own, held men included), or of its whole army, has lost.
struct ExtinctionInfo {
    bool enabled = false;
    std::vector<int> types;  // distinct; each type's index here is its PieceInfo::extinction_slot
    bool whole_army = false;
    // count: GameTables::extinction_count
    int opponent_count = 0;
    Outcome result = Outcome::Loss;  // for the side that ran out
};

}  // namespace variant
