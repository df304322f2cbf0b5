// The pages of `cardrt serve` (live_pages.hpp).
#include "live_pages.hpp"

#include "html.hpp"
#include "replay_page.hpp"
#include "web_assets.hpp"

namespace cardrt::cli {

std::string lobby_page() {
  std::string page = page_head("cardrt: set up a table");
  page += R"HTML(<body class="lobby">
<header><h1>Set up a table</h1>
<p class="sub">Choose a game, who plays each seat, and share each person's link with them.</p></header>
<form id="setup" autocomplete="off">
<p><label>Game <select id="game" name="game"></select></label></p>
<p id="summary" class="note"></p>
<p><label>Variant <select id="variant" name="variant"></select></label></p>
<p><label>Players <input id="players" name="players" type="number" inputmode="numeric"></label></p>
<fieldset id="seats"><legend>Seats: a person, or a bot (and its options, as ismcts:iterations=300)</legend></fieldset>
<details id="options-box"><summary>Options</summary><div id="options"></div></details>
<p><button id="create" type="submit">Create the table</button></p>
<p id="problem" role="alert" class="problem"></p>
</form>
<section id="created" hidden><h2>Your table</h2>
<p>Send each person their own link: it opens their seat and only theirs.</p><ul id="links"></ul></section>
<datalist id="bot-names"></datalist>
<noscript><p>The lobby needs JavaScript.</p></noscript>
)HTML";
  page += "<script>" + std::string(web::lobby_js) + "</script>\n</body>\n</html>\n";
  return page;
}

std::string table_page(const Match& match) {
  const std::string title = match.spec().layout->name;
  std::string page = page_head(title + " at cardrt");
  page += "<body class=\"live\">\n<header><h1>" + html_escape(title) +
          R"HTML(</h1><p class="sub" id="status">connecting</p></header>
<section id="now" aria-live="polite"><p id="turn"></p><p id="problem" role="alert" class="problem"></p>
<div id="moves"></div><ul id="messages"></ul></section>
<main id="board"></main>
<section id="seat-controls"></section>
<noscript><p>The table needs JavaScript.</p></noscript>
)HTML";
  page += "<script type=\"application/json\" id=\"layout\">" + script_json(board_layout(match)) + "</script>\n";
  page += "<script>" + std::string(web::board_js) + std::string(web::table_js) + "</script>\n</body>\n</html>\n";
  return page;
}

}  // namespace cardrt::cli
