// Direction modifiers (f b l r v s h): which of an atom's moves a prefix selects, and back to letters.
//
// XBetza gives the same letters different meanings depending on the atom's symmetry, so every leg is read
// in one of four direction systems. Each system numbers its moves with 8 slots, clockwise from forward:
//
//   King     (K, Q, and every leg after an `a`): slot 0 forward, 1 forward-right, 2 right, ... 7 forward-left.
//            A single letter is one direction (f = straight forward), a doubled letter too (ff = f); two
//            perpendicular letters meet in a diagonal (fr) or, with v/s, a pair (fs = fl + fr, lv = fl + bl).
//            In a later leg the slots are relative to the previous leg: f = straight on, b = straight back.
//   Orthogonal (W D H R, (n,0), O): only the even slots; every letter adds its moves (fr = f + r).
//   Diagonal (F A G B, (n,n)): only the odd slots; a single letter is a pair (f = fl + fr), two
//            perpendicular letters one diagonal (fr).
//   Oblique  (N C Z, (x,y)): 8 moves, slot 0 = (p,q), 1 = (q,p), 2 = (q,-p) ... with p < q. A single letter
//            is the narrow pair (f = ff = the two most-forward moves); XY is "the X half, narrow Y" (fs = the
//            two wide forward moves, fr = (q,p), rf = (p,q)); Xh is a whole half (fh = the 4 forward moves);
//            hr / hl are the two chiral sets of four.
// This follows XBoard's move generator (moves.c); see the notes in parser.cpp for readings we chose.
//
// Repetition: a doubled letter means something only where XBoard gives it a meaning: in the King system it
// stands alone ("ffsK" = fK + sK, where "fsK" is the two forward diagonals) and on oblique atoms it is the
// narrow pair ("ffrrN" = ffN + rrN, where "frN" is one move). Anything that selects again exactly what an
// earlier letter (or pair) of the same leg selected is an error: "ffW", "fffN", "fbfW", "fsfsK".
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "betza/ast.hpp"
#include "betza/legs.hpp"

namespace betza {

enum class DirSystem : std::uint8_t { King, Orthogonal, Diagonal, Oblique, None };

// The system a leg is read in: later legs always use King (relative) directions.
DirSystem direction_system(const Component& c, std::size_t leg);

// Every slot that exists in the system (0xFF, 0x55 even slots, 0xAA odd slots; 0 for None).
std::uint8_t all_slots(DirSystem system);

// A direction letter as written, with its column in the Betza string.
struct DirLetter {
    char letter;
    std::size_t column;
};

// A mistake found while reading direction letters: where, how long, and what.
struct DirProblem {
    std::size_t column = 0;
    std::size_t length = 0;
    std::string message;  // empty when there is no problem
};

// Reads the direction letters of one leg (letters whose columns are adjacent combine, as in "fr").
// Returns the slot set, normalised so that "every direction" is 0 (the default), or reports a problem
// (a misplaced 'h', a repetition).
std::uint8_t read_directions(DirSystem system, const std::vector<DirLetter>& letters, DirProblem& problem);

// Canonical letters for a slot set: the shortest text read_directions reads back to it ("" for 0).
std::string direction_letters(DirSystem system, std::uint8_t slots);

// The step of a slot. `length` is the atom's size for King/Orthogonal/Diagonal; for Oblique, p < q.
Offset slot_step(DirSystem system, int slot, int length, int p = 0, int q = 0);

// The compass slot (King system) a step points to; an oblique step points along its longer side.
int compass_slot(Offset step);

// The step of compass slot k scaled to `length` (orthogonal for even k, diagonal for odd k).
Offset compass_step(int slot, int length);

}  // namespace betza
