// engine: — what the programs that play the game need besides its rules: XBoard's own name for the game
// (XBoard then applies its own rules and pictures: `xboard: chu`), evaluation weights for the search and its
// worth of pieces in centipawns (the names are checked with the other references, validate_names.cpp).
#include <fmt/format.h>

#include "interpreter/ruleset/sections.hpp"

namespace variant {

void read_engine(Reader& r, const Node& node, EngineSettings& engine) {
    if (!r.map(node, "engine")) return;
    r.keys(node, allowed_keys("engine"));
    if (const Node* xboard = node.find("xboard"))
        if (auto name = r.string(*xboard, "engine.xboard")) engine.xboard = name->value;
    if (const Node* values = node.find("values"); values && r.map(*values, "engine.values"))
        for (const Entry& e : r.entries(*values, "engine.values")) {
            const auto value = r.integer(e.value, e.key.value);
            if (!value) continue;
            if (*value < 1 || *value > 100000) {
                r.error(e.value, fmt::format("the value of '{}' is {}: a worth in centipawns is from 1 to 100000",
                                             e.key.value, *value));
                continue;
            }
            engine.values.emplace_back(e.key, *value);
        }
    const Node* weights = node.find("weights");
    if (!weights || !r.map(*weights, "engine.weights")) return;
    r.keys(*weights, allowed_keys("engine_weights"));
    for (const Entry& e : r.entries(*weights, "engine.weights")) {
        const auto value = r.integer(e.value, e.key.value);
        if (!value) continue;
        if (*value < 0 || *value > 10000) {
            r.error(e.value, fmt::format("the weight '{}' is {}: a weight is from 0 to 10000", e.key.value, *value));
            continue;
        }
        engine.weights.emplace_back(e.key.value, *value);
    }
}

}  // namespace variant
