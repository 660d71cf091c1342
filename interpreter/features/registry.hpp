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
#include <type_traits>

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
#include "interpreter/features/en_passant.hpp"
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
    EnPassant, Castling, Gating, Pass, PassesInARow, LionTrading, AutomaticExchange, DerivedPromotion, Potentials,
    PromotionMoveRules, Extinction, BareKing, Goal, CheckCount, NoChecks, RoyalFrozen, SafePassage, CompulsoryCapture,
    Atomic, FacingRoyals, PassEnding, FirstMoveRights, PromotionLimits, Repetition, Material, Counting>;
// clang-format on

namespace dispatch {

// The rules' state (position.hpp's RuleState): a rule with `state_words` owns that many words, from the sum of
// those of the rules before it in the list (its `state_at`, defined in registry.cpp); likewise a rule with
// `man_logs` owns that many of Position's man logs (its `log_at`).
template <class F>
concept HasState = requires {
    F::state_words;
};
template <class F>
concept HasLogs = requires {
    F::man_logs;
};
template <class F> constexpr int state_words_of() {
    if constexpr (HasState<F>) return F::state_words;
    return 0;
}
template <class F> constexpr int man_logs_of() {
    if constexpr (HasLogs<F>) return F::man_logs;
    return 0;
}
template <class T, class... F> constexpr int state_offset(FeatureList<F...>) {
    int at = 0;
    bool found = false;
    ((found = found || std::is_same_v<T, F>, at += found ? 0 : state_words_of<F>()), ...);
    return at;
}
template <class T, class... F> constexpr int log_offset(FeatureList<F...>) {
    int at = 0;
    bool found = false;
    ((found = found || std::is_same_v<T, F>, at += found ? 0 : man_logs_of<F>()), ...);
    return at;
}
template <class... F> constexpr int state_words(FeatureList<F...>) { return (state_words_of<F>() + ... + 0); }
template <class... F> constexpr int man_logs(FeatureList<F...>) { return (man_logs_of<F>() + ... + 0); }
static_assert(state_words(Features{}) <= RuleState::Words, "RuleState::Words: room for every rule's state");
static_assert(man_logs(Features{}) <= MaxManLogs, "MaxManLogs: room for every rule's man log");

// The rules' part of the hash (Position::compute_key): each rule's key of its state, whether or not the game
// switches it on (off, its state is its "none", whose key is 0 or the same in every position).
template <class F>
concept KeysState = requires(const Position& p) {
    F::state_key(p);
};
template <class F> std::uint64_t state_key_one(const Position& pos) {
    if constexpr (KeysState<F>) return F::state_key(pos);
    return 0;
}
template <class... F> std::uint64_t state_key(const Position& pos, FeatureList<F...>) {
    return (state_key_one<F>(pos) ^ ... ^ 0);
}

// State that lasts one move (the e.p. squares): gone before every move is made, a null move too.
template <class F>
concept Expires = requires(Position& p) {
    F::expire(p);
};
template <class F> void expire_one(Position& pos) {
    if constexpr (Expires<F>) F::expire(pos);
}
template <class... F> void expire(Position& pos, FeatureList<F...>) { (expire_one<F>(pos), ...); }

// The FEN fields (movegen/fen.cpp): each rule with a field declares its `fen_slot` (core/fen_board.hpp);
// in the rights' and e.p. square's slots, the first rule of the list that is on and claims the field (its
// read_fen returns true, or nothing) reads it, else the slot's `fen_default`; a `fen_span` of 2 fills the next
// slot too. In the optional slots each rule that is on reads a field of its own (one that returns false
// leaves the field to what follows).
template <class F>
concept HasFenField = requires {
    F::fen_slot;
};
template <class F>
concept FenDefault = requires {
    F::fen_default;
};
template <class F>
concept FenSpans = requires {
    F::fen_span;
};
template <class F>
concept FenWritesNow = requires(const Position& p) {
    F::writes_fen(p);
};
template <class F> bool fen_field_in(const Game& g, FenSlot slot, bool fallback) {
    if constexpr (HasFenField<F>) {
        if (F::fen_slot != slot || FenDefault<F> != fallback) return false;
        if constexpr (FenDefault<F>) return true;
        else return F::active(g);
    }
    return false;
}
template <class F> int fen_span_of() {
    if constexpr (FenSpans<F>) return F::fen_span;
    return 1;
}
template <class F>
bool read_fen_one(Position& pos, FenSlot slot, bool fallback, std::string_view field, std::size_t at, int& span) {
    if constexpr (HasFenField<F>) {
        if (!fen_field_in<F>(pos.game(), slot, fallback)) return false;
        if constexpr (std::is_same_v<decltype(F::read_fen(pos, field, at)), bool>) {
            if (!F::read_fen(pos, field, at)) return false;
        } else {
            F::read_fen(pos, field, at);
        }
        span = fen_span_of<F>();
        return true;
    }
    return false;
}
// A slot with one field (Rights, EpSquare): returns how many slots the field filled (0: no rule read it).
template <class... F>
int read_fen(Position& pos, FenSlot slot, std::string_view field, std::size_t at, FeatureList<F...>) {
    int span = 0;
    (void)((read_fen_one<F>(pos, slot, false, field, at, span) || ...) ||
           (read_fen_one<F>(pos, slot, true, field, at, span) || ...));
    return span;
}
// Only the slot's default, with `field` ("-" where the fields are left out).
template <class... F>
void read_fen_default(Position& pos, FenSlot slot, std::string_view field, std::size_t at, FeatureList<F...>) {
    int span = 0;
    (void)(read_fen_one<F>(pos, slot, true, field, at, span) || ...);
}
// An optional slot: `next(read)` hands each rule that is on its field (read(field, at) says whether it took it).
template <class F, class Next> void read_fen_fields_one(Position& pos, FenSlot slot, Next& next) {
    if constexpr (HasFenField<F>)
        if (fen_field_in<F>(pos.game(), slot, false))
            next([&](std::string_view field, std::size_t at) {
                int span = 0;
                return read_fen_one<F>(pos, slot, false, field, at, span);
            });
}
template <class Next, class... F> void read_fen_fields(Position& pos, FenSlot slot, Next next, FeatureList<F...>) {
    (read_fen_fields_one<F>(pos, slot, next), ...);
}

template <class F> bool write_fen_one(const Position& pos, FenSlot slot, bool fallback, std::string& out, int& span) {
    if constexpr (HasFenField<F>) {
        if (!fen_field_in<F>(pos.game(), slot, fallback)) return false;
        if constexpr (FenWritesNow<F>)
            if (!F::writes_fen(pos)) return false;
        F::write_fen(pos, out);
        span = fen_span_of<F>();
        return true;
    }
    return false;
}
// A slot with one field: the rule that writes it (as read_fen chooses it); returns the slots it filled.
template <class... F> int write_fen(const Position& pos, FenSlot slot, std::string& out, FeatureList<F...>) {
    int span = 0;
    (void)((write_fen_one<F>(pos, slot, false, out, span) || ...) ||
           (write_fen_one<F>(pos, slot, true, out, span) || ...));
    return span;
}
// An optional slot: each rule that is on writes its field, with the space before it (or nothing).
template <class... F> void write_fen_fields(const Position& pos, FenSlot slot, std::string& out, FeatureList<F...>) {
    int span = 0;
    ((void)write_fen_one<F>(pos, slot, false, out, span), ...);
}

// A rule that puts something else in the halfmove clock's place (features/counting's count).
template <class F>
concept ReplacesClock = requires(const Position& p) {
    F::replaces_clock(p);
};
template <class F> bool clock_one(const Position& pos, int& clock) {
    if constexpr (ReplacesClock<F>)
        if (F::active(pos.game()) && F::replaces_clock(pos)) return clock = F::clock(pos), true;
    return false;
}
// The number written in the clock's place.
template <class... F> int clock(const Position& pos, FeatureList<F...>) {
    int clock = pos.halfmove();
    (void)(clock_one<F>(pos, clock) || ...);
    return clock;
}
template <class F> bool read_clock_one(Position& pos, std::size_t at) {
    if constexpr (ReplacesClock<F>)
        if (F::active(pos.game()) && F::replaces_clock(pos)) return F::read_clock(pos, at), true;
    return false;
}
template <class... F> void read_clock(Position& pos, std::size_t at, FeatureList<F...>) {
    (void)(read_clock_one<F>(pos, at) || ...);
}

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

// The hooks called on every move and every generation walk the lists compile() made for the game
// (Game::hooks, game/rule_hooks.hpp): compile_hooks keeps, in the list's order, the hooks of the rules the game
// has on, so that the calls below (for the registered list, Features) ask no rule whether it is on.
template <class F>
concept OnBoardMove = requires(Position& p, Move m, Undo& u, Square s) {
    F::on_board_move(p, m, u, s, s);
};
template <class F>
concept OnBoardUnmove = requires(Position& p, Move m, const Undo& u) {
    F::on_board_unmove(p, m, u);
};
template <class F> void call_on_board_move(Position& p, Move m, Undo& u, Square from, Square to) {
    F::on_board_move(p, m, u, from, to);
}
template <class F> void call_on_board_unmove(Position& p, Move m, const Undo& u) { F::on_board_unmove(p, m, u); }
template <class F> void call_on_make(Position& p, Move m, Undo& u) { F::on_make(p, m, u); }
template <class F> void call_on_unmake(Position& p, Move m, const Undo& u) { F::on_unmake(p, m, u); }
template <class F> void call_generate(const Position& p, MoveList& l, bool not_in_check) {
    F::generate(p, l, not_in_check);
}
template <class F> void call_filter_legal(Position& p, MoveList& l) { F::filter_legal(p, l); }
template <class F> bool call_over(Position& p) { return F::over(p); }
template <class F> void compile_hooks_one(RuleHooks& h, const Game& g) {
    if constexpr (OnBoardMove<F>)
        if (F::active(g)) h.on_board_move.push(&call_on_board_move<F>);
    if constexpr (OnBoardUnmove<F>)
        if (F::active(g)) h.on_board_unmove.push(&call_on_board_unmove<F>);
    if constexpr (OnMake<F>)
        if (F::active(g)) h.on_make.push(&call_on_make<F>);
    if constexpr (OnUnmake<F>)
        if (F::active(g)) h.on_unmake.push(&call_on_unmake<F>);
    if constexpr (Generates<F>)
        if (F::active(g)) h.generate.push(&call_generate<F>);
    if constexpr (FiltersLegal<F>)
        if (F::active(g)) h.filter_legal.push(&call_filter_legal<F>);
    if constexpr (Ends<F>)
        if (F::active(g)) h.over.push(&call_over<F>);
}
template <class... F> void compile_hooks(RuleHooks& h, const Game& g, FeatureList<F...>) {
    h = RuleHooks{};
    (compile_hooks_one<F>(h, g), ...);
}
// Room for every rule's hook in each list.
template <template <class> class Has, class... F> constexpr int count_hooks(FeatureList<F...>) {
    return (int(Has<F>::value) + ... + 0);
}
template <class F> struct HasOnMake : std::bool_constant<OnMake<F> || OnBoardMove<F> || OnBoardUnmove<F>> {};
template <class F> struct HasOnUnmake : std::bool_constant<OnUnmake<F>> {};
template <class F> struct HasGenerate : std::bool_constant<Generates<F>> {};
template <class F> struct HasFilter : std::bool_constant<FiltersLegal<F>> {};
template <class F> struct HasOver : std::bool_constant<Ends<F>> {};
static_assert(count_hooks<HasOnMake>(Features{}) <= HookList<int>::Max &&
                  count_hooks<HasOnUnmake>(Features{}) <= HookList<int>::Max &&
                  count_hooks<HasGenerate>(Features{}) <= HookList<int>::Max &&
                  count_hooks<HasFilter>(Features{}) <= HookList<int>::Max &&
                  count_hooks<HasOver>(Features{}) <= HookList<int>::Max,
              "HookList::Max: room for every rule's hook");

// The moves the features add after the board moves. `not_in_check`: the side to move is known not to be
// in check (castling needs it).
inline void generate(const Position& pos, MoveList& list, bool not_in_check, Features) {
    for (auto hook : pos.game().hooks.generate) hook(pos, list, not_in_check);
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
inline void on_make(Position& pos, Move m, Undo& u, Features) {
    for (auto hook : pos.game().hooks.on_make) hook(pos, m, u);
}

// Their undo, after the board change's undo, in the same order (the Undo restores the hash and the state).
inline void on_unmake(Position& pos, Move m, const Undo& u, Features) {
    for (auto hook : pos.game().hooks.on_unmake) hook(pos, m, u);
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
inline void filter_legal(Position& pos, MoveList& list, Features) {
    for (auto hook : pos.game().hooks.filter_legal) hook(pos, list);
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
inline bool over(Position& pos, Features) {
    for (auto hook : pos.game().hooks.over)
        if (hook(pos)) return true;
    return false;
}

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
