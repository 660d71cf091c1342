// Parsing, canonical printing and plain-English descriptions.
#include <catch2/catch.hpp>

#include <string>

#include "betza/betza.hpp"

using betza::Player;
using betza::Symmetry;

TEST_CASE("spellings of the same move give the same tree", "[betza][syntax]") {
    CHECK(betza::parse("vW") == betza::parse("fbW"));
    CHECK(betza::parse("sR") == betza::parse("lrR"));
    CHECK(betza::parse("fF") == betza::parse("flfrF"));
    CHECK(betza::parse("fN") == betza::parse("ffN"));
    CHECK(betza::parse("mfW") == betza::parse("fmW"));
    CHECK(betza::parse("vsW") == betza::parse("W"));  // every direction is the default
}

TEST_CASE("the canonical printer", "[betza][syntax]") {
    CHECK(betza::print(betza::parse("mfWcfFifmnD")) == "fmWfcFifmnD");
    CHECK(betza::print(betza::parse("KNADcaKmabK")) == "KNADcaKmabK");
    CHECK(betza::print(betza::parse("fbW")) == "vW");
    CHECK(betza::print(betza::parse("fblrW")) == "W");
    CHECK(betza::print(betza::parse("lrfR")) == "fsR");
    CHECK(betza::print(betza::parse("NN")) == "NN");
    CHECK(betza::print(betza::parse("(1,4)0")) == "(1,4)0");
    CHECK(betza::parse("N1") == betza::parse("N"));
    CHECK(betza::print(betza::parse("R1")) == "R1");  // R1 is W, not R
    // Found by the fuzzer: "AvA" is A twice; printed as "AA" it would read back as the A rider.
    CHECK(betza::print(betza::parse("AvA")) == "A1A");
    CHECK(betza::parse("A1A") == betza::parse("AvA"));
}

// Every combination of up to three direction letters on every kind of atom, and on a later leg: the
// printed text means the same moves as the original (same expansion) and parses to the same tree.
TEST_CASE("round trip over all short direction spellings", "[betza][syntax]") {
    const std::string letters = "fblrvsh";
    std::vector<std::string> prefixes{""};
    for (char a : letters) {
        prefixes.push_back(std::string(1, a));
        for (char b : letters) {
            prefixes.push_back(std::string{a, b});
            for (char c : letters) prefixes.push_back(std::string{a, b, c});
        }
    }
    int checked = 0;
    for (const std::string& dirs : prefixes) {
        for (const std::string& form : {dirs + "W", dirs + "F", dirs + "N", dirs + "K", dirs + "R", "ca" + dirs + "K",
                                        "m" + dirs + "a" + dirs + "W", dirs + "mC", "i" + dirs + "cQ2"}) {
            betza::Piece tree;
            try {
                tree = betza::parse(form);
            } catch (const betza::ParseError&) {
                continue;
            }
            INFO(form << " printed as " << betza::print(tree));
            const betza::Piece again = betza::parse(betza::print(tree));
            CHECK(again == tree);
            CHECK(betza::expand(again, Player::First, Symmetry::Mirror) ==
                  betza::expand(tree, Player::First, Symmetry::Mirror));
            ++checked;
        }
    }
    CHECK(checked > 1000);
}

TEST_CASE("descriptions say the move in words, one clause per component", "[betza][syntax]") {
    CHECK(betza::describe(betza::parse("mfWcfFifmnD")) ==
          "moves (without capturing) one square forward; captures one square diagonally forward; only as its "
          "first move, moves (without capturing) two squares (leaping) forward, not jumping (the squares it "
          "passes must be empty)");
    CHECK(betza::describe(betza::parse("R")) == "moves or captures any number of squares orthogonally");
    CHECK(betza::describe(betza::parse("NN")) == "moves or captures any number of knight's leaps in a line in any direction");
    CHECK(betza::describe(betza::parse("ffN")) ==
          "moves or captures a knight's leap (1,2) in the two narrow forward directions");
    CHECK(betza::describe(betza::parse("cpR")) ==
          "captures any number of squares orthogonally, hopping over one piece on the way");
    CHECK(betza::describe(betza::parse("U")) == "moves or captures to any square of the board");
    CHECK(betza::describe(betza::parse("O2")) == "castles, the king moving 2 squares to either side");
    const std::string lion = betza::describe(betza::parse("caK"));
    CHECK(lion == "goes one square in any direction to an enemy, capturing it, then one square in any direction "
                  "and moves or captures there");
}
