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
    bool pinned(Square s) const {
        return pin_count && std::find(pinned_men, pinned_men + pin_count, s) != pinned_men + pin_count;
    }
};

}  // namespace variant
