#include "interpreter/features/pass.hpp"

#include "interpreter/ruleset/key_table.hpp"

namespace variant {

void Pass::declare_keys() { add_keys<Ruleset>("ruleset", {field("pass", &Ruleset::pass)}); }

}  // namespace variant
