// Typed access to the YAML tree for the section readers: each accessor checks the node's type and
// reports a mistake (appending a Diagnostic) instead of throwing, so one run reports every error.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "interpreter/diagnostics.hpp"
#include "interpreter/ruleset/did_you_mean.hpp"
#include "interpreter/ruleset/yaml_tree.hpp"

namespace variant {

using yaml_tree::Entry;
using yaml_tree::Node;

template <class E>
using Choices = std::vector<std::pair<std::string, E>>;  // the spellings of an enumeration's values

class Reader {
public:
    explicit Reader(std::vector<Diagnostic>& errors) : errors_(errors) {}

    void error(const SourceLocation& where, int length, std::string message);
    void error(const Node& node, std::string message);  // underlines a scalar's text
    void error(const Located<std::string>& value, std::string message);

    // True if `node` is a map (or null, which reads as an empty map); reports otherwise.
    bool map(const Node& node, std::string_view what);
    // Reports every key of `map` that is not in `allowed`, with a did-you-mean for near misses.
    void keys(const Node& map, const std::vector<std::string>& allowed);
    // A map's entries, or none when it is not a map (already reported by map()).
    const std::vector<Entry>& entries(const Node& node, std::string_view what);

    std::optional<int> integer(const Node& node, std::string_view what);
    std::optional<bool> boolean(const Node& node, std::string_view what);
    // A scalar's text; its location points at the first character of the text (inside quotes).
    std::optional<Located<std::string>> string(const Node& node, std::string_view what);
    std::vector<Located<std::string>> strings(const Node& node, std::string_view what);  // a list of scalars
    std::vector<int> integers(const Node& node, std::string_view what);

    template <class E>
    std::optional<E> choice(const Node& node, std::string_view what, const Choices<E>& choices) {
        auto text = string(node, what);
        if (!text) return std::nullopt;
        std::vector<std::string> names;
        for (const auto& [name, value] : choices) {
            if (name == text->value) return value;
            names.push_back(name);
        }
        unknown(*text, what, names);
        return std::nullopt;
    }

    // Optional fields: reads `map[key]` into `out` if present; `out` keeps its default otherwise.
    void read(const Node& map, std::string_view key, int& out);
    void read(const Node& map, std::string_view key, bool& out);
    void read(const Node& map, std::string_view key, Located<std::string>& out);
    void read(const Node& map, std::string_view key, std::optional<Located<std::string>>& out);
    void read(const Node& map, std::string_view key, std::vector<Located<std::string>>& out);
    // `what` names the value in messages ("unknown trigger 'x'"); by default the key itself.
    template <class E>
    void read(const Node& map, std::string_view key, E& out, const Choices<E>& choices, std::string_view what = {}) {
        if (const Node* node = map.find(key))
            if (auto value = choice(*node, what.empty() ? key : what, choices)) out = *value;
    }

    // "unknown <what> 'x' (did you mean 'y'?)" or "...; expected one of: a, b, c".
    void unknown(const Located<std::string>& value, std::string_view what, const std::vector<std::string>& known);

private:
    std::vector<Diagnostic>& errors_;
};

// The location of a scalar's first character (one column further in when it is quoted).
SourceLocation text_start(const Node& node);

}  // namespace variant
