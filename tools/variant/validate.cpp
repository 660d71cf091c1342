// `variant validate FILE...`: placeholder until the loader lands.
#include "tools/variant/commands.hpp"

namespace variant::cli {

int validate(const Args&) { return usage_error("validate", "not implemented yet", "variant validate FILE..."); }

}  // namespace variant::cli
