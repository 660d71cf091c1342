// Contagion (features/contagion: a piece's `contagious: true`, or `contagion_into: TYPE`), on tiny boards
// worked out by hand. Also tested: tai shogi's deva and teaching king (tai_shogi_rules_test.cpp).
#include <catch2/catch.hpp>

#include "interpreter/movegen/movegen.hpp"
#include "tests/unit/engine_test_support.hpp"

using namespace variant;
using variant::test::tiny;

namespace {

// On a 3x3 board the white gold on b1 takes the black man on b2 (the `pieces` lines add it): the FEN after
// the capture, and unmake restoring the setup.
std::string after_gold_takes(const std::string& setup, const std::string& pieces) {
    Game g = tiny(3, 3, "check", setup, "  gold: {code: G, betza: WfF}\n" + pieces);
    Position pos(g);
    pos.set_fen(g.setup_fen);
    std::string error;
    auto m = parse_move(pos, "b1b2", error);
    REQUIRE(m);
    pos.make(*m);
    const std::string fen = pos.fen();
    pos.unmake();
    CHECK(pos.fen() == setup);
    return fen;
}

}  // namespace

TEST_CASE("a contagious man turns its captor into its own type", "[engine][contagion]") {
    CHECK(after_gold_takes("k2/1vK/1G1 w - - 0 1", "  viper: {code: V, betza: FbW, contagious: true}\n") ==
          "k2/1VK/3 b - - 0 1");
}

TEST_CASE("contagion_into: the captor becomes the other type named", "[engine][contagion]") {
    // The gold takes the demon and becomes a tutor (T), not a demon.
    CHECK(after_gold_takes("k2/1dK/1G1 w - - 0 1",
                           "  tutor: {code: T, betza: K}\n  demon: {code: D, betza: F, contagion_into: tutor}\n") ==
          "k2/1TK/3 b - - 0 1");
}
