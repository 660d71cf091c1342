#include "interpreter/play/result.hpp"

#include <fmt/format.h>

#include "interpreter/features/registry.hpp"
#include "interpreter/features/royalty.hpp"
#include "interpreter/movegen/legal.hpp"

namespace variant {

namespace {

// Does the side to move stand mated rather than stalemated, given that it has no legal move? In check
// under a check rule that binds it, or left without the royals the rule needs.
bool mated(Position& pos) {
    const Game& g = pos.game();
    const int us = pos.side();
    switch (g.royalty) {
        case Royalty::Check:
        case Royalty::LastRoyalCheck:
        case Royalty::CaptureLastRoyal:
            if (pos.royal_count(us) == 0) return true;
            return Royals::check_rule(pos) && in_check(pos);
        default: return false;
    }
}

}  // namespace

std::string GameResult::tag() const {
    switch (score) {
        case Score::FirstWins: return "1-0";
        case Score::SecondWins: return "0-1";
        case Score::Draw: return "1/2-1/2";
        default: return "*";
    }
}

std::string GameResult::line(int side) const {
    return over() ? fmt::format("{} {}", tag(), reason) : fmt::format("* {} to move", colour_name(side));
}

GameResult to_result(const Ending& e, int side) {
    GameResult r;
    r.reason = e.reason;
    if (e.outcome == Outcome::Draw) r.score = GameResult::Score::Draw;
    else
        r.score = (e.outcome == Outcome::Win) == (side == 0) ? GameResult::Score::FirstWins
                                                             : GameResult::Score::SecondWins;
    return r;
}

GameResult game_result(Position& pos) {
    const Game& g = pos.game();
    const int us = pos.side();
    if (auto e = dispatch::ending(pos)) return to_result(*e, us);
    MoveList list;
    generate_legal(pos, list);
    if (list.size == 0) {
        const bool mate = mated(pos);
        const char* why = mate ? (pos.royal_count(us) == 0 ? "royal captured" : "checkmate") : "stalemate";
        return to_result(Ending{mate ? g.results.checkmate : g.results.stalemate, why}, us);
    }
    if (auto e = MoveLimit::limit_reached(pos)) return to_result(*e, us);
    if (auto e = Repetition::repeated(pos)) return to_result(*e, us);
    if (auto e = Counting::limit_reached(pos)) return to_result(*e, us);
    if (auto e = Material::insufficient(pos)) return to_result(*e, us);
    return {};
}

}  // namespace variant
