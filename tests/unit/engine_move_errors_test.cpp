// A move that is not legal is refused with the reason a player would give, pointing at the part of the
// text at fault. Every expectation is worked by hand from the rules of chess, crazyhouse and shogi and the
// position named in the case.
#include <catch2/catch.hpp>

#include <set>
#include <sstream>

#include "engine_test_support.hpp"
#include "interpreter/movegen/move_diagnosis.hpp"

using namespace variant;

namespace {

MoveError refusal(const std::string& game, const std::string& fen, const std::string& text) {
    Position pos(test::game(game));
    pos.set_fen(fen);
    MoveError error;
    auto m = parse_move(pos, text, error);
    INFO(text);
    REQUIRE_FALSE(m);
    return error;
}

// The moves a message lists after `after`, as a set (their order is the generator's).
std::set<std::string> listed_after(const std::string& message, const std::string& after) {
    std::size_t at = message.find(after);
    REQUIRE(at != std::string::npos);
    std::istringstream words(message.substr(at + after.size()));
    std::set<std::string> out;
    for (std::string w; words >> w;) out.insert(w);
    return out;
}

const std::string start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

}  // namespace

TEST_CASE("a move off the board, from an empty square or with the wrong side's man is named as such",
          "[engine][notation]") {
    MoveError e = refusal("chess", start, "e2e9");
    CHECK(e.message == "'e9' is not a square of this 8x8 board (a file letter, then a rank: a1 to h8)");
    CHECK(e.offset == 2);
    CHECK(e.length == 2);

    e = refusal("chess", start, "e3e4");
    CHECK(e.message == "there is no piece on e3");
    CHECK((e.offset == 0 && e.length == 2));

    e = refusal("chess", start, "e7e5");
    CHECK(e.message == "the pawn on e7 is black's, and it is white's move");

    // Shogi players write 7g7f; our squares are a file letter then a rank, so the hint names the range.
    e = refusal("shogi", "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - - 0 1", "7g7f");
    CHECK(e.message == "'7' is not a square of this 9x9 board (a file letter, then a rank: a1 to i9)");
}

TEST_CASE("a man that cannot reach the square is refused with the moves it has", "[engine][notation]") {
    // From the start a pawn on e2 may step to e3 or double-step to e4, nothing else.
    MoveError e = refusal("chess", start, "e2e5");
    CHECK(e.message.rfind("the pawn on e2 cannot go to e5 here; its legal moves: ", 0) == 0);
    CHECK(listed_after(e.message, "its legal moves: ") == std::set<std::string>{"e2e3", "e2e4"});
    CHECK((e.offset == 2 && e.length == 2));

    // The king on e1 is boxed in by its own men.
    e = refusal("chess", start, "e1e2");
    CHECK(e.message == "the king on e1 has no legal move here");
}

TEST_CASE("a move that would leave the king in check says so", "[engine][notation]") {
    // After 1.e4 f6 2.Qh5+ the queen on h5 sees e8 through g6 and f7: the king may not step to f7,
    // which the queen also attacks; g7g6 blocks instead.
    const std::string fen = "rnbqkbnr/ppppp1pp/5p2/7Q/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 1 2";
    MoveError e = refusal("chess", fen, "e8f7");
    CHECK(e.message == "e8f7 is refused: it would leave black in check");
    e = refusal("chess", fen, "a7a6");
    CHECK(e.message == "a7a6 is refused: it would leave black in check");
}

