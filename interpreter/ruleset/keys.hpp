// The keys each part of a ruleset may have, in one place: the section readers check against them and a
// unit test checks that schema/ruleset.schema.json allows exactly the same keys.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace variant {

// Sections are named as in the schema's $defs ("board", "piece", "drop", ...); "ruleset" is the top level.
const std::vector<std::string>& allowed_keys(std::string_view section);

// Every section name above.
std::vector<std::string> key_sections();

}  // namespace variant
