// end: — what wins, what draws. The section is shared: each ending is a rule that declares its own keys in it
// (features/<rule>.cpp: `checkmate` is royalty's, `goal` the goal rule's); the front end has only `pawns`,
// the men whose moves count as pawn moves for every rule and for the notation.
#include "interpreter/ruleset/sections.hpp"

namespace variant {

const Choices<Outcome>& outcome_choices() {
    static const Choices<Outcome> choices = {{"draw", Outcome::Draw}, {"win", Outcome::Win}, {"loss", Outcome::Loss}};
    return choices;
}

const Choices<Outcome>& outcome_or_points_choices() {
    static const Choices<Outcome> choices = {
        {"draw", Outcome::Draw}, {"win", Outcome::Win}, {"loss", Outcome::Loss}, {"points", Outcome::Points}};
    return choices;
}

CheckMap<GameEnd> result_by_points_needs_points(const std::string& key) {
    return [key](Reader& r, const Node& node, GameEnd& end) {
        if (const Node* result = node.find(key); result && result->text == "points" && end.points.empty())
            r.error(*result, "a result 'points' needs 'points' (each piece's worth in the count)");
    };
}

void declare_end_keys() { add_keys<GameEnd>("end", {field("pawns", &GameEnd::pawns)}); }

}  // namespace variant
