// Compulsory capture (features/compulsory_capture, the ruleset's `compulsory_capture: true`) on hand-worked
// positions of the shipped rulesets antichess and losers. Each move list was worked out by hand from the
// rules, and agrees with Fairy-Stockfish 11.1 ("go perft 1" in the variant of the same name).
#include <catch2/catch.hpp>

#include "tests/unit/engine_test_support.hpp"

using namespace variant;

namespace {

using Moves = std::vector<std::string>;

}  // namespace

TEST_CASE("antichess: a capture is compulsory, the king is an ordinary man", "[obligations]") {
    // The only capture is e4xd5; the knight's and the king's quiet moves are then illegal.
    CHECK(test::moves_at("antichess", "4k3/8/8/3p4/4P3/8/8/1N2K3 w - - 0 1") == Moves{"e4d5"});
    // No capture: every move, and the king may step next to the rook's line (there is no check): d1 d2 e2 f2 f1.
    CHECK(test::moves_at("antichess", "4r3/8/8/8/8/8/8/4K3 w - - 0 1") ==
          Moves{"e1d1", "e1d2", "e1e2", "e1f1", "e1f2"});
    // The king must take the rook beside it, even where a chess king could not (protected by the pawn).
    CHECK(test::moves_at("antichess", "8/8/8/8/8/3p4/4r3/4K3 w - - 0 1") == Moves{"e1e2"});
    // Promotion to a king: five promotions, all captures or all pushes.
    CHECK(test::moves_at("antichess", "8/P7/8/8/8/8/8/7k w - - 0 1") ==
          Moves{"a7a8b", "a7a8k", "a7a8n", "a7a8q", "a7a8r"});
}

TEST_CASE("losers: compulsory capture under the check rule", "[obligations]") {
    // Kxd2 is the one legal capture: compulsory (the pawns keep either side from a bare king, which ends
    // losers).
    CHECK(test::moves_at("losers", "4k3/p7/8/8/8/8/P2r4/4K3 w - - 0 1") == Moves{"e1d2"});
    // The rook on d2 is protected by the one on d8: Kxd2 is illegal, so nothing obliges; d1, e2 and f2 are
    // attacked by the rook on d2, f1 is free, and the pawn moves.
    CHECK(test::moves_at("losers", "3rk3/p7/8/8/8/8/P2r4/4K3 w - - 0 1") == Moves{"a2a3", "a2a4", "e1f1"});
}
