// A set of squares of a board of at most 128 (two words, a bit per square number): the occupancy
// Position keeps and the masks perft's last ply counts with (GameTables::leap_counts, slide_counts).
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
    bool empty() const { return !(word[0] | word[1]); }
};

// Does every square of the board fit the first word of a set (at most 64 squares, the second word always empty)?
// The counts of perft's last ply read one word then.
inline bool fits_one_word(const Geometry& geo) { return geo.squares() <= 64; }

// Calls f(s) for each square s of `a`, lowest first.
template <class F> [[gnu::always_inline]] inline void for_each_square(const SquareBits& a, F f) {
    for (int w = 0; w < 2; ++w)
        for (std::uint64_t bits = a.word[w]; bits; bits &= bits - 1) f(Square(64 * w + std::countr_zero(bits)));
}

// Squares a to b (a <= b < 128), as a set: a stretch of a rank is one, its squares numbered in a row.
inline SquareBits span(int a, int b) {
    // The bits of one word below bit n, for n from 0 to 64.
    const auto below = [](int n) { return n >= 64 ? ~std::uint64_t(0) : (std::uint64_t(1) << n) - 1; };
    const auto clamp = [](int n) { return n < 0 ? 0 : n > 64 ? 64 : n; };
    SquareBits set;
    for (int w = 0; w < 2; ++w) set.word[w] = below(clamp(b + 1 - 64 * w)) & ~below(clamp(a - 64 * w));
    return set;
}

// The squares in `a` or `b`.
inline SquareBits either(const SquareBits& a, const SquareBits& b) {
    return {{a.word[0] | b.word[0], a.word[1] | b.word[1]}};
}
// The squares in both `a` and `b`.
inline SquareBits both(const SquareBits& a, const SquareBits& b) {
    return {{a.word[0] & b.word[0], a.word[1] & b.word[1]}};
}
// The squares in `a` but not in `b`.
inline SquareBits without(const SquareBits& a, const SquareBits& b) {
    return {{a.word[0] & ~b.word[0], a.word[1] & ~b.word[1]}};
}
// Do `a` and `b` have no square in common?
inline bool disjoint(const SquareBits& a, const SquareBits& b) {
    return !((a.word[0] & b.word[0]) | (a.word[1] & b.word[1]));
}
// How many squares `a` has.
inline int count_of(const SquareBits& a) { return std::popcount(a.word[0]) + std::popcount(a.word[1]); }
// How many squares of `a` lie in `b`; in neither `b` nor `c`.
inline int count_in(const SquareBits& a, const SquareBits& b) {
    return std::popcount(a.word[0] & b.word[0]) + std::popcount(a.word[1] & b.word[1]);
}
inline int count_outside(const SquareBits& a, const SquareBits& b, const SquareBits& c) {
    return std::popcount(a.word[0] & ~(b.word[0] | c.word[0])) + std::popcount(a.word[1] & ~(b.word[1] | c.word[1]));
}

// The first square of `a` that is in `b` along a line whose square numbers grow (rising) or shrink; -1 for none.
inline int first_in(const SquareBits& a, const SquareBits& b, bool rising) {
    const std::uint64_t low = a.word[0] & b.word[0], high = a.word[1] & b.word[1];
    if (rising) return low ? std::countr_zero(low) : high ? 64 + std::countr_zero(high) : -1;
    return high ? 127 - std::countl_zero(high) : low ? 63 - std::countl_zero(low) : -1;
}
// The word that holds every square of `a`: 0 or 1, or 2 where they lie in both.
inline std::uint8_t word_of(const SquareBits& a) { return a.word[0] && a.word[1] ? 2 : a.word[1] ? 1 : 0; }
// first_in for a line all of whose squares lie in one word: of the squares of `a` that are in `b`, the first
// along the line, as that word's one-bit mask (0 for none). No branch on where it is.
inline std::uint64_t first_bit(std::uint64_t a, std::uint64_t b, bool rising) {
    const std::uint64_t x = a & b;
    return rising ? x & -x : std::bit_floor(x);
}
// The squares of such a line (`ray`, one word) before `first`, its first occupied square as first_bit gives it
// (0 for none: the whole line): below it (rising) or above it. No branch on where it is.
inline std::uint64_t before_first(std::uint64_t ray, std::uint64_t first, bool rising) {
    return rising ? ray & (first - 1) : ray & ~((first << 1) - (first != 0));
}
// How many squares of `a` come before square s along such a line: those below it (rising) or above it.
inline int count_before(const SquareBits& a, int s, bool rising) {
    // Bits strictly below bit b of a word (b < 64), and strictly above it (b = 63 shifts 2 out: none above).
    const auto below = [](int b) { return (std::uint64_t(1) << b) - 1; };
    const auto above = [](int b) { return ~((std::uint64_t(2) << b) - 1); };
    if (rising)
        return s < 64 ? std::popcount(a.word[0] & below(s))
                      : std::popcount(a.word[0]) + std::popcount(a.word[1] & below(s - 64));
    return s >= 64 ? std::popcount(a.word[1] & above(s - 64))
                   : std::popcount(a.word[1]) + std::popcount(a.word[0] & above(s));
}

}  // namespace variant
