#include <catch2/catch.hpp>

#include "interpreter/ruleset/did_you_mean.hpp"

TEST_CASE("edit distance counts insertions, deletions, substitutions and transpositions", "[ruleset][did-you-mean]") {
    CHECK(variant::edit_distance("promotion", "promotion") == 0);
    CHECK(variant::edit_distance("promtion", "promotion") == 1);
    CHECK(variant::edit_distance("pormotion", "promotion") == 1);  // transposition
    CHECK(variant::edit_distance("Board", "board") == 0);          // case does not count
    CHECK(variant::edit_distance("", "abc") == 3);
    CHECK(variant::edit_distance("kitten", "sitting") == 3);
}

TEST_CASE("a near miss gets a suggestion, a far one does not", "[ruleset][did-you-mean]") {
    std::vector<std::string> keys = {"board", "pieces", "promotion", "reserves", "royalty"};
    CHECK(variant::nearest("promtion", keys) == "promotion");
    CHECK(variant::nearest("peices", keys) == "pieces");
    CHECK(variant::nearest("royality", keys) == "royalty");
    CHECK_FALSE(variant::nearest("xyz", keys).has_value());
    CHECK_FALSE(variant::nearest("castling", keys).has_value());
    CHECK(variant::did_you_mean("bord", keys) == " (did you mean 'board'?)");
    CHECK(variant::did_you_mean("qqqqqq", keys).empty());
}
