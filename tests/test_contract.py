"""The engine contract, checked for every game in ``tutor.games()`` (DESIGN.md).

Like OpenSpiel's ``random_sim_test``: set-up, the rule registry, options, random games that
end, JSON round trips, validated loading and explained illegal actions.
"""

from __future__ import annotations

import importlib
import json
import re

import pytest
from properties import check_round_trip, random_play

import tutor
from tutor.core import BadSave, IllegalAction, NotationError, RandomBot

GAMES = tutor.games()
MAX_STEPS = 5_000


def corrupt_cartography(doc: dict) -> list[tuple[str, dict]]:
    """Saves of Cartography whose content is inconsistent."""
    out = []

    def variant(label, change):
        d = json.loads(json.dumps(doc))
        change(d["state"])
        out.append((label, d))

    variant("31 stones for Blue", lambda s: s["stones_left"].__setitem__(0, 31))
    variant("a prisoner out of nowhere", lambda s: s["prisoners"].__setitem__(1, 1))
    variant("stones for too few regions", lambda s: s["stones"].pop())
    variant("a stone of a third colour", lambda s: s["stones"].__setitem__(0, 2))
    variant("a tile from nowhere", lambda s: s["tiles"].append([0, 1, "O3", 0]))
    variant("an unknown tile type", lambda s: s["tiles"].append([0, 1, "Q7", 0]))
    variant("a tile that does not fit", lambda s: s["tiles"].append([0, 1, "C3", 0]))
    variant("a tile apart from the map", lambda s: s["tiles"].append([9, 9, "O3", 0]))
    variant("no start hexagon", lambda s: s["tiles"].pop(0))
    variant("too many tiles left", lambda s: s["tiles_left"].__setitem__(0, 11))
    variant("supply out of step", lambda s: s["supply"].__setitem__("O3", 4))
    variant("a seventh seat", lambda s: s.__setitem__("player", 6))
    variant("a phase that does not exist", lambda s: s.__setitem__("phase", "lunch"))
    variant("an unknown option", lambda s: s["options"].__setitem__("wind", 3))
    variant("a bad option value", lambda s: s["options"].__setitem__("tiles_per_player", 7))
    variant("stones as text", lambda s: s.__setitem__("stones", "......"))
    variant("a missing field", lambda s: s.pop("prisoners"))
    return out


def corrupt_kanagawa(doc: dict) -> list[tuple[str, dict]]:
    """Saves of Kanagawa whose content is inconsistent (from the set-up chance node)."""
    out = []

    def variant(label, change):
        d = json.loads(json.dumps(doc))
        change(d["state"])
        out.append((label, d))

    def brush_on(card):
        def change(s):
            s["deck"].remove(card)
            s["areas"][0].update(tile="ST1", studio=[card], brushes=[1], reserve=1)
        return change

    variant("a 73rd card", lambda s: s["areas"][0]["studio"].append("A01"))
    variant("a card missing", lambda s: s["deck"].pop())
    variant("an unknown card", lambda s: s["deck"].__setitem__(0, "Z99"))
    variant("a card on the board and in the deck",
            lambda s: s.__setitem__("school", [["A01", None]]))
    variant("a missing diploma", lambda s: s["diplomas"].pop())
    variant("a diploma twice", lambda s: s["areas"][1]["diplomas"].append("trees-3"))
    variant("an unknown diploma", lambda s: s["diplomas"].__setitem__(0, "trees-9"))
    variant("two diplomas of one group", lambda s: (
        s["diplomas"].remove("trees-3"), s["diplomas"].remove("trees-4"),
        s["areas"][0]["diplomas"].extend(["trees-3", "trees-4"])))
    variant("16 brushes", lambda s: s.__setitem__("supply_brushes", s["supply_brushes"] + 1))
    variant("a brush lost", lambda s: s["areas"][1].__setitem__("reserve", 1))
    variant("a negative reserve", lambda s: (
        s["areas"][1].__setitem__("reserve", -1), s.__setitem__("supply_brushes", 14)))
    variant("4 storm tokens", lambda s: s["areas"][0].__setitem__("storms", 1))
    variant("a brush outside the studio",
            lambda s: s["areas"][0].update(brushes=[3], reserve=1))
    variant("a brush on a card without a landscape", brush_on("A05"))
    variant("two brushes on one landscape", lambda s: s["areas"][0].update(
        tile="ST1", brushes=[0, 0], reserve=0))
    variant("an unknown start tile", lambda s: s["areas"][0].__setitem__("tile", "ST9"))
    variant("a phase that does not exist", lambda s: s.__setitem__("phase", "lunch"))
    variant("a fifth seat", lambda s: s.__setitem__("actor", 4))
    variant("a Grand Master off the table", lambda s: s.__setitem__("gm", -1))
    variant("an area too few", lambda s: s["areas"].pop())
    variant("five players", lambda s: s.__setitem__("players", 5))
    variant("an unknown option", lambda s: s["options"].__setitem__("wind", 3))
    variant("a bad option value", lambda s: s["options"].__setitem__("storm_token", "hail"))
    variant("the deck as text", lambda s: s.__setitem__("deck", "A01"))
    variant("a missing field", lambda s: s.pop("diplomas"))
    variant("an area without its cards", lambda s: s["areas"][0].pop("studio"))
    return out


