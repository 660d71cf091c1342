#include "interpreter/features/pass_ending.hpp"

#include "interpreter/game/compiler.hpp"

namespace variant {

void PassEnding::compile(Compiler& c) { c.g.consecutive_passes = c.rs.end.consecutive_passes; }

}  // namespace variant
