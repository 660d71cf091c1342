// Hostage Chess, SC-chess and Power Mover against positions worked out by hand from their rules
// (docs/games/hostage-chess.md, sc-chess.md, power-mover.md): the Wikipedia line of Hostage Chess with its
// four reserves, the live-pawn rule both ways, every power transition of Power Mover, the Power Mover sample
// problem on a position built to its stated facts, and make/unmake round trips. The FEN reserves are
// [prison:...|airfield:...], a letter's case being the reserve's owner (White's prison holds black men,
// written in upper case). Perft counts, checked against a second implementation, are in
// tests/data/perft/hostage-family.tsv; hand-counted move lists in tests/data/moves/hostage-family.tsv.
#include <catch2/catch.hpp>

#include <sstream>
#include <string>

#include "engine_test_support.hpp"
#include "interpreter/features/royalty.hpp"
#include "interpreter/perft/perft.hpp"

using namespace variant;
using variant::test::game;
using variant::test::legal;

namespace {

// The FEN after `moves`: board and reserves, side to move and castling rights (not e.p. and counters).
std::string after(const std::string& ruleset, const std::string& fen, const std::string& moves) {
    Position pos(game(ruleset));
    pos.set_fen(fen);
    test::play(pos, moves);
    std::stringstream ss(pos.fen());
    std::string board, side, rights;
    ss >> board >> side >> rights;
    return board + " " + side + " " + rights;
}

bool is_legal(const std::string& ruleset, const std::string& fen, const std::string& move) {
    Position pos(game(ruleset));
    pos.set_fen(fen);
    auto moves = legal(pos);
    return std::find(moves.begin(), moves.end(), move) != moves.end();
}

bool checked(const std::string& ruleset, const std::string& fen) {
    Position pos(game(ruleset));
    pos.set_fen(fen);
    return in_check(pos);
}

const char* const start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1";

}  // namespace

TEST_CASE("Hostage Chess: the Wikipedia line and its four reserves", "[hostage]") {
    // 1.e4 e5 2.Nf3 Nc6 3.Bc4 Nf6 4.Ng5 d5 5.exd5 Nxd5 6.Nxf7 Kxf7 7.Qf3+ Ke6 8.Bxd5+ Qxd5 9.(N-B)B*f7+.
    // White took p (d5), p (f7), n (d5); Black took P (d5), N (f7), B (d5). At move 9 White gives back the
    // knight (to Black's airfield) and rescues its bishop from Black's prison, dropping it on f7 with check.
    // White's prison: p p; Black's prison: P N; Black's airfield: n; White's airfield: empty.
    Position pos(game("hostage-chess"));
    pos.set_fen(start);
    test::play(pos, "e2e4 e7e5 g1f3 b8c6 f1c4 g8f6 f3g5 d7d5 e4d5 f6d5 g5f7 e8f7 d1f3 f7e6 c4d5 d8d5 N-B@f7");
    CHECK(pos.fen() == "r1b2b1r/ppp2Bpp/2n1k3/3qp3/8/5Q2/PPPP1PPP/RNB1K2R[prison:PPnp|airfield:n] b KQ - 1 9");
    CHECK(in_check(pos));
    // Black loses the queen: the king must step off the f7-d5 diagonal, then Bxd5 (f7d5 is White's reply).
    test::play(pos, "e6e7");
    CHECK(is_legal("hostage-chess", pos.fen(), "f7d5"));
}

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

TEST_CASE("SC-chess: self-capture and the automatic exchange", "[hostage]") {
    // The self-captured man goes to its owner's airfield; e.p. and castling never self-capture.
    CHECK(after("sc-chess", "4k3/8/8/8/8/8/3P4/3QK3[] w - - 0 1", "d1d2") == "4k3/8/8/8/8/8/3Q4/4K3[airfield:P] b -");
    CHECK_FALSE(is_legal("sc-chess", "4k3/8/8/8/8/8/3P4/3QK3[] w - - 0 1", "d1e1"));
    // White takes a black knight while Black holds a white knight: both knights go to their airfields.
    CHECK(after("sc-chess", "4k3/8/8/3n4/8/4N3/8/4K3[prison:n] w - - 0 1", "e3d5") ==
          "4k3/8/8/3N4/8/8/8/4K3[airfield:Nn] b -");
    // A promotion puts the pawn in the enemy prison: with a black pawn in White's prison, both pawns go home.
    CHECK(after("sc-chess", "4k3/1P6/8/8/8/8/8/4K3[prison:Pr] w - - 0 1", "b7b8r") ==
          "1R2k3/8/8/8/8/8/8/4K3[airfield:Pp] b -");
}

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

TEST_CASE("Hostage family: every move makes and unmakes cleanly", "[hostage]") {
    // Positions with prisons and airfields, powered men, exchanges and self-captures on offer
    // (check_make_unmake: the hash, the FEN read back, the unmake).
    const std::pair<const char*, const char*> cases[] = {
        {"hostage-chess", "r1b2bnr/ppP2kp1/2p1pp2/p6p/3P3P/P3P3/1PP2KP1/R1BQN1NR[prison:Nb|airfield:q] b - - 0 1"},
        {"sc-chess", "1n3rb1/r1p2ppp/2q1kp2/B1n5/2pP4/P3P1P1/NP2p2P/RNK2bR1[prison:qbp|airfield:Pp] w - - 0 1"},
        {"power-mover", "rnb2bn1/qppk2p1/3p2P1/P4pp1/7r/2p5/2PQPPP+R/BN2KBN1[prison:pp|airfield:Rp] w - - 0 1"},
        {"power-mover", "4k3/8/8/3n4/8/4N3/8/4K1n1[prison:n] w - - 0 1"},
    };
    for (const auto& [ruleset, fen] : cases) {
        Position pos(game(ruleset));
        pos.set_fen(fen);
        variant::test::check_make_unmake(pos);
    }
}
