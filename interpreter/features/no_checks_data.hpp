// The compiled data of features/no_checks: what compile() fills from the ruleset and the rule's hooks read,
// held by the Game (features/compiled_game.hpp).
#pragma once

#include <cstdint>
#include <vector>

#include "interpreter/game/game.hpp"

namespace variant {

// features/no_checks: no move may give check. For its leaf_filter, on a board of at most 128 squares with at
// most 64 attack directions (else empty), per colour and type: the directions of GameTables::attack_dirs along
// which the type reaches two squares or more (bit a, `far_dirs`), and per square s, the squares from which one
// step of the type (a reach of one) lands on s (`near_of[t * squares + s]`).
struct NoChecksInfo {
    bool enabled = false;
    std::vector<std::uint64_t> far_dirs[Colours];
    std::vector<SquareBits> near_of[Colours];
};

}  // namespace variant
