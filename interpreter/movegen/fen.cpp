// FEN in and out.
//
// Board: ranks from the last to the first, separated by '/'; a digit run counts empty squares ("12" on wide
// boards) and may cover holes; '*' marks a hole (the program writes holes that way); a piece is its code (upper case:
// first player, lower case: second), a code of several letters is written in brackets ("[DR]", "[dr]"), "+X" is the
// promoted form of X, "X~" a man that promoted from another type by a promotion with a choice and falls back to that
// type when captured. Reserves: in brackets right after the last rank. One reserve: "[Qn]" (letters, each one man; a
// count may precede a piece: "[3P]"; a code of several letters in parentheses: "[(DR)]"); "[]" or "[-]" when empty.
// Several reserves are named: "[hand:Qn|prison:b]", a reserve left out is empty. With no brackets at all, the
// reserves are empty, but for a game with one reserve that is a prison (captured men keep their colour there,
// grand chess): every man of the setup the board lacks is a prisoner, as other programs' FENs, which write no
// prisons, mean it (Fairy-Stockfish limits grand's promotions by the men on the board).
// Then the side to move (w/b), castling rights (KQkq or -), the e.p. square (or -), the halfmove clock and
// the fullmove number; every field after the board may be left out (defaults: w - - 0 1).
// The rules' fields come between and after those, each in the place its rule declares (FenSlot,
// core/fen_board.hpp), read and written through the registry (features/registry.hpp).
// fen_board.cpp reads the board and reserves (the ruleset validation reads setup FENs with it too); this
// file gives their codes meaning in a game and reads the fields after them. It is movegen's, above the
// rules, so that position/ names none.
#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <iterator>

#include "interpreter/core/fen_board.hpp"
#include "interpreter/features/registry.hpp"
#include "interpreter/movegen/sanity.hpp"
#include "interpreter/position/position.hpp"

