// Passing (features/pass, the ruleset's `pass: true`): a player may pass, "pass" in the move list, unless it
// leaves its royal attacked. Worked by hand on a 3x3 board.
#include <catch2/catch.hpp>

#include "tests/unit/engine_test_support.hpp"

using namespace variant;
using variant::test::legal;

TEST_CASE("pass: a move like any other, but not out of check", "[engine][pass]") {
    const Game g = compile(load_ruleset_from_string("name: Passing\n"
                                                    "board: {files: 3, ranks: 3}\n"
                                                    "pieces:\n"
                                                    "  king: {code: K, betza: K, royal: true}\n"
                                                    "  rook: {code: R, betza: R}\n"
                                                    "pass: true\n"
                                                    "setup: 2k/3/K2 w - - 0 1\n",
                                                    "pass.yaml"));
    Position pos(g);
    pos.set_fen(g.setup_fen);
    // White's king on a1, Black's on c3: a2 and b1 are free, b2 is next to the black king; and the pass.
    CHECK(legal(pos) == std::vector<std::string>{"a1a2", "a1b1", "pass"});
    // After the pass Black's king on c3 has b3 and c2 (b2 is next to the white king), and its own pass.
    test::play(pos, "pass");
    CHECK(pos.side() == 1);
    CHECK(legal(pos) == std::vector<std::string>{"c3b3", "c3c2", "pass"});
    pos.unmake();
    CHECK(pos.fen() == g.setup_fen);
    // A black rook on c1 checks along the first rank: b1 stays on its line, b2 beside the black king, so a2
    // is the one answer, and passing would leave the king in check.
    pos.set_fen("2k/3/K1r w - - 0 1");
    CHECK(legal(pos) == std::vector<std::string>{"a1a2"});
}
