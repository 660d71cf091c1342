// Direction letters <-> slot sets, per direction system (see directions.hpp for the systems).
#include "betza/directions.hpp"

#include "betza/text.hpp"

#include <cstdlib>
#include <string_view>

namespace betza {

namespace {

bool vertical(char c) { return c == 'f' || c == 'b' || c == 'v'; }
bool horizontal(char c) { return c == 'l' || c == 'r' || c == 's'; }
bool perpendicular(char a, char b) { return (vertical(a) && horizontal(b)) || (horizontal(a) && vertical(b)); }
bool single_side(char c) { return c == 'f' || c == 'b' || c == 'l' || c == 'r'; }

// Slot sets of one letter. "narrow" is what the letter means alone, "wide" what it contributes when
// intersected with a perpendicular letter.
std::uint8_t king_narrow(char c) {
    switch (c) {
        case 'f': return 0x01;
        case 'r': return 0x04;
        case 'b': return 0x10;
        case 'l': return 0x40;
        case 'v': return 0x11;
        case 's': return 0x44;
    }
    return 0;
}
std::uint8_t king_wide(char c) {
    switch (c) {
        case 'f': return 0x83;  // fl f fr
        case 'r': return 0x0E;  // fr r br
        case 'b': return 0x38;  // br b bl
        case 'l': return 0xE0;  // bl l fl
        case 'v': return 0xBB;  // all but l and r
        case 's': return 0xEE;  // all but f and b
    }
    return 0;
}
std::uint8_t diagonal_set(char c) {
    switch (c) {
        case 'f': return 0x82;
        case 'r': return 0x0A;
        case 'b': return 0x28;
        case 'l': return 0xA0;
        case 'v':
        case 's': return 0xAA;
    }
    return 0;
}
// Oblique slots: 0 (p,q) 1 (q,p) 2 (q,-p) 3 (p,-q) 4 (-p,-q) 5 (-q,-p) 6 (-q,p) 7 (-p,q).
std::uint8_t oblique_narrow(char c) {
    switch (c) {
        case 'f': return 0x81;
        case 'r': return 0x06;
        case 'b': return 0x18;
        case 'l': return 0x60;
        case 'v': return 0x99;
        case 's': return 0x66;
    }
    return 0;
}
std::uint8_t oblique_wide(char c) {
    switch (c) {
        case 'f': return 0xC3;
        case 'r': return 0x0F;
        case 'b': return 0x3C;
        case 'l': return 0xF0;
    }
    return 0;
}

DirProblem problem_at(const DirLetter& l, std::size_t length, std::string message) {
    return DirProblem{l.column, length, std::move(message)};
}

const char* system_example(DirSystem system) {
    switch (system) {
        case DirSystem::Orthogonal: return "an orthogonal atom";
        case DirSystem::Diagonal: return "a diagonal atom";
        case DirSystem::King: return "a K or Q move or a later leg";
        default: return "this atom";
    }
}

struct Token {
    std::string_view text;
    std::uint8_t slots;
};

// Canonical spellings, tried greedily in this order; every one re-reads to exactly its slots.
constexpr Token orthogonal_tokens[] = {{"v", 0x11}, {"f", 0x01}, {"b", 0x10}, {"s", 0x44}, {"l", 0x40}, {"r", 0x04}};
constexpr Token diagonal_tokens[] = {{"f", 0x82}, {"b", 0x28}, {"fl", 0x80}, {"fr", 0x02}, {"bl", 0x20}, {"br", 0x08}};
constexpr Token king_tokens[] = {{"v", 0x11},  {"s", 0x44},  {"fs", 0x82}, {"bs", 0x28}, {"lv", 0xA0},
                                 {"rv", 0x0A}, {"fl", 0x80}, {"fr", 0x02}, {"bl", 0x20}, {"br", 0x08},
                                 {"ff", 0x01}, {"bb", 0x10}, {"ll", 0x40}, {"rr", 0x04}};
constexpr Token oblique_tokens[] = {{"fh", 0xC3}, {"bh", 0x3C}, {"lh", 0xF0}, {"rh", 0x0F}, {"hr", 0x55}, {"hl", 0xAA},
                                    {"ff", 0x81}, {"bb", 0x18}, {"ll", 0x60}, {"rr", 0x06}, {"fs", 0x42}, {"bs", 0x24},
                                    {"lv", 0x90}, {"rv", 0x09}, {"rf", 0x01}, {"fr", 0x02}, {"br", 0x04}, {"rb", 0x08},
                                    {"lb", 0x10}, {"bl", 0x20}, {"fl", 0x40}, {"lf", 0x80}};

}  // namespace

DirSystem direction_system(const Component& c, std::size_t leg) {
    if (c.atom == Atom::U) return DirSystem::None;
    if (leg > 0) return DirSystem::King;
    switch (c.atom) {
        case Atom::W: case Atom::D: case Atom::H: case Atom::R: case Atom::O: return DirSystem::Orthogonal;
        case Atom::F: case Atom::A: case Atom::G: case Atom::B: return DirSystem::Diagonal;
        case Atom::N: case Atom::C: case Atom::Z: return DirSystem::Oblique;
        case Atom::K: case Atom::Q: return DirSystem::King;
        case Atom::Leap:
            if (c.x == 0 || c.y == 0) return DirSystem::Orthogonal;
            if (std::abs(c.x) == std::abs(c.y)) return DirSystem::Diagonal;
            return DirSystem::Oblique;
        default: return DirSystem::None;
    }
}

std::uint8_t all_slots(DirSystem system) {
    switch (system) {
        case DirSystem::Orthogonal: return 0x55;
        case DirSystem::Diagonal: return 0xAA;
        case DirSystem::None: return 0;
        default: return 0xFF;
    }
}

std::uint8_t read_directions(DirSystem system, const std::vector<DirLetter>& letters, DirProblem& problem) {
    std::uint8_t slots = 0;
    for (std::size_t i = 0; i < letters.size(); ++i) {
        const DirLetter& cur = letters[i];
        // Only letters written next to each other combine.
        const DirLetter* next =
            (i + 1 < letters.size() && letters[i + 1].column == cur.column + 1) ? &letters[i + 1] : nullptr;
        const char c = cur.letter;
        const char n = next ? next->letter : '\0';
        if (system != DirSystem::Oblique && (c == 'h' || n == 'h')) {
            const DirLetter& h = c == 'h' ? cur : *next;
            problem = problem_at(h, 1, concat("'h' (half) only applies to oblique atoms such as N, not to ",
                                              system_example(system)));
            return 0;
        }
        switch (system) {
            case DirSystem::Orthogonal:
                slots |= king_narrow(c);
                break;
            case DirSystem::Diagonal:
                if (next && perpendicular(c, n)) {
                    slots |= diagonal_set(c) & diagonal_set(n);
                    ++i;
                } else {
                    slots |= diagonal_set(c);
                }
                break;
            case DirSystem::King:
                if (next && n == c) {
                    slots |= king_narrow(c);
                    ++i;
                } else if (next && single_side(c) && perpendicular(c, n)) {
                    slots |= king_wide(c) & king_wide(n);
                    ++i;
                } else {
                    slots |= king_narrow(c);
                }
                break;
            case DirSystem::Oblique:
                if (c == 'h') {
                    if (n != 'r' && n != 'l') {
                        problem = problem_at(cur, 1, "'h' must be followed by 'r' or 'l' (the chiral sets 'hr', 'hl') "
                                                     "or follow a direction ('fh' = the forward half)");
                        return 0;
                    }
                    slots |= n == 'r' ? 0x55 : 0xAA;
                    ++i;
                } else if (n == 'h') {
                    if (!single_side(c)) {
                        problem = problem_at(cur, 2, concat("'", c, "h' is not a direction; a half is 'fh', 'bh', 'lh' or 'rh'"));
                        return 0;
                    }
                    slots |= oblique_wide(c);
                    ++i;
                } else if (next && single_side(c) && (n == c || perpendicular(c, n))) {
                    slots |= oblique_wide(c) & oblique_narrow(n);
                    ++i;
                } else {
                    slots |= oblique_narrow(c);
                }
                break;
            case DirSystem::None:
                return 0;
        }
    }
    if (slots == all_slots(system)) return 0;
    return slots;
}

std::string direction_letters(DirSystem system, std::uint8_t slots) {
    if (slots == 0) return "";
    const Token* begin = nullptr;
    std::size_t count = 0;
    switch (system) {
        case DirSystem::Orthogonal: begin = orthogonal_tokens; count = std::size(orthogonal_tokens); break;
        case DirSystem::Diagonal: begin = diagonal_tokens; count = std::size(diagonal_tokens); break;
        case DirSystem::King: begin = king_tokens; count = std::size(king_tokens); break;
        case DirSystem::Oblique: begin = oblique_tokens; count = std::size(oblique_tokens); break;
        case DirSystem::None: return "";
    }
    std::string singles, pairs;  // single letters go last so that no two of them are read as a pair
    std::string_view last_token;
    std::uint8_t covered = 0;
    for (std::size_t i = 0; i < count; ++i) {
        const Token& t = begin[i];
        if ((t.slots & slots) != t.slots || (t.slots & ~covered) == 0) continue;
        covered |= t.slots;
        (t.text.size() == 1 && system == DirSystem::Diagonal ? singles : pairs) += t.text;
        last_token = t.text;
    }
    // In the King system a lone f/b/l/r is written doubled so that the next letter cannot pair with it;
    // the last one has no next letter, so it is written once ("mabK", not "mabbK").
    if (system == DirSystem::King && last_token.size() == 2 && last_token[0] == last_token[1]) pairs.pop_back();
    return pairs + singles;
}

Offset compass_step(int slot, int length) {
    static constexpr int dx[8] = {0, 1, 1, 1, 0, -1, -1, -1};
    static constexpr int dy[8] = {1, 1, 0, -1, -1, -1, 0, 1};
    return Offset{dx[slot & 7] * length, dy[slot & 7] * length};
}

Offset slot_step(DirSystem system, int slot, int length, int p, int q) {
    if (system != DirSystem::Oblique) return compass_step(slot, length);
    const Offset steps[8] = {{p, q}, {q, p}, {q, -p}, {p, -q}, {-p, -q}, {-q, -p}, {-q, p}, {-p, q}};
    return steps[slot & 7];
}

int compass_slot(Offset s) {
    const int ax = std::abs(s.dx), ay = std::abs(s.dy);
    if (ax != ay && ax != 0 && ay != 0) {  // oblique: along the longer side
        if (ay > ax) return s.dy > 0 ? 0 : 4;
        return s.dx > 0 ? 2 : 6;
    }
    const int sx = (s.dx > 0) - (s.dx < 0), sy = (s.dy > 0) - (s.dy < 0);
    for (int k = 0; k < 8; ++k) {
        const Offset u = compass_step(k, 1);
        if (u.dx == sx && u.dy == sy) return k;
    }
    return 0;
}

}  // namespace betza
