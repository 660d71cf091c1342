// The drop rules of placement, sittuyin, tori, kyoto and micro shogi (features/drops, the ruleset's `drops`),
// each worked by hand on a small position: every count below is the list of moves written out in the comment
// beside it.
// (Elsewhere: what a drop's move text lacks, engine_move_errors_test.cpp; crazyhouse's promoted men in a FEN,
// engine_fen_sanity_test.cpp.)
#include <catch2/catch.hpp>

#include <algorithm>
#include <sstream>
#include <string>
#include <vector>

#include "interpreter/features/drops.hpp"
#include "tests/unit/engine_test_support.hpp"

using namespace variant;
using variant::test::legal;

namespace {

Game game_from(const std::string& yaml) { return compile(load_ruleset_from_string(yaml, "drop-rules-test.yaml")); }

std::vector<std::string> moves_at(const Game& g, const std::string& fen) {
    Position pos(g);
    pos.set_fen(fen);
    return legal(pos);
}

// A 4x4 board; king and rook start in the hand and drop on the first rank.
Game placement_like(bool compulsory) {
    return game_from(std::string("name: Compulsory drops\n"
                                 "board: {files: 4, ranks: 4}\n"
                                 "pieces:\n"
                                 "  king: {code: K, betza: K, royal: true}\n"
                                 "  rook: {code: R, betza: R}\n"
                                 "  pawn: {code: P, betza: mfWcfF}\n"
                                 "zones: {first-rank: {ranks: [1]}}\n"
                                 "reserves: {hand: {}}\n"
                                 "drops:\n"
                                 "  - {from: hand, pieces: [king, rook], zone: first-rank, compulsory: ") +
                     (compulsory ? "true" : "false") +
                     "}\n"
                     "setup: 4/2p1/1P2/4[KRk] w - - 0 1\n");
}

}  // namespace

TEST_CASE("compulsory drops: while a man can be dropped, every move is a drop", "[engine][drops]") {
    const Game g = placement_like(true);
    // White holds K and R, the first rank is empty: K@ and R@ on a1-d1. The pawn's b2-b3 and b2xc3 wait.
    CHECK(moves_at(g, g.setup_fen) ==
          std::vector<std::string>{"K@a1", "K@b1", "K@c1", "K@d1", "R@a1", "R@b1", "R@c1", "R@d1"});
    // Without the rule the pawn may move too.
    const Game free = placement_like(false);
    CHECK(moves_at(free, free.setup_fen).size() == 10);
    // The first rank is full (a1 R, b1-d1 pawns of no use): the king held cannot be dropped, so the board
    // moves are legal: the rook a1-a2, a1-a3, a1-a4 (the file is empty above it). Black's king is held too,
    // so nothing is in check.
    CHECK(moves_at(g, "4/4/4/RPPP[Kk] w - - 0 1") ==
          std::vector<std::string>{"a1a2", "a1a3", "a1a4", "b1b2", "c1c2", "d1d2"});
}

TEST_CASE("a royal held in the reserve: its side cannot be in check until it is dropped", "[engine][drops]") {
    const Game g = placement_like(true);
    // Black's king is in its hand, to be dropped on its first rank (rank 4): a4, b4 or c4 (the rook stands
    // on d4). The rook attacks all three along the rank: a king may not be dropped into check, and black
    // has no other move.
    CHECK(moves_at(g, "3R/4/4/K3[k] b - - 0 1").empty());
    // The rook on d1 attacks d4 only: a4, b4, c4.
    CHECK(moves_at(g, "4/4/4/K2R[k] b - - 0 1") == std::vector<std::string>{"K@a4", "K@b4", "K@c4"});
}

