"""Tables (和同學下): pupils of a class play a whole game against each other, with bots in the
seats no pupil takes, on the class service.

The service holds each table (:class:`Live`: a :class:`~tutor.core.Match` with manual
chance) and runs the engine. A pupil's board sends a move; the service checks it with the
engine (a refusal is explained in words, as in the lessons: :class:`Refused`) and each
seat then receives only its own view (:func:`seat_doc`: the position as
``State.view_for(seat)`` gives it, drawn for that seat, the move log as that seat may read
it), so no page or kernel of a seat ever holds another seat's secret, nor the deck's order.

Chance (shuffles, draws) is drawn by the table's own seeded generator, exactly as a
:class:`~tutor.core.Match` with that seed draws it (:func:`tutor.core.match.chance_draw`):
the seed is kept with the table, every move (chance outcomes too) is stored as it is made
(:meth:`tutor.classroom.db.Store.add_moves`), and a table is rebuilt from its starting
position and its moves after a restart of the service (:meth:`Live.from_row`).

A bot plays a seat with a bot level (:data:`tutor.core.bots.BOT_LEVELS`): an empty seat
the teacher filled, or an absent pupil the teacher replaced. A bot chooses from the seat's
view too: it does not peek.

What the teacher sees: the room (:func:`room_doc`, every table of a class: a small board,
whose turn and for how long, the score so far), one table (:func:`teacher_doc`) drawn for
a spectator (``viewer`` = the number of seats: what every seat may see, fit for the
projector) or, when asked, with every hand shown (marked as the teacher's view).
"""

from __future__ import annotations

import math
import random
import re
import time
from dataclasses import dataclass
from typing import Any

from ..core.bots import BOT_LEVELS, make_bot
from ..core.game import Option, State, choice_label
from ..core.lang import Text, check_lang
from ..core.match import Match
from ..core.seats import seat_label
from .db import TableRow

MAX_CLOCK = 3600.0
"""The longest per-move clock a teacher may set (seconds)."""

