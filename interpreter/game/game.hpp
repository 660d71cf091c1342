// The Game: a ruleset compiled into flat tables. Built once by compile(), then shared read-only (threads
// may share one Game). Nothing here is parsed or looked up by name in the hot path.
//
// Move tables: for each colour, piece type and square, a run of Rays in `rays` (offset+count through
// `moves_at`). A ray is a contiguous run of target squares in `ray_squares`, nearest first: a leaper's ray
// has one square, a rider's runs to the board edge or its range. Each ray carries its modality (may move
// to an empty square / capture an enemy / capture an own man), whether it is for an unmoved piece only,
// how it treats the men on its way (slide, hop, grasshop), and the squares a lame or jumping leap needs
// empty or occupied.
//
// Attack tables (the reverse lookup used by the check test): for each colour, the list of directions along
// which some of its men capture by plain sliding or leaping, each with a per-type range: a man of type t
// standing k steps away along that direction attacks the square iff range[t] >= k and nothing stands
// between. Cylinder slides have a table of their own, walked with wrapping steps. Men whose captures fit
// neither (hoppers, lame leapers, initial-only captures) are "complex" and tested by generating their
// captures.
#pragma once

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "interpreter/core/engine_settings.hpp"
#include "interpreter/core/fen_board.hpp"
#include "interpreter/core/geometry.hpp"
#include "interpreter/core/man.hpp"
#include "interpreter/core/notation_settings.hpp"
#include "interpreter/core/rule_kinds.hpp"
#include "interpreter/game/rule_hooks.hpp"

