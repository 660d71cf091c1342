#include "interpreter/core/fen_board.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>

#include "interpreter/core/utf8.hpp"

namespace variant {

namespace {

bool is_digit(char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; }
bool is_alpha(char c) { return std::isalpha(static_cast<unsigned char>(c)) != 0; }

// A piece code at the cursor: one letter, or several between `open` and `close` ('[' ']' on the board,
// '(' ')' in a reserve). Sets the colour from the case.
std::string read_code(FenCursor& c, int& colour, char open, char close) {
    std::size_t start = c.pos;
    std::string code;
    if (c.peek() == open) {
        ++c.pos;
        while (!c.done() && c.peek() != close) code += c.text[c.pos++];
        if (c.done()) c.error_at(start, fmt::format("unclosed '{}'", open));
        ++c.pos;
        if (code.empty()) c.error_at(start, "empty piece code");
    } else {
        code = std::string(1, c.text[c.pos++]);
    }
    bool up = false, low = false;
    for (char ch : code) {
        if (!is_alpha(ch)) c.error_at(start, fmt::format("'{}' is not a piece code", code));
        up = up || std::isupper(static_cast<unsigned char>(ch));
        low = low || std::islower(static_cast<unsigned char>(ch));
    }
    if (up && low) c.error_at(start, fmt::format("piece code '{}' mixes upper and lower case", code));
    colour = up ? 0 : 1;
    return code;
}

// The men of one reserve section, up to `end` (a '|' or the closing ']').
void scan_reserve_men(FenCursor& c, std::size_t section, std::size_t end, FenBoard& out) {
    if (c.pos < end && c.peek() == '-' && c.pos + 1 == end) {
        ++c.pos;
        return;
    }
    while (c.pos < end) {
        FenHeld held;
        held.section = section;
        if (is_digit(c.peek())) {
            held.count = 0;
            while (c.pos < end && is_digit(c.peek())) {
                held.count = held.count * 10 + (c.text[c.pos++] - '0');
                if (held.count > 9999) c.error("count too large");
            }
            if (c.pos >= end) c.error("a count must be followed by a piece");
        }
        held.at = c.pos;
        if (c.peek() == '+') {  // a promoted form held as it is (where captures do not demote it): "+N"
            held.promoted = true;
            if (++c.pos >= end) c.error_at(held.at, "'+' must be followed by a piece");
        }
        held.code = read_code(c, held.colour, '(', ')');
        if (c.pos > end) c.error_at(held.at, "piece code runs past the end of the reserve");
        out.held.push_back(held);
    }
}

// "[...]" after the last rank: the men of the only reserve, or "name:men" sections separated by '|'.
void scan_reserves(FenCursor& c, FenBoard& out) {
    std::string_view fen = c.text;
    std::size_t open = c.pos;
    std::size_t close = fen.find(']', open);
    if (close == std::string_view::npos) c.error("unclosed '[' of the reserves");
    out.reserves_at = open;
    std::string_view inside = fen.substr(open + 1, close - open - 1);
    c.pos = open + 1;
    if (inside.empty() || inside == "-") {
        c.pos = close + 1;
        return;
    }
    while (c.pos < close) {
        std::size_t bar = fen.find('|', c.pos);
        if (bar == std::string_view::npos || bar > close) bar = close;
        std::size_t colon = fen.find(':', c.pos);
        FenReserveSection section;
        section.at = c.pos;
        if (colon != std::string_view::npos && colon < bar) {
            section.named = true;
            section.name = std::string(fen.substr(c.pos, colon - c.pos));
            c.pos = colon + 1;
        }
        out.sections.push_back(section);
        scan_reserve_men(c, out.sections.size() - 1, bar, out);
        if (bar < close) ++c.pos;
    }
    c.pos = close + 1;
}

std::string rank_too_long(int rank, int files) {
    return fmt::format("rank {} has more than {} squares", rank + 1, files);
}

}  // namespace

void scan_fen_board(std::string_view fen, const Geometry& geo, FenBoard& out) {
    FenCursor c{fen, 0};
    const int F = geo.files, R = geo.ranks;
    while (!c.done() && c.peek() == ' ') ++c.pos;
    if (c.done()) c.error("empty FEN");
    int rank = R - 1, file = 0;
    for (;;) {
        if (c.done() || c.peek() == ' ') break;
        char ch = c.peek();
        if (ch == '/') {
            if (file != F) c.error(fmt::format("rank {} has {} squares, the board has {} files", rank + 1, file, F));
            if (rank == 0) c.error(fmt::format("too many ranks: the board has {}", R));
            --rank;
            file = 0;
            ++c.pos;
            continue;
        }
        if (ch == '[' && file == F && rank == 0) {
            scan_reserves(c, out);
            break;
        }
        if (is_digit(ch)) {  // empty squares; the run may cover holes
            std::size_t start = c.pos;
            int n = 0;
            while (is_digit(c.peek())) {
                n = n * 10 + (c.text[c.pos++] - '0');
                if (n > 1000) break;
            }
            if (n == 0) c.error_at(start, "zero empty squares");
            if (file + n > F) c.error_at(start, rank_too_long(rank, F));
            file += n;
            continue;
        }
        if (ch == '*') {
            if (file >= F) c.error(rank_too_long(rank, F));
            if (geo.on_board[geo.square(file, rank)])
                c.error(fmt::format("'*' marks a hole, but {} is a square", square_name(geo, geo.square(file, rank))));
            ++file;
            ++c.pos;
            continue;
        }
        if (ch == '[' && rank == 0) {  // reserves after an incomplete last rank?
            std::size_t close = fen.find(']', c.pos);
            std::string_view inside = fen.substr(c.pos + 1, close == std::string_view::npos ? 0 : close - c.pos - 1);
            bool letters = !inside.empty();
            for (char x : inside) letters = letters && is_alpha(x);
            if (!letters)
                c.error(fmt::format("rank 1 has {} squares before the reserves, the board has {} files", file, F));
        }
        FenMan man;
        man.at = c.pos;
        if (ch == '+') {
            man.promoted = true;
            ++c.pos;
            if (c.done() || c.peek() == ' ' || c.peek() == '/') c.error("'+' must be followed by a piece");
        }
        if (c.peek() != '[' && !is_alpha(c.peek())) c.error(fmt::format("unexpected '{}'", quoted_char(fen, c.pos)));
        if (file >= F) c.error_at(man.at, rank_too_long(rank, F));
        man.code_at = c.pos;
        man.code = read_code(c, man.colour, '[', ']');
        if (c.peek() == '~') {
            man.tilde = true;
            man.tilde_at = c.pos++;
        }
        man.file = file;
        man.rank = rank;
        if (!geo.on_board[geo.square(file, rank)])
            c.error_at(man.at, fmt::format("square {} is a hole", square_name(geo, geo.square(file, rank))));
        out.men.push_back(man);
        ++file;
    }
    if (file != F || rank != 0) c.error(fmt::format("the board ends early: {} ranks of {} files needed", R, F));
    out.end = c.pos;
}

namespace {

int type_with_code(const FenCodes& codes, const std::string& written, std::size_t at) {
    std::string upper = written;
    for (char& ch : upper) ch = char(std::toupper(static_cast<unsigned char>(ch)));
    for (std::size_t t = 0; t < codes.codes.size(); ++t)
        if (!codes.codes[t].empty() && codes.codes[t] == upper) return int(t);
    throw FenError(at, fmt::format("unknown piece '{}'", written));
}

}  // namespace

int fen_type(const FenCodes& codes, const FenMan& man) {
    int t = type_with_code(codes, man.code, man.code_at);
    if (!man.promoted) return t;
    if (codes.promoted[std::size_t(t)] < 0)
        throw FenError(man.at, fmt::format("'{}' has no promoted form", codes.names[std::size_t(t)]));
    return codes.promoted[std::size_t(t)];
}

int fen_type(const FenCodes& codes, const FenHeld& held) {
    FenMan man;
    man.code = held.code;
    man.promoted = held.promoted;
    man.at = held.at;
    man.code_at = held.promoted ? held.at + 1 : held.at;
    return fen_type(codes, man);
}

Diagnostic setup_fen_error(const SourceLocation& setup, const FenError& e) {
    return {shifted(setup, e.column), 1, fmt::format("{} in the setup FEN", e.what())};
}

Diagnostic fen_argument_error(std::string_view fen, const FenError& e) {
    return argument_error(fen, std::min(e.column, fen.size()), 1, e.what());
}

}  // namespace variant
