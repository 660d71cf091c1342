// A set of squares of a board of at most 128 (two words, a bit per square number): the occupancy
// Position keeps and the masks perft's last ply counts with (GameTables::leap_counts).
#pragma once

#include <bit>
#include <cstdint>

#include "interpreter/core/geometry.hpp"

namespace variant {

constexpr int SquareBitsMax = 128;

struct SquareBits {
    std::uint64_t word[2] = {0, 0};

    void set(Square s) { word[s >> 6] |= std::uint64_t(1) << (s & 63); }
    void reset(Square s) { word[s >> 6] &= ~(std::uint64_t(1) << (s & 63)); }
    bool has(Square s) const { return word[s >> 6] >> (s & 63) & 1; }
};

// How many squares of `a` lie in `b`; in neither `b` nor `c`.
inline int count_in(const SquareBits& a, const SquareBits& b) {
    return std::popcount(a.word[0] & b.word[0]) + std::popcount(a.word[1] & b.word[1]);
}
inline int count_outside(const SquareBits& a, const SquareBits& b, const SquareBits& c) {
    return std::popcount(a.word[0] & ~(b.word[0] | c.word[0])) + std::popcount(a.word[1] & ~(b.word[1] | c.word[1]));
}

}  // namespace variant
