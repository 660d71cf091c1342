// Moves and positions as XBoard, UCI and USI write them (interpreter/play/protocol_notation.hpp). Each
// expected text comes from the protocol's own documents or from another program, as noted at the case.
#include <catch2/catch.hpp>

#include <random>

#include "interpreter/movegen/legal.hpp"
#include "interpreter/play/protocol_notation.hpp"
#include "tests/unit/engine_test_support.hpp"

using namespace variant;
using variant::test::game;
using variant::test::play;

namespace {

Position start(const std::string& name) {
    Position pos(game(name));
    pos.set_fen(game(name).setup_fen);
    return pos;
}

std::string read(Protocol p, const Position& pos, const std::string& text) {
    std::string error;
    const auto m = parse_protocol_move(p, pos, text, error);
    return m ? move_to_string(pos, *m) : "error: " + error;
}

std::string written(Protocol p, Position& pos, const std::string& ours) {
    std::string error;
    const auto m = parse_move(pos, ours, error);
    REQUIRE(m);
    return protocol_move(p, pos, *m);
}

}  // namespace

// Fairy-Stockfish 11.1 in XBoard mode opens xiangqi with "move h0g2" (its horse from h1 to g3): XBoard's
// protocol counts the ranks of a 10-rank board from 0 (engine-intf.html, "Commands from xboard").
TEST_CASE("protocol notation: XBoard counts a 10-rank board's ranks from 0", "[protocol]") {
    Position pos = start("xiangqi");
    CHECK(read(Protocol::xboard, pos, "h0g2") == "h1g3");
    CHECK(written(Protocol::xboard, pos, "h1g3") == "h0g2");
    CHECK(read(Protocol::uci, pos, "h1g3") == "h1g3");
    Position chess = start("chess");  // other boards: the ranks as ours
    CHECK(written(Protocol::xboard, chess, "e2e4") == "e2e4");
}

// XBoard's shogi writes a declined promotion with '=' (xboard 4.9.1 sent "h8b2=" to us in tests/xboard);
// a pass is "@@@@" (engine-intf.html: the null move).
TEST_CASE("protocol notation: XBoard's declined promotion and null move", "[protocol]") {
    Position pos = start("shogi");
    play(pos, "c3c4 g7g6");
    CHECK(read(Protocol::xboard, pos, "b2h8=") == "b2h8");
    CHECK(read(Protocol::xboard, pos, "b2h8+") == "b2h8+");
    Position janggi = start("janggi");
    CHECK(read(Protocol::xboard, janggi, "@@@@") == "pass");
    CHECK(read(Protocol::uci, janggi, "0000") == "pass");
    std::string error;
    const auto pass = parse_protocol_move(Protocol::uci, janggi, "0000", error);
    REQUIRE(pass);
    CHECK(protocol_move(Protocol::xboard, janggi, *pass) == "@@@@");
    // Fairy-Stockfish 11.1's janggi perft lists the pass as the general's move to its own square, e2e2.
    CHECK(protocol_move(Protocol::uci, janggi, *pass) == "e2e2");
}

// XBoard 4.9.1 hosting sho shogi by our piece lines passed on Sjaak II's "a1b1+" for its promoted lance's step
// (tests/xboard/host.py, CI of 29 November 2026): a promoted man promotes no further, so the '+' is read as
// nothing in XBoard's moves; an unpromoted man's move that cannot promote keeps the error.
TEST_CASE("protocol notation: XBoard's '+' on a promoted man's move", "[protocol]") {
    Position pos(game("shoshogi"));
    pos.set_fen("4k4/9/9/9/9/9/9/9/+l3K4 b - - 0 1");
    CHECK(read(Protocol::xboard, pos, "a1b1+") == "a1b1");
    CHECK(read(Protocol::xboard, pos, "a1b1") == "a1b1");
    CHECK(read(Protocol::uci, pos, "a1b1+").starts_with("error: "));
    pos.set_fen("4k4/9/9/9/9/9/9/9/4K3g b - - 0 1");  // a gold, which never promotes
    CHECK(read(Protocol::xboard, pos, "i1h1+").starts_with("error: "));
}

// USI (the protocol's specification; its sample game opens "7g7f 3c3d"): files counted from the right,
// ranks lettered from the top, sente (the first player) at the bottom; "8h2b+" takes the bishop promoting.
TEST_CASE("protocol notation: USI squares, promotion and drops", "[protocol]") {
    Position pos = start("shogi");
    CHECK(read(Protocol::usi, pos, "7g7f") == "c3c4");
    CHECK(written(Protocol::usi, pos, "c3c4") == "7g7f");
    play(pos, "c3c4 g7g6");
    CHECK(read(Protocol::usi, pos, "8h2b+") == "b2h8+");
    CHECK(written(Protocol::usi, pos, "b2h8") == "8h2b");
    play(pos, "b2h8+ g9h8");
    // Sente holds the bishop it took: B*5e drops it on the centre (e5 in ours).
    CHECK(read(Protocol::usi, pos, "B*5e") == "B@e5");
    CHECK(written(Protocol::usi, pos, "B@e5") == "B*5e");
    CHECK(read(Protocol::usi, pos, "B*5e+").rfind("error", 0) == 0);
}

