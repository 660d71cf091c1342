#include "interpreter/core/diagnostics.hpp"

#include <algorithm>
#include <fstream>
#include <sstream>
#include <string_view>

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

// A message is one line of text: a value quoted in it may hold a line break, a tab or worse (a folded
// YAML string, an escape), which would break the line or reach the terminal raw.
std::string escape_controls(std::string_view text) {
    static const char* const hex = "0123456789abcdef";
    std::string out;
    for (char c : text) {
        auto byte = static_cast<unsigned char>(c);
        if (byte >= 0x20 && byte != 0x7f) out += c;
        else if (c == '\n') out += "\\n";
        else if (c == '\t') out += "\\t";
        else if (c == '\r') out += "\\r";
        else out += std::string("\\x") + hex[byte >> 4] + hex[byte & 15];
    }
    return out;
}

// A source line is shown only if it is text: UTF-8, without control characters but tabs (which the caret
// line copies). A UTF-16 or binary file would print garbage.
bool is_text(std::string_view line) {
    for (std::size_t i = 0; i < line.size();) {
        auto byte = static_cast<unsigned char>(line[i]);
        if ((byte < 0x20 && byte != '\t') || byte == 0x7f) return false;
        int more = byte < 0x80 ? 0 : (byte & 0xe0) == 0xc0 ? 1 : (byte & 0xf0) == 0xe0 ? 2 : (byte & 0xf8) == 0xf0 ? 3 : -1;
        if (more < 0 || i + std::size_t(more) >= line.size()) return false;
        for (int k = 1; k <= more; ++k)
            if ((static_cast<unsigned char>(line[i + std::size_t(k)]) & 0xc0) != 0x80) return false;
        i += std::size_t(more) + 1;
    }
    return true;
}

// Control characters escaped, and each error once: a YAML alias hands one string to several keys, and
// its one mistake would otherwise be reported at the same place as often as it is used.
std::vector<Diagnostic> escaped_once(std::vector<Diagnostic> diagnostics) {
    std::vector<Diagnostic> out;
    for (auto& d : diagnostics) {
        d.message = escape_controls(d.message);
        const bool repeated = std::any_of(out.begin(), out.end(), [&](const Diagnostic& e) {
            return e.where.file == d.where.file && e.where.line == d.where.line && e.where.column == d.where.column &&
                   e.length == d.length && e.message == d.message;
        });
        if (!repeated) out.push_back(std::move(d));
    }
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
    out << ": error: " << escape_controls(d.message);
    return out.str();
}

std::string render(const Diagnostic& d, std::string_view source_text) {
    std::string out = headline(d) + '\n';
    if (d.where.line <= 0) return out;
    std::string line = line_of(source_text, d.where.line);
    if (line.empty() || !is_text(line)) return out;
    out += line + '\n';
    out += caret_line(line, std::max(d.where.column, 1), d.length) + '\n';
    return out;
}

std::string render(const Diagnostic& d) {
    if (d.where.line <= 0) return headline(d) + '\n';  // nothing to show, and the file may be endless (/dev/zero)
    std::ifstream in(d.where.file, std::ios::binary);
    std::string text, line;
    for (int i = 1; i <= d.where.line && std::getline(in, line); ++i) text += line + '\n';
    return render(d, text);
}

DiagnosticError::DiagnosticError(std::vector<Diagnostic> diagnostics)
    : std::runtime_error(joined_headlines(escaped_once(diagnostics))), diagnostics_(escaped_once(std::move(diagnostics))) {}

DiagnosticError::DiagnosticError(Diagnostic diagnostic)
    : DiagnosticError(std::vector<Diagnostic>{std::move(diagnostic)}) {}

std::string DiagnosticError::render_all() const {
    std::string out;
    for (const auto& d : diagnostics_) out += render(d);
    return out;
}

}  // namespace variant
