// N-check (features/check_count, the ruleset's end.checks: 3check) on hand-worked positions and the FENs
// Fairy-Stockfish 11.1 writes (its check-count field); its `go perft N` counts where the test says so.
// (Elsewhere: impossible check counts in a FEN, printed_positions_test.cpp; the result line,
// game_result_test.cpp.)
#include <catch2/catch.hpp>

#include "tests/unit/engine_test_support.hpp"

using namespace variant;
using variant::test::game;
using variant::test::play;


TEST_CASE("three-check: the check counts in the FEN, and the third check ends the game", "[engine][endings]") {
    const Game& g = game("3check");
    Position pos(g);
    pos.set_fen(g.setup_fen);
    for (const char* m : {"e2e4", "f7f6", "d1h5"}) play(pos, m);
    // Fairy-Stockfish 11.1 writes this FEN after the same moves: White has given one check, two to go.
    CHECK(pos.fen() == "rnbqkbnr/ppppp1pp/5p2/7Q/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 2+3 1 2");
    Position back(g);
    back.set_fen(pos.fen());
    CHECK(back.fen() == pos.fen());
    CHECK(back.key() == pos.key());
    pos.unmake();
    CHECK(pos.fen() == "rnbqkbnr/ppppp1pp/5p2/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 3+3 0 2");
    // White has one check left: its 15 moves, of which the checking a1a8 ends the game (0 below it); the
    // others leave the black king on e8 its moves: 65 (Fairy-Stockfish 11.1: 15 and 65).
    CHECK(test::perft_at(g, "4k3/8/8/8/8/8/8/R3K3 w - - 1+3 0 1", 1) == 15);
    CHECK(test::perft_at(g, "4k3/8/8/8/8/8/8/R3K3 w - - 1+3 0 1", 2) == 65);
    // A FEN without the counts starts both sides at three.
    Position bare(g);
    bare.set_fen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
    CHECK(bare.fen() == "4k3/8/8/8/8/8/8/R3K3 w - - 3+3 0 1");
}

TEST_CASE("a bad check count in a FEN is refused at its place", "[engine][endings]") {
    const Game& g = game("3check");
    Position pos(g);
    try {
        pos.set_fen("4k3/8/8/8/8/8/8/R3K3 w - - 4+3 0 1");
        FAIL("a count above three was accepted");
    } catch (const FenError& e) {
        CHECK(e.column == 27);  // the "4", counted from 0
        CHECK(std::string(e.what()).find("check count") != std::string::npos);
    }
}
