#include "interpreter/ruleset/loader.hpp"

#include <fmt/format.h>

#include "interpreter/ruleset/extends.hpp"
#include "interpreter/ruleset/key_table.hpp"
#include "interpreter/ruleset/sections.hpp"
#include "interpreter/ruleset/validate.hpp"

namespace variant {

namespace {

void require(Reader& r, const Node& root, std::string_view key) {
    const Entry* entry = root.find_entry(key);
    if (!entry) r.error(root.where, 1, fmt::format("missing key '{}'", key));
    else if (entry->value.is_null()) r.error(entry->key, fmt::format("'{}' has no value", key));
}

// Reads the sections through the top level's key table (the front end's keys below, then the rules').
Ruleset read(Reader& r, const Node& written) {
    Ruleset rules;
    rules.where = written.where;
    r.keys(written, allowed_keys("ruleset"));
    for (auto key : {"name", "pieces", "setup"}) require(r, written, key);
    // A top-level key without a value (`castling: ~`) counts as absent, as after a removal by `extends`.
    Node root = written;
    std::erase_if(root.entries, [](const Entry& e) { return e.value.is_null(); });
    read_values(r, root, "ruleset", rules);
    return rules;
}

// Reads the file's sections and hands the Ruleset to `check` (validate or validate_description), which
// throws if reading or checking found any mistake. A file that is not a map is not read at all.
template <class Check>
auto finish(const Node& root, const std::string& name, std::vector<Diagnostic>& errors, Check check) {
    if (errors.empty() || root.is_map()) {  // a YAML syntax error leaves nothing worth reading
        Reader r(errors);
        if (!root.is_map()) {
            SourceLocation where = root.where.line > 0 ? root.where : SourceLocation{name, 1, 1};
            r.error(where, 1,
                    fmt::format("a ruleset must be a map with at least 'name', 'pieces' and 'setup', not {}",
                                root.describe()));
        } else {
            Ruleset rules = read(r, root);
            rules.where = {name, 1, 1};
            return check(r, root, std::move(rules), errors);
        }
    }
    throw_errors(std::move(errors));
}

}  // namespace

// The top level's own keys, in the order they are read: the zones need the board's size.
void declare_ruleset_keys() {
    add_keys<Ruleset>(
        "ruleset", {field("name", &Ruleset::name),
                    custom<Ruleset>("description",
                                    [](Reader& r, const Node&, const Node& value, Ruleset& rules) {
                                        if (auto text = r.string(value, "description")) rules.description = text->value;
                                    }),
                    custom<Ruleset>("board", [](Reader& r, const Node&, const Node& value,
                                                Ruleset& rules) { read_board(r, value, rules.board); }),
                    custom<Ruleset>("pieces",
                                    [](Reader& r, const Node&, const Node& value, Ruleset& rules) {
                                        read_pieces(r, value, rules.pieces);
                                        if (value.is_map() && value.entries.empty())
                                            r.error(value, "'pieces' is empty: a game needs at least one piece type");
                                    }),
                    field("setup", &Ruleset::setup),
                    custom<Ruleset>("zones", [](Reader& r, const Node&, const Node& value,
                                                Ruleset& rules) { read_zones(r, value, rules.board, rules.zones); }),
                    custom<Ruleset>("reserves", [](Reader& r, const Node&, const Node& value,
                                                   Ruleset& rules) { read_reserves(r, value, rules.reserves); }),
                    custom<Ruleset>("end",
                                    [](Reader& r, const Node&, const Node& value, Ruleset& rules) {
                                        if (r.map(value, "end")) read_section(r, value, "end", rules.end);
                                    }),
                    custom<Ruleset>("engine", [](Reader& r, const Node&, const Node& value,
                                                 Ruleset& rules) { read_engine(r, value, rules.engine); }),
                    custom<Ruleset>("notation", [](Reader& r, const Node&, const Node& value, Ruleset& rules) {
                        read_notation(r, value, rules.notation);
                    })});
}

void declare_front_end_keys() {
    declare_ruleset_keys();
    declare_board_keys();
    declare_piece_keys();
    declare_reserve_keys();
    declare_end_keys();
    declare_engine_keys();
    declare_notation_keys();
}

CheckedRuleset load_ruleset(const std::string& path) {
    std::vector<Diagnostic> errors;
    Node root = yaml_tree::load_file(path, errors);
    return finish(root, path, errors, validate);
}

CheckedRuleset load_ruleset_from_string(const std::string& text, const std::string& name) {
    std::vector<Diagnostic> errors;
    Node root = yaml_tree::load_text(text, name, errors);
    return finish(root, name, errors, validate);
}

Ruleset read_ruleset(const std::string& path) {
    std::vector<Diagnostic> errors;
    Node root = yaml_tree::load_file(path, errors);
    return finish(root, path, errors, validate_description);
}

}  // namespace variant
