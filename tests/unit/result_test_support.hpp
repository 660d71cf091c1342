// Shared by the tests of how a game ends (interpreter/play/result.hpp, `variant status`): the line the command
// prints for a position reached by some moves.
#pragma once

#include <string>

#include "interpreter/play/result.hpp"
#include "tests/unit/engine_test_support.hpp"

namespace variant::test {

struct StatusCase {
    const char* ruleset;
    const char* fen;  // "" for the ruleset's setup
    const char* moves;
    const char* line;  // what `variant status` prints
};

// The line `variant status` prints after `moves` ("-": none) from `fen` ("": the setup); asking leaves the
// position as it was.
inline std::string status_line(const std::string& ruleset, const std::string& fen, const std::string& moves) {
    const Game& g = game(ruleset);
    Position pos(g);
    pos.set_fen(fen.empty() ? g.setup_fen : fen);
    play(pos, moves);
    const std::string before = pos.fen();
    const std::string line = game_result(pos).line(pos.side());
    CHECK(pos.fen() == before);
    return line;
}

}  // namespace variant::test
