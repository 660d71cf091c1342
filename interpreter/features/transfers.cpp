#include "interpreter/features/transfers.hpp"

#include <algorithm>

#include "interpreter/game/compiler.hpp"
#include "interpreter/ruleset/key_table.hpp"

namespace variant {

namespace {

// The types of the given class, in the ruleset's order.
std::vector<int> types_of_class(const Ruleset& rs, int value_class) {
    std::vector<int> out;
    for (std::size_t t = 0; t < rs.pieces.size(); ++t)
        if (rs.pieces[t].value_class == value_class) out.push_back(int(t));
    return out;
}

// The men of colour `c` in reserve `r`.
int men_in(const Position& pos, int c, int r) {
    int n = 0;
    for (int t = 0; t < pos.game().type_count(); ++t) n += pos.reserve(c, r, t);
    return n;
}

// One rule's table. `reserve` is the resolved reserve index, `zone` the next-class zone per colour (null: none).
TransferInfo compile_rule(const Ruleset& rs, const TransferRule& rule, const Game& g, int reserve,
                          const std::vector<int>& listed_types, const std::vector<std::uint8_t>* zone) {
    const int T = g.type_count();
    TransferInfo info;
    info.reserve = reserve;
    info.first_ply = rule.first_ply;
    info.choices.assign(std::size_t(T), {});
    info.zone_choices.assign(std::size_t(T), {});
    for (int c = 0; c < Colours; ++c)
        info.zone[c] = zone ? zone[c] : std::vector<std::uint8_t>(std::size_t(g.geo.squares()), 0);
    for (int t = 0; t < T; ++t) {
        bool listed = listed_types.empty() ? !g.types[t].royal
                                           : std::count(listed_types.begin(), listed_types.end(), t) > 0;
        if (!listed) continue;
        const std::optional<int>& value_class = rs.pieces[std::size_t(t)].value_class;
        info.choices[t] = {t};
        if (rule.mutate_within_class && value_class) info.choices[t] = types_of_class(rs, *value_class);
        info.zone_choices[t] = info.choices[t];
        if (zone && value_class) {
            std::vector<int> next = types_of_class(rs, *value_class + 1);
            info.zone_choices[t] = next.empty() ? std::vector<int>{t} : next;
        }
    }
    return info;
}

}  // namespace

void Transfers::compile(RuleCompiler& c) {
    const Ruleset& rs = c.rs;
    for (const auto& rule : rs.transfers) {
        std::vector<int> listed;
        for (const auto& n : rule.pieces) listed.push_back(c.type_named(n, "transfers.pieces"));
        std::vector<std::uint8_t> zone[Colours];
        if (rule.next_class_zone)
            for (int col = 0; col < Colours; ++col) zone[col] = c.zone_named(*rule.next_class_zone, col);
        c.g.transfers.push_back(
            compile_rule(rs, rule, c.g, c.reserve_named(rule.to), listed, rule.next_class_zone ? zone : nullptr));
        // Before a rule's first ply, the same men may stand in a position that may transfer and one that may not.
        c.g.keyed_plies = std::max(c.g.keyed_plies, c.g.transfers.back().first_ply);
    }
}

void Transfers::generate(const Position& pos, MoveList& list, bool) {
    const Game& g = pos.game();
    const int us = pos.side();
    const int ply = Transfers::ply(pos);
    for (const TransferInfo& rule : g.transfers) {
        if (ply < rule.first_ply) continue;
        const int capacity = g.reserve_capacity[rule.reserve];
        if (capacity > 0 && men_in(pos, us, rule.reserve) >= capacity) continue;
        for (Square s : pos.pieces(us)) {
            const int t = type_of(pos.at(s));
            const auto& choices = rule.zone[us][s] ? rule.zone_choices[t] : rule.choices[t];
            for (int choice : choices) list.push(Move::make(s, rule.reserve, MoveKind::Transfer, choice));
        }
    }
}

bool Transfers::promotes(const Game& g, int us, Move m) {
    for (const TransferInfo& rule : g.transfers)
        if (rule.reserve == m.to && rule.zone[us][m.from]) return true;
    return false;
}

void Transfers::make(Position& pos, Move m, Undo& u) {
    u.moved = pos.remove(m.from);
    pos.add_reserve(pos.side(), m.to, m.type(), +1);
}

void Transfers::unmake(Position& pos, Move m, const Undo& u) {
    pos.add_reserve(pos.side(), m.to, m.type(), -1);
    pos.put(m.from, u.moved);
}

void Transfers::write(const Position& pos, Move m, std::string& out) {
    const Game& g = pos.game();
    out += square_name(g.geo, m.from);
    out += '^';
    if (m.type() != type_of(pos.at(m.from))) out += g.piece_code(m.type());
}

// transfers: a list of rules, each a map of the `transfer` section; a piece's mutation `class`.
void Transfers::declare_keys() {
    using R = TransferRule;
    add_keys<Ruleset>("ruleset", {rule_list("transfers", "transfer", &Ruleset::transfers)});
    add_keys<R>(
        "transfer",
        {field("to", &R::to), field("pieces", &R::pieces),
         at_least("first_ply", &R::first_ply, 1, "'first_ply' must be 1 or more (1 = the first player's first move)"),
         field("mutate_within_class", &R::mutate_within_class), field("next_class_zone", &R::next_class_zone)},
        {required<R>("to", "a transfer rule needs 'to' (the reserve)")});
    add_keys<PieceType>(
        "piece", {custom<PieceType>("class", [](Reader& r, const Node&, const Node& value, PieceType& piece) {
            auto v = r.integer(value, "class");
            if (!v) return;
            // Classes count up from 1 because a transfer's next class is the class plus one.
            if (*v < 1)
                r.error(value, fmt::format("'class' must be 1 or more (classes count up from 1), not {}", value.text));
            else piece.value_class = *v;
        })});
}

}  // namespace variant
