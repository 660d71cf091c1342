#include "interpreter/features/promotion_limits.hpp"

#include "interpreter/game/compiler.hpp"
#include "interpreter/ruleset/key_table.hpp"

namespace variant {

void PromotionLimits::compile(RuleCompiler& c) {
    const PromotionLimitsRule& rule = c.rs.promotion_limits;
    if (!rule.enabled) return;
    Game& g = c.g;
    PromotionLimitsInfo& info = g.promotion_limits;
    info.enabled = true;
    for (auto& cap : info.cap) cap.assign(std::size_t(g.type_count()), -1);
    for (const auto& name : rule.pieces) {
        const int t = c.type_named(name, "promotion-limited type");
        for (auto& cap : info.cap) cap[std::size_t(t)] = 0;
    }
    // The setup's numbers, counted on its board (men in a setup reserve are not counted).
    for (const std::int32_t code : g.setup_piece) {
        if (!code) continue;
        const Man p = Man(code);
        int& cap = info.cap[colour_of(p)][type_of(p)];
        if (cap >= 0) ++cap;
    }
}

void PromotionLimits::filter_legal(Position& pos, MoveList& list) {
    const Game& g = pos.game();
    const int us = pos.side();
    const std::vector<int>& cap = g.promotion_limits.cap[us];
    // Most positions have no promotion to a limited type: count the men only when one is listed.
    bool any = false;
    for (int i = 0; i < list.size && !any; ++i)
        any = list.moves[i].kind() == MoveKind::Promotion && cap[list.moves[i].type()] >= 0;
    if (!any) return;
    std::vector<int> on_board(cap.size(), 0);
    for (Square s : pos.pieces(us)) ++on_board[type_of(pos.at(s))];
    int n = 0;
    for (int i = 0; i < list.size; ++i) {
        const Move m = list.moves[i];
        const bool over = m.kind() == MoveKind::Promotion && cap[m.type()] >= 0 && on_board[m.type()] >= cap[m.type()];
        if (!over) list.moves[n++] = m;
    }
    list.size = n;
}

void PromotionLimits::declare_keys() {
    using R = PromotionLimitsRule;
    add_keys<Ruleset>("ruleset", {rule_map("promotion_limits", &Ruleset::promotion_limits)});
    add_keys<R>("promotion_limits", {field("pieces", &R::pieces)},
                {required<R>("pieces", "promotion_limits needs 'pieces' (the types a side may not promote to "
                                       "beyond its setup's number)")});
}

}  // namespace variant
