// The compiled data of features/promotion: what compile() fills from the ruleset and the rule's hooks read,
// held by the Game (features/compiled_game.hpp).
#pragma once

#include <cstdint>
#include <vector>

#include "interpreter/game/game.hpp"

namespace variant {

// features/promotion: one promotion rule of a type. A type under several rules has them all; a move
// offers what every rule it triggers offers (features/promotion.hpp).
struct PromotionRuleInfo {
    PromotionTrigger trigger = PromotionTrigger::EndsIn;
    PromotionMode mode = PromotionMode::Optional;
    bool captures_only = false;               // only a capturing move triggers it
    std::vector<int> choices;                 // types it may become
    std::vector<std::uint8_t> zone[Colours];  // per square
};

// features/promotion: per type.
struct PromotionInfo {
    bool enabled = false;
    bool remember_origin = false;  // some choice is not its own partner: the man remembers it was this type
    std::vector<PromotionRuleInfo> rules;
};

}  // namespace variant
