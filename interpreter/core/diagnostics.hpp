// The one error report of the program, for every stage that reads user input (ruleset loader, compiler,
// FEN parser, the Betza strings, FENs and moves given on the command line): a headline, then the text at
// fault and a caret under the culprit. In a file: `file:line:col: error: message`, the source line and the
// caret line. In a command-line argument: `error: message`, the argument and the caret line, indented.
#pragma once

#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "interpreter/core/source.hpp"

namespace betza {
struct ParseError;
}

namespace variant {

struct Diagnostic {
    SourceLocation where;  // line 0 = no position known (only the file name is printed)
    int length = 1;        // characters to underline, starting at where.column
    std::string message;   // without the "error: " prefix; control characters are shown escaped ("\n"),
                           // but in a command-line argument (where.argument), shown as the user typed it
    // A warning ("warning: " in place of "error: "): something that loads and plays, but likely not as
    // meant (an `e` that can never take anything). Printed, never failing the load.
    bool warning = false;
};

// A mistake in a command-line argument `text`, at its 0-based `column`, underlining `length` bytes.
Diagnostic argument_error(std::string_view text, std::size_t column, std::size_t length, std::string message);

// A mistake in a Betza string given on its own (on the command line):
// "error: column <1-based column>: <message> in '<text>'", the text and the caret.
Diagnostic betza_error(std::string_view text, const betza::ParseError& error);

// The caret renderer every report uses: `indent` and `line`, then `indent` and a line with '^' under the
// byte at the 0-based `column` and '~' under the `length` - 1 bytes after it (at least the '^'), each
// ending in '\n'. With keep_tabs the caret line has a tab where `line` has one before the column, so the
// caret lines up in a terminal.
std::string caret_excerpt(std::string_view line, std::size_t column, std::size_t length, std::string_view indent = "",
                          bool keep_tabs = false);

// The first line alone: "file:line:col: error: message" ("error: message" in an argument; "warning:" for a
// warning).
std::string headline(const Diagnostic& d);

// The headline, the source line and a caret line (`^~~~`), each ending in '\n'. The first overload reads
// the line from where.file (or shows where.argument, indented by two spaces); if that file cannot be read,
// only the headline is returned.
std::string render(const Diagnostic& d);
std::string render(const Diagnostic& d, std::string_view source_text);

// Thrown when input has errors; carries all of them (in source order) so a user sees every mistake at once.
// Their messages are kept with control characters escaped, as headline() prints them.
class DiagnosticError : public std::runtime_error {
public:
    explicit DiagnosticError(std::vector<Diagnostic> diagnostics);
    explicit DiagnosticError(Diagnostic diagnostic);
    const std::vector<Diagnostic>& diagnostics() const { return diagnostics_; }
    std::string render_all() const;  // every diagnostic rendered, in order

private:
    std::vector<Diagnostic> diagnostics_;
};

}  // namespace variant
