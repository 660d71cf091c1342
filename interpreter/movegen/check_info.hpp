// The check information of a position (attacks/checks.hpp) and the check rule's filter by it: found and applied
// by movegen/legal.cpp, where the filter inlines them, and shared with perft's last-ply count
// (movegen/leaf_count.cpp), which counts the moves they clear without writing them.
#pragma once

#include "interpreter/attacks/checks.hpp"
#include "interpreter/core/move.hpp"
#include "interpreter/position/position.hpp"

namespace variant {

// The checkers of the side us's royal (ci.royal), the squares that block them and the men pinned to him.
void compute_checks(const Position& pos, int us, Checks& ci);
// The enemy hoppers on the royal's lines: a check by one, and the squares where a man arriving or leaving
// makes or unmakes a screen (Checks::hop_line).
void compute_hop_lines(const Position& pos, int us, Checks& ci);
// The same for the leap lookup's screened leaps; `fresh`: compute_hop_lines has not run.
void leap_hop_lines(const Position& pos, int us, Checks& ci, bool fresh);
// Must the royal of the side to move be lifted off his square when the squares he may go to are tested?
// In check; or where an enemy attacks otherwise than along lines (GameTables::attacks_by_named_lines: a hopper, a
// lame or screened leaper, a wrapping or complex attacker). Otherwise no: an enemy whose line to such a square
// passes through the royal's would reach the royal first and give check. Not lifting him took 1.3% of gardner's
// perft 6 instructions, 1.2% of chess's perft 5, 2.9% of makruk's (3 December 2026).
inline bool royal_lift_needed(const Position& pos, bool in_check) {
    return in_check || !pos.tables().attacks_by_named_lines[pos.side() ^ 1];
}
// Keeps the moves of `list` that are legal by the check information (made and tested where that does not
// suffice). `reserve_sensitive` is Game::reserves_change_attacks, read once: the loop makes moves.
void keep_legal_by_checks(Position& pos, MoveList& list, const Checks& ci, bool reserve_sensitive);

}  // namespace variant
