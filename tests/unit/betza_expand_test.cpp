// What expand() hands to the engine: absolute steps, ranges, stop conditions, lame squares, orientation.
// Expected vectors are hand-worked from the Betza definitions.
#include <catch2/catch.hpp>

#include <algorithm>

#include "betza/betza.hpp"
#include "betza_helpers.hpp"

using betza::Leg;
using betza::MovePath;
using betza::Offset;
using betza::Player;

namespace {

std::vector<MovePath> ex(const char* s, Player p = Player::First) { return betza::expand(betza::parse(s), p); }

// The single path whose first leg has this step.
const MovePath& with_step(const std::vector<MovePath>& paths, Offset step) {
    auto it = std::find_if(paths.begin(), paths.end(), [&](const MovePath& m) { return m.legs.front().step == step; });
    REQUIRE(it != paths.end());
    return *it;
}

}  // namespace

TEST_CASE("leapers and riders: steps and ranges", "[betza][expand]") {
    CHECK(ex("W").size() == 4);
    CHECK(ex("K").size() == 8);
    CHECK(ex("N").size() == 8);
    CHECK(ex("R").front().legs.front().max_steps == 0);
    CHECK(ex("NN").front().legs.front().max_steps == 0);
    CHECK(ex("N0").front().legs.front().max_steps == 0);
    CHECK(ex("R5").front().legs.front().max_steps == 5);
    CHECK(ex("K2").size() == 8);
    CHECK(ex("K2").front().legs.front().max_steps == 2);
    CHECK(ex("N").front().legs.front().max_steps == 1);
    // (1,4) giraffe: 8 directions
    const auto g = ex("(1,4)");
    CHECK(g.size() == 8);
    with_step(g, {1, 4});
    with_step(g, {-4, -1});
}

TEST_CASE("stop conditions and paths of the last leg", "[betza][expand]") {
    CHECK(ex("mW").front().legs.front().stop == betza::Empty);
    CHECK(ex("cW").front().legs.front().stop == betza::Enemy);
    CHECK(ex("dW").front().legs.front().stop == betza::Friend);
    CHECK(ex("W").front().legs.front().stop == (betza::Empty | betza::Enemy));
    CHECK(ex("cpR").front().legs.front().path == betza::Path::Hop);
    CHECK(ex("cpR").front().legs.front().stop == betza::Enemy);
    CHECK(ex("gQ").front().legs.front().path == betza::Path::Grasshop);
    CHECK(ex("oW").front().legs.front().cylinder);
    const auto ep = ex("fceF");
    CHECK(ep.size() == 2);
    CHECK(ep.front().legs.front().en_passant);
    // mfW + cfW is one path that may do either
    const auto merged = ex("mfWcfW");
    REQUIRE(merged.size() == 1);
    CHECK(merged.front().legs.front().stop == (betza::Empty | betza::Enemy));
    CHECK(ex("WWW1W").size() == 4 + 4);  // WW rides; W1 and W are the same leaper: merged
}

TEST_CASE("lame and jumping leaps list the squares they pass", "[betza][expand]") {
    // nN: orthogonal step first (the xiangqi horse)
    const auto n = ex("nN");
    CHECK(with_step(n, {1, 2}).legs[0].must_be_empty == std::vector<Offset>{{0, 1}});
    CHECK(with_step(n, {2, 1}).legs[0].must_be_empty == std::vector<Offset>{{1, 0}});
    CHECK(with_step(n, {-2, -1}).legs[0].must_be_empty == std::vector<Offset>{{-1, 0}});
    CHECK(with_step(ex("nD"), {0, 2}).legs[0].must_be_empty == std::vector<Offset>{{0, 1}});
    CHECK(with_step(ex("nA"), {-2, 2}).legs[0].must_be_empty == std::vector<Offset>{{-1, 1}});
    CHECK(with_step(ex("nH"), {3, 0}).legs[0].must_be_empty == std::vector<Offset>{{1, 0}, {2, 0}});
    CHECK(with_step(ex("nZ"), {2, 3}).legs[0].must_be_empty == std::vector<Offset>{{0, 1}, {1, 2}});
    CHECK(with_step(ex("nC"), {1, 3}).legs[0].must_be_empty == std::vector<Offset>{{0, 1}, {0, 2}});
    CHECK(with_step(ex("jD"), {0, -2}).legs[0].must_be_occupied == std::vector<Offset>{{0, -1}});
    // The pawn's double step for the second player: down, over the square below.
    const auto black = ex("ifmnD", Player::Second);
    REQUIRE(black.size() == 1);
    CHECK(black[0].initial_only);
    CHECK(black[0].legs[0].step == Offset{0, -2});
    CHECK(black[0].legs[0].must_be_empty == std::vector<Offset>{{0, -1}});
}

