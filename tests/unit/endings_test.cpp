// The endings that prune the tree (extinction, the bare king, goal squares, n-check) and the no-checks rule,
// on hand-worked positions. A finished position has no moves: perft counts the move that finishes the game
// and nothing below it. Where a count was also taken from Fairy-Stockfish 11.1 (Debian, `go perft N` on the
// same FEN), the test says so.
#include <catch2/catch.hpp>

#include "interpreter/features/registry.hpp"
#include "interpreter/movegen/movegen.hpp"
#include "interpreter/perft/perft.hpp"
#include "interpreter/ruleset/loader.hpp"
#include "tests/unit/engine_test_support.hpp"

using namespace variant;
using variant::test::game;
using variant::test::legal;

namespace {

Game tiny(const std::string& board, const std::string& rules, const std::string& setup) {
    return compile(load_ruleset_from_string("name: Tiny\n"
                                            "board: " +
                                                board +
                                                "\n"
                                                "pieces:\n"
                                                "  king: {code: K, betza: K}\n"
                                                "  rook: {code: R, betza: R}\n" +
                                                rules + "setup: " + setup + "\n",
                                            "tiny.yaml"));
}

std::uint64_t count(const Game& g, const std::string& fen, int depth) {
    Position pos(g);
    pos.set_fen(fen);
    return perft(pos, depth);
}

void play(Position& pos, const std::string& move) {
    std::string error;
    auto m = parse_move(pos, move, error);
    REQUIRE(m);
    pos.make(*m);
}

}  // namespace

TEST_CASE("extinction: a side without a rook has lost, and kings are ordinary men", "[engine][endings]") {
    Game g = tiny("{files: 3, ranks: 3}", "royalty: none\nend: {extinction: {pieces: [rook]}}\n",
                  "r1k/3/R1K w - - 0 1");
    Position pos(g);
    pos.set_fen(g.setup_fen);
    // The rook: a2, a3 (taking the rook), b1; the king, no check rule: b1, b2, c2 (next to nothing royal).
    CHECK(legal(pos) == std::vector<std::string>{"a1a2", "a1a3", "a1b1", "c1b1", "c1b2", "c1c2"});
    play(pos, "a1a3");
    CHECK(legal(pos).empty());  // Black has no rook left: the game is over
    // A king may be taken: with kings counted, taking the last one ends the game.
    Game kings = tiny("{files: 3, ranks: 3}", "royalty: none\nend: {extinction: {pieces: [king]}}\n",
                      "k2/R2/K2 w - - 0 1");
    Position p2(kings);
    p2.set_fen(kings.setup_fen);
    play(p2, "a2a3");
    CHECK(legal(p2).empty());
}

TEST_CASE("extinction with a count: three kings lose with the first king taken", "[engine][endings]") {
    Game g = tiny("{files: 4, ranks: 2}", "royalty: none\nend: {extinction: {pieces: [king], count: 1}}\n",
                  "kk2/RK1K w - - 0 1");
    Position pos(g);
    pos.set_fen(g.setup_fen);
    play(pos, "a1a2");  // takes one of Black's two kings: one left, no more than the count
    CHECK(legal(pos).empty());
}

TEST_CASE("extinction with an opponent count (koedem): no king loses only while the other owns two",
          "[engine][endings]") {
    const std::string rules = "royalty: none\nend: {extinction: {pieces: [king], opponent_count: 2}}\n";
    // White's rook takes Black's only king on a2. With two white kings (b1, d1) Black has lost; with one, Black
    // plays on with its rook on d2: along the rank to c2, b2 and a2 (taking the rook), and down to d1.
    Game two = tiny("{files: 4, ranks: 2}", rules, "k2r/RK1K w - - 0 1");
    Position p2(two);
    p2.set_fen(two.setup_fen);
    play(p2, "a1a2");
    CHECK(legal(p2).empty());
    Game one = tiny("{files: 4, ranks: 2}", rules, "k2r/RK2 w - - 0 1");
    Position p1(one);
    p1.set_fen(one.setup_fen);
    play(p1, "a1a2");
    CHECK(legal(p1) == std::vector<std::string>{"d2a2", "d2b2", "d2c2", "d2d1"});
}

TEST_CASE("extinction of the whole army (horde): no men left loses", "[engine][endings]") {
    // Black's king on d2 takes White's last man (the rook on c1): White has nothing left.
    Game g = tiny("{files: 4, ranks: 2}", "royalty: none\nend: {extinction: {whole_army: true}}\n", "3k/2R1 b - - 0 1");
    Position pos(g);
    pos.set_fen(g.setup_fen);
    play(pos, "d2c1");
    CHECK(legal(pos).empty());
}

TEST_CASE("the bare king of shatranj: the bared side has one move to bare the opponent", "[engine][endings]") {
    const Game& g = game("shatranj");
    // Each count also from Fairy-Stockfish 11.1 (variant shatranj, go perft on the FEN).
    // Black is bare, White has one man: Black still moves (e8e7 takes the rook, d8 and f8; d7 and f7 are
    // attacked). After d8 or f8 White wins at once; after e8e7 both are bare and the game goes on (3 moves).
    CHECK(count(g, "4k3/4R3/8/8/8/8/8/K7 b - - 0 1", 1) == 3);
    CHECK(count(g, "4k3/4R3/8/8/8/8/8/K7 b - - 0 1", 2) == 3);
    // Two men: no single move bares White, so Black has lost.
    CHECK(count(g, "4k3/4R3/8/8/8/8/8/K6R b - - 0 1", 1) == 0);
    // White to move against a bare king: Black did not bare White back, White has won.
    CHECK(count(g, "4k3/R7/8/8/8/8/8/K7 w - - 0 1", 1) == 0);
    // Two bare kings: the game goes on (3 and 5 king moves).
    CHECK(count(g, "4k3/8/8/8/8/8/8/K7 w - - 0 1", 1) == 3);
    CHECK(count(g, "4k3/8/8/8/8/8/8/K7 b - - 0 1", 1) == 5);
}

