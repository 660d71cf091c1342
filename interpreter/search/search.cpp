#include "interpreter/search/search.hpp"

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <thread>
#include <utility>

#include "interpreter/attacks/attacks.hpp"
#include "interpreter/features/royalty.hpp"
#include "interpreter/movegen/legal.hpp"
#include "interpreter/movegen/movegen.hpp"
#include "interpreter/search/move_order.hpp"
#include "interpreter/search/outcome.hpp"

namespace variant {

namespace {

using Clock = std::chrono::steady_clock;

constexpr std::uint64_t PollEvery = 16;  // a power of two

// Deeper than this the quiescence search stands pat: a long capture chain on a big board stays bounded.
constexpr int MaxQuiescencePly = 12;
// Quiescence's delta pruning: what a capture may bring beyond its victim's value (a positional swing).
constexpr int DeltaMargin = 200;
// MoveOrder's value of a royal: no exchange test for it (a royal moves only to squares left unattacked).
constexpr int RoyalValue = 20000;

// Reverse futility and futility pruning's margins, per ply of depth left, and the depths they reach to.
constexpr int ReverseFutilityMargin = 110;
constexpr int ReverseFutilityDepth = 3;
constexpr int FutilityMargin = 160;
constexpr int FutilityDepth = 2;

// Late-move reductions grow with the depth left and the move's rank: about ln(depth) * ln(index) / 2.
int lmr_reduction(int depth, int index) {
    static const auto table = [] {
        std::array<std::array<int, 64>, 64> t{};
        for (int d = 1; d < 64; ++d)
            for (int i = 1; i < 64; ++i)
                t[std::size_t(d)][std::size_t(i)] = int(std::lround(std::log(d) * std::log(i) / 2.0));
        return t;
    }();
    return table[std::size_t(std::min(depth, 63))][std::size_t(std::min(index, 63))];
}

// A game in which passing is never worse than any move cannot use null-move pruning: the null move's
// "do nothing" bound is false there (a side with no safe move must still move).
bool null_move_allowed(const Game& g) {
    const bool royal_check = g.royalty == Royalty::Check || g.royalty == Royalty::LastRoyalCheck;
    return royal_check && !g.compulsory_capture && !g.potential.enabled && !g.atomic.enabled;
}

}  // namespace

ClockPlan plan_clock(const SearchLimits& limits) {
    // A reserve for what each move costs besides the search (the reply's travel, a busy machine's delays):
    // a game of many moves (shatranj's and makruk's run past 150 a side) would otherwise lose on time.
    const double left = std::max(0.0,
                                 limits.time_left_ms - std::min(limits.time_left_ms / 4.0, double(ClockReserveMs)));
    // Sudden death plans for 30 moves more, whatever the game's length: each move then takes about a
    // 30th of what is left, a geometric share that never runs out.
    const double moves = limits.moves_to_go > 0 ? limits.moves_to_go + 1 : 30;
    // Each move costs its overhead again, increment or not: of the increment only what is beyond the overhead
    // counts. And the hard stop may run past the share only on the bank, never on the increment: an iteration
    // cut at 2.5 shares of the increment too made every move cost more than the increment gives once the bank
    // was low, and XBoard's sho shogi (2 s + 30 ms) ran down to 0.14 s in 60 moves.
    const double bank = left / moves, increment = std::max(0, limits.increment_ms - MoveOverheadMs);
    const double share = bank + increment * 0.8;
    const double hard = std::min({left * 0.5, share * 2.5, bank * 2.5 + increment});
    // No iteration starts after 0.6 of the share: the next one costs a few times the last.
    const double soft = std::min(hard, share * 0.6);
    return {std::max(1.0, hard), std::max(1.0, soft)};
}

// One search thread: its own copy of the position, its move-order memory and its counters.
struct Searcher::Worker {
    Searcher& s;
    const Game& g;
    Position pos;
    int id;
    MoveOrder order;
    std::vector<std::uint64_t> keys;  // the game's earlier positions, then the search path's
    std::uint64_t nodes = 0;
    int seldepth = 0;
    bool null_ok;
    Move pv[MaxSearchPly + 1][MaxSearchPly + 1];
    int pv_length[MaxSearchPly + 1] = {};
    // Whether the side to move at each ply is in check, where the move that led there already asked (1 or 0),
    // else -1: the search asks after each move whether it gives check, and the node below need not ask again.
    std::int8_t known_check[MaxSearchPly + 2];
    std::vector<int> scores[MaxSearchPly + 1];  // the move order's scores per ply, kept so no node allocates
    // Shared with the other workers.
    const std::atomic<bool>* stop;
    std::atomic<bool>* done;
    std::atomic<std::uint64_t>* shared_nodes;
    const SearchLimits* limits;
    Clock::time_point deadline;
    bool has_deadline;

