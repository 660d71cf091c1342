// The YAML document as the loader sees it: a small tree in which every node and every map key knows the
// file, line and column it came from. yaml-cpp's own nodes know lines but not files, and `extends:` mixes
// nodes from several files into one tree, so the loader copies yaml-cpp's nodes into this form first.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "interpreter/core/diagnostics.hpp"
#include "interpreter/core/source.hpp"

namespace variant::yaml_tree {

struct Entry;

struct Node {
    enum class Kind { Null, Scalar, Sequence, Map };
    Kind kind = Kind::Null;
    std::string text;            // a scalar's text
    bool quoted = false;         // not a plain scalar: written '...', "..." or as a block (| or >)
    SourceLocation where;        // the node: its anchor, tag, quote or first character
    SourceLocation text_at;      // a scalar's first character, with the layout of the rest (source.hpp)
    std::vector<Node> items;     // a sequence's elements
    std::vector<Entry> entries;  // a map's entries, in file order

    bool is_map() const { return kind == Kind::Map; }
    bool is_sequence() const { return kind == Kind::Sequence; }
    bool is_scalar() const { return kind == Kind::Scalar; }
    bool is_null() const { return kind == Kind::Null; }
    const Node* find(std::string_view key) const;  // a map's value for `key`, or nullptr
    const Entry* find_entry(std::string_view key) const;
    std::string describe() const;  // for messages: the scalar in quotes, or "a list" / "a map"
};

struct Entry {
    Located<std::string> key;
    Node value;
};

// Parses YAML text (one document). Syntax errors, a second document, keys that are not plain scalars,
// duplicate keys, a text that is not UTF-8 and an empty document are appended to `errors`; the returned
// tree holds whatever could be read.
Node parse(const std::string& text, const std::string& file, std::vector<Diagnostic>& errors);

}  // namespace variant::yaml_tree
