// The compiled data of features/goal: what compile() fills from the ruleset and the rule's hooks read,
// held by the Game (features/compiled_game.hpp).
#pragma once

#include <cstdint>
#include <vector>

#include "interpreter/game/game.hpp"

namespace variant {

// features/goal: a side whose man of a goal type stands in its goal zone has won.
struct GoalInfo {
    bool enabled = false;
    std::vector<std::uint8_t> piece;          // per type
    std::vector<std::uint8_t> zone[Colours];  // per square
    std::vector<Square> squares[Colours];     // the zone's squares (looked at when fewer than the men)
    SquareBits zone_set[Colours];             // the same as a set, on a board of at most 128 squares
    bool second_may_follow = false;           // the second player still gets its move to reach it (a draw)
    bool must_hold = false;                   // it wins only if still there when its side is to move
    Outcome result = Outcome::Win;            // for the side that arrived
};

}  // namespace variant