TEST_CASE("bishops dropped on both square colours", "[engine][drops]") {
    const Game g = game_from("name: Opposite colours\n"
                             "board: {files: 4, ranks: 2}\n"
                             "pieces:\n"
                             "  bishop: {code: B, betza: B}\n"
                             "  knight: {code: N, betza: N}\n"
                             "  rook: {code: R, betza: mfW}\n"
                             "zones: {first-rank: {ranks: [1]}}\n"
                             "reserves: {hand: {}}\n"
                             "drops:\n"
                             "  - {from: hand, zone: first-rank, compulsory: true, opposite_colours: [bishop]}\n"
                             "royalty: none\n"
                             "setup: 4/4[BBN] w - - 0 1\n");
    // a1 and c1 are dark, b1 and d1 light. With no bishop down, either may go anywhere, and the knight too.
    CHECK(moves_at(g, g.setup_fen).size() == 8);
    // A bishop on a1 (dark): the second must go on a light square, b1 or d1; the knight anywhere, for two
    // light squares stay free whichever it takes.
    CHECK(moves_at(g, "4/B3[BN] w - - 0 1") == std::vector<std::string>{"B@b1", "B@d1", "N@b1", "N@c1", "N@d1"});
    // Only b1 is free among the light squares (d1 holds a rook): the bishop must take it, and the knight may
    // not (the bishop would have no light square left): B@b1 and N@c1.
    CHECK(moves_at(g, "4/B2R[BN] w - - 0 1") == std::vector<std::string>{"B@b1", "N@c1"});
}

TEST_CASE("a file limit of two (tori shogi's swallows)", "[engine][drops]") {
    auto with_limit = [](int limit) {
        return game_from("name: File limit\n"
                         "board: {files: 3, ranks: 4, symmetry: rotate}\n"
                         "pieces:\n"
                         "  swallow: {code: S, betza: fW}\n"
                         "reserves: {hand: {}}\n"
                         "captures: {to: captor-reserve, reserve: hand}\n"
                         "drops:\n"
                         "  - {from: hand, not_where_stuck: true, no_two_on_file: [swallow], file_limit: " +
                         std::to_string(limit) +
                         "}\n"
                         "royalty: none\n"
                         "setup: 3/3/S2/SS1[S] w - - 0 1\n");
    };
    // White: swallows a1, a2 (two on the a-file), b1 (one on the b-file); the last rank is no drop square.
    // Limit 2: no drop on the a-file; b2, b3; c1, c2, c3. Board moves: a2-a3, b1-b2.
    CHECK(moves_at(with_limit(2), "3/3/S2/SS1[S] w - - 0 1") ==
          std::vector<std::string>{"S@b2", "S@b3", "S@c1", "S@c2", "S@c3", "a2a3", "b1b2"});
    // Limit 1 (nifu): only the c-file.
    CHECK(moves_at(with_limit(1), "3/3/S2/SS1[S] w - - 0 1") ==
          std::vector<std::string>{"S@c1", "S@c2", "S@c3", "a2a3", "b1b2"});
}

TEST_CASE("two-faced men: dropped either face up, turned over, written + and -", "[engine][drops][promotion]") {
    const std::string yaml = "name: Two faces\n"
                             "board: {files: 3, ranks: 3, symmetry: rotate}\n"
                             "pieces:\n"
                             "  king: {code: K, betza: K, royal: true}\n"
                             "  pawn: {code: P, betza: fW, promoted: pawn-rook}\n"
                             "  pawn-rook: {betza: R, promoted: pawn}\n"
                             "zones: {everywhere: {ranks: [1, 2, 3]}}\n"
                             "promotion:\n"
                             "  - {pieces: [pawn, pawn-rook], zone: everywhere, mode: compulsory}\n"
                             "reserves: {hand: {}}\n"
                             "captures: {to: captor-reserve, reserve: hand, demote: true}\n"
                             "drops:\n"
                             "  - {from: hand, pieces: [pawn], promoted_face: true}\n"
                             "setup: k2/3/2K[P] w - - 0 1\n";
    const Game g = game_from(yaml);
    // Black's king a3, White's c1 and a pawn in hand. Drops: P@ and +P@ on the seven empty squares. The king:
    // b1 and c2 (b2 touches the black king).
    const auto moves = moves_at(g, g.setup_fen);
    CHECK(moves.size() == 16);
    CHECK(std::count(moves.begin(), moves.end(), "+P@b2") == 1);
    CHECK(std::count(moves.begin(), moves.end(), "P@b2") == 1);
    // The rook face on b2 turns back into a pawn on every move (compulsory): b2-b3 and b2-a2 are demotions
    // written with '-'. The king: b1, c2.
    CHECK(moves_at(g, "k2/1+P1/2K[] w - - 0 1") ==
          std::vector<std::string>{"b2a2-", "b2b1-", "b2b3-", "b2c2-", "c1b1", "c1c2"});
    // A captured rook face enters the hand as a pawn (the face with a code).
    Position pos(g);
    pos.set_fen("2k/+p2/K2[] w - - 0 1");
    std::string error;
    auto m = parse_move(pos, "a1a2", error);
    REQUIRE(m);
    pos.make(*m);
    CHECK(pos.fen() == "2k/K2/3[P] b - - 0 1");
    // Held, it is a pawn: a rook face in the hand would be a man no move could bring there.
    Position held(g);
    CHECK_THROWS_WITH(held.set_fen("2k/3/K2[+P] w - - 0 1"),
                      "a pawn-rook is held as a pawn (its other face): write 'P'");
}

