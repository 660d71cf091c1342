// Compiler stage: the memory budget of the move tables. Types that move alike share their rays
// (compile_move_tables.cpp), so only distinct move sets cost memory; a ruleset whose distinct move sets
// would still need more than the budget is refused, its costliest pieces named, before the machine runs
// out of memory (a legal 44 KB file once asked for 7 GB and died of an uncaught std::bad_alloc).
#include <fmt/format.h>

#include <algorithm>

#include "interpreter/game/compiler.hpp"

namespace variant {

void Compiler::count_table_cost(int c, int t, std::size_t bytes) {
    table_costs.push_back({bytes, c, t});
    table_bytes += bytes;
    if (table_bytes > max_table_bytes) refuse_tables(false);
}

[[noreturn]] void Compiler::refuse_tables(bool out_of_memory) {
    auto costs = table_costs;
    std::sort(costs.begin(), costs.end(), [](const TableCost& a, const TableCost& b) { return a.bytes > b.bytes; });
    auto mb = [](std::size_t bytes) { return (bytes + (1 << 20) - 1) >> 20; };
    std::string worst;
    for (std::size_t i = 0; i < costs.size() && i < 3; ++i)
        worst += fmt::format("{}'{}' ({} MB{})", i ? ", " : "", rs.pieces[costs[i].type].name.value, mb(costs[i].bytes),
                             costs[i].colour == 1 ? " for the second player" : "");
    const auto& first = costs.empty() ? rs.pieces.front() : rs.pieces[costs.front().type];
    throw DiagnosticError(Diagnostic{
        first.betza.where, int(std::max<std::size_t>(first.betza.value.size(), 1)),
        fmt::format("the move tables of {} distinct move sets on this {}x{} board {} {} MB: the "
                    "costliest are {}; pieces that move alike share their tables, so fewer distinct moves, "
                    "or a smaller board, would fit",
                    costs.size(), g.geo.files, g.geo.ranks,
                    out_of_memory ? "ran out of memory below their limit of" : "would need more than their limit of",
                    mb(max_table_bytes), worst)});
}

}  // namespace variant
