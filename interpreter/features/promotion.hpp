// Promotion: which of a man's moves promote, and to what. Asked for every move that leaves a board square
// for another (not for drops or castling).
//   trigger        ends-in (destination in the zone), starts-or-ends-in, enters-or-leaves, enters,
//                  on-capture
//   captures_only  only a capturing move triggers the rule
//   mode           optional (the plain move stays), compulsory, compulsory-if-stuck (the plain move stays
//                  unless the man could never move again from its destination)
// A type may be under several rules (chu shogi: entering the zone, capturing in or from it, a pawn reaching
// the last rank; grand chess: optional on two ranks, compulsory on the last). They combine: a move offers
// the choices of every rule it triggers, and the plain move stays unless one of those rules forbids it.
// Where the combination is ambiguous (a compulsory rule and another with other choices triggered by one
// move) the compiler refuses the file. The move is MoveKind::Promotion with the type promoted to; written
// e7e8q (a choice) or b8b9+ (the man's fixed promoted partner). Game::promotion holds one PromotionInfo
// per type, with its rules.
#pragma once

#include <algorithm>
#include <string>

#include "interpreter/core/move.hpp"
#include "interpreter/features/compiled_game.hpp"
#include "interpreter/features/multi_leg.hpp"
#include "interpreter/position/position.hpp"

namespace variant {

struct Compiler;

struct Promotion {
    static void declare_keys();  // its ruleset keys (ruleset/key_table.hpp), defined with the rule
    static bool active(const Game& g) {
        return std::any_of(g.promotion.begin(), g.promotion.end(), [](const PromotionInfo& pi) { return pi.enabled; });
    }
    static void compile(RuleCompiler& c);

    // Does the board move m of the man `moving` promote it (a promotion, or a multi-leg move that lands as
    // another type)?
    static bool promotes(Move m, Man moving) {
        return m.kind() == MoveKind::Promotion || MultiLegMoves::promotes(m, moving);
    }
    // A plain move (MoveKind::Normal) never promotes: the landing hook leaves it alone.
    static bool leaves_plain_move(const Game&, Man) { return true; }
    // The board move's landing hook (movegen/make.cpp): the man that lands, promoted where m promotes.
    static Man landing(Position& pos, Move m, const Undo& u, Man lands, int us) {
        return promotes(m, u.moved) ? promoted(pos.game(), u.moved, m, us) : lands;
    }

    static bool triggered(const PromotionRuleInfo& pr, int us, Square from, Square to, bool capture) {
        if (pr.captures_only && !capture) return false;
        switch (pr.trigger) {
            case PromotionTrigger::EndsIn: return pr.zone[us][to];
            case PromotionTrigger::StartsOrEndsIn: return pr.zone[us][from] || pr.zone[us][to];
            case PromotionTrigger::EntersOrLeaves: return pr.zone[us][from] != pr.zone[us][to];
            case PromotionTrigger::OnCapture: return capture && pr.zone[us][to];
            case PromotionTrigger::Enters: return !pr.zone[us][from] && pr.zone[us][to];
        }
        return false;
    }

    // Whether the rule, triggered, takes the plain move away.
    static bool forces(const Game& g, const PromotionRuleInfo& pr, int us, int type, Square to) {
        return pr.mode == PromotionMode::Compulsory ||
               (pr.mode == PromotionMode::CompulsoryIfStuck && g.stuck[us][std::size_t(type) * g.geo.squares() + to]);
    }

    // Generation: the move from -> to of a man of `type`, with its promotions.
    static void add_move(const Game& g, MoveList& list, int us, int type, Square from, Square to, bool capture) {
        const PromotionInfo& pi = g.promotion[type];
        if (!pi.enabled) {
            list.push(Move::make(from, to));
            return;
        }
        if (pi.rules.size() > 1) {
            add_combined(g, list, us, type, from, to, capture);
            return;
        }
        const PromotionRuleInfo& pr = pi.rules[0];
        if (!triggered(pr, us, from, to, capture)) {
            list.push(Move::make(from, to));
            return;
        }
        if (!forces(g, pr, us, type, to)) list.push(Move::make(from, to));
        for (int choice : pr.choices) list.push(Move::make(from, to, MoveKind::Promotion, choice));
    }

    // How many moves add_move would add (perft's last ply counts without writing them).
    [[gnu::always_inline]] static int move_count(const Game& g, int us, int type, Square from, Square to,
                                                 bool capture) {
        const PromotionInfo& pi = g.promotion[type];
        if (!pi.enabled) return 1;
        if (pi.rules.size() > 1) {
            MoveList list;
            add_combined(g, list, us, type, from, to, capture);
            return list.size;
        }
        const PromotionRuleInfo& pr = pi.rules[0];
        if (!triggered(pr, us, from, to, capture)) return 1;
        return (forces(g, pr, us, type, to) ? 0 : 1) + int(pr.choices.size());
    }

    // Make: the man that lands, promoted (remembering its origin where captures demote it back).
    static Man promoted(const Game& g, Man moving, Move m, int us) {
        Man np = make_man(m.type(), us);
        const int t = type_of(moving);
        return g.promotion[t].remember_origin && g.types[t].promoted != m.type() ? with_origin(np, t) : np;
    }

    // Whether every arrival of a man of `type` and colour c on s promotes it by force (a rule that triggers
    // on any move ending there and takes the plain move away); the rule, or null.
    static const PromotionRuleInfo* forced_on_arrival(const Game& g, int type, int c, Square s);

    // Move text: the suffix after the squares.
    static void write(const Game& g, Man moving, Move m, std::string& out);

private:
    static void add_combined(const Game& g, MoveList& list, int us, int type, Square from, Square to, bool capture);
};

}  // namespace variant
