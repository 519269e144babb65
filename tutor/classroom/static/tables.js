// The tables' pages of the class service (和同學下): a pupil's front page, a seat at a
// table, the teacher's room, one table for the teacher or the projector, a finished game's
// replay with its review, a tournament and its standings. classroom.js (loaded after this
// file) builds each page's frame and live part with the functions registered here, from
// the page's JSON, with textContent only; boards are the engines' own SVG. A seat's board
// plays by its data-action and data-target attributes: the service checks every move.
"use strict";

(function () {
  const pages = {};
  window.tutorPages = pages;

  // -- shared pieces --------------------------------------------------------------------

  function enc(x) { return encodeURIComponent(String(x)); }

  /** The seats of a table as one line: "● Blue: ann (you)   ▲ Orange: computer". */
  function seatList(k, seats, toAct) {
    const ul = k.el("ul", "seats");
    for (const s of seats) {
      const li = k.el("li", "seat " + s.kind + (s.you ? " you" : "") +
        (toAct === s.seat ? " to-act" : ""));
      li.dataset.seat = String(s.seat);
      li.append(k.el("span", "seat-name", s.name + k.colon()), k.bdi(s.who, "who"));
      ul.append(li);
    }
    return ul;
  }

  function logList(k, lines, title, current) {
    const box = k.el("section", "log");
    box.append(k.el("h3", "", title));
    const ol = k.el("ol", "log-lines");
    lines.forEach((line, i) => {
      const li = k.el("li", i + 1 === current ? "current" : "", line);
      li.dataset.step = String(i + 1);
      ol.append(li);
    });
    box.append(ol);
    // The current move in view (the last one while playing): scrolled within the log.
    requestAnimationFrame(() => {
      const at = ol.querySelector("li.current");
      if (at) ol.scrollTop = Math.max(0, at.offsetTop - ol.offsetTop - ol.clientHeight / 2);
    });
    return box;
  }

  function scoreTable(k, scores) {
    const w = k.data().words;
    const box = k.el("section", "scores");
    box.append(k.el("h3", "", w.score));
    const table = k.el("table", "score-sheet");
    const head = k.el("tr");
    head.append(k.el("th", "", ""));
    scores.names.forEach((n, i) => {
      head.append(k.el("th", scores.winners.includes(i) ? "winner" : "", n));
    });
    table.append(head);
    for (const row of scores.rows) {
      const tr = k.el("tr");
      tr.append(k.el("td", "label", row.label));
      for (const p of row.points) tr.append(k.el("td", "num", p));
      table.append(tr);
    }
    const total = k.el("tr", "total");
    total.append(k.el("td", "label", w.total));
    for (const t of scores.totals) total.append(k.el("td", "num", t));
    table.append(total);
    box.append(table, k.el("p", "verdict", scores.verdict));
    if (scores.tiebreak) box.append(k.el("p", "note", scores.tiebreak));
    return box;
  }

  /** The engine's SVG (escaped by svgwrite) in a box. */
  function boardBox(svg, cls) {
    const box = document.createElement("div");
    box.className = "table-board " + (cls || "");
    box.innerHTML = svg;
    return box;
  }

  function since(k, seconds) {
    const w = k.data().words;
    if (seconds === null || seconds === undefined) return "";
    return seconds >= 120 ? k.fmt(w["since-min"], { n: Math.floor(seconds / 60) })
      : k.fmt(w["since-s"], { n: Math.floor(seconds) });
  }

  /** A button that posts to `url` and reloads the page's data (the answer's error shown
   * in `said`). */
  function action(k, text, url, body, said, cls) {
    const b = k.el("button", cls || "", text);
    b.type = "button";
    b.addEventListener("click", async () => {
      b.disabled = true;
      const r = await k.post(url, body || {});
      b.disabled = false;
      if (!r.ok && said) said.textContent = r.body.words || r.body.error || String(r.status);
      await k.load();
    });
    return b;
  }

  // A clock that counts down without asking the service (its deadline is in the data).
  let ticking = null;
  function clockLine(k, doc) {
    const w = k.data().words;
    const line = k.el("p", "clock");
    if (ticking) clearInterval(ticking);
    ticking = null;
    if (!doc.deadline) { line.hidden = true; return line; }
    const tick = () => {
      const left = Math.max(0, Math.round(doc.deadline - Date.now() / 1000));
      line.textContent = "⏱ " + k.fmt(w.clock, { n: left });
      line.classList.toggle("low", left <= 10);
    };
    tick();
    ticking = setInterval(tick, 1000);
    return line;
  }

  // -- a pupil's front page: 和同學下 ----------------------------------------------------

  pages.play = {
    frame(k) {
      const w = k.data().words;
      return [k.header(w.play, [])];
    },
    draw(k) {
      const d = k.data();
      const w = d.words;
      const nodes = [];
      const said = k.el("p", "said");
      said.setAttribute("role", "status");
      nodes.push(k.el("h2", "", w["your-tables"]));
      nodes.push(d.mine.length ? tableList(k, d.mine, "mine") : k.el("p", "note", w["no-tables"]));
      nodes.push(k.el("h2", "", w["open-tables"]));
      if (!d.open.length) nodes.push(k.el("p", "note", w["no-open"]));
      else nodes.push(tableList(k, d.open, "open", said));
      nodes.push(said);
      if (d.tournaments.length) {
        nodes.push(k.el("h2", "", w.tournaments));
        const ul = k.el("ul", "cups");
        for (const c of d.tournaments) {
          const li = k.el("li");
          li.append(k.link(k.withLang(c.url), w.tournament + " · " + c.title));
          ul.append(li);
        }
        nodes.push(ul);
      }
      if (d.finished.length) {
        nodes.push(k.el("h2", "", w.finished));
        nodes.push(tableList(k, d.finished, "finished"));
      }
      return nodes;
    },
  };

  function tableList(k, entries, kind, said) {
    const w = k.data().words;
    const ul = k.el("ul", "table-list " + kind);
    for (const t of entries) {
      const li = k.el("li", "table-entry");
      li.dataset.table = String(t.table);
      li.append(k.el("strong", "", k.fmt(w.table, { n: t.table }) + " · " + t.title), " · ");
      if (t.round) li.append(k.el("span", "round", k.fmt(w.round, { n: t.round }) + " · "));
      const who = k.el("span", "who");
      t.seats.forEach((s, i) => {
        if (i) who.append(" · ");
        if (s.free && kind === "open") {
          const sit = k.el("button", "join", w.join);
          sit.type = "button";
          sit.dataset.seat = String(i);
          sit.addEventListener("click", async () => {
            sit.disabled = true;
            const r = await k.post(k.ds.api + "/" + t.table + "/join", { seat: i });
            if (r.ok) window.location.href = k.withLang(r.body.url);
            else { sit.disabled = false; said.textContent = r.body.words || r.body.error; }
          });
          who.append(sit);
        } else {
          who.append(k.bdi(s.who, s.you ? "you" : ""));
        }
      });
      li.append(who);
      if (t.result) li.append(" · ", k.el("span", "result", t.result));
      else li.append(" · ", k.el("span", "state", t.state_words));
      if (kind === "mine") li.append(" ", k.link(k.withLang(t.url), w["open-table"], "open"));
      if (kind === "finished") li.append(" ", k.link(k.withLang(t.replay), w["look-back"], "replay"));
      ul.append(li);
    }
    return ul;
  }

  // -- a table: a pupil's seat, or the teacher's view -----------------------------------

  pages.table = {
    frame(k) {
      const d = k.data();
      const w = d.words;
      const back = d.role === "seat" ? k.link(k.withLang(k.ds.play), w.play)
        : k.link(k.withLang(k.ds.room), w["back-room"]);
      const tools = [back];
      if (d.role !== "seat") {
        const proj = k.link(k.withLang(k.ds.base + "/projector"), w.projector, "projector");
        proj.target = "_blank";
        tools.unshift(proj);
      }
      return [k.header(k.fmt(w.table, { n: d.table }) + " · " + d.title, tools)];
    },
    draw(k) {
      return k.data().role === "seat" ? drawSeat(k) : drawTeacherTable(k);
    },
  };

  let selection = {};
  let selectionVersion = -1;
  let statusText = "";

  function drawSeat(k) {
    const d = k.data();
    const w = d.words;
    if (d.version !== selectionVersion) { // the table moved on: a first click is forgotten
      selection = d.selection || {};
      selectionVersion = d.version;
    }
    const nodes = [seatList(k, d.seats, d.to_act)];
    const note = k.el("p", "note-line " + (d.mine ? "mine" : ""), d.note);
    note.setAttribute("role", "status");
    nodes.push(note, clockLine(k, d));
    const body = k.el("div", "table-body");
    const board = boardBox(d.svg, d.mine ? "playable" : "");
    board.setAttribute("role", "group");
    board.setAttribute("aria-label", d.title);
    board.addEventListener("click", (event) => choose(k, event.target));
    board.addEventListener("keydown", (event) => {
      if (event.key === "Enter" || event.key === " ") {
        event.preventDefault();
        choose(k, event.target);
      }
    });
    body.append(board);
    const side = k.el("div", "side");
    const said = k.el("p", "said " + (statusText ? "error" : ""), statusText);
    said.setAttribute("role", "status");
    said.setAttribute("aria-live", "polite");
    side.append(said);
    if (d.takeback) {
      const back = k.el("button", "takeback", w["take-back"]);
      back.type = "button";
      back.addEventListener("click", async () => {
        back.disabled = true;
        const r = await k.post(k.ds.api + "/takeback?svg=1", {});
        if (r.ok) { statusText = ""; k.show({ ...r.body, role: "seat" }); } else {
          statusText = r.body.words || r.body.error; k.load();
        }
      });
      side.append(back);
    }
    if (d.scores) {
      side.append(scoreTable(k, d.scores));
      side.append(k.link(k.withLang(k.ds.base + "/replay"), w["look-back"], "replay"));
    }
    side.append(logList(k, timedOut(k, d), w["log-title"], d.log.length));
    body.append(side);
    nodes.push(body);
    statusText = "";
    return nodes;
  }

  /** The log, with the moves the clock played for a pupil marked. */
  function timedOut(k, d) {
    const late = new Set(d.timed_out || []);
    return d.log.map((line, i) => (late.has(i) ? line + " ⏱ " + d.words["timed-out-short"] : line));
  }

  /** A click (or Enter) on the seat's board: a move, or a first click. */
  async function choose(k, target) {
    const d = k.data();
    if (!d.mine || !(target instanceof Element)) return;
    const node = target.closest("[data-action], [data-target]");
    if (!node) return;
    let r;
    if (node.hasAttribute("data-action")) {
      r = await k.post(k.ds.api + "/move?svg=1", { move: node.getAttribute("data-action"),
        step: d.step });
    } else {
      r = await k.post(k.ds.api + "/select", { target: node.getAttribute("data-target"),
        selection });
      if (r.ok) selection = r.body.selection || {};
    }
    if (r.ok) {
      statusText = "";
      selectionVersion = r.body.version;
      k.show({ ...r.body, role: "seat" });
    } else {
      statusText = r.body.words || r.body.error || String(r.status);
      selection = {};
      await k.load();
    }
  }

  let hands = false;

  function drawTeacherTable(k) {
    const d = k.data();
    const w = d.words;
    const nodes = [seatList(k, d.seats, d.to_act)];
    nodes.push(k.el("p", "note-line", d.note), clockLine(k, d));
    const said = k.el("p", "said");
    said.setAttribute("role", "status");
    const tools = k.el("div", "teacher-tools");
    if (d.status === "playing") tools.append(action(k, w.pause, k.ds.api + "/pause", {}, said, "close"));
    if (d.status === "paused") tools.append(action(k, w.resume, k.ds.api + "/resume", {}, said));
    if (d.status === "open") tools.append(action(k, w["start-now"], k.ds.api + "/start", {}, said));
    const toggle = k.el("button", "hands close", hands ? w["hide-hands"] : w["show-hands"]);
    toggle.type = "button";
    toggle.addEventListener("click", () => {
      hands = !hands;
      k.ds.src = k.ds.base + "/data" + (hands ? "?hands=1" : "");
      k.load();
    });
    tools.append(toggle);
    nodes.push(tools, said);
    if (d.hands) {
      const banner = k.el("p", "teacher-only", w["teacher-view"]);
      banner.setAttribute("role", "note");
      nodes.push(banner);
    } else {
      nodes.push(k.el("p", "note spectator", w.spectator));
    }
    const body = k.el("div", "table-body");
    body.append(boardBox(d.svg, d.hands ? "hands" : ""));
    const side = k.el("div", "side");
    if (d.status !== "over") {
      const seats = k.el("section", "seat-tools");
      seats.append(k.el("h3", "", w.players));
      for (const s of d.seats) {
        const row = k.el("p", "seat-tool");
        row.dataset.seat = String(s.seat);
        row.append(k.el("span", "", s.name + k.colon()), k.bdi(s.who), " ");
        if (s.kind === "bot" && s.user) {
          row.append(action(k, k.fmt(w["give-back"], { who: s.user }),
            k.ds.api + "/seats/" + s.seat, { bot: null }, said, "close give-back"));
        } else if (s.kind !== "bot") {
          const level = k.el("select", "level");
          level.setAttribute("aria-label", w.level);
          for (const l of d.levels) {
            const o = k.el("option", "", l.label);
            o.value = l.name;
            if (l.name === "greedy") o.selected = true;
            level.append(o);
          }
          const b = k.el("button", "close replace-bot", w["replace-bot"]);
          b.type = "button";
          b.addEventListener("click", async () => {
            b.disabled = true;
            const r = await k.post(k.ds.api + "/seats/" + s.seat, { bot: level.value });
            if (!r.ok) said.textContent = r.body.words || r.body.error;
            await k.load();
          });
          row.append(level, b);
        }
        seats.append(row);
      }
      side.append(seats);
      const sofar = k.el("section", "so-far");
      sofar.append(k.el("h3", "", w["score-so-far"]));
      const ul = k.el("ul");
      d.seats.forEach((s, i) => ul.append(k.el("li", "", s.name + k.colon() + d.totals[i])));
      sofar.append(ul);
      side.append(sofar);
    }
    if (d.scores) {
      side.append(scoreTable(k, d.scores));
      side.append(k.link(k.withLang(k.ds.base + "/replay"), w["look-back"], "replay"));
    }
    side.append(logList(k, d.log, w["log-title"], d.log.length));
    body.append(side);
    nodes.push(body);
    return nodes;
  }

  // -- one table on the projector: what every seat may see ------------------------------

  pages.projector = {
    frame(k) {
      const d = k.data();
      return [k.header(k.fmt(d.words.table, { n: d.table }) + " · " + d.title, [])];
    },
    draw(k) {
      const d = k.data();
      const nodes = [seatList(k, d.seats, d.to_act), k.el("p", "note-line big", d.note)];
      nodes.push(boardBox(d.svg, "projected"));
      if (d.scores) nodes.push(scoreTable(k, d.scores));
      return nodes;
    },
  };

  // -- the teacher's room: every table of a class, live ---------------------------------

  pages.room = {
    frame(k) {
      const d = k.data();
      const w = d.words;
      return [k.header(k.fmt(w.room, { name: d.group }), [k.link(k.withLang(k.ds.home), w.home)])];
    },
    after(k) { return [roomForms(k)]; },
    draw(k) {
      const d = k.data();
      const w = d.words;
      const nodes = [];
      if (d.tournaments.length) {
        const ul = k.el("ul", "cups");
        for (const c of d.tournaments) {
          const li = k.el("li");
          li.append(k.link(k.withLang(c.url), w.tournament + " · " + c.title), " · ",
            k.fmt(w.rounds + k.colon() + "{n}", { n: c.rounds }));
          ul.append(li);
        }
        nodes.push(k.el("h2", "", w.tournaments), ul);
      }
      nodes.push(k.el("h2", "", w.tables));
      if (!d.tables.length) nodes.push(k.el("p", "note", w["no-tables"]));
      const grid = k.el("div", "room");
      for (const t of d.tables) grid.append(roomCard(k, t));
      nodes.push(grid);
      return nodes;
    },
  };

  function roomCard(k, t) {
    const w = k.data().words;
    const card = k.el("article", "table-card " + t.status);
    card.dataset.table = String(t.table);
    const head = k.el("h3");
    head.append(k.link(k.withLang(k.ds.tables + t.table), k.fmt(w.table, { n: t.table }) + " · " + t.title));
    card.append(head);
    if (t.round) card.append(k.el("p", "round", k.fmt(w.round, { n: t.round })));
    const seats = k.el("ul", "seats small");
    t.seats.forEach((s, i) => {
      const li = k.el("li", "seat " + s.kind + (t.to_act === i ? " to-act" : "") +
        ((t.winners || []).includes(i) ? " winner" : ""));
      li.append(k.el("span", "seat-name", s.name + k.colon()), k.bdi(s.who), " ");
      if (t.totals) li.append(k.el("span", "points", "(" + t.totals[i] + ")"));
      seats.append(li);
    });
    card.append(seats);
    let line = t.state_words;
    if (t.status === "playing" && t.to_act !== null) {
      line = k.fmt(w["turn-for"], { who: t.seats[t.to_act].name, time: t.waited_words });
    }
    card.append(k.el("p", "state " + t.status, line));
    const img = document.createElement("img");
    img.className = "small-board";
    img.alt = t.title;
    img.loading = "lazy";
    img.src = k.withLang(k.ds.tables + t.table + "/board.svg?v=" + t.version + "-" + t.step);
    const open = k.link(k.withLang(k.ds.tables + t.table), img, "enlarge");
    open.title = w.enlarge;
    card.append(open);
    const tools = k.el("p", "card-tools");
    tools.append(k.link(k.withLang(k.ds.tables + t.table), w.enlarge, "enlarge-link"), " · ");
    const proj = k.link(k.withLang(k.ds.tables + t.table + "/projector"), w.projector, "projector");
    proj.target = "_blank";
    tools.append(proj);
    if (t.status === "over") {
      tools.append(" · ", k.link(k.withLang(k.ds.tables + t.table + "/replay"), w["look-back"], "replay"));
    } else if (t.status === "playing") {
      tools.append(" ", action(k, w.pause, k.ds.api + "/" + t.table + "/pause", {}, null, "close small"));
    } else if (t.status === "paused") {
      tools.append(" ", action(k, w.resume, k.ds.api + "/" + t.table + "/resume", {}, null, "small"));
    } else if (t.status === "open") {
      tools.append(" ", action(k, w["start-now"], k.ds.api + "/" + t.table + "/start", {}, null, "small"));
    }
    card.append(tools);
    return card;
  }

  /** The room's forms: a new table, seat the class, a new tournament. Built once (a live
   * update of the room never touches what the teacher is choosing). */
  function roomForms(k) {
    const d = k.data();
    const w = d.words;
    const box = k.el("section", "room-forms");
    const said = k.el("p", "said");
    said.setAttribute("role", "status");

    function gamePicker(onChange) {
      const pick = k.el("select", "game");
      pick.setAttribute("aria-label", w.game);
      for (const g of d.games) {
        const o = k.el("option", "", g.title);
        o.value = g.name;
        pick.append(o);
      }
      pick.addEventListener("change", onChange);
      return pick;
    }
    function labelled(text, control) {
      const l = k.el("label", "field");
      l.append(k.el("span", "", text), control);
      return l;
    }
    function numberPick(from, to, value, cls) {
      const s = k.el("select", cls);
      for (let n = from; n <= to; n++) {
        const o = k.el("option", "", n);
        o.value = String(n);
        if (n === value) o.selected = true;
        s.append(o);
      }
      return s;
    }
    function levelPick() {
      const s = k.el("select", "level");
      for (const l of d.levels) {
        const o = k.el("option", "", l.label + " · " + l.why);
        o.value = l.name;
        if (l.name === "greedy") o.selected = true;
        s.append(o);
      }
      return s;
    }
    function optionsBox(game) {
      const box = k.el("fieldset", "options");
      box.append(k.el("legend", "", w.options));
      for (const o of game.options) {
        const s = k.el("select", "option");
        s.dataset.option = o.name;
        o.choices.forEach((c, i) => {
          // The label in the page's language; the value is the choice's place in
          // o.choices, whose raw value box.read sends.
          const opt = k.el("option", "", o.labels[i]);
          opt.value = String(i);
          if (JSON.stringify(c) === JSON.stringify(o.default)) opt.selected = true;
          s.append(opt);
        });
        const l = labelled(o.description, s);
        l.title = o.description;
        box.append(l);
      }
      box.read = () => {
        const out = {};
        for (const s of box.querySelectorAll("select.option")) {
          const o = game.options.find((x) => x.name === s.dataset.option);
          const value = o.choices[Number(s.value)];
          if (JSON.stringify(value) !== JSON.stringify(o.default)) out[o.name] = value;
        }
        return out;
      };
      return box;
    }
    function clockInput() {
      const c = k.el("input", "clock-input");
      c.type = "number";
      c.min = "5";
      c.max = "3600";
      c.placeholder = "—";
      return c;
    }
    const gameOf = (name) => d.games.find((g) => g.name === name);
    const clockValue = (c) => (c.value.trim() === "" ? null : Number(c.value));
    async function submit(button, url, body, then) {
      button.disabled = true;
      const r = await k.post(url, body);
      button.disabled = false;
      if (r.ok) { said.textContent = w.made; then(r.body); await k.load(); } else {
        said.textContent = r.body.words || r.body.error || String(r.status);
      }
    }

    // A table by hand.
    const one = k.el("form", "new-table");
    one.append(k.el("h2", "", w["new-table"]));
    const oneGame = gamePicker(() => rebuildOne());
    const onePlayers = k.el("span");
    const oneSeats = k.el("div", "seat-picks");
    const oneOptions = k.el("div");
    const oneClock = clockInput();
    const oneTake = k.el("input", "takebacks");
    oneTake.type = "checkbox";
    const oneMake = k.el("button", "make", w.make);
    oneMake.type = "submit";
    one.append(labelled(w.game, oneGame), onePlayers, oneSeats, oneOptions,
      labelled(w["per-move"], oneClock), labelled(w["allow-takebacks"], oneTake), oneMake);
    function rebuildOne() {
      const g = gameOf(oneGame.value);
      const players = numberPick(g.min, g.max, g.min, "players");
      players.addEventListener("change", () => seatsFor(Number(players.value)));
      onePlayers.replaceChildren(labelled(w.seats, players));
      function seatsFor(n) {
        oneSeats.replaceChildren();
        for (let i = 0; i < n; i++) {
          const s = k.el("select", "seat-pick");
          const free = k.el("option", "", w["seat-open"]);
          free.value = "";
          s.append(free);
          for (const u of d.members) {
            const o = k.el("option", "", k.visible(u));
            o.value = "pupil:" + u;
            s.append(o);
          }
          for (const l of d.levels) {
            const o = k.el("option", "", k.fmt(w.bot, { level: l.label }));
            o.value = "bot:" + l.name;
            s.append(o);
          }
          oneSeats.append(labelled(k.fmt(w["seat-n"], { n: i + 1 }), s));
        }
      }
      seatsFor(g.min);
      const opts = optionsBox(g);
      oneOptions.replaceChildren(opts);
      one.readOptions = opts.read;
    }
    rebuildOne();
    one.addEventListener("submit", (event) => {
      event.preventDefault();
      const seats = [...oneSeats.querySelectorAll("select")].map((s) => (
        s.value === "" ? null : s.value.startsWith("pupil:") ? s.value.slice(6)
          : { bot: s.value.slice(4) }));
      submit(oneMake, k.ds.api, { group: d.group, game: oneGame.value, players: seats.length,
        seats, options: one.readOptions(), clock: clockValue(oneClock),
        takebacks: oneTake.checked }, () => {});
    });

    // The whole class at once.
    const all = k.el("form", "seat-class");
    all.append(k.el("h2", "", w["seat-class"]), k.el("p", "note", w["seat-class-why"]));
    const allGame = gamePicker(() => rebuildAll());
    const allSize = k.el("span");
    const allOptions = k.el("div");
    const allLevel = levelPick();
    const allClock = clockInput();
    const allTake = k.el("input", "takebacks");
    allTake.type = "checkbox";
    const allMake = k.el("button", "make", w["seat-class"]);
    allMake.type = "submit";
    all.append(labelled(w.game, allGame), allSize, allOptions, labelled(w.level, allLevel),
      labelled(w["per-move"], allClock), labelled(w["allow-takebacks"], allTake), allMake);
    function rebuildAll() {
      const g = gameOf(allGame.value);
      const size = numberPick(g.min, g.max, g.min, "size");
      allSize.replaceChildren(labelled(w.size, size));
      const opts = optionsBox(g);
      allOptions.replaceChildren(opts);
      all.read = () => ({ size: Number(size.value), options: opts.read() });
    }
    rebuildAll();
    all.addEventListener("submit", (event) => {
      event.preventDefault();
      const got = all.read();
      submit(allMake, k.ds.api + "/seat-class", { group: d.group, game: allGame.value,
        size: got.size, options: got.options, bot: allLevel.value,
        clock: clockValue(allClock), takebacks: allTake.checked }, () => {});
    });

    // A tournament.
    const cup = k.el("form", "new-tournament");
    cup.append(k.el("h2", "", w["new-tournament"]));
    const cupGame = gamePicker(() => rebuildCup());
    const cupSize = k.el("span");
    const cupOptions = k.el("div");
    const cupFormat = k.el("select", "format");
    for (const f of ["auto", "round-robin", "swiss"]) {
      const o = k.el("option", "", w["format-" + f]);
      o.value = f;
      cupFormat.append(o);
    }
    const cupRounds = numberPick(1, Math.max(1, d.members.length), Math.min(3, Math.max(1, d.members.length - 1)), "rounds");
    const cupLevel = levelPick();
    const cupClock = clockInput();
    const cupMake = k.el("button", "make", w["make-tournament"]);
    cupMake.type = "submit";
    cup.append(labelled(w.game, cupGame), cupSize, cupOptions, labelled(w.format, cupFormat),
      labelled(w.rounds, cupRounds), labelled(w.level, cupLevel),
      labelled(w["per-move"], cupClock), cupMake);
    function rebuildCup() {
      const g = gameOf(cupGame.value);
      const size = numberPick(g.min, g.max, g.min, "size");
      cupSize.replaceChildren(labelled(w.size, size));
      const opts = optionsBox(g);
      cupOptions.replaceChildren(opts);
      cup.read = () => ({ size: Number(size.value), options: opts.read() });
    }
    rebuildCup();
    cup.addEventListener("submit", (event) => {
      event.preventDefault();
      const got = cup.read();
      submit(cupMake, k.ds.cups, { group: d.group, game: cupGame.value, size: got.size,
        options: got.options, format: cupFormat.value, rounds: Number(cupRounds.value),
        bot: cupLevel.value, clock: clockValue(cupClock) },
      (made) => { window.location.href = k.withLang(made.url); });
    });

    box.append(said, one, all, cup);
    return box;
  }

  // -- a finished game, step by step, with the strong computer's review -----------------

  let replayStep = null;

  pages.replay = {
    frame(k) {
      const d = k.data();
      const w = d.words;
      const back = d.role === "seat" ? k.link(k.withLang(k.ds.play), w.play)
        : k.link(k.withLang(k.ds.room), w["back-room"]);
      return [k.header(w["look-back"] + " · " + k.fmt(w.table, { n: d.table }) + " · " + d.title,
        [k.link(k.withLang(k.ds.base), w["open-table"]), back])];
    },
    draw(k) {
      const d = k.data();
      const w = d.words;
      replayStep = d.step;
      const nodes = [];
      const nav = k.el("div", "replay-nav");
      const go = (step) => {
        k.ds.src = k.ds.base + "/replay/data?step=" + Math.max(0, Math.min(d.steps, step));
        k.load();
      };
      for (const [key, to] of [["first", 0], ["prev", d.step - 1], ["next", d.step + 1], ["last", d.steps]]) {
        const b = k.el("button", "close nav-" + key, w[key]);
        b.type = "button";
        b.disabled = to < 0 || to > d.steps || to === d.step;
        b.addEventListener("click", () => go(to));
        nav.append(b);
      }
      const slider = k.el("input", "step-slider");
      slider.type = "range";
      slider.min = "0";
      slider.max = String(d.steps);
      slider.value = String(d.step);
      slider.setAttribute("aria-label", k.fmt(w.step, { n: d.step, of: d.steps }));
      slider.addEventListener("change", () => go(Number(slider.value)));
      nav.append(slider, k.el("span", "step-of", k.fmt(w.step, { n: d.step, of: d.steps })));
      nodes.push(nav);
      const body = k.el("div", "table-body");
      body.append(boardBox(d.svg, "replay"));
      const side = k.el("div", "side");
      side.append(reviewBox(k, d, go));
      const log = logList(k, d.log, w["log-title"], d.step);
      log.addEventListener("click", (event) => {
        const li = event.target.closest("li[data-step]");
        if (li) go(Number(li.dataset.step));
      });
      side.append(log, scoreTable(k, d.scores));
      body.append(side);
      nodes.push(body);
      return nodes;
    },
  };

  function reviewBox(k, d, go) {
    const w = d.words;
    const box = k.el("section", "review");
    box.append(k.el("h3", "", w.review));
    const r = d.review;
    if (r.state === "waiting") { box.append(k.el("p", "note", w["review-waiting"])); return box; }
    if (r.state === "none" || !r.moves.length) { box.append(k.el("p", "note", w["review-none"])); return box; }
    for (const seat of r.worst) {
      if (!seat.steps.length) continue;
      const p = k.el("p", "worst");
      p.append(k.el("strong", "", k.fmt(w["review-most"], { who: seat.name }) + k.colon()));
      seat.steps.forEach((s, i) => {
        if (i) p.append(d.lang === "zh-Hant" ? "、" : ", ");
        const a = k.el("button", "link step-link", k.fmt(w.step, { n: s + 1, of: d.steps }));
        a.type = "button";
        a.addEventListener("click", () => go(s + 1));
        p.append(a);
      });
      box.append(p);
    }
    // The move just shown, if it was reviewed: its verdict in words.
    const shown = r.moves.find((m) => m.step + 1 === d.step);
    if (shown) {
      const p = k.el("p", "reviewed " + (shown.severity || "fine"));
      p.append(k.el("strong", "", [shown.name, shown.mark].filter(Boolean).join(" ") + k.colon()),
        shown.text);
      box.append(p);
    }
    const list = k.el("ol", "review-list");
    for (const m of r.moves) {
      if (!m.severity) continue;
      const li = k.el("li", m.severity + (m.step + 1 === d.step ? " current" : ""));
      li.value = m.step + 1;
      const a = k.el("button", "link step-link", m.played + " " + m.mark);
      a.type = "button";
      a.addEventListener("click", () => go(m.step + 1));
      li.append(a);
      list.append(li);
    }
    box.append(list);
    return box;
  }

  // -- a tournament, and its standings on the projector ---------------------------------

  function standingsTable(k, s) {
    const table = k.el("table", "standings");
    const head = k.el("tr");
    for (const h of s.head) head.append(k.el("th", "", h));
    table.append(head);
    for (const row of s.rows) {
      const tr = k.el("tr");
      tr.dataset.pupil = String(row[1]);
      row.forEach((cell, i) => {
        const td = k.el("td", i === 1 ? "name" : i < 6 ? "num" : "round");
        if (i === 1) td.append(k.bdi(cell)); else td.textContent = String(cell);
        tr.append(td);
      });
      table.append(tr);
    }
    return table;
  }

  pages.tournament = {
    frame(k) {
      const d = k.data();
      const w = d.words;
      const tools = [];
      if (d.teacher) {
        tools.push(k.link(k.withLang(k.ds.base + "/export.csv"), w["export-csv"], "export"),
          k.link(k.withLang(k.ds.base + "/export.xlsx"), w["export-xlsx"], "export"));
        const proj = k.link(k.withLang(k.ds.base + "/projector"), w.projector, "projector");
        proj.target = "_blank";
        tools.push(proj, k.link(k.withLang(k.ds.room), w["back-room"]));
      }
      return [k.header([w.tournament + " · " + d.title + " · ", k.bdi(d.group)], tools)];
    },
    draw(k) {
      const d = k.data();
      const w = d.words;
      const nodes = [k.el("p", "format", w.format + k.colon() + d.format_words)];
      const said = k.el("p", "said");
      said.setAttribute("role", "status");
      let line = d.round ? k.fmt(w["round-of"], { n: d.round, of: d.rounds }) : w["not-started"];
      if (d.over) line = w["tournament-over"];
      else if (d.round && !d.can_start) line += " · " + k.fmt(w["round-playing"], { n: d.round });
      nodes.push(k.el("p", "round-line", line));
      if (d.teacher && d.can_start) {
        nodes.push(action(k, k.fmt(w["start-round"], { n: d.round + 1 }), k.ds.api + "/round", {},
          said, "start-round"));
      }
      nodes.push(said, k.el("h2", "", w.standings), standingsTable(k, d.standings),
        k.el("p", "note tiebreaks", d.tiebreaks));
      for (const r of [...d.rounds_played].reverse()) {
        nodes.push(k.el("h3", "", k.fmt(w.round, { n: r.round })));
        const ul = k.el("ul", "round-tables");
        for (const t of r.tables) {
          const li = k.el("li");
          li.dataset.table = String(t.table);
          const names = k.el("span");
          t.seats.forEach((s, i) => { if (i) names.append(" · "); names.append(k.bdi(s)); });
          li.append(k.link(k.withLang(k.ds.tables + t.table), k.fmt(w.table, { n: t.table })), " · ",
            names, " · ", k.el("span", "result", t.result || t.state_words));
          ul.append(li);
        }
        nodes.push(ul);
      }
      return nodes;
    },
  };

  pages.standings = {
    frame(k) {
      const d = k.data();
      return [k.header([d.words.standings + " · " + d.title + " · ", k.bdi(d.group)], [])];
    },
    draw(k) {
      const d = k.data();
      const w = d.words;
      const line = d.over ? w["tournament-over"] : d.round
        ? k.fmt(w["round-of"], { n: d.round, of: d.rounds }) : w["not-started"];
      return [k.el("p", "round-line big", line), standingsTable(k, d.standings),
        k.el("p", "note tiebreaks", d.tiebreaks)];
    },
  };
})();
