// Potential Chess (rulesets/potential-chess.yaml, features/potentials):
// - the worked example of the game's page, half-move by half-move, with every man's set as the page's
//   diagrams and text give it (docs/games/potential-chess.md, "The worked example");
// - perft from the start and from positions reached by play, against tests/data/potential/perft.tsv, whose
//   counts come from tests/potential_oracle.py, a separate brute-force implementation (see that file);
// - every position on the way prints a FEN that reads back to the same FEN, hash and perft.
// (Elsewhere: the moves' spellings, potential_spellings_test.cpp.)
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "interpreter/features/royalty.hpp"
#include "interpreter/perft/perft.hpp"
#include "tests/unit/engine_test_support.hpp"

using namespace variant;

TEST_CASE("potential chess: the page's worked example, half-move by half-move", "[potential]") {
    const Game& g = test::game("potential-chess");
    Position pos(g);
    pos.set_fen(g.setup_fen);
    // The sets are written out in full, in the order K Q R B N P; "!K" on the page is [QRBNP] here.
    const std::string X = "[KQRBNP]", x = "[kqrbnp]", nk = "[QRBNP]", nkb = "[qrbnp]";
    auto rank = [](const std::string& s) {
        std::string r;
        for (int i = 0; i < 8; ++i) r += s;
        return r;
    };
    // 1. d2-d4>QRP: d4 is QRP; White's other second-rank men are left attacked along their files by Black's
    // seventh rank and lose K; the first rank is shielded and stays X. Black is not reduced by White's move.
    test::play(pos, "d2d4>QRP");
    CHECK(pos.fen() == rank(x) + "/" + rank(x) + "/8/8/3[QRP]4/8/" + nk + nk + nk + "1" + nk + nk + nk + nk + "/" +
                           rank(X) + " b KQkq d3 1 1");
    // 1... a7-b5>n: b5 is a knight; b7..h7 are attacked (b7 along g2-b7, the b-file now blocked by b5) and
    // a8 along the opened a-file: all lose k. b8..h8 stay x.
    test::play(pos, "a7b5>n");
    CHECK(pos.fen() == nkb + x + x + x + x + x + x + x + "/1" + nkb + nkb + nkb + nkb + nkb + nkb + nkb +
                           "/8/1n6/3[QRP]4/8/" + nk + nk + nk + "1" + nk + nk + nk + nk + "/" + rank(X) +
                           " w KQkq - 2 2");
    // 2. d1-d2>!bn: one step straight forward, no capture: K, Q, R or P; unattacked (the d-file is blocked by
    // d4), so it keeps K.
    test::play(pos, "d1d2>!BN");
    CHECK(pos.fen() == nkb + x + x + x + x + x + x + x + "/1" + nkb + nkb + nkb + nkb + nkb + nkb + nkb +
                           "/8/1n6/3[QRP]4/8/" + nk + nk + nk + "[KQRP]" + nk + nk + nk + nk + "/" + X + X + X + "1" +
                           X + X + X + X + " b KQkq - 3 2 d2");
    // 2... h7-g5>n: two actual knights, so no other black man may be one; h8 loses k (h-file opened):
    // a8 !kn, b8-g8 !n, h8 !kn, b7-g7 !kn.
    test::play(pos, "h7g5>n");
    const std::string nn = "[kqrbp]", nkn = "[qrbp]";
    CHECK(pos.fen() == nkn + nn + nn + nn + nn + nn + nn + nkn + "/1" + nkn + nkn + nkn + nkn + nkn + nkn +
                           "1/8/1n4n1/3[QRP]4/8/" + nk + nk + nk + "[KQRP]" + nk + nk + nk + nk + "/" + X + X + X +
                           "1" + X + X + X + X + " w KQkq - 4 3 d2");
}

TEST_CASE("potential chess: rules of the page, one by one", "[potential]") {
    const Game& g = test::game("potential-chess");
    Position pos(g);
    pos.set_fen(g.setup_fen);
    auto moves = [&] { return test::legal(pos); };
    auto has = [&](const std::string& m) {
        auto l = moves();
        return std::find(l.begin(), l.end(), m) != l.end();
    };
    // Geometry reduction (3a): one step forward KQRP, two squares QRP, one diagonal step KQB, the (1,2) leap
    // N; a capture names each non-king type the victim may be, each its own move.
    CHECK(has("e2e3>!BN"));
    CHECK(has("e2e4>QRP"));
    CHECK(has("e2d3>KQB"));
    CHECK(has("g1f3>N"));
    CHECK(has("a2a7>QR(q)"));
    CHECK(has("a2a7>QR(p)"));
    CHECK_FALSE(has("a2a7>QR(k)"));
    // The first rank may double step as a pawn too (3a): a1-a3 after a2 has gone.
    test::play(pos, "a2a4>QRP g8f6>n");
    CHECK(has("a1a3>QRP"));
    // E.p. of a potential pawn: the capturer becomes P, the victim is declared p.
    pos.set_fen(g.setup_fen);
    test::play(pos, "e2e4>QRP g8f6>n e4e5>QRP d7d5>qrp");
    CHECK(has("e5d6>P(p)"));
    CHECK(has("e5d6>Q"));  // the same squares as a quiet queen's step: another move
    // Castling: the e1 man and the h1 man, unmoved, become K and R.
    pos.set_fen(g.setup_fen);
    test::play(pos, "g1h3>N g8h6>n f2f4>QRP h6g8>n f1f2>!BN g8h6>n");
    CHECK(has("e1g1>K"));
    CHECK(has("e1g1>QR"));  // a plain slide to g1 is another move
    test::play(pos, "e1g1>K");
    // The king is known now: every other white man loses K.
    CHECK(pos.fen().find("/[QRBNP][QRBNP][QRBNP][QRBNP]1RK1 b kq") != std::string::npos);
    // Promotion: a man that may be a pawn reaching the last rank as one becomes QRBN (or stays a non-pawn).
    pos.set_fen(g.setup_fen);
    test::play(pos, "d2d4>QRP g8f6>n d4d5>QRP f6g8>n d5d6>QRP g8f6>n d6c7>QP(q) f6g8>n");
    CHECK(has("c7b8>P=!KP(n)"));
    CHECK(has("c7b8>Q(n)"));
    CHECK_FALSE(has("c7b8>P=!KP(q)"));  // Black's queen is taken: no other black man may be one
    test::play(pos, "c7b8>P=!KP(n)");
    CHECK(pos.fen().find("[QRBN]~") != std::string::npos);
}

