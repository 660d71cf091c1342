// Syntax tree -> canonical Betza text. Per leg: directions, then m c d e t p g y n j o; `i` (or `ii`) first; `a`
// between legs; then the atom and its range. parse(print(t)) == t for every tree that parse produced.
#include <fmt/format.h>

#include <iterator>
#include <string>

#include "betza/atoms.hpp"
#include "betza/betza.hpp"
#include "betza/directions.hpp"

namespace betza {

namespace {

std::string leg_text(const Component& c, std::size_t index) {
    const LegSpec& leg = c.legs[index];
    std::string s = direction_letters(direction_system(c, index), leg.directions);
    const std::pair<bool, char> flags[] = {{leg.move, 'm'},       {leg.capture, 'c'},    {leg.destroy, 'd'},
                                           {leg.en_passant, 'e'}, {leg.own_screen, 't'}, {leg.hop, 'p'},
                                           {leg.grasshop, 'g'},   {leg.toggle, 'y'},     {leg.lame, 'n'},
                                           {leg.jump, 'j'},       {leg.cylinder, 'o'}};
    for (const auto& [on, letter] : flags)
        if (on) s += letter;
    return s;
}

}  // namespace

std::string print(const Piece& piece) {
    std::string out;
    const Component* previous = nullptr;
    for (const Component& c : piece.components) {
        // "A" followed by "A" would read back as the rider "AA", and "fB" followed by "B2" as a doubled B:
        // write the first with the range it has anyway ("A1", "K1", "fB0"), which parses to the same tree.
        const bool lettered = is_leap_letter(c.atom) || c.atom == Atom::K || c.atom == Atom::R || c.atom == Atom::B ||
                              c.atom == Atom::Q;
        if (previous && lettered && c.atom == previous->atom && !c.initial && !previous->doubled &&
            previous->range < 0 && c.legs.size() == 1 && leg_text(c, 0).empty())
            fmt::format_to(std::back_inserter(out), "{}", max_steps(*previous));
        previous = &c;
        out.append(c.initial, 'i');
        for (std::size_t i = 0; i < c.legs.size(); ++i) {
            if (i > 0) out += 'a';
            out += leg_text(c, i);
        }
        if (c.atom == Atom::Leap) {
            out += fmt::format("({},{})", c.x, c.y);
        } else {
            out += atom_letter(c.atom);
            if (c.doubled) out += atom_letter(c.atom);
        }
        if (c.range >= 0) fmt::format_to(std::back_inserter(out), "{}", c.range);
    }
    return out;
}

}  // namespace betza
