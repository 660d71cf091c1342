// Castling (features/castling, the ruleset's `castling` key or 'O' in a Betza): to named files (Capablanca,
// Janus), Chess960 castling (a king that stays, a partner that hid a line, X-FEN and Shredder rights), in
// Betza, free castling (Sjaak II), a king that is an ordinary man (kinglet). Every expected list and FEN is
// worked out by hand from the rules in the comments; the perft counts of these games are in
// tests/data/perft/catalogue.tsv.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "interpreter/play/san.hpp"
#include "interpreter/ruleset/loader.hpp"
#include "tests/unit/engine_test_support.hpp"

using namespace variant;
using variant::test::check_make_unmake;
using variant::test::game;
using variant::test::has_move;
using variant::test::legal;
using variant::test::play;

TEST_CASE("Capablanca chess: the king castles to the i- and c-files, the rook lands beside it", "[engine][castling]") {
    Position pos(game("capablanca"));
    pos.set_fen("r4k3r/10/10/10/10/10/10/R4K3R w KQkq - 0 1");
    const auto moves = legal(pos);
    // The king on f1 crosses g1, h1 to i1 (the j1 rook to h1), or e1, d1 to c1 (the a1 rook to d1). Two
    // squares would be h1 and d1: neither is a castling move (a king steps one square).
    CHECK(has_move(moves, "f1i1"));
    CHECK(has_move(moves, "f1c1"));
    CHECK_FALSE(has_move(moves, "f1h1"));
    CHECK_FALSE(has_move(moves, "f1d1"));
    CHECK(test::fen_after(pos, "f1i1") == "r4k3r/10/10/10/10/10/10/R6RK1 b kq - 1 1");
    CHECK(test::fen_after(pos, "f1c1") == "r4k3r/10/10/10/10/10/10/2KR5R b kq - 1 1");
    check_make_unmake(pos);
}

TEST_CASE("Janus chess: the king on e1 castles to i1 or b1", "[engine][castling]") {
    Position pos(game("janus"));
    pos.set_fen("r3k4r/10/10/10/10/10/10/R3K4R w KQkq - 0 1");
    // Four squares towards the j-file (rook j1 to h1), three towards the a-file (rook a1 to c1).
    CHECK(test::fen_after(pos, "e1i1") == "r3k4r/10/10/10/10/10/10/R6RK1 b kq - 1 1");
    CHECK(test::fen_after(pos, "e1b1") == "r3k4r/10/10/10/10/10/10/1KR6R b kq - 1 1");
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
    CHECK(test::fen_after(pos, "g1h1") == "1r4kr/pppppppp/8/8/8/8/PPPPPPPP/1R3RK1 b hb - 1 1");
    CHECK(test::fen_after(pos, "g1b1") == "1r4kr/pppppppp/8/8/8/8/PPPPPPPP/2KR3R b hb - 1 1");
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
    CHECK(has_move(legal(pos), "g1c1"));
    pos.set_fen("r1r3k2r/pppppppppp/10/10/10/10/PPPPPPPPPP/R1R3K2R w JAja - 0 1");
    CHECK_FALSE(has_move(legal(pos), "g1a1"));
    // A letter naming a file without a rook is refused at the letter.
    CHECK_THROWS_WITH(pos.set_fen("r1r3k2r/pppppppppp/10/10/10/10/PPPPPPPPPP/R1R3K2R w KDkq - 0 1"),
                      Catch::Contains("castling right 'D' but no rook of that side stands on that file"));
}

TEST_CASE("a king that is an ordinary man castles past attacked squares (kinglet)", "[engine][endings]") {
    const Game& g = game("kinglet");
    Position pos(g);
    pos.set_fen("4kr2/p7/8/8/8/8/P7/4K2R w K - 0 1");
    // The black rook attacks f1 and f2. No check rule: the pawn a3, a4; the rook h2..h8, g1, f1; the king
    // d1, d2, e2, f2, f1; and castling e1g1 through f1: 2 + 9 + 5 + 1 = 17 (Fairy-Stockfish 11.1: 17; the
    // same position in chess has 14, without f1, f2 and castling).
    const auto moves = legal(pos);
    CHECK(moves.size() == 17);
    CHECK(std::find(moves.begin(), moves.end(), "e1g1") != moves.end());
}

