// Lion trading (features/lion_trading, the ruleset's `lion_trading`: chu shogi), worked by hand on
// rulesets/chu-shogi.yaml: a protected lion taken from afar, the double-capture exception, the counter-strike
// rule after a lion is taken by a non-lion, and their FEN field (the last lion capture's square).
#include <catch2/catch.hpp>

#include "tests/unit/engine_test_support.hpp"

using namespace variant;
using variant::test::game;
using variant::test::has_move;
using variant::test::legal;

namespace {

// The FEN's last-lion-capture field (the third).
std::string fen_state(const Position& pos) {
    const std::string fen = pos.fen();
    const auto a = fen.find(' '), b = fen.find(' ', a + 1), c = fen.find(' ', b + 1);
    return fen.substr(b + 1, c - b - 1);
}

}  // namespace

TEST_CASE("chu: a lion may not take a protected lion from afar, unless it first took a man of worth",
          "[engine][chu][lion-trading]") {
    Position pos(game("chu-shogi"));
    // Sente's lion e5; gote's lion e7, protected by the gold on e8; between them on e6 a gote silver.
    pos.set_fen("11k/12/12/12/4g7/4n7/4s7/4N7/12/12/12/K11 w - 0 1");
    auto moves = legal(pos);
    CHECK_FALSE(has_move(moves, "e5e7"));  // the jump onto the protected lion
    CHECK(has_move(moves, "e5e6,e6e7"));   // taking the silver first frees it
    CHECK(has_move(moves, "e5e6"));        // the silver alone
    // A pawn on e6 instead: taking a pawn first does not free the lion.
    pos.set_fen("11k/12/12/12/4g7/4n7/4p7/4N7/12/12/12/K11 w - 0 1");
    moves = legal(pos);
    CHECK_FALSE(has_move(moves, "e5e7"));
    CHECK_FALSE(has_move(moves, "e5e6,e6e7"));
    CHECK(has_move(moves, "e5e6,e6e5"));  // igui on the pawn
    // Without the gold the lion on e7 is unprotected: both ways take it.
    pos.set_fen("11k/12/12/12/12/4n7/4p7/4N7/12/12/12/K11 w - 0 1");
    moves = legal(pos);
    CHECK(has_move(moves, "e5e7"));
    CHECK(has_move(moves, "e5e6,e6e7"));
    // Next to it, a protected lion is taken freely.
    pos.set_fen("11k/12/12/12/4g7/4n7/4N7/12/12/12/12/K11 w - 0 1");
    CHECK(has_move(legal(pos), "e6e7"));
}

TEST_CASE("chu: after a non-lion takes a lion, no lion is taken by a non-lion but on that square",
          "[engine][chu][lion-trading]") {
    Position pos(game("chu-shogi"));
    // Gote has just taken a lion on e5 with a kirin that promoted there (+o, a lion); another gote lion on
    // c5. Sente's golds on c4 and e4 reach both.
    pos.set_fen("11k/12/12/12/12/12/12/2n1+o7/2G1G7/12/12/K11 w e5 0 1");
    auto moves = legal(pos);
    CHECK(has_move(moves, "e4e5"));
    CHECK_FALSE(has_move(moves, "c4c5"));
    // Without the state both captures stand.
    pos.set_fen("11k/12/12/12/12/12/12/2n1+o7/2G1G7/12/12/K11 w - 0 1");
    moves = legal(pos);
    CHECK(has_move(moves, "e4e5"));
    CHECK(has_move(moves, "c4c5"));
    // The gold's capture of the lion on c5 sets the state to c5; the lion's reply that takes a lion
    // clears it, as does any move that takes none.
    test::play(pos, "c4c5");
    CHECK(fen_state(pos) == "c5");
    // Sente's gold has just moved to c4 (the state names it); gote's lion on c5 takes sente's unprotected
    // lion on e5 with a jump: a lion taking a lion leaves no state.
    pos.set_fen("11k/12/12/12/12/12/12/2n1N7/2G9/12/12/K11 b c4 0 1");
    test::play(pos, "c5e5");
    CHECK(fen_state(pos) == "-");
}

TEST_CASE("chu: the last-lion-capture field reads our squares and shogiops' and refuses nonsense",
          "[engine][chu][lion-trading][fen]") {
    Position pos(game("chu-shogi"));
    const std::string board = "11k/12/12/12/12/12/12/2n1+o7/2G1G7/12/12/K11";
    // shogiops names e5 "8h": file 8 from sente's right (12 - 8 = index 4, e), rank h from the top (rank 5).
    pos.set_fen(board + " w 8h 1");
    CHECK(pos.fen() == board + " w e5 1 1");
    pos.set_fen(board + " w e5 0 7");
    CHECK(pos.fen() == board + " w e5 0 7");
    CHECK_THROWS_WITH(pos.set_fen(board + " w e4 0 1"),
                      Catch::Contains("a lion was taken on e4 by the last move, so a man of black"));
    CHECK_THROWS_WITH(pos.set_fen(board + " w e4 0 1"), Catch::Contains("it is the other side's"));
    // An empty square: a lion taken on the way of a multi-leg move, whose mover went on (a horned falcon's
    // double capture takes on the way), as rule 2 has it.
    pos.set_fen(board + " w e6 0 1");
    CHECK(pos.fen() == board + " w e6 0 1");
    CHECK_THROWS_WITH(pos.set_fen(board + " w q5 0 1"), Catch::Contains("'q5' is not a square"));
    CHECK_THROWS_WITH(pos.set_fen(board + " w 13a 0 1"), Catch::Contains("'13a' is not a square"));
}
