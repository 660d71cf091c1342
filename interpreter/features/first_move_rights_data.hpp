// The compiled data of features/first_move_rights: what compile() fills from the ruleset and the rule's hooks read,
// held by the Game (features/compiled_game.hpp).
#pragma once

#include <cstdint>
#include <vector>

#include "interpreter/game/game.hpp"

namespace variant {

// features/first_move_rights: per type, whether the FEN records its men's first-move rights, and whether
// its first moves wait until its side is out of check.
struct FirstMoveRightsInfo {
    bool enabled = false;
    std::vector<std::uint8_t> recorded;
    std::vector<std::uint8_t> not_in_check;
};

}  // namespace variant
