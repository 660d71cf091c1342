#include "interpreter/features/material.hpp"

#include <fmt/format.h>

#include "interpreter/game/compiler.hpp"
#include "interpreter/ruleset/key_table.hpp"

namespace variant {

void Material::compile(RuleCompiler& c) {
    MaterialInfo& m = c.g.material;
    const GameEnd& end = c.rs.end;
    if (!end.insufficient_material.empty()) {
        m.lone_minor.assign(c.g.types.size(), 0);
        for (const auto& name : end.insufficient_material)
            m.lone_minor[std::size_t(c.type_named(name, "end.insufficient_material"))] = 1;
    }
    if (!end.points.empty()) {
        m.points.assign(c.g.types.size(), 0);
        for (const auto& [name, worth] : end.points) m.points[std::size_t(c.type_named(name, "end.points"))] = worth;
    }
    m.handicap = end.points_handicap;
}

std::optional<Ending> Material::insufficient(const Position& pos) {
    const Game& g = pos.game();
    if (g.material.lone_minor.empty()) return std::nullopt;
    int others = 0;
    for (int c = 0; c < Colours; ++c) {
        for (int r = 0; r < g.reserve_count(); ++r)
            for (int t = 0; t < g.type_count(); ++t)
                if (pos.reserve(c, r, t)) return std::nullopt;  // a man in hand may still be dropped
        for (Square s : pos.pieces(c)) {
            const int t = type_of(pos.at(s));
            if (g.types[std::size_t(t)].royal) continue;
            if (!g.material.lone_minor[std::size_t(t)] || ++others > 1) return std::nullopt;
        }
    }
    return Ending{Outcome::Draw, "insufficient material"};
}

Ending Material::by_points(const Position& pos, const std::string& reason) {
    const Game& g = pos.game();
    int points[Colours] = {0, 0};
    for (int c = 0; c < Colours; ++c)
        for (Square s : pos.pieces(c)) points[c] += g.material.points[std::size_t(type_of(pos.at(s)))];
    const int winner = points[0] - points[1] > g.material.handicap ? 0 : 1;
    return {
        winner == pos.side() ? Outcome::Win : Outcome::Loss,
        fmt::format("{}, counted: White {}, Black {}{}", reason, points[0], points[1],
                    g.material.handicap ? fmt::format(" (White needs more than {} more)", g.material.handicap) : "")};
}

// Its keys in `end`: the lone men that cannot mate, and the points a count of material weighs.
void Material::declare_keys() {
    add_keys<GameEnd>(
        "end", {field("insufficient_material", &GameEnd::insufficient_material),
                custom<GameEnd>("points",
                                [](Reader& r, const Node&, const Node& points, GameEnd& end) {
                                    end.points = r.counts(points, "points", 0, "a piece's points must be 0 or more");
                                }),
                at_least("points_handicap", &GameEnd::points_handicap, 0, "'points_handicap' must be 0 or more")});
}

}  // namespace variant
