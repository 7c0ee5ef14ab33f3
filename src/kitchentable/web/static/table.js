// The web table: draws what the server sends this viewer and sends back the option a player clicks.
// The server decides everything; this page never judges legality. No build step, no library.
"use strict";

const $ = (sel) => document.querySelector(sel);
const path = location.pathname.split("/");
const REPLAY = path[1] === "r";
const TID = path[2];
const params = new URLSearchParams(location.search);
const TOKEN_KEY = `kitchentable-token-${TID}`;
let token = params.get("token") || localStorage.getItem(TOKEN_KEY) || "";
if (params.get("token")) localStorage.setItem(TOKEN_KEY, token);

const S = window.KT = { msg: null, cards: {}, log: [], socket: null, retry: 0, byKey: new Map(), loose: [], focus: -1,
            seenCalls: new Set(), overShown: "", handoverShown: -1, clockAt: 0, replay: { game: 0, step: -1, viewer: -1 },
            lastVersion: -1 };

// --- small helpers ----------------------------------------------------------------------------------------------

function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === "class") node.className = v;
    else if (k.startsWith("on") && typeof v === "function") node.addEventListener(k.slice(2), v);
    else if (k === "dataset") Object.assign(node.dataset, v);
    else if (v !== false && v !== null && v !== undefined) node.setAttribute(k, v === true ? "" : v);
  }
  for (const c of children.flat()) if (c !== null && c !== undefined && c !== false)
    node.append(c instanceof Node ? c : document.createTextNode(String(c)));
  return node;
}

const RULE_RE = /\b(ICR \d{3}(?:\.\d+)?|R-[A-Z]{1,2}-\d+)\b|\((?:rule |see rule )?(\d{3}(?:\.\d+[a-z]?)?(?:-[a-z])?)(?:[;,)][^)]*)?\)|\brule (\d{3}(?:\.\d+[a-z]?)?)/g;

// replaceChildren that accepts arrays and skips empty values, like el().
function fill(node, ...children) {
  node.replaceChildren(...children.flat(Infinity).filter((c) => c !== null && c !== undefined && c !== false && c !== ""));
  return node;
}

function ruleButton(ref) {
  return el("button", { class: "rule", type: "button", dataset: { rule: ref }, title: `Read rule ${ref}` }, ref);
}

// Text with every rule reference ("(601.2c)", "ICR 200.1", "R-CA-2") as a button that opens the rule.
function withRules(text) {
  const out = [];
  let last = 0;
  for (const m of String(text).matchAll(RULE_RE)) {
    const ref = m[1] || m[2] || m[3];
    const at = m.index + m[0].indexOf(ref);
    out.push(text.slice(last, at), ruleButton(ref));
    last = at + ref.length;
  }
  out.push(text.slice(last));
  return out;
}

function manaSymbols(cost) {
  if (!cost) return [];
  return [...String(cost).matchAll(/\{([^}]+)\}/g)].map((m) =>
    el("span", { class: `mana m${m[1].length === 1 ? m[1] : ""}` }, m[1]));
}

function name(seat) {
  const s = S.msg?.table?.seats?.[seat];
  return s ? s.name : `Player ${seat + 1}`;
}

function send(data) {
  if (S.socket && S.socket.readyState === WebSocket.OPEN) S.socket.send(JSON.stringify(data));
}

function act(i) {
  closeMenu();
  send({ type: "act", i, version: S.msg.version });
}

function attempt(action) {
  closeMenu();
  send({ type: "act", action });
}

// --- connection -------------------------------------------------------------------------------------------------

function connect() {
  const proto = location.protocol === "https:" ? "wss" : "ws";
  const url = `${proto}://${location.host}/ws/${TID}${token && !REPLAY ? `?token=${encodeURIComponent(token)}` : ""}`;
  const socket = new WebSocket(url);
  S.socket = socket;
  socket.onmessage = (event) => receive(JSON.parse(event.data));
  socket.onopen = () => { S.retry = 0; if (REPLAY) seek(); };
  socket.onclose = (event) => {
    if (event.code === 4403) {
      $("#title").textContent = "This link's seat token doesn't open this table.";
      showDialog(el("div", {}, el("h2", {}, "Not your seat"),
        el("p", {}, "The token in this link doesn't belong to this table. Ask for your own link, or watch the table."),
        el("button", { class: "primary", onclick: () => { localStorage.removeItem(TOKEN_KEY); location.href = `/t/${TID}`; } },
          "Watch instead")));
      return;
    }
    if (event.code === 4404) { $("#title").textContent = "No such table on this server."; return; }
    S.retry = Math.min(S.retry + 1, 8);
    $("#title").textContent = "Connection lost: reconnecting…";
    setTimeout(connect, 400 * S.retry);
  };
}

function receive(msg) {
  if (msg.type === "refused") { refused(msg); return; }
  if (msg.type !== "state") return;
  Object.assign(S.cards, msg.cards || {});
  if (msg.log_reset) { S.log = []; fill($("#log"), ); }
  S.log.push(...msg.log);
  S.msg = msg;
  render(msg.log, msg.log_reset);
}

// --- rendering --------------------------------------------------------------------------------------------------

