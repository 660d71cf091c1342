// The leap lookup (game.hpp, LeapAttack; compiled by game/compile_leap_attacks.cpp): the captures of lame
// leaps, of leaps from or into a zone and of short slides between zones, tested from the target square.
// For the attack test (attacks.cpp) and for the legality filter's checks and pins (features/royalty.cpp):
// a lame leaper checks unless a man stands on one of its block squares, and a lone own man there is
// pinned (its move may open the leap).
#pragma once

#include "interpreter/features/reserve_promotion.hpp"
#include "interpreter/features/royalty.hpp"
#include "interpreter/movegen/rays.hpp"
#include "interpreter/position/position.hpp"

namespace variant {

// The man of `by` on the entry's attacker square (0 if none or if it does not attack s this way), its
// square in `from`, with `vacated` seen empty; the block squares are not looked at.
inline Man leap_attacker(const Position& pos, const LeapAttack& e, const std::uint8_t* types, Square s, int by,
                         Square vacated, Square& from) {
    const Game& g = pos.game();
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
    const Game& g = pos.game();
    const Square q = g.next(e.screen, s);
    const Man screen = q == vacated ? Man(0) : pos.at(q);
    return screen && !(g.hop_limits.any && refuses(g, hopper, screen, g.hop_limits.no_screen));
}

template <class Skip> bool leap_attacked(const Position& pos, Square s, int by, Square vacated, Skip skip) {
    const Game& g = pos.game();
    const auto& entries = g.leap_attacks.entries[by];
    const std::size_t T = g.types.size();
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const LeapAttack& e = entries[i];
        Square from;
        const Man x = leap_attacker(pos, e, &g.leap_attacks.types[by][i * T], s, by, vacated, from);
        if (!x || skip(type_of(x)) || (g.reserve_promotion.any && ReservePromotion::blind(pos, x, s))) continue;
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

// The leap lookup's checkers of the side to move's royal and the men pinned by lame leaps (Checks); hops
// are left to leap_hop_lines.
void leap_checks(const Position& pos, int us, Checks& ci);
// The hops of the leap lookup aimed at the royal, as features/royalty.cpp's hop lines: a hop that checks
// sets hopper_check (the filter then makes every move), and the screen square of one that does not is
// marked, since a man arriving there may make it check. Clears the hop lines first if `fresh`.
void leap_hop_lines(const Position& pos, int us, Checks& ci, bool fresh);

}  // namespace variant
