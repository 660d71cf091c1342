// Our SAN against Fairy-Stockfish's on random positions of the catalogue games it knows: every legal move of
// every recorded position (tests/data/san/ffish.txt, written by ffish 0.7.10's sanMove) has the same text.
#include <catch2/catch.hpp>

#include <fstream>
#include <map>
#include <sstream>

#include "interpreter/movegen/legal.hpp"
#include "interpreter/play/san.hpp"
#include "interpreter/play/xboard_san.hpp"
#include "tests/unit/engine_test_support.hpp"

using namespace variant;

TEST_CASE("SAN: the same text as Fairy-Stockfish on random positions of 50 catalogue games", "[play][san]") {
    std::ifstream in(std::string(VARIANT_SOURCE_DIR) + "/tests/data/san/ffish.txt");
    REQUIRE(in);
    int positions = 0;
    for (std::string line; std::getline(in, line);) {
        if (line.empty() || line[0] == '#') continue;
        const std::size_t bar1 = line.find('|'), bar2 = line.find('|', bar1 + 1);
        const std::string variant = line.substr(0, bar1), fen = line.substr(bar1 + 1, bar2 - bar1 - 1);
        std::map<std::string, std::string> theirs;  // uci -> san
        std::stringstream pairs(line.substr(bar2 + 1));
        for (std::string pair; std::getline(pairs, pair, ';');)
            theirs[pair.substr(0, pair.find(' '))] = pair.substr(pair.find(' ') + 1);
        Position pos(test::game(variant));
        pos.set_fen(fen);
        MoveList list;
        generate_legal(pos, list);
        std::map<std::string, std::string> ours;
        for (const Move& m : list) ours[move_to_string(pos, m)] = move_to_san(pos, m);
        INFO(variant << " " << fen);
        CHECK(ours == theirs);
        ++positions;
    }
    CHECK(positions == 302);  // 300 random positions and two hand-set sittuyin ones
}

TEST_CASE("SAN of xiangqi: Fairy-Stockfish's text read, and ours the same but for its letters H and E", "[play][san]") {
    // tests/data/san/ffish-xiangqi.txt: ffish 0.7.10's sanMove(uci, Notation.SAN), which writes the horse H
    // and the elephant E (docs/positions-and-moves.md#san), the letters of the ruleset's xboard_code.
    std::ifstream in(std::string(VARIANT_SOURCE_DIR) + "/tests/data/san/ffish-xiangqi.txt");
    REQUIRE(in);
    const Game& g = test::game("xiangqi");
    int moves = 0;
    for (std::string line; std::getline(in, line);) {
        if (line.empty() || line[0] == '#') continue;
        const std::size_t bar1 = line.find('|'), bar2 = line.find('|', bar1 + 1);
        Position pos(g);
        pos.set_fen(line.substr(bar1 + 1, bar2 - bar1 - 1));
        std::stringstream pairs(line.substr(bar2 + 1));
        for (std::string pair; std::getline(pairs, pair, ';');) {
            const std::string uci = pair.substr(0, pair.find(' ')), theirs = pair.substr(pair.find(' ') + 1);
            std::string error;
            auto m = parse_any_move(pos, xboard_san_as_ours(g, theirs, false), error);
            INFO(pos.fen() << " " << theirs << ": " << error);
            REQUIRE(m);
            CHECK(move_to_string(pos, *m) == uci);
            std::string ours = move_to_san(pos, *m);
            if (ours[0] == 'N') ours[0] = 'H';
            if (ours[0] == 'B') ours[0] = 'E';
            CHECK(ours == theirs);
            ++moves;
        }
    }
    CHECK(moves == 236);  // the pairs the file holds
}
