// The move tree cut at a fixed number of plies into subtrees: the units of work threads take from a shared
// queue, MPI ranks share out, and `variant perft --split` prints for job arrays. Each subtree is the line of
// moves from the root to its top; perft of the whole tree at depth d is the sum over the subtrees of perft
// (d - plies) at their tops (a line that ends early, in mate or stalemate, has no subtree: it counts 0).
#pragma once

#include <cstddef>
#include <vector>

#include "interpreter/core/move.hpp"
#include "interpreter/position/position.hpp"

namespace variant {

constexpr int MaxSplitPlies = 8;

struct Subtree {
    int root = 0;  // index of its first move among the root moves
    int plies = 0;
    Move line[MaxSplitPlies] = {};
};

// The subtrees `plies` plies below the position, in generation order (those of one root move together).
// `roots` gets the root moves.
std::vector<Subtree> split_tree(const Position& pos, int plies, std::vector<Move>& roots);

// The plies to split a depth-`depth` perft at so that there are at least `wanted` subtrees (fewer if the tree
// is too shallow or narrow): the smallest such cut, at most depth - 1 and MaxSplitPlies. It is decided from
// the branching seen, so it is the same on every machine and for every run of the same arguments.
std::vector<Subtree> split_for(const Position& pos, int depth, std::size_t wanted, std::vector<Move>& roots);

// Makes the subtree's line on `pos` (unmake_line takes it back).
void make_line(Position& pos, const Subtree& s);
void unmake_line(Position& pos, const Subtree& s);

}  // namespace variant
