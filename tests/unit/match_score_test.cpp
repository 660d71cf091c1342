// The score table of `variant match` (tools/variant/score_table.hpp): the Elo difference and its 95% margin
// against values worked by hand from the formula in that header.
#include <catch2/catch.hpp>

#include "tools/variant/score_table.hpp"

using variant::cli::MatchScore;

TEST_CASE("match score: Elo and margin worked by hand", "[match]") {
    // 6 wins, 2 draws, 2 losses: s = 7/10 = 0.7; Elo = -400 log10(1/0.7 - 1) = -400 log10(0.428571) = 147.19.
    // var = (6 * 0.3^2 + 2 * 0.2^2 + 2 * 0.7^2) / 10 = (0.54 + 0.08 + 0.98) / 10 = 0.16; se = sqrt(0.016) =
    // 0.126491; 1.96 se = 0.247918; Elo(0.947918) = 504.02, Elo(0.452082) = -33.40; margin = 537.43 / 2 = 268.7.
    const MatchScore a{6, 2, 2};
    CHECK(a.score() == Approx(0.7));
    CHECK(*a.elo() == Approx(147.19).margin(0.01));
    CHECK(*a.margin() == Approx(268.7).margin(0.1));
    // 3-4-3: s = 0.5, Elo 0; var = (3 * 0.25 + 0 + 3 * 0.25) / 10 = 0.15, se = 0.122474, 1.96 se = 0.240045;
    // Elo(0.740045) = -400 log10(0.351269) = 181.74 = -Elo(0.259955): margin 181.74.
    const MatchScore even{3, 4, 3};
    CHECK(*even.elo() == Approx(0.0).margin(1e-9));
    CHECK(*even.margin() == Approx(181.74).margin(0.01));
}

TEST_CASE("match score: no game lost or none won is an infinite difference", "[match]") {
    const MatchScore all{1, 0, 0};
    CHECK(all.score() == 1.0);
    CHECK_FALSE(all.elo());
    CHECK_FALSE(all.margin());
    const MatchScore none{};
    CHECK(none.games() == 0);
    CHECK_FALSE(none.elo());
    // 8-2-0: s = 0.9, var = (8 * 0.01 + 2 * 0.16) / 10 = 0.04, se = 0.063246, s + 1.96 se = 1.024 > 1: the
    // upper end of the interval is beyond any finite Elo.
    const MatchScore high{8, 2, 0};
    CHECK(*high.elo() == Approx(381.7).margin(0.1));  // -400 log10(1/9) = 381.70
    CHECK_FALSE(high.margin());
    CHECK(variant::cli::score_table(high, "a", "b").find("+381.7 +- inf") != std::string::npos);
}
