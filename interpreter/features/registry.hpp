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
#include "interpreter/features/compiled_game.hpp"
#include "interpreter/features/compulsory_capture.hpp"
#include "interpreter/features/contagion.hpp"
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
#include "interpreter/features/leaf_filter.hpp"
#include "interpreter/features/lion_trading.hpp"
#include "interpreter/features/material.hpp"
#include "interpreter/features/move_limit.hpp"
#include "interpreter/features/multi_leg.hpp"
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
#include "interpreter/ruleset/checked_ruleset.hpp"

namespace variant {

struct Checks;  // attacks/checks.hpp

Game compile(const CheckedRuleset& ruleset);

// Hands the rules' key declarations (each rule's `declare_keys`) to the front end, which reads no ruleset
// without them. Done before main wherever this file is linked in; a program that reads rulesets but never
// compiles one (the ruleset fuzz target) calls it itself, or the linker would leave the registry out.
void hand_over_rule_keys();

template <class... Feature> struct FeatureList {};

// The registry. The order is the order of compiling (a feature may read what an earlier one compiled:
// drops read the move stage's 'stuck' tables, castling the setup board), of generating (the board moves
// come first, then drops, transfers, castling, passing) and of the per-move hooks (promotion's landing before
// contagion's; the move limit's clock before the castling rights; the automatic exchange before the powers it
// changes, which are set last). What a board move's generation does per man (promotions, e.p. captures,
// multi-leg paths, unprotected captures) is called where the board moves are generated (movegen/generate.cpp).
// clang-format off
using Features = FeatureList<
    Promotion, ReservePromotion, CaptureReserve, MultiLegMoves, Contagion, SelfCapture, Drops, Exchanges, Transfers, MoveLimit, Royals,
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

// A rule's place in the registry: its bit in HookList::on.
template <class T, class... F> constexpr int place_of(FeatureList<F...>) {
    int at = 0;
    bool found = false;
    ((found = found || std::is_same_v<T, F>, at += found ? 0 : 1), ...);
    return at;
}
template <class... F> constexpr int rules_in(FeatureList<F...>) { return int(sizeof...(F)); }
static_assert(rules_in(Features{}) <= 64, "HookList::on: a bit for every rule");

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
concept Compiles = requires(RuleCompiler& c) {
    F::compile(c);
};
template <class F>
concept OwnsMoveKind = requires {
    F::kind;
};
template <class F>
concept FiltersLegal = requires(Position& p, MoveList& l) {
    F::filter_legal(p, l);
};

template <class F> void compile_one(RuleCompiler& c) {
    if constexpr (Compiles<F>) F::compile(c);
}
template <class... F> void compile(RuleCompiler& c, FeatureList<F...>) { (compile_one<F>(c), ...); }

// The per-game hook lists (Game::hooks, game/rule_hooks.hpp). Each kind of hook is one descriptor: `has<F>`,
// does rule F have the hook; `on<F>(game)`, is it on in this game (the rule's `active` unless the descriptor
// says otherwise); `call<F>`, the rule's hook under the list's signature; `list`, which list it fills. One fold,
// compile_hooks, fills every list from the registry, in its order; the calls below walk them.
struct ByActive {
    template <class F> static bool on(const Game& g) { return F::active(g); }
};
struct OnLeaveHook : ByActive {
    template <class F> static constexpr bool has = requires(Position& p, Move m, Undo& u) { F::on_leave(p, m, u, 0); };
    template <class F> static void call(Position& p, Move m, Undo& u, int us) { F::on_leave(p, m, u, us); }
    static auto& list(RuleHooks& h) { return h.on_leave; }
};
struct OnTakeHook : ByActive {
    template <class F> static constexpr bool has = requires(Position& p, Man x) { F::on_take(p, x, 0, 1); };
    template <class F> static void call(Position& p, Man x, int captor, int delta) { F::on_take(p, x, captor, delta); }
    static auto& list(RuleHooks& h) { return h.on_take; }
};
struct LandingHook : ByActive {
    template <class F> static constexpr bool has = requires(Position& p, Move m, const Undo& u, Man x) {
        F::landing(p, m, u, x, 0);
    };
    template <class F> static Man call(Position& p, Move m, const Undo& u, Man lands, int us) {
        return F::landing(p, m, u, lands, us);
    }
    static auto& list(RuleHooks& h) { return h.landing; }
};
struct OnBoardMoveHook : ByActive {
    template <class F> static constexpr bool has = requires(Position& p, Move m, Undo& u, Square s) {
        F::on_board_move(p, m, u, s, s);
    };
    template <class F> static void call(Position& p, Move m, Undo& u, Square from, Square to) {
        F::on_board_move(p, m, u, from, to);
    }
    static auto& list(RuleHooks& h) { return h.on_board_move; }
};
struct OnBoardUnmoveHook : ByActive {
    template <class F> static constexpr bool has = requires(Position& p, Move m, const Undo& u) {
        F::on_board_unmove(p, m, u);
    };
    template <class F> static void call(Position& p, Move m, const Undo& u) { F::on_board_unmove(p, m, u); }
    static auto& list(RuleHooks& h) { return h.on_board_unmove; }
};
struct OnUnleaveHook : ByActive {
    template <class F> static constexpr bool has = requires(Position& p, const Undo& u) { F::on_unleave(p, u, 0); };
    template <class F> static void call(Position& p, const Undo& u, int us) { F::on_unleave(p, u, us); }
    static auto& list(RuleHooks& h) { return h.on_unleave; }
};
struct OnMakeHook : ByActive {
    template <class F> static constexpr bool has = requires(Position& p, Move m, Undo& u) { F::on_make(p, m, u); };
    template <class F> static void call(Position& p, Move m, Undo& u) { F::on_make(p, m, u); }
    static auto& list(RuleHooks& h) { return h.on_make; }
};
struct OnUnmakeHook : ByActive {
    template <class F> static constexpr bool has = requires(Position& p, Move m, const Undo& u) {
        F::on_unmake(p, m, u);
    };
    template <class F> static void call(Position& p, Move m, const Undo& u) { F::on_unmake(p, m, u); }
    static auto& list(RuleHooks& h) { return h.on_unmake; }
};
struct GenerateHook : ByActive {
    template <class F> static constexpr bool has = requires(const Position& p, MoveList& l) {
        F::generate(p, l, true);
    };
    template <class F> static void call(const Position& p, MoveList& l, bool not_in_check) {
        F::generate(p, l, not_in_check);
    }
    static auto& list(RuleHooks& h) { return h.generate; }
};
struct CountOrGenerateHook : ByActive {
    template <class F> static constexpr bool has = GenerateHook::has<F>;
    template <class F> static int call(const Position& p, MoveList& l) {
        if constexpr (requires { F::count_unchecked(p); })
            if (const int n = F::count_unchecked(p); n >= 0) return n;
        if constexpr (requires { F::generate_out_of_check(p, l); }) F::generate_out_of_check(p, l);
        else F::generate(p, l, true);
        return 0;
    }
    static auto& list(RuleHooks& h) { return h.count_or_generate; }
};
struct FilterLegalHook : ByActive {
    template <class F> static constexpr bool has = FiltersLegal<F>;
    template <class F> static void call(Position& p, MoveList& l) { F::filter_legal(p, l); }
    static auto& list(RuleHooks& h) { return h.filter_legal; }
};
// Why a filter refuses m, a move the check rule allows: empty if its filter, given `allowed` (every move the
// check rule allows), keeps m.
struct RefusalHook : ByActive {
    template <class F> static constexpr bool has = FiltersLegal<F>;
    template <class F> static std::string call(Position& p, const MoveList& allowed, Move m) {
        MoveList kept;
        for (const Move& x : allowed) kept.push(x);
        F::filter_legal(p, kept);
        return std::find(kept.begin(), kept.end(), m) == kept.end() ? F::refusal(p, m) : std::string();
    }
    static auto& list(RuleHooks& h) { return h.refusal; }
};
// A filter that says when it can strike a move (filters_now) is asked per position whether it may.
struct FiltersNowHook : ByActive {
    template <class F> static constexpr bool has = requires(const Position& p) { F::filters_now(p); };
    template <class F> static bool call(const Position& p) { return F::filters_now(p); }
    static auto& list(RuleHooks& h) { return h.filters_now; }
};
// A filter that strikes only in check says per position whether it may then (filters_in_check): the count out
// of check, which knows it is out of check, need not ask it.
// A rule that reads the board moves listed (edits_board_moves) may name the only men whose moves it reads.
struct MovesReadFromHook : ByActive {
    template <class F> static constexpr bool has = requires(const Position& p) { F::moves_read_from(p); };
    template <class F> static SquareBits call(const Position& p) { return F::moves_read_from(p); }
    static auto& list(RuleHooks& h) { return h.moves_read_from; }
};
// A filter whose refusals perft's last ply can take as sets (leaf_filter).
struct LeafFilterHook : ByActive {
    template <class F> static constexpr bool has = requires(const Position& p, LeafFilter& f) { F::leaf_filter(p, f); };
    template <class F> static bool call(const Position& p, LeafFilter& f) { return F::leaf_filter(p, f); }
    static auto& list(RuleHooks& h) { return h.leaf_filter; }
};
struct FiltersInCheckHook : ByActive {
    template <class F> static constexpr bool has = requires(const Position& p) { F::filters_in_check(p); };
    template <class F> static bool call(const Position& p) { return F::filters_in_check(p); }
    static auto& list(RuleHooks& h) { return h.filters_in_check; }
};
// A rule that decides legality its own way in this game (potentials, atomic explosions), and its own test of
// check (potential kings).
struct ReplacesLegality {
    template <class F> static bool on(const Game& g) { return F::replaces_legality(g); }
};
struct GenerateLegalHook : ReplacesLegality {
    template <class F> static constexpr bool has = requires(Position& p, MoveList& l, const Game& g) {
        F::replaces_legality(g);
        F::generate_legal(p, l);
    };
    template <class F> static void call(Position& p, MoveList& l) { F::generate_legal(p, l); }
    static auto& list(RuleHooks& h) { return h.generate_legal; }
};
struct InCheckHook : ReplacesLegality {
    template <class F> static constexpr bool has = requires(const Position& p, const Game& g) {
        F::replaces_legality(g);
        F::in_check(p);
    };
    template <class F> static bool call(const Position& p) { return F::in_check(p); }
    static auto& list(RuleHooks& h) { return h.in_check; }
};
struct OverHook : ByActive {
    template <class F> static constexpr bool has = requires(Position& p) { F::over(p); };
    template <class F> static bool call(Position& p) { return F::over(p); }
    static auto& list(RuleHooks& h) { return h.over; }
};
struct EndingHook : ByActive {
    template <class F> static constexpr bool has = requires(Position& p) { F::ending(p); };
    template <class F> static bool call(Position& p, Ending& out) {
        std::optional<Ending> e = F::ending(p);
        if (e) out = std::move(*e);
        return e.has_value();
    }
    static auto& list(RuleHooks& h) { return h.ending; }
};
struct VictimSquareHook : ByActive {
    template <class F> static constexpr bool has = requires(const Undo& u) { F::victim_square(u); };
    template <class F> static Square call(const Undo& u) { return F::victim_square(u); }
    static auto& list(RuleHooks& h) { return h.victim_square; }
};
struct ReadFenManHook : ByActive {
    template <class F> static constexpr bool has = requires(const Game& g, const FenMan& m) { F::read_fen_man(g, m); };
    template <class F> static Man call(const Game& g, const FenMan& m) { return F::read_fen_man(g, m); }
    static auto& list(RuleHooks& h) { return h.read_fen_man; }
};
struct WriteFenManHook : ByActive {
    template <class F> static constexpr bool has = requires(const Game& g, std::string& out) {
        F::write_fen_man(g, Man{}, out);
    };
    template <class F> static bool call(const Game& g, Man p, std::string& out) { return F::write_fen_man(g, p, out); }
    static auto& list(RuleHooks& h) { return h.write_fen_man; }
};
template <class... Hook> struct HookKinds {};
using AllHooks = HookKinds<OnLeaveHook, OnTakeHook, LandingHook, OnBoardMoveHook, OnBoardUnmoveHook, OnUnleaveHook,
                           OnMakeHook, OnUnmakeHook, GenerateHook, CountOrGenerateHook, FilterLegalHook, RefusalHook,
                           FiltersNowHook, FiltersInCheckHook, MovesReadFromHook, LeafFilterHook, GenerateLegalHook,
                           InCheckHook, OverHook, EndingHook, VictimSquareHook, ReadFenManHook, WriteFenManHook>;

// RuleHooks::plain_move_by_man: a rule on in this game with a board-move step leaves a man's plain moves alone
// only where it says so (leaves_plain_move).
template <class F>
constexpr bool has_board_move_steps = OnLeaveHook::has<F> || OnTakeHook::has<F> || LandingHook::has<F> ||
                                      OnBoardMoveHook::has<F> || OnBoardUnmoveHook::has<F> || OnUnleaveHook::has<F>;
template <class F> bool rule_leaves_plain_move(const Game& g, Man p) {
    if constexpr (!has_board_move_steps<F>) return true;
    else if (!F::active(g)) return true;
    else if constexpr (requires { F::leaves_plain_move(g, p); }) return F::leaves_plain_move(g, p);
    else return false;
}
template <class... F> void compile_plain_moves(RuleHooks& h, const Game& g, FeatureList<F...>) {
    for (int t = 0; t < g.type_count(); ++t)
        for (int c = 0; c < Colours; ++c)
            h.plain_move_by_man[make_man(t, c)] = (rule_leaves_plain_move<F>(g, make_man(t, c)) && ...);
}
// The fold: each hook kind over the registry, in its order.
template <class Hook, class F> void collect_one(RuleHooks& h, const Game& g) {
    if constexpr (Hook::template has<F>)
        if (Hook::template on<F>(g)) {
            Hook::list(h).push(&Hook::template call<F>);
            Hook::list(h).on |= std::uint64_t(1) << place_of<F>(Features{});
        }
}
template <class Hook, class... F> void collect(RuleHooks& h, const Game& g, FeatureList<F...>) {
    (collect_one<Hook, F>(h, g), ...);
}
template <class... Hook> void compile_hooks(RuleHooks& h, const Game& g, HookKinds<Hook...>) {
    h = RuleHooks{};
    (collect<Hook>(h, g, Features{}), ...);
    compile_plain_moves(h, g, Features{});
}
// Room for every rule's hook in each list.
template <class Hook, class... F> constexpr int hooks_of(FeatureList<F...>) {
    return (int(Hook::template has<F>) + ... + 0);
}
template <class... Hook> constexpr bool room_for_all(HookKinds<Hook...>) {
    return ((hooks_of<Hook>(Features{}) <= HookList<int>::Max) && ...);
}
static_assert(room_for_all(AllHooks{}), "HookList::Max: room for every rule's hook");

// The moves the features add after the board moves. `not_in_check`: the side to move is known not to be
// in check (castling needs it).
inline void generate(const Position& pos, MoveList& list, bool not_in_check) {
    for (auto hook : pos.game().hooks.generate) hook(pos, list, not_in_check);
}
// The same out of check, the side's one royal known unattacked, where every move a rule counts
// (count_unchecked) is legal: their number, the rest written into `list` as generate writes them (or as
// generate_out_of_check does, which may trust the royal's square: castling).
inline int count_or_generate(const Position& pos, MoveList& list) {
    int n = 0;
    for (auto hook : pos.game().hooks.count_or_generate) n += hook(pos, list);
    return n;
}

// Make, unmake, move text and legality of the move kinds the features own: each returns false if no
// feature owns m's kind (a board move: plain, promotion, e.p., multi-leg). They dispatch on the move's kind,
// resolved at compile time, and ask no rule whether it is on: a game has moves of a kind only if it has the
// rule that owns it.
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
// kind no feature owns is not asked about here. The move comes by reference, read where it lies (the caller's
// list): passed by value in two registers, GCC stored them on the stack and read the move back across the two
// stores, a stalled load for every move asked (kyotoshogi's perft spent 3% on it, 30 November 2026).
template <class F> bool legal_one(Position& pos, const Move& m, const Checks* checks, bool& ok) {
    if constexpr (OwnsMoveKind<F>)
        if (m.kind() == F::kind) return ok = F::legal(pos, m, checks), true;
    return false;
}
template <class... F> bool legal(Position& pos, const Move& m, const Checks* checks, FeatureList<F...>) {
    bool ok = true;
    (legal_one<F>(pos, m, checks, ok) || ...);
    return ok;
}

// The make path's hooks (a board move's steps, on_make, on_unmake): the rules that are on in this game
// (HookList::on), called in the registry's order by a fold, so that a short hook is inlined into make
// instead of called through the list (chess's e.p. squares, castling rights and move clock; 1 December 2026).
template <class Hook, class F, class... Args>
[[gnu::always_inline]] inline void call_if_on(std::uint64_t on, Args&... args) {
    if constexpr (Hook::template has<F>)
        if (on >> place_of<F>(Features{}) & 1) Hook::template call<F>(args...);
}
template <class Hook, class... F, class... Args>
[[gnu::always_inline]] inline void call_each_on(std::uint64_t on, FeatureList<F...>, Args&... args) {
    if (!on) return;  // a list the game leaves empty: one test, not one a rule (0.1 to 0.5% of perft, 3 December 2026)
    (call_if_on<Hook, F>(on, args...), ...);
}
// The same for a hook that answers yes or no: true at the first that is on and says yes (the later ones not asked).
template <class Hook, class F, class... Args>
[[gnu::always_inline]] inline bool any_if_on(std::uint64_t on, Args&... args) {
    if constexpr (Hook::template has<F>)
        if (on >> place_of<F>(Features{}) & 1) return Hook::template call<F>(args...);
    return false;
}
template <class Hook, class... F, class... Args>
[[gnu::always_inline]] inline bool any_each_on(std::uint64_t on, FeatureList<F...>, Args&... args) {
    return (any_if_on<Hook, F>(on, args...) || ...);
}
// The landing man, through each landing hook that is on, in turn.
template <class F>
[[gnu::always_inline]] inline Man land_if_on(std::uint64_t on, Position& pos, Move m, const Undo& u, Man lands,
                                             int us) {
    if constexpr (LandingHook::has<F>)
        if (on >> place_of<F>(Features{}) & 1) return LandingHook::call<F>(pos, m, u, lands, us);
    return lands;
}
template <class... F>
[[gnu::always_inline]] inline Man land_each(std::uint64_t on, FeatureList<F...>, Position& pos, Move m, const Undo& u,
                                            Man lands, int us) {
    if (!on) return lands;
    ((lands = land_if_on<F>(on, pos, m, u, lands, us)), ...);
    return lands;
}

// A board move's steps once the man landed, and their undo before his move is undone (movegen/make.cpp).
[[gnu::always_inline]] inline Man landing(Position& pos, Move m, const Undo& u, Man lands, int us) {
    return land_each(pos.game().hooks.landing.on, Features{}, pos, m, u, lands, us);
}
[[gnu::always_inline]] inline void on_board_move(Position& pos, Move m, Undo& u, Square from, Square to) {
    call_each_on<OnBoardMoveHook>(pos.game().hooks.on_board_move.on, Features{}, pos, m, u, from, to);
}
[[gnu::always_inline]] inline void on_board_unmove(Position& pos, Move m, const Undo& u) {
    call_each_on<OnBoardUnmoveHook>(pos.game().hooks.on_board_unmove.on, Features{}, pos, m, u);
}

// What the features change on every move, after its board change (they may note in the Undo what they did).
[[gnu::always_inline]] inline void on_make(Position& pos, Move m, Undo& u) {
    call_each_on<OnMakeHook>(pos.game().hooks.on_make.on, Features{}, pos, m, u);
}

// Their undo, after the board change's undo, in the same order (the Undo restores the hash and the state).
[[gnu::always_inline]] inline void on_unmake(Position& pos, Move m, const Undo& u) {
    call_each_on<OnUnmakeHook>(pos.game().hooks.on_unmake.on, Features{}, pos, m, u);
}

// A rule that decides legality its own way (potentials, atomic explosions) makes the legal moves instead of
// the check filter (movegen/legal.cpp): the first that replaces it in this game does; false if none does.
inline bool generate_legal(Position& pos, MoveList& list) {
    const auto& hooks = pos.game().hooks.generate_legal;
    if (hooks.empty()) return false;
    hooks.fn[0](pos, list);
    return true;
}
// Such a rule's own test of check (potential kings), in `check`; false if no rule replaces the royal rule's.
inline bool in_check(const Position& pos, bool& check) {
    const auto& hooks = pos.game().hooks.in_check;
    if (hooks.empty()) return false;
    check = hooks.fn[0](pos);
    return true;
}

// Legality rules beyond check, over the legal moves.
inline void filter_legal(Position& pos, MoveList& list) {
    for (auto hook : pos.game().hooks.filter_legal) hook(pos, list);
}

// Which rule beyond check refuses m, a move the check rule allows (move_diagnosis): the first feature whose
// filter, given `allowed` (every move the check rule allows), drops m; empty if none does.
inline std::string refusal(Position& pos, const MoveList& allowed, Move m) {
    for (auto hook : pos.game().hooks.refusal)
        if (std::string why = hook(pos, allowed, m); !why.empty()) return why;
    return {};
}

// Does some feature the game switches on change the board moves listed (strike legal ones, or edit those
// generated)? Then perft's last ply must generate them; features that only add moves of their own need not,
// nor one that names the men whose moves it reads (moves_read_from), on a board of at most 128 squares, nor a
// filter that gives its refusals as sets (leaf_filter).
// Asked once, by compile().
template <class F>
concept EditsBoardMoves = requires {
    F::edits_board_moves;
};
template <class F> bool changes_board_moves_one(const Game& g) {
    if constexpr (FiltersLegal<F> && !FiltersNowHook::has<F> && !FiltersInCheckHook::has<F> && !LeafFilterHook::has<F>)
        return F::active(g);
    if constexpr (EditsBoardMoves<F>)
        return F::active(g) && (!MovesReadFromHook::has<F> || g.geo.squares() > SquareBitsMax);
    return false;
}
template <class... F> bool changes_board_moves(const Game& g, FeatureList<F...>) {
    return (changes_board_moves_one<F>(g) || ...);
}
// May a filter that says when it strikes (filters_now) strike a move here?
inline bool filters_now(const Position& pos) {
    for (auto hook : pos.game().hooks.filters_now)
        if (hook(pos)) return true;
    return false;
}

// May a filter that strikes only in check (filters_in_check) strike a move here, if the side is in check?
inline bool filters_in_check(const Position& pos) {
    for (auto hook : pos.game().hooks.filters_in_check)
        if (hook(pos)) return true;
    return false;
}

// The squares of the men whose board moves a rule that reads the listed ones reads here (moves_read_from):
// perft's last ply writes theirs and counts the others'.
inline SquareBits moves_read_from(const Position& pos) {
    SquareBits squares;
    for (auto hook : pos.game().hooks.moves_read_from) squares = either(squares, hook(pos));
    return squares;
}

// The refusals of the filters that say them as sets (leaf_filter), added to `filter` (built empty) for the
// side's men of the types in `filter.types`: false where one cannot say them here.
inline bool leaf_filter(const Position& pos, LeafFilter& filter) {
    for (auto hook : pos.game().hooks.leaf_filter)
        if (!hook(pos, filter)) return false;
    return true;
}

// Has the game ended before mate (extinction, a bare king, a goal reached, the n-th check)? A finished
// position has no moves. Asked only when Game::ends_early.
// By the fold over the rules that are on, as the make path's: a rule's common case, defined in its header, is
// inlined (extinction's tally: the call through the list cost kinglet's perft 2% of its instructions,
// 1 December 2026).
[[gnu::always_inline]] inline bool over(Position& pos) {
    return any_each_on<OverHook>(pos.game().hooks.over.on, Features{}, pos);
}

// The first end rule (in the list's order) that has ended the game, with its result (features/ending.hpp).
// Mate, the move limit, repetition and material are asked apart, after it (interpreter/play/result.cpp).
inline std::optional<Ending> ending(Position& pos) {
    Ending e;
    for (auto hook : pos.game().hooks.ending)
        if (hook(pos, e)) return e;
    return std::nullopt;
}

}  // namespace dispatch

}  // namespace variant
