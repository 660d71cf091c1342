// Hand-filled Rulesets of the three reference games, so the engine tests do not depend on the YAML loader.
// They say the same as rulesets/chess.yaml, shogi.yaml and crazyhouse.yaml.
#pragma once

#include "interpreter/ruleset/ruleset.hpp"

namespace variant::test {

inline PieceType piece(const char* name, const char* code, const char* betza) {
    PieceType p;
    p.name = std::string(name);
    p.code = std::string(code);
    p.betza = std::string(betza);
    return p;
}

inline Ruleset chess_ruleset() {
    Ruleset r;
    r.name = std::string("Chess");
    r.board.files = r.board.ranks = 8;
    auto king = piece("king", "K", "K");
    king.royal = true;
    king.castles = true;
    auto rook = piece("rook", "R", "R");
    rook.castles = true;
    auto pawn = piece("pawn", "P", "mfWcefFimfnD");
    pawn.en_passant_victim = true;
    r.pieces = {king, piece("queen", "Q", "Q"), rook, piece("bishop", "B", "B"), piece("knight", "N", "N"), pawn};
    Zone last;
    last.name = std::string("last-rank");
    last.ranks = {8};
    r.zones = {last};
    PromotionRule pr;
    pr.pieces = {std::string("pawn")};
    pr.zone = std::string("last-rank");
    pr.trigger = PromotionTrigger::EndsIn;
    pr.mode = PromotionMode::Compulsory;
    pr.to = {std::string("queen"), std::string("rook"), std::string("bishop"), std::string("knight")};
    r.promotions = {pr};
    r.castling.king = std::string("king");
    r.castling.partner = std::string("rook");
    r.castling.enabled = true;
    r.end.pawns = {std::string("pawn")};
    r.setup = std::string("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    return r;
}

inline Ruleset crazyhouse_ruleset() {
    Ruleset r = chess_ruleset();
    r.name = std::string("Crazyhouse");
    Zone back;
    back.name = std::string("back-ranks");
    back.ranks = {1, 8};
    r.zones.push_back(back);
    Reserve hand;
    hand.name = std::string("hand");
    r.reserves = {hand};
    r.captures.destination = CaptureDestination::CaptorReserve;
    r.captures.reserve = std::string("hand");
    r.captures.demote = true;
    DropRule pawns, others;
    pawns.from = std::string("hand");
    pawns.pieces = {std::string("pawn")};
    pawns.forbidden_zones = {std::string("back-ranks")};
    others.from = std::string("hand");
    others.pieces = {std::string("queen"), std::string("rook"), std::string("bishop"), std::string("knight")};
    r.drops = {pawns, others};
    r.setup = std::string("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1");
    return r;
}

inline Ruleset shogi_ruleset() {
    Ruleset r;
    r.name = std::string("Shogi");
    r.board.files = r.board.ranks = 9;
    r.board.symmetry = BoardSymmetry::Rotate;
    auto king = piece("king", "K", "K");
    king.royal = true;
    auto promoted = [](PieceType p, const char* to) {
        p.promoted = std::string(to);
        return p;
    };
    r.pieces = {king,
                promoted(piece("rook", "R", "R"), "dragon"),
                promoted(piece("bishop", "B", "B"), "horse"),
                piece("gold", "G", "WfF"),
                promoted(piece("silver", "S", "FfW"), "promoted-silver"),
                promoted(piece("knight", "N", "ffN"), "promoted-knight"),
                promoted(piece("lance", "L", "fR"), "promoted-lance"),
                promoted(piece("pawn", "P", "fW"), "tokin"),
                piece("dragon", "", "RF"),
                piece("horse", "", "BW"),
                piece("promoted-silver", "", "WfF"),
                piece("promoted-knight", "", "WfF"),
                piece("promoted-lance", "", "WfF"),
                piece("tokin", "", "WfF")};
    Zone camp;
    camp.name = std::string("camp");
    camp.ranks = {7, 8, 9};
    r.zones = {camp};
    PromotionRule pr;
    for (const char* n : {"rook", "bishop", "silver", "knight", "lance", "pawn"}) pr.pieces.push_back(std::string(n));
    pr.zone = std::string("camp");
    pr.trigger = PromotionTrigger::StartsOrEndsIn;
    pr.mode = PromotionMode::CompulsoryIfStuck;
    r.promotions = {pr};
    Reserve hand;
    hand.name = std::string("hand");
    r.reserves = {hand};
    r.captures.destination = CaptureDestination::CaptorReserve;
    r.captures.reserve = std::string("hand");
    r.captures.demote = true;
    DropRule d;
    d.from = std::string("hand");
    d.not_where_stuck = true;
    d.no_two_on_file = {std::string("pawn")};
    d.no_mate_by = {std::string("pawn")};
    r.drops = {d};
    r.end.stalemate = Outcome::Loss;
    r.setup = std::string("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[-] w - - 0 1");
    return r;
}

}  // namespace variant::test
