// Limits of the fixed-size tables in the hot path: past them the engine must stay exact, never truncate.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <tuple>
#include <vector>

#include "interpreter/features/registry.hpp"
#include "interpreter/movegen/legal.hpp"
#include "interpreter/perft/perft.hpp"
#include "interpreter/ruleset/loader.hpp"

using namespace variant;

namespace {

constexpr int Side = 36;  // the largest board

// A 36x36 FEN from a sparse list of (file, rank, letter), 0-based from a1.
std::string fen_of(const std::vector<std::tuple<int, int, char>>& men, char side) {
    std::vector<std::string> grid(Side, std::string(Side, '.'));
    for (auto [f, r, c] : men) grid[std::size_t(r)][std::size_t(f)] = c;
    std::string fen;
    for (int r = Side - 1; r >= 0; --r) {
        int empty = 0;
        for (int f = 0; f < Side; ++f) {
            char c = grid[std::size_t(r)][std::size_t(f)];
            if (c == '.') {
                ++empty;
                continue;
            }
            if (empty) fen += std::to_string(empty), empty = 0;
            fen += c;
        }
        if (empty) fen += std::to_string(empty);
        if (r) fen += '/';
    }
    return fen + " " + side + " - - 0 1";
}

Game big_game(const std::string& pieces, const std::string& royalty, const std::string& fen) {
    std::string yaml = "name: Big\n"
                       "board: {files: 36, ranks: 36}\n"
                       "pieces:\n"
                       "  king: {code: K, betza: K, royal: true}\n" +
                       pieces + "royalty: " + royalty +
                       "\n"
                       "setup: " +
                       fen + "\n";
    return compile(load_ruleset_from_string(yaml, "big.yaml"));
}

}  // namespace

TEST_CASE("a position with more moves than the move list's inline buffer loses none", "[engine][limits]") {
    // Seven universal leapers on an otherwise empty 36x36 board: each reaches the 1287 empty squares and
    // captures the black king (no check rule), and the white king on a1 has 3 steps: 7 * 1288 + 3 = 9019,
    // past the 8192 moves that fit inline (the old list stopped at 8192 without a word).
    std::vector<std::tuple<int, int, char>> men{{0, 0, 'K'}, {0, 35, 'k'}};
    for (int f = 0; f < 7; ++f) men.emplace_back(f, 17, 'X');
    Game g = big_game("  any: {code: X, betza: U}\n", "capture-last-royal", fen_of(men, 'w'));
    Position pos(g);
    pos.set_fen(g.setup_fen);
    MoveList list;
    generate_legal(pos, list);
    CHECK(list.size == 9019);
    CHECK(list.spilled());
    CHECK(perft(pos, 1) == 9019);
}

TEST_CASE("the move list grows past its buffer by doubling and keeps every move in order", "[engine][limits]") {
    MoveList list;
    const int n = 3 * MoveList::Capacity + 5;
    for (int i = 0; i < n; ++i) list.push(Move::make(i & 0xffff, (i * 7) & 0xffff));
    REQUIRE(list.size == n);
    bool in_order = true;
    for (int i = 0; i < n; ++i) in_order = in_order && list.moves[i] == Move::make(i & 0xffff, (i * 7) & 0xffff);
    CHECK(in_order);
}

