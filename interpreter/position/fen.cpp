// FEN in and out.
//
// Board: ranks from the last to the first, separated by '/'; a digit run counts empty squares ("12" on wide
// boards) and may cover holes; '*' marks a hole (the program writes holes that way); a piece is its code (upper case: first player, lower case: second), a code of
// several letters is written in brackets ("[DR]", "[dr]"), "+X" is the promoted form of X, "X~" a man that
// promoted from another type by a promotion with a choice and falls back to that type when captured.
// Reserves: in brackets right after the last rank. One reserve: "[Qn]" (letters, each one man; a count may
// precede a piece: "[3P]"; a code of several letters in parentheses: "[(DR)]"); "[]" or "[-]" when empty.
// Several reserves are named: "[hand:Qn|prison:b]", a reserve left out is empty.
// Then the side to move (w/b), castling rights (KQkq or -), the e.p. square (or -), the halfmove clock and
// the fullmove number; every field after the board may be left out (defaults: w - - 0 1).
#include <cctype>
#include <charconv>

#include "interpreter/position/position.hpp"
#include "interpreter/position/sanity.hpp"

namespace variant {

std::string format_fen_error(std::string_view fen, const FenError& e) {
    std::string out = "error: ";
    out += e.what();
    out += "\n  ";
    out += fen;
    out += "\n  ";
    out += std::string(std::min(e.column, fen.size()), ' ');
    out += "^";
    return out;
}

namespace {

struct Cursor {
    std::string_view text;
    std::size_t pos = 0;
    bool done() const { return pos >= text.size(); }
    char peek() const { return done() ? '\0' : text[pos]; }
    [[noreturn]] void error(const std::string& message) const { throw FenError(pos, message); }
    [[noreturn]] void error_at(std::size_t column, const std::string& message) const { throw FenError(column, message); }
};

std::string to_upper(std::string s) {
    for (char& c : s) c = char(std::toupper(static_cast<unsigned char>(c)));
    return s;
}

// The type a "X~" man promoted from: the first type whose promotion offers X as a choice.
int origin_for(const Game& g, int promoted) {
    for (int t = 0; t < g.type_count(); ++t)
        if (g.promotion[t].enabled && g.promotion[t].remember_origin)
            for (int c : g.promotion[t].choices)
                if (c == promoted) return t;
    return -1;
}

// Reads a piece code at the cursor: a letter or a bracketed code ('[' .. ']' when brackets, else '(' .. ')').
// Returns the type (-1 unknown) and sets colour.
int read_code(const Game& g, Cursor& c, int& colour, char open, char close) {
    std::size_t start = c.pos;
    std::string code;
    if (c.peek() == open) {
        ++c.pos;
        while (!c.done() && c.peek() != close) code += c.text[c.pos++];
        if (c.done()) c.error_at(start, std::string("unclosed '") + open + "'");
        ++c.pos;
        if (code.empty()) c.error_at(start, "empty piece code");
    } else {
        code = std::string(1, c.text[c.pos++]);
    }
    bool up = false, low = false;
    for (char ch : code) {
        if (!std::isalpha(static_cast<unsigned char>(ch))) c.error_at(start, "'" + code + "' is not a piece code");
        up = up || std::isupper(static_cast<unsigned char>(ch));
        low = low || std::islower(static_cast<unsigned char>(ch));
    }
    if (up && low) c.error_at(start, "piece code '" + code + "' mixes upper and lower case");
    colour = up ? 0 : 1;
    int t = g.type_by_code(to_upper(code));
    if (t < 0) c.error_at(start, "unknown piece '" + code + "'");
    return t;
}

void read_reserve_men(const Game& g, Cursor& c, int r, std::size_t end, std::vector<std::int16_t>& res) {
    const int T = g.type_count();
    if (c.pos < end && c.peek() == '-' && c.pos + 1 == end) {
        ++c.pos;
        return;
    }
    while (c.pos < end) {
        int count = 1;
        if (std::isdigit(static_cast<unsigned char>(c.peek()))) {
            count = 0;
            while (c.pos < end && std::isdigit(static_cast<unsigned char>(c.peek()))) {
                count = count * 10 + (c.text[c.pos++] - '0');
                if (count > 9999) c.error("count too large");
            }
            if (c.pos >= end) c.error("a count must be followed by a piece");
        }
        std::size_t at = c.pos;
        int colour = 0;
        int t = read_code(g, c, colour, '(', ')');
        if (c.pos > end) c.error_at(at, "piece code runs past the end of the reserve");
        if (g.types[t].royal) c.error_at(at, "a royal piece cannot be in a reserve");
        if (g.drops[t].reserve < 0 && !g.capture_to_reserve) c.error_at(at, "'" + g.types[t].name + "' cannot be in a reserve");
        // Counts are 16-bit: "9999Q9999Q..." must not wrap. 9999 a type keeps room for every man on the
        // largest board to be captured into the reserve during play.
        std::int16_t& held_of_type = res[(std::size_t(colour) * g.reserve_count() + r) * T + t];
        if (held_of_type + count > 9999) c.error_at(at, "count too large");
        held_of_type = std::int16_t(held_of_type + count);
        const int capacity = g.reserve_capacity[r];
        int held = 0;
        for (int u = 0; u < T; ++u) held += res[(std::size_t(colour) * g.reserve_count() + r) * T + u];
        if (capacity > 0 && held > capacity)
            c.error_at(at, "reserve '" + g.reserve_names[r] + "' holds at most " + std::to_string(capacity) +
                               (capacity == 1 ? " man" : " men") + " a side");
    }
}

}  // namespace

void Position::set_fen(std::string_view fen) {
    const Game& g = *game_;
    clear();
    Cursor c{fen, 0};
    const int F = g.geo.files, R = g.geo.ranks;
    while (!c.done() && c.peek() == ' ') ++c.pos;
    if (c.done()) c.error("empty FEN");

    // Board.
    int rank = R - 1, file = 0;
    bool reserves_seen = false;
    for (;;) {
        if (c.done() || c.peek() == ' ') break;
        char ch = c.peek();
        if (ch == '/') {
            if (file != F) c.error("rank " + std::to_string(rank + 1) + " has " + std::to_string(file) + " squares, the board has " + std::to_string(F) + " files");
            if (rank == 0) c.error("too many ranks: the board has " + std::to_string(R));
            --rank;
            file = 0;
            ++c.pos;
            continue;
        }
        if (ch == '[' && file == F && rank == 0) {  // reserves
            std::size_t open = c.pos;
            std::size_t close = fen.find(']', open);
            if (close == std::string_view::npos) c.error("unclosed '[' of the reserves");
            ++c.pos;
            if (g.reserve_count() == 0 && close > open + 1 && !(close == open + 2 && fen[open + 1] == '-'))
                c.error("this game has no reserves");
            // Sections "name:men" separated by '|', or the men of the only reserve.
            while (c.pos < close) {
                std::size_t bar = fen.find('|', c.pos);
                if (bar == std::string_view::npos || bar > close) bar = close;
                std::size_t colon = fen.find(':', c.pos);
                int r = 0;
                if (colon != std::string_view::npos && colon < bar) {
                    std::string name(fen.substr(c.pos, colon - c.pos));
                    r = -1;
                    for (int i = 0; i < g.reserve_count(); ++i)
                        if (g.reserve_names[i] == name) r = i;
                    if (r < 0) c.error("unknown reserve '" + name + "'");
                    c.pos = colon + 1;
                } else if (g.reserve_count() > 1) {
                    c.error("this game has several reserves: name them, e.g. [" + g.reserve_names[0] + ":...]");
                }
                read_reserve_men(g, c, r, bar, reserves_);
                if (bar < close) ++c.pos;
            }
            c.pos = close + 1;
            reserves_seen = true;
            break;
        }
        if (std::isdigit(static_cast<unsigned char>(ch))) {
            std::size_t start = c.pos;
            int n = 0;
            while (std::isdigit(static_cast<unsigned char>(c.peek()))) {
                n = n * 10 + (c.text[c.pos++] - '0');
                if (n > 1000) break;
            }
            if (n == 0) c.error_at(start, "zero empty squares");
            if (file + n > F) c.error_at(start, "rank " + std::to_string(rank + 1) + " has more than " + std::to_string(F) + " squares");
            file += n;
            continue;
        }
        if (ch == '*') {
            if (file >= F) c.error("rank " + std::to_string(rank + 1) + " has more than " + std::to_string(F) + " squares");
            if (g.geo.on_board[g.geo.square(file, rank)]) c.error("'*' marks a hole, but " + square_name(g.geo, g.geo.square(file, rank)) + " is a square");
            ++file;
            ++c.pos;
            continue;
        }
        if (ch == '[' && rank == 0) {  // reserves after an incomplete last rank?
            std::size_t close = fen.find(']', c.pos);
            std::string_view inside = fen.substr(c.pos + 1, close == std::string_view::npos ? 0 : close - c.pos - 1);
            bool letters = !inside.empty();
            for (char x : inside) letters = letters && std::isalpha(static_cast<unsigned char>(x));
            if (!letters)
                c.error("rank 1 has " + std::to_string(file) + " squares before the reserves, the board has " + std::to_string(F) + " files");
        }
        std::size_t start = c.pos;
        bool promoted = false;
        if (ch == '+') {
            promoted = true;
            ++c.pos;
            if (c.done() || c.peek() == ' ' || c.peek() == '/') c.error("'+' must be followed by a piece");
        }
        if (c.peek() != '[' && !std::isalpha(static_cast<unsigned char>(c.peek()))) c.error(std::string("unexpected '") + c.peek() + "'");
        if (file >= F) c.error_at(start, "rank " + std::to_string(rank + 1) + " has more than " + std::to_string(F) + " squares");
        int colour = 0;
        int t = read_code(g, c, colour, '[', ']');
        if (promoted) {
            if (g.types[t].promoted < 0) c.error_at(start, "'" + g.types[t].name + "' has no promoted form");
            t = g.types[t].promoted;
        }
        Piece p = make_piece(t, colour);
        if (c.peek() == '~') {
            int o = origin_for(g, t);
            if (o < 0) c.error("'~' marks a promoted man, but nothing promotes to '" + g.types[t].name + "'");
            p = with_origin(p, o);
            ++c.pos;
        }
        Square s = g.geo.square(file, rank);
        if (!g.geo.on_board[s]) c.error_at(start, "square " + square_name(g.geo, s) + " is a hole");
        if (!g.setup_piece.empty() && g.setup_piece[s] == std::int32_t(p & TypeColourMask)) p |= UnmovedBit;
        put(s, p);
        ++file;
    }
    if (file != F || rank != 0) c.error("the board ends early: " + std::to_string(R) + " ranks of " + std::to_string(F) + " files needed");
    (void)reserves_seen;
    for (int col = 0; col < Colours; ++col)
        for (int r = 0; r < g.reserve_count(); ++r)
            for (int t = 0; t < g.type_count(); ++t) {
                int n = reserve(col, r, t);
                reserves_[(std::size_t(col) * g.reserve_count() + r) * g.type_count() + t] = 0;
                add_reserve(col, r, t, n);
            }

    auto field = [&]() -> std::pair<std::string_view, std::size_t> {
        while (!c.done() && c.peek() == ' ') ++c.pos;
        std::size_t start = c.pos;
        while (!c.done() && c.peek() != ' ') ++c.pos;
        return {fen.substr(start, c.pos - start), start};
    };
    // Side to move.
    auto [side, side_at] = field();
    if (side.empty() || side == "w") side_ = 0;
    else if (side == "b") side_ = 1;
    else c.error_at(side_at, "side to move must be 'w' or 'b'");
    if (side_) key_ ^= g.key_side;

    // Castling rights.
    auto [cast, cast_at] = field();
    if (!cast.empty() && cast != "-") {
        for (std::size_t i = 0; i < cast.size(); ++i) {
            char ch = cast[i];
            int col = std::isupper(static_cast<unsigned char>(ch)) ? 0 : 1;
            char l = char(std::tolower(static_cast<unsigned char>(ch)));
            if (l != 'k' && l != 'q') c.error_at(cast_at + i, std::string("castling rights are K, Q, k, q or -, not '") + ch + "'");
            int side_idx = l == 'k' ? 0 : 1;
            if (!g.castling) c.error_at(cast_at + i, "this game has no castling");
            Square k = g.castle_king_sq[col], p = g.castle_partner_sq[col][side_idx];
            if (k == NoSquare || p == NoSquare || board_[k] != (make_piece(g.castle_king, col) | (board_[k] & UnmovedBit)) ||
                type_of(board_[p]) != g.castle_partner || colour_of(board_[p]) != col || board_[p] == 0)
                c.error_at(cast_at + i, std::string("castling right '") + ch + "' but the king or its partner is not on its starting square");
            castling_ |= 1u << (col * 2 + side_idx);
        }
    }
    key_ ^= g.key_castling[castling_ & 15];

    // En passant.
    auto [ep, ep_at] = field();
    if (!ep.empty() && ep != "-") {
        auto s = parse_square(g.geo, ep);
        if (!s) c.error_at(ep_at, "'" + std::string(ep) + "' is not a square");
        int mover = side_ ^ 1;
        Square v = g.geo.offset(*s, 0, mover == 0 ? 1 : -1);
        if (board_[*s] || v == NoSquare || !board_[v] || colour_of(board_[v]) != mover || !g.types[type_of(board_[v])].ep_victim)
            c.error_at(ep_at, "no man can just have passed the e.p. square " + std::string(ep));
        ep_ = *s;
        ep_victim_ = v;
        key_ ^= g.key_ep[ep_];
    }

    auto number = [&](int& out, const char* what, int min) {
        auto [n, at] = field();
        if (n.empty()) return;
        int v = 0;
        auto r = std::from_chars(n.data(), n.data() + n.size(), v);
        if (r.ec != std::errc() || r.ptr != n.data() + n.size() || v < min || v > 100000000)
            c.error_at(at, std::string("the ") + what + " must be a number" + (min ? " from 1" : ""));
        out = v;
    };
    number(halfmove_, "halfmove clock", 0);
    number(fullmove_, "fullmove number", 1);
    while (!c.done() && c.peek() == ' ') ++c.pos;
    if (!c.done()) c.error("unexpected text after the fullmove number");
    check_possible(*this, fen);
}

namespace {
std::string code_text(const std::string& code, int colour, char open, char close) {
    std::string s = code;
    if (colour == 1)
        for (char& ch : s) ch = char(std::tolower(static_cast<unsigned char>(ch)));
    if (s.size() > 1) {
        s.insert(s.begin(), open);
        s += close;
    }
    return s;
}
}  // namespace

std::string Position::fen() const {
    const Game& g = *game_;
    std::string out;
    for (int rank = g.geo.ranks - 1; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < g.geo.files; ++file) {
            Square s = g.geo.square(file, rank);
            Piece p = board_[s];
            if (!p && g.geo.on_board[s]) {
                ++empty;
                continue;
            }
            if (empty) out += std::to_string(empty);
            empty = 0;
            if (!p) {
                out += '*';
                continue;
            }
            int t = type_of(p);
            if (g.types[t].code.empty()) {
                out += '+';
                out += code_text(g.types[g.types[t].base].code, colour_of(p), '[', ']');
            }
            else out += code_text(g.types[t].code, colour_of(p), '[', ']');
            if (origin_of(p) >= 0) out += '~';
        }
        if (empty) out += std::to_string(empty);
        if (rank) out += '/';
    }
    if (g.reserve_count() > 0) {
        out += '[';
        for (int r = 0; r < g.reserve_count(); ++r) {
            std::string men;
            for (int col = 0; col < Colours; ++col)
                for (int t = 0; t < g.type_count(); ++t) {
                    int n = reserve(col, r, t);
                    std::string code = code_text(g.types[t].code, col, '(', ')');
                    for (int i = 0; i < n; ++i) men += code;  // letters, as other programs read them
                }
            if (g.reserve_count() == 1) out += men;
            else if (!men.empty()) {
                if (out.back() != '[') out += '|';
                out += g.reserve_names[r] + ":" + men;
            }
        }
        out += ']';
    }
    out += side_ ? " b " : " w ";
    std::string cast;
    if (castling_ & 1) cast += 'K';
    if (castling_ & 2) cast += 'Q';
    if (castling_ & 4) cast += 'k';
    if (castling_ & 8) cast += 'q';
    out += cast.empty() ? "-" : cast;
    out += ' ';
    out += ep_ == NoSquare ? "-" : square_name(g.geo, ep_);
    out += ' ' + std::to_string(halfmove_) + ' ' + std::to_string(fullmove_);
    return out;
}

}  // namespace variant
