// Drops: a man from the side's reserve onto an empty square the drop table allows (zones, forbidden zones
// and "not where it could never move" are folded into DropInfo::allowed at compile time), with "no two
// unpromoted men of the type on one file" and "no mate by a drop of this type" (shogi's nifu and
// uchifuzume). The move is MoveKind::Drop with `from` = the reserve and the type dropped; written P@e4 (the
// code in upper case for either side, as Fairy-Stockfish writes drops).
#pragma once

#include <string>

#include "interpreter/attacks/checks.hpp"
#include "interpreter/core/move.hpp"
#include "interpreter/features/compiled_game.hpp"
#include "interpreter/features/royalty.hpp"
#include "interpreter/position/position.hpp"

namespace variant {


struct Drops {
    static void declare_keys();  // its ruleset keys (ruleset/key_table.hpp), defined with the rule
    static constexpr MoveKind kind = MoveKind::Drop;
    static bool active(const Game& g) { return g.drops.any; }
    static void compile(RuleCompiler& c);
    static void generate(const Position& pos, MoveList& list, bool not_in_check);
    // A drop moves no man on the board: it moves a royal only where a royal type may be dropped
    // (Game::own_moves_may_move_royal).
    static bool own_moves_move_royal(const Game& g);
    // The drops' number on a board of at most 128 squares, by sets; -1 where generate's tests are square by
    // square (a royal dropped only where unattacked, a type spread over both square colours).
    static int count_unchecked(const Position& pos);
    static void make(Position& pos, Move m, Undo& u);
    static void unmake(Position& pos, Move m, const Undo& u);
    static void write(const Position& pos, Move m, std::string& out);
    // A drop can never uncover a check; it answers one only by blocking it. Without check information
    // (hoppers may use the dropped man as a screen) the full test decides.
    static bool legal(Position& pos, Move m, const Checks* checks) {
        if (!checks) return Royals::full_test(pos, m);
        // A man dropped on a hopper's line may become its screen.
        return (checks->checkers == 0 || (checks->checkers == 1 && checks->blocks(m.to))) &&
               (!checks->on_hop_line(m.to) || Royals::full_test(pos, m));
    }
    // A drop of a no-mate type that mates is illegal (the legality filter's last step).
    static void filter_legal(Position& pos, MoveList& list);
    // Can the filter strike a move now (does the side hold a man whose drops it weighs, and for a no-mate type,
    // may he be dropped on a square from which he checks the enemy royal, where that royal could not simply take
    // him)? Where it cannot, perft's last ply may count without it (count_legal).
    static bool filters_now(const Position& pos);
    // Why its filter refuses m, a move the check rule allows (move_diagnosis: "e2e4 is refused: ...").
    static std::string refusal(Position& pos, Move m);
};

}  // namespace variant
