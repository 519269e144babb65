"""The engine contract every game implements: Game, State, Action, options.

A game package subclasses :class:`Game` (metadata, options, set-up, loading) and
:class:`State` (a value: ``apply`` returns a new state). The base classes give every game the
same public API: text or action objects accepted everywhere, checked actions with verdicts,
validated JSON, rendering and the score sheet.
"""

from __future__ import annotations

import base64
import importlib
import json
import random
import zlib
from abc import ABC, abstractmethod
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar

from .errors import BadSave, IllegalAction, NotationError
from .lang import LANGS, Text, check_lang
from .rules import RuleRegistry
from .scores import ScoreSheet
from .verdict import Verdict

CHANCE = -1
"""``current_player()`` at a chance node (a shuffle, draw or deal)."""
TERMINAL = -2
"""``current_player()`` once the game is over."""

FORMAT = "tutor-state"
FORMAT_VERSION = 1

MAX_NOTATION = 200
"""Longest notation text any game reads; longer input is a :class:`NotationError` at once
(notations are short, and a cap keeps parsing time and error messages bounded)."""


def ascii_digits(text: str) -> bool:
    """Whether ``text`` is one or more of the digits 0-9: how notation tells a number.

    ``str.isdigit`` is true for superscripts too (``"³"``, which ``int`` refuses) and ``\\d``
    in a pattern matches other scripts' digits (fullwidth ``"１２"``, Arabic-Indic ``"٣"``,
    which ``int`` reads); no notation writes those, so a parse that reads a number checks it
    with this and refuses anything else as a :class:`NotationError`.

    >>> ascii_digits("12"), ascii_digits("³"), ascii_digits("１２"), ascii_digits("٣")
    (True, False, False, False)
    >>> ascii_digits(""), ascii_digits("-1")
    (False, False)
    """
    return text.isascii() and text.isdigit()


MAX_SAVE = 20_000_000
"""Longest saved match text accepted, in characters (a match keeps its whole history)."""

MAX_STATE = 1_000_000
"""Longest saved state text accepted, in characters (a real state has a few thousand)."""

MAX_CODE = 65_536
"""Longest position code accepted, in characters (a real one has well under 1,000)."""
MAX_CODE_JSON = 262_144
"""Most bytes a position code may inflate to (a real position's JSON has a few thousand):
a code is refused before parsing anything larger, so a small code cannot make the kernel
parse megabytes."""

VIEW_SEED = 0
"""The seed of the redraw in :meth:`State.view_for` (fixed: the redraw then depends only
on what the seat may know)."""


class Action(ABC):
    """Base of every game's action type: a small frozen value with three forms.

    ``str(action)`` is the notation, ``repr(action)`` pastes back, ``action.to_json()`` is a
    dict for the user interface. Subclasses are frozen dataclasses with a ``parse`` classmethod.
    """

    @abstractmethod
    def __str__(self) -> str: ...

    @classmethod
    @abstractmethod
    def parse(cls, text: str) -> Action:
        """Read the notation back. Raises :class:`NotationError`."""

    def __repr__(self) -> str:
        return f"{type(self).__name__}.parse({str(self)!r})"

    def to_json(self) -> dict[str, Any]:
        return {"action": str(self)}

    def validate(self) -> Action:
        """This action if it is well formed, else :class:`NotationError`.

        An action object is checked as strictly as its text: it must be exactly what its
        notation reads back as, so ``check(obj)`` and ``check(str(obj))`` always agree. The
        default reads the notation back; games may override it with cheaper field checks
        (the contract and fuzz tests check that both agree).
        """
        try:
            text = str(self)
            back = type(self).parse(text)
        except NotationError as e:
            raise NotationError(f"malformed {type(self).__name__} object: {e}") from None
        except Exception as e:  # noqa: BLE001 - any failure of a hand-made object
            raise NotationError(f"malformed {type(self).__name__} object "
                                f"({type(e).__name__}: {e})") from None
        if back != self:
            raise NotationError(f"malformed {type(self).__name__} object: its notation "
                                f"{text!r} reads back as a different action")
        return back


