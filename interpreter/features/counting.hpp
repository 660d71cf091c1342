// Counting (end.counting): the counting rules of makruk and its family, as Fairy-Stockfish 11.1 counts them
// (its countingRule makruk and asean). Two counts, in plies, with the game drawn (end.counting.result) when
// the count reaches its limit and the side to move still has a move (a mate on the last count stands):
// - no count while a pawn (end.pawns) is on the board;
// - board's honour: once none is left, the count starts at 0 with a limit of board_honour moves (makruk:
//   64; ASEAN and sittuyin have none);
// - pieces' honour: once the side to move has its king alone (and again after each capture while it is),
//   the limit is the first row of pieces_honour whose men the other side has, and the count starts at the
//   number of men left on the board (count_from_men: makruk) or at 0 (ASEAN).
// Checked after every move, as Fairy-Stockfish does in do_move. State: its two words, the limit and the
// count (limit(), count()), outside the hash like the halfmove clock (a repetition during a count is a repetition).
// FEN as Fairy-Stockfish writes it: while a count runs its limit stands in place of the e.p. square and its
// count in place of the halfmove clock ("4k3/8/8/8/8/3R4/4K3/8 b - 32 6 1": 16 moves, 3 counted).
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "interpreter/features/compiled_game.hpp"
#include "interpreter/features/ending.hpp"
#include "interpreter/position/position.hpp"

namespace variant {


struct Counting {
    static void declare_keys();  // its ruleset keys (ruleset/key_table.hpp), defined with the rule
    // State: the limit and the count, both in plies (a limit of 0: no count runs). Like the halfmove clock,
    // not part of the hash (a position repeated while the count runs is repeated).
    static constexpr int state_words = 2;
    static const int state_at;  // features/registry.cpp
    static int limit(const Position& pos) { return pos.state(state_at); }
    static int count(const Position& pos) { return pos.state(state_at + 1); }
    static void set(Position& pos, int limit, int ply) {
        pos.set_state(state_at, limit);
        pos.set_state(state_at + 1, ply);
    }
    static bool active(const Game& g) { return g.counting.enabled; }
    static void compile(RuleCompiler& c);
    // After the board change (the mover still to move): the count goes on, starts or starts again.
    static void on_make(Position& pos, Move m, const Undo& u);
    // The count at its limit: the game's end, asked once the side to move is known to have a move.
    static std::optional<Ending> limit_reached(const Position& pos);
    // The FEN's e.p. field: returns false if `field` is not a counting limit (then it is the e.p. square).
    static constexpr FenSlot fen_slot = FenSlot::EpSquare;
    static bool read_fen(Position& pos, std::string_view field, std::size_t at) { return read_limit(pos, field, at); }
    static bool writes_fen(const Position& pos) { return counting(pos); }
    static void write_fen(const Position& pos, std::string& out) { out += std::to_string(limit(pos)); }
    static bool read_limit(Position& pos, std::string_view field, std::size_t at);
    // The halfmove clock field while a count runs: the count. Checks the position can be counting at all.
    static bool replaces_clock(const Position& pos) { return counting(pos); }
    static void read_clock(Position& pos, std::size_t at) { read_count(pos, at); }
    static int clock(const Position& pos) { return count(pos); }
    static void read_count(Position& pos, std::size_t at);
    // The e.p. field and the clock field as the position has them.
    static bool counting(const Position& pos) { return active(pos.game()) && limit(pos) > 0; }
};

}  // namespace variant
