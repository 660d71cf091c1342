// Compiler stages: the rules beyond moves: promotion, reserves and where captured men go, drops,
// transfers, royalty and castling. The validator has refused the rules the engine does not support yet
// (validate_support.cpp) and checked the rest (a zone or a 'to' where needed, a reserve for captures).
#include "interpreter/features/transfers.hpp"
#include "interpreter/game/compiler.hpp"

namespace variant {

void Compiler::promotions() {
    const int T = g.type_count();
    g.promotion.assign(T, PromotionInfo{});
    for (const auto& rule : rs.promotions) {
        for (const auto& name : rule.pieces) {
            int t = type_named(name, "promotion.pieces");
            PromotionInfo& pi = g.promotion[t];
            pi.enabled = true;
            pi.trigger = PromoTrigger(int(rule.trigger));
            pi.mode = PromoMode(int(rule.mode));
            pi.choices.clear();
            for (const auto& to : rule.to) pi.choices.push_back(type_named(to, "promotion.to"));
            if (rule.to.empty()) pi.choices.push_back(g.types[t].promoted);
            // The type a man promoted from matters only when its capture demotes it back (crazyhouse);
            // elsewhere a promoted queen is simply a queen, in the hash and in the FEN.
            pi.remember_origin = !rule.to.empty() && rs.captures.demotes_into_reserve();
            for (int c = 0; c < Colours; ++c) {
                if (rule.zone) pi.zone[c] = zone_named(*rule.zone, c);
                else pi.zone[c].assign(std::size_t(g.geo.squares()), 1);
            }
        }
    }
}

void Compiler::reserves_and_drops() {
    const int T = g.type_count(), S = g.geo.squares();
    for (const auto& r : rs.reserves) {
        g.reserve_names.push_back(r.name.value);
        g.reserve_capacity.push_back(r.capacity);
    }
    const CaptureRule& cap = rs.captures;
    if (cap.destination == CaptureDestination::CaptorReserve) {
        g.capture_to_reserve = true;
        g.capture_reserve = reserve_named(*cap.reserve);
        g.capture_demotes = cap.demotes_into_reserve();
    }
    g.drops.assign(T, DropInfo{});
    for (const auto& rule : rs.drops) {
        int r = reserve_named(rule.from);
        std::vector<int> types;
        for (const auto& n : rule.pieces) types.push_back(type_named(n, "drops.pieces"));
        if (rule.pieces.empty())
            for (int t = 0; t < T; ++t)
                if (rs.pieces[t].droppable && !g.types[t].royal) types.push_back(t);
        for (int t : types) {
            DropInfo& d = g.drops[t];
            if (d.reserve >= 0) continue;  // the first rule naming a type decides
            d.reserve = r;
            g.has_drops = true;
            for (int c = 0; c < Colours; ++c) {
                d.allowed[c].assign(std::size_t(S), 0);
                for (Square s = 0; s < S; ++s) {
                    bool ok = g.geo.on_board[s] != 0;
                    if (rule.zone) ok = ok && zone_named(*rule.zone, c)[s];
                    for (const auto& z : rule.forbidden_zones) ok = ok && !zone_named(z, c)[s];
                    if (rule.not_where_stuck) ok = ok && !g.stuck[c][std::size_t(t) * S + s];
                    d.allowed[c][s] = ok;
                }
            }
            for (const auto& n : rule.no_two_on_file) if (type_named(n, "no_two_on_file") == t) d.no_two_on_file = true;
            for (const auto& n : rule.no_mate_by) if (type_named(n, "no_mate_by") == t) d.no_mate = true;
        }
        for (const auto& n : rule.no_two_on_file) type_named(n, "no_two_on_file");
        for (const auto& n : rule.no_mate_by) type_named(n, "no_mate_by");
    }
    for (const auto& rule : rs.transfers) {
        std::vector<int> listed;
        for (const auto& n : rule.pieces) listed.push_back(type_named(n, "transfers.pieces"));
        std::vector<std::uint8_t> zone[Colours];
        if (rule.next_class_zone)
            for (int c = 0; c < Colours; ++c) zone[c] = zone_named(*rule.next_class_zone, c);
        g.transfers.push_back(compile_transfer(rs, rule, g, reserve_named(rule.to), listed,
                                               rule.next_class_zone ? zone : nullptr));
    }
}

void Compiler::royalty_and_castling() {
    bool any_royal = false;
    for (const auto& t : g.types) any_royal = any_royal || t.royal;
    switch (rs.royalty) {
        case RoyaltyRule::Check: g.royalty = Royalty::Check; break;
        case RoyaltyRule::LastRoyalCheck: g.royalty = Royalty::LastRoyalCheck; break;
        case RoyaltyRule::CaptureLastRoyal: g.royalty = Royalty::CaptureLastRoyal; break;
        case RoyaltyRule::PotentialKings: break;  // refused by the validator
    }
    if (!any_royal) g.royalty = Royalty::None;
    g.pass = rs.pass;
    if (rs.castling.enabled) {
        g.castling = true;
        g.castle_king = type_named(rs.castling.king, "castling.king");
        g.castle_partner = type_named(rs.castling.partner, "castling.partner");
    }
}


}  // namespace variant
