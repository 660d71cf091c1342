#include "interpreter/ruleset/extends.hpp"

#include "interpreter/ruleset/reader.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <optional>
#include <unordered_set>
#include <utility>

namespace variant::yaml_tree {

namespace {

namespace fs = std::filesystem;

// A file's identity for cycle detection: two spellings of one path must compare equal.
std::string identity(const std::string& path) {
    std::error_code ec;
    fs::path canonical = fs::weakly_canonical(path, ec);
    return ec ? path : canonical.string();
}

// No ruleset comes near this; it stops a device like /dev/zero from being read for ever.
constexpr std::size_t max_file_size = 8 << 20;

// Reads a whole file; returns why it cannot (a missing file, a directory, a fifo that might never be
// written to, something larger than any ruleset), or nullopt. A device such as /dev/null is read.
std::optional<std::string> read_file(const std::string& path, std::string& text) {
    std::error_code ec;
    auto status = fs::status(path, ec);
    if (ec || !fs::exists(status)) return "cannot read the file";
    if (fs::is_directory(status)) return "this is a directory, not a ruleset file";
    if (!fs::is_regular_file(status) && !fs::is_character_file(status))
        return "cannot read the file (it is not a regular file)";
    std::ifstream in(path, std::ios::binary);
    if (!in) return "cannot read the file";
    text.clear();
    char chunk[1 << 16];
    while (in.read(chunk, sizeof chunk) || in.gcount() > 0) {
        text.append(chunk, std::size_t(in.gcount()));
        if (text.size() > max_file_size) return "the file is larger than 8 MiB: no ruleset is that large";
    }
    return std::nullopt;
}

// A bare name (`chess`, `chess.yaml`: no folder in it) is looked up on the search path; anything else is a
// path relative to the including file.
bool is_name(const std::string& text) { return text.find('/') == std::string::npos; }

// The folders a name is looked up in, in order: the including file's own, each of VARIANT_RULESETS
// (colon-separated), then the rulesets shipped with this build.
std::vector<std::string> search_path(const std::string& including) {
    std::vector<std::string> dirs;
    std::string own = fs::path(including).parent_path().string();
    dirs.push_back(own.empty() ? "." : own);
    if (const char* extra = std::getenv("VARIANT_RULESETS")) {
        std::string list = extra;
        for (std::size_t start = 0; start <= list.size();) {
            std::size_t colon = std::min(list.find(':', start), list.size());
            if (colon > start) dirs.push_back(list.substr(start, colon - start));
            start = colon + 1;
        }
    }
#ifdef VARIANT_RULESETS_DIR
    dirs.push_back(VARIANT_RULESETS_DIR);
#endif
    return dirs;
}

bool is_file(const fs::path& path) {
    std::error_code ec;
    auto status = fs::status(path, ec);
    return !ec && fs::exists(status) && !fs::is_directory(status);
}

// The file an `extends` value names, or nullopt with `searched` holding the folders looked in.
std::optional<std::string> find_base(const std::string& text, const std::string& including,
                                     std::vector<std::string>& searched) {
    if (!is_name(text)) {
        fs::path base = (fs::path(including).parent_path() / text).lexically_normal();
        if (is_file(base)) return base.string();
        return std::nullopt;
    }
    bool has_suffix = text.size() > 5 && text.compare(text.size() - 5, 5, ".yaml") == 0;
    for (const auto& dir : search_path(including)) {
        searched.push_back(dir);
        for (const std::string& file : {text, text + ".yaml"}) {
            if (has_suffix && file != text) continue;
            fs::path candidate = (fs::path(dir) / file).lexically_normal();
            if (is_file(candidate)) return candidate.string();
        }
    }
    return std::nullopt;
}

// The text and path of the file an `extends` entry names, or nullopt after reporting why it cannot be read.
// `chain` holds the identities of the files that include it, the first file first.
std::optional<std::pair<std::string, std::string>> read_base(const Entry& extends, const std::string& including,
                                                             const std::vector<std::string>& chain,
                                                             const std::unordered_set<std::string>& in_chain,
                                                             std::vector<Diagnostic>& errors) {
    const Node& value = extends.value;
    SourceLocation where = text_start(value);
    if (!value.is_scalar() || value.text.empty()) {
        errors.push_back({value.where, 1, "'extends' must be the path of a ruleset file"});
        return std::nullopt;
    }
    // The operating system reads a path up to its first NUL: "base.yaml\0x" would open base.yaml.
    if (value.text.find('\0') != std::string::npos) {
        errors.push_back({where, int(value.text.size()), "an 'extends' path cannot hold a NUL character"});
        return std::nullopt;
    }
    std::vector<std::string> searched;
    std::optional<std::string> found = find_base(value.text, including, searched);
    if (!found) {
        std::string places;
        for (const auto& dir : searched) places += (places.empty() ? "" : ", ") + dir;
        errors.push_back(
            {where, int(value.text.size()),
             is_name(value.text)
                 ? fmt::format("no ruleset '{}' found (looked in {})", value.text, places)
                 : fmt::format("cannot read '{}' (an 'extends' path is relative to the including file)", value.text)});
        return {};
    }
    std::string path = *found;
    std::string id = identity(path);
    if (in_chain.contains(id)) {
        std::string cycle;
        auto first = std::find(chain.begin(), chain.end(), id);
        for (auto it = first; it != chain.end(); ++it)
            fmt::format_to(std::back_inserter(cycle), "{} -> ", fs::path(*it).filename().string());
        cycle += fs::path(id).filename().string();
        errors.push_back({where, int(value.text.size()), fmt::format("'extends' cycle: {}", cycle)});
        return std::nullopt;
    }
    std::string text;
    if (auto why = read_file(path, text)) {
        errors.push_back({where, int(value.text.size()), fmt::format("cannot read '{}': {}", path, *why)});
        return std::nullopt;
    }
    return std::pair{std::move(text), std::move(path)};
}

// Parses `text` and the chain of files it extends, then lays each file over its base, the last base first.
// A loop, not a recursion: a chain of thousands of files must not exhaust the stack.
Node load(const std::string& text, const std::string& name, std::vector<Diagnostic>& errors) {
    std::vector<Node> files;  // the first file first, each the base of the one before
    files.push_back(parse(text, name, errors));
    std::string current = name;
    std::vector<std::string> chain;  // the identities of the files read so far, for the cycle's message
    std::unordered_set<std::string> in_chain;
    for (;;) {
        const Node& node = files.back();
        const Entry* extends = node.is_map() ? node.find_entry("extends") : nullptr;
        if (!extends) break;
        chain.push_back(identity(current));
        in_chain.insert(chain.back());
        const std::size_t errors_before = errors.size();
        auto base = read_base(*extends, current, chain, in_chain, errors);
        if (!base) return {};  // without its base the file cannot be read sensibly; report the base's errors alone
        Node parsed = parse(base->first, base->second, errors);
        if (!parsed.is_map()) {
            if (errors.size() == errors_before)
                errors.push_back({text_start(extends->value), int(extends->value.text.size()),
                                  fmt::format("'{}' is not a ruleset (a YAML map)", extends->value.text)});
            return {};
        }
        current = std::move(base->second);
        files.push_back(std::move(parsed));
    }
    Node merged = std::move(files.back());
    files.pop_back();
    while (!files.empty()) {
        Node& child = files.back();
        std::erase_if(child.entries, [](const Entry& e) { return e.key.value == "extends"; });
        merged = merge(std::move(merged), child);
        files.pop_back();
    }
    return merged;
}

}  // namespace

Node merge(Node base, const Node& child) {
    if (!base.is_map() || !child.is_map()) return child;
    for (const auto& entry : child.entries) {
        auto inherited = std::find_if(base.entries.begin(), base.entries.end(),
                                      [&](const Entry& e) { return e.key.value == entry.key.value; });
        if (entry.value.is_null()) {
            if (inherited != base.entries.end()) base.entries.erase(inherited);
        } else if (inherited == base.entries.end()) {
            base.entries.push_back(entry);
        } else {
            // Keep the inherited key's position but point at the override, which is what the user wrote last.
            inherited->key = entry.key;
            inherited->value = merge(std::move(inherited->value), entry.value);
        }
    }
    base.where = child.where;
    return base;
}

Node load_file(const std::string& path, std::vector<Diagnostic>& errors) {
    std::string text;
    if (auto why = read_file(path, text)) {
        errors.push_back({{path, 0, 0}, 1, *why});
        return {};
    }
    return load(text, path, errors);
}

Node load_text(const std::string& text, const std::string& name, std::vector<Diagnostic>& errors) {
    return load(text, name, errors);
}

}  // namespace variant::yaml_tree
