#include "interpreter/features/generator.hpp"

namespace variant {

// Constant-initialised (null) before any code runs; movegen/legal.cpp fills it in.
constinit GeneratorHooks generator;

}  // namespace variant
