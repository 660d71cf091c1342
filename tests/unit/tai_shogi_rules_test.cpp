// Tai shogi's rules that need more than a piece's Betza (docs/games/tai-shogi.md), each on a hand-worked
// position of rulesets/tai-shogi.yaml: promotion after a multi-leg capture, contagion into another type,
// the emperor's protection test, a capture two hook paths reach listed once, and the lion dog's three-step
// lines with up to three captures. Every expected list below is worked out from the rules text. (Two passes
// in a row: features/pass_after_pass_test.cpp.)
#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <string>
#include <vector>

#include "tests/unit/tai_test_support.hpp"

using namespace variant;
using namespace variant::test;

namespace {

// The man standing on `square` after playing `move` from the position of `men`, as the FEN writes it.
std::string after(const std::map<std::string, std::string>& men, const std::string& move, const std::string& square) {
    Position pos(tai());
    pos.set_fen(tai_fen(men));
    std::string error;
    auto m = parse_move(pos, move, error);
    REQUIRE(m);
    pos.make(*m);
    const Square s = *parse_square(tai().geo, square);
    const Man x = pos.at(s);
    pos.unmake();
    CHECK(pos.fen() == tai_fen(men));  // unmake restores the position
    if (!x) return "";
    std::string code = tai().piece_code(type_of(x));
    if (colour_of(x) == 1)
        for (char& ch : code) ch = char(std::tolower(static_cast<unsigned char>(ch)));
    return code;
}

}  // namespace

TEST_CASE("tai: a lion's igui and double capture promote it, its quiet moves and pass do not", "[tai]") {
    // Black lion on m13, white pawns on m14 and n15; the two emperors far away (a1, y25).
    const std::map<std::string, std::string> men = {
        {"m13", "LN"}, {"m14", "p"}, {"n15", "p"}, {"a1", "E"}, {"y25", "e"}};
    Position pos(tai());
    pos.set_fen(tai_fen(men));
    const auto lion = moves_from(pos, "m13");
    // Every capture promotes to the furious fiend (compulsory, on the first capture), with no plain copy.
    for (const char* m : {"m13m14+", "m13n15+", "m13m14,m14m13+", "m13m14,m14n15+"})
        CHECK(std::count(lion.begin(), lion.end(), m) == 1);
    for (const char* m : {"m13m14", "m13n15", "m13m14,m14m13", "m13m14,m14n15"})
        CHECK(std::count(lion.begin(), lion.end(), m) == 0);
    // Quiet moves and the pass (through an empty neighbour) stay lions.
    CHECK(std::count(lion.begin(), lion.end(), "m13m12") == 1);
    CHECK(std::count(lion.begin(), lion.end(), "m13m13") == 1);
    CHECK(after(men, "m13m14,m14m13+", "m13") == "+LN");  // igui: the lion stays on m13, promoted
    CHECK(after(men, "m13m14,m14n15+", "n15") == "+LN");
    CHECK(after(men, "m13m13", "m13") == "[LN]");
}

TEST_CASE("tai: a capture that two hook paths reach is listed once", "[tai]") {
    // The hook mover on m13 reaches p20 by m13-m20-p20 and by m13-p13-p20; it must promote (to a gold).
    Position pos(tai());
    pos.set_fen(tai_fen({{"m13", "HM"}, {"p20", "p"}, {"a1", "E"}, {"y25", "e"}}));
    const auto hook = moves_from(pos, "m13");
    CHECK(std::count(hook.begin(), hook.end(), "m13p20+") == 1);
    CHECK(std::count(hook.begin(), hook.end(), "m13p20") == 0);
    // And every other move once too.
    std::vector<std::string> sorted = hook;
    std::sort(sorted.begin(), sorted.end());
    CHECK(std::adjacent_find(sorted.begin(), sorted.end()) == sorted.end());
}