function render(newLines, reset) {
  const { board, table, decision } = S.msg;
  S.byKey = new Map();
  S.loose = [];
  if (decision && decision.yours) {
    for (const o of decision.options) {
      if (o.key && o.on_board) {
        if (!S.byKey.has(o.key)) S.byKey.set(o.key, []);
        S.byKey.get(o.key).push(o);
      } else S.loose.push(o);
    }
  }
  renderTitle(board, table, decision);
  renderAreas(board, table);
  renderMiddle(board, table);
  renderPrompt(decision, table);
  appendLog(newLines, reset);
  renderJudge(table);
  renderMatch(table);
  renderBar(table);
  markOptions();
  renderReplay(table);
  announce(table, decision);
  if (S.lastVersion < 0) $("#board").scrollTop = $("#board").scrollHeight;  // your own seat is at the bottom
  S.lastVersion = S.msg.version;
  document.body.dataset.version = S.msg.version;
  document.body.dataset.decision = decision ? `${decision.yours ? "mine" : "theirs"}:${decision.kind}` : "none";
}

function renderTitle(board, table, decision) {
  const turn = board.turn ? `turn ${board.turn} · ${board.step_name} · ${name(board.active)}'s turn` : "before the game";
  let who = "";
  if (board.over) who = " · game over";
  else if (decision && !decision.yours) who = ` · ${decision.waiting}`;
  else if (decision) who = " · your decision";
  const seat = table.viewer >= 0 ? ` · you are ${name(table.viewer)}` : " · watching";
  const narrow = window.innerWidth <= 760;
  $("#title").textContent = narrow
    ? `${table.label} · T${board.turn} ${board.step_name} · ${name(board.active)}${who.replace(" · ", " · ")}`
    : `${table.label} · ${turn}${who}${seat}`;
  document.title = `${decision && decision.yours ? "● " : ""}kitchentable · ${table.label}`;
}

function cardInfo(c) {
  return (c && c.name && S.cards[c.name]) || null;
}

function colorClass(info) {
  if (!info) return "";
  const colors = info.colors || "";
  return colors.length === 1 ? colors : colors.length > 1 ? "M" : "";
}

function cardEl(c, extra = {}) {
  if (!c || (!c.name && c.face_down)) {
    return el("div", { class: `card back ${c && c.tapped ? "tapped" : ""}`, dataset: c && c.id ? { key: `o${c.id}`, id: c.id } : {},
      title: "A face-down card" }, el("div", { class: "cname" }, c && c.id ? "face down" : ""));
  }
  const info = cardInfo(c);
  const classes = ["card", colorClass(info)];
  if (c.tapped) classes.push("tapped");
  if (c.attacking) classes.push("attacking");
  if (c.blocking && c.blocking.length) classes.push("blocking");
  if (c.token) classes.push("token");
  if (c.sick) classes.push("sick");
  if (extra.small) classes.push("small");
  const badges = [];
  for (const [k, v] of Object.entries(c.counters || {})) if (v) badges.push(el("span", {}, `${k}×${v}`));
  if (c.damage) badges.push(el("span", {}, `${c.damage} dmg`));
  if (c.attacking) badges.push(el("span", {}, "attacking"));
  if (c.face_down && c.name) badges.push(el("span", {}, "face down"));
  const pt = c.power !== undefined && c.power !== null ? `${c.power}/${c.toughness}` : info && info.pt && !("power" in c) ? info.pt : "";
  const node = el("div", { class: classes.join(" "), dataset: { name: c.name, ...(c.id ? { key: `o${c.id}`, id: c.id } : {}) },
    tabindex: "-1", title: c.name },
    el("div", { class: "cname" }, c.name),
    el("div", { class: "ccost" }, manaSymbols(info && info.cost)),
    el("div", { class: "ctype" }, info ? info.type : ""),
    pt ? el("div", { class: "cpt" }, pt) : null,
    el("div", { class: "cbadges" }, badges));
  if (extra.hand) node.dataset.hand = "1";
  return node;
}

function count(zone) {
  if (!zone) return 0;
  return Array.isArray(zone) ? zone.length : zone.count || 0;
}

function castleIds(board) {
  const ids = new Set();
  const castles = board.format_view && board.format_view.castles;
  if (!castles) return ids;
  for (const castle of Object.values(castles)) for (const row of castle.rows) for (const cell of row)
    if (cell && cell.id) ids.add(cell.id);
  return ids;
}

function playerPanel(p, board, table) {
  const fv = board.format_view || {};
  const bits = [el("span", { class: "pname" }, p.name, p.seat === table.viewer ? " (you)" : "")];
  bits.push(el("span", { class: "life", title: "Life" }, `♥ ${p.life}`));
  if (p.poison) bits.push(el("span", { class: "stat" }, `☠ ${p.poison} poison`));
  const counterNames = { point: ["points", "Point tokens (ICR 400.6)"], shame: ["shame", "Shame counters (ICR 500.2)"] };
  for (const [k, v] of Object.entries(p.counters || {})) {
    const [label, help] = counterNames[k] || [k, `${k} counters`];
    bits.push(el("span", { class: "stat", title: help }, `${label} ${v}`));
  }
  const pool = Object.entries(p.pool || {}).filter(([, v]) => v);
  if (pool.length) bits.push(el("span", { class: "stat" }, "pool ", pool.map(([k, v]) => manaSymbols(`{${k}}`.repeat(v)))));
  const hand = p.zones.hand;
  bits.push(el("span", { class: "stat" }, `hand ${count(hand)}`));
  if (p.library) bits.push(el("span", { class: "stat" }, `library ${count(p.library)}`));
  if (p.graveyard) bits.push(el("span", { class: "stat" }, el("button", { type: "button", dataset: { zone: `gy:${p.seat}` } },
    `graveyard ${count(p.graveyard)}`)));
  const exiled = (board.exile || []).filter((c) => c.owner === p.seat).length;
  if (exiled) bits.push(el("span", { class: "stat" }, el("button", { type: "button", dataset: { zone: `ex:${p.seat}` } }, `exile ${exiled}`)));
  if (fv.packs) bits.push(el("span", { class: "stat", title: "Cards in this player's pack (R-VX-1)" }, `pack ${fv.packs[p.seat]}`));
  if (p.zones.castle) bits.push(el("span", { class: "stat" }, `reserve ${count(p.zones.reserve)}`));
  if (p.zones.outside && count(p.zones.outside)) bits.push(el("span", { class: "stat" }, `sideboard ${count(p.zones.outside)}`));
  if (board.active === p.seat) bits.push(el("span", { class: "tag active" }, "active"));
  const pending = S.msg.decision;
  if (pending && pending.player === p.seat) bits.push(el("span", { class: "tag priority" },
    pending.kind === "priority" ? "priority" : "deciding"));
  if ((board.winners || []).includes(p.seat) && board.over) bits.push(el("span", { class: "tag priority" }, "winner"));
  else if (!p.in_game) bits.push(el("span", { class: "tag out" }, p.lost ? `out: ${p.reason || "lost"}` : "out"));
  return el("div", { class: "ppanel", dataset: { key: `p${p.seat}` } }, bits);
}

