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
#include <functional>
#include <string>
#include <vector>

#include "interpreter/core/engine_settings.hpp"
#include "interpreter/core/fen_board.hpp"
#include "interpreter/core/gather.hpp"
#include "interpreter/core/geometry.hpp"
#include "interpreter/core/man.hpp"
#include "interpreter/core/notation_settings.hpp"
#include "interpreter/core/rule_kinds.hpp"
#include "interpreter/core/square_bits.hpp"

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

// A man's moves as masks (GameTables::leap_counts): the squares it moves to when empty, and takes on; and at
// most one lame leap that only moves (a pawn's double step): to `lame_to` when it and `lame_via` are empty,
// and with `lame_initial` only while the man is unmoved.
// Its slides: several at once by the sets GameTables::slide_sets[set_first..], and the rest one by one
// (GameTables::slide_counts[slide_first..]): first the rising ones, then the falling.
struct LeapCount {
    SquareBits quiet, take;
    // The squares where each move the man makes counts as two (LeafMove::Twice: a plain move and one promotion by
    // choice, as shogi's), whichever of his masks or slides gives it; use has LeapCountTwice where any is.
    SquareBits twice;
    Square lame_to = NoSquare, lame_via = NoSquare;
    bool lame_initial = false;
    std::uint8_t rising = 0, falling = 0, sets = 0;
    std::uint32_t slide_first = 0, set_first = 0;
};
// A slide counted by its first occupied square (the man stops before it, or takes it): its squares, along
// which the square numbers grow (rising) or shrink, as the LeapCount that lists it says; may it stop on an
// empty square (move) and take an enemy (take)?
struct SlideCount {
    SquareBits ray;
    std::uint8_t length = 0;
    bool move = false, take = false;
    std::uint8_t word = 0;  // the word holding all of `ray` (word_of)
};
// Some slides of one man counted at once, by a table (game/compile_slide_sets.cpp): where they stop depends only
// on which squares of `relevant` are occupied (every square of their rays but the last), so the squares they
// reach, first occupied ones included, are looked up by those bits, gathered into an index (core/gather.hpp).
// The table is GameTables::slide_set_reach from `table`: one word an entry where all the rays lie in word
// `word`, two (word 0, then 1) where word is 2; after the last entry, one more holds every square of them all
// (slide_set_span). Every ray of a set may stop on an empty square (move), or take an enemy (take), or both
// alike. Besides slides, a set may hold a man's lame leaps and hops (SetRay).
struct SlideSet {
    SquareBits relevant;
    std::uint32_t table = 0;
    std::uint8_t low_bits = 0;  // popcount(relevant.word[0]): where word 1's bits go in the index
    std::uint8_t word = 0;
    bool move = false, take = false;
};
// Every square a slide set's rays may reach, whatever is occupied: the entry after the table's last (a hop
// reaches nothing on an empty board, so the first entry is not it).
inline SquareBits slide_set_span(const SlideSet& set, const std::uint64_t* reach) {
    const std::uint64_t entries = std::uint64_t(1) << count_of(set.relevant);
    if (set.word < 2) {
        SquareBits r;
        r.word[set.word] = reach[set.table + entries];
        return r;
    }
    return {{reach[set.table + 2 * entries], reach[set.table + 2 * entries + 1]}};
}
// The squares a slide set's rays reach, with the squares `occupied` occupied.
inline SquareBits slide_set_reach(const SlideSet& set, const std::uint64_t* reach, const SquareBits& occupied) {
    if (set.word < 2) {
        SquareBits r;
        r.word[set.word] = reach[set.table + gather(occupied.word[set.word], set.relevant.word[set.word])];
        return r;
    }
    const std::uint64_t i = gather(occupied.word[0], set.relevant.word[0]) |
                            gather(occupied.word[1], set.relevant.word[1]) << set.low_bits;
    return {{reach[set.table + 2 * i], reach[set.table + 2 * i + 1]}};
}
// Every square a man counted by m might stop on: its masks, its lame leap's square and its slides' whole rays
// (`slides`: GameTables::slide_counts; `sets`, `set_reach`: slide_sets, slide_set_reach).
inline SquareBits reach_of(const LeapCount& m, const SlideCount* slides, const SlideSet* sets,
                           const std::uint64_t* set_reach) {
    SquareBits reach = either(m.quiet, m.take);
    if (m.lame_to != NoSquare) reach.set(m.lame_to);
    for (const SlideCount *slide = slides + m.slide_first, *end = slide + m.rising + m.falling; slide != end; ++slide)
        reach = either(reach, slide->ray);
    for (const SlideSet *set = sets + m.set_first, *end = set + m.sets; set != end; ++set)
        reach = either(reach, slide_set_span(*set, set_reach));
    return reach;
}
// Perft's last ply for a whole group of like men at once (game/compile_shift_counts.cpp): one move of every man
// of the group standing on `from`, to his square number shifted up by `up` and down by `down` (one of them 0),
// where that square is empty (ShiftQuiet), holds an enemy (ShiftTake), or either (ShiftMoveOrTake: a leap that
// moves and takes alike, one shift instead of two). A lame leap (ShiftLame; ShiftLameInitial: unmoved men only)
// goes so to the square on its way, which must be empty, then on by `then_up` and `then_down` to an empty one.
// `from` keeps the move on the board, so shifting the men's bits gives exactly their destinations.
enum ShiftKind : std::uint8_t { ShiftQuiet, ShiftTake, ShiftLame, ShiftLameInitial, ShiftMoveOrTake };
struct ShiftCount {
    SquareBits from;
    std::uint8_t up = 0, down = 0, then_up = 0, then_down = 0;
    ShiftKind kind = ShiftQuiet;
};
// The men of one colour and type counted by shifts: those on `squares` (where their masks give every move, no
// slide among them), by GameTables::shift_counts[first, first + count). With `en_passant` some of their
// captures may take e.p.: in a position with an e.p. square the men whose captures reach it are counted one by
// one. With `en_passant_quiet` some `e` move may also stop on an empty square (LeapCountUnlessEp): there every
// man of the group is.
struct ShiftGroup {
    SquareBits squares;
    std::uint32_t first = 0;
    std::uint8_t count = 0;
    bool en_passant = false, en_passant_quiet = false;
    // Do `men` men pay for `shifts` shifts, against a mask lookup each? A shift in one word (a board of at most
    // 64 squares) costs about half a lookup (callgrind, 28 November 2026); in two words, with the counter's set-up,
    // about two: jesonmor's nine knights by eight shifts, xiangqi's five soldiers by three, counted 5% and 0.7%
    // more instructions than by their masks (2 December 2026).
    static bool pays(int men, int shifts, bool one_word) { return one_word ? 2 * men >= shifts : men >= 2 * shifts; }
};
constexpr std::uint8_t NoShiftGroup = 255;
constexpr int MaxShiftGroups = 8;  // per colour: the counter keeps a set of men for each on the stack

