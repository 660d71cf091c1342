// Potentials: the legal moves. A move's legality is decided without making it: the man is lifted and set
// down on its destination (the taken man lifted, a castling partner moved), the mover's potential kings that
// now stand attacked lose the royal type, and the mover's men must still fit the army (army.hpp).
// Most moves are settled against one assignment found per position (Assignment); the rest by the full test.
#include <algorithm>
#include <array>

#include "interpreter/attacks/rays.hpp"
#include "interpreter/features/castling.hpp"
#include "interpreter/features/en_passant.hpp"
#include "interpreter/features/potentials/army.hpp"
#include "interpreter/features/potentials/move.hpp"
#include "interpreter/features/potentials/potentials.hpp"
#include "interpreter/features/promotion.hpp"

namespace variant {

using namespace potential_detail;

namespace {

// The squares a man of one move leaves and reaches, for the legality test and for make.
struct Placement {
    Square from, to;
    Man landed;
    Square taken_at = NoSquare;
    Square partner_from = NoSquare, partner_to = NoSquare;
    Man partner_landed = 0;
};

// One assignment of the mover's men to the army in the position before the move (Position squares ->
// slots), and the square of the man it makes the king. The incremental part of the legality test.
struct Assignment {
    bool known = false;
    std::array<std::uint8_t, std::size_t(MaxBoardSide) * MaxBoardSide> slot_at;
    Square king = NoSquare;
    int royal_slot = -1;
    // Per slot a: the slots b some man on b could leave for a (the king's man excepted), so a mover whose
    // own slot its move rules out may swap with him.
    unsigned swap[PotentialInfo::MaxSlots];

    void find(const Position& pos, const ArmyTally& t) {
        const Game& g = pos.game();
        const PotentialInfo& pi = g.potential;
        const auto& men = pos.pieces(pos.side());
        constexpr int Most = 64;  // larger armies take the full test every time
        known = false;
        if (men.size() > std::size_t(Most)) return;
        unsigned masks[Most];
        int places[PotentialInfo::MaxSlots], assigned[Most];
        const int n = int(men.size());
        for (int s = 0; s < pi.slot_count; ++s) places[s] = t.places[1 << s];
        // Rather an unattacked man as the king: most moves leave it so, and then need no full test.
        royal_slot = pi.royal >= 0 ? pi.slot_of[pi.royal][0] : -1;
        for (int i = 0; i < n; ++i) {
            const Square s = men[std::size_t(i)];
            masks[i] = slot_mask(pi, g.geo, pos.at(s), s);
            if (royal_slot >= 0 && (masks[i] >> royal_slot & 1) && Potentials::attacked(pos, s, pos.side() ^ 1))
                masks[i] &= ~(1u << royal_slot);
        }
        if (!army_assign(masks, n, places, pi.slot_count, assigned)) {
            for (int i = 0; i < n; ++i)
                masks[i] = slot_mask(pi, g.geo, pos.at(men[std::size_t(i)]), men[std::size_t(i)]);
            if (!army_assign(masks, n, places, pi.slot_count, assigned)) return;
        }
        known = true;
        king = NoSquare;
        std::fill(swap, swap + PotentialInfo::MaxSlots, 0u);
        for (int i = 0; i < n; ++i) {
            slot_at[men[std::size_t(i)]] = std::uint8_t(assigned[i]);
            if (assigned[i] == royal_slot) {
                king = men[std::size_t(i)];
                continue;
            }
            const unsigned mask = slot_mask(pi, g.geo, pos.at(men[std::size_t(i)]), men[std::size_t(i)]);
            for (unsigned b = mask; b; b &= b - 1) swap[__builtin_ctz(b)] |= 1u << assigned[i];
        }
    }

