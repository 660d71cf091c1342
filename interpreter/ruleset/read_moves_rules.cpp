// promotion:, drops:, transfers:, castling: — the rules that add or change moves.
#include "interpreter/ruleset/sections.hpp"

namespace variant {

void read_promotions(Reader& r, const Node& node, std::vector<PromotionRule>& rules) {
    static const Choices<PromotionTrigger> triggers = {{"ends-in", PromotionTrigger::EndsIn},
                                                       {"enters-or-leaves", PromotionTrigger::EntersOrLeaves},
                                                       {"starts-or-ends-in", PromotionTrigger::StartsOrEndsIn},
                                                       {"on-capture", PromotionTrigger::OnCapture},
                                                       {"enters", PromotionTrigger::Enters}};
    static const Choices<PromotionMode> modes = {{"optional", PromotionMode::Optional},
                                                 {"compulsory", PromotionMode::Compulsory},
                                                 {"compulsory-if-stuck", PromotionMode::CompulsoryIfStuck}};
    static const Choices<bool> sides = {{"opponent", true}, {"own", false}};
    for_each_rule(r, node, "promotion", allowed_keys("promotion"), [&](const Node& item) {
        PromotionRule rule;
        rule.where = item.where;
        r.read(item, "pieces", rule.pieces);
        r.read(item, "zone", rule.zone);
        r.read(item, "trigger", rule.trigger, triggers);
        r.read(item, "mode", rule.mode, modes);
        r.read(item, "captures_only", rule.captures_only);
        r.read(item, "to", rule.to);
        r.read(item, "from_reserve", rule.from_reserve);
        r.read(item, "from_reserve_of", rule.from_opponents_reserve, sides, "reserve owner");
        r.read(item, "attacks_without_choice", rule.attacks_without_choice);
        if (!item.find("pieces")) r.error(item.where, 1, "a promotion rule needs 'pieces'");
        if (!rule.zone && rule.trigger != PromotionTrigger::OnCapture)
            r.error(item.where, 1, "a promotion rule needs a 'zone' (only 'trigger: on-capture' works without one)");
        rules.push_back(std::move(rule));
    });
}

void read_promotion_moves(Reader& r, const Node& node, std::vector<PromotionMoveRule>& rules) {
    for_each_rule(r, node, "promotion_moves", allowed_keys("promotion_move"), [&](const Node& item) {
        PromotionMoveRule rule;
        rule.where = item.where;
        r.read(item, "pieces", rule.pieces);
        r.read(item, "to", rule.to);
        r.read(item, "zone", rule.zone);
        r.read(item, "anywhere_if_last", rule.anywhere_if_last);
        r.read(item, "max_on_board", rule.max_on_board);
        r.read(item, "no_attack", rule.no_attack);
        if (!item.find("pieces")) r.error(item.where, 1, "a promotion move rule needs 'pieces'");
        if (!item.find("to")) r.error(item.where, 1, "a promotion move rule needs 'to' (the types it promotes to)");
        if (rule.max_on_board < 0)
            r.error(*item.find("max_on_board"), "'max_on_board' must be 0 or more (0: no limit)");
        rules.push_back(std::move(rule));
    });
}

void read_drops(Reader& r, const Node& node, std::vector<DropRule>& rules) {
    for_each_rule(r, node, "drops", allowed_keys("drop"), [&](const Node& item) {
        DropRule rule;
        rule.where = item.where;
        r.read(item, "from", rule.from);
        r.read(item, "pieces", rule.pieces);
        r.read(item, "zone", rule.zone);
        r.read(item, "forbidden_zones", rule.forbidden_zones);
        r.read(item, "not_where_stuck", rule.not_where_stuck);
        r.read(item, "no_two_on_file", rule.no_two_on_file);
        r.read(item, "no_mate_by", rule.no_mate_by);
        r.read(item, "no_check_by", rule.no_check_by);
        r.read(item, "file_limit", rule.file_limit);
        r.read(item, "compulsory", rule.compulsory);
        r.read(item, "promoted_face", rule.promoted_face);
        r.read(item, "opposite_colours", rule.opposite_colours);
        if (rule.file_limit < 1) r.error(*item.find("file_limit"), "'file_limit' must be 1 or more");
        if (!item.find("from")) r.error(item.where, 1, "a drop rule needs 'from' (the reserve dropped from)");
        rules.push_back(std::move(rule));
    });
}

void read_transfers(Reader& r, const Node& node, std::vector<TransferRule>& rules) {
    for_each_rule(r, node, "transfers", allowed_keys("transfer"), [&](const Node& item) {
        TransferRule rule;
        rule.where = item.where;
        r.read(item, "to", rule.to);
        r.read(item, "pieces", rule.pieces);
        r.read(item, "first_ply", rule.first_ply);
        r.read(item, "mutate_within_class", rule.mutate_within_class);
        r.read(item, "next_class_zone", rule.next_class_zone);
        if (!item.find("to")) r.error(item.where, 1, "a transfer rule needs 'to' (the reserve)");
        if (rule.first_ply < 1)
            r.error(*item.find("first_ply"), "'first_ply' must be 1 or more (1 = the first player's first move)");
        rules.push_back(std::move(rule));
    });
}

void read_lion_trading(Reader& r, const Node& node, LionTradingRule& rule) {
    if (!open_rule_map(r, node, "lion_trading", rule)) return;
    r.read(node, "lions", rule.lions);
    r.read(node, "minor", rule.minor);
    require_key(r, node, "lions", "lion_trading needs 'lions' (the pieces the rules are about)");
}

void read_atomic(Reader& r, const Node& node, AtomicRule& rule) {
    if (!open_rule_map(r, node, "atomic", rule)) return;
    r.read(node, "immune", rule.immune);
}

void read_gating(Reader& r, const Node& node, GatingRule& rule) {
    if (!open_rule_map(r, node, "gating", rule)) return;
    r.read(node, "from", rule.from);
    r.read(node, "pieces", rule.pieces);
    require_key(r, node, "from", "gating needs 'from' (the reserve the men enter from)");
    require_key(r, node, "pieces", "gating needs 'pieces' (the types that may enter)");
}

void read_first_move_rights(Reader& r, const Node& node, FirstMoveRightsRule& rule) {
    if (!open_rule_map(r, node, "first_move_rights", rule)) return;
    r.read(node, "pieces", rule.pieces);
    r.read(node, "not_in_check", rule.not_in_check);
    require_key(r, node, "pieces", "first_move_rights needs 'pieces' (the types whose first moves the FEN records)");
}

void read_promotion_limits(Reader& r, const Node& node, PromotionLimitsRule& rule) {
    if (!open_rule_map(r, node, "promotion_limits", rule)) return;
    r.read(node, "pieces", rule.pieces);
    require_key(r, node, "pieces",
                "promotion_limits needs 'pieces' (the types a side may not promote to beyond its setup's number)");
}

void read_castling(Reader& r, const Node& node, CastlingRule& castling) {
    // `castling: false` switches off castling inherited through `extends`.
    if (node.is_scalar()) {
        if (auto enabled = r.boolean(node, "castling")) {
            if (*enabled) r.error(node, "'castling: true' needs the pieces: write castling: {king: ..., partner: ...}");
            castling = CastlingRule{};
        }
        return;
    }
    if (!r.map(node, "castling")) return;
    r.keys(node, allowed_keys("castling"));
    castling.enabled = true;
    r.read(node, "king", castling.king);
    r.read(node, "partner", castling.partner);
    r.read(node, "enabled", castling.enabled);
    r.read(node, "dropped_partner_castles", castling.dropped_partner_castles);
    r.read(node, "random_start", castling.random_start);
    // king_files / partner_files: {kingside: i, queenside: c}, checked against the board by the validator. The
    // king's may list several files a side (free castling): the first goes with the partner's, the rest apart.
    auto files = [&](const char* key, std::optional<Located<std::string>>(&out)[2],
                     std::vector<Located<std::string>>* more) {
        const Node* n = node.find(key);
        if (!n || !r.map(*n, key)) return;
        r.keys(*n, allowed_keys("castling_files"));
        const char* sides[2] = {"kingside", "queenside"};
        for (int side = 0; side < 2; ++side) {
            const Node* v = n->find(sides[side]);
            if (!(more && v && v->is_sequence())) {
                r.read(*n, sides[side], out[side]);
                continue;
            }
            std::vector<Located<std::string>> list;
            r.read(*n, sides[side], list);
            if (list.empty()) {
                r.error(*v, fmt::format("'{}' lists no file", sides[side]));
                continue;
            }
            out[side] = list.front();
            more[side].assign(list.begin() + 1, list.end());
        }
    };
    files("king_files", castling.king_files, castling.more_king_files);
    files("partner_files", castling.partner_files, nullptr);
    // drop_files: {king: e, kingside: h, queenside: a}, the files checked against the board by the validator.
    if (const Node* n = node.find("drop_files"); n && r.map(*n, "drop_files")) {
        r.keys(*n, allowed_keys("castling_drop_files"));
        auto& drop = castling.drop_files;
        drop.enabled = true;
        drop.where = n->where;
        r.read(*n, "king", drop.king);
        r.read(*n, "kingside", drop.partner[0]);
        r.read(*n, "queenside", drop.partner[1]);
        if (!n->find("king")) r.error(n->where, 1, "drop_files needs 'king' (the file the king is dropped on)");
        if (!n->find("kingside") && !n->find("queenside"))
            r.error(n->where, 1, "drop_files needs a partner's file: 'kingside', 'queenside' or both");
    }
    if (castling.enabled && !node.find("king")) r.error(node.where, 1, "castling needs a 'king'");
    if (castling.enabled && !node.find("partner")) r.error(node.where, 1, "castling needs a 'partner'");
}

}  // namespace variant