class LegalActions(tuple):
    """The legal actions of a state: a sorted tuple that also answers ``"pass" in legal``."""

    _notations: frozenset[str] | None = None  # (made when first asked for)

    def __new__(cls, actions: Iterable[Action], presorted: bool = False) -> LegalActions:
        return super().__new__(cls, actions if presorted else sorted(actions, key=_sort_key))

    def __contains__(self, item: object) -> bool:
        if self._notations is None:
            self._notations = frozenset(str(a) for a in self)
        return (item if isinstance(item, str) else str(item)) in self._notations

    def notations(self) -> list[str]:
        return [str(a) for a in self]

    def __repr__(self) -> str:
        return f"<LegalActions ({len(self)}): {', '.join(self.notations()[:12])}" + (
            ", ...>" if len(self) > 12 else ">"
        )


def _sort_key(a: Action) -> tuple:
    key = getattr(a, "sort_key", None)
    return key() if key else (str(a),)


YES_NO = {True: Text("yes", "是"), False: Text("no", "否")}
"""How a yes-or-no option's choices read where the option gives no words of its own."""


def _same(a: Any, b: Any) -> bool:
    """One choice: equal and of one type (``True == 1`` and ``5.0 == 5`` in Python)."""
    return a == b and type(a) is type(b)


@dataclass(frozen=True)
class Option:
    """One game option: its default and choices, explained in one sentence (as in Ludii).

    Raises:
        ValueError: ``labels`` without ``choices``, labels that miss a choice or name
            one the option does not have, or choices in words with no labels.
    """

    name: str
    default: Any
    description: Text
    choices: tuple[Any, ...] | None = None
    """Allowed values; None means any value the game validates itself."""
    labels: Mapping[Any, Text] | None = field(default=None, hash=False)
    """Each choice in words, both languages, as a teacher's form shows it (a few words
    in the game's terms); yes-or-no and number choices may go without."""

    def __post_init__(self) -> None:
        if self.labels is None:
            for choice in self.choices or ():
                if not isinstance(choice, bool | int | float):
                    raise ValueError(f"option {self.name!r} needs labels: its choice "
                                     f"{choice!r} is no yes-or-no or number")
            return
        if self.choices is None:
            raise ValueError(f"option {self.name!r} has labels but no choices")
        for choice in self.choices:
            if not any(_same(choice, k) for k in self.labels):
                raise ValueError(f"option {self.name!r} has no label for choice {choice!r}")
        for key, label in self.labels.items():
            if not any(_same(key, c) for c in self.choices):
                raise ValueError(f"option {self.name!r} labels {key!r}, which is not one "
                                 f"of its choices: {', '.join(map(repr, self.choices))}")
            if not isinstance(label, Text):
                raise ValueError(f"option {self.name!r}: the label of {key!r} must be a "
                                 f"Text in both languages, not {label!r:.40}")


def choice_label(option: Option, choice: Any, lang: str | None = None) -> str:
    """A choice of ``option`` in words, in ``lang``: its label, else yes or no for a
    truth value (:data:`YES_NO`), else a number as itself.

    >>> ko = Option("ko", "simple", Text("Ko.", "劫。"), ("simple", "super"),
    ...             {"simple": Text("the last one", "上一個"), "super": Text("any", "任何")})
    >>> fast = Option("fast", False, Text("Fast.", "快。"), (False, True))
    >>> choice_label(ko, "super", "zh-Hant"), choice_label(fast, True, "zh-Hant")
    ('任何', '是')

    Raises:
        ValueError: a value that is not one of the option's choices, or a choice that is
            neither labelled, a truth value nor a number.
    """
    lang = check_lang(lang)
    if option.choices is not None and not any(_same(choice, c) for c in option.choices):
        raise ValueError(f"option {option.name}={choice!r} is not one of its choices: "
                         f"{', '.join(map(repr, option.choices))}")
    for key, label in (option.labels or {}).items():
        if _same(key, choice):
            return label[lang]
    if isinstance(choice, bool):
        return YES_NO[choice][lang]
    if isinstance(choice, int | float):
        return str(choice)
    raise ValueError(f"option {option.name!r} has no words for its choice {choice!r}: "
                     f"give it labels")


