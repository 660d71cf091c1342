#include "interpreter/features/extinction.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "interpreter/game/compiler.hpp"
#include "interpreter/ruleset/key_table.hpp"

namespace variant {

void Extinction::compile(RuleCompiler& c) {
    const ExtinctionRule& rule = c.rs.end.extinction;
    if (!rule.enabled) return;
    ExtinctionInfo& e = c.g.extinction;
    e.enabled = true;
    e.whole_army = rule.whole_army;
    c.g.extinction_count = rule.count;
    e.opponent_count = rule.opponent_count;
    e.result = rule.result;
    for (const auto& name : rule.pieces) {
        const int t = c.type_named(name, "end.extinction.pieces");
        PieceInfo& info = c.g.types[std::size_t(t)];
        if (info.extinction_slot >= 0) continue;  // named twice
        info.extinction_slot = std::int16_t(e.types.size());
        e.types.push_back(t);
    }
    c.g.ends_early = true;
}

namespace {

// Which side has run out, and of what (slot -1: its whole army)? Looks at the side not to move first, as
// Fairy-Stockfish does (it decides only when both ran out at once). Returns false if neither has.
bool ran_out(Position& pos, int& colour, int& slot) {
    const Game& g = pos.game();
    const ExtinctionInfo& e = g.extinction;
    const int slots = int(e.types.size()), count = g.extinction_count;
    int named[Colours][MaxExtinctionTypes];
    int army[Colours];
    for (int c = 0; c < Colours; ++c) {
        army[c] = int(pos.pieces(c).size());
        for (int i = 0; i < slots; ++i) named[c][i] = pos.named_count(c, i);
        for (int r = 0; r < g.reserve_count(); ++r)
            for (int t = 0; t < g.type_count(); ++t) {
                const int n = pos.reserve(c, r, t);
                army[c] += n;
                if (const int at = g.types[std::size_t(t)].extinction_slot; n && at >= 0) named[c][at] += n;
            }
    }
    const auto out = [&](int mine, int theirs) {
        return mine <= count && (e.opponent_count == 0 || theirs >= e.opponent_count);
    };
    for (int c : {pos.side() ^ 1, pos.side()}) {
        colour = c;
        if (e.whole_army && out(army[c], army[c ^ 1])) return slot = -1, true;
        for (int i = 0; i < slots; ++i)
            if (out(named[c][i], named[c ^ 1][i])) return slot = i, true;
    }
    return false;
}

}  // namespace

// A side has run out of a type when it has `count` or fewer men of it, on the board (Position::named_count)
// and in its reserves, and the opponent has `opponent_count` or more (koedem: a side without a king loses
// only once the other owns both kings). The whole army likewise.
bool Extinction::over_by_count(Position& pos) {
    int colour = 0, slot = 0;
    return ran_out(pos, colour, slot);
}

std::optional<Ending> Extinction::ending(Position& pos) {
    int colour = 0, slot = 0;
    if (!ran_out(pos, colour, slot)) return std::nullopt;
    const Game& g = pos.game();
    const int count = g.extinction_count;
    const std::string what = slot < 0 ? std::string(count == 0 ? "men" : "men left")
                                      : g.types[std::size_t(g.extinction.types[std::size_t(slot)])].name;
    const std::string has = count == 0 ? fmt::format("no {}", slot < 0 ? "men left" : what)
                                       : fmt::format("{} or fewer {}{}", count, what, slot < 0 ? "" : "s");
    return Ending{for_side_to_move(g.extinction.result, colour, pos.side()),
                  fmt::format("extinction: {} has {}", colour_name(colour), has)};
}

// end.extinction: a map of the `extinction` section.
void Extinction::declare_keys() {
    using R = ExtinctionRule;
    add_keys<GameEnd>("end", {rule_map("extinction", &GameEnd::extinction)});
    add_keys<R>("extinction",
                {custom<R>("pieces",
                           [](Reader& r, const Node& map, const Node& value, R& rule) {
                               r.read(map, "pieces", rule.pieces);
                               if (rule.pieces.size() > std::size_t(MaxExtinctionTypes))
                                   r.error(value,
                                           fmt::format("'extinction' may name at most {} types", MaxExtinctionTypes));
                           }),
                 field("whole_army", &R::whole_army),
                 at_least("count", &R::count, 0, "'count' must be 0 or more (a side with that many or fewer has lost)"),
                 at_least("opponent_count", &R::opponent_count, 0,
                          "'opponent_count' must be 0 or more (the opponent's men of the type needed for the loss)"),
                 field("result", &R::result, outcome_choices())},
                {[](Reader& r, const Node& node, R& rule) {
                    if (rule.pieces.empty() == !rule.whole_army)
                        r.error(node.where, 1,
                                "'extinction' needs one of 'pieces' (the types a side may not run out of) and "
                                "'whole_army: true'");
                }});
}

}  // namespace variant
