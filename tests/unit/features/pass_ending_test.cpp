// Two passes in a row end the game (features/pass_ending, the ruleset's end.consecutive_passes: janggi as
// Fairy-Stockfish 11.1 plays it), with the line `variant status` prints. (Scored by the count of points:
// features/material_test.cpp.)
// (Elsewhere: the FEN after two passes reads back as a finished game, printed_positions_test.cpp.)
#include <catch2/catch.hpp>

#include "tests/unit/result_test_support.hpp"

using namespace variant;

namespace {

const test::StatusCase pass_ending_cases[] = {
    // Janggi without the count (traditional): two passes at the start draw; after one the game goes on.
    {"janggitraditional", "", "pass pass", "1/2-1/2 two passes in a row"},
    {"janggi", "", "pass", "* Black to move"},
};

}  // namespace

TEST_CASE("two passes in a row end the game", "[play][result]") {
    for (const auto& c : pass_ending_cases) {
        INFO(c.ruleset << " " << c.fen << " moves " << c.moves);
        CHECK(test::status_line(c.ruleset, c.fen, c.moves) == c.line);
    }
}
