// What the legality filter knows of the checks on the side to move's royal (computed by movegen/legal.cpp):
// the men checking it, the squares that block, the men pinned to it and the lines of enemy hoppers. The
// rules that own a move kind read it in their legal hook (features/feature.hpp) to decide without making
// the move.
#pragma once

#include <algorithm>
#include <cstdint>

#include "interpreter/position/position.hpp"

namespace variant {

// The side to move's royal, the men checking it and the men pinned to it, when the filter can know them
// without making moves (one royal, no complex attackers).
struct Checks {
    Square royal = NoSquare;
    int checkers = 0;  // men, not lines: a man checking along two lines is one checker
    Square checker = NoSquare;
    // With one checker: its square and the squares between (those of every line it checks along). Each step
    // moves at least one file or rank, and a wrapping walk stops before it comes back to the royal's file,
    // so the checker is at most MaxBoardSide - 1 steps away: the walk can never overflow this.
    Square block[MaxBoardSide];
    int block_count = 0;
    // Pinned men. Each attack direction pins at most one man, and a man pinned twice is recorded once, so
    // there are never more entries than squares: no cap, no fallback. Left uninitialised (cheap per node).
    Square pinned_men[MaxBoardSide * MaxBoardSide];
    int pin_count = 0;
    // The squares between the royal and an enemy hopper on one of its lines, the hopper's included, where a
    // man arriving or leaving may make or unmake the hopper's screen; and whether a hopper gives check.
    // A bit per square, set (and cleared first) only when the enemy has hoppers.
    static constexpr int HopWords = (MaxBoardSide * MaxBoardSide + 63) / 64;
    std::uint64_t hop_line[HopWords];
    bool any_hop_line = false;
    bool hopper_check = false;
    bool blocks(Square s) const { return std::find(block, block + block_count, s) != block + block_count; }
    bool on_hop_line(Square s) const { return any_hop_line && (hop_line[s >> 6] >> (s & 63) & 1); }
    // Mostly none is pinned: that asked first, before the search's set-up.
    bool pinned(Square s) const { return pin_count && pin_index(s) >= 0; }
    int pin_index(Square s) const {
        const Square* at = std::find(pinned_men, pinned_men + pin_count, s);
        return at == pinned_men + pin_count ? -1 : int(at - pinned_men);
    }
    // The squares where a pinned man (of the first MaxKeptPins) still closes every line he is pinned along: each
    // line from the royal up to its pinner, the pinner's square included (taking him), as the attack lines
    // (GameTables::attack_lines) give them. Empty where a pin is of another kind (a lame leap's block, a walked
    // direction), or his lines share no square: his moves are made and tested. Two words a man, left
    // uninitialised as the list is: an entry is written when its man is added.
    static constexpr int MaxKeptPins = 16;
    std::uint64_t pin_keeps[MaxKeptPins][2];
    // Where the pinned man on `from` (index i) goes to `to`: +1 his lines stay closed, 0 one opens (the move
    // leaves the royal attacked), -1 unknown (made and tested).
    int pin_kept(int i, Square to) const { return pin_known(i) ? int(pin_keeps[i][to >> 6] >> (to & 63) & 1) : -1; }
    bool pin_known(int i) const { return i < MaxKeptPins && (pin_keeps[i][0] | pin_keeps[i][1]); }
    SquareBits pin_keep_set(int i) const { return {{pin_keeps[i][0], pin_keeps[i][1]}}; }
};

}  // namespace variant
