// reserves: — the places off the board where men wait (hands, prisons, airfields, pockets), keyed by name.
// What goes there and comes back is the rules' (captures:, drops:, exchanges:, ...).
#include <fmt/format.h>

#include "interpreter/ruleset/sections.hpp"

namespace variant {

void declare_reserve_keys() {
    add_keys<Reserve>(
        "reserve", {custom<Reserve>("capacity",
                                    [](Reader& r, const Node& map, const Node& value, Reserve& reserve) {
                                        r.read(map, "capacity", reserve.capacity);
                                        if (reserve.capacity >= 0) return;
                                        r.error(value, fmt::format("'capacity' must be 0 (unlimited) or more, not {}",
                                                                   value.text));
                                        reserve.capacity = 0;
                                    }),
                    field("external", &Reserve::external)});
}

void read_reserves(Reader& r, const Node& node, std::vector<Reserve>& reserves) {
    for (const auto& entry : r.entries(node, "reserves")) {
        Reserve reserve;
        reserve.name = entry.key;
        if (r.map(entry.value, entry.key.value)) read_section(r, entry.value, "reserve", reserve);
        reserves.push_back(std::move(reserve));
    }
}

}  // namespace variant
