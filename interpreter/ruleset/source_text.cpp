#include "interpreter/ruleset/source_text.hpp"

#include <vector>

namespace variant::yaml_tree {

namespace {

std::vector<std::string_view> split_lines(std::string_view text) {
    std::vector<std::string_view> lines;
    std::size_t start = 0;
    for (;;) {
        std::size_t end = text.find('\n', start);
        std::string_view line = text.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start);
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        lines.push_back(line);
        if (end == std::string_view::npos) return lines;
        start = end + 1;
    }
}

bool is_blank(std::string_view line) { return line.find_first_not_of(" \t") == std::string_view::npos; }

}  // namespace

std::optional<TextProblem> encoding_problem(std::string_view text) {
    const std::string advice = ": save it as UTF-8 (a ruleset is UTF-8 text)";
    auto starts = [&](std::string_view bom) { return text.substr(0, bom.size()) == bom; };
    using namespace std::string_view_literals;
    if (starts("\xff\xfe\0\0"sv) || starts("\0\0\xfe\xff"sv))
        return TextProblem{{1, 1}, "the file is UTF-32 (it starts with a UTF-32 byte order mark)" + advice};
    if (starts("\xff\xfe"sv) || starts("\xfe\xff"sv))
        return TextProblem{{1, 1}, "the file is UTF-16 (it starts with a UTF-16 byte order mark)" + advice};
    if (auto nul = text.find('\0'); nul != std::string_view::npos) {
        std::size_t line_start = text.rfind('\n', nul);
        line_start = line_start == std::string_view::npos ? 0 : line_start + 1;
        int line = 1;
        for (std::size_t i = 0; i < line_start; ++i) line += text[i] == '\n';
        return TextProblem{{line, int(nul - line_start) + 1},
                           "the file contains a NUL byte, so it is not UTF-8 text; if it is UTF-16 or UTF-32" + advice};
    }
    return std::nullopt;
}

std::optional<std::string> emptiness(std::string_view text) {
    bool comments = false;
    for (std::string_view line : split_lines(text)) {
        if (is_blank(line)) continue;
        if (line[line.find_first_not_of(" \t")] != '#') return std::nullopt;
        comments = true;
    }
    return std::string("the file is empty") + (comments ? " (it holds only comments)" : "") +
           ": a ruleset needs at least 'name', 'pieces' and 'setup'";
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
