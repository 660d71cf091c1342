#include "interpreter/features/pass_ending.hpp"

#include "interpreter/game/compiler.hpp"

namespace variant {

void PassEnding::compile(Compiler& c) {
    c.g.consecutive_passes = c.rs.end.consecutive_passes;
    if (c.g.consecutive_passes > 0) c.g.pass_after_pass.kept = true;  // the pass state (features/pass_after_pass)
}

}  // namespace variant
