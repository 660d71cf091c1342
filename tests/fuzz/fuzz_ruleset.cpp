// libFuzzer target: any bytes, read as YAML text, must either load or raise DiagnosticError — never
// crash, hang or throw anything else.
#include <cstddef>
#include <cstdint>
#include <string>

#include "interpreter/features/registry.hpp"
#include "interpreter/ruleset/loader.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    // This target compiles no ruleset, so nothing else would link the rules' registry and their keys in.
    static const bool keys = (variant::hand_over_rule_keys(), true);
    (void)keys;
    std::string text(reinterpret_cast<const char*>(data), size);
    try {
        // A name in a folder that does not exist, so a relative `extends` path finds nothing on disk (a bare
        // name, `extends: chess`, may still find a shipped ruleset).
        variant::load_ruleset_from_string(text, "/nonexistent-fuzz-dir/input.yaml");
    } catch (const variant::DiagnosticError& e) {
        for (const auto& d : e.diagnostics()) (void)variant::render(d, text);
    }
    return 0;
}
