// What a rule feature is. Every rule a ruleset can switch on (promotion, drops, castling, transfers, en
// passant, captures into reserves, contagion, multi-leg moves, passing, the move limit, royalty and check,
// captures of unprotected men only) lives in one pair of files here, interpreter/features/<rule>.{hpp,cpp},
// as a struct of static functions, and its data lives in the Game as one struct (its <rule>_data.hpp, a
// field of compiled_game.hpp). A feature has those of the following hooks that its rule needs, under these
// names and signatures:
//
//   static void declare_keys()                          its ruleset keys, each once (ruleset/key_table.hpp): the
//                                                       reader, the unknown-key check and the schema test use them
//   static bool active(const Game&)                     is the rule on in this game (guards every hook below)
//   static void compile(RuleCompiler&)                  its part of the Game, from the checked ruleset
//   static void generate(const Position&, MoveList&, bool not_in_check)
//                                                       the pseudo-legal moves it adds after the board moves
//     static int count_unchecked(const Position&)       (optional) their number, where each is legal when the
//                                                       side is not in check and no hop line crosses the royal's
//                                                       (perft's last ply counts them unwritten); -1: written
//     static void generate_out_of_check(const Position&, MoveList&)   (optional) generate's moves where the
//                                                       side's one royal is known unattacked (castling then skips
//                                                       the king's own square's attack test)
//   static constexpr MoveKind kind                      the move kind it owns, if any; then also:
//     static void make(Position&, Move, Undo&)          its board change (Position's edit functions)
//     static void unmake(Position&, Move, const Undo&)
//     static void write(const Position&, Move, std::string&)   its move text (parse_move reads moves by
//                                                       comparing with the printed legal moves)
//     static bool legal(Position&, Move, const Checks*) its legality (attacks/checks.hpp; null: no check
//                                                       information, decide by Royals::full_test)
//   static void on_make(Position&, Move, Undo&)         what it changes on every move (rights, clocks); it
//                                                       may take the Undo as const
//   static void on_unmake(Position&, Move, const Undo&) its undo of on_make, beyond what the Undo restores
//                                                       (the hash and every rule's state words)
//   The board move's steps (Position::make_board_move, movegen/make.cpp), in its order:
//   static void on_leave(Position&, Move, Undo&, int us) the man has left its square, before the capture
//                                                       (multi-leg moves: the men taken on the way)
//   static void on_take(Position&, Man, int captor, int delta)
//                                                       a man taken (+1) or put back (-1) (a hand)
//   static Man landing(Position&, Move, const Undo&, Man lands, int us)
//                                                       the man that lands (promoted, caught by contagion)
//   static void on_board_move(Position&, Move, Undo&, Square from, Square to)
//   static void on_board_unmove(Position&, Move, const Undo&)
//                                                       after a board move's man landed, and before its undo
//   static void on_unleave(Position&, const Undo&, int us)
//                                                       after the board move's undo (the on_leave's undo)
//     static bool leaves_plain_move(const Game&, Man)   (optional) do those hooks leave a plain move
//                                                       (MoveKind::Normal) of the man alone? Where every rule
//                                                       with them says so, make skips them for his plain moves
//   static constexpr bool edits_board_moves             does generate read or edit the board moves listed;
//     static SquareBits moves_read_from(const Position&) (optional) then: the squares of the only men whose
//                                                       moves it reads here (a board of at most 128 squares)
//   static bool replaces_legality(const Game&)          does it decide legality its own way in this game; then:
//     static void generate_legal(Position&, MoveList&)  the legal moves instead of movegen/legal.cpp's filter
//     static bool in_check(const Position&)             (optional) check as it counts it, for in_check
//   static void filter_legal(Position&, MoveList&)      a legality rule beyond check, over the legal moves;
//     static std::string refusal(Position&, Move)       then also: why it refuses a move (the move diagnosis)
//     static bool filters_now(const Position&)          (optional) may it refuse a move here (perft's leaves)
//     static bool filters_in_check(const Position&)     (optional, in its place) may it refuse one here, the side
//                                                       to move being in check; out of check it refuses none
//     static bool leaf_filter(const Position&, LeafFilter&)
//                                                       (optional, in their place) its refusals as sets, for
//                                                       perft's last ply out of check (features/leaf_filter.hpp);
//                                                       false where it cannot say them here
//   static bool over(Position&)                         has its rule ended the game (a finished game has no
//                                                       moves); with static std::optional<Ending> ending(Position&),
//                                                       the result (features/ending.hpp)
//   static constexpr int state_words; static const int state_at;
//                                                       its words of Position's RuleState (the offset given
//                                                       in registry.cpp); with static std::uint64_t
//                                                       state_key(const Position&), its part of the hash;
//                                                       man_logs / log_at likewise for Position's man logs;
//                                                       static void expire(Position&): state that lasts a move
//   static constexpr FenSlot fen_slot; read_fen / write_fen
//                                                       its FEN field and its place (movegen/fen.cpp reads
//                                                       and writes the fields through the registry)
//
// The hooks called per move, per generation, by the move diagnosis and at the game's end are listed once per
// game by compile() (Game::hooks, game/rule_hooks.hpp): only the rules a game has on are called.
//
// A feature with any of the hooks above is registered by one line in features/registry.hpp (the list
// `Features`): no virtual call, no look-up by name. What a board move's generation does per man
// (promotions, e.p. captures, multi-leg paths, unprotected captures) is called by name from
// movegen/generate.cpp, the place that walks the men's rays. The steps to add a feature, on a real one:
// docs/architecture.md.
#pragma once