    Worker(Searcher& searcher, Position root, int index)
        : s(searcher),
          g(searcher.g_),
          pos(std::move(root)),
          id(index),
          order(searcher.g_, searcher.eval_.values()),
          null_ok(null_move_allowed(g)) {
        std::fill(std::begin(known_check), std::end(known_check), std::int8_t(-1));
    }

    bool checked(int ply) const { return known_check[ply] >= 0 ? known_check[ply] != 0 : in_check(pos); }

    bool stopped() const { return done->load(std::memory_order_relaxed) || (stop && stop->load()); }

    // Every 16 nodes: the node limit, the clock and an outside stop. Often, because a node of a big game
    // (tai shogi's 25x25 board) costs a good part of a millisecond.
    void poll() {
        if (++nodes & (PollEvery - 1)) return;
        const std::uint64_t total = shared_nodes->fetch_add(PollEvery, std::memory_order_relaxed) + PollEvery;
        if ((limits->nodes && total >= limits->nodes) || (has_deadline && Clock::now() >= deadline)) done->store(true);
    }

    bool repeated() const {
        // Only positions with the same side to move, and not across an irreversible move: scan them all
        // (game histories are short beside a search's cost).
        const std::uint64_t key = keys.back();
        for (int i = int(keys.size()) - 3; i >= 0; i -= 2)
            if (keys[std::size_t(i)] == key) return true;
        return false;
    }

    int terminal(int ply) {
        switch (verdict_without_moves(pos)) {
            case Verdict::Win: return MateScore - ply;
            case Verdict::Loss: return -MateScore + ply;
            case Verdict::Draw: return 0;
        }
        return 0;
    }

    void make(Move m) {
        pos.make(m);
        s.tt_.prefetch(pos.key());
        keys.push_back(pos.key());
    }
    void unmake() {
        pos.unmake();
        keys.pop_back();
    }

    int quiescence(int alpha, int beta, int ply, int qply) {
        poll();
        pv_length[ply] = 0;
        seldepth = std::max(seldepth, ply);
        if (stopped()) return 0;
        if (ply > 0 && repeated()) return 0;
        // The table: any entry is at least as deep as this search (depth 0), so its bound decides at once.
        const std::uint64_t key = pos.key();
        TableHit hit;
        const bool found = s.tt_.probe(key, hit);
        if (found && beta - alpha == 1) {
            const int score = from_table(hit.score, ply);
            if (hit.bound == Bound::Exact || (hit.bound == Bound::Lower && score >= beta) ||
                (hit.bound == Bound::Upper && score <= alpha))
                return score;
        }
        const bool check = checked(ply);
        MoveList list;
        if (check) {
            // In check every evasion is tried: a capture alone might leave a mate unseen.
            generate_legal(pos, list);
            if (list.size == 0) return terminal(ply);
            if (qply >= MaxQuiescencePly || ply >= MaxSearchPly) return s.eval_.evaluate(pos);
        }
        int stand = 0;
        if (!check) {
            // Stand pat before generating, and then only the captures and promotions: most quiescence nodes
            // end at the stand-pat, and the quiet moves are most of what a generation costs. (A stalemate goes
            // unseen here, as in most engines; a game that ended early is still asked, its ending being often
            // the point of the capture before.)
            if (ended_early(pos)) return terminal(ply);
            stand = s.eval_.evaluate(pos, alpha, beta);
            if (stand >= beta || qply >= MaxQuiescencePly || ply >= MaxSearchPly) return stand;
            alpha = std::max(alpha, stand);
            tactical_moves(pos, list);
            if (list.size == 0) return stand;
        }
        const int original_alpha = alpha;
        ScoredMoves moves = order.score(pos, list, found && hit.has_move ? &hit.move : nullptr, ply, scores[ply]);
        Move best_move{};
        bool has_best = false;
        for (int i = 0; i < moves.size; ++i) {
            const Move m = moves.pick(i);
            if (!check && prune_capture(m, stand, alpha)) continue;
            make(m);
            known_check[ply + 1] = -1;
            const int score = -quiescence(-beta, -alpha, ply + 1, qply + 1);
            unmake();
            if (stopped()) return 0;
            if (score > alpha) {
                alpha = score;
                best_move = m;
                has_best = true;
                if (alpha >= beta) break;
            }
        }
        const Bound bound = alpha >= beta ? Bound::Lower : alpha > original_alpha ? Bound::Exact : Bound::Upper;
        s.tt_.store(key, best_move, has_best, to_table(alpha, ply), 0, bound);
        return alpha;
    }

