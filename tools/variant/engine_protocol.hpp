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

// Each protocol's loop; its first command (`uci`, `xboard`, `usi`) already read.
int run_uci(RulesetCatalogue& catalogue);                               // uci.cpp
int run_xboard(RulesetCatalogue& catalogue, const std::string& first);  // xboard.cpp: `xboard` or `protover`
int run_usi(RulesetCatalogue& catalogue);                               // usi.cpp

std::string first_line(const std::string& text);

}  // namespace variant::cli
