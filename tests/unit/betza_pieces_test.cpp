// Destination squares of real pieces on an empty board.
//
// Every expected set below was worked out BY HAND from the piece's definition (the Betza string and the
// rules in docs/betza.md), square by square, never copied from the program's output. Each row also
// checks the round trip parse -> print -> parse.
#include <catch2/catch.hpp>

#include "betza_helpers.hpp"

using betza::Player;
using betza_test::names;
using betza_test::reached;

namespace {

struct Case {
    const char* piece;
    const char* betza;
    int files, ranks;
    const char* from;
    const char* expected;  // hand-worked: every square reached, in any way
    Player player = Player::First;
};

// All hand-worked from the piece definitions; comments give the reasoning where it is not plain.
const Case cases[] = {
    // --- Chess (8x8) ---
    {"king", "K", 8, 8, "d4", "c3 c4 c5 d3 d5 e3 e4 e5"},
    {"queen", "Q", 8, 8, "d4", "d5 d6 d7 d8 d3 d2 d1 a4 b4 c4 e4 f4 g4 h4 e5 f6 g7 h8 c5 b6 a7 e3 f2 g1 c3 b2 a1"},
    {"rook in the corner", "R", 8, 8, "a1", "a2 a3 a4 a5 a6 a7 a8 b1 c1 d1 e1 f1 g1 h1"},
    {"bishop", "B", 8, 8, "c1", "b2 a3 d2 e3 f4 g5 h6"},
    {"knight near the edge", "N", 8, 8, "g1", "e2 f3 h3"},
    // pawn: mfW e3; cfF d3 f3; ifmnD e4
    {"pawn", "mfWcfFifmnD", 8, 8, "e2", "e3 d3 f3 e4"},
    // black pawn, mirror: forward is down
    {"black pawn", "mfWcfFifmnD", 8, 8, "e7", "e6 d6 f6 e5", Player::Second},
    {"pawn with e.p.", "mfWcefF", 8, 8, "e5", "e6 d6 f6"},
    // castling: the king moves two squares either way
    {"castling king", "KO2", 8, 8, "e1", "d1 d2 e2 f2 f1 c1 g1"},

    // --- Shogi (9x9) ---
    {"shogi pawn", "fW", 9, 9, "e5", "e6"},
    {"lance", "fR", 9, 9, "e5", "e6 e7 e8 e9"},
    {"shogi knight", "ffN", 9, 9, "e5", "d7 f7"},
    {"silver", "FfW", 9, 9, "e5", "d6 e6 f6 d4 f4"},
    {"gold", "WfF", 9, 9, "e5", "e6 e4 d5 f5 d6 f6"},
    {"shogi king in the corner", "K", 9, 9, "a1", "a2 b1 b2"},
    {"shogi rook", "R", 9, 9, "e5", "e1 e2 e3 e4 e6 e7 e8 e9 a5 b5 c5 d5 f5 g5 h5 i5"},
    {"shogi bishop", "B", 9, 9, "e5", "a1 b2 c3 d4 f6 g7 h8 i9 a9 b8 c7 d6 f4 g3 h2 i1"},
    {"dragon king", "RF", 9, 9, "a1", "a2 a3 a4 a5 a6 a7 a8 a9 b1 c1 d1 e1 f1 g1 h1 i1 b2"},
    {"dragon horse", "BW", 9, 9, "a1", "b2 c3 d4 e5 f6 g7 h8 i9 a2 b1"},
    // second player, 180-degree rotation: forward is down, left and right swap
    {"gote knight", "ffN", 9, 9, "e5", "d3 f3", Player::Second},
    {"gote silver", "FfW", 9, 9, "e5", "d6 f6 d4 f4 e4", Player::Second},
    {"gote gold", "WfF", 9, 9, "e5", "e6 e4 d5 f5 d4 f4", Player::Second},
    {"gote lance", "fR", 9, 9, "e5", "e4 e3 e2 e1", Player::Second},

    // --- Chu / tai shogi (9x9 from e5 unless said) ---
    {"water buffalo", "BsRvR2", 9, 9, "e5",
     "a1 b2 c3 d4 f6 g7 h8 i9 a9 b8 c7 d6 f4 g3 h2 i1 a5 b5 c5 d5 f5 g5 h5 i5 e6 e7 e4 e3"},
    // free demon from e1: B 4+4, sR 8, vR5 stops at e6 (e7 is 6 away)
    {"free demon", "BsRvR5", 9, 9, "e1", "d2 c3 b4 a5 f2 g3 h4 i5 a1 b1 c1 d1 f1 g1 h1 i1 e2 e3 e4 e5 e6"},
    {"flying ox", "BvR", 9, 9, "e5", "a1 b2 c3 d4 f6 g7 h8 i9 a9 b8 c7 d6 f4 g3 h2 i1 e1 e2 e3 e4 e6 e7 e8 e9"},
    {"soldier", "RbB", 9, 9, "e5", "e1 e2 e3 e4 e6 e7 e8 e9 a5 b5 c5 d5 f5 g5 h5 i5 d4 c3 b2 a1 f4 g3 h2 i1"},
    {"racing chariot", "RbF", 9, 9, "e5", "e1 e2 e3 e4 e6 e7 e8 e9 a5 b5 c5 d5 f5 g5 h5 i5 d4 f4"},
    {"white horse", "vRfB", 9, 9, "e5", "e1 e2 e3 e4 e6 e7 e8 e9 f6 g7 h8 i9 d6 c7 b8 a9"},
    {"whale", "vRbB", 9, 9, "e5", "e1 e2 e3 e4 e6 e7 e8 e9 d4 c3 b2 a1 f4 g3 h2 i1"},
    // sbR2 on an orthogonal atom = s + b
    {"standard bearer", "fRfBsbR2bB2", 9, 9, "e5", "e6 e7 e8 e9 f6 g7 h8 i9 d6 c7 b8 a9 d5 c5 f5 g5 e4 e3 d4 c3 f4 g3"},
    {"blue dragon", "sRvR2frBflF", 9, 9, "e5", "a5 b5 c5 d5 f5 g5 h5 i5 e6 e7 e4 e3 f6 g7 h8 i9 d6"},
    {"white tiger", "vRsR2flBfrF", 9, 9, "e5", "e1 e2 e3 e4 e6 e7 e8 e9 c5 d5 f5 g5 d6 c7 b8 a9 f6"},
    {"right chariot", "fRfrBblBbW", 9, 9, "e5", "e6 e7 e8 e9 f6 g7 h8 i9 d4 c3 b2 a1 e4"},
    {"left chariot", "fRflBbrBbW", 9, 9, "e5", "e6 e7 e8 e9 d6 c7 b8 a9 f4 g3 h2 i1 e4"},
    {"side dragon", "fsRbW", 9, 9, "e5", "e6 e7 e8 e9 a5 b5 c5 d5 f5 g5 h5 i5 e4"},
    {"dove in the corner", "R2B5", 9, 9, "a1", "a2 a3 b1 c1 b2 c3 d4 e5 f6"},
    {"she-devil in the corner", "R5B2", 9, 9, "a1", "a2 a3 a4 a5 a6 b1 c1 d1 e1 f1 b2 c3"},
    {"golden bird", "vRsR2B3", 9, 9, "e5", "e1 e2 e3 e4 e6 e7 e8 e9 c5 d5 f5 g5 d4 c3 b2 f6 g7 h8 d6 c7 b8 f4 g3 h2"},
    {"great dragon", "sRvR2B3", 9, 9, "e5", "a5 b5 c5 d5 f5 g5 h5 i5 e6 e7 e4 e3 d4 c3 b2 f6 g7 h8 d6 c7 b8 f4 g3 h2"},
    {"white elephant", "R2fB2bB", 9, 9, "e5", "e6 e7 e4 e3 d5 c5 f5 g5 f6 g7 d6 c7 d4 c3 b2 a1 f4 g3 h2 i1"},
    {"wrestler", "B3sW", 9, 9, "e5", "d4 c3 b2 f6 g7 h8 d6 c7 b8 f4 g3 h2 d5 f5"},
    {"guardian of the gods", "R3fF", 9, 9, "e5", "e6 e7 e8 e4 e3 e2 d5 c5 b5 f5 g5 h5 d6 f6"},
    {"buddhist devil", "fB3sbW", 9, 9, "e5", "f6 g7 h8 d6 c7 b8 d5 f5 e4"},
    {"golden deer", "fBbB2", 9, 9, "e5", "f6 g7 h8 i9 d6 c7 b8 a9 d4 c3 f4 g3"},
    {"silver hare", "fB2bB", 9, 9, "e5", "f6 g7 d6 c7 d4 c3 b2 a1 f4 g3 h2 i1"},
    {"fierce eagle", "fWfFsR2bB2", 9, 9, "e5", "e6 d6 f6 c5 d5 f5 g5 d4 c3 f4 g3"},
    {"old kite", "R2fF", 9, 9, "e5", "e6 e7 e4 e3 d5 c5 f5 g5 d6 f6"},
    {"violent ox", "R2", 9, 9, "e5", "e6 e7 e4 e3 d5 c5 f5 g5"},
    {"flying dragon", "B2", 9, 9, "e5", "d6 c7 f6 g7 d4 c3 f4 g3"},
    {"old rat", "fB2bR2", 9, 9, "e5", "f6 g7 d6 c7 e4 e3"},
    {"enchanted badger", "fsR2", 9, 9, "e5", "e6 e7 c5 d5 f5 g5"},
    {"flying horse", "WfB2", 9, 9, "e5", "e6 e4 d5 f5 f6 g7 d6 c7"},
    {"prancing stag", "FfWsR2", 9, 9, "e5", "d6 f6 d4 f4 e6 c5 d5 f5 g5"},
    {"violent bear", "fB2sW", 9, 9, "e5", "f6 g7 d6 c7 d5 f5"},
    {"side mover", "sRvW", 9, 9, "e5", "a5 b5 c5 d5 f5 g5 h5 i5 e6 e4"},
    {"vertical mover", "vRsW", 9, 9, "e5", "e1 e2 e3 e4 e6 e7 e8 e9 d5 f5"},
    {"reverse chariot", "vR", 9, 9, "e5", "e1 e2 e3 e4 e6 e7 e8 e9"},
    {"phoenix", "WA", 9, 9, "e5", "e6 e4 d5 f5 g7 c7 g3 c3"},
    {"kirin", "FD", 9, 9, "e5", "d6 f6 d4 f4 e7 e3 c5 g5"},
    {"poisonous snake", "fDbAsW", 9, 9, "e5", "e7 c3 g3 d5 f5"},
    {"northern barbarian", "sWbFfB2", 9, 9, "e5", "d5 f5 d4 f4 f6 g7 d6 c7"},
    {"southern barbarian", "sWfFbB2", 9, 9, "e5", "d5 f5 d6 f6 d4 c3 f4 g3"},
    {"eastern barbarian", "vR2sWfF", 9, 9, "e5", "e6 e7 e4 e3 d5 f5 d6 f6"},
    {"western barbarian", "sR2vWfF", 9, 9, "e5", "c5 d5 f5 g5 e6 e4 d6 f6"},
    {"blind bear", "FbR", 9, 9, "e5", "d6 f6 d4 f4 e4 e3 e2 e1"},
    {"drunken elephant", "FfsW", 9, 9, "e5", "d6 f6 d4 f4 e6 d5 f5"},
    {"blind tiger", "FsbW", 9, 9, "e5", "d6 f6 d4 f4 d5 f5 e4"},
    {"blind monkey", "FsW", 9, 9, "e5", "d6 f6 d4 f4 d5 f5"},
    {"ferocious leopard", "FvW", 9, 9, "e5", "d6 f6 d4 f4 e6 e4"},
    {"reclining dragon", "WbF", 9, 9, "e5", "e6 e4 d5 f5 d4 f4"},
    {"chinese cock", "fFsbW", 9, 9, "e5", "d6 f6 d5 f5 e4"},
    {"old monkey", "FbW", 9, 9, "e5", "d6 f6 d4 f4 e4"},
    {"evil wolf", "fsWfF", 9, 9, "e5", "e6 d5 f5 d6 f6"},
    {"coiled serpent", "vWbF", 9, 9, "e5", "e6 e4 d4 f4"},
    // Deva: left step (towards the a-file for the first player), forward diagonals, back-right diagonal
    {"deva", "lWfFbrF", 9, 9, "e5", "d5 d6 f6 f4"},
    {"dark spirit", "rWfFblF", 9, 9, "e5", "f5 d6 f6 d4"},
    // Deva of the second player: his own left (towards the higher files), his forward diagonals (down the
    // board), his back-right diagonal (up, towards the a-file): the first player's deva turned 180 degrees
    {"deva, second player", "lWfFbrF", 9, 9, "e5", "f5 d4 f4 d6", Player::Second},
    {"right general", "FvWlW", 9, 9, "e5", "d6 f6 d4 f4 e6 e4 d5"},
    {"left general", "FvWrW", 9, 9, "e5", "d6 f6 d4 f4 e6 e4 f5"},
    {"copper general", "vWfF", 9, 9, "e5", "e6 e4 d6 f6"},
    {"tile general", "fFbW", 9, 9, "e5", "d6 f6 e4"},
    {"iron general", "fWfF", 9, 9, "e5", "e6 d6 f6"},
    {"wood general", "fB2", 9, 9, "e5", "f6 g7 d6 c7"},
    {"stone general", "fF", 9, 9, "e5", "d6 f6"},
    {"go-between", "vW", 9, 9, "e5", "e6 e4"},
    {"howling dog", "fRbW", 9, 9, "e5", "e6 e7 e8 e9 e4"},
    {"donkey", "vDsW", 9, 9, "e5", "e7 e3 d5 f5"},
    {"ram's-head soldier", "fB", 9, 9, "e5", "f6 g7 h8 i9 d6 c7 b8 a9"},
    // great elephant: vR3, fB3, sR5 (the board stops it at 4), bB5 (stopped at 4)
    {"great elephant", "vR3fB3sR5bB5", 9, 9, "e5",
     "e6 e7 e8 e4 e3 e2 f6 g7 h8 d6 c7 b8 a5 b5 c5 d5 f5 g5 h5 i5 d4 c3 b2 a1 f4 g3 h2 i1"},
    {"wizard stork", "fRBbW", 9, 9, "e5", "e6 e7 e8 e9 a1 b2 c3 d4 f6 g7 h8 i9 a9 b8 c7 d6 f4 g3 h2 i1 e4"},
    {"square mover", "RfF", 9, 9, "e5", "e1 e2 e3 e4 e6 e7 e8 e9 a5 b5 c5 d5 f5 g5 h5 i5 d6 f6"},
    {"fragrant elephant", "fBR2bB2", 9, 9, "e5", "f6 g7 h8 i9 d6 c7 b8 a9 e6 e7 e4 e3 d5 c5 f5 g5 d4 c3 f4 g3"},
    {"mountain witch", "fWbRB", 9, 9, "e5", "e6 e4 e3 e2 e1 a1 b2 c3 d4 f6 g7 h8 i9 a9 b8 c7 d6 f4 g3 h2 i1"},
    {"emperor", "U", 3, 3, "b2", "a1 a2 a3 b1 b3 c1 c2 c3"},
    // lion dog's plain part: K, then jumps to the 2nd and 3rd square on each of the 8 lines
    {"lion dog (jumps)", "KADGH", 9, 9, "e5",
     "d4 d5 d6 e4 e6 f4 f5 f6 c3 c5 c7 e3 e7 g3 g5 g7 b2 b5 b8 e2 e8 h2 h5 h8"},

    // --- Doubled direction letters that mean something (9x9 from e5; XBoard's reading, moves.c) ---
    // K system: a doubled letter stands alone, so ffsK = fK + sK (e6; d5 f5), where fsK would be the
    // forward diagonals.
    {"ffsK: forward, then sideways", "ffsK", 9, 9, "e5", "e6 d5 f5"},
    // N: ff = the narrow forward pair (d7 f7), rr = the narrow right pair (g6 g4), where frN would be one
    // move (g6).
    {"ffrrN: narrow forward and right pairs", "ffrrN", 9, 9, "e5", "d7 f7 g6 g4"},
    // fffsK is ff + fs (no repetition): e6; d6 f6
    {"fffsK: forward and the forward diagonals", "fffsK", 9, 9, "e5", "e6 d6 f6"},
    // components that differ only in directions are one move: fWbW = vW (e6 e4)
    {"fWbW", "fWbW", 9, 9, "e5", "e6 e4"},

    // --- PromoChess (9x9) ---
    {"camel", "C", 9, 9, "e5", "d8 f8 d2 f2 b4 b6 h4 h6"},
    {"wildebeest", "NC", 9, 9, "e5", "d7 f7 c6 g6 c4 g4 d3 f3 d8 f8 d2 f2 b4 b6 h4 h6"},
    // PromoChess pawn: the double step at any time, not only the first move
    {"promochess pawn", "mfWcfFmfnD", 9, 9, "e3", "e4 d4 f4 e5"},
    {"promochess silver", "FfW", 9, 9, "a3", "b4 b2 a4"},
    {"marshal", "RN", 9, 9, "a1", "a2 a3 a4 a5 a6 a7 a8 a9 b1 c1 d1 e1 f1 g1 h1 i1 b3 c2"},
    {"janus", "BN", 9, 9, "a1", "b2 c3 d4 e5 f6 g7 h8 i9 b3 c2"},

    // --- Pocket Mutation Chess (8x8) ---
    // nightrider from d4, leap by leap in each of the 8 directions until the edge
    {"nightrider", "NN", 8, 8, "d4", "e6 f8 f5 h6 f3 h2 e2 c2 b3 b5 c6 b8"},
    {"nightrider in the corner", "NN", 8, 8, "a1", "b3 c5 d7 c2 e3 g4"},
    {"superbishop", "BW", 8, 8, "a1", "b2 c3 d4 e5 f6 g7 h8 a2 b1"},
    {"superrook", "RF", 8, 8, "h8", "h1 h2 h3 h4 h5 h6 h7 a8 b8 c8 d8 e8 f8 g8 g7"},
    {"cardinal rider", "BNN", 8, 8, "a1", "b2 c3 d4 e5 f6 g7 h8 b3 c5 d7 c2 e3 g4"},
    {"amazon rider", "QNN", 8, 8, "a1",
     "a2 a3 a4 a5 a6 a7 a8 b1 c1 d1 e1 f1 g1 h1 b2 c3 d4 e5 f6 g7 h8 b3 c5 d7 c2 e3 g4"},
    {"super cardinal", "BNW", 8, 8, "a1", "b2 c3 d4 e5 f6 g7 h8 b3 c2 a2 b1"},
    {"amazon", "QN", 8, 8, "a1", "a2 a3 a4 a5 a6 a7 a8 b1 c1 d1 e1 f1 g1 h1 b2 c3 d4 e5 f6 g7 h8 b3 c2"},
};

}  // namespace

