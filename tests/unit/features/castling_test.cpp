// Castling to named files (Capablanca, Janus), Chess960 castling (a king that stays, a partner that hid a
// line, X-FEN and Shredder rights) and gating (Seirawan chess). Every expected list and FEN is worked out by
// hand from the rules in the comments; the perft counts of these games are in tests/data/perft/catalogue.tsv.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "engine_test_support.hpp"

using namespace variant;
using variant::test::check_make_unmake;
using variant::test::game;
using variant::test::legal;

namespace {

bool has(const std::vector<std::string>& moves, const std::string& m) {
    return std::find(moves.begin(), moves.end(), m) != moves.end();
}

// The FEN after the move `text`, which must be legal.
std::string after(Position& pos, const std::string& text) {
    std::string error;
    auto m = parse_move(pos, text, error);
    REQUIRE(m);
    pos.make(*m);
    std::string fen = pos.fen();
    pos.unmake();
    return fen;
}

}  // namespace

TEST_CASE("Capablanca chess: the king castles to the i- and c-files, the rook lands beside it", "[engine][castling]") {
    Position pos(game("capablanca"));
    pos.set_fen("r4k3r/10/10/10/10/10/10/R4K3R w KQkq - 0 1");
    const auto moves = legal(pos);
    // The king on f1 crosses g1, h1 to i1 (the j1 rook to h1), or e1, d1 to c1 (the a1 rook to d1). Two
    // squares would be h1 and d1: neither is a castling move (a king steps one square).
    CHECK(has(moves, "f1i1"));
    CHECK(has(moves, "f1c1"));
    CHECK_FALSE(has(moves, "f1h1"));
    CHECK_FALSE(has(moves, "f1d1"));
    CHECK(after(pos, "f1i1") == "r4k3r/10/10/10/10/10/10/R6RK1 b kq - 1 1");
    CHECK(after(pos, "f1c1") == "r4k3r/10/10/10/10/10/10/2KR5R b kq - 1 1");
    check_make_unmake(pos);
}

TEST_CASE("Janus chess: the king on e1 castles to i1 or b1", "[engine][castling]") {
    Position pos(game("janus"));
    pos.set_fen("r3k4r/10/10/10/10/10/10/R3K4R w KQkq - 0 1");
    // Four squares towards the j-file (rook j1 to h1), three towards the a-file (rook a1 to c1).
    CHECK(after(pos, "e1i1") == "r3k4r/10/10/10/10/10/10/R6RK1 b kq - 1 1");
    CHECK(after(pos, "e1b1") == "r3k4r/10/10/10/10/10/10/1KR6R b kq - 1 1");
}

TEST_CASE("Chess960: a king already on its castling square stays, the move is the king taking its rook",
          "[engine][castling]") {
    Position pos(game("fischerandom"));
    pos.set_fen("1r4kr/pppppppp/8/8/8/8/PPPPPPPP/1R4KR w HBhb - 0 1");
    // The king on g1: a step to f1; castling with the h1 rook (the king stays on g1, the rook goes to f1);
    // castling with the b1 rook (the king to c1, the rook to d1: c1, d1, e1, f1 are empty and none is
    // attacked, the pawns shield them all). Moves are written as the king taking its own rook.
    std::vector<std::string> king_moves;
    for (const auto& m : legal(pos))
        if (m.rfind("g1", 0) == 0) king_moves.push_back(m);
    CHECK(king_moves == std::vector<std::string>{"g1b1", "g1f1", "g1h1"});
    CHECK(after(pos, "g1h1") == "1r4kr/pppppppp/8/8/8/8/PPPPPPPP/1R3RK1 b hb - 1 1");
    CHECK(after(pos, "g1b1") == "1r4kr/pppppppp/8/8/8/8/PPPPPPPP/2KR3R b hb - 1 1");
    check_make_unmake(pos);
}

