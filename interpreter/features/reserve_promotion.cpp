#include "interpreter/features/reserve_promotion.hpp"

#include "interpreter/game/compiler.hpp"
#include "interpreter/ruleset/key_table.hpp"

namespace variant {

namespace {

// Adds to ReserveGate::promotes_from[c] the squares from which a man of type t and colour c might promote
// under a rule whose zone is `zone` (nullptr: the whole board): those in the zone (a rule may promote on
// leaving it) and those with a square of one of the man's rays in it, whatever stands on the board.
void mark_promotes_from(Game& g, int t, int c, const std::vector<std::uint8_t>* zone) {
    const int S = g.geo.squares();
    if (S > SquareBitsMax) return;  // such a board's leaves are not counted by walking (no set of the men)
    SquareBits zone_set;
    for (Square s{0}; s < S; ++s)
        if (!zone || (*zone)[s]) zone_set.set(s);
    for (Square s{0}; s < S; ++s)
        if (zone_set.has(s) || !disjoint(ray_squares_from(g, c, t, s), zone_set))
            g.reserve_gate.promotes_from[c].set(s);
}

}  // namespace

void ReservePromotion::compile(RuleCompiler& c) {
    const Ruleset& rs = c.rs;
    Game& g = c.g;
    ReserveGate& rp = g.reserve_gate;
    const int T = g.type_count(), S = g.geo.squares();
    rp.reserve.assign(std::size_t(T), -1);
    rp.choices.assign(std::size_t(T), {});
    for (auto& z : rp.zone) z.assign(std::size_t(T) * S, 0);
    for (const auto& rule : rs.promotions) {
        if (!rule.from_reserve) continue;
        rp.any = true;
        rp.opponents = rule.from_opponents_reserve;  // the validator allows one owner for every such rule
        const int r = c.reserve_named(*rule.from_reserve);
        for (const auto& name : rule.pieces) {
            const int t = c.type_named(name, "promotion.pieces");
            rp.reserve[t] = r;
            rp.choices[t].clear();
            for (const auto& to : rule.to) rp.choices[t].push_back(c.type_named(to, "promotion.to"));
            for (int col = 0; col < Colours; ++col)
                mark_promotes_from(g, t, col, rule.zone ? &c.zone_named(*rule.zone, col) : nullptr);
            // Only a compulsory promotion keeps a man without a choice out of the zone; it still attacks there
            // where the rule says so (grand chess: a pawn that cannot promote gives check on the last rank).
            if (rule.mode != PromotionMode::Compulsory || rule.attacks_without_choice) continue;
            for (int col = 0; col < Colours; ++col) {
                const std::vector<std::uint8_t>* zone = rule.zone ? &c.zone_named(*rule.zone, col) : nullptr;
                for (Square s{0}; s < S; ++s)
                    rp.zone[col][std::size_t(t) * S + s] = zone ? (*zone)[s] : std::uint8_t(1);
                rp.blinds = true;
            }
        }
    }
    if (rp.blinds) g.reserves_change_attacks = true;
}

SquareBits ReservePromotion::moves_read_from(const Position& pos) {
    const GameTables& g = pos.tables();
    const int us = pos.side();
    SquareBits squares;
    for_each_square(both(pos.occupied(us), g.reserve_gate.promotes_from[us]), [&](Square s) {
        if (g.reserve_gate.reserve[type_of(pos.at(s))] >= 0) squares.set(s);
    });
    return squares;
}

void ReservePromotion::generate(const Position& pos, MoveList& list, bool) {
    const Game& g = pos.game();
    const int us = pos.side();
    int n = 0;
    for (int i = 0; i < list.size; ++i) {
        const Move m = list.moves[i];
        if (m.kind() == MoveKind::Promotion) {
            const int t = type_of(pos.at(m.from));
            if (g.reserve_gate.reserve[t] >= 0 && !reserve_promotion_available(pos, t, us, m.type())) continue;
        }
        list.moves[n++] = m;
    }
    list.size = n;
}

// Its keys in a promotion rule: the reserve the new type comes from.
void ReservePromotion::declare_keys() {
    static const Choices<bool> sides = {{"opponent", true}, {"own", false}};
    using R = PromotionRule;
    add_keys<R>("promotion", {field("from_reserve", &R::from_reserve),
                              field("from_reserve_of", &R::from_opponents_reserve, sides, "reserve owner"),
                              field("attacks_without_choice", &R::attacks_without_choice)});
}

}  // namespace variant
