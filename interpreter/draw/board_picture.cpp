// Pictures of a position (see board_picture.hpp).
#include "interpreter/draw/board_picture.hpp"

#include <string_view>

#include "interpreter/core/glyph.hpp"
#include "interpreter/features/potentials/potentials.hpp"
#include "interpreter/features/potentials/text.hpp"
#include "interpreter/movegen/legal.hpp"

namespace variant::draw {

namespace {

// The white figurines U+2654..U+2659 in this order; the black ones are 6 further on.
constexpr std::string_view orthodox[] = {"king", "queen", "rook", "bishop", "knight", "pawn"};
constexpr char orthodox_codes[] = "KQRBNP";

std::string utf8(char32_t c) {
    std::string s;
    if (c < 0x800) {
        s += char(0xC0 | (c >> 6));
    } else {
        s += char(0xE0 | (c >> 12));
        s += char(0x80 | ((c >> 6) & 0x3F));
    }
    s += char(0x80 | (c & 0x3F));
    return s;
}

// A figurine given as a glyph is drawn in its side's form: the white king for the first player, the black
// king for the second, whichever of the two the ruleset wrote.
std::string sided(const std::string& glyph, int side) {
    const auto chars = utf8_code_points(glyph);
    if (chars.size() != 1 || chars[0] < 0x2654 || chars[0] > 0x265F) return glyph;
    const char32_t white = chars[0] >= 0x265A ? chars[0] - 6 : chars[0];
    return utf8(side == 0 ? white : white + 6);
}

std::string text_of(const Game& g, int t, int side) {
    const PieceInfo& info = g.types[std::size_t(t)];
    if (!info.glyph.empty()) return sided(info.glyph, side);
    if (!g.rotated && info.code.size() == 1)
        for (std::size_t i = 0; i < std::size(orthodox); ++i)
            if (info.name == orthodox[i] && info.code[0] == orthodox_codes[i])
                return utf8(char32_t(0x2654 + i + (side ? 6 : 0)));
    if (!info.code.empty()) return info.code;
    return info.base >= 0 ? text_of(g, info.base, side) : "?";
}

}  // namespace

Token token_of(const Game& g, Man m) {
    Token t;
    t.side = colour_of(m);
    t.shape = g.rotated ? Shape::Pentagon : Shape::Disc;
    if (unsigned set = potential_set(m)) {
        t.text = potential_set_text(g, set, 0);
        t.promoted = (m & PotentialPromotedBit) != 0;
        return t;
    }
    const int type = type_of(m);
    t.text = text_of(g, type, t.side);
    // Promoted: a form written "+" and its base's code (shogi's tokin), or a man that remembers what it was
    // (crazyhouse's promoted pawn). A type with its own code is drawn plain even where it is also some
    // type's promotion (tai shogi's dragon king stands in the setup).
    t.promoted = g.types[std::size_t(type)].code.empty() || origin_of(m) >= 0;
    return t;
}

Picture board_picture(const Position& pos) {
    const Game& g = pos.game();
    Picture p;
    p.files = g.geo.files;
    p.ranks = g.geo.ranks;
    p.on_board = g.geo.on_board;
    p.plain = g.rotated;
    p.title = g.name;
    if (g.rotated) {
        p.side_names = {"sente", "gote"};
        p.zone.assign(std::size_t(g.geo.squares()), 0);
        for (const auto& info : g.promotion)
            for (const auto& rule : info.rules)
                for (const auto& zone : rule.zone)  // both sides' zones
                    for (std::size_t s = 0; s < zone.size() && s < p.zone.size(); ++s) p.zone[s] |= zone[s];
    }
    for (Square s{0}; s < g.geo.squares(); ++s)
        if (Man m = pos.at(s)) p.men.push_back({int(s), token_of(g, m)});
    for (int side : {1, 0}) {
        for (int r = 0; r < g.reserve_count(); ++r) {
            Holding h{g.reserve_names[std::size_t(r)] + " of " + p.side_names[std::size_t(side)], side, {}};
            for (int t = 0; t < g.type_count(); ++t)
                if (int n = pos.reserve(side, r, t)) h.men.push_back({token_of(g, make_man(t, side)), n});
            p.holdings.push_back(std::move(h));
        }
        if (g.potential.enabled) {
            Holding h{"taken from " + p.side_names[std::size_t(side)], side, {}};
            for (int slot = 0; slot < g.potential.slot_count; ++slot)
                if (int n = Potentials::taken(pos, side, slot)) {
                    Token t;
                    t.side = side;
                    t.text = potential_set_text(g, 1u << g.potential.slot_type[slot], 0);
                    h.men.push_back({t, n});
                }
            p.holdings.push_back(std::move(h));
        }
    }
    p.to_move = pos.side();
    return p;
}

void mark_moves_from(Position& pos, Square from, Picture& p) {
    const Game& g = pos.game();
    p.marks.assign(std::size_t(g.geo.squares()), Mark::None);
    p.origin = int(from);
    MoveList list;
    generate_legal(pos, list);
    for (const Move& m : list) {
        if (m.kind() > MoveKind::LastBoardMove || m.from != from) continue;
        const bool takes = pos.at(m.to) != 0 || m.kind() == MoveKind::EnPassant;
        Mark& mark = p.marks[m.to];
        if (takes) mark = Mark::Capture;
        else if (mark == Mark::None) mark = Mark::Destination;
        for (int i = 0; i < m.via_count(); ++i)
            if (pos.at(m.via[i])) p.marks[m.via[i]] = Mark::Capture;
        if (m.to == from) p.origin_reached = true;
    }
    if (p.origin_reached) p.marks[from] = Mark::None;
}

}  // namespace variant::draw
