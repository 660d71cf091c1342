#include "interpreter/ruleset/source_text.hpp"

#include <fmt/format.h>

#include <vector>

namespace variant::yaml_tree {

namespace {

std::vector<std::string_view> split_lines(std::string_view text) {
    std::vector<std::string_view> lines;
    std::size_t start = 0;
    for (;;) {
        std::size_t end = text.find('\n', start);
        std::string_view line = text.substr(start,
                                            end == std::string_view::npos ? std::string_view::npos : end - start);
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        lines.push_back(line);
        if (end == std::string_view::npos) return lines;
        start = end + 1;
    }
}

bool is_blank(std::string_view line) { return line.find_first_not_of(" \t") == std::string_view::npos; }

// The 1-based line and byte column of a byte offset.
TextPoint point_of(std::string_view text, std::size_t offset) {
    std::size_t line_start = offset == 0 ? std::string_view::npos : text.rfind('\n', offset - 1);
    line_start = line_start == std::string_view::npos ? 0 : line_start + 1;
    int line = 1;
    for (std::size_t i = 0; i < line_start; ++i) line += text[i] == '\n';
    return {line, int(offset - line_start) + 1};
}

std::string hex_byte(char c) {
    const char* digits = "0123456789ABCDEF";
    const auto b = static_cast<unsigned char>(c);
    return fmt::format("0x{}{}", digits[b >> 4], digits[b & 15]);
}

// The offset of the first byte that does not begin a well-formed UTF-8 character (RFC 3629: no overlong
// forms, no surrogates, nothing past U+10FFFF), or nullopt when the whole text is UTF-8.
std::optional<std::size_t> first_invalid_utf8(std::string_view text) {
    auto byte = [&](std::size_t i) { return i < text.size() ? static_cast<unsigned char>(text[i]) : 0u; };
    auto continuation = [&](std::size_t i) { return (byte(i) & 0xC0) == 0x80; };
    for (std::size_t i = 0; i < text.size();) {
        const unsigned b = byte(i);
        std::size_t length = 0;
        unsigned low = 0x80, high = 0xBF;  // the allowed range of the second byte
        if (b < 0x80) length = 1;
        else if (b >= 0xC2 && b <= 0xDF) length = 2;
        else if (b >= 0xE0 && b <= 0xEF) length = 3, low = b == 0xE0 ? 0xA0 : 0x80, high = b == 0xED ? 0x9F : 0xBF;
        else if (b >= 0xF0 && b <= 0xF4) length = 4, low = b == 0xF0 ? 0x90 : 0x80, high = b == 0xF4 ? 0x8F : 0xBF;
        else return i;
        if (length > 1 && (byte(i + 1) < low || byte(i + 1) > high)) return i;
        for (std::size_t k = 2; k < length; ++k)
            if (!continuation(i + k)) return i;
        i += length;
    }
    return std::nullopt;
}

}  // namespace

std::optional<TextProblem> encoding_problem(std::string_view text) {
    const std::string advice = ": save it as UTF-8 (a ruleset is UTF-8 text)";
    auto starts = [&](std::string_view bom) { return text.substr(0, bom.size()) == bom; };
    using namespace std::string_view_literals;
    if (starts("\xff\xfe\0\0"sv) || starts("\0\0\xfe\xff"sv))
        return TextProblem{{1, 1},
                           fmt::format("the file is UTF-32 (it starts with a UTF-32 byte order mark){}", advice)};
    if (starts("\xff\xfe"sv) || starts("\xfe\xff"sv))
        return TextProblem{{1, 1},
                           fmt::format("the file is UTF-16 (it starts with a UTF-16 byte order mark){}", advice)};
    if (auto nul = text.find('\0'); nul != std::string_view::npos)
        return TextProblem{
            point_of(text, nul),
            fmt::format("the file contains a NUL byte, so it is not UTF-8 text; if it is UTF-16 or UTF-32{}", advice)};
    if (auto bad = first_invalid_utf8(text))
        return TextProblem{
            point_of(text, *bad),
            fmt::format("the file is not UTF-8: the byte {} here starts no valid UTF-8 character (is it Latin-1?){}",
                        hex_byte(text[*bad]), advice)};
    return std::nullopt;
}

std::optional<std::string> emptiness(std::string_view text) {
    bool comments = false;
    for (std::string_view line : split_lines(text)) {
        if (is_blank(line)) continue;
        if (line[line.find_first_not_of(" \t")] != '#') return std::nullopt;
        comments = true;
    }
    return fmt::format("the file is empty{}: a ruleset needs at least 'name', 'pieces' and 'setup'",
                       comments ? " (it holds only comments)" : "");
}

std::optional<SecondDocument> second_document(std::string_view text) {
    auto marker = [](std::string_view l, std::string_view m) {
        return l.substr(0, 3) == m && (l.size() == 3 || l[3] == ' ' || l[3] == '\t');
    };
    // Where a line's content starts (from `from` on), skipping blanks; npos for nothing or a comment.
    auto content_at = [](std::string_view l, std::size_t from) {
        std::size_t p = l.find_first_not_of(" \t", from);
        return p != std::string_view::npos && l[p] != '#' ? p : std::string_view::npos;
    };
    auto lines = split_lines(text);
    bool content = false, ended = false;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        std::string_view l = lines[i];
        if (marker(l, "---")) {
            if (content || ended) return SecondDocument{{int(i) + 1, 1}, 3};
            content = content_at(l, 3) != std::string_view::npos;  // "--- value": the node starts on the marker line
        } else if (marker(l, "...")) {
            ended = true;
        } else if (std::size_t p = content_at(l, 0); p != std::string_view::npos && l[0] != '%') {
            if (ended) return SecondDocument{{int(i) + 1, int(p) + 1}, 1};
            content = true;
        }
    }
    return std::nullopt;
}

TextPoint within_text(std::string_view text, int line, int column) {
    auto lines = split_lines(text);
    int last = int(lines.size()) - 1;  // 0-based: the last line with anything on it
    while (last > 0 && is_blank(lines[std::size_t(last)])) --last;
    if (line < 0) return {0, 0};
    if (line > last) return {last + 1, int(lines[std::size_t(last)].size()) + 1};
    return {line + 1, column + 1};
}

}  // namespace variant::yaml_tree
