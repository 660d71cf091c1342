#include "interpreter/core/diagnostics.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <fstream>
#include <iterator>
#include <string_view>

#include "betza/betza.hpp"
#include "interpreter/core/utf8.hpp"

namespace variant {

namespace {

// Line `line` (1-based) of `text`, without its line break; empty if there is no such line. A break is
// LF, CR LF or a lone CR, as in YAML.
std::string line_of(std::string_view text, int line) {
    std::size_t start = 0;
    auto end_of = [&](std::size_t from) { return std::min(text.find_first_of("\r\n", from), text.size()); };
    for (int i = 1; i < line; ++i) {
        std::size_t end = end_of(start);
        if (end == text.size()) return {};
        start = end + (text.compare(end, 2, "\r\n") == 0 ? 2 : 1);
    }
    return std::string(text.substr(start, end_of(start) - start));
}

// No ruleset is larger (the loader refuses one that is); a longer file is not read for an excerpt.
constexpr std::size_t max_source_size = 8 << 20;

// A source line longer than this is shown cut around the caret: a minified file can hold a megabyte.
constexpr std::size_t max_shown_line = 160;
constexpr std::size_t shown_before_caret = 60;

bool continuation_byte(char c) { return (static_cast<unsigned char>(c) & 0xc0) == 0x80; }

// A source line is shown only if it is text: UTF-8, without control characters but tabs (which the caret
// line copies). A UTF-16 or binary file would print garbage.
bool is_text(std::string_view line) {
    for (std::size_t i = 0; i < line.size();) {
        auto byte = static_cast<unsigned char>(line[i]);
        std::size_t n = utf8_char_length(line, i);
        if (n == 0 || (byte < 0x20 && byte != '\t') || byte == 0x7f) return false;
        i += n;
    }
    return true;
}

// A message is one line of valid UTF-8 (a value quoted in it may hold a line break, a tab, an escape or
// a stray byte), and each error once: a YAML alias hands one string to several keys, and
// its one mistake would otherwise be reported at the same place as often as it is used.
std::vector<Diagnostic> escaped_once(std::vector<Diagnostic> diagnostics) {
    std::vector<Diagnostic> out;
    for (auto& d : diagnostics) {
        d.message = printable(d.message);
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
    // A long string is not echoed whole in the headline: the excerpt under it shows the place.
    const std::string in = text.empty()                   ? ""
                           : text.size() > max_shown_line ? fmt::format(" in the {}-byte string", text.size())
                                                          : fmt::format(" in '{}'", text);
    return argument_error(text, error.column, error.length,
                          fmt::format("column {}: {}{}", error.column + 1, error.what(), in));
}

std::string caret_excerpt(std::string_view line, std::size_t column, std::size_t length, std::string_view indent,
                          bool keep_tabs) {
    std::string shown(line);
    if (line.size() > max_shown_line) {  // a window around the caret, cut between whole UTF-8 characters
        std::size_t from = column > shown_before_caret ? column - shown_before_caret : 0;
        while (from > 0 && from < line.size() && continuation_byte(line[from])) --from;
        std::size_t to = std::min(line.size(), from + max_shown_line);
        while (to < line.size() && to > from && continuation_byte(line[to])) --to;
        const std::string_view before = from > 0 ? "..." : "", after = to < line.size() ? "..." : "";
        shown = fmt::format("{}{}{}", before, line.substr(from, to - from), after);
        column = column >= from ? column - from + before.size() : before.size();
        length = std::min(length, std::max<std::size_t>(shown.size() - after.size(), column + 1) - column);
    }
    std::string out;
    auto to = std::back_inserter(out);
    fmt::format_to(to, "{}{}\n{}", indent, shown, indent);
    for (std::size_t i = 0; i < column; ++i) out += keep_tabs && i < shown.size() && shown[i] == '\t' ? '\t' : ' ';
    fmt::format_to(to, "^{:~<{}}\n", "", std::max<std::size_t>(length, 1) - 1);
    return out;
}

std::string headline(const Diagnostic& d) {
    const char* kind = d.warning ? "warning" : "error";
    if (d.where.argument) return fmt::format("{}: {}", kind, printable(d.message));
    std::string out = printable(d.where.file);  // a file name may hold a line break or an escape
    if (d.where.line > 0) fmt::format_to(std::back_inserter(out), ":{}:{}", d.where.line, std::max(d.where.column, 1));
    fmt::format_to(std::back_inserter(out), ": {}: {}", kind, printable(d.message));
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
    if (d.where.argument && !is_text(*d.where.argument)) return headline(d) + '\n';  // no raw control bytes
    if (d.where.argument)  // shown as typed, indented under the headline
        return fmt::format("{}\n{}", headline(d),
                           caret_excerpt(*d.where.argument, column0(d), std::size_t(std::max(d.length, 1)), "  "));
    if (d.where.line <= 0) return headline(d) + '\n';  // nothing to show, and the file may be endless (/dev/zero)
    std::ifstream in(d.where.file, std::ios::binary);
    std::string text;
    char chunk[1 << 16];
    while (text.size() < max_source_size && (in.read(chunk, sizeof chunk) || in.gcount() > 0))
        text.append(chunk, std::size_t(in.gcount()));
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
