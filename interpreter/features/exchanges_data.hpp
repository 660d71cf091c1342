// The compiled data of features/exchanges: what compile() fills from the ruleset and the rule's hooks read,
// held by the Game (features/compiled_game.hpp).
#pragma once

#include <cstdint>
#include <vector>

#include "interpreter/game/game.hpp"

namespace variant {

// features/exchanges and features/automatic_exchange: give an enemy man held in `give_from` to the
// opponent's `give_to`, take an own man back from the opponent's `take_from`.
struct ExchangeInfo {
    bool voluntary = false;  // a move: the man taken back is dropped at once (Hostage Chess)
    int give_from = -1, give_to = -1, take_from = -1;
    bool value_order = true;
    std::vector<std::uint8_t> forbidden[Colours];  // per square: where no exchange drop lands
    bool automatic = false;                        // SC-chess: matching prisoners swap at once
    int auto_give_from = -1, auto_give_to = -1, auto_take_from = -1, auto_take_to = -1;
};

}  // namespace variant
