// The compiled data of features/counting: what compile() fills from the ruleset and the rule's hooks read,
// held by the Game (features/compiled_game.hpp).
#pragma once

#include <vector>

#include "interpreter/game/game.hpp"

namespace variant {

// features/counting: the counting rules (limits in full moves; types as indices).
struct CountingInfo {
    bool enabled = false;
    int board_honour = 0;
    bool count_from_men = false;
    Outcome result = Outcome::Draw;
    struct Row {
        std::vector<std::pair<int, int>> men;  // (type, at least this many)
        int moves = 0;
    };
    std::vector<Row> pieces_honour;
};

}  // namespace variant