// GameTables::leap_count_use: 0, walk the man's rays; LeapCountMasks, count its masks; LeapCountUnlessEp, the
// same unless the position has an e.p. square (then an `e` ray may stop on an empty square: walk);
// LeapCountUnlessEpTaken, unless the e.p. square is one of its `take` squares (its `e` rays all capture too);
// with LeapCountSlides where it has slides to count too; with LeapCountWritten where each move the masks give is a
// plain move (Move::make(from, to)): none promotes, not even by force to one type, so generation may write them
// from the masks (movegen/generate.cpp). LeapCountTwice, in place of the first three: some of its moves count as
// two (LeapCount::twice), and only LeafMasks::count_twice counts them. LeapCountOneMask, with LeapCountMasks: the man
// only leaps or steps, moving and taking alike (quiet == take: a knight, a king), so his moves are the squares of
// one mask his own men do not hold. LeapCountSetsOnly, with LeapCountMasks and LeapCountSlides: the man only slides
// (or hops, or makes lame leaps) by his slide sets, without masks, a lame leap of his own or a slide counted one
// by one (a rook, a bishop, a queen where the CPU gathers fast: core/gather.hpp), so his moves are his sets' alone.
constexpr std::uint8_t LeapCountMasks = 1, LeapCountUnlessEp = 2, LeapCountUnlessEpTaken = 4, LeapCountSlides = 8,
                       LeapCountWritten = 16, LeapCountTwice = 32, LeapCountOneMask = 64, LeapCountSetsOnly = 128;
