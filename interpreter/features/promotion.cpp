#include "interpreter/features/promotion.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>

#include "interpreter/game/compiler.hpp"
#include "interpreter/ruleset/key_table.hpp"

namespace variant {

namespace {

bool same_choices(const PromotionRuleInfo& a, const PromotionRuleInfo& b) {
    auto sorted = [](std::vector<int> v) {
        std::sort(v.begin(), v.end());
        v.erase(std::unique(v.begin(), v.end()), v.end());
        return v;
    };
    return sorted(a.choices) == sorted(b.choices);
}

// A move of a man of `type` (first player) that triggers both rules while one of them takes the plain move
// away and the other offers other choices: then whether the compulsory rule may be met by the other's
// choices is anybody's guess. Every pair of board squares is tried, with and without a capture (the
// men's real moves are not consulted: a rule pair that can only clash on a move no man makes is still
// refused, as the file says two things at once). Returns "from-to" or "".
std::string ambiguous_move(const Game& g, int type, const PromotionRuleInfo& a, const PromotionRuleInfo& b) {
    if (same_choices(a, b)) return "";
    if (a.mode == PromotionMode::Optional && b.mode == PromotionMode::Optional) return "";
    const int n = g.geo.squares();
    for (Square from{0}; from < n; ++from) {
        if (!g.geo.on_board[from]) continue;
        for (Square to{0}; to < n; ++to) {
            if (!g.geo.on_board[to] || to == from) continue;
            for (bool capture : {false, true}) {
                if (!Promotion::triggered(a, 0, from, to, capture) || !Promotion::triggered(b, 0, from, to, capture))
                    continue;
                if (Promotion::forces(g, a, 0, type, to) || Promotion::forces(g, b, 0, type, to))
                    return fmt::format("{}-{}{}", square_name(g.geo, from), square_name(g.geo, to),
                                       capture ? " (a capture)" : "");
            }
        }
    }
    return "";
}

}  // namespace

void Promotion::compile(RuleCompiler& c) {
    const Ruleset& rs = c.rs;
    Game& g = c.g;
    g.promotion.assign(std::size_t(g.type_count()), PromotionInfo{});
    // For each type, the rule (by its piece entry) that gave each of its PromotionRuleInfos.
    std::vector<std::vector<const Located<std::string>*>> given_by(std::size_t(g.type_count()));
    for (const auto& rule : rs.promotions) {
        for (const auto& name : rule.pieces) {
            int t = c.type_named(name, "promotion.pieces");
            PromotionInfo& pi = g.promotion[t];
            pi.enabled = true;
            PromotionRuleInfo pr;
            pr.trigger = rule.trigger;
            pr.mode = rule.mode;
            pr.captures_only = rule.captures_only;
            for (const auto& to : rule.to) pr.choices.push_back(c.type_named(to, "promotion.to"));
            if (rule.to.empty()) pr.choices.push_back(g.types[t].promoted);  // the validator saw it has one
            // The type a man promoted from matters only when its capture demotes it back (crazyhouse);
            // elsewhere a promoted queen is simply a queen, in the hash and in the FEN.
            if (!rule.to.empty() && rs.captures.demotes_into_reserve()) pi.remember_origin = true;
            for (int col = 0; col < Colours; ++col) {
                if (rule.zone) pr.zone[col] = c.zone_named(*rule.zone, col);
                else pr.zone[col].assign(std::size_t(g.geo.squares()), 1);
            }
            for (std::size_t i = 0; i < pi.rules.size(); ++i) {
                std::string clash = ambiguous_move(g, t, pi.rules[i], pr);
                if (clash.empty()) continue;
                const Located<std::string>& first = *given_by[t][i];
                throw DiagnosticError(Diagnostic{
                    name.where, int(name.value.size()),
                    fmt::format("two promotion rules for '{}' (this one and the one at line {}) both apply to the "
                                "first player's move {}, one of them compulsory, with different choices: give them "
                                "the same 'to' or zones that do not meet",
                                name.value, first.where.line, clash)});
            }
            pi.rules.push_back(std::move(pr));
            given_by[t].push_back(&name);
        }
    }
}

void Promotion::add_combined(const Game& g, MoveList& list, int us, int type, Square from, Square to, bool capture) {
    bool any = false, plain = true;
    for (const PromotionRuleInfo& pr : g.promotion[type].rules)
        if (triggered(pr, us, from, to, capture)) {
            any = true;
            if (forces(g, pr, us, type, to)) plain = false;
        }
    if (plain) list.push(Move::make(from, to));
    if (!any) return;
    const int first = list.size;
    for (const PromotionRuleInfo& pr : g.promotion[type].rules) {
        if (!triggered(pr, us, from, to, capture)) continue;
        for (int choice : pr.choices) {
            const Move m = Move::make(from, to, MoveKind::Promotion, choice);
            if (std::find(list.moves + first, list.moves + list.size, m) == list.moves + list.size) list.push(m);
        }
    }
}

const PromotionRuleInfo* Promotion::forced_on_arrival(const Game& g, int type, int c, Square s) {
    const PromotionInfo& pi = g.promotion[type];
    if (!pi.enabled) return nullptr;
    for (const PromotionRuleInfo& pr : pi.rules) {
        if (pr.captures_only || !pr.zone[c][s]) continue;
        if (pr.trigger != PromotionTrigger::EndsIn && pr.trigger != PromotionTrigger::StartsOrEndsIn) continue;
        if (forces(g, pr, c, type, s)) return &pr;
    }
    return nullptr;
}

void Promotion::write(const Game& g, Man moving, Move m, std::string& out) {
    const int t = type_of(moving);
    // A promoted face turning back into its base (kyoto shogi's partners that turn into each other): '-', as
    // Fairy-Stockfish writes a demotion.
    if (t >= 0 && g.types[t].code.empty() && g.types[t].base == m.type()) {
        out += '-';
        return;
    }
    if (t >= 0 && g.types[t].promoted == m.type()) {
        out += '+';
        return;
    }
    std::string code = g.piece_code(m.type());
    for (char& ch : code) ch = char(std::tolower(static_cast<unsigned char>(ch)));
    out += code;
}

// promotion: a list of rules, each a map of the `promotion` section (reserve_promotion adds its keys to it).
void Promotion::declare_keys() {
    static const Choices<PromotionTrigger> triggers = {{"ends-in", PromotionTrigger::EndsIn},
                                                       {"enters-or-leaves", PromotionTrigger::EntersOrLeaves},
                                                       {"starts-or-ends-in", PromotionTrigger::StartsOrEndsIn},
                                                       {"on-capture", PromotionTrigger::OnCapture},
                                                       {"enters", PromotionTrigger::Enters}};
    static const Choices<PromotionMode> modes = {{"optional", PromotionMode::Optional},
                                                 {"compulsory", PromotionMode::Compulsory},
                                                 {"compulsory-if-stuck", PromotionMode::CompulsoryIfStuck}};
    using R = PromotionRule;
    add_keys<Ruleset>("ruleset", {rule_list("promotion", "promotion", &Ruleset::promotions)});
    add_keys<R>("promotion",
                {field("pieces", &R::pieces), field("zone", &R::zone), field("trigger", &R::trigger, triggers),
                 field("mode", &R::mode, modes), field("captures_only", &R::captures_only), field("to", &R::to)},
                {required<R>("pieces", "a promotion rule needs 'pieces'"), [](Reader& r, const Node& item, R& rule) {
                     if (!rule.zone && rule.trigger != PromotionTrigger::OnCapture)
                         r.error(item.where, 1,
                                 "a promotion rule needs a 'zone' (only 'trigger: on-capture' works without one)");
                 }});
}

}  // namespace variant
