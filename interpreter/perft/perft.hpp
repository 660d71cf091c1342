// Perft: the number of leaf nodes of the legal move tree, with divide and threads.
#pragma once

#include <atomic>
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
    bool counted = false;  // false for a root move a stop left unfinished (its `nodes` then means nothing)
};

// What a long divide reports while it runs, and how it is stopped. Both callbacks run under one lock.
struct DivideWatch {
    // Each root move, in generation order, as soon as it and every move before it are counted: a run
    // that is interrupted has reported all it finished, and the order does not depend on the threads.
    std::function<void(const DivideEntry&)> counted;
    // After each root move: (root moves done, root moves in all, nodes of those done).
    std::function<void(int, int, std::uint64_t)> progress;
    // Set from anywhere (a signal handler): the workers give up within a few thousand nodes.
    const std::atomic<bool>* stop = nullptr;
};

// Perft per root move, in generation order. The root moves are shared among `threads` workers, each on
// its own copy of the position (the Game is shared read-only).
std::vector<DivideEntry> divide(const Position& pos, int depth, int threads, const DivideWatch& watch = {});

}  // namespace variant
