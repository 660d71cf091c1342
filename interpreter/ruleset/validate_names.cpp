#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <iterator>
#include <map>

#include "interpreter/ruleset/validate.hpp"

namespace variant {

namespace {

// The defined names of one kind, and the check that a reference is among them.
struct Names {
    std::string kind;  // "piece", "zone", "reserve"
    std::vector<std::string> defined;
    bool complete = true;  // false after a mistake in the defining section's key or map: the name may be there

    bool has(const std::string& name) const { return std::find(defined.begin(), defined.end(), name) != defined.end(); }

    void check(Reader& r, const Located<std::string>& ref) const {
        if (has(ref.value) || !complete) return;
        std::string message = fmt::format("undefined {} '{}'{}", kind, ref.value, did_you_mean(ref.value, defined));
        if (defined.empty()) fmt::format_to(std::back_inserter(message), " (no {}s are defined)", kind);
        r.error(ref, std::move(message));
    }
    void check(Reader& r, const std::optional<Located<std::string>>& ref) const {
        if (ref) check(r, *ref);
    }
    void check(Reader& r, const std::vector<Located<std::string>>& refs) const {
        for (const auto& ref : refs) check(r, ref);
    }
};

template <class T> Names names_of(const std::string& kind, const std::vector<T>& items, const Trust& trust) {
    Names names{kind, {}, trust.names(fmt::format("{}s", kind))};
    for (const auto& item : items) names.defined.push_back(item.name.value);
    return names;
}

void check_piece_references(Reader& r, const Ruleset& rules, const Names& pieces, const Names& zones) {
    for (const auto& piece : rules.pieces) {
        pieces.check(r, piece.promoted);
        pieces.check(r, piece.contagion_into);
        for (const auto& move : piece.zoned_moves) {
            if (written(move.zone)) zones.check(r, move.zone);
            if (written(move.to)) zones.check(r, move.to);
        }
        if (written(piece.confined_to)) zones.check(r, piece.confined_to);
        if (written(piece.en_passant_from)) zones.check(r, piece.en_passant_from);
        pieces.check(r, piece.cannot_hop_over);
        pieces.check(r, piece.cannot_capture);
    }
    if (rules.castling.enabled) {
        if (written(rules.castling.king)) pieces.check(r, rules.castling.king);
        if (written(rules.castling.partner)) pieces.check(r, rules.castling.partner);
    }
    pieces.check(r, rules.end.pawns);
    pieces.check(r, rules.end.extinction.pieces);
    pieces.check(r, rules.end.insufficient_material);
    for (const auto& [type, worth] : rules.end.points) pieces.check(r, type);
    pieces.check(r, rules.end.goal.pieces);
    if (written(rules.end.goal.zone)) zones.check(r, rules.end.goal.zone);
    pieces.check(r, rules.potential.types);
    for (const auto& [type, count] : rules.potential.army) pieces.check(r, type);
    for (const auto& [type, worth] : rules.engine.values) pieces.check(r, type);
    for (const auto& row : rules.end.counting.pieces_honour)
        for (const auto& [type, count] : row.men) pieces.check(r, type);
    // The counts start when the last pawn goes: the rule must know which men are pawns.
    if (rules.end.counting.enabled && rules.end.pawns.empty())
        r.error(rules.end.counting.where, 1, "'counting' needs 'end.pawns' (its counts start once no pawn is left)");
}

void check_rule_references(Reader& r, const Ruleset& rules, const Names& pieces, const Names& zones,
                           const Names& reserves) {
    for (const auto& rule : rules.promotions) {
        pieces.check(r, rule.pieces);
        pieces.check(r, rule.to);
        zones.check(r, rule.zone);
        reserves.check(r, rule.from_reserve);
    }
    pieces.check(r, rules.lion_trading.lions);
    pieces.check(r, rules.lion_trading.minor);
    pieces.check(r, rules.atomic.immune);
    pieces.check(r, rules.first_move_rights.pieces);
    pieces.check(r, rules.first_move_rights.not_in_check);
    pieces.check(r, rules.promotion_limits.pieces);
    reserves.check(r, rules.captures.reserve);
    reserves.check(r, rules.captures.self_capture_reserve);
    for (const auto& rule : rules.drops) {
        if (written(rule.from)) reserves.check(r, rule.from);
        pieces.check(r, rule.pieces);
        zones.check(r, rule.zone);
        zones.check(r, rule.forbidden_zones);
        pieces.check(r, rule.no_two_on_file);
        pieces.check(r, rule.no_mate_by);
        pieces.check(r, rule.no_check_by);
        pieces.check(r, rule.opposite_colours);
    }
    for (const auto& rule : rules.promotion_moves) {
        pieces.check(r, rule.pieces);
        pieces.check(r, rule.to);
        zones.check(r, rule.zone);
    }
    if (rules.gating.enabled) {
        if (written(rules.gating.from)) reserves.check(r, rules.gating.from);
        pieces.check(r, rules.gating.pieces);
    }
    for (const auto& rule : rules.transfers) {
        if (written(rule.to)) reserves.check(r, rule.to);
        pieces.check(r, rule.pieces);
        zones.check(r, rule.next_class_zone);
    }
    for (const auto& rule : rules.exchanges) {
        for (const auto* reserve : {&rule.give_from, &rule.give_to, &rule.take_from})
            if (written(*reserve)) reserves.check(r, *reserve);
        reserves.check(r, rule.take_to);
        zones.check(r, rule.forbidden_zones);
    }
    for (const auto& rule : rules.derived_promotions) {
        pieces.check(r, rule.pieces);
        pieces.check(r, rule.partner);
        if (written(rule.partner_in)) reserves.check(r, rule.partner_in);
    }
}

// FEN codes must be unique regardless of case, since case tells the players apart.
void check_codes(Reader& r, const Ruleset& rules) {
    std::map<std::string, const PieceType*> seen;
    for (const auto& piece : rules.pieces) {
        if (piece.code.value.empty()) continue;
        std::string key = piece.code.value;
        for (char& c : key) c = char(std::toupper(static_cast<unsigned char>(c)));
        auto [it, fresh] = seen.emplace(key, &piece);
        if (!fresh)
            r.error(piece.code, fmt::format("duplicate piece code '{}': piece '{}' (line {}) has it too",
                                            piece.code.value, it->second->name.value, it->second->code.where.line));
    }
    // An XBoard or SAN letter stands for one piece only: never another piece's code nor another's letter of
    // the same kind.
    for (const auto& [key, field] :
         {std::pair{"xboard_code", &PieceType::xboard_code}, std::pair{"san_code", &PieceType::san_code}}) {
        std::map<std::string, const PieceType*> taken;
        for (const auto& piece : rules.pieces) {
            const Located<std::string>& letter = piece.*field;
            if (letter.value.empty()) continue;
            const auto code = seen.find(letter.value);
            const auto [it, fresh] = taken.emplace(letter.value, &piece);
            if (code != seen.end() && code->second != &piece)
                r.error(letter, fmt::format("{} '{}' is the code of piece '{}' (line {})", key, letter.value,
                                            code->second->name.value, code->second->code.where.line));
            else if (!fresh)
                r.error(letter, fmt::format("{} '{}': piece '{}' (line {}) has it too", key, letter.value,
                                            it->second->name.value, (it->second->*field).where.line));
        }
    }
}

}  // namespace

void validate_names(Reader& r, const Ruleset& rules, const Trust& trust) {
    Names pieces = names_of("piece", rules.pieces, trust);
    Names zones = names_of("zone", rules.zones, trust);
    Names reserves = names_of("reserve", rules.reserves, trust);
    check_piece_references(r, rules, pieces, zones);
    check_rule_references(r, rules, pieces, zones, reserves);
    check_codes(r, rules);
}

}  // namespace variant