// The USI specification's start SFEN; and, worked by hand, the SFEN after 7g7f 3c3d 8h2b+ 3a2b: each side
// holds a bishop, gote's silver stands on 2b, and the next ply is the fifth.
TEST_CASE("protocol notation: SFEN out and in", "[protocol]") {
    Position pos = start("shogi");
    CHECK(protocol_fen(Protocol::usi, pos) == "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1");
    play(pos, "c3c4 g7g6 b2h8+ g9h8");
    const std::string sfen = "lnsgkg1nl/1r5s1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL b Bb 5";
    CHECK(protocol_fen(Protocol::usi, pos) == sfen);
    Position back(game("shogi"));
    set_protocol_fen(Protocol::usi, back, sfen);
    CHECK(back.fen() == pos.fen());
    // Counts in the hands: two pawns for gote.
    set_protocol_fen(Protocol::usi, back, "4k4/9/9/9/9/9/9/9/4K4 w 2p 2");
    CHECK(back.fen() == "4k4/9/9/9/9/9/9/9/4K4[pp] b - - 0 1");
    CHECK_THROWS_AS(set_protocol_fen(Protocol::usi, back, "4k4/9/9/9/9/9/9/9/4K4 x - 1"), FenError);
    CHECK_THROWS_AS(set_protocol_fen(Protocol::usi, back, "4k4/9/9/9/9/9/9/9/4K4 b 2% 1"), FenError);
    CHECK_THROWS_AS(set_protocol_fen(Protocol::usi, back, "4k4/9/9"), FenError);
}

// Chu shogi's lion as lishogi writes it (three squares: the lion on 7f takes the pawn on 6e and goes on to
// 5d), worked by hand on the position of docs/games/chu-shogi.md's lion example.
TEST_CASE("protocol notation: a lion's double move in USI", "[protocol]") {
    Position pos(game("chu-shogi"));
    pos.set_fen("12/12/12/12/6p5/5N6/12/12/12/12/12/k5K5 w - 0 1");
    CHECK(read(Protocol::usi, pos, "7f6e5d") == "f7g8,g8h9");
    CHECK(written(Protocol::usi, pos, "f7g8,g8h9") == "7f6e5d");
    CHECK(read(Protocol::usi, pos, "7f6e7f") == "f7g8,g8f7");  // igui: take and come back
    CHECK(read(Protocol::xboard, pos, "f7g8,g8h9") == "f7g8,g8h9");
    CHECK(protocol_fen(Protocol::usi, pos) == "12/12/12/12/6p5/5N6/12/12/12/12/12/k5K5 b - 1");
}

// Every legal move of random positions of a few games, written in each protocol, reads back as itself.
TEST_CASE("protocol notation: every move reads back in every protocol", "[protocol]") {
    std::mt19937 rng(7);
    for (const char* name :
         {"xiangqi", "shogi", "crazyhouse", "chu-shogi", "janggi", "grand", "promochess", "tai-shogi"}) {
        Position pos = start(name);
        for (int ply = 0; ply < 30; ++ply) {
            MoveList list;
            generate_legal(pos, list);
            if (list.size == 0) break;
            // The position too, in each protocol's form (tai shogi's piece codes of several letters in brackets).
            for (Protocol p : {Protocol::xboard, Protocol::uci, Protocol::usi}) {
                if (p == Protocol::usi && !game(name).rotated) continue;  // an SFEN has no castling or e.p.: shogi's
                Position back(game(name));
                set_protocol_fen(p, back, protocol_fen(p, pos));
                // An SFEN has no halfmove clock or game-specific fields: it reads back as the same SFEN.
                CHECK((p == Protocol::usi ? protocol_fen(p, back) == protocol_fen(p, pos) : back.fen() == pos.fen()));
            }
            for (const Move& m : list)
                for (Protocol p : {Protocol::xboard, Protocol::uci, Protocol::usi}) {
                    const std::string text = protocol_move(p, pos, m);
                    std::string error;
                    const auto back = parse_protocol_move(p, pos, text, error);
                    INFO(name << " " << pos.fen() << " " << text << " " << error);
                    REQUIRE(back);
                    CHECK(move_to_string(pos, *back) == move_to_string(pos, m));
                }
            pos.make(list.moves[rng() % unsigned(list.size)]);
        }
    }
}