TEST_CASE("pieces reach the hand-worked squares on an empty board", "[betza][pieces]") {
    REQUIRE(std::size(cases) >= 60);
    for (const Case& c : cases) {
        INFO(c.piece << ": " << c.betza << " from " << c.from);
        CHECK(reached(c.betza, c.files, c.ranks, c.from, 0xFF, c.player) == names(c.expected));
    }
}

TEST_CASE("pieces round-trip through the canonical printer", "[betza][pieces]") {
    for (const Case& c : cases) {
        INFO(c.piece << ": " << c.betza);
        const betza::Piece once = betza::parse(c.betza);
        const std::string text = betza::print(once);
        INFO("printed as " << text);
        CHECK(betza::parse(text) == once);
        CHECK(betza::print(betza::parse(text)) == text);
    }
}

// --- The ways of reaching a square: move, capture, first move, hop, multi-leg ---

TEST_CASE("the chess pawn: moves, captures and its first move are told apart", "[betza][pieces]") {
    // Hand-worked: mfW moves to e3, cfF captures on d3 and f3, ifmnD moves to e4 on the first move only.
    CHECK(reached("mfWcfFifmnD", 8, 8, "e2", betza::ReachMove) == names("e3"));
    CHECK(reached("mfWcfFifmnD", 8, 8, "e2", betza::ReachCapture) == names("d3 f3"));
    CHECK(reached("mfWcfFifmnD", 8, 8, "e2", betza::ReachInitial) == names("e4"));
}

