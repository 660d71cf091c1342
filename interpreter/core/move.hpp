// Move: a 12-byte POD. No heap allocation per move; generation fills a MoveList.
//
//   from   origin square (for a drop: the reserve index)
//   to     destination square (for a transfer: the reserve index)
//   kt     kind (top 4 bits) and a piece type (low 12 bits): the type promoted to, or dropped
//   via    further squares, NoSquare where unused: the partner's square for castling (via[0]); the
//          squares a multi-leg move takes men on, on its way, in the order it takes them (the
//          destination is not among them)
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>

#include "betza/legs.hpp"
#include "interpreter/core/geometry.hpp"

namespace variant {

// The board moves first (a man from one square to another, made by Position itself), then the kinds the rule
// features own (features/registry.hpp; Potential: features/potentials).
enum class MoveKind : std::uint8_t {
    Normal,
    Promotion,
    EnPassant,
    MultiLeg,  // board moves
    Drop,
    Castling,
    Pass,
    Transfer,  // features/drops, castling, pass, transfers
    Exchange,  // features/exchanges: `from` is the type given, the type rescued, `to` the square it lands on
    Potential,
    PromotionMove,  // features/promotion_moves: the man on `from` becomes `type` on `to` (maybe `from`)
    Gating,         // features/gating: a plain move and a man of the reserve entering on `from`, its type in `type`
    LastBoardMove = MultiLeg,
};

// The most men a move takes on its way besides its destination: one on each turning square of the longest
// Betza move (tai shogi's lion dog takes two, and its destination).
constexpr int MaxTakenOnTheWay = betza::MaxLegs - 1;

struct Move {
    // No default member initialisers: a MoveList of 8192 moves must cost nothing to create.
    Square from;
    Square to;
    std::uint16_t kt;
    Square via[MaxTakenOnTheWay];

    static Move make(int from, int to, MoveKind k = MoveKind::Normal, int type = 0, Square via0 = NoSquare) {
        return Move{Square(from), Square(to), std::uint16_t((int(k) << 12) | type), {via0, NoSquare, NoSquare}};
    }
    MoveKind kind() const { return MoveKind(kt >> 12); }
    // How many of `via` are set (they are set from the first on).
    int via_count() const {
        int n = 0;
        while (n < MaxTakenOnTheWay && via[n] != NoSquare) ++n;
        return n;
    }
    int type() const { return kt & 0xfff; }
    friend bool operator==(const Move&, const Move&) = default;
};
static_assert(sizeof(Move) == 12);

// Moves of one position. The first Capacity moves live inside the list (no heap cost per node); a
// position with more moves (huge boards, many men, big reserves) spills into a heap buffer that
// doubles as needed, so no move is ever dropped. `moves` always points at the live storage, so
// callers index `list.moves[i]` either way. Not copyable: `moves` may point into the list itself.
struct MoveList {
    static constexpr int Capacity = 8192;
    Move* moves = local;
    int size = 0;
    int capacity = Capacity;

    MoveList() = default;
    MoveList(const MoveList&) = delete;
    MoveList& operator=(const MoveList&) = delete;
    ~MoveList() {
        if (moves != local) delete[] moves;
    }

    void push(Move m) {
        if (size == capacity) [[unlikely]]
            grow();
        moves[size++] = m;
    }
    bool spilled() const { return moves != local; }  // for tests: did this list outgrow its buffer?
    const Move* begin() const { return moves; }
    const Move* end() const { return moves + size; }

private:
    // Cold path, kept out of line so push() stays small enough to inline everywhere.
    [[gnu::noinline]] void grow() {
        Move* bigger = new Move[std::size_t(capacity) * 2];
        std::copy(moves, moves + size, bigger);
        if (moves != local) delete[] moves;
        moves = bigger;
        capacity *= 2;
    }
    Move local[Capacity];
};

}  // namespace variant
