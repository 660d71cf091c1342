#include "interpreter/features/promotion_moves.hpp"

#include <cctype>

#include "interpreter/attacks/attacks.hpp"
#include "interpreter/attacks/rays.hpp"
#include "interpreter/features/royalty.hpp"
#include "interpreter/game/compiler.hpp"
#include "interpreter/ruleset/key_table.hpp"

namespace variant {

void PromotionMoveRules::compile(RuleCompiler& c) {
    Game& g = c.g;
    const int S = g.geo.squares();
    PromotionMoves& pm = g.promotion_moves;
    pm.rule_of.assign(std::size_t(g.type_count()), -1);
    for (const auto& rule : c.rs.promotion_moves) {
        PromotionMoveInfo info;
        for (const auto& name : rule.to) info.to.push_back(c.type_named(name, "promotion_moves.to"));
        for (int col = 0; col < Colours; ++col) {
            info.zone[col].assign(std::size_t(S), 0);
            for (Square s{0}; s < S; ++s)
                info.zone[col][s] = g.geo.on_board[s] && (!rule.zone || c.zone_named(*rule.zone, col)[s]);
        }
        info.anywhere_if_last = rule.anywhere_if_last;
        info.max_on_board = rule.max_on_board;
        info.no_attack = rule.no_attack;
        for (const auto& name : rule.pieces) {
            const int t = c.type_named(name, "promotion_moves.pieces");
            if (pm.rule_of[t] < 0) pm.rule_of[t] = int(pm.rules.size());  // the first rule naming a type decides
        }
        pm.rules.push_back(std::move(info));
        pm.any = true;
    }
}

namespace {

int count_of(const Position& pos, int colour, int type) {
    int n = 0;
    for (Square s : pos.pieces(colour)) n += type_of(pos.at(s)) == type;
    return n;
}

}  // namespace

void PromotionMoveRules::generate(const Position& pos, MoveList& list, bool) {
    const Game& g = pos.game();
    const int us = pos.side();
    const PromotionMoves& pm = g.promotion_moves;
    for (Square from : pos.pieces(us)) {
        const int t = type_of(pos.at(from));
        if (pm.rule_of[t] < 0) continue;
        const PromotionMoveInfo& rule = pm.rules[std::size_t(pm.rule_of[t])];
        if (!rule.zone[us][from] && !(rule.anywhere_if_last && count_of(pos, us, t) == 1)) continue;
        for (int to_type : rule.to) {
            if (rule.max_on_board && count_of(pos, us, to_type) >= rule.max_on_board) continue;
            list.push(Move::make(from, from, MoveKind::PromotionMove, to_type));
            walk_rays(
                g, pos, make_man(to_type, us), from, RayMove,
                [&](Square to, std::uint16_t) {
                    list.push(Move::make(from, to, MoveKind::PromotionMove, to_type));
                    return false;
                },
                [](Square, Man, std::uint16_t) { return false; });
        }
    }
}

void PromotionMoveRules::make(Position& pos, Move m, Undo& u) {
    u.moved = pos.remove(m.from);
    pos.put(m.to, make_man(m.type(), pos.side()));
}

void PromotionMoveRules::unmake(Position& pos, Move m, const Undo& u) {
    pos.remove(m.to);
    pos.put(m.from, u.moved);
}

void PromotionMoveRules::write(const Position& pos, Move m, std::string& out) {
    const Game& g = pos.game();
    out += square_name(g.geo, m.from);
    out += square_name(g.geo, m.to);
    std::string code = g.piece_code(m.type());
    for (char& ch : code) ch = char(std::tolower(static_cast<unsigned char>(ch)));
    out += code;
}

// Rare moves: decided by making them. With no_attack, the new man may not attack an enemy man afterwards.
bool PromotionMoveRules::legal(Position& pos, Move m, const Checks*) {
    const PromotionMoves& pm = pos.game().promotion_moves;
    const PromotionMoveInfo& rule = pm.rules[std::size_t(pm.rule_of[type_of(pos.at(m.from))])];
    if (!Royals::full_test(pos, m)) return false;
    if (!rule.no_attack) return true;
    pos.make(m);
    const Man promoted = pos.at(m.to);
    bool attacks = false;
    for (Square s : pos.pieces(pos.side())) attacks = attacks || man_attacks(pos, promoted, m.to, s);
    pos.unmake();
    return !attacks;
}

// promotion_moves: a list of rules, each a map of the `promotion_move` section.
void PromotionMoveRules::declare_keys() {
    using R = PromotionMoveRule;
    add_keys<Ruleset>("ruleset", {rule_list("promotion_moves", "promotion_move", &Ruleset::promotion_moves)});
    add_keys<R>("promotion_move",
                {field("pieces", &R::pieces), field("to", &R::to), field("zone", &R::zone),
                 field("anywhere_if_last", &R::anywhere_if_last),
                 at_least("max_on_board", &R::max_on_board, 0, "'max_on_board' must be 0 or more (0: no limit)"),
                 field("no_attack", &R::no_attack)},
                {required<R>("pieces", "a promotion move rule needs 'pieces'"),
                 required<R>("to", "a promotion move rule needs 'to' (the types it promotes to)")});
}

}  // namespace variant
