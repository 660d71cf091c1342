#include "interpreter/features/pass_ending.hpp"

#include "interpreter/features/material.hpp"
#include "interpreter/game/compiler.hpp"

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

}  // namespace variant
