// count_legal's shortcuts (the men's rays walked without writing moves, the popcount masks of
// GameTables::leap_counts and the shifted sets of GameTables::shift_counts) against the written legal list, the
// reference; the legal list with the bit-set tables (leap_counts, slide_counts, attack_lines, the leap lookup's
// attackers_at) against the same game's without them, as sets (the tables write a man's moves in another order);
// and Position's occupancy against its board. Along random games of every shipped ruleset, so that positions no
// perft suite holds (late middlegames, e.p. squares, men about to promote) are counted both ways too.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <random>
#include <tuple>
#include <vector>

#include "interpreter/features/registry.hpp"
#include "interpreter/movegen/check_info.hpp"
#include "interpreter/movegen/legal.hpp"
#include "interpreter/ruleset/loader.hpp"
#include "tests/unit/build_kind.hpp"

using namespace variant;
namespace fs = std::filesystem;

namespace {

constexpr int Games = test::SmallBuild ? 2 : 6, Plies = test::SmallBuild ? 40 : 120;

// Does occupied(c) hold exactly the squares c's men stand on (of the first 128), far_men(c) those of its far
// attackers (GameTables::far_attacker_by_man), and each shift group's set exactly its type's men (and the
// unmoved ones among them)?
bool occupancy_matches(const Position& pos) {
    const Game& g = pos.game();
    const int squares = std::min(g.geo.squares(), SquareBitsMax);
    for (int c = 0; c < Colours; ++c)
        for (Square s{0}; s < squares; ++s) {
            const Man p = pos.at(s);
            if (pos.occupied(c).has(s) != (p && colour_of(p) == c)) return false;
            if (pos.far_men(c).has(s) != (p && colour_of(p) == c && g.far_attacker_by_man[p & TypeColourMask]))
                return false;
            for (int group = 0; group < int(g.shift_groups[c].size()); ++group) {
                const bool member = p && colour_of(p) == c && g.shift_group_by_man[p & TypeColourMask] == group;
                if (pos.group_men(c, group).has(s) != member) return false;
                if (pos.group_unmoved(c, group).has(s) != (member && (p & UnmovedBit))) return false;
            }
        }
    return true;
}

// The list's moves in one order: the masks write a man's moves square by square, the walk ray by ray.
std::vector<Move> in_one_order(const MoveList& list) {
    std::vector<Move> moves(list.moves, list.moves + list.size);
    const auto key = [](const Move& m) {
        return std::tuple(int(m.from), int(m.to), m.kt, int(m.via[0]), int(m.via[1]), int(m.via[2]));
    };
    std::sort(moves.begin(), moves.end(), [&](const Move& a, const Move& b) { return key(a) < key(b); });
    return moves;
}

// The leaf-count use byte (GameTables::leap_count_use) of the first player's man of the named type on `square`.
std::uint8_t use_of(const Game& g, const char* name, const char* square) {
    for (int t = 0; t < g.type_count(); ++t)
        if (g.types[std::size_t(t)].name == name)
            return g.leap_count_use[g.table_index(0, t, *parse_square(g.geo, square))];
    FAIL("no type " << name);
    return 0;
}

// The legal moves of the position, counted by count_legal and by the written list, which must agree.
int counted(const char* ruleset, const char* fen) {
    const Game g = compile(load_ruleset((fs::path(VARIANT_SOURCE_DIR) / "rulesets" / ruleset).string()));
    Position pos(g);
    pos.set_fen(fen);
    MoveList legal;
    generate_legal(pos, legal);
    CHECK(count_legal(pos) == legal.size);
    return legal.size;
}

}  // namespace

