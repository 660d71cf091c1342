#include "interpreter/features/automatic_exchange.hpp"

#include "interpreter/features/capture_reserve.hpp"
#include "interpreter/features/reserve_promotion.hpp"
#include "interpreter/ruleset/key_table.hpp"

namespace variant {

namespace {

// The swap of one man of type t from each prison to its owner's airfield (delta +1), or its undo (-1).
// `us` is the side that moved; its prison copy holds the enemy men.
void swap(Position& pos, int us, int t, int delta) {
    const ExchangeInfo& e = pos.game().exchanges;
    const int them = us ^ 1;
    pos.add_reserve(us, e.auto_give_from, t, -delta);
    pos.add_reserve(them, e.auto_give_to, t, delta);
    pos.add_reserve(them, e.auto_take_from, t, -delta);
    pos.add_reserve(us, e.auto_take_to, t, delta);
}

bool matches(const Position& pos, int us, int t) {
    const ExchangeInfo& e = pos.game().exchanges;
    return pos.reserve(us, e.auto_give_from, t) > 0 && pos.reserve(us ^ 1, e.auto_take_from, t) > 0;
}

}  // namespace

void AutomaticExchange::on_make(Position& pos, Move m, const Undo& u) {
    const Game& g = pos.game();
    const int us = pos.side();
    int n = 0;
    std::uint32_t swapped = 0;
    const auto note = [&](int t) {
        swapped |= std::uint32_t(t + 1) << (16 * n++);
        return t;
    };
    // The enemy man just captured, as it entered the prison.
    if (u.captured && colour_of(u.captured) != us && m.kind() <= MoveKind::LastBoardMove) {
        const int t = CaptureReserve::reserve_type(g, u.captured);
        if (matches(pos, us, t)) swap(pos, us, note(t), +1);
    }
    // The promoting man, which entered the enemy prison.
    if (m.kind() == MoveKind::Promotion && g.reserve_gate.any && g.reserve_gate.reserve[type_of(u.moved)] >= 0) {
        const int t = type_of(u.moved);
        if (matches(pos, us, t)) swap(pos, us, note(t), +1);
    }
    pos.set_state(state_at, std::int32_t(swapped));
}

void AutomaticExchange::on_unmake(Position& pos, Move, const Undo&) {
    const int us = pos.side();  // the state words still hold this move's swaps (unmake restores them after)
    for (int i = 1; i >= 0; --i)
        if (swapped(pos, i) >= 0) swap(pos, us, swapped(pos, i), -1);
}

// Its key in an exchange rule.
void AutomaticExchange::declare_keys() {
    add_keys<ExchangeRule>("exchange", {field("automatic_on_match", &ExchangeRule::automatic_on_match)},
                           {[](Reader& r, const Node& item, ExchangeRule& rule) {
                               if (rule.automatic_on_match && !rule.take_to)
                                   r.error(item.where, 1,
                                           "an automatic exchange needs 'take_to' (nobody drops the man taken back)");
                           }});
}

}  // namespace variant
