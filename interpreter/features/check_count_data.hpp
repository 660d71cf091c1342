// The compiled data of features/check_count: what compile() fills from the ruleset and the rule's hooks read,
// held by the Game (features/compiled_game.hpp).
#pragma once

#include <cstdint>

#include "interpreter/game/game.hpp"

namespace variant {

// features/check_count: the side that gives its n-th check wins; the counts left are part of the position.
struct CheckCountInfo {
    int checks = 0;                 // 0: not played
    Outcome result = Outcome::Win;  // for the side that gave them
    static constexpr int Max = 15;
    std::uint64_t key[Colours][Max + 1] = {};  // per side and checks left
};

}  // namespace variant
