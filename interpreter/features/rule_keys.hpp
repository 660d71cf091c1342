// Each registered rule's name and the ruleset keys it owns, one line per rule of the registry's list (`Features`,
// registry.hpp). The name is its module's (interpreter/features/<name>.hpp, or the folder <name>/) and its
// test's: tests/unit/features/<name>_test.cpp, whose text must name each of the keys. The meta-test
// (tests/unit/rule_tests_meta_test.cpp) walks this table over the list and fails for a rule without such a
// test; a rule added to the list without a line here does not compile (rule_table).
//
// A key is written "<section>.<key>", the section as the key tables name it (ruleset/key_table.hpp) ("end", "piece",
// "promotion",
// ...), or just "<key>" at the top level of the ruleset; the meta-test checks each one against that table.
// Listed are the keys that switch the rule on or that only it reads, not every setting below them.
#pragma once

#include <array>
#include <string_view>
#include <vector>

#include "interpreter/features/registry.hpp"

namespace variant {

struct RuleKeys {
    std::string_view name;                   // empty: the rule has no line below
    std::array<std::string_view, 2> keys{};  // the unused places empty
    bool declares_keys = false;              // it has a declare_keys (set by rule_keys_of)
};

template <class F> inline constexpr RuleKeys rule_keys{};

// clang-format off
template <> inline constexpr RuleKeys rule_keys<Promotion>{"promotion", {"promotion"}};
template <> inline constexpr RuleKeys rule_keys<ReservePromotion>{"reserve_promotion", {"promotion.from_reserve"}};
template <> inline constexpr RuleKeys rule_keys<CaptureReserve>{"capture_reserve", {"captures.to", "captures.demote"}};
template <> inline constexpr RuleKeys rule_keys<MultiLegMoves>{"multi_leg", {"piece.betza"}};
template <> inline constexpr RuleKeys rule_keys<Contagion>{"contagion", {"piece.contagious", "piece.contagion_into"}};
template <> inline constexpr RuleKeys rule_keys<SelfCapture>{"self_capture", {"captures.self_capture"}};
template <> inline constexpr RuleKeys rule_keys<Drops>{"drops", {"drops"}};
template <> inline constexpr RuleKeys rule_keys<Exchanges>{"exchanges", {"exchanges"}};
template <> inline constexpr RuleKeys rule_keys<Transfers>{"transfers", {"transfers"}};
template <> inline constexpr RuleKeys rule_keys<MoveLimit>{"move_limit", {"end.move_limit", "end.move_limit_reset"}};
template <> inline constexpr RuleKeys rule_keys<Royals>{"royalty", {"royalty"}};
template <> inline constexpr RuleKeys rule_keys<EnPassant>{"en_passant", {"piece.en_passant_victim", "piece.en_passant_from"}};
template <> inline constexpr RuleKeys rule_keys<Castling>{"castling", {"castling"}};
template <> inline constexpr RuleKeys rule_keys<Gating>{"gating", {"gating"}};
template <> inline constexpr RuleKeys rule_keys<Pass>{"pass", {"pass"}};
template <> inline constexpr RuleKeys rule_keys<PassesInARow>{"pass_after_pass", {"pass_after_pass"}};
template <> inline constexpr RuleKeys rule_keys<LionTrading>{"lion_trading", {"lion_trading"}};
template <> inline constexpr RuleKeys rule_keys<AutomaticExchange>{"automatic_exchange", {"exchange.automatic_on_match"}};
template <> inline constexpr RuleKeys rule_keys<DerivedPromotion>{"derived_promotion", {"derived_promotion"}};
template <> inline constexpr RuleKeys rule_keys<Potentials>{"potentials", {"potential"}};
template <> inline constexpr RuleKeys rule_keys<PromotionMoveRules>{"promotion_moves", {"promotion_moves"}};
template <> inline constexpr RuleKeys rule_keys<Extinction>{"extinction", {"end.extinction"}};
template <> inline constexpr RuleKeys rule_keys<BareKing>{"bare_king", {"end.bare_king"}};
template <> inline constexpr RuleKeys rule_keys<Goal>{"goal", {"end.goal"}};
template <> inline constexpr RuleKeys rule_keys<CheckCount>{"check_count", {"end.checks"}};
template <> inline constexpr RuleKeys rule_keys<NoChecks>{"no_checks", {"no_checks"}};
template <> inline constexpr RuleKeys rule_keys<RoyalFrozen>{"royal_frozen", {"royal_frozen_in_check"}};
template <> inline constexpr RuleKeys rule_keys<SafePassage>{"safe_passage", {"piece.cannot_pass_attacked"}};
template <> inline constexpr RuleKeys rule_keys<CompulsoryCapture>{"compulsory_capture", {"compulsory_capture"}};
template <> inline constexpr RuleKeys rule_keys<Atomic>{"atomic", {"atomic"}};
template <> inline constexpr RuleKeys rule_keys<FacingRoyals>{"facing_royals", {"facing_royals", "end.bikjang"}};
template <> inline constexpr RuleKeys rule_keys<PassEnding>{"pass_ending", {"end.consecutive_passes"}};
template <> inline constexpr RuleKeys rule_keys<FirstMoveRights>{"first_move_rights", {"first_move_rights"}};
template <> inline constexpr RuleKeys rule_keys<PromotionLimits>{"promotion_limits", {"promotion_limits"}};
template <> inline constexpr RuleKeys rule_keys<Repetition>{"repetition", {"end.repetition", "end.perpetual_check"}};
template <> inline constexpr RuleKeys rule_keys<Material>{"material", {"end.insufficient_material", "end.points"}};
template <> inline constexpr RuleKeys rule_keys<Counting>{"counting", {"end.counting"}};
// clang-format on

template <class F> constexpr RuleKeys rule_keys_of() {
    static_assert(!rule_keys<F>.name.empty(), "a registered rule needs its line in features/rule_keys.hpp");
    RuleKeys keys = rule_keys<F>;
    keys.declares_keys = requires { F::declare_keys(); };
    return keys;
}

// The table, in the registry's order.
template <class... F> std::vector<RuleKeys> rule_table(FeatureList<F...>) { return {rule_keys_of<F>()...}; }

}  // namespace variant
