"""One test (at least) per Tokaido rule id, named after the id.

Positions are built by forcing chance, as a lesson or a recorded game would:
``tokaido.start(travellers, departure)`` deals each seat its traveller, keeps it and draws
the start queue (first to leave first); then ``move N`` moves the rearmost traveller and
each draw is forced by naming its card (``reveal koma``, ``hot spring 3``,
``encounter kuge``, ``meal sushi``...).

The road (board numbers; ``*`` a double stop): 1 Kyoto, 2 V*, 3 T, 4 E, 5 P, 6 H*, 7 M*,
8 F*, 9 V, 10 T*, 11 E, 12 S*, 13 M, 14 H, 15 inn, 16 S, 17 T, 18 F*, 19 P*, 20 M*, 21 E*,
22 T, 23 H*, 24 M, 25 S*, 26 V, 27 F, 28 inn, 29 P, 30 V, 31 E*, 32 F, 33 M*, 34 H, 35 S*,
36 P, 37 T*, 38 F*, 39 E, 40 S, 41 V*, 42 inn, 43 H, 44 T*, 45 E, 46 V*, 47 S, 48 F*,
49 H*, 50 E, 51 M, 52 P*, 53 S*, 54 V, 55 Edo.
"""

from __future__ import annotations

import itertools
import json
import random
import re
import sys
from collections import Counter

import pytest

from tutor.core import CHANCE, BadSave, IllegalAction, NotationError
from tutor.core.game import sample_chance
from tutor.games import tokaido
from tutor.games.tokaido import data
from tutor.games.tokaido.render import text_board
from tutor.games.tokaido.state import ABIL, ACH, BONUS, ENC, TEMPLE, TokaidoState

GAME = tokaido.GAME
RULES = GAME.rules


# -- helpers -------------------------------------------------------------------------------


def play(s: TokaidoState, *actions: str) -> TokaidoState:
    """Apply the actions one after the other."""
    for a in actions:
        s = s.apply(a)
    return s


def refused(s: TokaidoState, action: str, rule: str) -> None:
    """``action`` is illegal here for ``rule``, in both languages, and changes nothing."""
    before = s.to_json()
    verdict = s.check(action)
    assert not verdict and verdict.rule == rule, verdict
    assert verdict.reason and verdict.in_lang("zh-Hant") != verdict.reason
    with pytest.raises(IllegalAction):
        s.apply(action)
    assert s.to_json() == before


def default_action(s: TokaidoState) -> str:
    """What :func:`drive` does when its script says nothing: draws take the first outcome,
    travellers go straight to the next inn, every choice is the modest one."""
    if s.is_chance():
        return str(s.chance_outcomes()[0][0])
    legal = s.legal_actions().notations()
    if s.phase == "move":  # the farthest: the next inn
        return max(legal, key=lambda a: s.route.step_of[int(a.split()[-1])])
    for quiet in ("buy nothing", "no meal", "no panorama", "refuse meal", "donate 1"):
        if quiet in legal:
            return quiet
    return legal[0]


def drive(s: TokaidoState, *script: str, until=None,
          seen: list[TokaidoState] | None = None) -> TokaidoState:
    """Play on: each script item is played as soon as it is legal (in order), anything
    else by :func:`default_action`; stop when ``until(state)`` holds once the script is
    used up, or when the game ends. ``seen`` collects every state passed through."""
    todo = list(script)
    for _ in range(3000):
        if seen is not None:
            seen.append(s)
        if not todo and (until is None or until(s)) or s.is_terminal():
            break
        if todo and s.check(todo[0]):
            s = s.apply(todo.pop(0))
        else:
            s = s.apply(default_action(s))
    assert not todo, f"never legal: {todo}"
    return s


def four(**options) -> TokaidoState:
    """Blue Kinko, Red Satsuki, Green Umegae, Yellow Hirotada, leaving in seat order."""
    return tokaido.start(("kinko", "satsuki", "umegae", "hirotada"), **options)


def quartet(**options) -> TokaidoState:
    """Blue Kinko, Red Zen-emon, Green Umegae, Yellow Hirotada (nobody with an inn
    ability but Kinko), leaving in seat order."""
    return tokaido.start(("kinko", "zenemon", "umegae", "hirotada"), **options)


def until_moves(seat: int):
    """A ``drive`` stop: ``seat``'s own traveller is to move."""
    return lambda x: x.phase == "move" and x.mover == seat


def at_inn(s: TokaidoState, number: int) -> bool:
    return all(s.position(p) == number for p in range(s.pawns))


# -- set-up ----------------------------------------------------------------------------------


def test_tokaido_setup_players():
    """2 to 5 players; 2 players add a neutral pawn."""
    for bad in (1, 6):
        with pytest.raises(ValueError, match="2-5"):
            tokaido.new_game(players=bad)
    for n in range(2, 6):
        s = tokaido.new_game(players=n)
        assert s.num_players() == n and s.pawns == n + (n == 2)


def test_tokaido_setup_decks():
    """Four shuffled decks, unlimited coins; the counts of research §0 and §2."""
    s = tokaido.new_game(players=3)
    assert len(s.souvenir_deck[0][0]) == data.SOUVENIR_CARDS == 24
    assert len(s.meal_deck[0][0]) == data.MEAL_CARDS == 25
    assert len(s.encounter_deck[0][0]) == data.ENCOUNTER_CARDS == 14
    assert s.springs_left == (6, 6) and sum(s.springs_left) == data.HOT_SPRING_CARDS
    assert all(len(layer) == 1 for layer in (s.souvenir_deck, s.meal_deck, s.encounter_deck))
    assert s.firsts == (-1, -1, -1)


def test_tokaido_setup_travellers():
    """Each seat is dealt two tiles (chance), then keeps one of its own two."""
    s = tokaido.new_game(players=3)
    assert s.is_chance() and s.phase == "deal" and len(s.chance_outcomes()) == 10
    s = play(s, "deal kinko", "deal satsuki", "deal umegae", "deal mitsukuni",
             "deal chuubei", "deal zenemon")
    assert s.phase == "choose" and s.current_player() == 0
    assert s.legal_actions().notations() == ["choose kinko", "choose satsuki"]
    refused(s, "choose umegae", "tokaido.setup.travellers")
    s = play(s, "choose satsuki", "choose umegae", "choose zenemon")
    assert [p.traveller for p in s.players] == ["satsuki", "umegae", "zenemon"]
    assert s.phase == "queue" and sorted(s.box) == sorted(
        set(data.TRAVELLER_INDEX) - {"kinko", "satsuki", "umegae", "mitsukuni", "chuubei",
                                     "zenemon"})


def test_tokaido_setup_private_deal():
    """A dealt pair is seen only by its seat: log lines, text board, determinize."""
    s = tokaido.new_game(players=2)
    assert s.notation_for(s.parse_action("deal kinko"), 0) == "deal kinko"
    s = play(s, "deal kinko", "deal satsuki")
    assert s.notation_for(s.parse_action("deal umegae"), 0) == "deal: a traveller tile, face down"
    assert "umegae" not in s.notation_for("deal umegae", 0, "zh-Hant")
    assert s.notation_for(s.parse_action("deal umegae"), 1) == "deal umegae"
    assert s.notation_for(s.parse_action("deal umegae"), None) == "deal umegae"
    s = play(s, "deal umegae", "deal hirotada")
    assert "umegae" not in text_board(s, viewer=0) and "kinko" in text_board(s, viewer=0)
    seen = {tuple(sorted(s.determinize(0, random.Random(i)).players[1].dealt))
            for i in range(20)}
    assert len(seen) > 1  # Red's pair is redrawn for Blue
    assert all(s.determinize(0, random.Random(i)).players[0].dealt == s.players[0].dealt
               for i in range(5))
    assert {s.determinize(1, random.Random(i)).players[1].dealt for i in range(5)} == {
        s.players[1].dealt}


