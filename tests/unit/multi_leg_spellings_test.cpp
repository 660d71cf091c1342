// Multi-leg moves written as other programs send them (features/multi_leg, MultiLegMoves::read): a chu lion's
// quiet double move leg by leg, as XBoard and lishogi send it, reads as the one move it is and prints in our
// form; a spelling that is no path of the man is refused with the usual located error. Worked by hand from
// the chu rules (docs/games/chu-shogi.md: a lion's step to an empty square and on is the same move as its jump
// there; its pass is one move).
#include <catch2/catch.hpp>

#include <algorithm>
#include <sstream>
#include <string>
#include <vector>

#include "tests/unit/engine_test_support.hpp"
#include "tests/unit/run_variant.hpp"

using namespace variant;
using variant::test::read_as;

TEST_CASE("a chu lion's quiet double move written leg by leg", "[multi-leg][chu][spelling]") {
    const Game& g = test::game("chu-shogi");
    Position pos(g);
    // A white lion on f7, a black pawn on g8, the kings far away: g7, h7 and the lion's other neighbours empty.
    pos.set_fen("12/12/12/12/6p5/5N6/12/12/12/12/12/k5K5 w - 0 1");
    // Step to the empty g7 and on to h7: the jump f7h7. Out and back over an empty square: the pass f7f7.
    CHECK(read_as(pos, "f7g7,g7h7") == "f7h7");
    CHECK(read_as(pos, "f7g7,g7f7") == "f7f7");
    CHECK(read_as(pos, "f7e6,e6f7") == "f7f7");
    CHECK(read_as(pos, "f7g6,g6h5") == "f7h5");
    CHECK(read_as(pos, "f7e8,e8d9") == "f7d9");
    // A step to an empty square and a step on: the one-square move f7g7 (g6 then back up to g7).
    CHECK(read_as(pos, "f7g6,g6g7") == "f7g7");
    // Over the pawn on g8 (a capture there, then on): the printed form itself, and its spelling in capitals.
    CHECK(read_as(pos, "f7g8,g8h9") == "f7g8,g8h9");
    CHECK(read_as(pos, "F7G8,G8H9") == "f7g8,g8h9");
    // No path of the lion: a three-square step, a leg that does not start where the last ended, a square off
    // the board.
    CHECK(read_as(pos, "f7g7,g7i7").rfind("error: not a legal move of the lion on f7; its legal moves:", 0) == 0);
    CHECK(read_as(pos, "f7g7,h7h8") == "error: a leg starts where the one before it ended, on g7 [h7]");
    CHECK(read_as(pos, "f7g7,g7z9").rfind("error: 'z9' is not a square of this 12x12 board", 0) == 0);
    // The king has no multi-leg move: its legs are refused as before.
    CHECK(read_as(pos, "g1g2,g2g3").rfind("error: not a legal move of the king on g1", 0) == 0);
}

TEST_CASE("a lion's double capture with the men taken in another order", "[multi-leg][spelling]") {
    // cacaK (three legs, the first two taking) from f5 with black men on e6 and f6: the paths f5e6,e6f6,f6e5
    // and f5f6,f6e6,e6e5 take the same men and end on the same square, one move (DESIGN: one move per
    // outcome), printed one way; both spellings read as it.
    const std::string yaml = "name: three legs\n"
                             "board: {files: 12, ranks: 10}\n"
                             "royalty: capture-last-royal\n"
                             "pieces:\n"
                             "  king: {code: K, betza: K, royal: true}\n"
                             "  tested: {code: A, betza: cacaK}\n"
                             "  man: {code: N, betza: W}\n"
                             "setup: 11k/12/12/12/4nn6/5A6/6N5/12/12/K11 w - - 0 1\n";
    const Game g = compile(load_ruleset_from_string(yaml, "three-legs.yaml"));
    Position pos(g);
    pos.set_fen(g.setup_fen);
    for (const char* end : {"e5", "e7", "f5", "f7"}) {
        const std::string one = std::string("f5e6,e6f6,f6") + end, other = std::string("f5f6,f6e6,e6") + end;
        CHECK(read_as(pos, one) == read_as(pos, other));
        CHECK(read_as(pos, one).rfind("error", 0) != 0);
    }
    // The third leg goes every way but straight back: not from f6 back to e6.
    CHECK(read_as(pos, "f5e6,e6f6,f6e6").rfind("error: not a legal move of the tested on f5", 0) == 0);
}

TEST_CASE("moves --paths lists XBoard's 14 paths of cacaK, the plain listing its 10 moves", "[multi-leg][cli]") {
    // The position of row CC of tests/data/xboard/xboard-targets.tsv (black men on e6 and f6): XBoard 4.9.1's
    // generator lists these 14 paths, the men taken in either order each a target of its own. Play and perft
    // count one move per outcome: the paths ending on e5, e7, f5 and f7 take the same two men, so 10 moves.
    const std::vector<std::string> xboard = {"f5e6,e6f6,f6e5", "f5e6,e6f6,f6e7", "f5e6,e6f6,f6f5", "f5e6,e6f6,f6f7",
                                             "f5e6,e6f6,f6g5", "f5e6,e6f6,f6g6", "f5e6,e6f6,f6g7", "f5f6,f6e6,e6d5",
                                             "f5f6,f6e6,e6d6", "f5f6,f6e6,e6d7", "f5f6,f6e6,e6e5", "f5f6,f6e6,e6e7",
                                             "f5f6,f6e6,e6f5", "f5f6,f6e6,e6f7"};
    using variant::testing::run_variant;
    const std::string game = std::string(" '") + VARIANT_SOURCE_DIR + "/tests/data/rulesets/xboard-cacak.yaml' ";
    auto lines = [](const std::string& text) {
        std::vector<std::string> out;
        std::istringstream in(text);
        for (std::string line; std::getline(in, line);) out.push_back(line);
        std::sort(out.begin(), out.end());
        return out;
    };
    const auto paths = run_variant("moves" + game + "--from f5 --paths");
    CHECK(paths.status == 0);
    CHECK(lines(paths.out) == xboard);
    const auto moves = run_variant("moves" + game + "--from f5");
    CHECK(moves.status == 0);
    CHECK(lines(moves.out).size() == 10);
    // Every path is read back as a move (the one of its outcome).
    for (const auto& path : xboard) CHECK(run_variant("moves" + game + "--moves " + path).status == 0);
    // Paths are coordinates: not with --san.
    CHECK(run_variant("moves" + game + "--paths --san").status == 2);
}
