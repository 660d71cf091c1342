#include "interpreter/ruleset/yaml_tree.hpp"

#include <yaml-cpp/yaml.h>

namespace variant::yaml_tree {

namespace {

// Aliases can make a short text expand into a huge tree ("billion laughs"); a ruleset never needs that.
constexpr int max_depth = 64;
constexpr long max_nodes = 200000;

struct Converter {
    const std::string& file;
    std::vector<Diagnostic>& errors;
    long nodes = 0;
    bool gave_up = false;

    SourceLocation at(const YAML::Mark& mark) const {
        // yaml-cpp marks are 0-based (and -1 when unknown); ours are 1-based.
        return {file, mark.line >= 0 ? mark.line + 1 : 0, mark.column >= 0 ? mark.column + 1 : 0};
    }

    void fail(const SourceLocation& where, std::string message) {
        errors.push_back({where, 1, std::move(message)});
    }

    Node convert(const YAML::Node& in, int depth) {
        Node out;
        out.where = at(in.Mark());
        if (++nodes > max_nodes || depth > max_depth) {
            if (!gave_up) fail(out.where, "the document is nested too deeply or is too large");
            gave_up = true;
            return out;
        }
        switch (in.Type()) {
        case YAML::NodeType::Scalar:
            out.kind = Node::Kind::Scalar;
            out.text = in.Scalar();
            out.quoted = in.Tag() == "!";  // yaml-cpp's non-specific tag of a quoted scalar
            break;
        case YAML::NodeType::Sequence:
            out.kind = Node::Kind::Sequence;
            for (const auto& item : in) out.items.push_back(convert(item, depth + 1));
            break;
        case YAML::NodeType::Map:
            out.kind = Node::Kind::Map;
            for (const auto& pair : in) add_entry(out, pair.first, pair.second, depth);
            break;
        default:
            break;  // Null and Undefined
        }
        return out;
    }

    void add_entry(Node& map, const YAML::Node& key, const YAML::Node& value, int depth) {
        SourceLocation where = at(key.Mark());
        if (!key.IsScalar()) {
            fail(where, "a key must be a plain name, not a list or map");
            return;
        }
        const std::string& name = key.Scalar();
        if (const Entry* first = map.find_entry(name)) {
            fail(where, "duplicate key '" + name + "' (first defined at line " + std::to_string(first->key.where.line) + ")");
            return;
        }
        map.entries.push_back({Located<std::string>(name, where), convert(value, depth + 1)});
    }
};

}  // namespace

const Entry* Node::find_entry(std::string_view key) const {
    for (const auto& entry : entries)
        if (entry.key.value == key) return &entry;
    return nullptr;
}

const Node* Node::find(std::string_view key) const {
    const Entry* entry = find_entry(key);
    return entry ? &entry->value : nullptr;
}

std::string Node::describe() const {
    switch (kind) {
    case Kind::Scalar: return "'" + text + "'";
    case Kind::Sequence: return "a list";
    case Kind::Map: return "a map";
    default: return "nothing";
    }
}

Node parse(const std::string& text, const std::string& file, std::vector<Diagnostic>& errors) {
    YAML::Node document;
    try {
        document = YAML::Load(text);
    } catch (const YAML::Exception& e) {
        SourceLocation where{file, e.mark.line >= 0 ? e.mark.line + 1 : 0, e.mark.column >= 0 ? e.mark.column + 1 : 0};
        errors.push_back({where, 1, "YAML syntax: " + e.msg});
        return {};
    }
    Converter converter{file, errors};
    return converter.convert(document, 0);
}

}  // namespace variant::yaml_tree
