// fuzz_make_seeds: seed inputs for fuzz_record, fuzz_moves, fuzz_cards, fuzz_shard and fuzz_results_db, from playing
// every shipped game and variant.
//
// Usage: fuzz_make_seeds CORPUS_DIR. Plays each shipped game and named variant with a fixed
// sequence of legal moves and writes, under CORPUS_DIR/<target>/: saves and records taken at a
// few points (fuzz_record), the move bytes that replay the same match (fuzz_moves), and the legal
// move texts and zone contents seen (fuzz_cards). For each shipped game it also simulates a run
// of four matches in two shards: their reports, alone and together (fuzz_shard), and their results
// databases (fuzz_results_db). scripts/fuzz.sh runs it; the shipped YAML and JSON files are copied
// by the script itself.
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <set>
#include <string>
#include <vector>

#include "cardrt/error.hpp"
#include "cardrt/match.hpp"
#include "cardrt/record.hpp"
#include "cardrt/results_db.hpp"
#include "cardrt/runtime.hpp"
#include "cardrt/shard_report.hpp"
#include "common.hpp"

using namespace cardrt;
namespace fs = std::filesystem;

namespace {

void write_file(const fs::path& path, const std::string& text) {
  std::ofstream f(path, std::ios::binary | std::ios::trunc);
  f.write(text.data(), std::streamsize(text.size()));
}

std::string name_of(const cardrt_fuzz::Choice& c) { return c.game + (c.variant.empty() ? "" : "-" + c.variant); }

void seeds_for(std::size_t index, const fs::path& out) {
  const cardrt_fuzz::Choice& c = cardrt_fuzz::choices()[index];
  Selection sel;
  sel.game = c.game;
  sel.variant = c.variant;
  sel.search_dirs = cardrt_fuzz::search_dirs();
  MatchSetup setup;
  setup.seed = 1000 + index;
  Match m(load_rules(make_spec(sel)), setup);
  const std::string name = name_of(c);

  std::string steps;  // fuzz_moves: choice, default players, seed, then move numbers
  steps += char(index);
  steps += char(0);
  steps += char(setup.seed & 0xFF);
  steps += char(setup.seed >> 8);
  std::set<std::string> texts;
  std::uint32_t lcg = std::uint32_t(index) * 2654435761u + 12345u;
  bool deal_end_saved = false;
  for (int move = 0; move < 400 && !m.over(); ++move) {
    if (move == 0 || move == 9 || move == 70 || (m.deal_over() && !deal_end_saved)) {
      deal_end_saved = deal_end_saved || m.deal_over();
      const std::string at = name + "-" + std::to_string(move);
      write_file(out / "fuzz_record" / ("save-" + at + ".json"), m.save().dump(1));
      write_file(out / "fuzz_record" / ("record-" + at + ".json"), make_record(m).dump(1));
    }
    m.next_deal();
    const std::vector<std::string> legal = m.legal_texts();
    if (legal.empty()) break;
    for (const auto& t : legal)
      if (texts.size() < 200) texts.insert(t);
    lcg = lcg * 1103515245u + 12345u;
    const std::size_t pick = (lcg >> 16) % legal.size() % 0xC0;
    if (move < 300) steps += char(pick);
    m.play(legal[pick]);
  }
  write_file(out / "fuzz_moves" / ("moves-" + name), steps);
  // The same match with clones, saves, views and bad moves among the legal ones.
  std::string mixed = steps.substr(0, 4);
  const unsigned char extra[] = {0xE8, 0x00, 0xC4, 0x10, 0xEC, 0x01, 0xF0, 0xF4,
                                 0xC5, 0x00, 0x01, 0xC1, 0x00, 0x00, 0x41};
  for (std::size_t i = 4; i < steps.size() && i < 80; ++i) {
    mixed += steps[i];
    if (i % 7 == 0) mixed += char(extra[i % sizeof extra]);
  }
  write_file(out / "fuzz_moves" / ("mixed-" + name), mixed);

  if (c.variant.empty()) {  // fuzz_cards: files of 16 lines
    std::vector<std::string> lines(texts.begin(), texts.end());
    const Json saved = m.save();
    for (const auto& [zone, per] : saved["state"]["zones"].items())
      for (const auto& cards : per)
        if (!cards.get<std::string>().empty()) lines.push_back(cards.get<std::string>());
    for (std::size_t i = 0; i < lines.size(); i += 16) {
      std::string chunk;
      for (std::size_t k = i; k < lines.size() && k < i + 16; ++k) chunk += lines[k] + "\n";
      write_file(out / "fuzz_cards" / ("lines-" + name + "-" + std::to_string(i / 16)), chunk);
    }
  }
}

// A run of four matches of the game in two shards: each shard's report as merge reads it (its
// game named, not its folder), both together, and each shard's results database.
void shard_seeds(const cardrt_fuzz::Choice& c, const fs::path& out) {
  Selection sel;
  sel.game = c.game;
  sel.search_dirs = cardrt_fuzz::search_dirs();
  const auto spec = make_spec(sel);
  Json both = Json::array();
  for (int shard = 1; shard <= 2; ++shard) {
    SimOptions opts;
    opts.games = 4;
    opts.shard = shard;
    opts.shards = 2;
    opts.deal_summaries = true;
    const SimReport report = simulate(spec, load_rules, opts);
    Json j = report_json(*spec, opts, report);
    j.erase("game_folder");
    j["shard"] = shard_json(opts, report);
    const std::string name = c.game + "-" + std::to_string(shard);
    write_file(out / "fuzz_shard" / ("shard-" + name + ".json"), j.dump(1));
    both.push_back(std::move(j));
    const fs::path db = out / "fuzz_results_db" / ("results-" + name + ".sqlite");
    fs::remove(db);
    ResultsDb(db.string()).append_run(*spec, opts, report);
  }
  write_file(out / "fuzz_shard" / ("shards-" + c.game + ".json"), both.dump(1));
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: fuzz_make_seeds CORPUS_DIR\n");
    return 2;
  }
  const fs::path out = argv[1];
  for (const char* target : {"fuzz_record", "fuzz_moves", "fuzz_cards", "fuzz_shard", "fuzz_results_db"})
    fs::create_directories(out / target);
  int failed = 0;
  for (std::size_t i = 0; i < cardrt_fuzz::choices().size(); ++i) {
    try {
      seeds_for(i, out);
      if (cardrt_fuzz::choices()[i].variant.empty()) shard_seeds(cardrt_fuzz::choices()[i], out);
    } catch (const Error& e) {
      std::fprintf(stderr, "fuzz_make_seeds: %s: %s\n", name_of(cardrt_fuzz::choices()[i]).c_str(), e.what());
      ++failed;
    }
  }
  std::printf("fuzz_make_seeds: seeds from %zu games and variants written to %s\n",
              cardrt_fuzz::choices().size() - std::size_t(failed), out.c_str());
  return failed ? 1 : 0;
}
