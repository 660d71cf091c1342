#include "interpreter/features/royal_frozen.hpp"

#include "interpreter/attacks/attacks.hpp"
#include "interpreter/game/compiler.hpp"
#include "interpreter/ruleset/key_table.hpp"

namespace variant {

void RoyalFrozen::compile(RuleCompiler& c) { c.g.royal_frozen = c.rs.royal_frozen_in_check; }

void RoyalFrozen::filter_legal(Position& pos, MoveList& list) {
    const int us = pos.side();
    const Square royal = pos.royal_square(us);
    if (royal == NoSquare || !attacked(pos, royal, us ^ 1)) return;
    // The men checking it: the royal may take the only one.
    Square checker = NoSquare;
    int checkers = 0;
    for (Square s : pos.pieces(us ^ 1))
        if (man_attacks(pos, pos.at(s), s, royal)) {
            checker = s;
            ++checkers;
        }
    int n = 0;
    for (int i = 0; i < list.size; ++i) {
        const Move m = list.moves[i];
        const bool royal_move = m.kind() <= MoveKind::LastBoardMove && m.from == royal;
        if (!royal_move || (checkers == 1 && m.to == checker)) list.moves[n++] = m;
    }
    list.size = n;
}

void RoyalFrozen::declare_keys() {
    add_keys<Ruleset>("ruleset", {field("royal_frozen_in_check", &Ruleset::royal_frozen_in_check)});
}

}  // namespace variant
