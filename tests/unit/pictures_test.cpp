// Pictures (interpreter/draw, docs/pictures.md): the glyph check, the tokens a game's men get, the marks of
// a move diagram and of `moves --from`, the SVG writer's escaping and sizes. What the rendered pictures
// look like is tests/pictures/check_pictures.py (rsvg-convert, colours at squares).
#include <catch2/catch.hpp>

#include <string>

#include "betza/betza.hpp"
#include "engine_test_support.hpp"
#include "interpreter/core/glyph.hpp"
#include "interpreter/draw/board_picture.hpp"
#include "interpreter/draw/move_picture.hpp"
#include "interpreter/draw/svg.hpp"
#include "tests/unit/run_variant.hpp"

using namespace variant;

TEST_CASE("a glyph is one character or a short label a font draws", "[pictures]") {
    CHECK(glyph_problem("K").empty());
    CHECK(glyph_problem("DK").empty());
    CHECK(glyph_problem("\u7389").empty());  // 玉, the jeweled general
    CHECK(glyph_problem("\u2658").empty());  // ♘
    CHECK(glyph_problem("").find("needs one character") != std::string::npos);
    CHECK(glyph_problem("KING").find("has 4 characters") != std::string::npos);
    CHECK(glyph_problem("A B").find("U+0020, a space") != std::string::npos);
    CHECK(glyph_problem("\t").find("a control character") != std::string::npos);
    CHECK(glyph_problem("\u0301").find("combining mark") != std::string::npos);  // a lone acute accent
    CHECK(glyph_problem("e\u0301").empty());                                     // é written as e + accent
    CHECK(glyph_problem("\xff").find("UTF-8") != std::string::npos);
}

TEST_CASE("pictures: chess men are figurines on discs, shogi men pentagons with their code", "[pictures]") {
    const Game& chess = test::game("chess");
    Position pos(chess);
    pos.set_fen(chess.setup_fen);
    const auto p = draw::board_picture(pos);
    CHECK_FALSE(p.plain);
    REQUIRE(p.men.size() == 32);
    for (const auto& [s, t] : p.men) {
        CHECK(t.shape == draw::Shape::Disc);
        if (s == 4) CHECK(t.text == "\u2654");                    // e1: the white king ♔
        if (s == 59) CHECK(t.text == "\u265B");                   // d8: the black queen ♛
        if (s == 52) CHECK((t.text == "\u265F" && t.side == 1));  // e7: a black pawn ♟
    }
    CHECK(p.to_move == 0);

    const Game& shogi = test::game("shogi");
    Position sp(shogi);
    sp.set_fen(shogi.setup_fen);
    const auto q = draw::board_picture(sp);
    CHECK(q.plain);
    // The camps: ranks 1-3 and 7-9 (both sides' promotion zones), not 4-6.
    CHECK(q.zone[0] == 1);
    CHECK(q.zone[4 * 9] == 0);
    CHECK(q.zone[8 * 9 + 8] == 1);
    REQUIRE(q.holdings.size() == 2);  // the hand of each side, empty at the start
    for (const auto& [s, t] : q.men) {
        CHECK(t.shape == draw::Shape::Pentagon);
        if (s == 4) CHECK((t.text == "K" && t.side == 0));
    }
}

