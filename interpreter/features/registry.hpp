// The rule features, registered in one list, and the dispatch that calls their hooks (feature.hpp lists
// the hooks). Every call is resolved at compile time: a fold over the list, with `if constexpr` dropping
// the features that lack a hook, guarded at run time by the feature's `active(game)`. No virtual call, no
// look-up by name, and a game that does not switch a feature on pays one predictable branch for it.
//
// compile(): a checked ruleset into a Game. The game compiler's table stages (interpreter/game/) lay the
// moves; then each feature compiles its part of the Game, in the list's order; last, the setup FEN is read
// as a position, which checks what only a playable position can (castling rights, men in check, men that
// could never have arrived). Everything else was checked by the validator, which alone makes a
// CheckedRuleset (ruleset/validate.hpp).
#pragma once

#include <algorithm>
#include <optional>
#include <string>

#include "interpreter/core/diagnostics.hpp"
#include "interpreter/features/atomic.hpp"
#include "interpreter/features/automatic_exchange.hpp"
#include "interpreter/features/bare_king.hpp"
#include "interpreter/features/capture_reserve.hpp"
#include "interpreter/features/castling.hpp"
#include "interpreter/features/check_count.hpp"
#include "interpreter/features/compulsory_capture.hpp"
#include "interpreter/features/counting.hpp"
#include "interpreter/features/derived_promotion.hpp"
#include "interpreter/features/drops.hpp"
#include "interpreter/features/exchanges.hpp"
#include "interpreter/features/extinction.hpp"
#include "interpreter/features/facing_royals.hpp"
#include "interpreter/features/first_move_rights.hpp"
#include "interpreter/features/gating.hpp"
#include "interpreter/features/goal.hpp"
#include "interpreter/features/lion_trading.hpp"
#include "interpreter/features/material.hpp"
#include "interpreter/features/move_limit.hpp"
#include "interpreter/features/no_checks.hpp"
#include "interpreter/features/pass.hpp"
#include "interpreter/features/pass_after_pass.hpp"
#include "interpreter/features/pass_ending.hpp"
#include "interpreter/features/potentials/potentials.hpp"
#include "interpreter/features/promotion.hpp"
#include "interpreter/features/promotion_limits.hpp"
#include "interpreter/features/promotion_moves.hpp"
#include "interpreter/features/repetition.hpp"
#include "interpreter/features/reserve_promotion.hpp"
#include "interpreter/features/royal_frozen.hpp"
#include "interpreter/features/royalty.hpp"
#include "interpreter/features/safe_passage.hpp"
#include "interpreter/features/self_capture.hpp"
#include "interpreter/features/transfers.hpp"
#include "interpreter/game/game.hpp"
#include "interpreter/ruleset/checked_ruleset.hpp"

