// `variant validate FILE...`: prints "FILE: ok" for each valid ruleset and every error of each invalid
// one (compiler style, with source line and caret). Exit 1 if any file had errors, 2 on usage mistakes.
// The loader's validator reports every mistake of a file in one run, rules the engine does not support
// yet included; a file it accepts is also compiled, so that what only a compiled game can check (the setup
// FEN's reserves, castling rights and e.p. square) is reported too.
#include <cstdio>

#include "interpreter/core/diagnostics.hpp"
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
        std::printf("%s: ok\n", path.c_str());
        return true;
    } catch (const DiagnosticError& e) {
        std::fputs(e.render_all().c_str(), stderr);
        std::fprintf(stderr, "%s: %zu error%s\n", path.c_str(), e.diagnostics().size(), e.diagnostics().size() == 1 ? "" : "s");
        return false;
    }
}

}  // namespace

int validate(const Args& args) {
    if (args.empty()) return usage_error("validate", "no ruleset file given", usage);
    for (const auto& arg : args) {
        if (arg == "--help" || arg == "-h") {
            std::printf("usage: %s\nChecks each ruleset file and prints 'FILE: ok' or every error in it.\n", usage);
            return 0;
        }
        if (arg.size() > 1 && arg[0] == '-') return usage_error("validate", "unknown option '" + arg + "'", usage);
    }
    bool all_ok = true;
    for (const auto& path : args) all_ok = validate_file(path) && all_ok;
    return all_ok ? 0 : 1;
}

}  // namespace variant::cli
