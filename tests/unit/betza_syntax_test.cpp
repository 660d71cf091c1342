// Parsing, canonical printing and plain-English descriptions.
#include <catch2/catch.hpp>

#include <optional>
#include <string>
#include <vector>

#include "betza/betza.hpp"

using betza::Player;

namespace {

// The tree of `text`, or nothing when it is not valid Betza (the loops below try many spellings).
std::optional<betza::Piece> parse_if_valid(const std::string& text) {
    try {
        return betza::parse(text);
    } catch (const betza::ParseError&) {
        return std::nullopt;
    }
}

// Every string of up to `longest` direction letters, the empty one included.
std::vector<std::string> direction_prefixes(std::size_t longest) {
    std::vector<std::string> prefixes{""};
    for (std::size_t begin = 0, length = 1; length <= longest; ++length) {
        const std::size_t end = prefixes.size();
        for (std::size_t i = begin; i < end; ++i)
            for (char c : std::string("fblrvsh")) prefixes.push_back(prefixes[i] + c);
        begin = end;
    }
    return prefixes;
}

}  // namespace

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
    CHECK(betza::parse("K1") == betza::parse("K"));   // a range equal to the atom's own reach says nothing
    CHECK(betza::parse("B0") == betza::parse("B"));
    CHECK(betza::print(betza::parse("K0")) == "K0");         // K0 rides: it is not K
    CHECK(betza::print(betza::parse("fBfbB2")) == "fB0B2");  // not "fBB2", which reads as B doubled
    // vA is every diagonal, so "AvA" is A twice: one component (printed as "AA" it would read back as the
    // A rider). "mA1A" keeps the 1: "mAA" is the non-capturing A rider.
    CHECK(betza::print(betza::parse("AvA")) == "A");
    CHECK(betza::print(betza::parse("mA1A")) == "mA1A");
    // Components that differ only in their directions are one: bF + vF (every diagonal) = F; fW + bW = vW.
    CHECK(betza::print(betza::parse("RbF1F")) == "RF");
    CHECK(betza::print(betza::parse("RbFvF")) == "RF");
    CHECK(betza::print(betza::parse("fWbW")) == "vW");
    CHECK(betza::print(betza::parse("lO2rO2")) == "O2");
    CHECK(betza::print(betza::parse("sO2")) == "O2");
    CHECK(betza::print(betza::parse("RbF")) == "RbF");
    // The shortest letters: rF is fr + br; fbN and vN are the four narrow vertical moves; sN the four wide
    // sideways ones; fbrF = f (fl, fr) + br, written "fl" + "r" (fl + fr, br); ffsK = f + s, written s + f
    // ("fs" would be the forward diagonals).
    CHECK(betza::print(betza::parse("frbrF")) == "rF");
    CHECK(betza::print(betza::parse("fbN")) == "vN");
    CHECK(betza::print(betza::parse("ffbbN")) == "vN");
    CHECK(betza::print(betza::parse("llrrN")) == "sN");
    CHECK(betza::print(betza::parse("fbrF")) == "flrF");
    CHECK(betza::print(betza::parse("ffsK")) == "sfK");
    // ffN and fN are the same narrow pair (XBoard and Fairy-Stockfish read fN so): the shorter is printed.
    CHECK(betza::print(betza::parse("ffN")) == "fN");
}

// No spelling of the same directions is shorter than the canonical one: every prefix of up to 5 direction
// letters on every kind of atom prints to at most as many letters.
TEST_CASE("the canonical directions are the shortest", "[betza][syntax]") {
    int checked = 0;
    for (const std::string& dirs : direction_prefixes(5))
        for (const char* atom : {"W", "F", "K", "N", "(1,3)"}) {
            const std::string text = dirs + atom;
            const std::optional<betza::Piece> parsed = parse_if_valid(text);
            if (!parsed) continue;
            const betza::Piece& tree = *parsed;
            INFO(text << " printed as " << betza::print(tree));
            CHECK(betza::print(tree).size() <= text.size());
            ++checked;
        }
    CHECK(checked > 5000);
}

// Every combination of up to three direction letters on every kind of atom, and on a later leg: the
// printed text means the same moves as the original (same expansion) and parses to the same tree.
TEST_CASE("round trip over all short direction spellings", "[betza][syntax]") {
    int checked = 0;
    for (const std::string& dirs : direction_prefixes(3)) {
        for (const std::string& form : {dirs + "W", dirs + "F", dirs + "N", dirs + "K", dirs + "R", "ca" + dirs + "K",
                                        "m" + dirs + "a" + dirs + "W", dirs + "mC", "i" + dirs + "cQ2"}) {
            const std::optional<betza::Piece> parsed = parse_if_valid(form);
            if (!parsed) continue;
            const betza::Piece& tree = *parsed;
            INFO(form << " printed as " << betza::print(tree));
            const betza::Piece again = betza::parse(betza::print(tree));
            CHECK(again == tree);
            CHECK(betza::expand(again, Player::First) == betza::expand(tree, Player::First));
            ++checked;
        }
    }
    CHECK(checked > 1000);
}

