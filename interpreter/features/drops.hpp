// Drops: a man from the side's reserve onto an empty square the drop table allows (zones, forbidden zones
// and "not where it could never move" are folded into DropInfo::allowed at compile time), with "no two
// unpromoted men of the type on one file" and "no mate by a drop of this type" (shogi's nifu and
// uchifuzume). The move is MoveKind::Drop with `from` = the reserve and the type dropped; written P@e4 (the
// code in upper case for either side, as Fairy-Stockfish writes drops).
#pragma once

#include <string>

#include "interpreter/core/move.hpp"
#include "interpreter/position/position.hpp"

namespace variant {

struct Compiler;

struct Drops {
    static void compile(Compiler& c);
    static void generate(const Position& pos, MoveList& list);
    static void make(Position& pos, Move m, int us);
    static void unmake(Position& pos, Move m, int us);
    // Legality: a drop can never uncover a check; it answers one only by blocking it.
    static bool answers_check(int checkers, bool blocks) { return checkers == 0 || (checkers == 1 && blocks); }
    // Legality: a drop of a no-mate type that mates is illegal (generate_legal's last filter).
    static void remove_mating_drops(Position& pos, MoveList& list);
    static void write(const Game& g, Move m, std::string& out);
};

}  // namespace variant
