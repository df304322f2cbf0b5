// Melds: validity, the distinct meld, add, opening and pickup moves, canonical text, typed
// input, and a move played on the zones.
#include "cardrt/melds.hpp"

#include <algorithm>
#include <cctype>
#include <climits>
#include <cstring>

#include "cardrt/error.hpp"
#include "cardrt/table.hpp"

namespace cardrt {

const char* book_kind_name(int kind) {
  static const char* const names[] = {"clean", "dirty", "wild"};
  return kind >= 0 && kind < 3 ? names[kind] : "?";
}

const char* meld_verb_name(MeldVerb verb) {
  switch (verb) {
    case MeldVerb::Meld: return "meld";
    case MeldVerb::Add: return "add";
    case MeldVerb::Pickup: return "pickup";
  }
  return "?";
}

bool MeldMove::operator==(const MeldMove& o) const {
  if (verb != o.verb || count != o.count) return false;
  for (int g = 0; g < count; ++g)
    if (!(groups[std::size_t(g)] == o.groups[std::size_t(g)])) return false;
  return true;
}

// ------------------------------------------------------------------------------ the rules

MeldRules::MeldRules() {
  rank_target.fill(-1);
  kinds.set.allowed = true;
  kinds.set.min = 3;
  kinds.set.max = 7;
  kinds.set.distinct_suits = false;
  kinds.set.ranks = 0;
  kinds.max_wilds = kAnyWilds;
}

std::string MeldRules::target_name(int target) const {
  if (target == wild_target()) return "wild";
  if (target < 0 || target >= natural_count) return "?";
  return std::string(1, rank_char(target_rank[std::size_t(target)]));
}

int MeldRules::judge(int target, const Card* cards, int count, std::string& why) const {
  if (count < kinds.set.min || count > book_size()) {
    why = "a meld has " + std::to_string(kinds.set.min) + " to " + std::to_string(book_size()) + " cards, not " +
          std::to_string(count);
    return -1;
  }
  int naturals = 0, wilds = 0;
  for (int i = 0; i < count; ++i) {
    if (is_wild(cards[i])) {
      ++wilds;
    } else if (natural_target(cards[i]) < 0) {
      why = card_name(cards[i]) + " never melds";
      return -1;
    } else if (natural_target(cards[i]) != target) {
      why = card_name(cards[i]) + " does not fit a meld of " + target_name(target);
      return -1;
    } else {
      ++naturals;
    }
  }
  if (valid(target, naturals, wilds)) return kind(target, wilds);
  if (naturals == 0)
    why = "a meld of " + target_name(target) + " needs a natural";
  else
    why = std::to_string(naturals) + " naturals and " + std::to_string(wilds) + " wilds: a meld needs at least " +
          std::to_string(kinds.naturals_per_wild) + " naturals per wild";
  return -1;
}

int MeldRules::parse_target(std::string_view text) const {
  if (wild_melds() && text.size() == 4) {
    std::string lower;
    for (char c : text) lower += char(std::tolower(static_cast<unsigned char>(c)));
    if (lower == "wild") return wild_target();
  }
  auto rank = parse_rank(text);
  return rank ? rank_target[std::size_t(*rank)] : -1;
}

void MeldRules::check() const {
  if (natural_count < 1) throw Error("'naturals' lists no rank");
  if (kinds.wild_rank && rank_target[std::size_t(kinds.wild_rank)] >= 0)
    throw Error(std::string("rank ") + rank_char(kinds.wild_rank) + " is both natural and wild");
  if (kinds.set.min < 1 || book_size() < kinds.set.min || book_size() > kMaxBookSize)
    throw Error("'size' must be {smallest meld, book size} with 1 <= smallest <= book size <= " +
                std::to_string(kMaxBookSize));
  // Moves are described by card counts of each target, whatever their suits.
  if (kinds.run.allowed) throw Error("melds played on meld zones (hand:, melds:, books:) are sets only, not runs");
  if (kinds.set.distinct_suits)
    throw Error("melds played on meld zones (hand:, melds:, books:) take any copies of a card: distinct_suits: false");
  kinds.check();
  // The canonical text names the lowest cards of a rank: that is only the same move if no value
  // depends on the suit of a card that melds. Opening minimality needs values >= 0.
  auto same_suits = [&](int rank) {
    int v = kinds.value[make_card(rank, 1)];
    for (int s = 2; s <= kSuits; ++s)
      if (kinds.value[make_card(rank, s)] != v)
        throw Error(std::string("'values': the cards of rank ") + rank_char(rank) +
                    " meld, so they need one value for every suit");
    if (v < 0)
      throw Error(std::string("'values': rank ") + rank_char(rank) + " melds, so its value may not be negative");
  };
  for (int t = 0; t < natural_count; ++t) same_suits(target_rank[std::size_t(t)]);
  if (kinds.wild_rank) same_suits(kinds.wild_rank);
  if (kinds.joker_wild && kinds.value[kJoker] < 0) throw Error("'values': JK melds, so its value may not be negative");
}

void MeldRules::set_targets(const std::vector<int>& ranks) {
  rank_target.fill(-1);
  natural_count = 0;
  kinds.set.ranks = 0;
  for (int rank : ranks) {
    rank_target[std::size_t(rank)] = std::int8_t(natural_count);
    target_rank[std::size_t(natural_count++)] = std::int8_t(rank);
    kinds.set.ranks |= std::uint16_t(1u << rank);
  }
}

void MeldRules::read_naturals(std::string_view ranks) { set_targets(read_ranks(ranks, "'naturals'")); }

MeldHand meld_hand(const MeldRules& rules, const CardCounts& cards) {
  MeldHand h;
  h.cards = cards;
  for (int c = 0; c < kCardKinds; ++c) {
    int n = cards[std::size_t(c)];
    if (n == 0) continue;
    h.size += n;
    Card card = Card(c);
    if (rules.is_wild(card)) {
      (is_joker(card) ? h.jokers : h.twos) += n;
    } else if (int t = rules.natural_target(card); t >= 0) {
      h.naturals[std::size_t(t)] += n;
    }
  }
  return h;
}

bool HoldRule::allows(int left, const BookCounts& books_after) const {
  if (!active || left >= keep) return true;
  if (!out || left < out_left) return false;
  for (int k = 0; k < 3; ++k)
    if (books_after[std::size_t(k)] < need[std::size_t(k)]) return false;
  return true;
}

int meld_move_value(const MeldRules& rules, const MeldMove& move) {
  int v = 0;
  for (int g = 0; g < move.count; ++g) {
    const MeldGroup& grp = move.groups[std::size_t(g)];
    if (grp.naturals) v += grp.naturals * rules.natural_value(grp.target);
    v += grp.twos * rules.two_value() + grp.jokers * rules.joker_value();
  }
  return v;
}

int cards_value(const MeldRules& rules, const Card* cards, int n) {
  int v = 0;
  for (int i = 0; i < n; ++i) v += rules.kinds.value[cards[i]];
  return v;
}

// ------------------------------------------------------------------------------ generation

namespace {

constexpr int kNever = INT_MAX / 4;  // "no removable card": more than any slack

// One way to lay a group of a target: its description, value, the smallest value of a card
// whose removal leaves it valid, and the kind of book it makes (-1: stays incomplete).
struct Option {
  MeldGroup group;
  int value = 0;
  int removable = kNever;
  int book = -1;
};

// What a group's meld holds besides the group: an incomplete meld it joins, a pickup's top card.
struct Base {
  int naturals = 0;
  int wilds = 0;
  bool pickup_pair = false;  // the group is a pickup's G0: it must keep its matching cards
  bool match_wild = false;
};

bool holds_pair(const Base& base, int naturals, int wilds) {
  return naturals >= 2 || (base.match_wild && naturals >= 1 && wilds >= 1);
}

// Appends every group of `target` the hand can give (naturals, twos, jokers at most those
// counts) whose meld, with the base, is valid.
void add_options(const MeldRules& rules, int target, int have_n, int have_t, int have_j, const Base& base,
                 std::vector<Option>& out) {
  bool wild = target == rules.wild_target();
  int room = rules.book_size() - base.naturals - base.wilds;
  if (wild) have_n = 0;
  int vn = wild ? 0 : rules.natural_value(target), vt = rules.two_value(), vj = rules.joker_value();
  // The kinds as a local: `out` grows in the loops, and the compiler would read every limit
  // from `rules` again after each push_back, which might have changed them.
  const MeldKinds kinds = rules.kinds;
  auto stays_valid = [&](int n, int w) {
    if (base.pickup_pair && !holds_pair(base, n, w)) return false;
    const int naturals = base.naturals + n;
    return wild == (naturals == 0) && kinds.set_fits(naturals, base.wilds + w);
  };
  for (int n = 0; n <= std::min(have_n, room); ++n) {
    for (int t = 0; t <= std::min(have_t, room - n); ++t) {
      for (int j = 0; j <= std::min(have_j, room - n - t); ++j) {
        if (n + t + j == 0 || !stays_valid(n, t + j)) continue;
        Option o;
        o.group = MeldGroup{std::int8_t(target), std::uint8_t(n), std::uint8_t(t), std::uint8_t(j)};
        o.value = n * vn + t * vt + j * vj;
        if (n > 0 && stays_valid(n - 1, t + j)) o.removable = std::min(o.removable, vn);
        if (t > 0 && stays_valid(n, t + j - 1)) o.removable = std::min(o.removable, vt);
        if (j > 0 && stays_valid(n, t + j - 1)) o.removable = std::min(o.removable, vj);
        int size = base.naturals + base.wilds + n + t + j;
        if (size == rules.book_size()) o.book = rules.kind(target, base.wilds + t + j);
        out.push_back(o);
      }
    }
  }
}

BookCounts with_book(BookCounts books, int kind) {
  if (kind >= 0) ++books[std::size_t(kind)];
  return books;
}

// The minimal opening compounds (L9) by depth-first search over the targets in order: each step
// lays one option of a later target (skipping those between), sharing the hand's 2s and jokers.
// A compound whose value reaches the minimum is a leaf, never extended. `limit` is the smallest removable value
// of the groups laid so far (their cards, and the groups themselves since a further group will
// follow): the final slack must stay below it.
class OpeningSearch {
 public:
  OpeningSearch(const MeldRules& rules, const MeldHand& hand, const MeldSide& side, int minimum, const HoldRule& hold,
                int take, MeldVerb verb, std::vector<MeldMove>& out)
      : rules_(rules), hand_(hand), side_(side), minimum_(minimum), hold_(hold), take_(take), out_(out) {
    move_.verb = verb;
  }