TEST_CASE("castling in Betza: 'lO2' to each player's own left, with the outermost man as the partner",
          "[engine][castling]") {
    // No `castling` key: the king's 'lO2' switches castling on. White's left is the a-file: the king on e1
    // castles to c1 and the knight on a1 (the outermost man that way) lands on d1. Black's own left is the
    // higher files: the king on b4 castles to d4 and the knight on e4 lands on c4.
    Game g = compile(load_ruleset_from_string("name: Betza castling\n"
                                              "board: {files: 5, ranks: 4}\n"
                                              "pieces:\n"
                                              "  king: {code: K, betza: KlO2, royal: true}\n"
                                              "  knight: {code: N, betza: N}\n"
                                              "setup: 1k2n/5/5/N3K w Qk - 0 1\n",
                                              "castling.yaml"));
    Position pos(g);
    pos.set_fen(g.setup_fen);
    // The king: d1 and e2 (d2 is the black knight's), castling to c1 (it crosses d1 and lands on c1, neither
    // attacked; b1, c1, d1 are empty). The knight: b3, c2. Nothing towards the h-file: 'lO2' is left only.
    CHECK(legal(pos) == std::vector<std::string>{"a1b3", "a1c2", "e1c1", "e1d1", "e1e2"});
    std::string error;
    auto castle = parse_move(pos, "e1c1", error);
    REQUIRE(castle);
    pos.make(*castle);
    CHECK(pos.fen() == "1k2n/5/5/2KN1 b k - 1 1");
    // Black: the king's a4, c4, a3, b3 (c3 is the knight's on d1) and castling to d4 (c4 and d4 empty and
    // not attacked); the knight: c3, d2.
    CHECK(legal(pos) == std::vector<std::string>{"b4a3", "b4a4", "b4b3", "b4c4", "b4d4", "e4c3", "e4d2"});
    pos.unmake();
    CHECK(pos.fen() == g.setup_fen);
    // The partner moves: the right is gone.
    auto knight = parse_move(pos, "a1c2", error);
    REQUIRE(knight);
    pos.make(*knight);
    CHECK(pos.fen() == "1k2n/5/2N2/4K b k - 1 1");
}

namespace {

// A 9x3 board, the king on e1 between rooks on a1 and i1, Black's king on e3; White castles freely, one to
// three squares either way, written in Betza (Sjaak II's form: `KisO1isO2isO3`) or in the castling key.
Game free_castling_game(const std::string& king, const std::string& castling) {
    const std::string yaml = "name: Free castling\n"
                             "board: {files: 9, ranks: 3}\n"
                             "pieces:\n"
                             "  king: {code: K, betza: " +
                             king +
                             ", royal: true, castles: true}\n"
                             "  rook: {code: R, betza: R, castles: true}\n" +
                             castling + "setup: 4k4/9/R3K3R w KQ - 0 1\n";
    return compile(load_ruleset_from_string(yaml, "free-castling.yaml"));
}

}  // namespace

TEST_CASE("free castling: the king goes one to three squares towards either rook", "[engine][sjaak][castling]") {
    // By hand: the king's own steps d1 and f1 (d2, e2 and f2 are next to Black's king); castling to f1, g1,
    // h1 and d1, c1, b1, the one-square ones written as the king taking its rook (e1i1, e1a1) since e1f1
    // and e1d1 are its steps; each rook 2 up and 3 along (a1: b1-d1; i1: h1-f1). 2 + 6 + 5 + 5 = 18.
    const std::vector<std::string> expected = {"a1a2", "a1a3", "a1b1", "a1c1", "a1d1", "e1a1", "e1b1", "e1c1", "e1d1",
                                               "e1f1", "e1g1", "e1h1", "e1i1", "i1f1", "i1g1", "i1h1", "i1i2", "i1i3"};
    for (const auto& [king, key] : std::vector<std::pair<std::string, std::string>>{
             {"KisO1isO2isO3", ""},
             {"K",
              "castling: {king: king, partner: rook, king_files: {kingside: [f, g, h], queenside: [d, c, b]}}\n"}}) {
        INFO(king << " " << key);
        const Game g = free_castling_game(king, key);
        Position pos(g);
        pos.set_fen(g.setup_fen);
        CHECK(legal(pos) == expected);
        variant::test::check_make_unmake(pos);
        Position after(g);
        after.set_fen(g.setup_fen);
        play(after, "e1i1");  // one square: the rook lands on the square the king left
        CHECK(after.fen() == "4k4/9/R3RK3 b - - 1 1");
        after.set_fen(g.setup_fen);
        play(after, "e1b1");  // three squares: the rook lands beside the king, on c1
        CHECK(after.fen() == "4k4/9/1KR5R b - - 1 1");
    }
}

TEST_CASE("free castling in SAN: each castling its own text", "[engine][sjaak][castling][san]") {
    // Several castlings one way cannot all be "O-O": each is written as in our notation, and reads back.
    const Game g = free_castling_game("KisO1isO2isO3", "");
    Position pos(g);
    pos.set_fen(g.setup_fen);
    // The one-square castlings put the rook on e1, checking Black's king on e3.
    for (const auto& [text, san] : std::vector<std::pair<std::string, std::string>>{{"e1i1", "e1i1+"},
                                                                                    {"e1g1", "e1g1"},
                                                                                    {"e1h1", "e1h1"},
                                                                                    {"e1a1", "e1a1+"},
                                                                                    {"e1c1", "e1c1"},
                                                                                    {"e1b1", "e1b1"}}) {
        std::string error;
        const auto m = parse_move(pos, text, error);
        REQUIRE(m);
        CHECK(move_to_san(pos, *m) == san);
        CHECK(parse_any_move(pos, san, error) == m);
    }
    // With one castling a side (chess), O-O stays.
    const Game chess = variant::test::game("chess");
    Position start(chess);
    start.set_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    std::string error;
    CHECK(move_to_san(start, *parse_move(start, "e1g1", error)) == "O-O");
}