TEST_CASE("tai: the lion dog's three-step lines take up to three men", "[tai]") {
    // Lion dog on m13, white pawns on m14, m15, m16 (its forward line); the other seven lines are empty.
    const std::map<std::string, std::string> men = {{"m13", "LD"}, {"m14", "p"}, {"m15", "p"},
                                                    {"m16", "p"},  {"a1", "E"},  {"y25", "e"}};
    Position pos(tai());
    pos.set_fen(tai_fen(men));
    auto dog = moves_from(pos, "m13");
    std::sort(dog.begin(), dog.end());
    CHECK(std::adjacent_find(dog.begin(), dog.end()) == dog.end());
    // By hand (rules 1.1): 7 empty lines x 3 squares = 21 quiet moves, one pass, and on the forward line:
    // take S1; jump to S2 or S3 and take there (reading 14: its plain jumps pass over anything); take S1
    // and S2 ending on S2; take S1, S2, S3 ending on S3; igui on S1; take S1 and S2 and come back to S1.
    // It passes over friends only: no move leaves an enemy it passed standing. Every capture promotes the
    // lion dog (to the great elephant).
    CHECK(dog.size() == 21 + 1 + 7);
    for (const char* m : {"m13m14+", "m13m15+", "m13m16+", "m13m14,m14m15+", "m13m14,m14m15,m15m16+", "m13m14,m14m13+",
                          "m13m14,m14m15,m15m14+", "m13m13"})
        CHECK(std::count(dog.begin(), dog.end(), m) == 1);
    // With a friend on S2: take S1, jump the friend, take S3; with a friend on S1: jump it, take S2 and S3.
    Position friends(tai());
    friends.set_fen(tai_fen({{"m13", "LD"},
                             {"m14", "p"},
                             {"m15", "P"},
                             {"m16", "p"},
                             {"l13", "P"},
                             {"k13", "p"},
                             {"j13", "p"},
                             {"a1", "E"},
                             {"y25", "e"}}));
    const auto jumps = moves_from(friends, "m13");
    CHECK(std::count(jumps.begin(), jumps.end(), "m13m14,m14m16+") == 1);
    CHECK(std::count(jumps.begin(), jumps.end(), "m13k13,k13j13+") == 1);
    // Three men taken on one move, and the great elephant lands on m16.
    CHECK(after(men, "m13m14,m14m15,m15m16+", "m14").empty());
    CHECK(after(men, "m13m14,m14m15,m15m16+", "m15").empty());
    CHECK(after(men, "m13m14,m14m15,m15m16+", "m16") == "+LD");
    // Out to S2 and back: both men taken, the lion dog ends on S1.
    CHECK(after(men, "m13m14,m14m15,m15m14+", "m15").empty());
    CHECK(after(men, "m13m14,m14m15,m15m14+", "m14") == "+LD");
}

TEST_CASE("tai: capturing a deva or a teaching king makes a teaching king (rules 3.3)", "[tai][contagion]") {
    const std::map<std::string, std::string> royals = {{"a1", "E"}, {"y25", "e"}};
    auto with = [&](std::map<std::string, std::string> men) {
        men.insert(royals.begin(), royals.end());
        return men;
    };
    // A rook taking a deva becomes a teaching king (+[DV]), not a deva, and not its own promotion (gold).
    CHECK(after(with({{"m1", "R"}, {"m13", "dv"}}), "m1m13+", "m13") == "+DV");
    // ... and taking a teaching king, or a dark spirit / Buddhist spirit, the same way.
    CHECK(after(with({{"m1", "R"}, {"m13", "+dv"}}), "m1m13+", "m13") == "+DV");
    CHECK(after(with({{"m1", "R"}, {"m13", "ds"}}), "m1m13+", "m13") == "+DS");
    CHECK(after(with({{"m1", "R"}, {"m13", "+ds"}}), "m1m13+", "m13") == "+DS");
    // A promoted man (a gold) and a man that never promotes (a queen) catch it too.
    CHECK(after(with({{"m12", "G"}, {"m13", "dv"}}), "m12m13", "m13") == "+DV");
    CHECK(after(with({{"m1", "Q"}, {"m13", "dv"}}), "m1m13", "m13") == "+DV");
    // A teaching king taking a dark spirit becomes a Buddhist spirit.
    CHECK(after(with({{"m1", "+DV"}, {"m13", "ds"}}), "m1m13", "m13") == "+DS");
    // Royal exception: the prince stays a prince; a drunken elephant is not royal until it promotes.
    CHECK(after(with({{"m12", "CP"}, {"m13", "dv"}}), "m12m13", "m13") == "[CP]");
    CHECK(after(with({{"m12", "DE"}, {"m13", "dv"}}), "m12m13+", "m13") == "+DV");
    // The last man taken decides: the lion takes the deva then the dark spirit, or the other way round.
    CHECK(after(with({{"m12", "LN"}, {"m13", "dv"}, {"m14", "ds"}}), "m12m13,m13m14+", "m14") == "+DS");
    CHECK(after(with({{"m12", "LN"}, {"m13", "ds"}, {"m14", "dv"}}), "m12m13,m13m14+", "m14") == "+DV");
    // An igui on a deva: the lion stays where it was, a teaching king.
    CHECK(after(with({{"m12", "LN"}, {"m13", "dv"}}), "m12m13,m13m12+", "m12") == "+DV");
}

