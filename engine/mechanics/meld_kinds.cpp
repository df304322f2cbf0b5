// Rummy meld kinds: the candidate melds of a hand, the search for the arrangement with the least
// deadwood, and layoff targets.
#include "cardrt/meld_kinds.hpp"

#include <algorithm>
#include <numeric>

#include "cardrt/error.hpp"

namespace cardrt {

namespace {

// A candidate meld: its naturals (ascending card ids, a copy each) and how many wilds it takes;
// for a run the window it was read from.
struct Candidate {
  MeldKindTag kind = MeldKindTag::Set;
  std::vector<Card> naturals;
  int wilds = 0;
  int rank = 0;                       // set
  int suit = 0, low = 0, length = 0;  // run
  int natural_value = 0;
};

// The naturals of a meld as a key: card id → copies, packed, for telling two candidates apart.
std::vector<std::uint8_t> key_of(const Candidate& c) {
  std::vector<std::uint8_t> key(c.naturals.begin(), c.naturals.end());
  key.push_back(std::uint8_t(255));
  key.push_back(std::uint8_t(c.wilds));
  return key;
}

// The hand's wild cards, the most valuable first: melds take them from the front, so the ones left
// over as deadwood are the least valuable.
std::vector<Card> wilds_by_value(const MeldKinds& kinds, const CardCounts& hand) {
  std::vector<Card> wilds;
  for (int c = 0; c < kCardKinds; ++c)
    for (int k = 0; k < hand[std::size_t(c)]; ++k)
      if (kinds.is_wild(Card(c))) wilds.push_back(Card(c));
  std::stable_sort(wilds.begin(), wilds.end(), [&](Card a, Card b) { return kinds.value[a] > kinds.value[b]; });
  return wilds;
}

// Every candidate meld of the hand, which holds `wilds` wild cards.
std::vector<Candidate> candidates(const MeldKinds& kinds, const CardCounts& hand, int wilds) {
  std::vector<Candidate> out;
  auto natural = [&](Card c) { return hand[c] > 0 && !kinds.is_wild(c); };
  auto add = [&](Candidate c, int min, int max) {
    const int n = int(c.naturals.size());
    c.natural_value = 0;
    for (Card card : c.naturals) c.natural_value += kinds.value[card];
    for (int w = std::max(0, min - n); w <= std::min({kinds.max_wilds, max - n, wilds}); ++w) {
      c.wilds = w;
      out.push_back(c);
    }
  };
  if (kinds.set.allowed) {
    for (int rank = 1; rank <= kRanks; ++rank) {
      // Copies of each suit the set may take: one, or as many as held without distinct suits.
      std::array<int, 4> most{};
      for (int suit = 1; suit <= 4; ++suit) {
        const Card c = make_card(rank, suit);
        most[std::size_t(suit - 1)] = natural(c) ? (kinds.set.distinct_suits ? 1 : hand[c]) : 0;
      }
      std::array<int, 4> take{};
      auto choose = [&](int suit, auto&& self) -> void {
        if (suit == 4) {
          Candidate c;
          c.kind = MeldKindTag::Set;
          c.rank = rank;
          for (int s = 0; s < 4; ++s)
            for (int k = 0; k < take[std::size_t(s)]; ++k) c.naturals.push_back(make_card(rank, s + 1));
          if (!c.naturals.empty() && int(c.naturals.size()) <= kinds.set.max) add(c, kinds.set.min, kinds.set.max);
          return;
        }
        for (int k = 0; k <= most[std::size_t(suit)]; ++k) {
          take[std::size_t(suit)] = k;
          self(suit + 1, self);
        }
      };
      choose(0, choose);
    }
  }
  if (kinds.run.allowed) {
    const int positions = kinds.run.wrap ? kRanks : kinds.positions();
    for (int suit = 1; suit <= 4; ++suit) {
      std::vector<std::vector<std::uint8_t>> seen;
      for (int low = 0; low < positions; ++low) {
        for (int length = kinds.run.min; length <= kinds.run.max; ++length) {
          if (!kinds.run.wrap && low + length > positions) break;
          if (length > kRanks) break;
          std::vector<Card> held;
          for (int i = 0; i < length; ++i) {
            const Card card = make_card(kinds.rank_at((low + i) % positions), suit);
            if (natural(card)) held.push_back(card);
          }
          // The gaps only grow with the length: no longer window from here has wilds enough.
          const int most = std::min(kinds.max_wilds, wilds);
          if (length - int(held.size()) > most) break;
          if (held.empty()) continue;
          // A wild may also stand for a card the hand holds, which then serves elsewhere: each
          // subset of the held cards, as long as the wilds suffice.
          for (std::uint32_t dropped = 0; dropped < (1u << held.size()); ++dropped) {
            const int drops = __builtin_popcount(dropped);
            if (length - int(held.size()) + drops > most || drops == int(held.size())) continue;
            Candidate c;
            c.kind = MeldKindTag::Run;
            c.suit = suit;
            c.low = low;
            c.length = length;
            for (std::size_t i = 0; i < held.size(); ++i)
              if (!(dropped & (1u << i))) c.naturals.push_back(held[i]);
            std::sort(c.naturals.begin(), c.naturals.end());
            // The same naturals and wilds from another window (wilds at the other end) are one meld.
            c.wilds = length - int(c.naturals.size());
            auto key = key_of(c);
            if (std::find(seen.begin(), seen.end(), key) != seen.end()) continue;
            seen.push_back(std::move(key));
            c.natural_value = 0;
            for (Card card : c.naturals) c.natural_value += kinds.value[card];
            out.push_back(std::move(c));
          }
        }
      }
    }
  }
  return out;
}

// The melded form of a candidate, given the wild cards it takes (most valuable first).
FormedMeld form(const MeldKinds& kinds, const Candidate& c, std::vector<Card>::const_iterator wild) {
  FormedMeld m;
  m.kind = c.kind;
  m.wilds = c.wilds;
  if (c.kind == MeldKindTag::Set) {
    m.rank = c.rank;
    m.cards = c.naturals;
    for (int i = 0; i < c.wilds; ++i) m.cards.push_back(*wild++);
  } else {
    m.suit = c.suit;
    m.low = c.low;
    const int positions = kinds.run.wrap ? kRanks : kinds.positions();
    for (int i = 0; i < c.length; ++i) {
      const Card card = make_card(kinds.rank_at((c.low + i) % positions), c.suit);
      const bool held = std::binary_search(c.naturals.begin(), c.naturals.end(), card);
      m.cards.push_back(held ? card : *wild++);
    }
  }
  for (Card card : m.cards) m.value += kinds.value[card];
  return m;
}

class Search {
 public:
  Search(const MeldKinds& kinds, const CardCounts& hand)
      : kinds_(kinds), left_(hand), wilds_(wilds_by_value(kinds, hand)) {
    candidates_ = candidates(kinds, hand, int(wilds_.size()));
    for (std::size_t i = 0; i < candidates_.size(); ++i) by_lowest_[candidates_[i].naturals.front()].push_back(int(i));
    for (int c = 0; c < kCardKinds; ++c)
      if (hand[std::size_t(c)] > 0 && !kinds.is_wild(Card(c))) naturals_.push_back(Card(c));
  }

