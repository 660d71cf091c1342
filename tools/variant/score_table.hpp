// The score of a match, from the first engine's side: wins, draws, losses, the score fraction, and the Elo
// difference with its 95% error margin.
//
// The formula (the logistic Elo model, as cutechess and BayesElo's "simple" estimate use it):
//   n = W + D + L, s = (W + D/2) / n                          (the mean score per game)
//   Elo(s) = -400 log10(1/s - 1)                               (the difference that predicts score s)
//   var = (W (1-s)^2 + D (1/2-s)^2 + L (0-s)^2) / n            (the per-game score variance)
//   se = sqrt(var / n)                                         (the standard error of s)
//   margin = (Elo(s + 1.96 se) - Elo(s - 1.96 se)) / 2         (half the 95% interval, mapped through Elo)
// With no game won or none lost (s = 0 or 1) the difference is infinite; with s +- 1.96 se outside (0, 1)
// the margin is too.
#pragma once

#include <optional>
#include <string>

namespace variant::cli {

struct MatchScore {
    int wins = 0, draws = 0, losses = 0;  // the first engine's
    int games() const { return wins + draws + losses; }
    double score() const;                  // s above; 0 with no game
    std::optional<double> elo() const;     // nullopt where infinite (or no game)
    std::optional<double> margin() const;  // nullopt where infinite (or no game)
};

// The Elo difference that predicts the score fraction s (0 < s < 1).
double elo_of_score(double s);

// The table printed after a match: one line per engine and the Elo line.
std::string score_table(const MatchScore& score, const std::string& first, const std::string& second);

}  // namespace variant::cli
