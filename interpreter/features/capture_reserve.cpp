#include "interpreter/features/capture_reserve.hpp"

#include "interpreter/game/compiler.hpp"

namespace variant {

void CaptureReserve::compile(Compiler& c) {
    const Ruleset& rs = c.rs;
    Game& g = c.g;
    const CaptureRule& cap = rs.captures;
    if (cap.destination == CaptureDestination::CaptorReserve) {
        if (!cap.reserve) fail(rs.where, "captures to a reserve need a reserve name");
        g.captures.to_reserve = true;
        g.captures.reserve = c.reserve_named(*cap.reserve);
        g.captures.demotes = cap.demotes_into_reserve();
        if (!cap.change_colour) fail(cap.reserve->where, "captured men that keep their colour are not supported by the engine yet");
    } else if (cap.destination == CaptureDestination::OwnerReserve) {
        fail(cap.reserve ? cap.reserve->where : rs.where, "captures into the owner's reserve are not supported by the engine yet");
    }
    if (cap.self_capture) fail(rs.where, "self-capture is not supported by the engine yet");
}

}  // namespace variant
