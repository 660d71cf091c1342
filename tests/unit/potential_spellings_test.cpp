// Potential Chess moves as people and other programs write them (features/potentials/read.cpp,
// docs/games/potential-chess.md "Notation"): each accepted form on a hand-worked position, the refusals,
// and random play in which every legal move is written again in each form and must read back as itself.
// The positions and sets are worked by hand from the game's rules (the page, and our readings in the doc).
#include <catch2/catch.hpp>

#include <algorithm>
#include <cctype>
#include <random>
#include <string>
#include <vector>

#include "interpreter/movegen/legal.hpp"
#include "tests/unit/engine_test_support.hpp"

using namespace variant;
using variant::test::read_as;

namespace {

Position start() {
    const Game& g = test::game("potential-chess");
    Position pos(g);
    pos.set_fen(g.setup_fen);
    return pos;
}

}  // namespace

TEST_CASE("potential chess: a set in any order, either case, as a complement", "[potential][spelling]") {
    Position pos = start();
    // One step straight forward leaves K, Q, R, P; two squares Q, R, P (the page's rule 3a).
    CHECK(read_as(pos, "e2e4>QRP") == "e2e4>QRP");
    CHECK(read_as(pos, "e2e4>PRQ") == "e2e4>QRP");
    CHECK(read_as(pos, "e2e4>rpq") == "e2e4>QRP");
    CHECK(read_as(pos, "e2e4>!KBN") == "e2e4>QRP");
    CHECK(read_as(pos, "e2e4>!nbk") == "e2e4>QRP");
    CHECK(read_as(pos, "e2e3>KQRP") == "e2e3>!BN");
    CHECK(read_as(pos, "e2e3>prqk") == "e2e3>!BN");
    CHECK(read_as(pos, "e2e3>!NB") == "e2e3>!BN");
    // The squares alone, where they name one move.
    CHECK(read_as(pos, "e2e4") == "e2e4>QRP");
    CHECK(read_as(pos, "g1f3") == "g1f3>N");
    // 'X' is every type: a set no move leaves (each move rules some type out), so it is read and refused.
    CHECK(read_as(pos, "e2e4>X") == "error: '>X' is not what e2e4 leaves here; the legal ones: e2e4>QRP [>X]");
}

TEST_CASE("potential chess: a set with or without the king an attacked man loses", "[potential][spelling]") {
    Position pos = start();
    test::play(pos, "e2e4>QRP");
    // a7-a6: one step forward, k q r p; a6 then stands attacked up the open a-file by White's a2 (a potential
    // queen or rook), so the man loses k at the end of the move. The printed set is the move's (kqrp, "!bn");
    // the set without k reads as the same move.
    CHECK(read_as(pos, "a7a6>!bn") == "a7a6>!bn");
    CHECK(read_as(pos, "a7a6>kqrp") == "a7a6>!bn");
    CHECK(read_as(pos, "a7a6>qrp") == "a7a6>!bn");
    CHECK(read_as(pos, "a7a6>!kbn") == "a7a6>!bn");
    CHECK(read_as(pos, "a7a6>QRP") == "a7a6>!bn");
    // The page's worked example: after d2-d4 and a7-b5, d1-d2 stands unattacked (the d-file shut by d4) and
    // keeps K, so the set without K names no move.
    pos = start();
    test::play(pos, "d2d4>QRP a7b5>n");
    CHECK(read_as(pos, "d1d2>RQKP") == "d1d2>!BN");
    CHECK(read_as(pos, "d1d2>QRP") == "error: '>QRP' is not what d1d2 leaves here; the legal ones: d1d2>!BN [>QRP]");
    // A knight's leap leaves N only: nothing to lose; either case.
    CHECK(read_as(pos, "b1c3>n") == "b1c3>N");
}

