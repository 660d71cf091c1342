#include <catch2/catch.hpp>

#include "interpreter/diagnostics.hpp"

using variant::Diagnostic;

TEST_CASE("a diagnostic renders as file:line:col, the source line and a caret", "[diagnostics]") {
    Diagnostic d{{"x.yaml", 2, 9}, 3, "unknown Betza letter 'J' in 'JfW'"};
    std::string text = "name: X\nbetza:  JfW\n";
    CHECK(variant::render(d, text) ==
          "x.yaml:2:9: error: unknown Betza letter 'J' in 'JfW'\n"
          "betza:  JfW\n"
          "        ^~~\n");
}

TEST_CASE("a diagnostic without a position or source prints only its headline", "[diagnostics]") {
    CHECK(variant::render(Diagnostic{{"nowhere.yaml", 0, 0}, 1, "cannot open"}) == "nowhere.yaml: error: cannot open\n");
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