def test_tokaido_setup_purse():
    """The kept tile's coins: the ten purses of research §3."""
    purses = {"hiroshige": 3, "chuubei": 4, "kinko": 7, "yoshiyasu": 9, "satsuki": 2,
              "mitsukuni": 6, "sasayakko": 5, "hirotada": 8, "umegae": 5, "zenemon": 6}
    assert {t.id: t.coins for t in data.TRAVELLERS} == purses
    s = tokaido.start(("yoshiyasu", "satsuki", "hiroshige"))
    assert [p.coins for p in s.players] == [9, 2, 3]


def test_tokaido_setup_start_queue():
    """The queue is drawn at random; the first to leave is at the back and moves first."""
    s = tokaido.start(("kinko", "satsuki", "umegae", "hirotada"), departure="3,1,4,2")
    assert s.mover == 2 and s.slots == (3, 1, 4, 2)
    q = play(tokaido.new_game(players=4, initiatory=True))
    outcomes = q.chance_outcomes()
    assert q.phase == "queue" and len(outcomes) == 24
    assert abs(sum(p for _, p in outcomes) - 1) < 1e-9
    refused_queue = q.check("departure 1,2,3")
    assert not refused_queue and refused_queue.rule == "tokaido.action.chance-outcome"


# -- movement ------------------------------------------------------------------------------


def test_tokaido_move_rearmost():
    """The traveller farthest behind moves, again while still last."""
    s = four()
    assert s.mover == 0
    s = play(s, "move 3", "donate 1")  # Blue left first; the others wait at Kyoto
    assert s.mover == 1  # Red is now the rearmost (back of the Kyoto queue)
    s = play(s, "move 5")
    assert s.mover == 2
    s = play(s, "move 4", "encounter samurai")
    assert s.mover == 3
    s = play(s, "move 8")
    assert s.mover == 0 and s.position(0) == 3  # Blue is last again: Blue moves again
    s = play(s, "move 9", "reveal koma", "reveal sake", "reveal geta", "buy nothing")
    assert s.mover == 2  # Green (4) is now last
    refused(s, "move neutral 6", "tokaido.move.rearmost")


def test_tokaido_move_forward():
    """Only forward: positions behind or under you are refused."""
    s = play(four(), "move 5")
    s = play(s, "move 8")
    s = play(s, "move 6", "hot spring 2", "move 7")
    assert s.mover == 0 and s.position(0) == 5
    refused(s, "move 5", "tokaido.move.forward")
    refused(s, "move 2", "tokaido.move.forward")
    assert "move 9" in s.legal_actions()


def test_tokaido_move_free_space():
    """A single stop holds one traveller."""
    s = play(four(), "move 5")
    refused(s, "move 5", "tokaido.move.free-space")
    s = play(s, "move 8", "move 8")
    refused(s, "move 8", "tokaido.move.free-space")  # a double stop with both slots taken


def test_tokaido_move_no_passing_inn():
    """Nobody may pass the next inn: 15 is the farthest first move."""
    s = four()
    assert s.legal_actions().notations()[-1] == "move 15"
    refused(s, "move 16", "tokaido.move.no-passing-inn")
    refused(s, "move 55", "tokaido.move.no-passing-inn")
    verdict = s.check("move 20")
    assert "the first inn" in verdict.reason and "第一個旅店" in verdict.in_lang("zh-Hant")
    assert not re.search(r"\d", verdict.reason + verdict.in_lang("zh-Hant")), verdict


def test_tokaido_move_double_spaces():
    """The side slot of a double stop is used with 4 or 5 players only; the first arrival
    takes the road slot."""
    s = play(tokaido.start(("kinko", "satsuki", "umegae")), "move 8")
    assert s.slots[0] == 1
    refused(s, "move 8", "tokaido.move.double-spaces")
    s = play(four(), "move 8", "move 8")
    assert (s.slots[0], s.slots[1]) == (1, 2) and s.position(1) == 8
    s5 = play(tokaido.start(("kinko", "satsuki", "umegae", "hirotada", "zenemon")),
              "move 6", "hot spring 2", "move 6", "hot spring 3")
    assert s5.slots[:2] == (1, 2)


def test_tokaido_move_side_slot_behind():
    """On a double stop the side-slot traveller counts as behind and moves first."""
    s = play(four(), "move 8", "move 8", "move 9", "reveal koma", "reveal sake",
             "reveal geta", "buy nothing", "move 10", "donate 1")
    assert s.position(0) == 8 and s.position(1) == 8
    assert s.mover == 1 and s.rearmost() == 1


def test_tokaido_move_inn_queue():
    """Arrivals line up at the inn; everyone waits; the last to arrive leaves first."""
    s = four()
    for p in range(4):
        s = drive(s, until=lambda x, p=p: x.position(p) == 15 and x.phase == "move")
    assert at_inn(s, 15) and s.slots == (1, 2, 3, 4)
    assert s.mover == 3  # Yellow arrived last
    s = play(s, "move 16")
    assert s.mover == 2


# -- stops ---------------------------------------------------------------------------------


def test_tokaido_village_reveal():
    """A village shows the top 3 souvenirs: 3 draws from the deck."""
    s = play(four(), "move 2")
    assert s.phase == "reveal" and s.is_chance() and len(s.chance_outcomes()) == 24
    s = play(s, "reveal koma", "reveal sake")
    assert s.is_chance() and len(s.chance_outcomes()) == 22
    s = play(s, "reveal ukiyoe")
    assert s.phase == "buy" and s.shown == ("koma", "sake", "ukiyoe")


def test_tokaido_village_buy():
    """Any subset the purse covers, at printed prices."""
    s = play(four(), "move 2", "reveal koma", "reveal sake", "reveal ukiyoe")
    assert len(s.legal_actions()) == 8  # Kinko has 7 coins: 1 + 2 + 3 fits
    after = s.apply("buy koma+ukiyoe")
    assert after.players[0].coins == 7 - 4 and after.players[0].souvenirs == ("koma", "ukiyoe")
    red = play(after, "move 9", "reveal geta", "reveal sumie", "reveal hashi")
    assert red.players[1].coins == 2
    refused(red, "buy sumie", "tokaido.village.buy")
    refused(red, "buy koma", "tokaido.village.buy")  # not shown here
    assert "buy geta" in red.legal_actions() and "buy geta+hashi" not in red.legal_actions()


def test_tokaido_village_return():
    """Unbought souvenirs go under the deck: drawn again only when the deck above is gone."""
    s = play(four(), "move 2", "reveal koma", "reveal sake", "reveal ukiyoe", "buy koma")
    assert s.souvenir_deck[-1] == (("sake", "ukiyoe"), 0b1111)
    assert "sake" not in s.souvenir_deck[0][0]
    s = play(s, "move 9")
    assert "reveal sake" not in [str(a) for a, _ in s.chance_outcomes()]
    refused_draw = s.check("reveal sake")
    assert not refused_draw and refused_draw.rule == "tokaido.action.chance-outcome"


def test_tokaido_village_needs_coin():
    """No stop at a village with 0 coins; with a coin, buying stays optional."""
    s = play(tokaido.start(("satsuki", "kinko", "umegae")), "move 3", "donate 2")
    assert s.players[0].coins == 0
    s = drive(s, until=until_moves(0))
    assert s.position(0) == 3
    refused(s, "move 9", "tokaido.village.needs-coin")
    assert "move 9" not in s.legal_actions() and "move 4" in s.legal_actions()
    rich = play(tokaido.start(("satsuki", "kinko", "umegae")), "move 2", "reveal koma",
                "reveal sake", "reveal geta")
    assert "buy nothing" in rich.legal_actions()