def corrupt_tokaido(doc: dict) -> list[tuple[str, dict]]:
    """Saves of Tokaido whose content is inconsistent (2 players, at the set-up deal)."""
    out = []

    def variant(label, change):
        d = json.loads(json.dumps(doc))
        change(d["state"])
        out.append((label, d))

    def first(deck):
        return lambda s: s[deck][0]["cards"]

    variant("a 25th souvenir", lambda s: s["travellers"][0]["souvenirs"].append("koma"))
    variant("a souvenir missing", lambda s: first("souvenir_deck")(s).pop())
    variant("an unknown souvenir", lambda s: first("souvenir_deck")(s).__setitem__(0, "vase"))
    variant("a meal missing", lambda s: first("meal_deck")(s).pop())
    variant("a meal eaten and still in the deck",
            lambda s: s["travellers"][1]["meals"].append("fugu"))
    variant("a 15th encounter", lambda s: s["travellers"][0]["encounters"].append("kuge"))
    variant("13 hot springs", lambda s: s.__setitem__("springs_left", [7, 6]))
    variant("a traveller tile twice", lambda s: s["travellers"][0]["dealt"].append("kinko"))
    variant("an unknown traveller", lambda s: s["box"].__setitem__(0, "basho"))
    variant("points without cards", lambda s: s["travellers"][0]["points"].__setitem__(0, 5))
    variant("a negative purse", lambda s: s["travellers"][0].__setitem__("coins", -1))
    variant("a phase that does not exist", lambda s: s.__setitem__("phase", "lunch"))
    variant("a sixth seat", lambda s: s.__setitem__("actor", 5))
    variant("a pawn too few", lambda s: s["steps"].pop())
    variant("a pawn past an inn others have not reached",
            lambda s: s.update(steps=[30, 1, 1], slots=[1, 1, 2]))
    variant("two pawns in one slot", lambda s: s.__setitem__("slots", [1, 1, 2]))
    variant("an unsorted deck layer", lambda s: first("meal_deck")(s).reverse())
    variant("an empty layer under the deck", lambda s: s["meal_deck"].append(
        {"cards": [], "knowers": 0}))
    variant("a layer known to a seat that is not playing",
            lambda s: s["meal_deck"][0].__setitem__("knowers", 8))
    variant("six players", lambda s: s.__setitem__("players", 6))
    variant("an unknown option", lambda s: s["options"].__setitem__("wind", 3))
    variant("a bad option value", lambda s: s["options"].__setitem__("gastronomy", "yes"))
    variant("the deck as text", lambda s: s.__setitem__("meal_deck", "sushi"))
    variant("a missing field", lambda s: s.pop("firsts"))
    variant("a traveller without a purse", lambda s: s["travellers"][0].pop("coins"))
    variant("a panorama achievement nobody earned",
            lambda s: s.__setitem__("firsts", [0, -1, -1]))
    return out


