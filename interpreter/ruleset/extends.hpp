// `extends: base.yaml`: a ruleset inherits another and overrides parts of it.
//
// Deep merge: where both files have a map under the same key, the maps are merged key by key; anything
// else in the including file (a scalar, a list) replaces the inherited value; a key set to null (`~`)
// removes the inherited key. The path is relative to the including file.
#pragma once

#include <string>
#include <vector>

#include "interpreter/core/diagnostics.hpp"
#include "interpreter/ruleset/yaml_tree.hpp"

namespace variant::yaml_tree {

// Reads and parses `path`, following its `extends:` chain; the result has no `extends` key.
Node load_file(const std::string& path, std::vector<Diagnostic>& errors);

// The same for text already in memory; `name` is used in messages and to resolve a relative `extends`.
Node load_text(const std::string& text, const std::string& name, std::vector<Diagnostic>& errors);

// `child` laid over `base` by the rules above.
Node merge(Node base, const Node& child);

}  // namespace variant::yaml_tree
