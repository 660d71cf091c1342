// SAN (interpreter/play/san.hpp), written and read, against published game scores: every move of the game
// is read from the score, and written back it is the same text (check and mate marks included).
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "interpreter/movegen/legal.hpp"
#include "interpreter/play/pgn.hpp"
#include "interpreter/play/result.hpp"
#include "interpreter/play/san.hpp"
#include "tests/unit/engine_test_support.hpp"
#include "tests/unit/tai_test_support.hpp"

using namespace variant;

namespace {

// Plays a score of SAN moves (no move numbers), checking each move's text written back.
void replay(Position& pos, const std::string& score) {
    std::stringstream ss(score);
    for (std::string san; ss >> san;) {
        std::string error;
        auto m = parse_any_move(pos, san, error);
        INFO(pos.fen() << ": " << san << ": " << error);
        REQUIRE(m);
        CHECK(move_to_san(pos, *m) == san);
        pos.make(*m);
    }
}

}  // namespace

TEST_CASE("SAN: Morphy's Opera game (Paris 1858), as published", "[play][san]") {
    Position pos(test::game("chess"));
    pos.set_fen(pos.game().setup_fen);
    replay(pos, "e4 e5 Nf3 d6 d4 Bg4 dxe5 Bxf3 Qxf3 dxe5 Bc4 Nf6 Qb3 Qe7 Nc3 c6 Bg5 b5 Nxb5 cxb5 Bxb5+ Nbd7 "
                "O-O-O Rd8 Rxd7 Rxd7 Rd1 Qe6 Bxd7+ Nxd7 Qb8+ Nxb8 Rd8#");
    CHECK(game_result(pos).line(pos.side()) == "1-0 checkmate");
}

TEST_CASE("SAN: promotion, e.p., file and rank disambiguation, drops", "[play][san]") {
    Position pos(test::game("chess"));
    // Hand-worked: knights on b1 and f1 both reach d2 (file); rooks on a1 and a5 both reach a3 (rank).
    pos.set_fen("4k3/P7/8/R7/8/8/8/RN2KN2 w - - 0 1");
    std::string error;
    for (const char* san : {"Nbd2", "Nfd2", "R1a3", "R5a3", "a8=Q+", "a8=N"}) {
        auto m = parse_any_move(pos, san, error);
        INFO(san << ": " << error);
        REQUIRE(m);
        CHECK(move_to_san(pos, *m) == san);
    }
    CHECK_FALSE(parse_any_move(pos, "Nd2", error));
    CHECK(error == "'Nd2': ambiguous; it may be: Nbd2 Nfd2");
    // More of the starting square than needed is read too (PGN readers take it; XBoard writes it).
    for (const auto& [written, ours] :
         {std::pair{"N1d2", ""}, std::pair{"Nb1d2", "b1d2"}, std::pair{"Ra1a3", "a1a3"}, std::pair{"Kee2", "e1e2"}}) {
        auto m = parse_any_move(pos, written, error);
        INFO(written << ": " << error);
        CHECK(m.has_value() == (*ours != 0));
        if (m && *ours) CHECK(move_to_string(pos, *m) == ours);
    }
    CHECK_FALSE(parse_any_move(pos, "Qd2", error));
    CHECK(error == "'Qd2': not a legal move here; the legal moves to that square: Kd2 Nbd2 Nfd2");
    // En passant: d5xe6 after e7e5? the pawn on d5 takes the black pawn that passed e6.
    pos.set_fen("4k3/4p3/8/3P4/8/8/8/4K3 b - - 0 1");
    replay(pos, "e5 dxe6");
    // Crazyhouse: a drop, written with the piece's letter.
    Position zh(test::game("crazyhouse"));
    zh.set_fen(zh.game().setup_fen);
    replay(zh, "e4 d5 exd5 Qxd5 Nc3 Qa5 P@b4 Qxb4");
}

