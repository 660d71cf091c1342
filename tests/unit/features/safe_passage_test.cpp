// A man that may not pass an attacked square (features/safe_passage, a piece's `cannot_pass_attacked: true`:
// Caissa Britannia's royal queen), counted by hand on a small board.
#include <catch2/catch.hpp>

#include "tests/unit/engine_test_support.hpp"

using namespace variant;
using variant::test::setup_moves;

namespace {

Game tiny_game(const std::string& yaml) { return compile(load_ruleset_from_string(yaml, "tiny.yaml")); }

}  // namespace

TEST_CASE("a royal queen may not pass an attacked square", "[engine][sjaak][passage]") {
    // White's royal queen on a1, Black's on e4. Black's queen attacks rank 4 (a4-d4), the e-file (e1-e3,
    // e5), d5 and the diagonal d3, c2, b1.
    const auto game = [](const std::string& flag) {
        return tiny_game("name: Royal queens\n"
                         "board: {files: 5, ranks: 5}\n"
                         "pieces:\n"
                         "  queen: {code: Q, betza: Q, royal: true" +
                         flag + "}\nsetup: 5/4q/5/5/Q4 w - - 0 1\n");
    };
    // By hand, the check rule alone: a2, a3, a5, b2, c3, c1, d1 (b1, e1, a4, d4 and e5 are attacked).
    CHECK(setup_moves(game("")) == std::vector<std::string>{"a1a2", "a1a3", "a1a5", "a1b2", "a1c1", "a1c3", "a1d1"});
    // Not passing an attacked square: c1 and d1 cross b1, a5 crosses a4.
    CHECK(setup_moves(game(", cannot_pass_attacked: true")) ==
          std::vector<std::string>{"a1a2", "a1a3", "a1b2", "a1c3"});
}
