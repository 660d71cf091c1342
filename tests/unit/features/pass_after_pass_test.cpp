// Two passes in a row (features/pass_after_pass, the ruleset's `pass_after_pass: illegal`: tai shogi, rules
// 3.5), on hand-worked positions of rulesets/tai-shogi.yaml (docs/games/tai-shogi.md), and the FEN's pass
// field.
#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <string>

#include "interpreter/features/pass_after_pass.hpp"
#include "tests/unit/tai_test_support.hpp"

using namespace variant;
using namespace variant::test;

TEST_CASE("tai: a pass may not answer a pass (rules 3.5)", "[tai][pass]") {
    // White lion on m13, black lion on m3, the two emperors far away (a1, y25): each lion can pass through
    // any of its eight empty neighbours, one pass each (counted once, reading 15).
    const std::map<std::string, std::string> men = {{"m13", "LN"}, {"m3", "ln"}, {"a1", "E"}, {"y25", "e"}};
    Position pos(tai());
    pos.set_fen(tai_fen(men));
    auto passes = [&](const char* from) {
        const auto list = moves_from(pos, from);
        return std::count(list.begin(), list.end(), std::string(from) + from);
    };
    CHECK(passes("m13") == 1);
    std::string error;
    auto pass = parse_move(pos, "m13m13", error);
    REQUIRE(pass);
    pos.make(*pass);
    // Black may move its lion, but not pass: the last move was White's pass.
    CHECK(passes("m3") == 0);
    CHECK(!moves_from(pos, "m3").empty());
    std::string board = tai_fen(men);
    board.erase(board.find(' '));
    CHECK(pos.fen() == board + " b - - 1 1 pass");
    // The state is in the FEN and the hash: read back, the same position and key.
    Position copy(tai());
    copy.set_fen(pos.fen());
    CHECK(copy.key() == pos.key());
    CHECK(PassesInARow::after_pass(copy));
    // After a move that is not a pass, a pass is legal again; and an igui (it takes a man) is not a pass.
    auto step = parse_move(pos, "m3m4", error);
    REQUIRE(step);
    pos.make(*step);
    CHECK(passes("m13") == 1);
    pos.unmake();
    pos.unmake();
    CHECK(pos.fen() == tai_fen(men));
    CHECK(!PassesInARow::after_pass(pos));
}

TEST_CASE("tai: the pass field of the FEN is checked", "[tai][pass][fen]") {
    Position pos(tai());
    const std::string base = tai_fen({{"m13", "LN"}, {"a1", "E"}, {"y25", "e"}});
    CHECK_NOTHROW(pos.set_fen(base));  // absent: the last move was not a pass
    CHECK_THROWS_WITH(pos.set_fen(base + " passed"), Catch::Contains("is not the pass field"));
}
