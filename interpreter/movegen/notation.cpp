// Move notation in and out: e2e4; e7e8q (promotion to a choice) or b8b9+ (to the fixed partner); P@e4
// (drop; upper-case code for either side); e1g1 (castling as the king's move); f5e6,e6f5 (a multi-leg move
// that takes a man on its turning square e6: the legs as coordinate pairs joined by a comma); f5f5 (a man
// that moves away and back without taking: a turn pass by that man); pass. Parsing compares against the printed legal moves, so every printed move
// parses back by construction.
#include <fmt/format.h>

#include <cctype>
#include <iterator>

#include "interpreter/movegen/move_diagnosis.hpp"
#include "interpreter/movegen/movegen.hpp"

namespace variant {

namespace {
std::string code(const Game& g, int t, bool lower) {
    std::string c = g.types[t].code;
    if (c.empty()) c = fmt::format("+{}", g.types[g.types[t].base].code);
    if (lower)
        for (char& ch : c) ch = char(std::tolower(static_cast<unsigned char>(ch)));
    if (c.size() > 1 && c[0] != '+') c = fmt::format("[{}]", c);
    return c;
}
}  // namespace

std::string move_to_string(const Position& pos, Move m) {
    const Game& g = pos.game();
    switch (m.kind()) {
        case MoveKind::Pass: return "pass";
        case MoveKind::Drop: return fmt::format("{}@{}", code(g, m.type(), false), square_name(g.geo, m.to));
        case MoveKind::Transfer:  // "e2^" unchanged, "b8^R" entering the reserve as another type
            return fmt::format("{}^{}", square_name(g.geo, m.from),
                               m.type() == type_of(pos.at(m.from)) ? "" : code(g, m.type(), false));
        default: break;
    }
    std::string s = square_name(g.geo, m.from);
    auto to = std::back_inserter(s);
    if (m.kind() == MoveKind::MultiLeg && m.extra != 0xffff)  // f5e6,e6f5: via the square taken on the way
        fmt::format_to(to, "{0},{0}", square_name(g.geo, m.extra));
    fmt::format_to(to, "{}", square_name(g.geo, m.to));
    if (m.kind() == MoveKind::Promotion) {
        int t = type_of(pos.at(m.from));
        if (t >= 0 && g.types[t].promoted == m.type()) s += '+';
        else fmt::format_to(to, "{}", code(g, m.type(), true));
    }
    return s;
}

std::optional<Move> parse_move(Position& pos, std::string_view text, MoveError& error) {
    MoveList list;
    generate_legal(pos, list);
    for (const Move& m : list)
        if (move_to_string(pos, m) == text) return m;
    // Be lenient about the case of a promotion suffix and of a drop's piece code.
    std::string lower(text);
    for (char& ch : lower) ch = char(std::tolower(static_cast<unsigned char>(ch)));
    for (const Move& m : list) {
        std::string s = move_to_string(pos, m);
        for (char& ch : s) ch = char(std::tolower(static_cast<unsigned char>(ch)));
        if (s == lower) return m;
    }
    error = diagnose_move(pos, text);
    return std::nullopt;
}

std::optional<Move> parse_move(Position& pos, std::string_view text, std::string& error) {
    MoveError why;
    auto m = parse_move(pos, text, why);
    if (!m) error = fmt::format("'{}': {}", text, why.message);
    return m;
}

}  // namespace variant
