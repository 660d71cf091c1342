// Atom geometry (see atoms.hpp).
#include "betza/atoms.hpp"

#include <algorithm>
#include <cstdlib>


namespace betza {

char atom_letter(Atom atom) {
    static constexpr char letters[] = "WFDNAHCZGKRBQUO?";
    return letters[static_cast<int>(atom)];
}

void atom_pq(const Component& c, int& p, int& q) {
    switch (c.atom) {
        case Atom::W:
        case Atom::K:
        case Atom::R:
        case Atom::Q:
        case Atom::O:
            p = 0;
            q = 1;
            return;
        case Atom::F:
        case Atom::B:
            p = 1;
            q = 1;
            return;
        case Atom::D:
            p = 0;
            q = 2;
            return;
        case Atom::N:
            p = 1;
            q = 2;
            return;
        case Atom::A:
            p = 2;
            q = 2;
            return;
        case Atom::H:
            p = 0;
            q = 3;
            return;
        case Atom::C:
            p = 1;
            q = 3;
            return;
        case Atom::Z:
            p = 2;
            q = 3;
            return;
        case Atom::G:
            p = 3;
            q = 3;
            return;
        case Atom::U:
            p = 0;
            q = 0;
            return;
        case Atom::Leap:
            p = std::min(std::abs(c.x), std::abs(c.y));
            q = std::max(std::abs(c.x), std::abs(c.y));
            return;
    }
    p = q = 0;
}

int atom_length(const Component& c) {
    int p = 0, q = 0;
    atom_pq(c, p, q);
    return q;
}

int max_steps(const Component& c) {
    if (c.doubled) return 0;
    if (c.range >= 0) return c.range;
    return (c.atom == Atom::R || c.atom == Atom::B || c.atom == Atom::Q) ? 0 : 1;
}

bool is_leap_letter(Atom atom) { return atom <= Atom::G; }

bool rides(const Component& c) { return max_steps(c) != 1; }

bool passes_squares(const Component& c) {
    // Holds for every leg: a later leg steps the atom's length in a King direction.
    if (c.atom == Atom::U || c.atom == Atom::O) return false;
    return atom_length(c) > 1;
}

}  // namespace betza
