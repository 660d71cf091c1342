// Positions that cannot arise, refused when a FEN is read (so a perft never counts from one, and the move
// generator never meets a state its rules exclude, such as a royal left capturable).
//
// Royals, by royalty rule (the side that just moved is the side NOT to move):
//   no royal type   nothing to check.
//   check           one royal per side, never left attacked, so never captured, and never made (promotion to
//                   a royal is refused by validation; royals never enter a reserve): each side has exactly
//                   one royal. The side that just moved may not have it attacked: its move would have been
//                   illegal. The side to move may be in check, also double check.
//   last-royal-check  royals may be captured while a side has several; the last one may not be left
//                   attacked, so it is never captured: each side has at least one. The side that just moved
//                   may have a royal attacked only while it has several.
//   duple-check     like last-royal-check, but the side that just moved may not have all its royals attacked
//                   (with one left, that one).
//   capture-last-royal  no check at all: a royal may stand attacked; the game ends when a side's last royal
//                   is captured. So the side to move may have none (its last was just taken: the game is
//                   over, it has no moves), but the side that just moved must still have had one to move.
//   atomic (features/atomic, with 'check')  the side to move may have lost its royal to the last move's
//                   explosion (a finished game); the side that just moved has its royal, attacked only where
//                   atomic allows it (beside the enemy royal, or the enemy royal gone).
//   potential-kings features/potentials checks its positions itself (a side's men must fit its army, the
//                   side that just moved has no potential king attacked).
//
// Men that must have promoted: a man may not stand where every way of arriving would have promoted it.
// Arriving by a move does so when the promotion is triggered by the destination (ends-in, starts-or-ends-in)
// and compulsory there (compulsory, or compulsory-if-stuck where the man could never move again). It may
// still stand there if it arrived otherwise: it stands on its setup square (never moved), a drop may put
// it there, a contagious man passes it on (a captor turns into it on arrival), some promotion makes it (then
// it has just been promoted), or it castles (castling does not promote). Enters-or-leaves is not checked:
// a man that started inside its zone may move about in it freely; on-capture is not checked: a quiet
// move may arrive without promoting.
#include "interpreter/movegen/sanity.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <iterator>

#include "interpreter/attacks/attacks.hpp"
#include "interpreter/core/fen_board.hpp"
#include "interpreter/features/atomic.hpp"
#include "interpreter/features/facing_royals.hpp"
#include "interpreter/features/pass_after_pass.hpp"
#include "interpreter/features/promotion.hpp"

