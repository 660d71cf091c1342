// The syntax tree of an XBetza string: what was written, before it is laid on a board.
//
// A Piece is a list of move components ("mfW", "cfF", "ifmnD" in the chess pawn). A component has one
// atom (with its range) and one or more legs: XBetza writes the atom once, at the end, and `a` splits the
// lower-case prefix into the legs of a multi-leg move ("caK" = a capturing K step, then another K step).
// Directions are kept as a set of slots (see directions.hpp), not as the letters written, so that two
// spellings of the same set ("vW", "fbW") give the same tree and print the same canonical text.
#pragma once

#include <cstdint>
#include <vector>

namespace betza {

enum class Atom : std::uint8_t {
    W,
    F,
    D,
    N,
    A,
    H,
    C,
    Z,
    G,  // the single leaps
    K,
    R,
    B,
    Q,     // compounds: K = WF, R = W rider, B = F rider, Q = R + B
    U,     // universal leaper: any square of the board
    O,     // castling; the range is how far the king moves
    Leap,  // (x,y): a leaper given by its step
};

// The lower-case prefix of one leg.
struct LegSpec {
    std::uint8_t directions = 0;  // slot set in the atom's direction system; 0 = none written (the default)
    bool move = false;            // m: may stop on an empty square
    bool capture = false;         // c: may stop on an enemy (and capture it)
    bool destroy = false;         // d: may stop on a friend (and capture it)
    bool en_passant = false;      // e: may capture en passant
    bool hop = false;             // p: hop (final leg) / pass over an occupied turning square (earlier leg)
    bool grasshop = false;        // g: land right behind the screen; on an earlier leg: stop on a piece
                                  // (which stays) and toggle the range of the legs after it
    bool toggle = false;          // y (earlier legs only): toggle the range of the legs after it, no screen
    bool own_screen = false;      // t (with p or g on an earlier leg): the piece passed over must be own
    bool lame = false;            // n: the leap may not jump (the squares it passes must be empty)
    bool jump = false;            // j: the leap must jump (the squares it passes must be occupied)
    bool cylinder = false;        // o: the board wraps around between its first and last file
    friend bool operator==(const LegSpec&, const LegSpec&) = default;
};

struct Component {
    std::uint8_t initial = 0;   // 1 (i): only while the piece has not moved; 2 (ii): only one step
                                // forward of a setup square of its type
    std::vector<LegSpec> legs;  // at least one; later legs are relative to the one before
    Atom atom = Atom::W;
    int x = 0, y = 0;      // the step of an Atom::Leap, as written
    bool doubled = false;  // "NN": rider by doubling the atom letter
    int range = -1;        // -1 none written; 0 unlimited; k at most k steps (castling: the king's step)
    friend bool operator==(const Component&, const Component&) = default;
};

struct Piece {
    std::vector<Component> components;
    friend bool operator==(const Piece&, const Piece&) = default;
};

}  // namespace betza
