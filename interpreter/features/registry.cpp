#include "interpreter/features/registry.hpp"

#include <algorithm>

#include "interpreter/features/rule_keys.hpp"
#include "interpreter/game/compiler.hpp"
#include "interpreter/position/position.hpp"
#include "interpreter/ruleset/key_table.hpp"

namespace variant {

// Each rule's words of the rules' state and its man logs, at the offsets the list's order gives them.
const int Castling::state_at = dispatch::state_offset<Castling>(Features{});
const int EnPassant::state_at = dispatch::state_offset<EnPassant>(Features{});
const int PassesInARow::state_at = dispatch::state_offset<PassesInARow>(Features{});
const int LionTrading::state_at = dispatch::state_offset<LionTrading>(Features{});
const int AutomaticExchange::state_at = dispatch::state_offset<AutomaticExchange>(Features{});
const int Potentials::state_at = dispatch::state_offset<Potentials>(Features{});
const int Potentials::log_at = dispatch::log_offset<Potentials>(Features{});
const int CheckCount::state_at = dispatch::state_offset<CheckCount>(Features{});
const int Atomic::state_at = dispatch::state_offset<Atomic>(Features{});
const int Atomic::log_at = dispatch::log_offset<Atomic>(Features{});
const int Counting::state_at = dispatch::state_offset<Counting>(Features{});

namespace {

// Each rule's keys, in the list's order, after the front end's own (ruleset/keys.hpp runs them once).
template <class... F> void declare_rule_keys(FeatureList<F...>) {
    (
        [] {
            if constexpr (requires { F::declare_keys(); }) {
                key_tables::declaring(rule_keys_of<F>().name);
                F::declare_keys();
                key_tables::declaring({});
            }
        }(),
        ...);
}

void declare_every_rule_keys() { declare_rule_keys(Features{}); }

[[maybe_unused]] const bool rule_keys_handed_over = (hand_over_rule_keys(), true);

}  // namespace

void hand_over_rule_keys() { set_rule_keys(&declare_every_rule_keys); }

namespace {

// Do a rule's own moves (its generate hook) move a royal? Yes, but where the rule says otherwise (its optional
// `own_moves_move_royal`, as drops have). Asked through dispatch::any_each_on, over the rules whose hook is on.
struct MovesRoyalHook {
    template <class F> static constexpr bool has = dispatch::GenerateHook::has<F>;
    template <class F> static bool call(const Game& g) {
        if constexpr (requires { F::own_moves_move_royal(g); }) return F::own_moves_move_royal(g);
        return true;
    }
};

}  // namespace

Game compile(const CheckedRuleset& checked) {
    Game game;
    RuleCompiler c(checked, game);
    const Ruleset& rs = c.rs;
    c.tables();
    c.zobrist();
    c.setup();
    dispatch::compile(c, Features{});
    c.zobrist_unmoved();
    dispatch::compile_hooks(game.hooks, game, dispatch::AllHooks{});
    game.engine = rs.engine;
    compile_attack_lines(game);
    game.leaf_count_by_walk = !dispatch::changes_board_moves(game, Features{}) && !game.multi_leg.any &&
                              !game.potential.enabled && !game.atomic.enabled &&
                              std::none_of(game.rays_may_repeat.begin(), game.rays_may_repeat.end(),
                                           [](auto r) { return r; });
    const RuleHooks& h = game.hooks;
    game.own_moves_may_move_royal = dispatch::any_each_on<MovesRoyalHook>(h.generate.on, Features{}, game);
    game.leaf_count_unfiltered = game.leaf_count_by_walk && game.royalty == Royalty::None && h.filters_now.empty() &&
                                 h.filters_in_check.empty() && h.moves_read_from.empty() && h.leaf_filter.empty();
    if (game.leaf_count_by_walk && !game.any_unprotected_only)
        compile_leap_counts(
            game,
            [&game](int c, int t, Square from, Square to, bool capture) {
                const int moves = Promotion::move_count(game, c, t, from, to, capture);
                if (moves == 2) return LeafMove::Twice;
                if (moves != 1) return LeafMove::Walked;
                MoveList written;
                Promotion::add_move(game, written, c, t, from, to, capture);
                return written.moves[0] == Move::make(from, to) ? LeafMove::Written : LeafMove::Counted;
            },
            [&game](int c, int t, Square s) {
                // Unmoved: on his setup square (a FEN's man, or one dropped there), or given a first-move right there.
                return game.setup_piece.empty() || game.set_up_on(make_man(t, c), s) ||
                       FirstMoveRights::may_keep_right(game, c, t, s);
            });
    // The whole setup FEN, read as a position: what only a playable position can check (castling
    // rights, the side not to move in check, men that could never have arrived).
    Position pos(game);
    try {
        pos.set_fen(game.setup_fen);  // the ruleset's, or features/potentials' rewriting of it
    } catch (const FenError& e) {
        // features/potentials rewrote the board part longer: the fields after it moved by the difference.
        const std::size_t longer = game.setup_fen.size() - rs.setup.value.size();
        throw DiagnosticError(
            setup_fen_error(rs.setup.where, FenError(e.column >= longer ? e.column - longer : 0, e.what())));
    }
    return game;
}

}  // namespace variant
