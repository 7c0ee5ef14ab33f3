// The organizer's result entry: one shared form opens under a table's row (filled from the row: its players,
// their decks' options and what each reads), saves in the background and redraws only that row, so the page
// never jumps and a 500-table round costs no more than a small one.
(() => {
  const table = document.getElementById("result-entry");
  if (!table) return;
  const live = document.getElementById("live");
  const body = table.tBodies[0];
  const optionStats = JSON.parse(table.dataset.options || "{}");
  for (const row of body.rows) {
    const a = row.querySelector(".a");
    const b = row.querySelector(".b");
    row.dataset.search = [row.cells[0].textContent.trim(), a ? a.textContent : "", b ? b.textContent : ""]
      .join(" ").toLowerCase();
  }
  const say = (message, bad) => {
    live.textContent = message;
    live.classList.toggle("error", Boolean(bad));
  };

  const q = document.getElementById("filter-q");
  const status = document.getElementById("filter-status");
  const filter = () => {
    const text = q.value.trim().toLowerCase();
    const wanted = status.value;
    for (const row of body.rows) {
      if (row.classList.contains("entry-row")) continue;
      const words = row.dataset.search.split(" ");
      const hit = !text || words[0] === text || row.dataset.search.includes(text);
      row.hidden = !(hit && (!wanted || row.dataset.status === wanted));
    }
  };
  q.addEventListener("input", filter);
  status.addEventListener("change", filter);

  const count = (name, delta) => {
    const el = document.getElementById(`count-${name}`);
    if (el) el.textContent = String(Number(el.textContent) + delta);
  };

  const open = (number) => {
    const existing = document.getElementById(`entry-row-${number}`);
    if (existing) {
      existing.remove();
      return;
    }
    const template = document.getElementById("entry-template");
    const row = document.getElementById(`table-${number}`);
    if (!template || !row) return;
    const entry = document.createElement("tr");
    entry.className = "entry-row";
    entry.id = `entry-row-${number}`;
    const cell = document.createElement("td");
    cell.colSpan = row.cells.length;
    cell.appendChild(template.content.cloneNode(true));
    entry.appendChild(cell);
    row.after(entry);
    const form = cell.querySelector("form");
    form.id = `report-${number}`;
    form.querySelector("input[name=table]").value = number;
    const names = [row.querySelector(".a").textContent, row.querySelector(".b").textContent];
    const options = (row.dataset.o || "dominaria dominaria").split(" ");
    const aName = form.querySelector(".a-name");
    if (aName) aName.textContent = names[0];
    for (const game of form.querySelectorAll(".game")) {
      const stats = options.map((o) => optionStats[o] || [o, "statistic"]);
      game.dataset.statA = stats[0][1];
      game.dataset.statB = stats[1][1];
      [game.querySelector(".deck-a"), game.querySelector(".deck-b")].forEach((option, seat) => {
        option.value = names[seat];
        option.textContent = `${names[seat]}'s (${stats[seat][0]}: winner's ${stats[seat][1]})`;
      });
    }
    if (row.dataset.status === "reported" && !form.querySelector("input[name=correct]")) {
      const correct = document.createElement("input");
      correct.type = "hidden";
      correct.name = "correct";
      correct.value = "true";
      form.appendChild(correct);
      form.querySelector("button[type=submit]").textContent = "Correct";
    }
    if (window.ktWireResultForm) window.ktWireResultForm(form);
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      const button = form.querySelector("button[type=submit]");
      button.disabled = true;
      try {
        const response = await fetch(form.action, {
          method: "POST", body: new FormData(form), headers: { Accept: "application/json" }, credentials: "same-origin",
        });
        const data = await response.json();
        if (!data.ok) {
          say(data.error, true);
          return;
        }
        const result = row.querySelector("td.result");
        count(row.dataset.status, -1);
        row.dataset.status = data.row.status;
        count(data.row.status, 1);
        result.textContent = data.row.summary;
        const link = row.querySelector("a.enter");
        if (link) link.textContent = "Correct";
        for (const accept of row.querySelectorAll("form.accept")) accept.remove();
        entry.remove();
        say(data.message, false);
      } catch (err) {
        say("The server did not answer; nothing may have been saved. Try again.", true);
      } finally {
        button.disabled = false;
      }
    });
    const first = form.querySelector("select, input:not([type=hidden])");
    if (first) first.focus();
  };

  table.addEventListener("click", (event) => {
    const link = event.target.closest("a.enter");
    if (!link) return;
    event.preventDefault();
    open(link.closest("tr").id.slice("table-".length));
  });

  const end = document.getElementById("end-form");
  if (end) {
    end.addEventListener("submit", (event) => {
      const typed = document.getElementById("end-confirm").value.trim();
      const name = document.getElementById("end-confirm").placeholder;
      if (typed === name && !window.confirm(`End ${name}? Nothing can change until it is re-opened.`)) {
        event.preventDefault();
      }
    });
  }
})();
