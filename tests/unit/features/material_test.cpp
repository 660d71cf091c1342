// Material (features/material, the ruleset's end.insufficient_material and end.points) on hand-set
// positions of the shipped rulesets, with the line `variant status` prints. Every position is worked by hand
// (the reasoning beside it); the results are those Fairy-Stockfish 11.1 gives the game (its materialCounting
// for janggi's points, as docs/ruleset-format.md#end lists them).
#include <catch2/catch.hpp>

#include "tests/unit/result_test_support.hpp"

using namespace variant;

namespace {

const test::StatusCase material_cases[] = {
    // Insufficient material: K+B v K draws; K+R v K goes on.
    {"chess", "8/8/8/4k3/8/8/8/2B1K3 w - - 0 1", "-", "1/2-1/2 insufficient material"},
    {"chess", "8/8/8/4k3/8/8/8/4K3 b - - 0 1", "-", "1/2-1/2 insufficient material"},
    {"chess", "8/8/8/4k3/8/8/8/R3K3 w - - 0 1", "-", "* White to move"},
    // Janggi: two passes at the start; the count is 72 to 72, and Cho (White) needs more than 1 more:
    // Han wins (Fairy-Stockfish's janggi material count; the two passes end the game: features/pass_ending).
    {"janggi", "", "pass pass", "0-1 two passes in a row, counted: White 72, Black 72 (White needs more than 1 more)"},
};

}  // namespace

TEST_CASE("material: insufficient material, and the count of points", "[play][result]") {
    for (const auto& c : material_cases) {
        INFO(c.ruleset << " " << c.fen << " moves " << c.moves);
        CHECK(test::status_line(c.ruleset, c.fen, c.moves) == c.line);
    }
}