// Rows of one player's permanents: creatures and the rest above, lands below; an Aura or Equipment sits on
// the permanent it is attached to, whoever controls it.
function battlefieldRows(cards, all) {
  const byId = new Map(all.map((c) => [c.id, c]));
  const attachedTo = new Map();
  for (const c of all) {
    if (typeof c.attached_to === "number" && byId.has(c.attached_to)) {
      if (!attachedTo.has(c.attached_to)) attachedTo.set(c.attached_to, []);
      attachedTo.get(c.attached_to).push(c);
    }
  }
  const group = (c) => {
    const extras = attachedTo.get(c.id);
    if (!extras) return cardEl(c);
    return el("div", { class: "host" }, extras.map((a) => cardEl(a)), cardEl(c));
  };
  const roots = cards.filter((c) => !(typeof c.attached_to === "number" && byId.has(c.attached_to)));
  const isLand = (c) => (c.types || []).includes("Land") && !(c.types || []).includes("Creature");
  const lands = roots.filter(isLand);
  const rest = roots.filter((c) => !isLand(c));
  return el("div", { class: "rows" }, el("div", { class: "row" }, rest.map(group)), el("div", { class: "row" }, lands.map(group)));
}

function castleEl(seat, castle, board) {
  const attack = board.format_view.attack;
  const byId = new Map((board.battlefield || []).map((c) => [c.id, c]));
  const grid = el("div", { class: "castle", "aria-label": `${name(seat)}'s castle` });
  grid.append(el("div", {}));
  for (let c = 1; c <= 4; c++) {
    const attacked = attack && attack.defender === seat && attack.column === c && !attack.over;
    grid.append(el("div", { class: `ccol ${attacked ? "attacked" : ""}`, dataset: { key: `col${seat}:${c}` } }, `column ${c}`));
  }
  castle.rows.forEach((row, r) => {
    grid.append(el("div", { class: "rlabel" }, `row ${r + 1}`, el("br"), r ? `+${r}/+${r}` : "front"));
    row.forEach((cell, c) => {
      const key = `cell${seat}:${c + 1}:${r + 1}`;
      if (!cell) grid.append(el("div", { class: "cell", dataset: { key }, title: "vacant" }));
      else if (cell.face_down) {
        const node = cell.name ? cardEl({ name: cell.name }) : cardEl(null);
        node.dataset.key = key;
        if (cell.name) node.classList.add("revealed");
        grid.append(node);
      } else grid.append(cardEl({ ...(byId.get(cell.id) || {}), ...cell }));
    });
  });
  return el("div", { class: "castle-wrap" }, grid,
    el("div", { class: "castle-note" }, `${castle.face_down} face down · ${castle.reserve} in reserve`,
      attack && attack.defender === seat ? el("div", {}, attack.over ? "combat over" :
        attack.breach ? `column ${attack.column} is empty: the attackers hit the player (R-CA-4)` :
        `column ${attack.column} is attacked`) : null));
}

function renderAreas(board, table) {
  const viewer = table.viewer;
  const inCastle = castleIds(board);
  const fv = board.format_view || {};
  const area = (p) => {
    const mine = p.seat === viewer;
    const all = (board.battlefield || []).filter((c) => !inCastle.has(c.id));
    const cards = all.filter((c) => c.controller === p.seat);
    const parts = [playerPanel(p, board, table)];
    if (fv.castles && fv.castles[String(p.seat)]) parts.push(castleEl(p.seat, fv.castles[String(p.seat)], board));
    parts.push(battlefieldRows(cards, all));
    if (mine && Array.isArray(fv.pack)) {
      parts.push(el("div", { class: "ppanel" }, el("span", { class: "stat" }, `Your pack (replenishes to ${fv.replenish_to}, R-VX-3)`)),
        el("div", { class: "row" }, fv.pack.map((c) => cardEl(c, { small: true }))));
    }
    if (mine && Array.isArray(p.zones.hand)) {
      parts.push(el("div", { class: "ppanel" }, el("span", { class: "stat" }, "Your hand")),
        el("div", { class: "row", id: "hand" }, p.zones.hand.map((c) => cardEl(c, { hand: true }))));
    }
    const deciding = S.msg.decision && S.msg.decision.player === p.seat;
    return el("div", { class: `area ${mine ? "me" : "opp"} ${deciding ? "deciding" : ""}`, dataset: { seat: p.seat } }, parts);
  };
  const players = board.players;
  const me = players.find((p) => p.seat === viewer);
  const others = players.filter((p) => p.seat !== viewer);
  if (viewer >= 0) others.sort((a, b) => ((a.seat - viewer + players.length) % players.length) - ((b.seat - viewer + players.length) % players.length));
  fill($("#opponents"), ...others.map(area));
  fill($("#me"), ...(me ? [area(me)] : []));
}

