// The bare king (features/bare_king, the ruleset's end.bare_king: shatranj, courier) on hand-worked
// positions; where a count was also taken from Fairy-Stockfish 11.1 (Debian, `go perft N` on the same FEN),
// the test says so. A finished position has no moves.
// (Elsewhere: the result line, both orders, game_result_test.cpp.)
#include <catch2/catch.hpp>

#include "tests/unit/engine_test_support.hpp"

using namespace variant;
using variant::test::game;


TEST_CASE("the bare king of shatranj: the bared side has one move to bare the opponent", "[engine][endings]") {
    const Game& g = game("shatranj");
    // Each count also from Fairy-Stockfish 11.1 (variant shatranj, go perft on the FEN).
    // Black is bare, White has one man: Black still moves (e8e7 takes the rook, d8 and f8; d7 and f7 are
    // attacked). After d8 or f8 White wins at once; after e8e7 both are bare and the game goes on (3 moves).
    CHECK(test::perft_at(g, "4k3/4R3/8/8/8/8/8/K7 b - - 0 1", 1) == 3);
    CHECK(test::perft_at(g, "4k3/4R3/8/8/8/8/8/K7 b - - 0 1", 2) == 3);
    // Two men: no single move bares White, so Black has lost.
    CHECK(test::perft_at(g, "4k3/4R3/8/8/8/8/8/K6R b - - 0 1", 1) == 0);
    // White to move against a bare king: Black did not bare White back, White has won.
    CHECK(test::perft_at(g, "4k3/R7/8/8/8/8/8/K7 w - - 0 1", 1) == 0);
    // Two bare kings: the game goes on (3 and 5 king moves).
    CHECK(test::perft_at(g, "4k3/8/8/8/8/8/8/K7 w - - 0 1", 1) == 3);
    CHECK(test::perft_at(g, "4k3/8/8/8/8/8/8/K7 b - - 0 1", 1) == 5);
}
