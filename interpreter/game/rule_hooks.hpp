// The rule hooks a game switches on, listed once per game: compile() (features/registry.cpp) walks the
// registry and keeps, in its order, the hooks of the rules the game has on, so that making a move, generating
// and filtering moves, the move diagnosis and the game's end call those and ask no other rule whether it is
// on. Plain arrays of plain function pointers: no allocation, and a game without a rule pays nothing for it.
// Make and unmake call theirs by the lists' `on` masks instead (features/registry.hpp), the hooks inlined.
#pragma once

#include <string>

#include "interpreter/core/man.hpp"
#include "interpreter/core/move.hpp"
#include "interpreter/core/square_bits.hpp"

namespace variant {

class Position;
struct Undo;
struct MoveList;
struct Ending;
struct Game;
struct FenMan;
struct LeafFilter;

template <class Fn> struct HookList {
    static constexpr int Max = 16;
    Fn fn[Max] = {};
    int size = 0;
    // The rules whose hook is listed, by their place in the registry (features/registry.hpp): the make path
    // calls them by a fold over the registry, the hooks inline, instead of walking `fn`.
    std::uint64_t on = 0;
    const Fn* begin() const { return fn; }
    const Fn* end() const { return fn + size; }
    bool empty() const { return size == 0; }
    void push(Fn f) { fn[size++] = f; }
};

struct RuleHooks {
    // The steps of a board move (Position::make_board_move, movegen/make.cpp), in its order: the man has left
    // `from` (features/multi_leg: the men taken on the way); a man is taken, or put back on unmake (delta +1,
    // -1: features/capture_reserve's hand); the man that lands, from the one that left (features/promotion,
    // contagion); after it landed on `to` (u: its record: features/atomic's explosion, the e.p. squares,
    // reserve_promotion's swap).
    HookList<void (*)(Position&, Move, Undo&, int us)> on_leave;
    HookList<void (*)(Position&, Man taken, int captor, int delta)> on_take;
    HookList<Man (*)(Position&, Move, const Undo&, Man lands, int us)> landing;
    HookList<void (*)(Position&, Move, Undo&, Square from, Square to)> on_board_move;
    // The undo: before the board move's own undo; after it (the men taken on the way go back last).
    HookList<void (*)(Position&, Move, const Undo&)> on_board_unmove;
    HookList<void (*)(Position&, const Undo&, int us)> on_unleave;
    // Where a move of the kind MoveKind::EnPassant takes its man, which is not on its destination
    // (features/en_passant). At most one rule has it.
    HookList<Square (*)(const Undo&)> victim_square;
    // After every move's board change, and their undo (features/feature.hpp: on_make, on_unmake).
    HookList<void (*)(Position&, Move, Undo&)> on_make;
    HookList<void (*)(Position&, Move, const Undo&)> on_unmake;
    // The moves the rules add after the board moves; the legality rules beyond check (with why each refuses
    // a move, for the move diagnosis) and those that say per position whether they may refuse one; the rule
    // that makes the legal moves its own way (at most one: its own check test too, if it has one); the early
    // ends, and the results of the rules that end a game.
    HookList<void (*)(const Position&, MoveList&, bool not_in_check)> generate;
    // The same rules' moves at perft's last ply out of check, where no hop line crosses the royal's: the number
    // of those a rule can count (count_unchecked: each is legal there), the others written (features/feature.hpp).
    HookList<int (*)(const Position&, MoveList&)> count_or_generate;
    HookList<void (*)(Position&, MoveList&)> filter_legal;
    HookList<std::string (*)(Position&, const MoveList& allowed, Move)> refusal;
    HookList<bool (*)(const Position&)> filters_now;
    HookList<bool (*)(const Position&)> filters_in_check;
    HookList<SquareBits (*)(const Position&)> moves_read_from;
    // A filter's refusals as sets at perft's last ply (features/leaf_filter.hpp): false where it cannot say them.
    HookList<bool (*)(const Position&, LeafFilter&)> leaf_filter;
    HookList<void (*)(Position&, MoveList&)> generate_legal;
    HookList<bool (*)(const Position&)> in_check;
    HookList<bool (*)(Position&)> over;
    HookList<bool (*)(Position&, Ending&)> ending;
    // A rule whose men a FEN writes its own way (features/potentials: a set of types) reads every man of the
    // FEN's board and writes those it owns (true: written). At most one rule has them.
    HookList<Man (*)(const Game&, const FenMan&)> read_fen_man;
    HookList<bool (*)(const Game&, Man, std::string&)> write_fen_man;

    // Per man (Man & TypeColourMask): 1 where every rule with board-move steps above (on_leave to on_unleave) leaves
    // his plain moves (MoveKind::Normal) alone, so that make walks none of them for those: in chess, every man's
    // but the pawn's (e.p.). Such a board move took 161 instructions, against 316 with the steps walked (chess
    // perft 5, 30 November 2026).
    std::uint8_t plain_move_by_man[TypeColourMask + 1] = {};
    // No rule changes how a board move is made: perft and the search may make them without the hook walks
    // (Position::make_plain).
    bool plain_board_moves() const {
        return on_leave.empty() && on_take.empty() && landing.empty() && on_board_move.empty() &&
               on_board_unmove.empty() && on_unleave.empty();
    }
};

}  // namespace variant
