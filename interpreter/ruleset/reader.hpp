// Typed access to the YAML tree for the section readers: each accessor checks the node's type and
// reports a mistake (appending a Diagnostic) instead of throwing, so one run reports every error.
//
// The reader also keeps its doubts: which values it could not take as written (a key that is misspelt,
// a value of the wrong type). The checks across sections, which run even after such a mistake, ask
// about them and stay quiet where they would only echo it (no "no royal piece" after `royl: true`).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "interpreter/core/diagnostics.hpp"
#include "interpreter/ruleset/did_you_mean.hpp"
#include "interpreter/ruleset/yaml_tree.hpp"

namespace variant {

using yaml_tree::Entry;
using yaml_tree::Node;

template <class E> using Choices = std::vector<std::pair<std::string, E>>;  // the spellings of an enumeration's values

class Reader {
public:
    explicit Reader(std::vector<Diagnostic>& errors) : errors_(errors) {}

    void error(const SourceLocation& where, int length, std::string message);
    void error(const Node& node, std::string message);  // underlines a scalar's text; doubts the node
    void error(const Located<std::string>& value, std::string message);
    // A warning (Diagnostic::warning): kept apart from the errors, it never fails the load.
    void warning(const SourceLocation& where, int length, std::string message);
    std::vector<Diagnostic>& warnings() { return warnings_; }

    // Records that `map[key]` may not say what was meant. An empty key doubts the whole node (a value of
    // the wrong type): every key it lacks might have been meant.
    void doubt(const Node& map, std::string key);
    // `map[key]` is spelt as written and its value, as a whole, could be read (or it is absent).
    bool readable(const Node& map, std::string_view key) const;
    // As readable, and nothing inside the value drew a complaint either.
    bool clean(const Node& map, std::string_view key) const;

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
    // A map of names to whole numbers (`army: {king: 1, pawn: 8}`); a number below `least` draws `message`.
    std::vector<std::pair<Located<std::string>, int>> counts(const Node& node, std::string_view what, int least,
                                                             std::string_view message);

    template <class E> std::optional<E> choice(const Node& node, std::string_view what, const Choices<E>& choices) {
        auto text = string(node, what);
        if (!text) return std::nullopt;
        std::vector<std::string> names;
        for (const auto& [name, value] : choices) {
            if (name == text->value) return value;
            names.push_back(name);
        }
        unknown(*text, what, names);
        doubt(node, "");
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
    struct Doubt {
        SourceLocation map;
        std::string key;  // empty: the whole map (or value)
    };
    bool doubted(const Node& map, std::string_view key) const;  // a doubt on map[key], or on the map and key absent
    bool doubted_whole(const Node& node) const;                 // a doubt on the node as a whole
    bool doubted_anywhere(const Node& node) const;              // any doubt on the node or inside it

    std::vector<Diagnostic>& errors_;
    std::vector<Diagnostic> warnings_;
    std::vector<Doubt> doubts_;
};

// The location of a scalar's first character (inside the quotes, after an anchor), with the layout of
// the rest; a list's or map's own location.
SourceLocation text_start(const Node& node);

}  // namespace variant
