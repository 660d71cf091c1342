// Contagion (tai shogi): a man, not a royal, that captures a man of a contagious type becomes the type that
// one passes on (PieceInfo::contagion_into: its own type, or another: a deva's captor becomes a teaching
// king). It takes the place of the captor's own promotion. A captor royal before its move keeps what it
// became by it (promoted or not); a man that becomes royal by this very move (tai's drunken elephant) is
// not royal yet, and catches it. PieceInfo::contagious marks the types; Game::any_contagious switches the rule on.
#pragma once

#include "interpreter/features/compiled_game.hpp"
#include "interpreter/position/position.hpp"

namespace variant {

struct Contagion {
    static void declare_keys();  // its ruleset keys (ruleset/key_table.hpp), defined with the rule
    static bool active(const Game& g) { return g.any_contagious; }
    // The board move's landing hook (movegen/make.cpp), after promotion's: the man that lands, after taking the
    // men on its way (in order) and the one on its destination: the last contagious man it took decides.
    static Man landing(Position& pos, Move, const Undo& u, Man np, int us) {
        const Game& g = pos.game();
        if (g.types[type_of(u.moved)].royal) return np;  // a royal before the move (a drunken elephant is not)
        for (int i = 0; i < u.taken_count; ++i) np = caught(g, np, u.taken_on_the_way[i], us);
        if (u.captured) np = caught(g, np, u.captured, us);
        return np;
    }

private:
    static Man caught(const Game& g, Man np, Man victim, int us) {
        const PieceInfo& v = g.types[type_of(victim)];
        return v.contagious ? make_man(v.contagion_into, us) : np;
    }
};

}  // namespace variant
