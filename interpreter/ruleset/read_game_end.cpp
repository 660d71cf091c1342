// royalty:, end:, potential: — what wins, what draws, and Potential Chess's hidden identities.
#include <fmt/format.h>

#include "interpreter/ruleset/sections.hpp"

namespace variant {

void read_royalty(Reader& r, const Node& node, Royalty& royalty) {
    static const Choices<Royalty> rules = {{"check", Royalty::Check},
                                           {"last-royal-check", Royalty::LastRoyalCheck},
                                           {"duple-check", Royalty::DupleCheck},
                                           {"capture-last-royal", Royalty::CaptureLastRoyal},
                                           {"potential-kings", Royalty::PotentialKings},
                                           {"none", Royalty::None}};
    if (auto value = r.choice(node, "royalty", rules)) royalty = *value;
}

void read_facing_royals(Reader& r, const Node& node, FacingRule& rule) {
    static const Choices<FacingRule> rules = {{"allowed", FacingRule::Allowed},
                                              {"forbidden", FacingRule::Forbidden},
                                              {"forbidden-all-lines", FacingRule::ForbiddenAllLines},
                                              {"bikjang", FacingRule::Bikjang}};
    if (auto value = r.choice(node, "facing_royals", rules)) rule = *value;
}

void read_pass_after_pass(Reader& r, const Node& node, PassAfterPass& rule) {
    static const Choices<PassAfterPass> rules = {{"allowed", PassAfterPass::Allowed},
                                                 {"illegal", PassAfterPass::Illegal}};
    if (auto value = r.choice(node, "pass_after_pass", rules)) rule = *value;
}

namespace {

const Choices<Outcome>& outcomes() {
    static const Choices<Outcome> choices = {{"draw", Outcome::Draw}, {"win", Outcome::Win}, {"loss", Outcome::Loss}};
    return choices;
}

// The results an end rule may also leave to the count of points (end.points).
const Choices<Outcome>& outcomes_or_points() {
    static const Choices<Outcome> choices = {
        {"draw", Outcome::Draw}, {"win", Outcome::Win}, {"loss", Outcome::Loss}, {"points", Outcome::Points}};
    return choices;
}

void read_extinction(Reader& r, const Node& node, ExtinctionRule& rule) {
    if (!open_rule_map(r, node, "extinction", rule)) return;
    r.read(node, "pieces", rule.pieces);
    if (rule.pieces.size() > std::size_t(MaxExtinctionTypes))
        r.error(*node.find("pieces"), fmt::format("'extinction' may name at most {} types", MaxExtinctionTypes));
    r.read(node, "whole_army", rule.whole_army);
    if (const Node* count = node.find("count")) {
        r.read(node, "count", rule.count);
        if (rule.count < 0) r.error(*count, "'count' must be 0 or more (a side with that many or fewer has lost)");
    }
    if (const Node* opponent = node.find("opponent_count")) {
        r.read(node, "opponent_count", rule.opponent_count);
        if (rule.opponent_count < 0)
            r.error(*opponent,
                    "'opponent_count' must be 0 or more (the opponent's men of the type needed for the loss)");
    }
    r.read(node, "result", rule.result, outcomes());
    if (rule.pieces.empty() == !rule.whole_army)
        r.error(node.where, 1,
                "'extinction' needs one of 'pieces' (the types a side may not run out of) and 'whole_army: true'");
}

void read_goal(Reader& r, const Node& node, GoalRule& rule) {
    if (!open_rule_map(r, node, "goal", rule)) return;
    r.read(node, "pieces", rule.pieces);
    r.read(node, "zone", rule.zone);
    r.read(node, "second_player_may_follow", rule.second_player_may_follow);
    r.read(node, "must_hold", rule.must_hold);
    r.read(node, "result", rule.result, outcomes());
    if (rule.second_player_may_follow && rule.must_hold)
        r.error(node.where, 1, "'goal' may have 'second_player_may_follow' or 'must_hold', not both");
    require_key(r, node, "pieces", "'goal' needs 'pieces' (the men that win by reaching the zone)");
    require_key(r, node, "zone", "'goal' needs 'zone' (the squares they win on)");
}

// end.counting: board's honour and the rows of pieces' honour.
void read_counting(Reader& r, const Node& node, CountingRule& rule) {
    if (!open_rule_map(r, node, "counting", rule)) return;
    if (const Node* board = node.find("board_honour")) {
        r.read(node, "board_honour", rule.board_honour);
        if (rule.board_honour < 0 || rule.board_honour > 10000)
            r.error(*board, "'board_honour' must be 0 (none) or a number of moves up to 10000");
    }
    r.read(node, "count_from_men", rule.count_from_men);
    r.read(node, "result", rule.result, outcomes());
    const Node* rows = node.find("pieces_honour");
    if (!rows) return;
    for_each_rule(r, *rows, "pieces_honour", allowed_keys("counting_row"), [&](const Node& item) {
        CountingRule::Row row;
        if (const Node* moves = item.find("moves")) {
            r.read(item, "moves", row.moves);
            if (row.moves < 1 || row.moves > 10000)
                r.error(*moves, "'moves' must be a number of moves from 1 to 10000");
        } else {
            r.error(item.where, 1, "a row of 'pieces_honour' needs 'moves' (its limit in full moves)");
        }
        if (const Node* men = item.find("men")) {
            for (const auto& entry : r.entries(*men, "men")) {
                auto n = r.integer(entry.value, entry.key.value);
                if (!n) continue;
                if (*n < 1) r.error(entry.value, "a row's count of men must be 1 or more");
                row.men.emplace_back(entry.key, *n);
            }
        }
        rule.pieces_honour.push_back(std::move(row));
    });
}

}  // namespace

void read_end(Reader& r, const Node& node, GameEnd& end) {
    static const Choices<int> resets = {{"capture", 0}, {"pawn-move", 1}, {"promotion", 2}};
    if (!r.map(node, "end")) return;
    r.keys(node, allowed_keys("end"));
    r.read(node, "checkmate", end.checkmate, outcomes());
    r.read(node, "stalemate", end.stalemate, outcomes());
    r.read(node, "move_limit_result", end.move_limit_result, outcomes());
    r.read(node, "repetition_result", end.repetition_result, outcomes());
    static const Choices<int> players = {{"side-to-move", -1}, {"first-player", 0}, {"second-player", 1}};
    r.read(node, "repetition_result_for", end.repetition_result_for, players);
    r.read(node, "perpetual_check", end.perpetual_check, outcomes());
    r.read(node, "bare_king_result", end.bare_king_result, outcomes());
    r.read(node, "checks_result", end.checks_result, outcomes());
    r.read(node, "consecutive_passes_result", end.consecutive_passes_result, outcomes_or_points());
    r.read(node, "bikjang", end.bikjang, outcomes_or_points());
    r.read(node, "insufficient_material", end.insufficient_material);
    if (const Node* points = node.find("points")) {
        for (const auto& entry : r.entries(*points, "points")) {
            auto worth = r.integer(entry.value, entry.key.value);
            if (!worth) continue;
            if (*worth < 0) r.error(entry.value, "a piece's points must be 0 or more");
            end.points.emplace_back(entry.key, *worth);
        }
    }
    if (const Node* handicap = node.find("points_handicap")) {
        r.read(node, "points_handicap", end.points_handicap);
        if (end.points_handicap < 0) r.error(*handicap, "'points_handicap' must be 0 or more");
    }
    for (const char* key : {"consecutive_passes_result", "bikjang"})
        if (const Node* result = node.find(key); result && result->text == "points" && end.points.empty())
            r.error(*result, "a result 'points' needs 'points' (each piece's worth in the count)");
    if (const Node* limit = node.find("move_limit")) {
        r.read(node, "move_limit", end.move_limit);
        if (end.move_limit < 0) r.error(*limit, "'move_limit' must be 0 (none) or more");
    }
    if (const Node* reset = node.find("move_limit_reset")) {
        end.limit_reset_by_capture = end.limit_reset_by_pawn_move = end.limit_reset_by_promotion = false;
        if (!reset->is_sequence())
            r.error(*reset, fmt::format("'move_limit_reset' must be a list like [capture, pawn-move], not {}",
                                        reset->describe()));
        for (const auto& item : reset->items) {
            auto which = r.choice(item, "move_limit_reset", resets);
            if (which == 0) end.limit_reset_by_capture = true;
            if (which == 1) end.limit_reset_by_pawn_move = true;
            if (which == 2) end.limit_reset_by_promotion = true;
        }
    }
    r.read(node, "pawns", end.pawns);
    if (const Node* extinction = node.find("extinction")) read_extinction(r, *extinction, end.extinction);
    r.read(node, "bare_king", end.bare_king);
    if (const Node* goal = node.find("goal")) read_goal(r, *goal, end.goal);
    if (const Node* counting = node.find("counting")) read_counting(r, *counting, end.counting);
    if (const Node* checks = node.find("checks")) {
        r.read(node, "checks", end.checks);
        if (end.checks < 0 || end.checks > 15)
            r.error(*checks, fmt::format("'checks' must be 0 (none) or 1 to 15, not {}", checks->text));
    }
    if (const Node* repetition = node.find("repetition")) {
        r.read(node, "repetition", end.repetition);
        if (end.repetition < 0 || end.repetition == 1)
            r.error(*repetition, fmt::format("'repetition' must be 0 (none) or 2 or more, not {}", repetition->text));
    }
    if (const Node* passes = node.find("consecutive_passes")) {
        r.read(node, "consecutive_passes", end.consecutive_passes);
        end.consecutive_passes_where = passes->where;
        if (end.consecutive_passes != 0 && end.consecutive_passes != 2)
            r.error(*passes, fmt::format("'consecutive_passes' must be 0 (none) or 2 (the position keeps only the "
                                         "last two passes), not {}",
                                         passes->text));
    }
}

void read_potential(Reader& r, const Node& node, PotentialRule& potential) {
    if (!r.map(node, "potential")) return;
    r.keys(node, allowed_keys("potential"));
    potential.enabled = true;
    r.read(node, "types", potential.types);
    r.read(node, "bishops_on_both_colours", potential.bishops_on_both_colours);
    if (!node.find("types"))
        r.error(node.where, 1, "'potential' needs 'types' (the types every man may turn out to be)");
    if (const Node* army = node.find("army")) {
        for (const auto& entry : r.entries(*army, "army")) {
            auto count = r.integer(entry.value, entry.key.value);
            if (!count) continue;
            if (*count < 1) r.error(entry.value, "an army count must be 1 or more");
            potential.army.emplace_back(entry.key, *count);
        }
    }
}

}  // namespace variant
