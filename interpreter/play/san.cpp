#include "interpreter/play/san.hpp"

#include <fmt/format.h>

#include <fmt/ranges.h>

#include <algorithm>
#include <cctype>
#include <vector>

#include "interpreter/features/potentials/potentials.hpp"
#include "interpreter/features/royalty.hpp"
#include "interpreter/movegen/legal.hpp"
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

// A multi-leg move that takes men on its way (chu and tai shogi's lions, the lion dog's three steps): the
// man's letter, the square it starts from, each square it takes a man on with an `x`, and where it ends with
// an `x` if it takes a man there too, else a `-`; then the promotion. "Nf5xe6-f5": a lion takes on e6 and
// returns (igui); "Nf5xe6xe7": it takes twice. The squares are those of the coordinate text
// ("f5e6,e6f5": each leg starts where the one before ended).
std::string multi_leg_san(const Position& pos, Move m) {
    const Game& g = pos.game();
    const std::string text = move_to_string(pos, m);
    const std::string to = square_name(g.geo, m.to);
    std::string s = g.san_code(type_of(pos.at(m.from))) + square_name(g.geo, m.from);
    std::string at = square_name(g.geo, m.from);  // where the current leg starts
    std::size_t start = 0;
    for (;;) {
        const std::size_t comma = text.find(',', start);
        std::string leg = text.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
        if (leg.compare(0, at.size(), at) == 0) leg.erase(0, at.size());  // the leg's end (and a suffix)
        if (comma == std::string::npos) {  // the last leg: the destination and the promotion
            const std::string promo = leg.compare(0, to.size(), to) == 0 ? leg.substr(to.size()) : "";
            const bool takes = m.to != m.from && pos.at(m.to);
            s += (takes ? "x" : "-") + to;
            if (!promo.empty()) s += promo == "+" ? "+" : "=" + upper(promo);
            return s;
        }
        s += "x" + leg;
        at = leg;
        start = comma + 1;
    }
}

// The least of the square `from` that tells a move from the others to its square: nothing, the file, else
// the rank, else both. `other`: another man may go there; `same_file`, `same_rank`: one of those starts on
// the file, the rank of `from`; `file_always`: a pawn's capture names its file in any case.
std::string disambiguation(const std::string& from, bool other, bool same_file, bool same_rank, bool file_always) {
    const std::size_t letters = std::size_t(
        std::find_if(from.begin(), from.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); }) -
        from.begin());
    if (other && same_file) return same_rank || file_always ? from : from.substr(letters);
    return other || file_always ? from.substr(0, letters) : "";
}

// The coordinate text after the move's two squares: a potential move's set and declaration (">QB(q)").
std::string after_squares(const Position& pos, Move m) {
    const Geometry& geo = pos.game().geo;
    const std::string text = move_to_string(pos, m);
    return text.substr(std::min(text.size(), square_name(geo, m.from).size() + square_name(geo, m.to).size()));
}

// Potential Chess (features/potentials): no man has a letter, as none has a known type; the move is written
// as chess writes a pawn's (the file it starts from for a capture, else only where another man may make the
// same move to the square: the file, else the rank, else both), then its coordinate text's set and
// declaration: "d4>QRP", "dxe5>QP(p)", "Nbd2" is "bd2>N"; castling "O-O>K".
std::string potential_san(const Position& pos, Move m, const MoveList& legal) {
    const Geometry& geo = pos.game().geo;
    const std::string rest = after_squares(pos, m);
    if (m.kt & Potentials::CastlesBit) return (m.to > m.from ? "O-O" : "O-O-O") + rest;
    bool other = false, same_file = false, same_rank = false;
    for (const Move& o : legal) {
        if (o.kind() != MoveKind::Potential || o.to != m.to || o.from == m.from || (o.kt & Potentials::CastlesBit))
            continue;
        if (after_squares(pos, o) != rest) continue;
        other = true;
        same_file = same_file || geo.file_of(o.from) == geo.file_of(m.from);
        same_rank = same_rank || geo.rank_of(o.from) == geo.rank_of(m.from);
    }
    const bool capture = rest.find('(') != std::string::npos;  // the taken man's declared type
    return disambiguation(square_name(geo, m.from), other, same_file, same_rank, capture) + (capture ? "x" : "") +
           square_name(geo, m.to) + rest;
}

// A pawn (end.pawns) is written without its letter, as chess writes its pawns, unless the ruleset gives it
// one (`san_letter`: Fairy-Stockfish writes its custom pawns, berolina's and the spartan hoplite, with "P").
bool written_as_pawn(const Game& g, int type) {
    const PieceInfo& info = g.types[std::size_t(type)];
    return info.pawn_like && !info.san_letter;
}

// A transfer (features/transfers): the man's letter (none for the pawns), the square it leaves and the
// coordinate text's `^` and the type it enters as: "Nb1^", "e2^", "Nb8^R".
std::string transfer_san(const Position& pos, Move m) {
    const Game& g = pos.game();
    const int type = type_of(pos.at(m.from));
    const std::string text = move_to_string(pos, m);
    return (written_as_pawn(g, type) ? "" : g.san_code(type)) + text;
}