namespace variant {

// How messages name the sides: the first player is white, the second black.
inline constexpr const char* side_names[Colours] = {"white", "black"};

enum RayFlag : std::uint16_t {
    RayMove = 1,        // may stop on an empty square
    RayCapture = 2,     // may capture an enemy man
    RayCaptureOwn = 4,  // may capture an own man (d)
    RayInitial = 8,     // only while the piece is unmoved
    RayEnPassant = 16,  // may capture en passant on its stop square
    RayHop = 32,        // p: needs one screen, stops anywhere beyond it
    RayGrasshop = 64,   // g: needs one screen, stops right behind it
    RayLimited = 128,   // a hop of a type with hopper limits (Game::hop_limits): some screens or victims refused
};

struct Ray {
    std::uint32_t first = 0;  // into Game::ray_squares
    std::uint16_t count = 0;  // squares on the ray
    std::uint16_t flags = 0;  // RayFlag
    std::uint32_t cond = 0;   // into Game::cond_squares: first the must-be-empty, then must-be-occupied
    std::uint8_t cond_empty = 0;
    std::uint8_t cond_occupied = 0;
};

// A multi-leg path (XBetza 'a'), walked leg by leg at generation time over the step tables. Every leg but
// the last stops on a square whose occupant its `stop` allows: empty (the move turns there), an enemy or
// an own man (captured, locust style), or any man with HopOver (jumped, it stays).
struct MultiLeg {
    std::int16_t dir = 0;        // into Game::step
    std::uint8_t max_steps = 1;  // 255: unlimited
    std::uint8_t path = 0;       // 0 slide, 1 hop, 2 grasshop
    std::uint8_t stop = 0;       // betza::Occupant bits
};
struct MultiPath {
    std::uint32_t first = 0;  // into Game::multi_legs
    std::uint8_t count = 0;
    bool initial = false;
};

// Hopper limits (janggi's cannon), compiled with the move tables: per type * types + other type, 1 where
// men of the other type are no screen for the first (no_screen) or may not be taken by it (no_capture).
struct HopLimitInfo {
    bool any = false;
    std::vector<std::uint8_t> no_screen;
    std::vector<std::uint8_t> no_capture;
};

// How a hopper captures along a direction: anywhere beyond the screen (p), or right behind it (g).
enum HopAttack : std::uint8_t { HopAnywhere = 1, HopRightBehind = 2 };

// A capture by a leap that the plain reverse lookup cannot hold (a lame leap, a leap only from or only into
// a zone, a short slide between zones), in the reverse lookup of its own (attacks/leap_attacks.hpp): a man of
// a listed type standing `dir` away from the target attacks it when the `block` squares (also counted from
// the target) are empty, it stands in `from_zone` and the target is in `to_zone` (-1: anywhere).
struct LeapAttack {
    int dir = 0;  // into Game::step
    std::uint8_t block_count = 0;
    int block[4] = {};                 // into Game::step
    int from_zone = -1, to_zone = -1;  // into LeapAttackInfo::zones
    int screen = -1;       // into Game::step: a hop's screen, which must hold a man (hopper limits apply); -1: none
    bool initial = false;  // only an unmoved attacker captures this way (Betza i: the Cambodian met's leap)
};
struct LeapAttackInfo {
    std::vector<LeapAttack> entries[Colours];
    std::vector<std::uint8_t> types[Colours];      // [entry * types + type]: men of the type capture this way
    std::vector<std::vector<std::uint8_t>> zones;  // per zone: per square
    bool any[Colours] = {false, false};
    bool any_screen[Colours] = {false, false};  // some entry is a hop
};

struct AttackDir {
    int dir = 0;        // index into Game::step (the reverse of the attacker's step)
    int max_range = 0;  // the largest range of any type along it
};

struct PieceInfo {
    std::string name;
    std::string code;  // upper case as written; "" for a promoted form written "+" + base code
    bool royal = false;
    bool ep_victim = false;
    bool castles = false;
    bool pawn_like = false;  // listed in end.pawns: its moves are pawn moves for the move limit
    int value = 0;
    int promoted = -1;                       // fixed promotion partner
    int base = -1;                           // the type a promoted form came from (for "+X" and for demotion)
    bool has_initial = false;                // has moves for unmoved pieces only
    std::int16_t extinction_slot = -1;       // features/extinction: its counter in Position (named_count), or -1
    bool contagious = false;                 // whoever captures it (royals excepted) becomes ...
    int contagion_into = -1;                 // ... this type (its own, or another)
    bool captures_unprotected_only = false;  // may not capture a man its owner protects
    bool cannot_pass_attacked = false;       // features/safe_passage: its line moves cross no attacked square
    std::string glyph;                       // pictures (interpreter/draw): its token's text; "": the code
    std::string xboard_code;                 // play/xboard_san: XBoard's letter for it; "": the code
    std::string san_code;                    // play/san: the letter SAN writes for it; "": the code
    bool san_letter = false;                 // play/san: written with its letter though a pawn (pawn_like)
};

// features/promotion: one promotion rule of a type. A type under several rules has them all; a move
// offers what every rule it triggers offers (features/promotion.hpp).
struct PromotionRuleInfo {
    PromotionTrigger trigger = PromotionTrigger::EndsIn;
    PromotionMode mode = PromotionMode::Optional;
    bool captures_only = false;               // only a capturing move triggers it
    std::vector<int> choices;                 // types it may become
    std::vector<std::uint8_t> zone[Colours];  // per square
};

// features/promotion: per type.
struct PromotionInfo {
    bool enabled = false;
    bool remember_origin = false;  // some choice is not its own partner: the man remembers it was this type
    std::vector<PromotionRuleInfo> rules;
};

// features/drops: per type.
struct DropInfo {
    int reserve = -1;                            // -1: this type is never dropped
    std::vector<std::uint8_t> allowed[Colours];  // per square (zones, forbidden zones and not-where-stuck applied)
    int file_limit = 0;  // with no_two_on_file: a drop needs fewer own unpromoted men of the type on the file
    bool no_mate = false;
    bool no_check = false;          // a drop of it may not give check (supply chess)
    int held_as = -1;               // a promoted face (promoted_face): the type taken from the reserve
    bool compulsory = false;        // while the side holds one, a move must be a drop if one is legal
    bool opposite_colours = false;  // the side's men of the type spread over both square colours
};

// features/promotion_moves: promotions that are moves of their own (sittuyin), one per rule.
struct PromotionMoveInfo {
    std::vector<int> to;                      // the types it may become
    std::vector<std::uint8_t> zone[Colours];  // per square: where the man must stand
    bool anywhere_if_last = false;            // the side's last man of its type: anywhere
    int max_on_board = 0;                     // 0: no limit
    bool no_attack = false;                   // the new man may attack no enemy man where it lands
};
struct PromotionMoves {
    bool any = false;
    std::vector<int> rule_of;  // per type: index into rules, -1 if it has none
    std::vector<PromotionMoveInfo> rules;
};

// features/transfers: one per rule: per type, the types a man may enter the reserve as.
struct TransferInfo {
    int reserve = -1;
    int first_ply = 1;                           // 1 = the first player's first move
    std::vector<std::uint8_t> zone[Colours];     // per square: lifted from here it must become the next class
    std::vector<std::vector<int>> choices;       // per type (empty: may not be lifted)
    std::vector<std::vector<int>> zone_choices;  // per type, when lifted from the zone
};

// features/move_limit: what sets the half-move clock (the move-limit counter) back to 0: the ruleset's
// end.move_limit_reset.
struct MoveLimitInfo {
    bool capture = true;     // any capture (also one made on a multi-leg move's turning square)
    bool pawn_move = true;   // a move or a drop of a man of a pawn-like type (end.pawns)
    bool promotion = false;  // a promotion on the board, or a transfer from a next-class zone
};

// features/drops, for the whole game.
struct DropRules {
    bool any = false;          // some type can be dropped
    bool compulsory = false;   // some type's drops are compulsory
    int spread_type = -1;      // the type whose men spread over both square colours (opposite_colours), if any
    std::vector<DropInfo> of;  // per type
    std::vector<int> weighed;  // the types whose drops the legality filter weighs (no_mate, no_check, compulsory)
};

// features/capture_reserve: where captured men go.
struct CaptureInfo {
    bool to_reserve = false;  // captured men join the captor's reserve
    int reserve = -1;
    bool demotes = false;  // ... as their origin or base type (crazyhouse, shogi)
};

// features/gating: a man of the reserve enters on the first-rank square an unmoved man leaves. The gates (the
// squares whose men may still let one in) are kept in Castling::rights() above the castling rights: bit
// GateShift + colour * GateFiles + file.
struct GatingInfo {
    static constexpr int GateShift = 4;
    static constexpr int GateFiles = 14;
    bool enabled = false;
    int reserve = -1;
    std::vector<bool> enters;  // per type: may enter through a gate
    std::uint64_t key[2 * GateFiles] = {};
    // The hash of a set of gates (the rights word shifted down by GateShift).
    std::uint64_t key_of(std::uint32_t gates) const {
        std::uint64_t k = 0;
        for (; gates; gates &= gates - 1) k ^= key[__builtin_ctz(gates)];
        return k;
    }
};

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

// features/lion_trading: per type, whether it is a lion and whether it is a minor man (taking one first does
// not free a lion to take a protected lion from afar); a Zobrist key per square of the last lion capture.
struct LionTradingInfo {
    bool enabled = false;
    std::vector<std::uint8_t> lion;
    std::vector<std::uint8_t> minor;
    std::vector<std::uint64_t> key;
};

// features/pass_after_pass: whether a pass may follow a pass; a Zobrist key for "the last move was a pass".
struct PassAfterPassInfo {
    PassAfterPass rule = PassAfterPass::Allowed;
    bool kept = false;  // the state is kept for another rule too (features/pass_ending, features/facing_royals)
    std::uint64_t key = 0;
};

// features/multi_leg: multi_at[c * types + t] .. [+1] bounds the paths of that man in `paths`.
struct MultiLegInfo {
    bool any = false;
    std::vector<std::uint32_t> at;
    std::vector<MultiPath> paths;
    std::vector<MultiLeg> legs;
};

// features/reserve_promotion: per type, the reserve a promotion takes its new man from (Hostage Chess: the
// enemy prison), the man promoting going into it in its place.
struct ReservePromotionInfo {
    bool any = false;
    bool opponents = true;                    // the opponent's copy of the reserve (else the own)
    std::vector<int> reserve;                 // per type; -1: its promotions are not from a reserve
    std::vector<std::vector<int>> choices;    // per type: the types it may take from there
    std::vector<std::uint8_t> zone[Colours];  // per type * squares + square: its compulsory promotion zone
};

// features/self_capture: captures of own men (never royals), which go to their owner's reserve.
struct SelfCaptureInfo {
    bool enabled = false;
    int reserve = -1;  // -1: gone
};

// features/exchanges and features/automatic_exchange: give an enemy man held in `give_from` to the
// opponent's `give_to`, take an own man back from the opponent's `take_from`.
struct ExchangeInfo {
    bool voluntary = false;  // a move: the man taken back is dropped at once (Hostage Chess)
    int give_from = -1, give_to = -1, take_from = -1;
    bool value_order = true;
    std::vector<std::uint8_t> forbidden[Colours];  // per square: where no exchange drop lands
    bool automatic = false;                        // SC-chess: matching prisoners swap at once
    int auto_give_from = -1, auto_give_to = -1, auto_take_from = -1, auto_take_to = -1;
};

// features/derived_promotion: a man shows its powered form while its partner is in an own reserve.
struct DerivedPromotionInfo {
    bool any = false;
    int reserve = -1;
    std::vector<int> powered;          // per type: its powered form, -1 if none
    std::vector<int> base;             // per type: the type a powered form shows, -1 if not a powered form
    std::vector<int> partner;          // per type: the partner whose presence in the reserve powers it
    std::vector<std::uint8_t> paired;  // per type: has a powered form, is one, or is a partner
};

// features/potentials: every man is a set of possible types (bit i of its set: types[i]), matched against
// the army. Slots are the army's places: one per potential type, two for a colour-bound type whose men stand
// on both square colours (slot_of[i][square colour]).
// features/atomic: captures explode; per type, whether an explosion beside it spares it.
struct AtomicInfo {
    bool enabled = false;
    std::vector<std::uint8_t> immune;
};

// features/first_move_rights: per type, whether the FEN records its men's first-move rights, and whether
// its first moves wait until its side is out of check.
struct FirstMoveRightsInfo {
    bool enabled = false;
    std::vector<std::uint8_t> recorded;
    std::vector<std::uint8_t> not_in_check;
};

// features/promotion_limits: per colour and type, how many men of it the side may have on the board before a
// promotion to it is refused (its setup's number); -1 for a type without a limit.
struct PromotionLimitsInfo {
    bool enabled = false;
    std::vector<int> cap[2];
};

struct PotentialInfo {
    static constexpr int MaxSlots = 10;
    bool enabled = false;
    int count = 0;                      // potential types
    int types[MaxPotentialTypes] = {};  // the game type of each
    std::vector<int> index;             // per game type: its potential index, -1 if none
    unsigned all = 0;                   // the set every man starts with
    int royal = -1;                     // index of the royal type (potential kings), -1 if none
    int pawn = -1;                      // index of the promoting type, -1 if none
    unsigned promoted_set = 0;          // what a promoting pawn becomes
    int slot_count = 0;
    int slot_of[MaxPotentialTypes][2] = {};          // [index][square colour]
    int army[MaxSlots] = {};                         // men per slot (a large number where the army does not count)
    bool counted = false;                            // the ruleset gives the army
    int slot_type[MaxSlots] = {};                    // the potential index a slot is for
    int slot_square_colour[MaxSlots] = {};           // 0 dark, 1 light for a split colour-bound type; -1 otherwise
    std::vector<std::uint8_t> attack_mask[Colours];  // [dir * (MaxBoardSide + 1) + distance]: types reaching
    bool complex[MaxPotentialTypes] = {};            // attacks tested by walking the type's moves
    std::uint64_t key_seed = 0;                      // mixed with a man's set and square, and with the taken men
};

// features/extinction: a side left with `count` or fewer men of one of `types` (each counted on its own, held
// men included), or of its whole army, has lost.
struct ExtinctionInfo {
    bool enabled = false;
    std::vector<int> types;  // distinct; each type's index here is its PieceInfo::extinction_slot
    bool whole_army = false;
    int count = 0;
    int opponent_count = 0;
    Outcome result = Outcome::Loss;  // for the side that ran out
};

// features/goal: a side whose man of a goal type stands in its goal zone has won.
struct GoalInfo {
    bool enabled = false;
    std::vector<std::uint8_t> piece;          // per type
    std::vector<std::uint8_t> zone[Colours];  // per square
    std::vector<Square> squares[Colours];     // the zone's squares (looked at when fewer than the men)
    bool second_may_follow = false;           // the second player still gets its move to reach it (a draw)
    bool must_hold = false;                   // it wins only if still there when its side is to move
    Outcome result = Outcome::Win;            // for the side that arrived
};

// features/check_count: the side that gives its n-th check wins; the counts left are part of the position.
struct CheckCountInfo {
    int checks = 0;                 // 0: not played
    Outcome result = Outcome::Win;  // for the side that gave them
    static constexpr int Max = 15;
    std::uint64_t key[Colours][Max + 1] = {};  // per side and checks left
};

// features/repetition: the n-th occurrence of a position ends the game (0: never), with `result` for the
// side to move then; `perpetual_check` for the side that gave check in every position of the cycle (Draw:
// no such rule).
struct RepetitionInfo {
    int count = 0;
    Outcome result = Outcome::Draw;
    Outcome perpetual_check = Outcome::Draw;
    int result_for = -1;  // whose result `result` is: -1 the side to move, 0 the first player, 1 the second
};

// features/material: the lone men that cannot mate (insufficient material: nothing else but royals left),
// and the points of the count that decides some endings (janggi).
struct MaterialInfo {
    std::vector<std::uint8_t> lone_minor;  // per type; empty: no insufficient-material rule
    std::vector<int> points;               // per type; empty: no count
    int handicap = 0;                      // the first player wins a count only with more than this many more
};

// features/counting: the counting rules (limits in full moves; types as indices).
struct CountingInfo {
    bool enabled = false;
    int board_honour = 0;
    bool count_from_men = false;
    Outcome result = Outcome::Draw;
    struct Row {
        std::vector<std::pair<int, int>> men;  // (type, at least this many)
        int moves = 0;
    };
    std::vector<Row> pieces_honour;
};

// The results of the ends that features/royalty and features/move_limit score.
struct EndResults {
    Outcome checkmate = Outcome::Loss;           // features/royalty: for the side mated
    Outcome stalemate = Outcome::Draw;           // features/royalty: for the side that cannot move
    int move_limit = 0;                          // features/move_limit: full moves without a reset; 0 = none
    Outcome move_limit_result = Outcome::Draw;   // for the side to move
    Outcome bare_king = Outcome::Loss;           // features/bare_king: for the bare side
    Outcome consecutive_passes = Outcome::Draw;  // features/pass_ending: for the side to move (or Points)
    Outcome bikjang = Outcome::Draw;             // features/facing_royals: for the side to move (or Points)
};

struct Game {
    std::string name;
    Geometry geo;
    bool rotated = false;  // board symmetry rotate (the shogi family): pictures draw it the shogi way
    std::vector<PieceInfo> types;
    int type_count() const { return int(types.size()); }

