// Promotion moves (features/promotion_moves, the ruleset's `promotion_moves`: sittuyin's promotion), worked
// by hand on small positions: every list below is written out in the comment beside it.
#include <catch2/catch.hpp>

#include "tests/unit/engine_test_support.hpp"

using namespace variant;

TEST_CASE("sittuyin's promotion: in place or a diagonal step, no general on the board, attacking nobody",
          "[engine][promotion]") {
    // White: king h1, pawns d5 (on the promotion diagonal) and a2; black: king f7, pawn a7. Two white pawns:
    // only d5 may promote, in place or to c6, c4, e4 (e6 would give check to f7). Plain moves: a2-a3,
    // d5-d6; the king: g1, g2, h2.
    CHECK(test::moves_at("sittuyin", "8/p4k2/8/3P4/8/8/P7/7K[] w - - 0 1") ==
          std::vector<std::string>{"a2a3", "d5c4f", "d5c6f", "d5d5f", "d5d6", "d5e4f", "h1g1", "h1g2", "h1h2"});
    // A black pawn on b7: the general may not land on c6 either, where it would attack the pawn (nor on e6).
    CHECK(test::moves_at("sittuyin", "8/1p3k2/8/3P4/8/8/P7/7K[] w - - 0 1") ==
          std::vector<std::string>{"a2a3", "d5c4f", "d5d5f", "d5d6", "d5e4f", "h1g1", "h1g2", "h1h2"});
    // With a general on a1 no pawn promotes: a2-a3, d5-d6, the king's three steps and the general's a1-b2.
    CHECK(test::moves_at("sittuyin", "8/p4k2/8/3P4/8/8/P7/F6K[] w - - 0 1").size() == 6);
    // The last pawn promotes anywhere: a2 in place, to b3 or to b1.
    CHECK(test::moves_at("sittuyin", "8/p4k2/8/8/8/8/P7/7K[] w - - 0 1") ==
          std::vector<std::string>{"a2a2f", "a2a3", "a2b1f", "a2b3f", "h1g1", "h1g2", "h1h2"});
}
