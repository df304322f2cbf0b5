// fuzz_replay_page: text from a mod through `cardrt replay --html` (replay_page), and the page's
// data block checked to stay intact.
//
// Input: text, at most 4 KiB. A small game is written to a new folder under
// /tmp/cardrt-fuzz-fuzz_replay_page-PID/: the text (made valid UTF-8 for YAML) is its name, its
// summary and the labels of its zones and counter, and its rules log the raw bytes at the start of
// the deal and after every move. A match of it is played to the end, recorded, and made into a
// replay page. Findings besides crashes, sanitizer reports and other exception types: the data
// block of the page holds a '<' or does not read back as JSON, a message of the match is not in
// it, or the page has another count of '<' than the page of the same game named "x" (a piece of
// the text was taken for markup).
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "cardrt/error.hpp"
#include "cardrt/files.hpp"
#include "cardrt/match.hpp"
#include "cardrt/record.hpp"
#include "cardrt/runtime.hpp"
#include "common.hpp"
#include "replay_page.hpp"

using namespace cardrt;
namespace fs = std::filesystem;

namespace {

constexpr std::string_view kDataOpen = "<script type=\"application/json\" id=\"replay-data\">";

void write_file(const fs::path& path, const std::string& text) {
  std::ofstream f(path, std::ios::binary | std::ios::trunc);
  f.write(text.data(), std::streamsize(text.size()));
}

// The code points of `text` read as UTF-8, each malformed byte as U+FFFD.
std::vector<char32_t> code_points(const std::string& text) {
  std::vector<char32_t> out;
  for (std::size_t i = 0; i < text.size();) {
    const unsigned char lead = static_cast<unsigned char>(text[i]);
    const int length = lead < 0x80 ? 1 : (lead >> 5) == 6 ? 2 : (lead >> 4) == 14 ? 3 : (lead >> 3) == 30 ? 4 : 0;
    char32_t cp = length == 1 ? lead : length == 2 ? lead & 0x1F : length == 3 ? lead & 0x0F : lead & 0x07;
    bool good = length > 0 && i + std::size_t(length) <= text.size();
    for (int k = 1; good && k < length; ++k) {
      const unsigned char next = static_cast<unsigned char>(text[i + std::size_t(k)]);
      good = (next & 0xC0) == 0x80;
      cp = (cp << 6) | (next & 0x3F);
    }
    const char32_t least[] = {0, 0, 0x80, 0x800, 0x10000};
    good = good && cp >= least[length] && cp <= 0x10FFFF && !(cp >= 0xD800 && cp <= 0xDFFF);
    out.push_back(good ? cp : 0xFFFD);
    i += good ? std::size_t(length) : 1;
  }
  return out;
}

// A YAML double-quoted scalar of `text`: printable ASCII as it is, everything else escaped.
std::string yaml_quoted(const std::string& text) {
  std::string out = "\"";
  char escape[16];
  for (char32_t cp : code_points(text)) {
    if (cp >= 0x20 && cp < 0x7F && cp != '"' && cp != '\\') {
      out += char(cp);
    } else {
      std::snprintf(escape, sizeof escape, cp <= 0xFFFF ? "\\u%04X" : "\\U%08X", unsigned(cp));
      out += escape;
    }
  }
  return out + "\"";
}

// A Lua string literal of the bytes of `text`.
std::string lua_quoted(const std::string& text) {
  std::string out = "\"";
  for (unsigned char c : text) out += "\\" + std::to_string(int(c));
  return out + "\"";
}

std::string game_yaml(const std::string& text) {
  const std::string t = yaml_quoted(text);
  std::string yaml = "game: fz\nname: " + t + "\nsummary: " + t + "\nplayers: { min: 2, max: 2 }\nzones:\n";
  yaml += "  deck: { owner: table, visibility: hidden, label: " + t + " }\n";
  yaml += "  hand: { owner: seat, visibility: owner, label: " + t + " }\n";
  yaml += "  pile: { owner: table, label: " + t + " }\n";
  yaml += "counters:\n  points: { per: seat, label: " + t + " }\n";
  return yaml + "score: points\nmoves:\n  lay: { arg: card }\ndeal: { from: deck, to: [hand], each: 3 }\n";
}

std::string rules_lua(const std::string& text) {
  return "local text = " + lua_quoted(text) + R"lua(
function rules.start_deal(g)
  g:set_to_move(1)
  g:log(text)
end
function rules.moves(g, out, seat) out:add_cards("lay", g:mask("hand", seat)) end
function rules.play(g, verb, card, seat)
  g:move(card, "hand", seat, "pile", nil)
  g:add("points", 1, seat)
  g:log(text)
  if g:count("hand", seat) == 0 then g:end_match() else g:set_to_move(g:seat(seat + 1)) end
end
)lua";
}

// The replay page of a whole match of the game named by `text`, and the match's messages; the
// game lies in a folder of its own for each call (the layout and rules caches key on the path).
std::string page_of(const fs::path& base, const std::string& text, std::vector<std::string>& messages) {
  static int made = 0;
  const fs::path folder = base / ("fz" + std::to_string(made++));
  fs::remove_all(base / ("fz" + std::to_string(made - 2)));
  fs::create_directories(folder);
  write_file(folder / "game.yaml", game_yaml(text));
  write_file(folder / "rules.lua", rules_lua(text));
  Selection sel;
  sel.game = folder.string();
  Match match(load_rules(make_spec(sel)), MatchSetup{});
  while (!match.over()) match.apply(0);
  for (const LogEntry& entry : match.log()) messages.push_back(entry.text);
  return cli::replay_page(make_record(match), load_rules, {}, cli::Perspective{}, "");
}

bool holds_string(const Json& value, const std::string& text) {
  if (value.is_string()) return value.get_ref<const std::string&>() == text;
  if (!value.is_structured()) return false;
  return std::any_of(value.begin(), value.end(), [&](const Json& item) { return holds_string(item, text); });
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const cardrt_fuzz::TempDir dir("fuzz_replay_page");
  if (size > 4096) return 0;
  static const std::size_t markup = [] {
    std::vector<std::string> unused;
    const std::string page = page_of(dir.path(), "x", unused);
    return std::size_t(std::count(page.begin(), page.end(), '<'));
  }();
  const std::string text(reinterpret_cast<const char*>(data), size);
  std::vector<std::string> messages;
  std::string page;
  try {
    page = page_of(dir.path(), text, messages);
  } catch (const Error&) {
    return 0;
  }
  const std::size_t open = page.find(kDataOpen);
  FUZZ_CHECK(open != std::string::npos && page.find(kDataOpen, open + 1) == std::string::npos);
  const std::size_t begin = open + kDataOpen.size(), end = page.find("</script>", begin);
  FUZZ_CHECK(end != std::string::npos);
  const std::string block = page.substr(begin, end - begin);
  FUZZ_CHECK(block.find('<') == std::string::npos);
  Json parsed;
  try {
    parsed = parse_json(block, "the page's data");
  } catch (const Error&) {
    FUZZ_CHECK(!"the data block reads back as JSON");
  }
  for (const std::string& message : messages) FUZZ_CHECK(holds_string(parsed, message));
  FUZZ_CHECK(std::size_t(std::count(page.begin(), page.end(), '<')) == markup);
  return 0;
}
