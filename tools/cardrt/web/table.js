// The live table page (`cardrt serve`): opens the table's WebSocket, draws every view the server
// sends with the board script, and turns clicks into moves: cards clicked are chosen, and once
// they are exactly the cards of the one legal move that uses them all, it is played (one click
// for a card with one move); until then the moves that use them all are offered as buttons. A
// move without cards (pass, draw, a bid) is a button. The server checks every move; its refusal, with
// the rules' reason, is shown. A lost connection is opened again, and the seat resumes.
"use strict";
(function () {
  const token = location.pathname.split("/").pop();
  const layout = JSON.parse(document.getElementById("layout").textContent);
  const { el, draw: drawBoard } = window.cardrtBoard(layout);
  const CARD = /^(?:[2-9TJQKA][CDHS]|JK)$/;
  const MOST_BUTTONS = 40;
  let socket = null;
  let view = null;
  let problem = "";
  let selected = [];  // the card elements chosen, in the order chosen

  const cardsOf = (move) => move.split(" ").filter((word) => CARD.test(word));
  // Whether `move` uses every selected card (a card chosen twice must be in it twice).
  function usesAll(move, names) {
    const left = cardsOf(move);
    for (const name of names) {
      const at = left.indexOf(name);
      if (at < 0) return false;
      left.splice(at, 1);
    }
    return true;
  }

  function send(message) {
    problem = "";
    if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  }
  function play(move) {
    selected = [];
    send({ move });
  }

  function seatWords(seat) {
    const who = view.seats[seat - 1];
    const words = [];
    if (seat === view.seat) words.push("you");
    else if (who.person) words.push("person");
    if (!who.person) words.push(who.bot);
    else if (who.played_by_bot) words.push("a bot plays for them");
    return words;
  }

  function turnText() {
    if (view.result) return "The match is over.";
    if (view.deal_over) return "The deal is over; the next one is dealt in a moment.";
    if (view.to_move === null) return "";
    if (view.legal) return "Your turn.";
    const who = view.seats[view.to_move - 1];
    if (!who.person || who.played_by_bot) return "Seat " + view.to_move + " (" + who.bot + ") is thinking\u2026";
    return "Seat " + view.to_move + " to move.";
  }

  // The buttons of the moves: those without cards always, those with cards once cards are chosen
  // (the moves that use them all). Bids and other moves of a word and a number become numbers.
  function moveButtons() {
    const box = document.getElementById("moves");
    box.replaceChildren();
    if (!view.legal) return;
    const names = selected.map((node) => node.dataset.card);
    const offered = view.legal.filter((m) => (names.length ? usesAll(m, names) : cardsOf(m).length === 0));
    const groups = new Map();
    for (const move of offered) {
      const words = move.split(" ");
      const numbered = words.length === 2 && /^\d+$/.test(words[1]);
      const key = numbered ? words[0] : move;
      if (!groups.has(key)) groups.set(key, []);
      groups.get(key).push({ move, label: numbered ? words[1] : move });
    }
    // Many moves (a rummy opening of several melds) are narrowed by choosing more cards.
    const shown = [...groups].slice(0, MOST_BUTTONS);
    for (const [key, moves] of shown) {
      const row = el("div", { class: "move-group" });
      if (moves.length > 1 || moves[0].label !== moves[0].move) row.appendChild(el("span", { class: "zone-name", text: key }));
      for (const { move, label } of moves) {
        const button = el("button", { class: "move", type: "button", "data-move": move, text: label });
        button.addEventListener("click", () => play(move));
        row.appendChild(button);
      }
      box.appendChild(row);
    }
    if (names.length) {
      const clear = el("button", { class: "clear", type: "button", text: "clear the choice" });
      clear.addEventListener("click", () => { selected = []; draw(); });
      box.appendChild(clear);
      if (!offered.length) box.appendChild(el("p", { class: "note", text: "No legal move uses all the chosen cards." }));
      if (groups.size > MOST_BUTTONS)
        box.appendChild(el("p", { class: "note", text: (groups.size - MOST_BUTTONS) + " more moves: choose more cards" }));
    }
  }

  // A card of the seat's own or of the table: what a click on it does on the seat's turn.
  function clicked(node) {
    const name = node.dataset.card;
    const using = view.legal.filter((m) => cardsOf(m).includes(name));
    if (!using.length) {
      // Not part of any legal move: the server gives the rules' reason.
      const verb = (view.legal.find((m) => cardsOf(m).length) || "play").split(" ")[0];
      return play(verb + " " + name);
    }
    if (selected.includes(node)) {
      selected = selected.filter((n) => n !== node);
    } else {
      selected.push(node);
    }
    // The chosen cards are exactly the cards of the one move that uses them all: it is played.
    const names = selected.map((n) => n.dataset.card);
    const fitting = view.legal.filter((m) => usesAll(m, names));
    if (fitting.length === 1 && cardsOf(fitting[0]).length === names.length) return play(fitting[0]);
    draw();
  }

  function makeClickable() {
    if (!view.legal) return;
    const playable = new Set(view.legal.flatMap(cardsOf));
    const chosen = selected.map((node) => node.dataset.key);
    selected = [];
    const own = document.querySelector('.panel.seat[data-seat="' + view.seat + '"]');
    const table = document.getElementById("table");
    let index = 0;
    for (const area of [own, table]) {
      if (!area) continue;
      for (const node of area.querySelectorAll(".card[data-card]")) {
        node.dataset.key = String(index++);
        if (!playable.has(node.dataset.card) && area !== own) continue;
        node.classList.add("clickable");
        if (playable.has(node.dataset.card)) node.classList.add("playable");
        if (chosen.includes(node.dataset.key)) { node.classList.add("selected"); selected.push(node); }
        node.setAttribute("role", "button");
        node.tabIndex = 0;
        node.addEventListener("click", () => clicked(node));
        node.addEventListener("keydown", (event) => {
          if (event.key === "Enter" || event.key === " ") { event.preventDefault(); clicked(node); }
        });
      }
    }
  }

  function seatControls() {
    const box = document.getElementById("seat-controls");
    box.replaceChildren();
    if (view.result) {
      const winners = view.result.winners || [];
      box.appendChild(el("p", { class: "result", id: "result",
        text: winners.length ? "Winners: seat " + winners.join(", seat ") : "The match ended without a winner." }));
      box.appendChild(el("a", { href: "/record/" + token, download: layout.id + "-record.json", id: "record",
        text: "Download the record (open it with cardrt replay --html)" }));
      return;
    }
    if (view.seat === 0) return;
    const byBot = view.seats[view.seat - 1].played_by_bot;
    const button = el("button", { type: "button", id: "hand-to-bot",
      text: byBot ? "Take my seat back" : "Let a bot play for me" });
    button.addEventListener("click", () => send({ bot: !byBot }));
    box.appendChild(button);
  }

  function draw() {
    document.getElementById("status").textContent =
      (view.seat === 0 ? "watching" : "seat " + view.seat) + " \u00b7 deal " + view.deal +
      (socket && socket.readyState === WebSocket.OPEN ? "" : " \u00b7 reconnecting");
    document.getElementById("turn").textContent = turnText();
    document.getElementById("problem").textContent = problem;
    const board = document.getElementById("board");
    drawBoard(board, view, seatWords);
    document.body.dataset.version = view.version;
    document.body.classList.toggle("my-turn", !!view.legal);
    const own = board.querySelector('.panel.seat[data-seat="' + view.seat + '"]');
    if (own) own.classList.add("mine");
    makeClickable();
    moveButtons();
    // The latest of the rules' messages: what just happened.
    const recent = (view.log || []).slice(-3);
    document.getElementById("messages").replaceChildren(...recent.map((entry) => el("li", { text: entry.text })));
    seatControls();
  }

  function connect() {
    const scheme = location.protocol === "https:" ? "wss://" : "ws://";
    socket = new WebSocket(scheme + location.host + "/ws/" + token);
    socket.onmessage = (event) => {
      const message = JSON.parse(event.data);
      if (message.view) {
        if (!view || message.view.version !== view.version) selected = [];
        view = message.view;
      } else if (message.error) {
        problem = message.error;
      }
      if (view) draw();
    };
    let opened = false;
    socket.onopen = () => { opened = true; };
    socket.onclose = async (event) => {
      const status = document.getElementById("status");
      if (event.code === 1008) {  // the server refused the token: no seat to come back to
        status.textContent = event.reason || "no such table";
        return;
      }
      if (view) draw();
      // Refused before it opened: a server that has let the table go says so for the page too,
      // and then there is nothing to come back to. A server that is down is tried again.
      if (!opened) {
        try {
          if ((await fetch(location.pathname, { cache: "no-store" })).status === 404) {
            status.textContent = "This table is not on the server: the match is over, or the link is wrong.";
            return;
          }
        } catch (error) {
          // no answer at all: the server is restarting
        }
      }
      setTimeout(connect, 1500);
    };
  }
  connect();
})();