function renderMiddle(board, table) {
  const stack = board.stack || [];
  const stackBox = $("#stack");
  stackBox.classList.toggle("hidden", !stack.length);
  fill(stackBox, el("h3", {}, `The stack (${stack.length}, top first)`),
    [...stack].reverse().map((c) => el("div", { class: "stack-item", dataset: { key: `o${c.id}`, name: c.name || "" } },
      el("div", {}, el("b", {}, c.name || "a face-down spell"), c.x ? ` (X=${c.x})` : ""),
      el("div", { class: "who" }, `${name(c.controller)} · ${c.kind || "spell"}`),
      c.text ? el("div", { class: "who" }, c.text) : null,
      (c.targets || []).flat().length ? el("div", { class: "targets" }, "→ ", (c.targets || []).flat().map((t) => t.name).join(", ")) : null)));
  const fv = board.format_view || {};
  const panels = [];
  const facts = [];
  if (board.shared && board.shared.library) facts.push(el("span", {}, "shared library ", el("b", {}, count(board.shared.library))));
  if (board.shared && board.shared.graveyard) facts.push(el("span", {}, el("button", { type: "button", dataset: { zone: "gy:shared" } },
    `shared graveyard ${count(board.shared.graveyard)}`)));
  if (fv.subgame) facts.push(el("span", {}, "subgame ", el("b", {}, fv.subgame)));
  if (fv.shoe !== undefined) {
    facts.push(el("span", { title: "R-VX-1" }, "shoe ", el("b", {}, fv.shoe)));
    facts.push(el("span", { title: "R-VX-5" }, "passed pack ", el("b", {}, fv.passed_pack)));
  }
  if (fv.scoring && fv.decks) {
    fv.decks.forEach((d, s) => facts.push(el("span", {}, `${name(s)} pilots ${d} (if it loses: ${fv.scoring[s]})`)));
    if (fv.clock_turn && !fv.clock) facts.push(el("span", {}, withRules(`the judge invokes the Armageddon Clock after turn ${fv.clock_turn} (R-TA-5)`)));
  }
  const command = (board.command || []).map((c) => el("div", { class: "emblem", dataset: { name: c.name, key: `o${c.id}` } },
    el("b", {}, c.name), c.emblem ? " (emblem)" : "",
    Object.entries(c.counters || {}).map(([k, v]) => el("div", { class: "doom" }, `${v} ${k} counter${v === 1 ? "" : "s"}`)),
    fv.clock ? el("div", { class: "muted" }, withRules(`+${fv.clock.number} each upkeep, then each player invokes doom (R-TA-5)`)) : ""));
  if (facts.length || command.length) {
    panels.push(el("div", { class: "panel" }, el("h3", {}, table.label),
      el("div", { class: "facts" }, facts), command.length ? el("div", { class: "row" }, command) : null));
  }
  fill($("#format-panel"), ...panels);
}

function promptButton(o, n) {
  const label = n <= 9 ? `${o.label}  [${n}]` : o.label;
  return el("button", { type: "button", class: o.i === S.msg.decision.confirm ? "primary" : "", dataset: { opt: o.i } }, label);
}

function renderPrompt(decision, table) {
  const box = $("#prompt");
  box.classList.toggle("idle", !(decision && decision.yours));
  if (!decision) {
    fill(box, el("div", { class: "ptext" }, table.over || S.msg.board.over ? "The game is over." : ""),
      gameOverBlock(table));
    return;
  }
  if (!decision.yours) {
    fill(box, el("div", { class: "ptext" }, "Waiting: ", decision.waiting, " ", decision.rule ? ruleButton(decision.rule) : ""));
    return;
  }
  const parts = [];
  if (decision.notice) parts.push(el("div", { class: "notice" }, withRules(decision.notice)));
  for (const line of decision.context || []) parts.push(el("div", { class: "context" }, withRules(line)));
  parts.push(el("div", { class: "ptext" }, withRules(decision.prompt),
    decision.prompt.includes(decision.rule) ? "" : ruleButton(decision.rule)));
  const numbers = decision.options.filter((o) => o.number !== undefined);
  let shown = decision.kind === "priority" ? S.loose : decision.options;
  if (numbers.length > 4 && numbers.length >= decision.options.length - 1) {
    parts.push(stepper(numbers));
    shown = decision.options.filter((o) => o.number === undefined);
  } else if (shown.length > 8 && S.byKey.size) shown = S.loose;  // many choices on the table: click them there
  const buttons = shown.map((o, n) => promptButton(o, n + 1));
  if (decision.cancel === null && decision.can_rewind)
    buttons.push(el("button", { type: "button", class: "danger", dataset: { rewind: "1" } }, "Cancel: take the announcement back (601.2) [Esc]"));
  parts.push(el("div", { class: "buttons" }, buttons));
  if (S.byKey.size) parts.push(el("div", { class: "hint" }, decision.kind === "priority"
    ? "Highlighted cards can be played now: click one (Tab cycles, Space passes)."
    : "Click a highlighted card or player (Tab cycles through them)."));
  if (decision.handover) parts.push(handoverBlock(decision.handover));
  fill(box, ...parts);
}

