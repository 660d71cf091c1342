// The compiled data of features/pass_after_pass: what compile() fills from the ruleset and the rule's hooks read,
// held by the Game (features/compiled_game.hpp).
#pragma once

#include <cstdint>

#include "interpreter/game/game.hpp"

namespace variant {

// features/pass_after_pass: whether a pass may follow a pass; a Zobrist key for "the last move was a pass".
struct PassAfterPassInfo {
    PassAfterPass rule = PassAfterPass::Allowed;
    bool kept = false;  // the state is kept for another rule too (features/pass_ending, features/facing_royals)
    std::uint64_t key = 0;
};

}  // namespace variant
