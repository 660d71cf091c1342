// The validator's driver: the checks in order, then the verdict.
#include "interpreter/ruleset/validate.hpp"

#include <algorithm>
#include <string>
#include <tuple>

namespace variant {

namespace {

// Every check runs, whatever the sections' own mistakes; each stays quiet about values the reader
// doubted (a typo like `royl: true` makes "no royal piece" mere noise).
void check_description(Reader& r, const Ruleset& rules, const Trust& trust) {
    validate_names(r, rules, trust);
    validate_moves(r, rules, trust);
    validate_setup(r, rules, trust);
    validate_consistency(r, rules, trust);
}

}  // namespace

CheckedRuleset validate(Reader& r, const Node& root, Ruleset rules, std::vector<Diagnostic>& errors) {
    Trust trust(r, root);
    check_description(r, rules, trust);
    // Asked only of a ruleset that is otherwise right: the mistake may be in the very rule (a corpus file
    // exercising one message uses rules the engine lacks), and a mistake elsewhere is fixed first.
    if (errors.empty()) validate_support(r, rules, trust);
    if (!errors.empty()) throw_errors(std::move(errors));
    return {std::move(rules), std::move(r.warnings())};
}

Ruleset validate_description(Reader& r, const Node& root, Ruleset rules, std::vector<Diagnostic>& errors) {
    check_description(r, rules, Trust(r, root));
    if (!errors.empty()) throw_errors(std::move(errors));
    return rules;
}

void throw_errors(std::vector<Diagnostic> errors) {
    // Source order reads best; errors of an extended file come in a block, in order of first mention.
    std::vector<std::string> files;
    for (const auto& d : errors)
        if (std::find(files.begin(), files.end(), d.where.file) == files.end()) files.push_back(d.where.file);
    auto order = [&](const Diagnostic& d) {
        auto file = std::find(files.begin(), files.end(), d.where.file) - files.begin();
        return std::tuple(file, d.where.line, d.where.column);
    };
    std::stable_sort(errors.begin(), errors.end(),
                     [&](const Diagnostic& a, const Diagnostic& b) { return order(a) < order(b); });
    throw DiagnosticError(std::move(errors));
}

}  // namespace variant
