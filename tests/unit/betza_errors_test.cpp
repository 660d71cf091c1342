// Malformed Betza strings: each must fail with its exact message and column (tests/data/betza/malformed.tsv),
// and the error must print with a caret under the culprit.
#include <catch2/catch.hpp>

#include <fstream>
#include <string>

#include "betza/betza.hpp"

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

TEST_CASE("format_error puts a caret under the culprit", "[betza][errors]") {
    try {
        betza::parse("WfFmcW");
        FAIL("parsed");
    } catch (const betza::ParseError& e) {
        CHECK(betza::format_error("WfFmcW", e) ==
              "error: 'm' (move only) and 'c' (capture only) contradict each other; leave both out for a move "
              "that may do either in 'WfFmcW'\n"
              "  WfFmcW\n"
              "     ^~\n");
    }
    try {
        betza::parse("JfW");
        FAIL("parsed");
    } catch (const betza::ParseError& e) {
        const std::string text = betza::format_error("JfW", e);
        CHECK(text.rfind("error: 'J' is ambiguous", 0) == 0);
        CHECK(text.find("write Z for the (3,2) zebra or C for the (3,1) camel in 'JfW'\n  JfW\n  ^\n") !=
              std::string::npos);
    }
}

TEST_CASE("valid XBetza that looks odd is accepted", "[betza][errors]") {
    for (const char* s : {"mcabK", "mcdW", "O2", "lO2", "fhN", "iU", "(2,0)", "(3,3)", "(1,4)0", "W10", "cdK",
                          "pafcafK", "RmasR", "fmasB", "jD", "nA", "ceF", "oW", "aW", "hlN", "ffrrN"}) {
        INFO(s);
        CHECK_NOTHROW(betza::parse(s));
    }
}
