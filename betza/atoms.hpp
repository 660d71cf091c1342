// What an atom is, geometrically: its letter, its step, whether it rides.
#pragma once

#include "betza/ast.hpp"

namespace betza {

// The letter of an atom as written ('?' for Atom::Leap, which is written "(x,y)").
char atom_letter(Atom atom);

// The atom's step as (p, q) with 0 <= p <= q: W = (0,1), F = (1,1), N = (1,2), C = (1,3), Z = (2,3) ...
// K, R, B and Q step one square (p is then meaningless: they have both kinds of step).
void atom_pq(const Component& c, int& p, int& q);

// How far one step of the atom reaches along its line: 1 for W F K R B Q, 2 for D A, 3 for H G, q for (x,y).
int atom_length(const Component& c);

// How many times the step may repeat: 1 for a leaper, 0 for unlimited, k for a range of k.
int max_steps(const Component& c);

// True for the single leaps written as one letter: W F D N A H C Z G (which can be doubled into riders).
bool is_leap_letter(Atom atom);

// True when the move can take more than one step (a slider or rider).
bool rides(const Component& c);

// True when one step passes over squares (so n and j mean something): D, N, A ... but not W, F, K, R.
bool passes_squares(const Component& c);

}  // namespace betza
