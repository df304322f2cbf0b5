// The table of any game drawn from its layout, for the replay page and the live table page: the
// table's zones and tricks, each seat's zones (its own cards sorted, the others' as counts),
// teams, counters and scores. Every text goes in as text (textContent), never as markup.
"use strict";
window.cardrtBoard = function (layout) {
  const SUITS = { C: "\u2663", D: "\u2666", H: "\u2665", S: "\u2660" };

  function el(tag, attrs, children) {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attrs || {})) {
      if (key === "text") node.textContent = value;
      else if (key === "class") node.className = value;
      else node.setAttribute(key, value);
    }
    for (const child of children || []) if (child) node.appendChild(child);
    return node;
  }

  function card(name, by) {
    const suit = name.length === 2 ? SUITS[name[1]] : undefined;
    const rank = name[0] === "T" ? "10" : name[0];
    const node = el("span", {
      class: "card" + (suit && (name[1] === "D" || name[1] === "H") ? " red" : ""),
      "data-card": name,
      text: name === "JK" ? "Joker" : suit ? rank + suit : name,
    });
    if (by) node.appendChild(el("span", { class: "by", text: "seat " + by }));
    return node;
  }

  function faceDown(entry) {
    const parts = [el("span", { class: "facedown", text: entry.count + (entry.count === 1 ? " card" : " cards") })];
    if (entry.top) parts.push(el("span", { class: "zone-name", text: "top" }), card(entry.top));
    return parts;
  }

  // A seat's own cards in the order the play screen sorts a hand: by suit then rank, or by rank
  // where the layout says `sort: rank`; ranks in the game's rank order (its layout's rank_order,
  // lowest first); under
  // declared trumps (the position's tricks' `trumps`, strongest first), the trumps last.
  const SUIT_ORDER = "CDHS";
  let trumps = [];
  function sortKey(name, byRank) {
    const trump = trumps.indexOf(name);
    if (trump >= 0) return 10000 - trump;
    if (name === "JK") return 1000;
    const place = layout.rank_order.replaceAll(" ", "").indexOf(name[0]);
    const suit = SUIT_ORDER.indexOf(name[1]);
    return byRank ? place * 8 + suit : suit * 16 + place;
  }
  function sorted(cards, byRank) {
    return cards.slice().sort((a, b) => sortKey(a, byRank) - sortKey(b, byRank));
  }

  // A patience pile fanned: a back for each face-down card, the face-up cards over them.
  function fanned(entry) {
    const backs = Array.from({ length: entry.face_down }, () => el("span", { class: "card back", text: "\u00a0" }));
    return [el("span", { class: "fan", "data-face-down": entry.face_down }, backs.concat(entry.cards.map((c) => card(c))))];
  }

  // One zone of one owner: its cards face up (a seat's own sorted), or its count (and top card)
  // face down.
  // Laid melds (rummy) show as laid: each meld its own group, in meld order.
  function zone(def, entry, label) {
    const names = entry.cards && def.owner === "seat" && def.visibility === "owner"
      ? sorted(entry.cards, def.sort_by_rank) : entry.cards;
    const cards = entry.melds
      ? entry.melds.map((meld) => el("span", { class: "meld" }, meld.map((c) => card(c))))
      : "face_down" in entry && entry.count > 0 ? fanned(entry)
      : names ? names.map((c) => card(c)) : faceDown(entry);
    if (entry.cards && entry.cards.length === 0) cards.push(el("span", { class: "zone-name", text: "empty" }));
    return el("div", { class: "zone", "data-zone": def.name, "data-count": entry.count, title: def.doc || "" },
      [el("span", { class: "zone-name", text: label || def.label })].concat(cards));
  }

  function seatText(value) { return value === null || value === undefined ? "-" : "seat " + value; }
  function valueText(slot, value) {
    if (value === null || value === undefined) return "-";
    if (slot.seat_valued) return seatText(value);
    if (Array.isArray(value)) return value.length ? value.join("+") : "-";
    return String(value);
  }

  // The counters and vars of one owner kind: for the table, or index `i` of the seats' or teams'.
  function counters(position, per, i) {
    const items = [];
    for (const slot of layout.slots) {
      if (slot.per !== per || !(slot.name in position.counters)) continue;
      const value = per === "table" ? position.counters[slot.name] : position.counters[slot.name][i];
      items.push(slot.label + ": " + valueText(slot, value));
    }
    return items.length ? el("p", { class: "counters", text: items.join(" \u00b7 ") }) : null;
  }

  function tricks(position) {
    const parts = [];
    for (const mechanic of layout.tricks) {
      const t = position.tricks && position.tricks[mechanic.name];
      if (!t || (!t.current.length && !t.last)) continue;  // no trick played yet this deal
      parts.push(el("div", { class: "zone trick", "data-trick": "current" },
        [el("span", { class: "zone-name", text: "trick" })].concat(t.current.map((c) => card(c.card, c.seat)))));
      if (t.last) {
        parts.push(el("div", { class: "zone trick", "data-trick": "last", "data-winner": t.last.winner },
          [el("span", { class: "zone-name", text: "last trick, taken by seat " + t.last.winner })]
            .concat(t.last.cards.map((c) => card(c.card, c.seat)))));
      }
    }
    return parts;
  }

  // A tricks mechanic's zones are drawn trick by trick, and the won piles as tricks taken.
  const trickZones = new Set(layout.tricks.map((t) => t.trick));
  const wonZones = new Set(layout.tricks.map((t) => t.won));

  // Draws position `p` (a view, as Match::view gives it) into `board`; `badgesOf(seat)` adds
  // words to a seat's heading (who plays it).
  function draw(board, p, badgesOf) {
    trumps = [];
    for (const shown of Object.values(p.tricks || {})) trumps = trumps.concat(shown.trumps || []);
    board.replaceChildren();

    const table = el("section", { class: "panel table-panel", id: "table" }, [el("h2", { text: "Table" })]);
    for (const def of layout.zones) {
      if (def.owner !== "table" || trickZones.has(def.name)) continue;
      const entry = p.zones[def.name];
      if (entry.count === 0 && !def.row) continue;
      table.appendChild(zone(def, entry));
    }
    for (const part of tricks(p)) table.appendChild(part);
    const tableCounters = counters(p, "table", 0);
    if (tableCounters) table.appendChild(tableCounters);
    board.appendChild(table);

    for (let seat = 1; seat <= layout.players; seat++) {
      const badges = [];
      if (p.dealer === seat) badges.push(el("span", { class: "badge", text: "dealer" }));
      if (p.to_move === seat) badges.push(el("span", { class: "badge", text: "to move" }));
      if ((p.sitting_out || []).includes(seat)) badges.push(el("span", { class: "badge", text: "sits out" }));
      for (const word of badgesOf ? badgesOf(seat) : []) badges.push(el("span", { class: "badge", text: word }));
      const panel = el("section", { class: "panel seat" + (p.to_move === seat ? " to-move" : ""), "data-seat": seat },
        [el("h3", { text: "Seat " + seat }, badges)]);
      for (const def of layout.zones) {
        if (def.owner !== "seat") continue;
        const entry = p.zones[def.name][seat - 1];
        if (wonZones.has(def.name)) {
          const mechanic = layout.tricks.find((t) => t.won === def.name);
          const shown = p.tricks && p.tricks[mechanic.name];
          const taken = shown ? shown.taken[seat - 1] : entry.count / layout.players;
          panel.appendChild(el("div", { class: "zone", "data-zone": def.name, "data-count": entry.count },
            [el("span", { class: "zone-name", text: "tricks taken" }), document.createTextNode(String(taken))]));
        } else {
          panel.appendChild(zone(def, entry));
        }
      }
      const own = counters(p, "seat", seat - 1);
      if (own) panel.appendChild(own);
      board.appendChild(panel);
    }

    layout.teams.forEach((team, t) => {
      const zones = layout.zones.filter((def) => def.owner === "team" && p.zones[def.name][t].count > 0);
      const teamCounters = counters(p, "team", t);
      if (!zones.length && !teamCounters) return;
      const label = (team.length > 1 ? "Team " : "Seat ") + team.join("+");
      const panel = el("section", { class: "panel team", "data-team": t + 1 }, [el("h3", { text: label })]);
      for (const def of zones) panel.appendChild(zone(def, p.zones[def.name][t]));
      if (teamCounters) panel.appendChild(teamCounters);
      board.appendChild(panel);
    });

    const scores = el("table", { id: "scores" }, [el("tr", {}, [el("th", { text: "seat" }),
      el("th", { text: layout.score || "score" })])]);
    p.scores.forEach((s, i) => scores.appendChild(el("tr", { "data-seat": i + 1 },
      [el("td", { text: "seat " + (i + 1) }), el("td", { text: String(s) })])));
    // A game won or lost rather than scored (a patience) has no scores to show.
    if (layout.score || !layout.won) board.appendChild(el("section", { class: "panel" }, [el("h3", { text: "Scores" }), scores]));
  }

  return { el, draw };
};
