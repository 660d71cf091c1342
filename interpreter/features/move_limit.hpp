// The move limit's clock (the 50-move rule's half-move clock): counts half-moves since the last reset;
// what resets it is the ruleset's end.move_limit_reset (captures, pawn moves and drops of pawn-like types,
// promotions). Game::move_limit holds the rule. FEN: the halfmove clock field.
#pragma once

#include <optional>

#include "interpreter/features/compiled_game.hpp"
#include "interpreter/features/ending.hpp"
#include "interpreter/position/position.hpp"

namespace variant {


struct MoveLimit {
    static void declare_keys();  // its ruleset keys (ruleset/key_table.hpp), defined with the rule
    static bool active(const Game& g) {
        return g.move_limit.capture || g.move_limit.pawn_move || g.move_limit.promotion;
    }
    static void compile(RuleCompiler& c);
    // Make, after the board changed: `u` holds what the move took and which man moved. A board move's test
    // inline (make inlines it: every move asks); the other kinds' out of line.
    static void on_make(Position& pos, Move m, const Undo& u) {
        if (m.kind() > MoveKind::LastBoardMove) {
            on_make_other(pos, m, u);
            return;
        }
        const MoveLimitInfo& reset = pos.game().move_limit;
        if ((reset.capture && (u.captured || u.taken_count)) || reset.pawn_move_by_man[u.moved & TypeColourMask] ||
            (reset.promotion && m.kind() == MoveKind::Promotion))
            pos.reset_halfmove();
    }
    static void on_make_other(Position& pos, Move m, const Undo& u);
    // The limit reached (end.move_limit full moves without a reset), scored by end.move_limit_result for the
    // side to move. Asked after mate: a mate on the last move counts.
    static std::optional<Ending> limit_reached(const Position& pos);
};

}  // namespace variant
