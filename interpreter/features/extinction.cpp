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
    e.slot_of.assign(std::size_t(c.g.type_count()), -1);
    for (const auto& name : rule.pieces) {
        const int t = c.type_named(name, "end.extinction.pieces");
        if (e.slot_of[std::size_t(t)] >= 0) continue;  // named twice
        e.slot_of[std::size_t(t)] = int(e.types.size());
        e.types.push_back(t);
    }
    c.g.ends_early = true;
}

// One pass over the men of both sides (and their reserves) counts, per side, the whole army and the men of
// each named type (men in reserves included). A side has run out of a type when it has `count` or fewer and
// the opponent has `opponent_count` or more (koedem: a side without a king loses only once the other owns
// both kings).
bool Extinction::over(Position& pos) {
    const Game& g = pos.game();
    const ExtinctionInfo& e = g.extinction;
    int named[Colours][MaxExtinctionTypes] = {};
    int army[Colours] = {0, 0};
    for (int c = 0; c < Colours; ++c) {
        for (Square s : pos.pieces(c)) {
            ++army[c];
            if (const int slot = e.slot_of[type_of(pos.at(s))]; slot >= 0) ++named[c][slot];
        }
        for (int r = 0; r < g.reserve_count(); ++r)
            for (int t = 0; t < g.type_count(); ++t) {
                const int n = pos.reserve(c, r, t);
                army[c] += n;
                if (n && e.slot_of[std::size_t(t)] >= 0) named[c][e.slot_of[std::size_t(t)]] += n;
            }
    }
    const auto ran_out = [&](int mine, int theirs) {
        return mine <= e.count && (e.opponent_count == 0 || theirs >= e.opponent_count);
    };
    for (int c = 0; c < Colours; ++c) {
        if (e.whole_army && ran_out(army[c], army[c ^ 1])) return true;
        for (std::size_t i = 0; i < e.types.size(); ++i)
            if (ran_out(named[c][i], named[c ^ 1][i])) return true;
    }
    return false;
}

}  // namespace variant
