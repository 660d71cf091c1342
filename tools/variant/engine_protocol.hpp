// `variant engine`: the rulesets it offers and the protocols it speaks.
#pragma once

#include <map>
#include <string>

namespace variant::cli {

// The rulesets an engine offers, by name (a file's stem): the shipped ones, those found in --rulesets
// folders and those named on the command line.
struct RulesetCatalogue {
    std::map<std::string, std::string> files;  // name -> path
};

int run_uci(const RulesetCatalogue& catalogue);  // uci.cpp; the first command, "uci", already read

std::string first_line(const std::string& text);

}  // namespace variant::cli
