// Promotion from a reserve (features/reserve_promotion) changes what a man attacks: a man whose capture on
// a square would have to promote, with nothing in the reserve to promote to, cannot capture there, so it
// attacks nothing there (Hostage Chess's "dead" pawn gives no check on the last rank). The attack test and
// the legality filter's checks ask it here, below the rules; the rule's generation asks it too.
#pragma once

#include "interpreter/position/position.hpp"

namespace variant {

// Whether a man of type t and colour c may promote to `to_type` from its reserve now.
inline bool reserve_promotion_available(const Position& pos, int t, int c, int to_type) {
    const ReserveGate& rp = pos.tables().reserve_gate;
    return pos.reserve(rp.opponents ? c ^ 1 : c, rp.reserve[t], to_type) > 0;
}

// Whether it has some type to promote to in its reserve now.
inline bool reserve_promotion_live(const Position& pos, int t, int c) {
    for (int choice : pos.tables().reserve_gate.choices[t])
        if (reserve_promotion_available(pos, t, c, choice)) return true;
    return false;
}

// The man x does not attack `target`: a capture there would have to promote and nothing can be promoted to
// (only compulsory promotions are compiled as reserve promotions). Asked only when GameTables::reserve_gate.blinds.
inline bool reserve_promotion_blind(const Position& pos, Man x, Square target) {
    const GameTables& g = pos.tables();
    const int t = type_of(x), c = colour_of(x);
    if (g.reserve_gate.reserve[t] < 0) return false;
    if (!g.reserve_gate.zone[c][std::size_t(t) * g.geo.squares() + target]) return false;
    return !reserve_promotion_live(pos, t, c);
}

}  // namespace variant
