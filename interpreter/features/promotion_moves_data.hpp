// The compiled data of features/promotion_moves: what compile() fills from the ruleset and the rule's hooks read,
// held by the Game (features/compiled_game.hpp).
#pragma once

#include <cstdint>
#include <vector>

#include "interpreter/game/game.hpp"

namespace variant {

// features/promotion_moves: promotions that are moves of their own (sittuyin), one per rule.
struct PromotionMoveInfo {
    std::vector<int> to;                      // the types it may become
    std::vector<std::uint8_t> zone[Colours];  // per square: where the man must stand
    bool anywhere_if_last = false;            // the side's last man of its type: anywhere
    int max_on_board = 0;                     // 0: no limit
    bool no_attack = false;                   // the new man may attack no enemy man where it lands
};

struct PromotionMoves {
    bool any = false;
    std::vector<int> rule_of;  // per type: index into rules, -1 if it has none
    std::vector<PromotionMoveInfo> rules;
};

}  // namespace variant
