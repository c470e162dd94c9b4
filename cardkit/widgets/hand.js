// HandWidget front end (anywidget ESM).
//
// Python draws every card (the `svgs` trait: notation -> SVG text) and owns
// every rule about what may be chosen.  This view only places the pictures,
// marks their state for assistive technology, and reports a click (or
// Enter/Space on a focused card) to Python as {event: "click", card}.

function render({ model, el }) {
  el.classList.add("ck-hand-widget");

  const caption = document.createElement("div");
  caption.className = "ck-label";
  const hand = document.createElement("div");
  hand.className = "ck-hand";
  hand.setAttribute("role", "group");
  // keys pressed on a card are the card's (Enter/Space choose, arrows move),
  // not JupyterLab's notebook shortcuts
  hand.setAttribute("data-lm-suppress-shortcuts", "true");
  const message = document.createElement("div");
  message.className = "ck-message";
  message.setAttribute("role", "status");
  message.setAttribute("aria-live", "polite");
  el.append(caption, hand, message);

  // card notation -> wrapper element, rebuilt when the hand changes
  let nodes = new Map();

  function choose(card) {
    model.send({ event: "click", card: card });
  }

  function makeCard(card) {
    const node = document.createElement("div");
    node.className = "ck-card";
    node.dataset.card = card;
    node.addEventListener("click", (event) => {
      event.preventDefault();
      if (model.get("mode") !== "none") {
        choose(card);
      }
    });
    node.addEventListener("keydown", (event) => {
      if (model.get("mode") === "none") {
        return;
      }
      if (event.key === "Enter" || event.key === " " || event.key === "Spacebar") {
        event.preventDefault();
        event.stopPropagation(); // keep JupyterLab from treating it as a shortcut
        choose(card);
      } else if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
        // move focus along the hand
        const order = model.get("cards");
        const i = order.indexOf(card);
        const j = event.key === "ArrowRight" ? i + 1 : i - 1;
        if (j >= 0 && j < order.length && nodes.has(order[j])) {
          event.preventDefault();
          event.stopPropagation();
          nodes.get(order[j]).focus();
        }
      }
    });
    return node;
  }

  function build() {
    const order = model.get("cards");
    const focused = document.activeElement;
    const focusedCard =
      focused && hand.contains(focused) && focused.dataset ? focused.dataset.card : null;
    const next = new Map();
    for (const card of order) {
      next.set(card, nodes.get(card) || makeCard(card));
    }
    hand.replaceChildren(...order.map((card) => next.get(card)));
    nodes = next;
    update();
    if (focusedCard && nodes.has(focusedCard)) {
      nodes.get(focusedCard).focus();
    }
  }

  function update() {
    const order = model.get("cards");
    const svgs = model.get("svgs") || {};
    const names = model.get("names") || {};
    const selected = new Set(model.get("selected"));
    const disabled = new Set(model.get("disabled"));
    const highlighted = new Set(model.get("highlighted"));
    const mode = model.get("mode");
    const width = model.get("card_width");
    const fan = Boolean(model.get("fan"));
    const n = order.length;
    const spread = n > 1 ? Math.min(8, 40 / (n - 1)) : 0; // degrees between cards

    hand.classList.toggle("ck-fan", fan);
    hand.classList.toggle("ck-row", !fan);
    hand.classList.toggle("ck-look-only", mode === "none");
    hand.style.setProperty("--ck-card-width", width + "px");
    hand.setAttribute("aria-label", model.get("aria_label") || "");

    order.forEach((card, i) => {
      const node = nodes.get(card);
      if (!node) {
        return;
      }
      const svg = svgs[card] || "";
      if (node._ckSvg !== svg) {
        node.innerHTML = svg; // drawn by cardkit.svg.card_svg in Python
        node._ckSvg = svg;
        const pic = node.querySelector("svg");
        if (pic) {
          // the wrapper is the card for tests and assistive technology:
          // the picture inside keeps no class, data-card or role of its own
          for (const name of ["class", "data-card", "role", "aria-label"]) {
            pic.removeAttribute(name);
          }
          pic.setAttribute("aria-hidden", "true");
          pic.setAttribute("focusable", "false");
        }
      }
      const isSelected = selected.has(card);
      const isDisabled = disabled.has(card);
      node.classList.toggle("ck-selected", isSelected);
      node.classList.toggle("ck-disabled", isDisabled);
      node.classList.toggle("ck-highlighted", highlighted.has(card));
      node.setAttribute("aria-label", names[card] || card);
      if (mode === "none") {
        node.removeAttribute("role");
        node.removeAttribute("tabindex");
        node.removeAttribute("aria-pressed");
        node.removeAttribute("aria-disabled");
      } else {
        node.setAttribute("role", "button");
        node.setAttribute("tabindex", "0");
        node.setAttribute("aria-pressed", isSelected ? "true" : "false");
        node.setAttribute("aria-disabled", isDisabled ? "true" : "false");
      }
      if (fan) {
        // turned about a point below the card: the outer cards drop by themselves
        const angle = (i - (n - 1) / 2) * spread;
        node.style.setProperty("--ck-rot", angle.toFixed(2) + "deg");
      } else {
        node.style.removeProperty("--ck-rot");
      }
    });
  }

  function showLabel() {
    const text = model.get("label") || "";
    caption.textContent = text;
    caption.hidden = !text;
  }

  function showMessage() {
    const text = model.get("message") || "";
    message.textContent = text;
    message.hidden = !text;
    message.classList.toggle("ck-error", model.get("message_kind") === "error");
    message.classList.toggle("ck-info", model.get("message_kind") !== "error");
  }

  const handlers = [
    ["change:cards", build],
    ["change:svgs change:names change:selected change:disabled change:highlighted " +
      "change:mode change:card_width change:fan change:aria_label", update],
    ["change:label", showLabel],
    ["change:message change:message_kind", showMessage],
  ];
  for (const [events, fn] of handlers) {
    model.on(events, fn);
  }
  build();
  showLabel();
  showMessage();

  return () => {
    for (const [events, fn] of handlers) {
      model.off(events, fn);
    }
  };
}

export default { render };