TEST_CASE("more pins than the old table of 64 are all respected", "[engine][limits]") {
    // The white king stands on r18 of a 36x36 board. Along each of 80 rider directions (the orthogonals
    // and diagonals, and the 72 of (1,2) (1,3) (2,3) (1,4) (3,4) (1,5) (2,5) (3,5) (4,5)) a white leaper of
    // every one of those steps stands next to the king (one step v) and a black rider of that direction two
    // steps away (2v). (Not a universal leaper: it would attack the black king, with white to move.)
    // Every leaper is pinned: its one legal move is to capture its own pinner; any other move uncovers
    // the king. The king has no move (its 8 neighbours are its own men). So there are exactly 80 moves.
    const int kf = 17, kr = 17;
    std::vector<std::pair<int, int>> bases{{1, 0}, {1, 1}, {1, 2}, {1, 3}, {2, 3}, {1, 4},
                                           {3, 4}, {1, 5}, {2, 5}, {3, 5}, {4, 5}};
    std::vector<std::pair<int, int>> dirs;
    for (auto [a, b] : bases)
        for (int sx : {1, -1})
            for (int sy : {1, -1})
                for (bool swap : {false, true}) {
                    std::pair<int, int> v = swap ? std::pair{sy * b, sx * a} : std::pair{sx * a, sy * b};
                    if (std::find(dirs.begin(), dirs.end(), v) == dirs.end()) dirs.push_back(v);
                }
    REQUIRE(dirs.size() == 80);
    std::vector<std::tuple<int, int, char>> men{{kf, kr, 'K'}, {0, 35, 'k'}};
    for (auto [dx, dy] : dirs) {
        men.emplace_back(kf + dx, kr + dy, 'X');
        men.emplace_back(kf + 2 * dx, kr + 2 * dy, 's');
    }
    const std::string pieces =
        "  any: {code: X, betza: \"WF(1,2)(1,3)(2,3)(1,4)(3,4)(1,5)(2,5)(3,5)(4,5)\"}\n"
        "  slider: {code: S, betza: \"W0F0(1,2)0(1,3)0(2,3)0(1,4)0(3,4)0(1,5)0(2,5)0(3,5)0(4,5)0\"}\n";
    Game g = big_game(pieces, "check", fen_of(men, 'w'));
    Position pos(g);
    pos.set_fen(g.setup_fen);
    MoveList list;
    generate_legal(pos, list);
    CHECK(list.size == 80);
    for (const Move& m : list) CHECK(pos.at(m.to) != 0);  // every one captures a pinner
}

TEST_CASE("a check from the far end of the largest board can be blocked or captured", "[engine][limits]") {
    // White king a1, black rook a36 checks along 35 squares (the longest block list). White's answers:
    // Kb1, Kb2 (a2 is attacked), the rook on aj20 blocks on a20, the rook on b36 captures on a36: 4 moves.
    Game g = big_game("  rook: {code: R, betza: R}\n", "check",
                      fen_of({{0, 0, 'K'}, {0, 35, 'r'}, {35, 19, 'R'}, {1, 35, 'R'}, {20, 10, 'k'}}, 'w'));
    Position pos(g);
    pos.set_fen(g.setup_fen);
    CHECK(perft(pos, 1) == 4);
}

TEST_CASE("a game with more piece types than a man can encode is refused where the first extra one is",
          "[engine][limits]") {
    // A man keeps its type in 10 bits: 1023 types fit, the 1024th would alias type 0.
    auto yaml_with = [](int extra) {
        std::string yaml =
            "name: Many\nboard: {files: 8, ranks: 8}\npieces:\n  king: {code: K, betza: K, royal: true}\n";
        for (int i = 0; i < extra; ++i) {
            std::string code{char('A' + i / 676), char('A' + i / 26 % 26), char('A' + i % 26)};
            yaml += "  p" + std::to_string(i) + ": {code: " + code + ", betza: W}\n";
        }
        return yaml + "royalty: check\nsetup: 4k3/8/8/8/8/8/8/4K3 w - - 0 1\n";
    };
    CHECK(compile(load_ruleset_from_string(yaml_with(MaxPieceTypes - 1), "many.yaml")).type_count() == MaxPieceTypes);
    CHECK_THROWS_WITH(compile(load_ruleset_from_string(yaml_with(MaxPieceTypes), "many.yaml")),
                      Catch::Contains("many.yaml:1027:3: error: too many piece types"));
}

TEST_CASE("reserve counts in a FEN that would overflow are refused, not wrapped", "[engine][limits]") {
    Game g = compile(
        load_ruleset_from_string("name: Hand\nboard: {files: 8, ranks: 8}\n"
                                 "pieces:\n  king: {code: K, betza: K, royal: true}\n  queen: {code: Q, betza: Q}\n"
                                 "reserves:\n  hand: {}\ncaptures: {to: captor-reserve, reserve: hand}\ndrops:\n  - "
                                 "{from: hand}\nroyalty: check\nsetup: 4k3/8/8/8/8/8/8/4K3 w - - 0 1\n",
                                 "hand.yaml"));
    Position pos(g);
    pos.set_fen("4k3/8/8/8/8/8/8/4K3[9999Q] w - - 0 1");
    CHECK(perft(pos, 1) == 5 + 62);
    CHECK_THROWS_WITH(pos.set_fen("4k3/8/8/8/8/8/8/4K3[9999Q9999Q9999Q9999Q] w - - 0 1"),
                      Catch::Contains("count too large"));
}
