// The compiled data of features/gating: what compile() fills from the ruleset and the rule's hooks read,
// held by the Game (features/compiled_game.hpp).
#pragma once

#include <cstdint>
#include <vector>

#include "interpreter/game/game.hpp"

namespace variant {

// features/gating: a man of the reserve enters on the first-rank square an unmoved man leaves. The gates (the
// squares whose men may still let one in) are kept in Castling::rights() above the castling rights: bit
// GateShift + colour * GateFiles + file.
struct GatingInfo {
    static constexpr int GateShift = 4;
    static constexpr int GateFiles = 14;
    bool enabled = false;
    int reserve = -1;
    std::vector<bool> enters;  // per type: may enter through a gate
    std::uint64_t key[2 * GateFiles] = {};
    // The hash of a set of gates (the rights word shifted down by GateShift).
    std::uint64_t key_of(std::uint32_t gates) const {
        std::uint64_t k = 0;
        for (; gates; gates &= gates - 1) k ^= key[__builtin_ctz(gates)];
        return k;
    }
};

}  // namespace variant