WORDS: dict[str, tuple[str, str]] = {
    "play": ("Play a classmate", "和同學下"),
    "tables": ("Tables", "對局桌"),
    "table": ("Table {n}", "第 {n} 桌"),
    "your-tables": ("Your tables", "你的對局"),
    "open-tables": ("Open tables of your class", "班上可以加入的對局"),
    "no-open": ("No open table right now: your teacher opens them.",
                "現在沒有可以加入的對局：老師會開桌。"),
    "no-tables": ("No table yet.", "還沒有對局。"),
    "finished": ("Finished games", "下完的棋局"),
    "join": ("Sit here", "坐這裡"),
    "open-table": ("Open", "打開"),
    "look-back": ("Look back", "回顧"),
    "you": ("you", "你"),
    "empty-seat": ("free seat", "空位"),
    "bot": ("computer ({level})", "電腦（{level}）"),
    "your-turn": ("Your turn: {turn}", "輪到你了：{turn}"),
    "waiting-for": ("Waiting for {who}: {turn}", "等待{who}：{turn}"),
    "waiting-players": ("Waiting for players: {free} free seats.",
                        "等待玩家：還有 {free} 個空位。"),
    "paused": ("The teacher paused this table.", "老師暫停了這一桌。"),
    "bot-plays": ("A computer plays your seat now: ask your teacher to give it back.",
                  "現在由電腦替你下：請老師把座位還給你。"),
    "over": ("Game over.", "遊戲結束。"),
    "winner": ("{names} won.", "{names}獲勝。"),
    "tiebreak": ("Tie broken by: {rule}.", "平手時依：{rule}。"),
    "refused": ("Not allowed: {reason}", "不可以這樣走：{reason}"),
    "not-your-turn": ("It is not your turn: {who} plays now.",
                      "還沒輪到你：現在輪到{who}。"),
    "not-your-seat": ("This is not your seat.", "這不是你的座位。"),
    "not-at-table": ("You do not sit at this table.", "你不在這一桌。"),
    "table-over": ("This game is over.", "這盤棋已經結束。"),
    "seat-taken": ("This seat is taken.", "這個座位已經有人了。"),
    "already-seated": ("You sit at this table already.", "你已經在這一桌了。"),
    "not-open": ("This table is not waiting for players.", "這一桌沒有在等玩家。"),
    "no-takebacks": ("No take-backs at this table.", "這一桌不能悔棋。"),
    "takeback-not-now": ("Only your own last move can be taken back, before anyone else "
                         "moves.", "只能在別人還沒走之前，收回你自己的上一步。"),
    "take-back": ("Take back my move", "收回我的一步"),
    "taken-back": ("{who} took back a move.", "{who}收回了一步。"),
    "clock": ("{n} s left", "還剩 {n} 秒"),
    "timed-out-short": ("time ran out: the computer moved", "時間到：電腦代走"),
    "log-title": ("Moves", "紀錄"),
    "chance": ("chance", "機運"),
    "score": ("Score", "分數"),
    "players": ("Players", "玩家"),
    "turn-for": ("{who} for {time}", "{who}，已 {time}"),
    "since-s": ("{n} s", "{n} 秒"),
    "since-min": ("{n} min", "{n} 分"),
    "score-so-far": ("Score so far", "目前分數"),
    "no-score": ("no points yet", "還沒有分數"),
    "teacher-view": ("All hands shown: the teacher's view only. Do not project it.",
                     "顯示所有人的牌：只給老師看，請不要投影。"),
    "spectator": ("As the class may see it (no hidden card shown)",
                  "全班可以看的樣子（不顯示任何隱藏的牌）"),
    "show-hands": ("Show all hands (teacher only)", "顯示所有人的牌（只給老師看）"),
    "hide-hands": ("Hide the hands", "隱藏手牌"),
    "pause": ("Pause", "暫停"),
    "resume": ("Go on", "繼續"),
    "projector": ("Projector", "投影"),
    "enlarge": ("Enlarge", "放大"),
    "replace-bot": ("Let a computer play", "改由電腦下"),
    "give-back": ("Give the seat back to {who}", "把座位還給{who}"),
    "start-now": ("Start now (computers in the free seats)", "現在開始（空位由電腦下）"),
    "state-open": ("waiting for players", "等待玩家"),
    "state-playing": ("playing", "對局中"),
    "state-paused": ("paused", "暫停"),
    "state-over": ("over", "已結束"),
    "new-table": ("New table", "開新桌"),
    "seat-class": ("Seat the class", "全班入座"),
    "seat-class-why": ("Every pupil of the class gets a seat, in tables of the size you "
                       "choose; a computer fills a table that is short.",
                       "全班每位學生都有座位，依你選的人數分桌；人數不夠的桌由電腦補上。"),
    "game": ("Game", "遊戲"),
    "seats": ("Seats", "座位數"),
    "size": ("Players a table", "每桌人數"),
    "seat-n": ("Seat {n}", "第 {n} 位"),
    "seat-open": ("free: a pupil joins", "空位：讓學生加入"),
    "level": ("Computer level", "電腦等級"),
    "per-move": ("Clock a move (seconds, empty: none)", "每步限時（秒，空白：不限時）"),
    "allow-takebacks": ("Allow take-backs", "允許悔棋"),
    "options": ("Options", "選項"),
    "make": ("Make the table", "開桌"),
    "made": ("Made.", "已開桌。"),
    "review": ("The strong computer's review", "高手電腦的講評"),
    "review-waiting": ("The computer is reviewing this game…", "電腦正在講評這盤棋…"),
    "review-none": ("No review for this game.", "這盤棋沒有講評。"),
    "review-most": ("Where {who} lost the most", "{who}失分最多的地方"),
    "step": ("Move {n} of {of}", "第 {n} 步，共 {of} 步"),
    "first": ("|<", "|<"),
    "prev": ("<", "<"),
    "next": (">", ">"),
    "last": (">|", ">|"),
    "room": ("The tables of {name}", "{name} 班的對局"),
    "back-room": ("Back to the tables", "回到對局桌"),
    "tournament": ("Tournament", "比賽"),
    "tournaments": ("Tournaments", "比賽"),
    "new-tournament": ("New tournament", "新比賽"),
    "format": ("Format", "賽制"),
    "format-auto": ("round robin for a small class, else Swiss",
                    "人數少時循環賽，否則瑞士制"),
    "format-round-robin": ("round robin: everyone meets everyone once",
                           "循環賽：每個人都和其他人下一盤"),
    "format-swiss": ("Swiss: each round, pupils with the same standing meet",
                     "瑞士制：每一輪由成績相近的人對下"),
    "rounds": ("Rounds", "輪數"),
    "round": ("Round {n}", "第 {n} 輪"),
    "round-of": ("Round {n} of {of}", "第 {n} 輪，共 {of} 輪"),
    "start-round": ("Start round {n}", "開始第 {n} 輪"),
    "round-playing": ("The tables of round {n} are playing.", "第 {n} 輪的對局進行中。"),
    "tournament-over": ("The tournament is over.", "比賽結束了。"),
    "not-started": ("No round played yet: press Start round 1.",
                    "還沒有開始：請按「開始第 1 輪」。"),
    "standings": ("Standings", "排名"),
    "tiebreaks": ("A win is 1 point (a shared win shares it), as the game's own score sheet "
                  "names the winner. Ties are broken by 1. the game points of all the "
                  "pupil's games, 2. the wins between the tied pupils; then the place is "
                  "shared (=).",
                  "贏一盤得 1 分（並列獲勝就平分），勝負依遊戲本身的計分表。同分時依序比："
                  "1. 所有對局的遊戲分數合計，2. 同分者之間的勝場；再相同就並列名次（=）。"),
    "make-tournament": ("Make the tournament", "建立比賽"),
    "entrants": ("Pupils", "參賽學生"),
}
"""The words of the table pages, both languages (merged into :func:`pages.words`)."""


