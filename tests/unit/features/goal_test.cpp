// Goal squares (features/goal, the ruleset's end.goal: king of the hill, racing kings) on hand-worked
// positions; where a count was also taken from Fairy-Stockfish 11.1 (Debian, `go perft N` on the same FEN),
// the test says so. A finished position has no moves: perft counts the move that finishes the game and
// nothing below it.
// (Elsewhere: the result line of king of the hill, racing kings and breakthrough, game_result_test.cpp.)
#include <catch2/catch.hpp>

#include "tests/unit/engine_test_support.hpp"

using namespace variant;
using variant::test::game;


TEST_CASE("king of the hill: a king on a centre square ends the game", "[engine][endings]") {
    const Game& g = game("kingofthehill");
    // The white king on e3 has 8 steps; after d4 or e4 Black has no move, after the other 6 its king on e8
    // has 5: 30 (Fairy-Stockfish 11.1 counts the same).
    CHECK(test::perft_at(g, "4k3/8/8/8/8/4K3/8/8 w - - 0 1", 1) == 8);
    CHECK(test::perft_at(g, "4k3/8/8/8/8/4K3/8/8 w - - 0 1", 2) == 30);
}

TEST_CASE("racing kings: the second player may follow, and a first arrival by Black wins", "[engine][endings]") {
    const Game& g = game("racingkings");
    const std::string fen = "8/1k5K/8/8/8/8/8/8 w - - 0 1";
    // White's king on h7: g8, h8, g7, g6, h6. Black's king on b7 can always reach a8, b8 or c8, so after
    // each of them Black has all 8 king moves: 40 (Fairy-Stockfish 11.1 counts the same).
    CHECK(test::perft_at(g, fen, 1) == 5);
    CHECK(test::perft_at(g, fen, 2) == 40);
    // Depth 3: after g8 or h8 the game is over at White's next turn whatever Black did (won, or drawn if
    // Black arrived too): 0. After g7, g6 or h6, Black's 3 arrivals win at once (0 below) and its 5 other
    // moves leave White 8, 8 and 5 moves: 5 * (8 + 8 + 5) = 105. Fairy-Stockfish 11.1 counts 168: it lets
    // the game go on when Black arrives first with White to move (8 + 8 + 5 more for each of the 3
    // arrivals), which the rules (the first king on the eighth rank wins) do not.
    CHECK(test::perft_at(g, fen, 3) == 105);
}
