// Pure helpers of the board widget: no DOM globals, so Node tests them without a browser.
// _widget.py inlines this file in front of board.js (anywidget loads one module).

/** Button labels and tooltips, by language. */
export const LABELS = {
  en: {
    undo: "Undo", redo: "Redo", first: "|<", prev: "<", next: ">", last: ">|",
    firstTitle: "Go to the start", prevTitle: "One step back", nextTitle: "One step forward",
    lastTitle: "Go to the last step", hints: "Hints", bot: "Bot move",
    hintsTitle: "Highlight the moves you can make", botTitle: "Let the bot make the next move",
    advice: "Best moves", adviceTitle: "Ask the strong bot for the best moves here (it thinks about a second)",
    log: "Moves", start: "0. start", task: "Task", done: "Done",
    hint: "Hint", hintTitle: "A hint: a nudge first, the answer last",
    reset: "Try again", resetTitle: "Back to the start of the task",
    present: "Present", presentTitle: "Full screen, large text (for a projector)",
    code: "Position code", codeTitle: "Copy this text to share the position",
    copy: "Copy", copied: "Copied",
    undoTitle: "Take back the last move", redoTitle: "Play the move taken back again",
    board: "Board", logLabel: "Every move so far: arrow keys step through them, Enter goes to one",
    class: "Class", classTitle: "Play it together: open the position your teacher sends to the class",
    send: "Send to the class", sendTitle: "Send this position to the class, as the player to move sees it",
    classPick: "Class to send it to", projector: "Projector view",
    tables: "Play a classmate", tablesTitle: "Play a whole game against classmates, at a table your teacher opened",
    review: "Bot review", reviewTitle: "Let the strong bot review every move (it takes a while)",
    reviewing: "Reviewing…", summary: "Bot review: summary",
  },
  "zh-Hant": {
    undo: "復原", redo: "重做", first: "|<", prev: "<", next: ">", last: ">|",
    firstTitle: "回到開始", prevTitle: "上一步", nextTitle: "下一步",
    lastTitle: "到最後一步", hints: "提示", bot: "電腦走一步",
    hintsTitle: "標示可以走的步", botTitle: "讓電腦走下一步",
    advice: "最佳著法", adviceTitle: "請高手電腦找出這裡最好的走法（大約想一秒）",
    undoTitle: "收回上一步", redoTitle: "把收回的那一步再走一次",
    log: "紀錄", start: "0. 開始", task: "任務", done: "完成",
    hint: "提示", hintTitle: "提示：先給方向，最後給答案",
    reset: "再試一次", resetTitle: "回到任務的開始",
    present: "投影", presentTitle: "全螢幕、大字（投影用）",
    code: "局面代碼", codeTitle: "複製這段文字來分享這個局面",
    copy: "複製", copied: "已複製",
    board: "盤面", logLabel: "走過的每一步：用上下鍵瀏覽，按 Enter 跳到那一步",
    class: "全班", classTitle: "全班一起下：打開老師傳給全班的局面",
    send: "傳給全班", sendTitle: "把這個局面傳給全班（以輪到的玩家看得到的樣子）",
    classPick: "要傳給哪一班", projector: "投影畫面",
    tables: "和同學下", tablesTitle: "在老師開的桌子和同學下一整盤",
    review: "電腦檢討", reviewTitle: "請高手電腦檢討每一步（要等一下）",
    reviewing: "檢討中…", summary: "電腦檢討：總結",
  },
};

/** The labels a game may name in its own words: label -> key of the widget's `words`. */
const GAME_WORDS = { undo: "Undo", log: "log" };

/**
 * The labels for a language (English when the language is unknown), with the game's own
 * words for the undo button and the move log where it gives them (Cartography, played
 * with stones, says 悔棋 and 棋譜 where the card games say 復原 and 紀錄).
 * @param {string} lang
 * @param {Record<string, string>} [words]  the widget's `words` trait: {Undo, log, ...}
 * @returns {typeof LABELS.en}
 */
