#include "interpreter/search/piece_values.hpp"

#include <algorithm>
#include <cmath>

namespace variant {

namespace {

// The chance that a square on a ray is empty: the board about a third full, as in a middlegame of chess.
constexpr double empty_chance = 0.65;
// Centipawns per unit of weighted mobility, fitted on chess: knight 5.25 squares on average on an empty
// board, bishop 8.75, rook 14, queen 22.75; weighted as below they give about 300, 330, 500 and 950.
constexpr double centipawns_per_square = 60.0;
// A man that may only move there, or only capture there, uses a square about half as often.
constexpr double one_way_weight = 0.55;
// A multi-leg path (a lion's second step, igui) adds choices a plain move does not have.
constexpr double multi_leg_path_weight = 0.35;

double ray_weight(const Ray& ray) {
    const bool moves = ray.flags & RayMove, captures = ray.flags & (RayCapture | RayCaptureOwn);
    if (!moves && !captures) return 0;
    double w = moves && captures ? 1.0 : one_way_weight;
    if (ray.flags & RayInitial) w *= 0.1;  // a first move only: a pawn's double step
    if (ray.flags & (RayHop | RayGrasshop)) w *= 0.45;
    if (ray.cond_empty + ray.cond_occupied) w *= std::pow(empty_chance, ray.cond_empty + ray.cond_occupied);
    return w;
}

}  // namespace

double weighted_mobility(const Game& g, int type) {
    const int squares = g.geo.squares();
    double sum = 0;
    int on_board = 0;
    for (Square s{0}; s < squares; ++s) {
        if (!g.geo.on_board[s]) continue;
        ++on_board;
        const std::size_t at = g.move_index(0, type, s);
        for (std::uint32_t r = g.moves_at[at]; r < g.moves_at[at + 1]; ++r) {
            const Ray& ray = g.rays[r];
            const double w = ray_weight(ray);
            double reach = 1;  // the chance the k-th square of the ray is reached
            for (int k = 0; k < ray.count; ++k) {
                sum += w * reach;
                reach *= empty_chance;
            }
        }
    }
    if (g.multi_leg.any) {
        const std::size_t T = std::size_t(g.type_count());
        sum += multi_leg_path_weight *
               double(g.multi_leg.at[T * 0 + std::size_t(type) + 1] - g.multi_leg.at[T * 0 + std::size_t(type)]) *
               on_board;
    }
    return on_board ? sum / on_board : 0;
}

int estimate_value(const Game& g, int type) {
    return std::max(10, int(std::lround(weighted_mobility(g, type) * centipawns_per_square)));
}

std::vector<PieceValue> piece_values(const Game& g) {
    std::vector<PieceValue> out(std::size_t(g.type_count()));
    for (int t = 0; t < g.type_count(); ++t) {
        const PieceInfo& info = g.types[std::size_t(t)];
        const auto set = std::find_if(g.engine.values.begin(), g.engine.values.end(),
                                      [&](const auto& v) { return v.first.value == info.name; });
        if (set != g.engine.values.end()) {
            out[std::size_t(t)] = {set->second, false};
        } else if (info.value > 0) {
            out[std::size_t(t)] = {info.value * 100, false};
        } else {
            out[std::size_t(t)] = {estimate_value(g, t), true};
        }
    }
    return out;
}

}  // namespace variant
