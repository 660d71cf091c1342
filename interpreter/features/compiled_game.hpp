// The Game: a ruleset compiled. Its tables (game/game.hpp: the board, the men, their moves and attacks, the
// keys) and, on top of them, the data of every rule, each declared by its rule in its own <rule>_data.hpp,
// and the hooks of the rules the game switches on. Built once by compile() (registry.hpp), then shared
// read-only (threads may share one Game).
//
// The layers below the rules (position/, attacks/) see only GameTables; a Position names its Game without
// knowing its rules' fields (position.hpp), and the rules and everything above them read those fields here.
#pragma once

#include <vector>

#include "interpreter/core/rule_kinds.hpp"
#include "interpreter/features/atomic_data.hpp"
#include "interpreter/features/capture_reserve_data.hpp"
#include "interpreter/features/castling_data.hpp"
#include "interpreter/features/check_count_data.hpp"
#include "interpreter/features/counting_data.hpp"
#include "interpreter/features/derived_promotion_data.hpp"
#include "interpreter/features/drops_data.hpp"
#include "interpreter/features/en_passant_data.hpp"
#include "interpreter/features/end_results_data.hpp"
#include "interpreter/features/exchanges_data.hpp"
#include "interpreter/features/extinction_data.hpp"
#include "interpreter/features/facing_royals_data.hpp"
#include "interpreter/features/first_move_rights_data.hpp"
#include "interpreter/features/gating_data.hpp"
#include "interpreter/features/goal_data.hpp"
#include "interpreter/features/lion_trading_data.hpp"
#include "interpreter/features/material_data.hpp"
#include "interpreter/features/move_limit_data.hpp"
#include "interpreter/features/no_checks_data.hpp"
#include "interpreter/features/pass_after_pass_data.hpp"
#include "interpreter/features/potentials/data.hpp"
#include "interpreter/features/promotion_data.hpp"
#include "interpreter/features/promotion_limits_data.hpp"
#include "interpreter/features/promotion_moves_data.hpp"
#include "interpreter/features/repetition_data.hpp"
#include "interpreter/features/self_capture_data.hpp"
#include "interpreter/features/transfers_data.hpp"
#include "interpreter/game/compiler.hpp"
#include "interpreter/game/game.hpp"
#include "interpreter/game/rule_hooks.hpp"

namespace variant {

struct Game : GameTables {
    std::vector<PromotionInfo> promotion;   // features/promotion, per type
    DropRules drops;                        // features/drops
    PromotionMoves promotion_moves;         // features/promotion_moves
    CaptureInfo captures;                   // features/capture_reserve
    std::vector<TransferInfo> transfers;    // features/transfers, per rule
    CastlingInfo castling;                  // features/castling
    GatingInfo gating;                      // features/gating
    Royalty royalty = Royalty::Check;       // features/royalty
    bool pass = false;                      // features/pass
    PassAfterPassInfo pass_after_pass;      // features/pass_after_pass
    MoveLimitInfo move_limit;               // features/move_limit
    CountingInfo counting;                  // features/counting
    LionTradingInfo lion_trading;           // features/lion_trading
    SelfCaptureInfo self_capture;           // features/self_capture
    ExchangeInfo exchanges;                 // features/exchanges, features/automatic_exchange
    DerivedPromotionInfo derived;           // features/derived_promotion
    PotentialInfo potential;                // features/potentials
    ExtinctionInfo extinction;              // features/extinction
    EnPassantInfo en_passant;               // features/en_passant
    bool bare_king = false;                 // features/bare_king
    GoalInfo goal;                          // features/goal
    CheckCountInfo check_count;             // features/check_count
    NoChecksInfo no_checks;                 // features/no_checks
    bool royal_frozen = false;              // features/royal_frozen
    bool any_cannot_pass_attacked = false;  // features/safe_passage
    bool compulsory_capture = false;        // features/compulsory_capture
    AtomicInfo atomic;                      // features/atomic
    FirstMoveRightsInfo first_move_rights;  // features/first_move_rights
    PromotionLimitsInfo promotion_limits;   // features/promotion_limits
    FacingRoyalsInfo facing_royals;         // features/facing_royals
    EndResults results;                     // how the ends without data of their own score
    RepetitionInfo repetition;              // features/repetition
    MaterialInfo material;                  // features/material
    int consecutive_passes = 0;             // features/pass_ending: passes in a row that end the game

    RuleHooks hooks;  // the hooks of the rules this game has on (compile(), features/registry.cpp)
};

// The compiler as the rules' compile steps see it: the table stages' working state (game/compiler.hpp), with
// the whole Game to fill. Its `g` hides the table stages' view of the same object.
struct RuleCompiler : Compiler {
    Game& g;
    RuleCompiler(const CheckedRuleset& ruleset, Game& game) : Compiler(ruleset, game), g(game) {}
};

}  // namespace variant
