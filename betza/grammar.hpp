// The XBetza grammar (PEGTL), written to read like the notation's definition:
//
//   piece      = component+
//   component  = prefix atom [range]          e.g. "ifmnD", "caK", "fR", "NN", "W3", "(1,4)"
//   prefix     = { modifier | 'a' }            'a' ends one leg's modifiers and starts the next leg's
//   modifier   = direction | modality
//   direction  = f b l r v s h
//   modality   = m c d e p g n j i o y t
//   atom       = W F D N A H C Z G (each may be doubled: NN = nightrider) | K R B Q | U | O | '(' x ',' y ')'
//   range      = digit [digit]                 0 = unlimited
//
// Only the shape is checked here; what the letters may mean together is checked in parser.cpp, where each
// mistake gets its own message and column. A component never fails silently: once it has started, the atom
// is required (must<>), so every unknown or misplaced letter reaches the error reporter.
#pragma once

#include <tao/pegtl.hpp>

namespace betza::grammar {

namespace pegtl = tao::pegtl;

struct direction : pegtl::one<'f', 'b', 'l', 'r', 'v', 's', 'h'> {};
struct modality : pegtl::one<'m', 'c', 'd', 'e', 'p', 'g', 'n', 'j', 'i', 'o', 'y', 't'> {};
struct next_leg : pegtl::one<'a'> {};
struct prefix : pegtl::star<pegtl::sor<direction, modality, next_leg>> {};

// A single leap, optionally doubled into a rider ("NN").
template <char Letter> struct doubling : pegtl::one<Letter> {};
template <char Letter> struct leap_atom : pegtl::seq<pegtl::one<Letter>, pegtl::opt<doubling<Letter>>> {};

struct compound_atom : pegtl::one<'K', 'R', 'B', 'Q'> {};
struct universal_atom : pegtl::one<'U'> {};
struct castling_atom : pegtl::one<'O'> {};

// "(x,y)": a leaper given by its step.
struct leap_x : pegtl::plus<pegtl::digit> {};
struct leap_y : pegtl::plus<pegtl::digit> {};
struct leap_comma : pegtl::one<','> {};
struct leap_close : pegtl::one<')'> {};
struct step_atom : pegtl::if_must<pegtl::one<'('>, leap_x, leap_comma, leap_y, leap_close> {};

struct atom : pegtl::sor<leap_atom<'W'>, leap_atom<'F'>, leap_atom<'D'>, leap_atom<'N'>, leap_atom<'A'>, leap_atom<'H'>,
                         leap_atom<'C'>, leap_atom<'Z'>, leap_atom<'G'>, compound_atom, universal_atom, castling_atom,
                         step_atom> {};

struct range : pegtl::seq<pegtl::digit, pegtl::opt<pegtl::digit>> {};

struct component : pegtl::seq<pegtl::not_at<pegtl::eof>, prefix, pegtl::must<atom>, pegtl::opt<range>> {};

struct piece : pegtl::seq<pegtl::plus<component>, pegtl::eof> {};

}  // namespace betza::grammar