TEST_CASE("potential chess: bishops on both colours, check and mate over potential kings", "[potential]") {
    const Game& g = test::game("potential-chess");
    Position pos(g);
    // A white bishop known on f1 (a light square): no other white man on a light square may be a bishop, the
    // men on dark squares still may (a1, c1 dark; b1, d1 light). Worked by hand from 3a-3b.
    const std::string X = "[KQRBNP]", x = "[kqrbnp]";
    std::string black, white2, white1 = X + X + X + X + X + "B" + X + X;
    for (int i = 0; i < 8; ++i) black += x, white2 += X;
    pos.set_fen(black + "/" + black + "/8/8/8/8/" + white2 + "/" + white1 + " w - - 0 1");
    const std::string fen = pos.fen();
    CHECK(fen.find("/[KQRBNP][KQRNP][KQRBNP][KQRNP][KQRBNP]B[KQRBNP][KQRNP] w") != std::string::npos);
    CHECK(fen.find("/[KQRNP][KQRBNP][KQRNP][KQRBNP][KQRNP][KQRBNP][KQRNP][KQRBNP]/") != std::string::npos);
    // FENs the game refuses: an army short of men with no taken men listed, a letter no potential type has,
    // two bishops known on light squares.
    CHECK_THROWS_AS(pos.set_fen("[KQ]7/8/8/8/8/8/8/k7 w - - 0 1"), FenError);
    CHECK_THROWS_AS(pos.set_fen(black + "/" + black + "/8/8/8/8/" + white2 + "/" + X + X + X + X + X + "[KZ]" + X + X +
                                " w - - 0 1"),
                    FenError);
    CHECK_THROWS_AS(pos.set_fen(black + "/" + black + "/8/8/8/8/" + white2 + "/" + X + "B" + X + X + X + "B" + X + X +
                                " w - - 0 1"),
                    FenError);
    // The check of the perft file's line 5 position (one potential king left, attacked): five moves answer it.
    pos.set_fen(g.setup_fen);
    const std::string check_line =
        "c2c7>QR(n) a7f2>qb(N) b2g7>QB(b) f2g2>q(R) c7b7>QR(p) h7f6>n h2g3>QB g2f1>q(N) b7b8>R(p) e7e2>r(P) "
        "g7f7>Q(r) g8f7>bp(Q) a2b3>B f1g1>q(P) b8a8>R(b) g1h1>q(P) a8c8>R(p) e8e7>k c8d8>R(p) h1e1>q(P) "
        "d8f8>R(p) f6g8>n a1b2>K e1d2>q(P)";
    std::stringstream ss(check_line);
    for (std::string m; ss >> m;) {
        std::string error;
        auto mv = parse_move(pos, m, error);
        REQUIRE(mv);
        pos.make(*mv);
    }
    CHECK(in_check(pos));
    CHECK(test::legal(pos).size() == 5);
}

TEST_CASE("potential chess: perft against the independent oracle, FEN round trips", "[potential]") {
    const Game& g = test::game("potential-chess");
    std::ifstream in(std::string(VARIANT_SOURCE_DIR) + "/tests/data/potential/perft.tsv");
    REQUIRE(in);
    int lines = 0;
    for (std::string text; std::getline(in, text);) {
        if (text.empty() || text[0] == '#') continue;
        std::stringstream ss(text);
        std::string depth, nodes, moves;
        std::getline(ss, depth, '\t');
        std::getline(ss, nodes, '\t');
        std::getline(ss, moves, '\t');
        INFO(text);
        Position pos(g);
        pos.set_fen(g.setup_fen);
        test::play(pos, moves);
        CHECK(perft(pos, std::stoi(depth)) == std::stoull(nodes));
        Position again(g);
        again.set_fen(pos.fen());
        CHECK(again.fen() == pos.fen());
        CHECK(again.key() == pos.key());
        CHECK(pos.key() == pos.compute_key());
        if (std::stoi(depth) <= 2) CHECK(perft(again, std::stoi(depth)) == std::stoull(nodes));
        ++lines;
    }
    CHECK(lines >= 30);
}
