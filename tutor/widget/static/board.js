// The tutor board: one anywidget front end for every game.
// The board is the SVG drawn in Python; a click sends the clicked data-action or
// data-target to Python, which decides legality. Everything shown comes from traits.
// Keyboard: the board's targets are buttons in the Tab order (role, tabindex and
// aria-label come with the SVG); Enter or Space plays or selects the focused one, the arrow
// keys (and Home, End) move between them; in the move log the arrow keys step through the
// game and Enter or Space goes to the focused line. The focus survives a redraw.
// _widget.py replaces the import line below by helpers.mjs itself (anywidget loads one
// module from a blob URL, where relative imports cannot resolve).
import {
  classControls, clickMessage, findClickable, keyAction, labels, logEntries, modeControls,
  moveFocus, navSteps, reviewMark, statusClass, targetSelector, taskButtons,
} from "./helpers.mjs";

/**
 * @typedef Model
 * @property {string} svg          the board, as SVG text (drawn by the game's renderer)
 * @property {string} status       the status line
 * @property {string} status_kind  "info" | "error" | "success" | "task"
 * @property {string[]} moves      every logged action; those from `cursor` on are undone
 * @property {number} cursor       how many logged actions are applied
 * @property {number} log_length   how many actions are logged
 * @property {boolean} can_undo
 * @property {boolean} can_redo
 * @property {boolean} hints       highlight legal (or expected) actions
 * @property {string} prompt       the task prompt, "" when there is no task
 * @property {boolean} task_done
 * @property {string} hint_text    the last hint asked for in the task
 * @property {number} hint_step    hint steps used in the task
 * @property {number} hint_steps   hint steps the task has (the last gives the answer)
 * @property {string} code         the position code (game.from_code restores it)
 * @property {string} lang         "en" | "zh-Hant"
 * @property {string} title
 * @property {Record<string, string>} words  the game's words for undo and the log
 * @property {Record<string, any>} selection
 * @property {string} classroom    "" (no class service) | "student" | "teacher"
 * @property {string[]} class_groups  the classes a teacher may send the board to
 * @property {boolean} class_slot  whether the class's board can open under this one
 * @property {boolean} class_open  whether the class's board is open under this one
 * @property {string} class_link   the projector view of the position last sent
 * @property {string} mode         "play" | "replay" (a match looked back on) | "pass" (people
 *                                 taking turns at one screen)
 * @property {string[]} reviews    replay: per log line, the bot's review in words ("" none)
 * @property {string[]} review_marks  replay: per log line, "blunder" | "mistake" |
 *                                 "inaccuracy" | "best" | ""
 * @property {string} review_text  replay: the review of the move that led to the position
 * @property {string} review_summary  replay: one line per seat reviewed
 * @property {string} review_state "none" | "running" | "done"
 * @property {{seat?: number, title?: string, note?: string, button?: string}} curtain
 *                                 pass: while the board is hidden, whom the device goes to
 */

/**
 * A tag with a class and, optionally, text (always as textContent: never parsed as HTML).
 * @param {string} tag
 * @param {string} className
 * @param {string} [text]
 */
