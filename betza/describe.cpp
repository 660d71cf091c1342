// Syntax tree -> plain English, one clause per component, joined with "; ".
#include <fmt/format.h>

#include <cstdlib>
#include <string>
#include <vector>

#include "betza/atoms.hpp"
#include "betza/betza.hpp"
#include "betza/directions.hpp"

namespace betza {

namespace {

std::string join(const std::vector<std::string>& parts, const std::string& last_sep) {
    std::string s;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        if (i > 0) s += (i + 1 == parts.size()) ? last_sep : ", ";
        s += parts[i];
    }
    return s;
}

std::string number_word(int n) {
    static const char* words[] = {"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"};
    return n >= 0 && n <= 9 ? words[n] : fmt::to_string(n);
}

std::string slot_list(std::uint8_t slots, const char* (*name)(int)) {
    std::vector<std::string> parts;
    for (int k = 0; k < 8; ++k)
        if (slots & (1u << k)) parts.push_back(name(k));
    return join(parts, " or ");
}

const char* relative_name(int k) {
    static const char* names[8] = {
        "straight on",   "turning 45 degrees right", "turning right", "turning 135 degrees right",
        "straight back", "turning 135 degrees left", "turning left",  "turning 45 degrees left"};
    return names[k & 7];
}

// Orthogonal slots (the even ones), e.g. "forward", "forward or sideways", "orthogonally".
std::string orthogonal_phrase(std::uint8_t slots) {
    if (slots == 0x55) return "orthogonally";
    std::vector<std::string> parts;
    if (slots & 0x01) parts.push_back("forward");
    if (slots & 0x10) parts.push_back("backward");
    if ((slots & 0x44) == 0x44) parts.push_back("sideways");
    else if (slots & 0x04) parts.push_back("right");
    else if (slots & 0x40) parts.push_back("left");
    return join(parts, " or ");
}

// Diagonal slots (the odd ones), e.g. "diagonally forward", "diagonally forward or backward-right".
std::string diagonal_phrase(std::uint8_t slots) {
    if (slots == 0xAA) return "diagonally";
    std::vector<std::string> parts;
    const std::pair<std::uint8_t, const char*> pairs[] = {
        {0x82, "forward"}, {0x28, "backward"}, {0xA0, "to the left"}, {0x0A, "to the right"}};
    for (const auto& [set, name] : pairs)
        if ((slots & set) == set) {
            parts.push_back(name);
            slots &= std::uint8_t(~set);
        }
    const std::pair<std::uint8_t, const char*> singles[] = {
        {0x80, "forward-left"}, {0x02, "forward-right"}, {0x20, "backward-left"}, {0x08, "backward-right"}};
    for (const auto& [set, name] : singles)
        if (slots & set) parts.push_back(name);
    return fmt::format("diagonally {}", join(parts, " or "));
}

// Oblique steps in words, grouped where they mirror each other: "two squares forward and one to either
// side" (ffN), "two squares forward or backward and one to the left" (lvN), joined with ", or ".
std::string oblique_phrase(const Component& c, std::uint8_t slots) {
    int p = 0, q = 0;
    atom_pq(c, p, q);
    std::vector<std::string> parts;
    for (const std::pair<int, int>& shape : {std::pair{p, q}, std::pair{q, p}}) {
        const int ax = shape.first, ay = shape.second;  // (clang cannot capture structured bindings)
        bool has[2][2] = {};                            // [to the right][forward]
        for (int k = 0; k < 8; ++k) {
            const Offset o = slot_step(DirSystem::Oblique, k, q, p, q);
            if ((slots & (1u << k)) && std::abs(o.dx) == ax && std::abs(o.dy) == ay) has[o.dx > 0][o.dy > 0] = true;
        }
        auto phrase = [&](bool left, bool right, bool forward, bool backward) {
            const char* vertical = forward && backward ? "forward or backward" : forward ? "forward" : "backward";
            const char* side = left && right ? "to either side" : right ? "to the right" : "to the left";
            return fmt::format("{}{}{} and {} {}", number_word(ay), ay == 1 ? " square " : " squares ", vertical,
                               number_word(ax), side);
        };
        const int count = has[0][0] + has[0][1] + has[1][0] + has[1][1];
        const bool left = has[0][0] || has[0][1], right = has[1][0] || has[1][1];
        const bool forward = has[0][1] || has[1][1], backward = has[0][0] || has[1][0];
        if (count == 0) continue;
        if (count == (left + right) * (forward + backward)) {  // every side with every vertical direction
            parts.push_back(phrase(left, right, forward, backward));
            continue;
        }
        for (const bool fwd : {true, false})
            if (has[0][fwd] || has[1][fwd]) parts.push_back(phrase(has[0][fwd], has[1][fwd], fwd, !fwd));
    }
    std::string s;
    for (std::size_t i = 0; i < parts.size(); ++i) s += fmt::format("{}{}", i ? ", or " : "", parts[i]);
    return s;
}

// Where a first leg goes, e.g. "orthogonally", "forward or sideways", "diagonally forward", "two squares
// forward and one to either side".
std::string first_directions(const Component& c) {
    const std::uint8_t slots = c.legs[0].directions;
    switch (direction_system(c, 0)) {
        case DirSystem::Orthogonal: return orthogonal_phrase(slots ? slots : 0x55);
        case DirSystem::Diagonal: return diagonal_phrase(slots ? slots : 0xAA);
        case DirSystem::King: {
            if (!slots) return "in any direction";
            std::vector<std::string> parts;
            if (slots & 0x55) parts.push_back(orthogonal_phrase(slots & 0x55));
            if (slots & 0xAA) parts.push_back(diagonal_phrase(slots & 0xAA));
            return join(parts, " or ");
        }
        case DirSystem::Oblique: return slots ? oblique_phrase(c, slots) : "in any direction";
        case DirSystem::None: return "";
    }
    return "";
}

// One step of the atom, e.g. "one square", "a knight's leap (1,2)", "two squares".
std::string step_phrase(const Component& c, bool plural) {
    const int len = atom_length(c);
    switch (c.atom) {
        case Atom::N: return plural ? "knight's leaps" : "a knight's leap (1,2)";
        case Atom::C: return plural ? "camel's leaps" : "a camel's leap (1,3)";
        case Atom::Z: return plural ? "zebra's leaps" : "a zebra's leap (2,3)";
        case Atom::Leap:
            if (direction_system(c, 0) == DirSystem::Oblique || len > 3)
                return fmt::format("{} of ({},{})", plural ? "leaps" : "a leap", c.x, c.y);
            break;
        default: break;
    }
    if (len == 1) return plural ? "squares" : "one square";
    return fmt::format("{}{}", number_word(len), plural ? "-square leaps" : " squares");
}

std::string distance(const Component& c) {
    const int steps = max_steps(c);
    if (steps == 1) return step_phrase(c, false);
    const std::string what = step_phrase(c, true);
    if (steps == 0)
        return fmt::format("any number of {}{}", what, atom_length(c) > 1 || c.atom == Atom::N ? " in a line" : "");
    return fmt::format("up to {} {}{}", number_word(steps), what, atom_length(c) > 1 ? " in a line" : "");
}

// The distance, then where: "one square forward", "a knight's leap (1,2), two squares forward and one to
// either side" (an oblique atom's directions say the step again, so they follow a comma).
std::string distance_and_directions(const Component& c) {
    const bool oblique = direction_system(c, 0) == DirSystem::Oblique && c.legs[0].directions;
    return fmt::format("{}{}{}", distance(c), oblique ? ", " : " ", first_directions(c));
}

std::string verb(const LegSpec& s) {
    std::vector<std::string> v;
    if (s.move) v.push_back("moves");
    if (s.capture && s.destroy) v.push_back("captures an enemy or a friendly piece");
    else if (s.capture) v.push_back(s.en_passant ? "captures (also en passant)" : "captures");
    else if (s.destroy) v.push_back("captures a friendly piece");
    if (s.en_passant && !s.capture) v.push_back("captures en passant");
    if (v.empty()) return "moves or captures";
    if (v.size() == 1 && s.move) return "moves (without capturing)";
    return join(v, " or ");
}

// What a leap does with the squares it passes over. Nothing for W F K R B Q, which pass none; that a leap
// jumps is said only for a single-leg leaper written as so many squares (D A H G), as the wording of riders
// and oblique atoms already says "leap".
std::string passing(const Component& c, const LegSpec& leg, bool say_leaping) {
    if (!passes_squares(c)) return leg.jump ? ", jumping over the first square of its path whatever it holds" : "";
    const int k = atom_length(c) - 1;
    const bool oblique = direction_system(c, 0) == DirSystem::Oblique;
    const std::string squares = k == 1 ? "the square" : fmt::format("the {} squares", number_word(k));
    const std::string where = oblique ? " on its path" : " in between";
    const char* is = k == 1 ? " is " : " are ";
    const std::string every = rides(c) ? " on every leap" : "";
    const std::string path = oblique ? " (the path goes straight first, then diagonally)" : "";
    if (leg.lame) return fmt::format(", provided {}{}{}empty{}{}", squares, where, is, every, path);
    if (leg.jump) return fmt::format(", provided {}{}{}occupied{}{}", squares, where, is, every, path);
    if (oblique || rides(c) || !say_leaping) return "";
    return fmt::format(", leaping over {}{}", squares, where);
}

std::string extras(const Component& c, const LegSpec& s, bool last) {
    std::string x;
    if (s.hop && last) x += ", hopping over exactly one piece on the way";
    if (s.grasshop && last) x += " by hopping over the first piece in its way and landing right behind it";
    x += passing(c, s, c.legs.size() == 1);
    if (s.cylinder) x += ", wrapping around the board's side edges";
    return x;
}

std::string stop_phrase(const LegSpec& s) {
    std::vector<std::string> v;
    if (s.move) v.push_back("an empty square");
    if (s.capture && s.destroy) v.push_back("an enemy or a friendly piece, capturing it");
    else if (s.capture) v.push_back("an enemy, capturing it");
    else if (s.destroy) v.push_back("a friendly piece, capturing it");
    const char* own = s.own_screen ? " of its own side" : "";
    if (s.hop) v.push_back(fmt::format("an occupied square, passing over the piece{} there", own));
    if (s.grasshop) v.push_back(fmt::format("the first piece in its way, passing over it (a piece{})", own));
    if (v.empty()) v.push_back("an empty square");
    std::string phrase = fmt::format("to {}", join(v, " or "));
    if (s.grasshop || s.toggle) phrase += " (the legs after it ride if this one leaps, or leap if it rides)";
    return phrase;
}

std::string clause(const Component& c) {
    std::string s = c.initial == 1   ? "only as its first move, "
                    : c.initial == 2 ? "only from one step forward of a setup square of its type, "
                                     : "";
    if (c.atom == Atom::U) return fmt::format("{}{} anywhere on the board", s, verb(c.legs[0]));
    if (c.atom == Atom::O) {
        const std::uint8_t d = c.legs[0].directions;
        const std::string side = d == 0x40 ? "to the left" : d == 0x04 ? "to the right" : "to either side";
        return fmt::format("{}castles, the king moving {}{}{}", s, number_word(c.range),
                           c.range == 1 ? " square " : " squares ", side);
    }
    const LegSpec& first = c.legs[0];
    if (c.legs.size() == 1)
        return fmt::format("{}{} {}{}", s, verb(first), distance_and_directions(c), extras(c, first, true));
    s += fmt::format("goes {} {}{}", distance_and_directions(c), stop_phrase(first), extras(c, first, false));
    Component later = c;  // the legs after a 'g' or 'y' leg have the other range
    for (std::size_t i = 1; i < c.legs.size(); ++i) {
        const LegSpec& leg = c.legs[i];
        const LegSpec& before = c.legs[i - 1];
        if (before.grasshop || before.toggle) {
            const bool leaps = max_steps(later) == 1;
            later.doubled = false;
            later.range = leaps ? 0 : 1;
        }
        const bool last = i + 1 == c.legs.size();
        const bool eight = c.atom == Atom::K || c.atom == Atom::Q;
        const std::string dirs = leg.directions ? slot_list(leg.directions, relative_name)
                                 : eight        ? "in any direction but straight back"
                                                : "straight on or turning left or right";
        s += fmt::format(", then {} {}", distance(later), dirs);
        s += last ? fmt::format(" and {} there", verb(leg)) : fmt::format(" {}", stop_phrase(leg));
        s += extras(c, leg, last);
    }
    return s;
}

}  // namespace

std::string describe(const Piece& piece) {
    std::vector<std::string> clauses;
    for (const Component& c : piece.components) clauses.push_back(clause(c));
    std::string s;
    for (std::size_t i = 0; i < clauses.size(); ++i) s += fmt::format("{}{}", i ? "; " : "", clauses[i]);
    return s;
}

}  // namespace betza
