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

// A set of `size` wilds alone.
Candidate wild_set(int size) {
  Candidate c;
  c.wilds = size;
  return c;
}

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
std::vector<Candidate> candidates(const MeldKinds& kinds, const CardCounts& hand, int wilds, SearchMeter& meter) {
  std::vector<Candidate> out;
  auto natural = [&](Card c) { return hand[c] > 0 && !kinds.is_wild(c); };
  auto add_set = [&](Candidate c) {
    const int n = int(c.naturals.size());
    c.natural_value = 0;
    for (Card card : c.naturals) c.natural_value += kinds.value[card];
    for (int w = 0; w <= wilds; ++w) {
      meter.step();
      if (!kinds.set_fits(n, w)) continue;
      c.wilds = w;
      meter.hold(2 * sizeof(Candidate) + 2 * c.naturals.size() * sizeof(Card));
      out.push_back(c);
    }
  };
  if (kinds.set.allowed) {
    for (int rank = 1; rank <= kRanks; ++rank) {
      if (!kinds.set.of_rank(rank)) continue;
      // Copies of each suit the set may take: one, or as many as held without distinct suits.
      std::array<int, 4> most{};
      for (int suit = 1; suit <= 4; ++suit) {
        const Card c = make_card(rank, suit);
        most[std::size_t(suit - 1)] = natural(c) ? (kinds.set.distinct_suits ? 1 : hand[c]) : 0;
      }
      std::array<int, 4> take{};
      auto choose = [&](int suit, auto&& self) -> void {
        if (suit == 4) {
          meter.step();
          Candidate c;
          c.kind = MeldKindTag::Set;
          c.rank = rank;
          for (int s = 0; s < 4; ++s)
            for (int k = 0; k < take[std::size_t(s)]; ++k) c.naturals.push_back(make_card(rank, s + 1));
          if (!c.naturals.empty() && int(c.naturals.size()) <= kinds.set.max) add_set(c);
          return;
        }
        for (int k = 0; k <= most[std::size_t(suit)]; ++k) {
          take[std::size_t(suit)] = k;
          self(suit + 1, self);
        }
      };
      choose(0, choose);
    }
    // Sets of wilds alone, each size once; they have no natural to list them by, so the search
    // forms them from the wilds its other melds leave (Search::leaf).
    for (int w = 1; w <= wilds; ++w)
      if (kinds.set_fits(0, w)) out.push_back(wild_set(w));
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
            meter.step();
            const int drops = __builtin_popcount(dropped);
            const int gaps = length - int(held.size()) + drops;
            if (gaps > wilds || !kinds.wilds_fit(int(held.size()) - drops, gaps)) continue;
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
            meter.step(std::int64_t(seen.size()));
            if (std::find(seen.begin(), seen.end(), key) != seen.end()) continue;
            meter.hold(2 * sizeof(Candidate) + 2 * c.naturals.size() * sizeof(Card) + key.size());
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
  Search(const MeldKinds& kinds, const CardCounts& hand, SearchMeter& meter)
      : kinds_(kinds), meter_(meter), left_(hand), wilds_(wilds_by_value(kinds, hand)) {
    candidates_ = candidates(kinds, hand, int(wilds_.size()), meter);
    for (std::size_t i = 0; i < candidates_.size(); ++i)
      if (!candidates_[i].naturals.empty()) by_lowest_[candidates_[i].naturals.front()].push_back(int(i));
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
    for (int size : best_wild_sets_) {
      out.melds.push_back(form(kinds_, wild_set(size), wild));
      wild += size;
    }
    out.deadwood = best_deadwood_;
    out.deadwood_value = best_value_;
    return out;
  }

 private:
  // Deadwood so far: the naturals passed over; at a leaf also the wilds no meld took.
  void walk(std::size_t from, int dead) {
    meter_.step();
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
    meter_.step(std::int64_t(passed_.size() + wilds_.size() + melds_.size()));  // the deadwood is copied and sorted
    const std::vector<int> wild_sets = wild_sets_of(int(wilds_.size()) - wilds_used_);
    int melded = wilds_used_;
    for (int size : wild_sets) melded += size;
    for (std::size_t w = std::size_t(melded); w < wilds_.size(); ++w) dead += kinds_.value[wilds_[w]];
    if (dead > best_value_) return;
    std::vector<Card> deadwood = passed_;
    deadwood.insert(deadwood.end(), wilds_.begin() + melded, wilds_.end());
    std::sort(deadwood.begin(), deadwood.end());
    if (dead == best_value_ && found_) {
      const std::size_t melds = melds_.size() + wild_sets.size();
      const std::size_t best_melds = best_melds_.size() + best_wild_sets_.size();
      if (deadwood.size() != best_deadwood_.size()) {
        if (deadwood.size() > best_deadwood_.size()) return;
      } else if (deadwood != best_deadwood_) {
        if (deadwood > best_deadwood_) return;
      } else if (melds != best_melds) {
        if (melds > best_melds) return;
      } else if (meld_texts(melds_, wild_sets) >= meld_texts(best_melds_, best_wild_sets_)) {
        return;
      }
    }
    found_ = true;
    best_value_ = dead;
    best_deadwood_ = std::move(deadwood);
    best_melds_ = melds_;
    best_wild_sets_ = wild_sets;
  }

  // The sizes of the sets of wilds alone that meld the most of `left` wilds, in as few sets as
  // may be, the largest first; none when the kinds have no such set.
  std::vector<int> wild_sets_of(int left) const {
    const SetKind& set = kinds_.set;
    int best = 0, count = 0;
    if (set.allowed && set.wilds_only)
      for (int sets = 1; sets * set.min <= left; ++sets)
        if (std::min(left, sets * set.max) > best) {
          best = std::min(left, sets * set.max);
          count = sets;
        }
    std::vector<int> sizes;
    for (int i = 0; i < count; ++i) sizes.push_back(best / count + (i < best % count ? 1 : 0));
    return sizes;
  }

  // The melds' texts, each meld's sorted, the texts sorted: an order-free form to compare.
  std::vector<std::string> meld_texts(const std::vector<int>& melds, const std::vector<int>& wild_sets) const {
    std::vector<std::string> texts;
    auto wild = wilds_.cbegin();
    auto add = [&](const Candidate& c) {
      FormedMeld m = form(kinds_, c, wild);
      wild += c.wilds;
      std::sort(m.cards.begin(), m.cards.end());
      texts.push_back(m.text());
    };
    for (int i : melds) add(candidates_[std::size_t(i)]);
    for (int size : wild_sets) add(wild_set(size));
    std::sort(texts.begin(), texts.end());
    return texts;
  }

  const MeldKinds& kinds_;
  SearchMeter& meter_;
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
  std::vector<int> best_wild_sets_;
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
  if (set.allowed && !(set.ranks & kEveryRank)) throw Error("sets: ranks lists no rank");
  if (set.wilds_only && !wild_rank && !joker_wild) throw Error("sets of wilds alone need wild cards ('wilds')");
  if (max_wilds < 0) throw Error("wilds_per_meld must be >= 0");
  if (naturals_per_wild < 0) throw Error("naturals_per_wild must be >= 0");
}

namespace {
// Calls f(token) for each space-separated token of the text.
template <class F>
void each_token(std::string_view text, F f) {
  std::size_t at = 0;
  while (at < text.size()) {
    const std::size_t end = std::min(text.find(' ', at), text.size());
    if (end > at) f(text.substr(at, end - at));
    at = end + 1;
  }
}
}  // namespace

std::vector<int> read_ranks(std::string_view ranks, const std::string& field) {
  std::vector<int> out;
  each_token(ranks, [&](std::string_view token) {
    auto rank = parse_rank(token);
    if (!rank) throw Error(field + " holds something that is no rank");
    if (std::find(out.begin(), out.end(), *rank) != out.end()) throw Error(field + " lists a rank twice");
    out.push_back(*rank);
  });
  return out;
}

void MeldKinds::read_wilds(std::string_view cards) {
  each_token(cards, [&](std::string_view token) {
    if (token == "JK" || token == "jk") {
      joker_wild = true;
      return;
    }
    auto rank = parse_rank(token);
    if (!rank) throw Error("'wilds' holds something that is neither a rank nor JK");
    if (wild_rank && wild_rank != *rank) throw Error("'wilds' may name one rank (and JK)");
    wild_rank = *rank;
  });
}

void MeldKinds::read_values(const std::vector<std::pair<std::string, std::int64_t>>& values) {
  for (const auto& [key, v] : values) {
    if (!parse_rank(key) && !parse_card(key)) throw Error("'values': '" + key + "' is no rank or card");
    if (v < -1000000 || v > 1000000) throw Error("'values' must give integer values from -1000000 to 1000000");
  }
  for (int pass = 0; pass < 2; ++pass) {  // ranks first, then the cards that override them
    for (const auto& [key, v] : values) {
      auto rank = parse_rank(key);
      auto card = parse_card(key);
      if (pass == 0 && rank)
        for (int s = 1; s <= kSuits; ++s) value[make_card(*rank, s)] = int(v);
      else if (pass == 1 && card)
        value[*card] = int(v);
    }
  }
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

std::vector<FormedMeld> possible_melds(const MeldKinds& kinds, const CardCounts& hand, SearchMeter& meter) {
  const std::vector<Card> wilds = wilds_by_value(kinds, hand);
  std::vector<FormedMeld> out;
  for (const Candidate& c : candidates(kinds, hand, int(wilds.size()), meter)) {
    out.push_back(form(kinds, c, wilds.cbegin()));
    meter.hold(sizeof(FormedMeld) + out.back().cards.size() * sizeof(Card));
  }
  return out;
}

Arrangement best_arrangement(const MeldKinds& kinds, const CardCounts& hand, SearchMeter& meter) {
  return Search(kinds, hand, meter).run();
}

std::optional<FormedMeld> read_meld(const MeldKinds& kinds, const std::vector<Card>& cards) {
  std::vector<Card> naturals, wilds;
  for (Card c : cards) (kinds.is_wild(c) ? wilds : naturals).push_back(c);
  const int size = int(cards.size());
  if (naturals.empty()) {
    if (!kinds.set.allowed || !kinds.set_fits(0, size)) return std::nullopt;
    FormedMeld m;
    m.cards = wilds;
    m.wilds = size;
    for (Card c : m.cards) m.value += kinds.value[c];
    return m;
  }
  if (!kinds.wilds_fit(int(naturals.size()), int(wilds.size()))) return std::nullopt;
  std::sort(naturals.begin(), naturals.end());
  const int rank = rank_of(naturals[0]), suit = suit_of(naturals[0]);
  auto value_of = [&](FormedMeld m) {
    for (Card c : m.cards) m.value += kinds.value[c];
    m.wilds = int(wilds.size());
    return m;
  };
  const bool one_rank = std::all_of(naturals.begin(), naturals.end(), [&](Card c) { return rank_of(c) == rank; });
  if (kinds.set.allowed && one_rank && kinds.set.of_rank(rank) &&
      kinds.set_fits(int(naturals.size()), int(wilds.size())) &&
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
        fits = kinds.set_fits(size - m.wilds, m.wilds + 1);
      } else if (m.rank != 0 && rank_of(card) == m.rank) {
        auto same_suit = [&](Card c) { return !kinds.is_wild(c) && c == card; };
        fits = !kinds.set.distinct_suits || std::none_of(m.cards.begin(), m.cards.end(), same_suit);
      }
    } else {
      if (size >= kinds.run.max || size >= positions) continue;
      const bool below = kinds.run.wrap || m.low > 0;
      const bool above = kinds.run.wrap || m.low + size < positions;
      if (wild) {
        fits = kinds.wilds_fit(size - m.wilds, m.wilds + 1) && (below || above);
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
