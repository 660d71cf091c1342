// The compiled data of features/drops: what compile() fills from the ruleset and the rule's hooks read,
// held by the Game (features/compiled_game.hpp).
#pragma once

#include <cstdint>
#include <vector>

#include "interpreter/game/game.hpp"

namespace variant {

// features/drops: per type.
struct DropInfo {
    int reserve = -1;                            // -1: this type is never dropped
    std::vector<std::uint8_t> allowed[Colours];  // per square (zones, forbidden zones and not-where-stuck applied)
    SquareBits allowed_set[Colours];             // the same as a set, on a board of at most 128 squares
    int file_limit = 0;  // with no_two_on_file: a drop needs fewer own unpromoted men of the type on the file
    bool no_mate = false;
    bool no_check = false;          // a drop of it may not give check (supply chess)
    int held_as = -1;               // a promoted face (promoted_face): the type taken from the reserve
    bool compulsory = false;        // while the side holds one, a move must be a drop if one is legal
    bool opposite_colours = false;  // the side's men of the type spread over both square colours

    // The type whose count in the reserve a drop of type t spends: t, or the first face of a promoted face.
    int held_type(int t) const { return held_as >= 0 ? held_as : t; }
    // Is no_mate the only test its drops are weighed by (DropRules::mate_check_from is laid for it)?
    bool weighs_only_mate() const { return no_mate && !no_check && !compulsory; }
};

// features/drops, for the whole game.
struct DropRules {
    bool any = false;          // some type can be dropped
    bool compulsory = false;   // some type's drops are compulsory
    int spread_type = -1;      // the type whose men spread over both square colours (opposite_colours), if any
    std::vector<DropInfo> of;  // per type
    std::vector<int> dropped;  // the types that can be dropped (reserve >= 0), so a hand is read without the rest
    std::vector<int> weighed;  // the types whose drops the legality filter weighs (no_mate, no_check, compulsory)
    std::vector<SquareBits> file_squares;  // per file, its squares, where a type has a file_limit (<= 128 squares)
    // Per (colour * types + type) * squares + target, for each type whose only weighing is no_mate
    // (DropInfo::weighs_only_mate), on a board of at most 128 squares without multi-leg moves (else empty): the
    // squares from which a man of the type dropped there might attack the target (every square of its capturing
    // rays, whatever stands on them). A drop that gives no check gives no mate, so where the enemy royal has none
    // of them empty, no drop is struck.
    std::vector<SquareBits> mate_check_from;
};

}  // namespace variant
