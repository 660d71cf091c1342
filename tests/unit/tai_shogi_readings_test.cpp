// Tai shogi: the 16 readings the rules leave open (docs/games/tai-shogi.md, "Readings"), each tested on the
// squares that tell the chosen reading from the others. Every expected square is worked out by hand from
// the piece's description, from m13 (the centre) unless said.
#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <set>
#include <string>

#include "interpreter/movegen/legal.hpp"
#include "tests/unit/tai_test_support.hpp"

using namespace variant;
using namespace variant::test;

namespace {

// The squares a man reaches without taking anything from `square` in the position `men` (its pass
// included, as its own square).
std::set<std::string> quiet(const std::map<std::string, std::string>& men, const std::string& square) {
    Position pos(tai());
    pos.set_fen(tai_fen(men));
    const Square from = *parse_square(tai().geo, square);
    MoveList list;
    generate_legal(pos, list);
    std::set<std::string> out;
    for (const Move& m : list)
        if (m.from == from && m.via_count() == 0 && (m.to == from || !pos.at(m.to)))
            out.insert(square_name(tai().geo, m.to));
    return out;
}
std::set<std::string> quiet(const std::string& code, const std::string& square = "m13") {
    return quiet(alone(code, square), square);
}
std::set<std::string> squares(const std::string& list) {
    std::set<std::string> out;
    std::string s;
    for (char ch : list + " ")
        if (ch == ' ') {
            if (!s.empty()) out.insert(s);
            s.clear();
        } else s += ch;
    return out;
}
bool has(const std::vector<std::string>& moves, const std::string& m) {
    return std::count(moves.begin(), moves.end(), m) == 1;
}
std::vector<std::string> moves_in(const std::map<std::string, std::string>& men, const std::string& from) {
    Position pos(tai());
    pos.set_fen(tai_fen(men));
    return moves_from(pos, from);
}

}  // namespace

TEST_CASE("tai reading 1: vermillion sparrow and turtle-snake as fRfBbWbB2 (placeholder)", "[tai][readings]") {
    // 12 forward, 12 + 12 on the forward diagonals, 1 back, 2 + 2 on the back diagonals; nothing sideways.
    for (const char* code : {"VS", "TS"}) {
        const auto q = quiet(code);
        CHECK(q.size() == 41);
        CHECK(q.count("k11"));
        CHECK_FALSE(q.count("m11"));
        CHECK_FALSE(q.count("l13"));
    }
}

TEST_CASE("tai reading 2: the emperor may take no protected man, royal or not", "[tai][readings]") {
    // At the start every man is protected: the emperor only moves, to the 271 empty squares.
    Position pos(tai());
    pos.set_fen(tai().setup_fen);
    CHECK(moves_from(pos, "m1").size() == 271);
    // A pawn its rook protects, though not royal, may not be taken (the royal-only reading would allow it).
    CHECK_FALSE(has(moves_in({{"a1", "E"}, {"m13", "p"}, {"m25", "r"}, {"a24", "cp"}}, "a1"), "a1m13"));
}

TEST_CASE("tai reading 3: the lion dog has lion power along its lines, not a plain Q3", "[tai][readings]") {
    // Alone: 3 squares on each of 8 lines, and the pass (a plain Q3 has no pass).
    CHECK(quiet("LD").size() == 24 + 1);
    CHECK(has(moves_in({{"m13", "LD"}, {"m14", "p"}, {"x1", "CP"}, {"a24", "cp"}}, "m13"), "m13m14,m14m13+"));
}

TEST_CASE("tai reading 4: the teaching king is a queen plus the lion dog", "[tai][readings]") {
    // The queen's 96 squares hold every lion-dog square; the pass and the igui are the lion dog's.
    CHECK(quiet("+DV").size() == 96 + 1);
    CHECK(has(moves_in({{"m13", "+DV"}, {"m14", "p"}, {"x1", "CP"}, {"a24", "cp"}}, "m13"), "m13m14,m14m13"));
}

TEST_CASE("tai reading 5: the neighbor king moves as a king", "[tai][readings]") {
    CHECK(quiet("NK") == squares("l12 m12 n12 l13 n13 l14 m14 n14"));  // FfsW would lack m12
}

TEST_CASE("tai reading 6: free demon and free dream-eater keep the backward diagonals", "[tai][readings]") {
    CHECK(quiet("FR").count("a1"));
    CHECK(quiet("FT").count("y1"));
}

TEST_CASE("tai reading 7: the capricorn hooks on all four diagonals", "[tai][readings]") {
    // m13-g7 down-left, then a turn down-right to m1: a backward hook (HC's forward-only hook cannot).
    CHECK(quiet("CA").count("m1"));
    CHECK(quiet("CA").size() == 312);
}

TEST_CASE("tai reading 8: the fierce eagle is fWfFsR2bB2", "[tai][readings]") {
    CHECK(quiet("FE") == squares("m14 l14 n14 l13 k13 n13 o13 l12 k11 n12 o11"));  // sWB2 would lack m14
}

