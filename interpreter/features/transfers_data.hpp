// The compiled data of features/transfers: what compile() fills from the ruleset and the rule's hooks read,
// held by the Game (features/compiled_game.hpp).
#pragma once

#include <cstdint>
#include <vector>

#include "interpreter/game/game.hpp"

namespace variant {

// features/transfers: one per rule: per type, the types a man may enter the reserve as.
struct TransferInfo {
    int reserve = -1;
    int first_ply = 1;                           // 1 = the first player's first move
    std::vector<std::uint8_t> zone[Colours];     // per square: lifted from here it must become the next class
    std::vector<std::vector<int>> choices;       // per type (empty: may not be lifted)
    std::vector<std::vector<int>> zone_choices;  // per type, when lifted from the zone
};

}  // namespace variant
