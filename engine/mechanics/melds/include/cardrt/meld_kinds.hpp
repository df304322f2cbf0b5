// Meld kinds, what every melds mechanic declares: sets (cards of one rank, or with Hand and Foot
// wild cards alone) and runs (one suit, consecutive ranks), wild cards within a limit per meld,
// and a value per card; and the native queries rules and bots ask of a hand: every meld it can
// form, the arrangement that leaves the least deadwood, and the melds on the table a card may be
// laid off on. The Canasta family's turn moves (melds.hpp) are built on the same kinds. Pure
// native.
//
// Design notes. A candidate meld is its natural cards (one copy of each) and a number of wilds.
// The best arrangement is a depth-first search over the hand's lowest natural card left: it is
// either deadwood or in one of the candidates that contain it, so every partition is met once;
// a branch whose deadwood already exceeds the best found is cut. Which wild card stands in a
// meld does not change a meld's validity, so the search counts wilds, and the wilds left over
// as deadwood are the least valuable ones.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "cardrt/card.hpp"
#include "cardrt/search_meter.hpp"

namespace cardrt {

enum class AceIn { Low, High, Both };

// Bit r stands for rank r (1..13).
inline constexpr std::uint16_t kEveryRank = 0x3ffe;

// Sets: naturals of one rank of `ranks`, `min`..`max` cards (wilds included); with
// `distinct_suits` no suit twice (one pack's rule; with several packs a game may allow two 7H in
// a set); with `wilds_only` also wild cards alone (Hand and Foot's wild books).
struct SetKind {
  bool allowed = false;
  int min = 3, max = 4;
  bool distinct_suits = true;
  std::uint16_t ranks = kEveryRank;
  bool wilds_only = false;
  bool of_rank(int rank) const { return (ranks >> rank) & 1; }
};

// Runs: one suit, consecutive ranks, `min`..`max` cards; the ace below the 2, above the king, or
// either (never both ends of one run unless `wrap`); with `wrap` a run may turn the corner
// (Q K A 2).
struct RunKind {
  bool allowed = false;
  int min = 3, max = 13;
  AceIn ace = AceIn::Low;
  bool wrap = false;
};

// Wilds a meld may hold when a game sets no count of its own.
inline constexpr int kAnyWilds = 64;

struct MeldKinds {
  SetKind set;
  RunKind run;
  int wild_rank = 0;          // the rank whose cards are wild (2), 0 = none
  bool joker_wild = false;    // jokers are wild
  int max_wilds = 1;          // wild cards a meld with naturals may hold
  int naturals_per_wild = 0;  // and the naturals it needs for each wild (Hand and Foot: 2)
  std::array<int, kCardKinds> value{};

  bool is_wild(Card c) const { return is_joker(c) ? joker_wild : rank_of(c) == wild_rank; }
  // The wilds limits of a meld with naturals: the count, and the naturals each wild needs.
  bool wilds_beside(int naturals, int wilds) const {
    return wilds <= max_wilds && naturals >= naturals_per_wild * wilds;
  }
  // Whether a meld with these naturals (at least one) may hold this many wilds.
  bool wilds_fit(int naturals, int wilds) const { return naturals >= 1 && wilds_beside(naturals, wilds); }
  // Whether a set of one rank may hold these naturals and wilds; naturals 0: wilds alone. Inline
  // and without a test twice: the Canasta family's move lists ask it in their innermost loops.
  bool set_fits(int naturals, int wilds) const {
    const int size = naturals + wilds;
    if (size < set.min || size > set.max) return false;
    return naturals == 0 ? set.wilds_only : wilds_beside(naturals, wilds);
  }
  // Ranks of one run in order of position, for the ace rule: A 2 .. K, 2 .. K A, or A 2 .. K A.
  int positions() const { return run.ace == AceIn::Both ? 14 : 13; }
  int rank_at(int position) const;  // position 0.. → rank 1..13
  // Throws Error when the kinds contradict themselves (no kind, min above max, ...).
  void check() const;
  // Ace rule from its written form: "low", "high", "both"; throws Error otherwise.
  static AceIn read_ace(std::string_view text);

  // The kinds from their written form, shared by game.yaml's `type: melds` and cardrt.melds{}:
  // each throws Error saying what is wrong with its field.
  void read_wilds(std::string_view cards);  // "2 JK": at most one rank, and JK
  // Rank or card name → value; a card's value overrides its rank's.
  void read_values(const std::vector<std::pair<std::string, std::int64_t>>& values);
};

// The ranks of "4 5 6 7 8 9 T J Q K A" in the order written; throws Error naming `field` when a
// token is no rank or a rank comes twice.
std::vector<int> read_ranks(std::string_view ranks, const std::string& field);

enum class MeldKindTag : std::uint8_t { Set, Run };

// A meld formed or laid: its kind, its cards in meld order (a set by suit, a run from its low
// end, each wild at the rank it stands for), and for a run its suit and low position. A set of
// wilds alone has rank 0.
struct FormedMeld {
  MeldKindTag kind = MeldKindTag::Set;
  std::vector<Card> cards;
  int rank = 0;  // a set's rank
  int suit = 0;  // a run's suit
  int low = 0;   // a run's first position (MeldKinds::rank_at)
  int wilds = 0;
  int value = 0;             // of its cards
  std::string text() const;  // "5H 6H 2C 8H"
  bool operator==(const FormedMeld&) const = default;
};

// The melds of an arrangement, and the cards left over (deadwood) with their value.
struct Arrangement {
  std::vector<FormedMeld> melds;
  std::vector<Card> deadwood;  // in card id order
  int deadwood_value = 0;
};

// Every meld the hand can form, each once: sets by rank then by suits, then sets of wilds alone by
// size, then runs by suit, low end and length; a meld with wilds after the same meld without.
// Both searches spend steps and memory from `meter` (SearchTooLarge past it): extreme kinds (any
// copies in a set, long runs, many wilds) over a large hand have very many melds.
std::vector<FormedMeld> possible_melds(const MeldKinds& kinds, const CardCounts& hand, SearchMeter& meter);

// The arrangement with the least deadwood value. Ties go to the fewest deadwood cards, then to the
// deadwood that is first in card id order (compared card by card), then to the fewest melds (a
// long run stays whole), then to the melds whose texts, each meld's sorted, are first in byte
// order. The melds are listed by their lowest natural card, in card id order; sets of wilds
// alone, each as large as it may be, come last.
Arrangement best_arrangement(const MeldKinds& kinds, const CardCounts& hand, SearchMeter& meter);
// The engine's own callers: with a hook call's limits.
inline std::vector<FormedMeld> possible_melds(const MeldKinds& kinds, const CardCounts& hand) {
  SearchMeter meter;
  return possible_melds(kinds, hand, meter);
}
inline Arrangement best_arrangement(const MeldKinds& kinds, const CardCounts& hand) {
  SearchMeter meter;
  return best_arrangement(kinds, hand, meter);
}

// The meld these cards make, in meld order: a set by suit with its wilds last (or of wilds alone),
// or a run in the lowest window of ranks that holds each natural once, from its low end, the
// wilds filling its gaps in the order given; a set before a run; nothing when they make none.
std::optional<FormedMeld> read_meld(const MeldKinds& kinds, const std::vector<Card>& cards);

// The indices of `table`'s melds `card` may be laid off on: a set of its rank with room (and its
// suit missing, with distinct suits), a run of its suit it extends at either end, and for a wild
// card every meld with room for one more wild (a set of wilds alone takes wilds only).
std::vector<int> layoff_targets(const MeldKinds& kinds, Card card, const std::vector<FormedMeld>& table);

}  // namespace cardrt
