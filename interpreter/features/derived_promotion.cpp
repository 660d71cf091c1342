#include "interpreter/features/derived_promotion.hpp"

#include <fmt/format.h>

#include "interpreter/game/compiler.hpp"
#include "interpreter/ruleset/key_table.hpp"

namespace variant {

void DerivedPromotion::compile(RuleCompiler& c) {
    Game& g = c.g;
    const int T = g.type_count();
    DerivedPromotionInfo& d = g.derived;
    d.powered.assign(std::size_t(T), -1);
    d.base.assign(std::size_t(T), -1);
    d.partner.assign(std::size_t(T), -1);
    d.paired.assign(std::size_t(T), 0);
    for (const auto& rule : c.rs.derived_promotions) {
        d.any = true;
        d.reserve = c.reserve_named(rule.partner_in);  // the validator allows one reserve for every rule
        for (const auto& name : rule.pieces) {
            const int t = c.type_named(name, "derived_promotion.pieces");
            const int p = g.types[t].promoted;  // the validator saw that it has one
            d.powered[t] = p;
            d.base[p] = t;
            d.partner[t] = rule.partner ? c.type_named(*rule.partner, "derived_promotion.partner") : t;
            d.paired[t] = d.paired[p] = d.paired[d.partner[t]] = 1;
        }
    }
    if (d.any) g.reserves_change_attacks = true;
}

namespace {

// The form a man of type t and colour c should show now; t itself if it has none.
int wanted(const Position& pos, int t, int c) {
    const DerivedPromotionInfo& d = pos.game().derived;
    const int base = d.base[t] >= 0 ? d.base[t] : t;
    if (d.powered[base] < 0) return t;
    return pos.reserve(c, d.reserve, d.partner[base]) > 0 ? d.powered[base] : base;
}

}  // namespace

void DerivedPromotion::settle(Position& pos) {
    Square change[MaxBoardSide * MaxBoardSide];
    int n = 0;
    for (int c = 0; c < Colours; ++c)
        for (Square s : pos.pieces(c)) {
            const int t = type_of(pos.at(s));
            if (wanted(pos, t, c) != t) change[n++] = s;
        }
    for (int i = 0; i < n; ++i) {
        const Man x = pos.remove(change[i]);
        const Man keep = x & ~Man(0x3ff);  // colour, unmoved bit, origin
        pos.put(change[i], keep | Man(wanted(pos, type_of(x), colour_of(x)) + 1));
    }
}

void DerivedPromotion::check_fen(const Position& pos, std::size_t at) {
    const Game& g = pos.game();
    for (int c = 0; c < Colours; ++c)
        for (Square s : pos.pieces(c)) {
            const int t = type_of(pos.at(s));
            const int w = wanted(pos, t, c);
            if (w != t)
                throw FenError(at, fmt::format("the {} {} on {} should show as {}: its partner is {} the {}",
                                               side_names[c], g.types[t].name, square_name(g.geo, s), g.types[w].name,
                                               w == g.derived.base[t] ? "not in" : "in",
                                               g.reserve_names[std::size_t(g.derived.reserve)]));
        }
}

void DerivedPromotion::declare_keys() {
    using R = DerivedPromotionRule;
    add_keys<Ruleset>("ruleset", {rule_list("derived_promotion", "derived_promotion", &Ruleset::derived_promotions)});
    add_keys<R>("derived_promotion",
                {field("pieces", &R::pieces), field("partner_in", &R::partner_in), field("partner", &R::partner)},
                {required<R>("pieces", "a derived promotion rule needs 'pieces'"),
                 required<R>("partner_in", "a derived promotion rule needs 'partner_in' (a reserve)")});
}

}  // namespace variant
