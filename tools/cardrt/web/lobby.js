// The lobby of `cardrt serve`: reads what the server offers (/api/catalogue), lets the host choose
// a game or variant file, its variant, the players, who plays each seat and the options, and
// creates the table (POST /api/tables). The server checks the choice as the command line does and
// its message is shown as it is; on success the page lists one link per person and the
// spectators' link.
"use strict";
(function () {
  const $ = (id) => document.getElementById(id);
  let catalogue = null;

  function el(tag, attrs, text) {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attrs || {})) node.setAttribute(key, value);
    if (text !== undefined) node.textContent = text;
    return node;
  }

  // The chosen entry: a game, or a variant file (whose game it extends comes with it).
  function chosen() {
    const [kind, index] = $("game").value.split(":");
    return kind === "file" ? catalogue.variant_files[Number(index)] : catalogue.games[Number(index)];
  }

  // One row per seat: rows are added or taken away as the count changes, the others kept as typed.
  function seatRows() {
    const entry = chosen();
    const players = Math.min(Number($("players").value) || entry.players.default, entry.players.max);
    const box = $("seats");
    const rows = box.querySelectorAll("p");
    for (let seat = rows.length; seat > players; seat--) rows[seat - 1].remove();
    for (let seat = rows.length + 1; seat <= players; seat++) {
      const input = el("input", { name: "seat" + seat, list: "bot-names", "data-seat": seat,
        value: seat <= 2 ? "human" : "greedy" });
      const row = el("p");
      row.append(el("label", {}, "Seat " + seat + " "), input);
      box.appendChild(row);
    }
  }

  function gameChanged() {
    const entry = chosen();
    $("summary").textContent = entry.summary || "";
    const variant = $("variant");
    variant.replaceChildren(el("option", { value: "" }, entry.file ? "(the file's own rules)" : "(none: the game as written)"));
    for (const v of entry.variants || []) variant.appendChild(el("option", { value: v.id }, v.id + ": " + v.summary));
    variant.disabled = !!entry.file;
    const players = $("players");
    players.min = entry.players.min;
    players.max = entry.players.max;
    players.value = entry.players.default;
    const options = $("options");
    options.replaceChildren();
    for (const option of entry.options) {
      const input = el("input", { name: option.name, placeholder: option.default, "data-option": option.name });
      const row = el("p", { title: option.doc });
      row.append(el("label", {}, option.name + " (" + option.kind + ") "), input, el("span", { class: "note" }, " " + option.doc));
      options.appendChild(row);
    }
    seatRows();
  }

  async function create(event) {
    event.preventDefault();
    $("problem").textContent = "";
    const entry = chosen();
    const request = { game: entry.file || entry.id, seats: [...$("seats").querySelectorAll("input")].map((i) => i.value.trim()) };
    if ($("variant").value) request.variant = $("variant").value;
    if ($("players").value) request.players = Number($("players").value);
    const options = {};
    for (const input of $("options").querySelectorAll("input")) if (input.value.trim()) options[input.dataset.option] = input.value.trim();
    request.options = options;
    const response = await fetch("/api/tables", { method: "POST", headers: { "Content-Type": "application/json" },
      body: JSON.stringify(request) });
    const answer = await response.json();
    if (!response.ok) {
      $("problem").textContent = answer.error;
      return;
    }
    const links = $("links");
    links.replaceChildren();
    const item = (label, path) => {
      const li = el("li", {}, label + ": ");
      li.appendChild(el("a", { href: path, target: "_blank", "data-link": label }, location.origin + path));
      links.appendChild(li);
    };
    for (const seat of answer.seats) item("seat " + seat.seat, seat.link);
    item("spectators", answer.spectators);
    $("created").hidden = false;
  }

  async function start() {
    catalogue = await (await fetch("/api/catalogue")).json();
    const game = $("game");
    catalogue.games.forEach((g, i) => game.appendChild(el("option", { value: "game:" + i }, g.name + " (" + g.id + ")")));
    catalogue.variant_files.forEach((f, i) =>
      game.appendChild(el("option", { value: "file:" + i }, f.file + " (a variant of " + f.game + ")")));
    for (const bot of ["human"].concat(catalogue.bots)) $("bot-names").appendChild(el("option", { value: bot }));
    game.addEventListener("change", gameChanged);
    $("players").addEventListener("input", seatRows);
    $("setup").addEventListener("submit", create);
    gameChanged();
  }
  start();
})();
