#include "interpreter/features/bare_king.hpp"

#include "interpreter/game/compiler.hpp"

namespace variant {

void BareKing::compile(Compiler& c) {
    if (!c.rs.end.bare_king) return;
    c.g.bare_king = true;
    c.g.ends_early = true;
}

bool BareKing::over(Position& pos) {
    const int us = pos.side(), them = us ^ 1;
    auto others = [&pos](int c) { return int(pos.pieces(c).size()) - pos.royal_count(c); };
    return (others(them) == 0 && others(us) >= 1) || (others(us) == 0 && others(them) >= 2);
}

}  // namespace variant