TEST_CASE("leaf count: count_legal equals the legal list along random games of every shipped ruleset", "[perft]") {
    std::mt19937 random(20261128);
    for (const auto& entry : fs::directory_iterator(fs::path(VARIANT_SOURCE_DIR) / "rulesets")) {
        if (entry.path().extension() != ".yaml") continue;
        const std::string name = entry.path().filename().string();
        const Game g = compile(load_ruleset(entry.path().string()));
        // The reference: the same game with every bit-set table taken away, so that the men's moves are
        // counted, the royal's checkers and pins found and the hoppers' attacks tested by walking their rays
        // square by square.
        Game walked = g;
        walked.leap_counts.clear();
        walked.leap_count_use.clear();
        walked.slide_counts.clear();
        walked.slide_sets.clear();
        walked.slide_set_reach.clear();
        walked.shift_counts.clear();
        for (auto& groups : walked.shift_groups) groups.clear();
        walked.shift_group_by_man.assign(walked.shift_group_by_man.size(), NoShiftGroup);
        for (auto& lines : walked.attack_lines) lines.clear();
        for (auto& lines : walked.hop_lines) lines.clear();
        for (auto& at : walked.attack_line_at) at.clear();
        for (auto& lines_union : walked.attack_line_union) lines_union.clear();
        for (auto& next_to : walked.attack_near) next_to.clear();
        for (auto& near : walked.leap_attacks.attackers_at) near.clear();  // every leap entry tested at every call
        // Found from the lines just cleared: without it the royal is lifted for every square he is tested on
        // (royal_lift_needed), as the count with it does only in check.
        for (bool& named : walked.attacks_by_named_lines) named = false;
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
                CHECK(in_one_order(legal) == in_one_order(walked_legal));
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
    // The one-word forms: which word holds a line, and its first occupied square as a bit.
    CHECK(word_of(up) == 0);
    CHECK(word_of(bits({70, 80})) == 1);
    CHECK(word_of(file) == 2);
    CHECK(first_bit(up.word[0], bits({17, 24}).word[0], true) == std::uint64_t(1) << 17);
    CHECK(first_bit(up.word[0], bits({10, 17, 30}).word[0], false) == std::uint64_t(1) << 17);  // 30 is off it
    CHECK(first_bit(up.word[0], bits({5}).word[0], true) == 0);
    CHECK(first_bit(bits({63, 60}).word[0], bits({63}).word[0], false) == std::uint64_t(1) << 63);
}

TEST_CASE("leaf count: hand-counted positions with slides and an e.p. square", "[perft]") {
    // Black: the king's 5 steps, the d-pawn's d3 and dxe3 e.p. (walked: e3 is a square it takes on), the
    // g-pawn's g3 (by masks: e3 is none of its squares), the h8 rook's g8, f8 and h7-h1 (9).
    CHECK(counted("chess.yaml", "4k2r/8/8/8/3pP1p1/8/8/4K3 b - e3 0 1") == 17);
    // Capablanca's 10x8 board, where the e-file crosses from the first word into the second (e7 is square 64).
    // White: the king's a2, b1, b2; the e2 rook's e3-e7, exe8, e1, d2-a2 (4), f2-j2 (5): 19.
    CHECK(counted("capablanca.yaml", "4r4k/10/10/10/10/10/4R5/K9 w - - 0 1") == 19);
    // Black: the king's i8, i7, j7; the e8 rook's e7-e3, exe2, d8-a8 (4), f8-i8 (4): 17.
    CHECK(counted("capablanca.yaml", "4r4k/10/10/10/10/10/4R5/K9 b - - 0 1") == 17);
}

TEST_CASE("leaf count: slides counted several at once by a table (slide sets), hand-counted", "[perft]") {
    // Each count is hand-worked, and Fairy-Stockfish 11.1 (`go perft 1` of the same variant and FEN) gives
    // the same. Where the CPU gathers bits fast (core/gather.hpp), these riders' slides are all in sets.
    const Game chess = compile(load_ruleset((fs::path(VARIANT_SOURCE_DIR) / "rulesets" / "chess.yaml").string()));
    CHECK(chess.slide_sets.empty() == !FastGather);
    // The a1 rook: a2-a4 and axa5 (the set stops at the knight, taking it), b1-d1; the king's d1, d2, e2, f2,
    // f1: 4 + 3 + 5 = 12.
    CHECK(counted("chess.yaml", "4k3/8/8/n7/8/8/8/R3K3 w - - 0 1") == 12);
    // The d5 queen: d6-d8, d4-d1, a5-c5, e5-h5, c6-a8, e6-g8, c4-a2, e4-h1 (3 + 4 + 3 + 4 + 3 + 3 + 3 + 4 = 27);
    // the king five: 32.
    CHECK(counted("chess.yaml", "4k3/8/8/3Q4/8/8/8/4K3 w - - 0 1") == 32);
    // Capablanca's 80 squares: the a-file crosses from the first word into the second (a7 is square 60, a8
    // 70), so the a1 rook's upward slide is a set of two words. a2-a8 (7), b1-i1 (8); the king's i1, i2, j2:
    // 18. With a black knight on a5: a2-a4, axa5, b1-i1 and the king's three: 15.
    CHECK(counted("capablanca.yaml", "4k5/10/10/10/10/10/10/R8K w - - 0 1") == 18);
    CHECK(counted("capablanca.yaml", "4k5/10/10/n9/10/10/10/R8K w - - 0 1") == 15);
}

TEST_CASE("leaf count: a man who only slides, by sets, is counted by his sets alone", "[perft]") {
    const Game capablanca = compile(
        load_ruleset((fs::path(VARIANT_SOURCE_DIR) / "rulesets" / "capablanca.yaml").string()));
    const auto sets_only = [&](const char* name, const char* square) {
        return (use_of(capablanca, name, square) & LeapCountSetsOnly) != 0;
    };
    // The rules' inputs: the rook, the bishop and the queen only slide; the archbishop (bishop and knight) and the
    // chancellor (rook and knight) leap too, the knight and the king only leap, the pawn steps and takes apart.
    // Without a fast gather no slide is in a set (core/gather.hpp).
    CHECK(sets_only("rook", "a1") == FastGather);
    CHECK(sets_only("bishop", "c1") == FastGather);
    CHECK(sets_only("queen", "e4") == FastGather);
    CHECK_FALSE(sets_only("archbishop", "c1"));
    CHECK_FALSE(sets_only("chancellor", "h1"));
    CHECK_FALSE(sets_only("knight", "b1"));
    CHECK_FALSE(sets_only("king", "f1"));
    CHECK_FALSE(sets_only("pawn", "e2"));
    // Counted by hand; Fairy-Stockfish 11.1's `go perft 1` of capablanca and the same FEN gives the same. White:
    // the c1 bishop's b2, a3 and d2-j8 (9); the f1 archbishop's e2, d3, c4, b5, axa6 (the black knight), g2, h3,
    // i4, j5 and his leaps d2, e3, g3, h2 (13); the j1 king's i1, i2, j2 (3): 25.
    CHECK(counted("capablanca.yaml", "4k5/10/n9/10/10/10/10/2B2A3K w - - 0 1") == 25);
}

TEST_CASE("leaf count: lame leaps and hops counted by the set tables, hand-counted", "[perft]") {
    const Game xiangqi = compile(load_ruleset((fs::path(VARIANT_SOURCE_DIR) / "rulesets" / "xiangqi.yaml").string()));
    const auto counted_by_sets = [&](const char* name, const char* square) {
        return use_of(xiangqi, name, square) != 0;
    };
    // The horse's leaps (each blocked by the square next to him), the elephant's (by the point he crosses) and
    // the cannon's capture (over one man) are counted by the tables on every CPU.
    CHECK(counted_by_sets("horse", "c3"));
    CHECK(counted_by_sets("elephant", "g5"));
    CHECK(counted_by_sets("cannon", "a7"));
    // Red: the c3 horse's a2, a4, b1, d1, e2, e4 (b5 and d5 blocked by the c4 soldier); the g5 elephant's e3
    // (i3 blocked by the h4 soldier; e7 and i7 across the river); the a7 cannon's a8 (the a9 chariot stops
    // him), a6-a1, b7-i7 and his capture of the a10 horse over the chariot (16); the general's e2 and f1 (d1
    // faces the black general on the open d-file); the c4 soldier's c5: 26, as Fairy-Stockfish 11.1 counts.
    CHECK(counted("xiangqi.yaml", "n2k5/r8/9/C8/9/6B2/2P4p1/2N6/9/4K4 w - - 0 1") == 26);
    // A hop reaches nothing on an empty board, yet a man that may hop onto a square must be asked whether he
    // makes a screen there. White's grasshopper on c4 has one move, over the d4 pawn to e4, which would be the
    // one man between his king on e1 and the black cannon on e8: illegal. The king's d1, d2, e2, f1, f2: 5.
    CHECK(counted("../tests/data/rulesets/grasshopper-cannon.yaml", "4c1k1/8/8/8/2Gp4/8/8/4K3 w - - 0 1") == 5);
}

TEST_CASE("leaf count: pawns counted as a group by shifting their set, hand-counted", "[perft]") {
    // Each count is hand-worked, and Fairy-Stockfish 11.1 (`go perft 1` of the same variant and FEN) gives
    // the same. Every position has enough pawns of one side to be counted by shifts (ShiftGroup::pays).
    // Horde, White: a2-a3, a2-a4, c2-c3, c2-c4, b1-b2, b1-b3 (the double step from the first rank); a1 is
    // blocked by a2: 6.
    CHECK(counted("horde.yaml", "4k3/8/8/8/8/8/P1P5/PP6 w - - 0 1") == 6);
    // A knight on b3: b1-b3 lands on it (no), a2 and c2 take it: 3 + 3 + 1 = 7.
    CHECK(counted("horde.yaml", "4k3/8/8/8/8/1n6/P1P5/PP6 w - - 0 1") == 7);
    // Breakthrough's men step forward and diagonally forward, and take diagonally: b2-b3, b2-a3, b2xc3;
    // d2-d3, d2-e3, d2xc3 (no step onto c3); h2-h3, h2-g3: 3 + 3 + 2 = 8.
    CHECK(counted("breakthrough.yaml", "8/8/8/8/8/2p5/1P1P3P/8 w - - 0 1") == 8);
    // Chess, the double step only unmoved: a2-a3, a2-a4; b3-b4 (moved); d2-d3, d2-d4, d2xc3; the king e1-f1,
    // e1-f2 (d1 and e2 are the knight's, d2 his own pawn's): 2 + 1 + 3 + 2 = 8.
    CHECK(counted("chess.yaml", "4k3/8/8/8/8/1Pn5/P2P4/4K3 w - - 0 1") == 8);
    // An e.p. square: the pawn that may take e.p. is counted by himself, the others by shifts. a2, b2, c2 two
    // each; e5-e6, e5xd6 e.p.; the king five: 13.
    CHECK(counted("chess.yaml", "4k3/8/8/3pP3/8/8/PPP5/4K3 w - d6 0 1") == 13);
    // Two pawns beside the victim: c5-c6, c5xd6, e5-e6, e5xd6; a2 and b2 two each; the king five: 13.
    CHECK(counted("chess.yaml", "4k3/8/8/2PpP3/8/8/PP6/4K3 w - d6 0 1") == 13);
    // Black's: a7 and b7 two each, c4-c3, c4xd3, e4-e3, e4xd3, the king five: 13.
    CHECK(counted("chess.yaml", "4k3/pp6/8/8/2pPp3/8/8/4K3 b - d3 0 1") == 13);
    // Capablanca's 80 squares take two words: a2-a3, a2-a4; b2-b3, b2-b4, b2xc3; c2 blocked; d2-d3, d2-d4,
    // d2xc3; the king e1-f1, e1-f2 (d1 and e2 are the knight's): 2 + 3 + 0 + 3 + 2 = 10.
    CHECK(counted("capablanca.yaml", "4k5/10/10/10/10/2n7/PPPP6/4K5 w - - 0 1") == 10);
}

TEST_CASE("leaf count: the royal's moves tested square by square, hand-counted", "[perft]") {
    // White's lone king on e1, not in check. The d2 knight guards f1; the h2 rook guards e2 and f2, and d2
    // through them; the c2 pawn guards d1. Stalemate: no move.
    CHECK(counted("chess.yaml", "4k3/8/8/8/8/8/2pn3r/4K3 w - - 0 1") == 0);
    // Without the pawn d1 is free: one move.
    CHECK(counted("chess.yaml", "4k3/8/8/8/8/8/3n3r/4K3 w - - 0 1") == 1);
    // Shako's cannon on a1 would hop over the king on c1 to d1; once the king has left c1 nothing stands
    // between, so d1 is safe, and so are b1 (no screen), b2, c2 and d2: 5 moves.
    CHECK(counted("shako.yaml", "9k/10/10/10/10/10/10/10/10/c1K7 w - - 0 1") == 5);
}

TEST_CASE("leaf count: the royal lifted off his square only where an attack may run through it", "[perft]") {
    const auto game = [](const char* ruleset) {
        return compile(load_ruleset((fs::path(VARIANT_SOURCE_DIR) / "rulesets" / ruleset).string()));
    };
    // Is the side to move's royal lifted before his squares are tested (royal_lift_needed)?
    const auto lifted = [](const Game& g, const char* fen) {
        Position pos(g);
        pos.set_fen(fen);
        Checks ci;
        ci.royal = pos.royal_square(pos.side());
        compute_checks(pos, pos.side(), ci);
        return royal_lift_needed(pos, ci.checkers > 0);
    };
    // Chess attacks along lines only. Out of check no line to a square next to the king runs through his own:
    // he stays. In check from the a1 rook, the rank runs on through e1 to f1: he is lifted.
    const Game chess = game("chess.yaml");
    CHECK_FALSE(lifted(chess, "k3r3/8/4p3/8/4K3/8/8/8 w - - 0 1"));
    CHECK(lifted(chess, "4k3/8/8/8/8/8/8/r3K3 w - - 0 1"));
    // Xiangqi's horse is a lame leaper (the general may be the man on its leg), shako's cannon a hopper (the
    // king may be its screen): lifted even out of check.
    CHECK(lifted(game("xiangqi.yaml"), "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1"));
    CHECK(lifted(game("shako.yaml"), "9k/10/10/10/10/10/10/10/10/c1K7 w - - 0 1"));
    // The same two chess positions, counted by hand; Fairy-Stockfish 11.1's `go perft 1` gives both counts too.
    // The e4 king, not in check: the e8 rook is stopped by the e6 pawn, which guards d5 and f5; d3, d4, e3, e5,
    // f3, f4: 6.
    CHECK(counted("chess.yaml", "k3r3/8/4p3/8/4K3/8/8/8 w - - 0 1") == 6);
    // The e1 king in check from the a1 rook: d2, e2, f2 (d1 and f1 lie on the rank): 3.
    CHECK(counted("chess.yaml", "4k3/8/8/8/8/8/8/r3K3 w - - 0 1") == 3);
}

TEST_CASE("leaf count: checks and pins found along the lines that hold an enemy (attack_line_at), hand-counted",
          "[perft]") {
    const auto game = [](const char* ruleset) {
        return compile(load_ruleset((fs::path(VARIANT_SOURCE_DIR) / "rulesets" / ruleset).string()));
    };
    // Chess: from any square, each square lies on one line at most (a rank, a file, a diagonal or a knight's
    // leap), so every direction a man lies along is named by his square.
    const Game chess = game("chess.yaml");
    for (int c = 0; c < Colours; ++c) CHECK(chess.attack_line_at[c].size() == 64 * 64);
    // Courier chess: the alfil's leap two squares diagonally lands on the courier's (bishop's) diagonal, so
    // that square lies on two lines from one square, and every direction is tried instead.
    const Game courier = game("courier.yaml");
    for (int c = 0; c < Colours; ++c) CHECK(courier.attack_line_at[c].empty());
    // White's king on e1 in check from the a5 bishop (along b4, c3, d2); the e2 knight pinned by the e8 rook
    // behind it: the king to d1, f1 or f2 (d2 lies on the bishop's line): 3, as Fairy-Stockfish 11.1 counts.
    CHECK(counted("chess.yaml", "4r1k1/8/8/b7/8/8/4N3/4K3 w - - 0 1") == 3);
    // Two rooks on the e-file: the knight is pinned by the first (e7), the king goes to d1, d2, f1 or f2: 4.
    CHECK(counted("chess.yaml", "4r1k1/4r3/8/8/8/8/4N3/4K3 w - - 0 1") == 4);
    // A man next to the royal is tested by his type's range alone (GameTables::attack_near), a man farther out
    // only if his type reaches two squares or more somewhere (Position::far_men). The queen on d2 checks from
    // next to the king, who may take her or go to f1 (d1, e2, f2 are hers): 2.
    CHECK(counted("chess.yaml", "4k3/8/8/8/8/8/3q4/4K3 w - - 0 1") == 2);
    // Shogi's dragon (a rook that also steps one square diagonally) two squares diagonally from the king (c3,
    // e1) does not check him; of his five squares only d2 is the dragon's: 4. Next to him on d2 the dragon
    // checks, and the king takes it or goes to f1: 2. Fairy-Stockfish 11.1's `go perft 1` counts both so.
    CHECK(counted("shogi.yaml", "4k4/9/9/9/9/9/2+r6/9/4K4[-] w - - 0 1") == 4);
    CHECK(counted("shogi.yaml", "4k4/9/9/9/9/9/9/3+r5/4K4[-] w - - 0 1") == 2);
}

TEST_CASE("leaf count: xiangqi's facing generals, hand-counted", "[perft]") {
    // Fairy-Stockfish 11.1's `go perft 1` gives the same four counts.
    // The red general on d1 may step to d2 or e1; on e1 he would face the black general down the open e-file.
    CHECK(counted("xiangqi.yaml", "4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1") == 1);
    // With the black general on f10 neither step faces him (the filter cannot strike: perft counts without
    // it): d2, e1, and the a1 chariot's a2-a10 and b1, c1: 13.
    CHECK(counted("xiangqi.yaml", "5k3/9/9/9/9/9/9/9/9/R2K5 w - - 0 1") == 13);
    // The horse on e5, the only man between the generals, may not leave the file, and his every move does;
    // the general's d1, f1 and e2 (the horse still between): 3.
    CHECK(counted("xiangqi.yaml", "4k4/9/9/9/9/4N4/9/9/9/4K4 w - - 0 1") == 3);
    // Taking the e2 horse, the first man on the black general's file, would leave the generals facing: d1, d3.
    CHECK(counted("xiangqi.yaml", "4k4/9/9/9/9/9/9/9/3Kn4/9 w - - 0 1") == 2);
}
