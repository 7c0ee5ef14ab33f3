// The new-game page: choose a format, the seats and their decks, the format's options; create the table.
"use strict";

const $ = (sel) => document.querySelector(sel);
let catalog = null;

function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === "class") node.className = v;
    else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
    else if (v !== false && v !== null && v !== undefined) node.setAttribute(k, v === true ? "" : v);
  }
  for (const c of children.flat()) node.append(c instanceof Node ? c : document.createTextNode(String(c)));
  return node;
}

function format() {
  const id = document.querySelector("input[name=format]:checked")?.value || "duel";
  return catalog.formats.find((f) => f.id === id);
}

function renderFormats() {
  const box = $("#formats");
  box.replaceChildren();
  catalog.formats.forEach((f, i) => {
    const input = el("input", { type: "radio", name: "format", value: f.id, id: `fmt-${f.id}`, checked: i === 0 });
    input.addEventListener("change", changedFormat);
    box.append(el("label", { for: `fmt-${f.id}`, class: i === 0 ? "on" : "" }, input, f.label,
      el("small", {}, `${f.min_players === f.max_players ? f.min_players : f.min_players + "-" + f.max_players} players`)));
  });
}

function changedFormat() {
  const f = format();
  document.querySelectorAll(".formats label").forEach((l) => l.classList.toggle("on", l.htmlFor === `fmt-${f.id}`));
  $("#format-blurb").textContent = f.blurb;
  const players = $("#players");
  const keep = Number(players.value) || f.min_players;
  players.replaceChildren();
  for (let n = f.min_players; n <= f.max_players; n++) players.append(el("option", { value: n }, n));
  players.value = Math.min(Math.max(keep, f.min_players), f.max_players);
  $("#players-field").classList.toggle("hidden", f.min_players === f.max_players);
  $("#cube-field").classList.toggle("hidden", f.cards !== "cube");
  renderSeats();
  renderOptions();
}

function deckPicker(f, i) {
  const defaults = f.cards === "match" || f.cards === "castle" ? catalog.default_match_decks : catalog.default_decks;
  const select = el("select", { name: `deck-${i}`, "aria-label": `Seat ${i + 1} deck` },
    catalog.decks.map((d) => el("option", { value: d }, d)), el("option", { value: "__paste" }, "Paste a deck list…"));
  select.value = defaults[i % defaults.length];
  const text = el("textarea", { name: `decktext-${i}`, class: "hidden", rows: 6,
    placeholder: "MTGO or Arena export:\n4 Lightning Bolt\n20 Mountain\n\nSideboard\n2 Pyroblast" });
  select.addEventListener("change", () => text.classList.toggle("hidden", select.value !== "__paste"));
  const parts = [select, text];
  if (f.cards === "castle") {
    const stock = el("select", { name: `stock-${i}`, "aria-label": `Seat ${i + 1} castle stock` },
      el("option", { value: "" }, "Stock: the deck's own creatures"),
      catalog.stocks.map((s) => el("option", { value: s }, `Stock: ${s}`)));
    parts.push(stock);
  }
  if (f.cards === "match") {
    const scoring = el("select", { name: `scoring-${i}`, "aria-label": `Seat ${i + 1} scoring option` },
      catalog.scoring.map((s) => el("option", { value: s.id, title: s.help }, `Scoring if it loses: ${s.label}`)));
    parts.push(scoring);
  }
  return el("div", { class: "field" }, parts);
}

function renderSeats() {
  const f = format();
  const n = Number($("#players").value);
  const box = $("#seats");
  const old = [...box.querySelectorAll(".seat-row")].map((row) => ({
    kind: row.querySelector("select[name^=kind]")?.value, name: row.querySelector("input[name^=name]")?.value }));
  box.replaceChildren();
  for (let i = 0; i < n; i++) {
    const kind = el("select", { name: `kind-${i}`, "aria-label": `Seat ${i + 1} player` },
      catalog.seat_kinds.map((k) => el("option", { value: k.id }, k.label)));
    kind.value = old[i]?.kind || (i === 0 ? "you" : "heuristic");
    const name = el("input", { name: `name-${i}`, placeholder: `Player ${i + 1}`, maxlength: 40,
      "aria-label": `Seat ${i + 1} name`, value: old[i]?.name || "" });
    const cells = [el("strong", {}, `Seat ${i + 1}`), kind, name];
    if (f.cards === "decks" || f.cards === "castle" || f.cards === "match") cells.push(deckPicker(f, i));
    else if (f.format === "judges-tower") {
      cells.push(el("div", { class: "field" }, el("label", { for: `level-${i}` }, "Certification level (starting hand, ICR 100.3)"),
        el("input", { id: `level-${i}`, name: `level-${i}`, type: "number", min: 0, max: 20, value: 3 })));
    } else cells.push(el("span", { class: "muted" }, "drafts from the shared shoe"));
    box.append(el("div", { class: "seat-row" }, cells));
  }
}

