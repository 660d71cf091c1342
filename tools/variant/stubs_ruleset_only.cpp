// Placeholders so that `variant` links on the ruleset branch before the other subcommands exist.
// Not part of the product: the lead removes this file once main defines them.
#include <cstdio>

#include "tools/variant/commands.hpp"

namespace variant::cli {

static int not_built(const char* name) {
    std::fprintf(stderr, "variant %s: not built on this branch\n", name);
    return 2;
}

int show(const Args&) { return not_built("show"); }
int moves(const Args&) { return not_built("moves"); }
int perft(const Args&) { return not_built("perft"); }

}  // namespace variant::cli
