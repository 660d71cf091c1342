// The text checks a ruleset passes before it is read as YAML: which byte sequences are UTF-8 (RFC 3629,
// table in section 4: the well-formed byte ranges) and where the first bad one is reported.
#include <catch2/catch.hpp>

#include <string>

#include "interpreter/ruleset/source_text.hpp"

using variant::yaml_tree::encoding_problem;

namespace {

// The 1-based column of the problem on line 1, or 0 when the text is accepted.
int bad_column(const std::string& text) {
    auto problem = encoding_problem(text);
    if (!problem) return 0;
    CHECK(problem->where.line == 1);
    return problem->where.column;
}

}  // namespace

TEST_CASE("UTF-8: well-formed characters of every length are accepted", "[ruleset][text]") {
    CHECK(bad_column("name: plain ASCII") == 0);
    CHECK(bad_column("name: caf\xc3\xa9") == 0);                    // U+00E9, two bytes
    CHECK(bad_column("name: \xe5\xb0\x86\xe6\xa3\x8b") == 0);       // U+5C06 U+68CB (shogi), three bytes each
    CHECK(bad_column("name: \xf0\x9f\x90\x89") == 0);               // U+1F409, four bytes
    CHECK(bad_column("name: \xed\x9f\xbf \xf4\x8f\xbf\xbf") == 0);  // U+D7FF and U+10FFFF, the edges
}

TEST_CASE("UTF-8: bytes that start no character are refused at their column", "[ruleset][text]") {
    CHECK(bad_column("ab\xe9") == 3);             // Latin-1 e-acute
    CHECK(bad_column("a\x80") == 2);              // a lone continuation byte
    CHECK(bad_column("a\xc0\xaf") == 2);          // overlong '/': C0 and C1 never occur
    CHECK(bad_column("a\xe0\x80\xaf") == 2);      // overlong three-byte form (E0 needs A0..BF next)
    CHECK(bad_column("a\xed\xa0\x80") == 2);      // U+D800, a surrogate (ED needs 80..9F next)
    CHECK(bad_column("a\xf4\x90\x80\x80") == 2);  // U+110000, past the last code point
    CHECK(bad_column("a\xf5\x80\x80\x80") == 2);  // F5..FF never occur
    CHECK(bad_column("a\xe5\xb0") == 2);          // a character cut short by the end of the text
    CHECK(bad_column("a\xe5\xb0z") == 2);         // ... or by an ASCII byte
}

TEST_CASE("UTF-8: the line of a bad byte counts the newlines before it", "[ruleset][text]") {
    auto problem = encoding_problem("name: x\n\nboard: \xff\n");
    REQUIRE(problem);
    CHECK(problem->where.line == 3);
    CHECK(problem->where.column == 8);
}

TEST_CASE("YAML documents: a second one is found at its marker, one opening '---' is fine", "[ruleset][text]") {
    using variant::yaml_tree::second_document;
    // Markers stand at the start of a line; by the YAML spec no scalar of a document may start a line with one.
    CHECK_FALSE(second_document("name: x\nsetup: 8/8\n"));
    CHECK_FALSE(second_document("# comment\n%YAML 1.2\n---\nname: x\n"));  // directives, then the one document
    CHECK_FALSE(second_document("name: x\n...\n# only a comment after the end\n"));
    CHECK_FALSE(second_document("name: |\n  ---- not a marker\n  --- indented, so text\n"));
    auto after_content = second_document("name: x\n---\nboard: 3\n");
    REQUIRE(after_content);
    CHECK((after_content->where.line == 2 && after_content->where.column == 1 && after_content->length == 3));
    auto on_marker_line = second_document("--- {name: x}\n---\n");  // the first document starts on its marker
    REQUIRE(on_marker_line);
    CHECK(on_marker_line->where.line == 2);
    auto after_end = second_document("name: x\n...\n\n  board: 3\n");
    REQUIRE(after_end);
    CHECK((after_end->where.line == 4 && after_end->where.column == 3 && after_end->length == 1));
}
