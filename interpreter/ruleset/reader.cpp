#include "interpreter/ruleset/reader.hpp"

#include <charconv>

namespace variant {

SourceLocation text_start(const Node& node) {
    SourceLocation where = node.where;
    if (node.quoted) ++where.column;
    return where;
}

void Reader::error(const SourceLocation& where, int length, std::string message) {
    errors_.push_back({where, length, std::move(message)});
}

void Reader::error(const Node& node, std::string message) {
    int length = node.is_scalar() ? std::max<int>(1, int(node.text.size())) : 1;
    error(text_start(node), length, std::move(message));
}

void Reader::error(const Located<std::string>& value, std::string message) {
    error(value.where, std::max<int>(1, int(value.value.size())), std::move(message));
}

bool Reader::map(const Node& node, std::string_view what) {
    if (node.is_map() || node.is_null()) return true;
    error(node, "'" + std::string(what) + "' must be a map of keys and values, not " + node.describe());
    return false;
}

void Reader::keys(const Node& map, const std::vector<std::string>& allowed) {
    for (const auto& entry : map.entries) {
        bool known = false;
        for (const auto& key : allowed) known = known || key == entry.key.value;
        if (!known) unknown(entry.key, "key", allowed);
    }
}

const std::vector<Entry>& Reader::entries(const Node& node, std::string_view what) {
    static const std::vector<Entry> none;
    return map(node, what) ? node.entries : none;
}

void Reader::unknown(const Located<std::string>& value, std::string_view what, const std::vector<std::string>& known) {
    std::string message = "unknown " + std::string(what) + " '" + value.value + "'";
    if (auto best = nearest(value.value, known)) {
        message += " (did you mean '" + *best + "'?)";
    } else if (!known.empty() && known.size() <= 12) {
        message += "; expected one of:";
        for (std::size_t i = 0; i < known.size(); ++i) message += (i ? ", " : " ") + known[i];
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
    error(node, "'" + std::string(what) + "' must be an integer, not " + node.describe());
    return std::nullopt;
}

std::optional<bool> Reader::boolean(const Node& node, std::string_view what) {
    if (node.is_scalar() && !node.quoted) {
        if (node.text == "true") return true;
        if (node.text == "false") return false;
    }
    error(node, "'" + std::string(what) + "' must be true or false, not " + node.describe());
    return std::nullopt;
}

std::optional<Located<std::string>> Reader::string(const Node& node, std::string_view what) {
    if (node.is_scalar()) return Located<std::string>(node.text, text_start(node));
    error(node, "'" + std::string(what) + "' must be a single value, not " + node.describe());
    return std::nullopt;
}

std::vector<Located<std::string>> Reader::strings(const Node& node, std::string_view what) {
    std::vector<Located<std::string>> out;
    if (!node.is_sequence()) {
        error(node, "'" + std::string(what) + "' must be a list like [a, b], not " + node.describe());
        return out;
    }
    for (const auto& item : node.items)
        if (auto value = string(item, what)) out.push_back(*value);
    return out;
}

std::vector<int> Reader::integers(const Node& node, std::string_view what) {
    std::vector<int> out;
    if (!node.is_sequence()) {
        error(node, "'" + std::string(what) + "' must be a list like [1, 2], not " + node.describe());
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
