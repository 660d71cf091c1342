// The search: mates found in hand-worked positions, limits honoured, and every move it chooses legal in
// every shipped ruleset (short self-play games).
#include <catch2/catch.hpp>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <map>
#include <memory>
#include <tuple>

#include "interpreter/features/registry.hpp"
#include "interpreter/movegen/legal.hpp"
#include "interpreter/movegen/movegen.hpp"
#include "interpreter/ruleset/loader.hpp"
#include "interpreter/search/search.hpp"
#include "tests/unit/build_kind.hpp"

using namespace variant;
namespace fs = std::filesystem;

namespace {

// The sanitizer and debug builds play the same games shorter.
constexpr int SelfPlayNodes = test::SmallBuild ? 60 : 300, SelfPlayPlies = test::SmallBuild ? 12 : 40;

const Game& load(const std::string& relative) {
    static std::map<std::string, std::unique_ptr<Game>> games;
    auto& g = games[relative];
    if (!g) g = std::make_unique<Game>(compile(load_ruleset(std::string(VARIANT_SOURCE_DIR) + "/" + relative)));
    return *g;
}

SearchResult think(const Game& g, const std::string& fen, SearchLimits limits) {
    Position pos(g);
    pos.set_fen(fen);
    Searcher searcher(g, 4, 1);
    return searcher.think(pos, {}, limits);
}

std::string text(const Game& g, const std::string& fen, Move m) {
    Position pos(g);
    pos.set_fen(fen);
    return move_to_string(pos, m);
}

// The legal captures and promotions at the last ply of a perft to `depth`: tactical_moves' lists, summed.
long tactical_leaves(Position& pos, int depth) {
    MoveList list;
    if (depth == 1) {
        tactical_moves(pos, list);
        return list.size;
    }
    generate_legal(pos, list);
    long n = 0;
    for (const Move m : list) {
        pos.make(m);
        n += tactical_leaves(pos, depth - 1);
        pos.unmake();
    }
    return n;
}

// tactical_moves gives the legal moves that is_tactical keeps, each once, whatever order (both as if the game
// had not ended).
void check_tactical_moves(Position& pos) {
    MoveList legal, tactical;
    legal_moves(pos, legal);
    tactical_moves(pos, tactical);
    std::vector<Move> want, got(tactical.begin(), tactical.end());
    for (const Move m : legal)
        if (is_tactical(pos, m)) want.push_back(m);
    const auto order = [](const Move& a, const Move& b) {
        return std::tie(a.from, a.to, a.kt, a.via[0], a.via[1], a.via[2]) <
               std::tie(b.from, b.to, b.kt, b.via[0], b.via[1], b.via[2]);
    };
    std::sort(want.begin(), want.end(), order);
    std::sort(got.begin(), got.end(), order);
    CHECK(got == want);
}

}  // namespace

