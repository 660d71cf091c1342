// pieces: — the piece types, keyed by name. Betza strings are only stored here; validate_moves.cpp
// parses them, so that all Betza checks live in one place.
#include <fmt/format.h>

#include "interpreter/core/glyph.hpp"
#include "interpreter/ruleset/sections.hpp"

namespace variant {

namespace {

void read_code(Reader& r, const Node& spec, PieceType& piece) {
    const Node* node = spec.find("code");
    if (!node) return;
    auto code = r.string(*node, "code");  // a list or map is reported there, and has no letters to check
    if (!code) return;
    piece.code = *code;
    bool letters = !code->value.empty();
    for (char c : code->value) letters = letters && c >= 'A' && c <= 'Z';
    if (!letters) {
        r.error(piece.code, fmt::format("piece code '{}' must be one or more upper-case letters (the second "
                                        "player's pieces are written in lower case)",
                                        code->value));
        r.doubt(spec, "code");
    }
}

// What a picture writes on the piece's token (core/glyph.hpp says which characters may be there).
void read_glyph(Reader& r, const Node& spec, PieceType& piece) {
    const Node* node = spec.find("glyph");
    if (!node) return;
    auto glyph = r.string(*node, "glyph");
    if (!glyph) return;
    const std::string problem = glyph_problem(glyph->value);
    if (problem.empty()) piece.glyph = *glyph;
    else r.error(*glyph, problem);
}

// A letter the piece is written with where it is not its FEN code: `xboard_code`, XBoard's in its moves and
// PGN (its xiangqi writes H for the horse; read in PGN, play/xboard_san.hpp), and `san_code`, the one our
// SAN writes (Fairy-Stockfish's xiangqi and janggi: H and E). One upper-case letter.
void read_letter(Reader& r, const Node& spec, const char* key, Located<std::string>& letter) {
    const Node* node = spec.find(key);
    if (!node) return;
    auto code = r.string(*node, key);
    if (!code) return;
    if (code->value.size() == 1 && code->value[0] >= 'A' && code->value[0] <= 'Z') letter = *code;
    else r.error(*code, fmt::format("{} '{}' must be one upper-case letter", key, code->value));
}

void read_zoned_moves(Reader& r, const Node& node, PieceType& piece) {
    if (!node.is_sequence()) {
        r.error(node, fmt::format("'zoned_moves' must be a list of {{betza, zone}} maps, not {}", node.describe()));
        return;
    }
    for (const auto& item : node.items) {
        if (!item.is_map()) {
            r.error(item, fmt::format("each zoned move must be a map like {{betza: mfnD, zone: second-rank}}, not {}",
                                      item.describe()));
            continue;
        }
        ZonedMove move;
        read_section(r, item, "zoned_move", move);
        piece.zoned_moves.push_back(std::move(move));
    }
}

}  // namespace

void declare_piece_keys() {
    using P = PieceType;
    add_keys<P>(
        "piece",
        {custom<P>("code", [](Reader& r, const Node& spec, const Node&, P& piece) { read_code(r, spec, piece); }),
         field("betza", &P::betza),
         custom<P>("glyph", [](Reader& r, const Node& spec, const Node&, P& piece) { read_glyph(r, spec, piece); }),
         custom<P>("xboard_code", [](Reader& r, const Node& spec, const Node&,
                                     P& piece) { read_letter(r, spec, "xboard_code", piece.xboard_code); }),
         custom<P>("san_code", [](Reader& r, const Node& spec, const Node&,
                                  P& piece) { read_letter(r, spec, "san_code", piece.san_code); }),
         custom<P>("san_letter",
                   [](Reader& r, const Node& spec, const Node& value, P& piece) {
                       r.read(spec, "san_letter", piece.san_letter);
                       piece.san_letter_where = value.where;
                   }),
         field("betza_second", &P::betza_second),
         custom<P>("zoned_moves",
                   [](Reader& r, const Node&, const Node& value, P& piece) { read_zoned_moves(r, value, piece); }),
         field("royal", &P::royal), field("value", &P::value), field("promoted", &P::promoted),
         field("captures_unprotected_only", &P::captures_unprotected_only), field("confined_to", &P::confined_to),
         field("cannot_hop_over", &P::cannot_hop_over), field("cannot_capture", &P::cannot_capture)});
    add_keys<ZonedMove>(
        "zoned_move", {field("betza", &ZonedMove::betza), field("zone", &ZonedMove::zone), field("to", &ZonedMove::to)},
        {required<ZonedMove>("betza", "a zoned move needs a 'betza'"), [](Reader& r, const Node& item, ZonedMove&) {
             if (!item.find("zone") && !item.find("to"))
                 r.error(item.where, 1, "a zoned move needs a 'zone' (where it starts) or a 'to' (where it ends)");
         }});
}

void read_pieces(Reader& r, const Node& node, std::vector<PieceType>& pieces) {
    for (const auto& entry : r.entries(node, "pieces")) {
        PieceType piece;
        piece.name = entry.key;
        const Node& spec = entry.value;
        if (!r.map(spec, entry.key.value)) continue;
        read_section(r, spec, "piece", piece);
        pieces.push_back(std::move(piece));
    }
}

}  // namespace variant
