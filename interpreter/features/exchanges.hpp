// Hostage exchanges (Hostage Chess): instead of moving, a player gives back an enemy man he holds (in his
// copy of `give_from`, the prison) to the opponent's `give_to` (the airfield), takes back one of his own
// men from the opponent's `take_from` (the prison), and drops it at once on an empty square, all as one
// move. With `value_order` the man given must be worth at least the man taken back (piece values; Hostage
// Chess: P < N = B < R < Q). The man taken back lands where a drop of its type may land (the drop rules of
// features/drops, so a pawn not on the first or last rank), and not in the rule's forbidden zones; kings
// never take part (they are never captured). The move is MoveKind::Exchange with `from` = the type given,
// the type taken back and `to` = its square; written N-B@f7 (give the N, take back the B, drop it on f7;
// codes in upper case for either side). Game::exchanges holds the rule.
#pragma once

#include <string>

#include "interpreter/attacks/checks.hpp"
#include "interpreter/core/move.hpp"
#include "interpreter/features/compiled_game.hpp"
#include "interpreter/features/royalty.hpp"
#include "interpreter/position/position.hpp"

namespace variant {


struct Exchanges {
    static void declare_keys();  // its ruleset keys (ruleset/key_table.hpp), defined with the rule
    static constexpr MoveKind kind = MoveKind::Exchange;
    static bool active(const Game& g) { return g.exchanges.voluntary; }
    static void compile(RuleCompiler& c);
    static void generate(const Position& pos, MoveList& list, bool not_in_check);
    static void make(Position& pos, Move m, Undo& u);
    static void unmake(Position& pos, Move m, const Undo& u);
    static void write(const Position& pos, Move m, std::string& out);
    // Out of check, an exchange is a drop: it may block, never uncover, and giving an enemy man back can only
    // make an enemy pawn dead, never live. In check (giving back the last hostage can end a live pawn's
    // check), on a hopper's line, or where the man given may power an enemy man (derived promotion), the
    // full test decides.
    static bool legal(Position& pos, Move m, const Checks* checks) {
        if (checks && checks->checkers == 0 && !checks->on_hop_line(m.to) && !pos.game().derived.any) return true;
        return Royals::full_test(pos, m);
    }
};

}  // namespace variant
