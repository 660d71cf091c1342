// Passing: with `pass: true` a player may pass (MoveKind::Pass, written "pass"); nothing on the board changes.
#pragma once

#include "interpreter/position/position.hpp"

namespace variant {

struct Pass {
    static void generate(MoveList& list) { list.push(Move::make(0, 0, MoveKind::Pass)); }
};

}  // namespace variant
