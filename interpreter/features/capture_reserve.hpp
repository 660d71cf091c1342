// Captures into a reserve: a captured man joins the captor's reserve (shogi's and crazyhouse's hand),
// changing colour; with demotion it enters as the type it was before promoting (its remembered origin,
// crazyhouse's "Q~", or its base type, shogi's "+R" -> R). Game::captures holds the rule.
#pragma once

#include "interpreter/features/compiled_game.hpp"
#include "interpreter/features/self_capture.hpp"
#include "interpreter/position/position.hpp"

namespace variant {


struct CaptureReserve {
    static void declare_keys();  // its ruleset keys (ruleset/key_table.hpp), defined with the rule
    static bool active(const Game& g) { return g.captures.to_reserve; }
    static void compile(RuleCompiler& c);

    // The type a captured man enters the captor's reserve as.
    static int reserve_type(const Game& g, Man x) {
        int t = type_of(x);
        if (g.derived.any && g.derived.base[t] >= 0) return g.derived.base[t];  // a powered man: its base type
        if (g.captures.demotes) {
            if (origin_of(x) >= 0) t = origin_of(x);
            else if (g.types[t].base >= 0) t = g.types[t].base;
        }
        return t;
    }
    // The take hook (Position::take, untake): make (+1) and unmake (-1) of a capture of x by `captor`; an own
    // man (self-capture) goes its own way.
    static void on_take(Position& pos, Man x, int captor, int delta) {
        const Game& g = pos.game();
        if (colour_of(x) == captor) return SelfCapture::on_capture(pos, x, reserve_type(g, x), delta);
        pos.add_reserve(captor, g.captures.reserve, reserve_type(g, x), delta);
    }
};

}  // namespace variant