    // Quiescence's pruning of a capture, not in check: one that cannot lift the score to alpha even if it
    // went unanswered (delta pruning), and one that puts a man on a defended square to take a lesser one
    // (a losing exchange, by the simplest static exchange test: the defender retakes). Promotions are kept.
    bool prune_capture(Move m, int stand, int alpha) const {
        if (m.kind() == MoveKind::Promotion || m.kind() == MoveKind::PromotionMove) return false;
        const int victim = order.victim_value(pos, m);
        if (stand + victim + DeltaMargin <= alpha) return true;
        const int mover = order.mover_value(pos, m);
        return mover > victim + 50 && mover < RoyalValue && attacked(pos, m.to, pos.side() ^ 1);
    }

    // Has a rule ended the game before mate (a bare king, extinction, a goal)? What generate_legal asks.
    int search(int alpha, int beta, int depth, int ply, bool null_allowed) {
        const bool pv_node = beta - alpha > 1;
        pv_length[ply] = 0;
        if (ply > 0) {
            poll();
            if (stopped()) return 0;
            if (repeated()) return 0;
            // Mate distance: no score here can beat a mate already found nearer the root.
            alpha = std::max(alpha, -MateScore + ply);
            beta = std::min(beta, MateScore - ply - 1);
            if (alpha >= beta) return alpha;
        }
        if (ply >= MaxSearchPly) return s.eval_.evaluate(pos);
        const bool check = checked(ply);
        if (check) ++depth;  // check extension
        if (depth <= 0) return quiescence(alpha, beta, ply, 0);
        seldepth = std::max(seldepth, ply);

        const std::uint64_t key = pos.key();
        TableHit hit;
        const bool found = s.tt_.probe(key, hit);
        if (found && !pv_node && ply > 0 && hit.depth >= depth) {
            const int score = from_table(hit.score, ply);
            if (hit.bound == Bound::Exact || (hit.bound == Bound::Lower && score >= beta) ||
                (hit.bound == Bound::Upper && score <= alpha))
                return score;
        }

        MoveList list;
        generate_legal(pos, list);
        if (list.size == 0) return terminal(ply);

        // The static evaluation for the pruning below, only where a pruning may use it (not in check, where it
        // means nothing, nor in the principal variation): an evaluation costs about what a move generation does.
        // Its window reaches as far as the prunings' margins, so that a bound in place of the evaluation
        // (Evaluator::evaluate) decides each of them as the evaluation itself would.
        const bool prunable = null_ok && !pv_node && !check && !is_mate_score(beta) && !is_mate_score(alpha);
        const int eval = prunable ? s.eval_.evaluate(pos, alpha - FutilityDepth * FutilityMargin,
                                                     beta + ReverseFutilityDepth * ReverseFutilityMargin)
                                  : 0;

        // Reverse futility: a position so far above beta, this near the horizon, that no move of the opponent
        // is expected to bring it back (in the games where a side always has a move no worse than passing).
        if (prunable && depth <= ReverseFutilityDepth && eval - ReverseFutilityMargin * depth >= beta &&
            has_pieces_to_move())
            return eval;

        // Null move: if passing still holds beta, a real move will too (but in zugzwang: hence the checks).
        if (prunable && null_allowed && depth >= 3 && has_pieces_to_move()) {
            if (eval >= beta) {
                const int reduction = 2 + depth / 4;
                pos.make_null();
                keys.push_back(pos.key());
                known_check[ply + 1] = -1;
                const int score = -search(-beta, -beta + 1, depth - 1 - reduction, ply + 1, false);
                keys.pop_back();
                pos.unmake_null();
                if (stopped()) return 0;
                if (score >= beta && !is_mate_score(score)) return beta;
            }
        }

        // Futility: near the horizon, a quiet move cannot lift a position far below alpha (unless it checks).
        const bool futile = prunable && depth <= FutilityDepth && eval + FutilityMargin * depth <= alpha;

        ScoredMoves moves = order.score(pos, list, found && hit.has_move ? &hit.move : nullptr, ply, scores[ply]);
        const int original_alpha = alpha;
        int best = -MateScore - 1;
        Move best_move = moves.pick(0);
        int quiets = 0;
        for (int i = 0; i < moves.size; ++i) {
            const Move m = i ? moves.pick(i) : best_move;
            const bool quiet = !is_tactical(pos, m);
            if (quiet) ++quiets;
            make(m);
            const bool gives_check = in_check(pos);
            known_check[ply + 1] = gives_check;
            // Late quiet moves near the horizon, after enough tries, are not searched at all (move-count pruning).
            const bool late = prunable && depth <= 3 && quiets > 3 + 2 * depth * depth;
            if (i > 0 && quiet && !gives_check && (futile || late)) {
                unmake();
                continue;
            }
            int score;
            if (i == 0) {
                score = -search(-beta, -alpha, depth - 1, ply + 1, true);
            } else {
                // Late quiet moves are searched shallower first; a move that surprises is searched again.
                int reduction = 0;
                if (depth >= 3 && i >= 3 && quiet && !check && !gives_check) {
                    // Less in the principal variation and for the killers (a quiet move that refuted a sibling).
                    reduction = lmr_reduction(depth, i) - (pv_node ? 1 : 0) -
                                (moves.scores[std::size_t(i)] >= KillerScore);
                    reduction = std::clamp(reduction, 0, depth - 2);
                }
                score = -search(-alpha - 1, -alpha, depth - 1 - reduction, ply + 1, true);
                if (score > alpha && reduction) score = -search(-alpha - 1, -alpha, depth - 1, ply + 1, true);
                if (score > alpha && score < beta) score = -search(-beta, -alpha, depth - 1, ply + 1, true);
            }
            unmake();
            if (stopped()) return 0;
            if (score > best) {
                best = score;
                best_move = m;
                if (score > alpha) {
                    alpha = score;
                    pv[ply][0] = m;
                    for (int k = 0; k < pv_length[ply + 1]; ++k) pv[ply][k + 1] = pv[ply + 1][k];
                    pv_length[ply] = pv_length[ply + 1] + 1;
                    if (alpha >= beta) {
                        if (quiet) order.reward(pos, m, ply, depth);
                        break;
                    }
                }
            }
        }
        const Bound bound = best >= beta ? Bound::Lower : best > original_alpha ? Bound::Exact : Bound::Upper;
        s.tt_.store(key, best_move, true, to_table(best, ply), depth, bound);
        return best;
    }

