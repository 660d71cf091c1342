// Gathering the bits of a word that a mask selects into the low bits of an index (x86's PEXT), and the
// reverse (PDEP): a slide set (game.hpp, SlideSet) looks up where its slides stop by the occupied squares of
// its rays, gathered so. Only where the CPU has the instruction (BMI2: FastGather) are the sets built; the
// portable gather only keeps other builds compiling, and scatter serves the compile step (game/).
#pragma once

#include <cstdint>

#if defined(__BMI2__)
#include <immintrin.h>
#endif

namespace variant {

#if defined(__BMI2__)
constexpr bool FastGather = true;
inline std::uint64_t gather(std::uint64_t x, std::uint64_t mask) { return _pext_u64(x, mask); }
#else
constexpr bool FastGather = false;
inline std::uint64_t gather(std::uint64_t x, std::uint64_t mask) {
    std::uint64_t out = 0;
    for (std::uint64_t bit = 1; mask; mask &= mask - 1, bit <<= 1)
        if (x & mask & -mask) out |= bit;
    return out;
}
#endif

// The low bits of `index` spread onto the set bits of `mask`, lowest first (gather's inverse).
inline std::uint64_t scatter(std::uint64_t index, std::uint64_t mask) {
    std::uint64_t out = 0;
    for (std::uint64_t bit = 1; mask; mask &= mask - 1, bit <<= 1)
        if (index & bit) out |= mask & -mask;
    return out;
}

}  // namespace variant
