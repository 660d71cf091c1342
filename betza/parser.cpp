// Betza text -> syntax tree: runs the PEGTL grammar, then checks what the letters mean together.
//
// Readings chosen where sources differ (H.G. Muller's XBetza pages, XBoard's moves.c, the Interactive
// Diagram, Betza's own articles):
// - J and L are rejected. Betza's articles and the XBetza reference write L = (1,3) and J = (2,3), but
//   XBoard's move generator reads J as (1,3) and L as (2,3). C and Z say the same thing unambiguously.
// - `mc` on the last leg is rejected: it only restates the default (move or capture), so it is reported;
//   on an earlier leg (`mcabK`) it is meaningful and allowed (stop on an empty or an enemy square).
// - Directions follow XBoard: K and Q read their letters in the 8-direction King system (fK = one step
//   straight forward; write fWfF for the three forward steps); fN = ffN (the two narrow forward moves),
//   fhN = the four forward moves.
// - A later leg with no direction letters goes every way its atom goes, measured from the previous leg,
//   except straight back (K: 7 directions; other atoms: straight on and both 90-degree turns), as XBoard
//   reads it since 2014. Igui and turn passes are written with an explicit `b` (the lion: KNADcaKmcabK).
// - Oblique atoms cannot start a multi-leg move (the relative directions of their later legs are not
//   defined consistently by the sources); `e` on an earlier leg is not supported.
// - XBoard's readings are kept for `g` and `y` on an earlier leg (stop on a piece / an empty square, and the
//   legs after it ride if this one leaps, or leap if it rides), `t` (the piece hopped over must be an own
//   one), `j` on a slider (the first square of the path is jumped over), `ii` (one step forward of the
//   setup square) and a range written with a leading zero ("W03" = "W3").
// - A move has at most 4 legs: every leg multiplies the paths by up to 8, and no known piece needs more.
// - Repeated letters: a modality twice in one leg ("mmW", "ccW") and `i` twice are errors; so is a
//   direction letter or pair that selects again what an earlier one of the leg did ("fffW", "ffW"), while a
//   doubling XBoard gives a meaning stays valid ("ffsK", "ffrrN"; see directions.hpp).
// - Components that differ only in their first leg's directions are merged ("fWbW" = "vW").
// - `p`/`g` on the last leg need a move that rides (a leaper has nowhere to hop to); `n`/`j` need a leap
//   that passes over squares (not W, F, K, R, B, Q).
#include <fmt/format.h>

#include <cctype>
#include <string>

#include "betza/atoms.hpp"
#include "betza/betza.hpp"
#include "betza/directions.hpp"
#include "betza/grammar.hpp"

namespace betza {

namespace {

namespace pegtl = tao::pegtl;
using namespace grammar;

constexpr std::size_t max_legs = 4;

struct Letter {
    char c;
    std::size_t column;
};

struct State {
    const char* base = nullptr;
    std::size_t size = 0;
    std::vector<Letter> prefix;
    std::size_t prefix_column = 0;
    Component current;
    std::size_t atom_column = 0, atom_length = 0;
    std::string range_text;
    std::size_t range_column = 0;
    Piece piece;

