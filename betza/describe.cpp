// Syntax tree -> plain English, one clause per component, joined with "; ".
#include <string>
#include <vector>

#include "betza/atoms.hpp"
#include "betza/betza.hpp"
#include "betza/directions.hpp"
#include "betza/text.hpp"

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

const char* compass_name(int k) {
    static const char* names[8] = {"forward",  "diagonally forward-right", "right", "diagonally backward-right",
                                   "backward", "diagonally backward-left", "left",  "diagonally forward-left"};
    return names[k & 7];
}

const char* relative_name(int k) {
    static const char* names[8] = {"straight on",        "turning 45 degrees right", "turning right",
                                   "turning 135 degrees right", "straight back",   "turning 135 degrees left",
                                   "turning left",       "turning 45 degrees left"};
    return names[k & 7];
}

std::string slot_list(std::uint8_t slots, const char* (*name)(int)) {
    std::vector<std::string> parts;
    for (int k = 0; k < 8; ++k)
        if (slots & (1u << k)) parts.push_back(name(k));
    return join(parts, " or ");
}

// Where a first leg goes, e.g. "orthogonally", "forward or sideways", "diagonally forward".
std::string first_directions(const Component& c) {
    const DirSystem system = direction_system(c, 0);
    const std::uint8_t slots = c.legs[0].directions;
    switch (system) {
        case DirSystem::Orthogonal:
            if (!slots) return "orthogonally";
            if (slots == 0x44) return "sideways";
            if (slots == 0x11) return "forward or backward";
            return slot_list(slots, compass_name);
        case DirSystem::Diagonal:
            if (!slots) return "diagonally";
            if (slots == 0x82) return "diagonally forward";
            if (slots == 0x28) return "diagonally backward";
            if (slots == 0xA0) return "diagonally to the left";
            if (slots == 0x0A) return "diagonally to the right";
            return slot_list(slots, compass_name);
        case DirSystem::King:
            return slots ? slot_list(slots, compass_name) : "in any direction";
        case DirSystem::Oblique: {
            switch (slots) {
                case 0: return "in any direction";
                case 0x81: return "in the two narrow forward directions";
                case 0x42: return "in the two wide forward directions";
                case 0x18: return "in the two narrow backward directions";
                case 0x24: return "in the two wide backward directions";
                case 0xC3: return "in the four forward directions";
                case 0x3C: return "in the four backward directions";
                case 0x66: return "in the four wide (sideways) directions";
                case 0x99: return "in the four narrow (vertical) directions";
            }
            int p = 0, q = 0;
            atom_pq(c, p, q);
            std::vector<std::string> parts;
            for (int k = 0; k < 8; ++k) {
                if (!(slots & (1u << k))) continue;
                const Offset o = slot_step(system, k, q, p, q);
                parts.push_back(concat("(", std::to_string(o.dx), ",", std::to_string(o.dy), ")"));
            }
            return concat("to ", join(parts, " or "), " (right, forward)");
        }
        case DirSystem::None: return "";
    }
    return "";
}

// One step of the atom, e.g. "one square", "a knight's leap", "two squares (jumping)".
std::string step_phrase(const Component& c, bool plural) {
    const char* counts[] = {"", "one", "two", "three"};
    const int len = atom_length(c);
    switch (c.atom) {
        case Atom::N: return plural ? "knight's leaps" : "a knight's leap (1,2)";
        case Atom::C: return plural ? "camel's leaps" : "a camel's leap (1,3)";
        case Atom::Z: return plural ? "zebra's leaps" : "a zebra's leap (2,3)";
        case Atom::Leap:
            if (direction_system(c, 0) == DirSystem::Oblique || len > 3)
                return concat(plural ? "leaps" : "a leap", " of (", std::to_string(c.x), ",", std::to_string(c.y), ")");
            break;
        default: break;
    }
    if (len == 1) return plural ? "squares" : "one square";
    const std::string n = counts[len];
    return concat(n, plural ? "-square leaps" : " squares (leaping)");
}

std::string distance(const Component& c) {
    const int steps = max_steps(c);
    if (steps == 1) return step_phrase(c, false);
    const std::string what = step_phrase(c, true);
    if (steps == 0) return concat("any number of ", what, atom_length(c) > 1 || c.atom == Atom::N ? " in a line" : "");
    return concat("up to ", std::to_string(steps), " ", what, atom_length(c) > 1 ? " in a line" : "");
}

std::string verb(const LegSpec& s) {
    std::vector<std::string> v;
    if (s.move) v.push_back("moves");
    if (s.capture) v.push_back("captures");
    if (s.destroy) v.push_back("captures a friendly piece");
    if (s.en_passant) v.push_back("captures en passant");
    if (v.empty()) return "moves or captures";
    if (v.size() == 1 && s.move) return "moves (without capturing)";
    return join(v, " or ");
}

std::string extras(const LegSpec& s, bool last) {
    std::string x;
    if (s.hop && last) x += ", hopping over one piece on the way";
    if (s.grasshop) x += ", landing right behind the one piece it hops over";
    if (s.lame) x += ", not jumping (the squares it passes must be empty)";
    if (s.jump) x += ", only jumping over occupied squares";
    if (s.cylinder) x += ", wrapping around the board's side edges";
    return x;
}

std::string stop_phrase(const LegSpec& s) {
    std::vector<std::string> v;
    if (s.move) v.push_back("an empty square");
    if (s.capture) v.push_back("an enemy, capturing it");
    if (s.destroy) v.push_back("a friendly piece, capturing it");
    if (s.hop) v.push_back("an occupied square, passing over it");
    if (v.empty()) v.push_back("an empty square");
    return concat("to ", join(v, " or "));
}

std::string clause(const Component& c) {
    std::string s = c.initial ? "only as its first move, " : "";
    if (c.atom == Atom::U) return s + verb(c.legs[0]) + " to any square of the board";
    if (c.atom == Atom::O) {
        const std::uint8_t d = c.legs[0].directions;
        const std::string side = d == 0x40 ? "to the left" : d == 0x04 ? "to the right" : "to either side";
        return concat(s, "castles, the king moving ", std::to_string(c.range), " squares ", side);
    }
    const LegSpec& first = c.legs[0];
    if (c.legs.size() == 1)
        return concat(s, verb(first), " ", distance(c), " ", first_directions(c), extras(first, true));
    s += concat("goes ", distance(c), " ", first_directions(c), " ", stop_phrase(first), extras(first, false));
    for (std::size_t i = 1; i < c.legs.size(); ++i) {
        const LegSpec& leg = c.legs[i];
        const bool last = i + 1 == c.legs.size();
        const bool eight = c.atom == Atom::K || c.atom == Atom::Q;
        const std::string dirs = leg.directions ? slot_list(leg.directions, relative_name)
                                 : eight        ? "in any direction"
                                                : "straight on, straight back or turning left or right";
        s += concat(", then ", distance(c), " ", dirs);
        s += last ? concat(" and ", verb(leg), " there") : concat(" ", stop_phrase(leg));
        s += extras(leg, last);
    }
    return s;
}

}  // namespace

std::string describe(const Piece& piece) {
    std::vector<std::string> clauses;
    for (const Component& c : piece.components) clauses.push_back(clause(c));
    std::string s;
    for (std::size_t i = 0; i < clauses.size(); ++i) s += concat(i ? "; " : "", clauses[i]);
    return s;
}

}  // namespace betza
