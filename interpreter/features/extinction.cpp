#include "interpreter/features/extinction.hpp"

#include <algorithm>

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
    e.slot_of.assign(std::size_t(c.g.type_count()), -1);
    for (const auto& name : rule.pieces) {
        const int t = c.type_named(name, "end.extinction.pieces");
        if (e.slot_of[std::size_t(t)] >= 0) continue;  // named twice
        e.slot_of[std::size_t(t)] = int(e.types.size());
        e.types.push_back(t);
    }
    c.g.ends_early = true;
}

// Counts, per side, the whole army and the men of each named type (men in reserves included). A side has run
// out of a type when it has `count` or fewer and the opponent has `opponent_count` or more (koedem: a side
// without a king loses only once the other owns both kings). Asked at every node, so a side's count stops
// once every number it needs has reached the most either test can ask (`cap`): with the usual rule (none of
// a type loses) the walk ends at the first man of each named type.
bool Extinction::over(Position& pos) {
    const Game& g = pos.game();
    const ExtinctionInfo& e = g.extinction;
    const int cap = std::max(e.count + 1, e.opponent_count);
    const int slots = int(e.types.size());
    int named[Colours][MaxExtinctionTypes] = {};
    int army[Colours] = {0, 0};
    for (int c = 0; c < Colours; ++c) {
        for (int r = 0; r < g.reserve_count(); ++r)
            for (int t = 0; t < g.type_count(); ++t) {
                const int n = pos.reserve(c, r, t);
                army[c] += n;
                if (n && e.slot_of[std::size_t(t)] >= 0) named[c][e.slot_of[std::size_t(t)]] += n;
            }
        int short_of_cap = 0;  // named types still below the cap
        for (int i = 0; i < slots; ++i) short_of_cap += named[c][i] < cap;
        for (Square s : pos.pieces(c)) {
            ++army[c];
            if (const int slot = e.slot_of[type_of(pos.at(s))]; slot >= 0 && ++named[c][slot] == cap) --short_of_cap;
            if (short_of_cap == 0 && (!e.whole_army || army[c] >= cap)) break;
        }
    }
    const auto ran_out = [&](int mine, int theirs) {
        return mine <= e.count && (e.opponent_count == 0 || theirs >= e.opponent_count);
    };
    for (int c = 0; c < Colours; ++c) {
        if (e.whole_army && ran_out(army[c], army[c ^ 1])) return true;
        for (int i = 0; i < slots; ++i)
            if (ran_out(named[c][i], named[c ^ 1][i])) return true;
    }
    return false;
}

}  // namespace variant
