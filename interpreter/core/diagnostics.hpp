// Compiler-style error reports shared by every stage that reads user input (ruleset loader, compiler,
// FEN parser): `file:line:col: error: message`, then the source line and a caret under the culprit.
#pragma once

#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "interpreter/core/source.hpp"

namespace variant {

struct Diagnostic {
    SourceLocation where;  // line 0 = no position known (only the file name is printed)
    int length = 1;        // characters to underline, starting at where.column
    std::string message;   // without the "error: " prefix; control characters are shown escaped ("\n")
};

// The first line alone: "file:line:col: error: message".
std::string headline(const Diagnostic& d);

// The headline, the source line and a caret line (`^~~~`), each ending in '\n'. The first overload reads
// the line from where.file; if that file cannot be read, only the headline is returned.
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
