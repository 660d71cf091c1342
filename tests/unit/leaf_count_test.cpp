// count_legal's shortcuts (the men's rays walked without writing moves, and the popcount masks of
// GameTables::leap_counts) against the written legal list, the reference; the legal list with the bit-set
// tables (leap_counts, slide_counts, attack_lines) against the same game's without them; and Position's
// occupancy against its board. Along random games of every shipped ruleset, so that positions no perft suite holds
// (late middlegames, e.p. squares, men about to promote) are counted both ways too.
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
        // The reference: the same game with every bit-set table taken away, so that the men's moves are
        // counted and the royal's checkers and pins found by walking their rays square by square.
        Game walked = g;
        walked.leap_counts.clear();
        walked.leap_count_use.clear();
        walked.slide_counts.clear();
        for (auto& lines : walked.attack_lines) lines.clear();
        const int plies = g.geo.squares() > 200 ? 8 : Plies;
        for (int game = 0; game < Games; ++game) {
            Position pos(g), reference(walked);
            pos.set_fen(g.setup_fen);
            reference.set_fen(g.setup_fen);
            for (int ply = 0; ply < plies; ++ply) {
                MoveList legal, walked_legal;
                generate_legal(pos, legal);
                generate_legal(reference, walked_legal);
                INFO(name << " game " << game << " ply " << ply << ": " << pos.fen());
                CHECK(count_legal(pos) == legal.size);
                CHECK(count_legal(reference) == legal.size);
                CHECK(std::equal(legal.moves, legal.moves + legal.size, walked_legal.moves,
                                 walked_legal.moves + walked_legal.size));
                CHECK(occupancy_matches(pos));
                if (legal.size == 0) break;
                const Move m = legal.moves[std::uniform_int_distribution<int>(0, legal.size - 1)(random)];
                pos.make(m);
                reference.make(m);
            }
            while (pos.ply() > 0) pos.unmake();
            INFO(name << " game " << game << " unmade to the start");
            CHECK(occupancy_matches(pos));
        }
    }
}

TEST_CASE("leaf count: a slide's first occupied square and the squares before it, across the two words", "[perft]") {
    // Hand-worked: a ray's squares, a set of occupied ones, the first met going up (rising) or down.
    const auto bits = [](std::initializer_list<int> squares) {
        SquareBits b;
        for (int s : squares) b.set(Square(s));
        return b;
    };
    const SquareBits up = bits({3, 10, 17, 24});  // a diagonal from square 3 on an 8-file board
    CHECK(first_in(up, bits({17, 24}), true) == 17);
    CHECK(count_before(up, 17, true) == 2);
    CHECK(first_in(up, bits({}), true) == -1);
    const SquareBits file = bits({44, 54, 64, 74});  // a 10-file board's e-file from e5, across bit 64
    CHECK(first_in(file, bits({74, 5}), true) == 74);
    CHECK(count_before(file, 74, true) == 3);
    CHECK(first_in(file, bits({44, 54, 74}), false) == 74);  // falling: the highest comes first
    CHECK(count_before(file, 54, false) == 2);               // 74 and 64 above it
    CHECK(count_before(file, 44, false) == 3);
    const SquareBits top = bits({127, 100, 63});
    CHECK(first_in(top, bits({63}), false) == 63);
    CHECK(count_before(top, 63, false) == 2);
    CHECK(count_before(top, 127, false) == 0);  // nothing above the last square
}

TEST_CASE("leaf count: hand-counted positions with slides and an e.p. square", "[perft]") {
    const auto counted = [](const char* ruleset, const char* fen) {
        const Game g = compile(load_ruleset((fs::path(VARIANT_SOURCE_DIR) / "rulesets" / ruleset).string()));
        Position pos(g);
        pos.set_fen(fen);
        MoveList legal;
        generate_legal(pos, legal);
        CHECK(count_legal(pos) == legal.size);
        return legal.size;
    };
    // Black: the king's 5 steps, the d-pawn's d3 and dxe3 e.p. (walked: e3 is a square it takes on), the
    // g-pawn's g3 (by masks: e3 is none of its squares), the h8 rook's g8, f8 and h7-h1 (9).
    CHECK(counted("chess.yaml", "4k2r/8/8/8/3pP1p1/8/8/4K3 b - e3 0 1") == 17);
    // Capablanca's 10x8 board, where the e-file crosses from the first word into the second (e7 is square 64).
    // White: the king's a2, b1, b2; the e2 rook's e3-e7, exe8, e1, d2-a2 (4), f2-j2 (5): 19.
    CHECK(counted("capablanca.yaml", "4r4k/10/10/10/10/10/4R5/K9 w - - 0 1") == 19);
    // Black: the king's i8, i7, j7; the e8 rook's e7-e3, exe2, d8-a8 (4), f8-i8 (4): 17.
    CHECK(counted("capablanca.yaml", "4r4k/10/10/10/10/10/4R5/K9 b - - 0 1") == 17);
}
