// Extinction (end.extinction): a side left with `count` or fewer men of one of the named types (each type
// counted on its own, men held in reserves included), or of its whole army, has lost. The kings of such a
// game are usually ordinary men (royalty 'none'), and may then be promotion targets (kinglet). A finished
// position has no moves, so perft counts nothing below it (Fairy-Stockfish does the same).
#pragma once

#include <optional>

#include "interpreter/features/compiled_game.hpp"
#include "interpreter/features/ending.hpp"
#include "interpreter/position/position.hpp"

namespace variant {


struct Extinction {
    static void declare_keys();  // its ruleset keys (ruleset/key_table.hpp), defined with the rule
    static bool active(const Game& g) { return g.extinction.enabled; }
    static void compile(RuleCompiler& c);
    // Has either side lost by extinction? Inline where every count on the board is above `count`, the common
    // case (the men in hand only add to those counts): Position keeps the tally of the named counts above it.
    static bool over(Position& pos) {
        const Game& g = pos.game();
        const ExtinctionInfo& e = g.extinction;
        bool any_low = pos.named_above() < Colours * int(e.types.size());
        if (e.whole_army)
            for (int c = 0; c < Colours; ++c) any_low |= int(pos.pieces(c).size()) <= g.extinction_count;
        return any_low && over_by_count(pos);
    }
    // The same, counted in full (the reserves' men too).
    static bool over_by_count(Position& pos);
    // The side that ran out, scored by end.extinction.result (for that side).
    static std::optional<Ending> ending(Position& pos);
};

}  // namespace variant
