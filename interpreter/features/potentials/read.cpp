// Potentials: reading a move as people and other programs write it. The printer writes one text per move
// (potentials.cpp); a reader accepts every text that names one legal move: the squares, then optionally
//   >SET        the mover's set after the move, in any of its spellings (below);
//   >P=SET =SET a promotion: it was the pawn and is SET now ("=SET" leaves the ">P" out);
//   (T)         the type declared for a taken man;
// where SET is 'X' (every type), '!' and the types it is not, or its types, in any order and either case.
// The set may be the one the move alone leaves (printed), that set without the royal type the man loses
// for standing attacked at the end of its move, or the man's set after the whole move (the army's
// deductions too, as a FEN shows it). What is left out is not asked about: "e2e4" names the one legal move
// from e2 to e4. A text that names no legal move, or several, is refused with the moves from and to those
// squares.
#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <optional>
#include <vector>

#include "interpreter/core/utf8.hpp"
#include "interpreter/features/generator.hpp"
#include "interpreter/features/potentials/move.hpp"
#include "interpreter/features/potentials/potentials.hpp"
#include "interpreter/features/potentials/text.hpp"

namespace variant {

using namespace potential_detail;

namespace {

// What the text says after the squares; a part left out is nullopt.
struct Written {
    std::optional<unsigned> set;     // after '>' (before '=' for a promotion: the type it was)
    std::optional<unsigned> became;  // after '=': a promotion's new set
    std::optional<int> declared;     // in brackets: the potential index declared for the taken man
};

// The potential index of a type letter, either case (codes are upper-case letters, one per type), or -1.
int index_of_letter(const Game& g, char c) {
    const char upper = char(std::toupper(static_cast<unsigned char>(c)));
    for (int i = 0; i < g.potential.count; ++i)
        if (g.types[std::size_t(g.potential.types[i])].code == std::string(1, upper)) return i;
    return -1;
}

// A set from text[at, end): "X", "!" and letters, or letters. Errors point at the culprit.
std::optional<unsigned> read_set(const Game& g, std::string_view text, std::size_t at, std::size_t end,
                                 MoveError& error) {
    const unsigned all = g.potential.all;
    const std::string_view set = text.substr(at, end - at);
    if (set.empty()) {
        error = {fmt::format("a set of types is missing after '{}'", text[at - 1]), at - 1, 1};
        return std::nullopt;
    }
    if ((set == "X" || set == "x") && index_of_letter(g, 'X') < 0) return all;
    const bool but = set[0] == '!';
    unsigned letters = 0;
    for (std::size_t k = but ? 1 : 0; k < set.size(); ++k) {
        const int i = index_of_letter(g, set[k]);
        if (i < 0) {
            const std::size_t n = std::max<std::size_t>(1, utf8_char_length(text, at + k));  // a whole character
            error = {fmt::format("'{}' is not a type a man may be here (a set is 'X', '!' and the types it is not, "
                                 "or its types: {})",
                                 set.substr(k, n), potential_set_letters(g, all, 0)),
                     at + k, n};
            return std::nullopt;
        }
        if (letters >> i & 1) {
            error = {fmt::format("'{}' is written twice in the set", set[k]), at + k, 1};
            return std::nullopt;
        }
        letters |= 1u << i;
    }
    const unsigned result = but ? all & ~letters : letters;
    if (result == 0) {
        error = {"the set is empty: a man is always some type", at, set.size()};
        return std::nullopt;
    }
    return result;
}

// Reads the text after the squares (from `at`); false with `error` set if it is not one.
bool read_suffix(const Game& g, std::string_view text, std::size_t at, Written& w, MoveError& error) {
    auto until = [&](std::size_t from, std::string_view stops) {
        const std::size_t end = text.find_first_of(stops, from);
        return end == std::string_view::npos ? text.size() : end;
    };
    if (at < text.size() && text[at] == '>') {
        const std::size_t end = until(at + 1, "=(");
        w.set = read_set(g, text, at + 1, end, error);
        if (!w.set) return false;
        at = end;
    }
    if (at < text.size() && text[at] == '=') {
        const std::size_t end = until(at + 1, "(");
        w.became = read_set(g, text, at + 1, end, error);
        if (!w.became) return false;
        at = end;
    }
    if (at < text.size() && text[at] == '(') {
        const int i = at + 1 < text.size() ? index_of_letter(g, text[at + 1]) : -1;
        if (i < 0 || at + 2 >= text.size() || text[at + 2] != ')') {
            error = {fmt::format("a taken man's type is one of {} in brackets: (q)",
                                 potential_set_letters(g, g.potential.all, 1)),
                     at, text.size() - at};
            return false;
        }
        w.declared = i;
        at += 3;
    }
    if (at < text.size()) {
        error = {"unexpected text after the move (its form: squares, '>' and the set, a taken man's type in brackets)",
                 at, text.size() - at};
        return false;
    }
    return true;
}

// Whether the written set is one of the spellings of the mover's set of m (see the top of the file).
bool names_set(Position& pos, Move m, unsigned written) {
    const unsigned printed = move_set(m);
    if (written == printed) return true;
    pos.make(m);
    const unsigned after = potential_set(pos.at(m.to));
    pos.unmake();
    const unsigned royal = royal_bit(pos.game().potential);
    return written == after || (!(after & royal) && written == (printed & ~royal));
}

bool names(Position& pos, Move m, const Written& w) {
    const PotentialInfo& pi = pos.game().potential;
    const bool promotes = m.kt & Potentials::PromotesBit;
    if (w.declared && *w.declared != move_declared(m)) return false;
    if (w.became) {  // ">P=SET" or "=SET": a promotion from the pawn
        if (!promotes || (w.set && *w.set != 1u << pi.pawn)) return false;
        return names_set(pos, m, *w.became);
    }
    return !w.set || names_set(pos, m, *w.set);
}

}  // namespace

std::optional<Move> Potentials::read(Position& pos, const MoveList& legal, std::string_view text, MoveError& error) {
    const Game& g = pos.game();
    const auto from = parse_square_prefix(g.geo, text);
    const auto to = from ? parse_square_prefix(g.geo, text.substr(std::size_t(from->second))) : std::nullopt;
    std::vector<Move> here;  // the legal moves between the two squares
    if (to)
        for (const Move& m : legal)
            if (m.kind() == MoveKind::Potential && m.from == from->first && m.to == to->first) here.push_back(m);
    if (here.empty()) {  // not a question of spelling: why the squares are wrong
        error = generator.diagnose_move(pos, text);
        return std::nullopt;
    }
    const std::size_t suffix_at = std::size_t(from->second + to->second);
    Written w;
    if (!read_suffix(g, text, suffix_at, w, error)) return std::nullopt;
    std::vector<Move> named;
    for (Move m : here)
        if (names(pos, m, w)) named.push_back(m);
    if (named.size() == 1) return named[0];
    const std::string squares(text.substr(0, suffix_at));
    auto list = [&](const std::vector<Move>& moves) {
        std::string out;
        for (Move m : moves) out += (out.empty() ? "" : " ") + generator.move_to_string(pos, m);
        return out;
    };
    if (named.empty()) {  // something was written after the squares (they alone name every move in `here`)
        error = {fmt::format("'{}' is not what {} leaves here; the legal ones: {}", text.substr(suffix_at), squares,
                             list(here)),
                 suffix_at, text.size() - suffix_at};
    } else {
        error = {fmt::format("'{}' names {} legal moves; write which one: {}", text, named.size(), list(named)), 0,
                 text.size()};
    }
    return std::nullopt;
}

}  // namespace variant
