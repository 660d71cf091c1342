#include "interpreter/search/evaluate.hpp"

#include <algorithm>
#include <cstdlib>
#include <limits>

#include "interpreter/attacks/attacks.hpp"

namespace variant {

namespace {

// The squares of colour c's promotion zone for type t (every rule of the type together), or none.
std::vector<Square> promotion_zone(const Game& g, int c, int t) {
    std::vector<Square> zone;
    if (std::size_t(t) >= g.promotion.size() || !g.promotion[std::size_t(t)].enabled) return zone;
    for (Square s{0}; s < g.geo.squares(); ++s)
        for (const auto& rule : g.promotion[std::size_t(t)].rules)
            if (!rule.zone[c].empty() && rule.zone[c][s]) {
                zone.push_back(s);
                break;
            }
    return zone;
}

// The best a promotion of type t can bring, over what t is worth.
int promotion_gain(const Game& g, const std::vector<PieceValue>& values, int t) {
    int best = 0;
    if (std::size_t(t) >= g.promotion.size()) return 0;
    for (const auto& rule : g.promotion[std::size_t(t)].rules)
        for (int choice : rule.choices) best = std::max(best, values[std::size_t(choice)].centipawns);
    if (g.types[std::size_t(t)].promoted >= 0)
        best = std::max(best, values[std::size_t(g.types[std::size_t(t)].promoted)].centipawns);
    return std::max(0, best - values[std::size_t(t)].centipawns);
}

// A won ending's lead: about a minor piece of chess.
constexpr int MopUpLead = 250;

}  // namespace

// The weights the ruleset's `engine: weights:` sets replace the given ones (the reader checked the names).
EvalWeights with_game_weights(const Game& g, EvalWeights w) {
    for (const auto& [name, value] : g.engine.weights)
        for (const EvalWeightName& named : EvalWeightNames)
            if (name == named.name) w.*named.weight = value;
    w.promotion_divisor = std::max(w.promotion_divisor, 1);  // a divisor
    return w;
}

Evaluator::Evaluator(const Game& g, EvalWeights weights)
    : g_(g), w_(with_game_weights(g, weights)), values_(piece_values(g)) {
    const int T = g.type_count(), S = g.geo.squares();
    square_bonus_.assign(std::size_t(Colours) * T * S, 0);
    // Twice the distance from the centre, in king steps, so that boards with an even side have a centre of
    // four squares all at distance 1.
    auto centre_distance = [&](Square s) {
        const int df = std::abs(2 * g.geo.file_of(s) - (g.geo.files - 1));
        const int dr = std::abs(2 * g.geo.rank_of(s) - (g.geo.ranks - 1));
        return std::max(df, dr) / 2;
    };
    const int far = std::max(g.geo.files, g.geo.ranks) / 2;
    for (int c = 0; c < Colours; ++c)
        for (int t = 0; t < T; ++t) {
            const bool royal = g.types[std::size_t(t)].royal;
            const std::vector<Square> zone = promotion_zone(g, c, t);
            const int gain = zone.empty() ? 0 : promotion_gain(g, values_, t);
            for (Square s{0}; s < S; ++s) {
                int bonus = royal ? 0 : w_.centre * (far - centre_distance(s));
                if (gain) {
                    int d = 1 << 20;
                    for (Square z : zone) d = std::min(d, g.distance(s, z));
                    bonus += gain / (w_.promotion_divisor * (d + 1));
                }
                square_bonus_[(std::size_t(c) * T + t) * S + s] = bonus;
            }
        }
    // The royal's centre: a lone royal is a fighting man once the officers are off (the endings of shatranj
    // and makruk, where the weak men need their king's help, are decided by it).
    royal_centre_.assign(std::size_t(S), 0);
    centre_distance_.assign(std::size_t(S), 0);
    for (Square s{0}; s < S; ++s) {
        centre_distance_[s] = centre_distance(s);
        royal_centre_[s] = w_.royal_centre * (far - centre_distance(s));
    }
    for (Square s{0}; s < S; ++s)
        if (s < Square(g.setup_piece.size()) && g.setup_piece[s]) {
            const int t = type_of(Man(g.setup_piece[s]));
            if (!g.types[std::size_t(t)].royal && !g.types[std::size_t(t)].pawn_like)
                setup_officers_ += values_[std::size_t(t)].centipawns;
        }
    // A reserve some type is dropped from holds men ready to enter; the others hold prisoners.
    reserve_percent_.assign(g.reserve_names.size(), w_.prisoner_percent);
    for (const DropInfo& d : g.drops.of)
        if (d.reserve >= 0) reserve_percent_[std::size_t(d.reserve)] = w_.held_percent;
    for (int i = 0; i < int(g.dirs.size()); ++i) {
        const auto [dx, dy] = g.dirs[std::size_t(i)];
        if (std::abs(dx) <= 1 && std::abs(dy) <= 1 && (dx || dy)) king_dirs_.push_back(i);
    }
    check_rule_ = g.royalty == Royalty::Check || g.royalty == Royalty::LastRoyalCheck;
    const bool win_by_no_moves = g.results.stalemate == Outcome::Win && g.royalty == Royalty::None;
    const bool win_by_no_men = g.extinction.enabled && g.extinction.whole_army && g.extinction.result == Outcome::Win;
    if (win_by_no_moves || win_by_no_men) material_sign_ = -1;
}

int Evaluator::man_value(Man p) const {
    const unsigned set = potential_set(p);
    if (!set || !g_.potential.enabled) return values_[std::size_t(type_of(p))].centipawns;
    // A potential man: the average of what it may still be (a lone royal possibility counts as nothing).
    int sum = 0, n = 0;
    for (int i = 0; i < g_.potential.count; ++i)
        if (set >> i & 1 && i != g_.potential.royal) {
            sum += values_[std::size_t(g_.potential.types[i])].centipawns;
            ++n;
        }
    return n ? sum / n : 0;
}

int Evaluator::royal_exposure(const Position& pos, int c) const {
    if (!check_rule_ || pos.royal_count(c) != 1) return 0;
    const Square k = pos.royal_square(c);
    int attacked_squares = 0;
    for (int dir : king_dirs_) {
        const Square n = g_.next(dir, k);
        if (n != NoSquare && attacked(pos, n, c ^ 1)) ++attacked_squares;
    }
    return attacked_squares * w_.royal_exposure;
}

int Evaluator::side_score(const Position& pos, int c, Tally& tally) const {
    const int T = g_.type_count(), S = g_.geo.squares();
    int score = 0;
    for (Square s : pos.pieces(c)) {
        const Man p = pos.at(s);
        const int t = type_of(p);
        const PieceInfo& info = g_.types[std::size_t(t)];
        if (!info.royal) {
            const int v = man_value(p);
            score += material_sign_ * v;
            tally.material[c] += v;
            if (!info.pawn_like) tally.officers += v;
        }
        score += square_bonus_[(std::size_t(c) * T + t) * S + s];
        // Riders: the squares their rays reach before a man stands in the way (the man's own square counts).
        const std::size_t at = g_.move_index(c, t, s);
        for (std::uint32_t r = g_.moves_at[at]; r < g_.moves_at[at + 1]; ++r) {
            const Ray& ray = g_.rays[r];
            if (ray.count < 2 || (ray.flags & (RayHop | RayGrasshop | RayInitial))) continue;
            int reach = 0;
            for (int k = 0; k < ray.count; ++k) {
                ++reach;
                if (pos.at(g_.ray_squares[ray.first + std::uint32_t(k)])) break;
            }
            score += reach * w_.mobility;
        }
    }
    for (int r = 0; r < int(g_.reserve_names.size()); ++r)
        for (int t = 0; t < T; ++t)
            if (const int n = pos.reserve(c, r, t))
                score += material_sign_ * n * values_[std::size_t(t)].centipawns * reserve_percent_[std::size_t(r)] /
                         100;
    return score;
}

int Evaluator::ending_share(int officers) const {
    if (setup_officers_ <= 0) return 0;
    const int gone = std::max(0, setup_officers_ - officers);
    return std::min(256, gone * 256 / std::max(1, setup_officers_ * 7 / 10));
}

int Evaluator::mop_up(const Position& pos, const Tally& tally, int share) const {
    const int us = pos.side();
    const int lead = tally.material[us] - tally.material[us ^ 1];
    if (std::abs(lead) < MopUpLead || pos.royal_count(0) != 1 || pos.royal_count(1) != 1) return 0;
    const int strong = lead > 0 ? us : us ^ 1;
    const Square weak_royal = pos.royal_square(strong ^ 1);
    const int apart = g_.distance(pos.royal_square(strong), weak_royal);
    const int bonus = w_.mop_up * (10 * centre_distance_[weak_royal] + 4 * std::max(0, 8 - apart)) / 10;
    return (strong == us ? bonus : -bonus) * share / 256;
}

int Evaluator::evaluate(const Position& pos) const {
    return evaluate(pos, std::numeric_limits<int>::min(), std::numeric_limits<int>::max());
}

int Evaluator::evaluate(const Position& pos, int alpha, int beta) const {
    const int us = pos.side();
    Tally tally;
    int score = side_score(pos, us, tally) - side_score(pos, us ^ 1, tally) + w_.tempo;
    const int share = ending_share(tally.officers);
    if (share && check_rule_) {
        int centre = 0;
        if (pos.royal_count(us) == 1) centre += royal_centre_[pos.royal_square(us)];
        if (pos.royal_count(us ^ 1) == 1) centre -= royal_centre_[pos.royal_square(us ^ 1)];
        score += centre * share / 256;
        // Mating needs the weaker royal driven to the edge: the material alone gives no direction, and
        // the game's move limit (makruk's count, the 50 moves) draws the ending while it wanders.
        if (w_.mop_up && material_sign_ > 0) score += mop_up(pos, tally, share);
    }
    // The royal's safety fades as the officers leave (and costs nothing once they are gone). It is the
    // evaluation's dearest term, eight attack tests a side, so it is left out where it cannot bring the score
    // inside the window: it moves the score by `reach` at most either way, and the bound returned is then
    // still on the right side of the window (the quiescence search's stand-pat, most of its evaluations).
    if (share < 256 && w_.royal_exposure) {
        const int fade = 256 - share;
        const int reach = int(king_dirs_.size()) * w_.royal_exposure * fade / 256;
        if (score - reach >= beta) return score - reach;
        if (score + reach <= alpha) return score + reach;
        score -= (royal_exposure(pos, us) - royal_exposure(pos, us ^ 1)) * fade / 256;
    }
    return score;
}

}  // namespace variant
