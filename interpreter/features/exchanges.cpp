#include "interpreter/features/exchanges.hpp"

#include "interpreter/game/compiler.hpp"
#include "interpreter/ruleset/key_table.hpp"

namespace variant {

void Exchanges::compile(RuleCompiler& c) {
    Game& g = c.g;
    ExchangeInfo& e = g.exchanges;
    const int S = g.geo.squares();
    for (const auto& rule : c.rs.exchanges) {
        if (rule.automatic_on_match) {  // features/automatic_exchange
            e.automatic = true;
            e.auto_give_from = c.reserve_named(rule.give_from);
            e.auto_give_to = c.reserve_named(rule.give_to);
            e.auto_take_from = c.reserve_named(rule.take_from);
            e.auto_take_to = c.reserve_named(*rule.take_to);
            continue;
        }
        // The validator allows one voluntary rule, whose man taken back is dropped at once.
        e.voluntary = true;
        e.give_from = c.reserve_named(rule.give_from);
        e.give_to = c.reserve_named(rule.give_to);
        e.take_from = c.reserve_named(rule.take_from);
        e.value_order = rule.value_order;
        for (int col = 0; col < Colours; ++col) {
            e.forbidden[col].assign(std::size_t(S), 0);
            for (const auto& z : rule.forbidden_zones) {
                const auto& squares = c.zone_named(z, col);
                for (Square s{0}; s < S; ++s) e.forbidden[col][s] |= squares[s];
            }
        }
    }
    if (e.voluntary || e.automatic) g.reserves_change_attacks = true;
}

void Exchanges::generate(const Position& pos, MoveList& list, bool) {
    const Game& g = pos.game();
    const ExchangeInfo& e = g.exchanges;
    const int us = pos.side(), them = us ^ 1, T = g.type_count(), S = g.geo.squares();
    for (int back = 0; back < T; ++back) {
        if (pos.reserve(them, e.take_from, back) == 0) continue;
        // It lands where a drop of its type may (features/drops), never on a forbidden square.
        const DropInfo& drop = g.drops.of[back];
        if (drop.reserve < 0) continue;
        const std::uint8_t* allowed = drop.allowed[us].data();
        const std::uint8_t* forbidden = e.forbidden[us].data();
        for (int given = 0; given < T; ++given) {
            if (pos.reserve(us, e.give_from, given) == 0) continue;
            if (e.value_order && g.types[given].value < g.types[back].value) continue;
            for (Square s{0}; s < S; ++s)
                if (allowed[s] && !forbidden[s] && !pos.at(s))
                    list.push(Move::make(given, s, MoveKind::Exchange, back));
        }
    }
}

void Exchanges::make(Position& pos, Move m, Undo&) {
    const Game& g = pos.game();
    const ExchangeInfo& e = g.exchanges;
    const int us = pos.side(), them = us ^ 1;
    pos.add_reserve(us, e.give_from, m.from, -1);
    pos.add_reserve(them, e.give_to, m.from, +1);
    pos.add_reserve(them, e.take_from, m.type(), -1);
    // Dropped on its own setup square it counts as unmoved, as a drop does (features/drops).
    Man p = make_man(m.type(), us);
    if (g.set_up_on(p, m.to)) p |= UnmovedBit;
    pos.put(m.to, p);
}

void Exchanges::unmake(Position& pos, Move m, const Undo&) {
    const ExchangeInfo& e = pos.game().exchanges;
    const int us = pos.side(), them = us ^ 1;
    pos.remove(m.to);
    pos.add_reserve(them, e.take_from, m.type(), +1);
    pos.add_reserve(them, e.give_to, m.from, -1);
    pos.add_reserve(us, e.give_from, m.from, +1);
}

void Exchanges::write(const Position& pos, Move m, std::string& out) {
    const Game& g = pos.game();
    out += g.piece_code(m.from);
    out += '-';
    out += g.piece_code(m.type());
    out += '@';
    out += square_name(g.geo, m.to);
}

// exchanges: a list of rules, each a map of the `exchange` section (automatic_exchange adds its key).
void Exchanges::declare_keys() {
    using R = ExchangeRule;
    add_keys<Ruleset>("ruleset", {rule_list("exchanges", "exchange", &Ruleset::exchanges)});
    add_keys<R>("exchange",
                {field("give_from", &R::give_from), field("give_to", &R::give_to), field("take_from", &R::take_from),
                 field("take_to", &R::take_to), field("value_order", &R::value_order),
                 field("forbidden_zones", &R::forbidden_zones)},
                {[](Reader& r, const Node& item, R&) {
                    for (const char* key : {"give_from", "give_to", "take_from"})
                        if (!item.find(key)) r.error(item.where, 1, fmt::format("an exchange rule needs '{}'", key));
                }});
}

}  // namespace variant