namespace variant {

std::string format_fen_error(std::string_view fen, const FenError& e) {
    std::string out = render(fen_argument_error(fen, e));
    out.pop_back();  // without the last line break
    return out;
}

namespace {

// The type a "X~" man promoted from: the first type whose promotion offers X as a choice.
int origin_for(const Game& g, int promoted) {
    for (int t = 0; t < g.type_count(); ++t)
        if (g.promotion[t].remember_origin)
            for (const auto& rule : g.promotion[t].rules)
                for (int c : rule.choices)
                    if (c == promoted && c != g.types[t].promoted) return t;
    return -1;
}

// The reserve sections of a scanned FEN, checked against the game's reserves: into `res`.
void place_held_men(const Game& g, const FenCodes& codes, const FenBoard& board, std::vector<std::int16_t>& res) {
    const int T = g.type_count();
    if (!board.sections.empty() && g.reserve_count() == 0)
        throw FenError(board.reserves_at + 1, "this game has no reserves");
    for (std::size_t i = 0; i < board.sections.size(); ++i) {
        const FenReserveSection& section = board.sections[i];
        int r = 0;
        if (section.named) {
            r = -1;
            for (int k = 0; k < g.reserve_count(); ++k)
                if (g.reserve_names[k] == section.name) r = k;
            if (r < 0) throw FenError(section.at, fmt::format("unknown reserve '{}'", section.name));
        } else if (g.reserve_count() > 1) {
            throw FenError(section.at,
                           fmt::format("this game has several reserves: name them, e.g. [{}:...]", g.reserve_names[0]));
        }
        for (const FenHeld& held : board.held) {
            if (held.section != i) continue;
            int t = fen_type(codes, held);
            if (g.types[t].royal && g.drops.of[t].reserve != r)
                throw FenError(held.at, fmt::format("royal '{}' is held, but no drop rule drops it from this reserve",
                                                    g.types[t].name));
            if (g.derived.any && g.derived.base[t] >= 0)
                throw FenError(held.at,
                               fmt::format("a {} is a powered form, never held: write its base type", g.types[t].name));
            if (g.drops.of[t].held_as >= 0)  // a second face, dropped from the count of its first face
                throw FenError(held.at,
                               fmt::format("a {} is held as a {} (its other face): write '{}'", g.types[t].name,
                                           g.types[g.drops.of[t].held_as].name, g.piece_code(g.drops.of[t].held_as)));
            const bool gated = g.gating.enabled && g.gating.enters[std::size_t(t)];  // features/gating
            if (g.drops.of[t].reserve < 0 && !g.captures.to_reserve && !gated)
                throw FenError(held.at, fmt::format("'{}' cannot be in a reserve", g.types[t].name));
            // Counts are 16-bit: "9999Q9999Q..." must not wrap. 9999 a type keeps room for every man on the
            // largest board to be captured into the reserve during play.
            std::int16_t& held_of_type = res[(std::size_t(held.colour) * g.reserve_count() + r) * T + t];
            if (held_of_type + held.count > 9999) throw FenError(held.at, "count too large");
            held_of_type = std::int16_t(held_of_type + held.count);
            const int capacity = g.reserve_capacity[r];
            int total = 0;
            for (int u = 0; u < T; ++u) total += res[(std::size_t(held.colour) * g.reserve_count() + r) * T + u];
            if (capacity > 0 && total > capacity)
                throw FenError(held.at, fmt::format("reserve '{}' holds at most {} {} a side", g.reserve_names[r],
                                                    capacity, capacity == 1 ? "man" : "men"));
        }
    }
}

// A FEN without reserves in a game with one prison (see the top of this file): the setup's men the board lacks,
// each in the enemy's prison.
void infer_prisoners(const Game& g, const std::vector<Man>& board, std::vector<std::int16_t>& res) {
    const int T = g.type_count(), r = g.captures.reserve;
    if (!g.captures.to_reserve || !g.captures.keep_colour || g.reserve_count() != 1 || g.reserve_capacity[r] > 0 ||
        g.setup_piece.empty())
        return;
    std::vector<int> missing(std::size_t(Colours) * T, 0);  // [colour * types + type]
    for (std::size_t s = 0; s < board.size(); ++s) {
        if (const Man set_up = Man(g.setup_piece[s])) ++missing[std::size_t(colour_of(set_up)) * T + type_of(set_up)];
        if (const Man here = board[s]) --missing[std::size_t(colour_of(here)) * T + type_of(here)];
    }
    for (int c = 0; c < Colours; ++c)
        for (int t = 0; t < T; ++t)
            if (const int n = missing[std::size_t(c) * T + t]; n > 0)
                res[(std::size_t(c ^ 1) * g.reserve_count() + r) * T + t] = std::int16_t(n);
}

}  // namespace

// The men of a scanned board, on their squares, and the held men in `reserves`.
void Position::place(const FenBoard& board, const FenCodes& codes) {
    const Game& g = *game_;
    for (const FenMan& man : board.men) {
        if (!g.hooks.read_fen_man.empty()) {  // a rule's own men (features/potentials: sets of types)
            put(g.geo.square(man.file, man.rank), g.hooks.read_fen_man.fn[0](g, man));
            continue;
        }
        int t = fen_type(codes, man);
        Man p = make_man(t, man.colour);
        if (man.tilde) {
            int o = origin_for(g, t);
            if (o < 0 && !g.captures.demotes)
                throw FenError(man.tilde_at, "'~' marks a promoted man, which matters only where captured men demote; "
                                             "in this game they do not, so leave it out");
            if (o < 0)
                throw FenError(man.tilde_at,
                               fmt::format("'~' marks a promoted man, but nothing promotes to '{}'", g.types[t].name));
            p = with_origin(p, o);
        }
        Square s = g.geo.square(man.file, man.rank);
        if (g.set_up_on(p, s)) p |= UnmovedBit;
        put(s, p);
    }
    place_held_men(g, codes, board, reserves_);
    if (board.reserves_at == std::string_view::npos) infer_prisoners(g, board_, reserves_);
}

namespace {

// The next whitespace-separated field from `at`, and its column.
std::pair<std::string_view, std::size_t> peek_field(std::string_view fen, std::size_t at) {
    const std::size_t start = std::min(fen.find_first_not_of(' ', at), fen.size());
    const std::size_t end = std::min(fen.find(' ', start), fen.size());
    return {fen.substr(start, end - start), start};
}

bool all_digits(std::string_view s) {
    return !s.empty() && std::all_of(s.begin(), s.end(), [](char ch) { return ch >= '0' && ch <= '9'; });
}

// "3+3": the checks each side may still give (Fairy-Stockfish's 3check and 5check).
bool is_check_counts(std::string_view s) {
    const std::size_t plus = s.find('+');
    return plus != std::string_view::npos && all_digits(s.substr(0, plus)) && all_digits(s.substr(plus + 1));
}

// Exactly two numeric fields left: the counters, with the castling and e.p. fields left out.
bool only_counters_follow(std::string_view rest) {
    auto [first, first_at] = peek_field(rest, 0);
    auto [second, second_at] = peek_field(rest, first_at + first.size());
    auto [third, third_at] = peek_field(rest, second_at + second.size());
    return all_digits(first) && all_digits(second) && third.empty();
}

}  // namespace

void Position::set_fen(std::string_view fen) {
    const Game& g = *game_;
    clear();
    key_ ^= dispatch::state_key(*this, Features{});  // the rules' state, each at its "none"
    const FenCodes codes = g.fen_codes();
    FenBoard board;
    try {
        scan_fen_board(fen, g.geo, board);
    } catch (const FenError&) {
        place(board, codes);  // a mistake in what came before the scanner's is reported first
        throw;
    }
    place(board, codes);
    if (g.derived.any) DerivedPromotion::check_fen(*this, 0);
    // The held men, written straight into reserves_ by place(), are added again through add_reserve, which keeps
    // the reserve key and the count of entries held (holds_any) from nothing.
    for (int col = 0; col < Colours; ++col) {
        held_entries_[col] = 0;
        for (int r = 0; r < g.reserve_count(); ++r)
            for (int t = 0; t < g.type_count(); ++t) {
                int n = reserve(col, r, t);
                reserves_[(std::size_t(col) * g.reserve_count() + r) * g.type_count() + t] = 0;
                add_reserve(col, r, t, n);
            }
    }

    FenCursor c{fen, board.end};
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

    // The rules' fields in the castling rights' and the e.p. square's places (one rule may fill both).
    // Fairy-Stockfish writes the start of its shogi variants without them ("[-] w 0 1"): two numbers right
    // after the side mean both are left out.
    if (only_counters_follow(fen.substr(c.pos))) {
        dispatch::read_fen_default(*this, FenSlot::Rights, "-", c.pos, Features{});
    } else {
        auto [rights, rights_at] = field();
        if (dispatch::read_fen(*this, FenSlot::Rights, rights, rights_at, Features{}) < 2) {
            auto [ep, ep_at] = field();
            dispatch::read_fen(*this, FenSlot::EpSquare, ep, ep_at, Features{});
        }
    }
    // The optional fields: each rule's, if it is there (a field its rule does not take is the next one's).
    const auto optional_field = [&](auto read) {
        const std::size_t before = c.pos;
        auto [text, at] = field();
        if (!read(text, at)) c.pos = before;
    };
    dispatch::read_fen_fields(*this, FenSlot::AfterEpSquare, optional_field, Features{});

    auto number = [&](int& out, const char* what, int min) {
        auto [n, at] = field();
        if (n.empty()) return;
        int v = 0;
        auto r = std::from_chars(n.data(), n.data() + n.size(), v);
        if (r.ec != std::errc() || r.ptr != n.data() + n.size() || v < min || v > 100000000)
            c.error_at(at, fmt::format("the {} must be a number{}", what, min ? " from 1" : ""));
        out = v;
    };
    if (auto [next, next_at] = peek_field(fen, c.pos); is_check_counts(next))
        c.error_at(next_at, fmt::format("'{}' is Fairy-Stockfish's field of check counts (n-check), but this game "
                                        "counts no checks: leave it out",
                                        next));
    const std::size_t clock_at = peek_field(fen, c.pos).second;
    number(halfmove_, "halfmove clock", 0);
    dispatch::read_clock(*this, clock_at, Features{});  // a rule's number in the clock's place
    number(fullmove_, "fullmove number", 1);
    dispatch::read_fen_fields(*this, FenSlot::AfterFullmove, optional_field, Features{});
    dispatch::read_fen_fields(*this, FenSlot::Last, optional_field, Features{});
    while (!c.done() && c.peek() == ' ') ++c.pos;
    if (!c.done()) c.error("unexpected text after the fullmove number");
    check_possible(*this, fen);
}

namespace {
std::string code_text(const std::string& code, int colour, char open, char close) {
    std::string s = code;
    if (colour == 1)
        for (char& ch : s) ch = char(std::tolower(static_cast<unsigned char>(ch)));
    return s.size() > 1 ? fmt::format("{}{}{}", open, s, close) : s;
}
}  // namespace

std::string Position::fen() const {
    const Game& g = *game_;
    std::string out;
    auto to = std::back_inserter(out);
    for (int rank = g.geo.ranks - 1; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < g.geo.files; ++file) {
            Square s = g.geo.square(file, rank);
            Man p = board_[s];
            if (!p && g.geo.on_board[s]) {
                ++empty;
                continue;
            }
            if (empty) fmt::format_to(to, "{}", empty);
            empty = 0;
            if (!p) {
                out += '*';
                continue;
            }
            if (!g.hooks.write_fen_man.empty() && g.hooks.write_fen_man.fn[0](g, p, out)) continue;
            int t = type_of(p);
            if (g.types[t].code.empty())
                fmt::format_to(to, "+{}", code_text(g.types[g.types[t].base].code, colour_of(p), '[', ']'));
            else out += code_text(g.types[t].code, colour_of(p), '[', ']');
            if (origin_of(p) >= 0) out += '~';
        }
        if (empty) fmt::format_to(to, "{}", empty);
        if (rank) out += '/';
    }
    if (g.reserve_count() > 0) {
        out += '[';
        for (int r = 0; r < g.reserve_count(); ++r) {
            std::string men;
            for (int col = 0; col < Colours; ++col)
                for (int t = 0; t < g.type_count(); ++t) {
                    int n = reserve(col, r, t);
                    // A promoted form held as it is (captures that do not demote): "+N", as on the board.
                    std::string code = g.types[t].code.empty()
                                           ? "+" + code_text(g.types[g.types[t].base].code, col, '(', ')')
                                           : code_text(g.types[t].code, col, '(', ')');
                    for (int i = 0; i < n; ++i) men += code;  // letters, as other programs read them
                }
            if (g.reserve_count() == 1) out += men;
            else if (!men.empty()) {
                if (out.back() != '[') out += '|';
                fmt::format_to(to, "{}:{}", g.reserve_names[r], men);
            }
        }
        out += ']';
    }
    fmt::format_to(to, " {} ", side_ ? 'b' : 'w');
    if (dispatch::write_fen(*this, FenSlot::Rights, out, Features{}) < 2) {
        out += ' ';
        dispatch::write_fen(*this, FenSlot::EpSquare, out, Features{});
    }
    dispatch::write_fen_fields(*this, FenSlot::AfterEpSquare, out, Features{});
    fmt::format_to(to, " {} {}", dispatch::clock(*this, Features{}), fullmove_);
    dispatch::write_fen_fields(*this, FenSlot::AfterFullmove, out, Features{});
    dispatch::write_fen_fields(*this, FenSlot::Last, out, Features{});
    return out;
}

}  // namespace variant
