// A game's result: the position with its history (the moves made on it since its FEN, Position::history)
// is finished or not, and if finished, who won and why. What a search, the engine protocols and a referee
// ask after every move.
//
// The end rules are asked in this order, the first that applies deciding:
//   1. the rules that end the game at once (features/ending.hpp: extinction, bare king, goal, n-check, two
//      passes, bikjang), in the feature registry's order;
//   2. no legal move: checkmate if the side to move is in check (or has lost its last royal), else
//      stalemate, scored by end.checkmate and end.stalemate;
//   3. the move limit (features/move_limit), then repetition (features/repetition), then the counting
//      rules (features/counting), then insufficient material (features/material).
#pragma once

#include <string>

#include "interpreter/features/ending.hpp"
#include "interpreter/position/position.hpp"

namespace variant {

struct GameResult {
    enum class Score { Ongoing, FirstWins, SecondWins, Draw };
    Score score = Score::Ongoing;
    std::string reason;  // "checkmate", "threefold repetition", "extinction: White has no king"; "" while on
    bool over() const { return score != Score::Ongoing; }
    // PGN's result tag: "1-0", "0-1", "1/2-1/2", "*".
    std::string tag() const;
    // One line for a script and a person: "1-0 checkmate", "* White to move" (`side`: the side to move).
    std::string line(int side) const;
};

// The result of the position, with its history. `pos` is the same afterwards (repetition's perpetual-check
// test unmakes and remakes the moves of the cycle).
GameResult game_result(Position& pos);

// The same, from an Ending (for the side to move `side`).
GameResult to_result(const Ending& e, int side);

}  // namespace variant