function stepper(options) {
  const values = options.map((o) => o.number);
  const lo = Math.min(...values), hi = Math.max(...values);
  const pick = options.find((o) => o.i === S.msg.decision.confirm) || options[options.length - 1];
  const out = el("output", {}, pick.number);
  const range = el("input", { type: "range", min: lo, max: hi, value: pick.number, "aria-label": "Value" });
  const find = () => options.find((o) => o.number === Number(range.value));
  const choose = el("button", { type: "button", class: "primary", id: "choose-number" }, "Choose");
  const sync = () => { out.textContent = range.value; choose.disabled = !find(); };
  range.addEventListener("input", sync);
  const step = (d) => { range.value = Math.min(hi, Math.max(lo, Number(range.value) + d)); sync(); };
  choose.addEventListener("click", () => { const o = find(); if (o) act(o.i); });
  return el("div", { class: "stepper" }, el("button", { type: "button", onclick: () => step(-1), "aria-label": "Less" }, "−"),
    range, el("button", { type: "button", onclick: () => step(1), "aria-label": "More" }, "+"), out, choose);
}

function handoverBlock(h) {
  return el("div", { class: "hint" }, el("div", {}, el("b", {}, `You pilot ${h.deck}`), ` — if it loses, the winner scores by ${h.scoring} (R-TA-1).`),
    el("details", {}, el("summary", {}, "The deck"), el("div", { class: "decklist" }, h.cards.map(([n, c]) => el("div", {}, `${c} ${n}`)))));
}

function gameOverBlock(table) {
  if (!S.msg.board.over) return "";
  const parts = (table.result_text || []).map((line) => el("div", {}, withRules(line)));
  const m = table.match;
  if (m && !m.over && m.number === 1 && table.viewer >= 0) parts.push(el("div", { class: "buttons" },
    el("button", { type: "button", class: "primary", dataset: { next: "1" } }, "Start game 2 (your own decks)")));
  if (table.over && !table.replay) parts.push(el("div", { class: "buttons" },
    el("a", { href: recordUrl(), download: `kitchentable-${TID}.json` }, "Download the game record"), " ",
    el("a", { href: "/" }, "New game")));
  return el("div", {}, parts);
}

function recordUrl() {
  return `/api/tables/${TID}/record?token=${encodeURIComponent(token || S.msg.table.watch.split("token=")[1] || "")}`;
}

function appendLog(lines, reset) {
  const box = $("#log");
  const atEnd = S.stick !== false;
  const frag = document.createDocumentFragment();
  for (const line of lines) {
    const cls = ["line"];
    if (line.detail) cls.push("detail");
    if (line.kind === "turn") cls.push("turn");
    frag.append(el("div", { class: cls.join(" ") }, line.rule ? ruleButton(line.rule) : "", " ", withRules(line.text)));
  }
  box.append(frag);
  while (box.childElementCount > 3000) box.firstElementChild.remove();
  if (atEnd || reset) box.scrollTop = box.scrollHeight;
}

function renderJudge(table) {
  const tab = $("#tab-judge");
  const judge = table.judge;
  tab.classList.toggle("hidden", !judge);
  if (!judge) return;
  const latent = judge.latent.map((v) => el("div", { class: "violation" },
    el("div", {}, `Turn ${v.turn ?? "?"} · ${name(v.player)}: ${v.action}`),
    v.option !== null && v.option !== undefined
      ? el("button", { type: "button", class: "danger", dataset: { opt: v.option } }, "Call a violation! (ICR 400.4)")
      : el("span", { class: "muted" }, table.viewer >= 0 ? " You can call it when you next hold priority." : "")));
  const calls = [...judge.calls].reverse().map(callBlock);
  fill($("#judge"), 
    el("p", { class: "muted" }, judge.training
      ? withRules("Judge mode (R-JT-9): an action the Tower forbids stands as a latent violation until another player calls it (ICR 400.4). A correct call costs the violator the subgame (ICR 400.2) or a shame counter (ICR 500.3).")
      : withRules("The engine referees strictly: options are narrowed to what the Tower allows (R-JT-9).")),
    el("h3", {}, "Actions you may call"), latent.length ? latent : el("p", { class: "muted" }, "None now."),
    el("h3", {}, "Calls"), calls.length ? calls : el("p", { class: "muted" }, "No call yet."));
  tab.textContent = judge.latent.some((v) => v.option !== null && v.option !== undefined) ? "Calls ●" : "Calls";
}

function callBlock(c) {
  return el("div", { class: "call" },
    el("div", {}, el("b", {}, `${name(c.caller)} calls ${name(c.violator)}`), c.action ? `: ${c.action}` : ""),
    el("div", {}, "Violation: ", withRules(`${c.text} (${c.rule})`)),
    c.after.map((a) => el("div", {}, ruleButton(a.rule), " ", withRules(a.text))));
}

function renderMatch(table) {
  const m = table.match;
  $("#tab-match").classList.toggle("hidden", !m);
  if (!m) return;
  const rows = m.games.map((g) => el("tr", {}, el("td", {}, `Game ${g.game}`),
    el("td", {}, g.winner === null ? "draw (R-TA-2)" : `${name(g.winner)} wins`),
    el("td", {}, g.losing_deck === null ? "—" : `${m.decks[g.losing_deck]} lost: ${g.scoring} (${g.statistic} ${g.value})`),
    el("td", {}, `${g.points} match points`)));
  const parts = [
    el("p", {}, `Game ${m.number} of 2: `, m.number === 1 ? "each player pilots the other's deck (R-TA-1)." : "each player pilots their own deck; the player who went second in game 1 starts (R-TA-3)."),
    el("ul", {}, [0, 1].map((s) => el("li", {}, `${name(s)} brought ${m.decks[s]}, scoring option ${m.scoring[s].name}: ${m.scoring[s].help}`))),
    el("table", { class: "result-table" }, el("tbody", {}, rows)),
  ];
  if (m.over) parts.push(el("p", {}, el("b", {}, `Match points ${name(0)} ${m.match_points[0]} – ${m.match_points[1]} ${name(1)}; `),
    `Victory Points ${m.victory_points[0]} – ${m.victory_points[1]}. `, m.winner === null ? "The match is a draw." : `${name(m.winner)} wins the match.`));
  if (table.clock) parts.push(el("p", { class: "muted" }, withRules(`Chess clock: ${table.clock.timing} timing, ${table.clock.delay}s delay; when it runs out: ${table.clock.flag_fall} (R-TA-5).`)));
  fill($("#match"), ...parts);
}

