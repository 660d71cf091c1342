#include "interpreter/features/atomic.hpp"

#include "interpreter/attacks/attacks.hpp"
#include "interpreter/features/generator.hpp"
#include "interpreter/features/registry.hpp"
#include "interpreter/game/compiler.hpp"
#include "interpreter/ruleset/key_table.hpp"

namespace variant {

void Atomic::compile(RuleCompiler& c) {
    const AtomicRule& rule = c.rs.atomic;
    if (!rule.enabled) return;
    AtomicInfo& a = c.g.atomic;
    a.enabled = true;
    a.immune.assign(std::size_t(c.g.type_count()), 0);
    for (const auto& name : rule.immune) a.immune[std::size_t(c.type_named(name, "atomic immune type"))] = 1;
}

void Atomic::explode(Position& pos, Square to) {
    const Game& g = pos.game();
    std::uint32_t rights = Castling::rights(pos);
    const auto blast = [&](Square s) {
        ManLog& blasts = pos.man_log(log_at);
        blasts.emplace_back(s, pos.remove(s));
        pos.set_state(state_at, std::int32_t(blasts.size()));
        if (g.castling.enabled) rights &= ~std::uint32_t(g.castling.clear[s]);
    };
    blast(to);  // the capturing man
    for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx) {
            const Square s = g.geo.offset(to, dx, dy);
            if ((dx || dy) && s != NoSquare && pos.at(s) && !g.atomic.immune[type_of(pos.at(s))]) blast(s);
        }
    if (rights != Castling::rights(pos)) Castling::set_rights(pos, rights);
}

void Atomic::unexplode(Position& pos, const Undo& u) {
    ManLog& blasts = pos.man_log(log_at);
    while (blasts.size() > std::size_t(u.state.word[state_at])) {
        pos.put(blasts.back().first, blasts.back().second);
        blasts.pop_back();
    }
}

namespace {

// Do two of the royals of the two sides stand side by side?
bool royals_touch(const Position& pos, Square royal, int them) {
    const Game& g = pos.game();
    for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx) {
            const Square s = g.geo.offset(royal, dx, dy);
            if ((dx || dy) && s != NoSquare && pos.at(s) && colour_of(pos.at(s)) == them &&
                g.types[type_of(pos.at(s))].royal)
                return true;
        }
    return false;
}

}  // namespace

bool Atomic::in_check(const Position& pos, int us) {
    const Game& g = pos.game();
    for (Square s : pos.pieces(us))
        if (g.types[type_of(pos.at(s))].royal && !royals_touch(pos, s, us ^ 1) && attacked(pos, s, us ^ 1)) return true;
    return false;
}

void Atomic::generate_legal(Position& pos, MoveList& list) {
    const int us = pos.side(), them = us ^ 1;
    list.size = 0;
    if (pos.royal_count(us) == 0) return;  // exploded: the game is lost
    generator.generate_pseudo(pos, list, !in_check(pos, us));
    const int royals = pos.royal_count(us);
    int n = 0;
    for (int i = 0; i < list.size; ++i) {
        const Move m = list.moves[i];
        pos.make(m);
        // No royal of ours may explode; exploding the enemy's last royal wins whatever else the move leaves.
        const bool ok = pos.royal_count(us) == royals && (pos.royal_count(them) == 0 || !in_check(pos, us));
        pos.unmake();
        if (ok) list.moves[n++] = m;
    }
    list.size = n;
    dispatch::filter_legal(pos, list);
}

void Atomic::declare_keys() {
    add_keys<Ruleset>("ruleset", {rule_map("atomic", &Ruleset::atomic)});
    add_keys<AtomicRule>("atomic", {field("immune", &AtomicRule::immune)});
}

}  // namespace variant
