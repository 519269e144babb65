// Tests of the board widget's pure helpers (no browser): node --test tests/widget/
import assert from "node:assert/strict";
import { test } from "node:test";

import {
  classControls,
  clickMessage,
  findClickable,
  keyAction,
  labels,
  logEntries,
  modeControls,
  moveFocus,
  navSteps,
  REVIEW_MARKS,
  reviewMark,
  statusClass,
  targetSelector,
  taskButtons,
} from "../../tutor/widget/static/helpers.mjs";

/** A minimal stand-in for a DOM element: attributes and a parent. */
function node(attrs = {}, parentNode = null) {
  return { parentNode, getAttribute: (name) => (name in attrs ? attrs[name] : null) };
}

test("a click on a child of a data-action element finds that element", () => {
  const root = node();
  const slot = node({ "data-action": "tile O3 at (0,1) rot 0", class: "slot legal" }, root);
  const path = node({}, slot);
  assert.equal(findClickable(path, root), slot);
  assert.deepEqual(clickMessage(path, root, 4),
    { type: "action", action: "tile O3 at (0,1) rot 0", cursor: 4 });
});

test("a click on a data-target element gives a target message", () => {
  const root = node();
  const tile = node({ "data-target": "type-C2" }, root);
  assert.deepEqual(clickMessage(tile, root, 0), { type: "target", target: "type-C2", cursor: 0 });
});

test("data-action wins over data-target on the same element", () => {
  const root = node();
  const both = node({ "data-action": "pass", "data-target": "x" }, root);
  assert.equal(clickMessage(both, root, 1).type, "action");
});

test("an illegal-but-clickable element is still sent (Python explains the rule)", () => {
  const root = node();
  const bad = node({ "data-action": "stone at (0,0)a", class: "illegal" }, root);
  assert.equal(clickMessage(bad, root, 2).action, "stone at (0,0)a");
});

test("clicks on nothing clickable, or above the board, give null", () => {
  const outside = node({ "data-action": "pass" });
  const root = node({}, outside);
  const background = node({}, root);
  assert.equal(findClickable(background, root), null);
  assert.equal(clickMessage(background, root, 0), null);
  assert.equal(clickMessage(null, root, 0), null);
});

test("text nodes without getAttribute are skipped on the way up", () => {
  const root = node();
  const label = node({ "data-action": "pass" }, root);
  const text = { parentNode: label };
  assert.equal(findClickable(text, root), label);
});

test("an empty data-action is still found (Python rejects it with a status)", () => {
  const root = node();
  const empty = node({ "data-action": "" }, root);
  assert.deepEqual(clickMessage(empty, root, 0), { type: "action", action: "", cursor: 0 });
});

test("log entries are done, current or undone relative to the cursor", () => {
  const lines = ["1. Blue: a", "2. Blue: b", "3. Orange: c"];
  assert.deepEqual(logEntries(lines, 2), [
    { text: "1. Blue: a", step: 1, kind: "done" },
    { text: "2. Blue: b", step: 2, kind: "current" },
    { text: "3. Orange: c", step: 3, kind: "undone" },
  ]);
  assert.deepEqual(logEntries(lines, 0).map((e) => e.kind), ["undone", "undone", "undone"]);
  assert.deepEqual(logEntries([], 0), []);
});

test("navigation steps stop at both ends", () => {
  assert.deepEqual(navSteps(0, 0), { first: null, prev: null, next: null, last: null });
  assert.deepEqual(navSteps(0, 3), { first: null, prev: null, next: 1, last: 3 });
  assert.deepEqual(navSteps(2, 3), { first: 0, prev: 1, next: 3, last: 3 });
  assert.deepEqual(navSteps(3, 3), { first: 0, prev: 2, next: null, last: null });
});

test("status classes follow the kind; unknown kinds show as info", () => {
  assert.equal(statusClass("error"), "tutor-status tutor-status-error");
  assert.equal(statusClass("success"), "tutor-status tutor-status-success");
  assert.equal(statusClass("<img onerror=x>"), "tutor-status tutor-status-info");
});

test("labels exist in both languages with the same keys; unknown falls back to English", () => {
  assert.deepEqual(Object.keys(labels("zh-Hant")).sort(), Object.keys(labels("en")).sort());
  assert.equal(labels("fr"), labels("en"));
  assert.equal(labels("__proto__"), labels("en"));
  assert.equal(labels("zh-Hant").undo, "復原");
  assert.equal(labels("zh-Hant").log, "紀錄");
});

test("a game's own words for undo and the log replace the defaults, and nothing else", () => {
  const go = labels("zh-Hant", { undo: "悔棋", Undo: "悔棋", log: "棋譜" });
  assert.equal(go.undo, "悔棋");
  assert.equal(go.log, "棋譜");
  assert.equal(go.redo, "重做");
  assert.equal(labels("zh-Hant").undo, "復原"); // the defaults are not changed
  assert.equal(labels("zh-Hant", {}), labels("zh-Hant"));
  assert.equal(labels("en", { Undo: "", log: 3, hint: "x" }), labels("en"));
});

test("the Chinese labels use full-width punctuation and never 悔棋 or 棋譜", () => {
  for (const [key, text] of Object.entries(labels("zh-Hant"))) {
    if (["first", "prev", "next", "last", "start"].includes(key)) continue; // |< < > >| 0.
    assert.doesNotMatch(text, /[,:;?!()]/, `${key}: ${text}`);
    assert.doesNotMatch(text, /悔棋|棋譜/, `${key}: ${text}`);
  }
});

