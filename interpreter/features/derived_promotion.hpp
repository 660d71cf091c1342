// Derived promotion (Power Mover): a man of a listed type stands on the board in its `promoted` form exactly
// while its partner (by default another man of its own type) is in the owner's copy of a reserve (the
// airfield): a rook is an Empress, a bishop a B+ (queen moves), a knight a Princess while the other rook,
// bishop, knight waits in the airfield. Power is a state, not a move: after every move (board move,
// capture, self-capture, drop, exchange, promotion, automatic exchange) both sides' men are set to the
// form the reserves say, before the legality test, so a power change can give or remove check. Unmake
// restores the reserves first, then sets the forms again; the same function of the same state gives the
// same board. Off the board a powered man is its base type (features/capture_reserve). A powered man keeps
// its unmoved bit: an unmoved rook that became an Empress may still castle. Game::derived holds the rule.
#pragma once

#include <string_view>

#include "interpreter/core/move.hpp"
#include "interpreter/features/automatic_exchange.hpp"
#include "interpreter/features/compiled_game.hpp"
#include "interpreter/position/position.hpp"

namespace variant {


struct DerivedPromotion {
    static void declare_keys();  // its ruleset keys (ruleset/key_table.hpp), defined with the rule
    static bool active(const Game& g) { return g.derived.any; }
    static void compile(RuleCompiler& c);
    // Set every man of both sides to the form the reserves give it.
    static void settle(Position& pos);
    static void on_make(Position& pos, Move m, const Undo& u) {
        if (may_change(pos, m, u)) settle(pos);
    }
    static void on_unmake(Position& pos, Move m, const Undo& u) {
        if (may_change(pos, m, u)) settle(pos);
    }
    // Whether the move can change a form: only one that moves a man of a type in a pair (one with a powered
    // form, or a partner) into or out of an airfield, or brings such a man onto the board: a drop, an
    // exchange, a promotion, a self-capture, an automatic exchange. A quiet move, castling, and a capture
    // that swaps nothing leave every form as it was (the man taken just leaves the board). `pos` has the
    // mover to move (on_make runs before the side changes, on_unmake after it changes back).
    static bool may_change(const Position& pos, Move m, const Undo& u) {
        const Game& g = pos.game();
        const auto& paired = g.derived.paired;
        switch (m.kind()) {
            case MoveKind::Castling:
            case MoveKind::Pass: return false;
            case MoveKind::Drop:
            case MoveKind::Promotion: return paired[m.type()];
            case MoveKind::Exchange: return paired[m.type()] || paired[m.from];
            case MoveKind::Normal:
            case MoveKind::EnPassant:
            case MoveKind::MultiLeg: break;
            default: return true;
        }
        if (u.captured && colour_of(u.captured) == pos.side() && paired[type_of(u.captured)]) return true;
        const int first = AutomaticExchange::swapped(pos, 0), second = AutomaticExchange::swapped(pos, 1);
        return (first >= 0 && paired[first]) || (second >= 0 && paired[second]);
    }
    // A FEN must show the forms its reserves give (throws FenError at `at`, the board's start).
    static void check_fen(const Position& pos, std::size_t at);
};

}  // namespace variant
