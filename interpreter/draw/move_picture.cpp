// The picture of a Betza move (see move_picture.hpp).
#include "interpreter/draw/move_picture.hpp"

#include <fmt/format.h>

namespace variant::draw {

namespace {

Mark mark_of(std::uint8_t m) {
    // The same order of precedence as the text diagram (betza/diagram.cpp).
    if ((m & betza::ReachMove) && (m & betza::ReachCapture)) return Mark::MoveOrCapture;
    if ((m & betza::ReachMove) && (m & betza::ReachHop)) return Mark::MoveOrHop;
    if (m & betza::ReachMove) return Mark::MoveOnly;
    if (m & betza::ReachCapture) return Mark::CaptureOnly;
    if (m & betza::ReachInitial) return Mark::FirstMove;
    if (m & betza::ReachHop) return Mark::Hop;
    if (m & betza::ReachMultiLeg) return Mark::MultiLeg;
    if (m & betza::ReachCastle) return Mark::Castling;
    return Mark::None;
}

// The squares of the multi-leg paths, turning square by turning square, on an empty board (the earlier
// legs' conditions assumed met, as betza::reach assumes them).
struct PathWalker {
    betza::BoardSize board;
    std::vector<std::vector<int>>& out;
    std::vector<int> stack;
    bool overflow = false;

    int index(betza::Square s) const { return s.rank * board.files + s.file; }
    bool on(betza::Square s) const {
        return s.file >= 0 && s.file < board.files && s.rank >= 0 && s.rank < board.ranks;
    }

    void walk(const betza::MovePath& path, std::size_t leg_index, betza::Square at) {
        const betza::Leg& leg = path.legs[leg_index];
        const int limit = leg.max_steps == 0 ? board.files * board.ranks : leg.max_steps;
        betza::Square s = at;
        for (int k = 1; k <= limit && !overflow; ++k) {
            s.file += leg.step.dx;
            s.rank += leg.step.dy;
            if (leg.cylinder) s.file = ((s.file % board.files) + board.files) % board.files;
            if (!on(s) || (leg.cylinder && s == at)) return;
            stack.push_back(index(s));
            if (leg_index + 1 == path.legs.size()) {
                if (out.size() >= MaxArrows) overflow = true;
                else out.push_back(stack);
            } else {
                walk(path, leg_index + 1, s);
            }
            stack.pop_back();
            if (leg_index + 1 < path.legs.size() && !(leg.stop & betza::Empty)) return;
        }
    }
};

}  // namespace

Picture move_picture(const std::vector<betza::MovePath>& paths, betza::BoardSize board, betza::Square from,
                     betza::Player player, const std::string& title) {
    Picture p;
    p.files = board.files;
    p.ranks = board.ranks;
    p.title = title;
    const auto reached = betza::reach(paths, board, from);
    p.marks.resize(reached.size());
    for (std::size_t s = 0; s < reached.size(); ++s) p.marks[s] = mark_of(reached[s]);
    const int origin = from.rank * board.files + from.file;
    p.origin = origin;
    p.origin_reached = reached[std::size_t(origin)] != 0;
    p.marks[std::size_t(origin)] = Mark::None;
    Token piece;
    piece.side = player == betza::Player::First ? 0 : 1;
    p.men.push_back({origin, piece});

    PathWalker walker{board, p.paths, {origin}};
    for (const auto& path : paths)
        if (path.legs.size() > 1 && !path.universal && !path.castling) walker.walk(path, 0, from);
    if (walker.overflow) {
        p.paths.clear();
        p.paths_note = fmt::format("(more than {} multi-leg paths: their arrows are not drawn)", MaxArrows);
    }
    return p;
}

}  // namespace variant::draw
