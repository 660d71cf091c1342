// Contagion (features/contagion: a piece's `contagious: true`, or `contagion_into: TYPE`), on tiny boards
// worked out by hand. Also tested: tai shogi's deva and teaching king (tai_shogi_rules_test.cpp).
#include <catch2/catch.hpp>

#include "interpreter/movegen/movegen.hpp"
#include "tests/unit/engine_test_support.hpp"

using namespace variant;
using variant::test::tiny;

TEST_CASE("a contagious man turns its captor into its own type", "[engine][contagion]") {
    Game g = tiny(3, 3, "check", "k2/1vK/1G1 w - - 0 1",
                  "  gold: {code: G, betza: WfF}\n  viper: {code: V, betza: FbW, contagious: true}\n");
    Position pos(g);
    pos.set_fen(g.setup_fen);
    std::string error;
    auto m = parse_move(pos, "b1b2", error);
    REQUIRE(m);
    pos.make(*m);
    CHECK(pos.fen() == "k2/1VK/3 b - - 0 1");
    pos.unmake();
    CHECK(pos.fen() == "k2/1vK/1G1 w - - 0 1");
}

TEST_CASE("contagion_into: the captor becomes the other type named", "[engine][contagion]") {
    // The gold on b1 takes the demon on b2 and becomes a tutor (T), not a demon; unmake gives the gold back.
    Game g = tiny(3, 3, "check", "k2/1dK/1G1 w - - 0 1",
                  "  gold: {code: G, betza: WfF}\n  tutor: {code: T, betza: K}\n"
                  "  demon: {code: D, betza: F, contagion_into: tutor}\n");
    Position pos(g);
    pos.set_fen(g.setup_fen);
    std::string error;
    auto m = parse_move(pos, "b1b2", error);
    REQUIRE(m);
    pos.make(*m);
    CHECK(pos.fen() == "k2/1TK/3 b - - 0 1");
    pos.unmake();
    CHECK(pos.fen() == "k2/1dK/1G1 w - - 0 1");
}
