// fuzz_layout: bytes as a game.yaml, a variant file over a shipped game, or both, loaded through make_spec.
//
// Input: one mode byte, then text. Mode bits 0-1 say what the text is: 0 and 3 a game.yaml
// (folder fz/ beside a fixed small rules.lua), 1 a variant file house.yaml (extending a shipped
// game, another file or anything it names), 2 a game.yaml then, after the line "--8<--", the
// variant variants/v.yaml of that game, selected with --variant v. Bits 2-5: the player count
// (0: the default). Bit 7: a further "--8<--" section holds key=value lines given as -o options.
// Bit 6: when the spec loads, play a short match on it with the fixed rules, with views, saves
// and loads. Errors (cardrt::Error) are expected; crashes, sanitizer reports, other exception
// types and broken spec invariants are findings.
#include <fstream>
#include <string>
#include <string_view>
#include <vector>

#include "cardrt/error.hpp"
#include "cardrt/game.hpp"
#include "cardrt/layout.hpp"
#include "cardrt/match.hpp"
#include "cardrt/runtime.hpp"
#include "common.hpp"

using namespace cardrt;
namespace fs = std::filesystem;

namespace {

// The rules of every generated game: they use the zone and verb names of the shipped games when
// the layout has them (pcall keeps going when it does not), deal a little, and let each move end
// the deal, the second deal ending the match.
constexpr std::string_view kRules = R"lua(-- fuzz_layout: fixed rules for generated layouts.
local function try(f, ...) return pcall(f, ...) end
function rules.deal(g)
  if try(g.fill, g, "deck") then
    g:shuffle("deck")
    local targets = {}
    for seat = 1, g:players() do targets[#targets + 1] = { "hand", seat } end
    try(g.deal_out, g, "deck", targets, 3)
  end
end
function rules.start_deal(g)
  g:set_to_move(g:seat(g:dealer() + 1))
end
function rules.moves(g, out, seat)
  for _, verb in ipairs({ "pass", "play", "draw", "discard", "choose", "meld" }) do
    if not try(out.add, out, verb) then
      local card = try(g.top, g, "hand", seat) and g:top("hand", seat) or 0
      if not try(out.add, out, verb, card) then try(out.add, out, verb, "7H 7S 7C") end
    end
  end
end
function rules.play(g, verb, arg, seat)
  try(g.add, g, "score", 1, seat)
  if type(arg) == "number" then try(g.move, g, arg, "hand", seat, "deck", nil) end
  if g:deal_number() >= 2 then g:end_match() else g:end_deal() end
end
)lua";

constexpr std::string_view kSplit = "\n--8<--\n";

std::vector<std::string> sections(std::string_view text) {
  std::vector<std::string> out;
  while (true) {
    auto at = text.find(kSplit);
    out.emplace_back(text.substr(0, at));
    if (at == std::string_view::npos) return out;
    text.remove_prefix(at + kSplit.size());
  }
}

void write_file(const fs::path& path, std::string_view text) {
  std::ofstream f(path, std::ios::binary | std::ios::trunc);
  f.write(text.data(), std::streamsize(text.size()));
}

// What make_spec promises about every spec it returns.
void check_spec(const GameSpec& spec) {
  const Layout& layout = *spec.layout;
  FUZZ_CHECK(spec.players >= layout.min_players && spec.players <= layout.max_players);
  FUZZ_CHECK(spec.players >= 1 && spec.players <= 16);
  FUZZ_CHECK(spec.team_of_seat.size() == std::size_t(spec.players) + 1);
  std::vector<int> seen(std::size_t(spec.players) + 1, 0);
  for (std::size_t t = 0; t < spec.teams.size(); ++t) {
    FUZZ_CHECK(!spec.teams[t].empty());
    for (int seat : spec.teams[t]) {
      FUZZ_CHECK(seat >= 1 && seat <= spec.players);
      FUZZ_CHECK(seen[std::size_t(seat)]++ == 0);
      FUZZ_CHECK(spec.team_of_seat[std::size_t(seat)] == int(t));
    }
  }
  for (int seat = 1; seat <= spec.players; ++seat) FUZZ_CHECK(seen[std::size_t(seat)] == 1);
  FUZZ_CHECK(spec.decks >= 1 && spec.decks <= 12);
  FUZZ_CHECK(spec.jokers >= 0 && spec.jokers <= 4);
  FUZZ_CHECK(spec.capacity == spec.deck_size());
  FUZZ_CHECK(spec.zone_base.size() == layout.zones.size());
  FUZZ_CHECK(spec.slot_base.size() == layout.slots.size());
  int zones = 0, slots = 0;
  for (const auto& z : layout.zones) zones += spec.owner_count(z.owner);
  for (const auto& s : layout.slots) slots += spec.owner_count(s.per);
  FUZZ_CHECK(zones == spec.zone_instances);
  FUZZ_CHECK(slots == spec.slot_instances);
  for (std::size_t d = 0; d < layout.zones.size(); ++d)
    for (int seat = 1; seat <= spec.players; ++seat) {
      int z = spec.zone_at(int(d), seat);
      FUZZ_CHECK(z >= spec.zone_base[d] && z < spec.zone_base[d] + spec.owner_count(layout.zones[d].owner));
    }
  for (std::size_t d = 0; d < layout.slots.size(); ++d)
    for (int seat = 1; seat <= spec.players; ++seat) {
      int s = spec.slot_at(int(d), seat);
      FUZZ_CHECK(s >= spec.slot_base[d] && s < spec.slot_base[d] + spec.owner_count(layout.slots[d].per));
    }
  // Every option has a value of its type; checking it again changes nothing. `cardrt rules`
  // shows each default and value.
  FUZZ_CHECK(spec.options.size() == layout.options.size());
  for (const auto& def : layout.options) {
    FUZZ_CHECK(spec.options.contains(def.name));
    const Json& value = spec.options[def.name];
    FUZZ_CHECK(check_option_value(def, value, "") == value);
    (void)option_value_text(def, value);
    (void)option_default_text(def);
    (void)option_type_text(def);
  }
  (void)selection_json(spec).dump();
}

// A short match with the fixed rules: views for every seat, save and load at every step.
void play_briefly(const std::shared_ptr<const GameSpec>& spec, std::uint64_t seed) {
  try {
    MatchSetup setup;
    setup.seed = seed;
    Match m(load_rules(spec), setup);
    for (int step = 0; step < 4; ++step) {
      for (int seat = 0; seat <= spec->players; ++seat) (void)m.view(seat).dump();
      (void)m.result();
      const Json saved = m.save();
      const std::string saved_text = saved.dump();
      Match loaded = Match::load(saved, load_rules, cardrt_fuzz::search_dirs());
      FUZZ_CHECK(loaded.save().dump() == saved_text);
      if (m.over()) break;
      m.next_deal();
      std::vector<std::string> legal = m.legal_texts();
      if (legal.empty()) break;
      m.play(legal[std::size_t(step) % legal.size()]);
    }
  } catch (const Error&) {
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const cardrt_fuzz::TempDir tmp("fuzz_layout");
  if (size < 1) return 0;
  const unsigned mode = data[0];
  const std::vector<std::string> parts = sections(std::string_view(reinterpret_cast<const char*>(data + 1), size - 1));

  // Nothing of the previous input may remain: only rules.lua stays.
  const fs::path game = tmp.path() / "fz";
  const fs::path house = tmp.path() / "house.yaml";
  fs::remove_all(game / "variants");
  fs::remove(game / "game.yaml");
  fs::remove(house);
  if (!fs::exists(game / "rules.lua")) {
    fs::create_directories(game);
    write_file(game / "rules.lua", kRules);
  }

  Selection sel;
  sel.search_dirs = cardrt_fuzz::search_dirs();
  sel.players = int((mode >> 2) & 15);
  std::size_t used = 1;
  switch (mode & 3) {
    case 1:
      write_file(house, parts[0]);
      sel.game = house.string();
      break;
    case 2:
      write_file(game / "game.yaml", parts[0]);
      if (parts.size() > 1) {
        fs::create_directories(game / "variants");
        write_file(game / "variants" / "v.yaml", parts[1]);
        used = 2;
      }
      sel.game = game.string();
      sel.variant = "v";
      break;
    default:
      write_file(game / "game.yaml", parts[0]);
      sel.game = game.string();
      break;
  }
  if ((mode & 0x80) && parts.size() > used) {
    std::string_view lines = parts[used];
    while (!lines.empty()) {
      auto end = lines.find('\n');
      std::string_view line = lines.substr(0, end);
      auto eq = line.find('=');
      if (eq != std::string_view::npos) sel.option_text.emplace_back(line.substr(0, eq), line.substr(eq + 1));
      if (end == std::string_view::npos) break;
      lines.remove_prefix(end + 1);
    }
  }

  std::shared_ptr<const GameSpec> spec;
  try {
    spec = make_spec(sel);
  } catch (const Error&) {
    return 0;
  }
  check_spec(*spec);
  if (mode & 0x40) play_briefly(spec, mode);
  return 0;
}
