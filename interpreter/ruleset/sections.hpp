// One reader per top-level section of a ruleset file. Each checks its keys and value types, checks what
// it can know locally (a zone off the board, a negative capacity), fills its part of the Ruleset and
// reports mistakes through the Reader. Cross-references (undefined names, contradictions) are checked
// afterwards by the validators (validate.hpp), which see the whole Ruleset.
#pragma once

#include <fmt/format.h>

#include "interpreter/ruleset/keys.hpp"
#include "interpreter/ruleset/reader.hpp"
#include "interpreter/ruleset/ruleset.hpp"

namespace variant {

void read_board(Reader& r, const Node& node, Board& board);  // read_board.cpp
void read_zones(Reader& r, const Node& node, const Board& board, std::vector<Zone>& zones);
void read_pieces(Reader& r, const Node& node, std::vector<PieceType>& pieces);         // read_pieces.cpp
void read_promotions(Reader& r, const Node& node, std::vector<PromotionRule>& rules);  // read_moves_rules.cpp
void read_drops(Reader& r, const Node& node, std::vector<DropRule>& rules);
void read_promotion_moves(Reader& r, const Node& node, std::vector<PromotionMoveRule>& rules);
void read_transfers(Reader& r, const Node& node, std::vector<TransferRule>& rules);
void read_castling(Reader& r, const Node& node, CastlingRule& castling);
void read_pass_after_pass(Reader& r, const Node& node, PassAfterPass& rule);
void read_lion_trading(Reader& r, const Node& node, LionTradingRule& rule);
void read_atomic(Reader& r, const Node& node, AtomicRule& rule);
void read_engine(Reader& r, const Node& node, EngineSettings& engine);
void read_notation(Reader& r, const Node& node, NotationSettings& notation);  // read_notation.cpp
void read_gating(Reader& r, const Node& node, GatingRule& rule);
void read_first_move_rights(Reader& r, const Node& node, FirstMoveRightsRule& rule);
void read_promotion_limits(Reader& r, const Node& node, PromotionLimitsRule& rule);
void read_reserves(Reader& r, const Node& node, std::vector<Reserve>& reserves);  // read_reserves.cpp
void read_captures(Reader& r, const Node& node, CaptureRule& captures);
void read_exchanges(Reader& r, const Node& node, std::vector<ExchangeRule>& rules);
void read_derived_promotions(Reader& r, const Node& node, std::vector<DerivedPromotionRule>& rules);
void read_royalty(Reader& r, const Node& node, Royalty& royalty);        // read_game_end.cpp
void read_facing_royals(Reader& r, const Node& node, FacingRule& rule);  // read_game_end.cpp
void read_end(Reader& r, const Node& node, GameEnd& end);
void read_potential(Reader& r, const Node& node, PotentialRule& potential);

// A rule written as one map (`atomic: {immune: [pawn]}`): checks that it is a map of the section's keys and
// switches the rule on where it is written. False when it is not a map (reported).
template <class Rule> bool open_rule_map(Reader& r, const Node& node, std::string_view section, Rule& rule) {
    if (!r.map(node, section)) return false;
    r.keys(node, allowed_keys(section));
    rule.enabled = true;
    rule.where = node.where;
    return true;
}

// A key the rule's map cannot do without: `message` says so, at the map.
inline void require_key(Reader& r, const Node& map, std::string_view key, std::string message) {
    if (!map.find(key)) r.error(map.where, 1, std::move(message));
}

// Calls `read_item(item)` for each map in a list of maps (promotion, drops, ...), after checking its keys.
template <class F>
void for_each_rule(Reader& r, const Node& list, std::string_view what, const std::vector<std::string>& keys,
                   F read_item) {
    if (!list.is_sequence()) {
        r.error(list,
                fmt::format("'{}' must be a list of rules (each starting with '- '), not {}", what, list.describe()));
        return;
    }
    for (const auto& item : list.items) {
        if (!item.is_map()) {
            r.error(item,
                    fmt::format("each rule in '{}' must be a map of keys and values, not {}", what, item.describe()));
            continue;
        }
        r.keys(item, keys);
        read_item(item);
    }
}

}  // namespace variant