def test_tokaido_village_short_deck():
    """With fewer than 3 souvenirs left a village shows what is left, even none."""
    doc = json.loads(four().to_json())
    st = doc["state"]
    deck = st["souvenir_deck"][0]["cards"]
    blue = st["travellers"][0]
    keep = deck[:2]
    for c in deck[2:]:
        blue["souvenirs"].append(c)
    st["souvenir_deck"][0]["cards"] = keep
    fams = Counter(data.SOUVENIR_INDEX[c].family for c in blue["souvenirs"])
    blue["points"][0] = data.souvenir_points(tuple(fams.values()))
    s = GAME.from_json(json.dumps(doc))
    s = play(s, "move 2")
    assert s.to_draw == 2
    s = play(s, *(f"reveal {c}" for c in keep))
    assert s.phase == "buy" and len(s.shown) == 2
    s = play(s, f"buy {keep[0]}+{keep[1]}")
    empty = play(s, "move 9")
    assert empty.phase == "buy" and empty.shown == () and empty.legal_actions().notations() == [
        "buy nothing"]
    shokunin = play(s, "move 4", "encounter shokunin")
    assert shokunin.phase == "move"  # the deck is empty: Shokunin gives nothing


def test_tokaido_souvenir_sets():
    """1, 3, 5, 7 points by place in the first set lacking the family; research's
    examples 1+3+5+7 = 16, 1+1+3 = 5, 1+1+1 = 3, 1+3+1+3 = 8."""
    assert data.souvenir_points((1, 1, 1, 1)) == 16
    assert data.souvenir_points((2, 1, 0, 0)) == 5
    assert data.souvenir_points((3, 0, 0, 0)) == 3
    assert data.souvenir_points((2, 2, 0, 0)) == 8
    s = play(tokaido.start(("yoshiyasu", "satsuki", "umegae")), "move 2", "reveal koma",
             "reveal manju", "reveal haori", "buy haori+koma+manju")
    assert s.players[0].points[0] == 1 + 3 + 5 and s.players[0].coins == 9 - 4
    s = drive(s, until=until_moves(0))
    s = play(s, "move 9", "reveal netsuke", "reveal hashi", "reveal geta",
             "buy geta+hashi+netsuke")
    # netsuke completes set 1 (+7); hashi and geta start set 2 (+1, +3)
    assert s.players[0].points[0] == 9 + 7 + 1 + 3 == data.souvenir_points((2, 1, 2, 1))


def test_tokaido_farm_coins():
    """A farm gives 3 coins."""
    s = play(four(), "move 8")
    assert s.players[0].coins == 7 + data.FARM_COINS and s.phase == "move"


def test_tokaido_panorama_next_section():
    """A panorama space gives the next section, scored by its number."""
    s = play(four(), "move 5")
    assert s.players[0].panoramas == (1, 0, 0) and s.players[0].points[1] == 1
    s = play(s, "move 7", "move 12", "move 13")
    assert s.players[1].panoramas == (0, 1, 0) and s.players[2].panoramas == (0, 0, 1)
    assert s.players[3].panoramas == (0, 1, 0)


def _paddy_done() -> TokaidoState:
    """Blue (Kinko) has completed the paddy panorama at 29 (sections 5, 19, 29)."""
    s = play(tokaido.start(("kinko", "satsuki", "umegae")), "move 5")
    s = drive(s, "move 19", "move 29", until=lambda x: x.players[0].panoramas[0] == 3)
    assert s.players[0].panoramas[0] == 3
    return s


def test_tokaido_panorama_one_per_type():
    """A completed panorama closes its spaces to you."""
    s = drive(_paddy_done(), until=lambda x: x.phase == "move" and x.mover == 0)
    assert s.position(0) < 36
    refused(s, "move 36", "tokaido.panorama.one-per-type")
    assert "move 36" not in s.legal_actions()


def test_tokaido_panorama_achievement():
    """The first to complete a panorama takes its achievement: 3 points; later nobody."""
    s = _paddy_done()
    assert s.firsts[0] == 0 and "paddy" in s.players[0].achievements
    assert s.players[0].points[ACH] == data.ACHIEVEMENT_POINTS


def test_tokaido_panorama_may_decline():
    """Hiroshige (or an Annaibito on a completed panorama) may take no panorama."""
    s = drive(tokaido.start(("hiroshige", "satsuki", "umegae")),
              until=lambda x: x.phase == "panorama")
    assert s.context == "hiroshige" and "no panorama" in s.legal_actions()
    after = s.apply("no panorama")
    assert after.players[0].panoramas == (0, 0, 0) and after.phase == "meal"


def test_tokaido_hotspring_card():
    """A hot spring card is worth 2 or 3 (6 of each)."""
    s = play(four(), "move 6")
    assert s.phase == "hotspring" and [(str(a), p) for a, p in s.chance_outcomes()] == [
        ("hot spring 2", 0.5), ("hot spring 3", 0.5)]
    s = s.apply("hot spring 3")
    assert s.players[0].springs == (3,) and s.players[0].points[2] == 3
    assert s.springs_left == (6, 5)


def test_tokaido_temple_donate():
    """Donate 1 to 3 coins, 1 point each, onto your temple area."""
    s = play(four(), "move 3")
    assert s.legal_actions().notations() == ["donate 1", "donate 2", "donate 3"]
    with pytest.raises(NotationError):
        s.apply("donate 4")
    s = s.apply("donate 3")
    assert s.players[0].temple == 3 and s.players[0].coins == 4 and s.players[0].points[
        TEMPLE] == 3
    red = play(tokaido.start(("satsuki", "kinko", "umegae")), "move 3")
    refused(red, "donate 3", "tokaido.temple.donate")


def test_tokaido_temple_needs_coin():
    """No coin, no temple stop."""
    s = play(tokaido.start(("satsuki", "kinko", "umegae")), "move 3", "donate 2")
    assert s.players[0].coins == 0
    s = drive(s, until=lambda x: x.phase == "move" and x.mover == 0)
    assert s.position(0) < 10
    refused(s, "move 10", "tokaido.temple.needs-coin")


def test_tokaido_encounter_draw():
    """An encounter draws one card, applies it and keeps it."""
    s = play(four(), "move 4")
    assert s.phase == "encounter" and len(s.chance_outcomes()) == 7
    assert dict((str(a), p) for a, p in s.chance_outcomes())["encounter annaibito-sea"] == 3 / 14
    s = s.apply("encounter kuge")
    assert s.players[0].encounters == ("kuge",) and s.phase == "move"


def test_tokaido_encounter_shokunin():
    """Shokunin: the top souvenir, free, scored as a souvenir."""
    s = play(four(), "move 4", "encounter shokunin")
    assert s.phase == "souvenir" and len(s.chance_outcomes()) == 24
    s = s.apply("souvenir ukiyoe")
    assert s.players[0].souvenirs == ("ukiyoe",) and s.players[0].coins == 7
    assert s.players[0].points[0] == 1


def test_tokaido_encounter_annaibito():
    """Annaibito: the next section of its panorama; on a complete one, another or none."""
    s = play(four(), "move 4", "encounter annaibito-sea")
    assert s.players[0].panoramas == (0, 0, 1)
    done = _paddy_done()
    done = drive(done, until=lambda x: x.phase == "move" and x.mover == 0)
    done = play(done, "move 31" if done.position(0) < 31 else "move 39",
                "encounter annaibito-paddy")
    assert done.phase == "panorama" and done.context == "annaibito"
    assert done.legal_actions().notations() == ["panorama mountain", "panorama sea",
                                                "no panorama"]
    refused(done, "panorama paddy", "tokaido.panorama.one-per-type")
    after = done.apply("panorama sea")
    assert after.players[0].panoramas[2] == 1


def test_tokaido_encounter_samurai():
    """Samurai: 3 points."""
    s = play(four(), "move 4", "encounter samurai")
    assert s.players[0].points[ENC] == 3 and s.players[0].total == 3


