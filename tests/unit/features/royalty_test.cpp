// The royalty rules (features/royalty, the ruleset's `royalty`: check, capture-last-royal, last-royal-check,
// duple-check, none), counted by hand on tiny boards.
// (Elsewhere: chu shogi's last royal taken, engine_chu_test.cpp; the FENs each royalty rule refuses,
// engine_fen_sanity_test.cpp; mate and stalemate as results, game_result_test.cpp.)
#include <catch2/catch.hpp>

#include "interpreter/features/royalty.hpp"
#include "interpreter/perft/perft.hpp"
#include "tests/unit/engine_test_support.hpp"

using namespace variant;
using variant::test::legal;
using variant::test::tiny;

TEST_CASE("one royal with check", "[engine][royalty]") {
    Game g = tiny(3, 3, "check", "k2/3/K1R w - - 0 1");
    Position pos(g);
    pos.set_fen(g.setup_fen);
    CHECK(legal(pos) == std::vector<std::string>{"a1b1", "c1b1", "c1c2", "c1c3"});
}

TEST_CASE("capture the last royal: no check rule, no moves once it is gone", "[engine][royalty]") {
    Game g = tiny(3, 3, "capture-last-royal", "k2/3/K1R w - - 0 1");
    Position pos(g);
    pos.set_fen(g.setup_fen);
    CHECK(legal(pos) == std::vector<std::string>{"a1a2", "a1b1", "a1b2", "c1b1", "c1c2", "c1c3"});
    pos.set_fen("k2/R2/K2 w - - 0 1");
    std::string error;
    auto m = parse_move(pos, "a2a3", error);
    REQUIRE(m);
    pos.make(*m);
    CHECK(legal(pos).empty());
}

TEST_CASE("several royals: only the last one's check counts", "[engine][royalty]") {
    // The black king stands on d3, out of the way (every side needs a royal under this rule).
    Game g = tiny(4, 3, "last-royal-check", "r2k/4/K1K1 w - - 0 1");
    Position pos(g);
    pos.set_fen(g.setup_fen);
    // Two royals: no check rule, every king step counts (c1d2 too, next to the black king).
    CHECK(legal(pos) == std::vector<std::string>{"a1a2", "a1b1", "a1b2", "c1b1", "c1b2", "c1c2", "c1d1", "c1d2"});
    // The last royal: the rook on a3 checks it along the a-file; b1 and b2 are safe.
    pos.set_fen("r2k/4/K3 w - - 0 1");
    CHECK(legal(pos) == std::vector<std::string>{"a1b1", "a1b2"});
}

TEST_CASE("duple check: several royals may not all be left attacked", "[engine][royalty]") {
    // Spartan chess's rule (Sjaak II's `duplecheck`). The rook on a3 attacks a1 along the a-file; the black
    // king on d3 guards c2 and d2. White's king on c1 is safe, so White is not in check, and any move that
    // keeps one king safe is legal: a1a2 stays attacked but c1 is safe. c1c2 and c1d2 would leave both
    // kings attacked (a1 by the rook, the other next to the black king).
    Game g = tiny(4, 3, "duple-check", "r2k/4/K1K1 w - - 0 1");
    Position pos(g);
    pos.set_fen(g.setup_fen);
    CHECK_FALSE(in_check(pos));
    CHECK(legal(pos) == std::vector<std::string>{"a1a2", "a1b1", "a1b2", "c1b1", "c1b2", "c1d1"});
    // Both kings attacked by the rook between them: in check. Taking the rook frees both; c1d2 saves one
    // (d2 is out of the black king's reach); every other step leaves both attacked (a2, b2 and c2 by the
    // black king, d1 by the rook once c1 is left).
    pos.set_fen("1k2/4/KrK1 w - - 0 1");
    CHECK(in_check(pos));
    CHECK(legal(pos) == std::vector<std::string>{"a1b1", "c1b1", "c1d2"});
    // One king left: ordinary check.
    pos.set_fen("r2k/4/K3 w - - 0 1");
    CHECK(legal(pos) == std::vector<std::string>{"a1b1", "a1b2"});
    // A position where the side that just moved left both its kings attacked cannot arise.
    CHECK_THROWS(pos.set_fen("1k2/4/KrK1 b - - 0 1"));
}

TEST_CASE("royalty 'none': no royal, no check, the game runs on", "[engine][royalty]") {
    const std::string yaml = "name: No royals\n"
                             "board: {files: 3, ranks: 3}\n"
                             "pieces:\n"
                             "  rook: {code: R, betza: R}\n"
                             "royalty: none\n"
                             "setup: 2r/3/R2 w - - 0 1\n";
    Game g = compile(load_ruleset_from_string(yaml, "none.yaml"));
    CHECK(g.royalty == Royalty::None);
    Position pos(g);
    pos.set_fen(g.setup_fen);
    // Each rook has 4 moves on the empty lines of a 3x3 board (a1: a2 a3 b1 c1), none a capture.
    CHECK(perft(pos, 1) == 4);
    // After a1-a3 or a1-c1 the rook attacks c3 along the third rank or the c-file: black's rook has 4
    // moves (one of them the capture). After a1-a2 or a1-b1 it still has 4.
    CHECK(perft(pos, 2) == 16);
}
