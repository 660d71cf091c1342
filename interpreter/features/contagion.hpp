// Contagion (tai shogi): a man, not a royal, that captures a man of a contagious type becomes that type.
// PieceInfo::contagious marks the types; Game::any_contagious switches the rule on.
#pragma once

#include "interpreter/position/position.hpp"

namespace variant {

struct Contagion {
    // Make: the man that lands, after taking the men on its way (in order) and the one on its destination:
    // the last contagious man it took decides.
    static Man landing(const Game& g, Man np, const Undo& u, int us) {
        if (g.types[type_of(np)].royal) return np;
        for (int i = 0; i < u.taken_count; ++i)
            if (g.types[type_of(u.taken_on_the_way[i])].contagious) np = make_man(type_of(u.taken_on_the_way[i]), us);
        if (u.captured && g.types[type_of(u.captured)].contagious) np = make_man(type_of(u.captured), us);
        return np;
    }
};

}  // namespace variant
