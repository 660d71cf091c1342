#include "interpreter/features/contagion.hpp"

#include "interpreter/ruleset/key_table.hpp"

namespace variant {

void Contagion::declare_keys() {
    add_keys<PieceType>(
        "piece", {field("contagious", &PieceType::contagious), field("contagion_into", &PieceType::contagion_into)});
}

}  // namespace variant