TEST_CASE("xiangqi cannon and grasshopper: hops need a screen before the landing square", "[betza][pieces]") {
    // Hand-worked: mR moves along the 4 lines; cpR captures at distance 2 or more (a screen in between).
    CHECK(reached("mRcpR", 9, 9, "e5", betza::ReachMove) == names("e1 e2 e3 e4 e6 e7 e8 e9 a5 b5 c5 d5 f5 g5 h5 i5"));
    CHECK(reached("mRcpR", 9, 9, "e5", betza::ReachHop) == names("e7 e8 e9 e3 e2 e1 c5 b5 a5 g5 h5 i5"));
    // gQ: land right behind a screen, which may stand anywhere on the 8 lines: distance 2 or more.
    CHECK(reached("gQ", 9, 9, "e5", betza::ReachHop) ==
          names("e7 e8 e9 e3 e2 e1 c5 b5 a5 g5 h5 i5 g7 h8 i9 c3 b2 a1 c7 b8 a9 g3 h2 i1"));
}

TEST_CASE("the chu shogi lion: 24 direct squares, two-step moves, igui and pass", "[betza][pieces][lion]") {
    // Hand-worked: KNAD reaches every square within two of f6 (files d-h, ranks 4-8) but f6 itself.
    const auto direct = names("d4 d5 d6 d7 d8 e4 e5 e6 e7 e8 f4 f5 f7 f8 g4 g5 g6 g7 g8 h4 h5 h6 h7 h8");
    CHECK(reached("KNADcaKmabK", 12, 12, "f6", betza::ReachMove | betza::ReachCapture) == direct);
    // caK: capture on a neighbour, then one more king step anywhere - every square within two of f6,
    // f6 included (igui); mabK: step to an empty neighbour and back (pass), f6.
    auto two_step = direct;
    two_step.insert("f6");
    CHECK(reached("KNADcaKmabK", 12, 12, "f6", betza::ReachMultiLeg) == two_step);
    CHECK(reached("mabK", 12, 12, "f6") == names("f6"));
}

