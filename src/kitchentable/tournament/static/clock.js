// The round clock: counts down between syncs with /api/timer and announces each moment once it comes.
(() => {
  const el = document.getElementById("round-clock");
  if (!el) return;
  const box = document.getElementById("clock-announcement");
  const stateEl = document.getElementById("clock-state");
  let state = el.dataset.state;
  let length = Number(el.dataset.length);
  let announcements = JSON.parse(el.dataset.announcements || "[]");
  let baseRemaining = Number(el.dataset.remaining);
  let base = performance.now();
  const shown = new Set(Array.from(box.querySelectorAll("p")).map((p) => p.textContent));
  const text = (seconds) => {
    const whole = Math.ceil(Math.abs(seconds));
    const pad = (n) => String(n).padStart(2, "0");
    return `${seconds < 0 && whole ? "-" : ""}${pad(Math.floor(whole / 60))}:${pad(whole % 60)}`;
  };
  const tick = () => {
    const remaining = state === "running" ? baseRemaining - (performance.now() - base) / 1000 : baseRemaining;
    el.textContent = text(remaining);
    el.classList.toggle("over", remaining < 0);
    if (state === "not started") return;
    for (const [at, message] of announcements) {
      if (length - remaining >= at && !shown.has(message)) {
        shown.add(message);
        const p = document.createElement("p");
        p.className = "announcement";
        p.textContent = message;
        box.appendChild(p);
      }
    }
  };
  const sync = async () => {
    try {
      const response = await fetch(el.dataset.api, { headers: { Accept: "application/json" } });
      const data = await response.json();
      if (!data) return;
      state = data.state;
      length = data.length;
      announcements = data.announcements;
      baseRemaining = data.remaining;
      base = performance.now();
      if (stateEl) stateEl.textContent = data.state;
    } catch (err) {
      /* offline for a moment: keep counting */
    }
  };
  tick();
  setInterval(tick, 1000);
  setInterval(sync, 15000);
})();