    // With the board as the move leaves it: does every man keep its slot? (The mover's slot must be one its
    // new set allows, the king's man must not stand attacked.) Then the army still fits.
    bool kept(const Position& pos, const Placement& pl) const {
        const Game& g = pos.game();
        const PotentialInfo& pi = g.potential;
        const int them = pos.side() ^ 1;
        auto keeps = [&](Square from, Square to, Man landed) {
            const int slot = slot_at[from];
            if (slot == royal_slot) return false;  // the king moved: the full test
            return (slot_mask(pi, g.geo, landed, to) & (1u << slot | swap[slot])) != 0;
        };
        if (pl.partner_from != NoSquare) return false;  // castling: the full test
        if (!keeps(pl.from, pl.to, pl.landed)) return false;
        return king == NoSquare || !Potentials::attacked(pos, king, them);
    }
};

// Whether the mover's men, after the move and after its attacked potential kings lost the royal type, still
// fit the army. The board is changed in place (lift/unlift: no hash, no piece lists) and put back.
bool mover_fits(Position& pos, const Placement& pl, ArmyTally& t, const Assignment& before) {
    const Game& g = pos.game();
    const PotentialInfo& pi = g.potential;
    const int us = pos.side();
    const Man p = pos.lift(pl.from);
    const Man x = pl.taken_at != NoSquare ? pos.lift(pl.taken_at) : 0;
    const Man r = pl.partner_from != NoSquare ? pos.lift(pl.partner_from) : 0;
    if (r) pos.unlift(pl.partner_to, pl.partner_landed);
    pos.unlift(pl.to, pl.landed);
    bool ok = before.known && before.kept(pos, pl);
    if (!ok) {
        t.clear_men();
        const Man royal = Man(royal_bit(pi)) << PotentialShift;
        for (Square s0 : pos.pieces(us)) {
            const Square s = s0 == pl.from ? pl.to : s0 == pl.partner_from ? pl.partner_to : s0;
            Man m = pos.at(s);
            if ((m & royal) && Potentials::attacked(pos, s, us ^ 1)) m &= ~royal;
            t.add(slot_mask(pi, g.geo, m, s));
        }
        ok = army_fits(t);
    }
    pos.lift(pl.to);
    if (r) {
        pos.lift(pl.partner_to);
        pos.unlift(pl.partner_from, r);
    }
    if (x) pos.unlift(pl.taken_at, x);
    pos.unlift(pl.from, p);
    return ok;
}

// The legal moves, found one destination at a time.
class Generator {
public:
    Generator(Position& pos, MoveList& list) : pos_(pos), g_(pos.game()), pi_(g_.potential), list_(list) {}

    void run() {
        const int us = pos_.side();
        const int S = g_.geo.squares();
        std::fill(quiet_.begin(), quiet_.begin() + S, 0);
        std::fill(capture_.begin(), capture_.begin() + S, 0);
        std::fill(ep_.begin(), ep_.begin() + S, 0);
        tally_.start(g_, pos_, us);
        assignment_.find(pos_, tally_);
        for (Square s : pos_.pieces(us)) man(s);
        castling();
    }

private:
    void mark(Square to) {
        if (!(quiet_[to] | capture_[to] | ep_[to])) touched_[touched_count_++] = to;
    }

    // Every destination of the man on s as each type of its set; then its moves, one per destination, kind
    // of arrival, promotion choice and declaration.
    void man(Square s) {
        const int us = pos_.side();
        const Man p = pos_.at(s);
        touched_count_ = 0;
        for (unsigned set = potential_set(p); set; set &= set - 1) {
            const int i = __builtin_ctz(set);
            const std::uint8_t bit = std::uint8_t(1u << i);
            const Man as = make_man(pi_.types[i], us) | (p & UnmovedBit);
            walk_rays(
                g_, pos_, as, s, 0,
                [&](Square to, std::uint16_t flags) {
                    if ((flags & RayEnPassant) && EnPassant::passed(pos_, to)) mark(to), ep_[to] |= bit;
                    if (flags & RayMove) mark(to), quiet_[to] |= bit;
                    return false;
                },
                [&](Square to, Man x, std::uint16_t flags) {
                    if (colour_of(x) != us && (flags & RayCapture)) mark(to), capture_[to] |= bit;
                    return false;
                });
        }
        for (int k = 0; k < touched_count_; ++k) {
            const Square to = touched_[k];
            if (quiet_[to]) arrive(s, to, quiet_[to], NoSquare, 0);
            if (capture_[to]) {
                const Man x = pos_.at(to);
                const unsigned declarations = (x & PotentialPromotedBit) ? 1u << pi_.pawn
                                                                         : potential_set(x) & ~royal_bit(pi_);
                arrive(s, to, capture_[to], to, declarations);
            }
            if (ep_[to]) arrive(s, to, ep_[to], EnPassant::victim(pos_), 1u << pi_.pawn);
            quiet_[to] = capture_[to] = ep_[to] = 0;
        }
    }

