#include "interpreter/features/no_checks.hpp"

#include <algorithm>

#include "interpreter/attacks/attacks.hpp"
#include "interpreter/features/promotion.hpp"
#include "interpreter/game/compiler.hpp"
#include "interpreter/ruleset/key_table.hpp"

namespace variant {

void NoChecks::compile(RuleCompiler& c) { c.g.no_checks = c.rs.no_checks; }

namespace {

// Can a plain or promoting move of `us` be tested on the board alone (the man lifted from `from` and set on
// `to`)? Only where the attack test reads the board alone: no complex attacker (whose test walks the piece
// lists), no multi-leg move, no rule that changes what lands (contagion) or what stands around (explosions)
// or what attacks with the reserves.
bool board_only(const Game& g, int us) {
    return !g.any_complex_attacker[us] && !g.multi_leg.any && !g.any_contagious && !g.atomic.enabled &&
           !g.reserve_gate.any && !g.reserves_change_attacks && !g.potential.enabled;
}

}  // namespace

void NoChecks::filter_legal(Position& pos, MoveList& list) {
    const Game& g = pos.game();
    const int us = pos.side(), them = us ^ 1;
    Square royals[MaxBoardSide * MaxBoardSide];
    int royal_count = 0;
    for (Square s : pos.pieces(them))
        if (g.types[type_of(pos.at(s))].royal) royals[royal_count++] = s;
    const auto checked = [&] {
        return std::any_of(royals, royals + royal_count, [&](Square s) { return attacked(pos, s, us); });
    };
    const bool fast = board_only(g, us);
    // Where the attack test reads the rider lines alone (GameTables::attack_line_at), a royal not attacked now
    // can be attacked after a board move only along its line through the square left or the one landed on:
    // the others hold the same men. Most moves touch no such line, and the others cost two lines' scans.
    const std::size_t S = std::size_t(g.geo.squares());
    const bool lines_decide = fast && !g.attack_line_at[us].empty() && !g.any_wrap_attack[us] && !g.any_hopper[us] &&
                              !g.leap_attacks.any[us] && !checked();
    // Royal r's attack line through each square (GameTables::attack_line_at).
    const auto lines_of = [&](int r) { return g.attack_line_at[us].data() + std::size_t(royals[r]) * S; };
    const auto line_checks = [&](Square from, Square to) {
        for (int r = 0; r < royal_count; ++r)
            for (const std::uint8_t a : {lines_of(r)[from], lines_of(r)[to]})
                if (a != GameTables::NoLine && attacked_along(pos, royals[r], us, a)) return true;
        return false;
    };
    const auto touches_lines = [&](Square from, Square to) {
        for (int r = 0; r < royal_count; ++r)
            if (lines_of(r)[from] != GameTables::NoLine || lines_of(r)[to] != GameTables::NoLine) return true;
        return false;
    };
    int n = 0;
    for (int i = 0; i < list.size; ++i) {
        const Move m = list.moves[i];
        bool checks;
        if (fast && (m.kind() == MoveKind::Normal || m.kind() == MoveKind::Promotion) &&
            std::find(royals, royals + royal_count, m.to) == royals + royal_count) {
            if (lines_decide && !touches_lines(m.from, m.to)) {
                list.moves[n++] = m;
                continue;
            }
            const Man p = pos.lift(m.from);
            const Man there = pos.lift(m.to);
            pos.unlift(m.to, m.kind() == MoveKind::Promotion ? Promotion::promoted(g, p, m, us) : Man(p & ~UnmovedBit));
            checks = lines_decide ? line_checks(m.from, m.to) : checked();
            pos.unlift(m.to, there);
            pos.unlift(m.from, p);
        } else {
            pos.make(m);
            checks = std::any_of(pos.pieces(them).begin(), pos.pieces(them).end(),
                                 [&](Square s) { return g.types[type_of(pos.at(s))].royal && attacked(pos, s, us); });
            pos.unmake();
        }
        if (!checks) list.moves[n++] = m;
    }
    list.size = n;
}

void NoChecks::declare_keys() { add_keys<Ruleset>("ruleset", {field("no_checks", &Ruleset::no_checks)}); }

}  // namespace variant
