// The shared check suite: random playouts checking move lists, card conservation, hidden
// information, and that clones and reloaded saves continue identically.
#include "cardrt/checks.hpp"

#include <algorithm>
#include <array>
#include <set>

#include "cardrt/error.hpp"
#include "cardrt/match.hpp"
#include "cardrt/simulate.hpp"

namespace cardrt {

namespace {

constexpr std::size_t kFailuresPerGame = 3;

// What makes two failures the same: their first line, without where in the match it happened (an
// error names its rule's file and line there, and says where on its last line; a broken contract
// ends its one line with where).
std::string failure_key(const std::string& what) {
  std::string key = what.substr(0, what.find('\n'));
  const std::size_t where = key.rfind(" (deal ");
  if (where != std::string::npos && key.ends_with(" of the match)")) key.erase(where);
  return key;
}

// Adds the failures one playout met to the report: each once, counting the playouts that met it.
void add_failures(CheckReport& report, const std::vector<std::string>& met, int playout) {
  for (const std::string& what : met) {
    auto known = std::find_if(report.failures.begin(), report.failures.end(),
                              [&](const CheckFailure& f) { return failure_key(f.what) == failure_key(what); });
    if (known != report.failures.end())
      ++known->playouts;
    else if (report.failures.size() < CheckReport::kMaxFailures)
      report.failures.push_back({what, playout, 1});
    else
      ++report.more_failures;
  }
}

// Sort key of a move under the layout's documented order: a card by suit, then rank; a card set
// by its cards in canonical order (a set before the sets it begins); a card with a destination by
// the card, then the destination's zone in layout order.
std::tuple<int, int, int, std::string_view> card_key(const Layout& layout, const MoveList& list, const Move& m) {
  const ArgKind arg = layout.moves[m.verb].arg;
  int card_rank = 0;
  if (arg == ArgKind::Card || arg == ArgKind::CardTo || arg == ArgKind::CardWith)
    card_rank = is_joker(m.card) ? 5 * 16 : suit_of(m.card) * 16 + layout.rank_order.place(rank_of(m.card));
  const bool set = arg == ArgKind::Cards || arg == ArgKind::CardWith;
  return {int(m.verb), card_rank, int(m.word), set ? list.text(m) : std::string_view()};
}

std::string order_problem(const Layout& layout, const MoveList& list) {
  std::vector<std::string> texts = move_texts(layout, list);
  std::set<std::string> seen(texts.begin(), texts.end());
  if (seen.size() != texts.size()) return "duplicate legal moves";
  for (std::size_t i = 1; i < list.size(); ++i) {
    bool in_order =
        layout.move_order == Layout::MoveOrder::Text
            ? texts[i - 1] < texts[i]
            : card_key(layout, list, list[i - 1]) < card_key(layout, list, list[i]) ||
                  (card_key(layout, list, list[i - 1]) == card_key(layout, list, list[i]) && texts[i - 1] < texts[i]);
    if (!in_order) return "'" + texts[i - 1] + "' listed before '" + texts[i] + "'";
  }
  return "";
}

// A zone entry of a view that shows cards the viewing seat may not see.
std::string view_leak(const GameSpec& spec, const Json& view, int seat) {
  for (const auto& z : spec.layout->zones) {
    const Json& entry = view.at("zones").at(z.name);
    auto leaks = [&](const Json& e, int owner_index) {
      bool own = (z.owner == Owner::Seat && owner_index == seat - 1) ||
                 (z.owner == Owner::Team && owner_index == spec.team_of_seat[std::size_t(seat)]);
      // A pile shows its face-up cards alone: all but the face-down count.
      if (z.visibility == Visibility::Pile)
        return !e.contains("face_down") || !e.contains("cards") ||
               e.at("cards").size() + e.at("face_down").get<std::size_t>() != e.at("count").get<std::size_t>();
      bool may_see = z.visibility == Visibility::Public || (z.visibility == Visibility::Owner && own);
      if (!may_see && e.contains("cards")) return true;
      if (z.visibility != Visibility::Top && !may_see && e.contains("top")) return true;
      return false;
    };
    if (z.owner == Owner::Table) {
      if (leaks(entry, 0)) return z.name;
    } else {
      for (std::size_t i = 0; i < entry.size(); ++i)
        if (leaks(entry[i], int(i))) return z.name + " of owner " + std::to_string(i + 1);
    }
  }
  return "";
}

}  // namespace

CheckReport run_checks(std::shared_ptr<const GameSpec> spec, const RulesLoader& loader, const CheckOptions& opts) {
  CheckReport report;
  const Layout& layout = *spec->layout;
  auto host = loader(spec);
  std::string label = layout.id + (spec->variant.empty() ? "" : " (" + spec->variant + ")");
  for (int game = 0; game < opts.games; ++game) {
    int moves = 0;  // made in this playout
    std::uint64_t seed = match_seed(opts.seed, game);
    MatchSetup setup;
    setup.seed = seed;
    setup.limits = opts.limits;
    Match match(host, setup);
    std::vector<std::string> met;  // this playout's failures, each once
    // A broken contract is placed in the match as the rules' errors place themselves: at the
    // move about to be made (before it) or at the one just made (after it).
    enum class At { next_move, last_move };
    auto fail = [&](const std::string& what, At at) {
      std::string text = label + ": " + what;
      if (what.find(" of the match)") == std::string::npos)
        text += " (deal " + std::to_string(match.deal_number()) + ", move " +
                std::to_string(match.moves_played() + (at == At::next_move ? 1 : 0)) + " of the match)";
      if (met.size() < kFailuresPerGame && std::none_of(met.begin(), met.end(), [&](const std::string& m) {
            return failure_key(m) == failure_key(text);
          }))
        met.push_back(text);
    };
    Rng choice(seed ^ 0x2545f4914f6cdd1dULL);
    // Fork points: move numbers where a clone and a reloaded copy split off.
    std::vector<int> forks;
    for (int f = 0; f < opts.forks_per_game; ++f) forks.push_back(int(choice.uniform(400)));
    // A follower plays the original's moves until the end of the deal after the one it split
    // off in (so it also deals from a restored state), then its save must equal the original's.
    // Following only that far keeps long matches (random Gin Rummy runs to 100 deals) cheap.
    struct Follower {
      Match match;
      const char* kind;
      int last_deal;
    };
    std::vector<Follower> followers;
    CardCounts cards = match.table().card_counts();
    try {
      while (!match.over()) {
        bool new_deal = match.deal_over();
        match.next_deal();
        if (match.deal_over()) continue;  // it ended as it was dealt, with no move to make
        const MoveList& list = match.legal_moves();
        if (new_deal) cards = match.table().card_counts();
        if (std::string problem = order_problem(layout, list); !problem.empty())
          fail("legal moves: " + problem, At::next_move);
        if (std::find(forks.begin(), forks.end(), moves) != forks.end()) {
          const int last_deal = match.deal_number() + 1;
          followers.push_back({match, "clone", last_deal});
          followers.push_back(
              {Match::load(match.save(), loader, spec->search_dirs), "saved and loaded copy", last_deal});
          if (followers.back().match.save() != match.save())
            fail("a saved and loaded copy differs at once", At::next_move);
        }
        // Views cost a JSON document per seat; what they show depends on each zone's fixed
        // visibility, so every seventh position (and the first of each deal) is enough.
        // The same positions give the bots' evaluate hook a try for every seat (its errors end
        // the playout as any rules error does).
        if (moves % 7 == 0 || new_deal)
          for (int seat = 1; seat <= spec->players; ++seat) {
            if (std::string leak = view_leak(*spec, match.view(seat), seat); !leak.empty())
              fail("seat " + std::to_string(seat) + "'s view shows hidden zone " + leak, At::next_move);
            double value = 0;
            match.evaluate(seat, value);
          }
        std::size_t index = choice.uniform(std::uint32_t(list.size()));
        std::string text = move_text(layout, list, list[index]);
        match.apply(index);
        for (auto& f : followers) {
          try {
            f.match.play(text);
          } catch (const Error& e) {
            fail(std::string("the ") + f.kind + " refused '" + text + "': " + e.what(), At::last_move);
          }
        }
        ++moves;
        ++report.moves;
        if (match.table().card_counts() != cards) fail("cards not conserved by '" + text + "'", At::last_move);
        if (match.deal_over()) {
          for (const auto& problem : check_score_terms(match).problems) fail("deal score: " + problem, At::last_move);
          ScoreTerms metrics;
          match.metrics(metrics);
          std::erase_if(followers, [&](Follower& f) {
            if (f.last_deal > match.deal_number() && !match.over()) return false;
            if (f.match.save() != match.save())
              fail(std::string("the ") + f.kind + " ended the deal differently from the original", At::last_move);
            return true;
          });
        }
      }
    } catch (const Error& e) {
      fail(e.what(), At::next_move);
    }
    add_failures(report, met, game + 1);
    report.deals += match.deal_number();
    ++report.games;
  }
  return report;
}

}  // namespace cardrt