def corrupt_karesansui(doc: dict) -> list[tuple[str, dict]]:
    """Saves of Karesansui whose content is inconsistent (from the set-up chance node)."""
    out = []

    def variant(label, change):
        d = json.loads(json.dumps(doc))
        change(d["state"])
        out.append((label, d))

    def lay(cell, tile="G01"):
        def change(s):
            s["gardens"][0][cell] = tile
            s["deck"][tile.rstrip("'")] -= 1
            s["stacks"][0] -= 1
            s["monks"][0] = "a1"
        return change

    variant("an 81st tile", lambda s: s["deck"].__setitem__("G01", 7))
    variant("a tile from nowhere", lambda s: s["gardens"][0].__setitem__(0, "G01"))
    variant("stacks out of step", lambda s: s["stacks"].__setitem__(0, 10))
    variant("an unknown design", lambda s: s["storage"].__setitem__(0, "G99"))
    variant("a garden apart from a1 and a3", lay(7))
    variant("a plain tile saved turned", lay(0, "G01'"))
    variant("a stone on an empty space", lambda s: (
        s["stones"][0].__setitem__(0, "flat"), s["supply"].__setitem__("flat", 3)))
    variant("a stone from nowhere", lambda s: s["supply"].__setitem__("boat", 2))
    variant("virtue 7", lambda s: s["virtue"].__setitem__(0, 7))
    variant("negative virtue", lambda s: s["virtue"].__setitem__(1, -1))
    variant("a card twice", lambda s: s["cards"].__setitem__(0, s["garden_pool"][0]))
    variant("a gardener card lost", lambda s: s["gardener_pool"].pop())
    variant("a monk on an empty garden", lambda s: s["monks"].__setitem__(0, "a1"))
    variant("a phase that does not exist", lambda s: s.__setitem__("phase", "lunch"))
    variant("a turn in the middle of the deal", lambda s: s.__setitem__("phase", "part2"))
    variant("a fifth seat", lambda s: s.__setitem__("actor", 4))
    variant("five players", lambda s: s.__setitem__("players", 5))
    variant("an unknown option", lambda s: s["options"].__setitem__("wind", 3))
    variant("a bad option value", lambda s: s["options"].__setitem__("snatch_cost", 9))
    variant("gardens as text", lambda s: s.__setitem__("gardens", "...."))
    variant("a missing field", lambda s: s.pop("supply"))
    variant("a cell as a number", lambda s: s["monks"].__setitem__(0, 3))
    return out


CORRUPTIONS = {"cartography": corrupt_cartography, "kanagawa": corrupt_kanagawa,
               "tokaido": corrupt_tokaido, "karesansui": corrupt_karesansui}
"""Per game: saves whose JSON is well formed but whose content is not a position."""


@pytest.fixture(params=GAMES)
def game(request):
    return tutor.load(request.param)


def play_random(game, seed: int, **options):
    """Yield every state of a random game (RandomBot, seeded chance) until it ends."""
    bot = RandomBot(seed)
    for state, _action in random_play(game, seed, lambda s, _rng: bot.choose(s), MAX_STEPS,
                                      seed=seed, **options):
        yield state


def test_games_are_listed_and_loadable():
    """tutor.games() names the games; tutor.load returns each; unknown names are refused."""
    assert GAMES and all(isinstance(n, str) for n in GAMES)
    for name in GAMES:
        game = tutor.load(name)
        assert game.name == name
        module = importlib.import_module(f"tutor.games.{name}")
        assert module.GAME is game
        for attr in ("new_game", "from_json", "rules"):
            assert hasattr(module, attr), f"tutor.games.{name} lacks {attr}"
    with pytest.raises(ValueError, match="no-such-game"):
        tutor.load("no-such-game")


