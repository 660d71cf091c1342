// No checks (features/no_checks, the ruleset's top-level `no_checks: true`: racing kings): a move that
// gives check is illegal, for both players.
#include <catch2/catch.hpp>

#include "tests/unit/engine_test_support.hpp"

using namespace variant;
using variant::test::game;

TEST_CASE("racing kings: no move may give check", "[engine][endings]") {
    const Game& g = game("racingkings");
    // No move may give check: the published racing kings start counts (21 and 421; Fairy-Stockfish too).
    CHECK(test::perft_at(g, g.setup_fen, 1) == 21);
    CHECK(test::perft_at(g, g.setup_fen, 2) == 421);
}
