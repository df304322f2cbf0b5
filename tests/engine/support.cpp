// Helpers the engine tests share (see support.hpp).
#include "support.hpp"

#include <algorithm>
#include <chrono>
#include <csignal>
#include <exception>
#include <fstream>
#include <iterator>

#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cardrt/layout.hpp"
#include "cardrt/runtime.hpp"
#include "cardrt/table.hpp"

namespace enginetest {

std::shared_ptr<const cardrt::GameSpec> fixture_spec(const std::string& game, int players, const std::string& variant,
                                                     const OptionText& options) {
  cardrt::Selection sel;
  sel.game = game;
  sel.variant = variant;
  sel.players = players;
  sel.option_text = options;
  sel.search_dirs = {kData};
  return cardrt::make_spec(sel);
}

std::shared_ptr<const cardrt::GameSpec> sevens_spec(const std::string& variant, int players,
                                                    const OptionText& options) {
  return fixture_spec("sevens", players, variant, options);
}

const cardrt::MechanicDef& mechanic(const cardrt::GameSpec& spec, const std::string& name) {
  for (const cardrt::MechanicDef& m : spec.layout->mechanics)
    if (m.name == name) return m;
  throw cardrt::Error(spec.layout->file + ": no mechanic '" + name + "'");
}

Board::Board(std::shared_ptr<const cardrt::GameSpec> spec_)
    : spec(std::move(spec_)), state(cardrt::new_state(*spec, 1)) {}

int Board::def(const std::string& name) const { return spec->layout->zone_index(name); }

int Board::zone(const std::string& name, int seat) const { return spec->zone_at(def(name), seat); }

void Board::put(const std::string& name, const std::string& cards, int seat) {
  cardrt::Table table(*spec, state);
  for (cardrt::Card c : cardrt::parse_cards(cards)) table.push(zone(name, seat), c);
}

std::string Board::text(const std::string& name, int seat) {
  const cardrt::TableView table(*spec, state);
  int z = zone(name, seat);
  return cardrt::cards_text(std::vector<cardrt::Card>(table.cards(z), table.cards(z) + table.count(z)));
}

cardrt::CardMask Board::mask(const std::string& name, int seat) const {
  return cardrt::TableView(*spec, state).mask(zone(name, seat));
}

cardrt::CardMask mask_of(const std::string& cards) {
  cardrt::CardMask m = 0;
  for (cardrt::Card c : cardrt::parse_cards(cards)) m |= cardrt::card_bit(c);
  return m;
}

std::string mask_text(cardrt::CardMask mask) {
  std::vector<cardrt::Card> cards;
  for (int c = 0; c < cardrt::kCardKinds; ++c)
    if (mask & cardrt::card_bit(cardrt::Card(c))) cards.push_back(cardrt::Card(c));
  return cardrt::cards_text(cards);
}

std::string canon(const std::string& cards) { return mask_text(mask_of(cards)); }

cardrt::Match sevens_match(const cardrt::FixedDeal& deal, int dealer, std::uint64_t seed, const std::string& variant,
                           int players, const OptionText& options) {
  cardrt::MatchSetup setup;
  setup.seed = seed;
  setup.dealer = dealer;
  setup.deal = deal;
  return cardrt::Match(cardrt::load_rules(sevens_spec(variant, players, options)), setup);
}

cardrt::Match folder_match(const std::string& folder, const cardrt::FixedDeal& deal, int dealer) {
  cardrt::Selection sel;
  sel.game = folder;
  cardrt::MatchSetup setup;
  setup.deal = deal;
  setup.dealer = dealer;
  return cardrt::Match(cardrt::load_rules(cardrt::make_spec(sel)), setup);
}

std::string read_text(const std::string& path) {
  std::ifstream in(path);
  return std::string(std::istreambuf_iterator<char>(in), {});
}

std::string edited_fixture_error(const TempDir& dir, const std::string& fixture, const std::string& from,
                                 const std::string& to) {
  std::string yaml = read_text(kData + "/" + fixture + "/game.yaml");
  const std::size_t at = yaml.find(from);
  REQUIRE(at != std::string::npos);
  yaml.replace(at, from.size(), to);
  dir.write("game.yaml", yaml);
  dir.write("rules.lua", read_text(kData + "/" + fixture + "/rules.lua"));
  return error_of([&] { cardrt::load_layout(dir.path()); });
}

std::string error_of(const std::function<void()>& f) {
  try {
    f();
  } catch (const cardrt::Error& e) {
    return e.what();
  }
  FAIL("expected a cardrt::Error, but nothing was thrown");
  return "";
}

std::optional<std::string> run_with_deadline(const std::function<std::string()>& f, double seconds) {
  int fds[2];
  REQUIRE(pipe(fds) == 0);
  pid_t pid = fork();
  REQUIRE(pid >= 0);
  if (pid == 0) {
    close(fds[0]);
    std::string out;
    try {
      out = f();
    } catch (const std::exception& e) {
      out = std::string("exception: ") + e.what();
    }
    for (std::size_t done = 0; done < out.size();) {
      ssize_t n = write(fds[1], out.data() + done, out.size() - done);
      if (n <= 0) break;
      done += std::size_t(n);
    }
    _exit(0);
  }
  close(fds[1]);
  std::string out;
  bool finished = false;
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
  while (true) {
    auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
    if (left.count() <= 0) break;
    pollfd p{fds[0], POLLIN, 0};
    if (poll(&p, 1, int(left.count())) <= 0) continue;
    char buf[4096];
    ssize_t n = read(fds[0], buf, sizeof buf);
    if (n <= 0) {
      finished = true;  // end of file: the child is done
      break;
    }
    out.append(buf, std::size_t(n));
  }
  close(fds[0]);
  if (!finished) kill(pid, SIGKILL);
  int status = 0;
  waitpid(pid, &status, 0);
  if (!finished) return std::nullopt;
  return out;
}

int line_of(const std::string& file, const std::string& marker) {
  std::ifstream in(file);
  std::string line;
  for (int n = 1; std::getline(in, line); ++n)
    if (line.find(marker) != std::string::npos) return n;
  return 0;
}

std::string first_line(const std::string& text) { return text.substr(0, text.find('\n')); }

bool LuaErrorAt::match(const std::string& message) const {
  const std::string want = tail_ + ":" + std::to_string(line_) + ": " + text_;
  const std::string first = first_line(message);
  if (first.size() < want.size() || first.compare(first.size() - want.size(), want.size(), want) != 0) return false;
  // What stands before the tail is the folder part of one path: no other location may precede it.
  const std::string dir = first.substr(0, first.size() - want.size());
  return dir.find(':') == std::string::npos && (dir.empty() || dir.back() == '/');
}

std::string LuaErrorAt::describe() const {
  return "has the first line \"<path>/" + tail_ + ":" + std::to_string(line_) + ": " + text_ + "\"";
}

TempDir::TempDir(const std::string& purpose) {
  static int made = 0;
  dir_ = std::filesystem::temp_directory_path() /
         ("cardrt-" + purpose + "-" + std::to_string(getpid()) + "-" + std::to_string(++made));
  std::filesystem::remove_all(dir_);
  std::filesystem::create_directories(dir_);
}

TempDir::~TempDir() {
  std::error_code ec;
  std::filesystem::remove_all(dir_, ec);
}

std::string TempDir::path(const std::string& rel) const { return rel.empty() ? dir_.string() : (dir_ / rel).string(); }

std::string TempDir::write(const std::string& rel, const std::string& text) const {
  const std::filesystem::path p = dir_ / rel;
  std::filesystem::create_directories(p.parent_path());
  std::ofstream(p, std::ios::binary) << text;
  return p.string();
}

std::vector<std::string> TempDir::entries() const {
  std::vector<std::string> names;
  for (const auto& e : std::filesystem::directory_iterator(dir_)) names.push_back(e.path().filename().string());
  std::sort(names.begin(), names.end());
  return names;
}

}  // namespace enginetest