    // The man from `from` arrives on `to` as one of the types `set`; `taken_at` is the square of the man it
    // takes (NoSquare: none), `declarations` the types its owner may declare it.
    void arrive(Square from, Square to, unsigned set, Square taken_at, unsigned declarations) {
        const int us = pos_.side();
        const Man p = pos_.at(from);
        const bool en_passant = taken_at != NoSquare && taken_at != to;
        if (pi_.pawn >= 0 && (set >> pi_.pawn & 1) && !en_passant) {
            const int pawn = pi_.types[pi_.pawn];
            bool triggered = false, forced = false;
            for (const PromotionRuleInfo& rule : g_.promotion[pawn].rules)
                if (Promotion::triggered(rule, us, from, to, taken_at != NoSquare)) {
                    triggered = true;
                    forced = forced || Promotion::forces(g_, rule, us, pawn, to);
                }
            if (triggered) {
                const Man promoted = with_set(g_, p, pi_.promoted_set) | PotentialPromotedBit;
                add(from, to, promoted, pi_.promoted_set, Potentials::PromotesBit, taken_at, declarations);
                if (forced) set &= ~(1u << pi_.pawn);
                if (!set) return;
            }
        }
        add(from, to, with_set(g_, p, set), set, 0, taken_at, declarations);
    }

    void add(Square from, Square to, Man landed, unsigned set, unsigned flags, Square taken_at, unsigned declarations) {
        Placement pl{from, to, landed & ~UnmovedBit, taken_at};
        if (!mover_fits(pos_, pl, tally_, assignment_)) return;
        const Square via = taken_at != to ? taken_at : NoSquare;
        if (taken_at == NoSquare) {
            list_.push(potential_move(from, to, set, -1, flags, via));
            return;
        }
        for (unsigned d = declarations; d; d &= d - 1)
            list_.push(potential_move(from, to, set, __builtin_ctz(d), flags, via));
    }

    // Castling (features/castling's squares and rights): the man on the king's setup square, unmoved and
    // a potential king, with an unmoved partner that may be the partner type, the squares between empty and
    // the king's path not attacked; both become those types.
    void castling() {
        const CastlingInfo& ci = g_.castling;
        const int us = pos_.side();
        if (!ci.enabled || !Castling::rights(pos_) || pi_.royal < 0) return;
        const Square k = ci.king_sq[us];
        if (k == NoSquare) return;
        const Man km = pos_.at(k);
        if (!km || colour_of(km) != us || !(km & UnmovedBit) || !(potential_set(km) & royal_bit(pi_))) return;
        for (int side = 0; side < 2; ++side) {
            if (!(Castling::rights(pos_) & (1u << (us * 2 + side)))) continue;
            const Square p = ci.partner_sq[us][side];
            const Man pm = pos_.at(p);
            const int partner = pi_.index[std::size_t(ci.partner_type[us][side])];
            if (!pm || colour_of(pm) != us || !(pm & UnmovedBit) || partner < 0 || !(potential_set(pm) >> partner & 1))
                continue;
            const int df = side == 0 ? 1 : -1;
            const Square kto = g_.geo.offset(k, ci.steps[us][side] * df, 0);
            const int rank = g_.geo.rank_of(k);
            const int lo = std::min(g_.geo.file_of(k), g_.geo.file_of(p));
            const int hi = std::max(g_.geo.file_of(k), g_.geo.file_of(p));
            bool clear = true;
            for (int f = lo; f <= hi && clear; ++f) {
                const Square s = g_.geo.square(f, rank);
                if (s != k && s != p && pos_.at(s)) clear = false;
            }
            if (!clear) continue;
            bool safe = true;
            for (Square s = k; safe; s = g_.geo.offset(s, df, 0)) {
                if (Potentials::attacked(pos_, s, us ^ 1)) safe = false;
                if (s == kto) break;
            }
            if (!safe) continue;
            const unsigned king_set = royal_bit(pi_);
            Placement pl{k, kto, with_set(g_, km, king_set) & ~UnmovedBit};
            pl.partner_from = p;
            pl.partner_to = g_.geo.offset(kto, -df, 0);
            pl.partner_landed = with_set(g_, pm, 1u << partner) & ~UnmovedBit;
            if (mover_fits(pos_, pl, tally_, assignment_))
                list_.push(potential_move(k, kto, king_set, -1, Potentials::CastlesBit, p));
        }
    }

    Position& pos_;
    const Game& g_;
    const PotentialInfo& pi_;
    MoveList& list_;
    static constexpr int MaxSquares = MaxBoardSide * MaxBoardSide;
    std::array<std::uint8_t, MaxSquares> quiet_, capture_, ep_;
    std::array<Square, MaxSquares> touched_;
    int touched_count_ = 0;
    ArmyTally tally_;  // the mover's free places, the men counted again for each move
    Assignment assignment_;
};

}  // namespace

void Potentials::generate_legal(Position& pos, MoveList& list) {
    list.size = 0;
    Generator(pos, list).run();
}

}  // namespace variant
