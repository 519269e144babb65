"""Why a Tokaido action is illegal: the rule it breaks, in English and Traditional Chinese.

:meth:`TokaidoState.check` answers an action from the list of legal actions when it can;
any other action comes here, to be explained (``None``: it is legal after all). The
property tests check that this module and the legal-action generator agree: every action
is either legal or explained. A chance outcome that cannot be forced is explained by
:func:`chance_refusal`.

>>> from tutor.games import tokaido
>>> s = tokaido.start(("kinko", "satsuki"))
>>> v = s.check("move 20")
>>> v.rule
'tokaido.move.no-passing-inn'
>>> v.reason
'you would pass the first inn: everyone stops at every inn'
>>> v.in_lang("zh-Hant")
'你會越過第一個旅店：每個旅店都要停'
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.lang import Text
from . import data
from .state import _CHANCE_KINDS, _PAN_INDEX, _PHASE_KIND
from .words import CHANCE_WORDS, DECISION_WORDS, card_name, kind_words

if TYPE_CHECKING:
    from .state import TokaidoAction, TokaidoState

Problem = tuple[str, Text]
"""A rule id and the reason in both languages."""

_PHASE_OF = {"choose": "choose", "move": "move", "neutral": "move", "buy": "buy",
             "donate": "donate", "keep": "keep", "panorama": "panorama",
             "no-panorama": "panorama", "accept": "accept", "refuse": "accept", "eat": "eat",
             "no-meal": "eat"}
"""The phase in which each kind of decision is taken."""


def problem(s: TokaidoState, a: TokaidoAction) -> Problem | None:
    """None when ``a`` is legal in ``s``, else (rule id, reason in both languages)."""
    k, phase = a.kind, s.phase
    if k in _CHANCE_KINDS:
        return ("tokaido.action.chance-outcome",
                Text("only chance decides that: it is a draw, not a decision",
                     "這由機運決定：是抽牌，不是玩家的決定"))
    if k == "choose" and s.opts["initiatory"]:
        return ("tokaido.variant.initiatory",
                Text("the Initiatory Journey has no traveller tiles to choose",
                     "啟蒙之旅沒有旅行者板塊可選"))
    want = _PHASE_OF.get(k)
    if want != phase:
        return wrong_phase(k, phase)
    seat = s.actor
    pl = s.players[seat]
    if phase == "choose":
        if a.name not in pl.dealt:
            tile = card_name(k, a.name)
            return ("tokaido.setup.travellers",
                    Text(f"{tile.en} is not one of your two dealt tiles",
                         f"{tile.zh} 不是發給你的兩個板塊之一"))
        return None
    if phase == "move":
        return _move_problem(s, a)
    if phase == "buy":
        return _buy_problem(s, seat, a)
    if phase == "donate":
        k_coins = int(a.name)
        if k_coins > pl.coins:
            return ("tokaido.temple.donate",
                    Text(f"you have {pl.coins} coin(s); you cannot donate {k_coins}",
                         f"你只有 {pl.coins} 塊錢，不能捐 {k_coins} 塊"))
        return None
    if phase == "keep":
        if a.name not in s.drawn:
            card = card_name(k, a.name)
            return ("tokaido.traveller.yoshiyasu",
                    Text(f"{card.en} is not one of the two cards you drew",
                         f"{card.zh} 不是你抽到的兩張之一"))
        return None
    if phase == "panorama":
        if k == "no-panorama":
            return None
        if pl.complete(a.name):
            return ("tokaido.panorama.one-per-type",
                    Text(f"your {a.name} panorama is complete",
                         f"你的{kind_words(a.name, 'zh-Hant')}已經完成"))
        return None
    if phase == "accept":
        if k == "accept" and s.offered in pl.meals:
            meal = card_name("offer", s.offered)
            return ("tokaido.inn.no-repeat",
                    Text(f"you have already eaten {meal.en}", f"你已經吃過{meal.zh}"))
        return None
    if phase == "eat":
        if k == "no-meal":
            return None
        meal = card_name(k, a.name)
        if a.name not in s.layout:
            return ("tokaido.inn.one-meal",
                    Text(f"{meal.en} is not among the meals at this inn",
                         f"這個旅店沒有{meal.zh}"))
        if a.name in pl.meals:
            return ("tokaido.inn.no-repeat",
                    Text(f"you have already eaten {meal.en}", f"你已經吃過{meal.zh}"))
        price = s.meal_price(seat, a.name)
        if price > pl.coins:
            return ("tokaido.inn.one-meal",
                    Text(f"{meal.en} costs {price} coin(s); you have {pl.coins}",
                         f"{meal.zh}要 {price} 塊錢，你只有 {pl.coins} 塊"))
        return None
    return ("tokaido.action.notation", Text(f"unknown action {a!r}", f"未知的行動 {a!r}"))


def stop_problem(s: TokaidoState, pawn: int, t: int) -> Problem | None:
    """Why ``pawn`` may not stop at step ``t`` of the route (None if it may). The stop is
    named by what it is (「那個村莊」), an inn by its name, never by its number."""
    route = s.route
    at = s.steps[pawn]
    kind = route.kinds[t]
    that = _that(route.spaces[t - 1].number, kind)
    if t <= at:
        return ("tokaido.move.forward",
                Text(f"{that.en} is not ahead of you: travellers only move forward",
                     f"{that.zh}不在你前方：旅行者只能往前走"))
    inn = route.next_inn[at]
    if t > inn:
        name = data.INN_NAMES[route.spaces[inn - 1].number]
        return ("tokaido.move.no-passing-inn",
                Text(f"you would pass {name.en}: everyone stops at every inn",
                     f"你會越過{name.zh}：每個旅店都要停"))
    if kind != "inn":
        here = s.steps.count(t)
        cap = s.capacity(t)
        if here >= cap:
            if cap == 1 and route.spaces[t - 1].double:
                return ("tokaido.move.double-spaces",
                        Text(f"{that.en} is taken; its side place is used only with 4 or 5 "
                             f"players",
                             f"{that.zh}已經有人；第二個空位只有 4 或 5 人時才使用"))
            return ("tokaido.move.free-space",
                    Text(f"{that.en} is full", f"{that.zh}已經滿了"))
    if pawn == s.n:
        return None
    pl = s.players[pawn]
    if kind == "village" and pl.coins < 1:
        return ("tokaido.village.needs-coin",
                Text("you need at least 1 coin to stop at a village",
                     "最少要有一塊錢才可以停在村莊"))
    if kind == "temple" and pl.coins < 1:
        return ("tokaido.temple.needs-coin",
                Text("you need a coin to donate at a temple",
                     "要有錢才能停在寺廟捐獻"))
    if kind in _PAN_INDEX and pl.complete(kind):
        return ("tokaido.panorama.one-per-type",
                Text(f"your {kind} panorama is complete: you may not stop there",
                     f"你的{kind_words(kind, 'zh-Hant')}已經完成，不能停在這裡"))
    return None


def _that(number: int, kind: str) -> Text:
    """The stop a refusal is about, as the learner who clicked it reads it: 「那個村莊」,
    "that village"; an inn by its name.

    >>> _that(9, "village"), _that(15, "inn").zh
    (Text(en='that village', zh='那個村莊'), '第一個旅店')
    """
    if kind == "inn":
        return data.INN_NAMES[number]
    place = "位置" if kind == "encounter" else ""  # 「那個邂逅位置」: an encounter is a stop
    return Text(f"that {kind_words(kind, 'en')}", f"那個{kind_words(kind, 'zh-Hant')}{place}")


def wrong_phase(kind: str, phase: str) -> Problem:
    """The verdict for a decision that does not fit the present step."""
    now = DECISION_WORDS.get(phase)
    if phase == "over":
        return ("tokaido.action.game-over", Text("the journey is over", "旅程已經結束"))
    rule = {"choose": "tokaido.setup.travellers", "move": "tokaido.move.rearmost",
            "neutral": "tokaido.neutral.moves", "buy": "tokaido.village.buy",
            "donate": "tokaido.temple.donate", "keep": "tokaido.traveller.yoshiyasu",
            "panorama": "tokaido.panorama.may-decline",
            "no-panorama": "tokaido.panorama.may-decline",
            "accept": "tokaido.traveller.satsuki", "refuse": "tokaido.traveller.satsuki",
            "eat": "tokaido.inn.one-meal", "no-meal": "tokaido.inn.one-meal"}[kind]
    if now is None:
        return (rule, Text("a draw must happen first", "必須先抽牌"))
    return (rule, Text(f"that is not the step now: the player is to {now.en}",
                       f"現在不是這個步驟：玩家要{now.zh}"))


def chance_refusal(s: TokaidoState, a: TokaidoAction) -> Text:
    """Why chance outcome ``a`` cannot be forced in ``s``: a card no longer in the deck, a
    card put under the deck (the cards above it come first), no such card left, or another
    draw."""
    phase, k, name = s.phase, a.kind, a.name
    event = CHANCE_WORDS[phase]
    card = card_name(k, name)
    if k != _PHASE_KIND.get(phase):
        return Text(f"{event.en}: only that can happen now", f"{event.zh}：現在只能發生這件事")
    if phase in ("reveal", "souvenir", "meal", "encounter") or (
            phase == "offer" and s.opts["satsuki_meal"] == "deck"):
        deck = {"reveal": s.souvenir_deck, "souvenir": s.souvenir_deck,
                "encounter": s.encounter_deck}.get(phase, s.meal_deck)
        if any(name in cards for cards, _ in deck):
            return Text(f"{card.en} is under the deck: the cards above it come first",
                        f"{card.zh}在牌堆底下：上面的牌要先抽完")
        return Text(f"no {card.en} card is left in the deck", f"牌堆裡已經沒有{card.zh}")
    if phase in ("offer", "discard"):
        return Text(f"no {card.en} card is laid out at this inn",
                    f"這個旅店沒有擺出{card.zh}")
    if phase == "hotspring":
        return Text(f"no hot spring card worth {name} is left",
                    f"已經沒有價值 {name} 分的溫泉卡")
    if phase == "deal":
        return Text(f"the {card.en} tile has been dealt already", f"{card.zh} 板塊已經發出")
    return Text(f"the queue lists each of the {s.pawns} travellers once",
                f"起始順序要把 {s.pawns} 位旅行者各列一次")


def _move_problem(s: TokaidoState, a: TokaidoAction) -> Problem | None:
    pawn = s.mover
    neutral = pawn == s.n
    if neutral != (a.kind == "neutral"):
        if neutral:
            return ("tokaido.neutral.moves",
                    Text("the neutral traveller is last: move it, not your own",
                         "中立旅行者在最後面：要移動的是它，不是你的旅行者"))
        return ("tokaido.move.rearmost",
                Text("your own traveller is last and must move, not the neutral one",
                     "你的旅行者在最後面，要移動的是它，不是中立旅行者"))
    return stop_problem(s, pawn, s.route.step_of[int(a.name)])


def _buy_problem(s: TokaidoState, seat: int, a: TokaidoAction) -> Problem | None:
    cards = a.name.split("+") if a.name else []
    for c in cards:
        if c not in s.shown:
            card = card_name("buy", c)
            return ("tokaido.village.buy",
                    Text(f"{card.en} is not among the souvenirs revealed here",
                         f"這裡翻開的紀念品中沒有{card.zh}"))
    need, _paid = s.souvenir_cost(seat, cards)
    coins = s.players[seat].coins
    if need > coins:
        return ("tokaido.village.buy",
                Text(f"that costs {need} coin(s); you have {coins}",
                     f"這要 {need} 塊錢，你只有 {coins} 塊"))
    return None
