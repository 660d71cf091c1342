// Checks across sections, run on the whole Ruleset once every section has been read, whether or not the
// sections had mistakes: each check asks `trust` whether the values it relies on were read cleanly, and
// stays quiet where it would only echo a complaint already made.
#pragma once

#include "interpreter/ruleset/reader.hpp"
#include "interpreter/ruleset/ruleset.hpp"
#include "interpreter/ruleset/trust.hpp"

namespace variant {

// Every name used anywhere refers to a defined piece, zone or reserve; piece codes are unique.
void validate_names(Reader& r, const Ruleset& rules, const Trust& trust);        // validate_names.cpp
// Every Betza string parses; every piece can move.
void validate_moves(Reader& r, const Ruleset& rules, const Trust& trust);        // validate_moves.cpp
// The setup FEN fits the board and names defined pieces.
void validate_setup(Reader& r, const Ruleset& rules, const Trust& trust);        // validate_setup.cpp
// Options that contradict each other.
void validate_consistency(Reader& r, const Ruleset& rules, const Trust& trust);  // validate_consistency.cpp

}  // namespace variant
