// The leap lookup (game.hpp, LeapAttack; compiled by game/compile_leap_attacks.cpp): the captures of lame
// leaps, of leaps from or into a zone and of short slides between zones, tested from the target square.
// For the attack test (attacks.cpp) and for the legality filter's checks and pins (movegen/legal.cpp).
#pragma once

#include "interpreter/attacks/rays.hpp"
#include "interpreter/attacks/reserve_blind.hpp"
#include "interpreter/position/position.hpp"

namespace variant {

// The man of `by` on the entry's attacker square (0 if none or if it does not attack s this way), its
// square in `from`, with `vacated` seen empty; the block squares are not looked at.
inline Man leap_attacker(const Position& pos, const LeapAttack& e, const std::uint8_t* types, Square s, int by,
                         Square vacated, Square& from) {
    const GameTables& g = pos.tables();
    const Square q = g.next(e.dir, s);
    if (q == NoSquare || q == vacated) return 0;
    const Man x = pos.at(q);
    if (!x || colour_of(x) != by || !types[type_of(x)] || (e.initial && !(x & UnmovedBit))) return 0;
    if (e.to_zone >= 0 && !g.leap_attacks.zones[std::size_t(e.to_zone)][s]) return 0;
    if (e.from_zone >= 0 && !g.leap_attacks.zones[std::size_t(e.from_zone)][q]) return 0;
    from = q;
    return x;
}

// A hop's screen: a man stands there (`vacated` seen empty) that the hopper may hop over.
inline bool leap_screen_holds(const Position& pos, const LeapAttack& e, Man hopper, Square s, Square vacated) {
    const GameTables& g = pos.tables();
    const Square q = g.next(e.screen, s);
    const Man screen = q == vacated ? Man(0) : pos.at(q);
    return screen && !(g.hop_limits.any && refuses(g, hopper, screen, g.hop_limits.no_screen));
}

// Where no man of `by` stands on a square the entries look at from s (LeapAttackInfo::attackers_at), none
// attacks s.
inline bool no_leap_attacker_near(const GameTables& g, const Position& pos, Square s, int by) {
    return !g.leap_attacks.attackers_at[by].empty() &&
           disjoint(g.leap_attacks.attackers_at[by][std::size_t(s)], pos.occupied(by));
}

template <class Skip> bool leap_attacked(const Position& pos, Square s, int by, Square vacated, Skip skip) {
    const GameTables& g = pos.tables();
    if (no_leap_attacker_near(g, pos, s, by)) return false;
    const auto& entries = g.leap_attacks.entries[by];
    const std::size_t T = g.types.size();
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const LeapAttack& e = entries[i];
        Square from;
        const Man x = leap_attacker(pos, e, &g.leap_attacks.types[by][i * T], s, by, vacated, from);
        if (!x || skip(type_of(x)) || (g.reserve_gate.any && reserve_promotion_blind(pos, x, s))) continue;
        bool open = true;
        for (int b = 0; b < e.block_count && open; ++b) {
            const Square q = g.next(e.block[b], s);
            open = q == vacated || !pos.at(q);
        }
        if (open && e.screen >= 0) open = leap_screen_holds(pos, e, x, s, vacated);
        if (open) return true;
    }
    return false;
}

}  // namespace variant
