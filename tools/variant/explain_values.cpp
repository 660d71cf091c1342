// `variant explain --values FILE`: every piece type of a ruleset with the value the search gives it: the
// ruleset's `value` (in pawns, times 100) where it has one, the estimate from its moves (docs/engine.md)
// beside it, and the weighted mobility the estimate is made from.
#include <fmt/format.h>

#include <cstdio>

#include "interpreter/core/diagnostics.hpp"
#include "interpreter/core/utf8.hpp"
#include "interpreter/features/registry.hpp"
#include "interpreter/ruleset/loader.hpp"
#include "interpreter/search/piece_values.hpp"
#include "tools/variant/commands.hpp"

namespace variant::cli {

int explain_values(const std::string& file) {
    std::unique_ptr<Game> game;
    try {
        const CheckedRuleset rules = load_ruleset(file);
        print_warnings(rules);
        game = std::make_unique<Game>(compile(rules));
    } catch (const DiagnosticError& e) {
        fmt::print(stderr, "{}", e.render_all());
        return 1;
    }
    const Game& g = *game;
    const std::vector<PieceValue> values = piece_values(g);
    std::size_t width = 5;
    for (const auto& t : g.types) width = std::max(width, printable(t.name).size());
    fmt::print("{}\n{:<{}}  {:>6}  {:>8}  {:>8}  {}\n", printable(g.name), "piece", width, "value", "estimate",
               "mobility", "used");
    for (int t = 0; t < g.type_count(); ++t) {
        const PieceInfo& info = g.types[std::size_t(t)];
        const double mobility = weighted_mobility(g, t);
        const int estimate = estimate_value(g, t);
        const std::string given = info.value > 0 ? fmt::format("{}", info.value * 100) : "-";
        fmt::print("{:<{}}  {:>6}  {:>8}  {:>8.2f}  {}{}\n", printable(info.name), width, given, estimate, mobility,
                   values[std::size_t(t)].centipawns, info.royal ? " (royal: no material)" : "");
    }
    return 0;
}

}  // namespace variant::cli
