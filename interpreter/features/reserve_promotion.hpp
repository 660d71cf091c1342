// Promotion from a reserve (Hostage Chess; grand chess's "only to a captured type" is the same rule with the
// own reserve): a promotion rule with `from_reserve` offers only the types of its `to` list that the reserve
// holds (the opponent's copy by default), and the man taken from there replaces the promoting one, which goes
// into the reserve in its place. With no such man held, a compulsory promotion has no move at all: the man may
// not enter the zone, and so it attacks nothing there either (Hostage Chess's "dead" pawn gives no check on the
// last rank). Whether a man is live is read from the reserves as they are, so after a capture that fills the
// reserve the test sees the new state (attacks/reserve_blind.hpp). Game::reserve_promotion holds the rule;
// features/promotion still lays the promotion moves, this feature strikes those the reserve cannot serve.
#pragma once

#include "interpreter/attacks/reserve_blind.hpp"
#include "interpreter/core/move.hpp"
#include "interpreter/features/compiled_game.hpp"
#include "interpreter/features/promotion.hpp"
#include "interpreter/position/position.hpp"

namespace variant {


struct ReservePromotion {
    static void declare_keys();                      // its ruleset keys (ruleset/key_table.hpp), defined with the rule
    static constexpr bool edits_board_moves = true;  // generate strikes listed promotions
    static bool active(const Game& g) { return g.reserve_gate.any; }
    static void compile(RuleCompiler& c);

    // Generation (after the board moves): strike the promotions the reserve cannot serve.
    static void generate(const Position& pos, MoveList& list, bool not_in_check);
    // The men whose listed moves generate reads: the side's men of a type promoting from a reserve that stand
    // where they might promote (ReserveGate::promotes_from). Perft's last ply counts every other man's moves
    // without writing them (movegen/leaf_count.cpp).
    static SquareBits moves_read_from(const Position& pos);

    // The board move's hooks (movegen/make.cpp): a promotion's swap, made and unmade.
    static void on_board_move(Position& pos, Move m, Undo& u, Square, Square) {
        if (Promotion::promotes(m, u.moved)) swap(pos, u.moved, m, pos.side(), +1);
    }
    static void on_board_unmove(Position& pos, Move m, const Undo& u) {
        if (Promotion::promotes(m, u.moved)) swap(pos, u.moved, m, pos.side(), -1);
    }

    // Make (+1) and unmake (-1) of a promotion by `us` of the man `moving`: the new man leaves the reserve,
    // the promoting man enters it.
    static void swap(Position& pos, Man moving, Move m, int us, int delta) {
        const ReserveGate& rp = pos.game().reserve_gate;
        const int t = type_of(moving), r = rp.reserve[t];
        if (r < 0) return;
        const int owner = rp.opponents ? us ^ 1 : us;
        pos.add_reserve(owner, r, m.type(), -delta);
        pos.add_reserve(owner, r, t, delta);
    }
};

}  // namespace variant