  Arrangement run() {
    walk(0, 0);
    Arrangement out;
    auto wild = wilds_.cbegin();
    for (int i : best_melds_) {
      out.melds.push_back(form(kinds_, candidates_[std::size_t(i)], wild));
      wild += candidates_[std::size_t(i)].wilds;
    }
    out.deadwood = best_deadwood_;
    out.deadwood_value = best_value_;
    return out;
  }

 private:
  // Deadwood so far: the naturals passed over; at a leaf also the wilds no meld took.
  void walk(std::size_t from, int dead) {
    if (dead > best_value_) return;
    while (from < naturals_.size() && left_[naturals_[from]] == 0) ++from;
    if (from == naturals_.size()) return leaf(dead);
    const Card low = naturals_[from];
    // In a meld whose lowest card it is (a meld of lower cards would have been chosen above).
    for (int i : by_lowest_[low]) {
      const Candidate& c = candidates_[std::size_t(i)];
      if (c.wilds > int(wilds_.size()) - wilds_used_) continue;
      if (!take(c)) continue;
      wilds_used_ += c.wilds;
      melds_.push_back(i);
      walk(from, dead);
      melds_.pop_back();
      wilds_used_ -= c.wilds;
      give_back(c);
    }
    // Or deadwood (one copy; the others are met again at this card).
    --left_[low];
    passed_.push_back(low);
    walk(from, dead + kinds_.value[low]);
    passed_.pop_back();
    ++left_[low];
  }