TEST_CASE("soaring eagle and horned falcon: lion power along some lines only", "[betza][pieces][lion]") {
    // Eagle: R (22 squares on 12x12 from f6), bB (10), fF e7 g7, fA d8 h8; fcafF / fcabF / fmabF add
    // d8 and h8 through e7/g7 and f6 itself (igui, pass).
    CHECK(reached("RbBfFfAfcafFfcabFfmabF", 12, 12, "f6", betza::ReachMultiLeg) == names("d8 h8 f6"));
    CHECK(reached("RbBfFfAfcafFfcabFfmabF", 12, 12, "f6", betza::ReachMove | betza::ReachCapture) ==
          names("f1 f2 f3 f4 f5 f7 f8 f9 f10 f11 f12 a6 b6 c6 d6 e6 g6 h6 i6 j6 k6 l6 "
                "e5 d4 c3 b2 a1 g5 h4 i3 j2 k1 e7 g7 d8 h8"));
    // Falcon: fcafW / fcabW / fmabW: f8 through f7, and f6.
    CHECK(reached("BsRbRfWfDfcafWfcabWfmabW", 12, 12, "f6", betza::ReachMultiLeg) == names("f8 f6"));
}

TEST_CASE("hook movers turn once by 90 degrees", "[betza][pieces]") {
    // Hook mover on 5x5 from c3: R reaches file c and rank 3; one turn reaches every other square.
    CHECK(reached("RmasR", 5, 5, "c3", betza::ReachMove | betza::ReachCapture) == names("c1 c2 c4 c5 a3 b3 d3 e3"));
    CHECK(reached("RmasR", 5, 5, "c3", betza::ReachMultiLeg) ==
          names("a1 a2 a4 a5 b1 b2 b4 b5 d1 d2 d4 d5 e1 e2 e4 e5"));
    // Capricorn: from d4 turn to c5 or e3, from b4 to c5 or a3, from b2 to a3 or c1, from d2 to e3 or c1.
    CHECK(reached("BmasB", 5, 5, "c3", betza::ReachMultiLeg) == names("c5 e3 a3 c1"));
    // Peacock: only the forward diagonals may turn (d4: c5 e3; b4: c5 a3).
    CHECK(reached("fBfmasBbB2", 5, 5, "c3", betza::ReachMultiLeg) == names("c5 e3 a3"));
}

