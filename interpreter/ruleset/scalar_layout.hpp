// Where each byte of a YAML scalar's value was written. yaml-cpp gives a scalar's value and the position
// of its node (the anchor, tag, quote, block indicator or first character) but not where the value's own
// bytes are, and a caret inside a Betza string or a setup FEN needs exactly that. So the scalar is decoded
// once more from the source, in whichever style it was written (plain or quoted, over one line or several,
// literal `|` or folded `>`), and the result is used only if it reproduces yaml-cpp's value exactly.
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>
#include <vector>

namespace variant::yaml_tree {

struct ScalarLayout {
    std::size_t first = 0;           // source offset of the value's first byte (where it would be, if empty)
    std::vector<std::size_t> bytes;  // source offset of each byte of the value
};

// `node` is the source offset of the scalar's node. nullopt if the source there is not understood.
std::optional<ScalarLayout> scalar_layout(std::string_view source, std::size_t node, std::string_view value);

}  // namespace variant::yaml_tree
