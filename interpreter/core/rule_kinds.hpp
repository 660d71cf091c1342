// The enumerations a rule is written with, shared by the ruleset (as read from YAML) and the Game (as
// compiled): one enum per concept, from the file to the move generator.
#pragma once

#include <cstdint>

namespace variant {

// When a move offers promotion: the destination is in the zone; the start or the end is; the move crosses
// the zone's border (enters or leaves); the move captures (ending in the zone, if one is given); the move
// enters the zone (starts outside it and ends in it).
enum class PromotionTrigger : std::uint8_t { EndsIn, EntersOrLeaves, StartsOrEndsIn, OnCapture, Enters };
// Whether the plain move stays beside the promotions: always; never; unless the man could never move again.
enum class PromotionMode : std::uint8_t { Optional, Compulsory, CompulsoryIfStuck };

enum class Royalty : std::uint8_t {
    None,              // no royal men ('none', or compiled from a game without any): no check, no royal to lose
    Check,             // one royal, may not be left in check
    LastRoyalCheck,    // several royals; check matters only for the last one
    DupleCheck,        // several royals; a move may not leave them all attacked (one left: check)
    CaptureLastRoyal,  // no check rule: the game is lost when the last royal is captured
    PotentialKings,    // Potential Chess
};

// A game's result for one side (each end rule says whose). Points: decided by counting the men's points
// (end.points; janggi), for the end rules that allow it.
enum class Outcome : std::uint8_t { Draw, Win, Loss, Points };

// Two royals facing each other on an open file or rank (features/facing_royals): nothing special; never
// (xiangqi's flying general: a move may not leave them facing); janggi's bikjang (the side to move while
// they face must break the line or pass, and a pass that leaves them facing ends the game).
enum class FacingRule : std::uint8_t { Allowed, Forbidden, ForbiddenAllLines, Bikjang };
// Whether a pass (a `pass` move, or a man's move that ends where it started having taken nothing) may
// follow a pass: tai shogi forbids two passes in a row.
enum class PassAfterPass : std::uint8_t { Allowed, Illegal };

// end.extinction: the most types it may name (the over test counts them in a fixed array).
constexpr int MaxExtinctionTypes = 32;

}  // namespace variant
