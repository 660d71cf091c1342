#include "interpreter/core/diagnostics.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <fstream>
#include <iterator>
#include <string_view>

#include "betza/betza.hpp"

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
        else fmt::format_to(std::back_inserter(out), "\\x{}{}", hex[byte >> 4], hex[byte & 15]);
    }
    return out;
}

// A source line is shown only if it is text: UTF-8, without control characters but tabs (which the caret
// line copies). A UTF-16 or binary file would print garbage.
bool is_text(std::string_view line) {
    for (std::size_t i = 0; i < line.size();) {
        auto byte = static_cast<unsigned char>(line[i]);
        if ((byte < 0x20 && byte != '\t') || byte == 0x7f) return false;
        int more = byte < 0x80             ? 0
                   : (byte & 0xe0) == 0xc0 ? 1
                   : (byte & 0xf0) == 0xe0 ? 2
                   : (byte & 0xf8) == 0xf0 ? 3
                                           : -1;
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

// The 0-based column of a diagnostic's culprit.
std::size_t column0(const Diagnostic& d) { return std::size_t(std::max(d.where.column, 1) - 1); }

}  // namespace

Diagnostic argument_error(std::string_view text, std::size_t column, std::size_t length, std::string message) {
    Diagnostic d;
    d.where.column = int(column) + 1;
    d.length = int(std::max<std::size_t>(length, 1));
    d.message = std::move(message);
    d.where.argument = std::make_shared<const std::string>(text);
    return d;
}

Diagnostic betza_error(std::string_view text, const betza::ParseError& error) {
    const std::string in = text.empty() ? "" : fmt::format(" in '{}'", text);
    return argument_error(text, error.column, error.length,
                          fmt::format("column {}: {}{}", error.column + 1, error.what(), in));
}

std::string caret_excerpt(std::string_view line, std::size_t column, std::size_t length, std::string_view indent,
                          bool keep_tabs) {
    std::string out;
    auto to = std::back_inserter(out);
    fmt::format_to(to, "{}{}\n{}", indent, line, indent);
    for (std::size_t i = 0; i < column; ++i) out += keep_tabs && i < line.size() && line[i] == '\t' ? '\t' : ' ';
    fmt::format_to(to, "^{:~<{}}\n", "", std::max<std::size_t>(length, 1) - 1);
    return out;
}

std::string headline(const Diagnostic& d) {
    if (d.where.argument) return fmt::format("error: {}", d.message);
    std::string out = d.where.file;
    if (d.where.line > 0) fmt::format_to(std::back_inserter(out), ":{}:{}", d.where.line, std::max(d.where.column, 1));
    fmt::format_to(std::back_inserter(out), ": error: {}", escape_controls(d.message));
    return out;
}

std::string render(const Diagnostic& d, std::string_view source_text) {
    if (d.where.argument) return render(d);
    std::string out = fmt::format("{}\n", headline(d));
    if (d.where.line <= 0) return out;
    std::string line = line_of(source_text, d.where.line);
    if (line.empty() || !is_text(line)) return out;
    return out + caret_excerpt(line, column0(d), std::size_t(std::max(d.length, 1)), "", true);
}

std::string render(const Diagnostic& d) {
    if (d.where.argument)  // shown as typed, indented under the headline
        return fmt::format("{}\n{}", headline(d),
                           caret_excerpt(*d.where.argument, column0(d), std::size_t(std::max(d.length, 1)), "  "));
    if (d.where.line <= 0) return headline(d) + '\n';  // nothing to show, and the file may be endless (/dev/zero)
    std::ifstream in(d.where.file, std::ios::binary);
    std::string text, line;
    for (int i = 1; i <= d.where.line && std::getline(in, line); ++i)
        fmt::format_to(std::back_inserter(text), "{}\n", line);
    return render(d, text);
}

DiagnosticError::DiagnosticError(std::vector<Diagnostic> diagnostics)
    : std::runtime_error(joined_headlines(escaped_once(diagnostics))),
      diagnostics_(escaped_once(std::move(diagnostics))) {}

DiagnosticError::DiagnosticError(Diagnostic diagnostic)
    : DiagnosticError(std::vector<Diagnostic>{std::move(diagnostic)}) {}

std::string DiagnosticError::render_all() const {
    std::string out;
    for (const auto& d : diagnostics_) out += render(d);
    return out;
}

}  // namespace variant
