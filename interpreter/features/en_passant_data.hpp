// The compiled data of features/en_passant: what compile() fills from the ruleset and the rule's hooks read,
// held by the Game (features/compiled_game.hpp).
#pragma once

#include <cstdint>
#include <vector>

#include "interpreter/game/game.hpp"

namespace variant {

// features/en_passant: where a victim's multi-square steps make e.p. squares (its `en_passant_from` zone).
struct EnPassantInfo {
    // Per man (Man & TypeColourMask): 1 where his type is a victim (PieceInfo::ep_victim). Make asks it at every
    // board move: one byte, where the type's record cost a multiplication (the rule's hook was 58 instructions a
    // move in chess perft, 30 November 2026).
    std::vector<std::uint8_t> victim_by_man = std::vector<std::uint8_t>(TypeColourMask + 1, 0);
    // Per colour, per type * squares + square: 1 where a step of the type's man starting there makes them.
    // Empty where no piece names a zone: every victim makes them from anywhere.
    std::vector<std::uint8_t> from[Colours];
};

}  // namespace variant
