// A ruleset's `engine:` section (docs/ruleset-format.md#engine): what the programs that play the game need
// besides its rules. No rule reads it; the search and the engine protocols do.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "interpreter/core/source.hpp"

namespace variant {

struct EngineSettings {
    std::string xboard;                                // XBoard's own name for the game ("chu"), if it has one
    std::vector<std::pair<std::string, int>> weights;  // evaluation weights set (search/evaluate.hpp's names)
    // The search's worth of some pieces, in centipawns, in place of their `value` (which is in whole pawns,
    // and which the rules' exchanges and mutation classes also read).
    std::vector<std::pair<Located<std::string>, int>> values;
};

}  // namespace variant