function renderBar(table) {
  const player = table.viewer >= 0 && !REPLAY;
  $("#btn-until").classList.toggle("hidden", !player || table.over);
  $("#btn-until").classList.toggle("on", !!(table.settings && table.settings.until_my_turn));
  $("#btn-stops").classList.toggle("hidden", !player);
  $("#btn-concede").classList.toggle("hidden", !player || S.msg.board.over);
  $("#btn-invite").classList.toggle("hidden", REPLAY || !(table.invites && table.invites.length));
  $("#btn-record").classList.toggle("hidden", !table.over || REPLAY);
  renderClock();
}

function renderClock() {
  const clock = S.msg && S.msg.table.clock;
  if (!clock) { fill($("#clock"), ); return; }
  if (S.clockVersion !== S.msg.version) { S.clockAt = performance.now(); S.clockVersion = S.msg.version; }
  const spent = (performance.now() - S.clockAt) / 1000;
  fill($("#clock"), ...Object.entries(clock.left).map(([seat, left]) => {
    const running = Number(seat) === clock.running;
    let t = running ? Math.max(0, left - Math.max(0, spent - (clock.timing === "delay" ? clock.delay : 0))) : left;
    const mm = Math.floor(Math.ceil(t) / 60), ss = String(Math.ceil(t) % 60).padStart(2, "0");
    return el("span", { class: running ? "running" : "" }, ` ${name(Number(seat))} ${mm}:${ss}${running ? " ▶" : ""} `);
  }));
}

function markOptions() {
  document.querySelectorAll(".can").forEach((n) => n.classList.remove("can"));
  for (const key of S.byKey.keys()) document.querySelectorAll(`[data-key="${key}"]`).forEach((n) => n.classList.add("can"));
  const decision = S.msg.decision;
  if (decision && decision.yours && decision.kind === "priority") {
    const why = decision.why_not || {};
    document.querySelectorAll("#hand .card").forEach((n) => n.classList.toggle("dim", !S.byKey.has(n.dataset.key)));
    document.querySelectorAll("[data-key]").forEach((n) => {
      const reasons = why[n.dataset.key];
      if (reasons) n.title = reasons.map((r) => `${r.text}${r.rule ? ` (${r.rule})` : ""}`).join("\n");
    });
  }
  S.focus = -1;
}

function announce(table, decision) {
  if (table.over && S.overShown !== `${TID}:${S.msg.board.turn}` && !REPLAY) {
    S.overShown = `${TID}:${S.msg.board.turn}`;
    const m = table.match;
    showDialog(el("div", {}, el("h2", {}, m ? "The match is over" : "The game is over"), gameOverBlock(table),
      m && m.over ? el("p", {}, `Match points ${m.match_points[0]} – ${m.match_points[1]}, Victory Points ${m.victory_points[0]} – ${m.victory_points[1]}.`) : ""));
  } else if (table.match && S.msg.board.over && !table.match.over && S.overShown !== `g1:${TID}`) {
    S.overShown = `g1:${TID}`;
    showDialog(el("div", {}, el("h2", {}, "Game 1 is over"), gameOverBlock(table)));
  }
  if (table.judge) {
    for (const c of table.judge.calls) {
      if (S.seenCalls.has(c.n)) continue;
      S.seenCalls.add(c.n);
      if (S.lastVersion >= 0) showDialog(el("div", {}, el("h2", {}, "Judge! A violation is called"), callBlock(c)));
    }
  }
  if (decision && decision.yours && decision.handover && S.handoverShown !== S.msg.version) {
    S.handoverShown = S.msg.version;
    showDialog(el("div", {}, el("h2", {}, "Deck hand-over"), handoverBlock(decision.handover),
      el("p", {}, el("button", { type: "button", class: "primary", onclick: () => { closeDialog(); act(decision.confirm ?? 0); } },
        "I have looked through it"))));
  }
}

// --- clicking, menus, keyboard -------------------------------------------------------------------------------

function openMenu(anchor, options, title) {
  const menu = $("#menu");
  const rect = anchor.getBoundingClientRect();
  fill(menu, el("div", { class: "mtitle" }, title || ""),
    options.map((o) => el("button", { type: "button", dataset: { opt: o.i } }, o.short || o.label)));
  menu.classList.remove("hidden");
  const w = Math.min(320, window.innerWidth - 8);
  menu.style.left = `${Math.max(4, Math.min(rect.left, window.innerWidth - w - 4))}px`;
  const below = rect.bottom + 6;
  menu.style.top = `${below + menu.offsetHeight > window.innerHeight ? Math.max(4, rect.top - menu.offsetHeight - 6) : below}px`;
  menu.querySelector("button")?.focus();
}

function closeMenu() { $("#menu").classList.add("hidden"); }

function showDetails(node) {
  const info = S.cards[node.dataset.name];
  if (!info) return;
  const faces = info.faces || [info];
  fill($("#details"), ...faces.map((f) => el("div", { class: "dcard" },
    el("div", { class: "dname" }, f.name, " ", manaSymbols(f.cost)), el("div", { class: "muted" }, f.type),
    el("div", { class: "dtext" }, f.text || ""), info.pt && f === faces[0] ? el("div", {}, el("b", {}, info.pt)) : null)));
}