function make(tag, className, text) {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** @type {import("@anywidget/types").Render<Model>} */
function render({ model, el }) {
  const root = make("div", "tutor-widget");
  const title = make("h3", "tutor-title");
  const prompt = make("div", "tutor-prompt");
  const board = make("div", "tutor-board");
  board.setAttribute("role", "group");
  board.tabIndex = -1; // the focus falls back here when its target leaves the board
  const status = make("div", "tutor-status");
  status.setAttribute("role", "status");
  status.setAttribute("aria-live", "polite");
  const hintBox = make("div", "tutor-hint-text");
  const toolbar = make("div", "tutor-toolbar");
  const buttons = {};
  const names = ["hint", "reset", "undo", "redo", "first", "prev", "next", "last", "hints",
    "bot", "advice", "review", "present", "class", "tables"];
  for (const name of names) {
    buttons[name] = make("button", `tutor-btn tutor-btn-${name}`);
    buttons[name].type = "button";
    toolbar.append(buttons[name]);
  }
  // The class service (a JupyterHub with it only): Send to the class in Present mode, for
  // a teacher, with the class to send to and the link to the projector view.
  const classBar = make("div", "tutor-class-bar");
  const classPick = /** @type {HTMLSelectElement} */ (make("select", "tutor-class-pick"));
  buttons.send = make("button", "tutor-btn tutor-btn-send");
  buttons.send.type = "button";
  const projector = /** @type {HTMLAnchorElement} */ (make("a", "tutor-class-link"));
  projector.target = "_blank";
  projector.rel = "noopener";
  classBar.append(classPick, buttons.send, projector);
  const codeBox = make("details", "tutor-code");
  const codeTitle = make("summary", "tutor-code-title");
  const codeText = /** @type {HTMLInputElement} */ (make("input", "tutor-code-text"));
  codeText.readOnly = true;
  const copyButton = make("button", "tutor-btn tutor-btn-copy");
  copyButton.type = "button";
  codeBox.append(codeTitle, codeText, copyButton);
  const logBox = make("details", "tutor-log");
  logBox.open = true;
  const logTitle = make("summary", "tutor-log-title");
  const logList = make("ol", "tutor-log-list");
  logList.setAttribute("role", "listbox");
  logBox.append(logTitle, logList);
  // A replay: the bot's review of the move that led to the position shown, and a summary.
  const reviewBox = make("div", "tutor-review");
  reviewBox.setAttribute("aria-live", "polite");
  const summaryBox = make("details", "tutor-review-summary");
  const summaryTitle = make("summary", "tutor-review-summary-title");
  const summaryText = make("div", "tutor-review-summary-text");
  summaryBox.append(summaryTitle, summaryText);
  const side = make("div", "tutor-side");
  side.append(prompt, status, reviewBox, hintBox, toolbar, classBar, logBox, summaryBox, codeBox);
  const body = make("div", "tutor-body");
  body.append(board, side);
  // Pass and play: the curtain between turns. While it is down the kernel sends no board,
  // log or code (they are empty), and the page shows only whom the device goes to.
  const curtain = make("div", "tutor-curtain");
  curtain.setAttribute("role", "region");
  curtain.setAttribute("aria-live", "assertive");
  const curtainTitle = make("h4", "tutor-curtain-title");
  const curtainStatus = make("p", "tutor-curtain-status");
  const curtainNote = make("p", "tutor-curtain-note");
  const reveal = make("button", "tutor-btn tutor-btn-reveal");
  reveal.type = "button";
  curtain.append(curtainTitle, curtainStatus, curtainNote, reveal);
  root.append(title, curtain, body);
  el.append(root);

  /** @param {Record<string, any>} msg */
  const send = (msg) => model.send(msg);

  // Python -> JS: one small update function per trait.
  /** The board's keyboard targets, in Tab order (document order: tabindex is 0 or -1). */
  const targets = () => Array.from(board.querySelectorAll('[tabindex="0"]'));
  function updateSvg() {
    const focused = /** @type {Element | null} */ (document.activeElement);
    const inBoard = focused !== null && board.contains(focused);
    const again = inBoard ? targetSelector(findClickable(focused, board)) : null;
    const index = inBoard ? targets().indexOf(focused) : -1;
    board.innerHTML = model.get("svg"); // SVG made by our renderer, which escapes names
    if (!inBoard) return;
    // The same target if it is still there (a selection, a refused move), else the one
    // now in its place, else the board itself, so that Tab goes on from where it was.
    const same = again !== null ? board.querySelector(`${again}[tabindex="0"]`) : null;
    const all = targets();
    const next = same ?? (index >= 0 && all.length ? all[Math.min(index, all.length - 1)] : null);
    (/** @type {HTMLElement | SVGElement} */ (next ?? board)).focus({ preventScroll: true });
  }
  function updateStatus() {
    status.textContent = model.get("status");
    status.className = statusClass(model.get("status_kind"));
    curtainStatus.textContent = model.get("status");
  }
  /** The controls the board's mode allows. */
  const allowed = () => modeControls(model.get("mode") ?? "play");
  function updateCurtain() {
    const c = model.get("curtain") ?? {};
    const up = typeof c.seat === "number";
    const hadFocus = root.contains(document.activeElement);
    root.classList.toggle("tutor-curtain-up", up);
    curtain.hidden = !up;
    body.hidden = up;
    curtainTitle.textContent = up ? String(c.title ?? "") : "";
    curtainNote.textContent = up ? String(c.note ?? "") : "";
    reveal.textContent = up ? String(c.button ?? "") : "";
    if (up && hadFocus) reveal.focus({ preventScroll: true });
  }
  function updateReview() {
    const words = labels(model.get("lang"), model.get("words"));
    const text = model.get("review_text") ?? "";
    reviewBox.textContent = text;
    reviewBox.hidden = text === "";
    const sum = model.get("review_summary") ?? "";
    summaryTitle.textContent = words.summary;
    summaryText.textContent = sum;
    summaryBox.hidden = sum === "";
    const state = model.get("review_state") ?? "none";
    buttons.review.hidden = !allowed().review || state === "done";
    buttons.review.disabled = state === "running";
    buttons.review.textContent = state === "running" ? words.reviewing : words.review;
  }
  function updateMode() {
    const mode = model.get("mode") ?? "play";
    root.classList.toggle("tutor-replay", mode === "replay");
    root.classList.toggle("tutor-pass", mode === "pass");
    updateTaskButtons();
    updateNav();
    updateReview();
    updateClass();
  }
  function updateTitle() {
    title.textContent = model.get("title");
    title.hidden = model.get("title") === "";
    board.setAttribute("aria-label", model.get("title") || labels(model.get("lang"), model.get("words")).board);
  }
  function updatePrompt() {
    const text = model.get("prompt");
    const words = labels(model.get("lang"), model.get("words"));
    const done = model.get("task_done");
    const label = make("strong", "tutor-prompt-label", done ? `✓ ${words.done}` : words.task);
    prompt.replaceChildren(label, make("span", "tutor-prompt-text", text));
    prompt.hidden = text === "";
    prompt.classList.toggle("done", done);
    board.classList.toggle("task", text !== "" && !done);
    updateTaskButtons();
  }
  function updateTaskButtons() {
    const words = labels(model.get("lang"), model.get("words"));
    const show = taskButtons(model.get("prompt"), model.get("task_done"),
      model.get("hint_step"), model.get("hint_steps"));
    const off = model.get("hidden_controls") ?? [];
    const may = allowed();
    for (const name of ["hints", "bot", "advice", "hint", "reset"]) {
      buttons[name].hidden = !show[name] || may[name] === false || off.includes(name);
    }
    // A board whose moves another place plays (a class table) offers none of these.
    buttons.present.hidden = off.includes("present");
    updateNav();
    if (show.hintLabel !== null) buttons.hint.textContent = `${words.hint} ${show.hintLabel}`;
    buttons.hint.disabled = model.get("hint_step") >= model.get("hint_steps");
    const hint = model.get("hint_text");
    hintBox.textContent = hint;
    hintBox.hidden = hint === "" || !show.hintText;
  }
  let classWasOpen = Boolean(model.get("class_open"));
  function updateClass() {
    const words = labels(model.get("lang"));
    const groups = model.get("class_groups") ?? [];
    const show = classControls(model.get("classroom") ?? "", root.classList.contains("tutor-present"),
      groups, model.get("class_link") ?? "", Boolean(model.get("class_slot")));
    buttons.class.hidden = !show.join || !allowed().class;
    buttons.tables.hidden = !show.join || !allowed().class;
    // While the class's board (or the pupil's table) is open under this one, it takes this
    // board's place (the board, its log and code fold away; the Class or Play a classmate
    // button stays to close it), and the page scrolls to it: it opens where the student
    // is, not a screen further down.
    const open = Boolean(model.get("class_open")) || Boolean(model.get("tables_open"));
    buttons.class.setAttribute("aria-pressed", String(Boolean(model.get("class_open"))));
    buttons.tables.setAttribute("aria-pressed", String(Boolean(model.get("tables_open"))));
    root.classList.toggle("tutor-class-open", open);
    if (open && !classWasOpen) root.scrollIntoView({ block: "start" });
    classWasOpen = open;
    buttons.send.hidden = !show.send;
    classPick.hidden = !show.pick;
    classPick.setAttribute("aria-label", words.classPick);
    classPick.title = words.classPick;
    const chosen = classPick.value;
    classPick.replaceChildren(...groups.map((name) => {
      const option = /** @type {HTMLOptionElement} */ (make("option", "", name));
      option.value = name;
      return option;
    }));
    if (groups.includes(chosen)) classPick.value = chosen;
    projector.hidden = show.link === null;
    if (show.link !== null) projector.href = show.link;
    projector.textContent = words.projector;
    classBar.hidden = !show.send && show.link === null;
  }
  function updateCode() {
    codeText.value = model.get("code");
    codeBox.hidden = model.get("code") === "";
  }
  function updateHints() {
    const on = model.get("hints");
    board.classList.toggle("hints", on);
    buttons.hints.setAttribute("aria-pressed", String(on));
  }
  function updateNav() {
    const steps = navSteps(model.get("cursor"), model.get("log_length"));
    const may = allowed();
    const off = model.get("hidden_controls") ?? [];
    for (const name of ["first", "prev", "next", "last"]) {
      buttons[name].disabled = steps[name] === null;
      buttons[name].hidden = !may.nav || off.includes(name);
    }
    buttons.undo.disabled = !model.get("can_undo");
    buttons.redo.disabled = !model.get("can_redo");
    buttons.undo.hidden = !may.undo || off.includes("undo");
    buttons.redo.hidden = !may.redo || off.includes("redo");
  }
  function updateLog() {
    const words = labels(model.get("lang"), model.get("words"));
    const cursor = model.get("cursor");
    const start = make("li", `tutor-log-line ${cursor === 0 ? "current" : "done"}`, words.start);
    start.dataset.step = "0";
    const reviews = model.get("reviews") ?? [];
    const marks = model.get("review_marks") ?? [];
    const lines = logEntries(model.get("moves"), cursor).map((entry, i) => {
      const li = make("li", `tutor-log-line ${entry.kind}`, entry.text);
      li.dataset.step = String(entry.step);
      const mark = reviewMark(marks[i]);
      if (mark !== "") {
        li.classList.add(`review-${marks[i]}`);
        li.append(make("span", "tutor-review-mark", ` ${mark}`));
      }
      if (typeof reviews[i] === "string" && reviews[i] !== "") li.title = reviews[i];
      return li;
    });
    const hadFocus = logList.contains(document.activeElement);
    logList.replaceChildren(start, ...lines);
    // One tab stop for the whole log (the current line); the arrow keys do the rest.
    for (const li of logList.children) {
      const current = li.classList.contains("current");
      li.setAttribute("role", "option");
      li.setAttribute("aria-selected", String(current));
      li.tabIndex = current ? 0 : -1;
    }
    const current = /** @type {HTMLElement | null} */ (logList.querySelector(".current"));
    if (current) logList.scrollTop = Math.max(0, current.offsetTop - logList.clientHeight / 2);
    if (hadFocus && current) current.focus({ preventScroll: true });
    updateNav();
  }
  function updateLabels() {
    const words = labels(model.get("lang"), model.get("words"));
    for (const [name, button] of Object.entries(buttons)) {
      button.textContent = words[name];
      button.title = words[`${name}Title`] ?? words[name];
    }
    // "|<" and "<" say nothing to a screen reader: those buttons are named by their tooltip.
    for (const name of ["first", "prev", "next", "last"]) {
      buttons[name].setAttribute("aria-label", words[`${name}Title`]);
    }
    board.setAttribute("aria-label", model.get("title") || words.board);
    logList.setAttribute("aria-label", words.logLabel);
    logTitle.textContent = words.log;
    codeTitle.textContent = words.code;
    codeTitle.title = words.codeTitle;
    copyButton.textContent = words.copy;
    root.lang = model.get("lang");
    updatePrompt();
    updateLog();
    updateClass();
    updateReview();
  }

  // Every update from Python (one per answer: Python groups a click's changes into one
  // message) counts on the root's data-updates, after the board has drawn it: a test or a
  // tool that clicks waits for the count to move on, never for a redraw it guesses.
  let updates = 0;
  root.dataset.updates = "0";
  model.on("change", () => { root.dataset.updates = String(++updates); });

  model.on("change:svg", updateSvg);
  model.on("change:status", updateStatus);
  model.on("change:status_kind", updateStatus);
  model.on("change:title", updateTitle);
  model.on("change:prompt", updatePrompt);
  model.on("change:task_done", updatePrompt);
  model.on("change:hints", updateHints);
  model.on("change:moves", updateLog);
  model.on("change:cursor", updateLog);
  model.on("change:log_length", updateNav);
  model.on("change:can_undo", updateNav);
  model.on("change:can_redo", updateNav);
  model.on("change:lang", updateLabels);
  model.on("change:words", updateLabels);
  model.on("change:hint_text", updateTaskButtons);
  model.on("change:hint_step", updateTaskButtons);
  model.on("change:hint_steps", updateTaskButtons);
  model.on("change:code", updateCode);
  for (const name of ["classroom", "class_groups", "class_slot", "class_open", "class_link",
    "tables_open"]) {
    model.on(`change:${name}`, updateClass);
  }
  model.on("change:hidden_controls", updateTaskButtons);
  model.on("change:mode", updateMode);
  model.on("change:curtain", updateCurtain);
  model.on("change:reviews", updateLog);
  model.on("change:review_marks", updateLog);
  for (const name of ["review_text", "review_summary", "review_state"]) {
    model.on(`change:${name}`, updateReview);
  }

  // JS -> Python: events as messages; Python answers by changing traits.
  board.addEventListener("click", (event) => {
    if (!allowed().play) return;
    const msg = clickMessage(event.target, board, model.get("cursor"));
    if (msg !== null) send(msg);
  });
  // A key the board or the log uses is theirs alone: not the page's (Space scrolls) nor
  // JupyterLab's (its shortcuts listen to keydown as it bubbles: arrows move between cells).
  const own = (/** @type {KeyboardEvent} */ event) => {
    event.preventDefault();
    event.stopPropagation();
  };
  board.addEventListener("keydown", (event) => {
    const move = keyAction(event);
    if (move === null) return;
    if (move === "activate") {
      const el = findClickable(event.target, board);
      if (el === null || !allowed().play) return;
      own(event);
      const msg = clickMessage(el, board, model.get("cursor"));
      if (msg !== null) send(msg);
      return;
    }
    const all = targets();
    const to = moveFocus(move, all.indexOf(/** @type {Element} */ (event.target)), all.length);
    own(event);
    if (to !== null) all[to].focus();
  });
  logList.addEventListener("click", (event) => {
    if (!allowed().nav) return;
    const li = /** @type {HTMLElement} */ (event.target).closest?.("li[data-step]");
    if (li) send({ type: "goto", step: Number(li.dataset.step) });
  });
  logList.addEventListener("keydown", (event) => {
    const move = keyAction(event);
    if (move === null || !allowed().nav) return;
    own(event);
    const li = /** @type {HTMLElement} */ (event.target).closest?.("li[data-step]");
    if (move === "activate") {
      if (li) send({ type: "goto", step: Number(li.dataset.step) });
      return;
    }
    const step = navSteps(model.get("cursor"), model.get("log_length"))[move];
    if (step !== null) send({ type: "goto", step });
  });
  buttons.undo.addEventListener("click", () => send({ type: "undo" }));
  buttons.redo.addEventListener("click", () => send({ type: "redo" }));
  for (const name of ["first", "prev", "next", "last"]) {
    buttons[name].addEventListener("click", () => {
      const step = navSteps(model.get("cursor"), model.get("log_length"))[name];
      if (step !== null) send({ type: "goto", step });
    });
  }
  buttons.hints.addEventListener("click", () => send({ type: "hints", on: !model.get("hints") }));
  buttons.bot.addEventListener("click", () => send({ type: "bot" }));
  buttons.hint.addEventListener("click", () => send({ type: "hint" }));
  buttons.advice.addEventListener("click", () => send({ type: "advice" }));
  buttons.reset.addEventListener("click", () => send({ type: "reset" }));
  buttons.class.addEventListener("click", () => send({ type: "class" }));
  buttons.tables.addEventListener("click", () => send({ type: "tables" }));
  buttons.review.addEventListener("click", () => send({ type: "review" }));
  reveal.addEventListener("click", () => {
    const c = model.get("curtain") ?? {};
    if (typeof c.seat === "number") send({ type: "reveal", seat: c.seat });
  });
  buttons.send.addEventListener("click", () => {
    const groups = model.get("class_groups") ?? [];
    send(groups.length > 1 ? { type: "send-class", group: classPick.value }
      : { type: "send-class" });
  });
  // Presentation mode is the front end's own business: full screen where the browser
  // allows it, and large text either way (Escape or the button again leaves it).
  buttons.present.addEventListener("click", () => {
    const on = !root.classList.contains("tutor-present");
    root.classList.toggle("tutor-present", on);
    buttons.present.setAttribute("aria-pressed", String(on));
    if (on && root.requestFullscreen) root.requestFullscreen().catch(() => {});
    if (!on && document.fullscreenElement === root) document.exitFullscreen().catch(() => {});
    updateClass();
  });
  const leftFullscreen = () => {
    if (document.fullscreenElement !== root) {
      root.classList.remove("tutor-present");
      buttons.present.setAttribute("aria-pressed", "false");
      updateClass();
    }
  };
  document.addEventListener("fullscreenchange", leftFullscreen);
  copyButton.addEventListener("click", () => {
    codeText.select();
    const words = labels(model.get("lang"), model.get("words"));
    const done = () => { copyButton.textContent = words.copied; };
    if (navigator.clipboard) navigator.clipboard.writeText(codeText.value).then(done, () => {});
  });

  updateSvg();
  updateStatus();
  updateTitle();
  updateHints();
  updateLabels();
  updateCode();
  updateClass();
  updateMode();
  updateCurtain();
  return () => document.removeEventListener("fullscreenchange", leftFullscreen);
}

export default { render };
