#include "interpreter/features/potentials/text.hpp"

#include <cctype>

namespace variant {

std::string potential_set_letters(const Game& g, unsigned set, int colour) {
    std::string out;
    for (int i = 0; i < g.potential.count; ++i) {
        if (!(set >> i & 1)) continue;
        for (char ch : g.types[g.potential.types[i]].code)
            out += colour ? char(std::tolower(static_cast<unsigned char>(ch))) : ch;
    }
    return out;
}

std::string potential_set_text(const Game& g, unsigned set, int colour) {
    const unsigned all = g.potential.all;
    if (set == all) return colour ? "x" : "X";
    const std::string listed = potential_set_letters(g, set, colour);
    const std::string but = "!" + potential_set_letters(g, all & ~set, colour);
    return but.size() < listed.size() ? but : listed;
}

}  // namespace variant
