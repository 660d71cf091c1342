// Square names and the walk over an empty board used by `variant explain`.
#include <catch2/catch.hpp>

#include "betza/diagram.hpp"
#include "betza_helpers.hpp"

TEST_CASE("file letters go a..z, then aa, ab ...", "[betza][diagram]") {
    CHECK(betza::file_name(0) == "a");
    CHECK(betza::file_name(25) == "z");
    CHECK(betza::file_name(26) == "aa");
    CHECK(betza::file_name(27) == "ab");
    CHECK(betza::file_name(51) == "az");
    CHECK(betza::file_name(52) == "ba");
    CHECK(betza::square_name({27, 35}) == "ab36");
    for (int f = 0; f < 60; ++f) {
        const auto sq = betza::parse_square(betza::file_name(f) + "7");
        REQUIRE(sq);
        CHECK(sq->file == f);
        CHECK(sq->rank == 6);
    }
    CHECK_FALSE(betza::parse_square("e0"));
    CHECK_FALSE(betza::parse_square("e04"));
    CHECK_FALSE(betza::parse_square("4e"));
    CHECK_FALSE(betza::parse_square("e"));
    CHECK_FALSE(betza::parse_square(""));
    CHECK_FALSE(betza::parse_square("E4"));
}

TEST_CASE("the walk: cylinder, castling and the universal leaper", "[betza][diagram]") {
    using betza_test::names;
    using betza_test::reached;
    // Hand-worked: oR on a 5x3 board from a2 wraps around the side edges: the whole rank, and the file.
    CHECK(reached("oR", 5, 3, "a2") == names("b2 c2 d2 e2 a1 a3"));
    // oW from a2: e2 through the edge, b2, a1, a3.
    CHECK(reached("oW", 5, 3, "a2") == names("e2 b2 a1 a3"));
    CHECK(reached("O2", 8, 8, "e1", betza::ReachCastle) == names("c1 g1"));
    CHECK(reached("cU", 2, 2, "a1", betza::ReachCapture) == names("a2 b1 b2"));
}