def say(lang: str, key: str, **params: Any) -> str:
    """A table word in ``lang``."""
    return WORDS[key][1 if lang == "zh-Hant" else 0].format(**params)


class Refused(Exception):
    """A move, a take-back or a seat the table refuses: ``status`` (403 another's seat or
    table, 409 not now, 422 an illegal move) and why, in both languages."""

    def __init__(self, status: int, key: str | None = None, text: Text | None = None,
                 rule: str | None = None, **params: Any) -> None:
        if text is None:
            assert key is not None
            en, zh = WORDS[key]
            text = Text(en.format(**params), zh.format(**params))
        super().__init__(text.en)
        self.status, self.text, self.rule = status, text, rule


@dataclass
class Seat:
    """Who plays a seat: a pupil (``user``), and a bot level when a bot plays it (an
    empty seat filled, or an absent pupil replaced by the teacher)."""

    user: str | None = None
    bot: str | None = None

    @property
    def free(self) -> bool:
        return self.user is None and self.bot is None


def start_position(game_name: str, players: int, options: dict[str, Any],
                   seed: int) -> State:
    """A table's starting position: the game's set-up, its shuffles drawn by ``seed``.

    Raises:
        ValueError: a player count or an option the game does not have.
    """
    import tutor

    return tutor.load(game_name).new_game(players=players, seed=seed, **options)


def check_options(game_name: str, players: int, options: Any) -> dict[str, Any]:
    """The options a teacher gave for a table, checked: only options with a list of
    choices (the others are for lessons and scripts), each one of its choices.

    Raises:
        ValueError: naming the option or the value.
    """
    import tutor

    game = tutor.load(game_name)
    if not isinstance(options, dict):
        raise ValueError(f"options must be an object, not {options!r:.60}")
    if isinstance(players, bool) or not isinstance(players, int) or not (
            game.min_players <= players <= game.max_players):
        raise ValueError(f"{game_name} is played by {game.min_players} to "
                         f"{game.max_players} players, not {players!r:.20}")
    known = {o.name: o for o in game.options if o.choices is not None}
    for name in options:
        if name not in known:
            raise ValueError(f"{game_name} has no option {name!r:.40} a table can set; "
                             f"options: {', '.join(known) or 'none'}")
    game.resolve_options(options)  # each value one of the option's choices
    return dict(options)


