// Move: a 64-bit POD. No heap allocation per move; generation fills a fixed-capacity MoveList.
//
//   from   origin square (for a drop: the reserve index)
//   to     destination square (for a transfer: the reserve index)
//   kt     kind (top 4 bits) and a piece type (low 12 bits): the type promoted to, or dropped
//   extra  a second square: the partner's square for castling, the captured turning square of a
//          multi-leg move; NoSquare (0xffff) otherwise
#pragma once

#include <cstdint>

namespace variant {

enum class MoveKind : std::uint8_t { Normal, Promotion, Drop, Castling, EnPassant, MultiLeg, Pass, Transfer };

struct Move {
    // No default member initialisers: a MoveList of 8192 moves must cost nothing to create.
    std::uint16_t from;
    std::uint16_t to;
    std::uint16_t kt;
    std::uint16_t extra;

    static Move make(int from, int to, MoveKind k = MoveKind::Normal, int type = 0, int extra = 0xffff) {
        return Move{std::uint16_t(from), std::uint16_t(to), std::uint16_t((int(k) << 12) | type),
                    std::uint16_t(extra)};
    }
    MoveKind kind() const { return MoveKind(kt >> 12); }
    int type() const { return kt & 0xfff; }
    friend bool operator==(const Move&, const Move&) = default;
};

struct MoveList {
    static constexpr int Capacity = 8192;
    Move moves[Capacity];
    int size = 0;
    void push(Move m) {
        if (size < Capacity) moves[size++] = m;
    }
    const Move* begin() const { return moves; }
    const Move* end() const { return moves + size; }
};

}  // namespace variant