class State(ABC):
    """A position of a game. States are values: :meth:`apply` never changes ``self``."""

    game: ClassVar[Game]
    action_type: ClassVar[type[Action]]

    # -- the public API, the same for every game --------------------------------------

    @abstractmethod
    def current_player(self) -> int:
        """The seat to act, or :data:`CHANCE`, or :data:`TERMINAL`."""

    def is_terminal(self) -> bool:
        return self.current_player() == TERMINAL

    def is_chance(self) -> bool:
        return self.current_player() == CHANCE

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        """At a chance node, every outcome with its probability; else an empty list."""
        return []

    @abstractmethod
    def legal_actions(self) -> LegalActions:
        """Every legal action of the player to act, sorted (empty when terminal)."""

    def parse_action(self, text: str | Action) -> Action:
        """Read an action's notation. Raises :class:`NotationError` naming the input."""
        if isinstance(text, self.action_type):
            return text.validate()
        if not isinstance(text, str):
            raise NotationError(f"expected an action or its notation, got "
                                f"{type(text).__name__} {_show(text)}")
        if len(text) > MAX_NOTATION:
            raise NotationError(f"an action is at most {MAX_NOTATION} characters; this text "
                                f"has {len(text)}: {text[:40]!r}...")
        return self.action_type.parse(text)

    def notation_for(self, action: str | Action, viewer: int | None, lang: str = "en") -> str:
        """How ``action``, taken in this state, is written for ``viewer`` (None: everyone),
        in ``lang``.

        Move logs and status lines shown to a seat use it, so that a deal or draw that seat
        cannot see is written without its outcome. Games with hidden information override
        it; the default is the notation itself.
        """
        return str(self.parse_action(action))

    def words_for(self, action: str | Action, viewer: int | None = None,
                  lang: str | None = None) -> str:
        """How a person reads ``action``, taken in this state: in words, in ``lang`` (None:
        the chosen language), with the rulebooks' own terms (the game's glossary), and as
        seat ``viewer`` may know it (None: the teacher). Notation is the engine's exact
        language (saves, codes, tests, the teacher's log); everything a learner reads shows
        a move with this: status lines, the move log, the last move on the board, bot
        replies, hints, quiz questions, menus, Best moves and the guides.

        Games override it; the default is :meth:`notation_for`.
        """
        return self.notation_for(action, viewer, check_lang(lang))

    def marked_words(self, action: str | Action, viewer: int | None = None,
                     lang: str | None = None) -> str:
        """``action`` in words beside a picture of this position that marks where it is
        played (a teacher's page draws a ring and an arrow on the board): the words need
        not say where, so a game that names places by coordinates leaves them out.

        Games whose :meth:`words_for` names a place by coordinates override it; the
        default is :meth:`words_for`.
        """
        return self.words_for(action, viewer, lang)

    def determinize(self, viewer: int, rng: random.Random) -> State:
        """A state that ``viewer`` cannot tell apart from this one: every card hidden from
        them drawn again at random from what they cannot see. Bots search such states so
        that they do not peek. Games without hidden information return ``self``.

        The result depends only on what ``viewer`` may know and on ``rng``: games gather
        the unseen cards in a fixed order (sorted) before shuffling, so two states the seat
        cannot tell apart give the same state for the same generator. Then neither a bot's
        search nor :meth:`view_for` can be steered by the cards the seat cannot see.
        """
        return self

    def public_dict(self, viewer: int | None) -> dict[str, Any]:
        """:meth:`to_dict` as seat ``viewer`` may know it (None: everything): the one place
        that says what a seat may know. Games with hidden information replace each hidden
        card by what the seat sees of it (a back, a count). Two states that ``viewer``
        cannot tell apart give the same dict; everything a seat is shown (its board, the
        board's ids, its status line, its position code, advice) is a function of it."""
        return self.to_dict()

    def view_for(self, viewer: int | None) -> State:
        """This position as seat ``viewer`` may know it, as a state: every card the seat
        cannot see is redrawn (:meth:`determinize`) by a generator with a fixed seed, so the
        redraw is a function of what the seat may know and of nothing it may not. The
        position code a seat is shown, and the advice it is given, come from this state.
        ``viewer`` None (the teacher) gets the position itself."""
        if viewer is None:
            return self
        return self.determinize(viewer, random.Random(VIEW_SEED))

    def check(self, action: str | Action) -> Verdict:
        """Is ``action`` legal here? The verdict names the rule that forbids it, if any, and
        says why in both languages."""
        name = self.game.name
        try:
            a = self.parse_action(action)
        except NotationError as e:
            text = _as_text(action)
            return Verdict.illegal(text, f"{name}.action.notation", Text(
                str(e), f"無法把 {text!r} 讀成「{self.game.title.zh}」的行動"))
        if self.is_terminal():
            return Verdict.illegal(str(a), f"{name}.action.game-over",
                                   Text("the game is over", "遊戲已經結束"))
        if self.is_chance():
            if self._is_outcome(a):
                return Verdict.legal(str(a))
            return Verdict.illegal(str(a), f"{name}.action.chance-outcome",
                                   self._chance_refusal(a))
        return self._check(a)

    def _chance_refusal(self, action: Action) -> Text:
        """Why ``action`` cannot be forced at this chance node (games may say more)."""
        return Text("not a possible outcome of this chance event",
                    "這不是這次機運事件可能出現的結果")

    def apply(self, action: str | Action) -> State:
        """Return the state after ``action``; ``self`` is unchanged.

        Raises:
            NotationError: the text is not an action of this game.
            IllegalAction: the action is illegal here (``e.verdict.rule`` says why).
        """
        a = self.parse_action(action)
        verdict = self.check(a)
        if not verdict:
            raise IllegalAction(verdict)
        return self._apply(a)

    @abstractmethod
    def scores(self) -> ScoreSheet:
        """The score sheet: running during the game, final at the end."""

    def player_names(self, lang: str | None = None) -> tuple[str, ...]:
        """Seat names in ``lang`` ("en" or "zh-Hant"; None: the chosen language)."""
        word = "玩家 " if check_lang(lang) == "zh-Hant" else "player "
        return tuple(f"{word}{i + 1}" for i in range(self.num_players()))

    def player_texts(self) -> tuple[Text, ...]:
        """Seat names in both languages (what score sheets carry)."""
        return tuple(Text(en, zh) for en, zh in zip(self.player_names("en"),
                                                     self.player_names("zh-Hant"), strict=True))

    @abstractmethod
    def num_players(self) -> int: ...

    def to_json(self) -> str:
        """The state as JSON with a format version; ``game.from_json`` restores it exactly."""
        doc = {
            "format": FORMAT,
            "version": FORMAT_VERSION,
            "game": self.game.name,
            "state": self.to_dict(),
        }
        return json.dumps(doc, sort_keys=True, separators=(",", ":"))

    @abstractmethod
    def to_dict(self) -> dict[str, Any]:
        """The state as plain JSON-ready data."""

    def code(self) -> str:
        """A short text that restores this position with ``game.from_code`` (like FEN in
        chess): for a teacher to hand a position to a class, or a learner to share one.

        It is the state's JSON, deflated against a dictionary made from the game's start
        position and written in URL-safe base64 after the game's name.
        """
        raw = json.dumps(self.to_dict(), separators=(",", ":"), sort_keys=True).encode()
        packer = zlib.compressobj(9, zlib.DEFLATED, -15, 9, zlib.Z_DEFAULT_STRATEGY,
                                  self.game._code_dictionary())
        packed = packer.compress(raw) + packer.flush()
        text = base64.urlsafe_b64encode(packed).decode("ascii").rstrip("=")
        return f"{self.game.name}:{text}"

    def render(self, viewer: int | None = None, highlight: Any = None, lang: str | None = None,
               **kw: Any) -> str:
        """The board as SVG text (see the game's ``render`` module); ``lang`` None is the
        language chosen with ``tutor.set_language``."""
        return self.game.render(self, viewer=viewer, highlight=highlight, lang=lang, **kw)

    def _repr_svg_(self) -> str:
        return str(self.render())

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and self.to_dict() == other.to_dict()  # type: ignore

    def __hash__(self) -> int:
        return hash(self.to_json())

    # -- what each game implements ---------------------------------------------------

    def _is_outcome(self, action: Action) -> bool:
        """Whether ``action`` is one of the chance outcomes (games may answer faster)."""
        return any(o == action for o, _ in self.chance_outcomes())

    @abstractmethod
    def _check(self, action: Action) -> Verdict:
        """Verdict for a parsed action at a decision node."""

    @abstractmethod
    def _apply(self, action: Action) -> State:
        """The next state for an action already known to be legal."""


