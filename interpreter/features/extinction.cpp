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
    e.opponent_count = rule.opponent_count;
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

// Side c has run out of type t (every type when t < 0): it has `count` or fewer, and the opponent has
// `opponent_count` or more (koedem: a side without a king loses only once the other owns both kings).
bool ran_out(const Position& pos, int c, int t) {
    const ExtinctionInfo& e = pos.game().extinction;
    return men_of(pos, c, t) <= e.count && (e.opponent_count == 0 || men_of(pos, 1 - c, t) >= e.opponent_count);
}

bool lost(const Position& pos, int c) {
    const ExtinctionInfo& e = pos.game().extinction;
    if (e.whole_army && ran_out(pos, c, -1)) return true;
    for (int t : e.types)
        if (ran_out(pos, c, t)) return true;
    return false;
}

}  // namespace

bool Extinction::over(Position& pos) { return lost(pos, 0) || lost(pos, 1); }

}  // namespace variant
