// Royalty rules and hoppers, counted by hand on tiny boards.
#include <catch2/catch.hpp>

#include <algorithm>

#include "interpreter/features/registry.hpp"
#include "interpreter/features/royalty.hpp"
#include "interpreter/movegen/movegen.hpp"
#include "interpreter/ruleset/loader.hpp"
#include "tests/unit/engine_test_support.hpp"

using namespace variant;
using variant::test::legal;

namespace {

Game tiny(int files, int ranks, const std::string& royalty, const std::string& setup,
          const std::string& extra_piece = "") {
    std::string yaml = "name: Tiny\n"
                       "board: {files: " +
                       std::to_string(files) + ", ranks: " + std::to_string(ranks) +
                       "}\n"
                       "pieces:\n"
                       "  king: {code: K, betza: K, royal: true}\n"
                       "  rook: {code: R, betza: R}\n"
                       "  pawn: {code: P, betza: fW}\n" +
                       extra_piece + "royalty: " + royalty +
                       "\n"
                       "setup: " +
                       setup + "\n";
    return compile(load_ruleset_from_string(yaml, "tiny.yaml"));
}

}  // namespace

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

TEST_CASE("promotion limits: no more men of a type than the setup has, a royal only to replace one",
          "[engine][promotion]") {
    // Spartan chess's king promotion and chaturanga's limits on one tiny board. White's setup has two kings
    // and a rook: a pawn may promote to a king while White has fewer than two, to a rook while it has none.
    const std::string yaml = "name: Limits\n"
                             "board: {files: 4, ranks: 3}\n"
                             "pieces:\n"
                             "  king: {code: K, betza: K, royal: true}\n"
                             "  rook: {code: R, betza: R}\n"
                             "  pawn: {code: P, betza: mfW}\n"
                             "zones: {last: {ranks: [3]}}\n"
                             "promotion: [{pieces: [pawn], zone: last, mode: compulsory, to: [king, rook]}]\n"
                             "promotion_limits: {pieces: [king, rook]}\n"
                             "royalty: duple-check\n"
                             "setup: 3k/P3/KKR1 w - - 0 1\n";
    Game g = compile(load_ruleset_from_string(yaml, "limits.yaml"));
    Position pos(g);
    pos.set_fen(g.setup_fen);
    // Both kings and the rook on the board: the pawn's compulsory promotion has no choice left, no move.
    // b1c2 is legal although c2 is next to the black king: the king on a1 stays safe (duple check).
    CHECK(legal(pos) == std::vector<std::string>{"a1b2", "b1b2", "b1c2", "c1c2", "c1c3", "c1d1"});
    // One king lost: the pawn may become a king again, still not a second rook.
    pos.set_fen("3k/P3/K1R1 w - - 0 1");
    CHECK(legal(pos) == std::vector<std::string>{"a1b1", "a1b2", "a2a3k", "c1b1", "c1c2", "c1c3", "c1d1"});
    // The rook gone too: both promotions.
    pos.set_fen("3k/P3/K3 w - - 0 1");
    CHECK(legal(pos) == std::vector<std::string>{"a1b1", "a1b2", "a2a3k", "a2a3r"});
}

TEST_CASE("a cannon moves like a rook and captures over a screen", "[engine][hopper]") {
    Game g = tiny(5, 2, "check", "k3K/C1p1p w - - 0 1", "  cannon: {code: C, betza: mRcpR}\n");
    Position pos(g);
    pos.set_fen(g.setup_fen);
    CHECK(legal(pos) == std::vector<std::string>{"a1b1", "a1e1", "e2d1", "e2d2", "e2e1"});
    // The cannon gives check over a screen: the king leaves the line (b2 is still on it), or the screen
    // steps away.
    pos.set_fen("k1p1C/4K b - - 0 1");
    CHECK(in_check(pos));
    CHECK(legal(pos) == std::vector<std::string>{"a2a1", "a2b1", "c2c1"});
}

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

TEST_CASE("a universal leaper that may only take unprotected men", "[engine][universal]") {
    std::string yaml = "name: Emperor\n"
                       "board: {files: 3, ranks: 3}\n"
                       "pieces:\n"
                       "  emperor: {code: E, betza: U, royal: true, captures_unprotected_only: true}\n"
                       "  king: {code: K, betza: K, royal: true}\n"
                       "  gold: {code: G, betza: WfF}\n"
                       "  pawn: {code: P, betza: fW}\n"
                       "royalty: capture-last-royal\n"
                       "setup: k1p/1g1/E2 w - - 0 1\n";
    Game g = compile(load_ruleset_from_string(yaml, "emperor.yaml"));
    Position pos(g);
    pos.set_fen(g.setup_fen);
    // b2 is protected by the king; a3 and c3 are not.
    CHECK(legal(pos) == std::vector<std::string>{"a1a2", "a1a3", "a1b1", "a1b3", "a1c1", "a1c2", "a1c3"});
}

