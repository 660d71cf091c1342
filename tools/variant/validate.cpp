// `variant validate FILE...`: prints "FILE: ok" for each valid ruleset (after its warnings, on stderr) and
// every error of each invalid one (compiler style, with source line and caret). Exit 1 if any file had errors, 2 on
// usage mistakes. The loader's validator reports every mistake of a file in one run, rules the engine does not support
// yet included; a file it accepts is also compiled, so that what only a compiled game can check (the setup
// FEN's reserves, castling rights and e.p. square) is reported too.
#include <fmt/format.h>

#include <cstdio>

#include "interpreter/core/diagnostics.hpp"
#include "interpreter/core/utf8.hpp"
#include "interpreter/features/registry.hpp"
#include "interpreter/ruleset/loader.hpp"
#include "tools/variant/commands.hpp"

namespace variant::cli {

namespace {

constexpr const char* usage = "variant validate FILE...";

// True if the file is valid. Errors go to stderr, "ok" to stdout.
bool validate_file(const std::string& path) {
    try {
        CheckedRuleset rules = load_ruleset(path);
        compile(rules);
        print_warnings(rules);
        fmt::print("{}: ok\n", printable(path));
        return true;
    } catch (const DiagnosticError& e) {
        fmt::print(stderr, "{}", e.render_all());
        fmt::print(stderr, "{}: {} error{}\n", printable(path), e.diagnostics().size(),
                   e.diagnostics().size() == 1 ? "" : "s");
        return false;
    }
}

}  // namespace

void print_warnings(const CheckedRuleset& rules) {
    for (const Diagnostic& w : rules.warnings()) fmt::print(stderr, "{}", render(w));
}

int validate(const Args& args) {
    if (args.empty()) return usage_error("validate", "no ruleset file given", usage);
    for (const auto& arg : args) {
        if (arg == "--help" || arg == "-h") {
            fmt::print("usage: {}\nChecks each ruleset file and prints 'FILE: ok' or every error in it.\n", usage);
            return 0;
        }
        if (arg.size() > 1 && arg[0] == '-')
            return usage_error("validate", fmt::format("unknown option '{}'", arg), usage);
    }
    bool all_ok = true;
    for (const auto& path : args) all_ok = validate_file(path) && all_ok;
    return all_ok ? 0 : 1;
}

}  // namespace variant::cli
