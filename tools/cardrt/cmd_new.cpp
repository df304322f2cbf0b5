// `cardrt new game NAME` and `cardrt new variant GAME NAME`: skeletons that play as they are, so
// that `cardrt check` and `cardrt test` pass before the author changes a line, with the files that
// let editors and luacheck check them.
#include <algorithm>
#include <cctype>
#include <filesystem>
#include <iostream>
#include <memory>

#include "cardrt/error.hpp"
#include "cardrt/files.hpp"
#include "cardrt/game.hpp"
#include "commands.hpp"
#include "editor_assets.hpp"

namespace fs = std::filesystem;

namespace cardrt::cli {

namespace {

struct NewArgs {
  std::string game;
  std::string name;
  std::string dir = ".";
  std::vector<std::string> rules_dirs;  // --rules: where the game of a variant is found
};

// Every "{NAME}" and "{GAME}" of a template replaced.
std::string fill(std::string text, const std::string& name, const std::string& game = "") {
  for (const auto& [key, value] : {std::pair<std::string, std::string>{"{NAME}", name}, {"{GAME}", game}})
    for (std::size_t at = text.find(key); at != std::string::npos; at = text.find(key, at + value.size()))
      text.replace(at, key.size(), value);
  return text;
}

void check_name(const std::string& name, const std::string& what) {
  const bool valid = !name.empty() && std::all_of(name.begin(), name.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-';
  });
  if (!valid) throw Error(what + " name '" + clip(name) + "' may use only letters, digits, _ and -");
}

// Writes each (path, text) under `dir`, refusing before writing anything if one exists already.
void write_new(const fs::path& dir, const std::vector<std::pair<std::string, std::string>>& files) {
  for (const auto& [rel, text] : files)
    if (fs::exists(dir / rel)) throw Error((dir / rel).string() + " exists already; nothing was written");
  for (const auto& [rel, text] : files) {
    fs::create_directories((dir / rel).parent_path());
    write_file_atomic((dir / rel).string(), text);
    std::cout << "wrote " << (dir / rel).string() << "\n";
  }
}

const char* const kGameYaml =
    R"T(# {NAME}: a new game from `cardrt new game`. It plays as it is (five cards each, play any card
# to the pile, the first player out of cards scores a point, three points win the match) so
# that `cardrt check` and `cardrt test` pass from the start; change it into your game.
# docs/authoring.md walks through a game, docs/lua-api.md lists every key.
game: {NAME}
name: {NAME}
summary: Play any card to the pile; the first player out of cards scores a point.
players: { min: 2, max: 6, default: 4 }
deck: { decks: 1, jokers: 0 }

zones:
  deck: { owner: table, visibility: hidden, doc: "the pack while it is dealt, then the undealt cards" }
  hand: { owner: seat, visibility: owner, doc: "each player's cards" }
  pile: { owner: table, visibility: top, doc: "the cards played, the top one shown" }

counters:
  points: { per: seat, doc: "hands won" }
score: points

moves:
  play: { arg: card, doc: "play a card from your hand to the pile (play 7H)" }

options:
  hand_size: { type: int, min: 1, max: 8, default: 5, doc: "cards dealt to each player" }
  target: { type: int, min: 1, default: 3, doc: "points that win the match" }

# The pack shuffled, then hand_size cards to each player from the dealer's left.
deal: { from: deck, to: [hand], each: hand_size }
)T";

const char* const kGameRules =
    R"T(-- {NAME} rules: the hooks the engine calls (docs/lua-api.md, "Hooks"); game.yaml deals.

local TARGET = options.target

function rules.start_deal(g)
  g:set_to_move(g:seat(g:dealer() + 1))   -- the player left of the dealer begins
end

function rules.moves(g, out, seat)
  out:add_cards("play", g:mask("hand", seat))   -- any card held, suits C D H S, aces low
end

function rules.play(g, _, card, seat)
  g:move(card, "hand", seat, "pile", nil)
  if g:count("hand", seat) > 0 then return g:set_to_move(g:seat(seat + 1)) end
  g:log("seat %s is out", seat)
  if g:add("points", 1, seat) >= TARGET then g:end_match() else g:end_deal() end
end

-- Why a typed move is not legal, in the players' words.
function rules.why_not(_, _, card, _)
  return "you hold no " .. cards.name(card)
end
)T";

const char* const kGameTest = R"T(-- Rule tests of {NAME}: `cardrt test {NAME}/tests`.