def test_tokaido_encounter_kuge():
    """Kuge: 3 coins."""
    s = play(four(), "move 4", "encounter kuge")
    assert s.players[0].coins == 10 and s.players[0].total == 0


def test_tokaido_encounter_miko():
    """Miko: a bank coin on your temple area, 1 point."""
    s = play(four(), "move 4", "encounter miko")
    assert s.players[0].temple == 1 and s.players[0].coins == 7
    assert s.players[0].points[TEMPLE] == 1


# -- inns ----------------------------------------------------------------------------------


def test_tokaido_inn_meal_draw():
    """The first arrival draws players + 1 meals (Gastronomy: players); Kyoto has none."""
    s = play(quartet(), "move 15")
    assert s.phase == "meal" and s.to_draw == 5 and s.drawing_for == 0
    s = play(s, "meal sushi", "meal sushi", "meal fugu", "meal dango")
    assert s.phase == "meal" and s.to_draw == 1
    s = s.apply("meal tofu")
    assert s.phase == "eat" and s.layout == ("dango", "fugu", "sushi", "sushi", "tofu")
    g = play(quartet(gastronomy=True), "move 15")
    assert g.to_draw == 4
    later = play(s, "eat fugu", "move 15")
    assert later.phase == "eat" and later.layout == ("dango", "sushi", "sushi", "tofu")


def test_tokaido_inn_secret():
    """Meal cards are seen only by those who looked: log, text board, determinize."""
    s = play(quartet(), "move 15")
    meal = s.parse_action("meal sushi")
    assert s.notation_for(meal, 0) == "meal sushi"
    assert s.notation_for(meal, 1) == "meal: a card laid out face down"
    assert s.notation_for(meal, 1, "zh-Hant") == "膳食：一張蓋著擺出的膳食卡"
    half = play(s, "meal sushi", "meal fugu")
    assert "fugu" in text_board(half, viewer=0) and "fugu" not in text_board(half, viewer=1)
    assert {half.determinize(0, random.Random(i)).layout for i in range(5)} == {half.layout}
    s = play(half, "meal sushi", "meal dango", "meal tofu")
    assert "fugu" in text_board(s, viewer=0) and "fugu" not in text_board(s, viewer=1)
    assert s.layout_seen(0) and not s.layout_seen(1)
    layouts = {s.determinize(1, random.Random(i)).layout for i in range(20)}
    assert len(layouts) > 1 and all(len(x) == 5 for x in layouts)
    assert {s.determinize(0, random.Random(i)).layout for i in range(5)} == {s.layout}
    red = play(s, "eat fugu", "move 15")
    assert red.layout_seen(1) and "sushi" in text_board(red, viewer=1)


def test_tokaido_inn_one_meal():
    """One meal per inn, optional, at its price, 6 points."""
    s = play(quartet(), "move 15", "meal sushi", "meal sushi", "meal fugu", "meal dango",
             "meal tofu")
    legal = s.legal_actions().notations()
    assert legal == ["eat dango", "eat fugu", "eat sushi", "eat tofu", "no meal"]
    after = s.apply("eat fugu")
    assert after.players[0].meals == ("fugu",) and after.players[0].points[3] == 6
    assert after.players[0].coins == 7 - 2  # Kinko pays 1 less
    poor = play(tokaido.start(("satsuki", "kinko", "umegae")), "move 3", "donate 2")
    poor = drive(poor, until=until_moves(0))
    poor = play(poor, "move 15", "offer soba", "refuse meal")
    assert poor.phase == "eat" and poor.players[0].coins == 0 and "dango" in poor.layout
    refused(poor, "eat dango", "tokaido.inn.one-meal")
    refused(poor, "eat sashimi", "tokaido.inn.one-meal")
    assert poor.legal_actions().notations() == ["no meal"]


def test_tokaido_inn_no_repeat():
    """Never the same speciality twice."""
    s = play(quartet(), "move 15", "meal sushi", "meal udon", "meal fugu", "meal dango",
             "meal tofu", "eat sushi")
    s = drive(s, "meal sushi", "meal soba", "meal unagi", "meal tempura", "meal yakitori",
              until=lambda x: x.phase == "eat" and x.actor == 0 and x.position(0) == 28)
    assert "sushi" in s.layout
    refused(s, "eat sushi", "tokaido.inn.no-repeat")
    assert "eat soba" in s.legal_actions() and "eat sushi" not in s.legal_actions()


def test_tokaido_inn_leftovers():
    """When everyone has arrived, unbought meals go under the deck, known to those who
    looked."""
    s = quartet()
    s = drive(s, "meal sushi", "meal sushi", "meal fugu", "meal dango", "meal tofu",
              until=lambda x: at_inn(x, 15) and x.phase == "move")
    assert s.layout == () and not s.layout_drawn
    cards, mask = s.meal_deck[-1]
    assert sorted(cards) == ["dango", "fugu", "sushi", "sushi", "tofu"] and mask == 0b1111


def test_tokaido_inn_meals_2p():
    """2 players: the players + 1 = 3 meals laid out, as the rulebook and the seed say (4
    with two_player_meals='travellers', the platform's reading as described); Gastronomy
    takes one fewer either way (2, or 3); then the neutral discards one at random."""
    two = ("kinko", "zenemon")
    assert GAME.resolve_options({})["two_player_meals"] == "players"
    s = play(tokaido.start(two), "move 15")
    assert s.to_draw == 3 and s.meal_count() == 3
    assert play(tokaido.start(two, two_player_meals="travellers"), "move 15").to_draw == 4
    assert play(tokaido.start(two, gastronomy=True), "move 15").to_draw == 2
    assert play(tokaido.start(two, gastronomy=True, two_player_meals="travellers"),
                "move 15").to_draw == 3
    s = play(s, "meal fugu", "meal dango", "meal tofu", "eat tofu", "move 15", "eat dango",
             "move neutral 15")
    assert s.phase == "discard" and s.layout == ("fugu",)
    s = s.apply("discard fugu")
    assert s.layout == () and s.meal_deck[-1] == (("fugu",), 0b11)
    for n in (3, 4, 5):  # the option changes nothing with 3 or more players
        assert GAME.new_game(players=n, two_player_meals="travellers").meal_count() == n + 1


# -- travellers ----------------------------------------------------------------------------


def test_tokaido_traveller_hiroshige():
    """Hiroshige: a panorama of his choice at the 3 intermediate inns, before the meal;
    not at Edo."""
    s = drive(tokaido.start(("hiroshige", "satsuki", "umegae")),
              until=lambda x: x.phase == "panorama")
    assert s.position(0) == 15 and s.layout == () and s.context == "hiroshige"
    s = s.apply("panorama sea")
    assert s.players[0].panoramas == (0, 0, 1) and s.phase == "meal"
    seen: list[TokaidoState] = []
    end = drive(s, "panorama sea", "panorama sea", until=lambda x: x.is_terminal(), seen=seen)
    offers = [x.position(0) for x in seen if x.phase == "panorama"]
    assert offers == [28, 42] and end.players[0].panoramas[2] == 3


def test_tokaido_traveller_chuubei():
    """Chuubei: an encounter at each intermediate inn, before the meal."""
    s = play(tokaido.start(("chuubei", "satsuki", "umegae")), "move 15")
    assert s.phase == "encounter"
    s = s.apply("encounter samurai")
    assert s.players[0].encounters == ("samurai",) and s.phase == "meal"
    end = drive(s, until=lambda x: x.is_terminal())
    assert len(end.players[0].encounters) == 3


def test_tokaido_traveller_kinko():
    """Kinko: meals cost 1 less; a 1-coin meal is free, even with no coin."""
    s = play(four(), "move 15", "meal dango", "meal fugu", "meal sushi", "meal tofu",
             "meal udon")
    assert s.meal_price(0, "dango") == 0 and s.meal_price(0, "fugu") == 2
    assert s.apply("eat dango").players[0].coins == 7
    assert s.apply("eat udon").players[0].coins == 5


