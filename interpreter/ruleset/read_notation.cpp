// notation: — how the game's moves are written, where that is not as chess writes them.
#include "interpreter/ruleset/sections.hpp"

namespace variant {

void declare_notation_keys() {
    add_keys<NotationSettings>("notation", {field("check_marks", &NotationSettings::check_marks)});
}

void read_notation(Reader& r, const Node& node, NotationSettings& notation) {
    if (r.map(node, "notation")) read_section(r, node, "notation", notation);
}

}  // namespace variant
