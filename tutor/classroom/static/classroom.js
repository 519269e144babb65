// The class service's pages: each is drawn from its JSON (data-src) with textContent
// only, so nothing a student sent (a name, a move) is ever read as HTML; names and moves
// are shown inside <bdi> with their control and invisible characters made visible.
// Boards are the engines' own SVG; marks and arrows for moves are added here with SVG DOM
// calls. A page is built once (its header, and the class page's form, which a live
// refresh never touches) and its live part is drawn again from its JSON after each
// server-sent event (data-stream). A stream that fails is opened again; when the service
// no longer knows the login (403), the page logs in again through the hub by itself.
"use strict";

(function () {
  // In the hidden frame of a new login (relogin below), the page only has to be there.
  if (window.self !== window.top) return;
  const app = document.getElementById("app");
  const ds = app.dataset;
  const SVGNS = "http://www.w3.org/2000/svg";
  let data = null;
  let content = null; // the live part of the page, drawn again on every update

  function el(tag, cls, text) {
    const node = document.createElement(tag);
    if (cls) node.className = cls;
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  }
  function link(href, text, cls) {
    const a = el("a", cls);
    a.append(text instanceof Node ? text : document.createTextNode(String(text)));
    a.href = href;
    return a;
  }
  function withLang(url) {
    return url + (url.includes("?") ? "&" : "?") + "lang=" + encodeURIComponent(ds.lang);
  }
  function fmt(text, params) {
    return text.replace(/\{(\w+)\}/g, (_m, k) => (k in params ? String(params[k]) : ""));
  }
  /** `text` as nodes, with its {name} parameters as given (text or nodes). */
  function fmtNodes(text, params) {
    const out = [];
    let last = 0;
    text.replace(/\{(\w+)\}/g, (m, k, at) => {
      out.push(text.slice(last, at), k in params ? params[k] : "");
      last = at + m.length;
      return m;
    });
    out.push(text.slice(last));
    return out.filter((part) => part !== "");
  }

  // Control and invisible characters (a right-to-left override, a zero-width space, a
  // newline) written as their escapes, as the service's exports write them: a name or a
  // move cannot hide letters or turn the text around it.
  const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;
  function visible(text) {
    return String(text).replace(INVISIBLE, (c) => {
      const code = c.codePointAt(0);
      const named = { 9: "\\t", 10: "\\n", 13: "\\r" }[code];
      if (named) return named;
      if (code < 0x100) return "\\x" + code.toString(16).padStart(2, "0");
      if (code < 0x10000) return "\\u" + code.toString(16).padStart(4, "0");
      return "\\U" + code.toString(16).padStart(8, "0");
    });
  }
  /** A student's text (a name, a move) isolated from the text around it. */
  function bdi(text, cls) {
    return el("bdi", cls, visible(text));
  }
  /** A move in words, or, where the game cannot read it, the text as it was sent. */
  function moveNode(m, w) {
    const span = el("span", "words");
    if (m.words !== null && m.words !== undefined) {
      span.append(bdi(m.words));
    } else {
      span.append(el("span", "unreadable", w.unreadable), " ", bdi(m.move, "raw"));
    }
    return span;
  }
  function colon() {
    return data.lang === "zh-Hant" ? "：" : ": ";
  }
  function stars(n, of) {
    return "★".repeat(Math.max(0, n)) + "☆".repeat(Math.max(0, of - n));
  }
  function duration(w, s) {
    if (s === null || s === undefined) return "";
    return s >= 120 ? fmt(w.minutes, { n: Math.round(s / 60) }) : fmt(w.seconds, { n: Math.round(s) });
  }

  async function fetchData() {
    // JupyterHub's cookie login asks scripts for the page's XSRF token on every request.
    return fetch(withLang(ds.src), {
      credentials: "same-origin", headers: { "X-XSRFToken": ds.xsrf },
    });
  }

  async function load() {
    let response = null;
    try {
      response = await fetchData();
      if (response.status === 403 && data !== null && await relogin()) {
        response = await fetchData();
      }
    } catch (e) { /* no answer: the service or the proxy is away */ }
    if (response === null || !response.ok) {
      if (data !== null || response === null) { // a live page keeps what it shows
        connected = false;
        setLive();
        return false;
      }
      let reason = response.statusText;
      try { reason = (await response.json()).error || reason; } catch (e) { /* not JSON */ }
      app.replaceChildren(el("h1", "", String(response.status)), el("p", "error", reason));
      return false;
    }
    data = await response.json();
    draw();
    return true;
  }

  // -- the frame: built once ------------------------------------------------------------

  function header(title, extra) {
    const w = data.words;
    const bar = el("header", "bar");
    const h1 = el("h1");
    h1.append(...(Array.isArray(title) ? title : [title]));
    bar.append(h1);
    const tools = el("nav", "tools");
    for (const node of extra || []) tools.append(node);
    const other = data.lang === "zh-Hant" ? "en" : "zh-Hant";
    const flip = link("?lang=" + other, w.lang, "lang");
    flip.setAttribute("hreflang", other);
    tools.append(flip);
    if (ds.stream) {
      const live = el("span", "live", w.live);
      live.id = "live";
      tools.append(live);
    }
    bar.append(tools);
    return bar;
  }

  function frame() {
    const w = data.words;
    const kind = ds.kind;
    const nodes = [];
    const after = []; // what comes under the live part
    content = el("div", "content");
    if (kind === "home") {
      nodes.push(header(w.service), el("h2", "", w.classes));
      after.push(presentBox());
    } else if (kind === "class") {
      const tools = [
        link("#plan", w["plan-link"], "to-plan"),
        link("#worksheets", w["worksheets-link"], "to-worksheets"),
        link(withLang(ds.base + "/export.csv"), w["export-csv"], "export"),
        link(withLang(ds.base + "/export.xlsx"), w["export-xlsx"], "export"),
        link(withLang(ds.home), w.home),
      ];
      nodes.push(header(fmtNodes(w.class, { name: className() }), tools));
    } else if (kind === "lesson") {
      nodes.push(header(fmt(w.lesson, { n: data.lesson.number }) + " · " + data.lesson.title,
        [link(withLang(ds.base), w.back)]));
    } else if (kind === "student") {
      nodes.push(header(bdi(data.student, "student-name"), [link(withLang(ds.base), w.back)]));
    } else if (kind === "poll") {
      nodes.push(header([w.together + " · ", bdi(data.poll.group)], pollTools()));
    } else if (extra[kind]) { // the tables' pages (tables.js): their header and forms
      nodes.push(...extra[kind].frame(kit));
    }
    nodes.push(content);
    if (extra[kind] && extra[kind].after) after.push(...extra[kind].after(kit));
    if (kind === "class") nodes.push(togetherForm(), ...materials());
    app.replaceChildren(...nodes, ...after);
  }

  function className() {
    const span = el("span");
    span.append(bdi(data.group, "group"), " · " + (data.title || data.game));
    return span;
  }

  /** Play it together: the position code to send. Built once: a live update of the grid
   * never touches what the teacher is typing. */
  function togetherForm() {
    const w = data.words;
    const together = el("form", "together");
    together.append(el("h2", "", w.together));
    const code = el("input", "code");
    code.name = "code";
    code.placeholder = w.code;
    code.setAttribute("aria-label", w.code);
    const send = el("button", "send", w.send);
    send.type = "submit";
    const said = el("p", "said");
    said.setAttribute("role", "status");
    together.append(code, send, said);
    together.addEventListener("submit", async (event) => {
      event.preventDefault();
      send.disabled = true;
      const result = await post(ds.polls, { group: ds.group, game: ds.game, code: code.value.trim() });
      send.disabled = false;
      if (result.ok) {
        said.textContent = w.sent;
        window.location.href = withLang(result.body.url);
      } else {
        said.textContent = result.body.error || String(result.status);
      }
    });
    return together;
  }

  /** The class plan's positions and the worksheets (the service's materials/data): built
   * once, under the live grid, which never touches them. Each board's link opens the
   * period's page on the teacher's own server, in a new tab, at that board. */
  function materials() {
    const w = data.words;
    const plan = el("section", "plan");
    plan.id = "plan";
    const sheets = el("section", "worksheets");
    sheets.id = "worksheets";
    plan.append(el("h2", "", w.plan));
    sheets.append(el("h2", "", w.worksheets));
    if (!ds.materials) return [];
    fetch(withLang(ds.materials), {
      credentials: "same-origin", headers: { "X-XSRFToken": ds.xsrf },
    }).then((r) => (r.ok ? r.json() : Promise.reject(r.status))).then((doc) => {
      drawPlan(plan, doc);
      drawSheets(sheets, doc);
      plan.dataset.loaded = sheets.dataset.loaded = "1";
    }).catch((status) => { // said in the page's words ("error-403"...), else the status
      plan.append(el("p", "error", w["error-" + status] || w["error-500"]));
    });
    return [plan, sheets];
  }

  function newTab(a) {
    a.target = "_blank";
    a.rel = "noopener";
    return a;
  }

  function drawPlan(box, doc) {
    const w = data.words;
    if (!doc.periods.length) {
      box.append(el("p", "note", w["no-plan"]));
      return;
    }
    box.append(el("p", "note", w["plan-intro"]));
    const list = el("div", "periods");
    for (const p of doc.periods) {
      const card = el("article", "period");
      card.dataset.period = String(p.n);
      const h3 = el("h3", "", p.title);
      const other = el("div", "other-lang", p.other);
      other.lang = p.other_lang;
      card.append(h3, other);
      if (!p.href) {
        card.append(el("p", "note", w["period-table"]));
      } else {
        card.append(newTab(link(p.href, w["period-page"], "period-page")));
        // The projector's boards and the discussion questions in the order of the
        // period's minutes, one a line; the common mistakes on one line after them.
        const ul = el("ul", "spots");
        const wrong = el("p", "mistakes");
        for (const s of p.spots) {
          const li = el(s.kind === "mistake" ? "span" : "li", "spot " + s.kind);
          li.dataset.key = s.key;
          const a = newTab(link(s.href, s.text));
          a.title = s.where;
          li.append(a);
          if (s.detail) li.append(el("div", "detail", s.detail));
          if (s.kind !== "mistake") {
            ul.append(li);
          } else {
            wrong.append(wrong.childNodes.length ? (data.lang === "zh-Hant" ? "、" : ", ")
              : w["plan-mistakes"] + " ", li);
          }
        }
        card.append(ul);
        if (wrong.childNodes.length) card.append(wrong);
      }
      list.append(card);
    }
    box.append(list);
  }

  function drawSheets(box, doc) {
    const w = data.words;
    box.append(el("p", "note", w["worksheets-intro"]));
    const table = el("table", "sheets");
    for (const lesson of doc.worksheets) {
      const tr = el("tr");
      tr.dataset.lesson = String(lesson.number);
      tr.append(el("th", "", fmt(w.lesson, { n: lesson.number }) + " · " + lesson.title));
      const td = el("td");
      lesson.sheets.forEach((s, i) => {
        if (i) td.append(" · ");
        const a = newTab(link(s.href, s.text, "sheet " + s.kind));
        a.dataset.kind = s.kind;
        td.append(a);
      });
      tr.append(td);
      table.append(tr);
    }
    box.append(table);
  }

  /** Presenting from notebooks (the service's api/present): a teacher's own notebooks send
   * positions to the class only after the teacher allows it here, for a while. Hidden
   * where the service has no such thing. */
  function presentBox() {
    const w = data.words;
    const box = el("section", "present");
    box.hidden = true;
    const state = el("p", "present-state");
    state.setAttribute("role", "status");
    const allow = el("button", "present-allow", w["present-allow"] || w["present-title"]);
    const stop = el("button", "present-stop close", w["present-stop"]);
    box.append(el("h2", "", w["present-title"]), state, allow, stop);
    async function show(answer) {
      if (answer.status === 404 || answer.status === 405) return; // no such thing here
      box.hidden = false;
      const on = answer.ok && answer.body.present;
      allow.hidden = Boolean(on);
      stop.hidden = !on;
      if (!answer.ok) {
        state.textContent = answer.body.error || String(answer.status);
      } else if (on) {
        const until = new Date(on.expires * 1000).toLocaleTimeString(data.lang,
          { hour: "2-digit", minute: "2-digit" });
        state.replaceChildren(...fmtNodes(w["present-on"], {
          classes: el("span", "", ""), time: until,
        }));
        const names = state.querySelector("span");
        on.classes.forEach((c, i) => {
          if (i) names.append(data.lang === "zh-Hant" ? "、" : ", ");
          names.append(bdi(c));
        });
      } else {
        state.textContent = w["present-off"];
      }
    }
    const ask = async () => show(await post(ds.present, undefined, "GET"));
    allow.addEventListener("click", async () => {
      allow.disabled = true;
      const made = await post(ds.present, {});
      allow.disabled = false;
      if (made.ok) await ask(); else show(made);
    });
    stop.addEventListener("click", async () => {
      stop.disabled = true;
      show(await post(ds.present, undefined, "DELETE"));
      stop.disabled = false;
    });
    if (ds.present) ask();
    return box;
  }

  let pollButtons = null;
  function pollTools() {
    const w = data.words;
    const reveal = el("button", "reveal", w.reveal);
    const close = el("button", "close", w.close);
    const busy = async (button, url) => {
      reveal.disabled = close.disabled = true;
      button.textContent = w.thinking;
      await post(url, {});
      load();
    };
    reveal.addEventListener("click", () => busy(reveal, ds.reveal));
    close.addEventListener("click", () => busy(close, ds.close));
    pollButtons = { reveal, close };
    return [reveal, close, link(withLang(ds.back), w.back)];
  }

  // -- the live part of each page -------------------------------------------------------

  function drawHome() {
    const w = data.words;
    const nodes = [];
    if (!data.classes.length) nodes.push(el("p", "note", w["no-classes"]));
    const list = el("ul", "classes");
    for (const c of data.classes) {
      const li = el("li");
      li.dataset.class = c.name;
      const name = el("strong");
      name.append(bdi(c.name));
      li.append(name, el("span", "count", " · " + fmt(w["n-students"], { n: c.students }) + " · "));
      for (const g of data.games) {
        li.append(link(withLang(ds.home + "class/" + encodeURIComponent(c.name) + "/" + g),
          (data.titles || {})[g] || g, "game"), " ");
      }
      if (w.tables) { // the class's tables: the teacher's room
        li.append(" · ", link(withLang(ds.home + "tables/" + encodeURIComponent(c.name)),
          w.tables, "room"));
      }
      list.append(li);
    }
    nodes.push(list);
    return nodes;
  }

  function drawClass() {
    const w = data.words;
    const table = el("table", "grid");
    const head = el("tr");
    head.append(el("th", "name", w.student));
    for (const l of data.lessons) {
      const th = el("th", "lesson");
      th.append(link(withLang(ds.base + "/lesson/" + l.number), fmt(w.lesson, { n: l.number })));
      th.append(el("div", "sub", l.title));
      th.title = l.title;
      head.append(th);
    }
    table.append(head);
    for (const s of data.students) {
      const tr = el("tr");
      tr.dataset.student = s.name;
      const th = el("th", "name");
      th.append(link(withLang(ds.base + "/student/" + encodeURIComponent(s.name)), bdi(s.name)));
      th.title = visible(s.name);
      tr.append(th);
      s.cells.forEach((c, i) => {
        const td = el("td", "cell");
        const part = c.total ? c.done / c.total : 0;
        td.classList.add(!c.started ? "none" : part >= 1 ? "all" : part > 0 ? "some" : "started");
        if (c.stuck) td.classList.add("stuck");
        td.dataset.lesson = data.lessons[i].key;
        td.append(el("div", "done", c.done + "/" + c.total));
        td.append(el("div", "stars", "★" + c.stars + "/" + 3 * c.total));
        let tip = fmt(w.tried, { a: c.attempts, h: c.hints });
        if (c.claimed) { // claimed done, not verified by the service: never a star
          td.append(el("div", "claimed", fmt(w.claimed, { n: c.claimed })));
          tip += "\n" + fmt(w.claimed, { n: c.claimed }) + colon() + w["claimed-why"];
        }
        if (c.stuck) {
          const on = fmt(w.stuck, { item: c.stuck });
          const label = el("div", "stuck-on", on);
          label.dataset.item = c.stuck_item;
          td.append(label);
          tip += "\n" + on;
        }
        td.title = tip;
        tr.append(td);
      });
      table.append(tr);
    }
    return [el("p", "count", fmt(w["n-students"], { n: data.students.length })), table];
  }

  function drawLesson() {
    const w = data.words;
    const nodes = [];
    for (const item of data.items) {
      const box = el("section", "item " + item.kind);
      box.dataset.item = item.id;
      box.append(el("h2", "", item.title));
      const facts = el("p", "facts");
      const c = colon();
      facts.append(el("span", "solved", `${w.solved}${c}${item.solved}/${data.students || item.tried}`));
      facts.append(el("span", "", ` · ${w.attempts}${c}${item.attempts} · ${w.hints}${c}${item.hints}`));
      if (item.seen) facts.append(el("span", "", ` · ${w.seen}${c}${item.seen}`));
      if (item.claimed) {
        const claimed = el("span", "claimed", ` · ${w["claimed-label"]}${c}${item.claimed}`);
        claimed.title = w["claimed-why"];
        facts.append(claimed);
      }
      if (item.seconds) facts.append(el("span", "", ` · ${w.time}${c}${duration(w, item.seconds)}`));
      box.append(facts);
      const body = el("div", "item-body");
      const marks = item.moves.map((m, i) => ({ ...m, key: i + 1 }));
      if (item.board) body.append(boardWithMarks(item.board, marks, "wrong"));
      const list = el("ol", "moves");
      if (!item.moves.length) list.append(el("li", "none", w["no-wrong"]));
      for (const m of item.moves) {
        const li = el("li", "move");
        li.dataset.move = m.move;
        li.append(moveNode(m, w), el("span", "count", " · " + fmt(w["n-students"], { n: m.students })));
        list.append(li);
      }
      const side = el("div", "side");
      side.append(el("h3", "", w.wrong), list);
      body.append(side);
      box.append(body);
      nodes.push(box);
    }
    return nodes;
  }

  function drawStudent() {
    const w = data.words;
    const nodes = [];
    for (const lesson of data.lessons) {
      const table = el("table", "student");
      const cap = el("caption", "", fmt(w.lesson, { n: lesson.number }) + " · " + lesson.title);
      table.append(cap);
      const head = el("tr");
      for (const k of ["item", "stars", "attempts", "hints", "time", "moves"]) head.append(el("th", "", w[k]));
      table.append(head);
      for (const it of lesson.items) {
        const tr = el("tr", it.done ? "done" : it.attempts ? "tried" : "none");
        tr.dataset.item = it.id;
        const moves = el("td", "moves");
        it.moves.forEach((m, i) => {
          if (i) moves.append(data.lang === "zh-Hant" ? "、" : ", ");
          const one = el("span", "move");
          one.dataset.move = m.move;
          one.append(moveNode(m, w));
          if (m.times > 1) one.append(" ×" + m.times);
          moves.append(one);
        });
        const starCell = it.claimed && !it.done
          ? el("td", "stars claimed", w["claimed-label"]) : el("td", "stars", stars(it.stars, 3));
        if (it.claimed && !it.done) starCell.title = w["claimed-why"];
        tr.append(el("td", "", it.title), starCell,
          el("td", "num", it.attempts), el("td", "num", it.hints),
          el("td", "num", duration(w, it.seconds)), moves);
        table.append(tr);
      }
      nodes.push(table);
    }
    return nodes;
  }

  function drawPoll() {
    const w = data.words;
    const poll = data.poll;
    if (pollButtons) {
      const { reveal, close } = pollButtons;
      reveal.hidden = poll.state !== "open";
      close.hidden = poll.state === "closed";
      reveal.disabled = close.disabled = Boolean(data.thinking);
      reveal.textContent = data.thinking ? w.thinking : w.reveal;
      close.textContent = w.close;
    }
    const nodes = [el("p", "turn", data.turn),
      el("p", "answered", fmt(w.answered, { n: data.answered, of: data.members }))];
    if (poll.state === "closed") nodes.push(el("p", "note", w.closed));
    const body = el("div", "poll-body");
    const best = data.best.map((b) => ({ move: b.move, key: b.key }));
    body.append(boardWithMarks(data.board, data.moves, "chosen", best));
    const side = el("div", "side");
    const chart = el("div", "chart");
    chart.setAttribute("role", "list");
    const most = Math.max(1, ...data.moves.map((m) => m.students));
    if (!data.moves.length) chart.append(el("p", "none", w["no-answers"]));
    data.moves.forEach((m) => {
      const row = el("div", "bar-row");
      row.setAttribute("role", "listitem");
      row.dataset.move = m.move;
      row.dataset.count = String(m.students);
      const label = el("span", "label");
      label.append(moveNode(m, w));
      row.append(el("span", "key", String(m.key)), label);
      const bar = el("span", "bar");
      const fill = el("span", "fill");
      fill.style.width = (100 * m.students / most) + "%";
      bar.append(fill);
      row.append(bar, el("span", "count", String(m.students)));
      if (m.verdict) {
        const top = data.best.length && data.best[0].move === m.move;
        row.append(el("span", "verdict " + (top ? "best" : ""), m.verdict + (m.text ? " · " + m.text : "")));
      }
      chart.append(row);
    });
    side.append(chart);
    if (data.best.length) {
      side.append(el("h3", "", w.best));
      const list = el("ol", "best");
      for (const b of data.best) {
        const li = el("li");
        li.dataset.move = b.move;
        li.append(el("span", "star", "★" + b.key + " "), moveNode(b, w), " · " + b.text);
        list.append(li);
      }
      side.append(list);
    }
    body.append(side);
    nodes.push(body);
    return nodes;
  }

  // -- boards with marks ----------------------------------------------------------------

  const pending = [];

  function boardWithMarks(board, moves, kind, best) {
    const box = el("div", "board " + kind);
    const shown = el("div", "shown");
    shown.innerHTML = board.svg; // the engine's SVG: its text is escaped by svgwrite
    box.append(shown);
    const hidden = el("div", "extras");
    hidden.setAttribute("aria-hidden", "true");
    for (const svg of board.extras) {
      const one = el("div", "extra");
      one.innerHTML = svg;
      hidden.append(one);
    }
    box.append(hidden);
    pending.push({ box, moves, kind, best: best || [] });
    return box;
  }

  function placeAllMarks() {
    while (pending.length) {
      const job = pending.shift();
      try { placeMarks(job); } catch (e) { console.warn("marks", e); }
    }
  }

  function findMove(box, move) {
    const sel = `[data-action="${CSS.escape(move)}"]`;
    return box.querySelector(".shown " + sel) || box.querySelector(".extras " + sel);
  }

  function centre(node) {
    const root = node.ownerSVGElement;
    const box = node.getBBox();
    const m = root.getScreenCTM().inverse().multiply(node.getScreenCTM());
    const p = root.createSVGPoint();
    p.x = box.x + box.width / 2;
    p.y = box.y + box.height / 2;
    const q = p.matrixTransform(m);
    return { x: q.x, y: q.y, r: Math.max(8, Math.min(40, Math.max(box.width, box.height) / 2)) };
  }

  /** How far point `o` is from the segment from `p` to `q`. */
  function segmentGap(o, p, q) {
    const vx = q.x - p.x, vy = q.y - p.y;
    const t = Math.max(0, Math.min(1, ((o.x - p.x) * vx + (o.y - p.y) * vy) / (vx * vx + vy * vy || 1)));
    return Math.hypot(o.x - (p.x + t * vx), o.y - (p.y + t * vy));
  }

  function svgEl(tag, attrs) {
    const node = document.createElementNS(SVGNS, tag);
    for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
    return node;
  }

  function placeMarks({ box, moves, kind, best }) {
    const svg = box.querySelector(".shown svg");
    if (!svg) return;
    const vb = svg.viewBox.baseVal;
    const width = vb && vb.width ? vb.width : svg.getBBox().width;
    const x0 = vb && vb.width ? vb.x : 0;
    const y0 = vb && vb.height ? vb.y : 0;
    const layer = svgEl("g", { class: "tutor-marks", "pointer-events": "none" });
    const defs = svgEl("defs", {});
    const head = svgEl("marker", { id: "tm-head-" + kind, viewBox: "0 0 10 10", refX: 8, refY: 5,
      markerWidth: 5, markerHeight: 5, orient: "auto-start-reverse" });
    head.append(svgEl("path", { d: "M0,0 L10,5 L0,10 z", class: "head" }));
    defs.append(head);
    layer.append(defs);
    const most = Math.max(1, ...moves.map((m) => m.students || 1));
    const vh = vb && vb.height ? vb.height : svg.getBBox().height;
    const mid = { x: x0 + width / 2, y: y0 + vh / 2 };
    const centres = moves.map((m) => {
      const node = findMove(box, m.move);
      return node ? centre(node) : null;
    });
    const tails = []; // where the arrows drawn so far start (two moves on one target)
    moves.forEach((m, i) => {
      const c = centres[i];
      if (c === null) return;
      const weight = (m.students || 1) / most;
      const g = svgEl("g", { class: "mark " + kind, "data-move": m.move, "data-count": m.students || 1 });
      // The arrow comes from outside the target, away from the board's middle where the
      // board has room for it (else turned towards the middle, 45 degrees at a time: a
      // target at the board's edge gets a whole arrow, not a head cut short by the edge),
      // and ends at the target's ring: thicker for more students.
      let dx = c.x - mid.x, dy = c.y - mid.y;
      let len = Math.hypot(dx, dy);
      if (len < 1) { dx = 0; dy = -1; len = 1; }
      const reach = c.r + 70 + 30 * weight;
      const inside = (p) => p.x >= x0 + 8 && p.x <= x0 + width - 8 && p.y >= y0 + 8
        && p.y <= y0 + vh - 8;
      // Of the directions with room, the one whose arrow passes farthest from the other
      // targets (a little in favour of the first directions).
      let origin = null, bestScore = -Infinity;
      for (const turn of [0, 1, -1, 2, -2, 3, -3, 4]) {
        const a = Math.atan2(dy, dx) + turn * Math.PI / 4;
        const p = { x: c.x + Math.cos(a) * reach, y: c.y + Math.sin(a) * reach };
        if (!inside(p)) continue;
        const tip = { x: c.x + Math.cos(a) * (c.r + 4), y: c.y + Math.sin(a) * (c.r + 4) };
        let clear = 1000;
        for (const o of centres) {
          if (o !== null && o !== c) clear = Math.min(clear, segmentGap(o, p, tip) - o.r);
        }
        for (const t of tails) clear = Math.min(clear, Math.hypot(p.x - t.x, p.y - t.y) - 40);
        const score = Math.min(clear, 60) - 4 * Math.abs(turn);
        if (score > bestScore) { bestScore = score; origin = p; }
      }
      if (origin === null) {
        origin = {
          x: Math.min(x0 + width - 8, Math.max(x0 + 8, c.x + dx / len * reach)),
          y: Math.min(y0 + vh - 8, Math.max(y0 + 8, c.y + dy / len * reach)),
        };
      }
      tails.push(origin);
      const ax = c.x - origin.x, ay = c.y - origin.y;
      const alen = Math.hypot(ax, ay) || 1;
      const end = { x: c.x - ax / alen * (c.r + 4), y: c.y - ay / alen * (c.r + 4) };
      g.append(svgEl("line", { class: "arrow", x1: origin.x, y1: origin.y, x2: end.x, y2: end.y,
        "stroke-width": 2 + 8 * weight, "marker-end": `url(#tm-head-${kind})` }));
      g.append(svgEl("circle", { class: "ring", cx: c.x, cy: c.y, r: c.r, "stroke-width": 2 + 4 * weight }));
      // The move's number in the list beside the board, at the arrow's tail.
      if (m.key !== undefined) {
        const tag = svgEl("g", { class: "key" });
        tag.append(svgEl("rect", { x: origin.x - 12, y: origin.y - 12, width: 24, height: 24, rx: 5 }));
        const k = svgEl("text", { x: origin.x, y: origin.y + 6, "text-anchor": "middle" });
        k.textContent = String(m.key);
        tag.append(k);
        g.append(tag);
      }
      const badge = svgEl("g", { class: "badge" });
      badge.append(svgEl("circle", { cx: c.x + c.r, cy: c.y - c.r, r: 13 }));
      const t = svgEl("text", { x: c.x + c.r, y: c.y - c.r + 5, "text-anchor": "middle" });
      t.textContent = String(m.students || 1);
      badge.append(t);
      g.append(badge);
      const title = svgEl("title", {});
      title.textContent = `${m.key ?? i + 1}. ${visible(m.words || m.move)}: ${m.students || 1}`;
      g.append(title);
      layer.append(g);
    });
    for (const b of best) {
      const node = findMove(box, b.move);
      if (!node) continue;
      const c = centre(node);
      const g = svgEl("g", { class: "mark best", "data-move": b.move });
      g.append(svgEl("circle", { class: "ring", cx: c.x, cy: c.y, r: c.r + 7 }));
      // Above the ring's middle: clear of the count in its top right corner, and of the
      // count of a target just left of it. Numbered as the list of best moves.
      const t = svgEl("text", { x: c.x, y: c.y - c.r - 9, "text-anchor": "middle", class: "star" });
      t.textContent = "★" + (b.key ?? "");
      g.append(t);
      layer.append(g);
    }
    svg.append(layer);
  }

  // -- talking to the service -----------------------------------------------------------

  async function post(url, body, method = "POST") {
    const send = () => fetch(url, {
      method, credentials: "same-origin",
      headers: { "Content-Type": "application/json", "X-XSRFToken": ds.xsrf },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    let response;
    try {
      response = await send();
      if (response.status === 403 && await relogin()) response = await send();
    } catch (e) {
      return { ok: false, status: 0, body: { error: data ? data.words.offline : String(e) } };
    }
    let parsed = {};
    try { parsed = await response.json(); } catch (e) { /* no body */ }
    return { ok: response.ok, status: response.status, body: parsed };
  }

  /** Log in to the service again, without leaving the page: the page's own address is
   * opened in a hidden frame, which goes through the hub's OAuth as a page does (the hub
   * still knows the teacher: its answer sets a new login cookie, and a navigation gets
   * the XSRF cookie that goes with it, which a fetch would not); the page that comes back
   * carries the XSRF token this page sends from then on. True if that worked; where the
   * hub wants the teacher to log in, this page goes there (at most once a minute). */
  let relogging = null;
  function relogin() {
    if (!relogging) {
      relogging = new Promise((resolve) => {
        const frame = document.createElement("iframe");
        frame.hidden = true;
        frame.setAttribute("aria-hidden", "true");
        const done = (ok) => {
          clearTimeout(timer);
          frame.remove();
          resolve(ok);
        };
        const timer = setTimeout(() => done(false), 20_000);
        frame.addEventListener("load", () => {
          let fresh = null;
          try { fresh = frame.contentDocument.getElementById("app"); } catch (e) { /* */ }
          if (fresh && fresh.dataset.xsrf) {
            ds.xsrf = fresh.dataset.xsrf;
            done(true);
          } else {
            done(false);
          }
        });
        frame.src = window.location.href;
        document.body.append(frame);
      }).then((ok) => {
        if (!ok) {
          const last = Number(sessionStorage.getItem("tutor-relogin") || 0);
          if (Date.now() - last > 60_000) {
            sessionStorage.setItem("tutor-relogin", String(Date.now()));
            window.location.reload();
          }
        }
        return ok;
      }).finally(() => { relogging = null; });
    }
    return relogging;
  }

  function draw() {
    const kind = ds.kind;
    if (content === null) frame();
    const nodes = kind === "home" ? drawHome() : kind === "class" ? drawClass()
      : kind === "lesson" ? drawLesson() : kind === "student" ? drawStudent()
      : kind === "poll" ? drawPoll() : extra[kind] ? extra[kind].draw(kit) : [];
    content.replaceChildren(...nodes);
    placeAllMarks();
    setLive();
    app.dataset.version = String(data.version ?? "");
    app.dataset.loaded = String(Date.now());
  }

  // -- live pages -----------------------------------------------------------------------

  let connected = false;
  let again = null;
  let source = null;
  let retry = null;
  let delay = 1000;

  let heard = 0; // when the stream last said something (an update, or its ping)
  // The service pings every ds.ping seconds (15 unless told otherwise): silent for 8/3 of
  // that (40 s), and the stream is dead.
  const SILENCE = (Number(ds.ping) || 15) * 8000 / 3;

  function listen() {
    if (!ds.stream || source) return;
    source = new EventSource(ds.stream + "?_xsrf=" + encodeURIComponent(ds.xsrf));
    heard = Date.now();
    source.addEventListener("open", () => {
      connected = true;
      delay = 1000;
      heard = Date.now();
      setLive();
    });
    // Any failure closes the stream, and the page opens it again itself: the browser
    // would try again after a network error, but never after an error answer (the proxy's
    // 503 while the service restarts, the service's 403 for a login it no longer knows).
    source.addEventListener("error", drop);
    source.addEventListener("ping", () => { heard = Date.now(); });
    source.addEventListener("update", () => {
      heard = Date.now();
      // Several updates in a burst become one reload (the stream sends one at once when
      // it opens: what changed while it was closed).
      if (again) return;
      again = setTimeout(async () => {
        again = null;
        if (!await load() && source === null) recover();
      }, 300);
    });
  }

  function drop() {
    if (source) source.close();
    source = null;
    connected = false;
    setLive();
    recover();
  }
  // A stream can also die without a word (a proxy that keeps the connection of a service
  // that is gone): silence for longer than the pings' interval counts as a failure.
  if (ds.stream) {
    setInterval(() => { if (source && Date.now() - heard > SILENCE) drop(); },
                Math.min(5000, SILENCE / 4));
  }

  /** Open the stream again once the page's data answers (logging in again on a 403),
   * waiting longer after each failure, up to 15 seconds. */
  function recover() {
    if (retry) return;
    retry = setTimeout(async () => {
      retry = null;
      if (await load()) {
        listen();
      } else {
        delay = Math.min(delay * 2, 15000);
        recover();
      }
    }, delay);
  }

  function setLive() {
    const live = document.getElementById("live");
    if (!live || !data) return;
    live.classList.toggle("off", !connected);
    live.textContent = connected ? data.words.live : data.words.offline;
  }

  // What the tables' pages (tables.js, loaded first) draw with: this page's helpers.
  const kit = {
    el, link, withLang, fmt, fmtNodes, bdi, visible, post, header, colon, ds, app,
    data: () => data,
    /** Show `doc` (a table's answer to a move or a first click) as the page's data. */
    show(doc) { data = doc; draw(); },
    load,
  };
  const extra = window.tutorPages || {};

  load().then((ok) => {
    if (ok) listen();
    else if (data === null && app.querySelector(".error") === null) recover(); // no answer yet
  });
})();
