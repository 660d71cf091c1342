// En passant (features/en_passant, a piece's `en_passant_victim: true`) on every square a multi-square step
// passes (Sjaak II's games, issue 34), counted by hand on a small board.
#include <catch2/catch.hpp>

#include "interpreter/ruleset/loader.hpp"
#include "tests/unit/engine_test_support.hpp"

using namespace variant;
using variant::test::legal;
using variant::test::play;

namespace {

// A 4x6 board: White's pawn steps one, or up to three squares on its first move (Wildebeest's `ifmW3`),
// and takes diagonally forward or e.p.; Black has sergeants, which step and take the same way but have no
// first step of their own (so the hand count does not depend on which black men have moved).
Game three_step_game() {
    const std::string yaml = "name: Three steps\n"
                             "board: {files: 4, ranks: 6}\n"
                             "pieces:\n"
                             "  king: {code: K, betza: K, royal: true}\n"
                             "  pawn: {code: P, betza: fmWfceFifmW3, en_passant_victim: true}\n"
                             "  sergeant: {code: S, betza: fmWfceF}\n"
                             "setup: 3k/2s1/s3/4/1P2/3K w - - 0 1\n";
    return compile(load_ruleset_from_string(yaml, "three-steps.yaml"));
}

}  // namespace

TEST_CASE("a three-square step may be taken e.p. on either square it passed", "[engine][sjaak][ep]") {
    const Game g = three_step_game();
    Position pos(g);
    pos.set_fen(g.setup_fen);
    play(pos, "b2b5");
    // By hand: the king d6 has c6 (attacked by the pawn on b5), c5 (own man) and d5; the sergeant a4 steps
    // to a3 or takes e.p. on b3; the sergeant c5 steps to c4 or takes e.p. on b4 (d4 is empty: no capture).
    CHECK(legal(pos) == std::vector<std::string>{"a4a3", "a4b3", "c5b4", "c5c4", "d6d5"});
    // The FEN names the first square passed, as Sjaak II writes it (its `fen` after d1d4 in wildebeest: d2,
    // with its 0-based ranks), and reads back to the same position.
    CHECK(pos.fen() == "3k/1Ps1/s3/4/4/3K b - b3 1 1");  // no `pawns` list: a pawn move is no reset
    variant::test::check_make_unmake(pos);
    for (const char* field : {"b3", "b3b4", "b4b3"}) {
        Position read(g);
        read.set_fen(std::string("3k/1Ps1/s3/4/4/3K b - ") + field + " 1 1");
        CHECK(legal(read) == legal(pos));
        CHECK(read.key() == pos.key());
    }
    // Either capture removes the pawn on b5.
    play(pos, "c5b4");
    CHECK(pos.fen() == "3k/4/ss2/4/4/3K w - - 0 2");
}

TEST_CASE("e.p. squares of a multi-square step: bad FEN fields", "[engine][sjaak][ep]") {
    const Game g = three_step_game();
    Position pos(g);
    // b3 and c4 are not on one pawn's way; nothing passed a3.
    for (const char* field : {"b3c4", "a3"}) {
        INFO(field);
        CHECK_THROWS_AS(pos.set_fen(std::string("3k/1Ps1/s3/4/4/3K b - ") + field + " 0 1"), FenError);
    }
}
