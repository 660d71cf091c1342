// Self-capture (features/self_capture, the ruleset's `captures: {self_capture: true}`: SC-chess), on positions
// worked out by hand from the game's rules (docs/games/sc-chess.md).
#include <catch2/catch.hpp>

#include "tests/unit/reserve_games_support.hpp"

using namespace variant;
using variant::test::after;
using variant::test::checked;
using variant::test::game;
using variant::test::is_legal;
using variant::test::legal;

TEST_CASE("SC-chess: self-capture", "[hostage]") {
    // The self-captured man goes to its owner's airfield; e.p. and castling never self-capture.
    CHECK(after("sc-chess", "4k3/8/8/8/8/8/3P4/3QK3[] w - - 0 1", "d1d2") == "4k3/8/8/8/8/8/3Q4/4K3[airfield:P] b -");
    CHECK_FALSE(is_legal("sc-chess", "4k3/8/8/8/8/8/3P4/3QK3[] w - - 0 1", "d1e1"));
}
