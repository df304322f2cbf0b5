// The replay page: a record replayed into one step per position (as the chosen perspective sees
// it, each step holding only what changed), the layout the page draws the table from, and the
// page itself around web/replay.js.
#include "replay_page.hpp"

#include "cardrt/error.hpp"
#include "cardrt/record.hpp"
#include "html.hpp"
#include "texts.hpp"
#include "web_assets.hpp"

namespace cardrt::cli {

namespace {

const char* visibility_name(Visibility visibility) {
  switch (visibility) {
    case Visibility::Public: return "public";
    case Visibility::Owner: return "owner";
    case Visibility::Top: return "top";
    case Visibility::Hidden: return "hidden";
    case Visibility::Pile: return "pile";
  }
  return "hidden";
}

}  // namespace

Json board_layout(const Match& match) {
  const GameSpec& spec = match.spec();
  const Layout& layout = *spec.layout;
  // Rows are drawn, under their suits, even while empty.
  const std::vector<bool> row = layout.row_zones();
  Json zones = Json::array();
  for (const ZoneDef& z : layout.zones)
    zones.push_back(Json{{"name", z.name},
                         {"label", z.shown_name()},
                         {"row", bool(row[std::size_t(&z - layout.zones.data())])},
                         {"owner", owner_name(z.owner)},
                         {"visibility", visibility_name(z.visibility)},
                         {"doc", z.doc},
                         {"sort_by_rank", z.sort_by_rank}});
  Json slots = Json::array();
  const int score_slot = match.state().score_slot;
  for (std::size_t d = 0; d < layout.slots.size(); ++d) {
    const SlotDef& def = layout.slots[d];
    if (!def.shown(spec.options) || def.visibility == Visibility::Hidden || int(d) == score_slot) continue;
    slots.push_back(Json{{"name", def.name},
                         {"label", def.label.empty() ? def.name : def.label},
                         {"per", owner_name(def.per)},
                         {"seat_valued", def.type == SlotType::Seat}});
  }
  Json tricks = Json::array();
  for (const MechanicDef& m : layout.mechanics)
    if (const std::optional<TrickPiles> piles = m.unit->trick_piles())
      tricks.push_back(Json{{"name", m.name},
                            {"trick", layout.zones[std::size_t(piles->trick)].name},
                            {"won", layout.zones[std::size_t(piles->won)].name}});
  return Json{{"name", layout.name},
              {"id", layout.id},
              {"rank_order", layout.rank_order.text()},
              {"players", spec.players},
              {"teams", spec.teams},
              {"zones", zones},
              {"slots", slots},
              {"score", score_slot < 0 ? Json(nullptr) : Json(layout.slots[std::size_t(score_slot)].name)},
              {"won", layout.won_slot < 0 ? Json(nullptr) : Json(layout.slots[std::size_t(layout.won_slot)].name)},
              {"tricks", tricks}};
}

namespace {

// The position as the perspective sees it. Every seat: the public view with each seat's own
// zones, counters and vars (and its side's) as that seat sees them.
Json seen_view(const Match& match, Perspective perspective) {
  if (perspective.seat != Perspective::kEverySeat) return match.view(perspective.seat);
  const GameSpec& spec = match.spec();
  Json merged = match.view(0);
  for (int seat = 1; seat <= spec.players; ++seat) {
    const Json own = match.view(seat);
    auto take = [&](const char* group, const std::string& name, Owner owner) {
      if (owner == Owner::Table || !own[group].contains(name)) return;
      const std::size_t index = std::size_t(spec.owner_index(owner, seat));
      merged[group][name][index] = own[group][name][index];
    };
    for (const ZoneDef& z : spec.layout->zones) take("zones", z.name, z.owner);
    for (const SlotDef& s : spec.layout->slots) take("counters", s.name, s.per);
  }
  return merged;
}

// The parts of a step's view kept whole when they change; zones and counters change name by name.
constexpr const char* kWholeParts[] = {"deal", "dealer",    "to_move", "deal_over",
                                       "over", "direction", "scores",  "tricks"};

// One step: what led to it (a move and its seat, or a new deal), and what differs from `before`.
Json step_json(const Json& view, const Json& before, const std::string& move, int seat, int moves_played,
               std::vector<std::string> messages) {
  Json step{{"moves", moves_played}};
  if (!move.empty()) {
    step["move"] = move;
    step["seat"] = seat;
  }
  for (const char* part : kWholeParts)
    if (view.contains(part) && (before.is_null() || !before.contains(part) || before.at(part) != view.at(part)))
      step[part] = view.at(part);
  for (const char* group : {"zones", "counters"}) {
    Json changed = Json::object();
    for (const auto& [name, value] : view.at(group).items())
      if (before.is_null() || !before.at(group).contains(name) || before.at(group).at(name) != value)
        changed[name] = value;
    if (!changed.empty()) step[group] = changed;
  }
  if (!messages.empty()) step["log"] = messages;
  return step;
}

std::string perspective_text(Perspective perspective) {
  if (perspective.seat == Perspective::kEverySeat) return "each hand face up";
  if (perspective.seat == 0) return "as the table sees it: no hand face up";
  return "as seat " + std::to_string(perspective.seat) + " sees it";
}

}  // namespace

std::string replay_page(const Json& record, const RulesLoader& loader, const std::vector<std::string>& search_dirs,
                        Perspective perspective, const std::string& beside) {
  const JsonField file(record, "not a cardrt record");
  Match match = start_match(file, loader, search_dirs, beside);
  if (perspective.seat != Perspective::kEverySeat && (perspective.seat < 0 || perspective.seat > match.spec().players))
    throw Error("--seat " + std::to_string(perspective.seat) + ": give a seat from 1 to " +
                std::to_string(match.spec().players) + ", 0 for no hand face up, or all");
  const JsonField moves = file["moves"];
  std::vector<std::string> texts(moves.array());
  for (std::size_t i = 0; i < texts.size(); ++i) texts[i] = moves[i].string();

  Json steps = Json::array();
  Json before;
  std::size_t messages_taken = 0;
  auto add_step = [&](const std::string& move, int seat) {
    std::vector<std::string> messages;
    for (; messages_taken < match.log().size(); ++messages_taken) messages.push_back(match.log()[messages_taken].text);
    Json view = seen_view(match, perspective);
    steps.push_back(step_json(view, before, move, seat, match.moves_played(), std::move(messages)));
    before = std::move(view);
  };
  add_step("", 0);
  std::vector<Intervention> interventions;
  if (auto made = file.optional("interventions")) interventions = read_interventions(*made);
  for (std::size_t i = 0; i < texts.size(); ++i) {
    try {
      // A test's intervention may have been made once the next hand was dealt.
      const int deal = match.deal_number();
      match.replay_interventions(interventions, int(i));
      if (match.deal_over() && !match.over()) match.next_deal();
      if (match.deal_number() != deal) add_step("", 0);
      const int seat = match.to_move();
      match.play(texts[i]);
      add_step(texts[i], seat);
    } catch (const Error& e) {
      throw Error("move " + std::to_string(i + 1) + " '" + texts[i] + "': " + e.what());
    }
  }

  const GameSpec& spec = match.spec();
  const std::string title = spec.layout->name + " replay";
  const std::string subtitle =
      spec_text(spec) + ", seed " + std::to_string(match.setup().seed) + "; " + perspective_text(perspective);
  Json data{{"layout", board_layout(match)}, {"steps", steps}, {"moves", texts.size()}};
  std::string page = page_head(title);
  page += "<body class=\"replay\">\n<header><h1>" + html_escape(title) + "</h1><p class=\"sub\">" +
          html_escape(subtitle) + "</p></header>\n";
  page += R"HTML(<nav id="controls" aria-label="steps">
<button id="first" title="first position (Home)">|&#x25C0;</button>
<button id="prev-deal" title="previous deal (Page Up)">&#x25C0;&#x25C0;</button>
<button id="prev" title="previous move (Left)">&#x25C0;</button>
<input id="slider" type="range" min="0" value="0" aria-label="step">
<button id="next" title="next move (Right)">&#x25B6;</button>
<button id="next-deal" title="next deal (Page Down)">&#x25B6;&#x25B6;</button>
<button id="last" title="last position (End)">&#x25B6;|</button>
<span id="where"></span>
</nav>
<section id="now"><p id="move"></p><ul id="messages"></ul></section>
<main id="board"></main>
<noscript><p>The replay needs JavaScript to step through the match.</p></noscript>
)HTML";
  page += "<script type=\"application/json\" id=\"replay-data\">" + script_json(data) + "</script>\n";
  page += "<script>" + std::string(web::board_js) + std::string(web::replay_js) + "</script>\n</body>\n</html>\n";
  return page;
}

}  // namespace cardrt::cli
