// The compiled data of features/promotion_limits: what compile() fills from the ruleset and the rule's hooks read,
// held by the Game (features/compiled_game.hpp).
#pragma once

#include <vector>

#include "interpreter/game/game.hpp"

namespace variant {

// features/promotion_limits: per colour and type, how many men of it the side may have on the board before a
// promotion to it is refused (its setup's number); -1 for a type without a limit.
struct PromotionLimitsInfo {
    bool enabled = false;
    std::vector<int> cap[2];
};

}  // namespace variant
