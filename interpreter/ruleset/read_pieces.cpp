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
        r.keys(item, allowed_keys("zoned_move"));
        ZonedMove move;
        r.read(item, "betza", move.betza);
        r.read(item, "zone", move.zone);
        r.read(item, "to", move.to);
        if (!item.find("betza")) r.error(item.where, 1, "a zoned move needs a 'betza'");
        if (!item.find("zone") && !item.find("to"))
            r.error(item.where, 1, "a zoned move needs a 'zone' (where it starts) or a 'to' (where it ends)");
        piece.zoned_moves.push_back(std::move(move));
    }
}

}  // namespace

void read_pieces(Reader& r, const Node& node, std::vector<PieceType>& pieces) {
    for (const auto& entry : r.entries(node, "pieces")) {
        PieceType piece;
        piece.name = entry.key;
        const Node& spec = entry.value;
        if (!r.map(spec, entry.key.value)) continue;
        r.keys(spec, allowed_keys("piece"));
        read_code(r, spec, piece);
        r.read(spec, "betza", piece.betza);
        read_glyph(r, spec, piece);
        read_letter(r, spec, "xboard_code", piece.xboard_code);
        read_letter(r, spec, "san_code", piece.san_code);
        r.read(spec, "san_letter", piece.san_letter);
        if (const Node* n = spec.find("san_letter")) piece.san_letter_where = n->where;
        r.read(spec, "betza_second", piece.betza_second);
        if (const Node* zoned = spec.find("zoned_moves")) read_zoned_moves(r, *zoned, piece);
        r.read(spec, "royal", piece.royal);
        r.read(spec, "value", piece.value);
        if (const Node* value_class = spec.find("class"))
            if (auto v = r.integer(*value_class, "class")) {
                // Classes count up from 1 because a transfer's next class is the class plus one.
                if (*v < 1)
                    r.error(*value_class, fmt::format("'class' must be 1 or more (classes count up from 1), not {}",
                                                      value_class->text));
                else piece.value_class = *v;
            }
        r.read(spec, "promoted", piece.promoted);
        r.read(spec, "droppable", piece.droppable);
        r.read(spec, "contagious", piece.contagious);
        r.read(spec, "contagion_into", piece.contagion_into);
        r.read(spec, "en_passant_victim", piece.en_passant_victim);
        r.read(spec, "castles", piece.castles);
        r.read(spec, "captures_unprotected_only", piece.captures_unprotected_only);
        r.read(spec, "cannot_pass_attacked", piece.cannot_pass_attacked);
        r.read(spec, "confined_to", piece.confined_to);
        r.read(spec, "cannot_hop_over", piece.cannot_hop_over);
        r.read(spec, "cannot_capture", piece.cannot_capture);
        pieces.push_back(std::move(piece));
    }
}

}  // namespace variant