def table_options(game_name: str, lang: str) -> list[dict[str, Any]]:
    """The options a teacher may set for a table of ``game_name``, for the page's form in
    ``lang``: name, default, choices (the values sent back), each choice's label and the
    description, its choices in words as the labels say them.

    Raises:
        ValueError: a language the tutor does not have.
    """
    import tutor

    check_lang(lang)
    game = tutor.load(game_name)
    return [{"name": o.name, "default": o.default, "choices": list(o.choices),
             "labels": [choice_label(o, c, lang) for c in o.choices],
             "description": option_description(o, lang)}
            for o in game.options if o.choices is not None]


def option_description(option: Option, lang: str) -> str:
    """``option``'s description in ``lang``, its choices (written as code: `'super'`) in
    words, quoted as the language quotes: what a form shows beside the labels.

    >>> ko = Option("ko", "simple", Text("`'simple'` or `'super'` ko.",
    ...                                  "`'simple'` 或 `'super'` 的劫。"), ("simple", "super"),
    ...             {"simple": Text("the last one", "上一個"), "super": Text("any", "任何")})
    >>> option_description(ko, "en"), option_description(ko, "zh-Hant")
    ('“the last one” or “any” ko.', '「上一個」或「任何」的劫。')
    """
    zh = lang == "zh-Hant"

    def words(match: re.Match[str]) -> str:
        code = match.group(2)
        for choice in option.choices or ():
            if isinstance(choice, str) and choice == code:
                label = choice_label(option, choice, lang)
                # Full-width brackets take no spaces around them.
                return f"「{label}」" if zh else f"{match.group(1)}“{label}”{match.group(3)}"
        return match.group(0).replace("`", "").replace("'", "")

    return _CODE_CHOICE.sub(words, option.description[lang]).replace("`", "")


_CODE_CHOICE = re.compile(r"( ?)`'?([^`']*)'?`( ?)")
"""A value written as code in a description, with a space either side."""


