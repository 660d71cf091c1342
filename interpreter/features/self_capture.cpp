#include "interpreter/features/self_capture.hpp"

#include "interpreter/game/compiler.hpp"

namespace variant {

void SelfCapture::compile(RuleCompiler& c) {
    const CaptureRule& rule = c.rs.captures;
    Game& g = c.g;
    if (!rule.self_capture) return;
    g.self_capture.enabled = true;
    if (rule.self_capture_reserve) g.self_capture.reserve = c.reserve_named(*rule.self_capture_reserve);
    // Every capturing ray may take an own man too; the attack tables (enemy men only) are untouched.
    for (Ray& ray : g.rays)
        if (ray.flags & RayCapture) ray.flags |= RayCaptureOwn;
    // Where the own man goes and what it powers can change what attacks: test such moves by making them.
    g.reserves_change_attacks = true;
}

}  // namespace variant
