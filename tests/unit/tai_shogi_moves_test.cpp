// Tai shogi: every piece's moves on an empty 25x25 board from two squares, against the table worked out
// from the rules text (tests/data/tai/move-counts.tsv, which tests/tai/tai_moves.py, a separate generator
// written from the rules, also prints); and perft 1-3 from the start (docs/games/tai-shogi.md explains
// each number at depth 1).
#include <catch2/catch.hpp>

#include <fstream>
#include <set>
#include <sstream>
#include <string>

#include "interpreter/movegen/legal.hpp"
#include "interpreter/perft/perft.hpp"
#include "tests/unit/run_variant.hpp"
#include "tests/unit/tai_test_support.hpp"

using namespace variant;
using namespace variant::test;

TEST_CASE("tai: every piece's quiet moves from m13 and c3 match the table from the rules", "[tai]") {
    std::ifstream in(std::string(VARIANT_SOURCE_DIR) + "/tests/data/tai/move-counts.tsv");
    REQUIRE(in);
    std::string line;
    int rows = 0;
    std::set<std::string> codes;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#') continue;
        std::istringstream fields(line);
        std::string code, square;
        int count = 0;
        fields >> code >> square >> count;
        INFO(code << " on " << square);
        Position pos(tai());
        pos.set_fen(tai_fen(alone(code, square)));
        const Square from = *parse_square(tai().geo, square);
        MoveList list;
        generate_legal(pos, list);
        std::set<Square> quiet;
        int moves = 0;
        for (const Move& m : list)
            if (m.from == from && m.via_count() == 0 && (m.to == from || !pos.at(m.to))) {
                quiet.insert(m.to);
                ++moves;
            }
        CHECK(moves == count);
        CHECK(int(quiet.size()) == count);  // one move per square
        codes.insert(code);
        ++rows;
    }
    CHECK(codes.size() == 93 + 9);  // the 93 starting types and 9 promoted-only forms (wizard stork twice)
    CHECK(rows == 2 * int(codes.size()));
}

TEST_CASE("tai: perft 1-3 from the start", "[tai][perft]") {
    Position pos(tai());
    pos.set_fen(tai().setup_fen);
    // Depth 1, by hand (docs/games/tai-shogi.md): the emperor to any of the 271 empty squares, 23 pawns
    // one step (the two behind the go-betweens are blocked), the 2 go-betweens, the 2 donkeys' two-square
    // jumps forward, and the lion dog's 6 jumps over its pawns (m8, m9 straight; k8, o8, j9, p9 diagonal):
    // 271 + 23 + 2 + 2 + 6 = 304.
    CHECK(perft(pos, 1) == 304);
    // Depth 2 and 3: the counts of tests/tai/tai_moves.py, the independent generator
    // (`python3 tests/tai/tai_moves.py perft 2`, a few seconds, run by ctest; `perft 3`, about half an hour).
    CHECK(perft(pos, 2) == 92662);
    CHECK(perft(pos, 3) == 28472689);
}

TEST_CASE("tai: show draws the 25x25 board in aligned columns, explain works on it", "[tai][cli]") {
    const auto shown = variant::testing::run_variant(
        "show '" + std::string(VARIANT_SOURCE_DIR) + "/rulesets/tai-shogi.yaml' --fen '" +
        tai_fen({{"m13", "+LN"}, {"l13", "DV"}, {"a1", "E"}, {"y25", "e"}}) + "'");
    REQUIRE(shown.status == 0);
    // Each square is a column as wide as the widest code (3: "+LN") plus a space; the rank number takes 4.
    std::istringstream lines(shown.out);
    std::string line;
    int board_rows = 0;
    while (std::getline(lines, line))
        if (line.size() > 2 && std::isdigit(static_cast<unsigned char>(line[1])) && line[2] == ' ') {
            CHECK(line.size() == 4 + 24 * 4 + 1);  // the last column without its padding
            ++board_rows;
        }
    CHECK(board_rows == 25);
    CHECK_THAT(shown.out, Catch::Contains("13  .   .   .   .   .   .   .   .   .   .   .   DV  +LN .   "));
    const auto explained = variant::testing::run_variant("explain RmasR --board 25x25");
    CHECK(explained.status == 0);
    CHECK_THAT(explained.out, Catch::Contains("player 1, 25x25 board, from m13"));
}