class Live:
    """A table in the service's memory: its seats and its match (a
    :class:`~tutor.core.Match` with manual chance, so that the moves stored are exactly
    the match's log, chance outcomes included)."""

    def __init__(self, row: TableRow, match: Match, times: list[float]) -> None:
        self.id = row.id
        self.group, self.game_name, self.players = row.group, row.game, row.players
        self.options, self.seed = row.options, row.seed
        self.status, self.clock, self.takebacks = row.state, row.clock, row.takebacks
        self.maker, self.created = row.maker, row.created
        self.turn_since = row.turn_since
        self.tournament, self.round = row.tournament, row.round
        self.result, self.review = row.result, row.review
        self.seats = [Seat(user, bot) for user, bot in row.seats]
        self.match = match
        self.times = times
        """When each logged move was made."""
        self.version = 0
        """Moves with every change of the table (a move, a seat, a pause)."""
        self.words: dict[tuple[int | None, str], list[tuple[Any, str]]] = {}
        """The log's moves in words already written, per viewer and language: (the log
        entry, its words), as :func:`log_lines` reads them (a take-back makes new
        entries, so the words of an entry taken back are never read again)."""

    @classmethod
    def from_row(cls, row: TableRow, moves: list[tuple[int, str, float]]) -> Live:
        """The table as the database keeps it, its moves played again (each checked by
        the engine as it was when it was made).

        Raises:
            tutor.core.BadSave, ValueError: a starting position or a move this tutor
                cannot take.
        """
        import tutor

        initial = tutor.load(row.game).from_json(row.initial)
        match = Match(initial, seed=row.seed, auto_chance=False)
        for _seat, move, _at in moves:
            match.play(move)
        return cls(row, match, [at for _, _, at in moves])

    # -- reading ---------------------------------------------------------------------------

    @property
    def state(self) -> State:
        return self.match.state

    @property
    def game(self) -> Any:
        return self.match.game

    def seat_of(self, user: str) -> int | None:
        """The seat of pupil ``user`` at this table (None: not at it)."""
        for i, seat in enumerate(self.seats):
            if seat.user == user:
                return i
        return None

    def to_act(self) -> int | None:
        """The seat to act (None at the end; chance is drawn at once, never waited for)."""
        state = self.state
        if state.is_terminal() or state.is_chance():
            return None
        return state.current_player()

    def bot_to_act(self) -> str | None:
        """The level of the bot whose turn it is, while the table plays (else None)."""
        seat = self.to_act()
        if self.status != "playing" or seat is None:
            return None
        return self.seats[seat].bot

    def free_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.free]

    def deadline(self) -> float | None:
        """When the seat to act runs out of time (None: no clock, or nothing to wait for)."""
        if self.clock is None or self.status != "playing" or self.to_act() is None \
                or self.turn_since is None:
            return None
        return self.turn_since + self.clock

    # -- changing (in the service's table thread, one table at a time) -------------------

    def play(self, seat: int, move: str, now: float | None = None) -> list[tuple[int, str]]:
        """Play pupil ``seat``'s ``move``, then the chance that follows; the moves logged
        (seat, notation; -1 for chance).

        Raises:
            Refused: the table is not playing, it is another seat's turn, a bot plays the
                seat, or the move is illegal (422, the engine's reason in words).
        """
        self._can_move(seat)
        state = self.state
        verdict = state.check(move)
        if not verdict:
            rules = getattr(self.game, "rules", None)
            raise Refused(422, "refused", rule=verdict.rule, text=Text(
                say("en", "refused", reason=verdict.explained("en", rules)),
                say("zh-Hant", "refused", reason=verdict.explained("zh-Hant", rules))))
        return self._apply(str(state.parse_action(move)), now)

    def _can_move(self, seat: int, bot: bool = False) -> None:
        if self.status == "paused":
            raise Refused(409, "paused")
        if self.status == "open":
            raise Refused(409, "waiting-players", free=len(self.free_seats()))
        if self.status == "over" or self.to_act() is None:
            raise Refused(409, "table-over")
        if self.to_act() != seat:
            names = self.state.player_names("en"), self.state.player_names("zh-Hant")
            who = self.to_act()
            raise Refused(409, text=Text(
                say("en", "not-your-turn", who=seat_label(names[0][who], who)),
                say("zh-Hant", "not-your-turn", who=seat_label(names[1][who], who))))
        if self.seats[seat].bot is not None and not bot:
            raise Refused(409, "bot-plays")

    def _apply(self, notation: str, now: float | None) -> list[tuple[int, str]]:
        now = time.time() if now is None else now
        first = self.match.cursor
        before = self.to_act()
        self.match.play(notation)
        while self.state.is_chance():
            self.match.bot_move()  # the match's seeded draw: chance_draw(seed, step)
        steps = self.match.history[first:]
        self.times.extend([now] * len(steps))
        if self.state.is_terminal():
            self.status = "over"
            self.result = result_of(self)
        if self.to_act() != before or self.status == "over":
            self.turn_since = now
        self.version += 1
        return [(s.player, s.notation) for s in steps]

    def bot_plan(self, level: str | None = None) -> BotPlan:
        """What the bot of the seat to act needs to choose its move (``level``: another
        bot's, for a pupil whose time ran out): taken here, chosen elsewhere
        (:func:`choose`) on values that do not change."""
        seat = self.to_act()
        assert seat is not None
        level = level or self.seats[seat].bot or "greedy"
        return BotPlan(self.state, seat, level, self.seed * 1000 + self.match.cursor,
                       self.version)

    def play_bot(self, move: str, now: float | None = None) -> list[tuple[int, str]]:
        """Play the bot's (or the clock's) ``move`` for the seat to act."""
        seat = self.to_act()
        if seat is None:
            raise Refused(409, "table-over")
        self._can_move(seat, bot=True)
        if not self.state.check(move):
            raise Refused(409, "table-over")  # the table moved on meanwhile
        return self._apply(move, now)

    def can_take_back(self, seat: int) -> bool:
        """Whether ``seat`` may take back its last move now: the teacher allows
        take-backs, the game goes on, and nobody else has moved since."""
        return (self.takebacks and self.status == "playing" and self._last_decision() is not
                None and self.match.history[self._last_decision()].player == seat)

    def _last_decision(self) -> int | None:
        for step in reversed(self.match.history):
            if step.player >= 0:
                return step.index
        return None

    def take_back(self, seat: int, now: float | None = None) -> int:
        """Take back ``seat``'s last move (and the chance after it); the step the table is
        back at (the moves from there on are forgotten).

        Raises:
            Refused: no take-backs here, or not now.
        """
        if not self.takebacks:
            raise Refused(409, "no-takebacks")
        if not self.can_take_back(seat):
            raise Refused(409, "takeback-not-now")
        step = self._last_decision()
        assert step is not None
        self.match.reset(step)
        del self.times[step:]
        self.turn_since = time.time() if now is None else now
        self.version += 1
        return step

    # -- what each seat sees ---------------------------------------------------------------

    def names(self, lang: str) -> list[str]:
        """Each seat's name as the game gives it, with its mark (● Blue)."""
        return [seat_label(n, i) for i, n in enumerate(self.state.player_names(lang))]

    def who(self, seat: int, lang: str, me: str | None = None) -> str:
        """Who plays ``seat``: the pupil's name, "you", a computer of its level, or a free
        seat."""
        s = self.seats[seat]
        if s.bot is not None:
            return say(lang, "bot", level=BOT_LEVELS[s.bot].label[lang])
        if s.user is None:
            return say(lang, "empty-seat")
        return say(lang, "you") if s.user == me else s.user