export function labels(lang, words) {
  const base = Object.hasOwn(LABELS, lang) ? LABELS[lang] : LABELS.en;
  const own = {};
  for (const [label, key] of Object.entries(GAME_WORDS)) {
    if (words && Object.hasOwn(words, key) && typeof words[key] === "string" && words[key]) {
      own[label] = words[key];
    }
  }
  return Object.keys(own).length ? { ...base, ...own } : base;
}

/**
 * The nearest element, from the clicked one up to (not including) `root`, that carries
 * `data-action` or `data-target`; null when the click was on nothing clickable.
 * @param {any} node  the event target (an SVG or HTML element, or a text node)
 * @param {any} root  the board container
 * @returns {any}
 */
export function findClickable(node, root) {
  for (let n = node; n && n !== root; n = n.parentNode) {
    if (typeof n.getAttribute !== "function") continue;
    if (n.getAttribute("data-action") !== null || n.getAttribute("data-target") !== null) {
      return n;
    }
  }
  return null;
}

/**
 * The message to send for a click on `node`, or null. `data-action` wins over
 * `data-target` on the same element. The cursor tells Python which board was clicked.
 * @param {any} node
 * @param {any} root
 * @param {number} cursor
 * @returns {{type: "action", action: string, cursor: number}
 *          | {type: "target", target: string, cursor: number} | null}
 */
export function clickMessage(node, root, cursor) {
  const el = findClickable(node, root);
  if (el === null) return null;
  const action = el.getAttribute("data-action");
  if (action !== null) return { type: "action", action, cursor };
  return { type: "target", target: el.getAttribute("data-target"), cursor };
}

/**
 * The log lines to show: each with the step to go to when it is clicked (the position
 * after that action) and whether it is played, the current position, or undone.
 * @param {string[]} lines  the `moves` trait
 * @param {number} cursor
 * @returns {{text: string, step: number, kind: "done" | "current" | "undone"}[]}
 */
export function logEntries(lines, cursor) {
  return lines.map((text, i) => ({
    text,
    step: i + 1,
    kind: i + 1 < cursor ? "done" : i + 1 === cursor ? "current" : "undone",
  }));
}

/**
 * The steps the four navigation buttons go to, or null when a button has nowhere to go.
 * @param {number} cursor
 * @param {number} length  how many actions are logged
 * @returns {{first: number | null, prev: number | null, next: number | null,
 *            last: number | null}}
 */
export function navSteps(cursor, length) {
  const back = cursor > 0;
  const forward = cursor < length;
  return {
    first: back ? 0 : null,
    prev: back ? cursor - 1 : null,
    next: forward ? cursor + 1 : null,
    last: forward ? length : null,
  };
}

/**
 * Which toolbar buttons to show: in a task the hint and try-again buttons replace the
 * free-play hint toggle and the bot button.
 * @param {string} prompt  the task prompt ("" without a task)
 * @param {boolean} done   whether the task is done
 * @param {number} hintStep   hint steps used
 * @param {number} hintSteps  hint steps the task has
 * @returns {{hints: boolean, bot: boolean, hint: boolean, reset: boolean,
 *            hintLabel: string | null}}
 */
export function taskButtons(prompt, done, hintStep, hintSteps) {
  const inTask = prompt !== "" && !done;
  return {
    hints: !inTask,
    bot: !inTask,
    advice: !inTask,
    hint: inTask && hintSteps > 0,
    reset: inTask,
    hintText: inTask || prompt === "",
    hintLabel: inTask && hintSteps > 0 ? `${Math.min(hintStep + 1, hintSteps)}/${hintSteps}` : null,
  };
}

/**
 * What the board shows of the class service (on a JupyterHub with it; `classroom` is ""
 * everywhere else, and then nothing is shown): the Class button for everyone, and in
 * Present mode, for a teacher, Send to the class, the choice of class when there are
 * several, and the link to the projector view of the position last sent.
 * @param {string} classroom  "" | "student" | "teacher"
 * @param {boolean} present   whether the board is in Present mode
 * @param {string[]} groups   the classes a teacher may send to
 * @param {string} link       the projector view of the last position sent ("" before)
 * @param {boolean} slot      whether the class's board can open under this board (it is
 *                            not part of another widget)
 * @returns {{join: boolean, send: boolean, pick: boolean, link: string | null}}
 */
