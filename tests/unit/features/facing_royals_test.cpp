// Royals facing each other (features/facing_royals, the ruleset's `facing_royals`: forbidden,
// forbidden-all-lines, bikjang with its end.bikjang result), counted by hand on small boards and on
// xiangqi and janggi positions.
#include <catch2/catch.hpp>

#include "tests/unit/engine_test_support.hpp"

using namespace variant;
using variant::test::game;
using variant::test::legal;
using variant::test::setup_moves;

namespace {

using Moves = std::vector<std::string>;

Game tiny_game(const std::string& yaml) { return compile(load_ruleset_from_string(yaml, "tiny.yaml")); }

// The legal moves after `moves` (our notation) from `fen`.
Moves legal_after(const Game& g, const std::string& fen, const std::vector<std::string>& moves) {
    Position pos(g);
    pos.set_fen(fen);
    for (const auto& text : moves) {
        std::string error;
        auto m = parse_move(pos, text, error);
        REQUIRE(m);
        pos.make(*m);
    }
    return legal(pos);
}

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

TEST_CASE("a hole between the royals breaks their line", "[engine][facing]") {
    // The kings stand on one file with a rook and then a hole between them: they do not face across the hole,
    // so the rook may leave the file (as `open_lines` has it, a hole ends a line). Once on a board of 15
    // squares (the rule's rays) and once on one of 144 (the walked line).
    const auto game = [](const std::string& board, const std::string& setup) {
        return tiny_game("name: Facing\nboard: " + board +
                         "\npieces:\n"
                         "  king: {code: K, betza: K, royal: true}\n"
                         "  rook: {code: R, betza: R}\n"
                         "facing_royals: forbidden\nsetup: " +
                         setup + "\n");
    };
    // By hand. 3x5, hole b3: the rook's a2 and c2 (b3 is no square, b1 is the king's), the king's a1, c1, a2, c2.
    CHECK(setup_moves(game("{files: 3, ranks: 5, holes: [b3]}", "1k1/3/1*1/1R1/1K1 w - - 0 1")).size() == 6);
    // 12x12, hole a3: the rook's b2 to l2 (11), the king's b1 and b2.
    CHECK(setup_moves(game("{files: 12, ranks: 12, holes: [a3]}", "k11/12/12/12/12/12/12/12/12/*11/R11/K11 w - - 0 1"))
              .size() == 13);
}

TEST_CASE("xiangqi: the flying general", "[engine][facing][xiangqi]") {
    const Game& g = game("xiangqi");
    // A soldier on e6 is all that stands between the generals: it may step along the file only. A horse
    // there has no move at all (every leap leaves the file).
    CHECK(test::moves_on(g, "4k4/9/9/9/4P4/9/9/9/9/4K4 w - - 0 1", "e6") == Moves{"e6e7"});
    CHECK(test::moves_on(g, "4k4/9/9/9/9/4N4/9/9/9/4K4 w - - 0 1", "e5").empty());
    // The general on d1 may not step onto the open e-file facing e10; with a man between, it may.
    CHECK(test::moves_on(g, "4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1", "d1") == Moves{"d1d2"});
    CHECK(test::moves_on(g, "4k4/9/9/4p4/9/9/9/9/9/3K5 w - - 0 1", "d1") == Moves{"d1d2", "d1e1"});
}

TEST_CASE("janggi: bikjang and two passes", "[engine][facing][janggi]") {
    // White's general on d1, Black's on e10 (not a point of the palace diagonals: it steps d10, f10 or e9).
    const std::string fen = "4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1";
    const Game& janggi = game("janggi");
    // d1e1 brings the generals face to face: Black must break the line or pass (e9 would keep it).
    CHECK(legal_after(janggi, fen, {"d1e1"}) == Moves{"e10d10", "e10f10", "pass"});
    // A pass that leaves them facing ends the game; so do two passes in a row.
    CHECK(legal_after(janggi, fen, {"d1e1", "pass"}).empty());
    CHECK(legal_after(janggi, fen, {"pass", "pass"}).empty());
    CHECK(legal_after(janggi, fen, {"pass"}).size() == 4);  // e10d10 e10e9 e10f10 pass
    // Without bikjang (janggicasual) the generals may stay facing.
    CHECK(legal_after(game("janggicasual"), fen, {"d1e1"}) == Moves{"e10d10", "e10e9", "e10f10", "pass"});
}