    // Directions: every (dx, dy) any table needs, with a step table: step[dir * squares + s].
    std::vector<std::pair<int, int>> dirs;
    std::vector<Square> step;
    Square next(int dir, Square s) const { return step[std::size_t(dir) * geo.squares() + s]; }

    // Move tables. moves_at[move_index(c, t, s)] .. [+1] bounds the rays of that man. Each (colour, type)
    // has squares + 1 entries of its own, so that types that move alike point at one run of rays.
    std::vector<std::uint32_t> moves_at;
    std::size_t move_index(int c, int t, Square s) const {
        return (std::size_t(c) * types.size() + t) * (std::size_t(geo.squares()) + 1) + s;
    }
    std::vector<Ray> rays;
    // Per colour * types + type: from some square, two of the man's rays may stop on one square the same
    // way (both moving or both capturing: cylinder riders, crossing nightrider lines), so generation must
    // list each of its moves once.
    std::vector<std::uint8_t> rays_may_repeat;
    std::vector<Square> ray_squares;
    std::vector<Square> cond_squares;
    std::size_t table_index(int c, int t, Square s) const {
        return (std::size_t(c) * types.size() + t) * geo.squares() + s;
    }

    HopLimitInfo hop_limits;  // game/compile_rays.cpp, attacks/rays.hpp

