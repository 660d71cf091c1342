#include "interpreter/features/no_checks.hpp"

#include "interpreter/game/compiler.hpp"
#include "interpreter/movegen/movegen.hpp"

namespace variant {

void NoChecks::compile(Compiler& c) { c.g.no_checks = c.rs.no_checks; }

void NoChecks::filter_legal(Position& pos, MoveList& list) {
    const Game& g = pos.game();
    const int them = pos.side() ^ 1;
    int n = 0;
    for (int i = 0; i < list.size; ++i) {
        const Move m = list.moves[i];
        pos.make(m);
        bool checks = false;
        for (Square s : pos.pieces(them))
            if (g.types[type_of(pos.at(s))].royal && attacked(pos, s, them ^ 1)) checks = true;
        pos.unmake();
        if (!checks) list.moves[n++] = m;
    }
    list.size = n;
}

}  // namespace variant
