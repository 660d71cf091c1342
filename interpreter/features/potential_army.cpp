#include "interpreter/features/potential_army.hpp"

#include <algorithm>

namespace variant {

namespace {

// Per set S of slots: the men whose masks lie inside S (into `inside`) and the free places of S.
void subset_sums(const ArmyTally& t, int* inside, int* places) {
    const int n = 1 << t.slot_count;
    std::copy(t.men, t.men + n, inside);
    for (int b = 0; b < t.slot_count; ++b)
        for (int s = 0; s < n; ++s)
            if (s >> b & 1) inside[s] += inside[s ^ (1 << b)];
    places[0] = 0;
    for (int s = 1; s < n; ++s) places[s] = places[s & (s - 1)] + t.places[__builtin_ctz(unsigned(s))];
}

}  // namespace

void ArmyTally::start(const Game& g, const Position& pos, int c) {
    const PotentialInfo& pi = g.potential;
    slot_count = pi.slot_count;
    std::fill(men, men + (1 << slot_count), 0);
    for (int s = 0; s < slot_count; ++s) places[s] = pi.army[s] - pos.potential().taken[c][s];
    royal_slot_bit = pi.royal >= 0 ? 1u << pi.slot_of[pi.royal][0] : 0;
    any_royal = royal_slot_bit == 0;
}

bool army_fits(const ArmyTally& t) {
    if (!t.any_royal) return false;
    int inside[ArmyTally::Masks], places[ArmyTally::Masks];
    subset_sums(t, inside, places);
    for (int s = 1; s < (1 << t.slot_count); ++s)
        if (inside[s] > places[s]) return false;
    return true;
}

void ArmyFilter::compute(const ArmyTally& t) {
    const unsigned all = (1u << t.slot_count) - 1;
    std::fill(closure, closure + PotentialInfo::MaxSlots, all);
    int inside[ArmyTally::Masks], places[ArmyTally::Masks];
    subset_sums(t, inside, places);
    for (int s = 1; s < (1 << t.slot_count); ++s) {
        if (inside[s] != places[s]) continue;
        for (unsigned b = unsigned(s); b; b &= b - 1) closure[__builtin_ctz(b)] &= unsigned(s);
    }
}

unsigned ArmyFilter::narrow(const PotentialInfo& pi, const Geometry& geo, Man p, Square s) const {
    unsigned set = potential_set(p);
    if (p & PotentialPromotedBit) return set;  // its slot is a pawn's whatever its set
    const unsigned mask = slot_mask(pi, geo, p, s);
    const int colour = (geo.file_of(s) + geo.rank_of(s)) & 1;
    unsigned kept = 0;
    for (unsigned b = set; b; b &= b - 1) {
        const int i = __builtin_ctz(b);
        if ((mask & ~closure[pi.slot_of[i][colour]]) == 0) kept |= 1u << i;
    }
    return kept;
}

}  // namespace variant
