// Multi-leg moves (features/multi_leg: moves of several legs written in a piece's `betza`, XBetza's `a`),
// counted by hand on small boards (no oracle runs them): a locust that takes on its turning
// square and moves on, igui (take and return), a turn pass by one man counted once, and make/unmake and
// the FEN staying consistent over random games.
#include <catch2/catch.hpp>

#include <algorithm>
#include <random>

#include "interpreter/features/registry.hpp"
#include "interpreter/movegen/legal.hpp"
#include "interpreter/movegen/movegen.hpp"
#include "interpreter/perft/perft.hpp"
#include "interpreter/ruleset/loader.hpp"
#include "tests/unit/engine_test_support.hpp"

using namespace variant;
using variant::test::legal;
using variant::test::moves_from;

namespace {

Game game_with(const std::string& betza, const std::string& setup = "4k/2p2/2Xp1/5/K4 w - - 0 1") {
    std::string yaml = "name: Multi-leg test\n"
                       "board: {files: 5, ranks: 5}\n"
                       "pieces:\n"
                       "  king: {code: K, betza: K, royal: true}\n"
                       "  mover: {code: X, betza: " +
                       betza +
                       "}\n"
                       "  pawn: {code: P, betza: fW}\n"
                       "setup: " +
                       setup + "\n";
    return compile(load_ruleset_from_string(yaml, "multi-leg-test.yaml"));
}

}  // namespace

TEST_CASE("a locust takes on its turning square and moves on", "[engine][multileg]") {
    Game g = game_with("cafW");
    Position pos(g);
    pos.set_fen(g.setup_fen);
    CHECK(legal(pos) == std::vector<std::string>{"a1a2", "a1b1", "a1b2", "c3c4,c4c5", "c3d3,d3e3"});
    std::string error;
    auto m = parse_move(pos, "c3d3,d3e3", error);
    REQUIRE(m);
    pos.make(*m);
    CHECK(pos.fen() == "4k/2p2/4X/5/K4 b - - 0 1");
    pos.unmake();
    CHECK(pos.fen() == "4k/2p2/2Xp1/5/K4 w - - 0 1");
}

TEST_CASE("igui and a man's turn pass", "[engine][multileg]") {
    Game g = game_with("cabWmabW");
    Position pos(g);
    pos.set_fen(g.setup_fen);
    CHECK(legal(pos) == std::vector<std::string>{"a1a2", "a1b1", "a1b2", "c3c3", "c3c4,c4c3", "c3d3,d3c3"});
    std::string error;
    auto m = parse_move(pos, "c3c4,c4c3", error);
    REQUIRE(m);
    pos.make(*m);
    CHECK(pos.fen() == "4k/5/2Xp1/5/K4 b - - 0 1");
}

TEST_CASE("a plain move reached by a multi-leg path is one move", "[engine][multileg]") {
    Game g = game_with("WmafW");  // c3-c2-c1 and c3-b3-a3 are two-step slides; c3-c2 is also a W step
    Position pos(g);
    pos.set_fen(g.setup_fen);
    CHECK(legal(pos) ==
          std::vector<std::string>{"a1a2", "a1b1", "a1b2", "c3a3", "c3b3", "c3c1", "c3c2", "c3c4", "c3d3"});
}

namespace {

// XBoard's test board (12x10), the tested man A on f5, black men n on h7, e6 and g6, a white N on e4.
Game xboard_game(const std::string& betza) {
    const std::string yaml = "name: Several captures\n"
                             "board: {files: 12, ranks: 10}\n"
                             "royalty: capture-last-royal\n"
                             "pieces:\n"
                             "  king: {code: K, betza: K, royal: true}\n"
                             "  tested: {code: A, betza: " +
                             betza +
                             "}\n"
                             "  knight: {code: N, betza: N}\n"
                             "setup: 11k/12/12/7n4/4n1n5/5A6/4N7/12/12/K11 w - - 0 1\n";
    return compile(load_ruleset_from_string(yaml, "several-captures.yaml"));
}

}  // namespace

// The targets are XBoard 4.9.1's own generator's on this position (its XBetza conformance data, also in
// tests/data/xboard/): cafcafF takes on g6 and h7 and ends on i8; cacaK takes on g6 and h7 and then steps
// anywhere but back to g6.
TEST_CASE("a move takes men on two squares on its way", "[engine][multileg]") {
    Game g = xboard_game("cafcafF");
    Position pos(g);
    pos.set_fen(g.setup_fen);
    CHECK(moves_from(pos, "f5") == std::vector<std::string>{"f5g6,g6h7,h7i8"});
    const std::uint64_t key = pos.key();
    std::string error;
    auto m = parse_move(pos, "f5g6,g6h7,h7i8", error);
    REQUIRE(m);
    pos.make(*m);
    // Worked by hand: both black men on the way are gone, A stands on i8, the clock restarts on a capture.
    CHECK(pos.fen() == "11k/12/8A3/12/4n7/12/4N7/12/12/K11 b - - 0 1");
    CHECK(pos.key() == pos.compute_key());
    pos.unmake();
    CHECK(pos.fen() == "11k/12/12/7n4/4n1n5/5A6/4N7/12/12/K11 w - - 0 1");
    CHECK(pos.key() == key);

    Game g2 = xboard_game("cacaK");
    Position pos2(g2);
    pos2.set_fen(g2.setup_fen);
    CHECK(moves_from(pos2, "f5") == std::vector<std::string>{"f5g6,g6h7,h7g7", "f5g6,g6h7,h7g8", "f5g6,g6h7,h7h6",
                                                             "f5g6,g6h7,h7h8", "f5g6,g6h7,h7i6", "f5g6,g6h7,h7i7",
                                                             "f5g6,g6h7,h7i8"});
}

TEST_CASE("random games with multi-leg movers stay consistent", "[engine][multileg]") {
    for (const char* betza : {"cafW", "cabWmabW", "KmcaK", "WcafF", "cafcafF", "cacaK"}) {
        // X on b3, not c3: from c3 "KmcaK" would attack the black king on e5 (c3-d4-e5) with white to move.
        Game g = game_with(betza, "4k/2p2/1X1p1/5/K4 w - - 0 1");
        std::mt19937 rng(7);
        for (int n = 0; n < 30; ++n) {
            Position pos(g);
            pos.set_fen(g.setup_fen);
            std::vector<std::string> fens{pos.fen()};
            for (int ply = 0; ply < 40; ++ply) {
                MoveList list;
                generate_legal(pos, list);
                if (!list.size) break;
                for (const Move& m : list) {
                    std::string error;
                    auto back = parse_move(pos, move_to_string(pos, m), error);
                    REQUIRE(back);
                    REQUIRE(*back == m);
                }
                pos.make(list.moves[rng() % unsigned(list.size)]);
                REQUIRE(pos.key() == pos.compute_key());
                fens.push_back(pos.fen());
            }
            while (pos.ply()) {
                pos.unmake();
                fens.pop_back();
                REQUIRE(pos.fen() == fens.back());
            }
        }
    }
}
