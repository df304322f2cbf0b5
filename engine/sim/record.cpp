// Writing game records and replaying them, from a Json or from a file.
#include "cardrt/record.hpp"

#include "cardrt/error.hpp"
#include "cardrt/files.hpp"

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
  const JsonField file(record, "not a cardrt record");
  Match match = start_match(file, search_dirs);
  const JsonField moves = file["moves"];
  std::vector<std::string> texts(moves.array());
  for (std::size_t i = 0; i < texts.size(); ++i) texts[i] = moves[i].string();
  const std::optional<JsonField> recorded = file.optional("result");
  if (recorded) recorded->object();
  ReplayOutcome out;
  for (const auto& move : texts) {
    try {
      match.play(move);
    } catch (const Error& e) {
      throw Error("move " + std::to_string(out.moves + 1) + " '" + move + "': " + e.what());
    }
    ++out.moves;
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

ReplayOutcome replay_file(const std::string& path, const std::vector<std::string>& search_dirs) {
  const Json record = read_json_file(path);
  try {
    return replay_record(record, search_dirs);
  } catch (const Error& e) {
    throw Error(path + ": " + e.what());
  }
}

}  // namespace cardrt
