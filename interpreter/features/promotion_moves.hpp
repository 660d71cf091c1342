// Promotion moves (sittuyin): a promotion that is a move of its own, not the end of a board move. The man
// turns into one of the rule's types where it stands, or on an empty square the new type could move to from
// there, provided it stands in the rule's zone (or is its side's last man of its type, with
// anywhere_if_last), the side has fewer than max_on_board men of the new type, and (with no_attack) the
// new man attacks no enemy man where it lands, the king included (sittuyin: a promotion may neither give
// check nor threaten a man). The move is MoveKind::PromotionMove, written like a board move with the new
// type's code: d5d5f (in place), d5e6f, as Fairy-Stockfish writes sittuyin's promotions.
#pragma once

#include <string>

#include "interpreter/core/move.hpp"
#include "interpreter/features/compiled_game.hpp"
#include "interpreter/position/position.hpp"

namespace variant {

struct Checks;

struct PromotionMoveRules {
    static void declare_keys();  // its ruleset keys (ruleset/key_table.hpp), defined with the rule
    static constexpr MoveKind kind = MoveKind::PromotionMove;
    static bool active(const Game& g) { return g.promotion_moves.any; }
    static void compile(RuleCompiler& c);
    static void generate(const Position& pos, MoveList& list, bool not_in_check);
    static void make(Position& pos, Move m, Undo& u);
    static void unmake(Position& pos, Move m, const Undo& u);
    static void write(const Position& pos, Move m, std::string& out);
    static bool legal(Position& pos, Move m, const Checks* checks);
};

}  // namespace variant
