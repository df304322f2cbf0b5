// simulate() on fixture games: the same report for any thread count (on the simulator's own shed
// game), bad settings refused, score terms checked, and no card or counter violations in any
// variant of the sevens fixture.
#include <atomic>

#include <catch2/catch.hpp>

#include "cardrt/checks.hpp"
#include "cardrt/error.hpp"
#include "cardrt/game.hpp"
#include "cardrt/layout.hpp"
#include "cardrt/match.hpp"
#include "cardrt/runtime.hpp"
#include "cardrt/simulate.hpp"
#include "support.hpp"

using namespace cardrt;
using Catch::Matchers::EndsWith;
using Catch::Matchers::StartsWith;
using enginetest::error_of;
using enginetest::first_line;
using enginetest::sevens_spec;

namespace {
void check_same_numbers(const SimReport& a, const SimReport& b) {
  CHECK(a.games == b.games);
  CHECK(a.deals == b.deals);
  CHECK(a.moves == b.moves);
  CHECK(a.deals_checked == b.deals_checked);
  CHECK(a.card_violations == b.card_violations);
  CHECK(a.counter_violations == b.counter_violations);
  REQUIRE(a.seats.size() == b.seats.size());
  const auto same = [](const Sample& x, const Sample& y) {
    return x.n() == y.n() && x.sum() == y.sum() && x.sum_of_squares() == y.sum_of_squares() && x.min() == y.min() &&
           x.max() == y.max() && x.counts() == y.counts();
  };
  for (std::size_t s = 0; s < a.seats.size(); ++s) {
    INFO("seat " << s + 1);
    CHECK(a.seats[s].wins == b.seats[s].wins);
    CHECK(a.seats[s].shared == b.seats[s].shared);
    CHECK(same(a.seats[s].final_score, b.seats[s].final_score));
    CHECK(same(a.seats[s].deal_score, b.seats[s].deal_score));
    CHECK(same(a.by_position[s], b.by_position[s]));
  }
  CHECK(a.tied == b.tied);
  CHECK(same(a.deals_per_match, b.deals_per_match));
  CHECK(same(a.moves_per_deal, b.moves_per_deal));
  CHECK(same(a.dealer_edge, b.dealer_edge));
  CHECK(same(a.first_mover_edge, b.first_mover_edge));
  REQUIRE(a.moves_by_verb.size() == b.moves_by_verb.size());
  for (const auto& [verb, sample] : a.moves_by_verb) CHECK(same(sample, b.moves_by_verb.at(verb)));
}
// The simulator's own fixture game (tests/engine/data/shed), 3 players.
std::shared_ptr<const GameSpec> shed_spec() {
  Selection sel;
  sel.game = enginetest::kData + "/shed";
  return make_spec(sel);
}
}  // namespace

TEST_CASE("simulate gives the same numbers on 1 and 2 threads with the same seed", "[sim]") {
  auto spec = shed_spec();
  SimOptions opts;
  opts.games = 150;
  opts.seed = 2024;
  opts.threads = 1;
  SimReport one = simulate(spec, load_rules, opts);
  opts.threads = 2;
  SimReport two = simulate(spec, load_rules, opts);
  CHECK(one.threads == 1);
  CHECK(two.threads == 2);
  check_same_numbers(one, two);
  CHECK(one.games == 150);
  CHECK(one.deals == 450);  // three hands a match
  CHECK(one.moves > one.deals);
  CHECK(one.card_violations == 0);
  CHECK(one.counter_violations == 0);
  // Each match is won by one seat alone or tied: wins and ties add up to the matches.
  std::int64_t wins = 0;
  for (const auto& s : one.seats) wins += s.wins;
  CHECK(wins + one.tied == 150);
  CHECK(one.deals_per_match.n() == 150);
  CHECK(one.deals_per_match.quantile(0.5) == 3);
  CHECK(one.moves_per_deal.n() == 450);
  CHECK(one.moves_per_deal.sum() == one.moves);
  std::int64_t verb_moves = 0;
  for (const auto& [verb, sample] : one.moves_by_verb) verb_moves += sample.sum();
  CHECK(verb_moves == one.moves);

  SECTION("another seed gives other numbers") {
    opts.seed = 2025;
    SimReport other = simulate(spec, load_rules, opts);
    CHECK(other.moves != one.moves);
  }
  SECTION("the first-move bot is deterministic too") {
    opts.bots = "first";
    opts.games = 40;
    SimReport a = simulate(spec, load_rules, opts);
    opts.threads = 1;
    check_same_numbers(a, simulate(spec, load_rules, opts));
  }
}

