// The attack test: which men could capture on a square, read from the position and the Game's compiled
// tables. A board query below the rules: the rules (castling through attacked squares, a drop's mate, the
// royal rule's check) and the legality filter above them all ask it here.
#pragma once

#include <cstddef>

#include "interpreter/position/position.hpp"

namespace variant {

// Whether a man of colour `by` could capture on s.
bool attacked(const Position& pos, Square s, int by);
// The same, with `vacated` seen as empty and leaving out the men that capture unprotected men only
// (features/unprotected_capture: the tai emperor's protection test), hoppers and lame leapers too.
bool attacked_by_others(const Position& pos, Square s, int by, Square vacated);
// Whether, once `by`'s man on `from` has gone to `to` (not s) as `lands`, the first man met along line `line`
// of attack_dirs[by] from s attacks it (GameTables::attack_lines; only where they exist; both squares of the
// first 128): a part of attacked() for a caller that knows the other lines are unchanged, asked without making
// the move.
bool attacked_along_after(const Position& pos, Square s, int by, std::size_t line, Square from, Square to, Man lands);
// Whether the man p standing on `from` could capture on `target`, whoever's man stands there (walks its
// tables); its multi-leg paths see `vacated` as empty.
bool man_attacks(const Position& pos, Man p, Square from, Square target, Square vacated = NoSquare);

}  // namespace variant
