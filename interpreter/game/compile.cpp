// Checked ruleset -> Game, the table stages: resolves names to indices, lays every Betza move on every
// square once, and derives the attack tables the move generator reads. The stages are in the compile_*.cpp
// files (see compiler.hpp); this file runs them and resolves names. The rule features compile the rest.
#include <fmt/format.h>

#include <stdexcept>

#include "interpreter/game/compiler.hpp"

namespace variant {

int Compiler::dir(int dx, int dy) {
    auto [it, fresh] = dir_of.try_emplace({dx, dy}, int(g.dirs.size()));
    if (fresh) g.dirs.push_back({dx, dy});
    return it->second;
}

// The validator has reported every undefined name (validate_names.cpp), so a name that does not resolve
// here is a bug, not a mistake in the file: `what` says where it was used.
int Compiler::type_named(const Located<std::string>& name, const char* what) {
    auto it = type_of_name.find(name.value);
    if (it == type_of_name.end()) throw std::logic_error(fmt::format("unresolved piece '{}' in {}", name.value, what));
    return it->second;
}

const std::vector<std::uint8_t>& Compiler::zone_named(const Located<std::string>& name, int colour) {
    auto it = zone_of_name.find(name.value);
    if (it == zone_of_name.end()) throw std::logic_error(fmt::format("unresolved zone '{}'", name.value));
    return zones[colour][it->second];
}

int Compiler::reserve_named(const Located<std::string>& name) {
    for (std::size_t r = 0; r < rs.reserves.size(); ++r)
        if (rs.reserves[r].name.value == name.value) return int(r);
    throw std::logic_error(fmt::format("unresolved reserve '{}'", name.value));
}

void Compiler::tables() {
    g.name = rs.name.value;
    geometry();
    piece_types();
    zone_tables();
    move_tables();
    step_table();
    for (const auto& r : rs.reserves) {  // reserves are general; who enters them is the features' part
        g.reserve_names.push_back(r.name.value);
        g.reserve_capacity.push_back(r.capacity);
    }
}

}  // namespace variant
