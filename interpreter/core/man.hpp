// Man: what stands on a board square, packed into 32 bits (0 = empty square). A piece *type* is an index
// into Game::types; a man is one such piece of one side on the board, with its state bits:
//   bits 0-9   type + 1
//   bit 10     colour (0 first player, 1 second)
//   bit 11     unmoved (initial-only moves, castling)
//   bits 12-21 origin type + 1: the type this man was before a promotion with a choice (crazyhouse's
//              "Q~"); it re-enters a reserve as that type when demotion is on
//   bits 22-28 a potential man's set (features/potentials): bit i = the game's i-th potential type
//   bit 29     a potential man that promoted (it counts as a pawn of its army whatever its set)
#pragma once

#include <cstdint>

namespace variant {

constexpr int Colours = 2;

// A man keeps its type + 1 in 10 bits, and so does a promoted man's origin: a game with more types would
// alias them, so the compiler refuses it.
constexpr int MaxPieceTypes = 1023;

using Man = std::uint32_t;
constexpr Man make_man(int type, int colour) { return Man(type + 1) | Man(colour) << 10; }
constexpr int type_of(Man p) { return int(p & 0x3ff) - 1; }
constexpr int colour_of(Man p) { return int(p >> 10) & 1; }
constexpr Man UnmovedBit = 1u << 11;
constexpr int origin_of(Man p) { return int((p >> 12) & 0x3ff) - 1; }
constexpr Man with_origin(Man p, int origin) { return (p & 0xfff) | Man(origin + 1) << 12; }
constexpr Man TypeColourMask = 0x7ff;
constexpr int MaxPotentialTypes = 7;
constexpr int PotentialShift = 22;
constexpr Man PotentialSetMask = 0x7fu << PotentialShift;
constexpr Man PotentialPromotedBit = 1u << 29;
constexpr unsigned potential_set(Man p) { return (p >> PotentialShift) & 0x7f; }
static_assert(MaxPieceTypes <= 0x3ff, "a type + 1 must fit the 10-bit type field");

}  // namespace variant
