// Royalty and check, the royal rule: one royal with check; several royals where only the last one's check
// counts; duple check (in check only when every royal is attacked); no check rule at all (capture the last
// royal: the side without royals has no moves). The filter that keeps the legal moves is movegen/legal.cpp.
#include "interpreter/features/royalty.hpp"

#include "interpreter/attacks/attacks.hpp"
#include "interpreter/features/registry.hpp"
#include "interpreter/game/compiler.hpp"
#include "interpreter/ruleset/key_table.hpp"

namespace variant {

namespace {

bool royals_safe(const Position& pos, int us) {
    const Game& g = pos.game();
    if (pos.royal_count(us) == 1) return !attacked(pos, pos.royal_square(us), us ^ 1);
    // Last-royal check: a side left with several royals (one just made by a promotion) may leave any attacked.
    if (g.royalty == Royalty::LastRoyalCheck) return true;
    // Duple check: the move is safe while one royal stands unattacked.
    const bool duple = g.royalty == Royalty::DupleCheck;
    for (Square s : pos.pieces(us))
        if (g.types[type_of(pos.at(s))].royal && attacked(pos, s, us ^ 1) != duple) return duple;
    return !duple;
}

}  // namespace

bool Royals::full_test(Position& pos, Move m) {
    const int us = pos.side();
    pos.make(m);
    bool ok = royals_safe(pos, us);
    pos.unmake();
    return ok;
}

bool Royals::check_rule(const Position& pos) {
    const int royals = pos.royal_count(pos.side());
    switch (pos.game().royalty) {
        case Royalty::Check: return royals >= 1;
        case Royalty::LastRoyalCheck: return royals == 1;
        case Royalty::DupleCheck: return royals >= 1;
        case Royalty::None:
        case Royalty::CaptureLastRoyal:
        case Royalty::PotentialKings: return false;  // PotentialKings: features/potentials
    }
    return false;
}

bool Royals::castles_unchecked(const Position& pos) {
    const Royalty r = pos.game().royalty;
    return r == Royalty::None || r == Royalty::CaptureLastRoyal || pos.royal_count(pos.side()) > 1;
}

bool in_check(const Position& pos) {
    bool check = false;
    if (dispatch::in_check(pos, check)) return check;  // potential kings: their own check
    const int us = pos.side();
    if (pos.game().royalty == Royalty::None || pos.game().royalty == Royalty::CaptureLastRoyal) return false;
    // Under duple check a side with several royals is in check only when every one of them is attacked.
    const bool all = pos.game().royalty == Royalty::DupleCheck && pos.royal_count(us) > 1;
    for (Square s : pos.pieces(us))
        if (pos.game().types[type_of(pos.at(s))].royal && attacked(pos, s, us ^ 1) != all) return !all;
    return all;
}

void Royals::compile(RuleCompiler& c) {
    const Ruleset& rs = c.rs;
    Game& g = c.g;
    bool any_royal = false;
    for (const auto& t : g.types) any_royal = any_royal || t.royal;
    g.royalty = any_royal ? rs.royalty : Royalty::None;
    g.pass = rs.pass;
    g.results.checkmate = rs.end.checkmate;
    g.results.stalemate = rs.end.stalemate;
}

// royalty: which check rule binds; in `end`, the results of mate and stalemate.
void Royals::declare_keys() {
    static const Choices<Royalty> rules = {{"check", Royalty::Check},
                                           {"last-royal-check", Royalty::LastRoyalCheck},
                                           {"duple-check", Royalty::DupleCheck},
                                           {"capture-last-royal", Royalty::CaptureLastRoyal},
                                           {"potential-kings", Royalty::PotentialKings},
                                           {"none", Royalty::None}};
    add_keys<Ruleset>("ruleset", {placed_field("royalty", &Ruleset::royalty, &Ruleset::royalty_where, rules)});
    add_keys<GameEnd>("end", {field("checkmate", &GameEnd::checkmate, outcome_choices()),
                              field("stalemate", &GameEnd::stalemate, outcome_choices())});
}

}  // namespace variant
