// engine: — what the programs that play the game need besides its rules: XBoard's own name for the game
// (XBoard then applies its own rules and pictures: `xboard: chu`), evaluation weights for the search and its
// worth of pieces in centipawns (the names are checked with the other references, validate_names.cpp).
#include <fmt/format.h>

#include "interpreter/ruleset/sections.hpp"

namespace variant {

namespace {

void read_piece_values(Reader& r, const Node& values, EngineSettings& engine) {
    if (!r.map(values, "engine.values")) return;
    for (const Entry& e : r.entries(values, "engine.values")) {
        const auto value = r.integer(e.value, e.key.value);
        if (!value) continue;
        if (*value < 1 || *value > 100000) {
            r.error(e.value, fmt::format("the value of '{}' is {}: a worth in centipawns is from 1 to 100000",
                                         e.key.value, *value));
            continue;
        }
        engine.values.emplace_back(e.key, *value);
    }
}

// One evaluation weight (search/evaluate.hpp reads them by these names).
Key<EngineSettings> weight(const std::string& name) {
    return custom<EngineSettings>(name, [name](Reader& r, const Node&, const Node& value, EngineSettings& engine) {
        const auto weight = r.integer(value, name);
        if (!weight) return;
        if (*weight < 0 || *weight > 10000) {
            r.error(value, fmt::format("the weight '{}' is {}: a weight is from 0 to 10000", name, *weight));
            return;
        }
        engine.weights.emplace_back(name, *weight);
    });
}

}  // namespace

void declare_engine_keys() {
    using E = EngineSettings;
    add_keys<E>("engine", {custom<E>("xboard",
                                     [](Reader& r, const Node&, const Node& value, E& engine) {
                                         if (auto name = r.string(value, "engine.xboard")) engine.xboard = name->value;
                                     }),
                           custom<E>("weights",
                                     [](Reader& r, const Node&, const Node& value, E& engine) {
                                         if (r.map(value, "engine.weights"))
                                             read_section(r, value, "engine_weights", engine);
                                     }),
                           custom<E>("values", [](Reader& r, const Node&, const Node& value, E& engine) {
                               read_piece_values(r, value, engine);
                           })});
    std::vector<Key<E>> weights;
    for (const EvalWeightName& named : EvalWeightNames) weights.push_back(weight(named.name));
    add_keys<E>("engine_weights", std::move(weights));
}

void read_engine(Reader& r, const Node& node, EngineSettings& engine) {
    if (r.map(node, "engine")) read_section(r, node, "engine", engine);
}

}  // namespace variant
