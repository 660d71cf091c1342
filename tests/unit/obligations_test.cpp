// Compulsory capture and atomic explosions (features/compulsory_capture, features/atomic), on hand-worked
// positions of the shipped rulesets antichess, losers and atomic. Each move list was worked out by hand from
// the rules. Those of antichess and losers agree with Fairy-Stockfish 11.1 ("go perft 1" in the variant of
// the same name); those of atomic, which Debian's Fairy-Stockfish 11.1 lacks, with ffish 0.7.10 (Fairy-
// Stockfish in WebAssembly, tests/data/oracle/ffish-perft.js --variant atomic --depth 1 --divide) and
// chessops 0.15.1 (lichess's rules).
#include <catch2/catch.hpp>

#include "tests/unit/engine_test_support.hpp"

using namespace variant;
using variant::test::game;
using variant::test::legal;

namespace {

using Moves = std::vector<std::string>;

Moves moves_of(const std::string& ruleset, const std::string& fen) {
    Position pos(game(ruleset));
    pos.set_fen(fen);
    variant::test::check_make_unmake(pos);
    return legal(pos);
}

std::string after(const std::string& ruleset, const std::string& fen, const std::string& move) {
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

TEST_CASE("antichess: a capture is compulsory, the king is an ordinary man", "[obligations]") {
    // The only capture is e4xd5; the knight's and the king's quiet moves are then illegal.
    CHECK(moves_of("antichess", "4k3/8/8/3p4/4P3/8/8/1N2K3 w - - 0 1") == Moves{"e4d5"});
    // No capture: every move, and the king may step next to the rook's line (there is no check): d1 d2 e2 f2 f1.
    CHECK(moves_of("antichess", "4r3/8/8/8/8/8/8/4K3 w - - 0 1") == Moves{"e1d1", "e1d2", "e1e2", "e1f1", "e1f2"});
    // The king must take the rook beside it, even where a chess king could not (protected by the pawn).
    CHECK(moves_of("antichess", "8/8/8/8/8/3p4/4r3/4K3 w - - 0 1") == Moves{"e1e2"});
    // Promotion to a king: five promotions, all captures or all pushes.
    CHECK(moves_of("antichess", "8/P7/8/8/8/8/8/7k w - - 0 1") == Moves{"a7a8b", "a7a8k", "a7a8n", "a7a8q", "a7a8r"});
}

TEST_CASE("losers: compulsory capture under the check rule", "[obligations]") {
    // Kxd2 is the one legal capture: compulsory (the pawns keep either side from a bare king, which ends
    // losers).
    CHECK(moves_of("losers", "4k3/p7/8/8/8/8/P2r4/4K3 w - - 0 1") == Moves{"e1d2"});
    // The rook on d2 is protected by the one on d8: Kxd2 is illegal, so nothing obliges; d1, e2 and f2 are
    // attacked by the rook on d2, f1 is free, and the pawn moves.
    CHECK(moves_of("losers", "3rk3/p7/8/8/8/8/P2r4/4K3 w - - 0 1") == Moves{"a2a3", "a2a4", "e1f1"});
}

TEST_CASE("atomic: a capture explodes the men around, pawns excepted", "[obligations]") {
    // Rd2xd3: the rook, the pawn taken, the bishop on c3 and the knight on e3 go; the white pawn on c4 stays.
    CHECK(after("atomic", "4k3/8/8/8/2P5/2bpn3/3R4/4K3 w - - 0 1", "d2d3") == "4k3/8/8/8/2P5/8/8/4K3 b - - 0 1");
    // An exploded rook takes its castling right with it: gxh1=Q explodes the h1 rook (and the new queen).
    CHECK(after("atomic", "r3k2r/8/8/8/8/8/6p1/R3K2R b KQkq - 0 1", "g2h1q") == "r3k2r/8/8/8/8/8/8/R3K3 w Qkq - 0 2");
}

TEST_CASE("atomic: kings may not capture, touching kings are not in check", "[obligations]") {
    // Kxe2 would explode the king itself; d1 and f1 are attacked by the pawn.
    CHECK(moves_of("atomic", "4k3/8/8/8/8/8/4p3/4K3 w - - 0 1") == Moves{"e1d2", "e1f2"});
    // The black king beside e1 shields it from the rook on h1: no check; d1 and e2 stay beside the black king,
    // f2 is out of the rook's reach, f1 is not (and is no longer beside the king); Kxd2 would explode both.
    CHECK(moves_of("atomic", "8/8/8/8/8/8/3k4/4K2r w - - 0 1") == Moves{"e1d1", "e1e2", "e1f2"});
}

TEST_CASE("atomic: exploding the enemy king is legal even in check", "[obligations]") {
    // White is in check from the queen on e4; Rxd7 explodes the black king on e8 and wins. Otherwise only king
    // moves answer the check: d2, f1, f2 (e2 stays on the queen's file).
    CHECK(moves_of("atomic", "4k3/3p4/8/8/4q3/8/8/3RK3 w - - 0 1") == Moves{"d1d7", "e1d2", "e1f1", "e1f2"});
    // After it, Black has no king and no move.
    Position pos(game("atomic"));
    pos.set_fen("4k3/3p4/8/8/4q3/8/8/3RK3 w - - 0 1");
    std::string error;
    auto m = parse_move(pos, "d1d7", error);
    REQUIRE(m);
    pos.make(*m);
    CHECK(legal(pos).empty());
}