TEST_CASE("potential chess: promotion, declarations, e.p. and castling written short", "[potential][spelling]") {
    Position pos = start();
    // The docs' promotion line: the c7 man may be a pawn and takes on b8.
    test::play(pos, "d2d4>QRP g8f6>n d4d5>QRP f6g8>n d5d6>QRP g8f6>n d6c7>QP(q) f6g8>n");
    CHECK(read_as(pos, "c7b8>P=!KP(n)") == "c7b8>P=!KP(n)");
    CHECK(read_as(pos, "c7b8=!KP(n)") == "c7b8>P=!KP(n)");     // without the '>P'
    CHECK(read_as(pos, "c7b8=!kp(n)") == "c7b8>P=!KP(n)");     // either case
    CHECK(read_as(pos, "c7b8>p=NBRQ(N)") == "c7b8>P=!KP(n)");  // the set listed, the declaration upper case
    CHECK(read_as(pos, "c7b8>Q(n)") == "c7b8>Q(n)");           // it was no pawn: a queen's diagonal step
    // The promotion written with an old type other than the pawn is no move.
    CHECK(read_as(pos, "c7b8>Q=!KP(n)").rfind("error: '>Q=!KP(n)' is not what c7b8 leaves here", 0) == 0);
    // Declarations left out: the b8 man may be declared several types, so "c7b8>Q" names several moves.
    const std::string several = read_as(pos, "c7b8>Q");
    CHECK(several.rfind("error: 'c7b8>Q' names ", 0) == 0);
    CHECK(several.find("c7b8>Q(n)") != std::string::npos);
    CHECK(several.find("c7b8>P=!KP(n)") == std::string::npos);
    // The squares alone name both the promotion and the queen's step.
    const std::string both = read_as(pos, "c7b8");
    CHECK(both.find("c7b8>P=!KP(n)") != std::string::npos);
    CHECK(both.find("c7b8>Q(n)") != std::string::npos);

    // E.p.: the capturer becomes a pawn and the victim is declared one, so "(p)" may be left out; the squares
    // alone also name the quiet queen's step e5-d6.
    pos = start();
    test::play(pos, "e2e4>QRP g8f6>n e4e5>QRP d7d5>qrp");
    CHECK(read_as(pos, "e5d6>P") == "e5d6>P(p)");
    CHECK(read_as(pos, "e5d6>q") == "e5d6>Q");
    CHECK(read_as(pos, "e5d6").rfind("error: 'e5d6' names 2 legal moves; write which one: ", 0) == 0);

    // Castling: the king's move, its set K in either case.
    pos = start();
    test::play(pos, "g1h3>N g8h6>n f2f4>QRP h6g8>n f1f2>!BN g8h6>n");
    CHECK(read_as(pos, "e1g1>k") == "e1g1>K");
    CHECK(read_as(pos, "e1g1>RQ") == "e1g1>QR");
    CHECK(read_as(pos, "e1g1").rfind("error: 'e1g1' names 2 legal moves", 0) == 0);
}

TEST_CASE("potential chess: spellings that name no move are refused where they go wrong", "[potential][spelling]") {
    Position pos = start();
    CHECK(read_as(pos, "e2e4>QRB") == "error: '>QRB' is not what e2e4 leaves here; the legal ones: e2e4>QRP [>QRB]");
    CHECK(read_as(pos, "e2e4>QQRP") == "error: 'Q' is written twice in the set [Q]");
    CHECK(read_as(pos, "e2e4>QRZ").rfind("error: 'Z' is not a type a man may be here", 0) == 0);
    CHECK(read_as(pos, "e2e4>!KQRBNP") == "error: the set is empty: a man is always some type [!KQRBNP]");
    CHECK(read_as(pos, "e2e4>") == "error: a set of types is missing after '>' [>]");
    CHECK(read_as(pos, "e2e4>QRP(p)").rfind("error: '>QRP(p)' is not what e2e4 leaves here", 0) == 0);
    CHECK(read_as(pos, "e2e4>QRP!").rfind("error: '!' is not a type a man may be here", 0) == 0);
    CHECK(read_as(pos, "e2e4>QRP(p)x").rfind("error: unexpected text after the move", 0) == 0);
    CHECK(read_as(pos, "e2e5>QRP") == "error: '>QRP' is not what e2e5 leaves here; the legal ones: e2e5>QR [>QRP]");
    CHECK(read_as(pos, "e2f5>N").rfind("error: the man on e2 cannot go to f5 here", 0) == 0);
}

