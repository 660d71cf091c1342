// The compiled data of features/self_capture: what compile() fills from the ruleset and the rule's hooks read,
// held by the Game (features/compiled_game.hpp).
#pragma once

#include "interpreter/game/game.hpp"

namespace variant {

// features/self_capture: captures of own men (never royals), which go to their owner's reserve.
struct SelfCaptureInfo {
    bool enabled = false;
    int reserve = -1;  // -1: gone
};

}  // namespace variant