TEST_CASE("tai reading 9: the poisonous snake jumps", "[tai][readings]") {
    CHECK(quiet("PS") == squares("m15 k11 o11 l13 n13"));
    // Over an own man on m14 the jump to m15 stays.
    CHECK(quiet({{"m13", "PS"}, {"m14", "P"}, {"x1", "CP"}, {"a24", "cp"}}, "m13").count("m15"));
}

TEST_CASE("tai reading 10: the donkey is vDsW", "[tai][readings]") {
    CHECK(quiet("DO") == squares("m15 m11 l13 n13"));  // WvD would add m14 and m12
}

TEST_CASE("tai reading 11: the great elephant is vR3fB3sR5bB5", "[tai][readings]") {
    CHECK(quiet("+LD").size() == 3 + 3 + 3 + 3 + 5 + 5 + 5 + 5);
    CHECK(quiet("+LD").count("h8"));        // 5 back along a diagonal
    CHECK_FALSE(quiet("+LD").count("m9"));  // only 3 straight back
}

TEST_CASE("tai reading 12: deva, dark spirit and the generals, left and right", "[tai][readings]") {
    // The first player's left is the a-file side.
    CHECK(quiet("DV") == squares("l13 l14 n14 n12"));  // left step, forward diagonals, back-right diagonal
    CHECK(quiet("DS") == squares("n13 l14 n14 l12"));
    CHECK(quiet("LG") == squares("l12 m12 n12 n13 l14 m14 n14"));  // all but left
    CHECK(quiet("RG") == squares("l12 m12 n12 l13 l14 m14 n14"));  // all but right
}

TEST_CASE("tai reading 13: a hook turns once, at an empty square, and stops on its first capture", "[tai][readings]") {
    const auto hook = moves_in({{"m13", "HM"}, {"m16", "p"}, {"x1", "CP"}, {"a24", "cp"}}, "m13");
    CHECK(has(hook, "m13m16+"));
    // Not past the pawn on its file, nor turning on the pawn's square (m17 would need a third leg).
    const auto q = quiet({{"m13", "HM"}, {"m16", "p"}, {"x1", "CP"}, {"a24", "cp"}}, "m13");
    CHECK_FALSE(q.count("m17"));
    CHECK_FALSE(q.count("m25"));
    CHECK(q.count("l25"));  // by l13, turning up
    // The peacock's turn goes to either side, a backward diagonal included: n14, then down-right to y3.
    CHECK(quiet("PC").count("y3"));
}

TEST_CASE("tai reading 14: the lion dog's plain jumps pass over anything", "[tai][readings]") {
    const auto dog = moves_in({{"m13", "LD"}, {"m14", "p"}, {"x1", "CP"}, {"a24", "cp"}}, "m13");
    CHECK(has(dog, "m13m15"));          // over the enemy on m14, leaving it
    CHECK(has(dog, "m13m14,m14m15+"));  // or taking it on the way
}

TEST_CASE("tai reading 15: one move per outcome", "[tai][readings]") {
    // A lone lion: 24 squares within two, each once however many paths lead there, and one pass.
    CHECK(quiet("LN").size() == 25);
    // Enemies on m14 and m15: two moves end on m15, told apart by what they take.
    const auto lion = moves_in({{"m13", "LN"}, {"m14", "p"}, {"m15", "p"}, {"x1", "CP"}, {"a24", "cp"}}, "m13");
    CHECK(has(lion, "m13m15+"));
    CHECK(has(lion, "m13m14,m14m15+"));
}

TEST_CASE("tai reading 16: eight ranks a side, 177 men, 271 empty squares", "[tai][readings]") {
    Position pos(tai());
    pos.set_fen(tai().setup_fen);
    CHECK(pos.pieces(0).size() == 177);
    CHECK(pos.pieces(1).size() == 177);
    std::set<int> types;
    for (Square s : pos.pieces(0)) types.insert(type_of(pos.at(s)));
    CHECK(types.size() == 93);
    // Key squares (the rules' 13y, 13x, 13v, 13t; the second player's emperor on 13a, deva on 12a).
    auto code_at = [&](const char* sq) { return tai().piece_code(type_of(pos.at(*parse_square(tai().geo, sq)))); };
    CHECK(code_at("m1") == "E");
    CHECK(code_at("m2") == "[CP]");
    CHECK(code_at("m4") == "[LN]");
    CHECK(code_at("m6") == "[LD]");
    CHECK(code_at("l1") == "[DV]");
    CHECK(code_at("m25") == "E");
    CHECK(code_at("n25") == "[DV]");
    for (int rank = 9; rank <= 17; ++rank)
        for (int file = 0; file < 25; ++file) CHECK_FALSE(pos.at(Square(tai().geo.square(file, rank - 1))));
}
