// Deep perft (issue 20): the tree split below the root among threads, the perft hash, --split. Every count is
// a published one: chess from the start 20 / 400 / 8,902 / 197,281 / 4,865,609 and kiwipete 48 / 2,039 /
// 97,862 (chessprogramming.org, "Perft Results"); shogi from the start 30 / 900 / 25,470 / 719,731 (the
// published shogi perft table, chessprogramming.org "Shogi Perft"); crazyhouse from the start 8,902 at depth 3
// (no drop can happen before ply 4, so it is chess's). The key tests change one piece of state and need a
// different key (and the one computed from scratch).
#include <catch2/catch.hpp>

#include <sstream>

#include "interpreter/features/en_passant.hpp"
#include "interpreter/perft/perft.hpp"
#include "interpreter/perft/subtrees.hpp"
#include "tests/unit/engine_test_support.hpp"
#include "tests/unit/run_variant.hpp"

using namespace variant;

namespace {

const char* const kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

struct Case {
    const char* game;
    const char* fen;  // nullptr: the setup
    int depth;
    std::uint64_t nodes;
};
const Case cases[] = {
    {"chess", nullptr, 4, 197281},
    {"chess", kiwipete, 3, 97862},
    {"shogi", nullptr, 3, 25470},
    {"crazyhouse", nullptr, 3, 8902},
};

Position start(const Case& c) {
    Position pos(test::game(c.game));
    pos.set_fen(c.fen ? c.fen : test::game(c.game).setup_fen);
    return pos;
}

std::uint64_t sum(const std::vector<DivideEntry>& entries) {
    std::uint64_t n = 0;
    for (const auto& e : entries) {
        CHECK(e.counted);
        n += e.nodes;
    }
    return n;
}

}  // namespace

TEST_CASE("the tree is split below the root, and every thread count counts the same", "[perft][deep]") {
    for (const Case& c : cases) {
        INFO(c.game << " depth " << c.depth);
        const Position pos = start(c);
        // With 8 workers the cut goes below the root moves (64 subtrees per worker wanted).
        std::vector<Move> roots;
        const auto subtrees = split_for(pos, c.depth, 8 * 64, roots);
        CHECK(subtrees.front().plies >= 2);
        const auto one = divide(pos, c.depth, 1);
        CHECK(sum(one) == c.nodes);
        for (int threads : {2, 3, 8}) {
            const auto many = divide(pos, c.depth, threads);
            REQUIRE(many.size() == one.size());
            for (std::size_t i = 0; i < one.size(); ++i) {
                CHECK(many[i].move == one[i].move);
                CHECK(many[i].nodes == one[i].nodes);
            }
        }
    }
}

TEST_CASE("the perft hash changes no count, on any thread count", "[perft][deep][hash]") {
    for (const Case& c : cases) {
        INFO(c.game << " depth " << c.depth);
        const Position pos = start(c);
        for (int threads : {1, 2, 3, 8}) CHECK(sum(divide(pos, c.depth, PerftOptions{threads, 4})) == c.nodes);
    }
    // A 1 MB table on chess 5 is full many times over: entries are replaced while other threads read them.
    const Position chess = start({"chess", nullptr, 5, 0});
    CHECK(sum(divide(chess, 5, PerftOptions{3, 1})) == 4865609);
    const Position shogi = start({"shogi", nullptr, 4, 0});
    CHECK(sum(divide(shogi, 4, PerftOptions{2, 1})) == 719731);
}

TEST_CASE("the parts of a shared run add up to the whole", "[perft][deep]") {
    const Position pos = start(cases[1]);
    std::vector<std::uint64_t> per_root;
    for (int part = 0; part < 3; ++part) {
        const auto entries = divide(pos, 3, PerftOptions{2, 0, part, 3});
        per_root.resize(entries.size());
        for (std::size_t i = 0; i < entries.size(); ++i) per_root[i] += entries[i].nodes;
    }
    const auto whole = divide(pos, 3, 1);
    std::uint64_t total = 0;
    for (std::size_t i = 0; i < whole.size(); ++i) {
        CHECK(per_root[i] == whole[i].nodes);
        total += per_root[i];
    }
    CHECK(total == 97862);
}