    // Some man besides royals and pawns: null-move pruning's zugzwang guard.
    bool has_pieces_to_move() const {
        for (Square sq : pos.pieces(pos.side())) {
            const PieceInfo& info = g.types[std::size_t(type_of(pos.at(sq)))];
            if (!info.royal && !info.pawn_like && !info.ep_victim) return true;
        }
        return false;
    }

    // Mate scores are stored relative to the node, read back relative to the root.
    static int to_table(int score, int ply) {
        return score > MateBound ? score + ply : score < -MateBound ? score - ply : score;
    }
    static int from_table(int score, int ply) {
        return score > MateBound ? score - ply : score < -MateBound ? score + ply : score;
    }
};

Searcher::Searcher(const Game& g, std::size_t hash_mb, int threads, EvalWeights weights)
    : g_(g), eval_(g, weights), tt_(hash_mb), threads_(std::max(1, threads)) {}

Searcher::~Searcher() = default;

void Searcher::new_game() { tt_.clear(); }

SearchResult Searcher::think(const Position& root, const std::vector<std::uint64_t>& earlier,
                             const SearchLimits& limits, const std::function<void(const SearchReport&)>& report,
                             const std::atomic<bool>* stop) {
    const auto start = Clock::now();
    SearchResult result;
    Position probe = root;
    MoveList legal;
    generate_legal(probe, legal);
    if (legal.size == 0) return result;
    result.has_move = true;
    result.best = legal.moves[0];  // whatever happens, a legal move

    std::atomic<bool> done{false};
    std::atomic<std::uint64_t> shared_nodes{0};
    bool has_deadline = false;
    Clock::time_point deadline{}, soft_deadline{};
    auto set_deadline = [&](double ms_hard, double ms_soft) {
        has_deadline = true;
        deadline = start + std::chrono::microseconds(std::int64_t(ms_hard * 1000));
        soft_deadline = start + std::chrono::microseconds(std::int64_t(ms_soft * 1000));
    };
    if (limits.movetime_ms > 0) set_deadline(limits.movetime_ms, limits.movetime_ms);
    const bool on_clock = limits.time_left_ms >= 0 && !limits.infinite;
    if (on_clock) {
        const ClockPlan plan = plan_clock(limits);
        if (!has_deadline || plan.hard_ms < limits.movetime_ms) set_deadline(plan.hard_ms, plan.soft_ms);
    }
    // On a clock, a lone legal move is played at once: its time is kept for the moves that need it.
    if (on_clock && legal.size == 1) return result;

    std::vector<std::unique_ptr<Worker>> workers;
    for (int i = 0; i < threads_; ++i) {
        auto w = std::make_unique<Worker>(*this, root, i);
        w->keys = earlier;
        w->keys.push_back(root.key());
        w->stop = stop;
        w->done = &done;
        w->shared_nodes = &shared_nodes;
        w->limits = &limits;
        w->deadline = deadline;
        w->has_deadline = has_deadline;
        workers.push_back(std::move(w));
    }
    const int max_depth = limits.depth > 0 ? std::min(limits.depth, MaxSearchPly - 1) : MaxSearchPly - 1;

    // The helpers deepen on their own, some a ply ahead, filling the shared table (Lazy SMP).
    std::vector<std::thread> helpers;
    for (int i = 1; i < threads_; ++i)
        helpers.emplace_back([&, i] {
            Worker& w = *workers[std::size_t(i)];
            for (int d = 1 + (i & 1); d <= max_depth && !w.stopped(); ++d) w.search(-MateScore, MateScore, d, 0, false);
        });

    Worker& main = *workers[0];
    int previous = 0;
    for (int depth = 1; depth <= max_depth; ++depth) {
        // An aspiration window around the last score, widened on failure.
        int delta = 35, alpha = -MateScore, beta = MateScore;
        if (depth >= 4 && !is_mate_score(previous)) {
            alpha = previous - delta;
            beta = previous + delta;
        }
        int score;
        for (;;) {
            score = main.search(alpha, beta, depth, 0, false);
            if (main.stopped()) break;
            if (score <= alpha) {
                alpha = std::max(-MateScore, score - delta);
            } else if (score >= beta) {
                beta = std::min(MateScore, score + delta);
            } else {
                break;
            }
            delta *= 2;
        }
        if (main.stopped() && depth > 1) break;  // an unfinished iteration: keep the last one's move
        if (main.pv_length[0] > 0) {
            result.best = main.pv[0][0];
            result.pv.assign(main.pv[0], main.pv[0] + main.pv_length[0]);
        }
        result.score = score;
        result.depth = depth;
        previous = score;
        std::uint64_t nodes = 0;
        for (const auto& w : workers) nodes += w->nodes;
        if (report) {
            SearchReport r{
                depth,    main.seldepth, score, nodes, std::chrono::duration<double>(Clock::now() - start).count(),
                result.pv};
            report(r);
        }
        if (main.stopped()) break;
        // Past the soft deadline, the next iteration (a few times this one's cost) would most likely be cut
        // off at the hard one: its time is kept for later moves.
        if (!limits.infinite && has_deadline && Clock::now() >= soft_deadline) break;
        if (!limits.infinite && is_mate_score(score) && depth > std::abs(mate_plies(score)) + 2)
            break;  // a mate found and proven at this depth
    }
    // An infinite search waits for the stop before it answers.
    while (limits.infinite && !(stop && stop->load()) && !done.load())
        std::this_thread::sleep_for(std::chrono::milliseconds(2));
    done.store(true);
    for (auto& t : helpers) t.join();
    for (const auto& w : workers) result.nodes += w->nodes;
    // The move played must be legal in the root position: check it against the list (it always is; the
    // table's moves are only order hints).
    if (std::find(legal.begin(), legal.end(), result.best) == legal.end()) result.best = legal.moves[0];
    return result;
}

}  // namespace variant
