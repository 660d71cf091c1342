#include "interpreter/ruleset/extends.hpp"

#include "interpreter/ruleset/reader.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace variant::yaml_tree {

namespace {

namespace fs = std::filesystem;

// A file's identity for cycle detection: two spellings of one path must compare equal.
std::string identity(const std::string& path) {
    std::error_code ec;
    fs::path canonical = fs::weakly_canonical(path, ec);
    return ec ? path : canonical.string();
}

// Reads a whole file; refuses anything that is not a regular file (a directory, /dev/zero, a fifo).
bool read_file(const std::string& path, std::string& text) {
    std::error_code ec;
    if (!fs::is_regular_file(path, ec)) return false;
    std::ifstream in(path, std::ios::binary);
    if (!in) return false;
    std::ostringstream buffer;
    buffer << in.rdbuf();
    text = buffer.str();
    return true;
}

Node load(const std::string& text, const std::string& name, std::vector<std::string>& chain,
          std::vector<Diagnostic>& errors);

// Loads the file an `extends` entry names, or reports why it cannot.
Node load_base(const Entry& extends, const std::string& including, std::vector<std::string>& chain,
               std::vector<Diagnostic>& errors) {
    const Node& value = extends.value;
    SourceLocation where = text_start(value);
    if (!value.is_scalar() || value.text.empty()) {
        errors.push_back({value.where, 1, "'extends' must be the path of a ruleset file"});
        return {};
    }
    fs::path base = fs::path(including).parent_path() / value.text;
    std::string path = base.lexically_normal().string();
    std::string id = identity(path);
    if (std::find(chain.begin(), chain.end(), id) != chain.end()) {
        std::string cycle;
        auto first = std::find(chain.begin(), chain.end(), id);
        for (auto it = first; it != chain.end(); ++it) cycle += fs::path(*it).filename().string() + " -> ";
        cycle += fs::path(id).filename().string();
        errors.push_back({where, int(value.text.size()), "'extends' cycle: " + cycle});
        return {};
    }
    std::string text;
    if (!read_file(path, text)) {
        errors.push_back({where, int(value.text.size()), "cannot read '" + value.text + "' (an 'extends' path is relative to the including file)"});
        return {};
    }
    return load(text, path, chain, errors);
}

Node load(const std::string& text, const std::string& name, std::vector<std::string>& chain,
          std::vector<Diagnostic>& errors) {
    Node node = parse(text, name, errors);
    const Entry* extends = node.is_map() ? node.find_entry("extends") : nullptr;
    if (!extends) return node;
    chain.push_back(identity(name));
    std::size_t errors_before = errors.size();
    Node base = load_base(*extends, name, chain, errors);
    chain.pop_back();
    std::erase_if(node.entries, [](const Entry& e) { return e.key.value == "extends"; });
    if (!base.is_map()) {
        if (errors.size() == errors_before)
            errors.push_back({text_start(extends->value), int(extends->value.text.size()),
                              "'" + extends->value.text + "' is not a ruleset (a YAML map)"});
        return {};  // without its base the file cannot be read sensibly; report the base's errors alone
    }
    return merge(std::move(base), node);
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
    if (!read_file(path, text)) {
        errors.push_back({{path, 0, 0}, 1, "cannot read the file"});
        return {};
    }
    std::vector<std::string> chain;
    return load(text, path, chain, errors);
}

Node load_text(const std::string& text, const std::string& name, std::vector<Diagnostic>& errors) {
    std::vector<std::string> chain;
    return load(text, name, chain, errors);
}

}  // namespace variant::yaml_tree
