#include "interpreter/ruleset/did_you_mean.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>

namespace variant {

int edit_distance(std::string_view a, std::string_view b) {
    auto same = [](char x, char y) {
        return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
    };
    const std::size_t n = a.size(), m = b.size();
    // Three rows suffice: the transposition looks two rows back.
    std::vector<int> before(m + 1), previous(m + 1), current(m + 1);
    for (std::size_t j = 0; j <= m; ++j) previous[j] = int(j);
    for (std::size_t i = 1; i <= n; ++i) {
        current[0] = int(i);
        for (std::size_t j = 1; j <= m; ++j) {
            int cost = same(a[i - 1], b[j - 1]) ? 0 : 1;
            current[j] = std::min({previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost});
            if (i > 1 && j > 1 && same(a[i - 1], b[j - 2]) && same(a[i - 2], b[j - 1]))
                current[j] = std::min(current[j], before[j - 2] + 1);
        }
        std::swap(before, previous);
        std::swap(previous, current);
    }
    return previous[m];
}

std::optional<std::string> nearest(std::string_view word, const std::vector<std::string>& candidates) {
    std::optional<std::string> best;
    int best_distance = 0;
    for (const auto& candidate : candidates) {
        int d = edit_distance(word, candidate);
        int longer = int(std::max(word.size(), candidate.size()));
        if (d > 3 || d * 3 > longer) continue;
        if (!best || d < best_distance) {
            best = candidate;
            best_distance = d;
        }
    }
    return best;
}

std::string did_you_mean(std::string_view word, const std::vector<std::string>& candidates) {
    auto best = nearest(word, candidates);
    return best ? fmt::format(" (did you mean '{}'?)", *best) : "";
}

}  // namespace variant
