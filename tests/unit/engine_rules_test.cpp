// Hoppers, captures of unprotected men, holes, the second player's Betza and zoned moves,
// counted by hand on tiny boards. (The royalty rules: features/royalty_test.cpp; contagion:
// features/contagion_test.cpp.)
#include <catch2/catch.hpp>

#include <algorithm>

#include "interpreter/features/registry.hpp"
#include "interpreter/features/royalty.hpp"
#include "interpreter/movegen/movegen.hpp"
#include "interpreter/perft/perft.hpp"
#include "interpreter/ruleset/loader.hpp"
#include "tests/unit/engine_test_support.hpp"

using namespace variant;
using variant::test::legal;
using variant::test::tiny;

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

TEST_CASE("a rook that also takes as a cannon lists each move once, and perft's last ply counts them so",
          "[engine][hopper]") {
    // The banner's rook capture (the first man met) and its cannon capture (the man behind the screen) never
    // fall on one square in one position; a D-rider's capture and a cannon's can (the rider leaps the screen).
    Game g = tiny(5, 5, "check", "p3k/5/p4/5/M3K w - - 0 1",
                  "  banner: {code: M, betza: RcpR}\n  jumper: {code: X, betza: DDcpR}\n");
    Position pos(g);
    // Banner a1: a2, takes a3 (rook), takes a5 over a3 (cannon), b1 c1 d1 (e1 is the own king) = 6; king e1:
    // d1 d2 e2 = 3 (the black pawns take straight down, on a2 and a4). 9.
    pos.set_fen(g.setup_fen);
    CHECK(legal(pos) ==
          std::vector<std::string>{"a1a2", "a1a3", "a1a5", "a1b1", "a1c1", "a1d1", "e1d1", "e1d2", "e1e2"});
    CHECK(perft(pos, 1) == 9);
    // Jumper a1, own pawn a2: a3 (D-rider), takes a5 by the D-rider (a3 empty) and as a cannon over a2, one
    // move; c1, e1 (D-rider; no screen on rank 1) = 4. Pawn a2: a3 = 1. King e2: d1 e1 d2 (d3 and e3 touch the
    // black king on e4) = 3. 8.
    pos.set_fen("p4/4k/5/P3K/X4 w - - 0 1");
    CHECK(legal(pos) == std::vector<std::string>{"a1a3", "a1a5", "a1c1", "a1e1", "a2a3", "e2d1", "e2d2", "e2e1"});
    CHECK(perft(pos, 1) == 8);
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

TEST_CASE("a man that takes unprotected men only sees his own square empty behind a cannon's screen",
          "[engine][universal][hopper]") {
    // Worked by hand. The emperor (a universal leaper) takes a man only where no enemy could take back once he
    // has left his square, a cannon's attack over a screen included.
    std::string yaml = "name: Emperor and cannon\n"
                       "board: {files: 5, ranks: 2}\n"
                       "pieces:\n"
                       "  emperor: {code: E, betza: U, royal: true, captures_unprotected_only: true}\n"
                       "  king: {code: K, betza: K, royal: true}\n"
                       "  gold: {code: G, betza: WfF}\n"
                       "  cannon: {code: C, betza: mRcpR}\n"
                       "royalty: capture-last-royal\n"
                       "setup: 4k/cEg2 w - - 0 1\n";
    Game g = compile(load_ruleset_from_string(yaml, "emperor-cannon.yaml"));
    Position pos(g);
    pos.set_fen(g.setup_fen);
    // The emperor on b1 was the cannon's (a1) screen towards the gold on c1: once he has left b1 the cannon
    // has none, so the gold is unprotected and b1c1 stands among every other square of the board.
    CHECK(legal(pos) ==
          std::vector<std::string>{"b1a1", "b1a2", "b1b2", "b1c1", "b1c2", "b1d1", "b1d2", "b1e1", "b1e2"});
    // Here the white gold on b1 is the screen and the emperor on c1 stands between it and the black gold on d1:
    // once he has left c1 the cannon takes back on d1, so c1d1 is refused. The white gold steps or takes the
    // cannon (W and forward F).
    pos.set_fen("4k/cGEg1 w - - 0 1");
    CHECK(legal(pos) == std::vector<std::string>{"b1a1", "b1a2", "b1b2", "b1c2", "c1a1", "c1a2", "c1b2", "c1c2", "c1d2",
                                                 "c1e1", "c1e2"});
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
