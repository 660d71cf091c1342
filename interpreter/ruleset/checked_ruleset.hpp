// A Ruleset the validator has accepted: every name it uses resolves, every Betza string parses, nothing
// contradicts, and the engine can play every rule it asks for. Only validate() (validate.hpp) makes one,
// so the compiler, which takes nothing else, need not check any of it again.
#pragma once

#include <utility>
#include <vector>

#include "interpreter/core/diagnostics.hpp"
#include "interpreter/ruleset/ruleset.hpp"

namespace variant {

class Reader;
namespace yaml_tree {
struct Node;
}

class CheckedRuleset {
public:
    const Ruleset& rules() const { return rules_; }
    const Ruleset& operator*() const { return rules_; }
    const Ruleset* operator->() const { return &rules_; }
    // What the validator warns of (Diagnostic::warning), in source order; the commands print them.
    const std::vector<Diagnostic>& warnings() const { return warnings_; }

private:
    CheckedRuleset(Ruleset rules, std::vector<Diagnostic> warnings)
        : rules_(std::move(rules)), warnings_(std::move(warnings)) {}
    friend CheckedRuleset validate(Reader& r, const yaml_tree::Node& root, Ruleset rules,
                                   std::vector<Diagnostic>& errors);

    Ruleset rules_;
    std::vector<Diagnostic> warnings_;
};

}  // namespace variant
