#include "interpreter/play/san.hpp"

#include <fmt/format.h>

#include <fmt/ranges.h>

#include <algorithm>
#include <cctype>
#include <vector>

#include "interpreter/movegen/move_diagnosis.hpp"
#include "interpreter/movegen/movegen.hpp"

namespace variant {

namespace {

bool is_board_move(Move m) { return m.kind() <= MoveKind::LastBoardMove; }

// The promotion's suffix as the coordinate text writes it ("q", "+", "[dr]"), or "".
std::string promotion_suffix(const Position& pos, Move m) {
    const Game& g = pos.game();
    const std::string text = move_to_string(pos, m);
    const std::string plain = square_name(g.geo, m.from) + square_name(g.geo, m.to);
    if (m.kind() != MoveKind::Promotion || text.size() <= plain.size() || text.compare(0, plain.size(), plain))
        return "";
    return text.substr(plain.size());
}

std::string upper(std::string s) {
    for (char& c : s) c = char(std::toupper(static_cast<unsigned char>(c)));
    return s;
}

// SAN without the check mark.
std::string san_body(Position& pos, Move m, const MoveList& legal) {
    const Game& g = pos.game();
    if (m.kind() == MoveKind::Castling) {
        // Free castling (features/castling): where another castling goes the same way, "O-O" would not say
        // which, so the move is written as in our notation (f1h1; f1k1 for one square).
        const bool kingside = m.to > m.from;
        for (const Move& o : legal)
            if (o.kind() == MoveKind::Castling && o != m && (o.to > o.from) == kingside) return move_to_string(pos, m);
        return kingside ? "O-O" : "O-O-O";
    }
    if (m.kind() == MoveKind::Drop) return move_to_string(pos, m);  // P@e4 already
    if (m.kind() == MoveKind::Gating) {  // the board move, then the man entering behind it: Na3/H
        return san_body(pos, Move::make(m.from, m.to), legal) + "/" + g.piece_code(m.type());
    }
    if (!is_board_move(m) || m.kind() == MoveKind::MultiLeg) return move_to_string(pos, m);
    const Man man = pos.at(m.from);
    const int type = type_of(man);
    const bool pawn = g.types[std::size_t(type)].pawn_like;
    const bool capture = m.kind() == MoveKind::EnPassant || (pos.at(m.to) && colour_of(pos.at(m.to)) != pos.side());
    std::string s = pawn ? "" : g.piece_code(type);
    // Disambiguation: the other men of the type that may go to the same square.
    bool other = false, same_file = false, same_rank = false;
    for (const Move& o : legal) {
        if (!is_board_move(o) || o.kind() == MoveKind::MultiLeg || o.to != m.to || o.from == m.from) continue;
        if (type_of(pos.at(o.from)) != type) continue;
        other = true;
        same_file = same_file || g.geo.file_of(o.from) == g.geo.file_of(m.from);
        same_rank = same_rank || g.geo.rank_of(o.from) == g.geo.rank_of(m.from);
    }
    const std::string from = square_name(g.geo, m.from);
    const std::size_t letters = std::size_t(
        std::find_if(from.begin(), from.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); }) -
        from.begin());
    if ((pawn && capture) || (other && !same_file)) s += from.substr(0, letters);
    else if (other && !same_rank) s += from.substr(letters);
    else if (other) s += from;
    if (capture) s += 'x';
    s += square_name(g.geo, m.to);
    if (const std::string promo = promotion_suffix(pos, m); !promo.empty()) {
        s += promo == "+" ? "+" : "=" + upper(promo);
    } else {
        // A promotion to the fixed partner declined is marked "=" (as Fairy-Stockfish does), so that a
        // check mark after it is never read as the promotion.
        for (const Move& o : legal)
            if (o.kind() == MoveKind::Promotion && o.from == m.from && o.to == m.to && promotion_suffix(pos, o) == "+")
                return s + "=";
    }
    return s;
}

std::string check_mark(Position& pos, Move m) {
    pos.make(m);
    std::string mark;
    if (in_check(pos)) {
        MoveList replies;
        generate_legal(pos, replies);
        mark = replies.size == 0 ? "#" : "+";
    }
    pos.unmake();
    return mark;
}

// The text without check marks and annotations, castling with letters.
std::string clean(std::string_view text) {
    std::string s(text);
    while (!s.empty() && (s.back() == '#' || s.back() == '!' || s.back() == '?')) s.pop_back();
    if (s == "0-0" || s == "0-0-0") std::replace(s.begin(), s.end(), '0', 'O');
    return s;
}

}  // namespace

std::string move_to_san(Position& pos, Move m) {
    MoveList legal;
    generate_legal(pos, legal);
    return san_body(pos, m, legal) + check_mark(pos, m);
}

std::optional<Move> parse_san(Position& pos, std::string_view text, std::string& error, bool& near) {
    MoveList legal;
    generate_legal(pos, legal);
    const std::string want = clean(text);
    // A trailing '+' is a check mark, except where it is the promotion (shogi): both readings are tried,
    // and where both match, the promotion is the one written.
    std::vector<Move> found, exact;
    for (const Move& m : legal) {
        const std::string body = san_body(pos, m, legal);
        if (body == want) exact.push_back(m);
        if (body == want || (!want.empty() && want.back() == '+' && body == want.substr(0, want.size() - 1)))
            found.push_back(m);
    }
    if (found.size() > 1 && exact.size() == 1) found = exact;
    if (found.size() == 1) return found.front();
    // Refused: name the candidates, the legal moves to the square the text names, else all of them.
    const Game& g = pos.game();
    std::vector<std::string> to_square, all;
    for (const Move& m : legal) {
        const std::string san = san_body(pos, m, legal);
        all.push_back(san);
        if (want.find(square_name(g.geo, m.to)) != std::string::npos) to_square.push_back(san);
    }
    near = !to_square.empty();
    std::sort(to_square.begin(), to_square.end());
    // Ambiguous: several moves to the square by men of the letter written ("Nd2" with two knights).
    std::vector<std::string> same_letter;
    for (const std::string& c : to_square)
        if (!want.empty() && std::isupper(static_cast<unsigned char>(want.front())) && c.front() == want.front())
            same_letter.push_back(c);
    if (same_letter.size() > 1) {
        error = fmt::format("ambiguous; it may be: {}", fmt::join(same_letter, " "));
    } else {
        const std::vector<std::string>& candidates = near ? to_square : all;
        error = fmt::format("not a legal move here; {}: {}",
                            near ? "the legal moves to that square" : "the legal moves",
                            candidates.empty() ? std::string("none") : fmt::format("{}", fmt::join(candidates, " ")));
    }
    return std::nullopt;
}

std::optional<Move> parse_any_move(Position& pos, std::string_view text, std::string& error) {
    MoveError coordinate_error;
    if (auto m = parse_move(pos, text, coordinate_error)) return m;
    bool near = false;
    if (auto m = parse_san(pos, text, error, near)) return m;
    error = fmt::format("'{}': {}", text, looks_like_san(text) ? error : coordinate_error.message);
    return std::nullopt;
}

bool looks_like_san(std::string_view text) {
    if (text.empty()) return false;
    const unsigned char c = static_cast<unsigned char>(text[0]);
    return std::isupper(c) || c == '0' || text.find_first_of("x=") != std::string_view::npos || text.size() <= 3;
}

}  // namespace variant
