#include "interpreter/diagnostics.hpp"

#include <algorithm>
#include <fstream>
#include <sstream>

namespace variant {

namespace {

// Line `line` (1-based) of `text`, without its line break; empty if there is no such line.
std::string line_of(std::string_view text, int line) {
    std::size_t start = 0;
    for (int i = 1; i < line; ++i) {
        std::size_t nl = text.find('\n', start);
        if (nl == std::string_view::npos) return {};
        start = nl + 1;
    }
    std::size_t end = text.find('\n', start);
    std::string_view result = text.substr(start, end == std::string_view::npos ? text.size() - start : end - start);
    if (!result.empty() && result.back() == '\r') result.remove_suffix(1);
    return std::string(result);
}

// Spaces up to the column, but tabs where the source line has tabs, so the caret lines up in a terminal.
std::string caret_line(const std::string& source_line, int column, int length) {
    std::string out;
    for (int i = 0; i + 1 < column; ++i)
        out += (i < int(source_line.size()) && source_line[i] == '\t') ? '\t' : ' ';
    out += '^';
    out.append(std::size_t(std::max(length, 1) - 1), '~');
    return out;
}

std::string joined_headlines(const std::vector<Diagnostic>& diagnostics) {
    std::string out;
    for (const auto& d : diagnostics) {
        if (!out.empty()) out += '\n';
        out += headline(d);
    }
    return out;
}

}  // namespace

std::string headline(const Diagnostic& d) {
    std::ostringstream out;
    out << d.where.file;
    if (d.where.line > 0) out << ':' << d.where.line << ':' << std::max(d.where.column, 1);
    out << ": error: " << d.message;
    return out.str();
}

std::string render(const Diagnostic& d, std::string_view source_text) {
    std::string out = headline(d) + '\n';
    if (d.where.line <= 0) return out;
    std::string line = line_of(source_text, d.where.line);
    if (line.empty()) return out;
    out += line + '\n';
    out += caret_line(line, std::max(d.where.column, 1), d.length) + '\n';
    return out;
}

std::string render(const Diagnostic& d) {
    std::ifstream in(d.where.file, std::ios::binary);
    if (!in) return headline(d) + '\n';
    std::ostringstream text;
    text << in.rdbuf();
    return render(d, text.str());
}

DiagnosticError::DiagnosticError(std::vector<Diagnostic> diagnostics)
    : std::runtime_error(joined_headlines(diagnostics)), diagnostics_(std::move(diagnostics)) {}

DiagnosticError::DiagnosticError(Diagnostic diagnostic)
    : DiagnosticError(std::vector<Diagnostic>{std::move(diagnostic)}) {}

std::string DiagnosticError::render_all() const {
    std::string out;
    for (const auto& d : diagnostics_) out += render(d);
    return out;
}

}  // namespace variant
