// The automatic exchange (features/automatic_exchange, an `exchanges` rule's `automatic_on_match`: SC-chess),
// on positions worked out by hand from the game's rules (docs/games/sc-chess.md).
#include <catch2/catch.hpp>

#include "tests/unit/reserve_games_support.hpp"

using namespace variant;
using variant::test::after;
using variant::test::checked;
using variant::test::game;
using variant::test::is_legal;
using variant::test::legal;

TEST_CASE("SC-chess: the automatic exchange", "[hostage]") {
    // White takes a black knight while Black holds a white knight: both knights go to their airfields.
    CHECK(after("sc-chess", "4k3/8/8/3n4/8/4N3/8/4K3[prison:n] w - - 0 1", "e3d5") ==
          "4k3/8/8/3N4/8/8/8/4K3[airfield:Nn] b -");
    // A promotion puts the pawn in the enemy prison: with a black pawn in White's prison, both pawns go home.
    CHECK(after("sc-chess", "4k3/1P6/8/8/8/8/8/4K3[prison:Pr] w - - 0 1", "b7b8r") ==
          "1R2k3/8/8/8/8/8/8/4K3[airfield:Pp] b -");
}