TEST_CASE("tai: the emperor takes only a man its owner could not retake (rules 3.4)", "[tai][emperor]") {
    auto can_take = [](std::map<std::string, std::string> men, const std::string& move) {
        Position pos(tai());
        pos.set_fen(tai_fen(men));
        const auto all = legal(pos);
        return std::count(all.begin(), all.end(), move) == 1;
    };
    // White's emperor on y25 could retake anything: the lone pawn on m13 is protected ...
    CHECK_FALSE(can_take({{"a1", "E"}, {"m13", "p"}, {"y25", "e"}}, "a1m13"));
    // ... unless Black covers m13 with a man that is not an emperor (here a rook on m1): then White's emperor
    // could not retake, and nothing else of White's reaches m13. (Before the fix White's emperor always
    // counted as a protector.)
    CHECK(can_take({{"a1", "E"}, {"m1", "R"}, {"m13", "p"}, {"y25", "e"}}, "a1m13"));
    // With no white emperor (a prince instead) the pawn is unprotected.
    CHECK(can_take({{"a1", "E"}, {"m13", "p"}, {"a24", "cp"}}, "a1m13"));
    // A white rook on m25 protects m13 whatever Black covers.
    CHECK_FALSE(can_take({{"a1", "E"}, {"m1", "R"}, {"m13", "p"}, {"m25", "r"}, {"a24", "cp"}}, "a1m13"));
    // The test is made after the capture: the emperor leaving m14 opens the white rook's line to m13 ...
    CHECK_FALSE(can_take({{"m14", "E"}, {"m13", "p"}, {"m25", "r"}, {"a24", "cp"}}, "m14m13"));
    // ... which a black pawn on m24 blocks.
    CHECK(can_take({{"m14", "E"}, {"m13", "p"}, {"m24", "P"}, {"m25", "r"}, {"a24", "cp"}}, "m14m13"));
    // A lion's igui reach counts as protection (the white lion on m15 reaches m13 by a two-square jump).
    CHECK_FALSE(can_take({{"a1", "E"}, {"m13", "p"}, {"m15", "ln"}, {"a24", "cp"}}, "a1m13"));
    // A hook mover protects the square of its own man, and its path may run through the square the emperor
    // leaves: White's hook mover on n10 reaches a6 only by a10-a9-a8-a7 (b6 blocks the way along rank 6).
    const std::map<std::string, std::string> hook = {{"a7", "E"},   {"a6", "p"},  {"b6", "P"},
                                                     {"n10", "hm"}, {"y1", "CP"}, {"y25", "cp"}};
    CHECK_FALSE(can_take(hook, "a7a6"));
    auto blocked = hook;
    blocked["a8"] = "P";  // now the hook cannot come down the a-file
    CHECK(can_take(blocked, "a7a6"));
    // Its quiet moves go anywhere empty, even next to the enemy.
    CHECK(can_take({{"a1", "E"}, {"m13", "p"}, {"m25", "r"}, {"a24", "cp"}}, "a1m12"));
}
