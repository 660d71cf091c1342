// Royals facing each other (features/facing_royals, the ruleset's `facing_royals`: forbidden,
// forbidden-all-lines, bikjang with its end.bikjang result), counted by hand on small boards.
#include <catch2/catch.hpp>

#include "tests/unit/engine_test_support.hpp"

using namespace variant;
using variant::test::setup_moves;

namespace {

Game tiny_game(const std::string& yaml) { return compile(load_ruleset_from_string(yaml, "tiny.yaml")); }

}  // namespace

TEST_CASE("royals that may not face each other on a diagonal either", "[engine][sjaak][facing]") {
    // White's king a1 and Black's d4 stand on one diagonal, White's rook b2 between them.
    const auto game = [](const std::string& rule) {
        return tiny_game("name: Facing\n"
                         "board: {files: 4, ranks: 4}\n"
                         "pieces:\n"
                         "  king: {code: K, betza: K, royal: true}\n"
                         "  rook: {code: R, betza: R}\n"
                         "facing_royals: " +
                         rule + "\nsetup: 3k/4/1R2/K3 w - - 0 1\n");
    };
    // By hand. On files and ranks only: the king's a2 and b1, the rook's b1, b3, b4, a2, c2, d2: 8.
    CHECK(setup_moves(game("forbidden")).size() == 8);
    // On diagonals too: the rook may not leave the diagonal (it has no diagonal move), the king's two steps
    // leave the line.
    CHECK(setup_moves(game("forbidden-all-lines")) == std::vector<std::string>{"a1a2", "a1b1"});
}
