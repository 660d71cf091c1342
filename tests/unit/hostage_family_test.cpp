// Hostage Chess, SC-chess and Power Mover against positions worked out by hand from their rules
// (docs/games/hostage-chess.md, sc-chess.md, power-mover.md): the Wikipedia line of Hostage Chess with its
// four reserves, and make/unmake round trips. Their rules, one by one, are tested with the features:
// features/reserve_promotion_test.cpp (the live-pawn rule both ways), exchanges_test.cpp, self_capture_test.cpp,
// automatic_exchange_test.cpp, derived_promotion_test.cpp (every power transition, the sample problem).
// Perft counts, checked against a second implementation, are in tests/data/perft/hostage-family.tsv;
// hand-counted move lists in tests/data/moves/hostage-family.tsv.
#include <catch2/catch.hpp>

#include "tests/unit/reserve_games_support.hpp"

using namespace variant;
using variant::test::game;
using variant::test::legal;

using variant::test::after;
using variant::test::is_legal;

namespace {

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
