// Position invariants over random games: FEN round trip, make/unmake restoring board and hash, the
// incremental hash equal to one computed from scratch, every printed move parsing back.
#include <catch2/catch.hpp>

#include <random>

#include "interpreter/movegen/legal.hpp"
#include "interpreter/movegen/movegen.hpp"
#include "tests/unit/engine_test_support.hpp"

using namespace variant;

namespace {

const char* const positions[][2] = {
    {"chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"},
    {"chess", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"},
    {"chess", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"},
    {"chess", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"},
    {"chess", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8"},
    {"shogi", "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[-] w - - 0 1"},
    {"crazyhouse", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1"},
    {"crazyhouse", "2k5/8/8/8/8/8/8/4K3[Qn] w - - 0 1"},
    {"promochess", "rhcbkcbhr/2s3s2/sppppppps/9/9/9/SPPPPPPPS/2S3S2/RHBCKBCHR w - - 0 1"},
    {"pocket-mutation-chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w - - 0 1"},
    // Chu shogi: lions close to each other, and a lion just taken by a non-lion (the last-lion-capture field set).
    {"chu-shogi", "l1csg1kgs3/afrtxe1trf2/mv5d4/ppp2p1p4/6p1i1p1/4N7/2P9/1P10/P2R1+o1P4/MVD5Q3/A1S1T1X5/"
                  "LFC1G1KG4 w - 0 1"},
    {"chu-shogi", "lf1sgek1s2l/avbctx4fa/m1rhdq3r1m/1pppppp1pppp/p2i8/12/12/8I3/PP1PPPPPPPPP/n1RHD1QDHRVM/"
                  "2B1TOXT1B1A/LFCSGKEGSCFL w k11 0 1"},
};

}  // namespace

TEST_CASE("random games keep the position consistent", "[engine][position]") {
    std::mt19937 rng(12345);
    for (const auto& [name, fen] : positions) {
        const Game& g = test::game(name);
        for (int game_no = 0; game_no < 20; ++game_no) {
            Position pos(g);
            pos.set_fen(fen);
            std::vector<std::string> fens{pos.fen()};
            std::vector<std::uint64_t> keys{pos.key()};
            for (int ply = 0; ply < 120; ++ply) {
                MoveList list;
                generate_legal(pos, list);
                if (list.size == 0) break;
                // Every move prints and parses back to itself: every move in the first game of each start
                // (parsing compares with every printed legal move, so this costs moves squared), the move
                // played in the others.
                Move m = list.moves[rng() % unsigned(list.size)];
                for (const Move& each : list) {
                    if (game_no > 0 && !(each == m)) continue;
                    std::string error;
                    auto back = parse_move(pos, move_to_string(pos, each), error);
                    REQUIRE(back);
                    REQUIRE(*back == each);
                }
                pos.make(m);
                INFO(name << " after " << move_to_string(pos, m) << ": " << pos.fen());
                REQUIRE(pos.key() == pos.compute_key());
                // The FEN parses back to the same FEN and hash.
                Position copy(g);
                copy.set_fen(pos.fen());
                REQUIRE(copy.fen() == pos.fen());
                REQUIRE(copy.key() == pos.key());
                fens.push_back(pos.fen());
                keys.push_back(pos.key());
            }
            while (pos.ply() > 0) {
                pos.unmake();
                fens.pop_back();
                keys.pop_back();
                REQUIRE(pos.fen() == fens.back());
                REQUIRE(pos.key() == keys.back());
            }
        }
    }
}

TEST_CASE("FEN details", "[engine][fen]") {
    const Game& zh = test::game("crazyhouse");
    Position pos(zh);
    SECTION("promoted men remember their origin and re-enter the hand demoted") {
        pos.set_fen("4k3/8/8/8/8/8/4K3/Q~6q[] b - - 0 1");
        CHECK(pos.fen() == "4k3/8/8/8/8/8/4K3/Q~6q[] b - - 0 1");
        std::string error;
        auto m = parse_move(pos, "h1a1", error);
        REQUIRE(m);
        pos.make(*m);
        CHECK(pos.fen() == "4k3/8/8/8/8/8/4K3/q7[p] w - - 0 2");
    }
    SECTION("a chess promotion makes a plain queen: nothing demotes it later") {
        Position chess(test::game("chess"));
        chess.set_fen("8/P6k/8/8/8/8/8/K7 w - - 0 1");
        std::string error;
        auto m = parse_move(chess, "a7a8q", error);
        REQUIRE(m);
        chess.make(*m);
        CHECK(chess.fen() == "Q7/7k/8/8/8/8/8/K7 b - - 0 1");
    }
    SECTION("reserves with counts and both empty forms") {
        pos.set_fen("4k3/8/8/8/8/8/8/4K3[3Pnn] w - - 0 1");
        CHECK(pos.reserve(0, 0, zh.type_by_code("P")) == 3);
        CHECK(pos.fen() == "4k3/8/8/8/8/8/8/4K3[PPPnn] w - - 0 1");
        pos.set_fen("4k3/8/8/8/8/8/8/4K3[-] w - - 0 1");
        CHECK(pos.fen() == "4k3/8/8/8/8/8/8/4K3[] w - - 0 1");
    }
    SECTION("shogi promoted men") {
        Position sp(test::game("shogi"));
        sp.set_fen("lnsgkgsnl/1r5+B1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL[B] b - - 0 3");
        CHECK(sp.fen() == "lnsgkgsnl/1r5+B1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL[B] b - - 0 3");
    }
}

TEST_CASE("bad FENs get a pointed error", "[engine][fen]") {
    struct Case {
        const char* game;
        const char* fen;
        std::size_t column;
        const char* message_part;
    };
    const Case cases[] = {
        {"chess", "", 0, "empty FEN"},
        {"chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq - 0 1", 42, "ends early"},
        {"chess", "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 18, "more than 8 squares"},
        {"chess", "rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 13, "unknown piece 'x'"},
        {"chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1", 44, "'w' or 'b'"},
        {"chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkz - 0 1", 49, "castling rights"},
        {"chess", "rnbqkbn1/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 48, "not on its starting square"},
        {"chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1", 51, "e.p."},
        {"chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq z9 0 1", 51, "not a square"},
        {"chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1", 53, "halfmove"},
        {"chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra", 57, "unexpected text"},
        {"chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Q] w KQkq - 0 1", 44, "no reserves"},
        {"chess", "+nbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 0, "no promoted form"},
        // Chess captures do not demote, so a promoted queen is just a queen: '~' has nothing to say.
        {"chess", "4k3/8/8/8/8/8/8/Q~3K3 w - - 0 1", 17, "in this game they do not"},
        {"crazyhouse", "4k3/8/8/8/8/8/8/4K3[Qx] w - - 0 1", 21, "unknown piece 'x'"},
        {"crazyhouse", "4k3/8/8/8/8/8/8/4K3[K] w - - 0 1", 20, "royal"},
        {"crazyhouse", "4k3/8/8/8/8/8/8/4K3[Q w - - 0 1", 19, "unclosed"},
        {"crazyhouse", "4k3/8/8/8/8/8/8/K~3K3[] w - - 0 1", 17, "nothing promotes"},
        {"shogi", "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSN[-] w - - 0 1", 56, "before the reserves"},
        {"shogi", "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL/9[-] w - - 0 1", 57, "too many ranks"},
        {"shogi", "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/+KNSGKGSNL[-] w - - 0 1", 48, "no promoted form"},
    };
    for (const auto& c : cases) {
        Position pos(test::game(c.game));
        INFO(c.game << ": " << c.fen);
        try {
            pos.set_fen(c.fen);
            FAIL("accepted");
        } catch (const FenError& e) {
            INFO(format_fen_error(c.fen, e));
            CHECK(std::string(e.what()).find(c.message_part) != std::string::npos);
            CHECK(e.column == c.column);
        }
    }
}
