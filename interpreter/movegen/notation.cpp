// Move notation in and out: e2e4; e7e8q (promotion to a choice) or b8b9+ (to the fixed partner); P@e4
// (drop; upper-case code for either side); e1g1 (castling as the king's move); f5e6,e6f5 (a multi-leg move
// that takes a man on its turning square e6: the legs as coordinate pairs joined by a comma); f5f5 (a man
// that moves away and back without taking: a turn pass by that man); pass. Each feature writes its own
// moves (features/*.hpp, write). Parsing compares against the printed legal moves, so every printed move
// parses back by construction; then it reads the other spellings of a move that other programs send (a
// multi-leg move leg by leg: MultiLegMoves::read).
#include <fmt/format.h>

#include <cctype>

#include "interpreter/features/multi_leg.hpp"
#include "interpreter/features/promotion.hpp"
#include "interpreter/features/registry.hpp"
#include "interpreter/movegen/legal.hpp"
#include "interpreter/movegen/move_diagnosis.hpp"
#include "interpreter/movegen/movegen.hpp"

namespace variant {

std::string move_to_string(const Position& pos, Move m) {
    const Game& g = pos.game();
    std::string s;
    if (m.kind() > MoveKind::LastBoardMove && dispatch::write(pos, m, s, Features{})) return s;
    s = square_name(g.geo, m.from);
    if (m.kind() == MoveKind::MultiLeg) MultiLegMoves::write(g, m, s);
    s += square_name(g.geo, m.to);
    if (Promotion::promotes(m, pos.at(m.from))) Promotion::write(g, pos.at(m.from), m, s);
    return s;
}

std::vector<Move> move_paths(const Position& pos, Move m) {
    std::vector<Move> paths;
    MultiLegMoves::paths(pos, m, paths);
    return paths;
}

std::optional<Move> parse_move(Position& pos, std::string_view text, MoveError& error) {
    MoveList list;
    generate_legal(pos, list);
    for (const Move& m : list)
        if (move_to_string(pos, m) == text) return m;
    if (pos.game().potential.enabled) return Potentials::read(pos, list, text, error);
    // Be lenient about the case of a promotion suffix and of a drop's piece code.
    std::string lower(text);
    for (char& ch : lower) ch = char(std::tolower(static_cast<unsigned char>(ch)));
    for (const Move& m : list) {
        std::string s = move_to_string(pos, m);
        for (char& ch : s) ch = char(std::tolower(static_cast<unsigned char>(ch)));
        if (s == lower) return m;
    }
    // A multi-leg move written leg by leg, or with its captures in another order (XBoard, lishogi).
    if (auto m = MultiLegMoves::read(pos, list, text)) return m;
    // Fairy-Stockfish writes a pass as the royal's move to its own square (janggi: e2e2).
    if (const Square r = pos.royal_square(pos.side());
        r != NoSquare && pos.game().pass && text == square_name(pos.game().geo, r) + square_name(pos.game().geo, r))
        for (const Move& m : list)
            if (m.kind() == MoveKind::Pass) return m;
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
