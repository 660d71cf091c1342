// The compiled data of features/castling: what compile() fills from the ruleset and the rule's hooks read,
// held by the Game (features/compiled_game.hpp).
#pragma once

#include <cstdint>
#include <vector>

#include "interpreter/game/game.hpp"

namespace variant {

// features/castling: the king type moves towards an unmoved partner on its rank (two squares, or as its
// Betza 'O' says), and the partner lands on the square the king crossed next to its destination.
struct CastlingInfo {
    bool enabled = false;
    int king = -1;
    int partner = -1;  // the `castling` key's partner type; -1 when 'O' alone switches castling on (any man)
    // From the setup (or `drop_files`): the king's square and each partner's square (side 0: towards the higher
    // files, written K/k in a FEN; side 1: towards the a-file, Q/q) and type. NoSquare where the setup has none.
    Square king_sq[Colours] = {NoSquare, NoSquare};
    Square partner_sq[Colours][2] = {{NoSquare, NoSquare}, {NoSquare, NoSquare}};
    int partner_type[Colours][2] = {{-1, -1}, {-1, -1}};
    int steps[Colours][2] = {{0, 0}, {0, 0}};  // the farthest the king moves to each side; 0: not that side
    bool dropped_partner_castles = false;      // a partner dropped on its setup square regains the right
    // `drop_files` (Placement chess): the squares above are the named files of each side's first rank, and a
    // king or partner dropped there gets the right its pair has once both stand there.
    bool dropped_men_castle = false;
    std::vector<std::uint8_t> clear;  // per square: the rights lost when a move starts or ends there
    // Where the king and the partner land, as files per colour and side (from `king_files`, or the king's
    // file and its distance); -1 where that side has no castling. The rank is the king's in the setup.
    int king_to[Colours][2] = {{-1, -1}, {-1, -1}};
    int partner_to[Colours][2] = {{-1, -1}, {-1, -1}};
    // Free castling (Wildebeest: `isO1isO2isO3isO4`): every file the king may land on, per colour and side, as
    // bits (king_to is the farthest); the partner lands beside the king, on the side it came from, unless
    // `partner_files` names its file (partner_file, else -1).
    std::uint64_t king_files[Colours][2] = {{0, 0}, {0, 0}};
    int partner_file[2] = {-1, -1};
    int rank[Colours] = {-1, -1};
    // Chess960 (`random_start`): king and partners stand anywhere on the rank, the FEN's rights name them
    // (Castling::squares); moves are written as the king taking its partner (g1h1).
    bool random_start = false;
    // Per colour and side: the partner's square has a square beyond it on the rank, so the partner may stand
    // in a line to the king's destination: the move is tested whole.
    bool shields[Colours][2] = {{false, false}, {false, false}};
    // Per colour and side, where the setup fixes the squares (no `random_start`) on a board of at most 128
    // squares: those between the king and the partner, which every castling to that side needs empty. Most
    // positions with the rights have a man there, and this tells it before anything else is looked up.
    bool fixed_squares = false;
    SquareBits between[Colours][2];
    // Per colour and side, where the squares are fixed and the king castles to one file on that side (all but
    // free castling): the king's destination and the squares that must be empty (all the king and the partner
    // cross or land on, but their own). Found once, so that a position with the right pays a set test before
    // the attack tests (Castling::generate_moves).
    struct OneCastling {
        bool set = false;
        Square king_to = NoSquare;
        SquareBits empty;
    };
    OneCastling one[Colours][2];
    // Whether men of type t castle (the king, or a partner of either colour on either side).
    bool castles(int t) const {
        if (!enabled) return false;
        if (t == king || t == partner) return true;
        for (const auto& sides : partner_type)
            for (int p : sides)
                if (p == t) return true;
        return false;
    }
};

}  // namespace variant