class Game(ABC):
    """A game: metadata, options, rules, set-up and loading."""

    name: ClassVar[str]
    title: ClassVar[Text]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    options: ClassVar[tuple[Option, ...]]
    rules: ClassVar[RuleRegistry]
    bench_options: ClassVar[dict[str, Any]] = {}
    """Options the benchmark plays with (the issue's target configuration)."""

    def new_game(self, players: int = 2, seed: int | None = None, **options: Any) -> State:
        """The initial state. With a ``seed``, set-up chance (shuffles) is resolved by it.

        Raises:
            ValueError: a player count or option the game does not have.
        """
        if not isinstance(players, int) or not self.min_players <= players <= self.max_players:
            raise ValueError(
                f"{self.name} is played by {self.min_players}-{self.max_players} players, "
                f"not {players!r}"
            )
        state = self._initial(players, self.resolve_options(options))
        if seed is not None:
            rng = random.Random(seed)
            while state.is_chance():
                state = state.apply(sample_chance(state, rng))
        return state

    def resolve_options(self, given: Mapping[str, Any]) -> dict[str, Any]:
        """Defaults completed by ``given``; unknown names or values raise ValueError."""
        known = {o.name: o for o in self.options}
        for name, value in given.items():
            if name not in known:
                raise ValueError(
                    f"{self.name} has no option {name!r}; options: {', '.join(known) or 'none'}"
                )
            choices = known[name].choices
            if choices is not None and not any(_same(value, c) for c in choices):
                raise ValueError(
                    f"option {name}={value!r} is not allowed; choose one of "
                    f"{', '.join(map(repr, choices))}"
                )
        return {o.name: given.get(o.name, o.default) for o in self.options}

    def from_json(self, text: str | bytes, boards: bool = False) -> State:
        """Restore a state written by ``state.to_json()``.

        The content is validated field by field (by the game's ``_from_dict``), and the
        restored state must then work: list its moves, score and print. With ``boards``, its
        board must also draw for the teacher and for every seat in every language, as
        :meth:`from_code` and ``Match.from_json`` ask for positions that come from people
        (a drawing costs some milliseconds, ten times a load: the round trips of tests and
        tools do without). Nothing half-loaded is ever returned.

        Raises:
            BadSave: not JSON, another format or version, another game, or invalid content.
        """
        doc = load_json(text, "saved state", MAX_STATE)
        if not isinstance(doc, dict) or doc.get("format") != FORMAT:
            raise BadSave("not a saved tutor state (missing format 'tutor-state')")
        if doc.get("version") != FORMAT_VERSION:
            raise BadSave(f"saved state version {doc.get('version')!r}; this tutor reads "
                          f"version {FORMAT_VERSION}")
        if doc.get("game") != self.name:
            raise BadSave(f"saved state is for {doc.get('game')!r}, not {self.name!r}")
        if not isinstance(doc.get("state"), dict):
            raise BadSave(f"saved {self.name} state: 'state' must be an object")
        try:
            state = self._from_dict(doc["state"])
        except BadSave:
            raise
        except (KeyError, TypeError, ValueError, IndexError, AttributeError, OverflowError,
                RecursionError) as e:
            raise BadSave(f"saved {self.name} state is invalid: {type(e).__name__}: {e}") from None
        self._check_loaded(state)
        if boards:
            self._check_boards(state)
        return state

    def from_code(self, code: str, boards: bool = True) -> State:
        """The position of a code made by ``state.code()`` (spaces and line breaks in the
        text are ignored, so a code copied from a chat or a slide still works). Its board
        must draw for the teacher and for every seat (``from_json(..., boards=True)``);
        ``boards=False`` skips that for a code from a source that drew it already (a class
        table's view, sent by the class service), which loads a hundred times faster.

        Raises:
            BadSave: not a position code of this game, damaged, or invalid.
        """
        if not isinstance(code, str):
            raise BadSave(f"a position code is text, not {type(code).__name__}")
        text = "".join(code.split())
        name, colon, body = text.partition(":")
        if not colon or not body:
            raise BadSave(f"not a position code: {_show(code)} (it looks like "
                          f"'{self.name}:...')")
        if name != self.name:
            raise BadSave(f"this position code is for {_show(name)}, not {self.name!r}")
        if len(body) > MAX_CODE:
            raise BadSave(f"this position code has {len(body)} characters; a position code "
                          f"has at most {MAX_CODE}")
        try:
            packed = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
            unpacker = zlib.decompressobj(-15, self._code_dictionary())
            raw = unpacker.decompress(packed, MAX_CODE_JSON)
            too_big = bool(unpacker.unconsumed_tail)
            if not too_big and (unpacker.unused_data or not unpacker.eof):
                raise ValueError("incomplete or too long")
        except (ValueError, zlib.error) as e:
            raise BadSave(f"this position code is damaged ({e}); copy it again, whole") from None
        if too_big:
            raise BadSave(f"this position code unpacks to more than {MAX_CODE_JSON} bytes, "
                          f"far more than any position needs")
        doc = {"format": FORMAT, "version": FORMAT_VERSION, "game": self.name,
               "state": load_json(raw, "position code")}
        return self.from_json(json.dumps(doc), boards=boards)

    def _code_dictionary(self) -> bytes:
        """What position codes are deflated against: the JSON of the default start."""
        cached = self.__dict__.get("_code_dict")
        if cached is None:
            start = self.new_game(seed=0)
            cached = json.dumps(start.to_dict(), separators=(",", ":"), sort_keys=True).encode()
            self.__dict__["_code_dict"] = cached
        return cached

    def _check_loaded(self, state: State) -> None:
        """Raise BadSave unless a restored state works: a decision node has a legal move, a
        chance node has outcomes, and the score sheet and text board can be made."""
        try:
            if state.is_chance():
                outcomes = state.chance_outcomes()
                if not outcomes or abs(sum(p for _, p in outcomes) - 1) > 1e-6:
                    raise BadSave(f"saved {self.name} state: a chance event without outcomes")
            elif not state.is_terminal() and not state.legal_actions():
                raise BadSave(f"saved {self.name} state: the game is not over but the player "
                              f"to act has no legal action")
            state.scores()
            str(state)
        except BadSave:
            raise
        except Exception as e:  # noqa: BLE001 - any failure means the save was inconsistent
            raise BadSave(f"saved {self.name} state is inconsistent: "
                          f"{type(e).__name__}: {e}") from None

    def _check_boards(self, state: State) -> None:
        """Raise BadSave unless the board of a restored state draws for the teacher and for
        every seat, in every language (a save whose fields each pass can still hold
        something no board can show)."""
        for lang in LANGS:
            for viewer in (None, *range(state.num_players())):
                try:
                    self.render(state, viewer=viewer, lang=lang)
                except NotImplementedError:
                    return
                except Exception as e:  # noqa: BLE001 - any failure means the save was bad
                    who = "the teacher" if viewer is None else f"seat {viewer}"
                    raise BadSave(f"saved {self.name} state cannot be drawn for {who} "
                                  f"({lang}): {type(e).__name__}: {e}") from None

    def render(self, state: State, viewer: int | None = None, highlight: Any = None,
               lang: str | None = None, **kw: Any) -> str:
        """The board as SVG, drawn by ``render(state, ...)`` of the game's ``render`` module
        (the sibling of the module defining the game class, by the layout contract)."""
        return self._drawing_module().render(state, viewer=viewer, highlight=highlight,
                                             lang=check_lang(lang), **kw)

    def select(self, state: State, selection: dict[str, Any], target: str) -> dict[str, Any]:
        """The board's selection after clicking ``target`` (a ``data-target``).

        Two-click interactions (pick a tile type, then a slot) keep their first click here;
        the game's ``render`` module implements it as ``select(state, selection, target)``.
        Raises ValueError for a target the board does not have.
        """
        select = getattr(self._drawing_module(), "select", None)
        if select is None:
            raise ValueError(f"{self.name} has no selectable target {target!r}")
        return select(state, selection, target)

    def print_focus(self, state: State, focus: Any) -> tuple[str, ...]:
        """The places a printed picture of ``state`` is cropped to for ``focus`` (a
        :class:`tutor.core.printing.Focus`: the question and what it names), as the game's
        ``render`` module says with ``print_focus(state, focus)``; none (the whole board)
        when it has no such function or it returns nothing."""
        hook = getattr(self._drawing_module(), "print_focus", None)
        if hook is None:
            return ()
        return tuple(hook(state, focus) or ())

    def print_insets(self, state: State, focus: Any) -> tuple[str, ...]:
        """Places a printed picture of ``state`` shows beside its crop for ``focus`` (a
        piece far from what the picture is cropped to, such as the tile in the acting
        pupil's hand), as the game's ``render`` module says with ``print_insets(state,
        focus)``; none without it."""
        hook = getattr(self._drawing_module(), "print_insets", None)
        return tuple(hook(state, focus) or ()) if hook is not None else ()

    def print_whole(self, state: State) -> tuple[str, ...]:
        """Places of a drawn board of ``state`` that a printed picture's crop never cuts
        through (a stop of a road: shown whole or not at all), as the game's ``render``
        module says with ``print_whole(state)``; none without it."""
        hook = getattr(self._drawing_module(), "print_whole", None)
        return tuple(hook(state) or ()) if hook is not None else ()

    def move_place(self, state: State, action: str, viewer: int | None,
                   lang: str) -> tuple[str, str] | None:
        """Where ``action`` is played on a drawn board of ``state``, for a printed question
        that points at it with a numbered marker (「在 ② 放一顆棋子合法嗎？」): the place (as
        :func:`tutor.core.svg.place_keys` names it: an element id without the drawing's
        prefix) and the move in words (as ``viewer`` reads it, in ``lang``) with
        ``{marker}`` where :meth:`State.words_for` names the place. As the game's
        ``render`` module says with ``move_place(state, action, viewer, lang)``; None for a
        move played on no place of the board (a pass, a button, a card named by what it
        shows) or a game without that function."""
        hook = getattr(self._drawing_module(), "move_place", None)
        if hook is None:
            return None
        return hook(state, action, viewer, lang)

    def _drawing_module(self) -> Any:
        package = type(self).__module__.rpartition(".")[0]
        try:
            if not package:
                raise ModuleNotFoundError(package)
            return importlib.import_module(f"{package}.render")
        except ModuleNotFoundError:
            raise NotImplementedError(f"{self.name} has no render module") from None

    @abstractmethod
    def _initial(self, players: int, options: dict[str, Any]) -> State: ...

    @abstractmethod
    def _from_dict(self, data: dict[str, Any]) -> State: ...

    def __repr__(self) -> str:
        return f"<Game {self.name}>"


