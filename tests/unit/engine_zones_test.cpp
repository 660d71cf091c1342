// Zones by destination (a piece's `confined_to`, a zoned move's `to`) and hopper limits (`cannot_hop_over`,
// `cannot_capture`), on positions counted by hand. (Royals facing each other: features/facing_royals_test.cpp.)
#include <catch2/catch.hpp>

#include "interpreter/features/registry.hpp"
#include "interpreter/movegen/movegen.hpp"
#include "interpreter/ruleset/loader.hpp"
#include "tests/unit/engine_test_support.hpp"

using namespace variant;
using variant::test::game;
using variant::test::legal;

namespace {

using Moves = std::vector<std::string>;

Moves legal_at(const Game& g, const std::string& fen) {
    Position pos(g);
    pos.set_fen(fen);
    return legal(pos);
}

Game from_yaml(const std::string& yaml) { return compile(load_ruleset_from_string(yaml, "zones.yaml")); }

}  // namespace

TEST_CASE("xiangqi: the general and the advisors keep to the palace", "[engine][zones][xiangqi]") {
    const Game& g = game("xiangqi");
    // General on d1 (a corner of the palace): c1 lies outside it, d2 and e1 inside. The advisor on e2 (the
    // palace's centre) reaches the corners d3, f1 and f3 (d1 is the general's).
    CHECK(test::moves_on(g, "5k3/9/9/9/9/9/9/9/4A4/3K5 w - - 0 1", "d1") == Moves{"d1d2", "d1e1"});
    CHECK(test::moves_on(g, "5k3/9/9/9/9/9/9/9/4A4/3K5 w - - 0 1", "e2") == Moves{"e2d3", "e2f1", "e2f3"});
    // An advisor on d3 (a top corner): its only diagonal inside the palace is e2; c2, c4 and e4 lie outside.
    CHECK(test::moves_on(g, "5k3/9/9/9/9/9/9/3A5/9/4K4 w - - 0 1", "d3") == Moves{"d3e2"});
}

TEST_CASE("xiangqi: the elephant stays on its side of the river and is blocked at the eye",
          "[engine][zones][xiangqi]") {
    const Game& g = game("xiangqi");
    // Elephant on c5, on the river bank: a7 and e7 lie across the river; a3 is free; a man on d4 (the eye)
    // blocks e3.
    CHECK(test::moves_on(g, "5k3/9/9/9/9/2B6/3P5/9/9/4K4 w - - 0 1", "c5") == Moves{"c5a3"});
    CHECK(test::moves_on(g, "5k3/9/9/9/9/2B6/9/9/9/4K4 w - - 0 1", "c5") == Moves{"c5a3", "c5e3"});
    // Black's elephant on g6 stays on ranks 6-10: e8 and i8, not e4 or i4.
    CHECK(test::moves_on(g, "5k3/9/9/9/6b2/9/9/9/9/4K4 b - - 0 1", "g6") == Moves{"g6e8", "g6i8"});
}

TEST_CASE("xiangqi: soldiers step sideways only across the river", "[engine][zones][xiangqi]") {
    const Game& g = game("xiangqi");
    CHECK(test::moves_on(g, "5k3/9/9/9/9/4P4/9/9/9/3K5 w - - 0 1", "e5") == Moves{"e5e6"});
    CHECK(test::moves_on(g, "5k3/9/9/9/4P4/9/9/9/9/3K5 w - - 0 1", "e6") == Moves{"e6d6", "e6e7", "e6f6"});
}

TEST_CASE("a slider confined to a zone passes the squares outside it", "[engine][zones]") {
    // A rook confined to the files a, c and e of a 5x5 board: from a1 it reaches a2..a5 and, across b1,
    // c1 and e1 (each needs the squares before it empty).
    Game g = from_yaml("name: Z\nboard: {files: 5, ranks: 5}\nzones:\n  ends: {files: [a, c, e], absolute: true}\n"
                       "pieces:\n  king: {code: K, betza: K, royal: true}\n"
                       "  rook: {code: R, betza: R, confined_to: ends}\n  pawn: {code: P, betza: fW}\n"
                       "setup: 1k2K/5/5/5/R4 w - - 0 1\n");
    CHECK(test::moves_on(g, "1k2K/5/5/5/R4 w - - 0 1", "a1") == Moves{"a1a2", "a1a3", "a1a4", "a1a5", "a1c1", "a1e1"});
    CHECK(test::moves_on(g, "1k2K/5/5/5/R2P1 w - - 0 1", "a1") == Moves{"a1a2", "a1a3", "a1a4", "a1a5", "a1c1"});
    CHECK(test::moves_on(g, "1k2K/5/5/5/RP3 w - - 0 1", "a1") == Moves{"a1a2", "a1a3", "a1a4", "a1a5"});
    // It attacks only where it may stop: from b1 not the b-file, so the black king on b5 is not in check
    // and may go to b4 as well as a5, c5, a4 and c4.
    CHECK(legal_at(g, "1k2K/5/5/5/1R3 b - - 0 1") == Moves{"b5a4", "b5a5", "b5b4", "b5c4", "b5c5"});
}

TEST_CASE("hopper limits: a cannon neither hops over nor takes a cannon", "[engine][hoppers]") {
    Game g = from_yaml("name: H\nboard: {files: 5, ranks: 5}\n"
                       "pieces:\n  king: {code: K, betza: K, royal: true}\n"
                       "  cannon: {code: C, betza: pR, cannot_hop_over: [cannon], cannot_capture: [cannon]}\n"
                       "  pawn: {code: P, betza: fW}\n"
                       "setup: 4k/5/5/5/K4 w - - 0 1\n");
    // Cannon a3: up, the pawn on a4 screens a5. Right, the black cannon on b3 is no screen; down, the own
    // king on a1 screens nothing beyond.
    CHECK(test::moves_on(g, "4k/P4/Cc3/5/K4 w - - 0 1", "a3") == Moves{"a3a5"});
    // With a pawn on b3 as the screen: c3 is empty, d3 holds a cannon it may not take, and the ray stops.
    CHECK(test::moves_on(g, "4k/P4/CP1c1/5/K4 w - - 0 1", "a3") == Moves{"a3a5", "a3c3"});
    // The white cannon on e2 checks the king on e5 over the pawn on e4: only king moves answer it (the
    // pawn's step keeps a screen). Over a cannon it gives no check, and the pawn on a4 may move too.
    CHECK(legal_at(g, "4k/p3p/5/4C/K4 b - - 0 1") == Moves{"e5d4", "e5d5"});
    CHECK(legal_at(g, "4k/p3c/5/4C/K4 b - - 0 1") == Moves{"a4a3", "e5d4", "e5d5"});
}