local function two_player_deal()
  return cardrt.new("{NAME}", { players = 2, dealer = 2, deal = { hand = { "7H 2C", "KS" } } })
end

test("the player left of the dealer plays any card held", function()
  local g = two_player_deal()
  assert_eq(g:to_move(), 1)
  assert_eq(g:moves(), { "play 2C", "play 7H" })
  g:play("play 7H")
  assert_eq(g:zone("pile"), { "7H" })
  assert_eq(g:to_move(), 2)
end)

test("the first player out scores a point", function()
  local g = two_player_deal()
  g:play("play 7H")
  g:play("play KS")
  assert_true(g:deal_over())
  assert_eq(g:score(2), 1)
  assert_eq(g:messages(), { "seat 2 is out" })
end)

test("a card not held is refused with the reason", function()
  local g = two_player_deal()
  local message = assert_illegal(g, "play KS")
  assert_true(message:find("you hold no KS", 1, true), message)
end)
)T";

const char* const kGameReadme = R"T(# {NAME}

State the rules here in your own words: the players and the deal, a turn, how a deal ends and
scores, how the match ends, and every decision an ambiguity needed. `cardrt rules {NAME}` lists
the options and moves; `cardrt check {NAME}` and `cardrt test {NAME}/tests` check the rules.
)T";

const char* const kVariantYaml = R"T(# {NAME}: a house rule of {GAME}, from `cardrt new variant`. Option values go under
# `options:` (`cardrt rules {GAME}` lists them); options, moves, zones, counters and vars of its
# own under `add:`; what the rules do differently in {NAME}.lua (docs/authoring.md, section 2).
extends: {GAME}
summary: {GAME} with a house rule (say which here).
options: {}
rules: {NAME}.lua
)T";

const char* const kVariantRules =
    R"T(-- {NAME}.lua: the hooks this house rule changes. `base` holds {GAME}'s hooks: call them for
-- what stays as it was.
local base = base

function rules.moves(g, out, seat)
  base.moves(g, out, seat)
  -- Change the list here: out:remove("pass"), or out:add("knock") after declaring the verb
  -- under add: moves: in {NAME}.yaml.
end
)T";

const char* const kVariantTest = R"T(-- Tests of the house rule {NAME}: `cardrt test {NAME}_test.lua`.

test("the house rule starts from the moves of {GAME}", function()
  local house = cardrt.new("./{NAME}.yaml", { seed = 1 })
  local plain = cardrt.new("{GAME}", { seed = 1 })
  assert_eq(house:moves(), plain:moves())
end)
)T";

const char* const kLuacheckrc =
    R"T(-- luacheck configuration written by `cardrt new` (cardrt {VERSION}): the globals that a game's
-- rules.lua, a variant's rules file and a rule test have in cardrt's sandbox, so that `luacheck .`
-- here warns of a misspelt hook (rules.move), a name that is not there, or os and math.random.
local cardrt = (function()
{DEFINITIONS}end)()
stds.cardrt_rules = cardrt.rules
stds.cardrt_variant = cardrt.variant
stds.cardrt_tests = cardrt.tests

max_line_length = 120

-- Any Lua file not matched below is a variant's rules file.
std = "lua54+cardrt_rules+cardrt_variant"
not_globals = cardrt.removed_in_rules

-- A game's own rules file: no `base`. The patterns hold in folders below this one too.
files["**/rules.lua"] = { std = "lua54+cardrt_rules" }

-- Rule tests, and the libraries they require, run in the test sandbox.
local tests = { std = "lua54+cardrt_tests", not_globals = cardrt.removed_in_tests, read_globals = { "print" } }
files["**/tests/**"] = tests
files["**/*_test.lua"] = tests
)T";

// The editor files of a folder `cardrt new` writes into: luacheck's configuration and
// lua-language-server's (.luarc.json), which loads the annotations of cardrt's Lua API from the
// editor folder of this cardrt (installed, or its source tree), so that a game kept anywhere is
// linted and completed as the shipped ones are.
std::vector<std::pair<std::string, std::string>> editor_files() {
  const std::string installed = installed_data_dir();
  const std::string editor = installed.empty() ? std::string(CARDRT_EDITOR_DIR) : installed + "/editor";
  std::string luacheckrc = kLuacheckrc;
  for (const auto& [key, value] : {std::pair<std::string, std::string>{"{VERSION}", CARDRT_VERSION},
                                   {"{DEFINITIONS}", std::string(editor::cardrt_lua)}})
    luacheckrc.replace(luacheckrc.find(key), key.size(), value);
  const Json luarc = {{"runtime.version", "Lua 5.4"},
                      {"runtime.builtin", {{"io", "disable"}, {"os", "disable"}, {"debug", "disable"}}},
                      {"workspace.library", {editor + "/lua"}}};
  return {{".luacheckrc", luacheckrc}, {".luarc.json", json_text(luarc, 2) + "\n"}};
}

