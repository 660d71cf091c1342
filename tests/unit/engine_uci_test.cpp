// `variant engine` speaking UCI: a scripted session, each answer checked against what the protocol and
// the game's published numbers say.
#include <catch2/catch.hpp>

#include <random>
#include <string>
#include <vector>

#include "tests/unit/engine_transcript.hpp"

using variant::testing::index_of;

namespace {

std::vector<std::string> session(const std::string& commands) { return variant::testing::engine_session(commands); }

}  // namespace

TEST_CASE("uci: the handshake offers every shipped ruleset as UCI_Variant", "[engine][uci]") {
    const auto lines = session("uci\nisready\nquit\n");
    REQUIRE(index_of(lines, "id name ") >= 0);
    const int variants = index_of(lines, "option name UCI_Variant type combo default chess");
    REQUIRE(variants >= 0);
    for (const char* name : {" var chess", " var shogi", " var xiangqi", " var tai-shogi", " var potential-chess"})
        CHECK(lines[std::size_t(variants)].find(name) != std::string::npos);
    CHECK(index_of(lines, "uciok") > variants);
    CHECK(index_of(lines, "readyok") > index_of(lines, "uciok"));
}

// Published perft of the chess start: 20 and 8902 (chessprogramming.org); a refused move leaves the
// position as it was.
TEST_CASE("uci: go perft, and a bad move or command changes nothing", "[engine][uci]") {
    const auto lines = session(
        "uci\nposition startpos\ngo perft 3\nposition startpos moves e2e5\ngo perft 1\nfrobnicate\n"
        "setoption name UCI_Variant value nosuchgame\nposition fen 8/8 w\nquit\n");
    CHECK(index_of(lines, "Nodes searched: 8902") >= 0);
    CHECK(index_of(lines, "Nodes searched: 20") >= 0);
    CHECK(index_of(lines, "info string error: 'e2e5'") >= 0);
    CHECK(index_of(lines, "info string error: unknown command 'frobnicate'") >= 0);
    CHECK(index_of(lines, "info string error: unknown variant 'nosuchgame'") >= 0);
    CHECK(index_of(lines, "info string error: bad FEN") >= 0);
}

// A GUI sends the whole game before each move; the engine reads only what extends the last position, and
// reads anew a list that differs or is shorter. The counts are Fairy-Stockfish 11.1's `go perft` after the
// same commands: 29 after 1.e4 e5, 959 at depth 2 after 1.e4 e5 2.Nf3 Nc6 3.Bb5, 30 after 1.e4 c5, 20 after 1.e4.
TEST_CASE("uci: a position that extends, changes or shortens the last one", "[engine][uci]") {
    const auto lines = session(
        "uci\nposition startpos moves e2e4 e7e5\ngo perft 1\n"
        "position startpos moves e2e4 e7e5 g1f3 b8c6 f1b5\ngo perft 2\n"
        "position startpos moves e2e4 c7c5\ngo perft 1\nposition startpos moves e2e4\ngo perft 1\nquit\n");
    const int first = index_of(lines, "Nodes searched: 29"), second = index_of(lines, "Nodes searched: 959");
    const int third = index_of(lines, "Nodes searched: 30"), fourth = index_of(lines, "Nodes searched: 20");
    REQUIRE(first >= 0);
    CHECK(second > first);
    CHECK(third > second);
    CHECK(fourth > third);
}

// Shogi: the tsume of the search tests (a gold dropped on e8 mates, worked by hand); UCI_Variant switches
// the game and announces it as Fairy-Stockfish does.
TEST_CASE("uci: a variant chosen by UCI_Variant, searched to a mate", "[engine][uci]") {
    const auto lines = session(
        "uci\nsetoption name UCI_Variant value shogi\nposition fen 4k4/9/4P4/9/9/9/9/9/4K4[G] w - - 0 1\n"
        "go depth 3\nisready\n");  // no quit: the end of the input lets the search answer
    CHECK(index_of(lines, "info string variant shogi files 9 ranks 9") >= 0);
    CHECK(index_of(lines, "bestmove G@e8") >= 0);
}

// `isready` is answered while an infinite search runs, and `stop` ends it with a legal move.
TEST_CASE("uci: isready during a search, then stop", "[engine][uci]") {
    const auto lines = session("uci\nposition startpos\ngo infinite\nisready\nstop\nquit\n");
    const int ready = index_of(lines, "readyok"), best = index_of(lines, "bestmove ");
    REQUIRE(ready >= 0);
    REQUIRE(best >= 0);
    CHECK(ready < best);
    CHECK(lines[std::size_t(best)] != "bestmove (none)");
}

// Random command streams (valid commands with random arguments, and garbage): no crash, no hang, every line
// one UCI defines (or Fairy-Stockfish's `info string` and perft lines).
TEST_CASE("uci: a random command stream", "[engine][uci]") {
    const std::vector<std::string> words = {"isready",
                                            "ucinewgame",
                                            "position startpos",
                                            "position startpos moves e2e4 e7e5",
                                            "position startpos moves e2e5",
                                            "position fen 8/8 w",
                                            "position fen 4k3/8/4K3/8/8/8/8/7R w - - 0 1",
                                            "position",
                                            "go depth 2",
                                            "go nodes 300",
                                            "go movetime 20",
                                            "go wtime 100 btime 100 winc 0 binc 0",
                                            "go infinite",
                                            "stop",
                                            "go depth",
                                            "go perft 2",
                                            "setoption name Hash value 1",
                                            "setoption name Hash value x",
                                            "setoption name Nope value 1",
                                            "setoption name UCI_Variant value shogi",
                                            "setoption name UCI_Variant value nosuch",
                                            "setoption name VariantPath value /nonexistent.yaml",
                                            "d",
                                            "!!",
                                            ""};
    std::mt19937 rng(3);
    std::string script = "uci\n";
    for (int i = 0; i < 150; ++i) script += words[rng() % words.size()] + "\n";
    script += "stop\nisready\nquit\n";
    const auto lines = session(script);
    CHECK(lines.back() == "readyok");
    for (const std::string& line : lines) {
        const bool known = line.rfind("id ", 0) == 0 || line.rfind("option ", 0) == 0 || line == "uciok" ||
                           line == "readyok" || line.rfind("info ", 0) == 0 || line.rfind("bestmove ", 0) == 0 ||
                           line.rfind("Nodes searched: ", 0) == 0 || line.empty() ||
                           line.find(": ") != std::string::npos ||  // a perft divide line
                           line.find('/') != std::string::npos;     // `d`: the FEN
        INFO(line);
        CHECK(known);
    }
}
