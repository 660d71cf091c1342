#include "tools/variant/score_table.hpp"

#include <fmt/format.h>

#include <cmath>

namespace variant::cli {

// (+ 0.0: an even score is 0, not -0.)
double elo_of_score(double s) { return -400.0 * std::log10(1.0 / s - 1.0) + 0.0; }

double MatchScore::score() const { return games() ? (wins + 0.5 * draws) / games() : 0.0; }

std::optional<double> MatchScore::elo() const {
    const double s = score();
    if (!games() || s <= 0.0 || s >= 1.0) return std::nullopt;
    return elo_of_score(s);
}

std::optional<double> MatchScore::margin() const {
    const double s = score(), n = games();
    if (!games() || s <= 0.0 || s >= 1.0) return std::nullopt;
    const double var = (wins * (1 - s) * (1 - s) + draws * (0.5 - s) * (0.5 - s) + losses * s * s) / n;
    const double se = std::sqrt(var / n);
    const double hi = s + 1.959964 * se, lo = s - 1.959964 * se;
    if (lo <= 0.0 || hi >= 1.0) return std::nullopt;
    return (elo_of_score(hi) - elo_of_score(lo)) / 2;
}

std::string score_table(const MatchScore& m, const std::string& first, const std::string& second) {
    const int n = m.games();
    const double s = m.score();
    std::string out = fmt::format("{:<24} {:>5} {:>5} {:>5} {:>7}\n", "engine", "wins", "draws", "losses", "score");
    out += fmt::format("{:<24} {:>5} {:>5} {:>5} {:>6.1f}%\n", first.substr(0, 24), m.wins, m.draws, m.losses, 100 * s);
    out += fmt::format("{:<24} {:>5} {:>5} {:>5} {:>6.1f}%\n", second.substr(0, 24), m.losses, m.draws, m.wins,
                       n ? 100 * (1 - s) : 0.0);
    const auto elo = m.elo();
    const auto margin = m.margin();
    const std::string e = elo ? fmt::format("{:+.1f}", *elo) : !n ? "none (no game)" : s >= 1 ? "+inf" : "-inf";
    const std::string pm = margin ? fmt::format(" +- {:.1f}", *margin) : elo ? " +- inf" : "";
    out += fmt::format("Elo difference ({} - {}): {}{} (95%, {} games)\n", first, second, e, pm, n);
    return out;
}

}  // namespace variant::cli
