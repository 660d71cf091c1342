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

#include <string>

#include "interpreter/core/diagnostics.hpp"
#include "interpreter/features/capture_reserve.hpp"
#include "interpreter/features/castling.hpp"
#include "interpreter/features/drops.hpp"
#include "interpreter/features/move_limit.hpp"
#include "interpreter/features/pass.hpp"
#include "interpreter/features/promotion.hpp"
#include "interpreter/features/royalty.hpp"
#include "interpreter/features/transfers.hpp"
#include "interpreter/game/game.hpp"
#include "interpreter/ruleset/checked_ruleset.hpp"

namespace variant {

Game compile(const CheckedRuleset& ruleset);

template <class... Feature>
struct FeatureList {};

// The registry. The order is the order of compiling (a feature may read what an earlier one compiled:
// drops read the move stage's 'stuck' tables, castling the setup board), of generating (the board moves
// come first, then drops, transfers, castling, passing) and of the per-move hooks (the move limit's clock
// before the castling rights). The features without a hook in any list (en passant, contagion, multi-leg
// moves, unprotected captures) are called where the board move is made and generated.
using Features = FeatureList<Promotion, CaptureReserve, Drops, Transfers, MoveLimit, Royals, Castling, Pass>;

namespace dispatch {

template <class F> concept Compiles = requires(Compiler& c) { F::compile(c); };
template <class F> concept Generates = requires(const Position& p, MoveList& l) { F::generate(p, l, true); };
template <class F> concept OwnsMoveKind = requires { F::kind; };
template <class F> concept OnMake = requires(Position& p, Move m, const Undo& u) { F::on_make(p, m, u); };
template <class F> concept FiltersLegal = requires(Position& p, MoveList& l) { F::filter_legal(p, l); };

template <class... F>
void compile(Compiler& c, FeatureList<F...>) {
    ([&] { if constexpr (Compiles<F>) F::compile(c); }(), ...);
}

// The moves the features add after the board moves. `not_in_check`: the side to move is known not to be
// in check (castling needs it).
template <class... F>
void generate(const Position& pos, MoveList& list, bool not_in_check, FeatureList<F...>) {
    const Game& g = pos.game();
    ([&] { if constexpr (Generates<F>) if (F::active(g)) F::generate(pos, list, not_in_check); }(), ...);
}

// Make, unmake, move text and legality of the move kinds the features own; false if no feature owns m's
// kind (a board move: plain, promotion, e.p., multi-leg).
template <class... F>
bool make(Position& pos, Move m, Undo& u, FeatureList<F...>) {
    return ([&] {
        if constexpr (OwnsMoveKind<F>) if (m.kind() == F::kind) return F::make(pos, m, u), true;
        return false;
    }() || ...);
}
template <class... F>
bool unmake(Position& pos, Move m, const Undo& u, FeatureList<F...>) {
    return ([&] {
        if constexpr (OwnsMoveKind<F>) if (m.kind() == F::kind) return F::unmake(pos, m, u), true;
        return false;
    }() || ...);
}
template <class... F>
bool write(const Position& pos, Move m, std::string& out, FeatureList<F...>) {
    return ([&] {
        if constexpr (OwnsMoveKind<F>) if (m.kind() == F::kind) return F::write(pos, m, out), true;
        return false;
    }() || ...);
}
// `checks` is null when the legality filter takes the slow path (no pin and check information).
template <class... F>
bool legal(Position& pos, Move m, const Checks* checks, FeatureList<F...>) {
    bool ok = true;
    (void)([&] {
        if constexpr (OwnsMoveKind<F>) if (m.kind() == F::kind) return ok = F::legal(pos, m, checks), true;
        return false;
    }() || ...);
    return ok;
}

template <class... F>
void on_make(Position& pos, Move m, const Undo& u, FeatureList<F...>) {
    const Game& g = pos.game();
    ([&] { if constexpr (OnMake<F>) if (F::active(g)) F::on_make(pos, m, u); }(), ...);
}

template <class... F>
void filter_legal(Position& pos, MoveList& list, FeatureList<F...>) {
    const Game& g = pos.game();
    ([&] { if constexpr (FiltersLegal<F>) if (F::active(g)) F::filter_legal(pos, list); }(), ...);
}

}  // namespace dispatch

}  // namespace variant