namespace {

const std::string types = "KQRBNP";

// A set's letters (upper case) from its printed text: "X", "!..." or the letters.
std::string letters_of(const std::string& set) {
    std::string upper;
    for (char c : set) upper += char(std::toupper(static_cast<unsigned char>(c)));
    if (upper == "X") return types;
    if (upper[0] != '!') return upper;
    std::string out;
    for (char c : types)
        if (upper.find(c) == std::string::npos) out += c;
    return out;
}

std::string set_letters(unsigned set) {  // the potential indexes are K Q R B N P in the ruleset's order
    std::string out;
    for (int i = 0; i < 6; ++i)
        if (set >> i & 1) out += types[std::size_t(i)];
    return out;
}

// The letters in a random order and a random case for the whole set.
std::string shuffled(std::string letters, std::mt19937& rng) {
    std::shuffle(letters.begin(), letters.end(), rng);
    if (rng() & 1)
        for (char& c : letters) c = char(std::tolower(static_cast<unsigned char>(c)));
    return letters;
}

std::string without(const std::string& printed, const std::string& part) {
    std::string s = printed;
    if (const auto at = s.find(part); at != std::string::npos) s.erase(at, part.size());
    return s;
}

}  // namespace

TEST_CASE("potential chess: random play, every legal move written again in each form reads back",
          "[potential][spelling]") {
    const Game& g = test::game("potential-chess");
    std::mt19937 rng(36);
    int respelled = 0;
    for (int game = 0; game < 3; ++game) {
        Position pos(g);
        pos.set_fen(g.setup_fen);
        for (int ply = 0; ply < 20; ++ply) {
            MoveList list;
            generate_legal(pos, list);
            if (list.size == 0) break;
            std::vector<std::string> printed;
            for (const Move& m : list) printed.push_back(move_to_string(pos, m));
            for (int i = 0; i < list.size; ++i) {
                const Move m = list.moves[i];
                const std::string& text = printed[std::size_t(i)];
                // The parts of the printed text: squares, '>' set (or '>P=' set), a declaration in brackets.
                const auto gt = text.find('>'), eq = text.find('='), br = text.find('(');
                const std::string squares = text.substr(0, gt);
                const std::string declared = br == std::string::npos ? "" : text.substr(br);
                const std::size_t set_at = eq == std::string::npos ? gt + 1 : eq + 1;
                const std::string set = text.substr(set_at, (br == std::string::npos ? text.size() : br) - set_at);
                const std::string head = eq == std::string::npos ? squares + ">" : squares + ">P=";
                const std::string letters = letters_of(set);
                pos.make(m);
                const std::string after = set_letters(potential_set(pos.at(m.to)));
                pos.unmake();
                std::string but;
                for (char c : types)
                    if (letters.find(c) == std::string::npos) but += c;
                std::vector<std::string> forms = {head + shuffled(letters, rng) + declared,
                                                  head + shuffled(after, rng) + declared};
                if (!but.empty()) forms.push_back(head + "!" + shuffled(but, rng) + declared);
                if (letters.find('K') != std::string::npos && after.find('K') == std::string::npos)
                    forms.push_back(head + shuffled(without(letters, "K"), rng) + declared);
                if (eq != std::string::npos) forms.push_back(squares + "=" + shuffled(letters, rng) + declared);
                if (!declared.empty()) {
                    std::string other = declared;
                    const auto c = static_cast<unsigned char>(other[1]);
                    other[1] = char(std::isupper(c) ? std::tolower(c) : std::toupper(c));
                    forms.push_back(head + shuffled(letters, rng) + other);
                }
                for (const auto& form : forms) {
                    INFO(pos.fen() << ": " << text << " written " << form);
                    MoveError error;
                    const auto read = parse_move(pos, form, error);
                    CHECK(error.message == "");
                    CHECK((read && *read == m));
                    ++respelled;
                }
                // Parts left out: the declaration, or all after the squares. The shorter text reads as m when
                // no other legal move shortens to it; else it is refused with a list that names m.
                auto shortened = [&](const std::string& p, bool bare) {
                    if (bare) return p.substr(0, p.find('>'));
                    return p.find('(') == std::string::npos ? p : p.substr(0, p.find('('));
                };
                for (const bool bare : {false, true}) {
                    const std::string shorter = shortened(text, bare);
                    if (shorter == text) continue;
                    const auto alike = std::count_if(printed.begin(), printed.end(), [&](const std::string& p) {
                        return shortened(p, bare) == shorter;
                    });
                    INFO(pos.fen() << ": " << text << " written " << shorter);
                    MoveError error;
                    const auto read = parse_move(pos, shorter, error);
                    if (alike == 1) CHECK((read && *read == m));
                    else CHECK((!read && error.message.find(text) != std::string::npos));
                    ++respelled;
                }
            }
            pos.make(list.moves[std::uniform_int_distribution<int>(0, list.size - 1)(rng)]);
        }
    }
    CHECK(respelled > 3000);
}