  bool take(const Candidate& c) {
    std::size_t k = 0;
    for (; k < c.naturals.size(); ++k) {
      if (left_[c.naturals[k]] == 0) break;
      --left_[c.naturals[k]];
    }
    if (k == c.naturals.size()) return true;
    while (k-- > 0) ++left_[c.naturals[k]];
    return false;
  }
  void give_back(const Candidate& c) {
    for (Card card : c.naturals) ++left_[card];
  }

  void leaf(int dead) {
    for (std::size_t w = std::size_t(wilds_used_); w < wilds_.size(); ++w) dead += kinds_.value[wilds_[w]];
    if (dead > best_value_) return;
    std::vector<Card> deadwood = passed_;
    deadwood.insert(deadwood.end(), wilds_.begin() + wilds_used_, wilds_.end());
    std::sort(deadwood.begin(), deadwood.end());
    if (dead == best_value_ && found_) {
      if (deadwood.size() != best_deadwood_.size()) {
        if (deadwood.size() > best_deadwood_.size()) return;
      } else if (deadwood != best_deadwood_) {
        if (deadwood > best_deadwood_) return;
      } else if (melds_.size() != best_melds_.size()) {
        if (melds_.size() > best_melds_.size()) return;
      } else if (meld_texts(melds_) >= meld_texts(best_melds_)) {
        return;
      }
    }
    found_ = true;
    best_value_ = dead;
    best_deadwood_ = std::move(deadwood);
    best_melds_ = melds_;
  }

  // The melds' texts, each meld's cards sorted, the texts sorted: an order-free form to compare.
  std::vector<std::string> meld_texts(const std::vector<int>& melds) const {
    std::vector<std::string> texts;
    auto wild = wilds_.cbegin();
    for (int i : melds) {
      FormedMeld m = form(kinds_, candidates_[std::size_t(i)], wild);
      wild += candidates_[std::size_t(i)].wilds;
      std::sort(m.cards.begin(), m.cards.end());
      texts.push_back(m.text());
    }
    std::sort(texts.begin(), texts.end());
    return texts;
  }

