// Threads share the Game and count the same as one thread; divide sums to perft.
#include <catch2/catch.hpp>

#include "interpreter/perft/perft.hpp"
#include "tests/unit/engine_test_support.hpp"

using namespace variant;

TEST_CASE("perft with threads equals one thread", "[perft]") {
    for (const char* name : {"chess", "shogi", "crazyhouse"}) {
        Position pos(test::game(name));
        pos.set_fen(test::game(name).setup_fen);
        auto one = divide(pos, 3, 1);
        auto two = divide(pos, 3, 2);
        auto five = divide(pos, 3, 5);
        REQUIRE(one.size() == two.size());
        std::uint64_t sum = 0;
        for (std::size_t i = 0; i < one.size(); ++i) {
            CHECK(one[i].move == two[i].move);
            CHECK(one[i].nodes == two[i].nodes);
            CHECK(one[i].nodes == five[i].nodes);
            sum += one[i].nodes;
        }
        Position p(test::game(name));
        p.set_fen(test::game(name).setup_fen);
        CHECK(sum == perft(p, 3));
    }
}