    MultiLegInfo multi_leg;
    bool any_contagious = false;        // features/contagion
    bool any_unprotected_only = false;  // features/unprotected_only

    // Attack tables (see the header comment). attack_range[c][a * types + t].
    std::vector<AttackDir> attack_dirs[Colours];
    std::vector<std::uint8_t> attack_range[Colours];
    // Hoppers' captures by the same reverse lookup (cannons, grasshoppers): the directions along which some
    // type captures by hopping over one screen with unlimited range, and per type how (HopAttack bits).
    std::vector<int> hop_dirs[Colours];           // index into Game::step (the reverse of the step)
    std::vector<std::uint8_t> hop_kind[Colours];  // [a * types + t]
    bool any_hopper[Colours] = {false, false};
    // Cylinder slides' captures (oR: the files wrap around) by the same reverse lookup, walked in wrap_step,
    // the step table whose rows wrap from the last file to the first (filled only when some attack wraps).
    // A walk stops when it comes back to its start. wrap_attack_range[c][a * types + t].
    std::vector<AttackDir> wrap_attack_dirs[Colours];
    std::vector<std::uint8_t> wrap_attack_range[Colours];
    std::vector<Square> wrap_step;
    bool any_wrap_attack[Colours] = {false, false};
    Square next_wrapping(int dir, Square s) const { return wrap_step[std::size_t(dir) * geo.squares() + s]; }
    // The leap lookup: game/compile_leap_attacks.cpp, attacks/leap_attacks.hpp.
    LeapAttackInfo leap_attacks;

