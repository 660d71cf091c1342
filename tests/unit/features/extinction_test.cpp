// Extinction (features/extinction, the ruleset's end.extinction: `pieces`, `count`, `opponent_count`,
// `whole_army`) on hand-worked positions of tiny boards. A finished position has no moves: perft counts the
// move that finishes the game and nothing below it.
// (Elsewhere: the result line of each shipped extinction game, game_result_test.cpp.)
#include <catch2/catch.hpp>

#include "tests/unit/engine_test_support.hpp"

using namespace variant;
using variant::test::legal;
using variant::test::play;

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
    // Taken back, Black's rook is counted again (Position keeps a tally of the counts above the rule's).
    pos.unmake();
    CHECK(legal(pos) == std::vector<std::string>{"a1a2", "a1a3", "a1b1", "c1b1", "c1b2", "c1c2"});
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
