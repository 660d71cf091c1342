// Chu shogi (rulesets/chu-shogi.yaml), worked by hand: a lion's moves counted square by square, the promotion
// rules combined, and the end of the game when the last royal is taken. (The lion-trading rules:
// features/lion_trading_test.cpp.) The perft counts against shogiops are in
// tests/data/perft/chu-shogi.tsv (perft_reference_test.cpp).
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "interpreter/perft/perft.hpp"
#include "tests/unit/engine_test_support.hpp"

using namespace variant;
using variant::test::game;
using variant::test::has_move;
using variant::test::legal;
using variant::test::moves_from;

TEST_CASE("chu: a lion's moves, counted by hand", "[engine][chu]") {
    Position pos(game("chu-shogi"));
    // Sente's lion on f6, a gote pawn on g7 next to it, the kings in the corners.
    pos.set_fen("11k/12/12/12/12/6p5/5N6/12/12/12/12/K11 w - 0 1");
    const auto lion = moves_from(pos, "f6");
    // 24 squares within two steps (d4..h8, f6 itself left out), the turn pass f6f6, igui on g7, and the
    // double moves taking on g7 and going on to the seven other neighbours of g7.
    CHECK(lion.size() == 24 + 1 + 1 + 7);
    CHECK(has_move(lion, "f6f6"));
    CHECK(has_move(lion, "f6g7,g7f6"));
    for (const char* to : {"f7", "h7", "f8", "g8", "h8", "g6", "h6"})
        CHECK(has_move(lion, std::string("f6g7,g7") + to));
    CHECK(has_move(lion, "f6h8"));                // a jump two squares away
    CHECK(legal(pos).size() == lion.size() + 3);  // and the king's three steps from a1
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
        CHECK(has_move(moves, move));
        CHECK(has_move(moves, std::string(move) + "+") == promotes);
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
