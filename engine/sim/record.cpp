// Writing game records and replaying them.
#include "cardrt/record.hpp"

#include "cardrt/error.hpp"

namespace cardrt {

Json make_record(const Match& match) {
  Json saved = match.save();
  Json r;
  r["engine"] = saved["engine"];
  for (const char* key : {"game", "variant", "options", "players", "seed", "dealer", "deal"}) r[key] = saved[key];
  r["moves"] = match.history();
  r["result"] = match.result();
  return r;
}

ReplayOutcome replay_record(const Json& record, const std::vector<std::string>& search_dirs) {
  Selection sel;
  MatchSetup setup;
  std::vector<std::string> moves;
  try {
    sel.game = record.at("game").get<std::string>();
    if (record.contains("variant") && !record.at("variant").is_null()) sel.variant = record.at("variant").get<std::string>();
    if (record.contains("options")) sel.options = record.at("options");
    sel.players = record.at("players").get<int>();
    setup.seed = record.at("seed").get<std::uint64_t>();
    if (record.contains("dealer") && !record.at("dealer").is_null()) setup.dealer = record.at("dealer").get<int>();
    if (record.contains("deal"))
      for (const auto& [name, texts] : record.at("deal").items()) setup.deal.emplace_back(name, texts.get<std::vector<std::string>>());
    moves = record.at("moves").get<std::vector<std::string>>();
  } catch (const Json::exception& e) {
    throw Error(std::string("not a cardrt record: ") + e.what());
  }
  sel.search_dirs = search_dirs;
  Match match(load_rules(make_spec(sel)), setup);
  ReplayOutcome out;
  for (const auto& move : moves) {
    try {
      match.play(move);
    } catch (const Error& e) {
      throw Error("move " + std::to_string(out.moves + 1) + " '" + move + "': " + e.what());
    }
    ++out.moves;
  }
  out.result = match.result();
  if (!record.contains("result")) {
    out.same = false;
    out.message = "the record has no result to compare";
  } else if (record.at("result") == out.result) {
    out.same = true;
    out.message = "same result: " + out.result.dump();
  } else {
    out.same = false;
    out.message = "result differs: recorded " + record.at("result").dump() + ", replayed " + out.result.dump();
  }
  return out;
}

}  // namespace cardrt
