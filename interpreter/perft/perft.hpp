// Perft: the number of leaf nodes of the legal move tree, with divide and threads.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "interpreter/position/position.hpp"

namespace variant {

// Counts at the last ply without making the moves (bulk counting).
std::uint64_t perft(Position& pos, int depth);

struct DivideEntry {
    std::string move;
    std::uint64_t nodes = 0;
};

// Perft per root move, in generation order. The root moves are shared among `threads` workers, each on
// its own copy of the position (the Game is shared read-only). `progress`, if set, is called after each
// root move with (done, total).
std::vector<DivideEntry> divide(const Position& pos, int depth, int threads,
                                const std::function<void(int, int)>& progress = {});

}  // namespace variant