TEST_CASE("the second player's moves are the first player's turned 180 degrees", "[betza][expand]") {
    // His forward-right is down and towards the a-file, as XBoard and Fairy-Stockfish read it.
    const auto rotate = ex("frF", Player::Second);
    REQUIRE(rotate.size() == 1);
    CHECK(rotate[0].legs[0].step == Offset{-1, -1});
    const auto left = ex("lW", Player::Second);
    REQUIRE(left.size() == 1);
    CHECK(left[0].legs[0].step == Offset{1, 0});
    const auto knight = ex("ffN", Player::Second);
    REQUIRE(knight.size() == 2);
    with_step(knight, {1, -2});
    with_step(knight, {-1, -2});
}

TEST_CASE("multi-leg moves: one path per combination of directions", "[betza][expand][lion]") {
    // Lion: K (8) N (8) A (4) D (4) = 24 leaps; caK = 8 first steps x 7 (a later leg without direction
    // letters goes every way but straight back); mcabK = 8 steps there and back (igui or a turn pass).
    const auto lion = ex("KNADcaKmcabK");
    CHECK(lion.size() == 24 + 56 + 8);
    std::size_t back = 0;
    for (const auto& p : lion) {
        if (p.legs.size() != 2) continue;
        if (p.legs[0].step.dx + p.legs[1].step.dx == 0 && p.legs[0].step.dy + p.legs[1].step.dy == 0) {
            CHECK(p.legs[0].stop == (betza::Empty | betza::Enemy));
            ++back;
        }
    }
    CHECK(back == 8);
    // aW: the second W step goes straight on or turns, never straight back (3 x 4 paths).
    CHECK(ex("aW").size() == 12);
    // Xiangqi-horse shape: W then one diagonal step outward gives the 8 knight squares.
    CHECK(betza_test::reached("mafsW", 9, 9, "e5", betza::ReachMultiLeg) ==
          betza_test::names("d7 f7 c6 g6 c4 g4 d3 f3"));
    // Relative directions survive rotation: the gote hook mover turns the same way on the board.
    CHECK(betza_test::reached("RmasR", 5, 5, "c3", betza::ReachMultiLeg, Player::Second) ==
          betza_test::names("a1 a2 a4 a5 b1 b2 b4 b5 d1 d2 d4 d5 e1 e2 e4 e5"));
    // An earlier 'p' leg passes over an occupied square, which stays.
    CHECK(ex("pafcafK").front().legs[0].stop == betza::HopOver);
}

TEST_CASE("U and O", "[betza][expand]") {
    const auto u = ex("U");
    REQUIRE(u.size() == 1);
    CHECK(u[0].universal);
    CHECK(u[0].legs.empty());
    CHECK(ex("mU")[0].universal_stop == betza::Empty);
    const auto o = ex("O2");
    REQUIRE(o.size() == 2);
    CHECK(o[0].castling);
    CHECK(o[0].legs[0].max_steps == 2);
    CHECK(ex("lO3").size() == 1);
}