TEST_CASE("variant perft --split prints lines of moves whose subtrees add up to the perft", "[perft][deep][cli]") {
    const auto run = variant::testing::run_variant("perft rulesets/chess.yaml 4 --split 2");
    REQUIRE(run.status == 0);
    const Game& g = test::game("chess");
    std::stringstream lines(run.out);
    std::uint64_t total = 0;
    int count = 0;
    for (std::string line; std::getline(lines, line); ++count) {
        Position pos(g);
        pos.set_fen(g.setup_fen);
        std::stringstream words(line);
        for (std::string word; words >> word;) {
            std::string error;
            const auto m = parse_move(pos, word, error);
            REQUIRE(m);
            pos.make(*m);
        }
        REQUIRE(pos.ply() == 2);
        total += perft(pos, 2);
    }
    CHECK(count == 400);
    CHECK(total == 197281);
    // A line given back to --moves (after the --moves of the run that split it).
    const auto deeper = variant::testing::run_variant("perft rulesets/chess.yaml 2 --moves e2e4 --split 1");
    REQUIRE(deeper.status == 0);
    CHECK(deeper.out.rfind("e2e4 ", 0) == 0);
    CHECK(std::count(deeper.out.begin(), deeper.out.end(), '\n') == 20);
    const auto usage = variant::testing::run_variant("perft rulesets/chess.yaml 2 --split 3");
    CHECK(usage.status == 2);
    CHECK(usage.err.find("--split cannot cut deeper than DEPTH") != std::string::npos);
}

TEST_CASE("variant perft --hash and --threads give the published count; bad numbers are usage errors",
          "[perft][deep][cli]") {
    const auto run = variant::testing::run_variant("perft rulesets/chess.yaml 4 --hash 1 --threads 3");
    CHECK(run.status == 0);
    CHECK(run.out == "Nodes searched: 197281\n");
    for (const char* bad : {"--hash 0", "--hash x", "--split 0", "--split 2 --divide", "--hash"}) {
        INFO(bad);
        const auto usage = variant::testing::run_variant(std::string("perft rulesets/chess.yaml 2 ") + bad);
        CHECK(usage.status == 2);
        CHECK(usage.out.empty());
    }
}

namespace {

std::uint64_t key_of(const char* game, const std::string& fen) {
    Position pos(test::game(game));
    pos.set_fen(fen);
    REQUIRE(pos.key() == pos.compute_key());
    return pos.key();
}

// The FEN with its first `from` replaced by `to`.
std::string edited(std::string fen, const std::string& from, const std::string& to) {
    const auto at = fen.find(from);
    REQUIRE(at != std::string::npos);
    return fen.replace(at, from.size(), to);
}

}  // namespace

