// Checks across sections, run on the whole Ruleset once every section has been read.
#pragma once

#include "interpreter/ruleset/reader.hpp"
#include "interpreter/ruleset/ruleset.hpp"

namespace variant {

// Every name used anywhere refers to a defined piece, zone or reserve; piece codes are unique.
void validate_names(Reader& r, const Ruleset& rules);                         // validate_names.cpp
// Every Betza string parses; every piece can move.
void validate_moves(Reader& r, const Ruleset& rules);                         // validate_moves.cpp
// Options that contradict each other (run only when everything else is clean). `root` locates keys the Ruleset keeps no position for.
void validate_consistency(Reader& r, const Ruleset& rules, const Node& root);  // validate_consistency.cpp

}  // namespace variant