def test_new_game(game):
    """new_game gives a live initial state whose legal actions read back from notation."""
    state = game.new_game()
    assert not state.is_terminal()
    assert state.num_players() >= game.min_players
    assert state.current_player() in range(state.num_players()) or state.is_chance()
    if not state.is_chance():
        legal = state.legal_actions()
        assert len(legal) > 0
        for action in legal:
            text = str(action)
            assert str(state.parse_action(text)) == text
            assert state.check(text)
            assert action.to_json()["action"] == text
            assert eval(repr(action), {type(action).__name__: type(action)}) == action
    assert game.from_json(state.to_json()) == state


def test_rule_registry(game):
    """Every rule: id under the game's name, both languages, a source; assumptions say why."""
    rules = game.rules
    assert rules.game == game.name and len(rules) > 0
    ids = rules.ids()
    assert len(ids) == len(set(ids))
    option_names = {o.name for o in game.options}
    for rule in rules:
        assert rule.id.startswith(game.name + "."), rule.id
        assert rule.id == rule.id.strip().lower() and " " not in rule.id
        for text in (rule.title, rule.text):
            assert text["en"].strip() and text["zh-Hant"].strip(), rule.id
        assert rule.sources, f"{rule.id} cites no source"
        if rule.assumption:
            assert rule.note_in("en").strip() and rule.note_in("zh-Hant").strip(), (
                f"assumption {rule.id} has no note")
        if rule.note:  # learners read it in their language: never English only
            assert rule.note_in("en") != rule.note_in("zh-Hant"), f"{rule.id}: note in English only"
        if rule.option is not None:
            assert rule.option in option_names, f"{rule.id} names unknown option {rule.option}"
    for contract in ("action.notation", "action.game-over", "action.chance-outcome"):
        assert f"{game.name}.{contract}" in rules
    assert rules.explain(ids[0]).startswith(f"[{ids[0]}]")


def test_options_are_documented(game):
    """Every option has a default (among its choices) and a description in both languages."""
    for option in game.options:
        assert option.description["en"].strip() and option.description["zh-Hant"].strip()
        if option.choices is not None:
            assert option.default in option.choices, option.name
    defaults = game.resolve_options({})
    assert defaults == {o.name: o.default for o in game.options}


@pytest.mark.parametrize("seed", range(4))
def test_random_games_end(game, seed):
    """Random legal games end with a final score sheet naming the winners."""
    states = list(play_random(game, seed))
    end = states[-1]
    assert end.is_terminal() and len(end.legal_actions()) == 0
    sheet = end.scores()
    assert sheet.final
    assert len(sheet.totals) == end.num_players()
    assert sheet.winners and set(sheet.winners) <= set(range(end.num_players()))
    rule_ids = set(game.rules.ids())
    assert all(c.rule in rule_ids for c in sheet.categories)
    assert sheet.tiebreak is None or sheet.tiebreak in rule_ids


@pytest.mark.parametrize("seed", range(3))
def test_json_round_trip(game, seed):
    """Every state of a random game round-trips through JSON exactly."""
    for state in play_random(game, seed):
        back = check_round_trip(game, state)
        assert hash(back) == hash(state)
        doc = json.loads(state.to_json())
        assert doc["game"] == game.name and doc["format"] == "tutor-state"
        assert isinstance(doc["version"], int)


def test_position_codes_restore_every_position(game):
    """state.code() is short text that game.from_code() turns back into the same state."""
    for i, state in enumerate(play_random(game, 1)):
        if i % 7:
            continue
        code = state.code()
        assert code.startswith(game.name + ":") and len(code) < 1500
        assert code.isascii() and " " not in code
        back = game.from_code(code)
        assert back == state
        wrapped = "\n".join(code[j:j + 60] for j in range(0, len(code), 60))
        assert game.from_code("  " + wrapped + "\n") == state


