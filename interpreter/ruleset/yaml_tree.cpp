#include "interpreter/ruleset/yaml_tree.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <optional>
#include <string_view>
#include <yaml-cpp/depthguard.h>
#include <yaml-cpp/yaml.h>

#include "interpreter/core/utf8.hpp"
#include "interpreter/ruleset/scalar_layout.hpp"
#include "interpreter/ruleset/source_text.hpp"

namespace variant::yaml_tree {

namespace {

// Aliases can make a short text expand into a huge tree ("billion laughs"); a ruleset never needs that.
constexpr int max_depth = 64;
constexpr long max_nodes = 200000;

// Line and column of a byte offset into the text.
class Lines {
public:
    explicit Lines(std::string_view text) {
        for (std::size_t i = 0; i < text.size(); ++i)
            if (text[i] == '\n') starts_.push_back(i + 1);
    }
    TextPoint point(std::size_t offset) const {
        auto next = std::upper_bound(starts_.begin(), starts_.end(), offset);
        return {int(next - starts_.begin()), int(offset - *(next - 1)) + 1};
    }
    // The offset of a 0-based line and column, as yaml-cpp marks them.
    std::size_t offset(int line, int column) const { return starts_[std::size_t(line)] + std::size_t(column); }
    int count() const { return int(starts_.size()); }

private:
    std::vector<std::size_t> starts_{0};
};

// yaml-cpp decodes the YAML escapes \N and \_ (U+0085, U+00A0) to single Latin-1 bytes instead of UTF-8.
// The file was checked to be UTF-8 and every other escape comes out as whole UTF-8 characters, so such a
// byte that is not part of a character is one of those two: written as the two bytes of its UTF-8 form.
std::string utf8_escapes(const std::string& text) {
    std::string out;
    for (std::size_t i = 0; i < text.size();) {
        const std::size_t n = utf8_char_length(text, i);
        const auto byte = static_cast<unsigned char>(text[i]);
        if (n == 0 && (byte == 0x85 || byte == 0xa0)) out += '\xc2';
        out.append(text, i, std::max<std::size_t>(n, 1));
        i += std::max<std::size_t>(n, 1);
    }
    return out;
}

// Where the flow collections ('[', '{') of `text` first open more than `limit` deep, if they do: a close
// enough place for yaml-cpp's recursion limit, whose own mark is where it stopped reading (often the end).
// Quoted strings and comments are skipped roughly, which is all a message needs.
std::optional<std::size_t> too_deep_at(std::string_view text, int limit) {
    int depth = 0;
    char quote = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char ch = text[i];
        if (quote) {
            if (ch == quote) quote = 0;
            continue;
        }
        if (ch == '\'' || ch == '"') quote = ch;
        else if (ch == '#' && (i == 0 || text[i - 1] == ' ' || text[i - 1] == '\n'))
            while (i + 1 < text.size() && text[i + 1] != '\n') ++i;
        else if ((ch == '[' || ch == '{') && ++depth > limit) return i;
        else if ((ch == ']' || ch == '}') && depth > 0) --depth;
    }
    return std::nullopt;
}

struct Converter {
    const std::string& text;
    const std::string& file;
    std::vector<Diagnostic>& errors;
    Lines lines{text};
    std::map<std::size_t, SourceLocation> text_starts{};  // by node offset: every alias of a string shares one
    long nodes = 0;
    bool gave_up = false;

    SourceLocation at(const YAML::Mark& mark) const {
        // yaml-cpp marks are 0-based (and -1 when unknown); ours are 1-based.
        return {file, mark.line >= 0 ? mark.line + 1 : 0, mark.column >= 0 ? mark.column + 1 : 0};
    }

    void fail(const SourceLocation& where, std::string message) { errors.push_back({where, 1, std::move(message)}); }

    // Where a scalar's text is: every byte placed, unless it lies plainly on one line after its first.
    SourceLocation text_at(const YAML::Mark& mark, const Node& node) {
        SourceLocation fallback = node.where;
        if (node.quoted) ++fallback.column;
        if (mark.line < 0 || mark.line >= lines.count()) return fallback;
        std::size_t offset = lines.offset(mark.line, mark.column);
        auto known = text_starts.find(offset);
        if (known != text_starts.end()) return known->second;
        return text_starts[offset] = laid_out(offset, node, fallback);
    }

