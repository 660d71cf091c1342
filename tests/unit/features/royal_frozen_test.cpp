// The royal frozen in check (features/royal_frozen, the ruleset's `royal_frozen_in_check: true`: makpong) on a
// hand-worked position, with Fairy-Stockfish 11.1's `go perft` counts beside it.
#include <catch2/catch.hpp>

#include "tests/unit/engine_test_support.hpp"

using namespace variant;
using variant::test::game;
using variant::test::legal;


TEST_CASE("makpong: a king in check may only take the one man checking it", "[engine][royalty]") {
    const Game& g = game("makpong");
    Position pos(g);
    pos.set_fen("4k3/8/8/8/8/8/4r3/4K2R w - - 0 1");
    // The rook on e2 checks. In makruk the king has d1, f1 and e2 (taking the unprotected rook); here it may
    // not step away, and the rook on h1 cannot meet the check: e2 alone (Fairy-Stockfish 11.1: e1e2, then 5).
    CHECK(legal(pos) == std::vector<std::string>{"e1e2"});
    CHECK(test::perft_at(g, "4k3/8/8/8/8/8/4r3/4K2R w - - 0 1", 2) == 5);
    CHECK(test::perft_at(game("makruk"), "4k3/8/8/8/8/8/4r3/4K2R w - - 0 1", 1) == 3);
    // Checked by a protected rook the king may not take it: mate.
    CHECK(test::perft_at(g, "4k3/8/8/8/8/8/3rr3/4K2R w - - 0 1", 1) == 0);
}
