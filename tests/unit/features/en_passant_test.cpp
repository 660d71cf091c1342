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

namespace {

// A 3x5 board whose pawns step two squares from their first two ranks (horde's White), the step open to e.p.
// from the second rank only where `from_zone` (the piece's `en_passant_from`) says so.
Game double_step_game(const std::string& setup, bool from_zone) {
    const std::string yaml = "name: Horde steps\n"
                             "board: {files: 3, ranks: 5}\n"
                             "zones:\n"
                             "  first-ranks: {ranks: [1, 2]}\n"
                             "  second-rank: {ranks: [2]}\n"
                             "pieces:\n"
                             "  king: {code: K, betza: K, royal: true}\n"
                             "  pawn: {code: P, betza: mfWcefF, en_passant_victim: true,\n"
                             "         zoned_moves: [{betza: mfnD, zone: first-ranks}]" +
                             std::string(from_zone ? ", en_passant_from: second-rank" : "") +
                             "}\n"
                             "setup: " +
                             setup + "\n";
    return compile(load_ruleset_from_string(yaml, "horde-steps.yaml"));
}

}  // namespace

TEST_CASE("en_passant_from: a double step from the first rank is not open to e.p., one from the second is",
          "[engine][ep]") {
    // White's pawn a1 steps to a3 past a2, beside Black's pawn b3 (which takes diagonally down: a2, c2). By hand:
    // Black's king a5 goes to a4 or b5 (b4 is the pawn a3's); the pawn b3 steps to b2, or takes e.p. on a2
    // where every double step is open to it.
    const std::string from_first = "k2/3/1p1/3/P1K w - - 0 1";
    for (const bool zone : {false, true}) {
        const Game g = double_step_game(from_first, zone);
        Position pos(g);
        pos.set_fen(g.setup_fen);
        play(pos, "a1a3");
        INFO("en_passant_from: " << zone);
        CHECK(legal(pos) == (zone ? std::vector<std::string>{"a5a4", "a5b5", "b3b2"}
                                  : std::vector<std::string>{"a5a4", "a5b5", "b3a2", "b3b2"}));
        // (No `pawns` list: a pawn move is no reset of the halfmove clock.)
        CHECK(pos.fen() == (zone ? "k2/3/Pp1/3/2K b - - 1 1" : "k2/3/Pp1/3/2K b - a2 1 1"));
    }
    // A FEN that says the first-rank step was taken past a2 is refused where the zone forbids it.
    const Game g = double_step_game(from_first, true);
    Position read(g);
    CHECK_THROWS_AS(read.set_fen("k2/3/Pp1/3/2K b - a2 0 1"), FenError);
    // From the second rank: the pawn c2 steps to c4 past c3, beside Black's pawn b4. By hand: the king a5 goes to
    // a4 (b5 is the pawn c4's, b4 his own man's); the pawn b4, on Black's second rank, steps to b3 or b2, or
    // takes e.p. on c3.
    const Game second = double_step_game("k2/1p1/3/2P/1K1 w - - 0 1", true);
    Position pos(second);
    pos.set_fen(second.setup_fen);
    play(pos, "c2c4");
    CHECK(legal(pos) == std::vector<std::string>{"a5a4", "b4b2", "b4b3", "b4c3"});
    CHECK(pos.fen() == "k2/1pP/3/3/1K1 b - c3 1 1");
}
