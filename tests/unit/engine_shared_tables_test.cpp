// Types that move alike share one run of rays (issue 19, item 1): the move tables grow with the distinct
// move sets, not with the piece types, and the shared tables still give each type its own moves.
#include <catch2/catch.hpp>

#include <string>

#include "interpreter/features/registry.hpp"
#include "interpreter/perft/perft.hpp"
#include "interpreter/ruleset/loader.hpp"

namespace {

using namespace variant;

// King and rook on 8x8, and `alike` more types that move as the rook does, under other names and codes.
std::string ruleset(int alike) {
    std::string text = "name: Alike\nboard: {files: 8, ranks: 8}\npieces:\n"
                       "  king: {code: K, betza: K, royal: true}\n  rook: {code: R, betza: R}\n";
    for (int i = 0; i < alike; ++i)
        text += "  alike" + std::to_string(i) + ": {code: " + std::string(1, char('A' + i)) + ", betza: R}\n";
    return text + "setup: 7k/8/8/8/8/8/8/K7 w - - 0 1\n";
}

}  // namespace

TEST_CASE("types that move alike share their rays", "[engine][tables][hostile]") {
    const Game one = compile(load_ruleset_from_string(ruleset(0), "alike-0.yaml"));
    const Game four = compile(load_ruleset_from_string(ruleset(3), "alike-3.yaml"));
    CHECK(four.type_count() == one.type_count() + 3);
    // Before the sharing, each alike type added the rook's 2 x 64 squares of rays.
    CHECK(four.rays.size() == one.rays.size());
    CHECK(four.ray_squares.size() == one.ray_squares.size());
}

TEST_CASE("alike types keep their own moves on the shared tables", "[engine][tables][hostile]") {
    const Game g = compile(load_ruleset_from_string(ruleset(2), "alike-2.yaml"));
    Position pos(g);
    // White: king a1, an alike type on d4 and another on f6; Black: king h8. Worked by hand: the king
    // has a2, b1, b2 (3); each rook mover has its file and rank free: 7 + 7 (14 each). 3 + 14 + 14 = 31.
    pos.set_fen("7k/8/5B2/8/3A4/8/8/K7 w - - 0 1");
    CHECK(perft(pos, 1) == 31);
    // The same with the rook itself on d4: the shared rays are the rook's.
    pos.set_fen("7k/8/5B2/8/3R4/8/8/K7 w - - 0 1");
    CHECK(perft(pos, 1) == 31);
}