TEST_CASE("pictures: moves --from marks the legal destinations and the men taken", "[pictures]") {
    const Game& chess = test::game("chess");
    Position pos(chess);
    pos.set_fen("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
    auto p = draw::board_picture(pos);
    draw::mark_moves_from(pos, Square(28), p);  // e4: to e5, or takes on d5
    CHECK(p.marks[36] == draw::Mark::Destination);
    CHECK(p.marks[35] == draw::Mark::Capture);
    int marked = 0;
    for (auto m : p.marks) marked += m != draw::Mark::None;
    CHECK(marked == 2);
}

TEST_CASE("pictures: a move diagram marks each square by how it is reached", "[pictures]") {
    // WcF from d4: the four wazir squares move or capture, the four ferz squares capture only.
    const auto paths = betza::expand(betza::parse("WcF"), betza::Player::First);
    const auto p = draw::move_picture(paths, {8, 8}, {3, 3}, betza::Player::First, "WcF");
    CHECK(p.marks[4 * 8 + 3] == draw::Mark::MoveOrCapture);  // d5
    CHECK(p.marks[4 * 8 + 4] == draw::Mark::CaptureOnly);    // e5
    CHECK(p.marks[5 * 8 + 3] == draw::Mark::None);           // d6
    // The lion's KaKmabK: 8 * 8 two-step paths drawn as arrows, and igui (it may end on d4).
    const auto lion = betza::expand(betza::parse("KaKmabK"), betza::Player::First);
    const auto l = draw::move_picture(lion, {8, 8}, {3, 3}, betza::Player::First, "lion");
    CHECK(l.origin_reached);
    // KaK: 8 first steps, each followed by the 7 second steps that do not go straight back (docs/betza.md);
    // mabK: 8 steps out, each straight back. From d4 every one stays on the board.
    CHECK(l.paths.size() == 8 * 7 + 8);
}

TEST_CASE("pictures: the SVG escapes text and refuses nothing it is given", "[pictures]") {
    CHECK(draw::xml_escape("a<b & \"c\"'") == "a&lt;b &amp; &quot;c&quot;&apos;");
    CHECK(draw::xml_escape("a\x01"
                           "b\xff") == "a\\x01b\\xff");  // no control character or stray byte in XML
    draw::Picture p;
    p.files = p.ranks = 36;
    p.title = "<&>";
    CHECK(draw::square_for_width(p, 432) == 12);
    const std::string svg = draw::to_svg(p, {12});
    CHECK(svg.find("<&>") == std::string::npos);
    CHECK(svg.find("id=\"sq-aj36\"") != std::string::npos);  // the 36th file is aj
}

TEST_CASE("pictures on the command line: a board too large for the size asked, usage mistakes", "[pictures]") {
    using variant::testing::run_variant;
    const std::string chess = std::string(" '") + VARIANT_SOURCE_DIR + "/rulesets/chess.yaml' ";
    // 36 files in 300 pixels: 8 a square, under the 12 that read; 36 * 12 = 432 is the least that does.
    const auto small = run_variant("explain W --board 36x36 --size 300 --svg -");
    CHECK(small.status == 1);
    CHECK(small.out.empty());
    CHECK(small.err.find("gets 8 pixels a square, too small to read; give --size 432 or more") != std::string::npos);
    CHECK(run_variant("explain W --board 36x36 --size 432 --svg -").status == 0);
    CHECK(run_variant("explain W --svg").status == 2);
    CHECK(run_variant("explain W --size big --svg -").status == 2);
    CHECK(run_variant("explain W --size 9000 --svg -").status == 2);
    CHECK(run_variant("moves" + chess + "--svg -").status == 2);  // which man's moves?
    CHECK(run_variant("moves" + chess + "--from e9 --svg -").status == 2);
    const auto e2 = run_variant("moves" + chess + "--from e2");  // without a picture: that man's moves
    CHECK(e2.out == "e2e3\ne2e4\n");
    const auto svg = run_variant("show" + chess + "--svg -");  // the picture instead of the text
    CHECK(svg.status == 0);
    CHECK(svg.out.rfind("<?xml", 0) == 0);
    CHECK(svg.out.find("fen:") == std::string::npos);
}

TEST_CASE("pictures: a piece's glyph is the text on its token, a figurine in its side's form", "[pictures]") {
    // The shogi king as the kanji 玉; the rook given as the black figurine ♜, which the first player's man
    // shows as the white ♖; the gold as the label "Au".
    const Game g = compile(load_ruleset_from_string("name: Glyphs\n"
                                                    "board: {files: 3, ranks: 3}\n"
                                                    "pieces:\n"
                                                    "  king: {code: K, betza: K, royal: true, glyph: \"\u7389\"}\n"
                                                    "  rook: {code: R, betza: R, glyph: \"\u265C\"}\n"
                                                    "  gold: {code: G, betza: WfF, glyph: Au}\n"
                                                    "setup: k1r/3/KGR w - - 0 1\n",
                                                    "glyphs.yaml"));
    Position pos(g);
    pos.set_fen(g.setup_fen);
    const auto p = draw::board_picture(pos);
    std::map<int, draw::Token> at;
    for (const auto& [s, t] : p.men) at[s] = t;
    CHECK(at[0].text == "\u7389");
    CHECK(at[1].text == "Au");
    CHECK(at[2].text == "\u2656");  // ♖ for the first player
    CHECK(at[8].text == "\u265C");  // ♜ for the second
    CHECK(at[6].text == "\u7389");
}
