// Every ruleset we ship loads without a single diagnostic, and the reference games read as intended.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>

#include "interpreter/ruleset/loader.hpp"

namespace {

std::string ruleset_path(const std::string& name) { return std::string(VARIANT_SOURCE_DIR) + "/rulesets/" + name; }

const variant::PieceType* piece(const variant::Ruleset& rules, const std::string& name) {
    for (const auto& p : rules.pieces)
        if (p.name.value == name) return &p;
    return nullptr;
}

// Loads every .yaml file of a folder with `load` (load_ruleset, or read_ruleset for files using rules the
// engine lacks); each must load without a diagnostic. Returns how many there were.
template <class Load> int load_all(const std::string& folder, Load load) {
    int count = 0;
    for (const auto& entry : std::filesystem::directory_iterator(std::string(VARIANT_SOURCE_DIR) + "/" + folder)) {
        if (entry.path().extension() != ".yaml") continue;
        INFO(entry.path().string());
        try {
            load(entry.path().string());
        } catch (const variant::DiagnosticError& e) {
            FAIL_CHECK(e.render_all());
        }
        ++count;
    }
    return count;
}

}  // namespace

TEST_CASE("every shipped ruleset loads and validates", "[ruleset]") {
    CHECK(load_all("rulesets", variant::load_ruleset) >= 3);
}

TEST_CASE("the feature rulesets of later games load", "[ruleset]") {
    // Read without asking what the engine supports (the reader alone): the keys land where they belong.
    CHECK(load_all("tests/data/valid", variant::read_ruleset) >= 4);
    auto hostage = variant::read_ruleset(std::string(VARIANT_SOURCE_DIR) + "/tests/data/valid/hostage-features.yaml");
    REQUIRE(hostage.exchanges.size() == 2);
    CHECK_FALSE(hostage.exchanges[0].take_to.has_value());
    CHECK(hostage.exchanges[1].automatic_on_match);
    CHECK(hostage.captures.self_capture);
    CHECK_FALSE(hostage.captures.change_colour);
    CHECK(hostage.promotions[0].from_reserve->value == "prison");
    CHECK(hostage.derived_promotions[0].pieces.size() == 3);
    auto pocket =
        variant::load_ruleset(std::string(VARIANT_SOURCE_DIR) + "/tests/data/valid/pocket-features.yaml").rules();
    CHECK(pocket.promotions.empty());      // removed with `promotion: ~`
    CHECK_FALSE(pocket.castling.enabled);  // switched off with `castling: false`
    CHECK(pocket.transfers[0].first_ply == 2);
    CHECK(pocket.end.limit_reset_by_promotion);
    CHECK_FALSE(pocket.end.limit_reset_by_pawn_move);
    auto tai = variant::load_ruleset(std::string(VARIANT_SOURCE_DIR) + "/tests/data/valid/tai-features.yaml").rules();
    CHECK(tai.royalty == variant::Royalty::CaptureLastRoyal);
    CHECK(tai.promotions[0].trigger == variant::PromotionTrigger::OnCapture);
    CHECK(tai.board.holes.size() == 2);
    CHECK(tai.pass);
    auto potential = variant::read_ruleset(std::string(VARIANT_SOURCE_DIR) +
                                           "/tests/data/valid/potential-features.yaml");
    CHECK(potential.potential.enabled);
    CHECK(potential.potential.army.size() == 6);
}

TEST_CASE("chess reads as written", "[ruleset]") {
    auto rules = variant::load_ruleset(ruleset_path("chess.yaml")).rules();
    CHECK(rules.name.value == "Chess");
    CHECK(rules.board.files == 8);
    CHECK(rules.board.symmetry == variant::BoardSymmetry::Mirror);
    REQUIRE(rules.pieces.size() == 6);
    const auto* pawn = piece(rules, "pawn");
    REQUIRE(pawn);
    CHECK(pawn->code.value == "P");
    CHECK(pawn->betza.value == "mfWcefFimfnD");
    CHECK(pawn->en_passant_victim);
    CHECK(pawn->betza.where.line > 0);
    CHECK(pawn->betza.where.file == ruleset_path("chess.yaml"));
    CHECK(piece(rules, "king")->royal);
    REQUIRE(rules.promotions.size() == 1);
    CHECK(rules.promotions[0].mode == variant::PromotionMode::Compulsory);
    CHECK(rules.promotions[0].to.size() == 4);
    CHECK(rules.castling.enabled);
    CHECK(rules.castling.partner.value == "rook");
    CHECK(rules.end.move_limit == 50);
    CHECK(rules.end.repetition == 3);
    CHECK(rules.captures.destination == variant::CaptureDestination::Gone);
    CHECK(rules.royalty == variant::Royalty::Check);
}

TEST_CASE("crazyhouse inherits chess and adds a hand", "[ruleset]") {
    auto rules = variant::load_ruleset(ruleset_path("crazyhouse.yaml")).rules();
    CHECK(rules.name.value == "Crazyhouse");
    CHECK(rules.pieces.size() == 6);  // from chess.yaml
    CHECK(rules.zones.size() == 2);   // last-rank (chess) + back-ranks (merged map)
    REQUIRE(rules.reserves.size() == 1);
    CHECK(rules.reserves[0].name.value == "hand");
    CHECK(rules.captures.destination == variant::CaptureDestination::CaptorReserve);
    CHECK(rules.captures.demote);
    CHECK(rules.drops.size() == 2);
    CHECK(rules.setup.value.find("[]") != std::string::npos);
    // Inherited values point into the file that wrote them.
    CHECK(piece(rules, "queen")->betza.where.file == ruleset_path("chess.yaml"));
    CHECK(rules.setup.where.file == ruleset_path("crazyhouse.yaml"));
}

TEST_CASE("shogi has promoted forms without codes and shogi drop restrictions", "[ruleset]") {
    auto rules = variant::load_ruleset(ruleset_path("shogi.yaml")).rules();
    CHECK(rules.board.symmetry == variant::BoardSymmetry::Rotate);
    CHECK(piece(rules, "tokin")->code.value.empty());
    CHECK(piece(rules, "pawn")->promoted->value == "tokin");
    REQUIRE(rules.drops.size() == 1);
    CHECK(rules.drops[0].not_where_stuck);
    CHECK(rules.drops[0].no_two_on_file.size() == 1);
    CHECK(rules.promotions[0].trigger == variant::PromotionTrigger::StartsOrEndsIn);
    CHECK(rules.end.stalemate == variant::Outcome::Loss);
}
