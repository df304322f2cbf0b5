// Starting the match a record or save names, writing game records and replaying them.
#include "cardrt/record.hpp"

#include <algorithm>
#include <charconv>
#include <climits>

#include "cardrt/error.hpp"
#include "cardrt/files.hpp"

namespace cardrt {

namespace {

// A fixed deal as records hold it: zone name → card strings, one per owner.
FixedDeal read_fixed_deal(const JsonField& deal) {
  deal.object();
  FixedDeal out;
  for (const auto& item : deal.json().items()) {
    const JsonField zone = deal[item.key()];
    std::vector<std::string> strings(zone.array());
    for (std::size_t i = 0; i < strings.size(); ++i) strings[i] = zone[i].string();
    out.emplace_back(item.key(), std::move(strings));
  }
  return out;
}

int parse_deal_number(const std::string& key) {
  int number = 0;
  auto [end, ec] = std::from_chars(key.data(), key.data() + key.size(), number);
  if (ec != std::errc() || end != key.data() + key.size() || number < 2)
    throw Error("'" + clip(key) + "' is not a deal number from 2");
  return number;
}

}  // namespace

Match start_match(const JsonField& file, const RulesLoader& loader, const std::vector<std::string>& search_dirs,
                  const std::string& beside) {
  file.object();
  if (auto engine = file.optional("engine")) engine->string();
  const Selection sel = recorded_selection(file, beside, search_dirs);
  MatchSetup setup;
  setup.seed = file["seed"].unsigned_integer();
  auto spec = make_spec(sel);
  if (auto dealer = file.optional("dealer")) {
    std::int64_t seat = dealer->integer();
    if (seat < 1 || seat > spec->players)
      throw dealer->error(std::to_string(seat) + " is not a seat (null, or 1 to " + std::to_string(spec->players) +
                          ")");
    setup.dealer = int(seat);
  }
  if (auto deal = file.optional("deal")) setup.deal = read_fixed_deal(*deal);
  if (auto shuffle = file.optional("shuffle")) setup.shuffle = read_fixed_deal(*shuffle);
  Match match(loader(spec), setup);
  if (auto later = file.optional("later_deals")) {
    later->object();
    for (const auto& item : later->json().items()) {
      const JsonField deal = (*later)[item.key()];
      const auto number = deal.within([&] { return parse_deal_number(item.key()); });
      deal.within([&] { match.fix_deal(number, read_fixed_deal(deal)); });
    }
  }
  return match;
}

Json log_json(const std::vector<LogEntry>& log) {
  Json out = Json::array();
  for (const auto& entry : log) out.push_back(Json{{"after", entry.after}, {"text", entry.text}});
  return out;
}

std::vector<LogEntry> read_log(const JsonField& field) {
  std::vector<LogEntry> log(field.array());
  for (std::size_t i = 0; i < log.size(); ++i) {
    field[i].object();
    log[i].after = int(field[i]["after"].integer(0, INT32_MAX));
    log[i].text = field[i]["text"].string();
  }
  return log;
}

Json interventions_json(const std::vector<Intervention>& made) {
  Json out = Json::array();
  for (const auto& m : made) {
    const char* kind = m.kind == Intervention::Kind::SetZone ? "set_zone" : "stack_shuffle";
    out.push_back(Json{{"after", m.after}, {"deal", m.deal}, {kind, m.zone}, {"seat", m.seat}, {"cards", m.cards}});
  }
  return out;
}

std::vector<Intervention> read_interventions(const JsonField& field) {
  std::vector<Intervention> made(field.array());
  for (std::size_t i = 0; i < made.size(); ++i) {
    const JsonField item = field[i];
    item.object();
    Intervention& m = made[i];
    m.after = int(item["after"].integer(0, INT32_MAX));
    m.deal = int(item["deal"].integer(1, INT32_MAX));
    if (auto zone = item.optional("set_zone")) {
      m.zone = zone->string();
    } else if (auto stacked = item.optional("stack_shuffle")) {
      m.kind = Intervention::Kind::StackShuffle;
      m.zone = stacked->string();
    } else {
      throw item.error("needs 'set_zone' or 'stack_shuffle' (the zone)");
    }
    m.seat = int(item["seat"].integer(0, INT32_MAX));
    m.cards = item["cards"].string();
  }
  return made;
}

Json make_record(const Match& match, const std::string& beside) {
  Json saved = match.save();
  Json r = selection_json(match.spec(), beside);
  r["engine"] = saved["engine"];
  for (const char* key : {"seed", "dealer", "deal"}) r[key] = saved[key];
  if (saved.contains("later_deals")) r["later_deals"] = saved["later_deals"];
  if (saved.contains("interventions")) r["interventions"] = saved["interventions"];
  r["moves"] = match.history();
  if (!match.log().empty()) r["log"] = log_json(match.log());
  const std::vector<std::string> positions = match.positions();
  if (!positions.empty()) r["positions"] = positions;
  r["result"] = match.result();
  return r;
}

ReplayOutcome replay_record(const Json& record, const RulesLoader& loader, const std::vector<std::string>& search_dirs,
                            const std::string& beside) {
  const JsonField file(record, "not a cardrt record");
  Match match = start_match(file, loader, search_dirs, beside);
  const JsonField moves = file["moves"];
  std::vector<std::string> texts(moves.array());
  for (std::size_t i = 0; i < texts.size(); ++i) texts[i] = moves[i].string();
  const std::optional<JsonField> recorded = file.optional("result");
  if (recorded) recorded->object();
  // A record that traced its positions is checked position by position: the first that differs
  // is reported, whatever the result.
  std::vector<std::string> positions;
  if (auto traced = file.optional("positions")) {
    positions.resize(traced->array());
    if (positions.size() != texts.size() + 1)
      throw traced->error("must hold one position per move and the last one (" + std::to_string(texts.size() + 1) +
                          "), got " + std::to_string(positions.size()));
    for (std::size_t i = 0; i < positions.size(); ++i) positions[i] = (*traced)[i].string();
  }
  std::vector<Intervention> interventions;
  if (auto made = file.optional("interventions")) interventions = read_interventions(*made);
  ReplayOutcome out;
  // Positions before a move are noted after the next deal is dealt, as play() deals it; the last
  // one is where the record stopped.
  auto same_position = [&](std::size_t i, const std::string& where) {
    if (positions.empty()) return true;
    const std::string now = match.position();
    if (now == positions[i]) return true;
    out.same = false;
    out.message = "position " + std::to_string(i + 1) + " (" + where + ") differs: recorded '" + positions[i] +
                  "', replayed '" + now + "' (seat to move, legal moves, digest)";
    return false;
  };
  for (const auto& move : texts) {
    try {
      match.replay_interventions(interventions, out.moves);
      match.next_deal();
      if (!same_position(std::size_t(out.moves), "before move " + std::to_string(out.moves + 1) + " '" + move + "'"))
        return out;
      match.play(move);
    } catch (const Error& e) {
      throw Error("move " + std::to_string(out.moves + 1) + " '" + move + "': " + e.what());
    }
    ++out.moves;
  }
  match.replay_interventions(interventions, out.moves);
  if (!same_position(texts.size(), "after the last move")) return out;
  // A record with the rules' messages is checked message by message.
  if (auto recorded_log = file.optional("log")) {
    const std::vector<LogEntry> expected = read_log(*recorded_log);
    const std::vector<LogEntry>& replayed = match.log();
    for (std::size_t i = 0; i < std::max(expected.size(), replayed.size()); ++i) {
      auto text = [&](const std::vector<LogEntry>& log) {
        return i < log.size() ? "'" + log[i].text + "' after move " + std::to_string(log[i].after)
                              : std::string("none");
      };
      if (i >= expected.size() || i >= replayed.size() || !(expected[i] == replayed[i])) {
        out.same = false;
        out.message = "message " + std::to_string(i + 1) + " differs: recorded " + text(expected) + ", replayed " +
                      text(replayed);
        return out;
      }
    }
  }
  out.result = match.result();
  if (!recorded) {
    out.same = false;
    out.message = "the record has no result to compare";
  } else if (recorded->json() == out.result) {
    out.same = true;
    out.message = "same result: " + json_text(out.result);
  } else {
    out.same = false;
    out.message = "result differs: recorded " + json_text(recorded->json()) + ", replayed " + json_text(out.result);
  }
  return out;
}

ReplayOutcome replay_file(const std::string& path, const RulesLoader& loader,
                          const std::vector<std::string>& search_dirs) {
  const Json record = read_json_file(path);
  try {
    return replay_record(record, loader, search_dirs, path);
  } catch (const Error& e) {
    throw Error(path + ": " + e.what());
  }
}

}  // namespace cardrt
