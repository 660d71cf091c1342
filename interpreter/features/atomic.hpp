// Atomic captures (atomic chess): every capture is an explosion on the destination square. The captured man,
// the capturing man and every man on the eight squares around the destination leave the board, except the
// types the ruleset names immune (pawns in atomic chess), which survive an explosion beside them (a man
// captured or capturing is always removed). Switched on by the ruleset's `atomic:` key, e.g.
// `atomic: {immune: [pawn]}`; castling rights go with an exploded king or partner.
//
// The royals are kings that may not be exploded by their own side's move and may not be left attacked, with
// two exceptions that follow from explosions: a move that explodes the enemy royal is legal whatever it
// leaves attacked (the game is won), and royals standing side by side cannot attack each other (a capture
// would explode both), so neither is then in check. A side whose royal has exploded has lost: no moves.
// Atomic::generate_legal replaces the check filter (movegen/legal.cpp) for such a game.
//
// Called by name where a board move is made (Position::make_board_move, unmake): an explosion changes how a
// capture is made, as promotion and contagion do.
#pragma once

#include "interpreter/features/compiled_game.hpp"
#include "interpreter/position/position.hpp"

namespace variant {


struct Atomic {
    static void declare_keys();  // its ruleset keys (ruleset/key_table.hpp), defined with the rule
    static bool active(const Game& g) { return g.atomic.enabled; }
    static void compile(RuleCompiler& c);
    // State: the length of its man log (Position::man_log(log_at)): the men explosions removed, newest last;
    // the Undo's copy says how many of them are the move's own.
    static constexpr int state_words = 1;
    static const int state_at;  // features/registry.cpp
    static constexpr int man_logs = 1;
    static const int log_at;  // features/registry.cpp
    // After a capture has landed on `to`: removes the men the explosion takes (onto its log) and the castling
    // rights of the squares they stood on.
    static void explode(Position& pos, Square to);
    // Before the capture's own undo: puts them back.
    static void unexplode(Position& pos, const Undo& u);
    // The board move's hooks (make_board_move, movegen/make.cpp).
    static void on_board_move(Position& pos, Move, Undo& u, Square, Square to) {
        if (u.captured) explode(pos, to);
    }
    static void on_board_unmove(Position& pos, Move, const Undo& u) { unexplode(pos, u); }
    // The legal moves of a position of an atomic game with royals (the legality hook, features/feature.hpp).
    static bool replaces_legality(const Game& g) { return g.atomic.enabled && g.royalty != Royalty::None; }
    static void generate_legal(Position& pos, MoveList& list);
    // Is `us`'s royal attacked, as atomic chess counts it (not when the royals touch)?
    static bool in_check(const Position& pos, int us);
};

}  // namespace variant