TEST_CASE("simulate checks every deal of every variant and finds no card or chip violations", "[sim]") {
  auto layout = load_layout(enginetest::kData + "/sevens");
  std::vector<std::string> variants{""};
  for (const auto& v : layout->variants) variants.push_back(v.id);
  REQUIRE(variants == std::vector<std::string>{"", "duel", "points"});
  for (const auto& variant : variants) {
    INFO("variant '" << variant << "'");
    auto spec = sevens_spec(variant);
    SimOptions opts;
    opts.games = spec->players == 2 ? 100 : 200;
    opts.seed = 99;
    opts.threads = 2;
    SimReport r = simulate(spec, load_rules, opts);
    CHECK(r.deals_checked == r.deals);
    CHECK(r.card_violations == 0);
    CHECK(r.counter_violations == 0);
    CHECK(r.first_violations.empty());
    CHECK(r.deals >= opts.games);
  }
}

TEST_CASE("simulate refuses bad settings before playing", "[sim]") {
  auto spec = shed_spec();
  SimOptions opts;
  opts.games = 0;
  CHECK(error_of([&] { simulate(spec, load_rules, opts); }) == "--games must be 1 or more");
  opts.games = 1;
  opts.threads = 0;
  CHECK(error_of([&] { simulate(spec, load_rules, opts); }) == "--threads must be 1 to 256");
  opts.threads = 1;
  opts.bots = "clever";
  CHECK(error_of([&] { simulate(spec, load_rules, opts); }) ==
        "unknown bot 'clever' (bots: random, first, greedy, ismcts)");
}

TEST_CASE("match seeds depend on the simulation seed and the match index only", "[sim]") {
  CHECK(match_seed(1, 0) == match_seed(1, 0));
  CHECK(match_seed(1, 0) != match_seed(1, 1));
  CHECK(match_seed(1, 0) != match_seed(2, 0));
  std::uint64_t x = 7;  // match 0: splitmix64 of the seed itself
  CHECK(match_seed(7, 0) == splitmix64(x));
}

TEST_CASE("simulate checks each deal score against the rules' score terms", "[sim]") {
  auto spec_with = [](const std::string& honest) {
    Selection sel;
    sel.game = enginetest::kData + "/score_terms";
    sel.option_text = {{"honest", honest}};
    return make_spec(sel);
  };
  SimOptions opts;
  opts.games = 3;
  SECTION("terms that add up") {
    SimReport r = simulate(spec_with("true"), load_rules, opts);
    CHECK(r.score_terms);
    CHECK(r.deals_checked == 6);
    CHECK(r.score_term_violations == 0);
    CHECK(r.term_sums == std::map<std::string, std::vector<std::int64_t>>{{"base", {12, 0}}, {"bonus", {6, 0}}});
    Json j = report_json(*spec_with("true"), opts, r);
    CHECK(j["checks"]["score_terms_match"] == true);
    CHECK(j["mean_score_terms"]["base"] == Json::parse("[2.0, 0.0]"));
  }
  SECTION("terms that do not") {
    SimReport r = simulate(spec_with("false"), load_rules, opts);
    CHECK(r.score_term_violations == 6);
    REQUIRE_FALSE(r.first_violations.empty());
    CHECK(r.first_violations[0] == "match 0 deal 1: seat 2 scored 0, its terms sum to 1 (base 1)");
  }
  SECTION("games without the hook are not checked") {
    SimReport r = simulate(sevens_spec(), load_rules, opts);
    CHECK_FALSE(r.score_terms);
    CHECK(r.term_sums.empty());
  }
}

TEST_CASE("the shared check suite holds deal scores to the rules' score terms", "[sim]") {
  auto spec_with = [](const std::string& honest) {
    Selection sel;
    sel.game = enginetest::kData + "/score_terms";
    sel.option_text = {{"honest", honest}};
    return make_spec(sel);
  };
  CheckOptions opts;
  opts.games = 2;
  CHECK(run_checks(spec_with("true"), load_rules, opts).ok());
  CheckReport bad = run_checks(spec_with("false"), load_rules, opts);
  std::string whats;
  for (const auto& f : bad.failures) whats += f.what + "\n";
  INFO(whats);
  REQUIRE(bad.failures.size() == 1);
  CHECK(bad.failures[0].what ==
        "score_terms: deal score: seat 2 scored 0, its terms sum to 1 (base 1) (deal 1, move 1 of the match)");
  CHECK(bad.failures[0].first_playout == 1);
  CHECK(bad.failures[0].playouts == 2);
  CHECK(bad.first_failed_playout() == 1);
}

