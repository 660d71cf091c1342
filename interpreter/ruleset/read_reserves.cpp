// reserves:, captures:, exchanges:, derived_promotion: — pieces off the board and how they get there.
#include <fmt/format.h>

#include "interpreter/ruleset/sections.hpp"

namespace variant {

void read_reserves(Reader& r, const Node& node, std::vector<Reserve>& reserves) {
    for (const auto& entry : r.entries(node, "reserves")) {
        Reserve reserve;
        reserve.name = entry.key;
        if (r.map(entry.value, entry.key.value)) {
            r.keys(entry.value, allowed_keys("reserve"));
            r.read(entry.value, "external", reserve.external);
            if (const Node* capacity = entry.value.find("capacity")) {
                r.read(entry.value, "capacity", reserve.capacity);
                if (reserve.capacity < 0) {
                    r.error(*capacity, fmt::format("'capacity' must be 0 (unlimited) or more, not {}", capacity->text));
                    reserve.capacity = 0;
                }
            }
        }
        reserves.push_back(std::move(reserve));
    }
}

void read_captures(Reader& r, const Node& node, CaptureRule& captures) {
    static const Choices<CaptureDestination> destinations = {{"gone", CaptureDestination::Gone},
                                                             {"captor-reserve", CaptureDestination::CaptorReserve},
                                                             {"owner-reserve", CaptureDestination::OwnerReserve}};
    if (!r.map(node, "captures")) return;
    r.keys(node, allowed_keys("captures"));
    r.read(node, "to", captures.destination, destinations, "capture destination");
    r.read(node, "reserve", captures.reserve);
    r.read(node, "demote", captures.demote);
    r.read(node, "change_colour", captures.change_colour);
    r.read(node, "self_capture", captures.self_capture);
    r.read(node, "self_capture_reserve", captures.self_capture_reserve);
    // Contradictions that need nothing but this section are reported here.
    const Node* to = node.find("to");
    if (captures.destination != CaptureDestination::Gone && !captures.reserve && to && r.clean(node, "reserve"))
        r.error(*to, fmt::format("captures go to '{}' but no 'reserve' says which one", to->text));
    if (captures.destination == CaptureDestination::Gone && captures.reserve && (!to || to->text == "gone") &&
        r.clean(node, "to"))
        r.error(*captures.reserve, "captured pieces are gone ('to' is 'gone' or missing), so 'reserve' has no use; "
                                   "add 'to: captor-reserve' or 'to: owner-reserve'");
    if (captures.self_capture_reserve && !captures.self_capture && r.clean(node, "self_capture"))
        r.error(*captures.self_capture_reserve, "'self_capture_reserve' is given but 'self_capture' is not true");
}

void read_exchanges(Reader& r, const Node& node, std::vector<ExchangeRule>& rules) {
    for_each_rule(r, node, "exchanges", allowed_keys("exchange"), [&](const Node& item) {
        ExchangeRule rule;
        rule.where = item.where;
        r.read(item, "give_from", rule.give_from);
        r.read(item, "give_to", rule.give_to);
        r.read(item, "take_from", rule.take_from);
        r.read(item, "take_to", rule.take_to);
        r.read(item, "value_order", rule.value_order);
        r.read(item, "automatic_on_match", rule.automatic_on_match);
        r.read(item, "forbidden_zones", rule.forbidden_zones);
        for (const char* key : {"give_from", "give_to", "take_from"})
            if (!item.find(key)) r.error(item.where, 1, fmt::format("an exchange rule needs '{}'", key));
        if (rule.automatic_on_match && !rule.take_to)
            r.error(item.where, 1, "an automatic exchange needs 'take_to' (nobody drops the man taken back)");
        rules.push_back(std::move(rule));
    });
}

void read_derived_promotions(Reader& r, const Node& node, std::vector<DerivedPromotionRule>& rules) {
    for_each_rule(r, node, "derived_promotion", allowed_keys("derived_promotion"), [&](const Node& item) {
        DerivedPromotionRule rule;
        rule.where = item.where;
        r.read(item, "pieces", rule.pieces);
        r.read(item, "partner_in", rule.partner_in);
        r.read(item, "partner", rule.partner);
        if (!item.find("pieces")) r.error(item.where, 1, "a derived promotion rule needs 'pieces'");
        if (!item.find("partner_in")) r.error(item.where, 1, "a derived promotion rule needs 'partner_in' (a reserve)");
        rules.push_back(std::move(rule));
    });
}

}  // namespace variant
