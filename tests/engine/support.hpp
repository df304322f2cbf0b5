// Helpers the engine tests share: fixture paths, fixture specs and their declared mechanics, boards,
// sevens matches, error capture.
#pragma once

#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <catch2/catch.hpp>

#include "cardrt/card.hpp"
#include "cardrt/error.hpp"
#include "cardrt/game.hpp"
#include "cardrt/layout.hpp"
#include "cardrt/match.hpp"
#include "cardrt/melds_mechanic.hpp"
#include "cardrt/rows_mechanic.hpp"
#include "cardrt/state.hpp"
#include "cardrt/tricks_mechanic.hpp"

namespace enginetest {

// tests/engine/data: the fixture games, found by name when it is a search folder.
inline const std::string kData = CARDRT_TEST_DATA;

using OptionText = std::vector<std::pair<std::string, std::string>>;

// make_spec for a fixture game by name, searched in tests/engine/data (so its saves and records
// name it by id and load with the search folders {kData}); players 0: the layout's default;
// variant "": the base game.
std::shared_ptr<const cardrt::GameSpec> fixture_spec(const std::string& game, int players = 0,
                                                     const std::string& variant = "", const OptionText& options = {});

// fixture_spec for the sevens fixture (tests/engine/data/sevens), the engine tests' playable game.
std::shared_ptr<const cardrt::GameSpec> sevens_spec(const std::string& variant = "", int players = 0,
                                                    const OptionText& options = {});

// The mechanic a spec's layout declares under `name` (mechanics:); throws when there is none.
const cardrt::MechanicDef& mechanic(const cardrt::GameSpec& spec, const std::string& name);
// The same, which must be of the kind `Kind` (RowsMechanic, TricksMechanic, MeldsMechanic).
template <class Kind>
const Kind& mechanic(const cardrt::GameSpec& spec, const std::string& name) {
  const Kind* unit = mechanic(spec, name).as<Kind>();
  if (!unit) throw cardrt::Error(spec.layout->file + ": mechanic '" + name + "' is of another type");
  return *unit;
}

// A fresh state (seed 1) of a spec, with cards placed by hand: zones are named as in the layout
// and taken at a seat (which shared zones ignore).
struct Board {
  std::shared_ptr<const cardrt::GameSpec> spec;
  cardrt::State state;

  explicit Board(std::shared_ptr<const cardrt::GameSpec> spec_);
  int def(const std::string& name) const;                                     // zone def (layout index)
  int zone(const std::string& name, int seat = 1) const;                      // instance index
  void put(const std::string& name, const std::string& cards, int seat = 1);  // on top, in order
  std::string text(const std::string& name, int seat = 1);                    // bottom first
  cardrt::CardMask mask(const std::string& name, int seat = 1) const;
};

// The mask of a set of cards ("4C TC"), and the text of a mask in card id order.
cardrt::CardMask mask_of(const std::string& cards);
std::string mask_text(cardrt::CardMask mask);
// Canonical (card id order) text of a set of cards, to compare masks readably.
std::string canon(const std::string& cards);

// A sevens match (by default of the base game, 4 players) with a fixed first deal (none:
// shuffled) and a first dealer (0: the rules choose).
cardrt::Match sevens_match(const cardrt::FixedDeal& deal, int dealer, std::uint64_t seed = 1,
                           const std::string& variant = "", int players = 4, const OptionText& options = {});

// A match of the game in `folder` (a fixture's: kData + "/capture") with a fixed first deal and
// its dealer.
cardrt::Match folder_match(const std::string& folder, const cardrt::FixedDeal& deal, int dealer);

// A file's whole text ("" when it cannot be read).
std::string read_text(const std::string& path);

// The message of the cardrt::Error that `f` throws. A test fails when `f` throws nothing.
std::string error_of(const std::function<void()>& f);

// Runs `f` in a child process and gives back what it returned, or nullopt when it had not finished
// after `seconds` (the child is then killed): code that may hang makes a test fail, not hang.
// `f` must not use Catch assertions; an exception it throws comes back as "exception: <what>".
std::optional<std::string> run_with_deadline(const std::function<std::string()>& f, double seconds);

// 1-based number of the first line of `file` that contains `marker`; 0 when none does.
int line_of(const std::string& file, const std::string& marker);

// A fresh folder under the system's temp folder ("cardrt-PURPOSE-PID-N"), removed with everything
// in it afterwards.
class TempDir {
 public:
  explicit TempDir(const std::string& purpose);
  ~TempDir();
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;

  // The folder itself for "", else a path inside it.
  std::string path(const std::string& rel = "") const;
  // Writes a file plainly (not atomically: tests cut files at thousands of offsets), making its
  // folders; returns its path.
  std::string write(const std::string& rel, const std::string& text) const;
  // The names in the folder, sorted.
  std::vector<std::string> entries() const;

 private:
  std::filesystem::path dir_;
};

// The error of loading the fixture game `fixture` (a folder of kData) with `from` in its game.yaml
// replaced by `to`, written with its rules.lua into `dir`; `from` must be there.
std::string edited_fixture_error(const TempDir& dir, const std::string& fixture, const std::string& from,
                                 const std::string& to);

// The first line of a (multi-line) message.
std::string first_line(const std::string& text);

// Matches a Lua error message whose first line is "<dir>/<tail>:<line>: <text>", where <dir> is
// whatever path the engine shows for the file (absolute, or relative to the working folder).
class LuaErrorAt : public Catch::MatcherBase<std::string> {
 public:
  LuaErrorAt(std::string tail, int line, std::string text)
      : tail_(std::move(tail)), line_(line), text_(std::move(text)) {}
  bool match(const std::string& message) const override;
  std::string describe() const override;

 private:
  std::string tail_;
  int line_;
  std::string text_;
};

}  // namespace enginetest
