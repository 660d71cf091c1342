// The Ruleset: a game as the designer wrote it, as plain data (Fairy-Stockfish's variant.h is the model:
// one struct, no behaviour). The loader fills it from YAML and the validator, once it finds no mistake,
// hands it out as a CheckedRuleset (checked_ruleset.hpp), which the compiler turns into a Game.
//
// Names (of pieces, zones, reserves) are kept as written; the compiler resolves them to indices. Values a
// later stage may still reject carry their source location (Located<>).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "interpreter/core/engine_settings.hpp"
#include "interpreter/core/notation_settings.hpp"
#include "interpreter/core/rule_kinds.hpp"
#include "interpreter/core/source.hpp"

namespace variant {

enum class BoardSymmetry { Mirror, Rotate };  // how the second player's moves and zones are derived

struct Board {
    int files = 8;
    int ranks = 8;
    std::vector<Located<std::string>> holes;  // squares that are not part of the board, e.g. "d4"
    BoardSymmetry symmetry = BoardSymmetry::Mirror;
};

// A set of squares, written from the first player's point of view; the second player's copy is derived
// by the board symmetry unless `absolute` is set.
struct Zone {
    Located<std::string> name;
    std::vector<int> ranks;                     // 1-based, from the owner's side
    std::vector<int> files;                     // 1-based
    std::vector<Located<std::string>> squares;  // "e4"
    bool absolute = false;                      // same squares for both players
};

// An extra move available only when the piece starts in a zone (rank-bound pawn double steps), and/or only
// where it ends in a zone (`to`: janggi's palace diagonals, from a point of the lines to another).
struct ZonedMove {
    Located<std::string> betza;
    Located<std::string> zone;  // where it starts; empty: anywhere
    Located<std::string> to;    // where it ends; empty: anywhere
};

struct PieceType {
    Located<std::string> name;
    Located<std::string> code;                         // FEN code: one letter, or several (bracketed in FENs);
                                                       // empty for a promoted form written "+" + base code
    Located<std::string> betza;                        // first player's move; the second's is derived
    std::optional<Located<std::string>> betza_second;  // an asymmetric piece: the second player's own move
    std::vector<ZonedMove> zoned_moves;
    bool royal = false;
    int value = 0;                                 // exchange order, mutation classes, material
    std::optional<int> value_class;                // mutation class (pocket mutation)
    std::optional<Located<std::string>> promoted;  // fixed promotion partner
    bool en_passant_victim = false;                // its multi-square non-capturing moves create e.p. squares
    Located<std::string> en_passant_from;          // a zone: they create them only when made from there
    bool droppable = true;
    bool contagious = false;                 // a capturer of this piece becomes this type
    bool castles = false;                    // unmoved state matters (castling king or partner)
    bool captures_unprotected_only = false;  // may not capture a protected piece (tai shogi emperor)
    bool cannot_pass_attacked = false;       // its line moves may not cross an attacked square (features/safe_passage)
    // A capturer of this piece becomes this other type (tai shogi's deva: a teaching king).
    std::optional<Located<std::string>> contagion_into;
    // Every move ends in this zone (xiangqi's general in its palace, the elephant on its side of the river).
    Located<std::string> confined_to;
    // Hopper limits (janggi's cannon): men of these types are no screen for its hops, which may not take them.
    std::vector<Located<std::string>> cannot_hop_over;
    std::vector<Located<std::string>> cannot_capture;
    Located<std::string> glyph;        // what pictures write on its token (core/glyph.hpp); empty: the code
    Located<std::string> xboard_code;  // the letter XBoard writes for it where not `code` (xiangqi's horse: H)
    Located<std::string> san_code;     // the letter SAN writes for it where not `code` (xiangqi's horse: H)
    bool san_letter = false;           // SAN writes its letter though it is one of end.pawns (berolina's pawn)
    SourceLocation san_letter_where;   // where `san_letter` is written; unset when it is not
};


struct PromotionRule {
    std::vector<Located<std::string>> pieces;  // which types this rule applies to
    std::optional<Located<std::string>> zone;  // not needed for OnCapture
    PromotionTrigger trigger = PromotionTrigger::EndsIn;
    PromotionMode mode = PromotionMode::Optional;
    bool captures_only = false;                        // only capturing moves promote by this rule
    std::vector<Located<std::string>> to;              // choices; empty = the piece's fixed partner
    std::optional<Located<std::string>> from_reserve;  // choice limited to pieces held there (Hostage);
                                                       // the promoting piece takes the chosen one's place
    bool from_opponents_reserve = true;                // whose copy of from_reserve (Hostage: the enemy's prison)
    bool attacks_without_choice = false;  // with from_reserve: a man with nothing to promote to still attacks (grand)
    SourceLocation where;
};

// A promotion that is a move of its own (sittuyin): the man turns into one of `to` where it stands, or on
// an empty square the new type could move to from there (features/promotion_moves).
struct PromotionMoveRule {
    std::vector<Located<std::string>> pieces;
    std::vector<Located<std::string>> to;
    std::optional<Located<std::string>> zone;  // where the man must stand; none = anywhere
    bool anywhere_if_last = false;             // the side's last man of its type may promote outside the zone
    int max_on_board = 0;                      // at most this many men of the new type a side; 0 = no limit
    bool no_attack = false;                    // the new man may attack no enemy man (nor give check)
    SourceLocation where;
};

struct Reserve {
    Located<std::string> name;  // hand, prison, airfield, pocket, ...
    int capacity = 0;           // 0 = unlimited
    bool external = false;      // filled from outside the game (bughouse: the partner's board), so a FEN fills it
};

enum class CaptureDestination { Gone, CaptorReserve, OwnerReserve };

struct CaptureRule {
    CaptureDestination destination = CaptureDestination::Gone;
    std::optional<Located<std::string>> reserve;               // for CaptorReserve / OwnerReserve
    bool demote = false;                                       // a promoted piece enters as its base type
    bool change_colour = true;                                 // a captured piece changes sides (shogi, crazyhouse)
    bool self_capture = false;                                 // own pieces (not royal) may be captured
    std::optional<Located<std::string>> self_capture_reserve;  // where a self-captured piece goes
    // A promoted man enters the captor's reserve as the type it promoted from (crazyhouse).
    bool demotes_into_reserve() const { return destination == CaptureDestination::CaptorReserve && demote; }
};

struct DropRule {
    Located<std::string> from;                 // reserve name
    std::vector<Located<std::string>> pieces;  // empty = every droppable type
    std::optional<Located<std::string>> zone;  // where drops may land (empty squares in it); none = anywhere
    std::vector<Located<std::string>> forbidden_zones;
    bool not_where_stuck = false;                        // not where the piece could never move
    std::vector<Located<std::string>> no_two_on_file;    // nifu
    std::vector<Located<std::string>> no_mate_by;        // uchifuzume
    std::vector<Located<std::string>> no_check_by;       // may not be dropped giving check (supply chess)
    int file_limit = 1;                                  // how many no_two_on_file men a file may hold (torishogi: 2)
    bool compulsory = false;                             // while one is held, a legal drop must be made (placement)
    bool promoted_face = false;                          // a man may also be dropped as its `promoted` form (kyoto)
    std::vector<Located<std::string>> opposite_colours;  // spread over both square colours (placement's bishops)
    SourceLocation where;
};

// A move that lifts an own piece from the board into a reserve (the pocket of Pocket Mutation Chess).
struct TransferRule {
    Located<std::string> to;                              // reserve name
    std::vector<Located<std::string>> pieces;             // empty = every non-royal type
    int first_ply = 1;                                    // the earliest ply (1 = White's first move) allowed
    bool mutate_within_class = false;                     // may become any piece of the same value class
    std::optional<Located<std::string>> next_class_zone;  // from there: must become a piece of the next class
    SourceLocation where;
};

// Hostage-style exchange: give a prisoner back, take one of yours back and drop it at once.
struct ExchangeRule {
    Located<std::string> give_from;               // own reserve holding enemy men (prison)
    Located<std::string> give_to;                 // the opponent's reserve they go to (airfield)
    Located<std::string> take_from;               // the opponent's reserve holding own men (prison)
    std::optional<Located<std::string>> take_to;  // own reserve the taken man goes to; none = dropped at once
    bool value_order = true;                      // the man given must be worth at least the man taken (piece values)
    bool automatic_on_match = false;              // SC-chess: matching prisoners swap at once, both to airfields
    std::vector<Located<std::string>> forbidden_zones;  // where an exchange drop may not land
    SourceLocation where;
};

// A piece shows its promoted form while a condition on reserves holds (Power Mover).
struct DerivedPromotionRule {
    std::vector<Located<std::string>> pieces;
    Located<std::string> partner_in;              // own reserve in which the partner must be
    std::optional<Located<std::string>> partner;  // the partner's type; none = another man of the same type
    SourceLocation where;
};

// Chu shogi's lion-trading rules (features/lion_trading): which types are lions, and the men whose capture
// on a lion's first step does not free it to take a protected lion from afar.
struct LionTradingRule {
    bool enabled = false;
    std::vector<Located<std::string>> lions;
    std::vector<Located<std::string>> minor;
    SourceLocation where;
};

// Atomic captures (features/atomic): the types an explosion beside them spares.
struct AtomicRule {
    bool enabled = false;
    std::vector<Located<std::string>> immune;
    SourceLocation where;
};

struct CastlingRule {
    Located<std::string> king;
    Located<std::string> partner;
    bool enabled = false;
    bool dropped_partner_castles = false;  // a partner dropped on its setup square may castle (Hostage Chess)
    // features/castling: the files the king and the partner land on, per side (0 `kingside`: towards the higher
    // files; 1 `queenside`: towards the a-file); unset: as the distance says, the partner beside the king.
    std::optional<Located<std::string>> king_files[2];
    std::optional<Located<std::string>> partner_files[2];
    // Free castling (`king_files: {kingside: [g, h, i, j]}`, Sjaak II's `Castle: white f1-g1,h1,i1,j1 with
    // k1`): the king's destinations after the first, which king_files holds.
    std::vector<Located<std::string>> more_king_files[2];
    bool random_start = false;  // Chess960: king and partners start anywhere on the rank, the FEN names them
    // `drop_files` (Placement chess): the files, on each side's first rank, of the king and of each partner (0
    // kingside, 1 queenside) that stand for the setup's squares; men dropped there get the castling rights.
    struct DropFiles {
        bool enabled = false;
        Located<std::string> king;
        std::optional<Located<std::string>> partner[2];
        SourceLocation where;
    } drop_files;
};

// Gating (Seirawan chess): a man of the reserve enters on the first-rank square an unmoved man leaves.
struct GatingRule {
    bool enabled = false;
    Located<std::string> from;                 // the reserve
    std::vector<Located<std::string>> pieces;  // the types that may enter
    SourceLocation where;
};

// Promotion limits (features/promotion_limits, Spartan chess, chaturanga): a promotion to one of these types
// is made only while the side has fewer men of it on the board than its setup has.
struct PromotionLimitsRule {
    bool enabled = false;
    std::vector<Located<std::string>> pieces;
    SourceLocation where;
};

// First-move rights (features/first_move_rights, Cambodian chess): the types whose unmoved men still have
// their first moves (Betza `i`), written by file in the FEN's castling field as Fairy-Stockfish writes them
// (DEde), and the types whose first moves are not made while in check.
struct FirstMoveRightsRule {
    bool enabled = false;
    std::vector<Located<std::string>> pieces;
    std::vector<Located<std::string>> not_in_check;
    SourceLocation where;
};

// end.extinction (features/extinction): a side left with `count` or fewer men of one of `pieces` (each type
// counted on its own, men in reserves included), or of its whole army, has lost.
struct ExtinctionRule {
    bool enabled = false;
    std::vector<Located<std::string>> pieces;
    bool whole_army = false;
    int count = 0;
    int opponent_count = 0;          // koedem: lost only while the opponent holds this many or more of the type
    Outcome result = Outcome::Loss;  // for the side that ran out
    SourceLocation where;
};

// end.goal (features/goal): a side whose man of one of `pieces` stands in its copy of `zone` has won; with
// `second_player_may_follow` the second player still gets the move that may reach it too (a draw).
struct GoalRule {
    bool enabled = false;
    std::vector<Located<std::string>> pieces;
    Located<std::string> zone;
    bool second_player_may_follow = false;
    bool must_hold = false;         // the man must still stand there when its side is to move again (jeson mor)
    Outcome result = Outcome::Win;  // for the side that arrived
    SourceLocation where;
};

// end.counting (features/counting): the counting rules of makruk and its family (board's honour, pieces'
// honour), as Fairy-Stockfish counts them. Limits in full moves.
struct CountingRule {
    bool enabled = false;
    int board_honour = 0;            // once no pawn is left and the side to move has more than its king; 0 = no count
    bool count_from_men = false;     // pieces' honour counts from the number of men left (makruk), else from 0
    Outcome result = Outcome::Draw;  // for the side to move when the count reaches the limit
    // Once the side to move has its king alone: the first row whose men the other side has (at least so many
    // of each type; none: any army) gives the limit.
    struct Row {
        std::vector<std::pair<Located<std::string>, int>> men;
        int moves = 0;
    };
    std::vector<Row> pieces_honour;
    SourceLocation where;
};

struct GameEnd {
    Outcome checkmate = Outcome::Loss;          // for the side mated (features/royalty)
    Outcome stalemate = Outcome::Draw;          // for the side that cannot move, not in check (features/royalty)
    int move_limit = 0;                         // full moves without a reset; 0 = none
    Outcome move_limit_result = Outcome::Draw;  // for the side to move when the limit is reached
    bool limit_reset_by_capture = true;
    bool limit_reset_by_pawn_move = true;
    bool limit_reset_by_promotion = false;
    std::vector<Located<std::string>> pawns;    // whose moves count as pawn moves
    int repetition = 0;                         // the n-th occurrence of a position ends the game; 0 = none
    Outcome repetition_result = Outcome::Draw;  // for the side to move at the n-th occurrence
    int repetition_result_for = -1;             // ... or for the first (0) or the second (1) player
    Outcome perpetual_check = Outcome::Draw;    // for the side that checked in every position of the cycle
    std::vector<Located<std::string>> insufficient_material;   // the lone men that cannot mate (chess: B, N)
    std::vector<std::pair<Located<std::string>, int>> points;  // end.points: each type's worth (janggi)
    int points_handicap = 0;    // the first player wins a count only with more than this many points more
    ExtinctionRule extinction;  // features/extinction
    bool bare_king = false;     // features/bare_king: a side left with its royals alone loses
    Outcome bare_king_result = Outcome::Loss;  // for the bare side
    GoalRule goal;                             // features/goal
    int checks = 0;                            // features/check_count: the n-th check wins; 0 = none
    Outcome checks_result = Outcome::Win;      // for the side that gave them
    int consecutive_passes = 0;                // passes in a row that end the game; 0 = none (features/pass_ending)
    SourceLocation consecutive_passes_where;
    Outcome consecutive_passes_result = Outcome::Draw;  // for the side to move after them (or by points)
    Outcome bikjang = Outcome::Draw;                    // features/facing_royals: the royals still facing after a pass
    CountingRule counting;                              // features/counting
};

struct PotentialRule {
    bool enabled = false;
    std::vector<Located<std::string>> types;                 // possible types of every man at the start
    std::vector<std::pair<Located<std::string>, int>> army;  // count per type (1K 1Q 2R 2B 2N 8P)
    bool bishops_on_both_colours = false;
    SourceLocation where;  // the 'potential' key
};

struct Ruleset {
    Located<std::string> name;
    std::string description;
    SourceLocation where;  // the file itself
    Board board;
    std::vector<PieceType> pieces;
    Located<std::string> setup;  // FEN of the start position
    std::vector<Zone> zones;
    std::vector<PromotionRule> promotions;
    std::vector<PromotionMoveRule> promotion_moves;  // features/promotion_moves
    LionTradingRule lion_trading;
    std::vector<Reserve> reserves;
    CaptureRule captures;
    std::vector<DropRule> drops;
    std::vector<TransferRule> transfers;
    std::vector<ExchangeRule> exchanges;
    std::vector<DerivedPromotionRule> derived_promotions;
    CastlingRule castling;
    GatingRule gating;
    FirstMoveRightsRule first_move_rights;  // features/first_move_rights
    PromotionLimitsRule promotion_limits;   // features/promotion_limits
    bool pass = false;
    PassAfterPass pass_after_pass = PassAfterPass::Allowed;  // features/pass_after_pass
    bool no_checks = false;                                  // features/no_checks: a move may not give check
    bool royal_frozen_in_check = false;  // features/royal_frozen: in check the royal moves only to take the checker
    bool compulsory_capture = false;     // features/compulsory_capture
    AtomicRule atomic;                   // features/atomic
    Royalty royalty = Royalty::Check;
    FacingRule facing_royals = FacingRule::Allowed;  // features/facing_royals
    SourceLocation facing_royals_where;              // the written value; unset when the default holds
    SourceLocation royalty_where;                    // the written royalty value; unset when the default holds
    GameEnd end;
    PotentialRule potential;
    EngineSettings engine;
    NotationSettings notation;
};

}  // namespace variant
