// The game ends after passes in a row (`end: {consecutive_passes: N}`; janggi: two, as Fairy-Stockfish 11.1
// plays it): the position after the N-th pass has no moves, so perft counts nothing below it. The passes are
// those made on the position since its FEN (Position::passed), as Fairy-Stockfish counts them.
#pragma once

#include "interpreter/position/position.hpp"

namespace variant {

struct Compiler;

struct PassEnding {
    static bool active(const Game& g) { return g.consecutive_passes > 0; }
    static void compile(Compiler& c);
    static void filter_legal(Position& pos, MoveList& list) {
        for (int back = 0; back < pos.game().consecutive_passes; ++back)
            if (!pos.passed(back)) return;
        list.size = 0;
    }
};

}  // namespace variant