// What the rules make of one move of a man, for compile_leap_counts: more moves or another kind (Walked: his
// rays are walked), one move that promotes by force (Counted: counted by masks, not written from them), one
// plain move (Written), or two moves, each counted by the masks (Twice: the plain move and a promotion by choice).
enum class LeafMove : std::uint8_t { Walked, Counted, Written, Twice };

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
    // attackers_at[c][s]: the squares the entries of c look at for an attacker of s (on a board of at most 128
    // squares; else empty): where no man of c stands on one, no entry needs a look (game/compile_attack_lines.cpp).
    std::vector<SquareBits> attackers_at[Colours];
};

struct AttackDir {
    int dir = 0;        // index into Game::step (the reverse of the attacker's step)
    int max_range = 0;  // the largest range of any type along it
};
// An attack direction's squares from one square up to its largest range, as a set, and whether the square
// numbers grow along them (GameTables::attack_lines): the first man on it is then the set's lowest or
// highest occupied square (core/square_bits.hpp).
struct AttackLine {
    SquareBits line;
    bool rising = false;
    std::uint8_t word = 0;  // the word holding all of `line` (word_of)
};

struct PieceInfo {
    std::string name;
    std::string code;  // upper case as written; "" for a promoted form written "+" + base code
    bool royal = false;
    bool ep_victim = false;
    bool castles = false;
    bool pawn_like = false;  // listed in end.pawns: its moves are pawn moves for the move limit
    int value = 0;
    int promoted = -1;                  // fixed promotion partner
    int base = -1;                      // the type a promoted form came from (for "+X" and for demotion)
    bool has_initial = false;           // has moves for unmoved pieces only
    bool unmoved_keyed = false;         // a rule tells its unmoved men from moved ones (compile_setup.cpp: the keys)
    std::int16_t extinction_slot = -1;  // features/extinction: its counter in Position (named_count), or -1
    bool contagious = false;            // whoever captures it (royals excepted) becomes ...
    int contagion_into = -1;            // ... this type (its own, or another)
    bool captures_unprotected_only = false;  // may not capture a man its owner protects
    bool cannot_pass_attacked = false;       // features/safe_passage: its line moves cross no attacked square
    std::string glyph;                       // pictures (interpreter/draw): its token's text; "": the code
    std::string xboard_code;                 // play/xboard_san: XBoard's letter for it; "": the code
    std::string san_code;                    // play/san: the letter SAN writes for it; "": the code
    bool san_letter = false;                 // play/san: written with its letter though a pawn (pawn_like)
};

// features/multi_leg: multi_at[c * types + t] .. [+1] bounds the paths of that man in `paths`.
struct MultiLegInfo {
    bool any = false;
    std::vector<std::uint32_t> at;
    std::vector<MultiPath> paths;
    std::vector<MultiLeg> legs;
};

// Captures gated by a reserve: a man whose capture on a square of its zone must promote, taking its new type
// from a reserve (features/reserve_promotion compiles it: Hostage Chess takes it from the enemy prison),
// captures there, and so attacks there, only while the reserve holds one of its choices. The attack test
// (attacks/reserve_blind.hpp) reads it, below the rules.
struct ReserveGate {
    bool any = false;
    // Some man may be blind for want of a choice (a square of some `zone` is set): only then do the reserves
    // change what attacks. Grand chess's pawns, which still attack on the last rank, never are.
    bool blinds = false;
    bool opponents = true;                    // the opponent's copy of the reserve (else the own)
    std::vector<int> reserve;                 // per type; -1: its promotions are not from a reserve
    std::vector<std::vector<int>> choices;    // per type: the types it may take from there
    std::vector<std::uint8_t> zone[Colours];  // per type * squares + square: its compulsory promotion zone
    // Per colour, on a board of at most 128 squares: the squares from which a man of a type promoting from a
    // reserve might promote (in its rule's zone, or a square of one of its rays there), whatever the type.
    SquareBits promotes_from[Colours];
};

