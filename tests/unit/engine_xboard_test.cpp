// `variant engine` speaking XBoard's protocol 2: scripted sessions, each answer checked against the
// protocol's document (Debian xboard's engine-intf.html) and hand-worked positions. XBoard itself hosting
// the engine is tests/xboard/host.py.
#include <catch2/catch.hpp>

#include <random>
#include <string>
#include <vector>

#include "tests/unit/engine_transcript.hpp"

using variant::testing::engine_session;
using variant::testing::index_of;

// The handshake: `feature done=0` first (reading every ruleset takes a moment), then the features, then
// done=1. XBoard's boards have at most 16 files (12 with holdings): tai shogi (25x25) is left out of
// `variants`, and so are Potential Chess, whose men XBoard's one-letter FEN cannot write, and Pocket Mutation
// Chess, whose moves into the pocket XBoard's move notation cannot write.
TEST_CASE("xboard: features, with the variants XBoard can show", "[engine][xboard]") {
    const auto lines = engine_session("xboard\nprotover 2\nquit\n");
    const int wait = index_of(lines, "feature done=0"), features = index_of(lines, "feature ping=1");
    const int done = index_of(lines, "feature done=1");
    REQUIRE(wait >= 0);
    REQUIRE(features > wait);
    REQUIRE(done > features);
    const std::string& f = lines[std::size_t(features)];
    for (const char* word : {"setboard=1", "usermove=1", "analyze=1", "memory=1", "smp=1", "myname=\"variant\""})
        CHECK(f.find(word) != std::string::npos);
    for (const char* name : {"chess", "shogi", "xiangqi", "promochess", "crazyhouse", "chu"})
        CHECK((f.find(std::string(",") + name + ",") != std::string::npos ||
               f.find(std::string(",") + name + "\"") != std::string::npos));
    CHECK(f.find("tai-shogi") == std::string::npos);
    CHECK(f.find("potential-chess") == std::string::npos);
    CHECK(f.find("pocket-mutation-chess") == std::string::npos);
    CHECK(f.find("chu-shogi") == std::string::npos);  // offered as XBoard's own "chu" (its `engine: xboard:`)
}

// A game XBoard does not know gets its setup (size, holdings, parent, piece images, start) and one piece
// line per type in XBetza; a game it knows (crazyhouse) gets none: its own rules apply.
TEST_CASE("xboard: setup and piece lines for a game XBoard never heard of", "[engine][xboard]") {
    const auto lines = engine_session("xboard\nprotover 2\nvariant promochess\nvariant crazyhouse\nping 7\nquit\n");
    const int setup = index_of(lines, "setup (");
    REQUIRE(setup >= 0);
    CHECK(lines[std::size_t(setup)].find(") 9x9+0_shogi rhcbkcbhr/2s3s2/") != std::string::npos);
    CHECK(index_of(lines, "piece K& ", setup) > setup);
    CHECK(index_of(lines, "piece +C& ", setup) > setup);  // a promoted form
    const int pong = index_of(lines, "pong 7");
    REQUIRE(pong > setup);
    CHECK(index_of(lines, "setup (", setup + 1) < 0);  // none for crazyhouse
}

// Fool's mate (worked by hand): after f3 e5 g4 the engine, playing Black, mates with Qh4 and claims the
// result by our rules, since XBoard does not know them in general. `ping` is answered after the move.
TEST_CASE("xboard: the engine moves, mates and claims the result", "[engine][xboard]") {
    const auto lines = engine_session(
        "xboard\nprotover 2\nnew\nforce\nusermove f2f3\nusermove e7e5\nusermove g2g4\nsd 3\ngo\nping 1\nquit\n");
    const int move = index_of(lines, "move ");
    REQUIRE(move >= 0);
    CHECK(lines[std::size_t(move)] == "move d8h4");
    const int result = index_of(lines, "0-1 {");
    CHECK(result > move);
    CHECK(index_of(lines, "pong 1") > result);
}

// An illegal move is refused in the protocol's form and changes nothing; so is an unknown command; undo and
// remove take moves back; setboard reads a FEN; a bad FEN is refused.
TEST_CASE("xboard: refusals, undo, remove, setboard", "[engine][xboard]") {
    const auto lines = engine_session(
        "xboard\nprotover 2\nnew\nforce\nusermove e2e5\nfrobnicate\nusermove e2e4\nusermove e7e5\nremove\n"
        "usermove d2d4\nundo\nundo\nundo\nsetboard 8/8/8/8/8/8/8/8 w\nsetboard 4k3/8/4K3/8/8/8/8/7R w - - 0 1\n"
        "sd 2\ngo\nping 2\nquit\n");
    CHECK(index_of(lines, "Illegal move (") >= 0);
    CHECK(lines[std::size_t(index_of(lines, "Illegal move ("))].ends_with(": e2e5"));
    CHECK(index_of(lines, "Error (unknown command): frobnicate") >= 0);
    CHECK(index_of(lines, "Error (no move to take back): undo") >= 0);  // the third undo: nothing left
    CHECK(index_of(lines, "tellusererror Illegal position") >= 0);
    // K+R v K with the kings in opposition: Rh8 mates (hand-worked).
    CHECK(index_of(lines, "move h1h8") >= 0);
    CHECK(index_of(lines, "1-0 {") > index_of(lines, "move h1h8"));
}

