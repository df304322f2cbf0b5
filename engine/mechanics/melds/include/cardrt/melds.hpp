// Melds of Canasta-family games (Hand and Foot first), built on the meld kinds every melds
// mechanic declares (meld_kinds.hpp: here sets only, by target rank): meld validity, opening
// values, the distinct meld, add, opening and pickup moves as group descriptions, their canonical
// text, typed input reduced to it, and a move applied to the zones. Pure native; rules reach it
// through wrap_melds.cpp.
//
// Design notes. No rule or score depends on the suit of a natural or of a 2, so a move is
// defined by, per group, (target, naturals, twos, jokers) — never by a subset of cards — and
// the generators enumerate those descriptions, which makes every list duplicate-free by
// construction. The text names the lowest cards of the hand (Hand and Foot spec 8.3).
// An opening compound must be minimal (spec L9): with slack = value - minimum, it is minimal
// iff every removable element (a group, when another group remains; a card whose group stays
// valid) is worth more than the slack. Values are never negative, so every proper prefix of a
// minimal compound is below the minimum: the search never extends a compound that reached it.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "cardrt/card.hpp"
#include "cardrt/meld_kinds.hpp"
#include "cardrt/moves.hpp"
#include "cardrt/shape.hpp"
#include "cardrt/state.hpp"

namespace cardrt {

// Up to 13 natural ranks, plus `wild`.
inline constexpr int kMaxTargets = kRanks + 1;
// Largest book size the rules may set; bounds the cards of a group and of a move.
inline constexpr int kMaxBookSize = 20;
inline constexpr int kMaxMoveCards = kMaxTargets * kMaxBookSize;
// Longest canonical text of a move: "wild " and every card as "XY " with " + " between groups.
inline constexpr int kMaxMeldText = 5 + 2 * kMaxTargets + 3 * kMaxMoveCards;

// Book kinds, the index of a book count: clean (no wild), dirty (a natural target with a wild),
// wild (target `wild`).
enum BookKind : int { kClean = 0, kDirty = 1, kWild = 2 };
using BookCounts = std::array<int, 3>;
const char* book_kind_name(int kind);  // "clean", "dirty", "wild"

// The meld rules of a game: its meld kinds, sets of the target ranks (any number of copies of a
// card; sets of wilds alone when wild melds exist), of which a set of the largest size is a book;
// and its targets, numbered in target order: the natural ranks as listed, then `wild` when wild
// melds exist. Trivially copyable (a rules object holds it by value).
struct MeldRules {
  MeldKinds kinds;
  int natural_count = 0;
  std::array<std::int8_t, kMaxTargets> target_rank{};  // rank (1..13) of natural target t
  std::array<std::int8_t, kRanks + 1> rank_target{};   // natural target of a rank, -1 = none