def test_tokaido_traveller_yoshiyasu():
    """Yoshiyasu draws two encounters, keeps one, the other goes under the deck unseen."""
    s = play(tokaido.start(("yoshiyasu", "satsuki", "umegae")), "move 4")
    assert s.to_draw == 2
    enc = s.parse_action("encounter kuge")
    assert s.notation_for(enc, 0) == "encounter kuge"
    assert "kuge" not in s.notation_for(enc, 1) and "Yoshiyasu" in s.notation_for(enc, 1)
    first = s.apply("encounter kuge")
    assert "kuge" not in text_board(first, viewer=1) and "kuge" in text_board(first, viewer=0)
    assert {first.determinize(1, random.Random(i)).drawn for i in range(20)} != {("kuge",)}
    s = play(s, "encounter kuge", "encounter samurai")
    assert s.phase == "keep" and s.legal_actions().notations() == ["keep kuge", "keep samurai"]
    refused(s, "keep miko", "tokaido.traveller.yoshiyasu")
    assert "kuge" not in text_board(s, viewer=1)
    after = s.apply("keep samurai")
    assert after.players[0].encounters == ("samurai",)
    assert after.encounter_deck[-1] == (("kuge",), 0b001)
    other = {str(after.determinize(1, random.Random(i)).encounter_deck[-1][0])
             for i in range(30)}
    assert len(other) > 1


def test_tokaido_traveller_satsuki():
    """Satsuki: a free meal at each inn, Edo included; accepted, it is her only meal there."""
    s = play(tokaido.start(("satsuki", "kinko", "umegae")), "move 15")
    assert s.phase == "offer" and "fugu" not in s.notation_for("offer fugu", 1)
    s = s.apply("offer fugu")
    assert s.legal_actions().notations() == ["accept meal", "refuse meal"]
    took = s.apply("accept meal")
    assert took.players[0].meals == ("fugu",) and took.players[0].coins == 2
    assert took.phase == "move" and took.players[0].points[3] == 6
    refusing = play(s, "refuse meal")
    assert refusing.phase == "meal" and refusing.meal_deck[-1] == (("fugu",), 0b001)
    seen: list[TokaidoState] = []
    drive(took, until=lambda x: x.is_terminal(), seen=seen)
    offers = [x.position(0) for x in seen if x.phase == "offer"]
    assert offers == [28, 42, 55]  # every inn, Edo included


def test_tokaido_traveller_satsuki_card():
    """Her card: the top of the meal deck (default) or a random laid-out one ('inn');
    an eaten speciality must be refused."""
    s = play(tokaido.start(("satsuki", "kinko", "umegae")), "move 15")
    assert {str(a) for a, _ in s.chance_outcomes()} == {f"offer {m.id}" for m in data.MEALS}
    inn = play(tokaido.start(("satsuki", "kinko", "umegae"), satsuki_meal="inn"), "move 15")
    assert inn.phase == "meal" and inn.drawing_for == 0
    inn = play(inn, "meal fugu", "meal dango", "meal tofu", "meal udon")
    assert inn.phase == "offer" and {str(a) for a, _ in inn.chance_outcomes()} == {
        "offer fugu", "offer dango", "offer tofu", "offer udon"}
    inn = inn.apply("offer tofu")
    assert inn.layout == ("dango", "fugu", "udon")
    back = inn.apply("refuse meal")
    assert back.phase == "eat" and back.layout == ("dango", "fugu", "tofu", "udon")
    twice = drive(play(tokaido.start(("satsuki", "kinko", "umegae")), "move 15",
                       "offer sushi", "accept meal"), until=lambda x: x.phase == "offer")
    twice = twice.apply("offer sushi")
    refused(twice, "accept meal", "tokaido.inn.no-repeat")
    assert twice.legal_actions().notations() == ["refuse meal"]


def test_tokaido_traveller_mitsukuni():
    """Mitsukuni: +1 per hot spring and per achievement card."""
    s = play(tokaido.start(("mitsukuni", "satsuki", "umegae")), "move 6", "hot spring 2")
    assert s.players[0].points[2] == 2 and s.players[0].points[ABIL] == 1
    end = drive(s, until=lambda x: x.is_terminal())
    pl = end.players[0]
    assert pl.points[ABIL] == len(pl.springs) + len(pl.achievements)


def test_tokaido_traveller_sasayakko():
    """Sasayakko: buying 2 or more, the cheapest is free, but she needs the full price."""
    s = play(tokaido.start(("sasayakko", "satsuki", "umegae")), "move 2", "reveal koma",
             "reveal sake", "reveal ukiyoe")
    assert s.players[0].coins == 5
    assert s.apply("buy sake+ukiyoe").players[0].coins == 5 - 3  # 2 + 3, the 2 free
    assert s.apply("buy ukiyoe").players[0].coins == 2  # alone: full price
    refused(s, "buy koma+sake+ukiyoe", "tokaido.village.buy")  # needs 6 on hand
    assert s.souvenir_cost(0, ["koma", "sake", "ukiyoe"]) == (6, 5)


def test_tokaido_traveller_hirotada():
    """Hirotada: the bank adds a coin to each temple donation; he still needs a coin."""
    s = play(tokaido.start(("hirotada", "satsuki", "umegae")), "move 3", "donate 1")
    pl = s.players[0]
    assert pl.coins == 7 and pl.temple == 2 and pl.points[TEMPLE] == 2


def test_tokaido_traveller_hirotada_always():
    """The bank's coin is given at every temple stop, without a choice."""
    s = play(tokaido.start(("hirotada", "satsuki", "umegae")), "move 3")
    assert s.legal_actions().notations() == ["donate 1", "donate 2", "donate 3"]
    assert s.apply("donate 3").players[0].temple == 4


def test_tokaido_traveller_umegae():
    """Umegae: +1 point and +1 coin at each encounter, before the card."""
    s = play(tokaido.start(("umegae", "satsuki", "kinko")), "move 4")
    assert s.phase == "encounter" and s.players[0].coins == 6 and s.players[0].total == 1
    s = s.apply("encounter kuge")
    assert s.players[0].coins == 9 and s.players[0].points[ABIL] == 1


def test_tokaido_traveller_zenemon():
    """Zen-emon: his most expensive souvenir costs 1 coin."""
    s = play(tokaido.start(("zenemon", "satsuki", "umegae")), "move 2", "reveal koma",
             "reveal sake", "reveal ukiyoe")
    assert s.apply("buy koma+sake+ukiyoe").players[0].coins == 6 - (1 + 2 + 1)
    assert s.apply("buy ukiyoe").players[0].coins == 5
    assert s.souvenir_cost(0, ["koma"]) == (1, 1)


# -- two players ---------------------------------------------------------------------------


def test_tokaido_neutral_setup():
    """A third, neutral pawn joins the random start queue."""
    s = tokaido.new_game(players=2, initiatory=True)
    assert s.phase == "queue" and len(s.chance_outcomes()) == 6
    assert {str(a) for a, _ in s.chance_outcomes()} >= {"departure 2,N,1", "departure N,1,2"}
    s = s.apply("departure N,1,2")
    assert s.mover == 2 and s.pawns == 3


def test_tokaido_neutral_moves():
    """When last, the neutral is moved by the player farthest ahead."""
    s = tokaido.start(("kinko", "satsuki"), departure="N,1,2")
    assert s.mover == 2 and s.current_player() == 1  # Red leads (front of the queue)
    assert s.describe() == "Red to move the neutral traveller"
    refused(s, "move 5", "tokaido.neutral.moves")
    s = s.apply("move neutral 5")
    assert s.position(2) == 5 and s.mover == 0 and s.current_player() == 0