TEST_CASE("king of the hill: a king on a centre square ends the game", "[engine][endings]") {
    const Game& g = game("kingofthehill");
    // The white king on e3 has 8 steps; after d4 or e4 Black has no move, after the other 6 its king on e8
    // has 5: 30 (Fairy-Stockfish 11.1 counts the same).
    CHECK(count(g, "4k3/8/8/8/8/4K3/8/8 w - - 0 1", 1) == 8);
    CHECK(count(g, "4k3/8/8/8/8/4K3/8/8 w - - 0 1", 2) == 30);
}

TEST_CASE("racing kings: the second player may follow, and a first arrival by Black wins", "[engine][endings]") {
    const Game& g = game("racingkings");
    const std::string fen = "8/1k5K/8/8/8/8/8/8 w - - 0 1";
    // White's king on h7: g8, h8, g7, g6, h6. Black's king on b7 can always reach a8, b8 or c8, so after
    // each of them Black has all 8 king moves: 40 (Fairy-Stockfish 11.1 counts the same).
    CHECK(count(g, fen, 1) == 5);
    CHECK(count(g, fen, 2) == 40);
    // Depth 3: after g8 or h8 the game is over at White's next turn whatever Black did (won, or drawn if
    // Black arrived too): 0. After g7, g6 or h6, Black's 3 arrivals win at once (0 below) and its 5 other
    // moves leave White 8, 8 and 5 moves: 5 * (8 + 8 + 5) = 105. Fairy-Stockfish 11.1 counts 168: it lets
    // the game go on when Black arrives first with White to move (8 + 8 + 5 more for each of the 3
    // arrivals), which the rules (the first king on the eighth rank wins) do not.
    CHECK(count(g, fen, 3) == 105);
    // No move may give check: the published racing kings start counts (21 and 421; Fairy-Stockfish too).
    CHECK(count(g, g.setup_fen, 1) == 21);
    CHECK(count(g, g.setup_fen, 2) == 421);
}

TEST_CASE("three-check: the check counts in the FEN, and the third check ends the game", "[engine][endings]") {
    const Game& g = game("3check");
    Position pos(g);
    pos.set_fen(g.setup_fen);
    for (const char* m : {"e2e4", "f7f6", "d1h5"}) play(pos, m);
    // Fairy-Stockfish 11.1 writes this FEN after the same moves: White has given one check, two to go.
    CHECK(pos.fen() == "rnbqkbnr/ppppp1pp/5p2/7Q/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 2+3 1 2");
    Position back(g);
    back.set_fen(pos.fen());
    CHECK(back.fen() == pos.fen());
    CHECK(back.key() == pos.key());
    pos.unmake();
    CHECK(pos.fen() == "rnbqkbnr/ppppp1pp/5p2/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 3+3 0 2");
    // White has one check left: its 15 moves, of which the checking a1a8 ends the game (0 below it); the
    // others leave the black king on e8 its moves: 65 (Fairy-Stockfish 11.1: 15 and 65).
    CHECK(count(g, "4k3/8/8/8/8/8/8/R3K3 w - - 1+3 0 1", 1) == 15);
    CHECK(count(g, "4k3/8/8/8/8/8/8/R3K3 w - - 1+3 0 1", 2) == 65);
    // A FEN without the counts starts both sides at three.
    Position bare(g);
    bare.set_fen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
    CHECK(bare.fen() == "4k3/8/8/8/8/8/8/R3K3 w - - 3+3 0 1");
}

TEST_CASE("a bad check count in a FEN is refused at its place", "[engine][endings]") {
    const Game& g = game("3check");
    Position pos(g);
    try {
        pos.set_fen("4k3/8/8/8/8/8/8/R3K3 w - - 4+3 0 1");
        FAIL("a count above three was accepted");
    } catch (const FenError& e) {
        CHECK(e.column == 27);  // the "4", counted from 0
        CHECK(std::string(e.what()).find("check count") != std::string::npos);
    }
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

TEST_CASE("makpong: a king in check may only take the one man checking it", "[engine][royalty]") {
    const Game& g = game("makpong");
    Position pos(g);
    pos.set_fen("4k3/8/8/8/8/8/4r3/4K2R w - - 0 1");
    // The rook on e2 checks. In makruk the king has d1, f1 and e2 (taking the unprotected rook); here it may
    // not step away, and the rook on h1 cannot meet the check: e2 alone (Fairy-Stockfish 11.1: e1e2, then 5).
    CHECK(legal(pos) == std::vector<std::string>{"e1e2"});
    CHECK(count(g, "4k3/8/8/8/8/8/4r3/4K2R w - - 0 1", 2) == 5);
    CHECK(count(game("makruk"), "4k3/8/8/8/8/8/4r3/4K2R w - - 0 1", 1) == 3);
    // Checked by a protected rook the king may not take it: mate.
    CHECK(count(g, "4k3/8/8/8/8/8/3rr3/4K2R w - - 0 1", 1) == 0);
}
