// A shard's report for `cardrt merge` (shard_report.hpp): its counts written out, and read back
// with every field checked against its bounds, the game and the shard's other counts.
#include "cardrt/shard_report.hpp"

#include <algorithm>
#include <climits>
#include <functional>
#include <map>
#include <optional>

#include "cardrt/rules.hpp"

namespace cardrt {

namespace {

constexpr const char* kNotAShard = ": not a shard's report (simulate --shard K/N --json writes them)";
// What a run's numbers never need: the most groups of a stats_by value, violations noted, and
// bytes of one violation's message.
constexpr std::size_t kMaxGroups = 100000;
constexpr std::size_t kMaxViolationsNoted = 5;
constexpr std::size_t kMaxViolationBytes = 65536;

Json sample_state(const Sample& sample) {
  Json j{{"n", sample.n()},
         {"sum", sample.sum()},
         {"sum_of_squares", sample.sum_of_squares()},
         {"min", sample.min()},
         {"max", sample.max()}};
  if (sample.keeps_counts()) {
    Json counts = Json::array();
    for (const auto& [value, count] : sample.counts()) counts.push_back(Json::array({value, count}));
    j["counts"] = counts;
  }
  return j;
}

template <class Map>
Json samples_state(const Map& samples) {
  Json j = Json::object();
  for (const auto& [name, sample] : samples) j[name] = sample_state(sample);
  return j;
}

template <class Owner, std::size_t N>
void put_samples(Json& j, const SampleStatistic<Owner> (&statistics)[N], const Owner& owner) {
  for (const auto& statistic : statistics) j[statistic.state_key] = sample_state(owner.*statistic.sample);
}

Json report_state(const SimReport& r) {
  Json j;
  j["games"] = r.games;
  j["deals"] = r.deals;
  j["moves"] = r.moves;
  Json seats = Json::array();
  for (const SeatStats& seat : r.seats) {
    Json e{{"wins", seat.wins}, {"shared", seat.shared}};
    put_samples(e, kSeatSamples, seat);
    seats.push_back(e);
  }
  j["seats"] = seats;
  Json sides = Json::array();
  for (const SideStats& side : r.sides) sides.push_back(Json{{"wins", side.wins}, {"shared", side.shared}});
  j["sides"] = sides;
  j["tied"] = r.tied;
  put_samples(j, kLengthSamples, r);
  Json positions = Json::array();
  for (const Sample& p : r.by_position) positions.push_back(sample_state(p));
  j["by_position"] = positions;
  put_samples(j, kEdgeSamples, r);
  j["moves_by_verb"] = samples_state(r.moves_by_verb);
  j["metrics"] = samples_state(r.metrics);
  Json groups = Json::array();
  for (const auto& [value, g] : r.groups)
    groups.push_back(Json{{"value", value}, {"deals", g.deals}, {"score_sums", g.score_sums}, {"seconds", g.seconds}});
  j["groups"] = groups;
  j["deals_checked"] = r.deals_checked;
  j["card_violations"] = r.card_violations;
  j["counter_violations"] = r.counter_violations;
  j["score_terms"] = r.score_terms;
  j["score_term_violations"] = r.score_term_violations;
  j["term_sums"] = r.term_sums;
  j["first_violations"] = r.first_violations;
  return j;
}

// A sample as the shard kept it, of at most one value per match or deal `counted` holds, keeping
// counts as `shape` does. Its parts must be those of some list of integers: min <= max, the sum
// between n·min and n·max, the sum of squares no less than sum²/n (so the spread is never
// negative) and no more than n times the largest square, and the counts, when kept, of values
// from min to max adding up to n.
Sample read_sample(const JsonField& f, const Sample& shape, SampleOf of, const SimReport& counted) {
  f.object();
  const std::int64_t n = f["n"].integer(0, of == SampleOf::Matches ? counted.games : counted.deals);
  const std::int64_t sum = f["sum"].integer(), squares = f["sum_of_squares"].integer(0);
  const std::int64_t min = f["min"].integer(), max = f["max"].integer();
  const auto wrong = [&](const std::string& what) { return f.error(what + " (a sample of " + sample_noun(of) + ")"); };
  __extension__ typedef __int128 Wide;  // products of two 64-bit numbers, exactly
  if (n == 0 && (sum || squares || min || max)) throw wrong("an empty sample with sums or bounds");
  if (min > max) throw wrong("min is above max");
  if (Wide(sum) < Wide(n) * min || Wide(sum) > Wide(n) * max) throw wrong("the sum lies outside n·min to n·max");
  const Wide largest_square = std::max(Wide(min) * min, Wide(max) * max);
  if (Wide(squares) * n < Wide(sum) * sum || Wide(squares) > Wide(n) * largest_square)
    throw wrong("the sum of squares cannot come from values between min and max");
  std::map<std::int64_t, std::int64_t> counts;
  const std::optional<JsonField> kept = f.optional("counts");
  if (kept.has_value() != shape.keeps_counts())
    throw wrong(shape.keeps_counts() ? "the counts of its values are missing" : "it keeps no counts of its values");
  if (kept) {
    Wide total = 0;
    for (std::size_t i = 0, size = kept->array(); i < size; ++i) {
      const JsonField pair = (*kept)[i];
      pair.array(2, "integer", "a value and how often it came");
      const std::int64_t value = pair[0].integer(min, max), times = pair[1].integer(1, n);
      if (!counts.emplace(value, times).second)
        throw pair.error("the value " + std::to_string(value) + " is counted twice");
      total += times;
    }
    if (total != n) throw wrong("its counts add up to another number than n");
  }
  return Sample::restored(n, sum, squares, min, max, std::move(counts), shape.keeps_counts());
}

template <class Owner, std::size_t N>
void read_samples(const JsonField& f, const SampleStatistic<Owner> (&statistics)[N], Owner& owner,
                  const SimReport& counted) {
  for (const auto& statistic : statistics) {
    Sample& sample = owner.*statistic.sample;
    sample = read_sample(f[statistic.state_key], sample, statistic.of, counted);
  }
}

// Per-deal samples by name, of at most `most_names` names, each passed to `check_name`.
std::map<std::string, Sample> read_named_samples(const JsonField& f, std::size_t most_names, const SimReport& counted,
                                                 const Sample& shape,
                                                 const std::function<void(const std::string&)>& check_name) {
  f.object();
  if (f.json().size() > most_names)
    throw f.error("names " + std::to_string(f.json().size()) + " samples; a run has at most " +
                  std::to_string(most_names));
  std::map<std::string, Sample> out;
  for (const auto& item : f.json().items()) {
    const JsonField sample = f[item.key()];
    sample.within([&] { check_name(item.key()); });
    out[item.key()] = read_sample(sample, shape, SampleOf::Deals, counted);
  }
  return out;
}

// A shard's counts: `games` at most, of the game `spec`.
SimReport read_state(const GameSpec& spec, const JsonField& j, int most_games) {
  SimReport r;
  shape_report(spec, r);
  const std::size_t players = r.seats.size();
  r.games = int(j["games"].integer(0, most_games));
  r.deals = j["deals"].integer(0);
  r.moves = j["moves"].integer(0);
  const JsonField seats = j["seats"], sides = j["sides"], positions = j["by_position"];
  seats.array(players, "seat", "one per seat");
  sides.array(r.sides.size(), "side", "one per side");
  positions.array(players, "sample", "one per seat from the dealer");
  const auto read_wins = [&](const JsonField& f, std::int64_t& wins, std::int64_t& shared) {
    wins = f["wins"].integer(0, r.games);
    shared = f["shared"].integer(0, r.games - wins);
  };
  for (std::size_t s = 0; s < players; ++s) {
    read_wins(seats[s], r.seats[s].wins, r.seats[s].shared);
    read_samples(seats[s], kSeatSamples, r.seats[s], r);
    r.by_position[s] = read_sample(positions[s], r.by_position[s], SampleOf::Deals, r);
  }
  for (std::size_t t = 0; t < r.sides.size(); ++t) read_wins(sides[t], r.sides[t].wins, r.sides[t].shared);
  r.tied = j["tied"].integer(0, r.games);
  read_samples(j, kLengthSamples, r, r);
  read_samples(j, kEdgeSamples, r, r);
  const Layout& layout = *spec.layout;
  r.moves_by_verb =
      read_named_samples(j["moves_by_verb"], layout.moves.size(), r, Sample(), [&](const std::string& verb) {
        if (layout.move_index(verb) < 0) throw Error("'" + clip(verb) + "' is no move of " + layout.id);
      });
  r.metrics = read_named_samples(j["metrics"], layout.metrics.size() + kMaxNamedIntegers, r, Sample(true),
                                 [](const std::string&) {});
  const JsonField groups = j["groups"];
  const std::size_t group_count = groups.array();
  if (group_count > 0 && layout.stats_by.empty())
    throw groups.error("groups deals, but " + layout.id + " has no stats_by to group them by");
  if (group_count > kMaxGroups)
    throw groups.error("holds " + std::to_string(group_count) + " groups; a run has at most " +
                       std::to_string(kMaxGroups));
  for (std::size_t i = 0; i < group_count; ++i) {
    const JsonField g = groups[i];
    const std::int64_t value = g["value"].integer();
    GroupStats& group = r.groups[value];
    if (group.deals) throw g["value"].error("the group " + std::to_string(value) + " is given twice");
    group.deals = g["deals"].integer(1, r.deals);
    const JsonField sums = g["score_sums"];
    sums.array(players, "integer", "one per seat");
    for (std::size_t s = 0; s < players; ++s) group.score_sums.push_back(sums[s].integer());
    group.seconds = g["seconds"].number(0, 1e12);
  }
  r.deals_checked = j["deals_checked"].integer(0, r.deals);
  r.card_violations = j["card_violations"].integer(0, r.deals_checked);
  r.counter_violations = j["counter_violations"].integer(0, r.deals_checked);
  r.score_terms = j["score_terms"].boolean();
  r.score_term_violations = j["score_term_violations"].integer(0);
  const JsonField terms = j["term_sums"];
  terms.object();
  if (terms.json().size() > kMaxNamedIntegers)
    throw terms.error("names " + std::to_string(terms.json().size()) + " terms; the rules may name at most " +
                      std::to_string(kMaxNamedIntegers));
  for (const auto& item : terms.json().items()) {
    const JsonField sums = terms[item.key()];
    sums.array(players, "integer", "one per seat");
    std::vector<std::int64_t>& out = r.term_sums[item.key()];
    for (std::size_t s = 0; s < players; ++s) out.push_back(sums[s].integer());
  }
  const JsonField noted = j["first_violations"];
  const std::size_t violations = noted.array();
  if (violations > kMaxViolationsNoted)
    throw noted.error("notes " + std::to_string(violations) + " violations; a report notes at most " +
                      std::to_string(kMaxViolationsNoted));
  for (std::size_t i = 0; i < violations; ++i) {
    std::string message = noted[i].string();
    if (message.size() > kMaxViolationBytes)
      throw noted[i].error("a message of " + std::to_string(message.size()) + " bytes; at most " +
                           std::to_string(kMaxViolationBytes));
    r.first_violations.push_back(std::move(message));
  }
  return r;
}

// A member of a report checked to be an object, null when it lacks it.
Json member(const Json& report, const char* key) {
  const auto it = report.find(key);
  return it == report.end() ? Json() : *it;
}

}  // namespace

Json shard_json(const SimOptions& opts, const SimReport& report) {
  return Json{{"index", opts.shard}, {"of", opts.shards}, {"total_games", opts.games}, {"state", report_state(report)}};
}

ShardReport read_shard_report(Json document, const std::string& file) {
  if (!document.is_object() || !document.contains("shard")) throw Error(file + kNotAShard);
  ShardReport out;
  out.file = file;
  {
    const JsonField shard = JsonField(document, file + ": not a shard's report")["shard"];
    out.of = int(shard["of"].integer(1, INT_MAX));
    out.total_games = int(shard["total_games"].integer(out.of, INT_MAX));
    out.index = int(shard["index"].integer(1, out.of));
  }
  out.document = std::move(document);
  return out;
}

SimReport merge_shards(const GameSpec& spec, const std::vector<ShardReport>& shards, SimOptions& opts) {
  const ShardReport& first = shards.front();
  if (int(shards.size()) != first.of)
    throw Error("the run has " + std::to_string(first.of) + " shards, " + std::to_string(shards.size()) + " given");
  std::vector<const ShardReport*> in_order(std::size_t(first.of), nullptr);
  for (const ShardReport& shard : shards) {
    for (const char* key : {"game", "variant", "options", "players", "seed", "bots"})
      if (member(shard.document, key) != member(first.document, key))
        throw Error(shard.file + ": another run than " + first.file + " ('" + key + "' differs)");
    if (shard.of != first.of || shard.total_games != first.total_games)
      throw Error(shard.file + ": a shard of another split than " + first.file);
    const ShardReport*& place = in_order[std::size_t(shard.index - 1)];
    if (place)
      throw Error(shard.file + ": shard " + std::to_string(shard.index) + " of " + std::to_string(shard.of) +
                  " given twice");
    place = &shard;
  }
  const JsonField head(first.document, first.file + ": not a shard's report");
  opts.seed = head["seed"].unsigned_integer();
  opts.bots = head["bots"].string();
  opts.games = first.total_games;
  opts.shards = first.of;
  SimReport report;
  shape_report(spec, report);
  std::int64_t threads = 0;
  // In shard order, so that the first violations are those of the whole run's first matches.
  for (const ShardReport* shard : in_order) {
    const JsonField f(shard->document, shard->file + ": not a shard's report");
    opts.shard = shard->index;
    const int size = shard_end(opts) - shard_begin(opts);
    const SimReport part = read_state(spec, f["shard"]["state"], size);
    try {
      merge_report(report, part);
    } catch (const Error& e) {
      throw Error(shard->file + ": " + e.what() + " when added to the shards before it");
    }
    report.games += part.games;
    report.partial = report.partial || part.games < size;
    report.seconds = std::max(report.seconds, f["seconds"].number(0, 1e12));
    threads = checked_add(threads, f["threads"].integer(1, 1 << 16));
    for (const auto& message : part.first_violations)
      if (report.first_violations.size() < kMaxViolationsNoted) report.first_violations.push_back(message);
  }
  opts.shard = opts.shards = 1;
  opts.games = report.games;
  opts.threads = report.threads = int(std::min<std::int64_t>(threads, INT_MAX));
  return report;
}

}  // namespace cardrt
