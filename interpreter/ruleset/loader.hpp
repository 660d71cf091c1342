// Reading a ruleset: YAML file -> validated CheckedRuleset. Every mistake in the file (and in the files it
// extends) is collected, by the section readers and then the validator (validate.hpp); if there is any,
// DiagnosticError is thrown carrying all of them in source order.
#pragma once

#include <string>

#include "interpreter/core/diagnostics.hpp"
#include "interpreter/ruleset/checked_ruleset.hpp"
#include "interpreter/ruleset/ruleset.hpp"

namespace variant {

// Loads `path` (following `extends:`), reads and validates it. Throws DiagnosticError.
CheckedRuleset load_ruleset(const std::string& path);

// The same for YAML text in memory; `name` appears in messages and anchors a relative `extends`.
CheckedRuleset load_ruleset_from_string(const std::string& text, const std::string& name);

// Loads `path` as load_ruleset does, but does not ask whether the engine can play its rules yet: for
// the rules of games still to come. The plain Ruleset cannot be compiled. Throws DiagnosticError.
Ruleset read_ruleset(const std::string& path);

}  // namespace variant