TEST_CASE("PGN: written, read back the same; other programs' movetext; an illegal move stops it", "[play][pgn]") {
    const Game& g = test::game("chess");
    Position pos(g);
    pos.set_fen(g.setup_fen);
    PgnGame game;
    for (const char* san : {"f3", "e5", "g4", "Qh4#"}) {
        std::string error;
        auto m = parse_any_move(pos, san, error);
        REQUIRE(m);
        game.moves.push_back(*m);
        pos.make(*m);
    }
    const std::string text = write_pgn(g, game);
    CHECK(text == "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n"
                  "[Result \"0-1\"]\n[Variant \"Chess\"]\n\n1. f3 e5 2. g4 Qh4# {checkmate} 0-1\n");
    PgnError error;
    auto read = read_pgn(g, text, error);
    REQUIRE(read);
    CHECK(write_pgn(g, *read) == text);
    // Movetext as people and programs write it: numbers, comments, NAGs, marks, variations, a FEN start.
    auto other = read_pgn(g,
                          "[Event \"x\"]\n[FEN \"4k3/8/4K3/8/8/8/8/R7 w - - 0 1\"]\n[SetUp \"1\"]\n\n"
                          "1. Ra7 {waiting} (1. Rb1 Kd8 $2) 1... Kd8?! ; a comment\n2. Ra8+! *\n",
                          error);
    INFO(error.message);
    REQUIRE(other);
    CHECK(other->moves.size() == 3);
    const std::string again = write_pgn(g, *other);
    CHECK(again.find("[FEN \"4k3/8/4K3/8/8/8/8/R7 w - - 0 1\"]\n[SetUp \"1\"]\n") != std::string::npos);
    CHECK(again.find("1. Ra7 Kd8 2. Ra8+ *\n") != std::string::npos);
    // An illegal move: its number, side and the position before it.
    CHECK_FALSE(read_pgn(g, "1. e4 e5 2. Ke3 Nc6\n", error));
    // Nothing goes to e3 here: the message lists every legal move.
    CHECK(error.message.rfind("move 2 (White), 'Ke3': not a legal move here; the legal moves: ", 0) == 0);
    CHECK(error.line == 1);
    CHECK(error.column == 13);
    CHECK(error.fen == "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2");
}

TEST_CASE("SAN in shogi: the promotion '+', declined '=', and check marks, read back", "[play][san]") {
    Position pos(test::game("shogi"));
    // The rook enters the zone checking: promoted (Ra9++) or not (Ra9=+); each text reads back its move.
    pos.set_fen("4k4/9/9/9/9/9/9/9/R3K4[-] w - - 0 1");
    std::string error;
    for (const char* san : {"Ra9++", "Ra9=+"}) {
        auto m = parse_any_move(pos, san, error);
        INFO(san << ": " << error);
        REQUIRE(m);
        CHECK(move_to_san(pos, *m) == san);
    }
}

namespace {

// The coordinate move `coordinate` of the position, written as SAN, and that SAN read back as the same move.
std::string san_of(Position& pos, const std::string& coordinate) {
    std::string error;
    auto m = parse_move(pos, coordinate, error);
    INFO(coordinate << ": " << error);
    REQUIRE(m);
    const std::string san = move_to_san(pos, *m);
    auto back = parse_any_move(pos, san, error);
    INFO(san << ": " << error);
    REQUIRE(back);
    CHECK(*back == *m);
    return san;
}

}  // namespace

TEST_CASE("SAN of multi-leg moves: chu's lion, tai's lion and lion dog, worked by hand", "[play][san]") {
    // Chu: sente's lion (N) on f6, a gote pawn on g7 (engine_chu_test's position). Its plain capture and
    // jump are ordinary SAN; taking on g7 and going back (igui) or on: the start, each man taken, the end.
    Position chu(test::game("chu-shogi"));
    chu.set_fen("11k/12/12/12/12/6p5/5N6/12/12/12/12/K11 w - 0 1");
    CHECK(san_of(chu, "f6g7") == "Nxg7");
    CHECK(san_of(chu, "f6h8") == "Nh8");
    CHECK(san_of(chu, "f6g7,g7f6") == "Nf6xg7-f6");
    CHECK(san_of(chu, "f6g7,g7h8") == "Nf6xg7-h8");
    // Two men taken: a silver on e6, then the lion on e7 behind it (features/lion_trading_test).
    chu.set_fen("11k/12/12/12/4g7/4n7/4s7/4N7/12/12/12/K11 w - 0 1");
    CHECK(san_of(chu, "e5e6,e6e7") == "Ne5xe6xe7");
    // Tai: a lion (LN) on m13, enemy pawns on m14 and n15: each capture promotes it (+).
    Position tai(test::game("tai-shogi"));
    tai.set_fen(test::tai_fen({{"m13", "LN"}, {"m14", "p"}, {"n15", "p"}, {"a1", "E"}, {"y25", "e"}}));
    CHECK(san_of(tai, "m13m14,m14m13+") == "[LN]m13xm14-m13+");
    CHECK(san_of(tai, "m13m14,m14n15+") == "[LN]m13xm14xn15+");
    // The lion dog (LD) takes the pawn on m14 on its way to m15, or leaps over it.
    tai.set_fen(test::tai_fen({{"m13", "LD"}, {"m14", "p"}, {"x1", "CP"}, {"a24", "cp"}}));
    CHECK(san_of(tai, "m13m14,m14m15+") == "[LD]m13xm14-m15+");
    // Every legal move's SAN reads back as that move, on both boards.
    for (Position* pos : {&chu, &tai}) {
        MoveList list;
        generate_legal(*pos, list);
        std::string error;
        for (const Move& m : list) {
            const std::string san = move_to_san(*pos, m);
            auto back = parse_any_move(*pos, san, error);
            INFO(san << ": " << error);
            REQUIRE(back);
            CHECK(*back == m);
        }
    }
}

