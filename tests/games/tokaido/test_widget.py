"""Tokaido in the widget: clicks are messages that go through Match.play; a village is two
clicks (select souvenirs, then buy); a refused destination names its rule in the status;
a seat's view hides other seats' cards in the log."""

from __future__ import annotations

import pytest

pytest.importorskip("anywidget")

from tutor.core import Match  # noqa: E402
from tutor.games import tokaido  # noqa: E402
from tutor.widget import GameWidget  # noqa: E402


def click(w: GameWidget, action: str) -> None:
    w._on_custom_msg(w, {"type": "action", "action": action, "cursor": w._match.cursor}, [])


def pick(w: GameWidget, target: str) -> None:
    w._on_custom_msg(w, {"type": "target", "target": target, "cursor": w._match.cursor}, [])


def test_click_a_destination_and_buy_two_souvenirs():
    """Move by clicking, force the draws, select two souvenirs, buy them."""
    m = Match(tokaido.start(("kinko", "satsuki", "umegae")), auto_chance=False)
    w = GameWidget(m)
    click(w, "move 2")
    assert m.state.phase == "reveal"
    for card in ("koma", "sake", "geta"):
        m.play(f"reveal {card}")
    pick(w, "souvenir-koma")
    pick(w, "souvenir-sake")
    assert w.selection == {"buy": ["koma", "sake"]}
    assert 'data-action="buy koma+sake"' in w.svg
    click(w, "buy koma+sake")
    assert m.state.players[0].souvenirs == ("koma", "sake") and w.selection == {}


def test_refused_destination_names_its_rule():
    """Clicking past the inn is refused; the status names the rule; nothing changes."""
    m = Match(tokaido.start(("kinko", "satsuki", "umegae")))
    w = GameWidget(m)
    before = m.state.to_json()
    click(w, "move 20")
    assert w.status_kind == "error" and "tokaido.move.no-passing-inn" in w.status
    assert m.state.to_json() == before


def test_seat_view_hides_the_inns_meals():
    """Seen from Red's seat, Blue's meal cards are not on the board."""
    m = Match(tokaido.start(("kinko", "zenemon", "umegae")), auto_chance=False)
    w = GameWidget(m, viewer=1)
    m.play("move 15")
    for meal in ("fugu", "unagi", "tofu", "sashimi"):
        m.play(f"meal {meal}")
    assert "Fugu" not in w.svg and "fugu" not in w.svg
    assert "fugu" in GameWidget(m).svg  # the teacher's view