  // Openings from the hand alone.
  void melds() {
    prepare(-1);
    search(0, 0, hand_.twos, hand_.jokers, kNever, 0, side_.books);
  }

  // Openings with a pickup: G0 of the top card's target first; its value includes the top card.
  // G0 is never omitted, so its own value is no removable element.
  void pickups(int top_target, int top_value, bool match_wild) {
    prepare(top_target);
    std::vector<Option> pairs;
    Base base{1 + side_.naturals[std::size_t(top_target)], side_.wilds[std::size_t(top_target)], true, match_wild};
    add_options(rules_, top_target, hand_.naturals[std::size_t(top_target)], hand_.twos, hand_.jokers, base, pairs);
    for (const Option& g0 : pairs) {
      move_.groups[0] = g0.group;
      depth_ = 1;
      int value = top_value + g0.value;
      int placed = g0.group.size();
      BookCounts books = with_book(side_.books, g0.book);
      if (value >= minimum_) {
        if (g0.removable > value - minimum_) emit(placed, books);
        continue;
      }
      search(0, value, hand_.twos - g0.group.twos, hand_.jokers - g0.group.jokers, g0.removable, placed, books);
    }
  }

 private:
  // The targets to visit (no incomplete meld of the side: M5; not the pickup's target), their
  // options by rising value, and upper bounds of the natural values still to come.
  void prepare(int skip) {
    order_count_ = 0;
    options_.clear();
    for (int t = 0; t < rules_.targets(); ++t) {
      if (t == skip || side_.has(t)) continue;
      std::size_t from = options_.size();
      int have_n = t == rules_.wild_target() ? 0 : hand_.naturals[std::size_t(t)];
      add_options(rules_, t, have_n, hand_.twos, hand_.jokers, Base{}, options_);
      if (options_.size() == from) continue;
      std::stable_sort(options_.begin() + std::ptrdiff_t(from), options_.end(),
                       [](const Option& a, const Option& b) { return a.value < b.value; });
      int most = 0;
      for (std::size_t i = from; i < options_.size(); ++i) most = std::max<int>(most, options_[i].group.naturals);
      first_[std::size_t(order_count_)] = int(from);
      natural_most_[std::size_t(order_count_)] = t == rules_.wild_target() ? 0 : most * rules_.natural_value(t);
      ++order_count_;
    }
    first_[std::size_t(order_count_)] = int(options_.size());
    natural_bound_[std::size_t(order_count_)] = 0;
    for (int k = order_count_ - 1; k >= 0; --k)
      natural_bound_[std::size_t(k)] = natural_bound_[std::size_t(k + 1)] + natural_most_[std::size_t(k)];
  }

