// `variant engine` speaking USI: scripted sessions, each answer checked against the protocol's
// specification and hand-worked shogi positions.
#include <catch2/catch.hpp>

#include <random>
#include <string>
#include <vector>

#include "tests/unit/engine_transcript.hpp"

using variant::testing::engine_session;
using variant::testing::index_of;

TEST_CASE("usi: the handshake offers the rulesets, shogi first", "[engine][usi]") {
    const auto lines = engine_session("usi\nisready\nquit\n");
    const int variants = index_of(lines, "option name USI_Variant type combo default shogi");
    REQUIRE(variants >= 0);
    CHECK(lines[std::size_t(variants)].find(" var chu-shogi") != std::string::npos);
    CHECK(index_of(lines, "usiok") > variants);
    CHECK(index_of(lines, "readyok") > index_of(lines, "usiok"));
}

// The tsume of the UCI test in USI: sente holds a gold; G*5b mates (the pawn on 5c guards it: hand-worked).
TEST_CASE("usi: an SFEN with a hand, searched to a drop that mates", "[engine][usi]") {
    const auto lines = engine_session("usi\nposition sfen 4k4/9/4P4/9/9/9/9/9/4K4 b G 1\ngo depth 3\n");
    CHECK(index_of(lines, "bestmove G*5b") >= 0);
    CHECK(index_of(lines, "info depth 1 ") >= 0);
}

// After 7g7f 3c3d 8h2b+ sente's bishop has taken gote's and promoted on 2b. Worked by hand: two men can
// take the horse back, the silver (3a2b) and the rook along its empty rank (8b2b); anything else loses a
// bishop for nothing.
TEST_CASE("usi: a game from startpos with moves; refusals change nothing", "[engine][usi]") {
    const auto lines = engine_session(
        "usi\nusinewgame\nposition startpos moves 7g7f 3c3d 8h2b+\ngo depth 3\nisready\n"
        "position startpos moves 7g7f 7g7f\nposition sfen 9/9 x\nfrobnicate\ngo nodes\ngameover win\nquit\n");
    const int best = index_of(lines, "bestmove ");
    REQUIRE(best >= 0);
    const std::string& move = lines[std::size_t(best)];
    CHECK((move == "bestmove 3a2b" || move == "bestmove 8b2b"));
    CHECK(index_of(lines, "info string error: '7g7f'") >= 0);
    CHECK(index_of(lines, "info string error: bad SFEN") >= 0);
    CHECK(index_of(lines, "info string error: unknown command 'frobnicate'") >= 0);
    CHECK(index_of(lines, "info string error: go nodes needs a number") >= 0);
}

// Gote is mated (a gold on 5b guarded by the pawn on 5c): no move, so `bestmove resign`.
TEST_CASE("usi: a mated side resigns", "[engine][usi]") {
    const auto lines = engine_session("usi\nposition sfen 4k4/4G4/4P4/9/9/9/9/9/4K4 w - 2\ngo depth 2\n");
    CHECK(index_of(lines, "bestmove resign") >= 0);
}

// Chu shogi over USI: the lion's double move as lishogi writes it (7f6e5d: take on 6e, go on to 5d).
TEST_CASE("usi: chu shogi's lion moves", "[engine][usi]") {
    const auto lines = engine_session(
        "usi\nsetoption name USI_Variant value chu-shogi\n"
        "position sfen 12/12/12/12/6p5/5N6/12/12/12/12/12/k5K5 b - 1 moves 7f6e5d\ngo depth 1\n");
    CHECK(index_of(lines, "info string error") < 0);
    CHECK(index_of(lines, "bestmove ") >= 0);
}

// Byoyomi with the main time spent: a move is made within it (go returns a bestmove, no hang).
TEST_CASE("usi: byoyomi", "[engine][usi]") {
    const auto lines = engine_session("usi\nposition startpos\ngo btime 0 wtime 0 byoyomi 200\nisready\n");
    CHECK(index_of(lines, "bestmove ") >= 0);
    CHECK(index_of(lines, "readyok") >= 0);
}

// Random command streams: no crash, no hang, every line one USI defines.
TEST_CASE("usi: a random command stream", "[engine][usi]") {
    const std::vector<std::string> words = {"isready",
                                            "usinewgame",
                                            "position startpos",
                                            "position startpos moves 7g7f",
                                            "position startpos moves 9z9z",
                                            "position sfen 4k4/9/4P4/9/9/9/9/9/4K4 b G 1",
                                            "position sfen x",
                                            "position",
                                            "go depth 2",
                                            "go nodes 300",
                                            "go movetime 20",
                                            "go btime 100 wtime 100 byoyomi 10",
                                            "go infinite",
                                            "stop",
                                            "go depth",
                                            "gameover lose",
                                            "setoption name USI_Hash value 1",
                                            "setoption name USI_Hash value x",
                                            "setoption name Nope value 1",
                                            "setoption name USI_Variant value minishogi",
                                            "setoption name USI_Variant value nosuch",
                                            "ponderhit",
                                            "!!",
                                            ""};
    std::mt19937 rng(5);
    std::string script = "usi\n";
    for (int i = 0; i < 150; ++i) script += words[rng() % words.size()] + "\n";
    script += "stop\nisready\nquit\n";
    const auto lines = engine_session(script);
    CHECK(lines.back() == "readyok");
    for (const std::string& line : lines) {
        const bool known = line.rfind("id ", 0) == 0 || line.rfind("option ", 0) == 0 || line == "usiok" ||
                           line == "readyok" || line.rfind("info ", 0) == 0 || line.rfind("bestmove ", 0) == 0;
        INFO(line);
        CHECK(known);
    }
}
