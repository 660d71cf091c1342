// Perft: the number of leaf nodes of the legal move tree, with divide and threads.
#pragma once

#include <atomic>
#include <cstddef>
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

struct PerftOptions {
    int threads = 1;
    std::size_t hash_mb = 0;  // the perft hash's size (perft_hash.hpp); 0: none
    // A run shared among processes (MPI ranks): this one counts the subtrees i with i % parts == part, and
    // its entries hold the counts of its share (the sum over the parts is the whole).
    int part = 0, parts = 1;
    // The last ply's moves written one by one, as a search has them, instead of counted in bulk: the same
    // count, slower; a measure of move generation (tools/bench).
    bool write_leaves = false;
};

// Perft per root move, in generation order. The tree is cut into subtrees a few plies down (subtrees.hpp;
// at the root moves when one thread counts alone), which the workers, each on its own copy of the position
// (the Game is shared read-only), take one by one from a shared queue: every thread stays busy to the end.
std::vector<DivideEntry> divide(const Position& pos, int depth, const PerftOptions& options,
                                const DivideWatch& watch = {});
inline std::vector<DivideEntry> divide(const Position& pos, int depth, int threads, const DivideWatch& watch = {}) {
    return divide(pos, depth, PerftOptions{threads}, watch);
}

}  // namespace variant