TEST_CASE("PGN: the Opera game's published score read, replayed to its mate, and written back", "[play][pgn]") {
    const Game& g = test::game("chess");
    auto slurp = [](const std::string& name) {
        std::ifstream in(std::string(VARIANT_SOURCE_DIR) + "/tests/data/pgn/" + name);
        std::stringstream ss;
        ss << in.rdbuf();
        return ss.str();
    };
    PgnError error;
    auto game = read_pgn(g, slurp("opera.pgn"), error);
    INFO(error.message);
    REQUIRE(game);
    CHECK(game->moves.size() == 33);  // 17. Rd8#: 33 plies
    const std::string text = write_pgn(g, *game);
    CHECK(text.find("17. Rd8# {checkmate} 1-0\n") != std::string::npos);
    auto again = read_pgn(g, text, error);  // the round trip: the same moves, the same text
    REQUIRE(again);
    CHECK(write_pgn(g, *again) == text);
    // The same score with an illegal 16th move stops there, at its line and column.
    CHECK_FALSE(read_pgn(g, slurp("opera-illegal.pgn"), error));
    CHECK(error.message.rfind("move 16 (White), 'Qb9+': not a legal move here", 0) == 0);
    CHECK(error.line == 11);
    CHECK(error.column == 59);
    CHECK(error.fen == "4kb1r/p2n1ppp/4q3/4p1B1/4P3/1Q6/PPP2PPP/2KR4 w k - 0 16");
}

TEST_CASE("PGN round trip on every shipped ruleset: written, read back, the same moves and text", "[play][pgn]") {
    for (const auto& entry : std::filesystem::directory_iterator(std::string(VARIANT_SOURCE_DIR) + "/rulesets")) {
        const std::string name = entry.path().stem().string();
        const Game& g = test::game(name);
        Position pos(g);
        pos.set_fen(g.setup_fen);
        PgnGame game;
        for (int ply = 0; ply < 16; ++ply) {  // a game of spread-out choices: the (7 ply + 3)-th legal move
            MoveList list;
            generate_legal(pos, list);
            if (list.size == 0) break;
            const Move m = list.moves[(ply * 7 + 3) % list.size];
            game.moves.push_back(m);
            pos.make(m);
        }
        const std::string text = write_pgn(g, game);
        PgnError error;
        auto read = read_pgn(g, text, error);
        INFO(name << "\n" << text << "\n" << error.message);
        REQUIRE(read);
        CHECK(read->moves == game.moves);
        CHECK(write_pgn(g, *read) == text);
    }
}