  // Lays one more group, of the k-th visited target or a later one (the targets between are
  // skipped), on a compound below the minimum.
  void search(int from, int value, int twos, int jokers, int limit, int placed, const BookCounts& books) {
    int wild_value = twos * rules_.two_value() + jokers * rules_.joker_value();
    for (int k = from; k < order_count_; ++k) {
      // What the targets from k on can add at most; it only shrinks as k grows.
      if (value + natural_bound_[std::size_t(k)] + wild_value < minimum_) return;
      for (int i = first_[std::size_t(k)]; i < first_[std::size_t(k + 1)]; ++i) {
        if (++steps_ > kMaxSearchSteps)
          throw Error("melds: the opening search passed " + std::to_string(kMaxSearchSteps) +
                      " steps (rules that allow this many openings cannot be played)");
        const Option& o = options_[std::size_t(i)];
        if (o.group.twos > twos || o.group.jokers > jokers) continue;
        int total = value + o.value;
        move_.groups[std::size_t(depth_)] = o.group;
        ++depth_;
        if (total >= minimum_) {
          int slack = total - minimum_;
          if (slack >= limit) {  // options rise in value: every later one has more slack
            --depth_;
            break;
          }
          // The last group is worth more than the slack (the compound was below the minimum
          // without it); its cards must be too.
          if (o.removable > slack) emit(placed + o.group.size(), with_book(books, o.book));
        } else {
          search(k + 1, total, twos - o.group.twos, jokers - o.group.jokers, std::min({limit, o.value, o.removable}),
                 placed + o.group.size(), with_book(books, o.book));
        }
        --depth_;
      }
    }
  }

