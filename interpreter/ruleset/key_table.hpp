// The key tables: every key a ruleset may have is declared once, as a name and the way its value is read into
// its section's struct. The section readers, the unknown-key check (allowed_keys, keys.hpp) and the schema test
// all come from these tables, so a key cannot be read but refused, or allowed but never read.
//
// The front end declares the sections it owns (the board, the pieces' moves, the zones, the reserves; the
// lists are in the read_*.cpp files). Each rule declares its own keys in its own module
// (interpreter/features/<rule>.cpp, `declare_keys`): whole sections (`gating:`) and keys added to the shared
// ones (the top level, `piece`, `end`, `captures`, `promotion`). The rules' registry hands their declarations
// to the front end (set_rule_keys, keys.hpp); they run once, before the first ruleset is read.
#pragma once

#include <fmt/format.h>

#include <functional>
#include <map>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "interpreter/ruleset/keys.hpp"
#include "interpreter/ruleset/reader.hpp"
#include "interpreter/ruleset/ruleset.hpp"

namespace variant {

// Reads one key's value (`value`, found in `map`) into the section's struct.
template <class T> using ReadKey = std::function<void(Reader& r, const Node& map, const Node& value, T& out)>;
// A check on a whole map once all its keys are read: a key it cannot do without, keys that contradict.
template <class T> using CheckMap = std::function<void(Reader& r, const Node& map, T& out)>;

template <class T> struct Key {
    std::string name;
    ReadKey<T> read;
};

template <class T> struct Section {
    std::vector<Key<T>> keys;  // in the order of declaring: the front end's first, then the rules' in the registry's
    std::vector<CheckMap<T>> checks;
};

namespace key_tables {
// The sections whose values are read into a T, by name. One store per struct type.
template <class T> std::map<std::string, Section<T>, std::less<>>& store() {
    static std::map<std::string, Section<T>, std::less<>> sections;
    return sections;
}
void record_names(std::string_view section, const std::vector<std::string>& names);  // keys.cpp
// The rule whose declarations run now (its module's name, features/rule_keys.hpp); empty: the front end's.
void declaring(std::string_view rule);
}  // namespace key_tables

// Adds keys (and checks) to a section, creating it: called only by the declarations (declare_front_end_keys,
// the rules' declare_keys).
template <class T>
void add_keys(std::string_view section, std::vector<Key<T>> keys, std::vector<CheckMap<T>> checks = {}) {
    auto& s = key_tables::store<T>()[std::string(section)];
    std::vector<std::string> names;
    for (auto& key : keys) {
        names.push_back(key.name);
        s.keys.push_back(std::move(key));
    }
    for (auto& check : checks) s.checks.push_back(std::move(check));
    key_tables::record_names(section, names);
}

// The section's table, once every declaration has run.
template <class T> const Section<T>& section_table(std::string_view section) {
    ensure_keys_declared();
    auto& store = key_tables::store<T>();
    auto it = store.find(section);
    if (it == store.end()) throw std::logic_error(fmt::format("no key table for section '{}'", section));
    return it->second;
}

// Reads the keys `map` has through the section's table, then runs its checks; reports no unknown key.
template <class T> void read_values(Reader& r, const Node& map, std::string_view section, T& out) {
    const Section<T>& s = section_table<T>(section);
    for (const auto& key : s.keys)
        if (const Node* value = map.find(key.name)) key.read(r, map, *value, out);
    for (const auto& check : s.checks) check(r, map, out);
}

// Reports the keys of `map` the section does not have, then reads the rest.
template <class T> void read_section(Reader& r, const Node& map, std::string_view section, T& out) {
    r.keys(map, allowed_keys(section));
    read_values(r, map, section, out);
}

// --- Keys of the common shapes ---

// A key read straight into a field (an integer, a flag, a name, a list of names).
template <class T, class V> Key<T> field(std::string name, V T::*member) {
    return {name, [name, member](Reader& r, const Node& map, const Node&, T& out) { r.read(map, name, out.*member); }};
}

// A key whose value is one of `choices` (which must outlive the table: a static); `what` names it in messages.
template <class T, class E>
Key<T> field(std::string name, E T::*member, const Choices<E>& choices, std::string what = {}) {
    return {name, [name, member, &choices, what](Reader& r, const Node& map, const Node&, T& out) {
                r.read(map, name, out.*member, choices, what);
            }};
}

// A choice whose written place is kept too, in `where` (unset while the default holds): later checks point there.
template <class T, class E>
Key<T> placed_field(std::string name, E T::*member, SourceLocation T::*where, const Choices<E>& choices) {
    return {name, [name, member, where, &choices](Reader& r, const Node&, const Node& value, T& out) {
                out.*where = text_start(value);
                if (auto chosen = r.choice(value, name, choices)) out.*member = *chosen;
            }};
}

// An integer with a lower bound: below it, `message` at the value.
template <class T> Key<T> at_least(std::string name, int T::*member, int least, const std::string& message) {
    return {name, [name, member, least, message](Reader& r, const Node& map, const Node& value, T& out) {
                r.read(map, name, out.*member);
                if (out.*member < least) r.error(value, message);
            }};
}

// A key read by its own code.
template <class T> Key<T> custom(std::string name, ReadKey<T> read) { return {std::move(name), std::move(read)}; }

// A rule written as one map (`atomic: {immune: [pawn]}`), read through the section of the same name: the map
// switches the rule on where it is written.
template <class Rule> void read_rule_map(Reader& r, const Node& node, std::string_view section, Rule& rule) {
    if (!r.map(node, section)) return;
    rule.enabled = true;
    rule.where = node.where;
    read_section(r, node, section, rule);
}

// The key holding such a map, in `Parent` (the top level, `end`).
template <class Parent, class Rule> Key<Parent> rule_map(std::string name, Rule Parent::*member) {
    return {name, [name, member](Reader& r, const Node&, const Node& value, Parent& parent) {
                read_rule_map(r, value, name, parent.*member);
            }};
}

// Calls `read_item(item)` for each map in a list of maps (promotion, drops, ...), after checking its keys.
template <class F>
void for_each_rule(Reader& r, const Node& list, std::string_view what, const std::vector<std::string>& keys,
                   F read_item) {
    if (!list.is_sequence()) {
        r.error(list,
                fmt::format("'{}' must be a list of rules (each starting with '- '), not {}", what, list.describe()));
        return;
    }
    for (const auto& item : list.items) {
        if (!item.is_map()) {
            r.error(item,
                    fmt::format("each rule in '{}' must be a map of keys and values, not {}", what, item.describe()));
            continue;
        }
        r.keys(item, keys);
        read_item(item);
    }
}

// The key holding a list of rules (`drops: [...]`), each a map read through `section` (`drop`).
template <class Parent, class Rule>
Key<Parent> rule_list(std::string name, std::string section, std::vector<Rule> Parent::*member) {
    return {name, [name, section, member](Reader& r, const Node&, const Node& value, Parent& parent) {
                for_each_rule(r, value, name, allowed_keys(section), [&](const Node& item) {
                    Rule rule;
                    rule.where = item.where;
                    read_values(r, item, section, rule);
                    (parent.*member).push_back(std::move(rule));
                });
            }};
}

// A key the rule's map cannot do without: `message` says so, at the map.
inline void require_key(Reader& r, const Node& map, std::string_view key, std::string message) {
    if (!map.find(key)) r.error(map.where, 1, std::move(message));
}
template <class T> CheckMap<T> required(const std::string& key, const std::string& message) {
    return [key, message](Reader& r, const Node& map, T&) { require_key(r, map, key, message); };
}

// The results a rule's ending may have, for the side it names.
const Choices<Outcome>& outcome_choices();  // draw, win, loss
// ... and those it may also leave to the count of points (end.points).
const Choices<Outcome>& outcome_or_points_choices();
// A check on `end`: the result `key` (bikjang, consecutive_passes_result) is 'points' but no `points` are given.
CheckMap<GameEnd> result_by_points_needs_points(const std::string& key);

}  // namespace variant
