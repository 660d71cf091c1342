// The rule hooks a game switches on, listed once per game: compile() (features/registry.cpp) walks the
// registry and keeps, in its order, the hooks of the rules the game has on, so that making a move, generating
// and filtering moves call those and ask no other rule whether it is on. Plain arrays of plain function
// pointers: no allocation, and a game without a rule pays nothing for it.
#pragma once

namespace variant {

class Position;
struct Undo;
struct Move;
struct MoveList;
class Square;

template <class Fn> struct HookList {
    static constexpr int Max = 16;
    Fn fn[Max] = {};
    int size = 0;
    const Fn* begin() const { return fn; }
    const Fn* end() const { return fn + size; }
    void push(Fn f) { fn[size++] = f; }
};

struct RuleHooks {
    // After a board move's man has landed on `to` (u: its record): features/atomic's explosion, the e.p.
    // squares a step leaves.
    HookList<void (*)(Position&, Move, Undo&, Square from, Square to)> on_board_move;
    // Before a board move's own undo.
    HookList<void (*)(Position&, Move, const Undo&)> on_board_unmove;
    // After every move's board change, and their undo (features/feature.hpp: on_make, on_unmake).
    HookList<void (*)(Position&, Move, Undo&)> on_make;
    HookList<void (*)(Position&, Move, const Undo&)> on_unmake;
    // The moves the rules add after the board moves; the legality rules beyond check; the early ends.
    HookList<void (*)(const Position&, MoveList&, bool not_in_check)> generate;
    HookList<void (*)(Position&, MoveList&)> filter_legal;
    HookList<bool (*)(Position&)> over;
};

}  // namespace variant