TEST_CASE("Chess960: castling is illegal where the partner hid a line to the king's destination",
          "[engine][castling]") {
    Position pos(game("fischerandom"));
    pos.set_fen("4k3/8/8/8/8/8/8/rR2K3 w B - 0 1");
    // Castling with b1: the king to c1, the rook to d1. Before the move the b1 rook stands between the black
    // rook on a1 and c1, so the king's path (e1, d1, c1) is not attacked; after it c1 is. The legal moves:
    // the king's d1, d2, e2, f1, f2, and the rook's a1 (capture), c1, d1: it is pinned on the first rank.
    CHECK(legal(pos) == std::vector<std::string>{"b1a1", "b1c1", "b1d1", "e1d1", "e1d2", "e1e2", "e1f1", "e1f2"});
}

TEST_CASE("Chess960 rights: X-FEN letters read as the outermost rooks, written as the rooks' files",
          "[engine][castling][fen]") {
    Position pos(game("caparandom"));
    // K: the outermost rook beyond the king (j1), Q: the outermost towards the a-file (a1, not c1).
    pos.set_fen("r1r3k2r/pppppppppp/10/10/10/10/PPPPPPPPPP/R1R3K2R w KQkq - 0 1");
    CHECK(pos.fen() == "r1r3k2r/pppppppppp/10/10/10/10/PPPPPPPPPP/R1R3K2R w JAja - 0 1");
    // Shredder letters name the inner rook; the written field follows the side order (higher files first).
    pos.set_fen("r1r3k2r/pppppppppp/10/10/10/10/PPPPPPPPPP/R1R3K2R w CJcj - 0 1");
    CHECK(pos.fen() == "r1r3k2r/pppppppppp/10/10/10/10/PPPPPPPPPP/R1R3K2R w JCjc - 0 1");
    // With the c1 rook's right the queen-side castling goes: the king g1 to c1, the c1 rook to d1 (d1-f1
    // empty, b1 need not be). With the a1 rook's it cannot: c1 is in the way.
    CHECK(has(legal(pos), "g1c1"));
    pos.set_fen("r1r3k2r/pppppppppp/10/10/10/10/PPPPPPPPPP/R1R3K2R w JAja - 0 1");
    CHECK_FALSE(has(legal(pos), "g1a1"));
    // A letter naming a file without a rook is refused at the letter.
    CHECK_THROWS_WITH(pos.set_fen("r1r3k2r/pppppppppp/10/10/10/10/PPPPPPPPPP/R1R3K2R w KDkq - 0 1"),
                      Catch::Contains("castling right 'D' but no rook of that side stands on that file"));
}

TEST_CASE("Seirawan chess: a hawk or an elephant enters on the square a first-rank man leaves", "[engine][gating]") {
    Position pos(game("seirawan"));
    pos.set_fen(pos.game().setup_fen);
    // 20 chess moves, and each of the 4 knight moves again with a hawk or an elephant entering: 28.
    const auto moves = legal(pos);
    CHECK(moves.size() == 28);
    CHECK(has(moves, "b1c3h"));
    CHECK(has(moves, "g1f3e"));
    // The hawk leaves the hand and stands on b1; b1's gate is gone, the others stay (written after KQ).
    CHECK(after(pos, "b1c3h") == "rnbqkbnr/pppppppp/8/8/8/2N5/PPPPPPPP/RHBQKBNR[Ehe] b KQCDFGkqbcdfg - 1 1");
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
    CHECK(has(moves, "e1g1h"));
    CHECK(has(moves, "h1e1e"));
    CHECK(has(moves, "a1e1h"));
    // After either, the king's and the h1 rook's gates are gone; a1's stays (its rook has not moved).
    CHECK(after(pos, "e1g1h") == "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3HRK1[Ehe] b Akq - 1 1");
    CHECK(after(pos, "h1e1h") == "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R4RKH[Ehe] b Akq - 1 1");
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
    CHECK(has(moves, "d1d5h"));
    CHECK_FALSE(has(moves, "d1d5"));
}
