// Contagion (tai shogi): a man, not a royal, that captures a man of a contagious type becomes that type.
// PieceInfo::contagious marks the types; Game::any_contagious switches the rule on.
#pragma once

#include "interpreter/position/position.hpp"

namespace variant {

struct Contagion {
    // Make: the man that lands, after taking `captured` (and `captured2` on a multi-leg move's way).
    static Man landing(const Game& g, Man np, Man captured, Man captured2, int us) {
        if (g.types[type_of(np)].royal) return np;
        for (Man x : {captured2, captured})
            if (x && g.types[type_of(x)].contagious) np = make_man(type_of(x), us);
        return np;
    }
};

}  // namespace variant
