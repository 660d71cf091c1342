// The check information of the legality filter (attacks/checks.hpp), found without making moves: the enemy
// riders and lame leapers that check the side to move's royal or pin a man to it, and the lines of enemy
// hoppers, whose screens a move may make or unmake.
#pragma once

#include "interpreter/attacks/checks.hpp"
#include "interpreter/position/position.hpp"

namespace variant {

// The riders' and the leap lookup's checkers of `us`'s royal (ci.royal) and the men pinned to it.
void compute_checks(const Position& pos, int us, Checks& ci);
// The enemy hoppers on the royal's lines: one with exactly one man between gives check (hopper_check);
// one with none or two between is a move away from it, so those squares are marked.
void compute_hop_lines(const Position& pos, int us, Checks& ci);
// The hops of the leap lookup aimed at the royal, as the hop lines: a hop that checks sets hopper_check (the
// filter then makes every move), and the screen square of one that does not is marked, since a man
// arriving there may make it check. Clears the hop lines first if `fresh`.
void leap_hop_lines(const Position& pos, int us, Checks& ci, bool fresh);

}  // namespace variant
