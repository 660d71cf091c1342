// Shared by the engine tests: the reference games compiled once from their YAML files.
#pragma once

#include <map>
#include <memory>
#include <string>

#include "interpreter/game/compile.hpp"
#include "interpreter/ruleset/loader.hpp"

namespace variant::test {

inline const Game& game(const std::string& name) {
    static std::map<std::string, std::unique_ptr<Game>> games;
    auto& g = games[name];
    if (!g) g = std::make_unique<Game>(compile(load_ruleset(std::string(VARIANT_SOURCE_DIR) + "/rulesets/" + name + ".yaml")));
    return *g;
}

}  // namespace variant::test