    std::vector<std::uint8_t> complex_attacker[Colours];  // per type
    bool any_complex_attacker[Colours] = {false, false};
    // How far (in king steps) a complex attacker's captures can reach at most; 255: no bound.
    std::vector<std::uint8_t> complex_reach[Colours];
    int distance(Square a, Square b) const {
        int df = geo.file_of(a) - geo.file_of(b), dr = geo.rank_of(a) - geo.rank_of(b);
        return std::max(df < 0 ? -df : df, dr < 0 ? -dr : dr);
    }

    // stuck[c][t * squares + s]: the man has no move at all from s on an empty board.
    std::vector<std::uint8_t> stuck[Colours];

    // Reserves, general: named, per side, with a capacity. Who enters them and how is the features' part.
    std::vector<std::string> reserve_names;
    std::vector<int> reserve_capacity;  // per reserve: the men one side's copy holds at most; 0 = unlimited

    // The rule features.
    std::vector<PromotionInfo> promotion;  // features/promotion, per type
    DropRules drops;                       // features/drops
    PromotionMoves promotion_moves;        // features/promotion_moves
    CaptureInfo captures;                  // features/capture_reserve
    std::vector<TransferInfo> transfers;   // features/transfers, per rule
    int keyed_plies = 0;    // before this ply the ply number is part of the state (features/transfers' first_ply)
    CastlingInfo castling;  // features/castling
    GatingInfo gating;      // features/gating
    Royalty royalty = Royalty::Check;        // features/royalty
    bool pass = false;                       // features/pass
    PassAfterPassInfo pass_after_pass;       // features/pass_after_pass
    MoveLimitInfo move_limit;                // features/move_limit
    CountingInfo counting;                   // features/counting
    LionTradingInfo lion_trading;            // features/lion_trading
    ReservePromotionInfo reserve_promotion;  // features/reserve_promotion
    SelfCaptureInfo self_capture;            // features/self_capture
    ExchangeInfo exchanges;                  // features/exchanges, features/automatic_exchange
    DerivedPromotionInfo derived;            // features/derived_promotion
    PotentialInfo potential;                 // features/potentials
    ExtinctionInfo extinction;               // features/extinction
    bool bare_king = false;                  // features/bare_king
    GoalInfo goal;                           // features/goal
    CheckCountInfo check_count;              // features/check_count
    bool no_checks = false;                  // features/no_checks
    bool royal_frozen = false;               // features/royal_frozen
    bool any_cannot_pass_attacked = false;   // features/safe_passage
    bool ends_early = false;                 // some rule above may end the game before mate (Endings::over)
    // Perft's last ply may count the men's moves as the rays give them (count_legal): no feature adds or
    // strikes moves, and no multi-leg move, repeated ray, potential man or explosion (features/registry.cpp).
    bool leaf_count_by_walk = false;
    bool compulsory_capture = false;        // features/compulsory_capture
    AtomicInfo atomic;                      // features/atomic
    FirstMoveRightsInfo first_move_rights;  // features/first_move_rights
    PromotionLimitsInfo promotion_limits;   // features/promotion_limits

