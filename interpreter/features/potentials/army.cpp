#include "interpreter/features/potentials/army.hpp"

#include <algorithm>

#include "interpreter/features/potentials/potentials.hpp"

namespace variant {

namespace {

// Per set S of slots: the men whose masks lie inside S (into `inside`). Written in blocks so the
// compiler vectorises it: this sum is most of the legality test's time.
void subset_sums(const ArmyTally& t, int* inside) {
    const int n = 1 << t.slot_count;
    std::copy(t.men, t.men + n, inside);
    for (int bit = 1; bit < n; bit <<= 1)
        for (int base = 0; base < n; base += bit << 1)
            for (int j = base; j < base + bit; ++j) inside[j + bit] += inside[j];
}

}  // namespace

void ArmyTally::start(const Game& g, const Position& pos, int c) {
    const PotentialInfo& pi = g.potential;
    slot_count = pi.slot_count;
    royal_slot_bit = pi.royal >= 0 ? 1u << pi.slot_of[pi.royal][0] : 0;
    clear_men();
    places[0] = 0;
    for (int s = 1; s < (1 << slot_count); ++s) {
        const int slot = __builtin_ctz(unsigned(s));
        places[s] = places[s & (s - 1)] + pi.army[slot] - Potentials::taken(pos, c, slot);
    }
}

bool army_fits(const ArmyTally& t) {
    if (!t.any_royal) return false;
    int inside[ArmyTally::Masks];
    subset_sums(t, inside);
    bool over = false;  // no early exit: the loop vectorises
    for (int s = 0; s < (1 << t.slot_count); ++s) over |= inside[s] > t.places[s];
    return !over;
}

void ArmyFilter::compute(const ArmyTally& t) {
    const unsigned all = (1u << t.slot_count) - 1;
    std::fill(closure, closure + PotentialInfo::MaxSlots, all);
    int inside[ArmyTally::Masks];
    subset_sums(t, inside);
    for (int s = 1; s < (1 << t.slot_count); ++s) {
        if (inside[s] != t.places[s]) continue;
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

namespace variant {

namespace {

struct Assigner {
    const unsigned* masks;
    int n;
    int* assigned;
    int used[PotentialInfo::MaxSlots];
    const int* places;
    unsigned visited = 0;

    // Man i onto a slot of its mask, moving others along an augmenting path if need be.
    bool place(int i) {
        for (unsigned b = masks[i]; b; b &= b - 1) {
            const int s = __builtin_ctz(b);
            if (visited >> s & 1) continue;
            visited |= 1u << s;
            if (used[s] < places[s]) {
                ++used[s];
                assigned[i] = s;
                return true;
            }
            for (int j = 0; j < n; ++j)
                if (assigned[j] == s && place(j)) {
                    assigned[i] = s;
                    return true;
                }
        }
        return false;
    }
};

}  // namespace

bool army_assign(const unsigned* masks, int n, const int* places, int slots, int* assigned) {
    Assigner a{masks, n, assigned, {}, places};
    std::fill(a.used, a.used + slots, 0);
    std::fill(assigned, assigned + n, -1);
    for (int i = 0; i < n; ++i) {
        a.visited = 0;
        if (!a.place(i)) return false;
    }
    return true;
}

}  // namespace variant
