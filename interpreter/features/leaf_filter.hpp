// A legality rule beyond check as perft's last ply can count it (the optional `leaf_filter` hook,
// features/feature.hpp): as sets on a board of at most 128 squares, which men's moves it must weigh one by one,
// and, for every other man, the squares his plain moves may not land on. No checks (racing kings) refuses a
// move that attacks the enemy royal: a man that might uncover a line onto it is weighed, and the others may not
// land where their type attacks it from (features/no_checks.cpp).
#pragma once

#include <cstdint>

#include "interpreter/core/square_bits.hpp"

namespace variant {

struct LeafFilter {
    static constexpr int MaxTypes = 32;  // a game with more types is filtered move by move
    // The side's men whose moves are written and filtered (filter_legal).
    SquareBits weighed;
    // Per type of the side's men (`types`, bit t), where a plain move of one of the others may not land. A
    // LeafFilter is built empty, one a position (count_filtered), and each rule adds its squares.
    std::uint32_t types = 0;
    SquareBits refused[MaxTypes];
};

}  // namespace variant
