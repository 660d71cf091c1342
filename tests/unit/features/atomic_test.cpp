// Atomic explosions (features/atomic, the ruleset's `atomic: {immune: [pawn]}`) on hand-worked positions of
// the shipped ruleset atomic. Each move list was worked out by hand from the rules and agrees with ffish
// 0.7.10 (Fairy-Stockfish in WebAssembly, tests/data/oracle/ffish-perft.js --variant atomic --depth 1
// --divide; Debian's Fairy-Stockfish 11.1 lacks atomic) and chessops 0.15.1 (lichess's rules).
#include <catch2/catch.hpp>

#include "tests/unit/engine_test_support.hpp"

using namespace variant;
using variant::test::game;
using variant::test::legal;

namespace {

using Moves = std::vector<std::string>;

std::string fen_after_move(const std::string& ruleset, const std::string& fen, const std::string& move) {
    Position pos(game(ruleset));
    pos.set_fen(fen);
    std::string error;
    auto m = parse_move(pos, move, error);
    REQUIRE(m);
    pos.make(*m);
    CHECK(pos.key() == pos.compute_key());
    return pos.fen();
}

}  // namespace

TEST_CASE("atomic: a capture explodes the men around, pawns excepted", "[obligations]") {
    // Rd2xd3: the rook, the pawn taken, the bishop on c3 and the knight on e3 go; the white pawn on c4 stays.
    CHECK(fen_after_move("atomic", "4k3/8/8/8/2P5/2bpn3/3R4/4K3 w - - 0 1", "d2d3") ==
          "4k3/8/8/8/2P5/8/8/4K3 b - - 0 1");
    // An exploded rook takes its castling right with it: gxh1=Q explodes the h1 rook (and the new queen).
    CHECK(fen_after_move("atomic", "r3k2r/8/8/8/8/8/6p1/R3K2R b KQkq - 0 1", "g2h1q") ==
          "r3k2r/8/8/8/8/8/8/R3K3 w Qkq - 0 2");
}

TEST_CASE("atomic: kings may not capture, touching kings are not in check", "[obligations]") {
    // Kxe2 would explode the king itself; d1 and f1 are attacked by the pawn.
    CHECK(test::moves_at("atomic", "4k3/8/8/8/8/8/4p3/4K3 w - - 0 1") == Moves{"e1d2", "e1f2"});
    // The black king beside e1 shields it from the rook on h1: no check; d1 and e2 stay beside the black king,
    // f2 is out of the rook's reach, f1 is not (and is no longer beside the king); Kxd2 would explode both.
    CHECK(test::moves_at("atomic", "8/8/8/8/8/8/3k4/4K2r w - - 0 1") == Moves{"e1d1", "e1e2", "e1f2"});
}

TEST_CASE("atomic: exploding the enemy king is legal even in check", "[obligations]") {
    // White is in check from the queen on e4; Rxd7 explodes the black king on e8 and wins. Otherwise only king
    // moves answer the check: d2, f1, f2 (e2 stays on the queen's file).
    CHECK(test::moves_at("atomic", "4k3/3p4/8/8/4q3/8/8/3RK3 w - - 0 1") == Moves{"d1d7", "e1d2", "e1f1", "e1f2"});
    // After it, Black has no king and no move.
    Position pos(game("atomic"));
    pos.set_fen("4k3/3p4/8/8/4q3/8/8/3RK3 w - - 0 1");
    std::string error;
    auto m = parse_move(pos, "d1d7", error);
    REQUIRE(m);
    pos.make(*m);
    CHECK(legal(pos).empty());
}
