// "did you mean 'x'?" for a misspelt key, enum value or name.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace variant {

// Edit distance with adjacent transpositions counted as one edit (optimal string alignment), so that
// both "promtion" and "pormotion" are one edit from "promotion". Case-insensitive.
int edit_distance(std::string_view a, std::string_view b);

// The candidate nearest to `word`, if it is close enough to be a plausible typo (at most a third of the
// longer word's letters, and at most 3 edits); nullopt otherwise.
std::optional<std::string> nearest(std::string_view word, const std::vector<std::string>& candidates);

// " (did you mean 'x'?)" or "" — ready to append to a message.
std::string did_you_mean(std::string_view word, const std::vector<std::string>& candidates);

}  // namespace variant
