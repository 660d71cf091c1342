#include "interpreter/features/extinction.hpp"

#include "interpreter/game/compiler.hpp"

namespace variant {

void Extinction::compile(Compiler& c) {
    const ExtinctionRule& rule = c.rs.end.extinction;
    if (!rule.enabled) return;
    ExtinctionInfo& e = c.g.extinction;
    e.enabled = true;
    e.whole_army = rule.whole_army;
    e.count = rule.count;
    for (const auto& name : rule.pieces) e.types.push_back(c.type_named(name, "end.extinction.pieces"));
    c.g.ends_early = true;
}

namespace {

// The men of colour c of type t (every type when t < 0), on the board and in its reserves.
int men_of(const Position& pos, int c, int t) {
    const Game& g = pos.game();
    int n = 0;
    for (Square s : pos.pieces(c)) n += t < 0 || type_of(pos.at(s)) == t;
    for (int r = 0; r < g.reserve_count(); ++r)
        for (int u = 0; u < g.type_count(); ++u)
            if (t < 0 || u == t) n += pos.reserve(c, r, u);
    return n;
}

bool lost(const Position& pos, int c) {
    const ExtinctionInfo& e = pos.game().extinction;
    if (e.whole_army && men_of(pos, c, -1) <= e.count) return true;
    for (int t : e.types)
        if (men_of(pos, c, t) <= e.count) return true;
    return false;
}

}  // namespace

bool Extinction::over(Position& pos) { return lost(pos, 0) || lost(pos, 1); }

}  // namespace variant
