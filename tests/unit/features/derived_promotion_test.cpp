// Derived promotion (features/derived_promotion, the ruleset's `derived_promotion`: Power Mover), on positions
// worked out by hand from the game's rules (docs/games/power-mover.md).
#include <catch2/catch.hpp>

#include "tests/unit/reserve_games_support.hpp"

using namespace variant;
using variant::test::after;
using variant::test::checked;
using variant::test::game;
using variant::test::is_legal;
using variant::test::legal;

TEST_CASE("Power Mover: every transition of the power table", "[hostage]") {
    const std::string pm = "power-mover";
    // Self-capture of x: its partner on the board becomes powered.
    CHECK(after(pm, "4k3/8/8/8/8/8/R7/R3K3[] w - - 0 1", "a1a2") == "4k3/8/8/8/8/8/+R7/4K3[airfield:R] b -");
    // Self-capture of a powered x: both in the airfield; the first dropped arrives powered, the second
    // demotes it.
    CHECK(after(pm, "4k3/8/8/8/8/8/8/+RQ2K3[airfield:R] w - - 0 1", "b1a1") == "4k3/8/8/8/8/8/8/Q3K3[airfield:RR] b -");
    CHECK(after(pm, "4k3/8/8/8/8/8/8/+RQ2K3[airfield:R] w - - 0 1", "b1a1 e8d8 R@h1") ==
          "3k4/8/8/8/8/8/8/Q3K2+R[airfield:R] b K");
    CHECK(after(pm, "4k3/8/8/8/8/8/8/+RQ2K3[airfield:R] w - - 0 1", "b1a1 e8d8 R@h1 d8e8 R@h2") ==
          "4k3/8/8/8/8/8/7R/Q3K2R[] b K");
    // x captured by the enemy: a powered x enters the prison as a rook; a partner on the board stays plain.
    CHECK(after(pm, "r3k3/8/8/8/8/8/8/+R3K3[airfield:R] b - - 0 1", "a8a1") ==
          "4k3/8/8/8/8/8/8/r3K3[prison:r|airfield:R] w -");
    CHECK(after(pm, "r3k3/8/8/8/8/8/8/R3K2R[] b - - 0 1", "a8a1") == "4k3/8/8/8/8/8/8/r3K2R[prison:r] w -");
    // Drop of x: the powered partner is demoted at once; with the partner in the enemy prison x is plain.
    CHECK(after(pm, "4k3/8/8/8/8/8/8/+R3K3[airfield:R] w - - 0 1", "R@h1") == "4k3/8/8/8/8/8/8/R3K2R[] b K");
    CHECK(after(pm, "4k3/8/8/8/8/8/8/4K3[prison:r|airfield:R] w - - 0 1", "R@a1") ==
          "4k3/8/8/8/8/8/8/R3K3[prison:r] b Q");
    // x moved from the prison to the airfield by an automatic exchange: the partners on the board of both
    // sides become Princesses (White's capture powers Black's knight too).
    CHECK(after(pm, "4k3/8/8/3n4/8/4N3/8/4K1n1[prison:n] w - - 0 1", "e3d5") ==
          "4k3/8/8/3+N4/8/8/8/4K1+n1[airfield:Nn] b -");
    // ... or by the opponent's voluntary exchange: Black gives back White's bishop, White's c1 bishop is B+.
    CHECK(after(pm, "4k3/8/8/8/8/8/8/2B1K3[prison:Pb] b - - 0 1", "B-P@e5") ==
          "4k3/8/8/4p3/8/8/8/2+B1K3[airfield:B] w -");
    // x from the prison to the board: by the own exchange drop, powered with its partner in the airfield ...
    CHECK(after(pm, "4k3/8/8/8/8/8/8/4K3[prison:Qr|airfield:R] w - - 0 1", "Q-R@a1") ==
          "4k3/8/8/8/8/8/8/+R3K3[airfield:Rq] b Q");
    // ... or as the man a pawn promotes to; with the partner on the board both are plain.
    CHECK(after(pm, "4k3/1P6/8/8/8/8/8/4K3[prison:n|airfield:N] w - - 0 1", "b7b8n") ==
          "1+N2k3/8/8/8/8/8/8/4K3[prison:p|airfield:N] b -");
    CHECK(after(pm, "4k3/1P6/8/8/8/8/8/R3K3[prison:r] w - - 0 1", "b7b8r") == "1R2k3/8/8/8/8/8/8/R3K3[prison:p] b -");
    // Moves of the men themselves change nothing.
    CHECK(after(pm, "4k3/8/8/8/8/8/8/+R3K3[airfield:R] w - - 0 1", "a1a5") == "4k3/8/8/+R7/8/8/8/4K3[airfield:R] b -");
    // Legality after the whole move: White's capture would power Black's c3 knight into a Princess that
    // checks e1 along d2, so it is illegal; without the white knight in Black's prison it is legal.
    CHECK_FALSE(is_legal(pm, "4k3/8/8/8/3n4/2n2N2/8/4K3[prison:n] w - - 0 1", "f3d4"));
    CHECK(is_legal(pm, "4k3/8/8/8/3n4/2n2N2/8/4K3[] w - - 0 1", "f3d4"));
    // An unmoved rook that became an Empress without moving still castles.
    CHECK(is_legal(pm, "4k3/8/8/8/8/8/8/4K2+R[airfield:R] w K - 0 1", "e1g1"));
    // A FEN must show the forms its reserves give.
    Position pos(game(pm));
    CHECK_THROWS_AS(pos.set_fen("4k3/8/8/8/8/8/8/R3K3[airfield:R] w - - 0 1"), FenError);
    CHECK_THROWS_AS(pos.set_fen("4k3/8/8/8/8/8/8/+R3K3[] w - - 0 1"), FenError);
}