TEST_CASE("the check suite finds rules that keep state where clones and saves cannot carry it", "[sim]") {
  Selection sel;
  sel.game = enginetest::kData + "/forgetful";
  CheckOptions opts;
  opts.games = 2;
  const CheckReport report = run_checks(make_spec(sel), load_rules, opts);
  std::vector<std::string> whats;
  for (const auto& f : report.failures) whats.push_back(f.what);
  CHECK(whats == std::vector<std::string>{
                     "forgetful: the clone ended the deal differently from the original (deal 2, move 6 of the match)",
                     "forgetful: the saved and loaded copy ended the deal differently from the original (deal 2, "
                     "move 6 of the match)"});
}

TEST_CASE("the check suite reports a failure once, with the number of playouts that met it", "[sim]") {
  Selection sel;
  sel.game = std::string(CARDRT_SOURCE_DIR) + "/tests/cli/failing_hook";  // every match fails at its first move
  CheckOptions opts;
  opts.games = 10;
  const CheckReport report = run_checks(make_spec(sel), load_rules, opts);
  REQUIRE(report.failures.size() == 1);
  const CheckFailure& failure = report.failures[0];
  CHECK_THAT(failure.what, StartsWith("failing_hook: "));
  CHECK_THAT(first_line(failure.what), EndsWith("failing_hook/rules.lua:14: the rules refuse this pass"));
  CHECK_THAT(failure.what, EndsWith("\n  while applying 'pass' by seat 1 (deal 1, move 1 of the match)"));
  CHECK(failure.first_playout == 1);
  CHECK(failure.playouts == 10);
  CHECK(report.more_failures == 0);
}

TEST_CASE("when several matches fail, the lowest-numbered one is reported, whatever the thread count", "[sim]") {
  Selection sel;
  sel.game = std::string(CARDRT_SOURCE_DIR) + "/tests/cli/failing_hook";  // every match fails at its first move
  auto spec = make_spec(sel);
  const std::string first = "match 1 (seed " + std::to_string(match_seed(1, 0)) + "): ";
  for (int threads : {1, 2, 4, 8}) {
    SimOptions opts;
    opts.games = 16;
    opts.threads = threads;
    for (int run = 0; run < 5; ++run) {
      INFO(threads << " threads, run " << run);
      CHECK_THAT(error_of([&] { simulate(spec, load_rules, opts); }), Catch::StartsWith(first));
    }
  }
}

TEST_CASE("simulate summarizes the rules' metrics and each verb's moves per deal", "[sim]") {
  SimOptions opts;
  opts.games = 30;
  opts.bots = "greedy,random,random";
  const SimReport r = simulate(enginetest::fixture_spec("hidden_tricks"), load_rules, opts);
  REQUIRE(r.metrics.count("points") == 1);
  const Sample& points = r.metrics.at("points");
  CHECK(points.n() == 30);
  CHECK(points.sum() == 120);  // four tricks a deal, a point each
  CHECK(points.sd() == 0.0);
  CHECK(r.moves_by_verb.at("play").sum() == 30 * 12);
  CHECK(r.moves_per_deal.quantile(0.5) == 12);
  CHECK(r.deals_per_match.max() == 1);
  // Every deal's scores add up to 4: the edges over the others sum to zero across seats.
  std::int64_t positions = 0;
  for (const Sample& p : r.by_position) positions += p.sum();
  CHECK(positions == 120);
}

TEST_CASE("a deal going on past --max-moves stops simulate with an error naming its match", "[sim]") {
  SimOptions opts;
  opts.games = 3;
  opts.limits.moves_per_deal = 5;
  CHECK(error_of([&] { simulate(enginetest::fixture_spec("hidden_tricks"), load_rules, opts); }) ==
        "match 1 (seed " + std::to_string(match_seed(1, 0)) +
            "): deal 1 did not end within 5 moves; the rules may never end it (the cap: --max-moves)");
}

