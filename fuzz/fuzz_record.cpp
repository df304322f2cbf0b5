// fuzz_record: bytes through parse_json, then as JSON through replay_record (game records) and Match::load (saves) of
// the shipped games.
//
// A JSON object with "moves" is replayed as a record; one with "state" is loaded as a save, then
// saved and loaded again (the two saves must be identical), viewed from every seat and played on
// for a few legal moves. Games are the shipped ones, named by plain name: a "game" holding a
// path is skipped, so the harness reads no other files. Errors (cardrt::Error) are expected;
// crashes, sanitizer reports, other exception types and broken properties are findings.
#include <string>
#include <vector>

#include "cardrt/error.hpp"
#include "cardrt/files.hpp"
#include "cardrt/match.hpp"
#include "cardrt/record.hpp"
#include "cardrt/runtime.hpp"
#include "common.hpp"

using namespace cardrt;

namespace {

void exercise(Match& m) {
  const std::vector<std::string>& dirs = cardrt_fuzz::search_dirs();
  const Json saved = m.save();
  const std::string saved_text = saved.dump();
  Match again = Match::load(saved, load_rules, dirs);
  FUZZ_CHECK(again.save().dump() == saved_text);
  for (int seat = 0; seat <= m.spec().players; ++seat) (void)m.view(seat).dump();
  (void)m.result().dump();
  for (int k = 0; k < 8 && !m.over(); ++k) {
    m.next_deal();
    const std::vector<std::string> legal = m.legal_texts();
    if (legal.empty()) break;
    const std::string& text = legal[std::size_t(k) % legal.size()];
    m.play(text);
    FUZZ_CHECK(!m.history().empty() && m.history().back() == text);
  }
  (void)m.save().dump();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  // Through the program's one reader of outside JSON, with its size and depth caps.
  Json j;
  try {
    j = parse_json(std::string_view(reinterpret_cast<const char*>(data), size), "input");
  } catch (const Error&) {
    return 0;
  }
  if (!j.is_object()) return 0;
  if (auto game = j.find("game"); game != j.end() && game->is_string()) {
    const std::string& name = game->get_ref<const std::string&>();
    if (name.find_first_of("/\\.~") != std::string::npos) return 0;
  }
  if (j.contains("moves")) {
    try {
      ReplayOutcome out = replay_record(j, load_rules, cardrt_fuzz::search_dirs());
      FUZZ_CHECK(out.moves >= 0);
      (void)out.result.dump();
    } catch (const Error&) {
    }
  }
  if (j.contains("state")) {
    try {
      Match m = Match::load(j, load_rules, cardrt_fuzz::search_dirs());
      exercise(m);
    } catch (const Error&) {
    }
  }
  return 0;
}
