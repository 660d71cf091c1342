// One game between two engines, our rules the arbiter: every move checked legal by our move generator
// (an illegal move loses, the move named), a clock per side (an engine that overruns it by more than the
// margin, or does not answer, loses on time and is killed), the end and the result by our rules
// (play/result.hpp, repetition from the game's history), an optional cap on the moves adjudicated a draw.
#pragma once

#include <string>
#include <vector>

#include "interpreter/play/result.hpp"
#include "tools/variant/engine_client.hpp"

namespace variant::cli {

struct RefereedGame {
    std::string fen;          // where it started ("" for the ruleset's setup)
    std::vector<Move> moves;  // the opening's moves, then the engines'
    GameResult result;        // never Ongoing
    int first_side = 0;       // the colour of engines[0], who moved first after the opening
};

// Plays a game from `fen` ("" for the setup) after the opening `opening` (legal moves from there):
// engines[0] has the first move. `max_moves`: 0 for no cap, else the moves the engines make in all before
// the game is adjudicated a draw.
RefereedGame referee_game(const MatchRuleset& rs, const std::string& fen, const std::vector<Move>& opening,
                          EngineClient* engines[2], const TimeControl& tc, int max_moves);

}  // namespace variant::cli