TEST_CASE("a stopped simulation reports the matches it finished, marked partial", "[sim]") {
  SimOptions opts;
  opts.games = 50;
  opts.threads = 2;
  std::atomic<bool> stop{true};
  opts.stop = &stop;
  const SimReport none = simulate(enginetest::fixture_spec("hidden_tricks"), load_rules, opts);
  CHECK(none.partial);
  CHECK(none.games == 0);
  stop = false;
  int calls = 0;
  opts.progress = [&](int finished, double) {
    CHECK(finished <= 50);
    ++calls;
  };
  const SimReport all = simulate(enginetest::fixture_spec("hidden_tricks"), load_rules, opts);
  CHECK_FALSE(all.partial);
  CHECK(all.games == 50);
  CHECK(all.deals_per_match.n() == 50);
}

TEST_CASE("searching bots give the same numbers on 1 and 2 threads", "[sim]") {
  SimOptions opts;
  opts.games = 24;
  opts.seed = 5;
  opts.bots = "ismcts:iterations=30,greedy,random";
  opts.threads = 1;
  const SimReport one = simulate(enginetest::fixture_spec("hidden_tricks"), load_rules, opts);
  opts.threads = 2;
  const SimReport two = simulate(enginetest::fixture_spec("hidden_tricks"), load_rules, opts);
  check_same_numbers(one, two);
}

TEST_CASE("a game where the lowest score wins counts its wins that way", "[sim]") {
  enginetest::TempDir dir("lowest");
  // Seat 1 always takes 3 points, seat 2 always 1: under wins: lowest seat 2 wins every match.
  const std::string rules = R"(function rules.deal() end
function rules.start_deal(g) g:set_to_move(1) end
function rules.moves(g, out, seat) out:add("take") end
function rules.play(g, verb, arg, seat)
  g:add("points", seat == 1 and 3 or 1, seat)
  if seat == 2 then g:end_match() else g:set_to_move(2) end
end
)";
  auto game = [&](const std::string& wins) {
    dir.write("low/game.yaml",
              "game: low\nplayers: { min: 2, max: 2 }\nzones:\n  hand: { owner: seat }\n"
              "counters:\n  points: { per: seat }\nscore: points\nmoves:\n  take: {}\n" +
                  wins);
    dir.write("low/rules.lua", rules);
    Selection sel;
    sel.game = dir.path("low");
    return make_spec(sel);
  };
  SimOptions opts;
  opts.games = 5;
  SimReport lowest = simulate(game("wins: lowest\n"), load_rules, opts);
  CHECK(lowest.seats[0].wins == 0);
  CHECK(lowest.seats[1].wins == 5);
  SimReport highest = simulate(game(""), load_rules, opts);
  CHECK(highest.seats[0].wins == 5);
  CHECK(highest.seats[1].wins == 0);
  auto spec = game("wins: lowest\n");
  Match m(load_rules(spec), MatchSetup{});
  m.play("take");
  m.play("take");
  CHECK(m.winners() == std::vector<int>{2});
  CHECK_THAT(enginetest::error_of([&] { game("wins: least\n"); }),
             Catch::EndsWith("wins must be one of highest, lowest, got 'least'"));
}

TEST_CASE("a game won by a var is won when the var is true at its end, and never tied", "[sim]") {
  Selection sel;
  sel.game = enginetest::kData + "/solitaire";
  auto spec = make_spec(sel);
  auto play_out = [&](const std::string& stock) {
    MatchSetup setup;
    setup.deal = {{"stock", {stock}}};
    Match m(load_rules(spec), setup);
    for (int i = 0; i < 3; ++i) m.play("draw");
    REQUIRE(m.over());
    return m.winners();
  };
  CHECK(play_out("KC KD AC AD AH") == std::vector<int>{1});  // the top three are aces
  CHECK(play_out("AC AD AH KS KC").empty());
  SimOptions opts;
  opts.games = 700;
  opts.seed = 3;
  opts.match_summaries = true;
  SimReport r = simulate(spec, load_rules, opts);
  CHECK(r.tied == 0);
  std::int64_t won = 0;
  for (const MatchSummary& m : r.matches) won += m.won[0];
  CHECK(r.seats[0].wins == won);
  // Three aces from eight cards in three draws: 4 of the 56 ways, about 50 of 700.
  CHECK(won > 20);
  CHECK(won < 90);
}
