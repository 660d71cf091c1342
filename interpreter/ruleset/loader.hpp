// Reading a ruleset: YAML file -> validated Ruleset. Every mistake in the file (and in the files it
// extends) is collected; if there is any, DiagnosticError is thrown carrying all of them in source order.
#pragma once

#include <string>

#include "interpreter/core/diagnostics.hpp"
#include "interpreter/ruleset/ruleset.hpp"

namespace variant {

// Loads `path` (following `extends:`), reads and validates it. Throws DiagnosticError.
Ruleset load_ruleset(const std::string& path);

// The same for YAML text in memory; `name` appears in messages and anchors a relative `extends`.
Ruleset load_ruleset_from_string(const std::string& text, const std::string& name);

}  // namespace variant