// Thinking output after `post` (ply, score, centiseconds, nodes, pv), the clock commands, and analysis:
// `ping` is answered at once while analysing (it is no move of ours), and `exit` ends it.
TEST_CASE("xboard: post, clocks, analyze", "[engine][xboard]") {
    const auto lines = engine_session(
        "xboard\nprotover 2\nnew\npost\nlevel 40 0:30 0\ntime 3000\notim 3000\nusermove e2e4\nping 3\nnopost\n"
        "force\nanalyze\nping 4\nexit\nst 1\nmemory 32\ncores 1\nping 5\nquit\n");
    const int move = index_of(lines, "move ");
    REQUIRE(move >= 0);
    CHECK(index_of(lines, "1 ") < move);  // a depth-1 thinking line before the move
    CHECK(index_of(lines, "pong 3") > move);
    CHECK(index_of(lines, "pong 4") > index_of(lines, "pong 3"));
    CHECK(index_of(lines, "pong 5") > index_of(lines, "pong 4"));
}

// A shogi game over XBoard: drops and '+' promotion as XBoard's shogi writes them (XBoard's own shogi: its
// files a-i, ranks 1-9 from the first player). A gold dropped on e8 mates (the tsume of the UCI test).
TEST_CASE("xboard: shogi drops", "[engine][xboard]") {
    const auto lines = engine_session(
        "xboard\nprotover 2\nnew\nvariant shogi\nforce\nsetboard 4k4/9/4P4/9/9/9/9/9/4K4[G] w - - 0 1\nsd 3\ngo\n"
        "ping 1\nquit\n");
    CHECK(index_of(lines, "move G@e8") >= 0);
    CHECK(index_of(lines, "1-0 {") > index_of(lines, "move G@e8"));
}

// Random command streams (valid commands with random arguments, and garbage): the engine never crashes or
// hangs, and every line it prints is one the protocol defines.
TEST_CASE("xboard: a random command stream", "[engine][xboard]") {
    const std::vector<std::string> words = {"new",
                                            "force",
                                            "go",
                                            "?",
                                            "post",
                                            "nopost",
                                            "undo",
                                            "remove",
                                            "analyze",
                                            "exit",
                                            "playother",
                                            "result 1-0 {x}",
                                            "usermove e2e4",
                                            "usermove e7e5",
                                            "usermove g1f3",
                                            "usermove zz",
                                            "usermove",
                                            "sd 2",
                                            "sd -4",
                                            "st 0",
                                            "level 0 1 0",
                                            "level x y z",
                                            "time 100",
                                            "time -5",
                                            "otim 50",
                                            "memory 1",
                                            "cores 2",
                                            "ping 9",
                                            "variant shogi",
                                            "variant xiangqi",
                                            "variant promochess",
                                            "variant nosuch",
                                            "setboard 8/8 w",
                                            "setboard rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                                            "@@@@",
                                            "e2e4",
                                            "!!",
                                            ""};
    std::mt19937 rng(11);
    std::string script = "xboard\nprotover 2\nsd 2\n";
    for (int i = 0; i < 150; ++i) script += words[rng() % words.size()] + "\n";
    script += "ping 12345\nquit\n";
    const auto lines = engine_session(script);
    CHECK(index_of(lines, "pong 12345") >= 0);
    for (const std::string& line : lines) {
        const bool known = line.rfind("feature ", 0) == 0 || line.rfind("move ", 0) == 0 ||
                           line.rfind("pong ", 0) == 0 || line.rfind("setup ", 0) == 0 ||
                           line.rfind("piece ", 0) == 0 || line.rfind("Illegal move", 0) == 0 ||
                           line.rfind("Error (", 0) == 0 || line.rfind("tellusererror ", 0) == 0 ||
                           line.rfind("1-0 {", 0) == 0 || line.rfind("0-1 {", 0) == 0 ||
                           line.rfind("1/2-1/2 {", 0) == 0 ||
                           (!line.empty() && std::isdigit(static_cast<unsigned char>(line[0])));  // thinking
        INFO(line);
        CHECK(known);
    }
}
