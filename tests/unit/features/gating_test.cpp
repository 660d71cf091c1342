// Gating (features/gating, the ruleset's `gating` key: Seirawan chess). Every expected list and FEN is worked
// out by hand from the rules in the comments; the perft counts of these games are in
// tests/data/perft/catalogue.tsv.
// (Elsewhere: a wrong letter after a move read as a gating choice, printed_positions_test.cpp.)
#include <catch2/catch.hpp>

#include "tests/unit/engine_test_support.hpp"

using namespace variant;
using variant::test::check_make_unmake;
using variant::test::game;
using variant::test::has_move;
using variant::test::legal;

TEST_CASE("Seirawan chess: a hawk or an elephant enters on the square a first-rank man leaves", "[engine][gating]") {
    Position pos(game("seirawan"));
    pos.set_fen(pos.game().setup_fen);
    // 20 chess moves, and each of the 4 knight moves again with a hawk or an elephant entering: 28.
    const auto moves = legal(pos);
    CHECK(moves.size() == 28);
    CHECK(has_move(moves, "b1c3h"));
    CHECK(has_move(moves, "g1f3e"));
    // The hawk leaves the hand and stands on b1; b1's gate is gone, the others stay (written after KQ).
    CHECK(test::fen_after(pos, "b1c3h") == "rnbqkbnr/pppppppp/8/8/8/2N5/PPPPPPPP/RHBQKBNR[Ehe] b KQCDFGkqbcdfg - 1 1");
    check_make_unmake(pos);
}

TEST_CASE("Seirawan chess: a castling king lets the man in on its own square or on the rook's",
          "[engine][gating][castling]") {
    Position pos(game("seirawan"));
    pos.set_fen("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R[HEhe] w KQkq - 0 1");
    // Gates: the king's and the rooks' squares (KQ imply them). Moves: 16 pawn moves; the a1 rook to b1,
    // c1, d1, the king to d1, f1, the h1 rook to g1, f1, each plain or with H or E entering (7 x 3 = 21);
    // two castlings, each plain, with H or E on e1, or with H or E on the rook's square (2 x 5 = 10): 47.
    const auto moves = legal(pos);
    CHECK(moves.size() == 47);
    CHECK(has_move(moves, "e1g1h"));
    CHECK(has_move(moves, "h1e1e"));
    CHECK(has_move(moves, "a1e1h"));
    // After either, the king's and the h1 rook's gates are gone; a1's stays (its rook has not moved).
    CHECK(test::fen_after(pos, "e1g1h") == "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3HRK1[Ehe] b Akq - 1 1");
    CHECK(test::fen_after(pos, "h1e1h") == "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R4RKH[Ehe] b Akq - 1 1");
    check_make_unmake(pos);
}

TEST_CASE("gating: a pinned man may leave when the man entering behind it keeps the line shut", "[engine][gating]") {
    Position pos(game("seirawan"));
    // The queen on d1 is pinned by the b1 rook against the king on e1. Plain, she may only go to c1 or take
    // on b1. With the hawk entering on d1 the line stays shut, so all her 16 moves are legal gated (d2-d8,
    // c2, b3, a4, e2, f3, g4, h5, c1, b1). The king: d2, e2, f1, f2 (e1 is no gate). 2 + 16 + 4 = 22.
    // (Fairy-Stockfish 11.1 refuses the 14 gated moves that leave the line: its pin test ignores the hawk.)
    pos.set_fen("4k3/8/8/8/8/8/8/1r1QK3[H] w D - 0 1");
    const auto moves = legal(pos);
    CHECK(moves.size() == 22);
    CHECK(has_move(moves, "d1d5h"));
    CHECK_FALSE(has_move(moves, "d1d5"));
}
