// The compiled data of features/lion_trading: what compile() fills from the ruleset and the rule's hooks read,
// held by the Game (features/compiled_game.hpp).
#pragma once

#include <cstdint>
#include <vector>

#include "interpreter/game/game.hpp"

namespace variant {

// features/lion_trading: per type, whether it is a lion and whether it is a minor man (taking one first does
// not free a lion to take a protected lion from afar); a Zobrist key per square of the last lion capture.
struct LionTradingInfo {
    bool enabled = false;
    std::vector<std::uint8_t> lion;
    std::vector<std::uint8_t> minor;
    std::vector<std::uint64_t> key;
};

}  // namespace variant