@dataclass(frozen=True)
class BotPlan:
    """A bot's move to choose: the position, the seat, the bot's level and seed, and the
    table's version (the move is played only if the table has not changed since)."""

    state: State
    seat: int
    level: str
    seed: int
    version: int


def choose(plan: BotPlan, seconds: float = 0.5) -> str:
    """The move the bot of ``plan`` chooses, from its seat's view (it does not peek),
    seeded by the table's seed and step: the same table plays the same bots' moves
    again. ``seconds``: the strong bot's time a move."""
    bot = make_bot(plan.level, seed=plan.seed, seconds=seconds)
    move = bot.choose(plan.state.view_for(plan.seat))
    if not plan.state.check(move):  # a view's move the position refuses: never seen, kept safe
        move = bot.choose(plan.state)
    return str(move)


def result_of(live: Live) -> dict[str, Any]:
    """A finished table's result, for the standings: each seat's total, the winners, who
    sat where (a pupil's name, or None for a bot), and the tie-break the game used."""
    sheet = live.state.scores()
    return {"totals": [round(t, 3) for t in sheet.totals], "winners": list(sheet.winners),
            "users": [None if s.bot is not None and s.user is None else s.user
                      for s in live.seats],
            "bots": [s.bot for s in live.seats], "tiebreak": sheet.tiebreak}


def seat_doc(live: Live, seat: int, lang: str, me: str | None = None,
             selection: dict[str, Any] | None = None, svg: bool = True) -> dict[str, Any]:
    """What seat ``seat`` is shown, and nothing else: a function of what that seat may
    know (``State.view_for``) and of the table's public facts (who sits where, whose turn,
    since when). ``svg``: with the board drawn for the seat (a kernel draws its own from
    ``code``); ``selection``: the board after a first click (``game.select``)."""
    state = live.state
    view = state.view_for(seat)
    over = state.is_terminal()
    to_act = live.to_act()
    doc: dict[str, Any] = {
        "table": live.id, "version": live.version, "game": live.game_name,
        "title": live.game.title[lang], "seat": seat, "status": live.status,
        "seats": _seats(live, lang, me), "to_act": to_act, "mine": to_act == seat
        and live.status == "playing" and live.seats[seat].bot is None,
        "turn": turn_words(view, lang), "note": _note(live, seat, view, lang),
        "since": live.turn_since, "clock": live.clock, "deadline": live.deadline(),
        "log": log_lines(live, seat, lang), "code": view.code(),
        "takeback": live.can_take_back(seat), "step": live.match.cursor,
        "tournament": live.tournament, "round": live.round,
    }
    if svg:
        doc["svg"] = str(view.render(viewer=seat, lang=lang, selection=selection or None))
        doc["selection"] = selection or {}
    if over:
        doc["scores"] = score_doc(live, lang)
    return doc