TEST_CASE("PGN saved by XBoard and rewritten by pgn-extract, read and replayed to the stated end", "[play][pgn]") {
    // tests/data/pgn/xboard/README.md says how each file was made.
    struct Saved {
        const char* ruleset;
        const char* file;
        std::size_t plies;   // counted in the file's movetext
        const char* last;    // the last move, as the file writes it, in our SAN
        const char* status;  // `variant status` after it
    };
    const Saved saved[] = {
        {"chess", "chess.pgn", 151, "Qe1#", "1-0 checkmate"},
        {"chess", "chess.pgn-extract-san.pgn", 151, "Qe1#", "1-0 checkmate"},
        {"chess", "chess.pgn-extract-lalg.pgn", 151, "Qe1#", "1-0 checkmate"},
        {"crazyhouse", "crazyhouse.pgn", 71, "B@g7#", "1-0 checkmate"},
        // Lost on time: the position after the last move is not finished.
        {"shogi", "shogi.pgn", 111, "+Rxe8+", "* Black to move"},
        // XBoard's xiangqi: H and E for the horse and the elephant (the ruleset's xboard_code), ranks from 0
        // (its `Rf9#` is our Rf10#). XBoard adjudicated the first game checkmate; the second ended on time.
        {"xiangqi", "xiangqi-mate.pgn", 49, "Rf10#", "1-0 checkmate"},
        {"xiangqi", "xiangqi.pgn", 146, "Rg7", "* White to move"},
        // XBoard's janggi (Fairy-Stockfish's own variant, hosted by its VariantMen and FEN tags): ranks from
        // 0, the FEN codes N and B for the horse and the elephant, which our SAN writes H and E (san_code, as
        // Fairy-Stockfish does). XBoard adjudicated the long game a draw: the position is not finished.
        {"janggi", "janggi.pgn", 121, "Hb6", "* Black to move"},
    };
    for (const Saved& s : saved) {
        INFO(s.file);
        std::ifstream in(std::string(VARIANT_SOURCE_DIR) + "/tests/data/pgn/xboard/" + s.file);
        std::stringstream text;
        text << in.rdbuf();
        const Game& g = test::game(s.ruleset);
        PgnError error;
        auto game = read_pgn(g, text.str(), error);
        INFO(error.message << " at " << error.line << ":" << error.column);
        REQUIRE(game);
        CHECK(game->moves.size() == s.plies);
        Position pos(g);
        pos.set_fen(g.setup_fen);
        for (std::size_t i = 0; i + 1 < game->moves.size(); ++i) pos.make(game->moves[i]);
        CHECK(move_to_san(pos, game->moves.back()) == s.last);
        pos.make(game->moves.back());
        CHECK(game_result(pos).line(pos.side()) == s.status);
    }
    // Hand-worked: a short game of XBoard's xiangqi naming no square of its rank 0 is read counting from 0
    // once counting from 1 fails: its Hc2 (b0-c2) is our b1c3, Hg7 (h9-g7) our h10g8, c4 (c3-c4) our c4c5.
    PgnError error;
    auto game = read_pgn(test::game("xiangqi"), "[Variant \"xiangqi\"]\n\n1. Hc2 Hg7 2. c4 *\n", error);
    INFO(error.message);
    REQUIRE(game);
    Position pos(test::game("xiangqi"));
    pos.set_fen(pos.game().setup_fen);
    std::string played;
    for (const Move& m : game->moves) {
        played += move_to_string(pos, m) + " ";
        pos.make(m);
    }
    CHECK(played == "b1c3 h10g8 c4c5 ");
    // Counting from 1 (our own SAN), the same game: Hc3 Hg8 Pc5; and with the FEN codes, Nc3 Ng8 Pc5.
    REQUIRE(read_pgn(test::game("xiangqi"), "1. Hc3 Hg8 2. Pc5 *\n", error));
    REQUIRE(read_pgn(test::game("xiangqi"), "1. Nc3 Ng8 2. Pc5 *\n", error));
    // An illegal move of XBoard's is named as written and as read: its Rh0 is our Rh1, where White's own
    // horse stands.
    CHECK_FALSE(read_pgn(test::game("xiangqi"), "1. Hc2 Hg7 2. Rh0 *\n", error));
    CHECK_THAT(error.message, Catch::StartsWith("move 2 (White), 'Rh0' (read as Rh1, the ranks counted from 0 as "
                                                "XBoard writes them): not a legal move here"));
}