function clickKey(node) {
  const key = node.dataset.key;
  const options = S.byKey.get(key);
  if (options && options.length) {
    if (options.length === 1 && S.msg.decision.kind !== "priority") act(options[0].i);
    else openMenu(node, options, node.dataset.name || node.textContent.slice(0, 40));
    return true;
  }
  if (node.dataset.hand && S.msg.table.viewer >= 0) {
    const id = Number(node.dataset.id);
    const info = S.cards[node.dataset.name];
    attempt([info && info.type.includes("Land") ? "play_land" : "cast", id]);
    return true;
  }
  return false;
}

function zoneDialog(which) {
  const board = S.msg.board;
  const [kind, seat] = which.split(":");
  let cards = [];
  let title = "";
  if (kind === "gy" && seat === "shared") { cards = board.shared.graveyard || []; title = "The shared graveyard (top last)"; }
  else if (kind === "gy") { const p = board.players[Number(seat)]; cards = p.graveyard || []; title = `${p.name}'s graveyard (top last)`; }
  else if (kind === "ex") { cards = (board.exile || []).filter((c) => c.owner === Number(seat)); title = `Exiled cards owned by ${name(Number(seat))}`; }
  showDialog(el("div", {}, el("h2", {}, title), el("div", { class: "row" }, cards.map((c) => cardEl(c, { small: true })))));
}

async function ruleDialog(ref) {
  const data = await (await fetch(`/api/rules/${encodeURIComponent(ref)}`)).json();
  showDialog(el("div", {}, el("h2", {}, data.title), el("div", { class: "muted" }, data.source),
    data.entries.map((e) => el("div", { class: "entry" }, e.number ? el("b", {}, `${e.number} `) : "", e.text)),
    data.more ? el("p", { class: "muted" }, `…and ${data.more} more subrules.`) : ""));
}

function showDialog(body) {
  const dialog = $("#dialog");
  fill($("#dialog-body"), body);
  if (!dialog.open) dialog.showModal();
}

function closeDialog() { const d = $("#dialog"); if (d.open) d.close(); }

function refused(msg) {
  if (msg.stale) return;
  const toast = $("#toast");
  fill(toast, el("div", { class: "ttitle" }, "Not allowed ", msg.rule ? ruleButton(msg.rule) : ""),
    el("div", {}, withRules(msg.text)),
    msg.engine && msg.engine.text !== msg.text ? el("div", { class: "engine" }, "The engine: ", withRules(`${msg.engine.text} (${msg.engine.rule})`)) : "");
  toast.classList.remove("hidden");
  clearTimeout(S.toastTimer);
  S.toastTimer = setTimeout(() => toast.classList.add("hidden"), 7000);
}

function stopsDialog() {
  const settings = S.msg.table.settings;
  const box = (list, step) => el("input", { type: "checkbox", checked: settings[list].includes(step), dataset: { list, step } });
  const rows = settings.steps.map((step) => el("tr", {}, el("td", {}, (settings.step_words || {})[step] || step.replace(/_/g, " ")),
    el("td", {}, box("stops_mine", step)), el("td", {}, box("stops_theirs", step))));
  const save = () => {
    const next = { stops_mine: [], stops_theirs: [] };
    document.querySelectorAll("#dialog [data-list]").forEach((i) => { if (i.checked) next[i.dataset.list].push(i.dataset.step); });
    send({ type: "settings", settings: next });
    closeDialog();
  };
  showDialog(el("div", {}, el("h2", {}, "Where the table stops for you"),
    el("p", {}, withRules("When passing is the only thing you can do, the game passes for you (117.3). With an empty stack, the table also passes for you in the steps not ticked below; with a spell or ability on the stack you always get the chance to respond. In the Judge's Tower the table never passes for you while you could act (ICR 200.1).")),
    el("table", { class: "result-table" }, el("thead", {}, el("tr", {}, el("th", {}, "step"), el("th", {}, "your turn"), el("th", {}, "others' turns"))), el("tbody", {}, rows)),
    el("button", { type: "button", class: "primary", onclick: save }, "Save")));
}

function inviteDialog() {
  const table = S.msg.table;
  const abs = (u) => new URL(u, location.href).href;
  showDialog(el("div", { class: "links" }, el("h2", {}, "Invite"),
    (table.invites || []).map((l) => el("div", { class: "row" }, el("span", {}, l.name), el("input", { readonly: true, value: abs(l.url) }))),
    el("div", { class: "row" }, el("span", {}, "Watch"), el("input", { readonly: true, value: abs(table.watch) }))));
}

document.addEventListener("click", (event) => {
  const t = event.target;
  const rule = t.closest("[data-rule]");
  if (rule) { event.preventDefault(); ruleDialog(rule.dataset.rule); return; }
  const opt = t.closest("[data-opt]");
  if (opt) { act(Number(opt.dataset.opt)); closeDialog(); return; }
  if (t.closest("[data-rewind]")) { send({ type: "cancel" }); return; }
  if (t.closest("[data-next]")) { send({ type: "next_game" }); closeDialog(); return; }
  const zone = t.closest("[data-zone]");
  if (zone) { zoneDialog(zone.dataset.zone); return; }
  if (t.closest("#menu")) return;
  closeMenu();
  const node = t.closest("[data-key]");
  if (node && !REPLAY && S.msg) {
    if (node.dataset.name) showDetails(node);
    if (clickKey(node)) return;
  }
  const card = t.closest("[data-name]");
  if (card) { showDetails(card); if (window.innerWidth <= 760) selectTab("details"); }
});

