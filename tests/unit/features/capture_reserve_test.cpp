// Captures into a reserve (features/capture_reserve, the ruleset's `captures: {to: captor-reserve, reserve:
// hand, demote: true}`: crazyhouse, shogi): the man taken joins the captor's hand in the captor's colour,
// as the type it was before promoting. Each FEN after the capture is worked out by hand from the rule.
#include <catch2/catch.hpp>

#include <string>

#include "tests/unit/engine_test_support.hpp"

using namespace variant;
using variant::test::game;

namespace {

// The board and hand (the FEN's first field) after `moves`.
std::string board_after(const std::string& ruleset, const std::string& fen, const std::string& moves) {
    Position pos(game(ruleset));
    pos.set_fen(fen);
    test::play(pos, moves);
    CHECK(pos.key() == pos.compute_key());
    const std::string after = pos.fen();
    return after.substr(0, after.find(' '));
}

}  // namespace

TEST_CASE("capture reserve: the man taken enters the captor's hand, demoted", "[engine][drops]") {
    // Crazyhouse: the king takes a black knight on d2, which enters White's hand as a white knight.
    CHECK(board_after("crazyhouse", "4k3/8/8/8/8/8/3n4/4K3[] w - - 0 1", "e1d2") == "4k3/8/8/8/8/8/3K4/8[N]");
    // A queen that was a pawn (q~, promoted) enters as a pawn.
    CHECK(board_after("crazyhouse", "4k3/8/8/8/8/8/3q~4/4K3[] w - - 0 1", "e1d2") == "4k3/8/8/8/8/8/3K4/8[P]");
    // The same for Black: its king takes a white queen that was a pawn, a black pawn in Black's hand.
    CHECK(board_after("crazyhouse", "4k3/3Q~4/8/8/8/8/8/4K3[] b - - 0 1", "e8d7") == "8/3k4/8/8/8/8/8/4K3[p]");
    // Shogi: the king takes a dragon (+r, a promoted rook), which enters sente's hand as a rook.
    CHECK(board_after("shogi", "4k4/9/9/9/9/9/9/4+r4/4K4[-] w - - 0 1", "e1e2") == "4k4/9/9/9/9/9/9/4K4/9[R]");
}
