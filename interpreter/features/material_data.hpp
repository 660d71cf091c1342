// The compiled data of features/material: what compile() fills from the ruleset and the rule's hooks read,
// held by the Game (features/compiled_game.hpp).
#pragma once

#include <cstdint>
#include <vector>

#include "interpreter/game/game.hpp"

namespace variant {

// features/material: the lone men that cannot mate (insufficient material: nothing else but royals left),
// and the points of the count that decides some endings (janggi).
struct MaterialInfo {
    std::vector<std::uint8_t> lone_minor;  // per type; empty: no insufficient-material rule
    std::vector<int> points;               // per type; empty: no count
    int handicap = 0;                      // the first player wins a count only with more than this many more
};

}  // namespace variant