TEST_CASE("the Zobrist key covers every piece of state", "[perft][deep][hash]") {
    const std::string chess = "rnbqkbnr/pppp1ppp/8/8/3pP3/8/PPP2PPP/RNBQKBNR b KQkq e3 0 3";
    SECTION("side to move, a castling right, the e.p. square") {
        const std::string no_ep = edited(chess, " e3 ", " - ");
        CHECK(key_of("chess", no_ep) != key_of("chess", edited(no_ep, " b ", " w ")));
        CHECK(key_of("chess", chess) != key_of("chess", edited(chess, "KQkq", "KQk")));
        CHECK(key_of("chess", chess) != key_of("chess", edited(chess, " e3 ", " - ")));
    }
    SECTION("a reserve count") {
        const std::string shogi = "lnsgkgsnl/1r5b1/2ppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[PP] w - - 0 1";
        CHECK(key_of("shogi", shogi) != key_of("shogi", edited(shogi, "[PP]", "[P]")));
        CHECK(key_of("shogi", shogi) != key_of("shogi", edited(shogi, "[PP]", "[Pp]")));
    }
    SECTION("a Power Mover airfield") {
        const std::string power =
            "rnb2bn1/qppk2p1/3p2P1/P4pp1/7r/2p5/2PQPPP+R/BN2KBN1[prison:pp|airfield:Rp] w - - 0 1";
        CHECK(key_of("power-mover", power) != key_of("power-mover", edited(power, "airfield:Rp", "airfield:R")));
    }
    SECTION("the last lion capture (chu shogi)") {
        const std::string chu = "lf1sgek1s2l/avbctx4fa/m1rhdq3r1m/1pppppp1pppp/p2i8/12/12/8I3/PP1PPPPPPPPP/"
                                "n1RHD1QDHRVM/2B1TOXT1B1A/LFCSGKEGSCFL w k11 0 1";
        CHECK(key_of("chu-shogi", chu) != key_of("chu-shogi", edited(chu, " k11 ", " - ")));
    }
    SECTION("a Potential-Chess set") {
        const std::string setup = test::game("potential-chess").setup_fen;
        CHECK(key_of("potential-chess", setup) != key_of("potential-chess", edited(setup, "/[KQRBNP]", "/[QRBNP]")));
    }
    SECTION("whether the last move was a pass (tai shogi: no pass after a pass)") {
        const std::string tai = test::game("tai-shogi").setup_fen;
        CHECK(key_of("tai-shogi", tai) != key_of("tai-shogi", tai + " pass"));
    }
    SECTION("the ply number before a transfer rule's first ply (pocket mutation chess: from ply 2)") {
        const std::string fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w - - 0 1";
        CHECK(key_of("pocket-mutation-chess", fen) != key_of("pocket-mutation-chess", edited(fen, " 0 1", " 0 2")));
        // From ply 2 on the ply number no longer matters, and transpositions keep their key.
        CHECK(key_of("pocket-mutation-chess", edited(fen, " 0 1", " 0 2")) ==
              key_of("pocket-mutation-chess", edited(fen, " 0 1", " 0 3")));
    }
    SECTION("whether a man with moves for unmoved men only has moved; its promotion origin; the e.p. victim") {
        const Game& g = test::game("chess");
        Position pos(g);
        pos.set_fen(g.setup_fen);
        const Square e2 = *parse_square(g.geo, "e2"), g1 = *parse_square(g.geo, "g1");
        const std::uint64_t before = pos.key();
        pos.replace(e2, pos.at(e2) & ~UnmovedBit);  // a pawn that moved: no double step
        CHECK(pos.key() != before);
        CHECK(pos.key() == pos.compute_key());
        pos.replace(e2, pos.at(e2) | UnmovedBit);
        pos.replace(g1, pos.at(g1) & ~UnmovedBit);  // a knight that went out and back moves the same
        CHECK(pos.key() == before);
        const Square d4 = *parse_square(g.geo, "d4"), d3 = *parse_square(g.geo, "d3"), e4 = *parse_square(g.geo, "e4");
        const int queen = g.type_by_code("Q"), rook = g.type_by_code("R"), pawn = g.type_by_code("P");
        pos.put(d4, with_origin(make_man(queen, 0), pawn));
        const std::uint64_t from_pawn = pos.key();
        pos.replace(d4, with_origin(make_man(queen, 0), rook));
        CHECK(pos.key() != from_pawn);
        CHECK(pos.key() == pos.compute_key());
        // One e.p. square, two victims (a straight and a diagonal double step pass the same square).
        EnPassant::set(pos, d3, d4);
        const std::uint64_t straight = pos.key();
        EnPassant::set(pos, d3, e4);
        CHECK(pos.key() != straight);
        CHECK(pos.key() == pos.compute_key());
    }
}
