#include "interpreter/features/safe_passage.hpp"

#include <algorithm>
#include <cstdlib>

#include "interpreter/attacks/attacks.hpp"
#include "interpreter/game/compiler.hpp"
#include "interpreter/ruleset/key_table.hpp"

namespace variant {

void SafePassage::compile(RuleCompiler& c) {
    for (std::size_t t = 0; t < c.rs.pieces.size(); ++t) {
        const bool flag = c.rs.pieces[t].cannot_pass_attacked;
        c.g.types[t].cannot_pass_attacked = flag;
        c.g.any_cannot_pass_attacked = c.g.any_cannot_pass_attacked || flag;
    }
}

namespace {

// Does the board move m cross, on its line, a square the enemy attacks? (A move off a line crosses none.)
bool crosses_attacked(const Position& pos, Move m) {
    const Geometry& geo = pos.game().geo;
    const int dx = geo.file_of(m.to) - geo.file_of(m.from), dy = geo.rank_of(m.to) - geo.rank_of(m.from);
    const int n = std::max(std::abs(dx), std::abs(dy));
    if (n < 2 || (dx != 0 && dy != 0 && std::abs(dx) != std::abs(dy))) return false;
    for (int k = 1; k < n; ++k)
        if (attacked(pos, geo.square(geo.file_of(m.from) + dx / n * k, geo.rank_of(m.from) + dy / n * k),
                     pos.side() ^ 1))
            return true;
    return false;
}

}  // namespace

void SafePassage::filter_legal(Position& pos, MoveList& list) {
    const Game& g = pos.game();
    int n = 0;
    for (int i = 0; i < list.size; ++i) {
        const Move m = list.moves[i];
        const bool board_move = m.kind() == MoveKind::Normal || m.kind() == MoveKind::Promotion;
        if (!board_move || !g.types[type_of(pos.at(m.from))].cannot_pass_attacked || !crosses_attacked(pos, m))
            list.moves[n++] = m;
    }
    list.size = n;
}

void SafePassage::declare_keys() {
    add_keys<PieceType>("piece", {field("cannot_pass_attacked", &PieceType::cannot_pass_attacked)});
}

}  // namespace variant
