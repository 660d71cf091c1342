#include "interpreter/features/promotion.hpp"

#include <cctype>

#include "interpreter/game/compiler.hpp"

namespace variant {

void Promotion::compile(Compiler& c) {
    const Ruleset& rs = c.rs;
    Game& g = c.g;
    g.promotion.assign(std::size_t(g.type_count()), PromotionInfo{});
    for (const auto& rule : rs.promotions) {
        for (const auto& name : rule.pieces) {
            int t = c.type_named(name, "promotion.pieces");
            PromotionInfo& pi = g.promotion[t];
            pi.enabled = true;
            pi.trigger = rule.trigger;
            pi.mode = rule.mode;
            pi.choices.clear();
            for (const auto& to : rule.to) pi.choices.push_back(c.type_named(to, "promotion.to"));
            if (rule.to.empty()) pi.choices.push_back(g.types[t].promoted);  // the validator saw it has one
            // The type a man promoted from matters only when its capture demotes it back (crazyhouse);
            // elsewhere a promoted queen is simply a queen, in the hash and in the FEN.
            pi.remember_origin = !rule.to.empty() && rs.captures.demotes_into_reserve();
            for (int col = 0; col < Colours; ++col) {
                if (rule.zone) pi.zone[col] = c.zone_named(*rule.zone, col);
                else pi.zone[col].assign(std::size_t(g.geo.squares()), 1);
            }
        }
    }
}

void Promotion::write(const Game& g, Man moving, Move m, std::string& out) {
    const int t = type_of(moving);
    if (t >= 0 && g.types[t].promoted == m.type()) {
        out += '+';
        return;
    }
    std::string code = g.piece_code(m.type());
    for (char& ch : code) ch = char(std::tolower(static_cast<unsigned char>(ch)));
    out += code;
}

}  // namespace variant
