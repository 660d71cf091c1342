// Where each byte of a YAML string's value was written, in every style a ruleset may use: the caret of
// a Betza or setup FEN mistake depends on it. Every expected line and column is counted by hand in the
// YAML text of its case (columns in bytes, from 1).
#include <catch2/catch.hpp>

#include <utility>
#include <vector>

#include "interpreter/ruleset/yaml_tree.hpp"

namespace {

using Points = std::vector<std::pair<int, int>>;

// The line and column of each byte of the value of key `v`.
Points layout_of(const std::string& yaml) {
    std::vector<variant::Diagnostic> errors;
    auto root = variant::yaml_tree::parse(yaml, "t.yaml", errors);
    REQUIRE(errors.empty());
    const auto* v = root.find("v");
    REQUIRE(v);
    REQUIRE(v->is_scalar());
    Points out;
    for (std::size_t i = 0; i < v->text.size(); ++i) {
        auto at = variant::shifted(v->text_at, i);
        out.emplace_back(at.line, at.column);
    }
    return out;
}

}  // namespace

TEST_CASE("a plain one-line string needs no layout", "[ruleset][layout]") {
    std::vector<variant::Diagnostic> errors;
    auto root = variant::yaml_tree::parse("v: abc\n", "t.yaml", errors);
    const auto& v = *root.find("v");
    CHECK(v.text_at.line == 1);
    CHECK(v.text_at.column == 4);
    CHECK_FALSE(v.text_at.layout);
    CHECK(layout_of("v: abc\n") == Points{{1, 4}, {1, 5}, {1, 6}});
}

TEST_CASE("double-quoted escapes place every byte they stand for at their backslash", "[ruleset][layout]") {
    // v: "a\tb\x41c"  ->  a TAB b A c;  columns: " 4, a 5, \t 6-7, b 8, \x41 9-12, c 13
    CHECK(layout_of("v: \"a\\tb\\x41c\"\n") == Points{{1, 5}, {1, 6}, {1, 8}, {1, 9}, {1, 13}});
    // \u00e9 is two bytes of UTF-8, both at the backslash (column 5); X at 11
    CHECK(layout_of("v: \"\\u00e9X\"\n") == Points{{1, 5}, {1, 5}, {1, 11}});
}

TEST_CASE("a quote written twice in a single-quoted string is one byte", "[ruleset][layout]") {
    // v: 'it''s J'  ->  i 5, t 6, '' 7-8, s 9, space 10, J 11
    CHECK(layout_of("v: 'it''s J'\n") == Points{{1, 5}, {1, 6}, {1, 7}, {1, 9}, {1, 10}, {1, 11}});
}

TEST_CASE("folded and literal blocks", "[ruleset][layout]") {
    // >: the break after "ab" (line 2, column 5) becomes a space; the final break is kept
    CHECK(layout_of("v: >\n  ab\n  cd\n") == Points{{2, 3}, {2, 4}, {2, 5}, {3, 3}, {3, 4}, {3, 5}});
    // >: an empty line between stays a line break (the empty line 3, column 1)
    CHECK(layout_of("v: >\n  ab\n\n  cd\n") == Points{{2, 3}, {2, 4}, {3, 1}, {4, 3}, {4, 4}, {4, 5}});
    // |: every break is kept
    CHECK(layout_of("v: |\n  ab\n  cd\n") == Points{{2, 3}, {2, 4}, {2, 5}, {3, 3}, {3, 4}, {3, 5}});
    // |-: the final break is stripped
    CHECK(layout_of("v: |-\n  ab\n") == Points{{2, 3}, {2, 4}});
}

TEST_CASE("strings over several lines", "[ruleset][layout]") {
    // plain: "ab cd", the space where line 1 ends (column 6)
    CHECK(layout_of("v: ab\n  cd\n") == Points{{1, 4}, {1, 5}, {1, 6}, {2, 3}, {2, 4}});
    // double-quoted, folded once and joined once by an escaped break: "ab cdef"
    CHECK(layout_of("v: \"ab\n  cd\\\n  ef\"\n") == Points{{1, 5}, {1, 6}, {1, 7}, {2, 3}, {2, 4}, {3, 3}, {3, 4}});
}

TEST_CASE("an alias points at the anchored text", "[ruleset][layout]") {
    // a: &x "p\"q"  ->  p 8, \" 9-10, q 11
    CHECK(layout_of("a: &x \"p\\\"q\"\nv: *x\n") == Points{{1, 8}, {1, 9}, {1, 11}});
    // an anchored plain string and a tagged one start after the anchor or tag
    CHECK(layout_of("v: &y ab\n") == Points{{1, 7}, {1, 8}});
    CHECK(layout_of("v: !!str ab\n") == Points{{1, 10}, {1, 11}});
}

TEST_CASE("past the end and across escapes", "[ruleset][layout]") {
    std::vector<variant::Diagnostic> errors;
    auto root = variant::yaml_tree::parse("v: ab\n  cd\n", "t.yaml", errors);
    auto end = variant::shifted(root.find("v")->text_at, 5);  // just after "cd" on line 2
    CHECK(end.line == 2);
    CHECK(end.column == 5);
    // "a\tb\x41c": the five bytes cover columns 5 to 13 of their line
    auto escaped = variant::yaml_tree::parse("v: \"a\\tb\\x41c\"\n", "t.yaml", errors);
    CHECK(variant::span(escaped.find("v")->text_at, 0, 5) == 9);
    CHECK(variant::span(escaped.find("v")->text_at, 1, 1) == 1);
}
