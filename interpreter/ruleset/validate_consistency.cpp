// Options that are each well-formed but cannot all hold: a check rule without a royal piece, promotion
// to a royal, drops from a reserve that nothing ever fills, and the like.
#include <algorithm>

#include "interpreter/ruleset/validate.hpp"

namespace variant {

namespace {

const PieceType* find_piece(const Ruleset& rules, const std::string& name) {
    for (const auto& piece : rules.pieces)
        if (piece.name.value == name) return &piece;
    return nullptr;
}

// Where to point when a rule is about a top-level key: the key's value if written, else the file start.
SourceLocation location_of(const Node& root, std::string_view key) {
    if (const Node* node = root.find(key)) return text_start(*node);
    return root.where.line > 0 ? root.where : SourceLocation{root.where.file, 1, 1};
}

void check_royalty(Reader& r, const Ruleset& rules, const Node& root) {
    const Node* written = root.find("royalty");
    SourceLocation where = location_of(root, "royalty");
    int length = written && written->is_scalar() ? std::max<int>(1, int(written->text.size())) : 1;
    std::string rule = written ? "royalty '" + written->text + "'" : "the default royalty 'check'";
    bool any_royal = std::any_of(rules.pieces.begin(), rules.pieces.end(), [](const PieceType& p) { return p.royal; });
    if (!any_royal && rules.royalty != RoyaltyRule::PotentialKings)
        r.error(where, length, rule + " needs a royal piece, but no piece has 'royal: true'");
    if (rules.royalty == RoyaltyRule::PotentialKings && !rules.potential.enabled)
        r.error(where, length, rule + " needs a 'potential' section");
}

void check_promotions(Reader& r, const Ruleset& rules) {
    // A fixed `promoted` partner may be royal (tai shogi: the drunk elephant becomes a crown prince); a
    // choice list may not, since offering a royal among several choices is the classic slip (pawn -> king).
    for (const auto& rule : rules.promotions) {
        for (const auto& to : rule.to)
            if (const PieceType* target = find_piece(rules, to.value); target && target->royal)
                r.error(to, "promotion to the royal piece '" + to.value + "' is not allowed");
        if (!rule.to.empty() || rule.from_reserve) continue;
        for (const auto& name : rule.pieces)
            if (const PieceType* piece = find_piece(rules, name.value); piece && !piece->promoted)
                r.error(name, "piece '" + name.value + "' has no 'promoted' partner and this rule gives no 'to' list");
    }
    for (const auto& rule : rules.derived_promotions)
        for (const auto& name : rule.pieces)
            if (const PieceType* piece = find_piece(rules, name.value); piece && !piece->promoted)
                r.error(name, "piece '" + name.value + "' has no 'promoted' form to show");
}

// A reserve is filled by captures, transfers, exchanges, promotions that swap with it, or the setup.
bool is_filled(const Ruleset& rules, const std::string& reserve) {
    auto is = [&](const std::optional<Located<std::string>>& name) { return name && name->value == reserve; };
    if (rules.captures.destination != CaptureDestination::Gone && is(rules.captures.reserve)) return true;
    if (rules.captures.self_capture && is(rules.captures.self_capture_reserve)) return true;
    for (const auto& rule : rules.transfers)
        if (rule.to.value == reserve) return true;
    for (const auto& rule : rules.exchanges)
        if (rule.give_to.value == reserve || is(rule.take_to)) return true;
    for (const auto& rule : rules.promotions)
        if (is(rule.from_reserve)) return true;
    // A setup FEN with pieces in hand ("...[Pp] w ...") fills reserves from the start.
    const std::string& setup = rules.setup.value;
    auto open = setup.find('[');
    return open != std::string::npos && open + 1 < setup.size() && setup[open + 1] != ']' && setup[open + 1] != '-';
}

void check_reserves(Reader& r, const Ruleset& rules) {
    for (const auto& rule : rules.drops) {
        bool defined = std::any_of(rules.reserves.begin(), rules.reserves.end(),
                                   [&](const Reserve& reserve) { return reserve.name.value == rule.from.value; });
        if (defined && !is_filled(rules, rule.from.value))
            r.error(rule.from, "drops come from reserve '" + rule.from.value + "', but no capture, transfer, exchange or "
                               "setup ever puts a piece into it");
        for (const auto& name : rule.pieces)
            if (const PieceType* piece = find_piece(rules, name.value); piece && (!piece->droppable || piece->royal))
                r.error(name, "piece '" + name.value + "' is " + (piece->royal ? "royal" : "not droppable") + " but listed in a drop rule");
    }
}

// A piece without a code can only appear on the board as some piece's promoted form ("+P").
void check_codeless(Reader& r, const Ruleset& rules) {
    for (const auto& piece : rules.pieces) {
        if (!piece.code.value.empty()) continue;
        bool is_partner = std::any_of(rules.pieces.begin(), rules.pieces.end(), [&](const PieceType& other) {
            return other.promoted && other.promoted->value == piece.name.value;
        });
        if (!is_partner)
            r.error(piece.name, "piece '" + piece.name.value + "' has no 'code' and is no piece's 'promoted' form, "
                                "so no position can contain it");
    }
}

void check_castling(Reader& r, const Ruleset& rules) {
    if (!rules.castling.enabled) return;
    for (const auto* name : {&rules.castling.king, &rules.castling.partner})
        if (const PieceType* piece = find_piece(rules, name->value); piece && !piece->castles)
            r.error(*name, "piece '" + name->value + "' takes part in castling but lacks 'castles: true'");
}

void check_transfers(Reader& r, const Ruleset& rules) {
    for (const auto& rule : rules.transfers)
        for (const auto& name : rule.pieces)
            if (const PieceType* piece = find_piece(rules, name.value); piece && piece->royal)
                r.error(name, "piece '" + name.value + "' is royal and cannot be put into a reserve");
}

void check_potential(Reader& r, const Ruleset& rules) {
    const auto& types = rules.potential.types;
    for (const auto& entry : rules.potential.army) {
        const Located<std::string>& type = entry.first;  // not a structured binding: clang before 16 cannot capture one in a lambda
        if (std::none_of(types.begin(), types.end(), [&](const Located<std::string>& t) { return t.value == type.value; }))
            r.error(type, "the army counts '" + type.value + "', which is not among the potential 'types'");
    }
}

void check_classes(Reader& r, const Ruleset& rules) {
    bool any_class = std::any_of(rules.pieces.begin(), rules.pieces.end(), [](const PieceType& p) { return p.value_class.has_value(); });
    for (const auto& rule : rules.transfers)
        if ((rule.mutate_within_class || rule.next_class_zone) && !any_class)
            r.error(rule.where, 1, "this transfer mutates pieces by class, but no piece has a 'class'");
}

}  // namespace

void validate_consistency(Reader& r, const Ruleset& rules, const Node& root) {
    check_royalty(r, rules, root);
    check_promotions(r, rules);
    check_reserves(r, rules);
    check_castling(r, rules);
    check_codeless(r, rules);
    check_transfers(r, rules);
    check_potential(r, rules);
    check_classes(r, rules);
}

}  // namespace variant
