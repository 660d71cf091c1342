// Move legs: what a Betza move means once it is laid on a board with an orientation.
//
// This is the contract between the notation library and the engine. The engine never sees Betza text:
// it compiles these legs into per-square tables once, at load time. Everything here is absolute (board
// coordinates, +y towards the second player's side) after orientation has been applied, so a later leg's
// direction, which Betza writes relative to the leg before it, has already been resolved into a vector.
#pragma once

#include <cstdint>
#include <vector>

namespace betza {

struct Offset {
    int dx = 0;  // files to the right, seen from the first player
    int dy = 0;  // ranks towards the second player
    friend bool operator==(const Offset&, const Offset&) = default;
};

// What the square where a leg stops may hold. For the last leg that is the destination; for an earlier
// leg it is the square where the move turns (an enemy there is captured "locust" style, a friend with
// `Friend` is captured too, and with `HopOver` the piece there is only jumped and stays).
enum Occupant : std::uint8_t {
    Empty = 1,    // m
    Enemy = 2,    // c
    Friend = 4,   // d
    HopOver = 8,  // p / g on a non-final leg: the turning square must hold a piece, which stays
    HopOwn = 16,  // tp / tg on a non-final leg: the turning square must hold an own piece, which stays
};

// How a leg of more than one step treats the pieces on its way.
enum class Path : std::uint8_t {
    Slide,     // every square before the stop must be empty (the ordinary rider)
    Hop,       // p: exactly one occupied square (the screen) on the way; stop anywhere beyond it
    Grasshop,  // g: exactly one screen on the way; stop on the square right after it
};

struct Leg {
    Offset step;        // one step of the leg
    int max_steps = 1;  // 1 for a leaper; k for a range-limited rider; 0 for an unlimited rider
    Path path = Path::Slide;
    std::uint8_t stop = Empty | Enemy;     // Occupant bits allowed at the stop square
    std::vector<Offset> must_be_empty;     // lame leaps (n): squares, relative to the leg's start
    std::vector<Offset> must_be_occupied;  // jumping leaps (j): squares that must hold a piece
                                           // (for a rider: relative to the start of each step)
    bool en_passant = false;               // e: may capture en passant on this leg's stop square (a leg written with
                                           // only 'e' has stop 0: it moves only as an en-passant capture)
    bool cylinder = false;                 // o: the board wraps around from the a-file to the last file
    bool skip_first = false;               // j on a slider (jR): the first square of the path is jumped over,
                                           // whatever it holds; the leg stops only beyond it
    friend bool operator==(const Leg&, const Leg&) = default;
};

// The most legs a move has (three 'a's): every leg multiplies the paths by up to 8, and no known piece
// needs more. The parser refuses a longer chain.
constexpr int MaxLegs = 4;

// One way of moving: a chain of legs. A simple move has one leg.
struct MovePath {
    std::vector<Leg> legs;
    bool initial_only = false;                    // i: only while the piece has not moved
    bool one_step_in = false;                     // ii: only from the square one step forward of a square
                                                  // where the setup has a man of this type (XBoard's reading)
    bool universal = false;                       // U: leaps to any square of the board (legs is empty)
    bool castling = false;                        // O: castling with the given range (legs holds the king's step)
    std::uint8_t universal_stop = Empty | Enemy;  // U: what the target square may hold (m, c, d)
    friend bool operator==(const MovePath&, const MovePath&) = default;
};

// Whose move it is. The second player's moves are the first player's turned 180 degrees: his forward,
// left and right are his own, as XBoard and Fairy-Stockfish read them (the board symmetry of a ruleset
// governs its setup and zones, not the meaning of the direction letters).
enum class Player : std::uint8_t { First, Second };

}  // namespace betza
