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

TEST_CASE("racing kings: checks given along a line, by a leap and by discovery are struck", "[engine][endings]") {
    const Game& g = game("racingkings");
    // Black's king a7; White's rook a1 behind its bishop a4 on the a-file, knight d4, queen h3, king h1.
    // Counted by hand: king 3 (g1 g2 h2); rook 8 (b1-g1, a2 a3: still behind the bishop); bishop 0 (each of
    // its 7 moves leaves the a-file and uncovers the rook); knight 6 (b5 and c6 reach a7); queen 18 of 20
    // (h7 along the 7th rank and d7 give check; e3 stays behind the knight). 35, Fairy-Stockfish 11.1 too.
    CHECK(test::perft_at(g, "8/k7/8/8/B2N4/7Q/8/R6K w - - 0 1", 1) == 35);
}