// The game's tables: the board, the men, their moves and attacks, the reserves and the Zobrist keys. The
// rules' data and hooks come on top of them in the Game (features/compiled_game.hpp): the layers below the
// rules (position/, attacks/) see only these.
struct GameTables {
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
    // Perft's last ply by popcount (game/compile_leap_counts.cpp), per table_index: where every ray of the man
    // is a one-square leap with no condition or a plain straight slide, and none promotes, its moves as masks
    // and slides, and whether to use them (a byte apart, so that the men walked cost the count one byte's
    // load). Empty where the board has more than 128 squares or the leaves are not counted by walking the
    // rays (Game::leaf_count_by_walk).
    std::vector<LeapCount> leap_counts;
    std::vector<std::uint8_t> leap_count_use;
    std::vector<SlideCount> slide_counts;  // LeapCount::slide_first indexes it
    std::vector<SlideSet> slide_sets;      // LeapCount::set_first indexes it; empty without a fast gather
    std::vector<std::uint64_t> slide_set_reach;
    // The shift groups (ShiftGroup) of each colour, none without leap_counts; and per man code (Man &
    // TypeColourMask: colour and type) the index of its group or NoShiftGroup, always all 2048 of them, for
    // Position's edits.
    std::vector<ShiftCount> shift_counts;
    std::vector<ShiftGroup> shift_groups[Colours];
    std::vector<std::uint8_t> shift_group_by_man = std::vector<std::uint8_t>(TypeColourMask + 1, NoShiftGroup);
    // features/extinction: a side with this many men or fewer of a named type (PieceInfo::extinction_slot) has
    // run out of it. Here, for Position's tally of the named counts above it (Position::named_above).
    int extinction_count = 0;

    HopLimitInfo hop_limits;  // game/compile_rays.cpp, attacks/rays.hpp

    MultiLegInfo multi_leg;
    bool any_contagious = false;        // features/contagion
    bool any_unprotected_only = false;  // features/unprotected_only

    // Attack tables (see the header comment). attack_range[c][a * types + t].
    std::vector<AttackDir> attack_dirs[Colours];
    std::vector<std::uint8_t> attack_range[Colours];
    // attack_lines[c][a * squares + s]: direction a of attack_dirs[c] from s; empty where the board has more
    // than 128 squares (game/compile_attack_lines.cpp).
    std::vector<AttackLine> attack_lines[Colours];
    // The directions from attack_leaps_from[c] on in attack_dirs[c] reach one square (leaps and steps, the
    // others come first), and attack_leap_squares[c][s] is every square they reach from s: where it holds no
    // enemy, none of them attacks s. Only where attack_lines exist and attack_line_at does not (which names the
    // lines holding an enemy, leaps included); elsewhere empty, and attack_leaps_from[c] every direction's count.
    std::size_t attack_leaps_from[Colours] = {0, 0};
    std::vector<SquareBits> attack_leap_squares[Colours];
    // attack_line_at[c][s * squares + q]: the direction of attack_dirs[c] whose line from s holds q (NoLine:
    // none), and attack_line_union[c][s] every square of every line from s (attacks/attack_lines.hpp). Empty
    // where a square lies on two lines from one square (an alfil's leap on a bishop's line), or with more
    // directions than a byte numbers, or without attack_lines.
    static constexpr std::uint8_t NoLine = 0xff;
    std::vector<std::uint8_t> attack_line_at[Colours];
    std::vector<SquareBits> attack_line_union[Colours];
    // With attack_line_at: attack_near[c][s] is the first square of every line from s. A man of c on one is
    // the first met along his line, so whether he attacks s is one look at his type's range; a man farther out
    // attacks along a line only if his type reaches two squares or more along some direction (a far attacker,
    // far_attacker_by_man[Man & TypeColourMask]: Position keeps their squares, Position::far_men), so the lines
    // of the others need no scan (attacks/attack_lines.hpp).
    std::vector<SquareBits> attack_near[Colours];
    std::vector<std::uint8_t> far_attacker_by_man = std::vector<std::uint8_t>(TypeColourMask + 1, 0);
    // Every attack of colour c is along a line attack_line_at names: no cylinder slide, hopper, leap lookup,
    // complex attacker or reserve gate (attacks/attacks.cpp tests the lines alone then).
    bool attacks_by_named_lines[Colours] = {false, false};
    // Hoppers' captures by the same reverse lookup (cannons, grasshoppers): the directions along which some
    // type captures by hopping over one screen with unlimited range, and per type how (HopAttack bits).
    std::vector<int> hop_dirs[Colours];           // index into Game::step (the reverse of the step)
    std::vector<std::uint8_t> hop_kind[Colours];  // [a * types + t]
    // hop_lines[c][a * squares + s]: hop direction a from s to the board's edge, as attack_lines are (empty
    // likewise), for the screen and the man behind it by bit scans (game/compile_attack_lines.cpp).
    std::vector<AttackLine> hop_lines[Colours];
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