// Two components on the same letter, written next to each other, must not print as a doubled letter
// ("fB" + "fbB2" once printed "fBB2", which reads as B doubled: the fuzzer found it). Every pair of a few
// prefixes and ranges on every lettered atom round-trips; "fb", "vs" and "fblr" name every direction of
// some atoms, so the canonical text drops them and the two letters meet.
TEST_CASE("round trip of two components on the same letter", "[betza][syntax]") {
    int checked = 0;
    for (const std::string letter : {"W", "F", "D", "N", "A", "H", "C", "Z", "G", "K", "R", "B", "Q"})
        for (const std::string first : {"", "f", "m", "fm", "i", "ca"})
            for (const std::string first_range : {"", "0", "1", "2"})
                for (const std::string second : {"", "b", "c", "i", "fb", "vs", "fblr"})
                    for (const std::string second_range : {"", "0", "1", "3"})
                        for (const bool doubled : {false, true}) {
                            const std::string form = first + letter + first_range + second + letter +
                                                     (doubled ? letter : "") + second_range;
                            const std::optional<betza::Piece> parsed = parse_if_valid(form);
                            if (!parsed) continue;
                            const betza::Piece& tree = *parsed;
                            INFO(form << " printed as " << betza::print(tree));
                            CHECK(betza::parse(betza::print(tree)) == tree);
                            ++checked;
                        }
    CHECK(checked > 1000);
}

TEST_CASE("descriptions say the move in words, one clause per component", "[betza][syntax]") {
    // Hand-written sentences; each says what the piece's definition says.
    CHECK(betza::describe(betza::parse("mfWcfFifmnD")) ==
          "moves (without capturing) one square forward; captures one square diagonally forward; only as its "
          "first move, moves (without capturing) two squares forward, provided the square in between is empty");
    CHECK(betza::describe(betza::parse("R")) == "moves or captures any number of squares orthogonally");
    CHECK(betza::describe(betza::parse("NN")) ==
          "moves or captures any number of knight's leaps in a line in any direction");
    CHECK(betza::describe(betza::parse("cpR")) ==
          "captures any number of squares orthogonally, hopping over exactly one piece on the way");
    CHECK(betza::describe(betza::parse("U")) == "moves or captures anywhere on the board");
    CHECK(betza::describe(betza::parse("cU")) == "captures anywhere on the board");
    CHECK(betza::describe(betza::parse("O2")) == "castles, the king moving two squares to either side");
    const std::string lion = betza::describe(betza::parse("caK"));
    CHECK(lion == "goes one square in any direction to an enemy, capturing it, then one square in any direction "
                  "but straight back and moves or captures there");
}

TEST_CASE("descriptions of oblique directions name the squares", "[betza][syntax]") {
    // ffN: (1,2) and (-1,2); fsN: (2,1) and (-2,1); lvN: (-1,2) and (-1,-2); vN: the four (+-1,+-2).
    CHECK(betza::describe(betza::parse("ffN")) ==
          "moves or captures a knight's leap (1,2), two squares forward and one to either side");
    CHECK(betza::describe(betza::parse("fsN")) ==
          "moves or captures a knight's leap (1,2), one square forward and two to either side");
    CHECK(betza::describe(betza::parse("lvN")) ==
          "moves or captures a knight's leap (1,2), two squares forward or backward and one to the left");
    CHECK(betza::describe(betza::parse("vN")) ==
          "moves or captures a knight's leap (1,2), two squares forward or backward and one to either side");
    // frN: the upper move of the right pair, (2,1).
    CHECK(betza::describe(betza::parse("frN")) ==
          "moves or captures a knight's leap (1,2), one square forward and two to the right");
    // fhN: the four forward moves, the narrow pair first.
    CHECK(betza::describe(betza::parse("fhN")) ==
          "moves or captures a knight's leap (1,2), two squares forward and one to either side, or one square "
          "forward and two to either side");
    // nN (the xiangqi horse) is blocked by the orthogonal neighbour on its path.
    CHECK(betza::describe(betza::parse("nN")) ==
          "moves or captures a knight's leap (1,2) in any direction, provided the square on its path is empty "
          "(the path goes straight first, then diagonally)");
}

TEST_CASE("descriptions of captures, leaps and hops", "[betza][syntax]") {
    CHECK(betza::describe(betza::parse("RbF")) ==
          "moves or captures any number of squares orthogonally; moves or captures one square diagonally backward");
    CHECK(betza::describe(betza::parse("mRcB")) ==
          "moves (without capturing) any number of squares orthogonally; captures any number of squares "
          "diagonally");
    CHECK(betza::describe(betza::parse("cdK")) == "captures an enemy or a friendly piece one square in any direction");
    CHECK(betza::describe(betza::parse("cdaK")) ==
          "goes one square in any direction to an enemy or a friendly piece, capturing it, then one square in any "
          "direction but straight back and moves or captures there");
    CHECK(betza::describe(betza::parse("mfWcefF")) ==
          "moves (without capturing) one square forward; captures (also en passant) one square diagonally forward");
    CHECK(betza::describe(betza::parse("D")) ==
          "moves or captures two squares orthogonally, leaping over the square in between");
    CHECK(betza::describe(betza::parse("jH")) ==
          "moves or captures three squares orthogonally, provided the two squares in between are occupied");
    CHECK(betza::describe(betza::parse("gQ")) ==
          "moves or captures any number of squares in any direction by hopping over the first piece in its way "
          "and landing right behind it");
    CHECK(betza::describe(betza::parse("R4")) == "moves or captures up to four squares orthogonally");
    // fsK: the two forward diagonals; fsR: forward, left and right; fbrF: fl, fr and br.
    CHECK(betza::describe(betza::parse("fsK")) == "moves or captures one square diagonally forward");
    CHECK(betza::describe(betza::parse("fsR")) == "moves or captures any number of squares forward or sideways");
    CHECK(betza::describe(betza::parse("fbrF")) == "moves or captures one square diagonally forward or backward-right");
    CHECK(betza::describe(betza::parse("fWfF")) ==
          "moves or captures one square forward; moves or captures one square diagonally forward");
}