    std::size_t column(const char* p) const { return static_cast<std::size_t>(p - base); }
};

[[noreturn]] void fail(std::size_t column, std::size_t length, const std::string& message) {
    throw ParseError(column, length == 0 ? 1 : length, message);
}

std::string quoted(char c) {
    if (std::isprint(static_cast<unsigned char>(c))) return fmt::format("'{}'", c);
    static const char hex[] = "0123456789abcdef";
    const auto u = static_cast<unsigned char>(c);
    return fmt::format("byte 0x{}{}", hex[u >> 4], hex[u & 15]);
}

// --- Checks on one finished component -----------------------------------------------------------------

struct LegLetters {
    std::vector<DirLetter> directions;
    std::vector<Letter> modalities;
    const Letter* find(char c) const {
        for (const auto& l : modalities)
            if (l.c == c) return &l;
        return nullptr;
    }
};

std::string atom_name(const Component& c) {
    if (c.atom == Atom::Leap) return fmt::format("({},{})", c.x, c.y);
    std::string s(1, atom_letter(c.atom));
    if (c.doubled) s += s;
    return s;
}

void check_modalities(const Component& c, const LegLetters& leg, std::size_t index, std::size_t legs) {
    const bool last = index + 1 == legs;
    auto has = [&](char ch) { return leg.find(ch) != nullptr; };
    auto at = [&](char ch) { return leg.find(ch)->column; };

    if (c.atom == Atom::U) {
        for (const auto& l : leg.modalities)
            if (l.c != 'm' && l.c != 'c' && l.c != 'd')
                fail(l.column, 1, fmt::format("'{}' cannot modify 'U' (it only takes m, c, d and i)", l.c));
    }
    if (c.atom == Atom::O && !leg.modalities.empty())
        fail(leg.modalities.front().column, 1, "castling ('O') takes no modality");

    if (last && has('m') && has('c') && !has('d')) {
        const std::size_t m = at('m'), cc = at('c');
        const std::size_t from = std::min(m, cc), to = std::max(m, cc);
        fail(from, to == from + 1 ? 2 : 1,
             "'m' (move only) and 'c' (capture only) contradict each other; leave both out for a move that "
             "may do either");
    }
    if (has('p') && has('g'))
        fail(std::max(at('p'), at('g')), 1, "'p' and 'g' are two different hops; use one of them");
    if (has('n') && has('j'))
        fail(std::max(at('n'), at('j')), 1, "'n' (may not jump) and 'j' (must jump) contradict each other");
    if (!last && has('e')) fail(at('e'), 1, "'e' (en passant) only applies to the last leg");
    if (last && has('y'))
        fail(at('y'), 1, "'y' (go on riding, or stop riding, after this leg) only applies to a leg before 'a'");
    if (has('y') && (has('p') || has('g')))
        fail(at('y'), 1, "'y' toggles the range without a screen, 'p' and 'g' with one; use one of them");
    if (has('t') && (last || !(has('p') || has('g'))))
        fail(at('t'), 1, "'t' (the piece passed over must be an own one) needs 'p' or 'g' on a leg before 'a'");
    if (last && (has('p') || has('g')) && !rides(c)) {
        const char h = has('p') ? 'p' : 'g';
        fail(
            at(h), 1,
            fmt::format("'{}' (hop) needs a move that rides, such as R or NN; '{}' is a single leap", h, atom_name(c)));
    }
    for (char ch : {'n', 'j'}) {
        // 'j' on a slider (jR, jB, jQ, W3) jumps over the first square of its path, as XBoard reads it.
        if (ch == 'j' && has(ch) && !passes_squares(c) && rides(c)) continue;
        if (has(ch) && !passes_squares(c))
            fail(
                at(ch), 1,
                fmt::format("'{}' ({}) needs a leap that passes over squares{}; '{}' only steps to the next square", ch,
                            ch == 'n' ? "may not jump" : "must jump", ch == 'j' ? " or a slider" : "", atom_name(c)));
    }
}

// Every direction of a first leg is written 0 (the default); for castling, both sides (l + r) are every
// direction.
std::uint8_t normal_directions(const Component& c, std::uint8_t slots) {
    const bool every = slots == all_slots(direction_system(c, 0)) || (c.atom == Atom::O && slots == 0x44);
    return every ? 0 : slots;
}

// Two components that differ only in the directions of their first leg are one move with both sets of
// directions ("fWbW" = "vW", "RbFvF" = "RF"): the tree keeps one, so that every spelling of the same moves
// prints the same canonical text.
void add_component(Piece& piece, Component c) {
    for (Component& before : piece.components) {
        Component probe = c;
        probe.legs[0].directions = before.legs[0].directions;
        if (!(probe == before)) continue;
        const std::uint8_t a = before.legs[0].directions, b = c.legs[0].directions;
        before.legs[0].directions = (a == 0 || b == 0) ? 0 : normal_directions(c, std::uint8_t(a | b));
        return;
    }
    piece.components.push_back(std::move(c));
}

void finish_component(State& st) {
    Component& c = st.current;

    // Split the prefix into legs at each 'a'.
    std::vector<LegLetters> legs(1);
    std::vector<std::size_t> a_columns;
    for (const Letter& l : st.prefix) {
        if (l.c == 'a') {
            legs.emplace_back();
            a_columns.push_back(l.column);
            continue;
        }
        const bool is_direction = l.c == 'f' || l.c == 'b' || l.c == 'l' || l.c == 'r' || l.c == 'v' || l.c == 's' ||
                                  l.c == 'h';
        if (is_direction) {
            legs.back().directions.push_back(DirLetter{l.c, l.column});
            continue;
        }
        if (l.c == 'i') {
            if (legs.size() > 1)
                fail(l.column, 1, "'i' (initial move only) belongs to the whole move; write it before the first 'a'");
            // "ii" is XBoard's: only one step forward of a setup square of the piece's type.
            if (c.initial == 2)
                fail(l.column, 1, "'i' written three times: 'i' is the first move, 'ii' the move one step further on");
            ++c.initial;
            continue;
        }
        if (legs.back().find(l.c))
            fail(l.column, 1, fmt::format("'{}' repeated: each modifier is written once per leg", l.c));
        legs.back().modalities.push_back(l);
    }

    if (c.atom == Atom::Leap && c.x == 0 && c.y == 0) fail(st.atom_column, st.atom_length, "(0,0) is not a move");
    // Each leg multiplies the paths by up to 8; no known piece needs more than 3 legs (the lion dog).
    if (legs.size() > max_legs)
        fail(a_columns[max_legs - 1], 1,
             fmt::format("a move has at most {} legs ({} times 'a')", max_legs, max_legs - 1));
    if (legs.size() > 1) {
        if (c.atom == Atom::U || c.atom == Atom::O)
            fail(a_columns.front(), 1, fmt::format("'a' (another leg) cannot be used with '{}'", atom_name(c)));
        if (direction_system(c, 0) == DirSystem::Oblique)
            fail(st.atom_column, st.atom_length,
                 fmt::format("an oblique atom ('{}') cannot make a multi-leg move: later legs step in K directions, "
                             "write e.g. 'mafsW'",
                             atom_name(c)));
    }

    for (std::size_t i = 0; i < legs.size(); ++i) {
        LegSpec spec;
        const LegLetters& leg = legs[i];
        const DirSystem system = direction_system(c, i);
        if (!leg.directions.empty()) {
            if (system == DirSystem::None)
                fail(leg.directions.front().column, 1, "'U' (any square) takes no direction");
            DirProblem problem;
            spec.directions = read_directions(system, leg.directions, problem);
            if (!problem.message.empty()) fail(problem.column, problem.length, problem.message);
            if (c.atom == Atom::O && (spec.directions & ~0x44) != 0)
                fail(leg.directions.front().column, 1, "castling ('O') only goes left or right ('l', 'r')");
            if (i == 0) spec.directions = normal_directions(c, spec.directions);
        }
        check_modalities(c, leg, i, legs.size());
        for (const Letter& l : leg.modalities) {
            switch (l.c) {
                case 'm': spec.move = true; break;
                case 'c': spec.capture = true; break;
                case 'd': spec.destroy = true; break;
                case 'e': spec.en_passant = true; break;
                case 'p': spec.hop = true; break;
                case 'g': spec.grasshop = true; break;
                case 'n': spec.lame = true; break;
                case 'j': spec.jump = true; break;
                case 'o': spec.cylinder = true; break;
                case 'y': spec.toggle = true; break;
                case 't': spec.own_screen = true; break;
            }
        }
        c.legs.push_back(spec);
    }

    if (!st.range_text.empty()) {
        const std::size_t len = st.range_text.size();
        if (c.atom == Atom::U) fail(st.range_column, len, "'U' cannot take a range: it already reaches every square");
        if (c.doubled)
            fail(st.range_column, len,
                 fmt::format("'{}' already rides without limit; drop the doubling or the range", atom_name(c)));
        c.range = std::stoi(st.range_text);
        if (c.atom == Atom::O && c.range == 0)
            fail(st.range_column, len, "castling needs a distance of at least 1 square");
        // A range equal to the atom's own reach says nothing ("N1" is N, "K1" is K, "B0" is B); the tree
        // keeps one spelling. (Any other range does say something: R1 is W, K0 rides like Q.)
        Component unwritten = c;
        unwritten.range = -1;
        if (c.atom != Atom::O && c.range == max_steps(unwritten)) c.range = -1;
    } else if (c.atom == Atom::O) {
        fail(st.atom_column, 1, "castling ('O') needs the number of squares the king moves, e.g. 'O2'");
    }

    add_component(st.piece, std::move(c));
    st.current = Component{};
    st.prefix.clear();
    st.range_text.clear();
}

// --- Actions: collect what the grammar matched ------------------------------------------------------------

template <typename Rule> struct action : pegtl::nothing<Rule> {};

template <typename Rule> struct letter_action {
    template <typename Input> static void apply(const Input& in, State& st) {
        st.prefix.push_back(Letter{*in.begin(), st.column(in.begin())});
    }
};
template <> struct action<direction> : letter_action<direction> {};
template <> struct action<modality> : letter_action<modality> {};
template <> struct action<next_leg> : letter_action<next_leg> {};

template <> struct action<prefix> {
    template <typename Input> static void apply(const Input& in, State& st) {
        st.prefix_column = st.column(in.begin());
    }
};

Atom atom_of(char c) {
    switch (c) {
        case 'W': return Atom::W;
        case 'F': return Atom::F;
        case 'D': return Atom::D;
        case 'N': return Atom::N;
        case 'A': return Atom::A;
        case 'H': return Atom::H;
        case 'C': return Atom::C;
        case 'Z': return Atom::Z;
        case 'G': return Atom::G;
        case 'K': return Atom::K;
        case 'R': return Atom::R;
        case 'B': return Atom::B;
        case 'Q': return Atom::Q;
        case 'U': return Atom::U;
        default: return Atom::O;
    }
}

struct letter_atom_action {
    template <typename Input> static void apply(const Input& in, State& st) {
        st.current.atom = atom_of(*in.begin());
        st.atom_column = st.column(in.begin());
        st.atom_length = in.size();
    }
};
template <char L> struct action<leap_atom<L>> : letter_atom_action {};
// "KK", "RR": doubling makes riders of single leaps only. Written twice in a row, a compound letter would
// otherwise merge silently into one component, which is never what the writer meant.
template <> struct action<compound_atom> {
    template <typename Input> static void apply(const Input& in, State& st) {
        const char letter = *in.begin();
        if (st.prefix.empty() && in.begin() > st.base && in.begin()[-1] == letter) {
            const std::size_t column = st.column(in.begin()) - 1;
            if (letter == 'K')
                fail(column, 2,
                     "'K' cannot be doubled: only the single leaps W F D N A H C Z G ride by doubling; "
                     "for a king that rides write Q (or K0)");
            fail(column, 2, fmt::format("'{}' already rides; doubling it says nothing, write it once", letter));
        }
        letter_atom_action::apply(in, st);
    }
};
template <> struct action<universal_atom> : letter_atom_action {};
template <> struct action<castling_atom> : letter_atom_action {};

template <char L> struct action<doubling<L>> {
    template <typename Input> static void apply(const Input&, State& st) { st.current.doubled = true; }
};

int leap_number(const std::string& digits, std::size_t column) {
    if (digits.size() > 2) fail(column, digits.size(), "a leaper's step has at most two digits per coordinate");
    return std::stoi(digits);
}
template <> struct action<leap_x> {
    template <typename Input> static void apply(const Input& in, State& st) {
        st.current.x = leap_number(in.string(), st.column(in.begin()));
    }
};
template <> struct action<leap_y> {
    template <typename Input> static void apply(const Input& in, State& st) {
        st.current.y = leap_number(in.string(), st.column(in.begin()));
    }
};
template <> struct action<step_atom> {
    template <typename Input> static void apply(const Input& in, State& st) {
        st.current.atom = Atom::Leap;
        st.atom_column = st.column(in.begin());
        st.atom_length = in.size();
    }
};

template <> struct action<range> {
    template <typename Input> static void apply(const Input& in, State& st) {
        st.range_text = in.string();
        st.range_column = st.column(in.begin());
    }
};

template <> struct action<component> {
    template <typename Input> static void apply(const Input&, State& st) { finish_component(st); }
};

// --- Errors: the grammar stopped where an atom (or a part of "(x,y)") was required ------------------------

[[noreturn]] void report_missing_atom(const char* at, State& st) {
    const std::size_t column = st.column(at);
    if (column >= st.size) {
        // Modifiers with nothing after them.
        std::size_t begin = st.prefix_column;
        if (!st.prefix.empty() && st.prefix.back().c == 'a')
            fail(st.prefix.back().column, 1, "'a' starts another leg, but no leg and atom follow");
        fail(begin, column - begin,
             fmt::format("'{}' has nothing to modify: modifiers must be followed by an atom such as W or N",
                         std::string_view(st.base + begin, column - begin)));
    }
    const char c = *at;
    if (c == 'J')
        fail(column, 1,
             "'J' is ambiguous between sources (Betza's notation and the XBetza reference use it for "
             "the (3,2) leap, XBoard's move generator for the (3,1) leap); write Z for the (3,2) "
             "zebra or C for the (3,1) camel");
    if (c == 'L')
        fail(column, 1,
             "'L' is ambiguous between sources (Betza's notation and the XBetza reference use it for "
             "the (3,1) leap, XBoard's move generator for the (3,2) leap); write C for the (3,1) "
             "camel or Z for the (3,2) zebra");
    if (std::isupper(static_cast<unsigned char>(c))) fail(column, 1, fmt::format("unknown Betza letter '{}'", c));
    if (std::string_view("zqu").find(c) != std::string_view::npos)
        fail(column, 1, fmt::format("'{}' is an XBetza modifier this program does not support", c));
    if (std::islower(static_cast<unsigned char>(c))) fail(column, 1, fmt::format("unknown Betza modifier '{}'", c));
    if (std::isdigit(static_cast<unsigned char>(c))) {
        if (column >= 2 && std::isdigit(static_cast<unsigned char>(st.base[column - 1])) &&
            std::isdigit(static_cast<unsigned char>(st.base[column - 2])) && st.prefix.empty())
            fail(column - 2, 3, "a range has at most two digits");
        if (!st.prefix.empty() && st.prefix_column < column)
            fail(column, 1, "a range must follow the atom, not the modifiers");
        fail(column, 1, "a range digit must follow an atom");
    }
    fail(column, 1, fmt::format("unexpected character {}", quoted(c)));
}

template <typename Rule> struct control : pegtl::normal<Rule> {
    template <typename Input, typename... States>
    [[noreturn]] static void raise(const Input& in, State& st, States&&...) {
        const char* at = in.current();
        const std::size_t column = st.column(at);
        const bool end = column >= st.size;
        const std::string seen = end ? "the end" : quoted(*at);
        if constexpr (std::is_same_v<Rule, leap_x> || std::is_same_v<Rule, leap_y>)
            fail(column, 1, fmt::format("expected a number in the (x,y) leaper, found {}", seen));
        else if constexpr (std::is_same_v<Rule, leap_comma>)
            fail(column, 1, fmt::format("expected ',' between the two numbers of the (x,y) leaper, found {}", seen));
        else if constexpr (std::is_same_v<Rule, leap_close>)
            fail(column, 1, fmt::format("expected ')' to close the (x,y) leaper, found {}", seen));
        else report_missing_atom(at, st);
    }
};

}  // namespace

Piece parse(std::string_view text) {
    if (text.empty()) throw ParseError(0, 1, "empty Betza string: write at least one atom, e.g. 'W'");
    State st;
    st.base = text.data();
    st.size = text.size();
    pegtl::memory_input in(text.data(), text.size(), "betza");
    if (!pegtl::parse<piece, action, control>(in, st)) fail(st.column(in.current()), 1, "not a Betza string");
    return st.piece;
}

}  // namespace betza
