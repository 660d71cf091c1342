// What think and play share: a score as text, and the keys of a game's positions before the current one.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "interpreter/position/position.hpp"

namespace variant::cli {

// "cp 35", "mate 3" (the side to move mates in 3 moves), "mate -2" (it is mated in 2).
std::string score_text(int score);

// The keys of the positions from `fen` up to, not including, the one after the last of `moves` (all legal).
std::vector<std::uint64_t> game_keys(const std::string& fen, const Game& game, const std::vector<std::string>& moves);

}  // namespace variant::cli
