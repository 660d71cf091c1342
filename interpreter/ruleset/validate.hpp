// The validator: checks across sections, run on the whole Ruleset once every section has been read,
// whether or not the sections had mistakes: each check asks `trust` whether the values it relies on were
// read cleanly, and stays quiet where it would only echo a complaint already made. Last, once nothing else
// is wrong, it asks whether the engine can play every rule yet. Only a ruleset without any mistake becomes
// a CheckedRuleset, the one thing compile() takes.
#pragma once

#include <vector>

#include "interpreter/ruleset/checked_ruleset.hpp"
#include "interpreter/ruleset/reader.hpp"
#include "interpreter/ruleset/ruleset.hpp"
#include "interpreter/ruleset/trust.hpp"

namespace variant {

// Runs every check below on `rules`, read from `root` by `r`; `errors` is the reader's list, holding the
// mistakes of parsing and reading. The CheckedRuleset if it stays empty; else throws DiagnosticError.
CheckedRuleset validate(Reader& r, const Node& root, Ruleset rules, std::vector<Diagnostic>& errors);  // validate.cpp
// The same but for what the engine supports, for looking at the rules of games still to come; the plain
// Ruleset it returns cannot be compiled.
Ruleset validate_description(Reader& r, const Node& root, Ruleset rules, std::vector<Diagnostic>& errors);
// Throws DiagnosticError carrying `errors` in source order (an extended file's in a block).
[[noreturn]] void throw_errors(std::vector<Diagnostic> errors);

// A value the file wrote, if only as '': a missing key (reported by its section) leaves no location.
inline bool written(const Located<std::string>& value) { return !value.value.empty() || value.where.line > 0; }

// Every name used anywhere refers to a defined piece, zone or reserve; piece codes are unique.
void validate_names(Reader& r, const Ruleset& rules, const Trust& trust);  // validate_names.cpp
// Every Betza string parses; every piece can move.
void validate_moves(Reader& r, const Ruleset& rules, const Trust& trust);  // validate_moves.cpp
// The setup FEN fits the board and names defined pieces.
void validate_setup(Reader& r, const Ruleset& rules, const Trust& trust);  // validate_setup.cpp
// Options that contradict each other.
void validate_consistency(Reader& r, const Ruleset& rules, const Trust& trust);  // validate_consistency.cpp
// What the engine cannot play: more piece types than it holds, and rules and moves it does not support
// yet, each refused once, where the file asks for it. Run only when every other check has passed.
void validate_support(Reader& r, const Ruleset& rules, const Trust& trust);  // validate_support.cpp

}  // namespace variant