// The quiescence search's moves: the captures (e.p. ones among them) at the last ply of chess perft, as the
// Chess Programming Wiki's "Perft Results" page publishes them (no promotion is possible at these depths, so
// the captures are all the tactical moves): the start position at depth 4, 1,576; Kiwipete at depth 3,
// 17,102; its position 3 at depth 4, 3,348.
TEST_CASE("search: quiescence's moves are perft's published captures", "[search]") {
    const Game& g = load("rulesets/chess.yaml");
    const std::pair<const char*, std::pair<int, long>> cases[] = {
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", {4, 1576}},
        {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", {3, 17102}},
        {"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", {4, 3348}},
    };
    for (const auto& [fen, expected] : cases) {
        Position pos(g);
        pos.set_fen(fen);
        INFO(fen);
        CHECK(tactical_leaves(pos, expected.first) == expected.second);
    }
}

// Hand-worked: the black king on a8 has a7, b7 and b8; the white king on b6 takes a7 and b7 away, and the
// rook's check along the eighth rank takes b8: h1h8 mates at once, and nothing else does.
TEST_CASE("search: chess mate in one", "[search]") {
    const Game& g = load("rulesets/chess.yaml");
    const std::string fen = "k7/8/1K6/8/8/8/8/7R w - - 0 1";
    SearchLimits limits;
    limits.depth = 3;
    const SearchResult r = think(g, fen, limits);
    REQUIRE(r.has_move);
    CHECK(text(g, fen, r.best) == "h1h8");
    CHECK(is_mate_score(r.score));
    CHECK(mate_plies(r.score) == 1);
}

// Hand-worked: with the white king on c6 the rook's check from h8 lets the king out to a7. 1. Kb6 leaves
// Black only Kb8 (a7 and b7 are the white king's), and 2. Rh8 mates: a mate in two moves (three plies).
TEST_CASE("search: chess mate in two", "[search]") {
    const Game& g = load("rulesets/chess.yaml");
    const std::string fen = "k7/8/2K5/8/8/8/8/7R w - - 0 1";
    SearchLimits limits;
    limits.depth = 5;
    const SearchResult r = think(g, fen, limits);
    REQUIRE(r.has_move);
    CHECK(is_mate_score(r.score));
    CHECK(mate_plies(r.score) == 3);
}

// Hand-worked tsume: a gold dropped on e8 (in front of the king on e9, guarded by the pawn on e7) covers
// d9, f9, d8 and f8: mate. A gold dropped anywhere else leaves the king a square.
TEST_CASE("search: shogi mate in one by a drop", "[search]") {
    const Game& g = load("rulesets/shogi.yaml");
    const std::string fen = "4k4/9/4P4/9/9/9/9/9/4K4[G] w - - 0 1";
    SearchLimits limits;
    limits.depth = 3;
    const SearchResult r = think(g, fen, limits);
    REQUIRE(r.has_move);
    CHECK(text(g, fen, r.best) == "G@e8");
    CHECK(mate_plies(r.score) == 1);
}

// A hanging queen is taken: black's queen on d5 stands unprotected in the white knight's leap from c3
// (hand-worked: nothing of black's can retake on d5). After it White is a knight up (chess.yaml: 3 pawns)
// where it was a queen down.
TEST_CASE("search: takes a queen left en prise", "[search]") {
    const Game& g = load("rulesets/chess.yaml");
    const std::string fen = "4k3/8/8/3q4/8/2N5/8/4K3 w - - 0 1";
    SearchLimits limits;
    limits.depth = 4;
    const SearchResult r = think(g, fen, limits);
    CHECK(text(g, fen, r.best) == "c3d5");
    CHECK(r.score > 200);
}

TEST_CASE("search: a finished game has no move", "[search]") {
    const Game& g = load("rulesets/chess.yaml");
    SearchLimits limits;
    limits.depth = 2;
    // Fool's mate: White is mated.
    const SearchResult r = think(g, "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3", limits);
    CHECK_FALSE(r.has_move);
}

// The node limit stops the search; a stop flag already set returns a legal move at once.
TEST_CASE("search: node limit and stop", "[search]") {
    const Game& g = load("rulesets/chess.yaml");
    SearchLimits limits;
    limits.nodes = 2000;
    const SearchResult r = think(g, g.setup_fen, limits);
    CHECK(r.has_move);
    CHECK(r.nodes < 2000 + 16 * 2);
    Position pos(g);
    pos.set_fen(g.setup_fen);
    Searcher searcher(g, 1, 2);
    std::atomic<bool> stop{true};
    SearchLimits none;
    none.infinite = true;
    const SearchResult s = searcher.think(pos, {}, none, nullptr, &stop);
    CHECK(s.has_move);
}

// A game clock, each plan worked by hand from plan_clock's rule.
TEST_CASE("search: the clock's plan", "[search]") {
    struct Case {
        int left, increment, moves_to_go;
        double hard, soft;
    };
    const Case cases[] = {
        // 4000 ms left keep 100 back; 3900 / 30 moves is 130 ms a move: hard 2.5 shares, soft 0.6 of one.
        {4000, 0, 0, 325, 78},
        // 200 ms left keep a quarter (50) back: 150 / 30 = 5 ms a move.
        {200, 0, 0, 12.5, 3},
        // An increment adds 0.8 of what it gives beyond a move's 10 ms overhead; moves to go replace the 30:
        // 3900 / 10 + 0.8 * 990 = 1182, soft 0.6 of that, hard half of what is left (1950).
        {4000, 1000, 9, 1950, 709.2},
        // A low bank: 5 ms of it and 30 - 10 = 20 of increment, a share of 5 + 16 = 21 (soft 12.6); the hard
        // stop spends the increment once, 2.5 * 5 + 20 = 32.5, not 2.5 shares (52.5).
        {200, 30, 0, 32.5, 12.6},
        // An increment no larger than the overhead adds nothing.
        {200, 10, 0, 12.5, 3},
    };
    for (const Case& c : cases) {
        SearchLimits limits;
        limits.time_left_ms = c.left;
        limits.increment_ms = c.increment;
        limits.moves_to_go = c.moves_to_go;
        const ClockPlan plan = plan_clock(limits);
        INFO(c.left << " ms + " << c.increment << " ms, " << c.moves_to_go << " moves to go");
        CHECK(plan.hard_ms == Approx(c.hard));
        CHECK(plan.soft_ms == Approx(c.soft));
    }
}

// Hand-worked: the black king on h8, checked along the eighth rank by the rook on a8, has h7 only (g8 is
// on the rook's rank, g7 next to the white king on f6). On a clock the lone move is played without a search.
TEST_CASE("search: a lone legal move on a clock is played at once", "[search]") {
    const Game& g = load("rulesets/chess.yaml");
    const std::string fen = "R6k/8/5K2/8/8/8/8/8 b - - 0 1";
    SearchLimits limits;
    limits.time_left_ms = 60000;
    const SearchResult r = think(g, fen, limits);
    REQUIRE(r.has_move);
    CHECK(text(g, fen, r.best) == "h8h7");
    CHECK(r.depth == 0);
    CHECK(r.nodes == 0);
}

// `engine: values:` replaces a piece's worth in pawns for the search (shatranj's knight: 450 centipawns,
// as its ruleset sets it), and leaves the others at their `value` (the pawn: 1 pawn, 100 centipawns).
TEST_CASE("search: a ruleset's engine values", "[search]") {
    const Game& g = load("rulesets/shatranj.yaml");
    Searcher searcher(g, 1, 1);
    for (int t = 0; t < g.type_count(); ++t) {
        if (g.types[std::size_t(t)].name == "knight") CHECK(searcher.evaluator().type_value(t) == 450);
        if (g.types[std::size_t(t)].name == "pawn") CHECK(searcher.evaluator().type_value(t) == 100);
    }
}

// `engine: weights:` replaces the weights it names and leaves the others at docs/engine.md's defaults (the
// centre 4, mobility 3, royal safety 12, tempo 10); a promotion divisor of 0, which the range allows, is taken
// as 1: it divides.
TEST_CASE("search: a ruleset's engine weights", "[search]") {
    const Game g = compile(load_ruleset_from_string("name: Weights\n"
                                                    "board: {files: 5, ranks: 5}\n"
                                                    "pieces:\n"
                                                    "  king: {code: K, betza: K, royal: true}\n"
                                                    "setup: 4k/5/5/5/4K w - - 0 1\n"
                                                    "engine:\n"
                                                    "  weights: {tempo: 0, mobility: 7, promotion_divisor: 0}\n",
                                                    "weights.yaml"));
    const EvalWeights w = with_game_weights(g, EvalWeights{});
    CHECK(w.tempo == 0);
    CHECK(w.mobility == 7);
    CHECK(w.promotion_divisor == 1);
    CHECK(w.centre == 4);
    CHECK(w.royal_exposure == 12);
    const EvalWeights untouched = with_game_weights(load("rulesets/chess.yaml"), EvalWeights{});
    CHECK(untouched.tempo == 10);
    CHECK(untouched.mobility == 3);
}

// Makruk's counting rule gives a king and rook 16 moves to mate a bare king (the count for one rook, as
// Fairy-Stockfish and the Thai rules set it), and the longest such mate with best play is 16 moves (the
// published king-and-rook-against-king tablebase). Playing both sides at a fixed depth, the search must
// drive the bare king from the centre to the edge and mate it inside that count: material alone gives it
// no direction (the ending's mop-up term, docs/engine.md). Depth 10: at depth 8 the mate took 16 moves or 17
// depending on the order the men's moves are generated in (which ties the search breaks first).
TEST_CASE("search: king and rook mate a bare king within makruk's count", "[search]") {
    const Game& g = load("rulesets/makruk.yaml");
    Position pos(g);
    pos.set_fen("8/8/3k4/8/8/8/1R6/4K3 w - - 0 1");
    Searcher searcher(g, 4, 1);
    SearchLimits limits;
    limits.depth = 10;
    std::vector<std::uint64_t> keys;
    int plies = 0;
    for (; plies < 2 * 16; ++plies) {
        const SearchResult r = searcher.think(pos, keys, limits);
        if (!r.has_move) break;
        keys.push_back(pos.key());
        pos.make(r.best);
    }
    INFO(pos.fen());
    CHECK(plies % 2 == 1);  // black, to move, has no move left
    CHECK(plies < 2 * 16);
    MoveList legal;
    generate_legal(pos, legal);
    CHECK(legal.size == 0);
    CHECK(in_check(pos));
}

// Every shipped ruleset: two short games of the engine against itself at a small node limit per move; each
// move it chooses is in the legal list of the position, and a game stops only where no move is left or at
// the ply cap. On the way, quiescence's own generation (tactical_moves) is checked against the legal moves.
TEST_CASE("search: self-play of every shipped ruleset chooses legal moves", "[search][selfplay]") {
    for (const auto& entry : fs::directory_iterator(fs::path(VARIANT_SOURCE_DIR) / "rulesets")) {
        if (entry.path().extension() != ".yaml") continue;
        const std::string name = "rulesets/" + entry.path().filename().string();
        const Game& g = load(name);
        const bool huge = g.geo.squares() > 200;
        Searcher searcher(g, 1, 1);
        SearchLimits limits;
        limits.nodes = huge ? 30 : SelfPlayNodes;
        for (int game = 0; game < 2; ++game) {
            Position pos(g);
            pos.set_fen(g.setup_fen);
            std::vector<std::uint64_t> keys;
            const int cap = huge ? 6 : SelfPlayPlies;
            for (int ply = 0; ply < cap; ++ply) {
                MoveList legal;
                generate_legal(pos, legal);
                const SearchResult r = searcher.think(pos, keys, limits);
                INFO(name << " game " << game << " ply " << ply << ": " << pos.fen());
                check_tactical_moves(pos);
                REQUIRE(r.has_move == (legal.size > 0));
                if (!r.has_move) break;
                CHECK(std::find(legal.begin(), legal.end(), r.best) != legal.end());
                keys.push_back(pos.key());
                pos.make(r.best);
            }
            searcher.new_game();
            limits.nodes += 17;  // the second game differs
        }
    }
}
