// First-move rights (features/first_move_rights) on the shipped ruleset cambodian: the king's knight leap to
// its second rank (never while in check, never taking), the met's two-square leap forward (over a man,
// taking or not), and the rights in the FEN's castling field. Each move list was worked out by hand from
// the rules (rulesets/cambodian.yaml's header) and agrees with Fairy-Stockfish 11.1 ("go perft 1" in its
// variant "cambodian", which writes the rights the same way).
#include <catch2/catch.hpp>

#include "interpreter/core/diagnostics.hpp"
#include "tests/unit/engine_test_support.hpp"

using namespace variant;
using variant::test::game;
using variant::test::legal;

namespace {

using Moves = std::vector<std::string>;

Moves moves_of(const std::string& fen) {
    Position pos(game("cambodian"));
    pos.set_fen(fen);
    variant::test::check_make_unmake(pos);
    return legal(pos);
}

}  // namespace

TEST_CASE("cambodian: the king leaps to its second rank while it keeps its right", "[first-move-rights]") {
    // King d1 (right D) and met e1 (right E): the king's steps c1 c2 d2 e2 and leaps b2 f2; the met's steps
    // d2 f2 and its leap e3.
    CHECK(moves_of("4k3/8/8/8/8/8/8/3KM3 w DE - 0 1") ==
          Moves{"d1b2", "d1c1", "d1c2", "d1d2", "d1e2", "d1f2", "e1d2", "e1e3", "e1f2"});
    // Without the D the king has only its steps.
    CHECK(moves_of("4k3/8/8/8/8/8/8/3KM3 w E - 0 1") == Moves{"d1c1", "d1c2", "d1d2", "d1e2", "e1d2", "e1e3", "e1f2"});
    // The leap does not take: black khons (one step diagonally or straight forward, down) on b2 and f2 stop
    // it, and the king takes neither (a knight's leap is not a king's step); they attack c1 and e1.
    CHECK(moves_of("4k3/8/8/8/8/8/1s3s2/3K4 w D - 0 1") == Moves{"d1c2", "d1d2", "d1e2"});
}

TEST_CASE("cambodian: no leap out of check", "[first-move-rights]") {
    // The rook on a1 checks along the first rank: c1 and e1 stay attacked; the king steps to c2, d2 or e2,
    // and its leaps to b2 and f2, off the rank, are refused all the same.
    CHECK(moves_of("4k3/8/8/8/8/8/8/r2K4 w D - 0 1") == Moves{"d1c2", "d1d2", "d1e2"});
    // Not in check (the rook on a8 has no line to d1): the leaps are back.
    CHECK(moves_of("r3k3/8/8/8/8/8/8/3K4 w D - 0 1") == Moves{"d1b2", "d1c1", "d1c2", "d1d2", "d1e1", "d1e2", "d1f2"});
}

TEST_CASE("cambodian: the met's first move leaps over a man and may take", "[first-move-rights]") {
    // Met e1 with its right, own pawn on e2, black knight on e3: e1xe3 over the pawn; d2 f2 by steps. The
    // pawn takes nothing (d3, f3 empty) and e3 is occupied; king a1: a2 b1 b2.
    CHECK(moves_of("4k3/8/8/8/8/4n3/4P3/K3M3 w E - 0 1") == Moves{"a1a2", "a1b1", "a1b2", "e1d2", "e1e3", "e1f2"});
}

TEST_CASE("cambodian: the rights in the FEN", "[first-move-rights]") {
    Position pos(game("cambodian"));
    // The start: the four rights; after the king's leap White keeps only the met's.
    pos.set_fen("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1");
    variant::test::play(pos, "d1f2");
    CHECK(pos.fen() == "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/5K2/RNS1MSNR b Ede - 1 1");
    // Back on d1 the king has no right: the FEN says so, and reads back the same.
    variant::test::play(pos, "h8h7 f2e2 h7h8 e2d1");
    CHECK(pos.fen() == "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR b Ede - 5 3");
    // None left: '-'.
    pos.set_fen("3k4/8/8/8/8/8/8/3KM3 w - - 0 1");
    CHECK(pos.fen() == "3k4/8/8/8/8/8/8/3KM3 w - - 0 1");
    // A right where no king or met of that side stands, and a letter that is no file.
    for (const auto& [fen, column, message] :
         {std::tuple{"4k3/8/8/8/8/8/8/3KM3 w C - 0 1", std::size_t(23),
                     "first-move right 'C' but no white man with first moves stands on c1"},
          std::tuple{"4k3/8/8/8/8/8/8/3KM3 w Dd - 0 1", std::size_t(24),
                     "first-move right 'd' but no black man with first moves stands on d8"},
          std::tuple{"4k3/8/8/8/8/8/8/3KM3 w Dx - 0 1", std::size_t(24),
                     "the first-move rights are the files of the men that keep them (as in DEde) or -, not 'x'"}}) {
        INFO(fen);
        try {
            pos.set_fen(fen);
            FAIL("accepted");
        } catch (const FenError& e) {
            CHECK(std::string(e.what()) == message);
            CHECK(e.column == column);
        }
    }
}