TEST_CASE("a promoted form held as it is reads back from a FEN", "[engine][drops][fen]") {
    // Captures that do not demote: a rook face taken stays a rook face in the hand, written +P there too.
    const Game g = game_from("name: Held faces\n"
                             "board: {files: 3, ranks: 3, symmetry: rotate}\n"
                             "pieces:\n"
                             "  king: {code: K, betza: K, royal: true}\n"
                             "  pawn: {code: P, betza: fW, promoted: pawn-rook}\n"
                             "  pawn-rook: {betza: R, promoted: pawn}\n"
                             "reserves: {hand: {}}\n"
                             "captures: {to: captor-reserve, reserve: hand}\n"
                             "drops:\n"
                             "  - {from: hand}\n"
                             "setup: k2/3/2K[+Pp] w - - 0 1\n");
    Position pos(g);
    pos.set_fen("2k/+p2/K2[+P] w - - 0 1");
    CHECK(pos.fen() == "2k/+p2/K2[+P] w - - 0 1");
    std::string error;
    auto m = parse_move(pos, "a1a2", error);
    REQUIRE(m);
    pos.make(*m);
    CHECK(pos.fen() == "2k/K2/3[+P+P] b - - 0 1");
    Position back(g);
    back.set_fen(pos.fen());
    CHECK(back.fen() == pos.fen());
}

TEST_CASE("placement: a king and rook dropped on their chess squares castle", "[engine][drops][castling]") {
    // The rights after each drop, as Fairy-Stockfish 11.1 (UCI_Variant placement, `d`) shows them: the right
    // comes with the second man of its pair, whichever it is; a king off e1 or a rook off the corner gets none.
    auto rights = [](const std::string& moves) {
        Position pos(variant::test::game("placement"));
        pos.set_fen(pos.game().setup_fen);
        variant::test::play(pos, moves);
        std::stringstream ss(pos.fen());
        std::string board, side, field;
        ss >> board >> side >> field;
        return field;
    };
    CHECK(rights("R@a1 R@h8") == "-");
    CHECK(rights("R@a1 R@h8 K@e1") == "Q");
    CHECK(rights("R@a1 R@h8 K@e1 K@e8") == "Qk");
    CHECK(rights("R@a1 R@h8 K@e1 K@e8 R@h1") == "KQk");
    CHECK(rights("R@a1 R@h8 K@d1") == "-");
    CHECK(rights("K@e1 K@e8 R@b1") == "-");
    // Once the drops are done: 16 pawn moves, Ra1-b1/c1/d1, Rh1-g1/f1, Ke1-d1/f1 and both castlings, 25
    // (Fairy-Stockfish 11.1 `go perft 1` on this FEN agrees: 25, with e1g1 and e1c1).
    Position pos(variant::test::game("placement"));
    pos.set_fen("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R[] w KQkq - 0 1");
    const auto moves = variant::test::legal(pos);
    CHECK(moves.size() == 25);
    CHECK(std::count(moves.begin(), moves.end(), "e1g1") == 1);
    CHECK(std::count(moves.begin(), moves.end(), "e1c1") == 1);
}

