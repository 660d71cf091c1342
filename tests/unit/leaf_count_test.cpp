// count_legal's shortcuts (the men's rays walked without writing moves, and the popcount masks of
// GameTables::leap_counts) against the written legal list, the reference; and Position's occupancy against
// its board. Along random games of every shipped ruleset, so that positions no perft suite holds (late
// middlegames, e.p. squares, men about to promote) are counted both ways too.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <random>

#include "interpreter/features/registry.hpp"
#include "interpreter/movegen/legal.hpp"
#include "interpreter/ruleset/loader.hpp"

using namespace variant;
namespace fs = std::filesystem;

namespace {

#if defined(__SANITIZE_ADDRESS__) || !defined(NDEBUG)
constexpr int Games = 2, Plies = 40;
#else
constexpr int Games = 6, Plies = 120;
#endif

// Does occupied(c) hold exactly the squares c's men stand on (of the first 128)?
bool occupancy_matches(const Position& pos) {
    const int squares = std::min(pos.game().geo.squares(), SquareBitsMax);
    for (int c = 0; c < Colours; ++c)
        for (Square s{0}; s < squares; ++s)
            if (pos.occupied(c).has(s) != (pos.at(s) && colour_of(pos.at(s)) == c)) return false;
    return true;
}

}  // namespace

TEST_CASE("leaf count: count_legal equals the legal list along random games of every shipped ruleset", "[perft]") {
    std::mt19937 random(20261128);
    for (const auto& entry : fs::directory_iterator(fs::path(VARIANT_SOURCE_DIR) / "rulesets")) {
        if (entry.path().extension() != ".yaml") continue;
        const std::string name = entry.path().filename().string();
        const Game g = compile(load_ruleset(entry.path().string()));
        const int plies = g.geo.squares() > 200 ? 8 : Plies;
        for (int game = 0; game < Games; ++game) {
            Position pos(g);
            pos.set_fen(g.setup_fen);
            for (int ply = 0; ply < plies; ++ply) {
                MoveList legal;
                generate_legal(pos, legal);
                INFO(name << " game " << game << " ply " << ply << ": " << pos.fen());
                CHECK(count_legal(pos) == legal.size);
                CHECK(occupancy_matches(pos));
                if (legal.size == 0) break;
                pos.make(legal.moves[std::uniform_int_distribution<int>(0, legal.size - 1)(random)]);
            }
            while (pos.ply() > 0) pos.unmake();
            INFO(name << " game " << game << " unmade to the start");
            CHECK(occupancy_matches(pos));
        }
    }
}