  const MeldKinds& kinds_;
  CardCounts left_;
  std::vector<Card> wilds_;
  std::vector<Card> naturals_;
  std::vector<Candidate> candidates_;
  std::array<std::vector<int>, kCardKinds> by_lowest_;
  int wilds_used_ = 0;
  std::vector<int> melds_;
  std::vector<Card> passed_;
  bool found_ = false;
  int best_value_ = INT32_MAX;
  std::vector<Card> best_deadwood_;
  std::vector<int> best_melds_;
};

}  // namespace

int MeldKinds::rank_at(int position) const {
  if (run.wrap) return position % kRanks + 1;
  switch (run.ace) {
    case AceIn::Low: return position + 1;
    case AceIn::High: return position == kRanks - 1 ? 1 : position + 2;
    case AceIn::Both: return position == kRanks ? 1 : position + 1;
  }
  return position + 1;
}

void MeldKinds::check() const {
  if (!set.allowed && !run.allowed) throw Error("melds need sets or runs (or both)");
  if (set.allowed && (set.min < 1 || set.min > set.max))
    throw Error("sets: size must be a range min..max with 1 <= min <= max");
  if (run.allowed && (run.min < 1 || run.min > run.max || run.max > kRanks))
    throw Error("runs: size must be a range min..max with 1 <= min <= max <= 13");
  if (max_wilds < 0) throw Error("wilds_per_meld must be >= 0");
}

AceIn MeldKinds::read_ace(std::string_view text) {
  if (text == "low") return AceIn::Low;
  if (text == "high") return AceIn::High;
  if (text == "both") return AceIn::Both;
  throw Error("ace must be low, high or both, got '" + clip(std::string(text)) + "'");
}

std::string FormedMeld::text() const {
  std::string out;
  for (Card c : cards) out += (out.empty() ? "" : " ") + card_name(c);
  return out;
}

std::vector<FormedMeld> possible_melds(const MeldKinds& kinds, const CardCounts& hand) {
  const std::vector<Card> wilds = wilds_by_value(kinds, hand);
  std::vector<FormedMeld> out;
  for (const Candidate& c : candidates(kinds, hand, int(wilds.size()))) out.push_back(form(kinds, c, wilds.cbegin()));
  return out;
}

Arrangement best_arrangement(const MeldKinds& kinds, const CardCounts& hand) { return Search(kinds, hand).run(); }

std::optional<FormedMeld> read_meld(const MeldKinds& kinds, const std::vector<Card>& cards) {
  std::vector<Card> naturals, wilds;
  for (Card c : cards) (kinds.is_wild(c) ? wilds : naturals).push_back(c);
  const int size = int(cards.size());
  if (naturals.empty() || int(wilds.size()) > kinds.max_wilds) return std::nullopt;
  std::sort(naturals.begin(), naturals.end());
  const int rank = rank_of(naturals[0]), suit = suit_of(naturals[0]);
  auto value_of = [&](FormedMeld m) {
    for (Card c : m.cards) m.value += kinds.value[c];
    m.wilds = int(wilds.size());
    return m;
  };
  const bool one_rank = std::all_of(naturals.begin(), naturals.end(), [&](Card c) { return rank_of(c) == rank; });
  if (kinds.set.allowed && one_rank && size >= kinds.set.min && size <= kinds.set.max &&
      (!kinds.set.distinct_suits || std::adjacent_find(naturals.begin(), naturals.end()) == naturals.end())) {
    FormedMeld m;
    m.rank = rank;
    m.cards = naturals;
    m.cards.insert(m.cards.end(), wilds.begin(), wilds.end());
    return value_of(m);
  }
  const bool one_suit = std::all_of(naturals.begin(), naturals.end(), [&](Card c) { return suit_of(c) == suit; });
  if (!kinds.run.allowed || !one_suit || size < kinds.run.min || size > kinds.run.max) return std::nullopt;
  const int positions = kinds.run.wrap ? kRanks : kinds.positions();
  if (size > positions || size > kRanks) return std::nullopt;
  // The lowest window that holds every natural once; wilds fill its gaps in the order given.
  for (int low = 0; low < positions; ++low) {
    if (!kinds.run.wrap && low + size > positions) break;
    FormedMeld m;
    m.kind = MeldKindTag::Run;
    m.suit = suit;
    m.low = low;
    std::size_t used = 0, wild = 0;
    for (int i = 0; i < size; ++i) {
      const Card card = make_card(kinds.rank_at((low + i) % positions), suit);
      if (std::binary_search(naturals.begin(), naturals.end(), card)) {
        m.cards.push_back(card);
        ++used;
      } else if (wild < wilds.size()) {
        m.cards.push_back(wilds[wild++]);
      } else {
        break;
      }
    }
    if (int(m.cards.size()) == size && used == naturals.size() &&
        std::adjacent_find(naturals.begin(), naturals.end()) == naturals.end())
      return value_of(m);
  }
  return std::nullopt;
}

std::vector<int> layoff_targets(const MeldKinds& kinds, Card card, const std::vector<FormedMeld>& table) {
  std::vector<int> out;
  const bool wild = kinds.is_wild(card);
  const int positions = kinds.run.wrap ? kRanks : kinds.positions();
  for (std::size_t i = 0; i < table.size(); ++i) {
    const FormedMeld& m = table[i];
    const int size = int(m.cards.size());
    bool fits = false;
    if (m.kind == MeldKindTag::Set) {
      if (size >= kinds.set.max) continue;
      if (wild) {
        fits = m.wilds < kinds.max_wilds;
      } else if (rank_of(card) == m.rank) {
        auto same_suit = [&](Card c) { return !kinds.is_wild(c) && c == card; };
        fits = !kinds.set.distinct_suits || std::none_of(m.cards.begin(), m.cards.end(), same_suit);
      }
    } else {
      if (size >= kinds.run.max || size >= positions) continue;
      const bool below = kinds.run.wrap || m.low > 0;
      const bool above = kinds.run.wrap || m.low + size < positions;
      if (wild) {
        fits = m.wilds < kinds.max_wilds && (below || above);
      } else if (!is_joker(card) && suit_of(card) == m.suit) {
        const int rank = rank_of(card);
        fits = (below && kinds.rank_at((m.low + positions - 1) % positions) == rank) ||
               (above && kinds.rank_at((m.low + size) % positions) == rank);
      }
    }
    if (fits) out.push_back(int(i));
  }
  return out;
}

}  // namespace cardrt