def test_damaged_position_codes_are_bad_saves(game):
    """A cut, altered or foreign code is refused with BadSave, never a crash."""
    code = game.new_game(seed=3).code()
    name, _, body = code.partition(":")
    damaged = [code[:-4], code + "AAAA", f"{name}:{body[::-1]}", "chess:" + body, body, "",
               f"{name}:", f"{name}:!!!!", f"{name}:" + "A" * 5000, None, 17]
    for text in damaged:
        with pytest.raises(BadSave):
            game.from_code(text)


def test_random_games_render(game):
    """Boards of a random game render as SVG text, the same twice over."""
    for i, state in enumerate(play_random(game, 0)):
        if i % 10 and not state.is_terminal():
            continue
        try:
            svg = str(state.render())
        except NotImplementedError:
            pytest.skip(f"{game.name} has no renderer yet")
        assert svg.lstrip().startswith("<svg") and svg.rstrip().endswith("</svg>")
        assert str(state.render()) == svg
        assert str(state)  # the text board


MARK = re.compile(r'class="(?:[^"]* )?mark[ "]')


def test_renderers_draw_a_marked_move(game):
    """``render(..., mark=notation)`` (a quiz question's move, worksheets' pictures) draws
    some move of the first positions of a random game with class ``mark``; a mark naming
    nothing on the board draws nothing."""
    marked = 0
    for i, state in enumerate(play_random(game, 0)):
        if i > 12 or state.is_terminal():
            break
        for notation in state.legal_actions().notations()[:8]:
            svg = str(state.render(mark=notation))
            marked += bool(MARK.search(svg))
        assert not MARK.search(str(state.render(mark="no such move 99")))
    assert marked, f"{game.name}: no move drawn with class mark"


def _places(svg: str) -> list[str]:
    """The data-action and data-target places of a drawn board, in order, each once."""
    return list(dict.fromkeys(re.findall(r'data-(?:action|target)="([^"]*)"', svg)))


def test_renderers_draw_numbered_markers_and_labels(game):
    """``render(..., markers={place: n}, labels={place: name})`` (lessons, issue 22): a
    numbered marker (class ``marker``, ``data-marker``) on each place the board has, inside
    the drawing, and each label's name written; the board under them is drawn exactly as
    without; a place the board does not have gets nothing; a bad number is refused."""
    from tutor.core.svg import place_box

    checked = 0
    for i, state in enumerate(play_random(game, 1)):
        if i > 30 or state.is_terminal():
            break
        if state.is_chance() or i % 3:
            continue
        plain = str(state.render(lang="zh-Hant"))
        places = _places(plain)[:3]
        if len(places) < 2:
            continue
        markers = {p: n for n, p in enumerate(places, 1)} | {"no such place 99": 9}
        svg = str(state.render(lang="zh-Hant", markers=markers, labels={places[0]: "這裡"}))
        assert svg.startswith(plain[:plain.rindex("</svg>")]), "the board itself changed"
        drawn = re.findall(r'class="marker" data-marker="(\d+)"', svg)
        assert drawn == [str(n) for n in range(1, len(places) + 1)], (game.name, i, drawn)
        assert ">這裡</text>" in svg
        width, height = (float(v) for v in
                         re.search(r'viewBox="0,0,([\d.]+),([\d.]+)"', svg).groups())
        for n in range(1, len(places) + 1):
            x0, y0, x1, y1 = place_box(svg, f"{ET_PREFIX(svg)}-marker-{n}")
            assert 0 <= x0 and x1 <= width and 0 <= y0 and y1 <= height, (n, x0, y0, x1, y1)
        checked += 1
    assert checked >= 2, f"{game.name}: too few positions with places to mark"
    state = game.new_game(seed=1)
    with pytest.raises(ValueError, match="marker"):
        state.render(markers={"anything": 0})


def ET_PREFIX(svg: str) -> str:
    """The id prefix of a drawing (its root element's id)."""
    return re.search(r'<svg[^>]* id="([^"]+)"', svg).group(1)