int new_game(const NewArgs& args) {
  check_name(args.name, "game");
  const fs::path folder = fs::path(args.dir) / args.name;
  std::vector<std::pair<std::string, std::string>> files = {{"game.yaml", fill(kGameYaml, args.name)},
                                                            {"rules.lua", fill(kGameRules, args.name)},
                                                            {"README.md", fill(kGameReadme, args.name)},
                                                            {"tests/basics.lua", fill(kGameTest, args.name)}};
  for (auto& file : editor_files()) files.push_back(std::move(file));
  write_new(folder, files);
  std::cout << "next: cardrt check " << shell_word(folder.string()) << " && cardrt test "
            << shell_word((folder / "tests").string()) << "\n";
  return 0;
}

int new_variant(const NewArgs& args) {
  check_name(args.name, "variant");
  // The variant extends the game by its id: from the game's own variants/ folder, or from
  // anywhere when the id is found on the rules path.
  Selection selection;
  selection.game = args.game;
  selection.search_dirs = args.rules_dirs;
  const auto spec = make_spec(selection);
  const std::string& id = spec->layout->id;
  const fs::path folder = spec->layout->folder;
  std::error_code ec;
  const bool in_variants = folder.filename() == id && fs::weakly_canonical(args.dir, ec) == folder / "variants";
  if (!in_variants && find_game(id, search_path(args.rules_dirs)).empty())
    throw Error("'" + args.game + "' is not found by its id '" + id +
                "': write the variant into its variants/ folder, or name the folder that holds the game with "
                "--rules DIR");
  write_new(args.dir, {{args.name + ".yaml", fill(kVariantYaml, args.name, id)},
                       {args.name + ".lua", fill(kVariantRules, args.name, id)},
                       {args.name + "_test.lua", fill(kVariantTest, args.name, id)}});
  // The folder may hold other work: editor files already there stay as they are.
  const fs::path dir(args.dir);
  std::vector<std::pair<std::string, std::string>> missing;
  for (auto& file : editor_files())
    if (fs::exists(dir / file.first))
      std::cout << "kept " << (dir / file.first).string() << "\n";
    else
      missing.push_back(std::move(file));
  write_new(dir, missing);
  std::cout << "next: cardrt check " << shell_word((dir / (args.name + ".yaml")).string()) << " && cardrt test "
            << shell_word((dir / (args.name + "_test.lua")).string()) << "\n";
  return 0;
}

}  // namespace

void add_new_commands(CLI::App& app, Command& chosen) {
  CLI::App* cmd = app.add_subcommand("new", "Write a working skeleton: a new game, or a house rule of one");
  cmd->require_subcommand(1);

  auto game = std::make_shared<NewArgs>();
  CLI::App* new_game_cmd =
      cmd->add_subcommand("game", "A game folder NAME: game.yaml, rules.lua, README.md and tests/ that pass at once");
  new_game_cmd->add_option("NAME", game->name, "The game's id and folder name")->required();
  new_game_cmd->add_option("--dir", game->dir, "Where to make the folder")->type_name("DIR")->capture_default_str();
  new_game_cmd->callback([&chosen, game] { chosen = [game] { return new_game(*game); }; });

  auto variant = std::make_shared<NewArgs>();
  CLI::App* new_variant_cmd = cmd->add_subcommand(
      "variant", "A house rule NAME of GAME: NAME.yaml, NAME.lua wrapping a hook, NAME_test.lua that passes at once");
  new_variant_cmd->add_option("GAME", variant->game, "The game it extends (a name or ruleset folder)")->required();
  new_variant_cmd->add_option("NAME", variant->name, "The variant's id and file name")->required();
  new_variant_cmd->add_option("--dir", variant->dir, "Where to write the files")
      ->type_name("DIR")
      ->capture_default_str();
  add_rules_dirs_option(*new_variant_cmd, variant->rules_dirs);
  new_variant_cmd->callback([&chosen, variant] { chosen = [variant] { return new_variant(*variant); }; });
}

}  // namespace cardrt::cli