    // Facts about the game that the layers below the rules read, set by the rules' compile steps.
    int keyed_plies = 0;       // before this ply the ply number is part of the state (features/transfers' first_ply)
    ReserveGate reserve_gate;  // features/reserve_promotion's captures, as the attack test needs them
    bool ends_early = false;   // some rule may end the game before mate (Endings::over)
    // Perft's last ply may count the men's moves as the rays give them (count_legal): no feature strikes or
    // edits board moves but where its filters_now says or as its leaf_filter's sets, and no multi-leg move,
    // repeated ray, potential man or explosion (features/registry.cpp). Where check binds, only the moves the
    // check information clears are counted so (count_by_checks, movegen/leaf_count.cpp).
    bool leaf_count_by_walk = false;
    // The same, in a game with royalty 'none' and no filter hook (filters_now, filters_in_check, moves_read_from,
    // leaf_filter): every pseudo-legal move is legal in every position, and the count asks no rule first.
    bool leaf_count_unfiltered = false;
    // Some rule's own moves (its generate hook) may move a royal man (castling, passes, transfers...). Drops do not,
    // unless a royal type may be dropped: a dropped man closes lines, never opens one (Drops::own_moves_move_royal).
    // The facing-royals filter stays on where they may (FacingRoyals::filters_now).
    bool own_moves_may_move_royal = false;
    // Captures, promotions and exchanges change the reserves, and with them what attacks (live pawns of
    // reserve promotion, powered men): such moves' legality is decided by making them.
    bool reserves_change_attacks = false;

    // Where each man stood in the setup: a man found there by a FEN (or dropped there) counts as unmoved.
    // Empty while the compiler reads the setup itself (then every man stands on its setup square).
    std::vector<std::int32_t> setup_piece;  // per square: piece code in the setup, 0 if empty
    // Whether the setup put a man like p (type and colour) on s: a man a FEN, a drop or an exchange puts there
    // counts as unmoved. False while the setup is read by the compiler (setup_piece still empty).
    bool set_up_on(Man p, Square s) const {
        return !setup_piece.empty() && setup_piece[s] == std::int32_t(p & TypeColourMask);
    }
    std::string setup_fen;
    EngineSettings engine;      // the ruleset's `engine:` section, as written
    NotationSettings notation;  // the ruleset's `notation:` section, as written

