// A ruleset's `engine:` section (docs/ruleset-format.md#engine): what the programs that play the game need
// besides its rules. No rule reads it; the search and the engine protocols do.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "interpreter/core/source.hpp"

namespace variant {

// The search's evaluation weights (search/evaluate.hpp), in centipawns; a ruleset may set any of them by name
// under `engine: weights:` (docs/ruleset-format.md#engine).
struct EvalWeights {
    int centre = 4;             // per king step nearer the centre, for a man that is not royal
    int mobility = 3;           // per square a rider reaches along its rays
    int royal_exposure = 12;    // per square next to the royal that the enemy attacks
    int held_percent = 110;     // a man in a reserve its side may drop from, in percent of its value
    int prisoner_percent = 50;  // a man in any other reserve (a prison: an exchange to come)
    int promotion_divisor = 3;  // a man d king steps from its zone gets gain / (divisor * (d + 1)); at least 1
    int tempo = 10;             // for the side to move
    int royal_centre = 12;      // per king step nearer the centre, for a lone royal, in the ending only
    int mop_up = 10;            // in a won ending (a man or more ahead): per king step of the weaker royal from
                                // the centre, and 4/10 of it per king step the royals come closer
};

// Each weight's name under `engine: weights:`: the one list the reader (ruleset/read_engine.cpp) checks the
// names against and the search (with_game_weights) sets the weights by.
struct EvalWeightName {
    const char* name;
    int EvalWeights::*weight;
};
inline constexpr EvalWeightName EvalWeightNames[] = {
    {"centre", &EvalWeights::centre},
    {"mobility", &EvalWeights::mobility},
    {"royal_exposure", &EvalWeights::royal_exposure},
    {"held_percent", &EvalWeights::held_percent},
    {"prisoner_percent", &EvalWeights::prisoner_percent},
    {"promotion_divisor", &EvalWeights::promotion_divisor},
    {"tempo", &EvalWeights::tempo},
    {"royal_centre", &EvalWeights::royal_centre},
    {"mop_up", &EvalWeights::mop_up},
};

struct EngineSettings {
    std::string xboard;                                // XBoard's own name for the game ("chu"), if it has one
    std::vector<std::pair<std::string, int>> weights;  // evaluation weights set (EvalWeightNames)
    // The search's worth of some pieces, in centipawns, in place of their `value` (which is in whole pawns,
    // and which the rules' exchanges and mutation classes also read).
    std::vector<std::pair<Located<std::string>, int>> values;
};

}  // namespace variant