  // Sets of 3 to 7 cards, no rank yet, as many wilds as the naturals per wild allow, no values.
  MeldRules();
  int book_size() const { return kinds.set.max; }  // a meld that reaches it is a book, closed to adds
  bool wild_melds() const { return kinds.set.wilds_only; }
  int targets() const { return natural_count + (wild_melds() ? 1 : 0); }
  int wild_target() const { return wild_melds() ? natural_count : -1; }
  bool is_wild(Card c) const { return kinds.is_wild(c); }
  // The natural target of a card, -1 for wilds and cards that never meld (3s).
  int natural_target(Card c) const { return is_joker(c) ? -1 : rank_target[std::size_t(rank_of(c))]; }
  int natural_value(int target) const { return kinds.value[make_card(target_rank[std::size_t(target)], 1)]; }
  int two_value() const { return kinds.wild_rank ? kinds.value[make_card(kinds.wild_rank, 1)] : 0; }
  int joker_value() const { return kinds.value[kJoker]; }
  // M1, M2: a meld of `target` with these naturals and wilds (2s and jokers together): naturals
  // for a natural target, none for the wild one. Inline: the move lists ask it in their loops.
  bool valid(int target, int naturals, int wilds) const {
    return (target == wild_target()) == (naturals == 0) && kinds.set_fits(naturals, wilds);
  }
  int kind(int target, int wilds) const { return target == wild_target() ? kWild : wilds == 0 ? kClean : kDirty; }
  // A complete new meld of `target` from these cards: its book kind, or -1 with `why` set
  // ("7C does not fit a meld of 9").
  int judge(int target, const Card* cards, int count, std::string& why) const;
  std::string target_name(int target) const;      // "7", "T", "wild"
  int parse_target(std::string_view text) const;  // "7", "10", "t", "WILD" → target, -1
  // Throws Error when the rules contradict themselves (see check in melds.cpp).
  void check() const;
  // The targets: these ranks (distinct, 1..13) in target order, which become the ranks of the
  // kinds' sets.
  void set_targets(const std::vector<int>& ranks);
  // The targets as `naturals:` writes them ("4 5 6 7 8 9 T J Q K A"); throws Error saying what is
  // wrong with the field.
  void read_naturals(std::string_view ranks);
};

// One group of a move: its target and how many naturals, 2s and jokers it takes from the hand.
struct MeldGroup {
  std::int8_t target = -1;
  std::uint8_t naturals = 0;
  std::uint8_t twos = 0;
  std::uint8_t jokers = 0;
  int wilds() const { return twos + jokers; }
  int size() const { return naturals + twos + jokers; }
  bool operator==(const MeldGroup&) const = default;
};

enum class MeldVerb : std::uint8_t { Meld, Add, Pickup };
const char* meld_verb_name(MeldVerb verb);

// A meld-type move as its groups, in canonical order: a pickup's G0 first (the group of the top
// card's rank), then by target. `add` has one group, whose target is the meld added to.
struct MeldMove {
  MeldVerb verb = MeldVerb::Meld;
  std::uint8_t count = 0;
  std::array<MeldGroup, kMaxTargets> groups{};
  bool operator==(const MeldMove& o) const;
};

// A hand as card counts, with what the generators read from it.
struct MeldHand {
  CardCounts cards{};
  int size = 0;
  std::array<int, kMaxTargets> naturals{};  // per natural target
  int twos = 0;
  int jokers = 0;
};
MeldHand meld_hand(const MeldRules& rules, const CardCounts& cards);

// A side's table: its incomplete meld of each target (empty = none) and its books.
struct MeldSide {
  std::array<std::uint8_t, kMaxTargets> naturals{};
  std::array<std::uint8_t, kMaxTargets> wilds{};
  BookCounts books{};
  bool has(int target) const { return naturals[std::size_t(target)] + wilds[std::size_t(target)] > 0; }
};

// The holding rule (Hand and Foot L7): a move leaving `left` cards in the hand is allowed iff
// left >= keep, or (out and left >= out_left and the side's books after the move meet need).
struct HoldRule {
  bool active = false;
  int keep = 2;
  bool out = false;
  int out_left = 1;
  BookCounts need{};
  bool allows(int left, const BookCounts& books_after) const;
};

// What M:moves asks for.
struct MeldRequest {
  bool opened = false;              // false: minimal opening compounds; true: meld and add
  int minimum = 0;                  // opening minimum
  bool start = true;                // new melds may be listed
  std::uint32_t add_targets = ~0u;  // bit per target: melds an add may go to
  HoldRule hold;
};

// What M:pickups asks for.
struct PickupRequest {
  Card top = 0;  // the discard pile's top card
  bool opened = false;
  int minimum = 0;
  bool match_wild = false;  // the matching pair may be one natural and one wild
  int take = 0;             // pile cards that go to the hand, counted by the holding rule
  HoldRule hold;
};

// Appends the distinct moves to `out` (in no particular order; rules sort the final list).
// Opened: `meld` of every target without an incomplete meld (when request.start) and `add` to
// the incomplete melds in add_targets. Unopened: the minimal opening compounds (when start).
void meld_moves(const MeldRules& rules, const MeldHand& hand, const MeldSide& side, const MeldRequest& request,
                std::vector<MeldMove>& out);
// Appends the distinct pickups of the top card (L4): an opened side lists the matching pair
// alone, an unopened side the minimal opening compounds with G0 first.
void pickup_moves(const MeldRules& rules, const MeldHand& hand, const MeldSide& side, const PickupRequest& request,
                  std::vector<MeldMove>& out);

// Sum of the values of the cards a move takes from the hand (the pile's top card not included).
int meld_move_value(const MeldRules& rules, const MeldMove& move);
int cards_value(const MeldRules& rules, const Card* cards, int n);

// Renders moves of one hand in canonical text (spec 8.3), without the verb: groups joined by
// " + "; naturals the lowest of their rank in suit order; the hand's 2s, lowest first, handed
// out in group order; a group lists naturals, 2s, jokers. `add` starts with the target name.
class MeldWriter {
 public:
  MeldWriter(const MeldRules& rules, const CardCounts& hand);
  // Valid until the next call. The move's groups must fit the hand.
  std::string_view text(const MeldMove& move);
  // The cards the last text names, as read_meld_payload reads them back: a move list keeps them
  // with the move (its payload), so playing it needs no parsing. Valid until the next text().
  std::string_view payload() const { return std::string_view(payload_.data(), payload_size_); }

