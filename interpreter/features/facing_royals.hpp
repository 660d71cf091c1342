// Royals facing each other (`facing_royals`): the two sides' royals on one file or rank with nothing between.
// - forbidden (xiangqi's flying general): no move may leave them facing. A move that would is refused
//   whoever's line it opens, since the line runs both ways.
// - forbidden-all-lines (Caissa Britannia's royal queens): the same, on a diagonal too.
// - bikjang (janggi, as Fairy-Stockfish 11.1 plays it): facing is allowed, but the side to move while
//   they face may not leave them facing (it breaks the line, or passes); a pass that leaves them facing
//   ends the game (the facing lasted a whole turn: a draw, or Fairy-Stockfish's material count), so the
//   position after it has no moves.
// A legality rule over the legal moves (filter_legal), with no state of its own: whether they face is read
// from the board, and whether the last move was a pass from the position's pass state (features/
// pass_after_pass keeps it, in the hash and the FEN, for bikjang too).
#pragma once

#include <optional>
#include <string>

#include "interpreter/features/compiled_game.hpp"
#include "interpreter/features/ending.hpp"
#include "interpreter/position/position.hpp"

namespace variant {


struct FacingRoyals {
    static void declare_keys();  // its ruleset keys (ruleset/key_table.hpp), defined with the rule
    static bool active(const Game& g) { return g.facing_royals.rule != FacingRule::Allowed; }
    static void compile(RuleCompiler& c);
    static void filter_legal(Position& pos, MoveList& list);
    // May filter_legal refuse a move here (perft's last ply counts without it where not)?
    static bool filters_now(const Position& pos);
    // Bikjang that outlasted a pass, scored by end.bikjang (for the side to move, or by points).
    static std::optional<Ending> ending(Position& pos);
    // Why its filter refuses m, a move the check rule allows (move_diagnosis: "e2e4 is refused: ...").
    static std::string refusal(Position&, Move) {
        return "the royals may not be left facing each other on an open line";
    }
    // Bikjang: while the royals face each other, a pass is always legal (Fairy-Stockfish 11.1), even in check.
    static bool bikjang_pass(const Position& pos) {
        const int us = pos.side();
        return pos.game().facing_royals.rule == FacingRule::Bikjang && pos.royal_count(us) == 1 &&
               pos.royal_count(us ^ 1) == 1 && facing(pos, pos.royal_square(us), pos.royal_square(us ^ 1));
    }
    // Do the royals on a and b face each other, with `vacated` seen empty and `filled` seen occupied?
    static bool facing(const Position& pos, Square a, Square b, Square vacated = NoSquare, Square filled = NoSquare);
};

}  // namespace variant
