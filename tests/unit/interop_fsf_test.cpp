// Fairy-Stockfish's own strings (tests/data/interop/fairy-stockfish.tsv: moves and FENs as its UCI printed
// them, with its count of legal moves): read as moves from our start position and as a FEN, both must give
// its count. A line whose ruleset or strings we refuse fails, with the reason.
#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

#include "interpreter/movegen/legal.hpp"
#include "tests/unit/engine_test_support.hpp"

using namespace variant;

namespace {

struct Line {
    int number;
    std::string ruleset, fen, moves;
    int legal;
};

std::vector<Line> read_lines() {
    std::ifstream in(std::string(VARIANT_SOURCE_DIR) + "/tests/data/interop/fairy-stockfish.tsv");
    std::vector<Line> lines;
    std::string text;
    for (int number = 1; std::getline(in, text); ++number) {
        if (text.empty() || text[0] == '#') continue;
        std::vector<std::string> f;
        std::stringstream ss(text);
        for (std::string cell; std::getline(ss, cell, '\t');) f.push_back(cell);
        REQUIRE(f.size() == 4);
        lines.push_back({number, f[0], f[1], f[2], std::stoi(f[3])});
    }
    return lines;
}

int count_after(Position& pos, const std::string& moves) {
    std::stringstream ss(moves);
    for (std::string m; ss >> m;) {
        if (m == "-") break;
        std::string error;
        auto move = parse_move(pos, m, error);
        INFO(error);
        REQUIRE(move);
        pos.make(*move);
    }
    return count_legal(pos);
}

}  // namespace

TEST_CASE("Fairy-Stockfish's moves and FENs are read as it prints them", "[interop]") {
    const auto lines = read_lines();
    REQUIRE(lines.size() >= 10);
    for (const Line& line : lines) {
        INFO("fairy-stockfish.tsv line " << line.number << " (" << line.ruleset << ")");
        const Game& g = variant::test::game(line.ruleset);
        Position by_fen(g);
        by_fen.set_fen(line.fen);
        CHECK(count_legal(by_fen) == line.legal);
        if (line.moves != "-") {
            Position by_moves(g);
            by_moves.set_fen(g.setup_fen);
            CHECK(count_after(by_moves, line.moves) == line.legal);
        }
    }
}

TEST_CASE("Fairy-Stockfish's check counts are refused by name in a game without them", "[interop]") {
    Position pos(variant::test::game("chess"));
    // As Fairy-Stockfish 11.1 prints it in 3check after e2e4 d7d5 f1b5 (UCI "d").
    try {
        pos.set_fen("rnbqkbnr/ppp1pppp/8/1B1p4/4P3/8/PPPP1PPP/RNBQK1NR b KQkq - 2+3 1 2");
        FAIL("accepted");
    } catch (const FenError& e) {
        CHECK(std::string(e.what()).find("check counts") != std::string::npos);
    }
}

TEST_CASE("a pass written as Fairy-Stockfish writes it: the royal to its own square", "[interop]") {
    // Fairy-Stockfish 11.1 lists janggi's pass at the start as "e2e2" (go perft 1); here a tiny game with
    // `pass: true`, its king on e1.
    Game g = compile(load_ruleset_from_string("name: Tiny\n"
                                              "pieces:\n"
                                              "  king: {code: K, betza: K, royal: true}\n"
                                              "pass: true\n"
                                              "setup: 4k3/8/8/8/8/8/8/4K3 w - - 0 1\n",
                                              "tiny.yaml"));
    Position pos(g);
    pos.set_fen(g.setup_fen);
    std::string error;
    auto m = parse_move(pos, "e1e1", error);
    REQUIRE(m);
    CHECK(m->kind() == MoveKind::Pass);
    CHECK_FALSE(parse_move(pos, "e8e8", error));  // not White's king
}