TEST_CASE("SAN of exchanges, transfers and potential moves: the board move's SAN and the extra part", "[play][san]") {
    // Hostage chess (features/reserve_promotion_test's position): Black is checked by the pawn on d7, live while a
    // knight waits in the prison for it to promote to. Black gives that knight back for its own pawn held by White,
    // dropped on a5 (which cancels the check and checks nothing): the drop's SAN P@a5 with the knight given
    // before it. Or the king steps to e7 (the queen's diagonal to e8 runs into the pawn): plain SAN.
    Position hostage(test::game("hostage-chess"));
    hostage.set_fen("4k3/3P4/8/8/Qr6/8/8/7K[prison:Pn] b - - 0 1");
    CHECK(san_of(hostage, "N-P@a5") == "N-P@a5");
    CHECK(san_of(hostage, "e8e7") == "Ke7");
    // Potential chess from the start: 1. d2-d4 declaring d4 a queen, rook or pawn (features/potentials_test):
    // no letter (no man has a known type), the destination, then the set.
    Position potential(test::game("potential-chess"));
    potential.set_fen(potential.game().setup_fen);
    CHECK(san_of(potential, "d2d4>QRP") == "d4>QRP");
    // Pocket Mutation Chess after 1. e4: Black pockets the knight on b8 as a bishop (its class).
    Position pocket(test::game("pocket-mutation-chess"));
    pocket.set_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR[-] b - - 0 1");
    CHECK(san_of(pocket, "b8^B") == "Nb8^B");
    CHECK(san_of(pocket, "e7e5") == "Pe5");  // no end.pawns here: the pawn has its letter
    // Every legal move's SAN reads back as that move: these positions, and after the hand lines below.
    const auto every_move_reads_back = [](Position& pos) {
        MoveList list;
        generate_legal(pos, list);
        std::string error;
        for (const Move& m : list) {
            const std::string san = move_to_san(pos, m);
            auto back = parse_any_move(pos, san, error);
            INFO(pos.fen() << ": " << san << ": " << error);
            REQUIRE(back);
            CHECK(*back == m);
        }
    };
    for (Position* pos : {&hostage, &potential, &pocket}) every_move_reads_back(*pos);

    // Lines written by hand, each move read and written back the same (replay):
    // Hostage Chess, the Wikipedia line of docs/games/hostage-chess.md, its 9.(N-B)B*f7+ in our form (White
    // gives the knight taken on d5 for its bishop taken on d5, dropped on f7 with check).
    hostage.set_fen(hostage.game().setup_fen);
    replay(hostage, "e4 e5 Nf3 Nc6 Bc4 Nf6 Ng5 d5 exd5 Nxd5 Nxf7 Kxf7 Qf3+ Ke6 Bxd5+ Qxd5 N-B@f7+");
    CHECK(hostage.fen() == "r1b2b1r/ppp2Bpp/2n1k3/3qp3/8/5Q2/PPPP1PPP/RNB1K2R[prison:PPnp|airfield:n] b KQ - 1 9");
    every_move_reads_back(hostage);
    // Power Mover, the sample problem of docs/games/power-mover.md: 1.g8=Q+ Kxg8 2.Nxf6+ (a self-capture:
    // the bishop on f6 goes to White's airfield, so its partner on d7 is powered, +B) Kh8 3.B+xe6 Q*g7
    // 4.B+g8#, in our letters (the powered bishop is +B, a drop Q@g7). 3.B+xe6 checks, though the page
    // writes no mark: the knight it takes and White's knight held in Black's prison are exchanged at once, so the
    // knight on f6 is a Princess and checks along the diagonal to h8 that the queen's drop on g7 then blocks.
    Position power(test::game("power-mover"));
    power.set_fen("1n6/3B2Pk/4nB2/8/4N3/8/8/K7[prison:qrrnppppppp|airfield:qrrbbpppppppp] w - - 0 1");
    every_move_reads_back(power);
    replay(power, "g8=Q+ Kxg8 Nxf6+ Kh8 +Bxe6+ Q@g7 +Bg8#");
    CHECK(game_result(power).line(power.side()) == "1-0 checkmate");
    // Potential Chess: 1. d2-d4 (two squares straight ahead: a queen, a rook or a pawn's double step)
    // 1... e7-e5 (the same for Black) 2. d4xe5, a diagonal step forward taking: a queen or a pawn, declaring
    // the taken man a pawn (it may be q, r or p).
    potential.set_fen(potential.game().setup_fen);
    replay(potential, "d4>QRP e5>qrp dxe5>QP(p)");
    every_move_reads_back(potential);
    // Potential Chess castling, and a disambiguation by the set: after the knights' and bishops' men left
    // (given in coordinates), e1g1>K is castling, O-O and the set; e1g1>QR, the man on e1 sliding two
    // squares, leaves the same set as g2g1>QR, the man on g2 stepping back, so each names its file.
    potential.set_fen(potential.game().setup_fen);
    for (const char* m : {"g1f3", "g8f6", "e2e3", "e7e6", "f1e2", "f8e7"}) {
        std::string error;
        auto move = parse_move(potential, m, error);
        REQUIRE(move);
        potential.make(*move);
    }
    CHECK(san_of(potential, "e1g1>K") == "O-O>K");
    CHECK(san_of(potential, "e1g1>QR") == "eg1>QR");
    CHECK(san_of(potential, "g2g1>QR") == "gg1>QR");
    every_move_reads_back(potential);
    // Pocket Mutation Chess: 1. e4 Nb8^B (the knight pocketed as a bishop) 2. Nf3 B@c6 (dropped from the
    // pocket); the drop attacks e4, not the king.
    pocket.set_fen(pocket.game().setup_fen);
    replay(pocket, "Pe4 Nb8^B Nf3 B@c6");
    every_move_reads_back(pocket);
}
