// The static evaluation the search stands on, generic over rulesets: material (piece_values.hpp), men held
// in reserves, promotion potential, the centre (for a royal, as the officers leave the board), mobility of the riders
// and the royal's safety. Built once per Game (its tables are per colour, type and square), then read-only: search
// threads share one. In games won by losing one's men (antichess, losers) the material term counts against its owner.
#pragma once

#include <vector>

#include "interpreter/core/engine_settings.hpp"
#include "interpreter/position/position.hpp"
#include "interpreter/search/piece_values.hpp"

namespace variant {

// `w` with the weights the game's ruleset sets.
EvalWeights with_game_weights(const Game& g, EvalWeights w);

class Evaluator {
public:
    explicit Evaluator(const Game& g, EvalWeights weights = {});

    // Centipawns from the side to move's point of view.
    int evaluate(const Position& pos) const;
    // The same where only its place beside the window (alpha, beta) counts: a score at or above beta may
    // be a lower bound of the evaluation, one at or below alpha an upper bound (the quiescence search's
    // stand-pat, which then skips the dearest term).
    int evaluate(const Position& pos, int alpha, int beta) const;
    // A man's material worth (a potential man: the average of its set's types).
    int man_value(Man p) const;
    int type_value(int type) const { return values_[std::size_t(type)].centipawns; }
    const std::vector<PieceValue>& values() const { return values_; }

private:
    struct Tally {
        int officers = 0;      // both sides' men that are neither royal nor pawns, by value (the phase)
        int material[2] = {};  // each side's men on the board, by value
    };
    int side_score(const Position& pos, int c, Tally& tally) const;
    // The stronger side's drive in a won ending: the weaker royal to the edge, the stronger one next to it.
    int mop_up(const Position& pos, const Tally& tally, int share) const;
    // The ending's share, 0 (all officers on the board, as set up) to 256 (none left: 30% of them or fewer).
    int ending_share(int officers) const;
    int royal_exposure(const Position& pos, int c) const;

    const Game& g_;
    EvalWeights w_;
    std::vector<PieceValue> values_;
    std::vector<int> square_bonus_;     // [(c * types + t) * squares + s]: centre and promotion potential
    std::vector<int> royal_centre_;     // per square: a lone royal's centralisation in the ending
    std::vector<int> centre_distance_;  // per square: king steps from the centre
    int setup_officers_ = 0;            // the officers' material in the setup (0: none, no phase)
    std::vector<int> reserve_percent_;  // per reserve
    std::vector<int> king_dirs_;        // indices into Game::step of the 8 king steps the game has tables for
    bool check_rule_ = false;
    // A game won by running out of men or moves (antichess, losers): material is a burden, its sign turned.
    int material_sign_ = 1;
};

}  // namespace variant
