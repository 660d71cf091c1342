// Direction letters <-> slot sets, per direction system (see directions.hpp for the systems).
#include "betza/directions.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cstdlib>
#include <stdexcept>
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

std::string spelled(const std::vector<DirLetter>& letters, std::size_t first, std::size_t length) {
    std::string s;
    for (std::size_t k = first; k < first + length; ++k) s += letters[k].letter;
    return s;
}

// The error for a token that repeats an earlier one of the same leg; the caret goes on the repetition.
DirProblem repeated(const std::vector<DirLetter>& letters, std::size_t before, std::size_t before_length,
                    std::size_t again, std::size_t again_length) {
    const std::string was = spelled(letters, before, before_length), is = spelled(letters, again, again_length);
    const std::string why = was == is ? "each direction is written once per leg"
                                      : fmt::format("'{}' before it already selects the same moves", was);
    return problem_at(letters[again], again_length, fmt::format("'{}' repeated: {}", is, why));
}

}  // namespace

DirSystem direction_system(const Component& c, std::size_t leg) {
    if (c.atom == Atom::U) return DirSystem::None;
    if (leg > 0) return DirSystem::King;
    switch (c.atom) {
        case Atom::W:
        case Atom::D:
        case Atom::H:
        case Atom::R:
        case Atom::O: return DirSystem::Orthogonal;
        case Atom::F:
        case Atom::A:
        case Atom::G:
        case Atom::B: return DirSystem::Diagonal;
        case Atom::N:
        case Atom::C:
        case Atom::Z: return DirSystem::Oblique;
        case Atom::K:
        case Atom::Q: return DirSystem::King;
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
    struct Read {
        std::size_t first, length;  // the token's letters: letters[first .. first + length)
        std::uint8_t slots;
    };
    std::vector<Read> tokens;
    std::uint8_t slots = 0;
    for (std::size_t i = 0; i < letters.size(); ++i) {
        const DirLetter& cur = letters[i];
        // Only letters written next to each other combine.
        const DirLetter* next = (i + 1 < letters.size() && letters[i + 1].column == cur.column + 1) ? &letters[i + 1]
                                                                                                    : nullptr;
        const char c = cur.letter;
        const char n = next ? next->letter : '\0';
        if (system != DirSystem::Oblique && (c == 'h' || n == 'h')) {
            const DirLetter& h = c == 'h' ? cur : *next;
            problem = problem_at(
                h, 1,
                fmt::format("'h' (half) only applies to oblique atoms such as N, not to {}", system_example(system)));
            return 0;
        }
        std::uint8_t token = 0;
        bool pair = false;
        switch (system) {
            case DirSystem::Orthogonal: token = king_narrow(c); break;
            case DirSystem::Diagonal:
                pair = next && perpendicular(c, n);
                token = pair ? diagonal_set(c) & diagonal_set(n) : diagonal_set(c);
                break;
            case DirSystem::King:
                if (next && n == c && single_side(c)) {
                    token = king_narrow(c);  // a doubled letter stands alone: "ffs" = f + s, not f + fs
                    pair = true;
                } else if (next && single_side(c) && perpendicular(c, n)) {
                    token = king_wide(c) & king_wide(n);
                    pair = true;
                } else {
                    token = king_narrow(c);
                }
                break;
            case DirSystem::Oblique:
                if (c == 'h') {
                    if (n != 'r' && n != 'l') {
                        problem = problem_at(cur, 1,
                                             "'h' must be followed by 'r' or 'l' (the chiral sets 'hr', 'hl') "
                                             "or follow a direction ('fh' = the forward half)");
                        return 0;
                    }
                    token = n == 'r' ? 0x55 : 0xAA;
                    pair = true;
                } else if (n == 'h') {
                    if (!single_side(c)) {
                        problem = problem_at(
                            cur, 2, fmt::format("'{}h' is not a direction; a half is 'fh', 'bh', 'lh' or 'rh'", c));
                        return 0;
                    }
                    token = oblique_wide(c);
                    pair = true;
                } else if (next && single_side(c) && (n == c || perpendicular(c, n))) {
                    token = oblique_wide(c) & oblique_narrow(n);  // "ff" = f: the narrow pair
                    pair = true;
                } else {
                    token = oblique_narrow(c);
                }
                break;
            case DirSystem::None: return 0;
        }
        const Read read{i, pair ? 2u : 1u, token};
        if (pair) ++i;
        // A token that selects exactly what an earlier one did is a repetition ("fffW", "ffN" + "f"): it
        // says nothing, and most likely hides a typing mistake.
        for (const Read& before : tokens) {
            if (before.slots != token) continue;
            problem = repeated(letters, before.first, before.length, read.first, read.length);
            return 0;
        }
        tokens.push_back(read);
        slots |= token;
    }
    if (slots == all_slots(system)) return 0;
    return slots;
}

namespace {

std::vector<DirLetter> letters_of(const std::string& text) {
    std::vector<DirLetter> letters;
    for (std::size_t i = 0; i < text.size(); ++i) letters.push_back(DirLetter{text[i], i});
    return letters;
}

// A spelling of one or two letters and the slots it reads to on its own.
struct Spelling {
    std::string text;
    std::uint8_t slots;
};

// Depth-first: append spellings that each add a wanted slot, within `bound` letters, until the text reads
// back to exactly `want` (the whole text is re-read: neighbouring letters may combine differently).
bool spell(DirSystem system, std::uint8_t want, const std::vector<Spelling>& spellings, std::uint8_t covered,
           std::size_t bound, std::string& text) {
    if (covered == want) {
        DirProblem problem;
        return read_directions(system, letters_of(text), problem) == want && problem.message.empty();
    }
    for (const Spelling& s : spellings) {
        if ((s.slots & ~covered) == 0 || text.size() + s.text.size() > bound) continue;
        const std::size_t size = text.size();
        text += s.text;
        if (spell(system, want, spellings, covered | s.slots, bound, text)) return true;
        text.resize(size);
    }
    return false;
}

}  // namespace

// The shortest text that reads back to the slots. Ties go to the first found, trying two-letter spellings
// before single letters, f b v s first (so "fsR", "vlW", "lvK", "flrF").
// A spelling always exists within 16 letters: the one-slot spellings (f b l r on W; fl fr bl br on F;
// those and ff bb ll rr on K; rf fr ... on N) written one after another read back one by one.
std::string direction_letters(DirSystem system, std::uint8_t slots) {
    if (slots == 0 || system == DirSystem::None) return "";
    // The slots a text reads to alone, if they are some of the wanted ones (else 0).
    auto usable = [&](const std::string& text) -> std::uint8_t {
        DirProblem problem;
        const std::uint8_t read = read_directions(system, letters_of(text), problem);
        return problem.message.empty() && (read & ~slots) == 0 ? read : 0;
    };
    std::vector<Spelling> singles, spellings;
    for (char a : std::string_view("fbvslrh"))
        if (const std::uint8_t read = usable({a})) singles.push_back({{a}, read});
    for (char a : std::string_view("fbvslrh"))
        for (char b : std::string_view("fblrvsh")) {
            const std::uint8_t read = usable({a, b});
            // A pair that only respells one letter ("fs" = "f" on F) is left out; a doubled letter is kept,
            // as it reads differently next to another letter ("ffsK" is not "fsK").
            const bool as_single = a != b && std::any_of(singles.begin(), singles.end(),
                                                         [&](const Spelling& single) { return single.slots == read; });
            if (read && !as_single) spellings.push_back({{a, b}, read});
        }
    spellings.insert(spellings.end(), singles.begin(), singles.end());
    std::string text;
    for (std::size_t bound = 1; bound <= 16; ++bound)
        if (spell(system, slots, spellings, 0, bound, text)) return text;
    throw std::logic_error("direction_letters: no spelling for a slot set");  // unreachable, see above
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