def test_tokaido_neutral_effects():
    """The neutral gets nothing but a temple coin, and at an inn discards a meal at random,
    unseen."""
    s = tokaido.start(("kinko", "satsuki"), departure="N,1,2")
    s = s.apply("move neutral 3")
    assert s.neutral_temple == 1 and all(p.temple == 0 for p in s.players)
    assert all(p.total == 0 and p.coins == data.TRAVELLER_INDEX[p.traveller].coins
               for p in s.players)
    first = play(tokaido.start(("kinko", "satsuki"), departure="N,1,2"), "move neutral 15")
    assert first.phase == "meal" and first.drawing_for == -1
    first = play(first, "meal fugu", "meal dango", "meal tofu")
    assert first.phase == "discard" and first.knowers == 0
    discard = first.parse_action("discard tofu")
    assert {first.notation_for(discard, p) for p in (0, 1)} == {"discard: a meal card, face down"}
    after = first.apply(discard)
    assert after.layout == ("dango", "fugu") and after.meal_deck[-1] == (("tofu",), 0)
    ranked = drive(tokaido.start(("kinko", "satsuki"), departure="N,1,2"), "move neutral 3",
                   "move 4", "encounter kuge", "move neutral 10", "move 17", "donate 1",
                   until=lambda x: x.is_terminal())
    assert ranked.neutral_temple == 2 and [p.temple for p in ranked.players] == [1, 0]
    assert [p.points[BONUS] for p in ranked.players] == [7, 0]  # the neutral took the 10


def test_tokaido_neutral_stops():
    """The neutral stops anywhere free (no coin needed); at a shared inn the first arrival
    leads and moves it."""
    s = tokaido.start(("satsuki", "kinko"), departure="N,1,2")
    s = play(s, "move neutral 2")
    assert s.phase == "move" and s.mover == 0  # a village, and nothing happens
    s = drive(s, "move 15", "offer soba", "refuse meal", "move 15",
              until=lambda x: x.phase == "move" and x.mover == 2)
    assert s.position(0) == s.position(1) == 15 and s.slots[:2] == (1, 2)
    assert s.current_player() == 0  # Blue arrived first, so Blue is ahead
    assert "move neutral 3" in s.legal_actions()  # a temple, without coins


# -- the end -------------------------------------------------------------------------------


def test_tokaido_end_trigger():
    """The game ends when all are at Edo and have eaten; then the end awards."""
    s = four()
    s = drive(s, until=lambda x: sum(x.position(p) == 55 for p in range(4)) == 3
              and x.phase == "move")
    assert not s.is_terminal()
    s = drive(s, until=lambda x: x.is_terminal())
    assert s.is_terminal() and s.scores().final and at_inn(s, 55)
    refused_after = s.check("move 3")
    assert refused_after.rule == "tokaido.action.game-over"


def _end_with(script: list[str], travellers=("kinko", "satsuki", "umegae"), **opts):
    return drive(tokaido.start(travellers, **opts), *script, until=lambda x: x.is_terminal())


def test_tokaido_end_gourmet():
    """Gourmet: highest printed total of meals (Kinko's discount does not lower it)."""
    s = _end_with(["move 15", "meal fugu", "meal dango", "meal tofu", "meal udon",
                   "eat fugu"])
    assert s.players[0].gourmet() == 3 and "gourmet" in s.players[0].achievements
    assert all("gourmet" not in p.achievements for p in s.players[1:])


def test_tokaido_end_bather():
    """Bather: the most hot spring cards."""
    s = _end_with(["move 6", "hot spring 2"])
    assert [len(p.springs) for p in s.players] == [1, 0, 0]
    assert "bather" in s.players[0].achievements


def test_tokaido_end_chatterbox():
    """Chatterbox: the most encounter cards."""
    s = _end_with(["move 4", "encounter kuge"])
    assert "chatterbox" in s.players[0].achievements


def test_tokaido_end_collector():
    """Collector: the most souvenirs (Shokunin's count)."""
    s = _end_with(["move 4", "encounter shokunin", "souvenir koma"])
    assert s.players[0].souvenirs == ("koma",) and "collector" in s.players[0].achievements
    assert "slip" in RULES["tokaido.end.collector"].note_in("en")  # seed 002's slip


def test_tokaido_end_achievement_ties():
    """Every tied traveller gets the card."""
    s = _end_with(["move 4", "encounter kuge", "move 11", "encounter kuge"])
    holders = [p for p, pl in enumerate(s.players) if "chatterbox" in pl.achievements]
    assert holders == [p for p, pl in enumerate(s.players) if len(pl.encounters) == 1]
    assert len(holders) == 2


def test_tokaido_end_no_qualifier():
    """Nobody with a card: nobody gets it (default), or everyone ('everyone')."""
    s = _end_with([])
    assert all("bather" not in p.achievements for p in s.players)
    everyone = _end_with([], empty_achievements="everyone")
    assert all("bather" in p.achievements for p in everyone.players)


def test_tokaido_end_temple_bonus():
    """10/7/4/2 by dense rank of temple coins; 4,4,4,1 gives 10,10,10,7; 0 gives 0."""
    s = _end_with(["move 3", "donate 2", "move 10", "donate 2"],
                  travellers=("kinko", "hirotada", "umegae", "yoshiyasu"))
    temples = [p.temple for p in s.players]
    bonus = [p.points[BONUS] for p in s.players]
    ladder = sorted({t for t in temples if t}, reverse=True)
    assert bonus == [data.TEMPLE_BONUS[min(ladder.index(t), 3)] if t else 0 for t in temples]
    assert max(bonus) == 10


def test_tokaido_end_winner():
    """The most points wins; points are scored as gained."""
    s = _end_with(["move 4", "encounter samurai", "move 11", "encounter kuge"])
    sheet = s.scores()
    assert sheet.final and s.players[0].points[ENC] == 3
    assert sheet.totals == tuple(p.total for p in s.players)
    assert max(sheet.totals) == sheet.totals[0] and sheet.winners == (0,)


def test_tokaido_end_tie_break():
    """Tied on points, more achievement cards wins."""
    from tutor.games.tokaido.state import Player

    s = _end_with([])
    a = Player(achievements=("bather",), points=(0, 0, 0, 0, 0, 0, 3, 0, 0))
    b = Player(points=(0, 0, 3, 0, 0, 0, 0, 0, 0))
    t = s._copy()
    t.players = (a, b, Player())
    assert t.ranks() == (1, 2, 3)
    assert t.scores().winners == (0,) and t.scores().tiebreak == "tokaido.end.tie-break"


def test_tokaido_end_shared_rank():
    """Tied on points and achievements: a shared rank and a shared win."""
    from tutor.games.tokaido.state import Player

    s = _end_with([])
    t = s._copy()
    t.players = (Player(points=(5,) + (0,) * 8), Player(points=(0, 5) + (0,) * 7), Player())
    assert t.ranks() == (1, 1, 3)
    assert t.scores().winners == (0, 1) and t.scores().tiebreak == "tokaido.end.shared-rank"


# -- variants ------------------------------------------------------------------------------


def test_tokaido_variant_initiatory():
    """No tiles, no abilities, 7 coins each."""
    s = tokaido.new_game(players=3, initiatory=True)
    assert s.phase == "queue"
    s = s.apply("departure 1,2,3")
    assert [p.coins for p in s.players] == [7, 7, 7] and all(not p.traveller for p in s.players)
    assert tokaido.start(players=4).players[0].coins == 7