def _show(value: Any) -> str:
    text = repr(value) if not isinstance(value, Action) else _as_text(value)
    return text if len(text) <= 60 else text[:59] + "…"


def _as_text(action: Any) -> str:
    """What to call an action in a verdict: its text, cut short; never raises."""
    if isinstance(action, str):
        return action if len(action) <= 80 else action[:79] + "…"
    try:
        return _as_text(str(action))
    except Exception:  # noqa: BLE001 - a malformed hand-made object
        return f"<malformed {type(action).__name__}>"


def load_json(text: Any, what: str, limit: int = MAX_SAVE) -> Any:
    """Parse untrusted JSON ``text`` (str, or UTF-8 bytes, at most ``limit`` characters)
    into Python data.

    Raises:
        BadSave: not text, not UTF-8, too long, not JSON, nested too deeply, or holding
            a number JSON does not allow (NaN, Infinity).
    """
    if isinstance(text, (bytes, bytearray)):
        if len(text) > 4 * limit:
            raise BadSave(f"{what}: {len(text)} bytes; at most {limit} characters")
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError as e:
            raise BadSave(f"{what}: not UTF-8 text ({e.reason} at byte {e.start})") from None
    if not isinstance(text, str):
        raise BadSave(f"{what}: expected JSON text, got {type(text).__name__}")
    if len(text) > limit:
        raise BadSave(f"{what}: {len(text)} characters; at most {limit}")

    def no_constant(name: str) -> Any:
        raise BadSave(f"{what}: {name} is not a number JSON allows")

    try:
        return json.loads(text, parse_constant=no_constant)
    except BadSave:
        raise
    except RecursionError:
        raise BadSave(f"{what}: nested too deeply") from None
    except ValueError as e:
        raise BadSave(f"not a {what}: not JSON ({str(e)[:80]})") from None


def sample_chance(state: State, rng: random.Random) -> Action:
    """Draw one chance outcome of ``state`` by its probability."""
    outcomes = state.chance_outcomes()
    r = rng.random()
    acc = 0.0
    for action, p in outcomes:
        acc += p
        if r < acc:
            return action
    return outcomes[-1][0]