def test_renderers_can_hide_which_moves_are_legal(game):
    """``render(..., show_legal=False)`` (a legality task before its second hint, issue
    22): no element carries the class ``legal`` or ``illegal``, no tooltip gives a refusal,
    every move is a button in the Tab order with a name; the same clickable moves as the
    usual drawing."""
    checked = 0
    for i, state in enumerate(play_random(game, 2)):
        if i > 40 or state.is_terminal():
            break
        if state.is_chance() or i % 4:
            continue
        for lang in ("en", "zh-Hant"):
            plain = str(state.render(lang=lang))
            hidden = str(state.render(lang=lang, show_legal=False))
            assert not re.search(r'class="(?:[^"]* )?(?:legal|illegal)[ "]', hidden)
            assert "not allowed" not in hidden and "不可以" not in hidden
            actions = re.findall(r'data-action="([^"]*)"', plain)
            assert re.findall(r'data-action="([^"]*)"', hidden) == actions
            for tag in re.findall(r"<g [^>]*data-action=[^>]*>", hidden):
                assert 'tabindex="0"' in tag and "aria-label=" in tag, tag
        checked += 1
    assert checked >= 3


def test_bad_save_is_refused(game):
    """Corrupt saves raise BadSave: not JSON, wrong format, version or game, bad content."""
    good = game.new_game().to_json()
    doc = json.loads(good)
    wrong = []
    for change in (
        lambda d: d.__setitem__("format", "pickle"),
        lambda d: d.pop("format"),
        lambda d: d.__setitem__("version", d["version"] + 1),
        lambda d: d.__setitem__("version", "1"),
        lambda d: d.__setitem__("game", "no-such-game"),
        lambda d: d.__setitem__("state", {}),
        lambda d: d.__setitem__("state", []),
        lambda d: d.__setitem__("state", None),
        lambda d: d.pop("state"),
    ):
        d = json.loads(good)
        change(d)
        wrong.append(json.dumps(d))
    wrong += ["", "not json", "{", "[]", "null", "42", json.dumps("tutor-state")]
    for text in wrong:
        with pytest.raises(BadSave):
            game.from_json(text)
    assert game.name in CORRUPTIONS, f"add inconsistent saves of {game.name} to CORRUPTIONS"
    for label, bad in CORRUPTIONS[game.name](doc):
        with pytest.raises(BadSave):
            game.from_json(json.dumps(bad))
            pytest.fail(f"{game.name}: a save with {label} was accepted")
    assert game.from_json(good).to_json() == good  # failures left nothing behind


def test_bad_save_names_the_problem(game):
    """BadSave messages say what is wrong: format, version, game."""
    doc = json.loads(game.new_game().to_json())
    with pytest.raises(BadSave, match="not a saved state"):
        game.from_json("not json")
    with pytest.raises(BadSave, match="version"):
        game.from_json(json.dumps(dict(doc, version=99)))
    with pytest.raises(BadSave, match="other"):
        game.from_json(json.dumps(dict(doc, game="other")))


def test_cartography_bad_save_counts_stones():
    """A Cartography save that loses a blue stone (or claims 31) is refused, saying why."""
    game = tutor.load("cartography")
    doc = json.loads(game.new_game().to_json())
    doc["state"]["stones_left"][0] = 29
    with pytest.raises(BadSave, match="stones do not add up to 30"):
        game.from_json(json.dumps(doc))
    doc["state"]["stones_left"][0] = 31
    with pytest.raises(BadSave, match=r"stones_left\[0\] is 31, outside 0..30"):
        game.from_json(json.dumps(doc))


def test_unknown_options_and_values_are_refused(game):
    """Unknown option names and values outside the choices raise ValueError naming them."""
    with pytest.raises(ValueError, match="'no_such_option'"):
        game.new_game(no_such_option=1)
    for option in game.options:
        if option.choices is not None:
            with pytest.raises(ValueError, match=option.name):
                game.new_game(**{option.name: object()})