TEST_CASE("holes: digits may cover them, the program writes them as '*'", "[engine][fen]") {
    std::string yaml = "name: Holes\n"
                       "board: {files: 3, ranks: 3, holes: [b2]}\n"
                       "pieces:\n"
                       "  king: {code: K, betza: K, royal: true}\n"
                       "  rook: {code: R, betza: R}\n"
                       "setup: r1k/3/R1K w - - 0 1\n";
    Game g = compile(load_ruleset_from_string(yaml, "holes.yaml"));
    Position pos(g);
    pos.set_fen(g.setup_fen);
    CHECK(pos.fen() == "r1k/1*1/R1K w - - 0 1");
    // The rook slides a1-a2 and takes on a3, or steps to b1; the king avoids b2 (a hole) and c2 (next to the
    // black king), so it has only b1.
    CHECK(legal(pos) == std::vector<std::string>{"a1a2", "a1a3", "a1b1", "c1b1"});
}

TEST_CASE("betza_second: the second player's moves, written from its own side", "[engine][pieces]") {
    // A piece that steps forward for the first player and backward for the second: "bW" seen from the
    // second player's side is towards rank 5. Worked by hand on a 5x5 board: the black man on c3 may only
    // step to c4 (not c2), the white one on b2 only to b3.
    std::string yaml = "name: Asymmetric\n"
                       "board: {files: 5, ranks: 5}\n"
                       "pieces:\n"
                       "  king: {code: K, betza: K, royal: true}\n"
                       "  walker: {code: X, betza: fW, betza_second: bW}\n"
                       "setup: 4k/5/2x2/1X3/K4 b - - 0 1\n";
    Game g = compile(load_ruleset_from_string(yaml, "asymmetric.yaml"));
    Position pos(g);
    pos.set_fen(g.setup_fen);
    CHECK(legal(pos) == std::vector<std::string>{"c3c4", "e5d4", "e5d5", "e5e4"});
    pos.set_fen("4k/5/2x2/1X3/K4 w - - 0 1");
    CHECK(legal(pos) == std::vector<std::string>{"a1a2", "a1b1", "b2b3"});
}

TEST_CASE("a piece with zoned moves only moves from its zone", "[engine]") {
    Game g = compile(load_ruleset_from_string("name: Zoned\n"
                                              "board: {files: 3, ranks: 3}\n"
                                              "zones: {home: {ranks: [1]}}\n"
                                              "pieces:\n"
                                              "  king: {code: K, betza: K, royal: true}\n"
                                              "  walker: {code: W, zoned_moves: [{betza: fW, zone: home}]}\n"
                                              "setup: 2k/3/KW1 w - - 0 1\n",
                                              "zoned.yaml"));
    // Worked by hand: the king on a1 may not go to b2 (next to the black king on c3) and b1 is the walker's;
    // the walker on b1 (rank 1, its zone) steps to b2.
    Position pos(g);
    pos.set_fen(g.setup_fen);
    CHECK(legal(pos) == std::vector<std::string>{"a1a2", "b1b2"});
    // On a2 the walker is out of its zone and has no move; the king has b1 only (a2 is taken, b2 attacked).
    pos.set_fen("2k/W2/K2 w - - 0 1");
    CHECK(legal(pos) == std::vector<std::string>{"a1b1"});
}

TEST_CASE("castling in Betza: 'lO2' to each player's own left, with the outermost man as the partner",
          "[engine][castling]") {
    // No `castling` key: the king's 'lO2' switches castling on. White's left is the a-file: the king on e1
    // castles to c1 and the knight on a1 (the outermost man that way) lands on d1. Black's own left is the
    // higher files: the king on b4 castles to d4 and the knight on e4 lands on c4.
    Game g = compile(load_ruleset_from_string("name: Betza castling\n"
                                              "board: {files: 5, ranks: 4}\n"
                                              "pieces:\n"
                                              "  king: {code: K, betza: KlO2, royal: true}\n"
                                              "  knight: {code: N, betza: N}\n"
                                              "setup: 1k2n/5/5/N3K w Qk - 0 1\n",
                                              "castling.yaml"));
    Position pos(g);
    pos.set_fen(g.setup_fen);
    // The king: d1 and e2 (d2 is the black knight's), castling to c1 (it crosses d1 and lands on c1, neither
    // attacked; b1, c1, d1 are empty). The knight: b3, c2. Nothing towards the h-file: 'lO2' is left only.
    CHECK(legal(pos) == std::vector<std::string>{"a1b3", "a1c2", "e1c1", "e1d1", "e1e2"});
    std::string error;
    auto castle = parse_move(pos, "e1c1", error);
    REQUIRE(castle);
    pos.make(*castle);
    CHECK(pos.fen() == "1k2n/5/5/2KN1 b k - 1 1");
    // Black: the king's a4, c4, a3, b3 (c3 is the knight's on d1) and castling to d4 (c4 and d4 empty and
    // not attacked); the knight: c3, d2.
    CHECK(legal(pos) == std::vector<std::string>{"b4a3", "b4a4", "b4b3", "b4c4", "b4d4", "e4c3", "e4d2"});
    pos.unmake();
    CHECK(pos.fen() == g.setup_fen);
    // The partner moves: the right is gone.
    auto knight = parse_move(pos, "a1c2", error);
    REQUIRE(knight);
    pos.make(*knight);
    CHECK(pos.fen() == "1k2n/5/2N2/4K b k - 1 1");
}
