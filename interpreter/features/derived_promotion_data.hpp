// The compiled data of features/derived_promotion: what compile() fills from the ruleset and the rule's hooks read,
// held by the Game (features/compiled_game.hpp).
#pragma once

#include <cstdint>
#include <vector>

#include "interpreter/game/game.hpp"

namespace variant {

// features/derived_promotion: a man shows its powered form while its partner is in an own reserve.
struct DerivedPromotionInfo {
    bool any = false;
    int reserve = -1;
    std::vector<int> powered;          // per type: its powered form, -1 if none
    std::vector<int> base;             // per type: the type a powered form shows, -1 if not a powered form
    std::vector<int> partner;          // per type: the partner whose presence in the reserve powers it
    std::vector<std::uint8_t> paired;  // per type: has a powered form, is one, or is a partner
};

}  // namespace variant
