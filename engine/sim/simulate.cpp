// The simulation loop: matches between bots on worker threads, invariant checks per deal,
// statistics summed in a thread-independent way.
#include "cardrt/simulate.hpp"

#include <array>
#include <atomic>
#include <chrono>
#include <climits>
#include <mutex>
#include <thread>

#include "cardrt/bots.hpp"
#include "cardrt/error.hpp"
#include "cardrt/match.hpp"
#include "cardrt/record.hpp"

namespace cardrt {

ScoreTermCheck check_score_terms(const Match& m, TermSums* sums) {
  ScoreTermCheck check;
  ScoreTerms terms;
  const int players = m.spec().players;
  for (int seat = 1; seat <= players; ++seat) {
    if (!m.score_terms(seat, terms)) return check;
    check.checked = true;
    std::int64_t sum = 0;
    for (const auto& [name, value] : terms) {
      sum += value;
      if (!sums) continue;
      auto& per_seat = (*sums)[name];
      per_seat.resize(std::size_t(players), 0);
      per_seat[std::size_t(seat - 1)] += value;
    }
    std::int64_t score = m.deal_score(seat, m.deal_number());
    if (sum != score) {
      std::string parts;
      for (const auto& [name, value] : terms) parts += (parts.empty() ? "" : ", ") + name + " " + std::to_string(value);
      check.problems.push_back("seat " + std::to_string(seat) + " scored " + std::to_string(score) +
                               ", its terms sum to " + std::to_string(sum) + " (" + parts + ")");
    }
  }
  return check;
}

std::uint64_t match_seed(std::uint64_t seed, int index) {
  std::uint64_t x = seed ^ (std::uint64_t(index) * 0xd1342543de82ef95ULL);
  return splitmix64(x);
}

namespace {

std::vector<std::int64_t> conserved_sums(const GameSpec& spec, const State& s) {
  std::vector<std::int64_t> sums;
  std::int64_t total = 0;
  const TableView table(spec, s);
  for (const auto& name : spec.layout->conserved) {
    int def = spec.layout->slot_index(name);
    for (int i = 0; i < spec.owner_count(spec.slots[std::size_t(def)].owner); ++i)
      total += table.get(spec.slot_base[std::size_t(def)] + i);
  }
  sums.push_back(total);
  return sums;
}

// The error that stops a simulation: the one of the lowest-numbered match that failed, whatever
// the thread count. Every match numbered below a failing one was taken before it (the counter
// only rises) and is played to its end, so the lowest failing match is the same for any threads.
struct Failure {
  int match = INT_MAX;  // -1: a worker could not start
  std::exception_ptr error;
  std::mutex lock;

  template <class MakeError>
  void offer(int at, MakeError make_error) {
    std::lock_guard<std::mutex> guard(lock);
    if (at >= match) return;
    match = at;
    error = make_error();
  }
};

struct Worker {
  SimReport part;
  std::mutex* messages_lock = nullptr;
  SimReport* shared = nullptr;