document.addEventListener("mouseover", (event) => {
  const card = event.target.closest && event.target.closest("[data-name]");
  if (card && card.dataset.name) showDetails(card);
});

$("#dialog .close").addEventListener("click", closeDialog);
$("#btn-stops").addEventListener("click", stopsDialog);
$("#btn-invite").addEventListener("click", inviteDialog);
$("#btn-record").addEventListener("click", () => { location.href = recordUrl(); });
$("#btn-until").addEventListener("click", () => send({ type: "settings", settings: { until_my_turn: !S.msg.table.settings.until_my_turn } }));
$("#btn-concede").addEventListener("click", () => { if (confirm("Concede this game? (104.3a)")) send({ type: "concede" }); });
$("#btn-side").addEventListener("click", () => $("#side").classList.toggle("collapsed"));
$("#log").addEventListener("scroll", () => {
  const box = $("#log");
  S.stick = box.scrollTop + box.clientHeight >= box.scrollHeight - 40;
});
$("#log-detail").addEventListener("change", (e) => $("#log").classList.toggle("brief", !e.target.checked));

function selectTab(name) {
  document.querySelectorAll("#tabs button").forEach((b) => b.classList.toggle("on", b.dataset.tab === name));
  document.querySelectorAll("[data-panel]").forEach((p) => p.classList.toggle("hidden", p.dataset.panel !== name));
  document.querySelector(".logbar").classList.toggle("hidden", name !== "log");
}
document.querySelectorAll("#tabs button").forEach((b) => b.addEventListener("click", () => selectTab(b.dataset.tab)));

function focusables() {
  return [...document.querySelectorAll(".can")].filter((n) => n.offsetParent !== null);
}

document.addEventListener("keydown", (event) => {
  if (!S.msg || REPLAY) return;
  const typing = ["INPUT", "TEXTAREA", "SELECT"].includes(event.target.tagName);
  if (typing) return;
  const decision = S.msg.decision;
  const mine = decision && decision.yours;
  if (event.key === "Escape") {
    if (!$("#menu").classList.contains("hidden")) { closeMenu(); return; }
    if ($("#dialog").open) return;
    if (mine && decision.cancel !== null) act(decision.cancel);
    else if (mine && decision.can_rewind) send({ type: "cancel" });
    return;
  }
  if ($("#dialog").open || event.target.closest("#menu")) return;
  if (event.key === "Tab" && mine) {
    const list = focusables();
    if (!list.length) return;
    event.preventDefault();
    document.querySelectorAll(".focus").forEach((n) => n.classList.remove("focus"));
    S.focus = (S.focus + (event.shiftKey ? list.length - 1 : 1)) % list.length;
    const node = list[S.focus];
    node.classList.add("focus");
    node.scrollIntoView({ block: "nearest" });
    if (node.dataset.name) showDetails(node);
    return;
  }
  if ((event.key === " " || event.key === "Enter") && mine && event.target.tagName !== "BUTTON") {
    event.preventDefault();
    const focused = document.querySelector(".focus.can");
    if (focused) { clickKey(focused); return; }
    if (decision.confirm !== null) act(decision.confirm);
    return;
  }
  if (event.key === "F6" && S.msg.table.settings) {
    event.preventDefault();
    send({ type: "settings", settings: { until_my_turn: true } });
    return;
  }
  if (/^[1-9]$/.test(event.key) && mine) {
    const button = document.querySelectorAll("#prompt .buttons button[data-opt]")[Number(event.key) - 1];
    if (button) act(Number(button.dataset.opt));
  }
});

// --- replays ---------------------------------------------------------------------------------------------------

function seek(changes = {}) {
  Object.assign(S.replay, changes);
  send({ type: "seek", ...S.replay });
}

function renderReplay(table) {
  const bar = $("#replaybar");
  if (!table.replay) { bar.classList.add("hidden"); return; }
  const r = table.replay;
  S.replay.step = r.step; S.replay.game = r.game; S.replay.viewer = table.viewer;
  bar.classList.remove("hidden");
  const range = el("input", { type: "range", min: 0, max: r.length, value: r.step, "aria-label": "Position" });
  range.addEventListener("change", () => seek({ step: Number(range.value) }));
  const who = el("select", { "aria-label": "Whose view" }, el("option", { value: -1 }, "Spectator (public)"),
    table.seats.map((s) => el("option", { value: s.seat }, `${s.name}'s view`)));
  who.value = table.viewer;
  who.addEventListener("change", () => seek({ viewer: Number(who.value) }));
  const parts = [el("button", { type: "button", onclick: () => seek({ step: 0 }) }, "⏮"),
    el("button", { type: "button", onclick: () => seek({ step: Math.max(0, r.step - 1) }) }, "◀"),
    range, el("span", {}, `${r.step}/${r.length}`),
    el("button", { type: "button", onclick: () => seek({ step: Math.min(r.length, r.step + 1) }) }, "▶"),
    el("button", { type: "button", onclick: () => seek({ step: -1 }) }, "⏭"), who];
  if (r.games > 1) {
    const game = el("select", { "aria-label": "Game" }, [...Array(r.games).keys()].map((g) => el("option", { value: g }, `Game ${g + 1}`)));
    game.value = r.game;
    game.addEventListener("change", () => seek({ game: Number(game.value), step: -1 }));
    parts.push(game);
  }
  bar.replaceChildren(...parts);
}

if (window.innerWidth <= 760) {
  $("#btn-side").classList.remove("hidden");
  $("#side").classList.add("collapsed");
}
setInterval(() => { if (S.msg && S.msg.table.clock && S.msg.table.clock.running !== null) renderClock(); }, 250);
connect();
