// The JSON schema (for editors) and the loader must accept the same keys. yaml-cpp reads JSON, since
// JSON is YAML.
#include <catch2/catch.hpp>

#include <algorithm>
#include <yaml-cpp/yaml.h>

#include "interpreter/ruleset/keys.hpp"

namespace {

// The "properties" of a schema object; for a oneOf (nullable or `castling: false`), those of its object branch.
std::vector<std::string> properties(const YAML::Node& schema) {
    std::vector<std::string> out;
    if (schema["oneOf"])
        for (const auto& branch : schema["oneOf"])
            if (branch["properties"]) return properties(branch);
    for (const auto& entry : schema["properties"]) out.push_back(entry.first.as<std::string>());
    return out;
}

}  // namespace

TEST_CASE("the schema allows exactly the keys the loader reads", "[ruleset][schema]") {
    YAML::Node schema = YAML::LoadFile(std::string(VARIANT_SOURCE_DIR) + "/schema/ruleset.schema.json");
    for (const auto& section : variant::key_sections()) {
        INFO(section);
        YAML::Node node = section == "ruleset" ? schema : schema["$defs"][section];
        REQUIRE(node.IsMap());
        auto in_schema = properties(node);
        if (section == "ruleset")
            in_schema.erase(std::remove(in_schema.begin(), in_schema.end(), "extends"), in_schema.end());
        auto in_loader = variant::allowed_keys(section);
        std::sort(in_schema.begin(), in_schema.end());
        std::sort(in_loader.begin(), in_loader.end());
        CHECK(in_schema == in_loader);
        CHECK((node["additionalProperties"].IsDefined() || node["oneOf"].IsDefined()));
    }
}
