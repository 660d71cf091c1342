// Royalty and check: which royal rule the game plays (Game::royalty: one royal with check, check only for
// the last of several royals, capture the last royal, or no royals at all) and the legality filter it
// implies, generate_legal (declared in movegen/movegen.hpp, defined in royalty.cpp). The features that own
// a move kind decide their own moves' legality through `legal(pos, m, checks)`, with what the filter
// knows of the checks below.
#pragma once

#include <algorithm>
#include <cstdint>

#include "interpreter/position/position.hpp"

namespace variant {

struct Compiler;

// The side to move's royal, the men checking it and the men pinned to it, when the filter can know them
// without making moves (one royal, no complex attackers).
struct Checks {
    Square royal = NoSquare;
    int checkers = 0;  // men, not lines: a man checking along two lines is one checker
    Square checker = NoSquare;
    // With one checker: its square and the squares between (those of every line it checks along). Each step
    // moves at least one file or rank, and a wrapping walk stops before it comes back to the royal's file,
    // so the checker is at most MaxBoardSide - 1 steps away: the walk can never overflow this.
    Square block[MaxBoardSide];
    int block_count = 0;
    // Pinned men. Each attack direction pins at most one man, and a man pinned twice is recorded once, so
    // there are never more entries than squares: no cap, no fallback. Left uninitialised (cheap per node).
    Square pinned_men[MaxBoardSide * MaxBoardSide];
    int pin_count = 0;
    // The squares between the royal and an enemy hopper on one of its lines, the hopper's included, where a
    // man arriving or leaving may make or unmake the hopper's screen; and whether a hopper gives check.
    // A bit per square, set (and cleared first) only when the enemy has hoppers.
    static constexpr int HopWords = (MaxBoardSide * MaxBoardSide + 63) / 64;
    std::uint64_t hop_line[HopWords];
    bool any_hop_line = false;
    bool hopper_check = false;
    bool blocks(Square s) const { return std::find(block, block + block_count, s) != block + block_count; }
    bool on_hop_line(Square s) const { return any_hop_line && (hop_line[s >> 6] >> (s & 63) & 1); }
    bool pinned(Square s) const { return std::find(pinned_men, pinned_men + pin_count, s) != pinned_men + pin_count; }
};

struct Royals {
    // The royal rule (and `pass`, a rule of what a turn may be).
    static void compile(Compiler& c);
    // Make, test, unmake: does the move leave no royal of the mover attacked?
    static bool full_test(Position& pos, Move m);
    // A plain or promoting board move, by the check information where it suffices, else made and tested;
    // `reserve_sensitive`: the game's reserves change what attacks (Game::reserves_change_attacks).
    static bool plain_move_legal(Position& pos, Move m, const Checks& ci, bool reserve_sensitive);
    // The legal moves as if the game had not ended (generate_legal, without asking the endings first).
    static void legal_moves(Position& pos, MoveList& list);
    // Does the check rule bind the side to move (its royalty, and how many royals it has left)?
    static bool check_rule(const Position& pos);
    // Does the check rule allow m, a pseudo-legal move (the rules beyond check not asked; move_diagnosis)?
    static bool allows(Position& pos, Move m);
};

}  // namespace variant
