// Why a written move is not a legal move of the position, told the way a player would want to hear it:
// a square that is not on this board, an empty or enemy starting square, a piece that cannot go there, a
// move that would leave the side in check, a missing or wrong promotion suffix, a drop of a piece not in
// hand, an exchange the reserves or the value order do not allow. The parts of the text are read with the same square
// names as the printer, and the legal moves come from the generator, so the diagnosis never disagrees with parse_move.
#include "interpreter/movegen/move_diagnosis.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <iterator>
#include <optional>

#include "interpreter/core/utf8.hpp"
#include "interpreter/features/registry.hpp"
#include "interpreter/movegen/legal.hpp"

namespace variant {

namespace {

// A square-like token at `at`: up to three letters, then up to three digits.
std::size_t token_length(std::string_view text, std::size_t at) {
    std::size_t i = at;
    while (i < text.size() && i - at < 3 && std::islower(static_cast<unsigned char>(text[i]))) ++i;
    std::size_t letters = i;
    while (i < text.size() && i - letters < 3 && std::isdigit(static_cast<unsigned char>(text[i]))) ++i;
    return i - at;
}

// The square named at `at`, or an error pointing at the token.
std::optional<Square> read_square(const Game& g, std::string_view text, std::size_t at, std::size_t& used,
                                  MoveError& error) {
    auto sq = parse_square_prefix(g.geo, text.substr(at));
    if (sq) {
        used = std::size_t(sq->second);
        return sq->first;
    }
    if (at >= text.size()) {
        error = {"a square is missing here", at, 1};
        return std::nullopt;
    }
    const std::size_t n = std::max({std::size_t(1), token_length(text, at), utf8_char_length(text, at)});
    const std::string last = square_name(g.geo, g.geo.square(g.geo.files - 1, g.geo.ranks - 1));
    error = {fmt::format("'{}' is not a square of this {}x{} board (a file letter, then a rank: a1 to {})",
                         text.substr(at, n), g.geo.files, g.geo.ranks, last),
             at, n};
    return std::nullopt;
}

// The moves of `list` that satisfy `keep`, written out, at most a dozen.
template <class Keep> std::string listed(const Position& pos, const MoveList& list, Keep keep) {
    std::string out;
    int shown = 0, total = 0;
    for (const Move& m : list) {
        if (!keep(m)) continue;
        if (++total > 12) continue;
        fmt::format_to(std::back_inserter(out), "{}{}", shown++ ? " " : "", move_to_string(pos, m));
    }
    if (total > shown) fmt::format_to(std::back_inserter(out), " and {} more", total - shown);
    return out;
}

// Text after a drop's or an exchange's square, where no legal move of the position writes more than the
// square (drops take no suffix here): the trailing text is the fault, whatever the rest would say.
std::optional<MoveError> trailing_text(const Position& pos, std::string_view text, std::size_t end,
                                       const MoveList& legal) {
    if (end >= text.size()) return std::nullopt;
    const std::string head(text.substr(0, end));
    for (const Move& m : legal) {
        const std::string s = move_to_string(pos, m);
        if (s.size() > head.size() && s.compare(0, head.size(), head) == 0) return std::nullopt;
    }
    return MoveError{fmt::format("'{}' after the square is not part of the move: write {}", text.substr(end), head),
                     end, text.size() - end};
}

std::string man_on(const Position& pos, Square s) {
    if (potential_set(pos.at(s))) return fmt::format("the man on {}", square_name(pos.game().geo, s));
    return fmt::format("the {} on {}", pos.game().types[std::size_t(type_of(pos.at(s)))].name,
                       square_name(pos.game().geo, s));
}

// Why the rules refuse m, a move the men can make: it would leave the side in check, or a rule beyond check
// forbids it (the first feature whose legality filter drops it says why).
std::string refusal(Position& pos, Move m) {
    const Game& g = pos.game();
    std::string in_check = fmt::format("it would leave {} in check", side_names[pos.side()]);
    if (g.atomic.enabled) return in_check + " or explode its king";  // its own legality (features/atomic)
    if (!check_rule_allows(pos, m)) return in_check;
    MoveList pseudo, allowed;
    generate_pseudo(pos, pseudo, !variant::in_check(pos));
    for (const Move& x : pseudo)
        if (check_rule_allows(pos, x)) allowed.push(x);
    std::string why = dispatch::refusal(pos, allowed, m);
    return why.empty() ? in_check : why;
}

// A multi-leg move's legs "f7g7,g7h7" (from `at`, after its first square): a square that is none, or a leg
// that does not start where the one before ended.
std::optional<MoveError> broken_chain(const Game& g, std::string_view text, std::size_t at) {
    MoveError error;
    std::size_t used = 0;
    auto end = read_square(g, text, at, used, error);
    if (!end) return error;
    for (at += used; at < text.size() && text[at] == ',';) {
        const auto start = read_square(g, text, ++at, used, error);
        if (!start) return error;
        if (*start != *end)
            return MoveError{fmt::format("a leg starts where the one before it ended, on {}", square_name(g.geo, *end)),
                             at, used};
        end = read_square(g, text, at += used, used, error);
        if (!end) return error;
        at += used;
    }
    return std::nullopt;
}

// The type of a drop's code, read as the printer writes it ("N", "[DK]") in either case.
int type_with_code(const Game& g, std::string code) {
    if (code.size() > 2 && code.front() == '[' && code.back() == ']') code = code.substr(1, code.size() - 2);
    for (char& ch : code) ch = char(std::toupper(static_cast<unsigned char>(ch)));
    return g.type_by_code(code);
}

MoveError diagnose_drop(Position& pos, std::string_view text, std::size_t at, const MoveList& legal) {
    const Game& g = pos.game();
    MoveError error;
    std::size_t used = 0;
    auto to = read_square(g, text, at + 1, used, error);
    if (!to) return error;
    if (auto trailing = trailing_text(pos, text, at + 1 + used, legal)) return *trailing;
    int t = type_with_code(g, std::string(text.substr(0, at)));
    if (t < 0) return {fmt::format("no piece of this game has the code '{}'", text.substr(0, at)), 0, at};
    const std::string name = g.types[std::size_t(t)].name;
    auto drops_of_t = [&](const Move& m) { return m.kind() == MoveKind::Drop && m.type() == t; };
    if (std::none_of(legal.begin(), legal.end(), drops_of_t))
        return {fmt::format("{} can drop no {} now (none in hand, or its drops are not allowed here)",
                            side_names[pos.side()], name),
                0, text.size()};
    MoveList pseudo;
    generate_pseudo(pos, pseudo, false);
    for (const Move& m : pseudo)
        if (drops_of_t(m) && m.to == *to)
            return {fmt::format("{} is refused: {}", move_to_string(pos, m), refusal(pos, m)), 0, text.size()};
    return {fmt::format("a {} may not be dropped on {} here; its legal drops: {}", name, square_name(g.geo, *to),
                        listed(pos, legal, drops_of_t)),
            at + 1, used};
}

// An exchange "N-B@f7" (features/exchanges): the man given, the man taken back, the square.
MoveError diagnose_exchange(Position& pos, std::string_view text, std::size_t dash, std::size_t at,
                            const MoveList& legal) {
    const Game& g = pos.game();
    const ExchangeInfo& e = g.exchanges;
    const int us = pos.side(), them = us ^ 1;
    MoveError error;
    std::size_t used = 0;
    auto to = read_square(g, text, at + 1, used, error);
    if (!to) return error;
    if (auto trailing = trailing_text(pos, text, at + 1 + used, legal)) return *trailing;
    const int given = type_with_code(g, std::string(text.substr(0, dash)));
    if (given < 0) return {fmt::format("no piece of this game has the code '{}'", text.substr(0, dash)), 0, dash};
    const int back = type_with_code(g, std::string(text.substr(dash + 1, at - dash - 1)));
    if (back < 0)
        return {fmt::format("no piece of this game has the code '{}'", text.substr(dash + 1, at - dash - 1)), dash + 1,
                at - dash - 1};
    const std::string& given_name = g.types[std::size_t(given)].name;
    const std::string& back_name = g.types[std::size_t(back)].name;
    if (pos.reserve(us, e.give_from, given) == 0)
        return {fmt::format("{} holds no {} {} in its {} to give", side_names[us], side_names[them], given_name,
                            g.reserve_names[std::size_t(e.give_from)]),
                0, dash};
    if (pos.reserve(them, e.take_from, back) == 0)
        return {fmt::format("no {} {} is in {}'s {} to take back", side_names[us], back_name, side_names[them],
                            g.reserve_names[std::size_t(e.take_from)]),
                dash + 1, at - dash - 1};
    if (e.value_order && g.types[std::size_t(given)].value < g.types[std::size_t(back)].value)
        return {fmt::format("a {} (value {}) is worth less than a {} (value {}): the man given must be worth at "
                            "least the man taken back",
                            given_name, g.types[std::size_t(given)].value, back_name, g.types[std::size_t(back)].value),
                0, at};
    auto these = [&](const Move& m) { return m.kind() == MoveKind::Exchange && m.from == given && m.type() == back; };
    if (std::none_of(legal.begin(), legal.end(), these))
        return {"this exchange would leave " + std::string(side_names[us]) + " in check, wherever it drops", 0,
                text.size()};
    return {fmt::format("the {} taken back may not be dropped on {} here; this exchange's legal drops: {}", back_name,
                        square_name(g.geo, *to), listed(pos, legal, these)),
            at + 1, used};
}

}  // namespace

MoveError diagnose_move(Position& pos, std::string_view text) {
    const Game& g = pos.game();
    const int us = pos.side();
    MoveList legal;
    generate_legal(pos, legal);
    if (text.empty()) return {"the move is empty", 0, 0};
    if (legal.size == 0 && g.ends_early && dispatch::over(pos))
        return {"the game is over: no move is legal", 0, text.size()};
    if (text == "pass") return {"passing is not a legal move here", 0, text.size()};
    if (auto at = text.find('@'); at != std::string_view::npos) {
        const auto dash = text.substr(0, at).find('-');
        if (dash != std::string_view::npos && g.exchanges.voluntary)
            return diagnose_exchange(pos, text, dash, at, legal);
        return diagnose_drop(pos, text, at, legal);
    }

    MoveError error;
    std::size_t used = 0;
    auto from = read_square(g, text, 0, used, error);
    if (!from) return error;
    const std::size_t from_length = used;
    if (pos.at(*from) == 0) return {fmt::format("there is no piece on {}", square_name(g.geo, *from)), 0, from_length};
    if (colour_of(pos.at(*from)) != us)
        return {fmt::format("{} is {}'s, and it is {}'s move", man_on(pos, *from), side_names[us ^ 1], side_names[us]),
                0, from_length};
    auto from_here = [&](const Move& m) {
        return m.kind() != MoveKind::Drop && m.kind() != MoveKind::Exchange && m.kind() != MoveKind::Pass &&
               m.from == *from;
    };
    if (text.size() > from_length && text[from_length] == '^') {
        auto lifts = [&](const Move& m) { return m.kind() == MoveKind::Transfer && m.from == *from; };
        if (std::none_of(legal.begin(), legal.end(), lifts))
            return {fmt::format("{} cannot be put into a reserve now", man_on(pos, *from)), 0, text.size()};
        return {fmt::format("not a way to lift {}; the legal ones: {}", man_on(pos, *from), listed(pos, legal, lifts)),
                0, text.size()};
    }
    if (text.find(',') != std::string_view::npos) {  // a multi-leg move: name the ones this man has
        if (auto wrong = broken_chain(g, text, from_length)) return *wrong;
        return {fmt::format("not a legal move of {}; its legal moves: {}", man_on(pos, *from),
                            listed(pos, legal, from_here)),
                0, text.size()};
    }

    auto to = read_square(g, text, from_length, used, error);
    if (!to) return error;
    const std::size_t suffix_at = from_length + used;
    const std::string plain = fmt::format("{}{}", square_name(g.geo, *from), square_name(g.geo, *to));
    auto from_to = [&](const Move& m) { return from_here(m) && m.to == *to && m.kind() != MoveKind::Transfer; };
    if (std::any_of(legal.begin(), legal.end(), from_to)) {  // the squares are right: the suffix is not
        // A suffix names a promotion, or what enters the board behind the man (features/gating).
        auto suffixed = [&](const Move& m) { return from_to(m) && move_to_string(pos, m).size() > plain.size(); };
        if (std::none_of(legal.begin(), legal.end(), suffixed))
            return {fmt::format("{} promotes nothing: write it without '{}'", plain, text.substr(suffix_at)), suffix_at,
                    text.size() - suffix_at};
        auto gates = [&](const Move& m) { return from_to(m) && m.kind() == MoveKind::Gating; };
        const char* what = std::any_of(legal.begin(), legal.end(), gates) ? "a man this move can gate in"
                                                                          : "a promotion this move can make";
        if (suffix_at == text.size())
            return {fmt::format("{} needs a promotion suffix: {}", plain, listed(pos, legal, from_to)), 0, text.size()};
        return {fmt::format("'{}' is not {}; the legal ones: {}", text.substr(suffix_at), what,
                            listed(pos, legal, from_to)),
                suffix_at, text.size() - suffix_at};
    }
    MoveList pseudo;
    if (!g.potential.enabled) generate_pseudo(pos, pseudo, true);  // a potential man's moves are all legal ones
    if (auto m = std::find_if(pseudo.begin(), pseudo.end(), from_to); m != pseudo.end())
        return {fmt::format("{} is refused: {}", plain, refusal(pos, *m)), 0, text.size()};
    if (std::none_of(legal.begin(), legal.end(), from_here))
        return {fmt::format("{} has no legal move here", man_on(pos, *from)), 0, from_length};
    return {fmt::format("{} cannot go to {} here; its legal moves: {}", man_on(pos, *from), square_name(g.geo, *to),
                        listed(pos, legal, from_here)),
            from_length, used};
}

}  // namespace variant
