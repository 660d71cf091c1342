// Captures of unprotected men only (tai shogi's emperor): a man of a type marked
// `captures_unprotected_only` may not take a man that its owner could take back. Generation asks, for such
// a man's captures only; Game::any_unprotected_only switches the rule on.
//
// The test is made on the board after the capture (the capturer has left its square, so the lines
// through it are open), and asks whether the owner could recapture even if the captured man was his last
// royal:
//   (a) some man of his that is not itself such a capturer reaches the square: protected;
//   (b) otherwise, if he has such a capturer (his own emperor) that reaches the square, it could retake
//       only an unprotected man: protected unless the square is covered by one of our men that is not
//       such a capturer.
// A hopper's or a lame leaper's path through the square the capturer left still sees it standing there
// (tai has neither).
#pragma once

#include "interpreter/features/compiled_game.hpp"
#include "interpreter/position/position.hpp"

namespace variant {

struct UnprotectedCapture {
    static bool forbids(const Game& g, const Position& pos, int type, Square from, Square to) {
        return g.types[type].captures_unprotected_only && is_protected(pos, from, to);
    }

private:
    static bool is_protected(const Position& pos, Square from, Square to);
};

}  // namespace variant
