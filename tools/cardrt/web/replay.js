// The replay page's script: rebuilds each position from the steps' changes, draws the table from
// the layout (any game: zones by owner, tricks with who played each card, counters, scores, the
// rules' messages), and steps with the buttons, the slider and the keyboard.
"use strict";
(function () {
  const data = JSON.parse(document.getElementById("replay-data").textContent);
  const layout = data.layout;
  const { el, draw: drawBoard } = window.cardrtBoard(layout);

  // Every position, whole: a step holds only the parts that changed since the one before.
  const positions = [];
  for (const step of data.steps) {
    const before = positions.length ? positions[positions.length - 1] : { zones: {}, counters: {} };
    const now = Object.assign({}, before, step);
    now.zones = Object.assign({}, before.zones, step.zones || {});
    now.counters = Object.assign({}, before.counters, step.counters || {});
    now.log = step.log || [];
    if (!("move" in step)) { delete now.move; delete now.seat; }
    positions.push(now);
  }
  const dealStarts = [];
  positions.forEach((p, i) => { if (i === 0 || p.deal !== positions[i - 1].deal) dealStarts.push(i); });

  function draw(index) {
    const p = positions[index];
    const board = document.getElementById("board");
    drawBoard(board, p);

    const log = el("ol", { id: "log" });
    for (let i = 0; i <= index; i++)
      for (const text of positions[i].log) log.appendChild(el("li", { class: i === index ? "current" : "", text }));
    if (log.children.length) board.appendChild(el("section", { class: "panel" }, [el("h3", { text: "Messages" }), log]));

    const what = p.move !== undefined ? "seat " + p.seat + ": " + p.move
      : index === 0 ? "Deal " + p.deal + " dealt; the match begins" : "Deal " + p.deal + " dealt";
    document.getElementById("move").textContent = what;
    const messages = document.getElementById("messages");
    messages.replaceChildren(...p.log.map((text) => el("li", { text })));
    document.getElementById("where").textContent = "deal " + p.deal + " \u00b7 move " + p.moves + " of " + data.moves +
      (p.direction === "right" ? " \u00b7 play goes to the right" : "") +
      (p.over ? " \u00b7 match over" + (layout.won ? (p.counters[layout.won] ? ": won" : ": lost") : "")
        : p.deal_over ? " \u00b7 deal over" : "");
    document.getElementById("slider").value = index;
    document.body.dataset.step = index;
    document.body.dataset.moves = p.moves;
  }

  let current = 0;
  function go(index) {
    current = Math.max(0, Math.min(positions.length - 1, index));
    draw(current);
    history.replaceState(null, "", "#step=" + current);
  }
  // The step where the deal after (or before) the current one begins.
  function dealJump(direction) {
    if (direction > 0) return dealStarts.find((s) => s > current) ?? positions.length - 1;
    const earlier = dealStarts.filter((s) => s < current);
    return earlier.length ? earlier[earlier.length - 1] : 0;
  }

  const slider = document.getElementById("slider");
  slider.max = positions.length - 1;
  slider.addEventListener("input", () => go(Number(slider.value)));
  const buttons = { first: () => 0, "prev-deal": () => dealJump(-1), prev: () => current - 1, next: () => current + 1,
    "next-deal": () => dealJump(1), last: () => positions.length - 1 };
  for (const [id, target] of Object.entries(buttons))
    document.getElementById(id).addEventListener("click", () => go(target()));
  const keys = { ArrowLeft: buttons.prev, ArrowRight: buttons.next, PageUp: buttons["prev-deal"],
    PageDown: buttons["next-deal"], Home: buttons.first, End: buttons.last };
  document.addEventListener("keydown", (event) => {
    if (!(event.key in keys) || event.target === slider) return;
    event.preventDefault();
    go(keys[event.key]());
  });

  // #step=N opens at step N; #press=KEY,KEY,... presses those keys once the page is drawn (how
  // the browser tests drive the keyboard).
  const hash = new URLSearchParams(location.hash.slice(1));
  go(Number(hash.get("step")) || 0);
  for (const key of (hash.get("press") || "").split(",").filter(Boolean))
    document.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true }));
})();
