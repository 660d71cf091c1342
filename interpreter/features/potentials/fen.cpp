// Potentials in a FEN (potentials.hpp gives the notation): the men as sets, the field of taken and moved
// men, and the check a read position must pass: every army fits. The read sets are then narrowed as the
// matching narrows them after a move, so a position reads the same however completely its sets are written.
#include <fmt/format.h>

#include <cctype>

#include "interpreter/features/potentials/army.hpp"
#include "interpreter/features/potentials/move.hpp"
#include "interpreter/features/potentials/potentials.hpp"

namespace variant {

using namespace potential_detail;

namespace {

int index_of_code(const Game& g, char upper) {
    for (int i = 0; i < g.potential.count; ++i)
        if (g.types[std::size_t(g.potential.types[i])].code == std::string(1, upper)) return i;
    return -1;
}

void tally(const Position& pos, int c, ArmyTally& t) {
    const Game& g = pos.game();
    t.start(g, pos, c);
    for (Square s : pos.pieces(c)) t.add(slot_mask(g.potential, g.geo, pos.at(s), s));
}

}  // namespace

Man Potentials::read_fen_man(const Game& g, const FenMan& man) {
    const PotentialInfo& pi = g.potential;
    if (man.promoted) throw FenError(man.at, "a potential man is written as its set, without '+'");
    unsigned set = 0;
    for (char ch : man.code) {
        const int i = index_of_code(g, char(std::toupper(static_cast<unsigned char>(ch))));
        if (i < 0) throw FenError(man.code_at, fmt::format("'{}' is not one of the potential types", ch));
        if (set >> i & 1) throw FenError(man.code_at, fmt::format("'{}' is written twice", ch));
        set |= 1u << i;
    }
    Man p = with_set(g, make_man(0, man.colour), set);
    const Square s = g.geo.square(man.file, man.rank);
    if (man.tilde) {
        if (pi.pawn < 0 || (set & ~pi.promoted_set))
            throw FenError(man.tilde_at, "'~' marks a promoted man, whose set lies within what a pawn promotes to");
        p |= PotentialPromotedBit;
    } else if (!g.setup_piece.empty() && g.setup_piece[s] && colour_of(Man(g.setup_piece[s])) == man.colour) {
        p |= UnmovedBit;  // on a setup square of its side: unmoved unless the last field says otherwise
    }
    return p;
}

bool Potentials::write_fen_man(const Game& g, Man p, std::string& out) {
    if (!potential_set(p)) return false;
    std::string letters;
    for (unsigned set = potential_set(p); set; set &= set - 1) {
        char ch = g.types[std::size_t(g.potential.types[__builtin_ctz(set)])].code[0];
        letters += colour_of(p) ? char(std::tolower(static_cast<unsigned char>(ch))) : ch;
    }
    out += letters.size() > 1 ? "[" + letters + "]" : letters;
    if (p & PotentialPromotedBit) out += '~';
    return true;
}

void Potentials::read_fen(Position& pos, std::string_view field, std::size_t at) {
    const Game& g = pos.game();
    const PotentialInfo& pi = g.potential;
    std::size_t start = 0;
    while (!field.empty() && start <= field.size()) {
        std::size_t end = field.find(',', start);
        if (end == std::string_view::npos) end = field.size();
        const std::string_view token = field.substr(start, end - start);
        const std::size_t col = at + start;
        if (token.size() >= 2 && token[0] == 'x') {
            const char code = token[1];
            const int c = std::islower(static_cast<unsigned char>(code)) ? 1 : 0;
            const int i = index_of_code(g, char(std::toupper(static_cast<unsigned char>(code))));
            if (i < 0 || i == pi.royal)
                throw FenError(col + 1, fmt::format("'{}' is not a type a man can be taken as", code));
            const std::string_view suffix = token.substr(2);
            int slot = pi.slot_of[i][0];
            if (pi.slot_square_colour[slot] >= 0) {
                if (suffix != ".dark" && suffix != ".light")
                    throw FenError(col + 2, "say which square colour: '.light' or '.dark'");
                slot = pi.slot_of[i][suffix == ".light" ? 1 : 0];
            } else if (!suffix.empty()) {
                throw FenError(col + 2, fmt::format("unexpected '{}'", suffix));
            }
            Potentials::set_taken(pos, c, slot, Potentials::taken(pos, c, slot) + 1);
        } else {
            const auto s = parse_square(g.geo, token);
            if (!s || !pos.at(*s) || !(pos.at(*s) & UnmovedBit))
                throw FenError(col, fmt::format("'{}' is neither a taken man (xQ) nor the square of a man on a "
                                                "setup square of its side",
                                                token));
            pos.replace(*s, pos.at(*s) & ~UnmovedBit);
        }
        start = end + 1;
    }
    // Every army must fit: with its army given, each side's men on the board and taken are the whole army.
    for (int c = 0; c < Colours; ++c) {
        if (pi.counted) {
            int men = int(pos.pieces(c).size()), army = 0;
            for (int slot = 0; slot < pi.slot_count; ++slot) {
                men += Potentials::taken(pos, c, slot);
                army += pi.army[slot];
            }
            if (men != army)
                throw FenError(at, fmt::format("{} has {} {} on the board and taken, but its army has {}: list "
                                               "the taken men in the last field (xQ, xp, ...)",
                                               side_names[c], men, men == 1 ? "man" : "men", army));
        }
        ArmyTally t;
        tally(pos, c, t);
        if (!army_fits(t))
            throw FenError(at, fmt::format("{}'s men cannot all be given a type of its army", side_names[c]));
    }
    // Narrow as a move would have: the types no full assignment gives a man. (Not the attacked potential
    // kings of the side that moved last: the start position has them, and no move has stripped them.)
    for (int c = 0; c < Colours; ++c) {
        ArmyTally t;
        tally(pos, c, t);
        ArmyFilter f;
        f.compute(t);
        for (Square s : pos.pieces(c)) {
            const Man p = pos.at(s);
            const unsigned set = f.narrow(pi, g.geo, p, s);
            if (set != potential_set(p)) pos.replace(s, with_set(g, p, set));
        }
    }
}

void Potentials::write_fen(const Position& pos, std::string& out) {
    const Game& g = pos.game();
    const PotentialInfo& pi = g.potential;
    std::string field;
    auto token = [&](const std::string& t) { field += (field.empty() ? "" : ",") + t; };
    for (int c = 0; c < Colours; ++c)
        for (int slot = 0; slot < pi.slot_count; ++slot)
            for (int n = 0; n < Potentials::taken(pos, c, slot); ++n) {
                std::string t = "x" + std::string(1, g.types[std::size_t(pi.types[pi.slot_type[slot]])].code[0]);
                if (c) t[1] = char(std::tolower(static_cast<unsigned char>(t[1])));
                if (pi.slot_square_colour[slot] >= 0) t += pi.slot_square_colour[slot] ? ".light" : ".dark";
                token(t);
            }
    for (Square s{0}; s < g.geo.squares(); ++s) {
        const Man p = pos.at(s);
        if (p && !(p & UnmovedBit) && !(p & PotentialPromotedBit) && !g.setup_piece.empty() && g.setup_piece[s] &&
            colour_of(Man(g.setup_piece[s])) == colour_of(p))
            token(square_name(g.geo, s));
    }
    if (!field.empty()) out += " " + field;
}

bool Potentials::in_check(const Position& pos) {
    const Game& g = pos.game();
    const int us = pos.side();
    bool any = false;
    for (Square s : pos.pieces(us)) {
        if (!(potential_set(pos.at(s)) & royal_bit(g.potential))) continue;
        any = true;
        if (!attacked(pos, s, us ^ 1)) return false;
    }
    return any;
}

}  // namespace variant
