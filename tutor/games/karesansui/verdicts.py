"""Why a Karesansui action is illegal: the rule it breaks, in English and Traditional Chinese.

:meth:`KaresansuiState.check` answers a legal action from the list of legal actions; only an
action that is not legal comes here, to be explained. The property tests check that this
module and the legal-action generator agree: every action is either legal or explained.

>>> from tutor.games import karesansui
>>> s = karesansui.new_game(players=3, seed=2)
>>> v = s.check("zazen")
>>> v.rule, v.reason
('karesansui.turn.two-parts', 'first draw a tile (part one), then do part two')
>>> v.in_lang("zh-Hant")
'須先抽取板塊（前行動），再進行後行動'
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.lang import Text
from .data import (
    BOAT,
    CELLS,
    COLS,
    COUNTER_CARDS,
    DESIGN_INDEX,
    DESIGNS,
    GARDENER_INDEX,
    NEIGHBOURS,
    ORIENTED,
    SEAT_NAMES,
    SEAT_NAMES_ZH,
    STONE_INDEX,
    STONE_KINDS,
    VIRTUE_MAX,
    cell_words,
)

if TYPE_CHECKING:
    from .state import KaresansuiAction, KaresansuiState

Problem = tuple[str, Text]
T = Text


def _cell(cell: int) -> Text:
    """A space of the garden in words: 「上排第 2 格」 (never the notation's ``b1``)."""
    return T(cell_words(cell, "en"), cell_words(cell, "zh-Hant"))


def _tile(design: int) -> Text:
    """A tile design by its pattern: 「S 形波紋」板塊 (never the notation's ``G02``)."""
    from .words import tile_name

    return T(tile_name(DESIGNS[design].id, "en"), tile_name(DESIGNS[design].id, "zh-Hant"))


def _named(name: str) -> Text:
    """A design named in an action (its notation id), in words; an id the data lacks stays
    as written (the notation parser refuses those before any verdict)."""
    return _tile(DESIGN_INDEX[name]) if name in DESIGN_INDEX else T(name, name)


def _gardener(card: str) -> Text:
    """A gardener by his Chinese name (with the romanised name beside it in English)."""
    from .words import gardener_name

    return T(gardener_name(card, "en"), gardener_name(card, "zh-Hant"))

_PART_ONE = ("karesansui.turn.two-parts",
             T("first draw a tile (part one), then do part two",
               "須先抽取板塊（前行動），再進行後行動"))
_DECIDE = ("karesansui.turn.two-parts",
           T("first decide about the tile you drew: place, gift, discard or store it",
             "須先決定剛抽取的板塊：配置、讓渡、廢棄或保管"))
_DRAWN = ("karesansui.turn.two-parts",
          T("you have already drawn this turn", "本回合已經抽取過板塊"))
_COMPLETE = ("karesansui.end.complete-garden",
             T("your garden is complete: you play only part two",
               "你的庭園已完成：只進行後行動"))


_SNATCHED = ("karesansui.snatch.part-one-over",
             T("your drawn tile was snatched: part one is over, go on with part two",
               "你抽取的板塊被強奪了：前行動結束，請進行後行動"))


def _drawn(s: KaresansuiState) -> Problem:
    """Why part one is over: the garden is complete, the drawn tile was snatched, or it was
    drawn and dealt with."""
    if -1 not in s.gardens[s.turn]:
        return _COMPLETE
    return _SNATCHED if s.snatched else _DRAWN


def problem(s: KaresansuiState, a: KaresansuiAction) -> Problem:
    """The rule ``a`` breaks in ``s`` and why (``a`` is known not to be legal)."""
    k = a.kind
    if k in ("deal-garden", "reveal", "deal-gardener", "tile"):
        return ("karesansui.action.chance-outcome",
                T("only chance decides that", "只能由機運決定"))
    phase = s.phase
    who, owner = _seat(s, s.actor), _seat(s, s.turn)
    if phase == "snatch":
        return ("karesansui.snatch.priority",
                T(f"{who.en} must first say whether to snatch the tile {owner.en} is placing "
                  f"(Snatch or Let it go)",
                  f"{who.zh}須先決定是否強奪{owner.zh}正在配置的板塊（「強奪」或「放棄強奪」）"))
    if phase == "guard":
        snatcher = _seat(s, s.queue[0])
        if k == "use" and a.name not in COUNTER_CARDS:
            card = _gardener(a.name)
            return ("karesansui.gardener.counter-snatch",
                    T(f"only a counter card (重森三玲, Shigemori Mirei) answers a snatch, not "
                      f"{card.en}",
                      f"只有反制卡（重森三玲）可以回應強奪，{card.zh}不行"))
        if k == "use":
            return ("karesansui.gardener.counter-snatch",
                    T("only the player whose tile is snatched may play 重森三玲 (Shigemori "
                      "Mirei), if they hold it; otherwise Allow snatch",
                      "只有板塊被強奪的玩家可以打出重森三玲（若持有）；否則請按「允許強奪」"))
        return ("karesansui.gardener.counter-snatch",
                T(f"{who.en} must first answer {snatcher.en}'s snatch (Allow snatch, or the "
                  f"card 重森三玲 (Shigemori Mirei) for one who holds it)",
                  f"{who.zh}須先回應{snatcher.zh}的強奪（「允許強奪」，或持有重森三玲時使用"
                  f"這張卡）"))
    if phase == "ask":
        return ("karesansui.gift.ask",
                T(f"{who.en} must first say whether to ask for {owner.en}'s gift "
                  f"(Ask for gift or Do not ask)",
                  f"{who.zh}須先決定是否請求{owner.zh}讓渡（「請求讓渡」或「不請求」）"))
    if phase == "give":
        if k == "give":
            return ("karesansui.gift.ask",
                    T(f"{_seat(s, a.num).en} did not ask for the tile",
                      f"{_seat(s, a.num).zh}沒有請求這個板塊")
                    if a.num < s.n else
                    T(f"there is no player {SEAT_NAMES[a.num]}", f"沒有{SEAT_NAMES_ZH[a.num]}"))
        return ("karesansui.gift.ask",
                T("choose who receives the gift (a Gift to ... button)",
                  "須選擇讓渡對象（按「讓渡給……」）"))
    if phase == "receive":
        if k == "place":
            return _tile_problem(s, a, s.pending, "karesansui.gift.receiver-places")
        tile = _tile(s.pending)
        return ("karesansui.gift.receiver-places",
                T(f"{who.en} must first place the tile received ({tile.en})",
                  f"{who.zh}須先配置取得的{tile.zh}"))
    if phase == "monk-off":
        if k == "monk":
            return _monk_problem(s, a, "karesansui.stone.monk-moves-off")
        return ("karesansui.stone.monk-moves-off",
                T("first move your monk off the stone you placed",
                  "須先將禪宗僧侶移離剛放置的石頭"))
    if phase.startswith("g-"):
        return _gardener_problem(s, a)
    if k == "allow":
        return ("karesansui.gardener.counter-snatch",
                T("nobody is snatching a tile of yours now", "目前沒有人強奪你的板塊"))
    if k in ("snatch", "let"):
        return ("karesansui.snatch.when",
                T("nobody is placing a tile that could be snatched now",
                  "目前沒有可以強奪的板塊配置"))
    if k in ("ask", "no-ask", "give"):
        return ("karesansui.gift.ask", T("no tile is offered as a gift now", "目前沒有讓渡的板塊"))
    if k in ("drop", "take", "done"):
        return ("karesansui.gardener.tiles",
                T("that is done only while carrying out a gardener card",
                  "只有執行庭園大師卡時才能這麼做"))
    if k == "draw":
        if phase != "start":
            return _drawn(s) if s.after else _DECIDE
        return ("karesansui.draw.any-stack",
                T(f"stack {a.num} is empty", f"第 {a.num} 疊板塊已抽完"))
    if k == "stored":
        return _stored_problem(s, a)
    if k == "place":
        if phase == "start":
            return _PART_ONE if s.storage[s.turn] < 0 else (
                "karesansui.store.place-later",
                T("to place your stored tile, click it in your storage space, then a space "
                  "of the garden; otherwise draw a tile first",
                  "要配置暫存區的板塊，先點暫存區裡的板塊，再點庭園的位置；否則須先抽取板塊"))
        if phase == "part2":
            return _drawn(s)
        if DESIGN_INDEX[a.name] != s.drawn:
            drawn, named = _tile(s.drawn), _named(a.name)
            return ("karesansui.draw.any-stack",
                    T(f"you drew {drawn.en}, not {named.en}",
                      f"你抽到的是{drawn.zh}，不是{named.zh}"))
        return _tile_problem(s, a, s.drawn, "karesansui.place.adjacent")
    if k in ("offer", "discard", "store"):
        if phase != "choice":
            return _PART_ONE if phase == "start" else _drawn(s)
        if k == "store":
            stored = _tile(s.storage[s.turn])
            return ("karesansui.store.one-space",
                    T(f"your storage space already holds {stored.en}",
                      f"暫存區已有{stored.zh}"))
        if s.end_triggered():
            word = T("gift", "讓渡") if k == "offer" else T("discard", "廢棄")
            return ("karesansui.end.restrictions",
                    T(f"a garden is complete: nobody may {word.en} any more",
                      f"已有庭園完成：不能再{word.zh}"))
        if k == "discard":
            return ("karesansui.discard.virtue",
                    T("you have no virtue to lose: a discard costs 1",
                      "沒有德行可以損失：廢棄須損失 1 點"))
        if s.offered:
            return ("karesansui.gift.ask",
                    T("nobody asked for this tile: place, discard or store it",
                      "沒有人請求這個板塊：請配置、廢棄或保管"))
        return ("karesansui.gift.ask",
                T("every other garden is complete: nobody can take a gift",
                  "其他庭園都已完成：沒有人能接受讓渡"))
    # part two: zazen, monk, stone, use
    if phase != "part2":
        return _PART_ONE if phase == "start" else _DECIDE
    if k == "monk":
        return _monk_problem(s, a, "karesansui.monk.move")
    if k == "stone":
        return _stone_problem(s, a, "normal")
    if k == "use":
        return _use_problem(s, a)
    return ("karesansui.action.notation", T(f"unknown action {a!r}", f"未知的行動 {a!r}"))


def _seat(s: KaresansuiState, seat: int) -> Text:
    return Text(SEAT_NAMES[seat], SEAT_NAMES_ZH[seat])


def _cell_problem(s: KaresansuiState, seat: int, cell: int, rule: str) -> Problem:
    """Why no tile may go on ``cell`` of ``seat``'s garden now."""
    garden = s.gardens[seat]
    name = _cell(cell)
    if -1 not in garden:
        return ("karesansui.end.complete-garden",
                T("the garden is complete (15 tiles)", "庭園已完成（15 個板塊）"))
    if garden[cell] >= 0:
        return ("karesansui.place.adjacent",
                T(f"{name.en} already holds a tile", f"{name.zh}已有板塊"))
    if garden.count(-1) == CELLS:
        return ("karesansui.place.first-tile",
                T("the first tile goes in the top-left or the bottom-left space",
                  "第 1 個板塊須放在左上方或左下方的位置"))
    if not any(garden[nb] >= 0 for nb in NEIGHBOURS[cell]):
        new_row = cell % COLS == 0 and s.opts["placement"] == "left-to-right"
        return ("karesansui.place.new-row" if new_row else "karesansui.place.adjacent",
                T(f"{name.en} is not next to a tile of the garden",
                  f"{name.zh}沒有與庭園中的板塊相鄰"))
    if cell % COLS and garden[cell - 1] < 0:
        left = _cell(cell - 1)
        return ("karesansui.place.adjacent",
                T(f"tiles extend from left to right, each row from the left with no gap: "
                  f"{left.en} is still empty",
                  f"板塊須從左至右延伸，每排從最左邊開始、不留間隔：{left.zh}還是空的"))
    return (rule, T(f"no tile can go on {name.en}",
                    f"{name.zh}不能放置板塊"))  # pragma: no cover


def _tile_problem(s: KaresansuiState, a: KaresansuiAction, d: int, rule: str) -> Problem:
    if DESIGN_INDEX[a.name] != d:
        tile, named = _tile(d), _named(a.name)
        return (rule, T(f"the tile to place is {tile.en}, not {named.en}",
                        f"要配置的是{tile.zh}，不是{named.zh}"))
    return _cell_problem(s, s.actor, a.cell, rule)


def _stored_problem(s: KaresansuiState, a: KaresansuiAction) -> Problem:
    t = s.turn
    stored = s.storage[t]
    if stored < 0:
        return ("karesansui.store.one-space",
                T("your storage space is empty", "暫存區沒有板塊"))
    if DESIGN_INDEX[a.name] != stored:
        tile, named = _tile(stored), _named(a.name)
        return ("karesansui.store.place-later",
                T(f"your stored tile is {tile.en}, not {named.en}",
                  f"暫存區的是{tile.zh}，不是{named.zh}"))
    if s.stored_now:
        return ("karesansui.store.place-later",
                T("a tile stored this turn waits for your next turn",
                  "本回合保管的板塊須等到下一回合"))
    if s.phase == "choice":
        return ("karesansui.store.place-later",
                T("the stored tile is placed before or after part one, not during it: decide "
                  "about the drawn tile first",
                  "暫存區的板塊在前行動之前或之後配置，不能在進行中：須先決定剛抽取的板塊"))
    return _cell_problem(s, t, a.cell, "karesansui.place.adjacent")


def _monk_problem(s: KaresansuiState, a: KaresansuiAction, rule: str) -> Problem:
    seat = s.actor
    monk = s.monks[seat]
    name = _cell(a.cell)
    if monk < 0:
        return ("karesansui.monk.move",
                T("your monk is beside the garden until you lay a tile",
                  "禪宗僧侶在放置板塊前位於庭園旁"))
    if s.gardens[seat][a.cell] < 0:
        return ("karesansui.monk.move",
                T(f"{name.en} holds no tile: the monk moves only onto tiles",
                  f"{name.zh}沒有板塊：禪宗僧侶只能移到板塊上"))
    if a.cell == monk:
        return (rule, T("the monk must move one step", "禪宗僧侶須移動 1 格"))
    at = _cell(monk)
    return ("karesansui.monk.move",
            T(f"{name.en} is not one step up, down, left or right of the monk (on {at.en})",
              f"{name.zh}不在禪宗僧侶（{at.zh}）的上下左右 1 格"))


def _stone_problem(s: KaresansuiState, a: KaresansuiAction, mode: str) -> Problem:
    seat = s.actor
    k = STONE_INDEX[a.name]
    kind = STONE_KINDS[k]
    cell, name = a.cell, _cell(a.cell)
    garden, stones = s.gardens[seat], s.stones[seat]
    virtue, monk = s.virtue[seat], s.monks[seat]
    if not s.supply[k]:
        return ("karesansui.stone.supply",
                T(f"no {kind.name.en} is left on the temple board",
                  f"寺廟圖板上已經沒有{kind.name.zh}"))
    if k == BOAT and BOAT in stones:
        return ("karesansui.stone.one-boat",
                T("you have already placed your boat stone", "你已經放置過舟石"))
    if mode == "normal" and kind.threshold > virtue:
        return ("karesansui.stone.threshold",
                T(f"a {kind.name.en} needs {kind.threshold} virtue; you have {virtue}",
                  f"{kind.name.zh}需要 {kind.threshold} 點德行；你只有 {virtue} 點"))
    if garden[cell] < 0:
        return ("karesansui.stone.one-per-tile",
                T(f"{name.en} holds no tile: stones go on tiles",
                  f"{name.zh}沒有板塊：石頭只能放在板塊上"))
    if stones[cell] >= 0:
        return ("karesansui.stone.one-per-tile",
                T(f"{name.en} already holds a stone", f"{name.zh}已有石頭"))
    if mode == "normal" and virtue < VIRTUE_MAX and cell % COLS != monk % COLS:
        column = monk % COLS + 1
        return ("karesansui.stone.monk-column",
                T(f"{name.en} is not in your monk's column (column {column}); "
                  f"with 6 virtue a stone may go anywhere",
                  f"{name.zh}不在禪宗僧侶所在的縱列（第 {column} 縱列）；德行 6 點時才能"
                  f"放在任何位置"))
    moss = ORIENTED[garden[cell]].moss
    for nb in NEIGHBOURS[cell]:
        if stones[nb] >= 0 and not (moss and ORIENTED[garden[nb]].moss):
            beside = _cell(nb)
            return ("karesansui.stone.moss-neighbours",
                    T(f"{beside.en}, next to it, holds a stone, and the two tiles are not both "
                      f"moss",
                      f"相鄰的{beside.zh}已有石頭，而兩個板塊不都是苔蘚板塊"))
    if cell == monk:
        return ("karesansui.stone.monk-stuck",
                T("your monk stands there and has no tile to move to",
                  "禪宗僧侶站在那裡，卻沒有可以移動的板塊"))
    return ("karesansui.stone.one-per-tile",  # pragma: no cover - the generator agrees
            T(f"no stone can go on {name.en}", f"{name.zh}不能放置石頭"))


def _use_problem(s: KaresansuiState, a: KaresansuiAction) -> Problem:
    seat = s.actor
    card = GARDENER_INDEX[a.name]
    name = _gardener(a.name)
    if a.name in s.used[seat]:
        return ("karesansui.gardener.use",
                T(f"you have already used {name.en}", f"你已經使用過{name.zh}"))
    if a.name not in s.hands[seat]:
        return ("karesansui.gardener.use",
                T(f"you do not hold {name.en}", f"你沒有{name.zh}"))
    if a.name in COUNTER_CARDS and s.opts["shigemori"] == "counter":
        return ("karesansui.gardener.counter-snatch",
                T(f"{name.en} is played only when another player snatches a tile you are "
                  f"placing, not as part two",
                  f"{name.zh}只能在其他玩家強奪你正在配置的板塊時打出，不是後行動"))
    if s.guarded:
        return ("karesansui.setup.two-players",
                T("you have already used a gardener card this turn (against the snatch): one "
                  "card a turn",
                  "你本回合已經使用過庭園大師卡（反制強奪）：每回合只能用 1 張"))
    if ("ward",) in card.steps:
        return ("karesansui.gardener.useless-card",
                T(f"{name.en} has nothing to protect now: your garden is complete, or "
                  f"nobody may snatch any more",
                  f"{name.zh}目前沒有可以保護的：你的庭園已完成，或已經不能再強奪"))
    return ("karesansui.gardener.useless-card",
            T(f"{name.en} can do nothing for you now", f"{name.zh}目前無法發揮效果"))


def _gardener_problem(s: KaresansuiState, a: KaresansuiAction) -> Problem:
    k, phase = a.kind, s.phase
    title = _gardener(s.effect[0]) if s.effect else T("the gardener card", "庭園大師卡")
    busy = ("karesansui.gardener.use",
            T(f"first finish {title.en}'s effect", f"須先完成{title.zh}的效果"))
    if phase == "g-draw":
        if k == "draw":
            return ("karesansui.draw.any-stack", T(f"stack {a.num} is empty",
                                                   f"第 {a.num} 疊板塊已抽完"))
        return busy
    if phase == "g-place":
        taken = s._effect_step()[0] != "draw"
        if taken and (k in ("drop", "discard", "offer", "store", "done", "take")
                      or k == "place" and DESIGN_INDEX[a.name] not in s.held):
            held = _tile(s.held[0])
            return ("karesansui.gardener.taken-placed",
                    T(f"{held.en} was taken from a storage space: it goes into your garden at "
                      f"once (click a green space); only tiles a card draws may be discarded "
                      f"free",
                      f"{held.zh}是從暫存區拿取的：須立即配置到自家庭園（點綠色的位置）；"
                      f"只有卡片抽取的板塊才能免費廢棄"))
        if k == "place":
            d = DESIGN_INDEX[a.name]
            if d not in s.held:
                named = _named(a.name)
                return ("karesansui.gardener.tiles",
                        T(f"{named.en} is not among the tiles the card gave you",
                          f"{named.zh}不在庭園大師卡給你的板塊中"))
            return _cell_problem(s, s.actor, a.cell, "karesansui.gardener.tiles")
        if k == "drop":
            named = _named(a.name)
            return ("karesansui.gardener.tiles",
                    T(f"{named.en} is not among the tiles the card gave you",
                      f"{named.zh}不在庭園大師卡給你的板塊中"))
        if k in ("discard", "offer", "store"):
            return ("karesansui.gardener.tiles",
                    T("a gardener card's tile is placed at once or discarded free "
                      "(its Discard button); it cannot be gifted or stored",
                      "庭園大師卡的板塊須立即配置或免費廢棄（按它的「廢棄」按鈕）；不能讓渡或保管"))
        return busy
    if phase == "g-monk":
        if k == "monk":
            where = _cell(a.cell)
            return ("karesansui.monk.move",
                    T(f"{where.en} holds no tile", f"{where.zh}沒有板塊"))
        return busy
    if phase == "g-stone":
        mode = s._effect_step()[1]
        if k == "stone":
            return _stone_problem(s, a, mode)
        if k == "done":
            return ("karesansui.gardener.stones",
                    T(f"{title.en}'s stone must be placed", f"{title.zh}的石頭必須放置"))
        return busy
    if phase == "g-take":
        if k == "take":
            if a.num >= s.n or a.num == s.actor:
                return ("karesansui.gardener.known",
                        T("take from another player's storage space", "須從其他玩家的暫存區拿取"))
            return ("karesansui.gardener.known",
                    T(f"{_seat(s, a.num).en}'s storage space is empty",
                      f"{_seat(s, a.num).zh}的暫存區是空的"))
        return busy
    return busy  # pragma: no cover

