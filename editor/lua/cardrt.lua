---@meta
-- cardrt: lua-language-server (LuaLS) annotations for rules files (rules.lua, a variant's rules
-- file) and rule tests (tests/*.lua). The engine never loads this file; an editor reads it for
-- completion, hover help and type checks (editor/README.md says how to wire it in).
--
-- Sources of truth: docs/lua-api.md and the bindings in engine/script (wrap_game.cpp,
-- wrap_moves.cpp, wrap_cards.cpp, wrap_rows.cpp, wrap_tricks.cpp, wrap_melds.cpp,
-- wrap_mechanics.cpp, rules.cpp, test_runner.cpp, test_prelude.lua). Keep them in step:
-- tests/docs/lua_api.py (ctest docs_lua_api) fails on a function, method, hook or global that
-- the bindings register and this file or the doc lacks, or that they name and the bindings lack.
--
-- Conventions: seats are 1..N, clockwise. Card ids are integers, (suit - 1) * 13 + (rank - 1),
-- ranks A=1 .. K=13, suits C=1 D=2 H=3 S=4, the joker 52 (cards.JOKER): AC = 0, 7H = 32, KS = 51.
-- Wherever a card is taken as an argument, an id or a name ("7H", "10h", "JK") works. Masks are
-- integers with bit `id` set for each card (`1 << id`), combined with `| & ~`. Zones list their
-- cards bottom first. One language server sees both kinds of file, so the rules globals and the
-- test globals are all declared here; each kind of file has only its own (see .luacheckrc).

---@alias cardrt.Ace "low"|"high"
---@alias cardrt.AceOrder "ace_low"|"ace_high"
---@alias cardrt.End "top"|"bottom"
---@alias cardrt.MeldVerb "meld"|"add"|"pickup"
---@alias cardrt.MeldKind "clean"|"dirty"|"wild"

------------------------------------------------------------------------------------------------
-- The `g` handle of rule hooks
------------------------------------------------------------------------------------------------

---The game handle every hook except `validate` receives; usable only inside a hook. A `seat`
---after a zone, counter or variable name is required for seat and team ones (any seat of the
---team) and ignored for the table's. Methods that change the game raise an error in `moves`.
---@class cardrt.Game
local Game = {}

---The player count.
---@return integer
function Game:players() end

---The seat to act, or nil.
---@return integer?
function Game:to_move() end

---The dealer, or nil before one is chosen.
---@return integer?
function Game:dealer() end

---The 1-based deal number (0 before the first deal).
---@return integer
function Game:deal_number() end

---`n` wrapped into 1..N, for any integer: `g:seat(g:dealer() + 1)`.
---@param n integer
---@return integer
function Game:seat(n) end

---The next seat in the direction of play (to the left unless g:reverse() turned it this deal);
---`steps` seats on (2 skips a player); with a seat-owned zone, the first seat on in that
---direction (the seat itself last) whose instance holds cards, or nil when none does.
---@param seat integer
---@param steps_or_zone? integer|string steps, or a seat zone
---@return integer?
function Game:next_seat(seat, steps_or_zone) end

---The direction of play: "left" (every deal starts so) or "right".
---@return "left"|"right"
function Game:direction() end

---The seat's team number, 1-based.
---@param seat integer
---@return integer
function Game:team(seat) end

---Array of the team's seats.
---@param team integer
---@return integer[]
function Game:team_seats(team) end

---The option's value (as in the global `options`); error for an unknown name.
---@param name string
---@return any
function Game:option(name) end

---Number of cards in the zone.
---@param zone string
---@param seat? integer
---@return integer
function Game:count(zone, seat) end

---For a seat or team zone, the number of cards of each instance, by seat (or team):
---`g:counts("hand")[seat]`.
---@param zone string
---@return integer[]
function Game:counts(zone) end

---Array of the zone's card ids, bottom first.
---@param zone string
---@param seat? integer
---@return integer[]
function Game:cards(zone, seat) end

---The zone's cards as a mask.
---@param zone string
---@param seat? integer
---@return integer mask
function Game:mask(zone, seat) end

---The zone's top card id, or nil for an empty zone.
---@param zone string
---@param seat? integer
---@return integer?
function Game:top(zone, seat) end

---The zone's bottom card id, or nil for an empty zone.
---@param zone string
---@param seat? integer
---@return integer?
function Game:bottom(zone, seat) end

---Whether the zone holds the card.
---@param card integer|string
---@param zone string
---@param seat? integer
---@return boolean
function Game:has(card, zone, seat) end

---Where the card lies: zone name and seat (nil for a table zone, the team's first seat for a
---team zone), or nil when the card is in no zone. Zones in layout order, owners in seat order.
---@param card integer|string
---@return string? zone
---@return integer? seat
function Game:holder(card) end

---A counter or variable: int an integer, bool a boolean, seat a seat or nil, card an id or nil,
---enum a value name or nil, flags the integer of bits, seats an array of seats.
---@param name string
---@param seat? integer
---@return any
function Game:get(name, seat) end

---Sets a counter or variable; `value` must fit the type (integer, boolean, seat or nil, card or
---nil, value name or nil, array of seats). Note the order: value before seat.
---@param name string
---@param value any
---@param seat? integer
function Game:set(name, value, seat) end

---Adds to an `int` counter or variable; returns the new value.
---@param name string
---@param delta integer
---@param seat? integer
---@return integer
function Game:add(name, delta, seat) end

---Moves `amount` from one `int` counter or variable to another (both or neither when a sum
---would overflow); returns the new value of `from`: `g:transfer(1, "chips", seat, "pot", nil)`.
---@param amount integer
---@param from string
---@param from_seat integer|nil nil for the table's
---@param to string
---@param to_seat? integer nil for the table's
---@return integer
function Game:transfer(amount, from, from_seat, to, to_seat) end

---Whether the named flag of a `flags` variable is set: `g:flag("used", "king", seat)`; of a
---`seats` variable, whether the seat is in it: `g:flag("passed", 3)`.
---@param name string
---@param flag string|integer
---@param seat? integer
---@return boolean
function Game:flag(name, flag, seat) end

---The set flags of a `flags` variable as a set of names: `g:flags("used", seat).king`.
---@param name string
---@param seat? integer
---@return table<string, true>
function Game:flags(name, seat) end

---Sets (`on` true) or clears one flag of a `flags` variable, or one seat of a `seats` variable.
---@param name string
---@param flag string|integer
---@param on boolean
---@param seat? integer
function Game:set_flag(name, flag, on, seat) end

---Moves the topmost copy of `card` to the top of `to` (its bottom with "bottom"); nil for the
---seat of a table zone. Error if `from` lacks the card.
---@param card integer|string
---@param from string
---@param from_seat integer|nil
---@param to string
---@param to_seat? integer
---@param where? cardrt.End default "top"
function Game:move(card, from, from_seat, to, to_seat, where) end

---Moves `n` cards (default 1) one at a time from the top of `from` to the top of `to`; returns
---the last card moved, or nil when `from` was empty.
---@param from string
---@param from_seat integer|nil
---@param to string
---@param to_seat integer|nil
---@param n? integer
---@return integer?
function Game:move_top(from, from_seat, to, to_seat, n) end

---How many of the zone's bottom cards lie face down (0 but in a `visibility: pile` zone).
---@param zone string
---@param seat? integer
---@return integer
function Game:face_down(zone, seat) end

---In a `visibility: pile` zone: its bottom `n` cards lie face down, the others face up.
---@param zone string
---@param seat integer|nil
---@param n integer
function Game:set_face_down(zone, seat, n) end

---In a `visibility: pile` zone: turns the top card face up when it lies face down; returns it, or
---nil when it was face up or the zone is empty.
---@param zone string
---@param seat? integer
---@return integer?
function Game:turn_up(zone, seat) end

---Puts a complete deck on top: per pack its cards (of deck.ranks) in id order, then its jokers.
---@param zone string
---@param seat? integer
function Game:fill(zone, seat) end

---Empties the zone; its cards leave the game.
---@param zone string
---@param seat? integer
function Game:clear(zone, seat) end

---Shuffles the zone with the match RNG.
---@param zone string
---@param seat? integer
function Game:shuffle(zone, seat) end

---Deals one card at a time from the top of table zone `from` to each target in turn, until
---`from` is empty or each target got `per_target` cards. A target is `{zone, seat}`, a table
---zone name, or a seat zone's name alone: that zone of every seat from the dealer's left.
---@param from string
---@param targets (string|table)[] at most 64
---@param per_target? integer
function Game:deal_out(from, targets, per_target) end

---The seat to act next.
---@param seat integer
function Game:set_to_move(seat) end

---Sets the dealer.
---@param seat integer
function Game:set_dealer(seat) end

---Turns the direction of play round for the rest of the deal.
function Game:reverse() end

---The seat sits the rest of the deal out: turn order passes it by, a trick is complete without it.
---@param seat integer
function Game:sit_out(seat) end

---Whether the seat sits this deal out.
---@param seat integer
---@return boolean
function Game:sits_out(seat) end

---The counter or variable `g:score` and records read from now on.
---@param name string
function Game:set_score(name) end

---Ends the deal: nobody is to move, each seat's gain for the deal is recorded. Again: nothing.
function Game:end_deal() end

---Ends the deal (if not ended) and the match.
function Game:end_match() end

---A uniform integer 1..n from the match RNG (n >= 1). All randomness must come from here and
---`g:shuffle`.
---@param n integer
---@return integer
function Game:random(n) end

---How many legal moves the seat to move has now (0 when nobody is to move), as the match will
---list them after the running hook. Not in `moves`.
---@return integer
function Game:count_moves() end

---Whether the deal was in this position before (where every card lies, which lie face down, who
---is to move). Needs `remember_positions: true` in game.yaml.
---@return boolean
function Game:seen_before() end

---A message for the players (`cardrt play`, records, the test API's `g:messages()`). Each `%s`
---stands for the next argument (string, number, boolean or nil), `%%` for a percent sign:
---`g:log("seat %s takes the trick", seat)`. Not in `moves`; pass the parts as arguments.
---@param text string
---@param ... string|number|boolean|nil
function Game:log(text, ...) end

------------------------------------------------------------------------------------------------
-- The move list `out`
------------------------------------------------------------------------------------------------

---The move list given to `moves(g, out, seat)`, usable only there. It keeps the order in
---which moves are added, until `out:sort()`.
---@class cardrt.MoveList
local MoveList = {}

---Adds one move; `arg` is a card for `card` verbs, a word for `words` verbs, an integer in the
---range for `number` verbs, the canonical text for `groups` verbs, nothing for `none`; a list of
---cards for `cards`; a card and its cards for `card_with` (`out:add("take", card, set)`); a card
---and a zone, its seat and, onto a laid meld, the meld's 1-based index for `card_to`
---(`out:add("layoff", card, "melds", 1, 2)`).
---@param verb string
---@param arg? integer|string|(integer|string)[]
---@param ... any
function MoveList:add(verb, arg, ...) end

---One move per card of the mask: suits C D H S, ranks A..K, or 2..K, A when `order` is
---"ace_high" (without `order`, as the layout's `move_order`), joker last.
---@param verb string a verb that takes a card
---@param mask integer
---@param order? cardrt.AceOrder
function MoveList:add_cards(verb, mask, order) end

---Whether that move is listed; without `arg`, whether any move of the verb is.
---@param verb string
---@param arg? integer|string
---@return boolean
function MoveList:has(verb, arg) end

---Removes that move (without `arg`: every move of the verb), keeping the order of the rest.
---@param verb string
---@param arg? integer|string
function MoveList:remove(verb, arg) end

---Moves added so far.
---@return integer
function MoveList:count() end

---Sorts the list by the byte order of the move texts (`verb arg`): what `move_order: text` asks.
function MoveList:sort() end

------------------------------------------------------------------------------------------------
-- The `cards` library (rules and tests)
------------------------------------------------------------------------------------------------

---The card library: ids, names, ranks, suits and masks.
---@class cardrt.CardsLib
---@field JOKER integer The joker's card id: 52.
cards = {}

---The id of "7H", "10h", "JK"; error for a bad name.
---@param name string
---@return integer
function cards.parse(name) end

---Array of ids from space-separated names (up to 270).
---@param text string
---@return integer[]
function cards.list(text) end

---The canonical name of a card: "TH".
---@param card integer|string
---@return string
function cards.name(card) end

---"7H 8H": a list in its order, a mask in id order.
---@param list_or_mask (integer|string)[]|integer
---@return string
function cards.names(list_or_mask) end

---The rank 1..13 (A..K); nil for the joker.
---@param card integer|string
---@return integer?
function cards.rank(card) end

---The suit 1..4 (C D H S); nil for the joker.
---@param card integer|string
---@return integer?
function cards.suit(card) end

---The id of a rank (1..13) and suit (1..4).
---@param rank integer
---@param suit integer
---@return integer
function cards.make(rank, suit) end

---The card's one-bit mask.
---@param card integer|string
---@return integer
function cards.bit(card) end

---Number of cards in the mask.
---@param mask integer
---@return integer
function cards.count(mask) end

---Array of the mask's ids in id order.
---@param mask integer
---@return integer[]
function cards.ids(mask) end

---All 13 cards of a suit (1..4) as a mask.
---@param suit integer
---@return integer
function cards.suit_mask(suit) end

---The 4 cards of a rank (1..13) as a mask.
---@param rank integer
---@return integer
function cards.rank_mask(rank) end

---"A" .. "K" for a rank 1..13.
---@param rank integer
---@return string
function cards.rank_name(rank) end

---The mask of the suits and cards named: cards.set("hearts QS"); error for a word that is neither.
---@param text string
---@return integer mask
function cards.set(text) end

---The card's rank place in the game's rank order (deck.order; else aces low, or high with
---move_order: ace_high): 1 for the lowest, 13 for the highest of a full pack; 14 for the joker.
---Rules files only.
---@param card integer|string
---@return integer
function cards.place(card) end

---Whether `a` ranks above `b` in the game's rank order, suits aside. Rules files only.
---@param a integer|string
---@param b integer|string
---@return boolean
function cards.beats(a, b) end

---The cards by rank in the game's order, then suit C D H S, jokers last. Rules files only.
---@param cards_or_mask integer[]|integer
---@return integer[]
function cards.sorted(cards_or_mask) end

---The card's value in the deck.values table `table` (a rank it leaves out is worth its number);
---0 for the joker. Rules files only.
---@param card integer|string
---@param table string
---@return integer
function cards.value(card, table) end

------------------------------------------------------------------------------------------------
-- Mechanics: the objects of `mechanics.NAME` (rules files)
------------------------------------------------------------------------------------------------

---The native sequence-row mechanic (Fan Tan, Elferraus): one row per suit on the table, opened
---by a start card, growing one rank at a time at either end.
---@class cardrt.Rows
local Rows = {}

---The cards of `mask` that can be laid now: a card of `start_rank` opens its suit's empty row
---(without it, empty rows stay closed); an open row takes the card just below or above its ends.
---@param g cardrt.Game
---@param mask integer
---@param start_rank? integer
---@return integer mask
function Rows:playable(g, mask, start_rank) end

---Moves `card` from the zone to the fitting end of its row; error if it is not there or does
---not fit (check with `playable` first). Not allowed in `moves`.
---@param g cardrt.Game
---@param card integer|string
---@param zone string
---@param seat? integer
function Rows:lay(g, card, zone, seat) end

---The low and high rank of the suit's row, or nil when it is unopened.
---@param g cardrt.Game
---@param suit integer a suit 1..4
---@return integer? low
---@return integer? high
function Rows:ends(g, suit) end

---Hands the turns to these rows until the deal ends (declared rows with `turns:` only; not
---allowed in `moves`).
---@param g cardrt.Game
function Rows:take_turns(g) end

---The native trick mechanic: legal cards under follow-suit with an optional lead restriction,
---and resolution of full tricks.
---@class cardrt.Tricks
local Tricks = {}

---What may be led or played beyond following suit (the Hearts family).
---@class cardrt.TrickLimits
---@field no_lead? integer|string cards not led while holding another: a suit 1..4, a mask, or words ("hearts")
---@field until_broken? boolean no_lead lifts once one of its cards was played this deal
---@field opening_lead? integer|string the card the deal's first trick must be led with by its holder ("2C")
---@field first_trick_avoid? integer|string cards not played to the first trick while another may be ("hearts QS")

---Mask of the cards `seat` may play: leading, any card but none of `no_lead_suit` while holding
---another suit; following, a card of the led suit when held, else any card. With a limits table
---instead, the Hearts family's limits apply too (opening lead, hearts until broken, first trick).
---@param g cardrt.Game
---@param seat integer
---@param limits? integer|cardrt.TrickLimits a suit 1..4 not to be led (0 or nil for none), or limits
---@return integer mask
function Tricks:legal(g, seat, limits) end

---Whether no trick was resolved yet this deal.
---@param g cardrt.Game
---@return boolean
function Tricks:first_trick(g) end

---How many cards of the set were played this deal, in the won zones and the trick.
---@param g cardrt.Game
---@param set integer|string a suit 1..4, a mask, or words ("hearts QS")
---@return integer
function Tricks:played(g, set) end

---A trick resolved this deal.
---@class cardrt.PlayedTrick
---@field leader integer the seat that led it
---@field winner integer the seat that won it
---@field cards integer[] its cards in playing order
---@field players integer[] the seat that played each card

---The tricks resolved this deal, in order.
---@param g cardrt.Game
---@return cardrt.PlayedTrick[]
function Tricks:history(g) end

---The last trick resolved this deal, or nil.
---@param g cardrt.Game
---@return cardrt.PlayedTrick?
function Tricks:last(g) end

---Moves `card` from the seat's hand to the trick; when the trick is complete it is resolved
---into the winner's `won` zone and the winner's seat returned, else nil. Not allowed in `moves`.
---@param g cardrt.Game
---@param seat integer
---@param card integer|string
---@param trump_suit? integer a suit 1..4; default: the declared trump var's
---@return integer? winner
function Tricks:play(g, seat, card, trump_suit) end

---The suit the trick's first card follows (a bower's is the trump suit), or nil.
---@param g cardrt.Game
---@return integer?
function Tricks:led_suit(g) end

---The trump suit now (the declared trump var's), or nil.
---@param g cardrt.Game
---@return integer?
function Tricks:trump(g) end

---The suit `card` follows under the trump now (a bower: the trump suit), nil for a plain joker.
---@param g cardrt.Game
---@param card integer|string
---@return integer?
function Tricks:suit(g, card) end

---The cards of the pack that count as trumps now, strongest first; empty without a trump.
---@param g cardrt.Game
---@return integer[]
function Tricks:trumps(g) end

---Tricks the seat has won; without a seat, the list of every seat's.
---@param g cardrt.Game
---@param seat? integer
---@return integer|integer[]
function Tricks:taken(g, seat) end

---How many cards of `mask` the seat's won pile holds (every copy counted); without a seat, the
---list of every seat's.
---@param g cardrt.Game
---@param mask integer
---@param seat? integer
---@return integer|integer[]
function Tricks:taken_cards(g, mask, seat) end

---Hands the turns to these tricks until the deal ends (declared tricks with `turns:` only; not
---allowed in `moves`).
---@param g cardrt.Game
function Tricks:take_turns(g) end

---The holding rule `a.hold`: a move that leaves L cards in the hand is listed only if
---L >= keep, or `out` is true, L >= out_left and the side's books reach `need`.
---@class cardrt.MeldHold
---@field keep? integer default 2
---@field out? boolean default false
---@field out_left? integer default 1
---@field need? { clean?: integer, dirty?: integer, wild?: integer } default all 0

---The options of `M:moves`.
---@class cardrt.MeldMovesArgs
---@field opened? boolean whether the side has opened: `meld G` and `add T G`, not the minimal openings
---@field minimum? integer the opening minimum (default 0)
---@field start? boolean new melds and openings may be listed (default true)
---@field add_targets? string[] the melds `add` may go to (default every incomplete meld)
---@field hold? cardrt.MeldHold

---The options of `M:pickups`.
---@class cardrt.MeldPickupArgs
---@field top? integer|string the pile's top card (nil: no pickups)
---@field opened? boolean
---@field minimum? integer
---@field match_wild? boolean the matching pair may be one natural and one wild
---@field take? integer pile cards that will go to the hand, for `hold` (default 0)
---@field hold? cardrt.MeldHold

---What `M:play` did.
---@class cardrt.MeldPlayResult
---@field placed integer[] the cards from the hand
---@field value integer the opening value (with the top card)
---@field started string[] targets of new melds
---@field books { clean: integer, dirty: integer, wild: integer } books completed now

---A declared auction (`type: bidding`): rounds of bids the mechanic plays natively once the
---rules hand it the turns.
---@class cardrt.Bidding
local Bidding = {}

---The auction's round now, from 1.
---@param g cardrt.Game
---@return integer
function Bidding:round(g) end

---Hands the turns to the auction until it is over; the seat to move bids first.
---@param g cardrt.Game
function Bidding:take_turns(g) end

---A declared climbing mechanic (`type: climbing`): President's tricks, played natively once the
---rules hand it the turns.
---@class cardrt.Climbing
local Climbing = {}

---The cards of the trick's last play (empty while the trick is empty), and who made it.
---@param g cardrt.Game
---@return integer[] cards
---@return integer? seat
function Climbing:last(g) end

---Hands the turns to the mechanic for the rest of the deal; the seat to move leads.
---@param g cardrt.Game
function Climbing:take_turns(g) end

---A declared capture mechanic (`type: capture`): the fishing games' takes, played natively once
---the rules hand it the turns.
---@class cardrt.Capture
local Capture = {}

---The sets of table cards `card` may take now, each an array of ids in canonical order.
---@param g cardrt.Game
---@param card integer|string
---@return integer[][]
function Capture:takes(g, card) end

---Who took cards last this deal, nil before anyone did.
---@param g cardrt.Game
---@return integer?
function Capture:last_taker(g) end

---Hands the turns to the mechanic for the rest of the deal; the seat to move plays first.
---@param g cardrt.Game
function Capture:take_turns(g) end

---A declared tableau mechanic (`type: tableau`): a patience's piles, foundations, stock and
---waste, played natively once the rules hand it the turns.
---@class cardrt.Tableau
local Tableau = {}

---Which pass through the stock this is: 1 until the waste is first turned over.
---@param g cardrt.Game
---@return integer
function Tableau:pass(g) end

---Hands the turns to the mechanic for the rest of the deal.
---@param g cardrt.Game
function Tableau:take_turns(g) end

---A melds mechanic: the meld-kinds queries (cardrt.MeldKinds), card values and, for the Canasta
---family's melds played on meld zones (Hand and Foot), validity, the legal meld, add, opening
---and pickup moves, their canonical text, and playing them (an error on melds without meld
---zones).
---@class cardrt.Melds: cardrt.MeldKinds
local Melds = {}

---The sum of the card values of the zone's cards; given a card, its value.
---@param g cardrt.Game
---@param zone string
---@param seat? integer
---@return integer
---@overload fun(self: cardrt.Melds, card: integer|string): integer
function Melds:value(g, zone, seat) end

---One card's value.
---@param card integer|string
---@return integer
function Melds:card_value(card) end

---The target names in target order ({"4", ..., "A", "wild"}); meld zones are prefix + name.
---@return string[]
function Melds:targets() end

---Whether `cards` ("7C 7D 2C" or an array) is a valid new meld of `target`: its kind, or nil
---and the reason.
---@param target string
---@param cards string|(integer|string)[]
---@return cardrt.MeldKind? kind
---@return string? reason
function Melds:valid(target, cards) end

---The targets of the seat's side's incomplete melds, in target order.
---@param g cardrt.Game
---@param seat integer
---@return string[]
function Melds:incomplete(g, seat) end

---Adds the seat's meld-type moves to `out`, in no particular order (sort with `out:sort()`).
---@param g cardrt.Game
---@param out cardrt.MoveList
---@param seat integer
---@param a? cardrt.MeldMovesArgs
function Melds:moves(g, out, seat, a) end

---Adds the pickups of the top card `a.top` to `out`.
---@param g cardrt.Game
---@param out cardrt.MoveList
---@param seat integer
---@param a? cardrt.MeldPickupArgs
function Melds:pickups(g, out, seat, a) end

---The canonical text after the verb of a typed move, or nil and the reason; for "pickup",
---`a.top` tells which group is G0.
---@param g cardrt.Game
---@param seat integer
---@param verb cardrt.MeldVerb
---@param text string
---@param a? { top?: integer|string }
---@return string? text
---@return string? reason
function Melds:canonical(g, seat, verb, text, a) end

---Hands the turns to these melds until the deal ends (declared melds with `turns:` only; not
---allowed in `moves`).
---@param g cardrt.Game
function Melds:take_turns(g) end

---Plays a meld-type move: the cards go from the hand to the side's meld zones, a meld reaching
---the book size becomes a book. For "pickup", `a.pile` names the pile. Not allowed in `moves`.
---@param g cardrt.Game
---@param seat integer
---@param verb cardrt.MeldVerb
---@param text string
---@param a? { pile?: string }
---@return cardrt.MeldPlayResult
function Melds:play(g, seat, verb, text, a) end

---A set or run: its kind, its card ids in meld order, its text, wild count and value.
---@class cardrt.Meld
---@field kind "set"|"run"
---@field cards integer[]
---@field text string
---@field wilds integer
---@field value integer

---The meld-kinds queries every melds object answers (the kinds `sets:` and `runs:` declare):
---every meld of a hand, the arrangement with the least deadwood, melds and layoffs, and melds
---laid as table objects.
---@class cardrt.MeldKinds
local MeldKinds = {}

---Every meld the zone's cards (or the cards given instead of g) can form.
---@param g cardrt.Game|string|(integer|string)[]
---@param zone? string
---@param seat? integer
---@return cardrt.Meld[]
function MeldKinds:melds(g, zone, seat) end

---The arrangement with the least deadwood value of the zone's cards (or the cards given).
---@param g cardrt.Game|string|(integer|string)[]
---@param zone? string
---@param seat? integer
---@return { melds: cardrt.Meld[], deadwood: integer[], deadwood_value: integer }
function MeldKinds:arrange(g, zone, seat) end

---The least deadwood value of the zone's cards (or the cards given instead of g).
---@param g cardrt.Game|string|(integer|string)[]
---@param zone? string
---@param seat? integer
---@return integer
function MeldKinds:deadwood(g, zone, seat) end

---The meld the cards make, or nil.
---@param cards string|(integer|string)[]
---@return cardrt.Meld?
function MeldKinds:meld(cards) end

---The 1-based indices of the melds the card may be laid off on.
---@param card integer|string
---@param melds (cardrt.Meld|string|(integer|string)[])[]
---@return integer[]
function MeldKinds:layoffs(card, melds) end

---Lays the cards, which must make a meld, from one zone to the top of another as its newest
---laid meld.
---@param g cardrt.Game
---@param cards string|(integer|string)[]
---@param from string
---@param from_seat integer?
---@param to string
---@param to_seat integer?
---@return cardrt.Meld
function MeldKinds:lay(g, cards, from, from_seat, to, to_seat) end

---Lays the card off on laid meld `index` (1-based) of zone `to`, which it must extend.
---@param g cardrt.Game
---@param card integer|string
---@param from string
---@param from_seat integer?
---@param to string
---@param to_seat integer?
---@param index integer
---@return cardrt.Meld
function MeldKinds:lay_off(g, card, from, from_seat, to, to_seat, index) end

---The melds laid in the zone this deal, in the order laid.
---@param g cardrt.Game
---@param zone string
---@param seat? integer
---@return cardrt.Meld[]
function MeldKinds:laid(g, zone, seat) end

------------------------------------------------------------------------------------------------
-- cardrt (rules files and tests)
------------------------------------------------------------------------------------------------

---Rules files: `version`. Tests: `version`, `new` and `load`.
---@class cardrt.Lib
---@field version string The engine version text.
cardrt = {}

------------------------------------------------------------------------------------------------
-- Globals of a rules file
------------------------------------------------------------------------------------------------

---The hooks of a rules file. Every hook except `validate` receives the `g` handle; `rules` holds
---hooks only (any other name is refused when the rules load).
---@class cardrt.Rules
local Rules = {}

---Once, after all rules files loaded, before any match: refuse an option combination with
---`error("why", 0)`. No `g`.
function Rules.validate() end

---Once per match, before the first dealer is chosen (`g:deal_number()` is 0).
---@param g cardrt.Game
function Rules.start_match(g) end

---When the caller gave no first dealer: call `g:set_dealer`. Default: a random seat.
---@param g cardrt.Game
function Rules.first_dealer(g) end

---At every deal, after every zone was emptied and `reset: deal` slots reset (not for a fixed
---first deal of a test). Default: the `deal:` of game.yaml.
---@param g cardrt.Game
function Rules.deal(g) end

---After the cards are dealt (or fixed): antes, first player; must leave a seat to move
---(`g:set_to_move`) unless it ends the deal.
---@param g cardrt.Game
function Rules.start_deal(g) end

---Adds every legal move of `seat` (= `g:to_move()`) to `out`, without duplicates, in
---`move_order`; at least one while the deal goes on. Read-only. Required.
---@param g cardrt.Game
---@param out cardrt.MoveList
---@param seat integer
function Rules.moves(g, out, seat) end

---Plays one move of the legal list: `arg` is the card id, the word, the number, the group text
---or nil. Set the next seat with `g:set_to_move`, or end the deal or match. Required.
---@param g cardrt.Game
---@param verb string
---@param arg any
---@param seat integer the seat that made the move
function Rules.play(g, verb, arg, seat) end

---Before each deal after the first (`g:dealer()` is still the last dealer): call
---`g:set_dealer`. Default: the deal passes left.
---@param g cardrt.Game
function Rules.next_dealer(g) end

---A typed move of a `groups` verb (text upper-cased, single spaces): return its canonical text
---(without the verb), or nil and the reason. Read-only.
---@param g cardrt.Game
---@param verb string
---@param text string
---@param seat integer
---@return string? text
---@return string? reason
function Rules.canonical(g, verb, text, seat) end

---After a deal has ended (simulate, check): the seat's deal score split into named integers
---recomputed from the final zones (`{ melded = 615, books = 3100 }`). Read-only.
---@param g cardrt.Game
---@param seat integer
---@return table<string, integer>
function Rules.score_terms(g, seat) end

---When `cardrt play` shows the screen of `seat`: lines added below the zones. Show only what
---that seat may see. Read-only.
---@param g cardrt.Game
---@param seat integer
---@return string[]
function Rules.display(g, seat) end

---While a declared mechanic has the turns, after it laid `seat`'s last card: settle, then set
---the next seat to move or end the deal. Required when a mechanic declares `turns:`.
---@param g cardrt.Game
---@param seat integer
function Rules.went_out(g, seat) end

---While declared tricks have the turns, after a card completed a trick other than the last
---(without `last_trick`, the last too): `winner` leads next; may score or end the deal early.
---@param g cardrt.Game
---@param winner integer
function Rules.trick_won(g, winner) end

---While declared tricks have the turns, after the card that completed the last trick: score
---the deal, then end it (or set who moves).
---@param g cardrt.Game
---@param winner integer
function Rules.last_trick(g, winner) end

---While declared rows with `passes: native` have the turns, after `seat` made the stuck move
---and the turn went on: settle what the pass costs.
---@param g cardrt.Game
---@param seat integer
function Rules.stuck(g, seat) end

---While a declared auction has the turns, after the bid that won it (`bidder`, its winner) or the
---pass that ended its last round with no bid (`bidder` nil): go on, or end a passed-out deal.
---@param g cardrt.Game
---@param bidder integer?
function Rules.auction_over(g, bidder) end

---For the `greedy` bot, after each move it tries in a sampled world: a number, higher better
---for `seat`'s side, on the scale of the score. Read-only.
---@param g cardrt.Game
---@param seat integer
---@return number
function Rules.evaluate(g, seat) end

---By `cardrt simulate` after every deal: a table of named integers it measured
---(`{ longest_row = 9 }`). Read-only.
---@param g cardrt.Game
---@return table<string, integer>
function Rules.metrics(g) end

---When a typed move is not in the legal list: a short reason in the player's words, or nil.
---`verb` and `arg` as `play` would get them. Read-only.
---@param g cardrt.Game
---@param verb string
---@param arg any
---@param seat integer
---@return string?
function Rules.why_not(g, verb, arg, seat) end

---The table of hooks: define `function rules.NAME(...)`; set one to nil to drop it. It must
---stay a table, and holds hooks only.
---@type cardrt.Rules
rules = {}

---In a variant's rules file only: a shallow copy of `rules` taken just before this file ran
---(`base.moves` is the hook being wrapped). Write `local base = base` at the top.
---@type cardrt.Rules
base = {}

---Every option of the game with its resolved value: int an integer, bool a boolean, enum a
---string, rank an integer 1..13, list an array of integers. Read-only.
---@type table<string, any>
options = {}

---The player count.
---@type integer
players = 0

---The sides of this match, as `g:team_seats` gives them: `{ { 1, 3 }, { 2, 4 } }`, or each seat
---alone (`{ { 1 }, { 2 }, { 3 } }`).
---@type integer[][]
teams = {}

---The pack at this table, as game.yaml's `deck` makes it (its numbers may follow the table).
---@class cardrt.Deck
---@field decks integer packs shuffled together
---@field jokers integer jokers per pack
---@field size integer cards in all
---@field ranks integer[] the ranks of a pack, ascending (1 = ace .. 13 = king)
deck = {}

---The mechanics game.yaml declares under `mechanics:`, by name (`mechanics.rows`); read-only.
---Annotate the local for completion: `local rows = mechanics.rows ---@type cardrt.Rows`.
---@alias cardrt.Mechanic
---| cardrt.Rows | cardrt.Tricks | cardrt.Melds | cardrt.Bidding
---| cardrt.Climbing | cardrt.Capture | cardrt.Tableau
---@type table<string, cardrt.Mechanic>
mechanics = {}

------------------------------------------------------------------------------------------------
-- Rule tests: cardrt.new, cardrt.load, the match handle, test and the assertions
------------------------------------------------------------------------------------------------

---The options of `cardrt.new`; any other key is an error.
---@class cardrt.NewOptions
---@field players? integer player count (default: the game's or variant's)
---@field seed? integer match seed (default 1)
---@field dealer? integer the first deal's dealer (default: `rules.first_dealer`, else random)
---@field variant? string a named variant (not with a variant file as `game`)
---@field options? table<string, any> option name -> value
---@field deal? table<string, string|string[]> fixes the first deal: zone -> one card string per owner
---@field shuffle? table<string, string|string[]> stacks the first deal's shuffles: zone -> its order, bottom first

---A match in a test (not the `g` of hooks). Only `to_move`, `moves` and `play` deal a pending
---next hand; the others read the state as it is.
---@class cardrt.Match
local Match = {}

---Seat to act, or nil when the match is over; deals the next hand if the last one ended.
---@return integer?
function Match:to_move() end

---Legal moves, array of canonical strings (empty when the match is over); deals the next hand
---if needed.
---@return string[]
function Match:moves() end

---Applies a move typed as a person would ("play 10h"); an illegal one raises an error with the
---rules' reason and `legal moves: ...`, and changes nothing.
---@param move string
function Match:play(move) end

---The match is over.
---@return boolean
function Match:over() end

---The current deal has ended.
---@return boolean
function Match:deal_over() end

---Current (or last) deal number.
---@return integer
function Match:deal_number() end

---The current deal's dealer (0 if none).
---@return integer
function Match:dealer() end

---The seat's value of the score counter (its team's, for a team counter).
---@param seat integer
---@return integer
function Match:score(seat) end

---What the seat's score gained in finished deal `k`; error for a deal not finished.
---@param seat integer
---@param k integer
---@return integer
function Match:deal_score(seat, k) end

---The rules' `evaluate` hook for the seat in this position, or nil when the rules define none.
---@param seat integer
---@return number?
function Match:evaluate(seat) end

---The seats with the highest score, in seat order (several for a shared win).
---@return integer[]
function Match:winners() end

---The rules' messages so far (`g:log`), in order.
---@return string[]
function Match:messages() end

---Any counter or variable, hidden ones included, as its raw integer (bool 0/1, seat 0 for
---none, card id + 1, enum index, flags bits).
---@param name string
---@param seat? integer
---@return integer
function Match:counter(name, seat) end

---Any counter or variable as the rules read it: int an integer, bool a boolean, seat or nil,
---card as its name ("QS") or nil, enum a value name or nil, flags the list of names set.
---@param name string
---@param seat? integer
---@return any
function Match:get(name, seat) end

---Deals deal `number` as given instead of by the rules: zone -> a card string per owner (or
---one string). The deal must not be dealt yet; the cards are checked at once.
---@param number integer
---@param zones table<string, string|string[]>
function Match:fix_deal(number, zones) end

---Makes the zone hold exactly these cards (bottom first), now: its cards leave play, and each
---card listed comes from out of play, else from another zone. `g:set_zone("stock", "")`,
---`g:set_zone("hand", 2, "9H KD")`.
---@param name string
---@param seat_or_cards integer|string the seat for a seat's or team's zone, else the cards
---@param cards? string
function Match:set_zone(name, seat_or_cards, cards) end

---The next shuffle of the zone leaves these cards in this order (bottom first); the zone must
---then hold exactly them.
---@param name string
---@param seat_or_cards integer|string the seat for a seat's or team's zone, else the cards
---@param cards? string
function Match:stack_shuffle(name, seat_or_cards, cards) end

---The zone's card names, bottom first.
---@param name string
---@param seat? integer
---@return string[]
function Match:zone(name, seat) end

---What that seat may see, as a table (seat 0: what everyone sees).
---@param seat integer
---@return table
function Match:view(seat) end

---An independent copy.
---@return cardrt.Match
function Match:clone() end

---The match as a JSON string (for `cardrt.load`).
---@return string
function Match:save() end

---Tests only: starts a match. `game` is a game name, a ruleset folder or a variant file (a
---relative path with a `/` is looked up next to the test file first).
---@param game string
---@param opts? cardrt.NewOptions
---@return cardrt.Match
function cardrt.new(game, opts) end

---Tests only: restores a match from `g:save()`.
---@param saved string
---@return cardrt.Match
function cardrt.load(saved) end

---Tests only: runs `fn` as one test named `name`; an error inside it fails that test.
---@param name string
---@param fn fun()
function test(name, fn) end

---Tests only: deep equality of values and tables; the message shows both sides and the first
---differing path.
---@param actual any
---@param expected any
---@param msg? string
function assert_eq(actual, expected, msg) end

---Tests only: `v` is neither nil nor false.
---@param v any
---@param msg? string
function assert_true(v, msg) end

---Tests only: `fn()` raises an error whose message matches the Lua pattern (escape
---`- . ( ) [ ] %` with `%`); returns the message.
---@param fn fun()
---@param pattern? string
---@return string
function assert_error(fn, pattern) end

---Tests only: playing `move` raises an error naming every legal move (`legal moves: a, b, ...`),
---and afterwards `g:save()` and `g:moves()` are exactly as before; returns the message.
---@param g cardrt.Match
---@param move string
---@return string
function assert_illegal(g, move) end
