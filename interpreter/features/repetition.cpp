#include "interpreter/features/repetition.hpp"

#include <fmt/format.h>

#include <vector>

#include "interpreter/features/royalty.hpp"
#include "interpreter/game/compiler.hpp"
#include "interpreter/ruleset/key_table.hpp"

namespace variant {

namespace {

// The key of the position before history[i] was made (Position::key's parts, saved in the undo record).
std::uint64_t key_before(const Undo& u) { return u.key ^ u.reserve_key; }

// The ply of the earliest of the last `n` occurrences of the current position (same side to move), or -1.
int nth_occurrence(const Position& pos, int n) {
    const std::vector<Undo>& h = pos.history();
    const std::uint64_t key = pos.state_key();
    int found = 1;
    for (int i = int(h.size()) - 2; i >= 0; i -= 2)
        if (key_before(h[std::size_t(i)]) == key && ++found == n) return i;
    return -1;
}

std::string fold_name(int n) {
    static const char* const names[] = {"", "", "twofold", "threefold", "fourfold", "fivefold", "sixfold"};
    return n < 7 ? names[n] : fmt::format("{}-fold", n);
}

}  // namespace

void Repetition::compile(RuleCompiler& c) {
    c.g.repetition = {c.rs.end.repetition, c.rs.end.repetition_result, c.rs.end.perpetual_check,
                      c.rs.end.repetition_result_for};
}

int Repetition::occurrences(const Position& pos) {
    const std::vector<Undo>& h = pos.history();
    const std::uint64_t key = pos.state_key();
    int found = 1;
    for (int i = int(h.size()) - 2; i >= 0; i -= 2) found += key_before(h[std::size_t(i)]) == key;
    return found;
}

std::optional<Ending> Repetition::repeated(Position& pos) {
    const RepetitionInfo& rule = pos.game().repetition;
    if (rule.count == 0) return std::nullopt;
    const int first = nth_occurrence(pos, rule.count);
    if (first < 0) return std::nullopt;
    const std::string name = fold_name(rule.count) + " repetition";
    // end.repetition_result, for the side to move or for one player whoever is to move (minishogi).
    const Outcome plain = rule.result_for < 0 ? rule.result
                                              : for_side_to_move(rule.result, rule.result_for, pos.side());
    if (rule.perpetual_check == Outcome::Draw) return Ending{plain, name};
    // Who was in check in each position of the cycle: walk back to its first occurrence and replay.
    const int us = pos.side(), plies = pos.ply() - first;
    std::vector<Move> moves;
    bool checked[Colours] = {true, true};  // each side was in check in every one of its turns
    for (int k = 0;; ++k) {
        checked[pos.side()] = checked[pos.side()] && in_check(pos);
        if (k == plies) break;
        moves.insert(moves.begin(), pos.history().back().move);  // oldest first
        pos.unmake();
    }
    for (const Move& m : moves) pos.make(m);
    const int them = us ^ 1;
    if (checked[us] != checked[them]) {
        const int checker = checked[us] ? them : us;  // the side whose opponent was always in check
        return Ending{for_side_to_move(rule.perpetual_check, checker, us),
                      fmt::format("perpetual check by {} ({})", colour_name(checker), name)};
    }
    return Ending{plain, name};
}

void Repetition::declare_keys() {
    static const Choices<int> players = {{"side-to-move", -1}, {"first-player", 0}, {"second-player", 1}};
    add_keys<GameEnd>(
        "end", {custom<GameEnd>("repetition",
                                [](Reader& r, const Node& map, const Node& value, GameEnd& end) {
                                    r.read(map, "repetition", end.repetition);
                                    if (end.repetition < 0 || end.repetition == 1)
                                        r.error(value, fmt::format("'repetition' must be 0 (none) or 2 or more, not {}",
                                                                   value.text));
                                }),
                field("repetition_result", &GameEnd::repetition_result, outcome_choices()),
                field("repetition_result_for", &GameEnd::repetition_result_for, players),
                field("perpetual_check", &GameEnd::perpetual_check, outcome_choices())});
}

}  // namespace variant