def _seats(live: Live, lang: str, me: str | None) -> list[dict[str, Any]]:
    names = live.names(lang)
    return [{"seat": i, "name": names[i], "who": live.who(i, lang, me),
             "kind": "bot" if s.bot is not None else "empty" if s.user is None else "pupil",
             "you": s.user is not None and s.user == me, "user": s.user}
            for i, s in enumerate(live.seats)]


def turn_words(state: State, lang: str) -> str:
    """Whose turn and what to do, in words (the game's ``describe``), as a sentence."""
    describe = getattr(state, "describe", None)
    text = str(describe(lang)) if callable(describe) else ""
    return text[:1].upper() + text[1:]


def _note(live: Live, seat: int | None, view: State, lang: str) -> str:
    """The line above a seat's board: its turn, whom it waits for, or why nothing moves."""
    if live.status == "paused":
        return say(lang, "paused")
    if live.status == "open":
        return say(lang, "waiting-players", free=len(live.free_seats()))
    if view.is_terminal():
        return say(lang, "over")
    if seat is not None and live.seats[seat].bot is not None:
        return say(lang, "bot-plays")
    to_act = live.to_act()
    turn = turn_words(view, lang)
    if to_act is None:
        return turn
    if to_act == seat:
        return say(lang, "your-turn", turn=turn)
    return say(lang, "waiting-for", who=live.who(to_act, lang), turn=turn)


def log_lines(live: Live, viewer: int | None, lang: str) -> list[str]:
    """Every move so far in words, as ``viewer`` may read it (None: the teacher): "3. ●
    Blue: take column 2"; a draw that seat does not see is written without its card."""
    names = live.names(lang)
    sep = "：" if lang == "zh-Hant" else ": "
    # Each move's words are written once per viewer and language (every seat's page is
    # sent the whole log at each move: written again each time, a long game's log took
    # most of the service's time).
    known = live.words.setdefault((viewer, lang), [])
    out = []
    for step in live.match.history:
        i = step.index
        if i < len(known) and known[i][0] is step:
            words = known[i][1]
        else:
            del known[i:]
            words = live.match.words_for(i, viewer, lang)
            known.append((step, words))
        who = names[step.player] if step.player >= 0 else say(lang, "chance")
        out.append(f"{i + 1}. {who}{sep}{words}")
    return out


def score_doc(live: Live, lang: str) -> dict[str, Any]:
    """The final score sheet in words: each category's points per seat, the totals, the
    winners and the tie-break's name (every card is shown once the game is over)."""
    sheet = live.state.scores()
    names = live.names(lang)
    rules = getattr(live.game, "rules", None)
    tiebreak = None
    if sheet.tiebreak:
        rule = rules[sheet.tiebreak] if rules is not None and sheet.tiebreak in rules else None
        tiebreak = say(lang, "tiebreak", rule=rule.title[lang] if rule else sheet.tiebreak)
    sep = "、" if lang == "zh-Hant" else ", "
    return {"names": names,
            "rows": [{"label": c.label[lang], "points": [_num(p[c.id]) for p in sheet.points]}
                     for c in sheet.categories],
            "totals": [_num(t) for t in sheet.totals], "winners": list(sheet.winners),
            "verdict": say(lang, "winner", names=sep.join(names[w] for w in sheet.winners)),
            "tiebreak": tiebreak}


def _num(x: float) -> float | int:
    return int(x) if float(x).is_integer() else round(x, 2)