namespace variant {

namespace {

// The column of the man on square s in the FEN's board field, as the shared board scanner finds it (the
// FEN has been read already, so the scan succeeds).
std::size_t column_of(std::string_view fen, const Geometry& geo, Square s) {
    FenBoard board;
    scan_fen_board(fen, geo, board);
    for (const FenMan& man : board.men)
        if (geo.square(man.file, man.rank) == s) return man.at;
    return 0;
}

std::string royal_names(const Game& g) {
    std::string out;
    for (const auto& t : g.types)
        if (t.royal) fmt::format_to(std::back_inserter(out), "{}{}", out.empty() ? "" : " or ", t.name);
    return out;
}

// Whether a man of type t and colour c could stand on s without having been promoted on arrival.
bool may_stand(const Position& pos, Man p, Square s) {
    const Game& g = pos.game();
    const int t = type_of(p), c = colour_of(p);
    if (!Promotion::forced_on_arrival(g, t, c, s)) return true;
    if (p & UnmovedBit) return true;
    // Compiling the setup itself: its men stand on their setup squares (Game::setup_piece is not filled yet).
    if (g.setup_piece.empty()) return true;
    if (g.drops.of[t].reserve >= 0 && g.drops.of[t].allowed[c][s]) return true;
    for (const auto& victim : g.types)
        if (victim.contagious && victim.contagion_into == t) return true;
    if (g.castling.castles(t)) return true;
    for (const auto& other : g.promotion)
        for (const auto& rule : other.rules)
            if (std::count(rule.choices.begin(), rule.choices.end(), t)) return true;
    return false;
}

// The side-to-move field's column (or the end of the text when it is left out).
std::size_t side_field(std::string_view fen) {
    std::size_t gap = fen.find(' ', fen.find_first_not_of(' '));
    std::size_t side = gap == std::string_view::npos ? gap : fen.find_first_not_of(' ', gap);
    return side == std::string_view::npos ? fen.size() : side;
}

// Whether side c holds a royal in a reserve it is dropped from (placement's king before it is dropped).
bool holds_royal(const Position& pos, int c) {
    const Game& g = pos.game();
    for (int t = 0; t < g.type_count(); ++t)
        if (g.types[t].royal && g.drops.of[t].reserve >= 0 && pos.reserve(c, g.drops.of[t].reserve, t) > 0) return true;
    return false;
}

const char* royalty_name(Royalty r) {
    switch (r) {
        case Royalty::Check: return "check";
        case Royalty::DupleCheck: return "duple-check";
        default: return "last-royal-check";
    }
}

// Each side has the royals its rule needs (on the board, or held to be dropped).
void check_royal_counts(const Position& pos, std::string_view fen) {
    const Game& g = pos.game();
    const int mover = pos.side() ^ 1;  // the side that made the last move
    for (int c = 0; c < Colours; ++c) {
        if (g.royalty == Royalty::None || pos.royal_count(c) > 0 || holds_royal(pos, c)) continue;
        // A side without royals loses another way (horde: White by losing every man): it fears no check.
        if (g.royalty != Royalty::CaptureLastRoyal && g.extinction.enabled) continue;
        // features/atomic: the last move may have exploded the king of the side now to move (a finished game).
        if (g.atomic.enabled && c != mover) continue;
        const std::string side = side_names[c];
        if (g.royalty != Royalty::CaptureLastRoyal)
            throw FenError(fen.find_first_not_of(' '),
                           fmt::format("the '{}' rule needs a {} on each side, but {} has none",
                                       royalty_name(g.royalty), royal_names(g), side));
        if (c == mover)  // with the other side to move it would be a finished game: its last royal just taken
            throw FenError(side_field(fen),
                           fmt::format("under 'capture-last-royal' the game ends when a side's last "
                                       "{} is taken, so {}, having none, cannot have made the last move",
                                       royal_names(g), side));
    }
}

// Whether the man p on s is a royal of the side that just moved, and one its rule forbids to leave attacked.
bool left_in_check(const Position& pos, Man p, Square s) {
    const Game& g = pos.game();
    const int mover = pos.side() ^ 1;
    if (colour_of(p) != mover || !g.types[type_of(p)].royal) return false;
    // Under bikjang a pass is legal in check while the royals face (features/facing_royals).
    if (PassesInARow::after_pass(pos) && FacingRoyals::bikjang_pass(pos)) return false;
    if (g.atomic.enabled) return pos.royal_count(mover ^ 1) > 0 && Atomic::in_check(pos, mover);
    const bool check_rule = g.royalty == Royalty::Check || g.royalty == Royalty::DupleCheck ||
                            (g.royalty == Royalty::LastRoyalCheck && pos.royal_count(mover) == 1);
    if (!check_rule || !attacked(pos, s, mover ^ 1)) return false;
    if (g.royalty != Royalty::DupleCheck) return true;
    for (Square r : pos.pieces(mover))  // duple check: wrong only if no royal of the mover is safe
        if (g.types[type_of(pos.at(r))].royal && !attacked(pos, r, mover ^ 1)) return false;
    return true;
}

}  // namespace

void check_possible(const Position& pos, std::string_view fen) {
    if (pos.game().potential.enabled) return;  // features/potentials checked its armies and kings
    check_royal_counts(pos, fen);
    const Game& g = pos.game();
    int royals_seen[Colours] = {0, 0};
    for (int rank = g.geo.ranks - 1; rank >= 0; --rank)  // in the FEN's order: the first mistake is reported
        for (int file = 0; file < g.geo.files; ++file) {
            const Square s = g.geo.square(file, rank);
            const Man p = pos.at(s);
            if (!p) continue;
            const std::string side = side_names[colour_of(p)], name = g.types[type_of(p)].name;
            if (g.royalty == Royalty::Check && g.types[type_of(p)].royal && ++royals_seen[colour_of(p)] == 2)
                throw FenError(column_of(fen, g.geo, s),
                               fmt::format("the 'check' rule gives each side one {}, but {} has a second on {} "
                                           "(several royals need 'last-royal-check' or 'capture-last-royal')",
                                           royal_names(g), side, square_name(g.geo, s)));
            if (!may_stand(pos, p, s)) {
                const bool stuck = Promotion::forced_on_arrival(g, type_of(p), colour_of(p), s)->mode ==
                                   PromotionMode::CompulsoryIfStuck;
                throw FenError(
                    column_of(fen, g.geo, s),
                    fmt::format("a {} {} cannot stand on {}, where it {} promote on arrival", side, name,
                                square_name(g.geo, s), stuck ? "could never move again and so must" : "must"));
            }
            if (left_in_check(pos, p, s))
                throw FenError(column_of(fen, g.geo, s),
                               fmt::format("{} cannot have left its {} on {} in check: {} is to move", side, name,
                                           square_name(g.geo, s), side_names[pos.side()]));
        }
}

}  // namespace variant