  void violation(const std::string& msg) {
    std::lock_guard<std::mutex> lock(*messages_lock);
    if (shared->first_violations.size() < 5) shared->first_violations.push_back(msg);
  }
};

void run_worker(std::shared_ptr<const GameSpec> spec, const RulesLoader& loader, const SimOptions& opts,
                std::atomic<int>& next, Worker& w, Failure& failure) {
  int current = -1;  // the match being played, once one is
  try {
    auto host = loader(spec);
    Lineup bots(opts.bots, *spec);
    State before;
    MatchSetup setup;
    setup.record = opts.records;
    std::unique_ptr<Match> match;
    const int players = spec->players;
    const int group_slot = spec->layout->stats_by.empty()
                               ? -1
                               : spec->slot_base[std::size_t(spec->layout->slot_index(spec->layout->stats_by))];
    w.part.seats.assign(std::size_t(players), SeatStats{});
    for (int i = next++; i < opts.games; i = next++) {
      current = i;
      std::uint64_t seed = match_seed(opts.seed, i);
      if (!match) {
        setup.seed = seed;
        match = std::make_unique<Match>(host, setup);
      } else {
        match->restart(seed);
      }
      Rng bots_rng = bot_rng(seed);
      bots.start_match();
      Match& m = *match;
      CardCounts cards = m.table().card_counts();
      auto sums = conserved_sums(*spec, m.state());
      int deal = m.deal_number();
      auto deal_start = std::chrono::steady_clock::now();
      while (true) {
        if (m.deal_over()) {
          if (group_slot >= 0) {
            GroupStats& g = w.part.groups[m.table().get(group_slot)];
            g.score_sums.resize(std::size_t(players), 0);
            ++g.deals;
            auto now = std::chrono::steady_clock::now();
            g.seconds += std::chrono::duration<double>(now - deal_start).count();
            deal_start = now;
            for (int seat = 1; seat <= players; ++seat)
              g.score_sums[std::size_t(seat - 1)] += m.deal_score(seat, m.deal_number());
          }
          ++w.part.deals_checked;
          if (m.table().card_counts() != cards) {
            ++w.part.card_violations;
            w.violation("match " + std::to_string(i) + " deal " + std::to_string(deal) + ": cards not conserved");
          }
          if (conserved_sums(*spec, m.state()) != sums) {
            ++w.part.counter_violations;
            w.violation("match " + std::to_string(i) + " deal " + std::to_string(deal) +
                        ": conserved counters changed");
          }
          if (ScoreTermCheck terms = check_score_terms(m, &w.part.term_sums); terms.checked) {
            w.part.score_terms = true;
            w.part.score_term_violations += std::int64_t(terms.problems.size());
            for (const auto& problem : terms.problems)
              w.violation("match " + std::to_string(i) + " deal " + std::to_string(deal) + ": " + problem);
          }
          if (m.over()) break;
          m.next_deal();
          cards = m.table().card_counts();
          deal = m.deal_number();
        }
        const std::size_t move = bots.choose(m, bots_rng);
        if (bots.observes()) {
          before = m.state();
          m.apply(move);
          bots.observe(before, m);
        } else {
          m.apply(move);
        }
      }
      w.part.deals += m.deal_number();
      w.part.moves += m.moves_played();
      for (int seat = 1; seat <= players; ++seat) w.part.seats[std::size_t(seat - 1)].score_sum += m.score(seat);
      for (int seat : m.winners()) ++w.part.seats[std::size_t(seat - 1)].wins;
      // Each match has its own slot, sized before the workers started: no lock needed.
      if (opts.records) w.shared->records[std::size_t(i)] = json_text(make_record(m));
    }
  } catch (const Error& e) {
    // Name the match, so `cardrt play GAME --seed S --human none` can show it.
    failure.offer(current, [&] {
      return current < 0
                 ? std::current_exception()
                 : std::make_exception_ptr(Error("match " + std::to_string(current + 1) + " (seed " +
                                                 std::to_string(match_seed(opts.seed, current)) + "): " + e.what()));
    });
    next = opts.games;
  } catch (...) {
    failure.offer(current, [] { return std::current_exception(); });
    next = opts.games;
  }
}

}  // namespace

SimReport simulate(std::shared_ptr<const GameSpec> spec, const RulesLoader& loader, const SimOptions& opts) {
  if (opts.games < 1) throw Error("--games must be 1 or more");
  if (opts.threads < 1 || opts.threads > 256) throw Error("--threads must be 1 to 256");
  Lineup(opts.bots, *spec);  // an unknown bot or option fails before any thread starts
  SimReport report;
  report.games = opts.games;
  report.threads = opts.threads;
  report.seats.assign(std::size_t(spec->players), SeatStats{});
  if (opts.records) report.records.resize(std::size_t(opts.games));
  std::atomic<int> next{0};
  std::mutex messages_lock;
  Failure failure;
  std::vector<Worker> workers(std::size_t(opts.threads));
  for (auto& w : workers) {
    w.messages_lock = &messages_lock;
    w.shared = &report;
  }
  auto start = std::chrono::steady_clock::now();
  if (opts.threads == 1) {
    run_worker(spec, loader, opts, next, workers[0], failure);
  } else {
    std::vector<std::thread> pool;
    for (auto& w : workers) pool.emplace_back([&, wp = &w] { run_worker(spec, loader, opts, next, *wp, failure); });
    for (auto& t : pool) t.join();
  }
  report.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (failure.error) std::rethrow_exception(failure.error);
  for (const auto& w : workers) {
    report.deals += w.part.deals;
    report.moves += w.part.moves;
    report.deals_checked += w.part.deals_checked;
    report.card_violations += w.part.card_violations;
    report.counter_violations += w.part.counter_violations;
    report.score_terms = report.score_terms || w.part.score_terms;
    report.score_term_violations += w.part.score_term_violations;
    for (const auto& [name, part] : w.part.term_sums) {
      auto& sums = report.term_sums[name];
      sums.resize(part.size(), 0);
      for (std::size_t s = 0; s < part.size(); ++s) sums[s] += part[s];
    }
    for (std::size_t s = 0; s < w.part.seats.size(); ++s) {
      report.seats[s].wins += w.part.seats[s].wins;
      report.seats[s].score_sum += w.part.seats[s].score_sum;
    }
    for (const auto& [value, part] : w.part.groups) {
      GroupStats& g = report.groups[value];
      g.deals += part.deals;
      g.seconds += part.seconds;
      g.score_sums.resize(part.score_sums.size(), 0);
      for (std::size_t s = 0; s < part.score_sums.size(); ++s) g.score_sums[s] += part.score_sums[s];
    }
  }
  return report;
}

Json report_json(const GameSpec& spec, const SimOptions& opts, const SimReport& r) {
  Json j = selection_json(spec);
  j["games"] = r.games;
  j["seed"] = opts.seed;
  j["threads"] = r.threads;
  j["bots"] = opts.bots;
  j["seconds"] = r.seconds;
  j["games_per_second"] = r.games_per_second();
  j["deals"] = r.deals;
  j["moves"] = r.moves;
  j["mean_deals_per_game"] = double(r.deals) / r.games;
  j["mean_moves_per_deal"] = r.deals ? double(r.moves) / double(r.deals) : 0.0;
  j["deals_per_second"] = r.seconds > 0 ? double(r.deals) / r.seconds : 0.0;
  Json seats = Json::array();
  for (std::size_t s = 0; s < r.seats.size(); ++s) {
    Json e;
    e["seat"] = s + 1;
    e["wins"] = r.seats[s].wins;
    e["win_rate"] = double(r.seats[s].wins) / r.games;
    e["mean_score"] = double(r.seats[s].score_sum) / r.games;
    seats.push_back(e);
  }
  j["seats"] = seats;
  if (!spec.layout->stats_by.empty()) {
    // Deals by the value the stats_by var had when the deal ended, with each seat's mean.
    const SlotDef& def = spec.layout->slots[std::size_t(spec.layout->slot_index(spec.layout->stats_by))];
    Json groups = Json::object();
    for (const auto& [value, g] : r.groups) {
      std::string name = def.type == SlotType::Enum && value >= 1 && value <= std::int64_t(def.values.size())
                             ? def.values[std::size_t(value - 1)]
                             : std::to_string(value);
      Json means = Json::array();
      for (auto sum : g.score_sums) means.push_back(double(sum) / double(g.deals));
      groups[name] = Json{{"deals", g.deals},
                          {"mean_deal_score", means},
                          {"deals_per_second_per_thread", g.seconds > 0 ? double(g.deals) / g.seconds : 0.0}};
    }
    j["by_" + def.name] = groups;
  }
  Json checks;
  checks["deals_checked"] = r.deals_checked;
  checks["cards_conserved"] = r.card_violations == 0;
  checks["card_violations"] = r.card_violations;
  checks["conserved_counters"] = spec.layout->conserved;
  checks["counters_conserved"] = r.counter_violations == 0;
  checks["counter_violations"] = r.counter_violations;
  if (r.score_terms) {
    checks["score_terms_match"] = r.score_term_violations == 0;
    checks["score_term_violations"] = r.score_term_violations;
    // What each term contributed, per seat and deal on average.
    Json means = Json::object();
    for (const auto& [name, sums] : r.term_sums) {
      Json per_seat = Json::array();
      for (auto sum : sums) per_seat.push_back(r.deals_checked ? double(sum) / double(r.deals_checked) : 0.0);
      means[name] = per_seat;
    }
    j["mean_score_terms"] = means;
  }
  checks["first_violations"] = r.first_violations;
  j["checks"] = checks;
  return j;
}

}  // namespace cardrt
