// Promotion from a reserve (features/reserve_promotion, a promotion rule's `from_reserve`: Hostage Chess), on
// positions worked out by hand from the game's rules (docs/games/hostage-chess.md).
#include <catch2/catch.hpp>

#include "tests/unit/reserve_games_support.hpp"

using namespace variant;
using variant::test::after;
using variant::test::checked;
using variant::test::game;
using variant::test::is_legal;
using variant::test::legal;

TEST_CASE("Hostage Chess: a pawn with nothing to promote to is dead", "[hostage]") {
    // White Kh1 Qa4 Pd7, Black Ke8 Rb4. With no white Q/R/B/N in Black's prison, d7 may not enter rank 8 and
    // attacks neither c8 nor e8: Black is not in check, and Rxa4 is illegal (the queen it takes makes d7
    // live, checking e8). With a white knight in Black's prison, Black starts in check.
    const char* dead = "4k3/3P4/8/8/Qr6/8/8/7K[] b - - 0 1";
    const char* live = "4k3/3P4/8/8/Qr6/8/8/7K[prison:n] b - - 0 1";
    CHECK_FALSE(checked("hostage-chess", dead));
    CHECK_FALSE(is_legal("hostage-chess", dead, "b4a4"));
    CHECK(is_legal("hostage-chess", dead, "b4c4"));
    CHECK(checked("hostage-chess", live));
    // White to move: the dead pawn cannot move at all, the live one promotes to the knight only.
    CHECK_FALSE(is_legal("hostage-chess", "4k3/3P4/8/8/Qr6/8/8/7K[] w - - 0 1", "d7d8q"));
    CHECK(is_legal("hostage-chess", "7k/3P4/8/8/Qr6/8/8/7K[prison:n] w - - 0 1", "d7d8n"));
    CHECK_FALSE(is_legal("hostage-chess", "7k/3P4/8/8/Qr6/8/8/7K[prison:n] w - - 0 1", "d7d8q"));
    // Releasing the last hostage cancels the check: Black gives the knight back (to White's airfield) for its
    // own pawn held by White, dropped on a5, which blocks nothing; d7 is dead again.
    CHECK(is_legal("hostage-chess", "4k3/3P4/8/8/Qr6/8/8/7K[prison:Pn] b - - 0 1", "N-P@a5"));
    CHECK(after("hostage-chess", "4k3/3P4/8/8/Qr6/8/8/7K[prison:Pn] b - - 0 1", "N-P@a5") ==
          "4k3/3P4/8/p7/Qr6/8/8/7K[airfield:N] w -");
}

TEST_CASE("Hostage Chess: promotion takes the man from the enemy prison, the pawn goes in", "[hostage]") {
    CHECK(after("hostage-chess", "4k3/1P6/8/8/8/8/8/4K3[prison:rnp] w - - 0 1", "b7b8r") ==
          "1R2k3/8/8/8/8/8/8/4K3[prison:npp] b -");
}
