// The keys each part of a ruleset may have, as the key tables declare them (key_table.hpp): the section
// readers check against them and a unit test checks that schema/ruleset.schema.json allows exactly the same.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace variant {

// Sections are named as in the schema's $defs ("board", "piece", "drop", ...); "ruleset" is the top level.
const std::vector<std::string>& allowed_keys(std::string_view section);

// Every section name above.
std::vector<std::string> key_sections();

// The rule that declared `section.key` (its module's name), or "" for a key of the front end's own.
std::string key_owner(std::string_view section, std::string_view key);

// The rules' declarations (features/registry.cpp hands them over before main): each rule's declare_keys.
void set_rule_keys(void (*declare)());

// Runs the front end's declarations, then the rules', once; every reader and allowed_keys call it first.
// Throws std::logic_error when no rule has handed its keys over (the program lacks the rules' registry).
void ensure_keys_declared();

// The front end's own sections (read_*.cpp, loader.cpp).
void declare_front_end_keys();

}  // namespace variant
