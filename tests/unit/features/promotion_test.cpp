// Several promotion rules for one piece combine (features/promotion, the ruleset's `promotion` list), worked
// by hand on a 5x5 board: grand chess's optional promotion on the near ranks and compulsory one on the last,
// rules with different triggers, and chu shogi's 'enters' trigger and 'captures_only'.
// (Elsewhere: chu shogi's promotion rules combined, engine_chu_test.cpp; a promotion's suffix in a move,
// engine_move_errors_test.cpp.)
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "tests/unit/engine_test_support.hpp"

using namespace variant;
using variant::test::legal;
using variant::test::setup_moves;

namespace {

Game game_with(const std::string& promotion, const std::string& setup, const std::string& extra = "") {
    std::string yaml = "name: Promotion test\n"
                       "board: {files: 5, ranks: 5}\n"
                       "pieces:\n"
                       "  king: {code: K, betza: K, royal: true}\n"
                       "  queen: {code: Q, betza: Q}\n"
                       "  rook: {code: R, betza: R}\n"
                       "  pawn: {code: P, betza: fWfcF}\n"
                       "zones: {near: {ranks: [3, 4]}, last: {ranks: [5]}, far: {ranks: [4, 5]}}\n"
                       "promotion:\n" +
                       promotion + extra + "setup: " + setup + "\n";
    return compile(load_ruleset_from_string(yaml, "promotion-test.yaml"));
}


}  // namespace

TEST_CASE("an optional and a compulsory promotion rule for one piece combine", "[engine][promotion]") {
    // Grand chess's reading: optional on ranks 3-4 (here), compulsory on the last rank.
    Game g = game_with("  - {pieces: [pawn], zone: near, to: [queen, rook]}\n"
                       "  - {pieces: [pawn], zone: last, mode: compulsory, to: [queen, rook]}\n",
                       "4k/P4/5/1P3/K4 w - - 0 1");
    // a4-a5 must promote (two choices); b2-b3 may (plain and two choices); the king's three steps.
    CHECK(setup_moves(g) == std::vector<std::string>{"a1a2", "a1b1", "a4a5q", "a4a5r", "b2b3", "b2b3q", "b2b3r"});
}

TEST_CASE("promotion rules with different triggers both apply", "[engine][promotion]") {
    // A plain move onto the last rank offers a queen; any capture offers a rook; a capture onto the last
    // rank offers both (before, the second rule silently replaced the first).
    Game g = game_with("  - {pieces: [pawn], zone: last, to: [queen]}\n"
                       "  - {pieces: [pawn], trigger: on-capture, to: [rook]}\n",
                       "1r2k/P4/2r2/1P3/K4 w - - 0 1");
    CHECK(setup_moves(g) ==
          std::vector<std::string>{"a1a2", "a1b1", "a4a5", "a4a5q", "a4b5", "a4b5q", "a4b5r", "b2b3", "b2c3", "b2c3r"});
}

TEST_CASE("'enters' and 'captures_only' read chu shogi's promotion", "[engine][promotion]") {
    Game g = game_with(
        "  - {pieces: [pawn], zone: far, trigger: enters, to: [queen]}\n"
        "  - {pieces: [pawn], zone: far, trigger: starts-or-ends-in, captures_only: true, to: [queen]}\n",
        "1p2k/P1P2/3P1/5/K4 w - - 0 1");
    // The zone is ranks 4-5. a4-a5 and c4-c5 stay in it without a capture: no promotion. a4xb5 and c4xb5
    // capture in it: may promote. d3-d4 enters it: may promote. The king: a2, b1, b2.
    CHECK(setup_moves(g) == std::vector<std::string>{"a1a2", "a1b1", "a1b2", "a4a5", "a4b5", "a4b5q", "c4b5", "c4b5q",
                                                     "c4c5", "d3d4", "d3d4q"});
}
