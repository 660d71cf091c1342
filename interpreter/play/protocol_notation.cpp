// Our move text rewritten square by square into a protocol's, and back (protocol_notation.hpp).
#include "interpreter/play/protocol_notation.hpp"
#include "interpreter/features/compiled_game.hpp"

#include <fmt/format.h>

#include <cctype>
#include <map>
#include <sstream>
#include <vector>

#include "interpreter/movegen/movegen.hpp"

namespace variant {

namespace {

bool is_lower(char c) { return c >= 'a' && c <= 'z'; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }

// Every square name in our text renamed; squares are a lower-case letter and digits not inside a bracketed
// piece code, and not the tail of a word ("pass").
template <class Rename> std::string rename_our_squares(const Geometry& g, std::string_view text, Rename rename) {
    std::string out;
    bool in_code = false;
    for (std::size_t i = 0; i < text.size();) {
        const char c = text[i];
        if (c == '[') in_code = true;
        if (c == ']') in_code = false;
        if (!in_code && is_lower(c) && (i == 0 || !is_lower(text[i - 1])))
            if (const auto sq = parse_square_prefix(g, text.substr(i))) {
                out += rename(sq->first);
                i += std::size_t(sq->second);
                continue;
            }
        out += c;
        ++i;
    }
    return out;
}

// A square in the protocol's own form at text[i], as our square name; i moves past it. "" when none is there.
std::string read_protocol_square(Protocol p, const Geometry& g, std::string_view text, std::size_t& i) {
    std::size_t j = i;
    int file = -1, rank = -1;
    if (p == Protocol::usi) {
        int number = 0;
        while (j < text.size() && is_digit(text[j]) && number < 1000) number = number * 10 + (text[j++] - '0');
        if (j == i || j >= text.size() || !is_lower(text[j])) return "";
        file = g.files - number;
        rank = g.ranks - 1 - (text[j++] - 'a');
    } else {
        if (!is_lower(text[j])) return "";
        file = text[j++] - 'a';
        int number = 0;
        const std::size_t digits = j;
        while (j < text.size() && is_digit(text[j]) && number < 1000) number = number * 10 + (text[j++] - '0');
        if (j == digits) return "";
        rank = number - (p == Protocol::xboard ? xboard_first_rank(g) : 1);
    }
    if (!g.contains(file, rank)) return "";
    i = j;
    return square_name(g, g.square(file, rank));
}

// USI's text as ours: "P*5e" -> "P@e5"; "7g7f+" -> "c3c4+"; "5e4d3c" (three squares) -> "f7g8,g8h9".
std::string usi_to_ours(const Geometry& g, std::string_view text) {
    std::size_t i = 0;
    if (const auto star = text.find('*'); star != std::string_view::npos) {
        std::size_t at = star + 1;
        const std::string to = read_protocol_square(Protocol::usi, g, text, at);
        if (to.empty()) return std::string(text);
        return std::string(text.substr(0, star)) + "@" + to + std::string(text.substr(at));
    }
    std::vector<std::string> squares;
    for (std::string s; !(s = read_protocol_square(Protocol::usi, g, text, i)).empty();) squares.push_back(s);
    if (squares.size() < 2) return std::string(text);
    std::string out = squares[0] + squares[1];
    for (std::size_t k = 2; k < squares.size(); ++k) out += "," + squares[k - 1] + squares[k];
    return out + std::string(text.substr(i));
}

// XBoard's text as ours: its squares renamed, `@@@@` a pass.
std::string xboard_to_ours(const Geometry& g, std::string_view text) {
    if (text == "@@@@") return "pass";
    if (text.size() > 4 && text.ends_with('=')) text.remove_suffix(1);  // a promotion declined (shogi)
    std::string out;
    for (std::size_t i = 0; i < text.size();) {
        if (i == 0 || !is_lower(text[i - 1]))
            if (std::string s = read_protocol_square(Protocol::xboard, g, text, i); !s.empty()) {
                out += s;
                continue;
            }
        out += text[i++];
    }
    return out;
}

// Our text as USI's: squares renamed, '@' -> '*', a multi-leg move's legs run together (each leg starts
// where the one before it ended).
std::string ours_to_usi(const Geometry& g, const std::string& text) {
    std::string renamed = rename_our_squares(g, text, [&](Square s) { return protocol_square(Protocol::usi, g, s); });
    for (char& c : renamed)
        if (c == '@') c = '*';
    // A USI square is digits then a letter: the first square of a leg, and the last one before it.
    const auto first_square = [](const std::string& leg) {
        std::size_t k = 0;
        while (k < leg.size() && is_digit(leg[k])) ++k;
        return k > 0 && k < leg.size() && is_lower(leg[k]) ? leg.substr(0, k + 1) : std::string();
    };
    const auto last_square = [](const std::string& leg) {
        if (leg.empty() || !is_lower(leg.back())) return std::string();
        std::size_t k = leg.size() - 1;
        while (k > 0 && is_digit(leg[k - 1])) --k;
        return k + 1 < leg.size() ? leg.substr(k) : std::string();
    };
    std::string out, previous;
    std::size_t start = 0;
    while (start <= renamed.size()) {
        const std::size_t comma = std::min(renamed.find(',', start), renamed.size());
        std::string leg = renamed.substr(start, comma - start);
        if (const std::string from = first_square(leg); !out.empty() && !from.empty() && from == previous)
            leg.erase(0, from.size());
        out += leg;
        previous = last_square(out);
        start = comma + 1;
    }
    return out;
}

std::vector<std::string> words(const std::string& text) {
    std::istringstream in(text);
    std::vector<std::string> out;
    for (std::string w; in >> w;) out.push_back(w);
    return out;
}

// "[Bpp]" -> "B2p"; "[-]" or "[]" -> "-".
std::string sfen_hands(std::string_view held) {
    std::map<char, int> count;
    std::string order;
    for (char c : held) {
        if (!std::isalpha(static_cast<unsigned char>(c))) continue;
        if (!count[c]++) order += c;
    }
    std::string out;
    for (char c : order) out += (count[c] > 1 ? std::to_string(count[c]) : "") + c;
    return out.empty() ? "-" : out;
}

// "B2p" -> "Bpp"; "-" -> "".
std::string our_holdings(const std::string& hands, std::size_t column) {
    if (hands == "-") return "";
    std::string out;
    int count = 0;
    for (char c : hands) {
        if (is_digit(c)) {
            count = count * 10 + (c - '0');
            if (count > 999) throw FenError(column, "a count in the hands is too large");
        } else if (std::isalpha(static_cast<unsigned char>(c))) {
            out += std::string(std::size_t(std::max(count, 1)), c);
            count = 0;
        } else {
            throw FenError(column, fmt::format("'{}' is not a piece letter or a count in the hands", c));
        }
    }
    return out;
}

void set_sfen(Position& pos, const std::string& text) {
    const auto w = words(text);
    if (w.size() < 2) throw FenError(text.size(), "an SFEN needs the board and the side to move");
    if (w[1] != "b" && w[1] != "w") throw FenError(text.find(w[1], w[0].size()), "the side to move is 'b' or 'w'");
    const bool drops = pos.game().drops.any;
    const std::string hands = w.size() > 2 ? w[2] : "-";
    if (!drops && hands != "-") throw FenError(text.find(hands, w[0].size()), "this game has no hands");
    long ply = 1;
    if (w.size() > 3) {
        try {
            ply = std::clamp(std::stol(w[3]), 1L, 1L << 20);
        } catch (const std::exception&) {
            throw FenError(text.rfind(w[3]), "the move number is not a number");
        }
    }
    const bool second = w[1] == "w";
    const long fullmove = std::max(1L, (ply - 1 - (second ? 1 : 0)) / 2 + 1);
    // The fields between the side and the move number are the game's own (castling, e.p., a counter...):
    // as in its setup, which a shogi game's SFEN cannot change.
    auto fields = words(pos.game().setup_fen);
    fields[0] = w[0] + (drops ? "[" + our_holdings(hands, text.find(hands, w[0].size())) + "]" : "");
    fields[1] = second ? "b" : "w";
    if (fields.size() > 2) fields.back() = std::to_string(fullmove);
    std::string fen;
    for (const auto& f : fields) fen += (fen.empty() ? "" : " ") + f;
    try {
        pos.set_fen(fen);
    } catch (const FenError& e) {
        throw FenError(std::min(e.column, w[0].size()), e.what());  // the board is where both texts agree
    }
}

std::string sfen(const Position& pos) {
    const auto w = words(pos.fen());
    std::string board = w[0], hands = "-";
    // The holdings are the last bracket of a game with drops (a bracket inside the board is a piece code of
    // several letters: tai shogi's).
    if (const auto open = board.rfind('['); pos.game().drops.any && open != std::string::npos) {
        hands = sfen_hands(std::string_view(board).substr(open));
        board.erase(open);
    }
    const bool second = w.size() > 1 && w[1] == "b";
    const long fullmove = w.size() > 2 ? std::stol(w.back()) : 1;
    return fmt::format("{} {} {} {}", board, second ? "w" : "b", hands, 2 * (fullmove - 1) + (second ? 1 : 0) + 1);
}

// XBoard writes a holdings bracket apart from the board ("... [-] w 0 1") and leaves out the castling and
// e.p. fields of games without them: both made ours.
std::string xboard_fen_as_ours(const std::string& text) {
    auto w = words(text);
    if (w.size() > 1 && w[1].starts_with('[')) {
        w[0] += w[1];
        w.erase(w.begin() + 1);
    }
    if (w.size() == 4 && is_digit(w[2][0]) && is_digit(w[3][0])) w.insert(w.begin() + 2, {"-", "-"});
    std::string out;
    for (const auto& x : w) out += (out.empty() ? "" : " ") + x;
    return out;
}

}  // namespace

// XBoard counts the ranks of a 10-rank board from 0 (its protocol document says so; Fairy-Stockfish and
// Sjaak II follow it), every other board's from 1.
int xboard_first_rank(const Geometry& g) { return g.ranks == 10 ? 0 : 1; }

std::string protocol_square(Protocol p, const Geometry& g, Square s) {
    const int file = g.file_of(s), rank = g.rank_of(s);
    switch (p) {
        case Protocol::usi: return std::to_string(g.files - file) + char('a' + (g.ranks - 1 - rank));
        case Protocol::xboard: return char('a' + file) + std::to_string(rank + xboard_first_rank(g));
        case Protocol::uci: break;
    }
    return square_name(g, s);
}

std::string protocol_move(Protocol p, const Position& pos, const Move& m) {
    const Geometry& g = pos.game().geo;
    std::string ours = move_to_string(pos, m);
    switch (p) {
        case Protocol::uci:
            if (m.kind() != MoveKind::Pass) return ours;
            // Fairy-Stockfish writes a pass as the royal's move to its own square (janggi: e2e2); UCI's null
            // move where the side has no royal.
            if (const Square r = pos.royal_square(pos.side()); r != NoSquare)
                return square_name(g, r) + square_name(g, r);
            return "0000";
        case Protocol::usi: return ours_to_usi(g, ours);
        case Protocol::xboard:
            if (m.kind() == MoveKind::Pass) return "@@@@";
            return rename_our_squares(g, ours, [&](Square s) { return protocol_square(p, g, s); });
    }
    return ours;
}

std::optional<Move> parse_protocol_move(Protocol p, const Position& pos, std::string_view text, std::string& error) {
    Position copy = pos;
    const Geometry& g = pos.game().geo;
    std::string ours(text);
    if (p == Protocol::xboard) ours = xboard_to_ours(g, text);
    if (p == Protocol::usi) ours = usi_to_ours(g, text);
    if (p != Protocol::usi && text == "0000") ours = "pass";
    std::string why;
    if (auto m = parse_move(copy, ours, why)) return m;
    // XBoard, testing moves by our piece lines, passed on Sjaak II's sho shogi move a1b1+ of a promoted lance
    // (+L, which promotes no further): a '+' on a promoted man's move that promotes nothing is read as nothing.
    if (p == Protocol::xboard && ours.size() > 1 && ours.back() == '+') {
        std::string unused;  // parse_move leaves `copy` as it was: it serves again
        const auto m = parse_move(copy, std::string_view(ours).substr(0, ours.size() - 1), unused);
        if (m && m->kind() != MoveKind::Drop && pos.at(m->from) && pos.game().types[type_of(pos.at(m->from))].base >= 0)
            return m;
    }
    error = ours == text ? why : fmt::format("'{}' (read as {})", text, why);
    return std::nullopt;
}

std::string protocol_fen(Protocol p, const Position& pos) { return p == Protocol::usi ? sfen(pos) : pos.fen(); }

void set_protocol_fen(Protocol p, Position& pos, const std::string& text) {
    if (p == Protocol::usi) return set_sfen(pos, text);
    if (p == Protocol::xboard) {
        try {
            pos.set_fen(text);
            return;
        } catch (const FenError&) {
            const std::string ours = xboard_fen_as_ours(text);
            if (ours == text) throw;
            pos.set_fen(ours);  // its errors' columns are those of the normalised text
            return;
        }
    }
    pos.set_fen(text);
}

}  // namespace variant