TEST_CASE("oblique direction subsets", "[betza][pieces]") {
    // Hand-worked on 9x9 from e5. N's moves: (1,2) f7, (2,1) g6, (2,-1) g4, (1,-2) f3, and mirrored.
    CHECK(reached("ffN", 9, 9, "e5") == names("d7 f7"));        // the two narrow forward moves
    CHECK(reached("fN", 9, 9, "e5") == names("d7 f7"));         // XBetza: f alone = ff on oblique atoms
    CHECK(reached("fhN", 9, 9, "e5") == names("d7 f7 c6 g6"));  // the forward half
    CHECK(reached("fsN", 9, 9, "e5") == names("c6 g6"));        // the two wide forward moves
    CHECK(reached("bN", 9, 9, "e5") == names("d3 f3"));
    CHECK(reached("sN", 9, 9, "e5") == names("c6 g6 c4 g4"));
    CHECK(reached("vN", 9, 9, "e5") == names("d7 f7 d3 f3"));
    CHECK(reached("frN", 9, 9, "e5") == names("g6"));           // forward half, narrow right: (2,1)
    CHECK(reached("rfN", 9, 9, "e5") == names("f7"));           // right half, narrow forward: (1,2)
    CHECK(reached("hrN", 9, 9, "e5") == names("f7 g4 d3 c6"));  // (1,2) and its quarter turns
    CHECK(reached("hlN", 9, 9, "e5") == names("g6 f3 c4 d7"));
    CHECK(reached("lvN", 9, 9, "e5") == names("d7 d3"));
    // King system: a single letter is one direction, a pair with s is two diagonals.
    CHECK(reached("fK", 9, 9, "e5") == names("e6"));
    CHECK(reached("fsK", 9, 9, "e5") == names("d6 f6"));
    CHECK(reached("frK", 9, 9, "e5") == names("f6"));
}

TEST_CASE("the lion dog's linear three-step moves (tai shogi 1.1)", "[betza][pieces][lion]") {
    // Hand-worked from e5 on 9x9: every leg after the first goes straight on (f) or straight back (b).
    // cafcafK: S1, S2, S3 along each of the 8 lines - it ends on S3.
    CHECK(reached("cafcafK", 9, 9, "e5", betza::ReachMultiLeg) == names("e8 h8 h5 h2 e2 b2 b5 b8"));
    // cafcabK: out to S2, then back to S1.
    CHECK(reached("cafcabK", 9, 9, "e5", betza::ReachMultiLeg) == names("d4 d5 d6 e4 e6 f4 f5 f6"));
    // cabK: igui, back to the start.
    CHECK(reached("cabK", 9, 9, "e5", betza::ReachMultiLeg) == names("e5"));
    // Near the edge the third step falls off the board: from b2 only the lines towards the centre reach S3.
    CHECK(reached("cafcafK", 9, 9, "b2", betza::ReachMultiLeg) == names("b5 e5 e2"));
}
