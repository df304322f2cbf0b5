// The report model (sim_report.hpp): every sample statistic its tables declare is written to a
// shard's state and read back exactly, merged into the whole run's numbers, and shown in the JSON
// report under its key with its sample size.
#include <catch2/catch.hpp>

#include "cardrt/runtime.hpp"
#include "cardrt/shard_report.hpp"
#include "support.hpp"

using namespace cardrt;

namespace {

bool same(const Sample& x, const Sample& y) {
  return x.n() == y.n() && x.sum() == y.sum() && x.sum_of_squares() == y.sum_of_squares() && x.min() == y.min() &&
         x.max() == y.max() && x.counts() == y.counts() && x.keeps_counts() == y.keeps_counts();
}

template <class Owner, std::size_t N>
void check_same_samples(const SampleStatistic<Owner> (&statistics)[N], const Owner& a, const Owner& b) {
  for (const auto& statistic : statistics) {
    INFO(statistic.state_key);
    CHECK(same(a.*statistic.sample, b.*statistic.sample));
  }
}

template <class Owner, std::size_t N>
void check_shown(const SampleStatistic<Owner> (&statistics)[N], const Owner& owner, const Json& shown) {
  for (const auto& statistic : statistics) {
    INFO(statistic.report_key);
    REQUIRE(shown.contains(statistic.report_key));
    CHECK(shown[statistic.report_key]["n"] == (owner.*statistic.sample).n());
    CHECK(shown[statistic.report_key].contains("counts") == (owner.*statistic.sample).keeps_counts());
  }
}

}  // namespace

TEST_CASE("every declared sample statistic goes through a shard's state, the merge and the JSON report", "[sim]") {
  Selection selection;
  selection.game = enginetest::kData + "/shed";
  const auto spec = make_spec(selection);
  SimOptions opts;
  opts.games = 30;
  opts.seed = 17;
  const SimReport whole = simulate(spec, load_rules, opts);

  std::vector<ShardReport> shards;
  opts.shards = 3;
  for (opts.shard = 1; opts.shard <= opts.shards; ++opts.shard) {
    const SimReport part = simulate(spec, load_rules, opts);
    Json document = report_json(*spec, opts, part);
    document["shard"] = shard_json(opts, part);
    shards.push_back(read_shard_report(parse_json(json_text(document), "shard"), "shard.json"));
  }
  SimOptions merged_opts;
  const SimReport merged = merge_shards(*spec, shards, merged_opts);

  REQUIRE(merged.seats.size() == whole.seats.size());
  for (std::size_t s = 0; s < whole.seats.size(); ++s) {
    INFO("seat " << s + 1);
    check_same_samples(kSeatSamples, whole.seats[s], merged.seats[s]);
  }
  check_same_samples(kLengthSamples, whole, merged);
  check_same_samples(kEdgeSamples, whole, merged);

  const Json shown = report_json(*spec, merged_opts, merged);
  for (std::size_t s = 0; s < merged.seats.size(); ++s) check_shown(kSeatSamples, merged.seats[s], shown["seats"][s]);
  check_shown(kLengthSamples, merged, shown);
  check_shown(kEdgeSamples, merged, shown);
}
