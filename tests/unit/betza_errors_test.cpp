// Malformed Betza strings: each must fail with its exact message and column (tests/data/betza/malformed.tsv),
// and the error must print with a caret under the culprit.
#include <catch2/catch.hpp>

#include <fstream>
#include <string>

#include "betza/betza.hpp"
#include "interpreter/core/diagnostics.hpp"

TEST_CASE("every malformed string in the corpus gets its own message and column", "[betza][errors]") {
    std::ifstream in(std::string(VARIANT_SOURCE_DIR) + "/tests/data/betza/malformed.tsv");
    REQUIRE(in);
    int rows = 0;
    for (std::string line; std::getline(in, line);) {
        if (line.empty() || line[0] == '#') continue;
        const auto tab1 = line.find('\t');
        const auto tab2 = line.find('\t', tab1 + 1);
        REQUIRE(tab2 != std::string::npos);
        std::string text = line.substr(0, tab1);
        if (text == "<empty>") text.clear();
        const std::size_t column = std::stoul(line.substr(tab1 + 1, tab2 - tab1 - 1));
        const std::string message = line.substr(tab2 + 1);
        ++rows;
        INFO("'" << text << "'");
        try {
            betza::parse(text);
            FAIL_CHECK("parsed without an error");
        } catch (const betza::ParseError& e) {
            CHECK(std::string(e.what()) == message);
            CHECK(e.column == column);
            CHECK(e.length >= 1);
        }
    }
    CHECK(rows >= 30);
}

TEST_CASE("a Betza diagnostic puts a caret under the culprit", "[betza][errors]") {
    try {
        betza::parse("WfFmcW");
        FAIL("parsed");
    } catch (const betza::ParseError& e) {
        CHECK(variant::render(variant::betza_error("WfFmcW", e)) ==
              "error: column 4: 'm' (move only) and 'c' (capture only) contradict each other; leave both out for "
              "a move that may do either in 'WfFmcW'\n"
              "  WfFmcW\n"
              "     ^~\n");
    }
    try {
        betza::parse("JfW");
        FAIL("parsed");
    } catch (const betza::ParseError& e) {
        const std::string text = variant::render(variant::betza_error("JfW", e));
        CHECK(text.rfind("error: column 1: 'J' is ambiguous", 0) == 0);
        CHECK(text.find("write Z for the (3,2) zebra or C for the (3,1) camel in 'JfW'\n  JfW\n  ^\n") !=
              std::string::npos);
    }
}

TEST_CASE("a Betza diagnostic gives the 1-based column", "[betza][errors]") {
    const auto formatted = [](const std::string& text) {
        try {
            betza::parse(text);
        } catch (const betza::ParseError& e) {
            return variant::render(variant::betza_error(text, e));
        }
        return std::string("parsed");
    };
    // 'X' is the second letter.
    CHECK(formatted("fXW") == "error: column 2: unknown Betza letter 'X' in 'fXW'\n  fXW\n   ^\n");
    // The third 'f' of "fffW" repeats the second; on K the second "ff" repeats the first (columns 3-4).
    CHECK(formatted("fffW") == "error: column 2: 'f' repeated: each direction is written once per leg in 'fffW'\n"
                               "  fffW\n   ^\n");
    CHECK(formatted("ffffK") == "error: column 3: 'ff' repeated: each direction is written once per leg in "
                                "'ffffK'\n  ffffK\n    ^~\n");
    CHECK(formatted("") == "error: column 1: empty Betza string: write at least one atom, e.g. 'W'\n  \n  ^\n");
}

TEST_CASE("a long run of one direction letter is an error at the first repetition", "[betza][errors]") {
    for (const auto& [text, column] : {std::pair{std::string(50000, 'f') + "W", std::size_t{1}},
                                       std::pair{std::string(50001, 'f') + "K", std::size_t{2}},
                                       std::pair{std::string(50000, 'm') + "W", std::size_t{1}}}) {
        try {
            betza::parse(text);
            FAIL("parsed");
        } catch (const betza::ParseError& e) {
            CHECK(e.column == column);
            CHECK(std::string(e.what()).find("repeated") != std::string::npos);
        }
    }
}

TEST_CASE("valid XBetza that looks odd is accepted", "[betza][errors]") {
    // ffsK, ffrrN, ffbbN, rrllK: doubled letters that mean something (see directions.hpp); fffsK = ff + fs;
    // fsfN = fs + f (wide and narrow forward pairs).
    for (const char* s : {"mcabK", "mcdW", "O2",      "lO2",   "fhN",   "iU",    "(2,0)", "(3,3)", "(1,4)0",
                          "W10",   "cdK",  "pafcafK", "RmasR", "fmasB", "jD",    "nA",    "ceF",   "oW",
                          "aW",    "hlN",  "ffrrN",   "ffsK",  "ffbbN", "rrllK", "fffsK", "fsfN",  "mafsW"}) {
        INFO(s);
        CHECK_NOTHROW(betza::parse(s));
    }
}
