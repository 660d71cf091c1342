// Captures of unprotected men only (tai shogi's emperor): a man of a type marked
// `captures_unprotected_only` may not capture a man that its owner protects. Generation asks, for such a
// man's captures only; Game::any_unprotected_only switches the rule on.
#pragma once

#include "interpreter/movegen/movegen.hpp"

namespace variant {

struct UnprotectedCapture {
    static bool forbids(const Game& g, const Position& pos, int type, Square to) {
        return g.types[type].captures_unprotected_only && attacked(pos, to, colour_of(pos.at(to)));
    }
};

}  // namespace variant
