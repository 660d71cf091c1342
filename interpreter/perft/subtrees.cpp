#include "interpreter/perft/subtrees.hpp"

#include <algorithm>

#include "interpreter/movegen/movegen.hpp"

namespace variant {

namespace {

void collect(Position& pos, int plies, Subtree& line, std::vector<Subtree>& out) {
    if (line.plies == plies) {
        out.push_back(line);
        return;
    }
    MoveList list;
    generate_legal(pos, list);
    for (int i = 0; i < list.size; ++i) {
        if (line.plies == 0) line.root = i;
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
    collect(pos, std::clamp(plies, 1, MaxSplitPlies), line, out);
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