function renderOptions() {
  const f = format();
  const box = $("#options");
  box.replaceChildren();
  for (const o of f.options) {
    let input;
    const id = `opt-${o.key}`;
    if (o.kind === "bool") input = el("input", { id, type: "checkbox", checked: !!o.default });
    else if (o.kind === "choice") {
      input = el("select", { id }, o.choices.map((c) => el("option", { value: c }, c)));
      input.value = o.default;
    } else if (o.kind === "int") {
      input = el("input", { id, type: "number", min: o.min ?? "", max: o.max ?? "", value: o.default ?? "",
        placeholder: o.optional ? "off" : "" });
    } else input = el("input", { id, value: o.default || "", placeholder: o.optional ? "off" : "" });
    input.dataset.key = o.key;
    input.dataset.kind = o.kind;
    box.append(el("div", { class: "field" }, el("label", { for: id }, o.label, " ", el("span", { class: "rule" }, o.rule)),
      input, el("small", {}, o.help)));
  }
  if (!f.options.length) box.append(el("p", { class: "muted" }, "This format has no options."));
}

function collect() {
  const f = format();
  const n = Number($("#players").value);
  const seats = [];
  for (let i = 0; i < n; i++) {
    const seat = { kind: $(`[name=kind-${i}]`).value, name: $(`[name=name-${i}]`).value.trim() };
    const deck = $(`[name=deck-${i}]`);
    if (deck) seat.deck = deck.value === "__paste" ? { text: $(`[name=decktext-${i}]`).value } : { bundled: deck.value };
    const stock = $(`[name=stock-${i}]`);
    if (stock && stock.value) seat.stock = { bundled: stock.value };
    const scoring = $(`[name=scoring-${i}]`);
    if (scoring) seat.scoring = scoring.value;
    const level = $(`[name=level-${i}]`);
    if (level) seat.level = Number(level.value || 0);
    seats.push(seat);
  }
  const options = {};
  document.querySelectorAll("#options [data-key]").forEach((input) => {
    const k = input.dataset.key;
    if (input.dataset.kind === "bool") options[k] = input.checked;
    else if (input.dataset.kind === "int") options[k] = input.value === "" ? null : Number(input.value);
    else options[k] = input.value;
  });
  const body = { format: f.id, seats, options, seed: $("#seed").value.trim() || null };
  if (f.cards === "cube") {
    body.cube = $("#cube").value === "__paste" ? { text: $("#cube-text").value } : { bundled: $("#cube").value };
  }
  return body;
}

function showErrors(box, errors) {
  box.replaceChildren(el("strong", {}, "The game can't start yet:"),
    el("ul", {}, errors.map((e) => el("li", {}, `${e.field}: ${e.message}`))));
  box.classList.remove("hidden");
  box.scrollIntoView({ behavior: "smooth", block: "center" });
}

async function create(event) {
  event.preventDefault();
  const button = $("#create");
  button.disabled = true;
  button.textContent = "Shuffling…";
  $("#errors").classList.add("hidden");
  try {
    const response = await fetch("/api/tables", { method: "POST", headers: { "Content-Type": "application/json" },
      body: JSON.stringify(collect()) });
    const data = await response.json();
    if (!response.ok) { showErrors($("#errors"), data.errors || [{ field: "server", message: response.statusText }]); return; }
    const links = $("#links");
    links.replaceChildren();
    const absolute = (u) => new URL(u, location.href).href;
    for (const l of data.links) {
      const input = el("input", { readonly: true, value: absolute(l.url), "aria-label": `Link for ${l.name}` });
      links.append(el("div", { class: "row" }, el("span", {}, `${l.name}${l.kind === "you" ? " (you)" : ""}`), input,
        el("button", { type: "button", onclick: () => { input.select(); navigator.clipboard?.writeText(input.value); } }, "Copy")));
    }
    const watch = el("input", { readonly: true, value: absolute(data.watch), "aria-label": "Watch link" });
    links.append(el("div", { class: "row" }, el("span", {}, "Watch"), watch));
    $("#go").href = data.url;
    $("#created").classList.remove("hidden");
    const friends = data.links.filter((l) => l.kind === "friend").length;
    if (!friends) location.href = data.url;
    else $("#created").scrollIntoView({ behavior: "smooth" });
  } catch (err) {
    showErrors($("#errors"), [{ field: "network", message: String(err) }]);
  } finally {
    button.disabled = false;
    button.textContent = "Create the game";
  }
}

async function replay() {
  const file = $("#record-file").files[0];
  if (!file) return;
  const box = $("#replay-errors");
  box.classList.add("hidden");
  const response = await fetch("/api/replays", { method: "POST", headers: { "Content-Type": "application/json" },
    body: await file.text() });
  const data = await response.json();
  if (!response.ok) { showErrors(box, data.errors); return; }
  location.href = data.url;
}

async function start() {
  // A record can be chosen, and the form submitted, before the catalog has loaded: listen first.
  $("#new-game").addEventListener("submit", create);
  $("#record-file").addEventListener("change", replay);
  catalog = await (await fetch("/api/catalog")).json();
  renderFormats();
  $("#cube").replaceChildren(...catalog.cubes.map((c) => el("option", { value: c }, c)),
    el("option", { value: "__paste" }, "Paste a cube list…"));
  $("#cube").addEventListener("change", () => $("#cube-text").classList.toggle("hidden", $("#cube").value !== "__paste"));
  $("#players").addEventListener("change", renderSeats);
  changedFormat();
}

start();
