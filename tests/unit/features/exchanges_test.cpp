// Hostage exchanges (features/exchanges, the ruleset's `exchanges`: Hostage Chess), with the drop rules they
// keep, on positions worked out by hand from the game's rules (docs/games/hostage-chess.md).
// (Elsewhere: what an exchange's move text lacks, engine_move_errors_test.cpp.)
#include <catch2/catch.hpp>

#include "tests/unit/reserve_games_support.hpp"

using namespace variant;
using variant::test::after;
using variant::test::checked;
using variant::test::game;
using variant::test::is_legal;
using variant::test::legal;

TEST_CASE("Hostage Chess: drops and exchange drops keep their limits", "[hostage]") {
    // A rook dropped on its corner castles while the king is unmoved; not once the king has moved.
    CHECK(after("hostage-chess", "4k3/8/8/8/8/8/8/4K3[airfield:R] w - - 0 1", "R@h1 e8d8") ==
          "3k4/8/8/8/8/8/8/4K2R[] w K");
    CHECK(is_legal("hostage-chess", "3k4/8/8/8/8/8/8/4K2R[] w K - 0 1", "e1g1"));
    CHECK(after("hostage-chess", "4k3/8/8/8/8/8/8/4K3[airfield:R] w - - 0 1", "e1e2 e8d8 e2e1 d8e8 R@h1 e8d8") ==
          "3k4/8/8/8/8/8/8/4K2R[] w -");
    // A pawn dropped on its second rank may step two; the step leaves no e.p. right to a pawn dropped there.
    CHECK(is_legal("hostage-chess", "4k3/8/8/8/8/8/8/4K3[airfield:P] w - - 0 1", "P@d2"));
    CHECK(after("hostage-chess", "4k3/8/8/8/8/8/8/4K3[airfield:P] w - - 0 1", "P@d2 e8d8 d2d4") ==
          "3k4/8/8/8/3P4/8/8/4K3[] b -");
    CHECK_FALSE(is_legal("hostage-chess", "4k3/8/8/8/8/8/8/4K3[airfield:P] w - - 0 1", "P@d8"));
    CHECK_FALSE(is_legal("hostage-chess", "4k3/8/8/8/8/8/8/4K3[prison:Qp] w - - 0 1", "Q-P@d1"));
    // A just-dropped pawn is not taken en passant: after P@e4 Black has d4d3 and five king moves, no d4e3.
    Position pos(game("hostage-chess"));
    pos.set_fen("4k3/8/8/8/3p4/8/8/4K3[airfield:P] w - - 0 1");
    test::play(pos, "P@e4");
    CHECK(legal(pos) == std::vector<std::string>{"d4d3", "e8d7", "e8d8", "e8e7", "e8f7", "e8f8"});
    // The value order: a knight buys back a bishop, a pawn does not.
    CHECK(is_legal("hostage-chess", "4k3/8/8/8/8/8/8/4K3[prison:Nb] w - - 0 1", "N-B@c4"));
    CHECK_FALSE(is_legal("hostage-chess", "4k3/8/8/8/8/8/8/4K3[prison:Pb] w - - 0 1", "P-B@c4"));
}