    FacingRule facing_royals = FacingRule::Allowed;  // features/facing_royals
    EndResults results;                              // how the ends without data of their own score
    RepetitionInfo repetition;                       // features/repetition
    MaterialInfo material;                           // features/material
    int consecutive_passes = 0;                      // features/pass_ending: passes in a row that end the game
    // Captures, promotions and exchanges change the reserves, and with them what attacks (live pawns of
    // reserve promotion, powered men): such moves' legality is decided by making them.
    bool reserves_change_attacks = false;

    // Where each man stood in the setup: a man found there by a FEN (or dropped there) counts as unmoved.
    // Empty while the compiler reads the setup itself (then every man stands on its setup square).
    std::vector<std::int32_t> setup_piece;  // per square: piece code in the setup, 0 if empty
    std::string setup_fen;
    EngineSettings engine;      // the ruleset's `engine:` section, as written
    NotationSettings notation;  // the ruleset's `notation:` section, as written

    // Zobrist keys.
    // [2 * table_index(c, t, s) + unmoved]: the two differ for the types whose unmoved men move otherwise.
    std::vector<std::uint64_t> key_piece;
    std::vector<std::uint64_t> key_reserve;  // [(c * reserves + r) * types + t], added once per man
    std::uint64_t key_side = 0;
    std::uint64_t key_castling[16] = {};
    std::vector<std::uint64_t> key_ep;      // per square (the e.p. square, and mixed, its victim's square)
    std::uint64_t key_promoted_origin = 0;  // xor-ed with a square key for men that remember an origin

    RuleHooks hooks;  // the hooks of the rules this game has on (compile(), features/registry.cpp)

    int reserve_count() const { return int(reserve_names.size()); }
    int type_by_code(std::string_view upper_code) const;  // -1 if none
    FenCodes fen_codes() const;                           // the types as a FEN names them
    // A type as moves name it, in upper case: "Q", "[DR]" for a code of several letters, "+R" for a
    // promoted form written by its base.
    std::string piece_code(int type) const;
    // The type as SAN writes it: its `san_code` (xiangqi's horse: "H"), else piece_code().
    std::string san_code(int type) const;
};

}  // namespace variant