 private:
  const MeldRules& rules_;
  std::string names_;                          // "7C 7C 7D " ... every token 3 characters
  std::vector<Card> cards_;                    // the card of each token
  std::array<int, kMaxTargets> natural_at_{};  // first token of each target's naturals
  int two_at_ = 0;
  std::array<char, kMaxMeldText + 8> out_;
  // Group count, then per group its target, its card count and its cards.
  std::array<char, 1 + 2 * kMaxTargets + kMaxMoveCards> payload_{};
  std::size_t payload_size_ = 0;
};

// An empty list to generate meld moves into, the same one for every call on this thread: its
// memory is reused from list to list (a rules object runs on one thread at a time).
std::vector<MeldMove>& scratch_meld_moves();

// Appends the moves of `moves` with verb `only` (every one when empty), written by `writer` for
// their hand, to `out` with their canonical text and payload, under the move defs `verb_defs`
// (of meld, add, pickup). Moves of one verb are appended sorted by text.
void add_meld_moves(MeldWriter& writer, const std::vector<MeldMove>& moves, const std::array<int, 3>& verb_defs,
                    MoveList& out, std::optional<MeldVerb> only = std::nullopt);

// Typed text of a meld-type move (the part after the verb), read as spec 8.4: cards split on
// spaces and '+', `10` for T, any case and order; the groups' targets found from their cards.
struct TypedMeld {
  MeldVerb verb = MeldVerb::Meld;
  int count = 0;  // groups
  std::array<std::int8_t, kMaxTargets> target{};
  std::array<std::uint16_t, kMaxTargets + 1> first{};  // group g is cards[first[g] .. first[g+1])
  int card_count = 0;
  std::array<Card, kMaxMoveCards> cards{};
};
// Reads `text` into `out`, groups in canonical order (for a pickup the group of `top_target`
// first). Returns "" or why the text names no move of this kind.
std::string read_meld_text(const MeldRules& rules, MeldVerb verb, std::string_view text, int top_target,
                           TypedMeld& out);
// The typed form of a move's text from the payload MeldWriter wrote with it: what read_meld_text
// gives for that text. False when the bytes are no such payload.
bool read_meld_payload(MeldVerb verb, std::string_view payload, TypedMeld& out);
// The description of a typed move. Returns "" or why it is not one (cards the hand lacks).
std::string reduce_meld(const MeldRules& rules, const TypedMeld& typed, const CardCounts& hand, MeldMove& out);

// What playing a move did.
struct MeldPlayResult {
  int placed_count = 0;
  std::array<Card, kMaxMoveCards> placed{};  // cards taken from the hand, in move order
  int value = 0;                             // opening value: placed cards and the pile's top card
  int started_count = 0;
  std::array<std::int8_t, kMaxTargets> started{};  // targets of the new melds, in move order
  BookCounts books{};                              // books this move completed, by kind
};

// The mechanic on a game's zones: a seat zone for the hand, a team zone per target for the
// side's incomplete meld, a team zone for the cards of every book, team counters of books. A
// melds mechanic of the rummy family has its kinds here and no zones (hand_zone -1): its melds
// are laid as table objects.
struct MeldTable {
  MeldRules rules;
  int hand_zone = -1;  // zone defs
  std::array<int, kMaxTargets> meld_zone{};
  int books_zone = 0;
  std::array<int, 3> book_counter{-1, -1, -1};  // slot defs, -1 = none (wild without wild melds)

  CardCounts hand_cards(const Shape& shape, const State& state, int seat) const;
  MeldSide side(const Shape& shape, const State& state, int seat) const;
  int zone_value(const Shape& shape, const State& state, int zone) const;  // a zone instance
  // Plays a meld-type move written as `text` (any spelling read_meld_text accepts; the cards it
  // names move): checks M1, M2, M5 and the cards in the hand, moves the groups from the hand to
  // the side's melds — for a pickup the top card of `pile` (a zone instance) first joins G0's
  // meld — keeps each meld in canonical order, and turns every meld that reaches the book size
  // into a book. Throws Error (and changes nothing) when the move breaks a rule. It does not
  // check minimums, minimality or the holding rule: rules play only listed moves. `typed`, when
  // given, is the typed form of `text` (a listed move's payload), which is then not read again.
  MeldPlayResult play(const Shape& shape, State& state, int seat, MeldVerb verb, std::string_view text, int pile,
                      const TypedMeld* typed = nullptr) const;
};

}  // namespace cardrt
