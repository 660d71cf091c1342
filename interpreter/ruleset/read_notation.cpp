// notation: — how the game's moves are written, where that is not as chess writes them.
#include "interpreter/ruleset/sections.hpp"

namespace variant {

void read_notation(Reader& r, const Node& node, NotationSettings& notation) {
    if (!r.map(node, "notation")) return;
    r.keys(node, allowed_keys("notation"));
    r.read(node, "check_marks", notation.check_marks);
}

}  // namespace variant