    SourceLocation laid_out(std::size_t offset, const Node& node, const SourceLocation& fallback) const {
        auto layout = scalar_layout(text, offset, node.text);
        if (!layout) return fallback;
        TextPoint first = lines.point(layout->first);
        SourceLocation where{file, first.line, first.column, nullptr};
        bool plain = true;
        for (std::size_t i = 0; i < layout->bytes.size(); ++i)
            plain = plain && layout->bytes[i] == layout->first + i && text[layout->first + i] != '\n';
        if (plain) return where;
        auto points = std::make_shared<std::vector<TextPoint>>();
        for (std::size_t byte : layout->bytes) points->push_back(lines.point(byte));
        where.layout = std::move(points);
        return where;
    }

    Node convert(const YAML::Node& in, int depth) {
        Node out;
        out.where = at(in.Mark());
        if (++nodes > max_nodes || depth > max_depth) {
            if (!gave_up)
                fail(out.where, depth > max_depth
                                    ? fmt::format("the YAML is nested too deeply: more than {} levels here (a "
                                                  "ruleset needs a few)",
                                                  max_depth)
                                    : fmt::format("the document is too large: more than {} values (aliases "
                                                  "count each time they are used)",
                                                  max_nodes));
            gave_up = true;
            return out;
        }
        switch (in.Type()) {
            case YAML::NodeType::Scalar:
                out.kind = Node::Kind::Scalar;
                out.text = utf8_escapes(in.Scalar());
                out.quoted = in.Tag() == "!";  // yaml-cpp's non-specific tag of a quoted or block scalar
                out.text_at = text_at(in.Mark(), out);
                break;
            case YAML::NodeType::Sequence:
                out.kind = Node::Kind::Sequence;
                for (const auto& item : in) out.items.push_back(convert(item, depth + 1));
                break;
            case YAML::NodeType::Map:
                out.kind = Node::Kind::Map;
                for (const auto& pair : in) add_entry(out, pair.first, pair.second, depth);
                break;
            default: break;  // Null and Undefined
        }
        if (!out.is_scalar()) out.text_at = out.where;
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
            fail(where, fmt::format("duplicate key '{}' (first defined at line {})", name, first->key.where.line));
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
        case Kind::Scalar: return fmt::format("'{}'", text);
        case Kind::Sequence: return "a list";
        case Kind::Map: return "a map";
        default: return "nothing";
    }
}

Node parse(const std::string& raw, const std::string& file, std::vector<Diagnostic>& errors) {
    if (auto problem = encoding_problem(raw)) {
        errors.push_back({{file, problem->where.line, problem->where.column}, 1, problem->message});
        return {};
    }
    // yaml-cpp skips a UTF-8 byte order mark and counts no columns for it; so do the layouts.
    std::string text = raw.rfind("\xef\xbb\xbf", 0) == 0 ? raw.substr(3) : raw;
    // YAML allows a lone CR as a line break (old Mac files); made a LF, byte for byte, every line count
    // below (ours and yaml-cpp's) sees the same lines. A CR of a CR LF pair stays.
    for (std::size_t i = 0; i < text.size(); ++i)
        if (text[i] == '\r' && (i + 1 == text.size() || text[i + 1] != '\n')) text[i] = '\n';
    YAML::Node document;
    try {
        document = YAML::Load(text);  // the first document only
    } catch (const YAML::DeepRecursion& e) {
        TextPoint p = within_text(text, e.mark.line, e.mark.column);
        if (auto at = too_deep_at(text, max_depth)) p = Lines(text).point(*at);
        errors.push_back({{file, p.line, p.column},
                          1,
                          fmt::format("the YAML is nested too deeply: more than {} levels here (the parser gave up "
                                      "at depth {}); a ruleset needs a few",
                                      max_depth, e.depth())});
        return {};
    } catch (const YAML::Exception& e) {
        TextPoint p = within_text(text, e.mark.line, e.mark.column);
        errors.push_back({{file, p.line, p.column}, 1, fmt::format("YAML syntax: {}", e.msg)});
        return {};
    }
    if (auto second = second_document(text))  // the rest would be dropped unread: say so instead
        errors.push_back({{file, second->where.line, second->where.column},
                          second->length,
                          "a second YAML document starts here, but a ruleset is one document: join the two "
                          "(remove the '---' or '...' line between them) or move the second into a file of its own"});
    if (!document.IsDefined() || document.IsNull()) {
        if (auto empty = emptiness(text)) {
            errors.push_back({{file, 1, 1}, 1, *empty});
            return {};
        }
    }
    Converter converter{text, file, errors};
    Node root = converter.convert(document, 0);
    // A tree cut short has empty values where it stopped: reading it would add a false "has no value".
    return converter.gave_up ? Node{} : root;
}

}  // namespace variant::yaml_tree