    // Zobrist keys.
    // [2 * table_index(c, t, s) + unmoved]: the two differ for the types whose unmoved men move otherwise.
    std::vector<std::uint64_t> key_piece;
    // Per man (Man & TypeColourMask): 2 * table_index(c, t, 0), where his keys start. Every board edit keys a man:
    // read here, the index costs one load instead of the type count's division and two multiplications.
    std::vector<std::uint32_t> key_piece_at = std::vector<std::uint32_t>(TypeColourMask + 1, 0);
    std::vector<std::uint64_t> key_reserve;  // [(c * reserves + r) * types + t], added once per man
    std::uint64_t key_side = 0;
    std::uint64_t key_rights[16] = {};      // per value of a rights word's low bits (features/castling's)
    std::vector<std::uint64_t> key_square;  // per square, for a rule's state that is a square (the e.p. square)
    std::uint64_t key_promoted_origin = 0;  // xor-ed with a square key for men that remember an origin
    std::uint64_t key_man_set = 0;          // mixed with the set of types a man may still be (features/potentials)

    int reserve_count() const { return int(reserve_names.size()); }
    int type_by_code(std::string_view upper_code) const;  // -1 if none
    FenCodes fen_codes() const;                           // the types as a FEN names them
    // A type as moves name it, in upper case: "Q", "[DR]" for a code of several letters, "+R" for a
    // promoted form written by its base.
    std::string piece_code(int type) const;
    // The type as SAN writes it: its `san_code` (xiangqi's horse: "H"), else piece_code().
    std::string san_code(int type) const;
};

// Every square of the rays of the man of colour c and type t on `from` whose flags include `needs`, whatever
// stands on them (on a board of at most 128 squares): where he might ever move or take from there, but by
// multi-leg paths. The rules' compilers ask it (reserve promotion's squares near the zone, the no-mate drops'
// checking squares).
inline SquareBits ray_squares_from(const GameTables& g, int c, int t, Square from, std::uint16_t needs = 0) {
    SquareBits squares;
    const std::size_t i = g.move_index(c, t, from);
    for (std::uint32_t r = g.moves_at[i]; r < g.moves_at[i + 1]; ++r) {
        const Ray& ray = g.rays[r];
        if ((ray.flags & needs) != needs) continue;
        for (std::uint32_t k = 0; k < ray.count; ++k) squares.set(g.ray_squares[ray.first + k]);
    }
    return squares;
}

// Fills g.attack_lines, the hop lines and the leap lookup's attackers_at (game/compile_attack_lines.cpp), from
// attack_dirs, hop_dirs, the leap lookup's entries and the step table.
void compile_attack_lines(GameTables& g);
// Fills g.leap_counts and g.slide_counts (game/compile_leap_counts.cpp); `leaf_move(c, t, from, to, capture)`: what
// that move of a man of colour c and type t is, and `may_be_unmoved(c, t, s)`: whether such a man may stand
// unmoved on s (the rules decide both).
void compile_leap_counts(GameTables& g, const std::function<LeafMove(int, int, Square, Square, bool)>& leaf_move,
                         const std::function<bool(int, int, Square)>& may_be_unmoved);
// A ray of a man's that only a slide set can count (compile_leap_counts finds them, compile_slide_sets builds the
// sets): a lame leap to the one square of `ray` where every square of `vias` is empty (xiangqi's horse and
// elephant), or a hop along the line `ray` (its numbers rising or falling) over the first man met, to the squares
// after him up to the next man (a grasshopper's: only the square right behind him).
struct SetRay {
    enum Kind : std::uint8_t { Lame, Hop, Grasshop };
    Kind kind = Lame;
    SquareBits ray, vias;
    bool rising = false, move = false, take = false;
};
// Moves the slides of g.slide_counts into g.slide_sets where a table of few entries counts them, and builds the
// sets of each man's `set_rays` (per GameTables::leap_counts entry; a man whose set rays do not fit a set is left
// to walk his rays) (game/compile_slide_sets.cpp).
void compile_slide_sets(GameTables& g, const std::vector<std::vector<SetRay>>& set_rays);
// Fills g.shift_counts, shift_groups and shift_group_by_man from g.leap_counts (game/compile_shift_counts.cpp).
void compile_shift_counts(GameTables& g);

}  // namespace variant
