#include "interpreter/features/capture_reserve.hpp"

#include "interpreter/game/compiler.hpp"

namespace variant {

void CaptureReserve::compile(RuleCompiler& c) {
    const Ruleset& rs = c.rs;
    Game& g = c.g;
    const CaptureRule& cap = rs.captures;
    // The validator saw to a reserve name, and refused the destinations the engine cannot run yet.
    if (cap.destination == CaptureDestination::CaptorReserve) {
        g.captures.to_reserve = true;
        g.captures.reserve = c.reserve_named(*cap.reserve);
        g.captures.demotes = cap.demotes_into_reserve();
    }
}

}  // namespace variant