TEST_CASE("a move that a rule beyond check forbids names the rule", "[engine][notation]") {
    // Antichess: e4xd5 is the one capture, so the knight's quiet move is refused.
    MoveError e = refusal("antichess", "4k3/8/8/3p4/4P3/8/8/1N2K3 w - - 0 1", "b1c3");
    CHECK(e.message == "b1c3 is refused: a capture is compulsory while one is legal");
    // Cambodian chess: the rook on a1 checks the king on d1, which may not leap to b2 out of check.
    e = refusal("cambodian", "4k3/8/8/8/8/8/8/r2K4 w D - 0 1", "d1b2");
    CHECK(e.message == "d1b2 is refused: this man may not make its first move while its side is in check");
    // Shogi: the gote king on a9 has b9 and b8 filled by its own lance and pawn, and the gold on a7 guards a8:
    // a pawn dropped on a8 mates, which shogi forbids (uchifuzume).
    e = refusal("shogi", "kl7/1p7/G8/9/9/9/9/9/8K[P] w - - 0 1", "P@a8");
    CHECK(e.message ==
          "P@a8 is refused: a pawn dropped there gives mate, and this game forbids mate by a dropped pawn");
    // Xiangqi: the red general on e1 and the black one on d10 face each other on the d-file once e1d1 is made.
    e = refusal("xiangqi", "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1", "e1d1");
    CHECK(e.message == "e1d1 is refused: the royals may not be left facing each other on an open line");
}

TEST_CASE("a promotion needs its suffix, and only a promotion takes one", "[engine][notation]") {
    // A white pawn on a7 with a8 empty: in chess it must promote, to a queen, rook, bishop or knight.
    const std::string fen = "8/P6k/8/8/8/8/8/K7 w - - 0 1";
    MoveError e = refusal("chess", fen, "a7a8");
    CHECK(listed_after(e.message, "needs a promotion suffix: ") ==
          std::set<std::string>{"a7a8q", "a7a8r", "a7a8b", "a7a8n"});
    CHECK((e.offset == 0 && e.length == 4));

    e = refusal("chess", fen, "a7a8k");  // a king is no promotion choice
    CHECK(e.message.rfind("'k' is not a promotion this move can make", 0) == 0);
    CHECK((e.offset == 4 && e.length == 1));

    e = refusal("chess", start, "e2e4q");
    CHECK(e.message == "e2e4 promotes nothing: write it without 'q'");
    CHECK((e.offset == 4 && e.length == 1));
}

TEST_CASE("a drop names what is missing: the man in hand or a square it may go to", "[engine][notation]") {
    // Crazyhouse starts with empty hands.
    MoveError e = refusal("crazyhouse", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1", "N@e4");
    CHECK(e.message == "white can drop no knight now (none in hand, or its drops are not allowed here)");

    // With a pawn in hand white may not drop it on the first or last rank, nor on an occupied square.
    const std::string fen = "4k3/8/8/8/8/8/8/4K3[P] w - - 0 1";
    e = refusal("crazyhouse", fen, "P@a8");
    CHECK(e.message.rfind("a pawn may not be dropped on a8 here; its legal drops: ", 0) == 0);
    CHECK((e.offset == 2 && e.length == 2));
    e = refusal("crazyhouse", fen, "Z@e4");
    CHECK(e.message == "no piece of this game has the code 'Z'");
}

TEST_CASE("an exchange names what is missing: the prisoner, the own man held, the value, the square",
          "[engine][notation][hostage]") {
    // Hostage Chess: White holds a black knight (its prison, "N"), Black holds a white bishop and rook ("br").
    const std::string fen = "4k3/8/8/8/8/8/8/4K3[prison:Nbr] w - - 0 1";
    MoveError e = refusal("hostage-chess", fen, "Q-B@c4");
    CHECK(e.message == "white holds no black queen in its prison to give");
    CHECK((e.offset == 0 && e.length == 1));
    e = refusal("hostage-chess", fen, "N-Q@c4");
    CHECK(e.message == "no white queen is in black's prison to take back");
    CHECK((e.offset == 2 && e.length == 1));
    e = refusal("hostage-chess", fen, "N-R@c4");
    CHECK(e.message == "a knight (value 2) is worth less than a rook (value 3): the man given must be worth at least "
                       "the man taken back");
    // e1 holds the white king: the bishop lands on any of the 62 empty squares but that one.
    e = refusal("hostage-chess", fen, "N-B@e1");
    CHECK(e.message.rfind("the bishop taken back may not be dropped on e1 here; this exchange's legal drops: ", 0) ==
          0);
    CHECK((e.offset == 4 && e.length == 2));
    e = refusal("hostage-chess", fen, "N-X@e4");
    CHECK(e.message == "no piece of this game has the code 'X'");
}
