// The compiled data of features/atomic: what compile() fills from the ruleset and the rule's hooks read,
// held by the Game (features/compiled_game.hpp).
#pragma once

#include <cstdint>
#include <vector>

#include "interpreter/game/game.hpp"

namespace variant {

// features/atomic: captures explode; per type, whether an explosion beside it spares it.
struct AtomicInfo {
    bool enabled = false;
    std::vector<std::uint8_t> immune;
};

}  // namespace variant
