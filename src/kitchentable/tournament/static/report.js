// Result forms: the statistic field says which statistic the chosen losing deck's option reads.
(() => {
  const wire = (root) => {
    for (const game of root.querySelectorAll("[data-stat-a]")) {
      const select = game.querySelector("select");
      const label = game.querySelector(".stat-label");
      const input = game.querySelector("input");
      if (!select || !label) continue;
      const update = () => {
        const index = select.selectedIndex;
        const stat = index === 1 ? game.dataset.statA : index === 2 ? game.dataset.statB : "";
        label.textContent = stat ? `winner's ${stat}` : "winner's statistic";
        if (input) {
          input.disabled = select.value === "draw";
          input.required = index === 1 || index === 2;
        }
      };
      select.addEventListener("change", update);
      update();
    }
  };
  window.ktWireResultForm = wire;
  wire(document);
})();
