// Our SAN against Fairy-Stockfish's on random positions of the catalogue games it knows: every legal move of
// every recorded position (tests/data/san/ffish.txt, written by ffish 0.7.10's sanMove) has the same text,
// and their text reads back as the same move.
#include <catch2/catch.hpp>

#include <fstream>
#include <map>
#include <sstream>

#include "interpreter/movegen/legal.hpp"
#include "interpreter/play/protocol_notation.hpp"
#include "interpreter/play/san.hpp"
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
        // Keyed by the UCI text (ours, but for a pass: Fairy-Stockfish's general's move to its own square).
        for (const Move& m : list) ours[protocol_move(Protocol::uci, pos, m)] = move_to_san(pos, m);
        INFO(variant << " " << fen);
        CHECK(ours == theirs);
        // And their text reads back as the move it names.
        for (const auto& [uci, san] : theirs) {
            std::string error;
            const auto m = parse_any_move(pos, san, error);
            INFO(san << ": " << error);
            REQUIRE(m);
            CHECK(protocol_move(Protocol::uci, pos, *m) == uci);
        }
        ++positions;
    }
    CHECK(positions == 349);  // 300 + 47 random positions and two hand-set sittuyin ones
}
