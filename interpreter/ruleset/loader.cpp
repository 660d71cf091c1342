#include "interpreter/ruleset/loader.hpp"

#include <fmt/format.h>

#include "interpreter/ruleset/extends.hpp"
#include "interpreter/ruleset/sections.hpp"
#include "interpreter/ruleset/validate.hpp"

namespace variant {

namespace {

void require(Reader& r, const Node& root, std::string_view key) {
    const Entry* entry = root.find_entry(key);
    if (!entry) r.error(root.where, 1, fmt::format("missing key '{}'", key));
    else if (entry->value.is_null()) r.error(entry->key, fmt::format("'{}' has no value", key));
}

// Reads the sections in dependency order: zones need the board's size.
Ruleset read(Reader& r, const Node& written) {
    Ruleset rules;
    rules.where = written.where;
    r.keys(written, allowed_keys("ruleset"));
    for (auto key : {"name", "pieces", "setup"}) require(r, written, key);
    // A top-level key without a value (`castling: ~`) counts as absent, as after a removal by `extends`.
    Node root = written;
    std::erase_if(root.entries, [](const Entry& e) { return e.value.is_null(); });
    r.read(root, "name", rules.name);
    if (const Node* description = root.find("description"))
        if (auto text = r.string(*description, "description")) rules.description = text->value;
    r.read(root, "setup", rules.setup);
    r.read(root, "pass", rules.pass);
    if (const Node* n = root.find("pass_after_pass")) read_pass_after_pass(r, *n, rules.pass_after_pass);
    r.read(root, "no_checks", rules.no_checks);
    r.read(root, "royal_frozen_in_check", rules.royal_frozen_in_check);
    r.read(root, "compulsory_capture", rules.compulsory_capture);
    if (const Node* n = root.find("board")) read_board(r, *n, rules.board);
    if (const Node* n = root.find("zones")) read_zones(r, *n, rules.board, rules.zones);
    if (const Node* n = root.find("pieces")) {
        read_pieces(r, *n, rules.pieces);
        if (n->is_map() && n->entries.empty()) r.error(*n, "'pieces' is empty: a game needs at least one piece type");
    }
    if (const Node* n = root.find("promotion")) read_promotions(r, *n, rules.promotions);
    if (const Node* n = root.find("promotion_moves")) read_promotion_moves(r, *n, rules.promotion_moves);
    if (const Node* n = root.find("reserves")) read_reserves(r, *n, rules.reserves);
    if (const Node* n = root.find("captures")) read_captures(r, *n, rules.captures);
    if (const Node* n = root.find("drops")) read_drops(r, *n, rules.drops);
    if (const Node* n = root.find("transfers")) read_transfers(r, *n, rules.transfers);
    if (const Node* n = root.find("exchanges")) read_exchanges(r, *n, rules.exchanges);
    if (const Node* n = root.find("derived_promotion")) read_derived_promotions(r, *n, rules.derived_promotions);
    if (const Node* n = root.find("castling")) read_castling(r, *n, rules.castling);
    if (const Node* n = root.find("lion_trading")) read_lion_trading(r, *n, rules.lion_trading);
    if (const Node* n = root.find("atomic")) read_atomic(r, *n, rules.atomic);
    if (const Node* n = root.find("engine")) read_engine(r, *n, rules.engine);
    if (const Node* n = root.find("notation")) read_notation(r, *n, rules.notation);
    if (const Node* n = root.find("gating")) read_gating(r, *n, rules.gating);
    if (const Node* n = root.find("first_move_rights")) read_first_move_rights(r, *n, rules.first_move_rights);
    if (const Node* n = root.find("promotion_limits")) read_promotion_limits(r, *n, rules.promotion_limits);
    if (const Node* n = root.find("royalty")) {
        rules.royalty_where = text_start(*n);
        read_royalty(r, *n, rules.royalty);
    }
    if (const Node* n = root.find("end")) read_end(r, *n, rules.end);
    if (const Node* n = root.find("facing_royals")) {
        rules.facing_royals_where = text_start(*n);
        read_facing_royals(r, *n, rules.facing_royals);
    }
    if (const Entry* e = root.find_entry("potential")) {
        rules.potential.where = e->key.where;
        read_potential(r, e->value, rules.potential);
    }
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