def running_totals(live: Live) -> list[float | int]:
    """The score so far of each seat, as the engine counts it now (the teacher's room)."""
    return [_num(t) for t in live.state.scores().totals]


def spectator_svg(live: Live, lang: str, small: bool = False) -> str:
    """The table's board for a spectator (``viewer`` = the number of seats: what every
    seat may see, and no more): the room's small boards and the projector."""
    return str(live.state.render(viewer=live.players, lang=lang))


def teacher_doc(live: Live, lang: str, hands: bool = False) -> dict[str, Any]:
    """One table for its teacher: the board as a spectator sees it, or with ``hands``
    every hand shown (marked as the teacher's view), the move log as the teacher reads it
    (a spectator's words without ``hands``), who sits where, whose turn since when."""
    state = live.state
    viewer = None if hands else live.players
    doc = {"table": live.id, "version": live.version, "game": live.game_name,
           "title": live.game.title[lang], "group": live.group, "status": live.status,
           "seats": _seats(live, lang, None), "to_act": live.to_act(),
           "turn": turn_words(state, lang),
           "note": _note(live, None, state, lang), "since": live.turn_since,
           "clock": live.clock, "deadline": live.deadline(), "hands": hands,
           "svg": str(state.render(viewer=viewer, lang=lang)),
           "log": log_lines(live, viewer, lang), "totals": running_totals(live),
           "tournament": live.tournament, "round": live.round,
           "takebacks": live.takebacks, "step": live.match.cursor}
    if state.is_terminal():
        doc["scores"] = score_doc(live, lang)
    return doc


def projector_doc(live: Live, lang: str) -> dict[str, Any]:
    """One table for the projector: only what every seat may see (the spectator's board
    and log, whose turn, who sits where; the final scores once it is over), so that the
    projector shows no seat's secret, and its page holds none."""
    state = live.state
    spectator = live.players
    doc = {"table": live.id, "version": live.version, "game": live.game_name,
           "title": live.game.title[lang], "group": live.group, "status": live.status,
           "seats": _seats(live, lang, None), "to_act": live.to_act(),
           "note": _note(live, None, state, lang),
           "svg": str(state.render(viewer=spectator, lang=lang)),
           "log": log_lines(live, spectator, lang), "step": live.match.cursor}
    if state.is_terminal():
        doc["scores"] = score_doc(live, lang)
    return doc


def room_entry(live: Live, lang: str, now: float | None = None) -> dict[str, Any]:
    """One table in the teacher's room: who sits where, whose turn and for how long, the
    score so far (the small board is fetched apart, by version)."""
    now = time.time() if now is None else now
    to_act = live.to_act()
    waited = None if live.turn_since is None or to_act is None else max(0.0, now - live.turn_since)
    return {"table": live.id, "version": live.version, "game": live.game_name,
            "title": live.game.title[lang], "status": live.status,
            "state_words": say(lang, f"state-{live.status}"),
            "seats": _seats(live, lang, None), "to_act": to_act,
            "waited": None if waited is None else round(waited, 1),
            "waited_words": None if waited is None else _since(waited, lang),
            "totals": running_totals(live), "clock": live.clock,
            "tournament": live.tournament, "round": live.round,
            "step": live.match.cursor, "updated": live.times[-1] if live.times else live.created}


def _since(seconds: float, lang: str) -> str:
    if seconds >= 120:
        return say(lang, "since-min", n=int(seconds // 60))
    return say(lang, "since-s", n=int(seconds))


def new_seed() -> int:
    """A fresh seed for a table's chance (kept with the table)."""
    return random.SystemRandom().randrange(1, 2**31)


def clock_of(value: Any) -> float | None:
    """A per-move clock as the teacher's form gives it: None (no clock) or seconds.

    Raises:
        ValueError: not a number of seconds from 5 to :data:`MAX_CLOCK`.
    """
    if value is None or value == "":
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(
            value) or not 5 <= value <= MAX_CLOCK:
        raise ValueError(f"a clock is a number of seconds from 5 to {MAX_CLOCK:g}, not "
                         f"{value!r:.20}")
    return float(value)
