// features/potentials' move encoding and the helpers its files share (potentials.hpp describes the move).
#pragma once

#include "interpreter/core/move.hpp"
#include "interpreter/features/compiled_game.hpp"

namespace variant::potential_detail {

constexpr unsigned SetBits = 0x7f;

inline unsigned move_set(Move m) { return m.kt & SetBits; }
inline int move_declared(Move m) { return int(m.kt >> 7 & 7) - 1; }

inline Move potential_move(Square from, Square to, unsigned set, int declared, unsigned flags, Square via = NoSquare) {
    return Move::make(from, to, MoveKind::Potential, int(set | unsigned(declared + 1) << 7 | flags), via);
}

// The man p with another set (its type field is the set's first type, so a man of one type is that type).
inline Man with_set(const Game& g, Man p, unsigned set) {
    const int t = g.potential.types[__builtin_ctz(set)];
    return make_man(t, colour_of(p)) | (p & (UnmovedBit | PotentialPromotedBit)) | Man(set) << PotentialShift;
}

inline unsigned royal_bit(const PotentialInfo& pi) { return pi.royal >= 0 ? 1u << pi.royal : 0; }

}  // namespace variant::potential_detail
