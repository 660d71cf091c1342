// `variant explain`: the drawing, the exit statuses and the error on stderr.
#include <catch2/catch.hpp>

#include <string>

#include "tests/unit/run_variant.hpp"

namespace {

using Run = variant::testing::CommandRun;

Run explain(const std::string& args) { return variant::testing::run_variant("explain " + args); }

}  // namespace

TEST_CASE("explain draws the chess pawn", "[betza][explain]") {
    const Run r = explain("mfWcfFifmnD --from e2");
    CHECK(r.status == 0);
    // Hand-worked: e3 move only, d3/f3 capture only, e4 first move only.
    CHECK(r.out.find("4  . . . . i . . .\n3  . . . x m x . .\n2  . . . . P . . .\n") != std::string::npos);
    CHECK(r.out.find("  m  moves only (to an empty square)\n") != std::string::npos);
    CHECK(r.out.find("captures one square diagonally forward") != std::string::npos);
}

TEST_CASE("explain draws the lion on 12x12", "[betza][explain]") {
    const Run r = explain("KNADcaKmabK --board 12x12");
    CHECK(r.status == 0);
    CHECK(r.out.find(" 6  . . . * * P * * . . . .\n") != std::string::npos);
    CHECK(r.out.find("a pass, or igui") != std::string::npos);
    CHECK(r.out.find("    a b c d e f g h i j k l\n") != std::string::npos);
}

TEST_CASE("explain: second player and files past z", "[betza][explain]") {
    const Run r = explain("fW --player 2 --board 28x3 --from ab2");
    CHECK(r.status == 0);
    // 28 files: a..z, aa, ab; the second player's forward step from ab2 is ab1.
    CHECK(r.out.find("  y  z aa ab\n") != std::string::npos);
    CHECK(r.out.find("  P\n1   .  .  .") != std::string::npos);
    CHECK(r.out.find("  *\n    a  b") != std::string::npos);
}

TEST_CASE("explain: bad Betza is exit 1 with a caret, bad usage exit 2", "[betza][explain]") {
    const Run bad = explain("JfW");
    CHECK(bad.status == 1);
    CHECK(bad.err.rfind("error: column 1: 'J' is ambiguous", 0) == 0);
    CHECK(bad.err.find("\n  JfW\n  ^\n") != std::string::npos);
    // The column is 1-based: 'X' is the second character.
    const Run unknown = explain("fXW");
    CHECK(unknown.status == 1);
    CHECK(unknown.err == "error: column 2: unknown Betza letter 'X' in 'fXW'\n  fXW\n   ^\n");
    CHECK(unknown.out.empty());
    const Run empty = explain("''");
    CHECK(empty.status == 1);
    CHECK(empty.err.rfind("error: column 1: empty Betza string", 0) == 0);
    CHECK(explain("").status == 2);
    CHECK(explain("W --board 8").status == 2);
    CHECK(explain("W --from z9").status == 2);
    CHECK(explain("W --player 3").status == 2);
    CHECK(explain("W --frobnicate").status == 2);
    CHECK(explain("W N").status == 2);
    CHECK(explain("--help").status == 0);
}
