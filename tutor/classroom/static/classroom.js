// The class service's pages: each is drawn from its JSON (data-src) with textContent
// only, so nothing a student sent (a name, a move) is ever read as HTML. Boards are the
// engines' own SVG; marks and arrows for moves are added here with SVG DOM calls.
// Live pages listen to server-sent events (data-stream) and fetch their JSON again.
"use strict";

(function () {
  const app = document.getElementById("app");
  const ds = app.dataset;
  const SVGNS = "http://www.w3.org/2000/svg";
  let data = null;

  function el(tag, cls, text) {
    const node = document.createElement(tag);
    if (cls) node.className = cls;
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  }
  function link(href, text, cls) {
    const a = el("a", cls, text);
    a.href = href;
    return a;
  }
  function withLang(url) {
    return url + (url.includes("?") ? "&" : "?") + "lang=" + encodeURIComponent(ds.lang);
  }
  function fmt(text, params) {
    return text.replace(/\{(\w+)\}/g, (_m, k) => (k in params ? String(params[k]) : ""));
  }
  function stars(n, of) {
    return "★".repeat(Math.max(0, n)) + "☆".repeat(Math.max(0, of - n));
  }
  function duration(w, s) {
    if (s === null || s === undefined) return "";
    return s >= 120 ? fmt(w.minutes, { n: Math.round(s / 60) }) : fmt(w.seconds, { n: Math.round(s) });
  }

  async function load() {
    // JupyterHub's cookie login asks scripts for the page's XSRF token on every request.
    const response = await fetch(withLang(ds.src), {
      credentials: "same-origin", headers: { "X-XSRFToken": ds.xsrf },
    });
    if (!response.ok) {
      let reason = response.statusText;
      try { reason = (await response.json()).error || reason; } catch (e) { /* not JSON */ }
      app.replaceChildren(el("h1", "", String(response.status)), el("p", "error", reason));
      return;
    }
    data = await response.json();
    draw();
  }

  function header(title, extra) {
    const w = data.words;
    const bar = el("header", "bar");
    bar.append(el("h1", "", title));
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

  // -- the pages ------------------------------------------------------------------------

  function drawHome() {
    const w = data.words;
    const nodes = [header(w.service), el("h2", "", w.classes)];
    if (!data.classes.length) nodes.push(el("p", "note", w["no-classes"]));
    const list = el("ul", "classes");
    for (const c of data.classes) {
      const li = el("li", "", "");
      li.append(el("strong", "", c.name), el("span", "count", " · " + fmt(w["n-students"], { n: c.students }) + " · "));
      for (const g of data.games) {
        li.append(link(withLang(ds.home + "class/" + encodeURIComponent(c.name) + "/" + g),
          (data.titles || {})[g] || g, "game"), " ");
      }
      list.append(li);
    }
    nodes.push(list);
    app.replaceChildren(...nodes);
  }

  function drawClass() {
    const w = data.words;
    const exports = [
      link(withLang(ds.base + "/export.csv"), w["export-csv"], "export"),
      link(withLang(ds.base + "/export.xlsx"), w["export-xlsx"], "export"),
      link(withLang(ds.home), w.home),
    ];
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
      th.append(link(withLang(ds.base + "/student/" + encodeURIComponent(s.name)), s.name));
      th.title = s.name;
      tr.append(th);
      s.cells.forEach((c, i) => {
        const td = el("td", "cell");
        const part = c.total ? c.done / c.total : 0;
        td.classList.add(!c.started ? "none" : part >= 1 ? "all" : part > 0 ? "some" : "started");
        if (c.stuck) td.classList.add("stuck");
        td.dataset.lesson = data.lessons[i].key;
        td.append(el("div", "done", c.done + "/" + c.total));
        td.append(el("div", "stars", "★" + c.stars + "/" + 3 * c.total));
        if (c.stuck) td.append(el("div", "stuck-on", fmt(w.stuck, { item: c.stuck })));
        td.title = `${c.attempts} ${w.attempts}, ${c.hints} ${w.hints}`;
        tr.append(td);
      });
      table.append(tr);
    }
    const together = el("form", "together");
    together.append(el("h2", "", w.together));
    const code = el("input", "code");
    code.name = "code";
    code.placeholder = w.code;
    code.setAttribute("aria-label", w.code);
    const send = el("button", "send", w.send);
    send.type = "submit";
    const said = el("p", "said");
    together.append(code, send, said);
    together.addEventListener("submit", async (event) => {
      event.preventDefault();
      const result = await post(ds.polls, { group: ds.group, game: ds.game, code: code.value.trim() });
      if (result.ok) {
        said.textContent = w.sent;
        window.location.href = withLang(result.body.url);
      } else {
        said.textContent = result.body.error || String(result.status);
      }
    });
    app.replaceChildren(header(fmt(w.class, { name: data.group + " · " + (data.title || data.game) }), exports),
      el("p", "count", fmt(w["n-students"], { n: data.students.length })), table, together);
  }

  function drawLesson() {
    const w = data.words;
    const nodes = [header(fmt(w.lesson, { n: data.lesson.number }) + " · " + data.lesson.title,
      [link(withLang(ds.base), w.back)])];
    for (const item of data.items) {
      const box = el("section", "item " + item.kind);
      box.dataset.item = item.id;
      box.append(el("h2", "", item.title));
      const facts = el("p", "facts");
      facts.append(el("span", "solved", `${w.solved}: ${item.solved}/${data.students || item.tried}`));
      facts.append(el("span", "", ` · ${w.attempts}: ${item.attempts} · ${w.hints}: ${item.hints}`));
      if (item.seen) facts.append(el("span", "", ` · ${w.seen}: ${item.seen}`));
      if (item.seconds) facts.append(el("span", "", ` · ${w.time}: ${duration(w, item.seconds)}`));
      box.append(facts);
      const body = el("div", "item-body");
      if (item.board) body.append(boardWithMarks(item.board, item.moves, "wrong"));
      const list = el("ol", "moves");
      if (!item.moves.length) list.append(el("li", "none", w["no-wrong"]));
      for (const m of item.moves) {
        const li = el("li", "move");
        li.dataset.move = m.move;
        li.append(el("span", "words", m.words), el("span", "count", " · " + fmt(w["n-students"], { n: m.students })));
        list.append(li);
      }
      const side = el("div", "side");
      side.append(el("h3", "", w.wrong), list);
      body.append(side);
      box.append(body);
      nodes.push(box);
    }
    app.replaceChildren(...nodes);
    placeAllMarks();
  }

  function drawStudent() {
    const w = data.words;
    const nodes = [header(data.student, [link(withLang(ds.base), w.back)])];
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
        tr.append(el("td", "", it.title), el("td", "stars", stars(it.stars, 3)),
          el("td", "num", it.attempts), el("td", "num", it.hints),
          el("td", "num", duration(w, it.seconds)), el("td", "moves", it.moves.join(", ")));
        table.append(tr);
      }
      nodes.push(table);
    }
    app.replaceChildren(...nodes);
  }

  function drawPoll() {
    const w = data.words;
    const poll = data.poll;
    const tools = [];
    if (poll.state === "open") {
      const reveal = el("button", "reveal", data.thinking ? w.thinking : w.reveal);
      reveal.disabled = data.thinking;
      reveal.addEventListener("click", async () => {
        reveal.disabled = true;
        reveal.textContent = w.thinking;
        await post(ds.reveal, {});
        load();
      });
      tools.push(reveal);
    }
    if (poll.state !== "closed") {
      const close = el("button", "close", w.close);
      close.addEventListener("click", async () => { await post(ds.close, {}); load(); });
      tools.push(close);
    }
    tools.push(link(withLang(ds.back), w.back));
    const nodes = [header(w.together + " · " + poll.group, tools)];
    nodes.push(el("p", "turn", data.turn));
    nodes.push(el("p", "answered", fmt(w.answered, { n: data.answered, of: data.members })));
    if (poll.state === "closed") nodes.push(el("p", "note", w.closed));
    const body = el("div", "poll-body");
    const marks = data.moves.map((m) => ({ move: m.move, students: m.students, words: m.words }));
    const best = data.best.map((b) => b.move);
    body.append(boardWithMarks(data.board, marks, "chosen", best));
    const side = el("div", "side");
    const chart = el("div", "chart");
    chart.setAttribute("role", "list");
    const most = Math.max(1, ...data.moves.map((m) => m.students));
    if (!data.moves.length) chart.append(el("p", "none", w["no-answers"]));
    data.moves.forEach((m, i) => {
      const row = el("div", "bar-row");
      row.setAttribute("role", "listitem");
      row.dataset.move = m.move;
      row.dataset.count = String(m.students);
      row.append(el("span", "key", String(i + 1)), el("span", "label", m.words));
      const bar = el("span", "bar");
      const fill = el("span", "fill");
      fill.style.width = (100 * m.students / most) + "%";
      bar.append(fill);
      row.append(bar, el("span", "count", String(m.students)));
      if (m.verdict) {
        row.append(el("span", "verdict " + (best[0] === m.move ? "best" : ""), m.verdict + (m.text ? " · " + m.text : "")));
      }
      chart.append(row);
    });
    side.append(chart);
    if (data.best.length) {
      side.append(el("h3", "", w.best));
      const list = el("ol", "best");
      for (const b of data.best) {
        const li = el("li", "", b.words + " · " + b.text);
        li.dataset.move = b.move;
        list.append(li);
      }
      side.append(list);
    }
    body.append(side);
    nodes.push(body);
    app.replaceChildren(...nodes);
    placeAllMarks();
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
        const score = Math.min(clear, 60) - 4 * Math.abs(turn);
        if (score > bestScore) { bestScore = score; origin = p; }
      }
      if (origin === null) {
        origin = {
          x: Math.min(x0 + width - 8, Math.max(x0 + 8, c.x + dx / len * reach)),
          y: Math.min(y0 + vh - 8, Math.max(y0 + 8, c.y + dy / len * reach)),
        };
      }
      const ax = c.x - origin.x, ay = c.y - origin.y;
      const alen = Math.hypot(ax, ay) || 1;
      const end = { x: c.x - ax / alen * (c.r + 4), y: c.y - ay / alen * (c.r + 4) };
      g.append(svgEl("line", { class: "arrow", x1: origin.x, y1: origin.y, x2: end.x, y2: end.y,
        "stroke-width": 2 + 8 * weight, "marker-end": `url(#tm-head-${kind})` }));
      g.append(svgEl("circle", { class: "ring", cx: c.x, cy: c.y, r: c.r, "stroke-width": 2 + 4 * weight }));
      const badge = svgEl("g", { class: "badge" });
      badge.append(svgEl("circle", { cx: c.x + c.r, cy: c.y - c.r, r: 13 }));
      const t = svgEl("text", { x: c.x + c.r, y: c.y - c.r + 5, "text-anchor": "middle" });
      t.textContent = String(m.students || 1);
      badge.append(t);
      g.append(badge);
      const title = svgEl("title", {});
      title.textContent = `${i + 1}. ${m.words || m.move}: ${m.students || 1}`;
      g.append(title);
      layer.append(g);
    });
    for (const move of best) {
      const node = findMove(box, move);
      if (!node) continue;
      const c = centre(node);
      const g = svgEl("g", { class: "mark best", "data-move": move });
      g.append(svgEl("circle", { class: "ring", cx: c.x, cy: c.y, r: c.r + 7 }));
      // Above the ring's middle: clear of the count in its top right corner, and of the
      // count of a target just left of it.
      const t = svgEl("text", { x: c.x, y: c.y - c.r - 9, "text-anchor": "middle", class: "star" });
      t.textContent = "★";
      g.append(t);
      layer.append(g);
    }
    svg.append(layer);
  }

  // -- talking to the service -----------------------------------------------------------

  async function post(url, body) {
    const response = await fetch(url, {
      method: "POST", credentials: "same-origin",
      headers: { "Content-Type": "application/json", "X-XSRFToken": ds.xsrf },
      body: JSON.stringify(body),
    });
    let parsed = {};
    try { parsed = await response.json(); } catch (e) { /* no body */ }
    return { ok: response.ok, status: response.status, body: parsed };
  }

  function draw() {
    const kind = ds.kind;
    if (kind === "home") drawHome();
    else if (kind === "class") drawClass();
    else if (kind === "lesson") drawLesson();
    else if (kind === "student") drawStudent();
    else if (kind === "poll") drawPoll();
    const live = document.getElementById("live");
    if (live) live.classList.toggle("off", !connected);
    app.dataset.version = String(data.version ?? "");
    app.dataset.loaded = String(Date.now());
  }

  let connected = false;
  let again = null;
  function listen() {
    if (!ds.stream) return;
    const source = new EventSource(ds.stream + "?_xsrf=" + encodeURIComponent(ds.xsrf));
    source.addEventListener("open", () => { connected = true; setLive(); });
    source.addEventListener("error", () => { connected = false; setLive(); });
    source.addEventListener("update", () => {
      // Several updates in a burst become one reload.
      if (again) return;
      again = setTimeout(() => { again = null; load(); }, 300);
    });
  }
  function setLive() {
    const live = document.getElementById("live");
    if (!live || !data) return;
    live.classList.toggle("off", !connected);
    live.textContent = connected ? data.words.live : data.words.offline;
  }

  load().then(listen);
})();
