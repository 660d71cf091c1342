#include "interpreter/ruleset/reader.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <iterator>

namespace variant {

SourceLocation text_start(const Node& node) { return node.is_scalar() ? node.text_at : node.where; }

void Reader::error(const SourceLocation& where, int length, std::string message) {
    errors_.push_back({where, length, std::move(message)});
}

void Reader::error(const Node& node, std::string message) {
    int length = node.is_scalar() ? span(node.text_at, 0, node.text.size()) : 1;
    error(text_start(node), length, std::move(message));
    doubt(node, "");
}

void Reader::doubt(const Node& map, std::string key) { doubts_.push_back({map.where, std::move(key)}); }

bool Reader::doubted(const Node& map, std::string_view key) const {
    // A doubt on the whole map covers only the keys it lacks: a stray key cannot stand for one written.
    bool written = map.find(key) != nullptr;
    for (const auto& d : doubts_)
        if ((d.key == key || (d.key.empty() && !written)) && same_place(d.map, map.where)) return true;
    return false;
}

bool Reader::doubted_whole(const Node& node) const {
    for (const auto& d : doubts_)
        if (d.key.empty() && same_place(d.map, node.where)) return true;
    return false;
}

bool Reader::doubted_anywhere(const Node& node) const {
    for (const auto& d : doubts_)
        if (same_place(d.map, node.where)) return true;
    for (const auto& item : node.items)
        if (doubted_anywhere(item)) return true;
    for (const auto& entry : node.entries)
        if (doubted_anywhere(entry.value)) return true;
    return false;
}

bool Reader::readable(const Node& map, std::string_view key) const {
    if (doubts_.empty()) return true;
    const Node* value = map.find(key);
    return !doubted(map, key) && !(value && doubted_whole(*value));
}

bool Reader::clean(const Node& map, std::string_view key) const {
    if (doubts_.empty()) return true;
    const Node* value = map.find(key);
    return !doubted(map, key) && !(value && doubted_anywhere(*value));
}

void Reader::warning(const SourceLocation& where, int length, std::string message) {
    warnings_.push_back({where, length, std::move(message), true});
}

void Reader::error(const Located<std::string>& value, std::string message) {
    error(value.where, span(value.where, 0, value.value.size()), std::move(message));
}

bool Reader::map(const Node& node, std::string_view what) {
    if (node.is_map() || node.is_null()) return true;
    error(node, fmt::format("'{}' must be a map of keys and values, not {}", what, node.describe()));
    return false;
}

void Reader::keys(const Node& map, const std::vector<std::string>& allowed) {
    for (const auto& entry : map.entries) {
        bool known = false;
        for (const auto& key : allowed) known = known || key == entry.key.value;
        if (known) continue;
        unknown(entry.key, "key", allowed);
        // The key might stand for any key it half resembles (`roy` for `royal`, too far to suggest); a key
        // like nothing allowed (`author`) casts no doubt.
        const std::string& written = entry.key.value;
        for (const auto& key : allowed)
            if (2 * edit_distance(written, key) <= int(std::max(written.size(), key.size()))) doubt(map, key);
    }
}

std::vector<std::pair<Located<std::string>, int>> Reader::counts(const Node& node, std::string_view what, int least,
                                                                 std::string_view message) {
    std::vector<std::pair<Located<std::string>, int>> out;
    for (const auto& entry : entries(node, what)) {
        auto n = integer(entry.value, entry.key.value);
        if (!n) continue;
        if (*n < least) error(entry.value, std::string(message));
        out.emplace_back(entry.key, *n);
    }
    return out;
}

const std::vector<Entry>& Reader::entries(const Node& node, std::string_view what) {
    static const std::vector<Entry> none;
    return map(node, what) ? node.entries : none;
}

void Reader::unknown(const Located<std::string>& value, std::string_view what, const std::vector<std::string>& known) {
    std::string message = fmt::format("unknown {} '{}'", what, value.value);
    if (auto best = nearest(value.value, known)) {
        fmt::format_to(std::back_inserter(message), " (did you mean '{}'?)", *best);
    } else if (!known.empty() && known.size() <= 32) {  // the top level has some twenty keys
        message += "; expected one of:";
        for (std::size_t i = 0; i < known.size(); ++i)
            fmt::format_to(std::back_inserter(message), "{}{}", i ? ", " : " ", known[i]);
    }
    error(value, std::move(message));
}

std::optional<int> Reader::integer(const Node& node, std::string_view what) {
    if (node.is_scalar() && !node.quoted) {
        int value = 0;
        const char* begin = node.text.data();
        const char* end = begin + node.text.size();
        if (begin != end && *begin == '+') ++begin;
        auto [ptr, ec] = std::from_chars(begin, end, value);
        if (ec == std::errc() && ptr == end && begin != end) return value;
    }
    error(node, fmt::format("'{}' must be an integer, not {}", what, node.describe()));
    return std::nullopt;
}

std::optional<bool> Reader::boolean(const Node& node, std::string_view what) {
    if (node.is_scalar() && !node.quoted) {
        if (node.text == "true") return true;
        if (node.text == "false") return false;
    }
    error(node, fmt::format("'{}' must be true or false, not {}", what, node.describe()));
    return std::nullopt;
}

std::optional<Located<std::string>> Reader::string(const Node& node, std::string_view what) {
    if (node.is_scalar()) return Located<std::string>(node.text, text_start(node));
    error(node, fmt::format("'{}' must be a single value, not {}", what, node.describe()));
    return std::nullopt;
}

std::vector<Located<std::string>> Reader::strings(const Node& node, std::string_view what) {
    std::vector<Located<std::string>> out;
    if (!node.is_sequence()) {
        error(node, fmt::format("'{}' must be a list like [a, b], not {}", what, node.describe()));
        return out;
    }
    for (const auto& item : node.items)
        if (auto value = string(item, what)) out.push_back(*value);
    return out;
}

std::vector<int> Reader::integers(const Node& node, std::string_view what) {
    std::vector<int> out;
    if (!node.is_sequence()) {
        error(node, fmt::format("'{}' must be a list like [1, 2], not {}", what, node.describe()));
        return out;
    }
    for (const auto& item : node.items)
        if (auto value = integer(item, what)) out.push_back(*value);
    return out;
}

void Reader::read(const Node& map, std::string_view key, int& out) {
    if (const Node* node = map.find(key))
        if (auto value = integer(*node, key)) out = *value;
}

void Reader::read(const Node& map, std::string_view key, bool& out) {
    if (const Node* node = map.find(key))
        if (auto value = boolean(*node, key)) out = *value;
}

void Reader::read(const Node& map, std::string_view key, Located<std::string>& out) {
    if (const Node* node = map.find(key))
        if (auto value = string(*node, key)) out = *value;
}

void Reader::read(const Node& map, std::string_view key, std::optional<Located<std::string>>& out) {
    if (const Node* node = map.find(key))
        if (auto value = string(*node, key)) out = *value;
}

void Reader::read(const Node& map, std::string_view key, std::vector<Located<std::string>>& out) {
    if (const Node* node = map.find(key)) out = strings(*node, key);
}

}  // namespace variant
