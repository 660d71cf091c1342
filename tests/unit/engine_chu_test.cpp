// Chu shogi (rulesets/chu-shogi.yaml), worked by hand: a lion's moves counted square by square, the
// lion-trading rules (a protected lion taken from afar, the double-capture exception, the counter-strike
// rule after a lion is taken by a non-lion) and their FEN field, the promotion rules combined, and the end
// of the game when the last royal is taken. The perft counts against shogiops are in
// tests/data/perft/chu-shogi.tsv (perft_reference_test.cpp).
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "interpreter/perft/perft.hpp"
#include "tests/unit/engine_test_support.hpp"

using namespace variant;
using variant::test::game;
using variant::test::legal;

namespace {

bool has(const std::vector<std::string>& moves, const std::string& m) {
    return std::find(moves.begin(), moves.end(), m) != moves.end();
}

// The FEN's last-lion-capture field (the third).
std::string fen_state(const Position& pos) {
    const std::string fen = pos.fen();
    const auto a = fen.find(' '), b = fen.find(' ', a + 1), c = fen.find(' ', b + 1);
    return fen.substr(b + 1, c - b - 1);
}

std::vector<std::string> moves_from(Position& pos, const std::string& square) {
    std::vector<std::string> out;
    for (const auto& m : legal(pos))
        if (m.rfind(square, 0) == 0) out.push_back(m);
    return out;
}

}  // namespace

TEST_CASE("chu: a lion's moves, counted by hand", "[engine][chu]") {
    Position pos(game("chu-shogi"));
    // Sente's lion on f6, a gote pawn on g7 next to it, the kings in the corners.
    pos.set_fen("11k/12/12/12/12/6p5/5N6/12/12/12/12/K11 w - 0 1");
    const auto lion = moves_from(pos, "f6");
    // 24 squares within two steps (d4..h8, f6 itself left out), the turn pass f6f6, igui on g7, and the
    // double moves taking on g7 and going on to the seven other neighbours of g7.
    CHECK(lion.size() == 24 + 1 + 1 + 7);
    CHECK(has(lion, "f6f6"));
    CHECK(has(lion, "f6g7,g7f6"));
    for (const char* to : {"f7", "h7", "f8", "g8", "h8", "g6", "h6"}) CHECK(has(lion, std::string("f6g7,g7") + to));
    CHECK(has(lion, "f6h8"));                     // a jump two squares away
    CHECK(legal(pos).size() == lion.size() + 3);  // and the king's three steps from a1
}

TEST_CASE("chu: a lion may not take a protected lion from afar, unless it first took a man of worth",
          "[engine][chu][lion-trading]") {
    Position pos(game("chu-shogi"));
    // Sente's lion e5; gote's lion e7, protected by the gold on e8; between them on e6 a gote silver.
    pos.set_fen("11k/12/12/12/4g7/4n7/4s7/4N7/12/12/12/K11 w - 0 1");
    auto moves = legal(pos);
    CHECK_FALSE(has(moves, "e5e7"));  // the jump onto the protected lion
    CHECK(has(moves, "e5e6,e6e7"));   // taking the silver first frees it
    CHECK(has(moves, "e5e6"));        // the silver alone
    // A pawn on e6 instead: taking a pawn first does not free the lion.
    pos.set_fen("11k/12/12/12/4g7/4n7/4p7/4N7/12/12/12/K11 w - 0 1");
    moves = legal(pos);
    CHECK_FALSE(has(moves, "e5e7"));
    CHECK_FALSE(has(moves, "e5e6,e6e7"));
    CHECK(has(moves, "e5e6,e6e5"));  // igui on the pawn
    // Without the gold the lion on e7 is unprotected: both ways take it.
    pos.set_fen("11k/12/12/12/12/4n7/4p7/4N7/12/12/12/K11 w - 0 1");
    moves = legal(pos);
    CHECK(has(moves, "e5e7"));
    CHECK(has(moves, "e5e6,e6e7"));
    // Next to it, a protected lion is taken freely.
    pos.set_fen("11k/12/12/12/4g7/4n7/4N7/12/12/12/12/K11 w - 0 1");
    CHECK(has(legal(pos), "e6e7"));
}

TEST_CASE("chu: after a non-lion takes a lion, no lion is taken by a non-lion but on that square",
          "[engine][chu][lion-trading]") {
    Position pos(game("chu-shogi"));
    // Gote has just taken a lion on e5 with a kirin that promoted there (+o, a lion); another gote lion on
    // c5. Sente's golds on c4 and e4 reach both.
    pos.set_fen("11k/12/12/12/12/12/12/2n1+o7/2G1G7/12/12/K11 w e5 0 1");
    auto moves = legal(pos);
    CHECK(has(moves, "e4e5"));
    CHECK_FALSE(has(moves, "c4c5"));
    // Without the state both captures stand.
    pos.set_fen("11k/12/12/12/12/12/12/2n1+o7/2G1G7/12/12/K11 w - 0 1");
    moves = legal(pos);
    CHECK(has(moves, "e4e5"));
    CHECK(has(moves, "c4c5"));
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
    CHECK_THROWS_WITH(pos.set_fen(board + " w e6 0 1"), Catch::Contains("it is empty"));
    CHECK_THROWS_WITH(pos.set_fen(board + " w q5 0 1"), Catch::Contains("'q5' is not a square"));
    CHECK_THROWS_WITH(pos.set_fen(board + " w 13a 0 1"), Catch::Contains("'13a' is not a square"));
}

TEST_CASE("chu: promotion by entering the camp, by a capture in or from it, and on the last rank",
          "[engine][chu][promotion]") {
    Position pos(game("chu-shogi"));
    // Sente pawns on a8 (enters the camp), c10 (moves inside it), e11 (reaches the last rank), a gote
    // pawn on g11 in front of a sente pawn on g10 (a capture inside the camp); a sente gold on i9 that can
    // take the gote pawn on i8 (a capture leaving the camp) or step to h9 (inside it, no capture).
    pos.set_fen("11k/4P1p5/2P3P5/8G3/P7p3/12/12/12/12/12/12/K11 w - 0 1");
    const auto moves = legal(pos);
    const std::pair<const char*, bool> cases[] = {{"a8a9", true},   {"c10c11", false}, {"e11e12", true},
                                                  {"g10g11", true}, {"i9i8", true},    {"i9h9", false}};
    for (const auto& [move, promotes] : cases) {
        INFO(move);
        CHECK(has(moves, move));
        CHECK(has(moves, std::string(move) + "+") == promotes);
    }
}

TEST_CASE("chu: the game ends when a side's last royal is taken", "[engine][chu][royalty]") {
    Position pos(game("chu-shogi"));
    // Gote has its king alone on l12; sente's gold on l11 can take it (and promote doing so: a capture in
    // the camp). Sente: king a1 (3 steps), gold l11: l12 (x2, with and without promoting), k12, k11, l10.
    pos.set_fen("11k/11G/12/12/12/12/12/12/12/12/12/K11 w - 0 1");
    CHECK(legal(pos).size() == 3 + 2 + 3);
    // Below the two captures of the king gote has no move; below the other six, its king has three
    // (k12, k11 and l11 wherever the gold went, since it may take it or step beside it).
    CHECK(perft(pos, 2) == 6 * 3);
}