// A promotion by a move of its own (features/promotion_moves: sittuyin's pawn becoming a general where it
// stands or by a diagonal step), as Fairy-Stockfish writes it: the square alone where the man stays ("e5=F"),
// both squares where it moves ("e5d4=F"); the letter of a man that is not a pawn in front.
std::string promotion_move_san(const Position& pos, Move m) {
    const Game& g = pos.game();
    const int type = type_of(pos.at(m.from));
    std::string s = written_as_pawn(g, type) ? "" : g.san_code(type);
    s += square_name(g.geo, m.from);
    if (m.to != m.from) s += (pos.at(m.to) ? "x" : "") + square_name(g.geo, m.to);
    return s + "=" + upper(g.san_code(m.type()));
}

// A pass, as Fairy-Stockfish writes it (janggi): the mover's royal man moving to its own square ("Ke2");
// "pass" where the side has no single royal man on the board. Both are read.
std::string pass_san(const Position& pos) {
    const int us = pos.side();
    const Square royal = pos.royal_square(us);
    if (pos.royal_count(us) != 1 || royal == NoSquare) return "pass";
    const Game& g = pos.game();
    return g.san_code(type_of(pos.at(royal))) + square_name(g.geo, royal);
}

// How much of the square a board move starts from its SAN names: the least that tells it from the other
// moves (ours), or more (as other programs may write it: XBoard's `ab5` for a soldier's step sideways).
enum class Disambiguation { least, file, rank, square };

// SAN without the check mark.
std::string san_body(Position& pos, Move m, const MoveList& legal, Disambiguation more = Disambiguation::least) {
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
        return san_body(pos, Move::make(m.from, m.to), legal) + "/" + g.san_code(m.type());
    }
    if (m.kind() == MoveKind::MultiLeg) return multi_leg_san(pos, m);
    if (m.kind() == MoveKind::Potential) return potential_san(pos, m, legal);
    if (m.kind() == MoveKind::Transfer) return transfer_san(pos, m);
    if (m.kind() == MoveKind::PromotionMove) return promotion_move_san(pos, m);
    if (m.kind() == MoveKind::Pass) return pass_san(pos);
    if (!is_board_move(m)) return move_to_string(pos, m);
    const Man man = pos.at(m.from);
    const int type = type_of(man);
    const bool pawn = written_as_pawn(g, type);
    // Taking one's own man (SC-chess's self-capture) is a capture too, written as its sources write it.
    const bool capture = m.kind() == MoveKind::EnPassant || pos.at(m.to);
    std::string s = pawn ? "" : g.san_code(type);
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
    // More than the least: as if another man stood on the same rank (the file is named), on the same file
    // (the rank), on both (the square).
    if (more == Disambiguation::file) s += disambiguation(from, true, false, true, pawn && capture);
    else if (more == Disambiguation::rank) s += disambiguation(from, true, true, false, pawn && capture);
    else if (more == Disambiguation::square) s += from;
    else s += disambiguation(from, other, same_file, same_rank, pawn && capture);
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
    if (!pos.game().notation.check_marks) return "";
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
    // A board move naming more of its starting square than it needs ("Ngf3", "ab5"): the one legal move
    // that reads so.
    if (found.empty()) {
        const auto marked = [&](const std::string& body) {
            return body == want || (!want.empty() && want.back() == '+' && body == want.substr(0, want.size() - 1));
        };
        for (const Move& m : legal) {
            if (!is_board_move(m) || m.kind() == MoveKind::MultiLeg || m.kind() == MoveKind::Castling) continue;
            for (const Disambiguation d : {Disambiguation::file, Disambiguation::rank, Disambiguation::square})
                if (marked(san_body(pos, m, legal, d))) {
                    if (std::find(found.begin(), found.end(), m) == found.end()) found.push_back(m);
                    break;
                }
        }
        if (found.size() == 1) return found.front();
        found.clear();
    }
    // A move without a letter where the game writes its pawns with one (shogi's P): XBoard writes them so,
    // a capture with the pawn's file first as chess does ("ixi5" for Pxi5).
    if (found.empty() && !want.empty() && std::islower(static_cast<unsigned char>(want.front()))) {
        std::string again;
        const std::size_t x = want.find('x');
        for (const std::string& text : {"P" + want, x == std::string::npos ? std::string() : "P" + want.substr(x)})
            if (!text.empty())
                if (auto m = parse_san(pos, text, again, near)) return m;
    }
    // A piece written by its FEN code where SAN writes another letter ("Nc3" for xiangqi's Hc3).
    const Game& g = pos.game();
    if (found.empty() && !want.empty())
        for (int t = 0; t < int(g.types.size()); ++t)
            if (g.piece_code(t) != g.san_code(t) && g.piece_code(t) == want.substr(0, 1)) {
                std::string again;
                if (auto m = parse_san(pos, g.san_code(t) + want.substr(1), again, near)) return m;
            }
    // Refused: name the candidates, the legal moves to the square the text names, else all of them.
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
    // The coordinate form with a check mark, as pgn-extract's long algebraic writes it ("g5d2+"); tried last,
    // as a '+' may be a promotion.
    if (text.size() > 1 && (text.back() == '+' || text.back() == '#')) {
        MoveError unmarked;
        if (auto m = parse_move(pos, text.substr(0, text.size() - 1), unmarked)) return m;
    }
    error = fmt::format("'{}': {}", text, looks_like_san(text) ? error : coordinate_error.message);
    return std::nullopt;
}

bool looks_like_san(std::string_view text) {
    if (text.empty()) return false;
    const unsigned char c = static_cast<unsigned char>(text[0]);
    return std::isupper(c) || c == '0' || text.find_first_of("x=") != std::string_view::npos || text.size() <= 3;
}

}  // namespace variant
