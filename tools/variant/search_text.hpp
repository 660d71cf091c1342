// What think and play share: a score as text, and the keys of a game's positions before the current one.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "interpreter/position/position.hpp"

namespace variant::cli {

// "cp 35", "mate 3" (the side to move mates in 3 moves), "mate -2" (it is mated in 2).
std::string score_text(int score);

// A game replayed from `fen`: its moves (SAN or coordinates, all legal: start_command checked them) and the
// keys of the positions before each of them (repetition).
struct GameLine {
    std::vector<Move> moves;
    std::vector<std::uint64_t> keys;
};
GameLine replay_game(const std::string& fen, const Game& game, const std::vector<std::string>& moves);

}  // namespace variant::cli