def test_bad_player_counts_are_refused(game):
    """Player counts outside the game's range (or not integers) raise ValueError."""
    for bad in (game.min_players - 1, game.max_players + 1, 0, -1, "2", 2.0, None):
        with pytest.raises(ValueError, match="players") as info:
            game.new_game(players=bad)
        assert repr(bad) in str(info.value)
    for ok in range(game.min_players, game.max_players + 1):
        assert game.new_game(players=ok).num_players() == ok


def test_illegal_actions_are_explained(game):
    """Garbage is refused by the notation rule; apply raises and nothing changes."""
    state = game.new_game(seed=0)
    before = state.to_json()
    verdict = state.check("certainly not an action")
    assert not verdict and verdict.rule == f"{game.name}.action.notation" and verdict.reason
    with pytest.raises(NotationError):
        state.apply("certainly not an action")
    end = list(play_random(game, 1))[-1]
    action = str(next(iter(game.new_game(seed=1).legal_actions())))
    with pytest.raises(IllegalAction) as info:
        end.apply(action)
    assert info.value.verdict.rule == f"{game.name}.action.game-over"
    assert state.to_json() == before


UNICODE_DIGITS = {
    "superscript": "⁰¹²³⁴⁵⁶⁷⁸⁹", "subscript": "₀₁₂₃₄₅₆₇₈₉", "fullwidth": "０１２３４５６７８９",
    "Arabic-Indic": "٠١٢٣٤٥٦٧٨٩", "Persian": "۰۱۲۳۴۵۶۷۸۹", "Devanagari": "०१२३४५६७८९",
    "Thai": "๐๑๒๓๔๕๖๗๘๙", "circled": "⓪①②③④⑤⑥⑦⑧⑨", "mathematical bold": "𝟎𝟏𝟐𝟑𝟒𝟓𝟔𝟕𝟖𝟗",
}
"""Digits that are not 0-9: ``str.isdigit`` accepts all of them, ``int`` reads some (the
fullwidth, Arabic-Indic, Persian, Devanagari, Thai and mathematical ones) and refuses the
others (superscripts, subscripts, circled)."""


def unicode_digit_forms(text: str) -> list[str]:
    """``text`` with its ASCII digits written in each family of :data:`UNICODE_DIGITS`: all
    of them, and only the first."""
    spots = [i for i, ch in enumerate(text) if ch in "0123456789"]
    out = []
    for digits in UNICODE_DIGITS.values():
        for chosen in (spots, spots[:1]):
            chars = list(text)
            for i in chosen:
                chars[i] = digits[int(text[i])]
            out.append("".join(chars))
    return out


def test_action_notation_reads_ascii_digits_only(game):
    """Rule <game>.action.notation: a number in a notation is written with the digits 0-9.
    Every legal action and chance outcome of a random game that holds a number, its digits
    written as superscripts, fullwidth, Arabic-Indic... digits, is refused as notation:
    parse and apply raise NotationError, check names the notation rule, nothing changes
    (found: ``departure ³,2,⁴,1`` made Tokaido raise ValueError; ``take column １`` was
    accepted by Kanagawa, ``draw from stack １`` by Karesansui)."""
    tried = set()
    for i, state in enumerate(play_random(game, 2)):
        if i % 3 and i > 6:  # every state of the set-up (a start queue), then one in three
            continue
        moves = [a for a, _ in state.chance_outcomes()] if state.is_chance() else list(
            state.legal_actions())
        texts = [str(a) for a in moves if any(ch.isdigit() for ch in str(a))]
        before = state.to_json()
        for text in texts[:12]:
            for bad in unicode_digit_forms(text):
                if bad in tried:
                    continue
                tried.add(bad)
                with pytest.raises(NotationError):
                    state.parse_action(bad)
                verdict = state.check(bad)
                assert not verdict and verdict.rule == f"{game.name}.action.notation", bad
                with pytest.raises(NotationError):
                    state.apply(bad)
        assert state.to_json() == before
    assert tried, f"{game.name}: no notation with a number was tried"