  void emit(int placed, const BookCounts& books) {
    if (!hold_.allows(hand_.size - placed + take_, books)) return;
    if (out_.size() >= kMaxMoves)
      throw Error("melds: more than " + std::to_string(kMaxMoves) +
                  " legal openings (rules that allow this many cannot be played)");
    move_.count = std::uint8_t(depth_);
    out_.push_back(move_);
  }

  const MeldRules& rules_;
  const MeldHand& hand_;
  const MeldSide& side_;
  int minimum_;
  const HoldRule& hold_;
  int take_;
  std::vector<MeldMove>& out_;
  std::vector<Option> options_;
  // Hostile or mistaken rules (huge hands, many wilds, a high minimum) could make the search run
  // for hours or fill all memory; the largest lists of real games are about 35,000 openings.
  static constexpr std::int64_t kMaxSearchSteps = 50'000'000;
  static constexpr std::size_t kMaxMoves = 2'000'000;
  std::int64_t steps_ = 0;
  int order_count_ = 0;
  std::array<int, kMaxTargets + 1> first_{};  // options of the k-th visited target
  std::array<int, kMaxTargets + 1> natural_most_{};
  std::array<int, kMaxTargets + 1> natural_bound_{};  // most natural value from target k on
  MeldMove move_;
  int depth_ = 0;
};

}  // namespace

void meld_moves(const MeldRules& rules, const MeldHand& hand, const MeldSide& side, const MeldRequest& request,
                std::vector<MeldMove>& out) {
  if (!request.opened) {
    if (!request.start) return;
    OpeningSearch search(rules, hand, side, request.minimum, request.hold, 0, MeldVerb::Meld, out);
    search.melds();
    return;
  }
  std::vector<Option> options;
  for (int t = 0; t < rules.targets(); ++t) {
    int have_n = t == rules.wild_target() ? 0 : hand.naturals[std::size_t(t)];
    bool add = side.has(t);
    if (add ? !(request.add_targets >> t & 1u) : !request.start) continue;
    options.clear();
    Base base;
    if (add) base = Base{side.naturals[std::size_t(t)], side.wilds[std::size_t(t)], false, false};
    add_options(rules, t, have_n, hand.twos, hand.jokers, base, options);
    for (const Option& o : options) {
      if (!request.hold.allows(hand.size - o.group.size(), with_book(side.books, o.book))) continue;
      MeldMove m;
      m.verb = add ? MeldVerb::Add : MeldVerb::Meld;
      m.count = 1;
      m.groups[0] = o.group;
      out.push_back(m);
    }
  }
}

void pickup_moves(const MeldRules& rules, const MeldHand& hand, const MeldSide& side, const PickupRequest& request,
                  std::vector<MeldMove>& out) {
  int r = rules.natural_target(request.top);
  if (r < 0 || rules.is_wild(request.top)) return;
  if (!request.opened) {
    OpeningSearch search(rules, hand, side, request.minimum, request.hold, request.take, MeldVerb::Pickup, out);
    search.pickups(r, rules.kinds.value[request.top], request.match_wild);
    return;
  }
  // Opened: G0 is exactly the matching pair and joins the side's incomplete meld, if any.
  int base_n = 1 + side.naturals[std::size_t(r)], base_w = side.wilds[std::size_t(r)];
  const MeldGroup pairs[] = {{std::int8_t(r), 2, 0, 0}, {std::int8_t(r), 1, 1, 0}, {std::int8_t(r), 1, 0, 1}};
  for (const MeldGroup& g : pairs) {
    if (g.naturals == 1 && !request.match_wild) continue;
    if (g.naturals > hand.naturals[std::size_t(r)] || g.twos > hand.twos || g.jokers > hand.jokers) continue;
    if (!rules.valid(r, base_n + g.naturals, base_w + g.wilds())) continue;
    int size = base_n + base_w + g.size();
    BookCounts books = with_book(side.books, size == rules.book_size() ? rules.kind(r, base_w + g.wilds()) : -1);
    if (!request.hold.allows(hand.size - g.size() + request.take, books)) continue;
    MeldMove m;
    m.verb = MeldVerb::Pickup;
    m.count = 1;
    m.groups[0] = g;
    out.push_back(m);
  }
}

// ------------------------------------------------------------------------------ text

MeldWriter::MeldWriter(const MeldRules& rules, const CardCounts& hand) : rules_(rules) {
  auto held = [&](int rank) {
    int n = 0;
    for (int s = 1; s <= kSuits; ++s) n += hand[make_card(rank, s)];
    return n;
  };
  int tokens = rules.kinds.wild_rank ? held(rules.kinds.wild_rank) : 0;
  for (int t = 0; t < rules.natural_count; ++t) tokens += held(rules.target_rank[std::size_t(t)]);
  // Sized once and written in place: a writer is made for every list a hand's melds go into.
  names_.assign(std::size_t(3 * tokens + 8), ' ');  // 8 bytes of slack for copies in words
  cards_.resize(std::size_t(tokens));
  int token = 0;
  auto put_rank = [&](int rank) {
    for (int s = 1; s <= kSuits; ++s) {
      const Card c = make_card(rank, s);
      for (int i = 0; i < hand[c]; ++i, ++token) {
        names_[std::size_t(3 * token)] = rank_char(rank);
        names_[std::size_t(3 * token + 1)] = suit_char(s);
        cards_[std::size_t(token)] = c;
      }
    }
  };
  for (int t = 0; t < rules.natural_count; ++t) {
    natural_at_[std::size_t(t)] = token;
    put_rank(rules.target_rank[std::size_t(t)]);
  }
  two_at_ = token;
  if (rules.kinds.wild_rank) put_rank(rules.kinds.wild_rank);
}

namespace {
// Copies `chars` bytes in 8-byte words: constant-size copies compile to plain moves, and both
// buffers have 8 bytes of slack at their end.
inline char* put_words(char* to, const char* from, int chars) {
  for (int i = 0; i < chars; i += 8) std::memcpy(to + i, from + i, 8);
  return to + chars;
}
// "JK " tokens for the longest group, and its slack.
const std::string kJokers = [] {
  std::string s;
  for (int i = 0; i < kMaxBookSize; ++i) s += "JK ";
  return s + std::string(8, ' ');
}();
}  // namespace

std::string_view MeldWriter::text(const MeldMove& move) {
  char* p = out_.data();
  if (move.verb == MeldVerb::Add && move.count > 0) {
    int t = move.groups[0].target;
    if (t == rules_.wild_target()) {
      p = put_words(p, "wild    ", 5);
    } else {
      *p++ = rank_char(rules_.target_rank[std::size_t(t)]);
      *p++ = ' ';
    }
  }
  const char* names = names_.data();
  int twos_used = 0;
  char* cards = payload_.data();
  *cards++ = char(move.count);
  for (int g = 0; g < move.count; ++g) {
    const MeldGroup& grp = move.groups[std::size_t(g)];
    if (g > 0) {
      *p++ = '+';
      *p++ = ' ';
    }
    const int first_natural = natural_at_[std::size_t(grp.target)];
    if (grp.naturals) p = put_words(p, names + 3 * first_natural, 3 * grp.naturals);
    p = put_words(p, names + 3 * (two_at_ + twos_used), 3 * grp.twos);
    p = put_words(p, kJokers.data(), 3 * grp.jokers);
    // The same cards, in the same order, for the payload.
    *cards++ = char(grp.target);
    *cards++ = char(grp.naturals + grp.twos + grp.jokers);
    for (int i = 0; i < grp.naturals; ++i) *cards++ = char(cards_[std::size_t(first_natural + i)]);
    for (int i = 0; i < grp.twos; ++i) *cards++ = char(cards_[std::size_t(two_at_ + twos_used + i)]);
    for (int i = 0; i < grp.jokers; ++i) *cards++ = char(kJoker);
    twos_used += grp.twos;
  }
  payload_size_ = std::size_t(cards - payload_.data());
  if (p > out_.data()) --p;  // the last token's space
  return std::string_view(out_.data(), std::size_t(p - out_.data()));
}

std::vector<MeldMove>& scratch_meld_moves() {
  thread_local std::vector<MeldMove> moves;
  moves.clear();
  return moves;
}

void add_meld_moves(MeldWriter& writer, const std::vector<MeldMove>& moves, const std::array<int, 3>& verb_defs,
                    MoveList& out, std::optional<MeldVerb> only) {
  const std::size_t first = out.size();
  for (const MeldMove& mv : moves) {
    if (only && mv.verb != *only) continue;
    const std::string_view text = writer.text(mv);
    out.add_text(std::uint16_t(verb_defs[std::size_t(mv.verb)]), text, writer.payload());
  }
  if (only) out.sort_texts(first, out.size());
}

bool read_meld_payload(MeldVerb verb, std::string_view payload, TypedMeld& out) {
  auto byte = [&](std::size_t i) { return static_cast<unsigned char>(payload[i]); };
  if (payload.empty() || byte(0) < 1 || byte(0) > kMaxTargets) return false;
  out = TypedMeld{};
  out.verb = verb;
  out.count = byte(0);
  std::size_t at = 1;
  for (int g = 0; g < out.count; ++g) {
    if (at + 2 > payload.size()) return false;
    out.target[std::size_t(g)] = std::int8_t(byte(at));
    const int n = byte(at + 1);
    at += 2;
    if (at + std::size_t(n) > payload.size() || out.card_count + n > kMaxMoveCards) return false;
    out.first[std::size_t(g)] = std::uint16_t(out.card_count);
    for (int i = 0; i < n; ++i) out.cards[std::size_t(out.card_count++)] = Card(byte(at++));
  }
  out.first[std::size_t(out.count)] = std::uint16_t(out.card_count);
  return at == payload.size();
}

namespace {
bool is_separator(char c) { return c == '+' || std::isspace(static_cast<unsigned char>(c)); }

std::string target_phrase(const MeldRules& rules, int target) {
  return target == rules.wild_target() ? "wilds" : rules.target_name(target) + "s";
}
}  // namespace

std::string read_meld_text(const MeldRules& rules, MeldVerb verb, std::string_view text, int top_target,
                           TypedMeld& out) {
  // Groups as typed, then sorted into out.
  TypedMeld typed;
  typed.verb = verb;
  bool need_target = verb == MeldVerb::Add;
  int add_target = -1;
  int groups = 0;           // closed groups
  bool open_group = false;  // a group has cards and is not closed yet
  std::size_t i = 0;
  while (i < text.size()) {
    char c = text[i];
    if (std::isspace(static_cast<unsigned char>(c))) {
      ++i;
      continue;
    }
    if (c == '+') {
      if (verb == MeldVerb::Add) return "add takes one group of cards (no '+')";
      if (!open_group) return "a '+' without cards before it";
      open_group = false;
      ++groups;
      ++i;
      continue;
    }
    std::size_t end = i;
    while (end < text.size() && !is_separator(text[end])) ++end;
    std::string_view token = text.substr(i, end - i);
    i = end;
    if (need_target) {
      add_target = rules.parse_target(token);
      if (add_target < 0) return "'" + std::string(token) + "' is no meld target";
      need_target = false;
      continue;
    }
    auto card = parse_card(token);
    if (!card) return "'" + std::string(token) + "' is not a card";
    if (typed.card_count == kMaxMoveCards) return "too many cards for one move";
    if (!open_group) {
      if (groups == kMaxTargets) return "too many groups";
      typed.first[std::size_t(groups)] = std::uint16_t(typed.card_count);
      open_group = true;
    }
    typed.cards[std::size_t(typed.card_count++)] = *card;
  }
  if (need_target) return "add needs a target and cards";
  if (open_group) {
    ++groups;
  } else if (groups > 0) {
    return "a '+' without cards after it";
  }
  if (groups == 0) return "no cards";
  typed.count = groups;
  typed.first[std::size_t(groups)] = std::uint16_t(typed.card_count);

  // Each group's target: the rank of its naturals, else `wild`; an add's target is given.
  for (int g = 0; g < groups; ++g) {
    int target = verb == MeldVerb::Add ? add_target : -1;
    int from = typed.first[std::size_t(g)], to = typed.first[std::size_t(g + 1)];
    if (to - from > rules.book_size()) return "a group of more than " + std::to_string(rules.book_size()) + " cards";
    for (int k = from; k < to; ++k) {
      Card c = typed.cards[std::size_t(k)];
      if (rules.is_wild(c)) continue;
      int t = rules.natural_target(c);
      if (t < 0) return card_name(c) + " never melds";
      if (target >= 0 && t != target) {
        if (verb == MeldVerb::Add) return card_name(c) + " does not fit the meld of " + target_phrase(rules, target);
        return "a group mixes " + target_phrase(rules, target) + " and " + target_phrase(rules, t);
      }
      target = t;
    }
    if (target < 0) {
      if (!rules.wild_melds()) return "a group of wilds only is no meld";
      target = rules.wild_target();
    }
    typed.target[std::size_t(g)] = std::int8_t(target);
  }

  // Canonical order: a pickup's G0 first, then target order; one group per target.
  std::array<int, kMaxTargets> order{};
  for (int g = 0; g < groups; ++g) order[std::size_t(g)] = g;
  auto key = [&](int g) {
    int t = typed.target[std::size_t(g)];
    return verb == MeldVerb::Pickup && t == top_target ? -1 : t;
  };
  std::stable_sort(order.begin(), order.begin() + groups, [&](int a, int b) { return key(a) < key(b); });
  for (int g = 1; g < groups; ++g)
    if (typed.target[std::size_t(order[std::size_t(g)])] == typed.target[std::size_t(order[std::size_t(g - 1)])])
      return "two groups of " + target_phrase(rules, typed.target[std::size_t(order[std::size_t(g)])]);
  if (verb == MeldVerb::Pickup && (top_target < 0 || key(order[0]) != -1))
    return top_target < 0 ? "the top card cannot be picked up"
                          : "no group of " + target_phrase(rules, top_target) + " for the top card";

  out.verb = verb;
  out.count = groups;
  out.card_count = 0;
  for (int g = 0; g < groups; ++g) {
    int src = order[std::size_t(g)];
    out.target[std::size_t(g)] = typed.target[std::size_t(src)];
    out.first[std::size_t(g)] = std::uint16_t(out.card_count);
    for (int k = typed.first[std::size_t(src)]; k < typed.first[std::size_t(src + 1)]; ++k)
      out.cards[std::size_t(out.card_count++)] = typed.cards[std::size_t(k)];
  }
  out.first[std::size_t(groups)] = std::uint16_t(out.card_count);
  return "";
}

std::string reduce_meld(const MeldRules& rules, const TypedMeld& typed, const CardCounts& hand, MeldMove& out) {
  CardCounts used{};
  for (int k = 0; k < typed.card_count; ++k) ++used[typed.cards[std::size_t(k)]];
  for (int c = 0; c < kCardKinds; ++c) {
    if (used[std::size_t(c)] <= hand[std::size_t(c)]) continue;
    if (hand[std::size_t(c)] == 0) return "the hand holds no " + card_name(Card(c));
    return "the hand holds only " + std::to_string(hand[std::size_t(c)]) + " " + card_name(Card(c));
  }
  out = MeldMove{};
  out.verb = typed.verb;
  out.count = std::uint8_t(typed.count);
  for (int g = 0; g < typed.count; ++g) {
    MeldGroup& grp = out.groups[std::size_t(g)];
    grp.target = typed.target[std::size_t(g)];
    for (int k = typed.first[std::size_t(g)]; k < typed.first[std::size_t(g + 1)]; ++k) {
      Card c = typed.cards[std::size_t(k)];
      if (!rules.is_wild(c))
        ++grp.naturals;
      else if (is_joker(c))
        ++grp.jokers;
      else
        ++grp.twos;
    }
  }
  return "";
}

// ------------------------------------------------------------------------------ zones

CardCounts MeldTable::hand_cards(const Shape& shape, const State& state, int seat) const {
  CardCounts counts{};
  const TableView table(shape, state);
  const int z = shape.zone_at(hand_zone, seat);
  for (int i = 0, n = table.count(z); i < n; ++i) ++counts[table.at(z, i)];
  return counts;
}

MeldSide MeldTable::side(const Shape& shape, const State& state, int seat) const {
  MeldSide side;
  const TableView table(shape, state);
  for (int t = 0; t < rules.targets(); ++t) {
    const int z = shape.zone_at(meld_zone[std::size_t(t)], seat);
    int naturals = 0, wilds = 0;
    for (int i = 0, n = table.count(z); i < n; ++i) (rules.is_wild(table.at(z, i)) ? wilds : naturals) += 1;
    side.naturals[std::size_t(t)] = std::uint8_t(std::min(naturals, 255));
    side.wilds[std::size_t(t)] = std::uint8_t(std::min(wilds, 255));
  }
  for (int k = 0; k < 3; ++k)
    if (book_counter[std::size_t(k)] >= 0)
      side.books[std::size_t(k)] = int(table.get(shape.slot_at(book_counter[std::size_t(k)], seat)));
  return side;
}

int MeldTable::zone_value(const Shape& shape, const State& state, int zone) const {
  const TableView table(shape, state);
  return cards_value(rules, table.cards(zone), table.count(zone));
}

MeldPlayResult MeldTable::play(const Shape& shape, State& state, int seat, MeldVerb verb, std::string_view text,
                               int pile, const TypedMeld* known) const {
  Table table(shape, state);
  int hand = shape.zone_at(hand_zone, seat);
  int top_target = -1;
  Card top = 0;
  if (verb == MeldVerb::Pickup) {
    if (table.count(pile) == 0) throw Error("pickup: the pile is empty");
    top = *table.top(pile);
    top_target = rules.natural_target(top);
    if (top_target < 0) throw Error("pickup: the top card " + card_name(top) + " cannot be picked up");
  }
  TypedMeld typed;
  std::string why;
  if (known)
    typed = *known;
  else
    why = read_meld_text(rules, verb, text, top_target, typed);
  MeldMove move;
  if (why.empty()) why = reduce_meld(rules, typed, hand_cards(shape, state, seat), move);
  if (!why.empty()) throw Error(std::string(meld_verb_name(verb)) + " " + std::string(text) + ": " + why);

  // Check every group before anything moves.
  MeldSide before = side(shape, state, seat);
  for (int g = 0; g < move.count; ++g) {
    const MeldGroup& grp = move.groups[std::size_t(g)];
    int t = grp.target;
    int base_n = 0, base_w = 0;
    bool joins = verb == MeldVerb::Add || (verb == MeldVerb::Pickup && g == 0 && before.has(t));
    if (verb == MeldVerb::Add && !before.has(t))
      throw Error("add: the side has no incomplete meld of " + target_phrase(rules, t));
    if (!joins && before.has(t))
      throw Error(std::string(meld_verb_name(verb)) + ": the side already has an incomplete meld of " +
                  target_phrase(rules, t) + " (one per target)");
    if (joins) {
      base_n = before.naturals[std::size_t(t)];
      base_w = before.wilds[std::size_t(t)];
    }
    if (verb == MeldVerb::Pickup && g == 0) ++base_n;  // the top card
    int n = base_n + grp.naturals, w = base_w + grp.wilds();
    if (!rules.valid(t, n, w))
      throw Error(std::string(meld_verb_name(verb)) + " " + std::string(text) + ": the meld of " +
                  target_phrase(rules, t) + " would hold " + std::to_string(n) + " naturals and " + std::to_string(w) +
                  " wilds, which is no valid meld");
  }

  MeldPlayResult result;
  auto order_key = [&](Card c) { return (rules.is_wild(c) ? (is_joker(c) ? 2 : 1) : 0) * 64 + c; };
  for (int g = 0; g < move.count; ++g) {
    int t = move.groups[std::size_t(g)].target;
    int meld = shape.zone_at(meld_zone[std::size_t(t)], seat);
    if (!before.has(t) && !(verb == MeldVerb::Add))
      result.started[std::size_t(result.started_count++)] = std::int8_t(t);
    if (verb == MeldVerb::Pickup && g == 0) {
      table.move_top(pile, meld);
      result.value += rules.kinds.value[top];
    }
    for (int k = typed.first[std::size_t(g)]; k < typed.first[std::size_t(g + 1)]; ++k) {
      Card c = typed.cards[std::size_t(k)];
      table.move(c, hand, meld);
      result.placed[std::size_t(result.placed_count++)] = c;
      result.value += rules.kinds.value[c];
    }
    // Naturals, then 2s, then jokers, each in suit order: the meld reads like its group text.
    table.sort(meld, [&](Card a, Card b) { return order_key(a) < order_key(b); });
    if (table.count(meld) < rules.book_size()) continue;
    int wilds = 0;
    for (int i = 0; i < table.count(meld); ++i) wilds += rules.is_wild(table.at(meld, i)) ? 1 : 0;
    int kind = rules.kind(t, wilds);
    int books = shape.zone_at(books_zone, seat);
    for (int i = 0; i < table.count(meld); ++i) table.push(books, table.at(meld, i));
    table.clear(meld);
    ++result.books[std::size_t(kind)];
    if (book_counter[std::size_t(kind)] >= 0) table.add(shape.slot_at(book_counter[std::size_t(kind)], seat), 1);
  }
  return result;
}

}  // namespace cardrt
