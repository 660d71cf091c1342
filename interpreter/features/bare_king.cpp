#include "interpreter/features/bare_king.hpp"

#include <fmt/format.h>

#include "interpreter/game/compiler.hpp"
#include "interpreter/ruleset/key_table.hpp"

namespace variant {

void BareKing::compile(RuleCompiler& c) {
    if (!c.rs.end.bare_king) return;
    c.g.bare_king = true;
    c.g.results.bare_king = c.rs.end.bare_king_result;
    c.g.ends_early = true;
}

namespace {

// The side that has lost its men for good, or -1.
int bared(const Position& pos) {
    const int us = pos.side(), them = us ^ 1;
    auto others = [&pos](int c) { return int(pos.pieces(c).size()) - pos.royal_count(c); };
    if (others(them) == 0 && others(us) >= 1) return them;
    if (others(us) == 0 && others(them) >= 2) return us;
    return -1;
}

}  // namespace

bool BareKing::over(Position& pos) { return bared(pos) >= 0; }

std::optional<Ending> BareKing::ending(Position& pos) {
    const int bare = bared(pos);
    if (bare < 0) return std::nullopt;
    return Ending{for_side_to_move(pos.game().results.bare_king, bare, pos.side()),
                  fmt::format("bare king: {} has nothing but its royals", colour_name(bare))};
}

void BareKing::declare_keys() {
    add_keys<GameEnd>("end", {field("bare_king", &GameEnd::bare_king),
                              field("bare_king_result", &GameEnd::bare_king_result, outcome_choices())});
}

}  // namespace variant
