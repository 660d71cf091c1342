#include "interpreter/features/unprotected_capture.hpp"

#include "interpreter/attacks/attacks.hpp"

namespace variant {

bool UnprotectedCapture::is_protected(const Position& pos, Square from, Square to) {
    const Game& g = pos.game();
    const int owner = colour_of(pos.at(to)), us = owner ^ 1;
    if (attacked_by_others(pos, to, owner, from)) return true;  // (a)
    for (Square s : pos.pieces(owner)) {                        // (b)
        const Man x = pos.at(s);
        if (s != to && g.types[type_of(x)].captures_unprotected_only && man_attacks(pos, x, s, to))
            return !attacked_by_others(pos, to, us, from);
    }
    return false;
}

}  // namespace variant
