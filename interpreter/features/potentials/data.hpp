// The compiled data of features/potentials: what compile() fills from the ruleset and the rule's hooks read,
// held by the Game (features/compiled_game.hpp).
#pragma once

#include <cstdint>
#include <vector>

#include "interpreter/game/game.hpp"

namespace variant {

// features/potentials: every man is a set of possible types (bit i of its set: types[i]), matched against
// the army. Slots are the army's places: one per potential type, two for a colour-bound type whose men stand
// on both square colours (slot_of[i][square colour]).
struct PotentialInfo {
    static constexpr int MaxSlots = 10;
    bool enabled = false;
    int count = 0;                      // potential types
    int types[MaxPotentialTypes] = {};  // the game type of each
    std::vector<int> index;             // per game type: its potential index, -1 if none
    unsigned all = 0;                   // the set every man starts with
    int royal = -1;                     // index of the royal type (potential kings), -1 if none
    int pawn = -1;                      // index of the promoting type, -1 if none
    unsigned promoted_set = 0;          // what a promoting pawn becomes
    int slot_count = 0;
    int slot_of[MaxPotentialTypes][2] = {};          // [index][square colour]
    int army[MaxSlots] = {};                         // men per slot (a large number where the army does not count)
    bool counted = false;                            // the ruleset gives the army
    int slot_type[MaxSlots] = {};                    // the potential index a slot is for
    int slot_square_colour[MaxSlots] = {};           // 0 dark, 1 light for a split colour-bound type; -1 otherwise
    std::vector<std::uint8_t> attack_mask[Colours];  // [dir * (MaxBoardSide + 1) + distance]: types reaching
    bool complex[MaxPotentialTypes] = {};            // attacks tested by walking the type's moves
};

}  // namespace variant