def test_tokaido_variant_initiatory_refuses_a_tile_by_its_own_rule():
    """Choosing a traveller in the Initiatory Journey is refused for the variant's rule at
    every decision of a journey (the answer key of lesson 10's q-no-tile names it, not
    'Choose a traveller'); in the ordinary game a choice out of turn keeps the set-up rule."""
    s = tokaido.new_game(players=3, seed=2, initiatory=True)
    rng = random.Random(2)
    decisions = 0
    while not s.is_terminal():
        if not s.is_chance():
            decisions += 1
            for name in ("kinko", "zenemon"):
                refused(s, f"choose {name}", "tokaido.variant.initiatory")
        s = s.apply(sample_chance(s, rng) if s.is_chance()
                    else rng.choice(list(s.legal_actions())))
    assert decisions > 20
    ordinary = tokaido.start(("kinko", "satsuki", "umegae"))
    refused(ordinary, "choose hirotada", "tokaido.setup.travellers")


def test_tokaido_variant_return_trip():
    """From Edo to Kyoto: Edo is the start, Kyoto the final inn with a meal."""
    s = tokaido.start(("kinko", "satsuki", "umegae"), return_trip=True)
    assert s.position(0) == 55
    assert s.legal_actions().notations()[-1] == "move 54"
    assert s.legal_actions().notations()[0] == "move 42"
    refused(s, "move 28", "tokaido.move.no-passing-inn")
    end = drive(s, until=lambda x: x.is_terminal())
    assert at_inn(end, 1)
    hiro = drive(tokaido.start(("hiroshige", "satsuki", "umegae"), return_trip=True),
                 until=lambda x: x.phase == "panorama")
    assert hiro.position(0) == 42


def test_tokaido_variant_gastronomy():
    """Gastronomy: as many meals as players."""
    assert play(four(gastronomy=True), "move 15").to_draw == 4
    assert play(four(), "move 15").to_draw == 5


SEED_PREPARATIONS = (2, 1, 0, -1, -1)
"""Seed 002's list (準備): coins by place in the Kyoto queue, from its front (who leaves
last): 「排在最上面的玩家起始+2塊錢」, +1, 0, -1, -1."""
ENGINE_ROWS = {2: (-1, 1), 3: (-1, 0, 1), 4: (-1, 0, 1, 2), 5: (-1, -1, 0, 1, 2)}
"""A fan engine's rows, in departure order (option ``preparations_rows="engine"``)."""
PREPARED = ("kinko", "satsuki", "umegae", "hirotada", "zenemon")
"""Travellers with 7, 2, 5, 8 and 6 coins: no purse goes below 0 with any adjustment."""


def _queues(n: int) -> list[str]:
    """Every start queue of ``n`` players (first to leave first; N the 2-player neutral)."""
    seats = [str(p + 1) for p in range(n)] + (["N"] if n == 2 else [])
    return [",".join(q) for q in itertools.permutations(seats)]


def test_tokaido_variant_preparations():
    """4 players: -1, 0, +1, +2 coins in departure order (the rulebook's written example,
    and seed 002's list read from the front of the queue)."""
    s = tokaido.start(("kinko", "satsuki", "umegae", "hirotada"), departure="2,4,1,3",
                      preparations=True)
    assert [p.coins for p in s.players] == [7 + 1, 2 - 1, 5 + 2, 8 + 0]
    plain = tokaido.start(("kinko", "satsuki", "umegae", "hirotada"), departure="2,4,1,3")
    assert [p.coins for p in plain.players] == [7, 2, 5, 8]


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_tokaido_variant_preparations_table(n: int):
    """By default every player count reads seed 002's list place by place from the front of
    the queue, for every queue: the last to leave +2, then +1, 0, -1, -1 (3 players: the
    first to leave keeps his coins; 2 players: +2 and +1, the neutral not counted)."""
    travellers = PREPARED[:n]
    for queue in _queues(n):
        players_out = [int(x) - 1 for x in queue.split(",") if x != "N"]  # departure order
        s = tokaido.start(travellers, departure=queue, preparations=True)
        for i, seat in enumerate(players_out):
            place = n - 1 - i  # 0 = the front of the queue, who leaves last
            want = data.TRAVELLER_INDEX[travellers[seat]].coins + SEED_PREPARATIONS[place]
            assert s.players[seat].coins == want, (queue, seat)


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_tokaido_variant_preparations_table_engine_option(n: int):
    """``preparations_rows="engine"``: the fan engine's rows in departure order, for every
    queue; it differs from the default for 2 and 3 players only."""
    travellers = PREPARED[:n]
    for queue in _queues(n):
        players_out = [int(x) - 1 for x in queue.split(",") if x != "N"]
        s = tokaido.start(travellers, departure=queue, preparations=True,
                          preparations_rows="engine")
        default = tokaido.start(travellers, departure=queue, preparations=True)
        for i, seat in enumerate(players_out):
            want = data.TRAVELLER_INDEX[travellers[seat]].coins + ENGINE_ROWS[n][i]
            assert s.players[seat].coins == want, (queue, seat)
        same = [p.coins for p in s.players] == [p.coins for p in default.players]
        assert same == (n >= 4), queue


def test_tokaido_variant_preparations_table_default_and_values():
    """The default reading is the seed's (``'summary'``); ``'engine'`` is the option; any
    other value is refused by name; a three-player table by hand (issue 20's case)."""
    assert GAME.resolve_options({})["preparations_rows"] == "summary"
    assert RULES["tokaido.variant.preparations-table"].option == "preparations_rows"
    three = tokaido.start(("kinko", "satsuki", "umegae"), departure="3,1,2", preparations=True)
    assert [p.coins for p in three.players] == [7 + 1, 2 + 2, 5 + 0]  # Green leaves first
    two = tokaido.start(("kinko", "satsuki"), departure="N,2,1", preparations=True)
    assert [p.coins for p in two.players] == [7 + 2, 2 + 1]
    assert data.preparations_coins(3) == (0, 1, 2)
    assert data.preparations_coins(2, "engine") == (-1, 1)
    with pytest.raises(ValueError, match="preparations_rows='seed' is not allowed"):
        GAME.new_game(players=3, preparations=True, preparations_rows="seed")
    for bad in (1, 6, "3"):
        with pytest.raises(ValueError, match="players must be 2 to 5"):
            data.preparations_coins(bad)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="rows must be one of summary, engine; got 'x'"):
        data.preparations_coins(3, "x")


def test_tokaido_variant_preparations_table_note():
    """The rule's note records the decision: the seed's list is the default, the engine's
    rows the option, in both languages."""
    note = RULES["tokaido.variant.preparations-table"].note
    assert "preparations_rows='engine'" in note.en and "preparations_rows='engine'" in note.zh
    assert "002_b06c0eb6fbe514ea.txt" in note.en and "排在最上面的玩家起始+2塊錢" in note.zh


# -- the score sheet and the contract ids --------------------------------------------------


def test_tokaido_score_achievements():
    """Achievement cards are worth 3 each, in their own line."""
    s = _paddy_done()
    sheet = s.scores()
    assert sheet.points[0]["achievements"] == 3 and sheet.categories[6].rule == (
        "tokaido.score.achievements")


def test_tokaido_score_abilities():
    """Mitsukuni's and Umegae's extra points are listed apart."""
    s = play(tokaido.start(("umegae", "mitsukuni", "kinko")), "move 4", "encounter kuge",
             "move 6", "hot spring 3")
    sheet = s.scores()
    assert sheet.points[0]["abilities"] == 1 and sheet.points[1]["abilities"] == 1
    assert sheet.points[1]["hot_springs"] == 3


