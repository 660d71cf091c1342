#include <catch2/catch.hpp>

#include "interpreter/core/diagnostics.hpp"

using variant::Diagnostic;

TEST_CASE("a diagnostic renders as file:line:col, the source line and a caret", "[diagnostics]") {
    Diagnostic d{{"x.yaml", 2, 9}, 3, "unknown Betza letter 'J' in 'JfW'"};
    std::string text = "name: X\nbetza:  JfW\n";
    CHECK(variant::render(d, text) == "x.yaml:2:9: error: unknown Betza letter 'J' in 'JfW'\n"
                                      "betza:  JfW\n"
                                      "        ^~~\n");
}

TEST_CASE("a diagnostic without a position or source prints only its headline", "[diagnostics]") {
    CHECK(variant::render(Diagnostic{{"nowhere.yaml", 0, 0}, 1, "cannot open"}) ==
          "nowhere.yaml: error: cannot open\n");
    CHECK(variant::render(Diagnostic{{"/nonexistent/x.yaml", 3, 4}, 1, "m"}) == "/nonexistent/x.yaml:3:4: error: m\n");
}

TEST_CASE("tabs in the source line are kept in the caret line", "[diagnostics]") {
    Diagnostic d{{"t.yaml", 1, 3}, 1, "m"};
    CHECK(variant::render(d, "\tab") == "t.yaml:1:3: error: m\n\tab\n\t ^\n");
}

TEST_CASE("DiagnosticError carries every diagnostic", "[diagnostics]") {
    variant::DiagnosticError e({Diagnostic{{"a", 1, 1}, 1, "one"}, Diagnostic{{"a", 2, 1}, 1, "two"}});
    REQUIRE(e.diagnostics().size() == 2);
    CHECK(std::string(e.what()) == "a:1:1: error: one\na:2:1: error: two");
}

TEST_CASE("a message never holds a raw line break or control character", "[diagnostics]") {
    // A folded YAML string quoted in a message ends in a line break; a tab or ESC must not reach the terminal.
    Diagnostic d{{"f.yaml", 1, 1}, 1, "bad 'fR\nJ\t\x1b'"};
    CHECK(variant::render(d, "x") == "f.yaml:1:1: error: bad 'fR\\nJ\\t\\x1b'\nx\n^\n");
    variant::DiagnosticError e(d);
    CHECK(e.diagnostics()[0].message == "bad 'fR\\nJ\\t\\x1b'");
    CHECK(std::string(e.what()) == "f.yaml:1:1: error: bad 'fR\\nJ\\t\\x1b'");
}

TEST_CASE("a source line that is not UTF-8 text is not shown", "[diagnostics]") {
    // A UTF-16 file's first line: its byte order mark and NUL bytes would print as garbage.
    Diagnostic d{{"u.yaml", 1, 1}, 1, "the file is UTF-16"};
    CHECK(variant::render(d, std::string("\xff\xfen\0a\0", 6)) == "u.yaml:1:1: error: the file is UTF-16\n");
    // UTF-8 beyond ASCII is text.
    CHECK(variant::render(d, "caf\xc3\xa9") == "u.yaml:1:1: error: the file is UTF-16\ncaf\xc3\xa9\n^\n");
}
