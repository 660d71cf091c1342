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
    for (const auto& name : rule.pieces) {
        const int t = c.type_named(name, "end.extinction.pieces");
        PieceInfo& info = c.g.types[std::size_t(t)];
        if (info.extinction_slot >= 0) continue;  // named twice
        info.extinction_slot = std::int16_t(e.types.size());
        e.types.push_back(t);
    }
    c.g.ends_early = true;
}

// A side has run out of a type when it has `count` or fewer men of it, on the board (Position::named_count)
// and in its reserves, and the opponent has `opponent_count` or more (koedem: a side without a king loses
// only once the other owns both kings). The whole army likewise.
bool Extinction::over(Position& pos) {
    const Game& g = pos.game();
    const ExtinctionInfo& e = g.extinction;
    const int slots = int(e.types.size());
    int named[Colours][MaxExtinctionTypes];
    int army[Colours];
    for (int c = 0; c < Colours; ++c) {
        army[c] = int(pos.pieces(c).size());
        for (int i = 0; i < slots; ++i) named[c][i] = pos.named_count(c, i);
        for (int r = 0; r < g.reserve_count(); ++r)
            for (int t = 0; t < g.type_count(); ++t) {
                const int n = pos.reserve(c, r, t);
                army[c] += n;
                if (const int slot = g.types[std::size_t(t)].extinction_slot; n && slot >= 0) named[c][slot] += n;
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
