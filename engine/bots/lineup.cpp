// `--bots` read into a bot per seat: the specs, their options, and the bots by name.
#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdlib>

#include "bot_kinds.hpp"
#include "cardrt/error.hpp"
#include "cardrt/words.hpp"

namespace cardrt {

namespace {
const std::vector<std::string> kBotNames = {"random", "first", "greedy", "ismcts"};

BotSpec parse_spec(const std::string& text) {
  std::vector<std::string> parts = split(text, ':');
  BotSpec spec{parts[0], {}};
  if (spec.name.empty()) throw Error("--bots: a bot without a name in '" + text + "' (bots: " + bot_names() + ")");
  for (std::size_t i = 1; i < parts.size(); ++i) {
    const std::size_t equals = parts[i].find('=');
    if (equals == std::string::npos || equals == 0)
      throw Error("--bots: option '" + parts[i] + "' of " + spec.name + " is not key=value");
    spec.options.emplace_back(parts[i].substr(0, equals), parts[i].substr(equals + 1));
  }
  return spec;
}
}  // namespace

BotOptions::Found BotOptions::find(const std::string& key) {
  known_.push_back(key);
  for (const auto& [k, v] : spec_.options)
    if (k == key) return {&v, "--bots: "};
  if (defaults_)
    for (const auto& [k, v] : defaults_->options)
      if (k == key) return {&v, defaults_->where.prefix() + "bots: "};
  return {};
}

long long BotOptions::integer(const std::string& key, long long fallback, long long min, long long max) {
  const Found found = find(key);
  if (!found.value) return fallback;
  const std::string& text = *found.value;
  char* end = nullptr;
  errno = 0;
  const long long value = std::strtoll(text.c_str(), &end, 10);
  if (text.empty() || *end || errno || value < min || value > max)
    throw Error(found.source + spec_.name + ":" + key + " must be a whole number from " + std::to_string(min) + " to " +
                std::to_string(max) + ", not '" + text + "'");
  return value;
}

double BotOptions::number(const std::string& key, double fallback, double min, double max) {
  const Found found = find(key);
  if (!found.value) return fallback;
  const std::string& text = *found.value;
  char* end = nullptr;
  const double value = std::strtod(text.c_str(), &end);
  if (text.empty() || *end || !std::isfinite(value) || value < min || value > max)
    throw Error(found.source + spec_.name + ":" + key + " must be a number from " + std::to_string(min) + " to " +
                std::to_string(max) + ", not '" + text + "'");
  return value;
}

void BotOptions::check_known(const std::vector<std::pair<std::string, std::string>>& options,
                             const std::string& source) const {
  for (const auto& [key, value] : options) {
    bool known = false;
    for (const auto& k : known_) known = known || k == key;
    if (known) continue;
    throw Error(source + spec_.name + " has no option '" + key + "'" + did_you_mean(key, known_) + " (" +
                (known_.empty() ? "it takes none" : "options: " + joined(known_)) + ")");
  }
}

void BotOptions::finish() const {
  check_known(spec_.options, "--bots: ");
  if (defaults_) check_known(defaults_->options, defaults_->where.prefix() + "bots: ");
}

std::string bot_text(const BotSpec& bot) {
  std::string text = bot.name;
  for (const auto& [key, value] : bot.options) text += ":" + key + "=" + value;
  return text;
}

bool bot_plays_sensibly(const BotSpec& bot) { return bot.name == "greedy" || bot.name == "ismcts"; }

std::string lineup_text(const std::string& text, int players) {
  const std::vector<BotSpec> specs = parse_lineup(text, players);
  std::vector<std::string> names;
  for (const BotSpec& spec : specs) names.push_back(bot_text(spec));
  if (std::all_of(names.begin(), names.end(), [&](const std::string& name) { return name == names.front(); }))
    return names.front() + " at every seat";
  // Each bot once, with the seats it plays, in the order of their first seat.
  std::string out;
  std::vector<bool> told(names.size(), false);
  for (std::size_t first = 0; first < names.size(); ++first) {
    if (told[first]) continue;
    std::vector<std::string> seats;
    for (std::size_t s = first; s < names.size(); ++s)
      if (names[s] == names[first]) {
        told[s] = true;
        seats.push_back(std::to_string(s + 1));
      }
    out += (out.empty() ? "" : ", ") + names[first] + (seats.size() == 1 ? " at seat " : " at seats ") + listed(seats);
  }
  return out;
}

std::vector<BotSpec> parse_lineup(const std::string& text, int players) {
  std::vector<BotSpec> specs;
  for (const std::string& part : split(text, ',')) specs.push_back(parse_spec(part));
  if (specs.size() != 1 && int(specs.size()) != players)
    throw Error("--bots names " + std::to_string(specs.size()) + " bots for " + std::to_string(players) +
                " seats: give one bot for every seat, or one for all");
  specs.resize(std::size_t(players), specs[0]);
  return specs;
}

std::unique_ptr<Bot> make_bot(const BotSpec& spec, const GameSpec& game, int seat) {
  const Layout::BotDefaults* defaults = nullptr;
  for (const Layout::BotDefaults& d : game.layout->bot_defaults)
    if (d.bot == spec.name) defaults = &d;
  BotOptions options(spec, defaults);
  if (spec.name == "random") return make_random_bot(options);
  if (spec.name == "first") return make_first_bot(options);
  if (spec.name == "greedy") return make_greedy_bot(options, game, seat);
  if (spec.name == "ismcts") return make_ismcts_bot(options, game, seat);
  throw Error(unknown_name("bot", spec.name, "", kBotNames, "bots"));
}

const std::vector<std::string>& known_bots() { return kBotNames; }

std::string bot_names() { return joined(kBotNames); }

void check_bot_defaults(const GameSpec& game) {
  for (const Layout::BotDefaults& d : game.layout->bot_defaults) {
    if (std::find(kBotNames.begin(), kBotNames.end(), d.bot) == kBotNames.end())
      throw Error(d.where.prefix() + "bots: " + unknown_name("bot", d.bot, "", kBotNames, "bots"));
    make_bot(BotSpec{d.bot, {}}, game, 1);  // its options' errors name their place in game.yaml
  }
}

Lineup::Lineup(const std::string& text, const GameSpec& game) {
  const std::vector<BotSpec> specs = parse_lineup(text, game.players);
  for (int seat = 1; seat <= game.players; ++seat) {
    const BotSpec& spec = specs[std::size_t(seat - 1)];
    bots_.push_back(make_bot(spec, game, seat));
    observes_ = observes_ || bots_.back()->observes();
    all_random_ = all_random_ && spec.name == "random";
  }
}

void Lineup::start_match() {
  for (auto& bot : bots_) bot->start_match();
}

void Lineup::observe(const State& before, const Match& after) {
  for (auto& bot : bots_)
    if (bot->observes()) bot->observe(before, after);
}

}  // namespace cardrt
