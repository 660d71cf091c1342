#include "interpreter/features/pass_ending.hpp"

#include "interpreter/features/material.hpp"
#include "interpreter/game/compiler.hpp"
#include "interpreter/ruleset/key_table.hpp"

namespace variant {

void PassEnding::compile(RuleCompiler& c) {
    c.g.consecutive_passes = c.rs.end.consecutive_passes;
    c.g.results.consecutive_passes = c.rs.end.consecutive_passes_result;
    if (c.g.consecutive_passes > 0) c.g.pass_after_pass.kept = true;  // the pass state (features/pass_after_pass)
}

std::optional<Ending> PassEnding::ending(Position& pos) {
    if (!PassesInARow::after_two_passes(pos)) return std::nullopt;
    return Material::scored(pos, pos.game().results.consecutive_passes, "two passes in a row");
}

void PassEnding::declare_keys() {
    add_keys<GameEnd>(
        "end",
        {custom<GameEnd>("consecutive_passes",
                         [](Reader& r, const Node& map, const Node& passes, GameEnd& end) {
                             r.read(map, "consecutive_passes", end.consecutive_passes);
                             end.consecutive_passes_where = passes.where;
                             if (end.consecutive_passes != 0 && end.consecutive_passes != 2)
                                 r.error(passes, fmt::format("'consecutive_passes' must be 0 (none) or 2 (the "
                                                             "position keeps only the last two passes), not {}",
                                                             passes.text));
                         }),
         field("consecutive_passes_result", &GameEnd::consecutive_passes_result, outcome_or_points_choices())},
        {result_by_points_needs_points("consecutive_passes_result")});
}

}  // namespace variant