test("keys: Enter and Space activate, arrows move, Home and End jump; modifiers are left alone", () => {
  assert.equal(keyAction({ key: "Enter" }), "activate");
  assert.equal(keyAction({ key: " " }), "activate");
  assert.equal(keyAction({ key: "ArrowDown" }), "next");
  assert.equal(keyAction({ key: "ArrowRight" }), "next");
  assert.equal(keyAction({ key: "ArrowUp" }), "prev");
  assert.equal(keyAction({ key: "ArrowLeft" }), "prev");
  assert.equal(keyAction({ key: "Home" }), "first");
  assert.equal(keyAction({ key: "End" }), "last");
  assert.equal(keyAction({ key: "Tab" }), null);
  assert.equal(keyAction({ key: "a" }), null);
  assert.equal(keyAction({ key: "Enter", ctrlKey: true }), null); // Ctrl+Enter runs a cell
  assert.equal(keyAction({ key: "ArrowDown", altKey: true }), null);
});

test("the focus moves between targets and stops at the ends", () => {
  assert.equal(moveFocus("next", -1, 3), 0);
  assert.equal(moveFocus("next", 0, 3), 1);
  assert.equal(moveFocus("next", 2, 3), null);
  assert.equal(moveFocus("prev", 0, 3), null);
  assert.equal(moveFocus("prev", -1, 3), 2);
  assert.equal(moveFocus("first", 2, 3), 0);
  assert.equal(moveFocus("last", 0, 3), 2);
  assert.equal(moveFocus("last", 2, 3), null);
  assert.equal(moveFocus("next", -1, 0), null);
});

test("a target is found again after a redraw by its data-target, else its data-action", () => {
  assert.equal(targetSelector(node({ "data-target": "card-A05", "data-action": "x" })),
    '[data-target="card-A05"]');
  assert.equal(targetSelector(node({ "data-action": 'say "hi"' })), '[data-action="say \\"hi\\""]');
  assert.equal(targetSelector(node({})), null);
  assert.equal(targetSelector(null), null);
});

test("in a task the hint and try-again buttons replace the hint toggle, the bot and its advice", () => {
  assert.deepEqual(taskButtons("Capture the stone", false, 0, 3),
    { hints: false, bot: false, advice: false, hint: true, reset: true, hintText: true,
      hintLabel: "1/3" });
  assert.equal(taskButtons("Capture the stone", false, 3, 3).hintLabel, "3/3");
  // a solved task hides its last hint; with no task at all the box holds the bot's advice
  assert.deepEqual(taskButtons("Capture the stone", true, 1, 3),
    { hints: true, bot: true, advice: true, hint: false, reset: false, hintText: false,
      hintLabel: null });
  assert.deepEqual(taskButtons("", false, 0, 0),
    { hints: true, bot: true, advice: true, hint: false, reset: false, hintText: true,
      hintLabel: null });
});

test("every label exists in both languages", () => {
  assert.deepEqual(Object.keys(labels("en")).sort(), Object.keys(labels("zh-Hant")).sort());
});

test("off a hub (classroom \"\") no class control shows", () => {
  for (const present of [false, true]) {
    assert.deepEqual(classControls("", present, ["7a"], "/services/tutor-classroom/poll/1", true),
      { join: false, send: false, pick: false, link: null });
  }
});

test("a student gets the Class button only, on a board shown by itself", () => {
  assert.deepEqual(classControls("student", true, [], "", true),
    { join: true, send: false, pick: false, link: null });
  assert.deepEqual(classControls("student", true, [], "", false),
    { join: false, send: false, pick: false, link: null });
});

test("a teacher sends from Present mode only, choosing among several classes", () => {
  assert.deepEqual(classControls("teacher", false, ["7a"], "", true),
    { join: true, send: false, pick: false, link: null });
  assert.deepEqual(classControls("teacher", true, ["7a"], "", true),
    { join: true, send: true, pick: false, link: null });
  assert.deepEqual(classControls("teacher", true, ["7a", "7b"], "/s/poll/2", false),
    { join: false, send: true, pick: true, link: "/s/poll/2" });
});

test("the projector link is a path or an http(s) address, nothing else", () => {
  assert.equal(classControls("teacher", true, ["7a"], "javascript:alert(1)", true).link, null);
  assert.equal(classControls("teacher", false, ["7a"], "https://hub/x", true).link,
    "https://hub/x");
});

test("a replay steps through the game and reviews it but plays nothing", () => {
  const replay = modeControls("replay");
  assert.equal(replay.play, false);
  assert.equal(replay.nav, true);
  assert.equal(replay.review, true);
  for (const name of ["undo", "redo", "hints", "bot", "advice", "class"]) {
    assert.equal(replay[name], false, name);
  }
});

test("pass and play plays and takes back, without history, bot, Best moves or class", () => {
  const pass = modeControls("pass");
  for (const name of ["play", "undo", "hints"]) assert.equal(pass[name], true, name);
  for (const name of ["nav", "redo", "bot", "advice", "review", "class"]) {
    assert.equal(pass[name], false, name);
  }
});

test("an unknown or missing mode is the board to play, with every control", () => {
  for (const mode of ["play", "", "nonsense", undefined]) {
    const all = modeControls(mode);
    for (const [name, value] of Object.entries(all)) {
      assert.equal(value, name !== "review", `${mode} ${name}`);
    }
  }
});

test("review marks: the annotator's marks, nothing for an unknown kind", () => {
  assert.equal(reviewMark("blunder"), "??");
  assert.equal(reviewMark("mistake"), "?");
  assert.equal(reviewMark("inaccuracy"), "?!");
  assert.equal(reviewMark("best"), "✓");
  for (const kind of ["", "toString", "__proto__", undefined, 3]) assert.equal(reviewMark(kind), "");
  assert.deepEqual(Object.keys(REVIEW_MARKS).sort(), ["best", "blunder", "inaccuracy", "mistake"]);
});
