#include "interpreter/ruleset/keys.hpp"

#include <fmt/format.h>

#include <map>
#include <stdexcept>

namespace variant {

namespace {

using KeyTable = std::map<std::string, std::vector<std::string>, std::less<>>;

const KeyTable& table() {
    static const KeyTable keys = {
        // Past twenty entries clang-format would put one a line.
        // clang-format off
        {"ruleset",
         {"name", "description", "board", "pieces", "setup", "zones", "promotion", "reserves", "captures", "drops",
          "transfers", "exchanges", "derived_promotion", "castling", "pass", "pass_after_pass", "no_checks",
          "royalty", "end", "lion_trading", "potential", "promotion_moves", "royal_frozen_in_check",
          "compulsory_capture", "atomic", "gating", "facing_royals", "first_move_rights", "promotion_limits",
          "engine", "notation"}},
          // `extends` is consumed before the top level is read
        {"board", {"files", "ranks", "holes", "symmetry"}},
        {"piece",
         {"code", "betza", "betza_second", "zoned_moves", "royal", "value", "class", "promoted", "droppable",
          "contagious", "contagion_into", "en_passant_victim", "castles", "captures_unprotected_only",
          "cannot_pass_attacked", "confined_to", "cannot_hop_over", "cannot_capture", "glyph", "xboard_code",
          "san_code", "san_letter"}},
        // clang-format on
        {"zoned_move", {"betza", "zone", "to"}},
        {"zone", {"ranks", "files", "squares", "absolute"}},
        {"promotion",
         {"pieces", "zone", "trigger", "mode", "captures_only", "to", "from_reserve", "from_reserve_of",
          "attacks_without_choice"}},
        {"promotion_move", {"pieces", "to", "zone", "anywhere_if_last", "max_on_board", "no_attack"}},
        {"reserve", {"capacity", "external"}},
        {"captures", {"to", "reserve", "demote", "change_colour", "self_capture", "self_capture_reserve"}},
        {"drop",
         {"from", "pieces", "zone", "forbidden_zones", "not_where_stuck", "no_two_on_file", "no_mate_by", "no_check_by",
          "file_limit", "compulsory", "promoted_face", "opposite_colours"}},
        {"transfer", {"to", "pieces", "first_ply", "mutate_within_class", "next_class_zone"}},
        {"exchange",
         {"give_from", "give_to", "take_from", "take_to", "value_order", "automatic_on_match", "forbidden_zones"}},
        {"derived_promotion", {"pieces", "partner_in", "partner"}},
        {"castling",
         {"king", "partner", "enabled", "dropped_partner_castles", "king_files", "partner_files", "random_start",
          "drop_files"}},
        {"castling_files", {"kingside", "queenside"}},
        {"castling_drop_files", {"king", "kingside", "queenside"}},
        {"gating", {"from", "pieces"}},
        {"first_move_rights", {"pieces", "not_in_check"}},
        {"promotion_limits", {"pieces"}},
        {"lion_trading", {"lions", "minor"}},
        {"atomic", {"immune"}},
        {"engine", {"xboard", "weights", "values"}},
        {"notation", {"check_marks"}},
        {"engine_weights",
         {"centre", "mobility", "royal_exposure", "held_percent", "prisoner_percent", "promotion_divisor", "tempo",
          "royal_centre", "mop_up"}},
        {"end",
         {"checkmate", "stalemate",       "move_limit",           "move_limit_reset",   "move_limit_result",
          "pawns",     "repetition",      "repetition_result",    "perpetual_check",    "insufficient_material",
          "points",    "points_handicap", "extinction",           "bare_king",          "bare_king_result",
          "goal",      "checks",          "checks_result",        "consecutive_passes", "consecutive_passes_result",
          "bikjang",   "counting",        "repetition_result_for"}},
        {"counting", {"board_honour", "pieces_honour", "count_from_men", "result"}},
        {"counting_row", {"men", "moves"}},
        {"extinction", {"pieces", "whole_army", "count", "opponent_count", "result"}},
        {"goal", {"pieces", "zone", "second_player_may_follow", "must_hold", "result"}},
        {"potential", {"types", "army", "bishops_on_both_colours"}},
    };
    return keys;
}

}  // namespace

const std::vector<std::string>& allowed_keys(std::string_view section) {
    auto it = table().find(section);
    if (it == table().end()) throw std::logic_error(fmt::format("no key list for section '{}'", section));
    return it->second;
}

std::vector<std::string> key_sections() {
    std::vector<std::string> out;
    for (const auto& [name, keys] : table()) out.push_back(name);
    return out;
}

}  // namespace variant