TEST_CASE("a hand emptied by a drop and filled by a capture: the drops follow it", "[engine][drops]") {
    // Crazyhouse, worked by hand. White: Ka1 and a pawn in hand; black: Ka8 and a knight on h1. White's moves:
    // the king's a2, b1, b2 and the pawn dropped on any of the 48 squares of ranks 2-7, 51 in all. The drops'
    // generator and count ask first whether a side holds anything (Position::holds_any).
    Position pos(variant::test::game("crazyhouse"));
    pos.set_fen("k7/8/8/8/8/8/8/K6n[P] w - - 0 1");
    CHECK(pos.holds_any(0));
    CHECK(!pos.holds_any(1));
    CHECK(variant::test::legal(pos).size() == 51);
    // P@g3: white's hand is empty. Black: the king's a7, b7, b8, the knight's f2 and g3 (taking the pawn): 5.
    variant::test::play(pos, "P@g3");
    CHECK(!pos.holds_any(0));
    CHECK(variant::test::legal(pos).size() == 5);
    // Nxg3: black holds the pawn. White has only the king's three moves; black then has its king's three, its
    // knight's from g3 (e2, e4, f1, f5, h1, h5) and the pawn dropped on any of the 48 empty squares of
    // ranks 2-7 but g3, where the knight stands: 3 + 6 + 47 = 56.
    variant::test::play(pos, "h1g3");
    CHECK(pos.holds_any(1));
    CHECK(!pos.holds_any(0));
    CHECK(variant::test::legal(pos).size() == 3);
    variant::test::play(pos, "a1b1");
    CHECK(variant::test::legal(pos).size() == 56);
    CHECK(variant::test::perft_at(pos.game(), pos.fen(), 1) == 56);  // the leaf count, not the list
    // Back to the start: the hands as they were.
    for (int i = 0; i < 3; ++i) pos.unmake();
    CHECK(pos.holds_any(0));
    CHECK(!pos.holds_any(1));
    CHECK(variant::test::legal(pos).size() == 51);
}

TEST_CASE("shogi's pawn drop that mates (uchifuzume), and those the leaf count need not test", "[engine][drops]") {
    // Worked by hand. Each position: white (upper case) holds a pawn; black's king stands on e9, white's on e1.
    // The white king's moves are d1, d2, e2, f1 and f2 (5); a pawn may be dropped on any empty square but those
    // of rank 9 and of a file holding a white pawn. Only P@e8 checks. Drops::filters_now says whether the leaf
    // count (perft 1) must write and test the moves: only where that drop may mate.
    const Game& g = variant::test::game("shogi");
    Position pos(g);

    // The king alone may take the pawn on e8, unharmed: no mate. 5 + 71 drops (79 empty squares less rank 9's 8)
    // = 76 (Fairy-Stockfish 11.1: 76).
    pos.set_fen("4k4/9/9/9/9/9/9/9/4K4[P] w - - 0 1");
    CHECK(!Drops::filters_now(pos));
    CHECK(variant::test::legal(pos).size() == 76);
    CHECK(variant::test::perft_at(g, pos.fen(), 1) == 76);

    // A white gold on e7 guards e8, but the king escapes to d9 or f9: no mate, and P@e8 stands. The gold's e8,
    // d8, f8, d7, f7, e6: 5 + 6 + 70 drops = 81 (Fairy-Stockfish: 81). The filter must look.
    pos.set_fen("4k4/9/4G4/9/9/9/9/9/4K4[P] w - - 0 1");
    CHECK(Drops::filters_now(pos));
    CHECK(variant::test::has_move(variant::test::legal(pos), "P@e8"));
    CHECK(variant::test::legal(pos).size() == 81);
    CHECK(variant::test::perft_at(g, pos.fen(), 1) == 81);

    // Black's lances on d9 and f9 and knights on d8 and f8 close the king in, and none of them can take on e8:
    // P@e8 mates, so it is illegal. 5 + the gold's 6 (taking either knight) + 68 drops (74 empty squares less
    // rank 9's 6) less P@e8 = 78. Fairy-Stockfish 11.1 counts 79: it lets this pawn mate (it agrees that black
    // then has no move).
    pos.set_fen("3lkl3/3n1n3/4G4/9/9/9/9/9/4K4[P] w - - 0 1");
    CHECK(Drops::filters_now(pos));
    CHECK(!variant::test::has_move(variant::test::legal(pos), "P@e8"));
    CHECK(variant::test::legal(pos).size() == 78);
    CHECK(variant::test::perft_at(g, pos.fen(), 1) == 78);

    // The same with a white pawn on e3: no pawn may be dropped on the e file (nifu), so none mates. 5 + 6 + the
    // pawn's e4 + 62 drops (73 empty squares less rank 9's 6 and the e file's e2, e4, e5, e6, e8) = 74
    // (Fairy-Stockfish: 74).
    pos.set_fen("3lkl3/3n1n3/4G4/9/9/9/4P4/9/4K4[P] w - - 0 1");
    CHECK(!Drops::filters_now(pos));
    CHECK(variant::test::legal(pos).size() == 74);
    CHECK(variant::test::perft_at(g, pos.fen(), 1) == 74);
}
