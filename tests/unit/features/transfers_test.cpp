// Reserve transfers (features/transfers, the ruleset's `transfers`: Pocket Mutation Chess): the moves into and
// out of the pocket made and unmade, and the pocket's capacity in a FEN. The hand-counted move lists of the
// game are in tests/data/moves/ (games_hand_worked_test.cpp).
#include <catch2/catch.hpp>

#include "tests/unit/engine_test_support.hpp"

using namespace variant;


TEST_CASE("pocket moves and drops make and unmake cleanly", "[games]") {
    // Every move of a position with a full and an empty pocket, made and unmade (check_make_unmake).
    const Game& game = test::game("pocket-mutation-chess");
    for (const char* fen : {"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR[-] b - e3 0 1",
                            "r1bqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR[n] b - - 1 2"}) {
        Position pos(game);
        pos.set_fen(fen);
        variant::test::check_make_unmake(pos);
    }
}

TEST_CASE("a FEN may not put more men in a pocket than it holds", "[games]") {
    Position pos(test::game("pocket-mutation-chess"));
    CHECK_NOTHROW(pos.set_fen("4k3/8/8/8/8/8/8/4K3[Nb] w - - 0 2"));  // one man in each side's pocket
    try {
        pos.set_fen("4k3/8/8/8/8/8/8/4K3[NB] w - - 0 2");
        FAIL("accepted two men in White's one-slot pocket");
    } catch (const FenError& e) {
        CHECK(std::string(e.what()).find("holds at most 1 man") != std::string::npos);
        CHECK(e.column == 21);  // the second man, B
    }
}