def test_tokaido_action_notation():
    """Garbage is a notation error; round trips of every kind of action."""
    s = four()
    for bad in ("", "move", "move 56", "move 0", "buy koma+koma", "buy vase", "donate 0",
                "eat pizza", "departure 1,1,2,3", "departure 1,2,N,3", "keep", "fly"):
        verdict = s.check(bad)
        assert not verdict and verdict.rule == "tokaido.action.notation", bad
    for text in ("move 12", "move neutral 3", "buy koma+sake", "buy nothing", "donate 2",
                 "keep kuge", "panorama sea", "no panorama", "accept meal", "refuse meal",
                 "eat taimeshi", "no meal", "reveal koma", "hot spring 3", "encounter miko",
                 "souvenir geta", "offer soba", "meal soba", "discard soba", "deal kinko",
                 "choose kinko", "departure 3,1,2,4", "departure 2,N,1"):
        a = s.parse_action(text)
        assert str(a) == text and a.validate() is a
    assert str(s.parse_action("  BUY  sake+koma ")) == "buy koma+sake"
    with pytest.raises(NotationError):
        tokaido.TokaidoAction("buy", "koma+koma").validate()
    for bad in (tokaido.TokaidoAction("fly", "x"), tokaido.TokaidoAction("move", 12),
                tokaido.TokaidoAction("move", "99"), tokaido.TokaidoAction("departure", "1,1")):
        verdict = s.check(bad)
        assert not verdict and verdict.rule == "tokaido.action.notation"
    hand_made = tokaido.TokaidoAction("buy", "sake+koma")
    assert str(hand_made) == "buy koma+sake" and hand_made == s.parse_action("buy koma+sake")


def test_tokaido_action_game_over():
    """Nothing is legal once the journey is over."""
    s = _end_with([])
    assert s.legal_actions().notations() == []
    assert s.check("move 3").rule == "tokaido.action.game-over"


def test_tokaido_action_chance_outcome():
    """Only a card that can be on top may be forced; decisions cannot force draws."""
    s = play(four(), "move 2")
    assert s.current_player() == CHANCE
    assert not s.check("buy nothing")
    s = play(s, "reveal koma")
    v = s.check("reveal koma")
    assert not v and v.rule == "tokaido.action.chance-outcome"
    m = four()
    v = m.check("reveal koma")
    assert not v and v.rule == "tokaido.action.chance-outcome"
    under = play(four(), "move 2", "reveal koma", "reveal sake", "reveal geta", "buy geta",
                 "move 9")
    v = under.check("reveal sake")
    assert not v and "under the deck" in v.reason and "牌堆底下" in v.in_lang("zh-Hant")
    assert "no Geta" in under.check("reveal geta").reason
    assert "木屐" in under.check("reveal geta").reason_zh


CHINESE_NAME = re.compile(r"^[\u4e00-\u9fff]{2,4}$")


def romanised_misplaced(text: str) -> list[str]:
    """The romanised traveller names of a Chinese ``text`` that do not stand right after
    their Chinese name (「琴古（Kinko）」, or 「琴古 Kinko」 on the board), or stand there more
    than once. A quotation of the Chinese rules summary (「當Satsuki到達旅店…」) keeps its
    words: text inside 「」 that holds no Chinese traveller name is left out."""
    text = re.sub(r"「[^「」]*」", lambda m: m.group(0) if any(
        t.zh in m.group(0) for t in data.TRAVELLERS) else "「」", text)
    out = []
    for t in data.TRAVELLERS:
        places = [m.start() for m in re.finditer(re.escape(t.name), text)]
        beside = [i for i in places if text[:i].endswith((f"{t.zh}（", f"{t.zh} "))]
        if len(beside) < len(places) or len(beside) > 1:
            out.append(t.name)
    return out


def test_tokaido_traveller_names():
    """Each traveller has a Chinese name (its Japanese name's kanji, two to four
    characters, each its own); every Chinese text names a traveller by it, with the
    romanised name beside it once: the move words, refusals, the board's tiles, pawns and
    panels, the rule registry, the options, the lessons and the class plan."""
    from game_texts import game_texts

    names = [t.zh for t in data.TRAVELLERS]
    assert all(CHINESE_NAME.match(n) for n in names) and len(set(names)) == len(names)
    assert romanised_misplaced("選擇浪人琴古（Kinko），琴古有七塊錢") == []
    assert romanised_misplaced("選擇浪人 Kinko") == ["Kinko"]
    assert romanised_misplaced("琴古（Kinko）和琴古（Kinko）") == ["Kinko"]
    assert romanised_misplaced("摘要：「當Satsuki到達旅店」") == []
    s = tokaido.new_game(players=3, seed=4)  # Blue chooses Chuubei or Hirotada
    for a in s.legal_actions():
        zh = s.words_for(a, 0, "zh-Hant")
        t = data.TRAVELLER_INDEX[a.name]
        assert zh == f"選擇{t.title.zh}{t.zh}（{t.name}）", zh
        assert not romanised_misplaced(zh)
    svg = str(s.render(viewer=0, lang="zh-Hant"))
    assert "忠兵衛 Chuubei · 信差" in svg and "廣忠 Hirotada · 祭司" in svg
    assert RULES["tokaido.traveller.names"].assumption
    trip = play(tokaido.start(("satsuki", "kinko", "zenemon")), "move 15")
    for text in [trip.check("choose hiroshige").in_lang("zh-Hant"),
                 *re.findall(r"(?:<title>|<text[^>]*>)([^<]*)",
                             str(trip.render(viewer=0, lang="zh-Hant")))]:
        assert not romanised_misplaced(text), text
    wrong = [f"{where}: {romanised_misplaced(text.zh)}: {text.zh[:60]}"
             for where, text in game_texts("tokaido") if romanised_misplaced(text.zh)]
    assert not wrong, "\n".join(wrong)


def test_every_rule_has_a_test():
    """Every registered rule id has a test function named after it in this module."""
    module = sys.modules[__name__]
    missing = [
        rule_id for rule_id in RULES.ids()
        if not callable(getattr(module, "test_" + rule_id.replace(".", "_").replace("-", "_"),
                                None))
    ]
    assert not missing, f"rules without a test: {missing}"
    assert len(RULES) >= 76 and tokaido.RULES is RULES


def test_seed_disagreements_are_noted():
    """Where seed 002 (the Chinese rules summary) and the official rules differ, the rule
    says so, naming the summary as learners see it: by its file name."""
    for rule_id in ("tokaido.end.collector", "tokaido.traveller.satsuki"):
        rule = RULES[rule_id]
        assert "seed 002" in " ".join(rule.sources)
        en, zh = rule.note_in("en"), rule.note_in("zh-Hant")
        assert "Chinese rules summary (002_b06c0eb6fbe514ea.txt)" in en and "official" in en
        assert "中文規則摘要（002_b06c0eb6fbe514ea.txt）" in zh and "官方規則" in zh


def test_notes_in_both_languages():
    """Every note (assumptions, seed disagreements) exists in English and Chinese."""
    for rule in RULES:
        if rule.note:
            assert rule.note_in("en").strip() and rule.note_in("zh-Hant").strip(), rule.id
            assert rule.note_in("en") != rule.note_in("zh-Hant"), rule.id


def test_bad_saves_name_the_field():
    """A mutated save is a BadSave naming what is wrong."""
    doc = json.loads(four().to_json())
    doc["state"]["travellers"][1]["coins"] = "many"
    with pytest.raises(BadSave, match=r"state.travellers\[1\].coins"):
        GAME.from_json(json.dumps(doc))


def test_tokaido_action_notation_departure_ascii_digits():
    """A start queue written with superscript or other non-ASCII digits is refused as
    notation (it raised ValueError from int()); the same queue in ASCII digits is read."""
    s = tokaido.new_game(players=4, initiatory=True)
    assert s.phase == "queue" and s.check("departure 3,2,4,1")
    for bad in ("departure ³,2,⁴,1", "departure ３,２,４,１", "departure ٣,2,4,1",
                "departure ₃,₂,₄,₁", "departure ③,2,4,1", "departure 3,2,4,𝟏"):
        with pytest.raises(NotationError, match="start queue"):
            s.parse_action(bad)
        assert s.check(bad).rule == "tokaido.action.notation"
        with pytest.raises(NotationError):
            s.apply(bad)