TEST_CASE("Power Mover: the sample problem, on a position built to its stated facts", "[hostage]") {
    // White to move; White's prison and airfield empty; every white man off the board in Black's prison,
    // every black man off the board in Black's airfield. 1.g8=Q+ Kxg8 2.Nxf6+ Kh8 3.B+xe6 Q*g7 4.B+g8 mate.
    const std::string fen = "1n6/3B2Pk/4nB2/8/4N3/8/8/K7[prison:qrrnppppppp|airfield:qrrbbpppppppp] w - - 0 1";
    const std::string pm = "power-mover";
    // 1.g8=Q+: the white queen leaves Black's prison, the pawn goes in. 1...Kxg8: the queen goes back.
    CHECK(after(pm, fen, "g7g8q") == "1n4Q1/3B3k/4nB2/8/4N3/8/8/K7[prison:rrnpppppppp|airfield:qrrbbpppppppp] b -");
    CHECK(checked(pm, after(pm, fen, "g7g8q") + " - 0 1"));
    CHECK(after(pm, fen, "g7g8q h7g8") ==
          "1n4k1/3B4/4nB2/8/4N3/8/8/K7[prison:qrrnpppppppp|airfield:qrrbbpppppppp] w -");
    // 2.Nxf6+: the knight takes its own bishop (to White's airfield): Bd7 becomes B+; the knight checks g8.
    CHECK(after(pm, fen, "g7g8q h7g8 e4f6") ==
          "1n4k1/3+B4/4nN2/8/8/8/8/K7[prison:qrrnpppppppp|airfield:Bqrrbbpppppppp] b -");
    // 3.B+xe6: the black knight enters White's prison and is exchanged at once with the white knight in
    // Black's prison: Nf6 becomes a Princess (checking h8 along g7), Black's b8 knight a Princess too.
    const std::string after3 = after(pm, fen, "g7g8q h7g8 e4f6 g8h8 d7e6");
    CHECK(after3 == "1+n5k/8/4+B+N2/8/8/8/8/K7[prison:qrrpppppppp|airfield:BNqrrbbnpppppppp] b -");
    CHECK(checked(pm, after3 + " - 0 1"));
    // 3...Q*g7 blocks; 4.B+g8 mates (g8 guarded by the Princess's leap, Qg7 pinned, h7 covered).
    Position pos(game(pm));
    pos.set_fen(fen);
    test::play(pos, "g7g8q h7g8 e4f6 g8h8 d7e6 Q@g7 e6g8");
    CHECK(in_check(pos));
    CHECK(legal(pos).empty());
}
