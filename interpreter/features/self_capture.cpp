#include "interpreter/features/self_capture.hpp"

#include "interpreter/game/compiler.hpp"
#include "interpreter/ruleset/key_table.hpp"

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

void SelfCapture::declare_keys() {
    using C = CaptureRule;
    add_keys<C>("captures",
                {field("self_capture", &C::self_capture), field("self_capture_reserve", &C::self_capture_reserve)},
                {[](Reader& r, const Node& node, C& captures) {
                    if (captures.self_capture_reserve && !captures.self_capture && r.clean(node, "self_capture"))
                        r.error(*captures.self_capture_reserve,
                                "'self_capture_reserve' is given but 'self_capture' is not true");
                }});
}

}  // namespace variant
