// The army constraint of features/potentials, as a bipartite matching: each side's men (on the board; the
// taken ones have already used up the slot their owner declared) must be matched one to one with the army
// slots still free (the ruleset's `potential.army`: 1 king, 1 queen, 2 rooks, a light and a dark bishop,
// 2 knights, 8 pawns, less the men taken). A man may fill the slots of the types in its set; a colour-bound
// type's slot of its square's colour; a promoted man only a pawn slot (it was one).
//
// Men with the same slot mask are interchangeable, so the matching is decided on counts per mask, by Hall's
// theorem: a matching of every man exists iff for every set S of slots, the men whose masks lie inside S
// are no more than S's free places. With 7 slots that is 128 sums (a subset-sum transform), not a flow.
// The same sums say which assignments some perfect matching uses (the filter step, removing from every man
// the types no full assignment gives it): with the totals equal, man m of mask M may take slot T iff no
// tight S (men inside S = places of S) holds T without holding all of M.
#pragma once

#include <algorithm>

#include "interpreter/features/compiled_game.hpp"
#include "interpreter/position/position.hpp"

namespace variant {

struct ArmyTally {
    static constexpr int Masks = 1 << PotentialInfo::MaxSlots;
    int men[Masks];          // men per slot mask
    int places[Masks];       // per set of slots: the free places of its slots together
    bool any_royal = false;  // some man may fill the royal slot

    // The free places of colour c, and no men.
    void start(const Game& g, const Position& pos, int c);
    // No men again (the places stay: one start serves every move of a position).
    void clear_men() {
        std::fill(men, men + (1 << slot_count), 0);
        any_royal = royal_slot_bit == 0;
    }
    void add(unsigned mask) {
        ++men[mask];
        any_royal = any_royal || (royal_slot_bit & mask);
    }
    unsigned royal_slot_bit = 0;
    int slot_count = 0;
};

// The slots the man p on s may fill.
inline unsigned slot_mask(const PotentialInfo& pi, const Geometry& geo, Man p, Square s) {
    if (p & PotentialPromotedBit) return 1u << pi.slot_of[pi.pawn][0];
    const int colour = (geo.file_of(s) + geo.rank_of(s)) & 1;
    unsigned set = potential_set(p), mask = 0;
    for (; set; set &= set - 1) mask |= 1u << pi.slot_of[__builtin_ctz(set)][colour];
    return mask;
}

// Whether every man of the tally can be matched, the royal slot filled.
bool army_fits(const ArmyTally& t);
// The man's set with the types no full matching gives it removed (the tally fits).
struct ArmyFilter {
    unsigned closure[PotentialInfo::MaxSlots];  // per slot T: the slots of every tight set holding T
    void compute(const ArmyTally& t);
    unsigned narrow(const PotentialInfo& pi, const Geometry& geo, Man p, Square s) const;
};

}  // namespace variant

namespace variant {

// One assignment of men to slots (augmenting paths, Kuhn's algorithm with slot capacities): man i of
// `masks[0..n)` gets slot `assigned[i]`, with at most `places[s]` men on slot s. False if some man cannot be
// placed. The legality test keeps one per position: a move that leaves every man on its slot keeps the
// army fitting without the full test.
bool army_assign(const unsigned* masks, int n, const int* places, int slots, int* assigned);

}  // namespace variant
