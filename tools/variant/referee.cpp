#include "tools/variant/referee.hpp"

#include <fmt/format.h>

#include <chrono>

namespace variant::cli {

namespace {

GameResult loss(int side, std::string reason) {
    return {side == 0 ? GameResult::Score::SecondWins : GameResult::Score::FirstWins, std::move(reason)};
}

const char* colour(int side) { return side == 0 ? "White" : "Black"; }

}  // namespace

RefereedGame referee_game(const MatchRuleset& rs, const std::string& fen, const std::vector<Move>& opening,
                          EngineClient* engines[2], const TimeControl& tc, int max_moves) {
    const Game& g = *rs.game;
    RefereedGame out;
    out.fen = fen;
    Position start(g);
    start.set_fen(fen.empty() ? g.setup_fen : fen);
    Position pos = start;
    for (const Move& m : opening) {
        out.moves.push_back(m);
        pos.make(m);
    }
    const int first_side = pos.side();  // engines[0]'s colour
    out.first_side = first_side;
    for (int s = 0; s < 2; ++s) engines[s]->new_game(start);
    // The clocks: the base time with a clock, else (a fixed time or depth per move) refilled before each move.
    int clock[2] = {tc.base_ms, tc.base_ms};
    for (int made = 0;; ++made) {
        if (const GameResult r = game_result(pos); r.over()) {
            out.result = r;
            break;
        }
        if (max_moves && made >= max_moves) {
            out.result = {GameResult::Score::Draw, fmt::format("adjudicated a draw: the cap of {} moves", max_moves)};
            break;
        }
        const int side = pos.side();
        EngineClient& e = *engines[side == first_side ? 0 : 1];
        const int allowed = tc.depth         ? 60'000 + tc.margin_ms
                            : tc.movetime_ms ? (e.protocol() == EngineProtocol::xboard
                                                    ? std::max(1, (tc.movetime_ms + 999) / 1000) * 1000
                                                    : tc.movetime_ms) +
                                                   tc.margin_ms
                                             : clock[side] + tc.margin_ms;
        const auto asked = std::chrono::steady_clock::now();
        const EngineReply reply = e.ask_move(start, out.moves, clock, std::max(1, allowed));
        const int used = int(
            std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - asked).count());
        const std::string who = fmt::format("{} ({})", colour(side), e.name());
        if (reply.kind == EngineReply::Kind::timeout || (reply.kind == EngineReply::Kind::move && used > allowed)) {
            out.result = loss(side, fmt::format("{} loses on time ({} ms used, {} allowed)", who, used, allowed));
            e.kill();
            break;
        }
        if (reply.kind == EngineReply::Kind::died) {
            out.result = loss(side, fmt::format("{} stopped (its process ended)", who));
            e.kill();
            break;
        }
        if (reply.kind == EngineReply::Kind::resign) {
            out.result = loss(side, fmt::format("{} resigns", who));
            break;
        }
        if (reply.kind == EngineReply::Kind::no_move) {
            out.result = loss(side, fmt::format("{} gave no move ('{}') in a game that is not over", who, reply.text));
            break;
        }
        std::string why;
        const auto m = parse_engine_move(e.protocol(), pos, reply.text, why);
        if (!m) {
            out.result = loss(side, fmt::format("{} plays an illegal move '{}': {}", who, reply.text, why));
            break;
        }
        if (tc.base_ms) clock[side] += tc.increment_ms - used;
        out.moves.push_back(*m);
        pos.make(*m);
    }
    for (int s = 0; s < 2; ++s)
        if (engines[s]->alive()) engines[s]->game_over(out.result, s == 0 ? first_side : 1 - first_side);
    return out;
}

}  // namespace variant::cli
