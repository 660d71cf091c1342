// Reserve transfers: instead of moving, a player lifts one of his own men off the board into one of his
// reserves (the pocket of Pocket Mutation Chess). A transfer rule names the reserve (its capacity limits
// how many men it holds), the types that may be lifted (every non-royal type by default), the first ply
// on which it is allowed, and how the man may change on the way:
//   mutate_within_class  it may enter as any type of its value class (PieceType::value_class)
//   next_class_zone      lifted from that zone, it must enter as a type of the next class; with no next
//                        class it stays what it is. Such a transfer counts as a promotion for the move limit.
// The move is Move::make(from, reserve, MoveKind::Transfer, type entered as); written "e2^" when the type
// stays, "b8^R" when it changes (the code in upper case for either side).
#pragma once

#include <string>

#include "interpreter/attacks/checks.hpp"
#include "interpreter/core/move.hpp"
#include "interpreter/features/compiled_game.hpp"
#include "interpreter/features/royalty.hpp"
#include "interpreter/position/position.hpp"

namespace variant {


struct Transfers {
    static void declare_keys();  // its ruleset keys (ruleset/key_table.hpp), defined with the rule
    static constexpr MoveKind kind = MoveKind::Transfer;
    static bool active(const Game& g) { return !g.transfers.empty(); }
    static void compile(RuleCompiler& c);
    // Every pseudo-legal transfer of the side to move.
    static void generate(const Position& pos, MoveList& list, bool not_in_check);
    static void make(Position& pos, Move m, Undo& u);
    static void unmake(Position& pos, Move m, const Undo& u);
    // Lifting a man never answers a check, and may uncover one (then the full test decides).
    static bool legal(Position& pos, Move m, const Checks* checks) {
        if (!checks) return Royals::full_test(pos, m);
        return checks->checkers == 0 &&
               ((!checks->pinned(m.from) && !checks->on_hop_line(m.from)) || Royals::full_test(pos, m));
    }
    // Whether the transfer `m` by `us` counts as a promotion for the move limit: lifted from its rule's
    // next-class zone.
    static bool promotes(const Game& g, int us, Move m);
    // The ply about to be played, 1 = the first player's first move (a rule's first_ply counts these).
    static int ply(const Position& pos) { return pos.game_ply(); }
    static void write(const Position& pos, Move m, std::string& out);
};

}  // namespace variant
