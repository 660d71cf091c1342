#include "interpreter/perft/subtrees.hpp"

#include <algorithm>

#include "interpreter/movegen/legal.hpp"

namespace variant {

namespace {

// The lines below the position, as its moves come from the generator. Only the root is not regenerated: a
// Position keeps its men in lists whose order make/unmake may change (a man taken and put back goes to the
// end), so a second generation at the same position can list the same moves in another order. The root
// moves are generated once, and each subtree keeps the index of its first move in that one list.
void collect(Position& pos, int plies, Subtree& line, std::vector<Subtree>& out) {
    if (line.plies == plies) {
        out.push_back(line);
        return;
    }
    MoveList list;
    generate_legal(pos, list);
    for (int i = 0; i < list.size; ++i) {
        line.line[line.plies++] = list.moves[i];
        pos.make(list.moves[i]);
        collect(pos, plies, line, out);
        pos.unmake();
        --line.plies;
    }
}

}  // namespace

std::vector<Subtree> split_tree(const Position& root, int plies, std::vector<Move>& roots) {
    Position pos = root;
    MoveList list;
    generate_legal(pos, list);
    roots.assign(list.begin(), list.end());
    std::vector<Subtree> out;
    Subtree line;
    const int depth = std::clamp(plies, 1, MaxSplitPlies);
    for (std::size_t r = 0; r < roots.size(); ++r) {
        line.root = int(r);
        line.plies = 1;
        line.line[0] = roots[r];
        pos.make(roots[r]);
        collect(pos, depth, line, out);
        pos.unmake();
    }
    return out;
}

std::vector<Subtree> split_for(const Position& pos, int depth, std::size_t wanted, std::vector<Move>& roots) {
    const int deepest = std::clamp(depth - 1, 1, MaxSplitPlies);
    std::vector<Subtree> subtrees = split_tree(pos, 1, roots);
    for (int plies = 2; plies <= deepest && subtrees.size() < wanted && !subtrees.empty(); ++plies)
        subtrees = split_tree(pos, plies, roots);
    return subtrees;
}

void make_line(Position& pos, const Subtree& s) {
    for (int i = 0; i < s.plies; ++i) pos.make(s.line[i]);
}

void unmake_line(Position& pos, const Subtree& s) {
    for (int i = 0; i < s.plies; ++i) pos.unmake();
}

}  // namespace variant