namespace variant {

struct Checks;  // attacks/checks.hpp

Game compile(const CheckedRuleset& ruleset);

template <class... Feature> struct FeatureList {};

// The registry. The order is the order of compiling (a feature may read what an earlier one compiled:
// drops read the move stage's 'stuck' tables, castling the setup board), of generating (the board moves
// come first, then drops, transfers, castling, passing) and of the per-move hooks (the move limit's clock
// before the castling rights; the automatic exchange before the powers it changes, which are set last). The features
// without a hook in any list (en passant, contagion, multi-leg moves, unprotected captures) are called where the board
// move is made and generated.
// clang-format off
using Features = FeatureList<
    Promotion, ReservePromotion, CaptureReserve, SelfCapture, Drops, Exchanges, Transfers, MoveLimit, Royals,
    Castling, Gating, Pass, PassesInARow, LionTrading, AutomaticExchange, DerivedPromotion, Potentials,
    PromotionMoveRules, Extinction, BareKing, Goal, CheckCount, NoChecks, RoyalFrozen, SafePassage, CompulsoryCapture,
    Atomic, FacingRoyals, PassEnding, FirstMoveRights, PromotionLimits, Repetition, Material, Counting>;
// clang-format on

namespace dispatch {

template <class F>
concept Compiles = requires(Compiler& c) {
    F::compile(c);
};
template <class F>
concept Generates = requires(const Position& p, MoveList& l) {
    F::generate(p, l, true);
};
template <class F>
concept OwnsMoveKind = requires {
    F::kind;
};
template <class F>
concept OnMake = requires(Position& p, Move m, Undo& u) {
    F::on_make(p, m, u);
};
template <class F>
concept OnUnmake = requires(Position& p, Move m, const Undo& u) {
    F::on_unmake(p, m, u);
};
template <class F>
concept FiltersLegal = requires(Position& p, MoveList& l) {
    F::filter_legal(p, l);
};
template <class F>
concept GeneratesLegal = requires(Position& p, MoveList& l, const Game& g) {
    F::replaces_legality(g);
    F::generate_legal(p, l);
};
template <class F>
concept DefinesCheck = requires(const Position& p) {
    F::in_check(p);
};
template <class F>
concept Ends = requires(Position& p) {
    F::over(p);
};
template <class F>
concept Scores = requires(Position& p) {
    F::ending(p);
};

// Each hook: one function for one feature (nothing if it lacks the hook), and the fold over the list.
template <class F> void compile_one(Compiler& c) {
    if constexpr (Compiles<F>) F::compile(c);
}
template <class... F> void compile(Compiler& c, FeatureList<F...>) { (compile_one<F>(c), ...); }

// The moves the features add after the board moves. `not_in_check`: the side to move is known not to be
// in check (castling needs it).
template <class F> void generate_one(const Position& pos, MoveList& list, bool not_in_check) {
    if constexpr (Generates<F>)
        if (F::active(pos.game())) F::generate(pos, list, not_in_check);
}
template <class... F> void generate(const Position& pos, MoveList& list, bool not_in_check, FeatureList<F...>) {
    (generate_one<F>(pos, list, not_in_check), ...);
}

// Make, unmake, move text and legality of the move kinds the features own: each returns false if no
// feature owns m's kind (a board move: plain, promotion, e.p., multi-leg).
template <class F> bool make_one(Position& pos, Move m, Undo& u) {
    if constexpr (OwnsMoveKind<F>)
        if (m.kind() == F::kind) return F::make(pos, m, u), true;
    return false;
}
template <class... F> bool make(Position& pos, Move m, Undo& u, FeatureList<F...>) {
    return (make_one<F>(pos, m, u) || ...);
}

template <class F> bool unmake_one(Position& pos, Move m, const Undo& u) {
    if constexpr (OwnsMoveKind<F>)
        if (m.kind() == F::kind) return F::unmake(pos, m, u), true;
    return false;
}
template <class... F> bool unmake(Position& pos, Move m, const Undo& u, FeatureList<F...>) {
    return (unmake_one<F>(pos, m, u) || ...);
}

template <class F> bool write_one(const Position& pos, Move m, std::string& out) {
    if constexpr (OwnsMoveKind<F>)
        if (m.kind() == F::kind) return F::write(pos, m, out), true;
    return false;
}
template <class... F> bool write(const Position& pos, Move m, std::string& out, FeatureList<F...>) {
    return (write_one<F>(pos, m, out) || ...);
}

// `checks` is null when the legality filter takes the slow path (no pin and check information). A move of a
// kind no feature owns is not asked about here.
template <class F> bool legal_one(Position& pos, Move m, const Checks* checks, bool& ok) {
    if constexpr (OwnsMoveKind<F>)
        if (m.kind() == F::kind) return ok = F::legal(pos, m, checks), true;
    return false;
}
template <class... F> bool legal(Position& pos, Move m, const Checks* checks, FeatureList<F...>) {
    bool ok = true;
    (legal_one<F>(pos, m, checks, ok) || ...);
    return ok;
}

// What the features change on every move, after its board change (they may note in the Undo what they did).
template <class F> void on_make_one(Position& pos, Move m, Undo& u) {
    if constexpr (OnMake<F>)
        if (F::active(pos.game())) F::on_make(pos, m, u);
}
template <class... F> void on_make(Position& pos, Move m, Undo& u, FeatureList<F...>) {
    (on_make_one<F>(pos, m, u), ...);
}

// Their undo, after the board change's undo, in the same order (the Undo restores the hash and the rights).
template <class F> void on_unmake_one(Position& pos, Move m, const Undo& u) {
    if constexpr (OnUnmake<F>)
        if (F::active(pos.game())) F::on_unmake(pos, m, u);
}
template <class... F> void on_unmake(Position& pos, Move m, const Undo& u, FeatureList<F...>) {
    (on_unmake_one<F>(pos, m, u), ...);
}

// A rule that decides legality its own way (potentials, atomic explosions) makes the legal moves instead of
// the check filter (movegen/legal.cpp): the first that replaces it in this game does; false if none does.
template <class F> bool generate_legal_one(Position& pos, MoveList& list) {
    if constexpr (GeneratesLegal<F>)
        if (F::replaces_legality(pos.game())) return F::generate_legal(pos, list), true;
    return false;
}
template <class... F> bool generate_legal(Position& pos, MoveList& list, FeatureList<F...>) {
    return (generate_legal_one<F>(pos, list) || ...);
}
// Such a rule's own test of check (potential kings), in `check`; false if no rule replaces the royal rule's.
template <class F> bool in_check_one(const Position& pos, bool& check) {
    if constexpr (DefinesCheck<F>)
        if (F::replaces_legality(pos.game())) return check = F::in_check(pos), true;
    return false;
}
template <class... F> bool in_check(const Position& pos, bool& check, FeatureList<F...>) {
    return (in_check_one<F>(pos, check) || ...);
}

// Legality rules beyond check, over the legal moves.
template <class F> void filter_legal_one(Position& pos, MoveList& list) {
    if constexpr (FiltersLegal<F>)
        if (F::active(pos.game())) F::filter_legal(pos, list);
}
template <class... F> void filter_legal(Position& pos, MoveList& list, FeatureList<F...>) {
    (filter_legal_one<F>(pos, list), ...);
}

// Which rule beyond check refuses m, a move the check rule allows (move_diagnosis): the first feature whose
// filter, given `allowed` (every move the check rule allows), drops m; empty if none does.
template <class F> std::string refusal_one(Position& pos, const MoveList& allowed, Move m) {
    if constexpr (FiltersLegal<F>)
        if (F::active(pos.game())) {
            MoveList kept;
            for (const Move& x : allowed) kept.push(x);
            F::filter_legal(pos, kept);
            if (std::find(kept.begin(), kept.end(), m) == kept.end()) return F::refusal(pos, m);
        }
    return {};
}
template <class... F> std::string refusal(Position& pos, const MoveList& allowed, Move m, FeatureList<F...>) {
    std::string why;
    ((why = why.empty() ? refusal_one<F>(pos, allowed, m) : why), ...);
    return why;
}

// Does some feature the game switches on change the board moves listed (strike legal ones, or edit those
// generated)? Then perft's last ply must generate them; features that only add moves of their own need not.
template <class F>
concept EditsBoardMoves = requires {
    F::edits_board_moves;
};
// A filter that says when it can strike a move (filters_now) is asked per position instead (filters_now).
template <class F>
concept FiltersSometimes = requires(const Position& p) {
    F::filters_now(p);
};
template <class F> bool changes_board_moves_one(const Game& g) {
    if constexpr ((FiltersLegal<F> && !FiltersSometimes<F>) || EditsBoardMoves<F>) return F::active(g);
    return false;
}
template <class... F> bool changes_board_moves(const Game& g, FeatureList<F...>) {
    return (changes_board_moves_one<F>(g) || ...);
}
template <class F> bool filters_now_one(const Position& pos) {
    if constexpr (FiltersSometimes<F>) return F::active(pos.game()) && F::filters_now(pos);
    return false;
}
template <class... F> bool filters_now(const Position& pos, FeatureList<F...>) {
    return (filters_now_one<F>(pos) || ...);
}

// Has the game ended before mate (extinction, a bare king, a goal reached, the n-th check)? A finished
// position has no moves. Asked only when Game::ends_early.
template <class F> bool over_one(Position& pos) {
    if constexpr (Ends<F>)
        if (F::active(pos.game())) return F::over(pos);
    return false;
}
template <class... F> bool over(Position& pos, FeatureList<F...>) { return (over_one<F>(pos) || ...); }

// The first end rule (in the list's order) that has ended the game, with its result (features/ending.hpp).
// Mate, the move limit, repetition and material are asked apart, after it (interpreter/play/result.cpp).
template <class F> bool ending_one(Position& pos, std::optional<Ending>& out) {
    if constexpr (Scores<F>)
        if (F::active(pos.game())) out = F::ending(pos);
    return out.has_value();
}
template <class... F> std::optional<Ending> ending(Position& pos, FeatureList<F...>) {
    std::optional<Ending> out;
    (void)(ending_one<F>(pos, out) || ...);
    return out;
}

}  // namespace dispatch

}  // namespace variant
