// The position as text: a board with file and rank labels, the reserves of each side, the side to move
// and the FEN. With potentials every man is drawn as its set ("X" any type, "!K" all but a king, "QRP"),
// and the men taken so far are listed. `variant show` prints it; `variant play` after every move.
#include "tools/variant/board_text.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <iterator>
#include <string>

#include "betza/coordinates.hpp"
#include "interpreter/core/utf8.hpp"
#include "interpreter/features/potentials/potentials.hpp"
#include "interpreter/features/potentials/text.hpp"
#include "interpreter/features/royalty.hpp"

namespace variant::cli {

namespace {
std::string man_text(const Game& g, Man p) {
    // A potential man as its set, as the game's page draws it: X, !K, QRP (features/potentials).
    if (potential_set(p))
        return potential_set_text(g, potential_set(p), colour_of(p)) + (p & PotentialPromotedBit ? "~" : "");
    int t = type_of(p);
    std::string c;
    if (g.types[t].code.empty()) c += '+';
    c += g.types[t].code.empty() ? g.types[g.types[t].base].code : g.types[t].code;
    if (colour_of(p) == 1)
        for (char& ch : c) ch = char(std::tolower(static_cast<unsigned char>(ch)));
    if (origin_of(p) >= 0) c += "~";
    return c;
}
}  // namespace

void print_position(const Position& pos) {
    const Game& g = pos.game();
    std::size_t width = 1;
    for (Square s{0}; s < g.geo.squares(); ++s)
        if (pos.at(s)) width = std::max(width, man_text(g, pos.at(s)).size());
    for (int f = 0; f < g.geo.files; ++f) width = std::max(width, betza::file_name(f).size());
    const std::size_t label = fmt::formatted_size("{}", g.geo.ranks);
    auto cell = [&](const std::string& s) { return fmt::format("{:<{}}", s, width + 1); };
    fmt::print("{}\n", printable(g.name));  // a YAML string may hold control characters
    for (int r = g.geo.ranks - 1; r >= 0; --r) {
        std::string line = fmt::format("{:>{}}  ", r + 1, label);
        for (int f = 0; f < g.geo.files; ++f) {
            Square s = g.geo.square(f, r);
            line += cell(!g.geo.on_board[s] ? " " : pos.at(s) ? man_text(g, pos.at(s)) : ".");
        }
        while (!line.empty() && line.back() == ' ') line.pop_back();
        fmt::print("{}\n", line);
    }
    std::string files = fmt::format("{:{}}", "", label + 2);
    for (int f = 0; f < g.geo.files; ++f) files += cell(betza::file_name(f));
    while (!files.empty() && files.back() == ' ') files.pop_back();
    fmt::print("\n{}\n\n", files);
    const char* names[2] = {"first player (upper case, w)", "second player (lower case, b)"};
    for (int r = 0; r < g.reserve_count(); ++r)
        for (int c = 0; c < Colours; ++c) {
            std::string men;
            for (int t = 0; t < g.type_count(); ++t)
                if (int n = pos.reserve(c, r, t)) {
                    fmt::format_to(std::back_inserter(men), " {}", man_text(g, make_man(t, c)));
                    if (n > 1) fmt::format_to(std::back_inserter(men), "x{}", n);
                }
            fmt::print("{} of the {}:{}\n", printable(g.reserve_names[r]), names[c], men.empty() ? " -" : men);
        }
    if (g.potential.enabled)
        for (int c = 0; c < Colours; ++c) {
            std::string men;
            for (int slot = 0; slot < g.potential.slot_count; ++slot)
                for (int n = 0; n < Potentials::taken(pos, c, slot); ++n)
                    men += " " + potential_set_text(g, 1u << g.potential.slot_type[slot], c);
            fmt::print("taken from the {}:{}\n", names[c], men.empty() ? " -" : men);
        }
    fmt::print("to move: {}{}\n", names[pos.side()], in_check(const_cast<Position&>(pos)) ? ", in check" : "");
    fmt::print("fen: {}\n", pos.fen());
}

}  // namespace variant::cli
