#include "interpreter/ruleset/scalar_layout.hpp"

#include <string>

namespace variant::yaml_tree {

namespace {

bool blank(char c) { return c == ' ' || c == '\t'; }
bool line_break(char c) { return c == '\n' || c == '\r'; }

int hex_digit(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

std::string utf8(unsigned long code) {
    std::string out;
    if (code < 0x80) {
        out += char(code);
    } else if (code < 0x800) {
        out += char(0xc0 | (code >> 6));
        out += char(0x80 | (code & 0x3f));
    } else if (code < 0x10000) {
        out += char(0xe0 | (code >> 12));
        out += char(0x80 | ((code >> 6) & 0x3f));
        out += char(0x80 | (code & 0x3f));
    } else {
        out += char(0xf0 | (code >> 18));
        out += char(0x80 | ((code >> 12) & 0x3f));
        out += char(0x80 | ((code >> 6) & 0x3f));
        out += char(0x80 | (code & 0x3f));
    }
    return out;
}

struct Decoder {
    std::string_view src;
    std::size_t p = 0;
    std::string out;
    std::vector<std::size_t> at;

    char peek(std::size_t ahead = 0) const { return p + ahead < src.size() ? src[p + ahead] : '\0'; }
    bool done() const { return p >= src.size(); }
    void emit(char c, std::size_t from) {
        out += c;
        at.push_back(from);
    }
    void skip_break() {
        if (peek() == '\r') ++p;
        if (peek() == '\n') ++p;
    }

    // A run of blanks inside a flow scalar: kept, unless it ends the line (then the line's fold follows).
    void blanks() {
        std::size_t end = p;
        while (end < src.size() && blank(src[end])) ++end;
        if (end < src.size() && !line_break(src[end]))
            for (; p < end; ++p) emit(src[p], p);
        p = end;
    }

    // A line break inside a flow scalar (plain or quoted): with the next line's indentation it becomes
    // one space, or one newline for each empty line in between.
    void fold() {
        std::size_t first_break = p;
        skip_break();
        std::vector<std::size_t> empty_lines;
        for (;;) {
            while (blank(peek())) ++p;
            if (!line_break(peek())) break;
            empty_lines.push_back(p);
            skip_break();
        }
        if (empty_lines.empty()) emit(' ', first_break);
        for (std::size_t e : empty_lines) emit('\n', e);
    }

    bool plain(std::size_t length) {
        while (out.size() < length && !done()) {
            if (blank(peek())) {
                blanks();
            } else if (line_break(peek())) {
                fold();
            } else {
                emit(src[p], p);
                ++p;
            }
        }
        return true;
    }

    // An escape: every byte it stands for is placed at its backslash.
    bool escape() {
        std::size_t backslash = p;
        char e = peek(1);
        p += 2;
        if (line_break(e)) {  // an escaped line break joins the lines without a space
            --p;
            skip_break();
            while (blank(peek())) ++p;
            return true;
        }
        static const std::string_view simple_from = "0abt\tnvfre \"/\\";
        static const std::string_view simple_to = std::string_view("\0\a\b\t\t\n\v\f\r\x1b \"/\\", 14);
        if (auto i = simple_from.find(e); i != std::string_view::npos) {
            emit(simple_to[i], backslash);
            return true;
        }
        unsigned long code = 0;
        int digits = e == 'x' ? 2 : e == 'u' ? 4 : e == 'U' ? 8 : 0;
        if (e == 'N') code = 0x85;
        else if (e == '_') code = 0xa0;
        else if (e == 'L') code = 0x2028;
        else if (e == 'P') code = 0x2029;
        else if (digits == 0) return false;
        for (int i = 0; i < digits; ++i, ++p) {
            int d = hex_digit(peek());
            if (d < 0) return false;
            code = code * 16 + unsigned(d);
        }
        for (char byte : utf8(code)) emit(byte, backslash);
        return true;
    }

    // '...' (a quote written twice stands for one) or "..." (backslash escapes).
    bool quoted(char quote) {
        ++p;
        for (;;) {
            if (done()) return false;
            char c = peek();
            if (c == '\'' && quote == '\'' && peek(1) == '\'') {
                emit('\'', p);
                p += 2;
            } else if (c == quote) {
                return true;
            } else if (c == '\\' && quote == '"') {
                if (!escape()) return false;
            } else if (blank(c)) {
                blanks();
            } else if (line_break(c)) {
                fold();
            } else {
                emit(c, p++);
            }
        }
    }

    struct Line {
        std::size_t start = 0;  // the content, after the indentation
        std::size_t end = 0;    // the line break (or the end of the source)
        bool empty = false;
        bool more_indented = false;
    };

    // `|` keeps every line break; `>` folds a break between two ordinary lines into a space.
    bool block(std::size_t& first) {
        bool literal = peek() == '|';
        ++p;
        while (peek() == '+' || peek() == '-') ++p;
        if (peek() >= '1' && peek() <= '9') return false;  // an explicit indentation: rare, not followed
        while (peek() == '+' || peek() == '-') ++p;
        while (!done() && !line_break(peek())) ++p;  // blanks and a comment
        skip_break();
        first = p;
        std::vector<Line> lines;
        int indent = -1;
        while (!done()) {
            std::size_t start = p;
            while (peek() == ' ') ++p;
            int spaces = int(p - start);
            while (blank(peek())) ++p;
            Line line;
            if (done() || line_break(peek())) {
                line.empty = true;
                line.start = line.end = p;
            } else {
                if (indent < 0) indent = spaces;
                if (spaces < indent) {
                    p = start;
                    break;
                }
                line.start = start + std::size_t(indent);
                while (!done() && !line_break(peek())) ++p;
                line.end = p;
                line.more_indented = blank(src[line.start]);
            }
            lines.push_back(line);
            skip_break();
        }
        bool seen = false;
        const Line* previous = nullptr;
        std::vector<std::size_t> empty_lines;
        for (const Line& line : lines) {
            if (line.empty) {
                empty_lines.push_back(line.end);
                continue;
            }
            if (!seen) {
                first = line.start;
                for (std::size_t e : empty_lines) emit('\n', e);
            } else if (literal || previous->more_indented || line.more_indented) {
                emit('\n', previous->end);
                for (std::size_t e : empty_lines) emit('\n', e);
            } else if (empty_lines.empty()) {
                emit(' ', previous->end);
            } else {
                for (std::size_t e : empty_lines) emit('\n', e);
            }
            for (std::size_t i = line.start; i < line.end; ++i) emit(src[i], i);
            empty_lines.clear();
            previous = &line;
            seen = true;
        }
        if (previous) emit('\n', previous->end);
        for (std::size_t e : empty_lines) emit('\n', e);  // kept only by `|+` and `>+`
        return true;
    }
};

}  // namespace

std::optional<ScalarLayout> scalar_layout(std::string_view source, std::size_t node, std::string_view value) {
    if (node > source.size()) return std::nullopt;
    Decoder d{source, node, {}, {}};
    // An anchor (&name) or a tag (!!str) comes before the value: an alias leads here too.
    while (d.peek() == '&' || d.peek() == '!') {
        while (!d.done() && !blank(d.peek()) && !line_break(d.peek())) ++d.p;
        while (blank(d.peek()) || line_break(d.peek())) ++d.p;
    }
    ScalarLayout layout;
    layout.first = d.p;
    bool understood = false;
    switch (d.peek()) {
        case '"':
        case '\'':
            layout.first = d.p + 1;
            understood = d.quoted(d.peek());
            break;
        case '|':
        case '>': understood = d.block(layout.first); break;
        default: understood = d.plain(value.size());
    }
    // Chomping (`|-`, `|+`) only decides how many final line breaks stay: the value's length settles that.
    if (!understood || d.out.size() < value.size()) return std::nullopt;
    d.out.resize(value.size());
    d.at.resize(value.size());
    if (d.out != value) return std::nullopt;
    layout.bytes = std::move(d.at);
    return layout;
}

}  // namespace variant::yaml_tree
