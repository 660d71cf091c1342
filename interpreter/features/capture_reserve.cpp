#include "interpreter/features/capture_reserve.hpp"

#include "interpreter/game/compiler.hpp"
#include "interpreter/ruleset/key_table.hpp"

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
        g.captures.keep_colour = !cap.change_colour;
    }
}

// captures: where a captured man goes (self_capture adds its keys to the section).
void CaptureReserve::declare_keys() {
    static const Choices<CaptureDestination> destinations = {{"gone", CaptureDestination::Gone},
                                                             {"captor-reserve", CaptureDestination::CaptorReserve},
                                                             {"owner-reserve", CaptureDestination::OwnerReserve}};
    using C = CaptureRule;
    add_keys<Ruleset>("ruleset",
                      {custom<Ruleset>("captures", [](Reader& r, const Node&, const Node& value, Ruleset& rules) {
                          if (r.map(value, "captures")) read_section(r, value, "captures", rules.captures);
                      })});
    add_keys<C>(
        "captures",
        {field("to", &C::destination, destinations, "capture destination"), field("reserve", &C::reserve),
         field("demote", &C::demote), field("change_colour", &C::change_colour)},
        // Contradictions that need nothing but this section are reported here.
        {[](Reader& r, const Node& node, C& captures) {
            const Node* to = node.find("to");
            if (captures.destination != CaptureDestination::Gone && !captures.reserve && to && r.clean(node, "reserve"))
                r.error(*to, fmt::format("captures go to '{}' but no 'reserve' says which one", to->text));
            if (captures.destination == CaptureDestination::Gone && captures.reserve && (!to || to->text == "gone") &&
                r.clean(node, "to"))
                r.error(*captures.reserve,
                        "captured pieces are gone ('to' is 'gone' or missing), so 'reserve' has no use; "
                        "add 'to: captor-reserve' or 'to: owner-reserve'");
        }});
}

}  // namespace variant