export function classControls(classroom, present, groups, link, slot) {
  const teacher = classroom === "teacher" && groups.length > 0;
  const sending = teacher && present;
  const safe = typeof link === "string" && /^(\/|https?:\/\/)/.test(link) ? link : null;
  return {
    join: (classroom === "student" || classroom === "teacher") && slot,
    send: sending,
    pick: sending && groups.length > 1,
    link: teacher && safe !== null ? safe : null,
  };
}

const KINDS = ["info", "error", "success", "task"];

/**
 * The class list of the status line for a status kind (unknown kinds show as info).
 * @param {string} kind
 * @returns {string}
 */
export function statusClass(kind) {
  return `tutor-status tutor-status-${KINDS.includes(kind) ? kind : "info"}`;
}

/**
 * What a key pressed on the board or in the move log does: "activate" (Enter, Space),
 * "next" / "prev" (the arrow keys), "first" / "last" (Home, End), or null (any other key,
 * or a key held with Ctrl, Alt or Meta, which belongs to the browser or Jupyter).
 * @param {{key: string, ctrlKey?: boolean, altKey?: boolean, metaKey?: boolean}} event
 * @returns {"activate" | "next" | "prev" | "first" | "last" | null}
 */
export function keyAction(event) {
  if (event.ctrlKey || event.altKey || event.metaKey) return null;
  switch (event.key) {
    case "Enter": case " ": case "Spacebar": return "activate";
    case "ArrowRight": case "ArrowDown": return "next";
    case "ArrowLeft": case "ArrowUp": return "prev";
    case "Home": return "first";
    case "End": return "last";
    default: return null;
  }
}

/**
 * Where the focus goes among `count` keyboard targets from `index` (-1: none focused) for
 * a move of `keyAction`, or null when it does not move. The ends stop; they do not wrap.
 * @param {"next" | "prev" | "first" | "last"} move
 * @param {number} index
 * @param {number} count
 * @returns {number | null}
 */
export function moveFocus(move, index, count) {
  if (count === 0) return null;
  const to = { next: index + 1, prev: index < 0 ? count - 1 : index - 1, first: 0,
    last: count - 1 }[move];
  if (to === undefined || to < 0 || to >= count || to === index) return null;
  return to;
}

/**
 * What identifies a board target across redraws (the ids change with every position): its
 * data-target or data-action as a CSS attribute selector, or null.
 * @param {any} el
 * @returns {string | null}
 */
export function targetSelector(el) {
  if (!el || typeof el.getAttribute !== "function") return null;
  for (const name of ["data-target", "data-action"]) {
    const value = el.getAttribute(name);
    if (value !== null) return `[${name}="${value.replace(/["\\]/g, "\\$&")}"]`;
  }
  return null;
}

/**
 * What a board's mode lets a person do: "play" (every control), "replay" (a match looked
 * back on: step through it, ask for the bot's review; nothing is played) or "pass"
 * (people taking turns at one screen: play, take back one's own move, hints; no history
 * stepping, no bot, no Best moves, no class). An unknown mode is "play".
 * @param {string} mode
 * @returns {{play: boolean, nav: boolean, undo: boolean, redo: boolean, hints: boolean,
 *            bot: boolean, advice: boolean, review: boolean, class: boolean}}
 */
export function modeControls(mode) {
  const replay = mode === "replay";
  const pass = mode === "pass";
  const play = !replay && !pass;
  return {
    play: !replay, nav: !pass, undo: !replay, redo: play, hints: !replay, bot: play,
    advice: play, review: replay, class: play,
  };
}

/** The marks of reviewed moves in the log, as chess annotators write them. */
export const REVIEW_MARKS = { blunder: "??", mistake: "?", inaccuracy: "?!", best: "✓" };

/**
 * The mark of a log line by its review ("blunder", "mistake", "inaccuracy", "best" or ""),
 * "" for none or an unknown kind.
 * @param {string} kind
 * @returns {string}
 */
export function reviewMark(kind) {
  return typeof kind === "string" && Object.hasOwn(REVIEW_MARKS, kind) ? REVIEW_MARKS[kind] : "";
}
