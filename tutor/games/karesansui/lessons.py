"""The Karesansui lessons, as data (see :mod:`tutor.lessons.model`).

Thirteen lessons: the garden and the goal, drawing and the four tile choices, gifts and
snatching, virtue, the monk and stones, gardener cards, the end, four lessons on scoring in
the garden studio (gravel, moss and symmetry; whirlpools and joined ripples; stones and
their arrangements; the famous garden, virtue and the whole score sheet), a game against
bots, and the sources. Game positions are written as the moves of a real game from the
set-up (every deal and draw forced); scoring puzzles are positions of the garden studio
(``Position(..., game="karesansui-studio")``), whose goals the scoring checks. The engine
checks every task's goal, solution and typical mistake, and answers every quiz question
(tests/lessons and the notebooks' test harness). Quotes come from the Chinese rules summary
004_2dd42cb4566abbba.txt; where the engine follows another source, an assumption or
provisional data (the tile drawings, the letters of the stone arrangements, arrangement F and
the values of D and E, the card layouts and symbols, five gardener cards), the lesson says
so where it matters.
"""

from __future__ import annotations

from collections.abc import Callable

from ...core.game import State
from ...lessons.model import (
    Choose,
    FillSheet,
    HowMany,
    LegalOrNot,
    Lesson,
    PlayBots,
    Position,
    Quiz,
    Reach,
    Read,
    Show,
    Sources,
    T,
    Task,
)
from .data import CELL_INDEX, CELL_NAMES, CELLS, DESIGNS, STACKS, oriented_index
from .positions import build, deal, lay_order
from .scoring import garden_from_text

Test = Callable[[State, State], bool]

STUDIO = "karesansui-studio"

# -- positions of the game --------------------------------------------------------------------

CARDS = ("ryoanji", "nanzenji", "saihoji")
"""The famous-garden cards of the lessons: with 2 players the three laid face up, with 3
players one each."""
GARDENERS = ("muso", "jozan", "zenami", "rikyu", "sesshu", "enshu")
"""The gardener cards dealt in a 2-player game, in dealing order: Orange holds Musō Soseki,
Zen'ami and Sesshū, Blue Ishikawa Jōzan, Sen no Rikyū and Kobori Enshū."""


def _game(*turns: str, players: int = 2, cards: tuple[str, ...] = CARDS,
          gardeners: tuple[str, ...] = GARDENERS, **options) -> Position:
    """A game from the set-up, with the cards dealt as given, then ``turns``: each a line of
    moves separated by ``;``. A bare ``draw`` draws from the next stack in turn (1, 2 ... 9,
    1 ...), so that no stack runs out; the tile drawn is forced by the ``tile`` move after
    it."""
    start = deal(players, cards, gardeners, **options)
    lines = list(start.actions)
    k = 0
    for turn in turns:
        parts = []
        for move in turn.split(";"):
            move = move.strip()
            if move == "draw":
                move = f"draw from stack {k % STACKS + 1}"
                k += 1
            parts.append(move)
        lines.append("; ".join(parts))
    return Position("\n".join(lines), players=players, options=options)


def _lay(design: str, cell: str, then: str = "zazen") -> str:
    """A turn that draws ``design`` and lays it on ``cell`` (``"b1 turned"`` turns it), then
    ``then`` as part two."""
    return f"draw; tile {design}; place {design} at {cell}" + (f"; {then}" if then else "")


def _keep(design: str, choice: str = "store", then: str = "zazen") -> str:
    """A turn that draws ``design`` and stores or discards it (``choice``), then ``then``."""
    return f"draw; tile {design}; {choice}; {then}"


def _race(orange: str, blue: str, turns: int) -> list[str]:
    """The first ``turns`` turns of a 2-player game (with the lessons' cards) in which Orange
    and Blue lay the gardens ``orange`` and ``blue`` (garden text, tiles only), tile by tile
    in an order the placement rules allow, sit in zazen in part two, and let every tile go
    when asked whether to snatch it; a complete garden's owner sits in zazen only. Played
    through the engine, so every move is legal; the result goes to :func:`_game`."""
    state = deal(2, CARDS, GARDENERS).state
    plans = []
    for text in (orange, blue):
        garden = garden_from_text(text)
        cells = [c for c in range(CELLS) if garden.tiles[c] >= 0]
        plans.append([(garden.tiles[c], c) for c in lay_order(cells)])
    out, draws = [], 0
    for _ in range(turns):
        seat = state.turn
        moves = []
        if plans[seat]:
            tile, cell = plans[seat].pop(0)
            name = DESIGNS[tile // 2].id
            place = f"place {name} at {CELL_NAMES[cell]}" + (" turned" if tile % 2 else "")
            moves = [f"draw from stack {draws % STACKS + 1}", f"tile {name}", place]
            draws += 1
            for move in moves:
                state = state.apply(move)
            moves[0] = "draw"
            while state.phase == "snatch":
                moves.append("let it go")
                state = state.apply("let it go")
        moves.append("zazen")
        state = state.apply("zazen")
        out.append("; ".join(moves))
    return out


def _built(plan: str, players: int = 2, **options) -> Position:
    """A position reached by play in which Orange's garden is ``plan`` (see
    :func:`tutor.games.karesansui.positions.build`), with the lessons' cards."""
    moves = build(plan, players, CARDS, GARDENERS, **options).actions
    return Position("\n".join(moves), players=players, options=options)


def _studio(garden: str, *edits: str, **options) -> Position:
    """A garden-studio position: the garden (rows separated by ``/``, see
    :func:`tutor.games.karesansui.scoring.garden_from_text`), then edits such as
    ``virtue 3`` or ``card ryoanji``."""
    return Position("\n".join([f"set garden {garden}", *edits]), game=STUDIO, players=1,
                    options=options)


def _more_tiles(seat: int, n: int = 1) -> Test:
    """``seat``'s garden holds ``n`` more tiles."""
    return lambda start, now: now.tiles_in(seat) == start.tiles_in(seat) + n


# == Lesson 1: the garden and the goal ========================================================

START = _game()
"""A 2-player game after the deals: Orange to draw."""
START_4 = _game(players=4, cards=(*CARDS, "tofukuji"),
                gardeners=("muso", "jozan", "zenami", "rikyu"))
FIRST_DRAW = _game("draw; tile G01")
"""Orange has drawn a plain gravel tile for an empty garden."""
HALF_CIRCLE_DRAWN = _game("draw; tile G07")
"""Orange has drawn the half-circle tile for an empty garden."""
SECOND_TURN = _game(_lay("G01", "a1"), _keep("G13"))
"""Orange's second turn: one tile in her garden, Blue has stored a tile; 1 virtue each."""

GARDEN_AND_GOAL = Lesson(
    game="karesansui", number=1, slug="the-garden-and-the-goal",
    title=T("The garden and the goal", "庭園與目標"),
    minutes=15,
    objectives=(
        T("name the parts of a garden board and what each player holds",
          "說出庭園圖板的各部分，以及每位玩家拿到的配件"),
        T("say what a turn is made of and when the game ends",
          "說出一個回合包含什麼，以及遊戲何時結束"),
        T("lay a first tile, either way up", "放下第一個板塊，並選擇上下方向"),
    ),
    steps=(
        Read(T(
            """
## Zen monks building gardens

*Karesansui* (枯山水, "dry landscape"; published as *Stone Garden*) is a game by Koota Yamada
(2014) for 2 to 4 players, best with 4 (`karesansui.setup.players`). The Chinese rules
summary we follow (`004_2dd42cb4566abbba.txt`) describes such a garden:

> 「係以砂石表現水、以石塊表現山的微縮式園林景觀。」 (a miniature landscape where raked sand
> stands for water and stones for mountains)

Each player is a Zen monk with a **garden board** (庭園圖板) of 3 rows of 5 spaces and one
**storage space** (暫存區) at its lower right, a **monk** (禪宗僧侶) that starts beside the
board, and a **virtue** marker (德行) that starts at 0 on a track from 0 to 6
(`karesansui.setup.garden`). On the temple board in the middle lie the **sand-pattern tiles**
(砂紋板塊, 80 of them: **gravel** tiles of raked sand, 砂礫板塊, and **moss** tiles, 苔蘚板塊,
the ones with green) and the **stones** (石頭). Each player also gets a secret
**famous-garden card** (名庭園卡) and a secret **gardener card** (庭園大師卡)
(`karesansui.setup.cards`). With 2 players, three famous-garden cards lie face up as shared
goals instead, and each player holds three gardener cards (`karesansui.setup.two-players`).

Spaces are named by column `a`-`e` (left to right) and row `1`-`3` (top to bottom): `a1` is
the top-left space, `e3` the bottom-right one.

**The goal.** The game ends when every garden holds 15 tiles. Then each garden is scored on
nine items: the largest gravel rectangle, moss, symmetric rows, whirlpools, joined ripples,
kinds of stone, stone arrangements, the famous garden and the virtue left. The highest total
wins. Lessons 8 to 11 take the items one by one.

**Provisional drawings.** The rulebook shows the 22 tile designs only as pictures, which we
could not read. The designs you see are the tutor's own, drawn from what is known (13 gravel
and 9 moss designs; plain sand, half circles, small and large arcs, moss), and each tile's
tooltip says *provisional* (`karesansui.data.tiles`). Where a drawing decides a point (which
tiles join, mirror or make a circle), the lessons say so.
""",
            """
## 建造庭園的禪宗僧侶

「枯山水」(出版名 *Stone Garden*)是 Koota Yamada 在 2014 年設計的遊戲，2 到 4 人，以 4 人最理想
(`karesansui.setup.players`)。我們依據的中文規則摘要(`004_2dd42cb4566abbba.txt`)這樣描述枯山水：

> 「係以砂石表現水、以石塊表現山的微縮式園林景觀。」

每位玩家扮演一位禪宗僧侶，拿一個**庭園圖板**(3 排、每排 5 個位置，右下方另有一個**暫存區**)、一個
**禪宗僧侶**指示物(先放在圖板旁邊)，以及在 0 到 6 的德行區上從 0 開始的**德行**計分標記
(`karesansui.setup.garden`)。中央的寺廟圖板上有**砂紋板塊**(共 80 個：耙過砂紋的**砂礫板塊**，以及
出現綠色的**苔蘚板塊**)和**石頭**。每位玩家另外秘密拿到 1 張**名庭園卡**和 1 張**庭園大師卡**
(`karesansui.setup.cards`)。兩人遊戲時改為翻開 3 張名庭園卡作為共同目標，每位玩家拿 3 張庭園大師卡
(`karesansui.setup.two-players`)。

位置用欄 `a`-`e`(由左到右)和排 `1`-`3`(由上到下)命名：`a1` 是左上角，`e3` 是右下角。

**目標**。所有庭園都放滿 15 個板塊時遊戲結束。接著每座庭園依九個項目計分：最大的砂礫矩形、苔蘚、
對稱橫列、漩渦、連結砂紋、石頭種類、石頭擺放、名庭園和剩下的德行。總分最高者獲勝。第 8 到 11 課逐項
介紹。

**暫定的圖像**。規則書只用圖片呈現 22 種板塊圖像，我們無法辨識。你看到的圖像是教學工具依已知資訊
設計的(13 種砂礫、9 種苔蘚；素砂、半圓、小扇與大扇、苔)，每個板塊的提示文字都標示「暫定」
(`karesansui.data.tiles`)。凡是圖像會影響分數的地方(哪些板塊相連、對稱或形成圓)，課程都會說明。
""")),
        Show("start", START, picture=True, caption=T(
            "The start of a 2-player game. Top: the temple board with 9 face-down stacks of "
            "tiles, the stones with the virtue each needs, and the virtue track. Right: the "
            "score sheet and the three shared famous-garden cards. Below: each player's "
            "garden, storage space and gardener cards.",
            "兩人遊戲的開始。上方：寺廟圖板，有 9 疊正面朝下的板塊、石頭(標示所需的德行)和德行區。"
            "右方：計分表和 3 張共同的名庭園卡。下方：每位玩家的庭園、暫存區和庭園大師卡。")),
        Read(T(
            """
## A turn in two parts

A turn has two parts, each a choice of one of four (`karesansui.turn.two-parts`):

1. **Part one** (前行動四選一): draw a tile from the top of any stack and show it, then
   **place** it in your garden, **gift** it to a player who asks, **discard** it, or
   **store** it (lessons 2 and 3).
2. **Part two** (後行動四選一): **zazen** (sit in meditation, +1 virtue), **move your
   monk**, **take and place a stone**, or **use your gardener card** (lessons 4 to 6).

**Your first tile** goes in the top-left space `a1` or the bottom-left space `a3`
(`karesansui.place.first-tile`). Tiles always lie landscape, never sideways or slanted, but
you choose which way up (`karesansui.place.orientation`): on the board, the *Flip* button
under the drawn tile turns it round; in notation the word `turned` says so. Orange starts;
turns go clockwise (the rules summary lets the players pick any start player:
`karesansui.setup.start-player`).
""",
            """
## 回合的兩個階段

每個回合有兩個階段，各從四項中選一項(`karesansui.turn.two-parts`)：

1. **前行動四選一**：從任一板塊堆最上方抽取 1 個板塊並展示，然後把它**配置**到自己的庭園、**讓渡**給
   請求的玩家、**廢棄**，或**保管**(第 2、3 課)。
2. **後行動四選一**：**座禪**(德行 +1)、**移動禪宗僧侶**、**獲得並放置石頭**，或**使用庭園大師卡**
   (第 4 到 6 課)。

**第 1 個板塊**須擺放在左上方 `a1` 或左下方 `a3`(`karesansui.place.first-tile`)。板塊一律橫向擺放，
不能斜放，但上下方向由你決定(`karesansui.place.orientation`)：棋盤上抽到的板塊下方有「翻轉」按鈕；
記譜時寫 `turned`。由橘色玩家起始，依順時針方向輪流(規則允許任選起始玩家：
`karesansui.setup.start-player`)。
""")),
        Task(
            "first-tile",
            T("Orange has drawn a plain gravel tile: lay it in her empty garden.",
              "橘色玩家抽到一個素砂的砂礫板塊：把它配置到她空的庭園裡。"),
            FIRST_DRAW,
            Reach(_more_tiles(0), T("The tile is not in the garden yet.",
                                    "板塊還沒有放進庭園。")),
            solution=("place G01 at a1",),
            hints=(T("A garden starts in a corner, but not just any corner.",
                     "庭園從角落開始，但不是任何一個角落都可以。"),
                   T("The first tile goes top-left or bottom-left.",
                     "第 1 個板塊放在左上方或左下方。")),
            highlight=("place G01 at a1", "place G01 at a3"),
            rules=("karesansui.place.first-tile", "karesansui.setup.garden"),
            wrong="place G01 at c2", wrong_rule="karesansui.place.first-tile",
            explain={"store": T("That keeps the tile for later: this time lay it in the garden.",
                                "這樣是把板塊留到之後：這一次請把它放進庭園。")},
            success=T("The first tile is down, and the monk stands on it.",
                      "第 1 個板塊放好了，禪宗僧侶站在它上面。"),
        ),
        Task(
            "either-way-up",
            T("Orange has drawn the half-circle tile. Lay it in the top-left space with its "
              "half circle against the top edge of the garden.",
              "橘色玩家抽到半圓板塊。把它放在左上方，讓半圓貼著庭園的上緣。"),
            HALF_CIRCLE_DRAWN,
            Reach(lambda start, now: now.gardens[0][0] == oriented_index("G07", True),
                  T("The half circle is not against the top edge of the top-left space.",
                    "半圓沒有貼著左上方位置的上緣。")),
            solution=("place G07 at a1 turned",),
            hints=(T("As drawn, the half circle sits on the tile's lower side.",
                     "抽到時，半圓在板塊的下緣。"),
                   T("Press Flip under the drawn tile, then click a1.",
                     "按抽到的板塊下方的「翻轉」，再點 a1。")),
            highlight=("place G07 at a1 turned",),
            rules=("karesansui.place.orientation",),
            wrong="place G07 at a1",
            explain={"place G07 at a1": T("Upright, the half circle touches the middle row, "
                                          "not the top edge: turn the tile round first.",
                                          "正放時半圓朝向中排，不是上緣：先把板塊轉過來。"),
                     "place G07 at a3": T("That is the bottom-left space.", "那是左下方的位置。"),
                     "place G07 at a3 turned": T("That is the bottom-left space.",
                                                 "那是左下方的位置。")},
            success=T("Either way up is allowed: a tile is only ever turned round, never stood "
                      "on its side.", "上下方向都可以：板塊只能轉 180 度，不能直立擺放。"),
        ),
        Task(
            "whole-turn",
            T("Orange's second turn: play a whole turn that ends with a tile in her storage "
              "space and one more virtue.",
              "橘色玩家的第二回合：下完一整個回合，結束時她的暫存區有一個板塊，德行也多 1 點。"),
            SECOND_TURN,
            Reach(lambda start, now: now.turn == 1 and now.storage[0] >= 0
                  and now.virtue[0] == start.virtue[0] + 1,
                  T("The turn did not end with a stored tile and one more virtue.",
                    "這個回合結束時，暫存區沒有板塊或德行沒有多 1 點。"), within=3),
            solution=("draw from stack 1", "store", "zazen"),
            hints=(T("Part one starts with a new tile; part two can earn virtue.",
                     "前行動從抽新板塊開始；後行動可以獲得德行。"),
                   T("Click a stack, then the storage choice, then zazen.",
                     "點一疊板塊，再選保管，最後座禪。")),
            highlight=("draw from stack 1",),
            rules=("karesansui.turn.two-parts", "karesansui.draw.any-stack",
                   "karesansui.zazen"),
            wrong="zazen", wrong_rule="karesansui.turn.two-parts",
            success=T("A whole turn: part one with the tile, part two with zazen. Now it is "
                      "Blue's turn.",
                      "完整的一回合：前行動處理板塊，後行動座禪。現在輪到藍色玩家。"),
        ),
        Quiz((
            HowMany("q-cells", T("How many tiles make a complete garden?",
                                 "一座完成的庭園有幾個板塊?"),
                    START, lambda s: len(s.gardens[0]),
                    T("3 rows of 5 spaces; the storage space does not count.",
                      "3 排，每排 5 個位置；暫存區不算。"),
                    rules=("karesansui.setup.garden",), picture=False),
            Choose("q-players", T("How many players can play Karesansui?",
                                  "枯山水可以幾個人玩?"),
                   (T("2 only", "只有 2 人"), T("2 to 4", "2 到 4 人"), T("3 to 5", "3 到 5 人")),
                   1, T("2 to 4 monks, each of one colour: orange, blue, black, purple; the "
                        "rules summary calls 4 the best.",
                        "2 到 4 位僧侶，各一種顏色：橘、藍、黑、紫；"
                        "規則說 4 人最理想。"),
                   rules=("karesansui.setup.players",)),
            HowMany("q-gardeners-2p", T("In a 2-player game, how many gardener cards does each "
                                        "player hold at the start?",
                                        "兩人遊戲開始時，每位玩家手上有幾張庭園大師卡?"),
                    START, lambda s: len(s.hands[0]),
                    T("Three each (at most one used per turn); and three famous-garden cards lie "
                      "face up for both.", "每人 3 張(每回合最多使用 1 張)；另有 3 張名庭園卡"
                      "翻開，兩人共用。"),
                    rules=("karesansui.setup.two-players",), picture=False),
            HowMany("q-cards-4p", T("In a 4-player game, how many famous-garden cards does each "
                                    "player hold, in secret?",
                                    "四人遊戲時，每位玩家秘密持有幾張名庭園卡?"),
                    START_4, lambda s: sum(1 for c in (s.cards[0],) if c),
                    T("One each, kept face down; the rest go back to the box unseen.",
                      "每人 1 張，正面朝下；其餘的卡秘密移除遊戲。"),
                    rules=("karesansui.setup.cards",), picture=False),
            LegalOrNot("q-zazen-first", START, "zazen",
                       note=T("Part one comes first: draw a tile.", "先進行前行動：抽取板塊。")),
            LegalOrNot("q-bottom-left", FIRST_DRAW, "place G01 at a3",
                       rules=("karesansui.place.first-tile",),
                       note=T("The first tile may go top-left or bottom-left.",
                              "第 1 個板塊可以放在左上方或左下方。")),
            LegalOrNot("q-second-column", FIRST_DRAW, "place G01 at b1",
                       note=T("b1 is not a corner of the left column.", "b1 不在最左欄的角落。")),
        )),
    ),
    recap=T("Each monk builds a 3 x 5 garden of tiles and stones. A turn is part one (draw a "
            "tile and place, gift, discard or store it) and part two (zazen, monk, stone or "
            "gardener card). The first tile goes in a1 or a3, either way up. When every garden "
            "holds 15 tiles, nine items are scored.",
            "每位僧侶用板塊和石頭建造 3 × 5 的庭園。一個回合是前行動(抽取板塊，再配置、讓渡、廢棄或"
            "保管)和後行動(座禪、移動禪宗僧侶、石頭或庭園大師卡)。第 1 個板塊放在 a1 或 a3，"
            "上下方向"
            "自由。所有庭園都放滿 15 個板塊時，依九個項目計分。"),
    mistakes=(T("Starting the garden in the middle or in the right-hand column.",
                "從中間或最右欄開始建造庭園。"),
              T("Doing part two before drawing a tile.", "還沒抽取板塊就先進行後行動。"),
              T("Thinking the tile drawings are the printed ones: they are provisional.",
                "以為板塊圖像就是印刷版的：它們是暫定的。")),
)


# == Lesson 2: drawing and the four tile choices ===============================================

TOP_ROW = _game(_lay("G01", "a1"), _keep("G13"), "draw; tile G02")
"""Orange has a1 and has drawn an S-wave tile."""
STORED = _game(_lay("G01", "a1"), _keep("G13"), _keep("G05"), _keep("G12", "discard"))
"""Orange's third turn: she stored a tile last turn (2 virtue); Blue has 1 virtue."""
STORAGE_FULL = _game(_lay("G01", "a1"), _keep("G13"), _keep("G05"), _keep("G12", "discard"),
                     "draw; tile M01")
"""Orange's storage space holds a tile, and she has drawn another."""
JUST_STORED = _game("draw; tile G05; store")
"""Orange stored her first tile and is in part two."""

FOUR_CHOICES = Lesson(
    game="karesansui", number=2, slug="drawing-and-the-four-choices",
    title=T("Drawing and the four tile choices", "抽取板塊與四項選擇"),
    minutes=20,
    objectives=(
        T("draw a tile and lay it next to the tiles of your garden",
          "抽取板塊，並把它放在庭園中已有板塊的旁邊"),
        T("store a tile and lay it on a later turn, before or after drawing",
          "保管板塊，並在之後的回合於抽取前或抽取後配置它"),
        T("know what a discard costs and when you cannot store",
          "知道廢棄要付出什麼，以及什麼時候不能保管"),
    ),
    steps=(
        Read(T(
            """
## Part one: draw, then choose

> 「玩家可從寺廟圖板上的砂紋板塊堆中，任意抽取某一板塊堆最上方的1個板塊，
> 正面朝上展示給所有玩家觀看。」

You draw the top tile of **any** stack and show it (`karesansui.draw.any-stack`). The stacks
are face down, so the tile is a surprise: the tutor decides it when it is drawn, among the
tiles nobody has seen yet (9 stacks, as one rules page says; the summary says only
"several": `karesansui.setup.tiles`). Then you do one of four things with it:

1. **Place** (配置) it in your garden. After the first tile, a tile goes in an empty space
   next to (left, right, above or below) a tile already laid
   (`karesansui.place.adjacent`); your monk moves onto it (`karesansui.place.monk-follows`).
   The summary says tiles extend *from left to right*, while three other rule write-ups ask
   only that a tile touch one already laid: the tutor follows the three, and the option
   `placement="left-to-right"` gives the summary's reading (lesson 13).
2. **Gift** (讓渡) it to a player who asks for it (lesson 3).
3. **Discard** (廢棄) it: it goes to the discard pile and you lose 1 virtue; with no
   virtue you cannot discard (`karesansui.discard.virtue`). The summary says a discard is
   removed from the game, and also that the discards are shuffled into new stacks when the
   stacks run out: the tutor follows the second (`karesansui.draw.reshuffle`).
4. **Store** (保管) it in your storage space. There is one space: if it holds a tile, you
   cannot store (`karesansui.store.one-space`). A stored tile cannot be gifted or discarded.

**The stored tile.** On a later turn you may lay your stored tile in your garden, **before
or after** part one (`karesansui.store.place-later`): the board offers it at the start of
your turn and again in part two. A tile stored this turn waits for your next turn. In
notation: `place stored G05 at b1`.
""",
            """
## 前行動：先抽取，再選擇

> 「玩家可從寺廟圖板上的砂紋板塊堆中，任意抽取某一板塊堆最上方的1個板塊，
> 正面朝上展示給所有玩家觀看。」

從**任一**板塊堆最上方抽取 1 個板塊並展示(`karesansui.draw.any-stack`)。板塊堆正面朝下，所以抽到
什麼是未知的：教學工具在抽取時才從還沒出現過的板塊中決定(有一份規則頁說是 9 疊；摘要只說「數疊」：
`karesansui.setup.tiles`)。接著從四項中選一項：

1. **配置**：放進自己的庭園。第 1 個之後，板塊須放在與已放置板塊上下左右相鄰的空位
   (`karesansui.place.adjacent`)；禪宗僧侶移到新板塊上(`karesansui.place.monk-follows`)。摘要說板塊
   「從左至右延伸放置」，另外三份規則整理只要求與已放置的板塊相鄰：教學工具依照那三份，選項
   `placement="left-to-right"` 則採用摘要的寫法(第 13 課)。
2. **讓渡**給請求的玩家(第 3 課)。
3. **廢棄**：板塊放到廢棄區，你損失 1 點德行；德行為 0 時不能廢棄(`karesansui.discard.virtue`)。
   摘要說廢棄的板塊「移除遊戲」，又說板塊堆抽盡時要把廢棄區的板塊重新洗勻形成新的板塊堆：
   教學工具依照後者(`karesansui.draw.reshuffle`)。
4. **保管**：放進暫存區。暫存區只有 1 格：已有板塊時不能保管(`karesansui.store.one-space`)。暫存區的
   板塊不能讓渡或廢棄。

**暫存區的板塊**。之後的回合，你可以在前行動**之前或之後**把暫存區的板塊配置到庭園
(`karesansui.store.place-later`)：棋盤在回合開始時和後行動中都會提供這個選項。
本回合才保管的板塊要等到
下一回合。記譜寫成 `place stored G05 at b1`。
""")),
        Task(
            "draw",
            T("Orange's second turn: begin it.", "橘色玩家的第二回合：開始這個回合。"),
            SECOND_TURN,
            Reach(lambda start, now: sum(now.stacks) < sum(start.stacks),
                  T("A turn begins with part one.", "回合從前行動開始。")),
            solution=("draw from stack 1",),
            hints=(T("Which part of the turn comes first?", "回合的哪一個階段先進行?"),
                   T("Click any of the nine stacks on the temple board.",
                     "點寺廟圖板上九疊板塊中的任何一疊。")),
            highlight=("draw from stack 1", "draw from stack 5"),
            rules=("karesansui.draw.any-stack",),
            wrong="zazen", wrong_rule="karesansui.turn.two-parts",
            success=T("Drawn: any stack will do, and everyone sees the tile.",
                      "抽到了：任何一疊都可以，而且每個人都看得到這個板塊。"),
        ),
        Task(
            "top-row",
            T("Orange has drawn an S-wave tile: lay it in the top row of her garden.",
              "橘色玩家抽到一個 S 形波紋板塊：把它放在她庭園的上排。"),
            TOP_ROW,
            Reach(lambda start, now: now.tiles_in(0) == 2 and now.gardens[0][1] >= 0,
                  T("The tile is not in the top row.", "板塊不在上排。")),
            solution=("place G02 at b1",),
            hints=(T("Only some spaces of the top row are open to it.",
                     "上排只有部分位置可以放。"),
                   T("A new tile goes next to a tile already laid.",
                     "新板塊要放在已放置板塊的旁邊。")),
            highlight=("place G02 at b1", "place G02 at b1 turned"),
            rules=("karesansui.place.adjacent", "karesansui.place.monk-follows"),
            wrong="place G02 at c1", wrong_rule="karesansui.place.adjacent",
            explain={"place G02 at a2": T("a2 is in the middle row.", "a2 在中排。"),
                     "place G02 at a2 turned": T("a2 is in the middle row.", "a2 在中排。")},
            success=T("Next to the first tile, and the monk has moved onto it.",
                      "放在第 1 個板塊旁邊，禪宗僧侶也移到了它上面。"),
        ),
        Task(
            "stored-first",
            T("Orange stored a tile last turn. Lay it in her garden before she draws.",
              "橘色玩家上一回合保管了一個板塊。在抽取之前把它配置到庭園。"),
            STORED,
            Reach(lambda start, now: now.storage[0] < 0 and now.tiles_in(0) == 2
                  and sum(now.stacks) == sum(start.stacks),
                  T("The stored tile is not in the garden, or a tile was drawn first.",
                    "暫存區的板塊沒有放進庭園，或是先抽取了板塊。")),
            solution=("place stored G05 at b1",),
            hints=(T("The storage space is beside the garden; its tile can go down at the start "
                     "of your turn.", "暫存區在庭園旁邊；它的板塊可以在回合開始時放下。"),
                   T("Click the stored tile, then a space next to a1.",
                     "點暫存區的板塊，再點 a1 旁邊的位置。")),
            highlight=("place stored G05 at b1", "place stored G05 at a2"),
            rules=("karesansui.store.place-later",),
            wrong="place G05 at b1", wrong_rule="karesansui.store.place-later",
            explain={"draw from stack 1": T("That is part one: lay the stored tile first.",
                                            "那是前行動：先配置暫存區的板塊。")},
            success=T("The stored tile is in the garden, and part one is still to come.",
                      "暫存區的板塊放進庭園了，前行動還沒有進行。"),
        ),
        Task(
            "discard",
            T("Orange's storage space is full and she does not want the moss tile she drew in "
              "her garden. Get rid of it without helping Blue.",
              "橘色玩家的暫存區滿了，她也不想把抽到的苔蘚板塊放進庭園。"
              "不幫藍色玩家的情況下處理掉它。"),
            STORAGE_FULL,
            Reach(lambda start, now: sum(now.discards) > sum(start.discards),
                  T("The tile is not on the discard pile.", "這個板塊不在廢棄區。")),
            solution=("discard",),
            hints=(T("One choice puts the tile on the discard pile, at a price.",
                     "有一個選擇可以把板塊放到廢棄區，但要付出代價。"),
                   T("Orange has 2 virtue: enough to pay 1.",
                     "橘色玩家有 2 點德行：足夠付 1 點。")),
            highlight=("discard",),
            rules=("karesansui.discard.virtue",),
            wrong="store", wrong_rule="karesansui.store.one-space",
            explain={"offer gift": T("A gift puts the tile into Blue's garden and helps Blue.",
                                     "讓渡會把板塊放進藍色玩家的庭園，幫到藍色玩家。")},
            success=T("Discarded: the tile is on the discard pile and Orange has 1 virtue left.",
                      "廢棄了：板塊放到廢棄區，橘色玩家剩 1 點德行。"),
        ),
        Quiz((
            LegalOrNot("q-discard-at-zero", HALF_CIRCLE_DRAWN, "discard",
                       note=T("Orange has no virtue to lose.", "橘色玩家沒有德行可以損失。")),
            LegalOrNot("q-store-full", STORAGE_FULL, "store",
                       note=T("One storage space, and it holds a tile.",
                              "暫存區只有 1 格，而且已經有板塊。")),
            LegalOrNot("q-below", TOP_ROW, "place G02 at a2", rules=("karesansui.place.adjacent",),
                       note=T("Below a tile is next to it too.", "在板塊下方也算相鄰。")),
            LegalOrNot("q-stored-this-turn", JUST_STORED, "place stored G05 at a1",
                       note=T("A tile stored this turn waits for the next turn.",
                              "本回合才保管的板塊要等到下一回合。")),
            LegalOrNot("q-stored-gift", STORED, "offer gift",
                       rules=("karesansui.store.one-space",),
                       note=T("Only a tile just drawn can be gifted, never a stored one; and at "
                              "the start of a turn nothing has been drawn yet.",
                              "只有剛抽取的板塊可以讓渡，暫存區的板塊不行；"
                              "而且回合開始時還沒有抽取。")),
            HowMany("q-discard-virtue", T("Orange discards the moss tile. How much virtue does she "
                                          "have then?",
                                          "橘色玩家廢棄這個苔蘚板塊。之後她有幾點德行?"),
                    STORAGE_FULL, lambda s: s.apply("discard").virtue[0],
                    T("2, less 1 for the discard.", "2 點，廢棄扣 1 點。"),
                    rules=("karesansui.discard.virtue",)),
            Choose("q-monk", T("Orange lays the S-wave tile on b1. Where is her monk then?",
                               "橘色玩家把 S 形波紋板塊放在 b1。之後她的禪宗僧侶在哪裡?"),
                   (T("on a1", "在 a1"), T("on b1", "在 b1"), T("beside the board", "在圖板旁邊")),
                   lambda s: {0: 0, 1: 1}.get(s.apply("place G02 at b1").monks[0], 2),
                   T("The monk moves onto the tile just laid.", "禪宗僧侶移到剛放置的板塊上。"),
                   rules=("karesansui.place.monk-follows",), position=TOP_ROW),
        )),
    ),
    recap=T("Draw the top tile of any stack, then place it next to your tiles (the monk "
            "follows), gift it, discard it for 1 virtue, or store it in your one storage "
            "space; a stored tile goes into the garden on a later turn, before or after "
            "drawing.",
            "從任一板塊堆抽取最上方的板塊，然後配置到已有板塊旁邊(禪宗僧侶跟著移過去)、讓渡、"
            "花 1 點"
            "德行廢棄，或保管在唯一的暫存區；暫存區的板塊在之後的回合，於抽取前或抽取後放進庭園。"),
    mistakes=(T("Laying a tile that touches no tile of the garden.",
                "放下一個沒有碰到任何已放置板塊的板塊。"),
              T("Discarding with no virtue, or storing with a full storage space.",
                "德行為 0 時廢棄，或暫存區已滿時保管。"),
              T("Forgetting the stored tile: it may also go down after part one.",
                "忘了暫存區的板塊：它也可以在前行動之後放下。")),
)


# == Lesson 3: gifts and snatching ==============================================================

GIFT_DRAWN = _game(_lay("G01", "a1"), _keep("G13"), "draw; tile G09")
"""Orange (1 virtue) has drawn a small-arc tile; Blue's garden is empty."""
GIFT_OFFERED = _game(_lay("G01", "a1"), _keep("G13"), "draw; tile G09; offer gift")
"""Orange offers the tile: Blue to say whether to ask for it."""
GIFT_GIVEN = _game(_lay("G01", "a1"), _keep("G13"),
                   "draw; tile G09; offer gift; ask for gift; gift to Blue")
"""Blue is to place the gift."""
NOBODY_ASKED = _game(_lay("G01", "a1"), _keep("G13"),
                     "draw; tile G09; offer gift; do not ask")
"""Orange offered the tile and Blue did not ask."""
SNATCH_WINDOW = _game(_lay("G01", "a1"), _keep("G13"), _lay("G01", "b1"),
                      "place stored G13 at a1; let it go; draw; tile G12; store; zazen",
                      "draw; tile G08; place G08 at c1")
"""Orange declares laying a small-arc tile on c1; Blue (2 virtue) may snatch it."""
SNATCHED = _game(_lay("G01", "a1"), _keep("G13"), _lay("G01", "b1"),
                 "place stored G13 at a1; let it go; draw; tile G12; store; zazen",
                 "draw; tile G08; place G08 at c1; snatch; allow snatch; place G08 at b1")
"""Blue snatched the tile Orange drew; Orange is in part two."""
PLACED_UNSEEN = _game(_lay("G01", "a1"), _keep("G13"), "draw; tile G09; place G09 at b1")
"""Orange laid a tile and Blue, with 1 virtue, could not snatch it."""
THREE_SNATCHERS = _game(
    _lay("G01", "a1"), _lay("G13", "a1"), _keep("G12"),
    _lay("G01", "b1"), "draw; tile G11; place G11 at b1; let it go; zazen",
    "place stored G12 at a1; let it go; let it go; draw; tile G10; store; zazen",
    "draw; tile G08; place G08 at c1",
    players=3)
"""3 players: Orange declares a tile on c1; Blue (2 tiles) and Black (1 tile) both have 2
virtue."""
GIFT_AT_FIVE = _game(
    _lay("G01", "a1"), _keep("G13"), _lay("G01", "b1"), _keep("G12", "discard"),
    _lay("G01", "c1"), _keep("G10", "discard"), _lay("G01", "d1"), _keep("G11", "discard"),
    _lay("G01", "e1"), _keep("M05", "discard"),
    "draw; tile G09; offer gift; ask for gift")
"""Orange, with 5 virtue, chooses who receives her gift."""

GIFTS_AND_SNATCHING = Lesson(
    game="karesansui", number=3, slug="gifts-and-snatching",
    title=T("Gifts and snatching", "讓渡與強奪"),
    minutes=20,
    objectives=(
        T("gift a tile to a player who asks, and receive one",
          "把板塊讓渡給請求的玩家，以及接受讓渡"),
        T("snatch a tile another player is laying, and know who may",
          "強奪別人正要配置的板塊，並知道誰可以強奪"),
        T("know which tiles can never be snatched", "知道哪些板塊絕對不能被強奪"),
    ),
    steps=(
        Read(T(
            """
## Gifts

> 「玩家將剛抽取的板塊讓渡給其他玩家，但不能強迫其他玩家接受其讓渡，其他玩家則可主動請求給予讓渡。」

You may **offer** the tile you drew (`offer gift`). The other players then say, one by one,
whether they ask for it (`ask for gift` or `do not ask`); you give it to one of those who
asked (`gift to Blue`), and nobody can be made to take it (`karesansui.gift.ask`). If nobody
asks, choose another action: you cannot offer the same tile again. The giver gains **2
virtue**, up to the top of the track at 6 (`karesansui.gift.virtue`); the receiver places
the tile in their garden **at once** (`karesansui.gift.receiver-places`).
""",
            """
## 讓渡

> 「玩家將剛抽取的板塊讓渡給其他玩家，但不能強迫其他玩家接受其讓渡，其他玩家則可主動請求給予讓渡。」

你可以**提出讓渡**剛抽取的板塊(`offer gift`)。其他玩家逐一表示是否請求(`ask for gift` 或
`do not ask`)；你從請求者中選一位給他(`gift to Blue`)，不能強迫任何人接受(`karesansui.gift.ask`)。
若無人請求，須改選其他行動：同一個板塊不能再提出讓渡。行動玩家獲得 **2 點德行**，
最多到德行區頂端的 6 點
(`karesansui.gift.virtue`)；接受讓渡的玩家須**立即**把板塊配置到自己的庭園
(`karesansui.gift.receiver-places`)。
""")),
        Task(
            "gift",
            T("Orange has 1 virtue and a tile she does not need. Raise her virtue by 2 with it.",
              "橘色玩家有 1 點德行和一個用不到的板塊。用它讓她的德行增加 2 點。"),
            GIFT_DRAWN,
            Reach(lambda start, now: now.virtue[0] == start.virtue[0] + 2,
                  T("Orange's virtue has not grown by 2.", "橘色玩家的德行沒有增加 2 點。"),
                  within=2),
            solution=("offer gift", "gift to Blue"),
            replies={1: ("ask for gift",)},
            hints=(T("Which of the four choices earns virtue?", "四項選擇中哪一項可以獲得德行?"),
                   T("Offer the tile; Blue will ask for it; then choose Blue.",
                     "提出讓渡；藍色玩家會請求；再選藍色玩家。")),
            highlight=("offer gift",),
            rules=("karesansui.gift.ask", "karesansui.gift.virtue"),
            wrong="gift to Blue", wrong_rule="karesansui.gift.ask",
            explain={"discard": T("A discard costs virtue.", "廢棄會損失德行。")},
            success=T("Given: Orange has 3 virtue, and Blue must lay the tile at once.",
                      "讓渡完成：橘色玩家有 3 點德行，藍色玩家須立即配置這個板塊。"),
        ),
        Task(
            "receive",
            T("Blue: Orange offers the tile she drew. Get it into your garden.",
              "藍色玩家：橘色玩家提出讓渡她抽到的板塊。把它放進你的庭園。"),
            GIFT_OFFERED,
            Reach(_more_tiles(1), T("The tile is not in Blue's garden.",
                                    "板塊不在藍色玩家的庭園裡。"),
                  within=2),
            solution=("ask for gift", "place G09 at a1"),
            replies={1: ("gift to Blue",)},
            hints=(T("Nobody is made to take a gift: you must say you want it.",
                     "沒有人會被強迫接受讓渡：你必須表示想要。"),
                   T("Ask for it; once Orange gives it, lay it where a first tile goes.",
                     "提出請求；橘色玩家讓渡後，把它放在第 1 個板塊可以放的位置。")),
            highlight=("ask for gift",),
            rules=("karesansui.gift.receiver-places",),
            wrong="place G09 at a1", wrong_rule="karesansui.gift.ask",
            explain={"do not ask": T("Then Orange keeps it.", "那樣橘色玩家就會留著它。")},
            success=T("Received and laid at once: a gift never waits in storage.",
                      "接受並立即配置：讓渡的板塊不會進暫存區。"),
            viewer=1,
        ),
        Task(
            "nobody-asked",
            T("Orange offered her tile, but Blue did not ask for it. Keep it for a later turn.",
              "橘色玩家提出讓渡，但藍色玩家沒有請求。把板塊留到之後的回合。"),
            NOBODY_ASKED,
            Reach(lambda start, now: now.storage[0] >= 0,
                  T("The tile is not in Orange's storage space.", "板塊不在橘色玩家的暫存區。")),
            solution=("store",),
            hints=(T("The offer is over; one of the other choices keeps the tile.",
                     "讓渡已經結束；其他選擇中有一項可以留住板塊。"),
                   T("Orange's storage space is empty.", "橘色玩家的暫存區是空的。")),
            highlight=("store",),
            rules=("karesansui.gift.ask", "karesansui.store.one-space"),
            wrong="offer gift", wrong_rule="karesansui.gift.ask",
            success=T("Stored: it can go into her garden on her next turn.",
                      "保管了：下一回合可以放進她的庭園。"),
        ),
        Read(T(
            """
## Snatching

> 「當玩家宣告執行前行動階段之配置行動或暫存區配置行動時，其他玩家可執行「強奪」行動。」

When a player **declares** laying a drawn tile or their stored tile, the other players may
**snatch** it and lay it in their own garden at once (`karesansui.snatch.when`). The player
laying cannot refuse, except with one gardener card, Shigemori Mirei (lesson 6): so a player
who still holds a gardener card is asked `allow snatch` (or the card) whoever holds what, and
the question gives nothing away. A snatch costs **2 virtue**; a player with less cannot
snatch (`karesansui.snatch.cost`). If several want it, the one with the **fewest tiles** in
their garden gets it; on a tie, the one earlier in turn order (`karesansui.snatch.priority`),
counted from the start player, Orange (`karesansui.snatch.ties`; the option
`snatch_ties="clockwise"` counts from the player laying the tile). The tutor asks them one by
one in that order (`snatch` or `let it go`); the first to snatch takes it. Gifted tiles,
gardener-card tiles and tiles already laid cannot be snatched.

**A snatched tile ends part one.** If the tile you drew is snatched, you do not draw again:
go on with part two (`karesansui.snatch.part-one-over`). No sentence of the summary gives
you another draw, so this is the tutor's reading; the option `after_snatch="draw-again"`
gives the other one. A stored tile snatched before part one still leaves you your draw.

On the board a player who may snatch sees the declared tile and two buttons; with nobody able
to snatch (too little virtue), the tile simply goes down.
""",
            """
## 強奪

> 「當玩家宣告執行前行動階段之配置行動或暫存區配置行動時，其他玩家可執行「強奪」行動。」

玩家**宣告**配置剛抽取或暫存區的板塊時，其他玩家可以**強奪**，並立即放進自己的庭園
(`karesansui.snatch.when`)。行動玩家不能拒絕，只有一張庭園大師卡「重森三玲」例外(第 6 課)：
因此手上還有庭園大師卡的玩家，不論持有哪一張，都會被詢問 `allow snatch`(或打出該卡)，
詢問本身不會洩露手牌。強奪須損失 **2 點德行**；德行不足者不能強奪(`karesansui.snatch.cost`)。
若有多位玩家要強奪，由庭園板塊**最少**的玩家優先；平手時由順位較前者取得
(`karesansui.snatch.priority`)，順位從起始玩家橘色算起(`karesansui.snatch.ties`；選項
`snatch_ties="clockwise"` 則從正在配置的玩家算起)。教學工具依此順序逐一詢問
(`snatch` 或 `let it go`)；第一位選擇強奪的玩家取得板塊。讓渡的板塊、庭園大師卡的板塊和
已放進庭園的板塊都不能強奪。

**板塊被強奪後前行動結束**。你抽取的板塊被強奪時，不能再抽取：接著進行後行動
(`karesansui.snatch.part-one-over`)。摘要沒有任何句子讓你再抽一次，所以這是教學工具的解讀；
選項 `after_snatch="draw-again"` 提供另一種讀法。在前行動之前配置的暫存區板塊被強奪，仍可抽取。

在棋盤上，可以強奪的玩家會看到宣告中的板塊和兩個按鈕；沒有人能強奪(德行不足)時，板塊就直接放下。
""")),
        Task(
            "snatch",
            T("Blue has 2 virtue and Orange is laying a tile Blue wants. Take it for Blue's "
              "garden.",
              "藍色玩家有 2 點德行，而橘色玩家正要配置一個藍色玩家想要的板塊。把它拿到藍色"
              "玩家的庭園。"),
            SNATCH_WINDOW,
            Reach(_more_tiles(1), T("The tile is not in Blue's garden.",
                                    "板塊不在藍色玩家的庭園裡。"),
                  within=2),
            solution=("snatch", "place G08 at b1"),
            replies={1: ("allow snatch",)},
            hints=(T("Orange has only declared where the tile goes: it is not down yet.",
                     "橘色玩家只是宣告了板塊的位置：它還沒有放下。"),
                   T("Snatch it (2 virtue), then lay it next to Blue's tile on a1.",
                     "強奪它(2 點德行)，再放在藍色玩家 a1 板塊的旁邊。")),
            highlight=("snatch",),
            rules=("karesansui.snatch.when", "karesansui.snatch.cost"),
            wrong="place G08 at b1", wrong_rule="karesansui.snatch.priority",
            explain={"let it go": T("Then the tile goes into Orange's garden.",
                                    "那樣板塊就會放進橘色玩家的庭園。")},
            success=T("Snatched: Blue paid 2 virtue and laid the tile at once; Orange allowed "
                      "it.", "強奪成功：藍色玩家付了 2 點德行並立即配置；橘色玩家允許了。"),
            viewer=1,
        ),
        Quiz((
            Choose("q-priority", T("Three players. Orange declares a tile for c1. Blue (2 tiles) "
                                   "and Black (1 tile) both have 2 virtue. Who is asked first "
                                   "whether to snatch it?",
                                   "三人遊戲。橘色玩家宣告把板塊放在 c1。藍色玩家(2 個板塊)"
                                   "和黑色玩家"
                                   "(1 個板塊)都有 2 點德行。先詢問誰要不要強奪?"),
                   (T("Blue", "藍色玩家"), T("Black", "黑色玩家")),
                   lambda s: s.current_player() - 1,
                   T("The fewest tiles first: Black; turn order only breaks a tie.",
                     "板塊最少者優先：黑色玩家；順位只在平手時決定。"),
                   rules=("karesansui.snatch.priority",), position=THREE_SNATCHERS),
            HowMany("q-snatch-cost", T("Blue snatches Orange's tile. How much virtue has Blue "
                                       "left?",
                                       "藍色玩家強奪橘色玩家的板塊。藍色玩家還剩幾點德行?"),
                    SNATCH_WINDOW, lambda s: s.apply("snatch").virtue[1],
                    T("2, less 2 for the snatch.", "2 點，強奪扣 2 點。"),
                    rules=("karesansui.snatch.cost",)),
            HowMany("q-gift-cap", T("Orange has 5 virtue and gives her tile to Blue. How much "
                                    "virtue does she have then?",
                                    "橘色玩家有 5 點德行，把板塊讓渡給藍色玩家。之後她有幾點德行?"),
                    GIFT_AT_FIVE, lambda s: s.apply("gift to Blue").virtue[0],
                    T("5 + 2 would be 7, but the track stops at 6.",
                      "5 + 2 是 7，但德行區最多 6 點。"),
                    rules=("karesansui.gift.virtue",)),
            LegalOrNot("q-no-second-draw", SNATCHED, "draw from stack 9",
                       rules=("karesansui.snatch.part-one-over",),
                       note=T("Blue snatched the tile Orange drew: her part one is over, she "
                              "goes on with part two.",
                              "藍色玩家強奪了橘色玩家抽取的板塊：她的前行動結束，接著進行後行動。")),
            LegalOrNot("q-snatch-gift", GIFT_GIVEN, "snatch", rules=("karesansui.snatch.when",),
                       note=T("A gifted tile cannot be snatched: Blue places it at once.",
                              "讓渡的板塊不能強奪：藍色玩家須立即配置。")),
            LegalOrNot("q-poor-snatcher", PLACED_UNSEEN, "snatch",
                       rules=("karesansui.snatch.cost",),
                       note=T("Blue had only 1 virtue, so nobody was asked: the tile went down.",
                              "藍色玩家只有 1 點德行，所以沒有人被詢問：板塊直接放下了。")),
            Choose("q-gift-forced", T("Can Orange make Blue take a gift Blue did not ask for?",
                                      "橘色玩家可以強迫藍色玩家接受他沒有請求的讓渡嗎?"),
                   (T("yes", "可以"), T("no", "不可以")), 1,
                   T("Only a player who asks can receive a gift.",
                     "只有提出請求的玩家才能接受讓渡。"),
                   rules=("karesansui.gift.ask",)),
        )),
    ),
    recap=T("A gift goes only to a player who asks; the giver gains 2 virtue (at most 6) and "
            "the receiver lays it at once. A tile declared for placing, drawn or stored, may be "
            "snatched for 2 virtue, the fewest tiles first; gifts cannot be snatched. A "
            "snatched drawn tile ends its owner's part one.",
            "讓渡只給提出請求的玩家；行動玩家獲得 2 點德行(最多 6 點)，接受者立即配置。"
            "宣告配置的板塊"
            "(剛抽取或暫存區的)可以花 2 點德行強奪，板塊最少者優先；讓渡的板塊不能強奪。"
            "抽取的板塊被強奪後，該玩家的前行動就結束了。"),
    mistakes=(T("Offering a gift again after nobody asked.", "無人請求後再次提出讓渡。"),
              T("Thinking turn order decides who snatches first: the fewest tiles do.",
                "以為強奪由順位決定：其實是板塊最少者優先。"),
              T("Snatching with less than 2 virtue.", "德行不足 2 點時強奪。"),
              T("Drawing again after your drawn tile was snatched.",
                "抽取的板塊被強奪後又再抽取。")),
)


# == Lesson 4: virtue ============================================================================

ZAZEN_TIME = _game(_lay("G01", "a1"), _keep("G13"), "draw; tile G02; place G02 at b1")
"""Orange (1 virtue) has laid a tile and is in part two."""
AT_SIX = _game(
    _lay("G01", "a1"), _keep("G13"), _lay("G01", "b1"), _keep("G12", "discard"),
    _lay("G01", "c1"), _keep("G10", "discard"), _keep("G05"), _keep("G11", "discard"),
    _lay("G01", "d1"), _keep("M05", "discard"), _lay("G01", "e1"), _keep("M04", "discard"),
    "draw; tile M09")
"""Orange has 6 virtue and a full storage space, and has drawn a moss tile."""
AT_SIX_PART_TWO = Position(AT_SIX.moves + "\nplace M09 at a2", options=AT_SIX.options)
THREE_VIRTUE = _game(
    _lay("G01", "a1"), _keep("G13"), _lay("G01", "b1"), _keep("G12", "discard"),
    _lay("G01", "c1"), _keep("G10", "discard"), "draw; tile G04; place G04 at a2")
"""Orange has 3 virtue, her monk on a2, in part two."""
NO_VIRTUE = _game("draw; tile G01; place G01 at a1")
"""Orange, with no virtue, in part two of her first turn."""

VIRTUE = Lesson(
    game="karesansui", number=4, slug="virtue",
    title=T("Virtue", "德行"),
    minutes=15,
    objectives=(
        T("say what earns virtue and what costs it", "說出哪些行動獲得德行、哪些行動花費德行"),
        T("use the top of the track (6) without wasting virtue",
          "善用德行區頂端(6 點)，不浪費德行"),
        T("turn virtue into a stone, and know that it drops to 0",
          "用德行換石頭，並知道德行會歸 0"),
    ),
    steps=(
        Read(T(
            """
## The virtue track

Virtue (德行) runs from 0 to 6 on the temple board. It moves like this:

| action | virtue |
|---|---|
| zazen (座禪), in part two | +1 (`karesansui.zazen`) |
| a gift, when it is taken | +2 (`karesansui.gift.virtue`) |
| a discard | -1, not below 0 (`karesansui.discard.virtue`) |
| a snatch | -2, not below 0 (`karesansui.snatch.cost`) |
| taking a stone | back to **0**, whatever it was (`karesansui.stone.virtue-reset`) |

Nothing goes above 6: a gain past the top is lost. What is virtue for? **Stones** (lesson 5):
a stone needs a certain virtue, and with 6 it may go anywhere in your garden. And at the
end, **each virtue left scores 1 point** (`karesansui.score.virtue`). So virtue is a choice:
spend it on a stone, or keep it as points.

> 「玩家取得石頭後，無論其目前德行點數為何，皆須立即將德行區自家顏色計分標記移回至0格位置處。」
""",
            """
## 德行區

德行在寺廟圖板上從 0 到 6。它這樣變化：

| 行動 | 德行 |
|---|---|
| 座禪(後行動) | +1(`karesansui.zazen`) |
| 讓渡(有人接受時) | +2(`karesansui.gift.virtue`) |
| 廢棄 | -1，不能低於 0(`karesansui.discard.virtue`) |
| 強奪 | -2，不能低於 0(`karesansui.snatch.cost`) |
| 獲得石頭 | 回到 **0**，無論原本是多少(`karesansui.stone.virtue-reset`) |

德行不會超過 6：超過頂端的部分就浪費了。德行有什麼用?**石頭**(第 5 課)：每種石頭需要一定的德行，
德行 6 點時石頭可以放在庭園任何位置。而遊戲結束時，**每點剩下的德行得 1 分**
(`karesansui.score.virtue`)。所以德行是一種選擇：花在石頭上，或留著當分數。

> 「玩家取得石頭後，無論其目前德行點數為何，皆須立即將德行區自家顏色計分標記移回至0格位置處。」
""")),
        Task(
            "zazen",
            T("Orange has laid her tile. End her turn with one more virtue.",
              "橘色玩家已經配置了板塊。以多 1 點德行結束她的回合。"),
            ZAZEN_TIME,
            Reach(lambda start, now: now.virtue[0] == start.virtue[0] + 1,
                  T("Orange's virtue did not grow.", "橘色玩家的德行沒有增加。")),
            solution=("zazen",),
            hints=(T("Part two has one action that is pure meditation.",
                     "後行動中有一項就是靜坐冥想。"),
                   T("Sit in zazen.", "座禪。")),
            highlight=("zazen",),
            rules=("karesansui.zazen",),
            wrong="offer gift", wrong_rule="karesansui.turn.two-parts",
            explain={"monk to a1": T("Moving the monk earns no virtue.",
                                     "移動禪宗僧侶不會獲得德行。")},
            success=T("Zazen: +1 virtue, and the turn passes to Blue.",
                      "座禪：德行 +1，輪到藍色玩家。"),
        ),
        Task(
            "at-six",
            T("Orange has 6 virtue, a full storage space and a moss tile she does not want. Get "
              "rid of it and keep all her virtue.",
              "橘色玩家有 6 點德行、滿的暫存區，以及一個不想要的苔蘚板塊。處理掉它，"
              "同時保住全部德行。"),
            AT_SIX,
            Reach(lambda start, now: now.drawn < 0 and now.tiles_in(0) == start.tiles_in(0)
                  and now.virtue[0] == 6,
                  T("The tile is still Orange's, or virtue was lost.",
                    "板塊還在橘色玩家手上，或德行減少了。"),
                  within=2),
            solution=("offer gift", "gift to Blue"),
            replies={1: ("ask for gift",)},
            hints=(T("A discard costs 1. Which choice earns virtue instead, even if the track is "
                     "full?", "廢棄要扣 1 點。哪一項反而會獲得德行，即使德行區已滿?"),
                   T("A gift earns 2, and the track stops at 6: nothing is lost.",
                     "讓渡獲得 2 點，德行區最多 6 點：沒有損失。")),
            highlight=("offer gift",),
            rules=("karesansui.gift.virtue", "karesansui.discard.virtue"),
            wrong="store", wrong_rule="karesansui.store.one-space",
            explain={"discard": T("Discarding would drop her virtue to 5.",
                                  "廢棄會讓她的德行降到 5 點。")},
            success=T("Given away: still 6 virtue (the 2 she earned went past the top), and the "
                      "tile is in Blue's hands.",
                      "讓渡了：德行仍是 6 點(獲得的 2 點超過頂端)，板塊交給了藍色玩家。"),
        ),
        Task(
            "spend",
            T("Orange has 3 virtue. Turn it into the most valuable stone it pays for.",
              "橘色玩家有 3 點德行。把它換成付得起的最有價值的石頭。"),
            THREE_VIRTUE,
            Reach(lambda start, now: "reclining" in _stone_kinds(now, 0),
                  T("That is not the most valuable stone 3 virtue pays for.",
                    "那不是 3 點德行付得起的最有價值的石頭。")),
            solution=("stone reclining at a1",),
            hints=(T("The stones on the temple board show the virtue each needs.",
                     "寺廟圖板上的石頭標示各自所需的德行。"),
                   T("The reclining stone needs 3; put it in the monk's column.",
                     "臥石需要 3 點；放在禪宗僧侶所在的縱列。")),
            highlight=("stone reclining at a1",),
            rules=("karesansui.stone.threshold", "karesansui.stone.virtue-reset"),
            wrong="stone tall at a1", wrong_rule="karesansui.stone.threshold",
            explain={"stone flat at a1": T("The flat stone needs only 1: 3 pays for more.",
                                           "橫石只需要 1 點：3 點可以換更好的。"),
                     "stone small at a1": T("The small standing stone needs 2: 3 pays for more.",
                                            "小立石需要 2 點：3 點可以換更好的。")},
            success=T("A reclining stone, and Orange's virtue is back to 0.",
                      "一顆臥石，橘色玩家的德行回到 0。"),
        ),
        Quiz((
            HowMany("q-after-stone", T("Orange has 3 virtue and takes a flat stone (it needs 1). "
                                       "How much virtue has she left?",
                                       "橘色玩家有 3 點德行，取得一顆橫石(需要 1 點)。"
                                       "她還剩幾點德行?"),
                    THREE_VIRTUE, lambda s: s.apply("stone flat at a1").virtue[0],
                    T("Taking any stone sends virtue back to 0.", "取得任何石頭，德行都回到 0。"),
                    rules=("karesansui.stone.virtue-reset",)),
            HowMany("q-zazen-at-six", T("Orange has 6 virtue and sits in zazen. How much virtue "
                                        "has she then?",
                                        "橘色玩家有 6 點德行並座禪。之後她有幾點德行?"),
                    AT_SIX_PART_TWO, lambda s: s.apply("zazen").virtue[0],
                    T("The track stops at 6.", "德行區最多 6 點。"), rules=("karesansui.zazen",)),
            HowMany("q-virtue-points", T("How many points does Orange's virtue give her on the "
                                         "score sheet now?",
                                         "橘色玩家的德行現在在計分表上值幾分?"),
                    THREE_VIRTUE, lambda s: s.scores().points[0]["virtue"],
                    T("1 point for each virtue.",
                      "每點德行 1 分。"), rules=("karesansui.score.virtue",)),
            Choose("q-most", T("Which of these earns the most virtue?", "下列哪一項獲得最多德行?"),
                   (T("zazen", "座禪"), T("a gift that is taken", "被接受的讓渡"),
                    T("a snatch", "強奪")), 1,
                   T("A gift +2, zazen +1; a snatch costs 2.", "讓渡 +2，座禪 +1；強奪花 2 點。"),
                   rules=("karesansui.gift.virtue", "karesansui.zazen", "karesansui.snatch.cost")),
            LegalOrNot("q-stone-at-zero", NO_VIRTUE, "stone flat at a1",
                       note=T("Even the flat stone needs 1 virtue.",
                              "即使是橫石也需要 1 點德行。")),
        )),
    ),
    recap=T("Zazen +1, a gift +2, a discard -1, a snatch -2, a stone sends virtue to 0; the "
            "track stops at 6, and every virtue left at the end is a point.",
            "座禪 +1、讓渡 +2、廢棄 -1、強奪 -2，取得石頭時德行歸 0；德行區最多 6 點，"
            "遊戲結束時剩下的"
            "每點德行得 1 分。"),
    mistakes=(T("Sitting in zazen at 6: the point is lost.", "德行 6 點時座禪：這 1 點浪費了。"),
              T("Thinking a stone costs only its threshold: all virtue goes.",
                "以為石頭只花它所需的點數：其實全部德行都歸 0。")),
)


def _stone_kinds(state: State, seat: int) -> list[str]:
    """The kinds of stone in ``seat``'s garden."""
    from .data import STONE_KINDS

    return [STONE_KINDS[k].id for k in state.stones[seat] if k >= 0]


# == Lesson 5: the monk and stones ================================================================

SIX_TILES = _game(
    _lay("G01", "a1"), _keep("G13"), _lay("G01", "b1"), _keep("G12", "discard"),
    _lay("G01", "c1"), _keep("G10", "discard"), _lay("G01", "a2"), _keep("G11", "discard"),
    _lay("G01", "b2"), _keep("M05", "discard"), "draw; tile G06; place G06 at c2")
"""Orange has 5 virtue and a garden of two rows of three; her monk is on c2, in part two."""
MOSS_GARDEN = _game(
    _lay("M01", "a1"), _keep("G13"), _lay("M01", "b1"), _keep("G12", "discard"),
    "draw; tile G01; place G01 at a2; stone flat at a1", _keep("G10", "discard"),
    _lay("G01", "c1"), _keep("G11", "discard"), _lay("G01", "b2"), _keep("M05", "discard"),
    _lay("G01", "c2"), _keep("M04", "discard"), _lay("G01", "a3"), _keep("M03", "discard"),
    _lay("G01", "b3"), _keep("G09", "discard"), _lay("G04", "c3"), _keep("G08", "discard"),
    "draw; tile G05; place G05 at d1")
"""Orange has 6 virtue; a flat stone stands on the moss tile a1, next to the moss tile b1;
her monk is on d1, in part two."""
BOAT_PLACED = _game(
    _lay("G01", "a1"), _keep("G13"), _keep("G12"),
    _lay("G01", "b1"), _keep("G10", "discard"), _keep("G11", "discard"),
    _lay("G01", "c1"), _keep("M05", "discard"), _keep("M04", "discard"),
    _lay("G01", "a2"), _keep("M03", "discard"), _keep("G09", "discard"),
    _lay("G01", "b2"), _keep("G08", "discard"), _keep("G02", "discard"),
    "draw; tile G02; place G02 at a3; stone boat at a1",
    _keep("G03", "discard"), _keep("G04", "discard"),
    "draw; tile G03; place G03 at c2; use muso",
    players=3, gardeners=("muso", "jozan", "zenami"))
"""3 players: Orange placed her boat stone earlier and now uses Musō Soseki (any stone on any
tile); the temple board still has a boat stone."""

MONK_AND_STONES = Lesson(
    game="karesansui", number=5, slug="the-monk-and-stones",
    title=T("The monk and stones", "禪宗僧侶與石頭"),
    minutes=25,
    objectives=(
        T("move the monk, one step onto a tile", "移動禪宗僧侶：一步，走到板塊上"),
        T("take the stone your virtue pays for and set it in the monk's column",
          "取得德行付得起的石頭，放在禪宗僧侶所在的縱列"),
        T("know where stones may not go: neighbours on gravel, two on a tile, a second boat "
          "stone", "知道石頭不能放的地方：砂礫上相鄰、同一板塊兩顆、第二顆舟石"),
    ),
    steps=(
        Read(T(
            """
## The monk

Your monk (禪宗僧侶) stands on the tile you laid last (`karesansui.place.monk-follows`). In
part two you may **move** it one step up, down, left or right onto a tile of your garden; it
may stop on a stone, but never moves diagonally, off the garden or onto an empty space
(`karesansui.monk.move`). Why move it? Because it decides where your stones go.

## Stones

> 「玩家在放置石頭時，須將其擺放在禪宗僧侶的所在板塊上，或是擺放在與禪宗僧侶同一縱列的板塊上。」

In part two you may **take a stone** from the temple board and set it in your garden:

- any stone whose threshold is at most your virtue: flat 橫石 1, small standing 小立石 2,
  reclining 臥石 3, tall standing 大立石 4, boat 舟石 5 (`karesansui.stone.threshold`; the
  summary's table is a picture that did not survive, so these come from a Japanese rule
  write-up); only kinds still on the temple board (`karesansui.stone.supply`);
- your virtue then drops to 0 (`karesansui.stone.virtue-reset`);
- on your monk's tile or another tile in the **same column** (`karesansui.stone.monk-column`);
  with **6 virtue**, on any tile (`karesansui.stone.anywhere-at-six`);
- one stone per tile (`karesansui.stone.one-per-tile`);
- never on two neighbouring tiles (side by side or one above the other) unless **both** are
  moss tiles (`karesansui.stone.moss-neighbours`);
- one **boat stone** per player per game (`karesansui.stone.one-boat`).

A stone on the monk's own tile sends the monk off it by the usual one step
(`karesansui.stone.monk-moves-off`: the summary says it must move; one write-up says it may;
the tutor follows the summary). How many stones of each kind lie on the temple board depends
on the number of players (`karesansui.setup.stones`): with 2 players 4, 5, 2, 3 and 1 boat
stone.
""",
            """
## 禪宗僧侶

你的禪宗僧侶站在你最後放置的板塊上(`karesansui.place.monk-follows`)。後行動可以把它往上、下、左、右
**移動** 1 格到自家庭園的板塊上；可以停在石頭上，但不能斜走、走出庭園或移到沒有板塊的位置
(`karesansui.monk.move`)。為什麼要移動它?因為它決定石頭可以放在哪裡。

## 石頭

> 「玩家在放置石頭時，須將其擺放在禪宗僧侶的所在板塊上，或是擺放在與禪宗僧侶同一縱列的板塊上。」

後行動可以從寺廟圖板**獲得一顆石頭**並放進庭園：

- 所需德行不超過你目前德行的石頭：橫石 1、小立石 2、臥石 3、大立石 4、舟石 5
  (`karesansui.stone.threshold`；摘要中的表格是無法辨識的圖片，這些數字來自一份日文規則整理)；
  只能拿寺廟圖板上還有的種類(`karesansui.stone.supply`)；
- 之後德行回到 0(`karesansui.stone.virtue-reset`)；
- 放在禪宗僧侶所在的板塊，或**同一縱列**的板塊(`karesansui.stone.monk-column`)；德行 **6 點**時，
  可以放在
  任一板塊(`karesansui.stone.anywhere-at-six`)；
- 每個板塊只能放 1 顆石頭(`karesansui.stone.one-per-tile`)；
- 2 顆石頭不能放在 2 個相鄰(水平或垂直)的板塊上，除非**兩個**都是苔蘚板塊
  (`karesansui.stone.moss-neighbours`)；
- 每場遊戲中，每位玩家只能放 1 顆**舟石**(`karesansui.stone.one-boat`)。

石頭放在禪宗僧侶所在的板塊上時，禪宗僧侶須依一般規則移開 1 格(`karesansui.stone.monk-moves-off`：
摘要說
「須」移開，有一份整理說「可以」；教學工具依照摘要)。寺廟圖板上每種石頭的數量依人數而定
(`karesansui.setup.stones`)：兩人時為 4、5、2、3 和 1 顆舟石。
""")),
        Task(
            "monk-step",
            T("Orange's monk is on c2. Move it into the top row.",
              "橘色玩家的禪宗僧侶在 c2。把它移到上排。"),
            SIX_TILES,
            Reach(lambda start, now: 0 <= now.monks[0] < 5,
                  T("The monk is not in the top row.", "禪宗僧侶不在上排。")),
            solution=("monk to c1",),
            hints=(T("The monk walks like a rook that takes one step.",
                     "禪宗僧侶一次只走直線 1 格。"),
                   T("Straight up.", "往正上方。")),
            highlight=("monk to c1",),
            rules=("karesansui.monk.move",),
            wrong="monk to b1", wrong_rule="karesansui.monk.move",
            success=T("One step up. Now the monk's column is still c.",
                      "往上 1 格。禪宗僧侶所在的縱列仍然是 c。"),
        ),
        Task(
            "best-stone",
            T("Orange has 5 virtue and her monk on c2. Set the most valuable stone her virtue "
              "pays for in her garden.",
              "橘色玩家有 5 點德行，禪宗僧侶在 c2。把她的德行付得起的最有價值的石頭放進庭園。"),
            SIX_TILES,
            Reach(lambda start, now: "boat" in _stone_kinds(now, 0),
                  T("That is not the stone 5 virtue pays for at most.",
                    "那不是 5 點德行最多能換的石頭。"), within=2),
            solution=("stone boat at c1",),
            hints=(T("The boat stone needs 5. Where may it go?", "舟石需要 5 點。它可以放在哪裡?"),
                   T("In column c, the monk's column: c1, or c2 under the monk.",
                     "在禪宗僧侶所在的 c 欄：c1，或禪宗僧侶腳下的 c2。")),
            highlight=("stone boat at c1", "stone boat at c2"),
            rules=("karesansui.stone.threshold", "karesansui.stone.monk-column",
                   "karesansui.stone.virtue-reset"),
            wrong="stone boat at a1", wrong_rule="karesansui.stone.monk-column",
            success=T("The boat stone, Orange's only one for the whole game; her virtue is 0.",
                      "舟石：橘色玩家整場遊戲唯一的一顆；她的德行歸 0。"),
        ),
        Task(
            "monk-tile",
            T("Set a flat stone on the very tile Orange's monk stands on.",
              "把一顆橫石放在橘色玩家的禪宗僧侶所站的板塊上。"),
            SIX_TILES,
            Reach(lambda start, now: now.stones[0][7] >= 0 and now.phase != "monk-off",
                  T("The stone is not on the monk's tile, or the monk has not stepped off.",
                    "石頭不在禪宗僧侶的板塊上，或禪宗僧侶還沒有移開。"), within=2),
            solution=("stone flat at c2", "monk to b2"),
            hints=(T("The stone goes down first; then the monk must make room.",
                     "先放石頭；然後禪宗僧侶必須讓開。"),
                   T("After the stone, move the monk one step onto a tile.",
                     "放好石頭後，把禪宗僧侶移動 1 格到板塊上。")),
            highlight=("stone flat at c2",),
            rules=("karesansui.stone.monk-moves-off",),
            wrong="stone flat at c1",
            explain={"stone flat at c1": T("c1 is in the monk's column, but the monk is on c2.",
                                           "c1 在禪宗僧侶的縱列，但禪宗僧侶在 c2。")},
            success=T("The stone is under where the monk stood, and the monk has stepped off.",
                      "石頭放在禪宗僧侶原來的位置，禪宗僧侶也移開了。"),
        ),
        Task(
            "moss-pair",
            T("Orange has 6 virtue. Set a stone right next to her flat stone on a1.",
              "橘色玩家有 6 點德行。在她 a1 的橫石旁邊緊鄰放一顆石頭。"),
            MOSS_GARDEN,
            Reach(lambda start, now: now.stones[0][1] >= 0 or now.stones[0][5] >= 0,
                  T("The new stone is not next to the one on a1.", "新石頭沒有緊鄰 a1 的石頭。")),
            solution=("stone flat at b1",),
            hints=(T("Neighbouring stones are allowed on one kind of tile only.",
                     "只有在一種板塊上，石頭才可以相鄰。"),
                   T("a1 is moss; which of its neighbours is moss too?",
                     "a1 是苔蘚板塊；它的哪個鄰居也是苔蘚板塊?")),
            highlight=("stone flat at b1",),
            rules=("karesansui.stone.moss-neighbours", "karesansui.stone.anywhere-at-six"),
            wrong="stone flat at a2", wrong_rule="karesansui.stone.moss-neighbours",
            success=T("Two stones side by side, both on moss. With 6 virtue the monk's column "
                      "did not matter.",
                      "兩顆石頭並排，都在苔蘚板塊上。德行 6 點時不必管禪宗僧侶的縱列。"),
        ),
        Quiz((
            LegalOrNot("q-column", SIX_TILES, "stone small at c1",
                       rules=("karesansui.stone.monk-column",),
                       note=T("c1 is in the monk's column.", "c1 在禪宗僧侶的縱列。")),
            LegalOrNot("q-other-column", SIX_TILES, "stone small at b1",
                       note=T("5 virtue is not 6: the stone must go in column c.",
                              "5 點不是 6 點：石頭必須放在 c 欄。")),
            LegalOrNot("q-six", MOSS_GARDEN, "stone tall at c3",
                       rules=("karesansui.stone.anywhere-at-six",),
                       note=T("With 6 virtue, anywhere that the other stone rules allow.",
                              "德行 6 點時，只要符合其他石頭規則，哪裡都可以。")),
            LegalOrNot("q-taken-tile", MOSS_GARDEN, "stone small at a1",
                       note=T("One stone per tile.", "每個板塊 1 顆石頭。")),
            LegalOrNot("q-empty-space", SIX_TILES, "monk to d2",
                       note=T("The monk walks only on tiles.", "禪宗僧侶只能走在板塊上。")),
            LegalOrNot("q-second-boat", BOAT_PLACED, "stone boat at c1",
                       note=T("One boat stone per player per game, even though the temple board "
                              "still has one.",
                              "每位玩家整場只能放 1 顆舟石，即使寺廟圖板上還有。")),
            HowMany("q-tall-3p", T("Three players: how many tall standing stones lie on the temple "
                                   "board at the start?",
                                   "三人遊戲：開始時寺廟圖板上有幾顆大立石?"),
                    _game(players=3, gardeners=("muso", "jozan", "zenami")),
                    lambda s: s.supply[3],
                    T("3 players: 5 flat, 6 small standing, 3 reclining, 4 tall standing, 2 boat. "
                      "These counts come from one source, since the summary's table is lost.",
                      "三人：橫石 5、小立石 6、臥石 3、大立石 4、舟石 2。"
                      "這些數量只來自一個資料來源，"
                      "因為摘要中的表格已佚失。"),
                    rules=("karesansui.setup.stones",), picture=False),
        )),
    ),
    recap=T("The monk steps one space onto a tile. A stone costs all your virtue (it needs at "
            "least its threshold), goes in the monk's column (anywhere at 6), one per tile, "
            "never on neighbouring gravel tiles, and one boat stone each; a stone on the monk's "
            "tile moves the monk off.",
            "禪宗僧侶一次走 1 格到板塊上。石頭會花掉你全部的德行(至少要有所需的點數)，"
            "放在禪宗僧侶的"
            "縱列(6 點時可任意放)，每個板塊 1 顆，不能放在相鄰的砂礫板塊上，每人 1 顆舟石；放在禪宗"
            "僧侶所在板塊上時，禪宗僧侶要移開。"),
    mistakes=(T("Setting a stone in another column with less than 6 virtue.",
                "德行不到 6 點時把石頭放在其他縱列。"),
              T("Putting stones on neighbouring gravel tiles.", "把石頭放在相鄰的砂礫板塊上。"),
              T("Moving the monk diagonally.", "斜著移動禪宗僧侶。")),
)


# == Lesson 6: gardener cards ======================================================================

NO_VIRTUE_THREE_TILES = _game(
    _lay("G01", "a1"), _keep("G13"),
    "draw; tile G01; place G01 at b1; monk to a1", _keep("G12", "discard"),
    "draw; tile G01; discard; monk to b1", _keep("G10", "discard"),
    "draw; tile G02; place G02 at c1")
"""Orange has no virtue and three tiles in the top row, in part two; she holds Musō Soseki,
Zen'ami and Sesshū."""
BLUE_CAN_TAKE = _game("draw; tile G05; store; zazen", "draw; tile G13; place G13 at a1")
"""Orange stored a tile; Blue laid one and is in part two, holding Ishikawa Jōzan."""
BLUE_NOTHING_STORED = _game(_lay("G01", "a1"), "draw; tile G13; place G13 at a1")
"""Blue in part two; nobody has a stored tile."""
PART_TWO_THREE_TILES = _game(_lay("G01", "a1"), _keep("G13"), _lay("G01", "b1"),
                             _keep("G12", "discard"), "draw; tile G05; place G05 at c1")
"""Orange (2 virtue) has laid her third tile, on c1, and is in part two."""
MUSO_IN_MOSS = Position(MOSS_GARDEN.moves + "\nuse muso", options=MOSS_GARDEN.options)
"""MOSS_GARDEN after Orange turns up Musō Soseki: any stone on any tile."""
JOZAN_TAKEN = _game("draw; tile G05; store; zazen",
                    "draw; tile G13; place G13 at a1; use jozan; take stored from Orange")
"""Blue has taken Orange's stored tile with Ishikawa Jōzan and must place it."""
COUNTER_GARDENERS = ("shigemori", "jozan", "zenami", "rikyu", "sesshu", "enshu")
"""As :data:`GARDENERS`, but Orange holds Shigemori Mirei instead of Musō Soseki."""
COUNTER_WINDOW = _game(_lay("G01", "a1"), _keep("G13"), _lay("G01", "b1"),
                       "place stored G13 at a1; let it go; draw; tile G12; store; zazen",
                       "draw; tile G08; place G08 at c1; snatch", gardeners=COUNTER_GARDENERS)
"""Blue (2 virtue) snatches the tile Orange is laying on c1; Orange holds Shigemori Mirei."""
COUNTER_PART_TWO = _game("draw; tile G01; place G01 at a1", gardeners=COUNTER_GARDENERS)
"""Orange, holding Shigemori Mirei, is in part two; nobody is snatching."""

GARDENER_CARDS = Lesson(
    game="karesansui", number=6, slug="gardener-cards",
    title=T("Gardener cards", "庭園大師卡"),
    minutes=20,
    objectives=(
        T("use a gardener card as part two of a turn", "把庭園大師卡當作後行動使用"),
        T("place or discard the tiles a card gives, and set a card's stone",
          "配置或廢棄卡片給的板塊，並放置卡片給的石頭"),
        T("tell the known cards from the provisional ones", "分辨已知的卡和暫定的卡"),
        T("counter a snatch with Shigemori Mirei, as the tutor reads his card",
          "依教學工具對重森三玲的解讀，用他反制強奪"),
    ),
    steps=(
        Read(T(
            """
## Masters of the garden

The gardener cards (庭園大師卡) are famous garden makers. As **part two** of your turn,
instead of zazen, the monk or a stone, you may turn your card face up and do what it says;
then it is discarded (`karesansui.gardener.use`). A card that can do nothing now cannot be
used (`karesansui.gardener.useless-card`: the tutor's rule, since no source says; zazen is
always there instead). With 2 players you hold three and use at most one per turn.

- **Tiles** a card lets you **draw** are placed in your garden at once by the usual
  placement rules, or discarded **free** (no virtue lost); they cannot be gifted, stored or
  snatched (`karesansui.gardener.tiles`).
- **Tiles** a card lets you **take** from a storage space are placed, never discarded
  (`karesansui.gardener.taken-placed`): the summary allows the free discard only for cards
  that draw. You take one at a time, only while your garden has room, so a taken tile
  always fits (`karesansui.gardener.take-room`).
- A **stone** a card gives ignores your monk's position, but the other stone rules still
  apply (`karesansui.gardener.stones`).

**Which cards are known.** All nine cards are named. Four effects are known from player
write-ups (`karesansui.gardener.known`): *Musō Soseki* (夢窗疏石), any stone on any tile (your
virtue does not change: no source says it costs any); *Zen'ami* (善阿彌), draw 2 tiles and
place both (or discard free); *Sesshū* (雪舟), draw 3, place 1, discard the rest free;
*Ishikawa Jōzan* (石川丈山), take tiles from other players' storage spaces and place them.

*Shigemori Mirei* (重森三玲) is known to stop a snatch; how exactly is not. The tutor reads
him as a **counter** (`karesansui.gardener.counter-snatch`): when another player snatches a
tile you are placing, play him (`use shigemori`) and the snatch is cancelled, the snatcher
pays nothing and your tile goes down where you said. He is never a part-two action, and with
2 players he is your one card of that turn.

*Sen no Rikyū*'s effect is known only in part; *Kentei* (賢庭), *Kobori Enshū* (小堀遠州) and
*Kanamori Sōwa* (金森宗和; the sources write only 金森) have no known effect: the tutor gives
them stand-in effects, and the board marks them, and Shigemori Mirei, **provisional**
(`karesansui.gardener.provisional`). Read a provisional card as a placeholder, not as the
printed rule.
""",
            """
## 庭園大師

庭園大師卡是著名的造園家。在回合的**後行動**，你可以不座禪、不移動禪宗僧侶、不拿石頭，而是把卡翻面並
執行其特殊技能；使用 1 次後棄置(`karesansui.gardener.use`)。目前無法發揮效果的卡不能使用
(`karesansui.gardener.useless-card`：沒有來源說明，這是教學工具的規則；反正隨時可以座禪)。
兩人遊戲時你有 3 張，每回合最多使用 1 張。

- 卡片讓你**抽取**的板塊須立即依一般放置規則配置到自家庭園，或**免費**廢棄(不扣德行)；不能讓渡、
  保管，也不會遭到強奪(`karesansui.gardener.tiles`)。
- 卡片讓你從暫存區**拿取**的板塊一定要配置，不能廢棄(`karesansui.gardener.taken-placed`)：
  摘要只允許抽取板塊的卡免費廢棄。一次拿 1 個，而且只有庭園還有空位時才能拿，所以拿到的板塊
  一定放得下(`karesansui.gardener.take-room`)。
- 卡片給的**石頭**不受禪宗僧侶位置限制，但仍須遵守其他石頭放置規則(`karesansui.gardener.stones`)。

**哪些卡是已知的**。九張卡都有名稱。有四張卡的效果可從玩家的整理得知
(`karesansui.gardener.known`)：**夢窗疏石**，任一石頭放在任一板塊(德行不變：沒有資料說要花
德行)；**善阿彌**，抽取 2 個板塊並配置(或免費廢棄)；**雪舟**，抽取 3 個，配置 1 個，其餘免費
廢棄；**石川丈山**，從其他玩家的暫存區拿取板塊並配置。

已知**重森三玲**能阻止強奪，但不知道確切的做法。教學工具把他解讀為**反制**
(`karesansui.gardener.counter-snatch`)：其他玩家強奪你正在配置的板塊時，打出他
(`use shigemori`)，這次強奪就取消，強奪者不付德行，你的板塊放在你宣告的位置。他不是後行動；
兩人遊戲時，他就是你那一回合唯一的一張卡。

**千利休**的效果只知道一部分；**賢庭**、**小堀遠州**和**金森宗和**(資料只寫「金森」)的效果不明：
教學工具以代替的效果呈現，棋盤上把它們以及重森三玲標示為**暫定**
(`karesansui.gardener.provisional`)。暫定的卡請當作暫時的替代，不要當成印刷的規則。
""")),
        Task(
            "muso",
            T("Orange has no virtue. Set a stone in her garden anyway.",
              "橘色玩家沒有德行。還是要在她的庭園放一顆石頭。"),
            NO_VIRTUE_THREE_TILES,
            Reach(lambda start, now: len(_stone_kinds(now, 0)) == 1,
                  T("No stone is in Orange's garden.", "橘色玩家的庭園裡沒有石頭。"), within=2),
            solution=("use muso", "stone tall at a1"),
            hints=(T("Virtue buys stones, but one of her cards does not need it.",
                     "德行可以換石頭，但她有一張卡不需要德行。"),
                   T("Musō Soseki: any stone on any tile.", "夢窗疏石：任一石頭放在任一板塊。")),
            highlight=("use muso",),
            rules=("karesansui.gardener.use", "karesansui.gardener.stones"),
            wrong="stone flat at a1", wrong_rule="karesansui.stone.threshold",
            success=T("A tall standing stone for nothing; the card is used up.",
                      "不花德行就得到一顆大立石；這張卡用掉了。"),
        ),
        Task(
            "jozan",
            T("Blue: the tile in Orange's storage space would suit Blue's garden. Get it there "
              "this turn.",
              "藍色玩家：橘色玩家暫存區的板塊很適合藍色玩家的庭園。這回合把它放進去。"),
            BLUE_CAN_TAKE,
            Reach(lambda start, now: now.storage[0] < 0 and now.tiles_in(1) == 2,
                  T("Orange's stored tile is not in Blue's garden.",
                    "橘色玩家暫存區的板塊不在藍色玩家的庭園裡。"), within=3),
            solution=("use jozan", "take stored from Orange", "place G05 at b1"),
            hints=(T("Blue's part two; which of his cards reaches into another player's storage "
                     "space?", "藍色玩家的後行動；他的哪一張卡可以拿別人暫存區的板塊?"),
                   T("Ishikawa Jōzan: take the stored tile, then lay it next to a1.",
                     "石川丈山：拿取暫存區的板塊，再放在 a1 旁邊。")),
            highlight=("use jozan",),
            rules=("karesansui.gardener.use", "karesansui.gardener.tiles"),
            wrong="take stored from Orange", wrong_rule="karesansui.gardener.tiles",
            success=T("Taken and laid at once; nobody could snatch it.",
                      "拿到並立即配置；沒有人能強奪它。"),
            viewer=1,
        ),
        Task(
            "sesshu",
            T("Orange has finished part one. Still add one more tile to her garden this turn.",
              "橘色玩家已經完成前行動。這回合還要再放一個板塊到她的庭園。"),
            PART_TWO_THREE_TILES,
            Reach(_more_tiles(0), T("No tile was added.", "沒有加入板塊。"), within=5),
            solution=("use sesshu", "draw from stack 1", "draw from stack 2", "draw from stack 3",
                      "place G09 at d1"),
            hints=(T("Part one is over, so drawing is done for this turn, unless a card draws.",
                     "前行動已經結束，所以這回合不能再抽，除非有卡可以抽。"),
                   T("Sesshū draws three and lets you lay one (Zen'ami works too).",
                     "雪舟抽 3 個，讓你配置 1 個(善阿彌也可以)。")),
            highlight=("use sesshu", "use zenami"),
            rules=("karesansui.gardener.tiles",),
            wrong="draw from stack 1", wrong_rule="karesansui.turn.two-parts",
            success=T("A tile from the card, laid at once; the two others were discarded free.",
                      "卡片給的板塊立即配置；另外兩個免費廢棄。"),
        ),
        Task(
            "counter",
            T("Blue is snatching the small-arc tile Orange is laying on c1. Keep it in Orange's "
              "garden.",
              "藍色玩家正要強奪橘色玩家放在 c1 的小扇板塊。讓它留在橘色玩家的庭園。"),
            COUNTER_WINDOW,
            Reach(lambda start, now: now.gardens[0][CELL_INDEX["c1"]] >= 0,
                  T("The tile is not in Orange's garden.", "板塊不在橘色玩家的庭園裡。")),
            solution=("use shigemori",),
            hints=(T("Part one, and yet one of Orange's cards can answer a snatch.",
                     "現在是前行動，但橘色玩家有一張卡可以回應強奪。"),
                   T("Shigemori Mirei cancels the snatch.", "重森三玲可以取消強奪。")),
            highlight=("use shigemori",),
            rules=("karesansui.gardener.counter-snatch",),
            wrong="use zenami", wrong_rule="karesansui.gardener.counter-snatch",
            explain={"allow snatch": T("Then Blue takes the tile.", "那樣藍色玩家就拿走板塊了。")},
            success=T("Countered: the tile is on c1, Blue keeps his 2 virtue, and Orange goes on "
                      "with part two (no other card this turn).",
                      "反制成功：板塊放在 c1，藍色玩家保留 2 點德行，橘色玩家接著進行後行動"
                      "(本回合不能再用其他卡)。"),
        ),
        Quiz((
            LegalOrNot("q-nothing-stored", BLUE_NOTHING_STORED, "use jozan",
                       note=T("Nobody has a stored tile: Ishikawa Jōzan can do nothing now.",
                              "沒有人的暫存區有板塊：石川丈山目前無法發揮效果。")),
            LegalOrNot("q-card-in-part-one", START, "use muso",
                       rules=("karesansui.gardener.use",),
                       note=T("A gardener card is a part-two action.", "庭園大師卡是後行動。")),
            LegalOrNot("q-card-stone-rules", MUSO_IN_MOSS, "stone flat at a2",
                       rules=("karesansui.gardener.stones",),
                       note=T("The card frees the stone from the monk, not from the other stone "
                              "rules: a2 is gravel next to the stone on a1.",
                              "卡片讓石頭不受禪宗僧侶限制，但仍須遵守其他規則：a2 是砂礫，"
                              "旁邊 a1 有石頭。")),
            HowMany("q-muso-virtue", T("Orange has 6 virtue and sets a stone with Musō Soseki. How "
                                       "much virtue has she then?",
                                       "橘色玩家有 6 點德行，用夢窗疏石放一顆石頭。"
                                       "之後她有幾點德行?"),
                    MUSO_IN_MOSS, lambda s: s.apply("stone tall at c3").virtue[0],
                    T("Unchanged: the card's stone costs no virtue. That is the tutor's reading "
                      "(no source says it costs any).",
                      "不變：卡片的石頭不花德行。這是教學工具的解讀(沒有資料說要花德行)。"),
                    rules=("karesansui.gardener.known",)),
            LegalOrNot("q-taken-discard", JOZAN_TAKEN, "discard G05",
                       rules=("karesansui.gardener.taken-placed",),
                       note=T("A tile taken from a storage space is placed, never discarded: only "
                              "tiles a card draws may be discarded free.",
                              "從暫存區拿取的板塊一定要配置，不能廢棄：只有卡片抽取的板塊才能"
                              "免費廢棄。")),
            LegalOrNot("q-counter-part-two", COUNTER_PART_TWO, "use shigemori",
                       rules=("karesansui.gardener.counter-snatch",),
                       note=T("Shigemori Mirei is played only against a snatch, never as part "
                              "two (the tutor's reading of the card).",
                              "重森三玲只能用來反制強奪，不是後行動(教學工具對這張卡的解讀)。")),
            Choose("q-card-tile", T("A gardener card gave Orange a tile she does not want. What "
                                    "may she do with it?",
                                    "庭園大師卡給了橘色玩家一個她不想要的板塊。她可以怎麼處理?"),
                   (T("store it", "保管"), T("discard it, free", "免費廢棄"),
                    T("gift it", "讓渡")), 1,
                   T("Place it at once or discard it free: never store or gift it.",
                     "立即配置或免費廢棄：不能保管，也不能讓渡。"),
                   rules=("karesansui.gardener.tiles",)),
            Choose("q-provisional", T("Which of these gardener cards has a provisional effect in "
                                      "the tutor?",
                                      "下列哪一張庭園大師卡的效果在教學工具中是暫定的?"),
                   (T("Sesshū", "雪舟"), T("Kobori Enshū", "小堀遠州"),
                    T("Musō Soseki", "夢窗疏石")), 1,
                   T("No source gives Kobori Enshū's effect; the tutor's stand-in is marked "
                     "provisional.", "沒有資料說明小堀遠州的效果；教學工具的代替效果標示為暫定。"),
                   rules=("karesansui.gardener.provisional",)),
        )),
    ),
    recap=T("A gardener card is a part-two action, used once. Tiles it draws go down at once or "
            "are discarded free, never stored, gifted or snatched; tiles it takes from a storage "
            "space are placed; its stones ignore the monk but keep the other stone rules. "
            "Shigemori Mirei instead counters a snatch. All nine cards are named; four effects "
            "are known, the others provisional.",
            "庭園大師卡是後行動，只能用一次。它抽取的板塊立即配置或免費廢棄，不能保管、讓渡或被"
            "強奪；從暫存區拿取的板塊一定要配置；它給的石頭不受禪宗僧侶限制，但仍須遵守其他石頭"
            "規則。重森三玲則用來反制強奪。九張卡都有名稱；四張卡的效果已知，其他是暫定的。"),
    mistakes=(T("Using a card in part one.", "在前行動使用卡片。"),
              T("Thinking a card's stone may break the neighbour rule.",
                "以為卡片的石頭可以違反相鄰規則。"),
              T("Treating a provisional card as the printed one.", "把暫定的卡當成印刷的卡。"),
              T("Discarding a tile taken with Ishikawa Jōzan.", "把用石川丈山拿到的板塊廢棄。")),
)


# == Lesson 7: the end ============================================================================

ORANGE_GARDEN = "G01 G01 G01 G01 G01 / G08 G02 G05 G03 G09 / G09' G06 M01 G06 G08'"
BLUE_GARDEN = "M02 G04 G04 G04 M02 / G10 G11 G07 G10 G11 / G12 G13 G05 G12 ."
RACE = _race(ORANGE_GARDEN, BLUE_GARDEN, 29)
"""Orange and Blue lay their gardens turn by turn; after 29 turns Orange's garden is
complete and Blue's holds 14 tiles."""
BLUE_DREW_AFTER_END = _game(*RACE, "draw; tile G06")
"""Orange's garden is complete; Blue (6 virtue) has drawn a tile."""
ONLY_PART_TWO = _game(*RACE, "draw; tile G06; store; zazen")
"""Orange's turn with a complete garden: part two only."""
LAST_TURN = _game(*RACE, "draw; tile G06; store; zazen", "zazen")
"""Blue's turn: 14 tiles and a stored tile."""
FINAL = _game(*RACE, "draw; tile G06; store; zazen", "zazen", "place stored G06 at e3; zazen")
"""The game is over."""

THE_END = Lesson(
    game="karesansui", number=7, slug="the-end",
    title=T("The end of the game", "遊戲結束"),
    minutes=20,
    objectives=(
        T("play on when your garden is complete, and when someone else's is",
          "在自己或別人的庭園完成後繼續進行"),
        T("end the game and read the final score sheet", "結束遊戲並看懂最後的計分表"),
    ),
    steps=(
        Read(T(
            """
## When a garden is complete

> 「當有玩家的庭園圖板完成15個板塊放置時，該玩家之後的回合行動中，僅進行後行動四選一階段。」

Once your garden holds 15 tiles, your later turns have **part two only**
(`karesansui.end.complete-garden`). As soon as **any** garden is complete, the others may no
longer **gift**, **discard** or **snatch**: they place or store the tile they draw, and may
still lay their stored tile (`karesansui.end.restrictions`). When the stacks run out, the
discarded tiles are shuffled into new stacks (`karesansui.draw.reshuffle`; the summary does
not say how many: the tutor deals up to 9).

The game ends when **every** garden holds 15 tiles (`karesansui.end.all-complete`; the tutor
lets the player who laid the last tile finish that turn). Then the gardens are scored, and the
highest total wins; tied players share the win (`karesansui.score.ties-shared`).
""",
            """
## 庭園完成時

> 「當有玩家的庭園圖板完成15個板塊放置時，該玩家之後的回合行動中，僅進行後行動四選一階段。」

你的庭園放滿 15 個板塊後，之後的回合**只進行後行動**(`karesansui.end.complete-garden`)。只要**有人**
的庭園完成，其他玩家就不能再**讓渡**、**廢棄**或**強奪**：抽到的板塊只能配置或保管，
仍可執行暫存區配置
(`karesansui.end.restrictions`)。板塊堆抽盡時，把廢棄的板塊重新洗勻，形成新的板塊堆
(`karesansui.draw.reshuffle`；摘要沒有說幾疊：教學工具最多分成 9 疊)。

**所有**庭園都放滿 15 個板塊時遊戲結束(`karesansui.end.all-complete`；教學工具讓放下最後一個板塊的玩
家
下完那個回合)。接著計算每座庭園的分數，總分最高者獲勝；平手時由平手玩家共同獲勝
(`karesansui.score.ties-shared`)。
""")),
        Task(
            "complete-garden",
            T("Orange's garden is complete and she has 6 virtue. Raise her total score this "
              "turn.", "橘色玩家的庭園已經完成，她有 6 點德行。這回合讓她的總分提高。"),
            ONLY_PART_TWO,
            Reach(lambda start, now: now.scores().totals[0] > start.scores().totals[0],
                  T("Her total did not go up.", "她的總分沒有提高。"), within=2),
            solution=("stone boat at a3",),
            hints=(T("Zazen gains nothing at 6. A stone costs 6 points of virtue: which stone, "
                     "where, gives back more?",
                     "德行 6 點時座禪沒有用。石頭會花掉 6 分的德行："
                     "哪一顆石頭放在哪裡可以賺回更多?"),
                   T("A new kind of stone scores 2, and the boat stone in the bottom row scores "
                     "arrangement D (5, a provisional value).",
                     "新的石頭種類得 2 分，舟石在下排得 D 組的分數(5 分，暫定的數值)。")),
            highlight=("stone boat at a3", "stone boat at b3"),
            rules=("karesansui.end.complete-garden", "karesansui.score.stone-kinds"),
            wrong="draw from stack 1", wrong_rule="karesansui.end.complete-garden",
            explain={"zazen": T("Her virtue is already 6: zazen adds nothing.",
                                "她的德行已經是 6 點：座禪沒有增加任何分數。")},
            success=T("2 for a new kind and 5 for the boat stone in the bottom row, less the 6 "
                      "virtue: one point up. (D's 5 points are provisional.)",
                      "新種類 2 分，下排舟石 5 分，減去 6 點德行：多 1 分。"
                      "(D 組的 5 分是暫定的。)"),
        ),
        Task(
            "no-discard",
            T("Blue does not want the tile he drew in his garden. Keep it out of the garden.",
              "藍色玩家不想把抽到的板塊放進庭園。不要讓它進入庭園。"),
            BLUE_DREW_AFTER_END,
            Reach(lambda start, now: now.storage[1] >= 0 and now.tiles_in(1) == start.tiles_in(1),
                  T("The tile went into the garden.", "板塊放進了庭園。")),
            solution=("store",),
            hints=(T("Orange's garden is complete: two of the four choices are gone.",
                     "橘色玩家的庭園已完成：四項選擇中有兩項不能用了。"),
                   T("Only placing and storing are left.", "只剩下配置和保管。")),
            highlight=("store",),
            rules=("karesansui.end.restrictions",),
            wrong="discard", wrong_rule="karesansui.end.restrictions",
            success=T("Stored: Blue may still lay it later, and nobody could snatch it now anyway.",
                      "保管了：藍色玩家之後還可以配置；而且現在也沒有人能強奪。"),
            viewer=1,
        ),
        Task(
            "last-tile",
            T("Blue's garden lacks one tile, and he has one in storage. End the game this turn.",
              "藍色玩家的庭園還差一個板塊，暫存區裡有一個。這回合結束遊戲。"),
            LAST_TURN,
            Reach(lambda start, now: now.is_terminal(),
                  T("The game is not over.", "遊戲還沒有結束。"), within=2),
            solution=("place stored G06 at e3", "zazen"),
            hints=(T("The stored tile may go down before part one.",
                     "暫存區的板塊可以在前行動之前放下。"),
                   T("With 15 tiles, part one is skipped; then any part-two action ends the turn, "
                     "and the game.",
                     "放滿 15 個後，前行動就跳過；接著任何後行動都會結束這個回合，也結束遊戲。")),
            highlight=("place stored G06 at e3",),
            rules=("karesansui.end.all-complete", "karesansui.store.place-later"),
            wrong="discard", wrong_rule="karesansui.turn.two-parts",
            success=T("Every garden holds 15 tiles: the game is over. Look at the score sheet.",
                      "所有庭園都放滿 15 個板塊：遊戲結束。看看計分表。"),
            viewer=1,
        ),
        FillSheet("final-sheet", FINAL, T(
            "The game of this lesson, played to the end. Fill in both columns (the board marks "
            "nothing here: count on the gardens), then press Check.",
            "這一課的遊戲下到結束。填寫兩欄(這裡的棋盤不標示分數：請在庭園上數)，再按「檢查」。"),
            rules=("karesansui.score.gravel", "karesansui.score.moss", "karesansui.score.virtue")),
        Quiz((
            LegalOrNot("q-gift-after-end", BLUE_DREW_AFTER_END, "offer gift",
                       note=T("Once a garden is complete, no more gifts.",
                              "有庭園完成後，不能再讓渡。")),
            LegalOrNot("q-card-draws", ONLY_PART_TWO, "use sesshu",
                       rules=("karesansui.end.complete-garden",),
                       note=T("Orange's garden has no room for another tile.",
                              "橘色玩家的庭園已經沒有空位放板塊。")),
            Choose("q-winner", T("Who won this game?", "這一局誰獲勝?"),
                   (T("Orange", "橘色玩家"), T("Blue", "藍色玩家"), T("both, a tie",
                                                              "平手，共同獲勝")),
                   lambda s: s.scores().winners[0] if len(s.scores().winners) == 1 else 2,
                   T("The higher total wins.", "總分較高者獲勝。"),
                   rules=("karesansui.score.ties-shared",), position=FINAL),
            Choose("q-tie", T("At the very start both players have 0 points. If the game were "
                              "scored now, who would win?",
                              "遊戲剛開始時兩位玩家都是 0 分。如果現在計分，誰獲勝?"),
                   (T("Orange, who starts", "起始的橘色玩家"), T("Blue", "藍色玩家"),
                    T("both share the win", "兩人共同獲勝")),
                   lambda s: s.scores().winners[0] if len(s.scores().winners) == 1 else 2,
                   T("Ties share the win: no tie-break.", "平手時共同獲勝：沒有其他決勝規則。"),
                   rules=("karesansui.score.ties-shared",), position=START),
            Choose("q-when", T("When does the game end?", "遊戲什麼時候結束?"),
                   (T("when the first garden is complete", "第一座庭園完成時"),
                    T("when every garden holds 15 tiles", "所有庭園都放滿 15 個板塊時"),
                    T("when the stacks run out", "板塊堆抽盡時")), 1,
                   T("The stacks never run out for good: the discards are shuffled into new ones.",
                     "板塊堆不會真的用完：廢棄的板塊會重新洗成新的板塊堆。"),
                   rules=("karesansui.end.all-complete", "karesansui.draw.reshuffle")),
        )),
    ),
    recap=T("A complete garden's owner plays part two only; once any garden is complete nobody "
            "gifts, discards or snatches. The game ends when every garden holds 15 tiles; the "
            "highest total wins and ties share.",
            "庭園完成的玩家只進行後行動；有任何庭園完成後，沒有人能讓渡、廢棄或強奪。"
            "所有庭園放滿 15 個板塊"
            "時遊戲結束；總分最高者獲勝，平手共同獲勝。"),
    mistakes=(T("Discarding or gifting after another player's garden is complete.",
                "別人的庭園完成後還讓渡或廢棄。"),
              T("Sitting in zazen at 6 virtue in the last turns.",
                "最後幾回合在德行 6 點時座禪。")),
)


# == Lesson 8: gravel, moss and symmetry (the garden studio) =======================================

def _points(item: str) -> Callable[[State], int]:
    """The points of one score-sheet item for the first player (or the studio's garden)."""
    return lambda s: s.scores().points[0][item]


def _after(item: str, *edits: str) -> Callable[[State], int]:
    """The points of ``item`` after ``edits`` (a what-if question on a studio garden)."""
    def count(state: State) -> int:
        for edit in edits:
            state = state.apply(edit)
        return state.scores().points[0][item]
    return count


def _reaches(item: str, points: int) -> Test:
    return lambda start, now: now.scores().points[0][item] == points


def _total_gain(n: int) -> Test:
    return lambda start, now: now.scores().totals[0] >= start.scores().totals[0] + n


FULL_GRAVEL = "G01 G01 G01 G01 G01 / G02 G04 G05 G04 G03 / G06 G06 G01 G06 G06"
"""A complete gravel garden: rectangle 15, three symmetric rows, every seam joined."""
SEED_RECTANGLE = "G01 G02 G03 G04 . / G05 G06 G01 G02 . / . . . . ."
SEED_EXAMPLE = _built(SEED_RECTANGLE)
"""The summary's example reached by play: Orange's gravel rectangle is 4 x 2."""

GRAVEL_MOSS_SYMMETRY = Lesson(
    game="karesansui", number=8, slug="gravel-moss-and-symmetry",
    title=T("Scoring: gravel, moss and symmetry", "計分：砂礫、苔蘚與對稱"),
    minutes=20,
    objectives=(
        T("find the largest gravel rectangle and count it", "找出最大的砂礫矩形並計算分數"),
        T("weigh a moss tile against the rectangle it breaks", "比較苔蘚板塊的分數和它打斷的矩形"),
        T("make a row symmetric", "讓一個橫列左右對稱"),
    ),
    steps=(
        Read(T(
            """
## Nine items

At the end each garden scores nine items, in the summary's order: (1) the largest gravel
rectangle, (2) moss, (3) symmetric rows, (4) whirlpools, (5) joined ripples, (6) kinds of
stone, (7) stone arrangements, (8) the famous garden, (9) virtue. This lesson and the next
three take them in turn, in the **garden studio**: a garden with no turn rules, where you lay
any tile and stone and see every item marked on the garden, with the score sheet beside it.
Pick a tile in the palette (*Flip* turns it round), then click a space; pick a stone, then
a tile; *Clear space* and *Remove stone* undo. The studio allows gardens a real game cannot
reach (it says so in red).

## (1) The gravel rectangle

> 「所建構最大矩形區域的砂礫板塊……其每個砂礫板塊皆可獲得1分。如：某玩家由砂礫板塊所建構的最大矩形面
> 積為4(塊)×2(塊)=8，則玩家可獲得8分」

Only the **largest** rectangle made of gravel tiles alone counts, 1 point per tile
(`karesansui.score.gravel`). Here is the summary's own example, reached in a real game:
Orange's 4 x 2 block of gravel scores 8 (her score sheet, top right).
""",
            """
## 九個項目

遊戲結束時，每座庭園依摘要的順序計算九個項目：(1)最大的砂礫矩形、(2)苔蘚、(3)對稱橫列、(4)漩渦、
(5)連結砂紋、(6)石頭種類、(7)石頭擺放、(8)名庭園、(9)德行。這一課和接下來三課在**庭園工作室**裡逐項
練習：工作室沒有回合規則，任何板塊和石頭都能放，每個計分項目都直接標在庭園上，旁邊是計分表。
先在板塊區
選一個板塊(「翻轉」可以把它轉過來)，再點一個位置；選一顆石頭，再點一個板塊；「清空位置」
和「移除石頭」
可以復原。工作室允許實際遊戲中不可能出現的庭園(會用紅字說明)。

## (1)砂礫矩形

> 「所建構最大矩形區域的砂礫板塊……其每個砂礫板塊皆可獲得1分。如：某玩家由砂礫板塊所建構的最大矩形面
> 積為4(塊)×2(塊)=8，則玩家可獲得8分」

只有全部由砂礫板塊組成的**最大**矩形計分，每個板塊 1 分(`karesansui.score.gravel`)。
下面就是摘要自己的
例子，在真正的對局中下出來：橘色玩家 4 × 2 的砂礫區塊得 8 分(見右上方她的計分表)。
""")),
        Show("seed-example", SEED_EXAMPLE, caption=T(
            "The summary's example as a live position: Orange's garden after 8 tiles, each laid "
            "by the rules. You may play on.",
            "摘要的例子，是一個可以繼續下的局面：橘色玩家依規則放了 8 個板塊後的庭園。"
            "你可以繼續下。")),
        Task(
            "rectangle-10",
            T("In the studio, the summary's 4 x 2 rectangle: make the largest gravel rectangle "
              "worth 10 points.",
              "工作室中是摘要的 4 × 2 矩形：讓最大的砂礫矩形值 10 分。"),
            _studio(SEED_RECTANGLE),
            Reach(_reaches("gravel", 10), T("The rectangle is not worth 10.", "矩形不是 10 分。"),
                  within=2),
            solution=("put G01 at e1", "put G01 at e2"),
            hints=(T("10 = 5 x 2: which spaces would make the block one column wider?",
                     "10 = 5 × 2：哪些位置能讓這個區塊再寬一欄?"),
                   T("Gravel tiles on e1 and e2.", "在 e1 和 e2 放砂礫板塊。")),
            highlight=("put G01 at e1",),
            rules=("karesansui.score.gravel",),
            wrong="put M01 at e1",
            explain={"put M01 at e1": T("A moss tile is not gravel: the rectangle cannot grow "
                                        "across it.", "苔蘚板塊不是砂礫：矩形不能跨過它。")},
            success=T("5 x 2 = 10. (4 x 3 would have been 12, but that takes four tiles.)",
                      "5 × 2 = 10。(4 × 3 是 12 分，但要放四個板塊。)"),
        ),
        Read(T(
            """
## (2) Moss

> 「玩家的庭園圖板中，每個苔癬板塊可獲得2分」

Each moss tile (a tile with green on it) scores 2 (`karesansui.score.moss`). But a moss
tile is not gravel: where it lies, it cuts the gravel rectangle.
""",
            """
## (2)苔蘚

> 「玩家的庭園圖板中，每個苔癬板塊可獲得2分」

每個苔蘚板塊(有綠色的板塊)得 2 分(`karesansui.score.moss`)。但苔蘚板塊不是砂礫：它所在的位置會把砂礫
矩形切斷。
""")),
        Task(
            "gravel-or-moss",
            T("One space is left. Fill it so that gravel and moss together score the most.",
              "只剩一個位置。把它填上，讓砂礫和苔蘚加起來的分數最高。"),
            _studio(FULL_GRAVEL.replace("G06 G06 G01 G06 G06", "G06 G06 G01 G06 .")),
            Reach(lambda start, now: now.scores().points[0]["gravel"]
                  + now.scores().points[0]["moss"] == 15,
                  T("Gravel and moss together do not make 15.", "砂礫和苔蘚加起來不是 15 分。")),
            solution=("put G06 at e3",),
            hints=(T("Compare: a moss tile gives 2, but how large is the rectangle then?",
                     "比較一下：苔蘚板塊得 2 分，但那時矩形有多大?"),
                   T("With gravel the rectangle is 5 x 3.", "放砂礫時矩形是 5 × 3。")),
            highlight=("put G06 at e3", "put G01 at e3"),
            rules=("karesansui.score.gravel", "karesansui.score.moss"),
            wrong="put M01 at e3",
            explain={"put M01 at e3": T("Moss gives 2, but the rectangle drops to 4 x 3 = 12: "
                                        "14 in all, one less than 15.",
                                        "苔蘚得 2 分，但矩形降為 4 × 3 = 12：共 14 分，"
                                        "比 15 分少 1。")},
            success=T("5 x 3 = 15 beats 12 + 2. This tile also keeps the bottom row symmetric and "
                      "its seams joined: see the next items.",
                      "5 × 3 = 15 勝過 12 + 2。這個板塊還讓下排保持對稱、接縫相連：見後面的項目。"),
        ),
        Read(T(
            """
## (3) Symmetric rows

> 「若某一橫列的5個板塊呈現左右對稱型態(即最左邊板塊砂紋與最右邊板塊砂紋相互對稱，
> 左邊算起第二個板塊砂紋與右邊算起第二個板塊砂紋相互對稱，中間板塊為一獨立砂紋型態)，則可獲得5分」

A row of 5 tiles scores 5 when it is a mirror image of itself: the outer tiles mirror each
other, the second and fourth mirror each other (`karesansui.score.symmetry`). The summary
calls the middle tile "an independent pattern" (一獨立砂紋型態); the tutor reads this as
*symmetric in itself*, and the option `symmetry_middle="any"` drops that condition (lesson
13).

Which tiles mirror which depends on the tile drawings, and those are **provisional**. In the
tutor's catalogue the pairs are G02/G03 (S- and Z-waves), G08/G09 (small arcs), G10/G11
(large arcs), G12/G13 (double arcs), M03/M04 and M06/M07; plain and centred tiles (G01, G04,
G05, G06, G07, M01, M02, M05, M08, M09) mirror themselves. A turned tile is not its mirror
image: turning moves an arc from the bottom-left to the top-right corner.
""",
            """
## (3)對稱橫列

> 「若某一橫列的5個板塊呈現左右對稱型態(即最左邊板塊砂紋與最右邊板塊砂紋相互對稱，
> 左邊算起第二個板塊砂紋與右邊算起第二個板塊砂紋相互對稱，中間板塊為一獨立砂紋型態)，則可獲得5分」

一個 5 個板塊的橫列若左右對稱就得 5 分：最外側兩個互為鏡像，第二和第四個互為鏡像
(`karesansui.score.symmetry`)。摘要說中間板塊是「一獨立砂紋型態」；教學工具解讀為**本身對稱**，選項
`symmetry_middle="any"` 則取消這個條件(第 13 課)。

哪些板塊互為鏡像取決於板塊圖像，而圖像是**暫定**的。在教學工具的圖像中，成對的是 G02/G03(S 形與 Z 形
波紋)、G08/G09(小扇)、G10/G11(大扇)、G12/G13(雙扇)、M03/M04 和 M06/M07；素砂與置中的板塊(G01、
G04、G05、G06、G07、M01、M02、M05、M08、M09)本身對稱。轉過來的板塊不是它的鏡像：轉動會把左下角的扇
移到右上角。
""")),
        Task(
            "symmetric-row",
            T("Make the top row symmetric.", "讓上排左右對稱。"),
            _studio("G08 G02 G05 G03 . / . . . . . / . . . . ."),
            Reach(_reaches("symmetry", 5), T("The top row is not symmetric.",
                                             "上排沒有左右對稱。")),
            solution=("put G09 at e1",),
            hints=(T("e1 must mirror a1.", "e1 必須是 a1 的鏡像。"),
                   T("a1 has a small arc at its lower left; its mirror has one at its lower right.",
                     "a1 的左下角有小扇；它的鏡像在右下角有小扇。")),
            highlight=("put G09 at e1",),
            rules=("karesansui.score.symmetry",),
            wrong="put G08 at e1",
            explain={"put G08 at e1": T("The same tile again is not its mirror image: its arc "
                                        "would be on the wrong side.",
                                        "同一種板塊不是它的鏡像：扇會在錯的一側。"),
                     "put G08 at e1 turned": T("Turned, the arc goes to the top right, not the "
                                               "bottom right.",
                                               "轉過來後扇在右上角，不是右下角。")},
            success=T("a1 and e1 mirror each other, b1 and d1 too, and c1 is symmetric: +5.",
                      "a1 與 e1 互為鏡像，b1 與 d1 也是，c1 本身對稱：+5。"),
        ),
        Task(
            "middle-tile",
            T("Finish the top row so that it scores as a symmetric row.",
              "完成上排，讓它以對稱橫列計分。"),
            _studio("G10 G12 . G13 G11 / . . . . . / . . . . ."),
            Reach(_reaches("symmetry", 5), T("The top row does not score as symmetric.",
                                             "上排沒有以對稱計分。")),
            solution=("put G01 at c1",),
            hints=(T("The outer pairs already mirror each other. What must the middle be?",
                     "外側的兩對已經互為鏡像。中間必須是什麼?"),
                   T("A tile that is its own mirror image, such as plain sand.",
                     "本身就是鏡像的板塊，例如素砂。")),
            highlight=("put G01 at c1", "put G04 at c1"),
            rules=("karesansui.score.symmetry",),
            wrong="put G09 at c1",
            explain={"put G09 at c1": T("Its arc is on one side only: the middle tile must be "
                                        "symmetric in itself (the tutor's reading of the summary).",
                                        "它的扇只在一側：中間板塊必須本身對稱(教學工具對摘要的解"
                                        "讀)。"),
                     "put G08 at c1": T("Its arc is on one side only: the middle tile must be "
                                        "symmetric in itself (the tutor's reading of the summary).",
                                        "它的扇只在一側：中間板塊必須本身對稱(教學工具對摘要的解"
                                        "讀)。")},
            success=T("+5. Which tiles mirror which comes from the provisional drawings.",
                      "+5。哪些板塊互為鏡像，來自暫定的圖像。"),
        ),
        Quiz((
            HowMany("q-moss-middle", T("In this complete gravel garden a moss tile replaces c2, in "
                                       "the very middle. How many points does the gravel "
                                       "rectangle score then?",
                                       "在這座完成的砂礫庭園中，用苔蘚板塊取代正中央的 c2。"
                                       "之後砂礫矩形得幾分?"),
                    _studio(FULL_GRAVEL), _after("gravel", "put M01 at c2"),
                    T("The largest block of gravel alone is then 2 x 3 (columns a-b or d-e) = 6; a "
                      "full row would be only 5.",
                      "這時全是砂礫的最大區塊是 2 × 3(a、b 兩欄或 d、e 兩欄)= 6；一整排只有 5。"),
                    rules=("karesansui.score.gravel",)),
            HowMany("q-moss", T("Moss tiles go on a1 and b1 of this garden. How many points do "
                                "moss tiles score then?",
                                "在這座庭園的 a1 和 b1 放苔蘚板塊。之後苔蘚板塊得幾分?"),
                    _studio(FULL_GRAVEL), _after("moss", "put M01 at a1", "put M02 at b1"),
                    T("Two moss tiles, 2 each.", "兩個苔蘚板塊，各 2 分。"),
                    rules=("karesansui.score.moss",)),
            HowMany("q-symmetry-swap", T("This row is symmetric. G03 (a Z-wave) replaces G02 on "
                                         "b1. How many points do symmetric rows score then?",
                                         "這一排是對稱的。用 G03(Z 形波紋)取代 b1 的 G02。"
                                         "之後對稱橫列得幾分?"),
                    _studio("G08 G02 G05 G03 G09 / . . . . . / . . . . ."),
                    _after("symmetry", "put G03 at b1"),
                    T("b1 and d1 are then the same Z-wave, not mirror images.",
                      "這時 b1 和 d1 是相同的 Z 形波紋，不是鏡像。"),
                    rules=("karesansui.score.symmetry",)),
            HowMany("q-three-rows", T("How many points would this complete garden score for "
                                      "symmetric rows if its bottom row were G06 G06 G01 G06 M01?",
                                      "如果這座完成庭園的下排是 G06 G06 G01 G06 M01，"
                                      "對稱橫列會得幾分?"),
                    _studio(FULL_GRAVEL), _after("symmetry", "put M01 at e3"),
                    T("Two rows are still symmetric; the bottom one no longer is.",
                      "兩排仍然對稱；下排不再對稱。"),
                    rules=("karesansui.score.symmetry",)),
            Choose("q-mirror", T("Which tile mirrors G10, the large arc at the lower left?",
                                 "哪一個板塊是 G10(左下角的大扇)的鏡像?"),
                   (T("G10 turned", "轉過來的 G10"), T("G11, the large arc at the lower right",
                                                       "G11，右下角的大扇"),
                    T("G08, the small arc at the lower left", "G08，左下角的小扇")), 1,
                   T("A mirror image swaps left and right; turning swaps the corners diagonally. "
                     "(The drawings are provisional.)",
                     "鏡像是左右互換；轉動則是對角互換。(圖像是暫定的。)"),
                   rules=("karesansui.score.symmetry", "karesansui.data.tiles")),
        )),
    ),
    recap=T("The largest gravel-only rectangle scores 1 a tile; each moss tile 2, but it cuts "
            "the rectangle; a row of 5 that mirrors itself scores 5 (middle tile symmetric in "
            "itself, by the tutor's reading). Mirror pairs come from provisional drawings.",
            "全是砂礫的最大矩形每個板塊 1 分；每個苔蘚板塊 2 分，但會切斷矩形；"
            "5 個板塊左右對稱的橫列得 5 分"
            "(依教學工具的解讀，中間板塊須本身對稱)。哪些板塊互為鏡像來自暫定的圖像。"),
    mistakes=(T("Counting every gravel tile instead of the largest rectangle.",
                "把所有砂礫板塊都算分，而不是只算最大的矩形。"),
              T("Taking a turned tile for its mirror image.", "把轉過來的板塊當成鏡像。")),
)


# == Lesson 9: whirlpools and joined ripples =======================================================

def _turned(design: str, cell: str) -> Test:
    """The studio garden holds ``design`` turned on ``cell``."""
    return lambda start, now: now.tiles[CELL_INDEX[cell]] == oriented_index(design, True)


WHIRLPOOLS_AND_RIPPLES = Lesson(
    game="karesansui", number=9, slug="whirlpools-and-ripples",
    title=T("Scoring: whirlpools and joined ripples", "計分：漩渦與連結砂紋"),
    minutes=20,
    objectives=(
        T("make half and full circles of ripples, and count them",
          "拼出半圓和全圓的漩渦並計算分數"),
        T("join every seam of a garden, and count broken seams",
          "讓庭園的每條接縫相連，並計算未連結的接縫"),
    ),
    steps=(
        Read(T(
            """
## (4) Whirlpools

> 「全圓形漩渦每個砂礫板塊皆可獲得2分，半圓形漩渦每個砂礫板塊皆可獲得1分……由苔蘚板塊所建構的漩渦區
> 域，無論是全圓形漩渦或半圓形漩渦，皆無法獲得分數」

Arcs of raked rings drawn on the tiles make **whirlpools** across tiles. A **full circle**
scores 2 points for each tile it spans, a **half circle** 1 point per tile; a circle that
takes in a moss tile scores nothing (`karesansui.score.whirlpools`).

How the tiles make circles is not described in any source we could read, so the tutor
follows its own, provisional drawings (`karesansui.score.whirlpool-shapes`): arcs of one size
around one corner point make a **full circle** when four tiles meet there, and a **half
circle** when exactly two neighbouring tiles do; three arcs make nothing. The half-circle tile
G07 makes a full circle with a turned G07 below it, else a half circle of its own.

The summary's own example says a full circle of 4 gravel tiles scores 4, which contradicts
its rule of 2 per tile (and a photo caption of a 4-tile circle worth 8): the tutor counts
2 x 4 = 8.
""",
            """
## (4)漩渦

> 「全圓形漩渦每個砂礫板塊皆可獲得2分，半圓形漩渦每個砂礫板塊皆可獲得1分……由苔蘚板塊所建構的漩渦區
> 域，無論是全圓形漩渦或半圓形漩渦，皆無法獲得分數」

板塊上畫的扇形砂紋跨過板塊組成**漩渦**。**全圓**每個板塊得 2 分，**半圓**每個板塊得 1 分；有苔蘚板塊
參與的漩渦不得分(`karesansui.score.whirlpools`)。

我們讀到的資料都沒有說明板塊如何組成圓，所以教學工具依照自己暫定的圖像判斷
(`karesansui.score.whirlpool-shapes`)：同一大小的扇環繞同一角點，四個板塊齊聚時成為**全圓**，
恰有兩個
相鄰板塊時成為**半圓**；三個扇什麼也不是。半圓板塊 G07 和下方轉過來的 G07 組成全圓，否則自成半圓。

摘要自己的例子說由 4 個砂礫板塊組成的全圓得 4 分，這和它每個板塊 2 分的規則矛盾(也和一張 4 塊全圓
得 8 分的照片說明不符)：教學工具計為 2 × 4 = 8 分。
""")),
        Task(
            "half-circle",
            T("Make a half circle of ripples across two tiles of the top row.",
              "在上排用兩個板塊拼出一個半圓的漩渦。"),
            _studio("G09 . . . . / . . . . . / . . . . ."),
            Reach(_reaches("whirlpools", 2), T("No half circle spans two tiles.",
                                               "沒有跨兩個板塊的半圓。")),
            solution=("put G08 at b1",),
            hints=(T("a1's arc sits on its lower right corner. What must b1 have on its lower "
                     "left?", "a1 的扇在右下角。b1 的左下角必須有什麼?"),
                   T("A small arc on the lower left: G08.", "左下角的小扇：G08。")),
            highlight=("put G08 at b1",),
            rules=("karesansui.score.whirlpools",),
            wrong="put G09 at b1",
            explain={"put G09 at b1": T("Its arc is on its far corner: the two arcs do not meet.",
                                        "它的扇在遠側的角落：兩個扇沒有相接。"),
                     "put G10 at b1": T("A large arc and a small arc do not make one circle.",
                                        "大扇和小扇不能組成同一個圓。")},
            success=T("A half circle over two gravel tiles: 1 point each.",
                      "跨兩個砂礫板塊的半圓：每個 1 分。"),
        ),
        Task(
            "full-circle",
            T("Close the circle: make the whirlpools worth 8.", "把圓補完：讓漩渦值 8 分。"),
            _studio("G09 G08 . . . / . . . . . / . . . . ."),
            Reach(_reaches("whirlpools", 8), T("The whirlpools are not worth 8.",
                                               "漩渦不是 8 分。"), within=2),
            solution=("put G08 at a2 turned", "put G09 at b2 turned"),
            hints=(T("The circle's centre is the point where a1, b1, a2 and b2 meet. The tiles "
                     "below need their arcs on their upper corners.",
                     "圓心是 a1、b1、a2、b2 交會的點。下方的板塊需要把扇放在上方的角。"),
                   T("Turn a tile round to move its arc from a lower corner to the opposite "
                     "upper one: a2 needs an arc at its upper right.",
                     "把板塊轉過來，扇就從下方的角移到對角的上方：a2 需要右上角的扇。")),
            highlight=("put G08 at a2 turned", "put G09 at b2 turned"),
            rules=("karesansui.score.whirlpools", "karesansui.place.orientation"),
            wrong="put G09 at a2",
            explain={"put G09 at a2": T("Upright, its arc is at its lower right, away from the "
                                        "circle's centre.", "正放時它的扇在右下角，離圓心很遠。")},
            success=T("A full circle over four gravel tiles: 2 x 4 = 8. (Three arcs would have "
                      "made nothing.)", "跨四個砂礫板塊的全圓：2 × 4 = 8。(三個扇什麼也不是。)"),
        ),
        Task(
            "moss-circle",
            T("The half circle on a1 and b1 scores nothing. Make it score.",
              "a1 和 b1 上的半圓不得分。讓它得分。"),
            _studio("G09 M07 . . . / . . . . . / . . . . ."),
            Reach(_reaches("whirlpools", 2), T("The half circle still scores nothing.",
                                               "半圓還是不得分。")),
            solution=("put G08 at b1",),
            hints=(T("Whirlpools with moss score nothing.", "有苔蘚的漩渦不得分。"),
                   T("Replace the moss tile with a gravel tile that has the same arc.",
                     "用有相同扇的砂礫板塊取代苔蘚板塊。")),
            highlight=("put G08 at b1",),
            rules=("karesansui.score.whirlpools",),
            wrong="put M07 at a1",
            explain={"put M07 at a1": T("Another moss tile: still nothing.",
                                        "又是苔蘚板塊：仍然不得分。")},
            success=T("Two gravel tiles: the half circle now scores 2.",
                      "兩個砂礫板塊：半圓現在得 2 分。"),
        ),
        Read(T(
            """
## (5) Joined ripples

> 「若所有15個板塊間連接處的砂紋皆完整連結，可獲得7分。若出現其中某2個相鄰板塊間連接處的砂紋未連結或
> 連結不完整的情況，則每個未連結或連結不完整的連接處，皆須扣減2分」

A complete garden has 22 seams between neighbouring tiles. If **every** seam joins (the
raked lines, arcs and moss run on across it), the garden scores **+7**; otherwise each broken
seam scores **-2** (`karesansui.score.ripples`). The studio marks each broken seam with -2.
Plain sand always joins sideways; which edges join above and below comes from the tile
drawings, which are provisional.
""",
            """
## (5)連結砂紋

> 「若所有15個板塊間連接處的砂紋皆完整連結，可獲得7分。若出現其中某2個相鄰板塊間連接處的砂紋未連結或
> 連結不完整的情況，則每個未連結或連結不完整的連接處，皆須扣減2分」

完成的庭園在相鄰板塊之間有 22 條接縫。**每一條**接縫都相連(砂紋、扇和苔蘚跨過接縫延續)時得
**+7 分**；否則每條未連結的接縫 **-2 分**(`karesansui.score.ripples`)。
工作室在每條未連結的接縫標上 -2。
素砂左右一定相連；上下的邊緣是否相連取決於板塊圖像，而圖像是暫定的。
""")),
        Task(
            "join-every-seam",
            T("Join every seam of this complete garden.", "讓這座完成庭園的每條接縫都相連。"),
            _studio(FULL_GRAVEL.replace("G01 G01 G01 G01 G01", "G01 G01 G07 G01 G01")),
            Reach(_reaches("ripples", 7), T("A seam is still broken.", "還有接縫沒有相連。")),
            solution=("put G01 at c1",),
            hints=(T("The studio marks the broken seam with -2.", "工作室在未連結的接縫標上 -2。"),
                   T("The half circle of c1 runs into c2's plain lines: replace c1.",
                     "c1 的半圓碰到 c2 的直紋：換掉 c1。")),
            highlight=("put G01 at c1",),
            rules=("karesansui.score.ripples",),
            wrong="put G09 at c1",
            explain={"put G09 at c1": T("Its arc runs into d1 and c2: more broken seams.",
                                        "它的扇碰到 d1 和 c2：未連結的接縫更多。")},
            success=T("From -2 to +7: a swing of 9 points for one tile.",
                      "從 -2 到 +7：一個板塊差了 9 分。"),
        ),
        Quiz((
            HowMany("q-four-tiles", T("A turned G09 goes on b2. How many points do whirlpools "
                                      "score then?", "在 b2 放一個轉過來的 G09。之後漩渦得幾分?"),
                    _studio("G09 G08 . . . / G08' . . . . / . . . . ."),
                    _after("whirlpools", "put G09 at b2 turned"),
                    T("A full circle of 4 gravel tiles, 2 each. The summary's example says 4 here, "
                      "against its own rule: the tutor counts 8.",
                      "4 個砂礫板塊組成的全圓，每個 2 分。摘要的例子在這裡寫 4 分，"
                      "和它自己的規則矛盾："
                      "教學工具計為 8 分。"),
                    rules=("karesansui.score.whirlpools",)),
            HowMany("q-three-arcs", T("A turned G08 goes on a2. How many points do whirlpools "
                                      "score then?", "在 a2 放一個轉過來的 G08。之後漩渦得幾分?"),
                    _studio("G09 G08 . . . / . . . . . / . . . . ."),
                    _after("whirlpools", "put G08 at a2 turned"),
                    T("Three arcs round one point make no circle, and the half circle is gone.",
                      "三個扇環繞同一點不成圓，原本的半圓也不算了。"),
                    rules=("karesansui.score.whirlpool-shapes",)),
            HowMany("q-two-halves", T("A turned G07 goes on a2, below a1. How many points do "
                                      "whirlpools score then?",
                                      "在 a1 下方的 a2 放一個轉過來的 G07。之後漩渦得幾分?"),
                    _studio("G07 . . . . / . . . . . / . . . . ."),
                    _after("whirlpools", "put G07 at a2 turned"),
                    T("Two half-circle tiles face to face make a full circle of 2 tiles: 2 x 2.",
                      "兩個半圓板塊面對面組成跨 2 個板塊的全圓：2 × 2。"),
                    rules=("karesansui.score.whirlpool-shapes",)),
            HowMany("q-broken", T("In this complete garden whose seams all join, a G13 replaces "
                                  "a2. How many points do joined ripples score then?",
                                  "在這座接縫全部相連的完成庭園中，用 G13 取代 a2。"
                                  "之後連結砂紋得幾分?"),
                    _studio(FULL_GRAVEL), _after("ripples", "put G13 at a2"),
                    T("Its arcs break two seams: -2 each, and no +7.",
                      "它的扇打斷兩條接縫：各 -2 分，而且沒有 +7。"),
                    rules=("karesansui.score.ripples",)),
            HowMany("q-incomplete", T("The tile on e3 is taken away. How many points do joined "
                                      "ripples score then?", "拿走 e3 的板塊。之後連結砂紋得幾分?"),
                    _studio(FULL_GRAVEL), _after("ripples", "clear e3"),
                    T("No seam is broken, but the +7 needs a complete garden.",
                      "沒有未連結的接縫，但 +7 需要完成的庭園。"),
                    rules=("karesansui.score.ripples",)),
        )),
    ),
    recap=T("Full circles score 2 a tile, half circles 1, moss circles nothing (circles come "
            "from the provisional drawings; the summary's 4-point example is counted 8). A "
            "complete garden whose 22 seams all join scores 7; each broken seam -2.",
            "全圓每個板塊 2 分、半圓 1 分，有苔蘚的圓不得分(圓來自暫定的圖像；"
            "摘要 4 分的例子計為 8 分)。"
            "22 條接縫全部相連的完成庭園得 7 分；每條未連結的接縫 -2 分。"),
    mistakes=(T("Counting three arcs as a circle.", "把三個扇當成一個圓。"),
              T("Expecting +7 before the garden is complete.", "庭園還沒完成就以為有 +7。")),
)


# == Lesson 10: stones, their kinds and arrangements ===

def _gravel_with(**stones: str) -> str:
    """A complete gravel garden (G01 everywhere) with stones on the given cells."""
    cells = [f"G01+{stones[name]}" if name in stones else "G01" for name in CELL_NAMES]
    return " / ".join(" ".join(cells[r * 5:r * 5 + 5]) for r in range(3))


def _counted(letter: str) -> Test:
    """The garden has a counted arrangement ``letter``."""
    return lambda start, now: any(h.letter == letter and h.counted for h in now.analysis().hits)


STONE_ARRANGEMENTS = Lesson(
    game="karesansui", number=10, slug="stones-and-arrangements",
    title=T("Scoring: stones and their arrangements", "計分：石頭與石頭擺放"),
    minutes=25,
    objectives=(
        T("score kinds of stone", "計算石頭種類的分數"),
        T("set stones in arrangements A to E, and know what about them is provisional",
          "把石頭擺成 A 到 E 組，並知道其中哪些部分是暫定的"),
        T("apply the overlap rules of A and B", "運用 A 組與 B 組的重複計分規則"),
    ),
    steps=(
        Read(T(
            """
## (6) Kinds of stone

Each **kind** of stone in your garden scores 2, however many stones of it
(`karesansui.score.stone-kinds`): five kinds, so at most 10.

## (7) Stone arrangements

> 「在計算分數時，除A組與A組、B組與B組、A組與B組的重複組合不能重複計分外(僅能選擇較高分的1組)，
> 其它組的重複組合……皆可重複計分。另外，C、D、F組的石頭放置型態，僅能計算一次分數」

The summary names six groups, A to F, whose drawings are pictures we could not read. What the
tutor uses (`karesansui.score.arrangements`):

| group | arrangement | points |
|---|---|---|
| A | **keima** (桂馬): two stones a knight's move apart, nothing else in their 2 x 3 block | 5 |
| B | **diagonal**: three stones in a diagonal line across the three rows | 7 |
| C | **Buddhist triad** (三尊石): three standing stones in the top row | 15, once |
| D | the **boat stone** in the bottom row | 5 (provisional), once |
| E | **Mount Hōrai** (蓬萊山): two tall stones on neighbouring moss, a pair | 6 (provisional) |
| F | *provisional*: flat, small standing, reclining in that order in one row | 6, once |

The bonuses of A to E are known from public write-ups (keima, the diagonal, the triad, the
boat stone in the bottom row, Mount Hōrai); *which letter* each one is, and so which overlap
rule applies to it, is the tutor's inference, since the summary's diagrams could not be
read. D's points (option `boat_bonus`), E's points, and all of F are the tutor's stand-ins:
**do not learn them as the rules** (`karesansui.score.arrangement-d`, `-e`, `-f`). A stone
may serve several
arrangements, except that A with A, B with B and A with B may not share a stone: of two such
overlapping ones only the higher counts. The studio draws each arrangement with its points
and greys out (✗) one that does not count.
""",
            """
## (6)石頭種類

庭園中的每一**種**石頭得 2 分，無論數量多少(`karesansui.score.stone-kinds`)：共五種，最多 10 分。

## (7)石頭擺放

> 「在計算分數時，除A組與A組、B組與B組、A組與B組的重複組合不能重複計分外(僅能選擇較高分的1組)，
> 其它組的重複組合……皆可重複計分。另外，C、D、F組的石頭放置型態，僅能計算一次分數」

摘要列出 A 到 F 六組，但它們的圖示是我們無法辨識的圖片。教學工具採用的是
(`karesansui.score.arrangements`)：

| 組 | 擺放 | 分數 |
|---|---|---|
| A | **桂馬**：兩顆石頭相隔一個桂馬，其 2 × 3 區塊內沒有其他石頭 | 5 |
| B | **斜置**：三顆石頭斜向排成一直線，跨越三排 | 7 |
| C | **三尊石**：上排有三顆立石 | 15，僅一次 |
| D | **舟石**位於下排 | 5(暫定)，僅一次 |
| E | **蓬萊山**：兩顆大立石位於相鄰的苔蘚板塊，每一對 | 6(暫定) |
| F | **暫定**：同一排依序有橫石、小立石、臥石 | 6，僅一次 |

A 到 E 組的加分可從公開整理得知(桂馬、斜置、三尊石、下排舟石、蓬萊山)；但每一種是**哪一個字母**，
因而適用哪條重複計分規則，是教學工具的推論，因為摘要的圖示無法辨識。D 組的分數(選項
`boat_bonus`)、E 組的分數以及整個 F 組都是教學工具的代替：**不要把它們當成規則來學**
(`karesansui.score.arrangement-d`、`-e`、`-f`)。同一顆石頭可以參與多種擺放，但 A 組與 A 組、
B 組與 B 組、A 組與 B 組不能共用石頭：重疊時只計較高分的一組。
工作室會把每種擺放連同分數畫出來，不計分的以 ✗ 灰色表示。
""")),
        Task(
            "keima",
            T("Score a keima with one more flat stone.", "再放一顆橫石，得到桂馬的分數。"),
            _studio(_gravel_with(a1="flat")),
            Reach(_counted("A"), T("No keima scores.", "沒有桂馬得分。")),
            solution=("stone flat at c2",),
            hints=(T("A keima is the knight's move of shogi: two steps one way, one step the "
                     "other.", "桂馬就是將棋中馬的走法：一個方向兩格，另一個方向一格。"),
                   T("From a1: two columns right and one row down, or one column right and two "
                     "rows down.", "從 a1 出發：往右兩欄、往下一排，或往右一欄、往下兩排。")),
            highlight=("stone flat at c2", "stone flat at b3"),
            rules=("karesansui.score.arrangement-a",),
            wrong="stone flat at b2",
            explain={"stone flat at b2": T("A diagonal step is not a knight's move.",
                                           "斜走一格不是桂馬。")},
            success=T("A keima: 5 points.", "桂馬：5 分。"),
        ),
        Task(
            "diagonal",
            T("Add one stone so that the stones score 7 for their arrangement.",
              "再放一顆石頭，讓石頭擺放得 7 分。"),
            _studio(_gravel_with(a1="flat", b2="flat")),
            Reach(_reaches("arrangements", 7), T("The arrangements do not score 7.",
                                                 "石頭擺放不是 7 分。")),
            solution=("stone flat at c3",),
            hints=(T("Which arrangement is worth 7?", "哪一種擺放值 7 分?"),
                   T("A diagonal line through all three rows.", "斜向穿過三排的一直線。")),
            highlight=("stone flat at c3",),
            rules=("karesansui.score.arrangement-b",),
            wrong="stone flat at c2",
            explain={"stone flat at c2": T("b2 lies inside the block of a1 and c2, so that is not "
                                           "a keima either.",
                                           "b2 在 a1 和 c2 的區塊內，所以這也不是桂馬。")},
            success=T("A diagonal: 7 points.", "斜置：7 分。"),
        ),
        Task(
            "triad",
            T("Complete the Buddhist triad in the top row.", "在上排完成三尊石。"),
            _studio(_gravel_with(a1="small", c1="tall")),
            Reach(_counted("C"), T("The triad is not complete.", "三尊石還沒完成。")),
            solution=("stone small at e1",),
            hints=(T("The triad needs three standing stones in the top row.",
                     "三尊石需要上排有三顆立石。"),
                   T("A small or a tall standing stone on e1.", "在 e1 放小立石或大立石。")),
            highlight=("stone small at e1", "stone tall at e1"),
            rules=("karesansui.score.arrangement-c",),
            wrong="stone flat at e1",
            explain={"stone flat at e1": T("A flat stone lies down: it is not a standing stone.",
                                           "橫石是平放的：不是立石。"),
                     "stone reclining at e1": T("A reclining stone is not a standing stone.",
                                                "臥石不是立石。")},
            success=T("Three standing stones in the top row: 15 points, once per garden.",
                      "上排三顆立石：15 分，每座庭園只計一次。"),
        ),
        Task(
            "five-kinds",
            T("Make kinds of stone score 10.", "讓石頭種類得 10 分。"),
            _studio(_gravel_with(a1="flat", c1="small", e1="reclining", b3="tall")),
            Reach(_reaches("stone_kinds", 10), T("Kinds of stone do not score 10.",
                                                 "石頭種類不是 10 分。")),
            solution=("stone boat at d3",),
            hints=(T("Four kinds are there. Which is missing?", "已經有四種。少了哪一種?"),
                   T("The boat stone; in the bottom row it scores D too.",
                     "舟石；放在下排還能得 D 組的分數。")),
            highlight=("stone boat at d3",),
            rules=("karesansui.score.stone-kinds", "karesansui.score.arrangement-d"),
            wrong="stone tall at d3",
            explain={"stone tall at d3": T("A second tall standing stone adds no kind.",
                                           "第二顆大立石不會增加種類。")},
            success=T("Five kinds: 10. The boat stone in the bottom row also scores D (5, a "
                      "provisional value).",
                      "五種：10 分。下排的舟石還得到 D 組的分數(5 分，暫定的數值)。"),
        ),
        Quiz((
            HowMany("q-a-with-a", T("A flat stone goes on a3: it makes a second keima with c2, "
                                    "which already makes one with a1. How many points do the "
                                    "arrangements score then?",
                                    "在 a3 放一顆橫石：它和 c2 形成第二個桂馬，"
                                    "而 c2 已經和 a1 形成一個。"
                                    "之後石頭擺放得幾分?"),
                    _studio(_gravel_with(a1="flat", c2="flat")),
                    _after("arrangements", "stone flat at a3"),
                    T("A with A may not share a stone: only one keima counts.",
                      "A 組與 A 組不能共用石頭：只有一個桂馬計分。"),
                    rules=("karesansui.score.arrangements",)),
            HowMany("q-a-with-b", T("A stone goes on c3, completing a diagonal a1-b2-c3; c3 also "
                                    "makes a keima with e2. How many points do the arrangements "
                                    "score then?",
                                    "在 c3 放一顆石頭，完成 a1-b2-c3 的斜置；c3 也和 e2 形成桂馬。"
                                    "之後石頭擺放得幾分?"),
                    _studio(_gravel_with(a1="flat", b2="flat", e2="flat")),
                    _after("arrangements", "stone flat at c3"),
                    T("A with B may not share a stone: the higher, the diagonal's 7, counts.",
                      "A 組與 B 組不能共用石頭：只計較高的斜置 7 分。"),
                    rules=("karesansui.score.arrangements",)),
            HowMany("q-boat", T("The boat stone goes on a3, in the bottom row. How many points do "
                                "the arrangements score then (the default option)?",
                                "把舟石放在下排的 a3。之後石頭擺放得幾分(預設選項)?"),
                    _studio(_gravel_with()), _after("arrangements", "stone boat at a3"),
                    T("D, 5 points: a provisional value, set by the option `boat_bonus`.",
                      "D 組 5 分：暫定的數值，可用選項 `boat_bonus` 設定。"),
                    rules=("karesansui.score.arrangement-d",)),
            HowMany("q-kinds", T("Stones go on a1 (flat), c1 (flat) and e1 (boat). How many points "
                                 "do kinds of stone score then?",
                                 "在 a1(橫石)、c1(橫石)和 e1(舟石)放石頭。之後石頭種類得幾分?"),
                    _studio(_gravel_with()),
                    _after("stone_kinds", "stone flat at a1", "stone flat at c1",
                           "stone boat at e1"),
                    T("Two kinds, 2 each.",
                      "兩種，各 2 分。"), rules=("karesansui.score.stone-kinds",)),
            HowMany("q-e", T("Three moss tiles side by side on a2, b2 and c2 each get a tall "
                             "standing stone. How many points do the arrangements score then "
                             "(E's points are the tutor's stand-in)?",
                             "a2、b2、c2 三個相鄰的苔蘚板塊上各放一顆大立石。"
                             "之後石頭擺放得幾分(E 組的分數是教學工具的代替值)?"),
                    _studio(_gravel_with().replace("/ G01 G01 G01", "/ M01 M01 M01", 1)),
                    _after("arrangements", "stone tall at a2", "stone tall at b2",
                           "stone tall at c2"),
                    T("Two Mount Hōrai pairs, 6 each: E may repeat and share stones. The pattern "
                      "is known, its letter and its points are not.",
                      "兩對蓬萊山，各 6 分：E 組可以重複並共用石頭。圖樣是已知的，"
                      "字母和分數則不是。"),
                    rules=("karesansui.score.arrangement-e",)),
            HowMany("q-f", T("In the middle row: a flat stone on a2, a small standing stone on "
                             "c2, a reclining stone on e2. How many points do the arrangements "
                             "score then, with the tutor's provisional F?",
                             "中排：a2 放橫石、c2 放小立石、e2 放臥石。以教學工具暫定的 F 組計算，"
                             "之後石頭擺放得幾分?"),
                    _studio(_gravel_with()),
                    _after("arrangements", "stone flat at a2", "stone small at c2",
                           "stone reclining at e2"),
                    T("The set order, left to right: 6, once. A stand-in, not the printed "
                      "pattern.", "依序由左至右：6 分，僅一次。這是代替，不是印刷的圖案。"),
                    rules=("karesansui.score.arrangement-f",)),
            Choose("q-provisional", T("Which arrangements are the tutor's provisional stand-ins?",
                                      "哪些擺放是教學工具暫定的代替?"),
                   (T("A and B", "A 組和 B 組"), T("F (and the points of D and E)",
                                                "F 組(以及 D、E 組的分數)"),
                    T("C only", "只有 C 組")), 1,
                   T("F is printed only as a picture that could not be read; D's and E's values "
                     "are unknown. (The letters of A to E are inferences too.)",
                     "F 組只印在無法辨識的圖片中；D、E 組的分數不明。(A 到 E 組的字母也是推論。)"),
                   rules=("karesansui.score.arrangement-e", "karesansui.score.arrangement-f")),
        )),
    ),
    recap=T("Each kind of stone scores 2. Keima 5, diagonal 7, three standing stones in the top "
            "row 15, the boat stone in the bottom row (5, provisional), Mount Hōrai (two tall "
            "stones on neighbouring moss, 6 a pair, provisional); F is a stand-in, and the "
            "letters are inferred. A and B arrangements may not share stones (the higher "
            "counts); C, D and F count once.",
            "每種石頭 2 分。桂馬 5 分、斜置 7 分、上排三顆立石 15 分、下排舟石(5 分，暫定)、"
            "蓬萊山(相鄰苔上的兩顆大立石，每對 6 分，暫定)；F 組是代替，字母是推論。"
            "A、B 組的擺放不能共用石頭(計較高者)；C、D、F 組只計一次。"),
    mistakes=(T("Counting two keimas that share a stone.", "把共用石頭的兩個桂馬都算分。"),
              T("Learning F, or the points of D and E, as the published rules.",
                "把 F 組或 D、E 組的分數當成出版的規則來學。")),
)


# == Lesson 11: the famous garden, virtue and the whole score sheet ===

SHEET_GARDEN = "G09 G08+small G01 G01+tall G01 / G08' G09' G05 G04 G03 / G06 G06 M01+boat G06 G06"
SHEET_GAME = _built(SHEET_GARDEN)
"""A real 2-player game in which Orange has completed this garden."""

FAMOUS_GARDEN = Lesson(
    game="karesansui", number=11, slug="famous-garden-and-the-score-sheet",
    title=T("Scoring: the famous garden, virtue and the whole sheet",
            "計分：名庭園、德行與整張計分表"),
    minutes=25,
    objectives=(
        T("set stones where a famous-garden card shows them", "把石頭放在名庭園卡所示的位置"),
        T("fill in a whole score sheet", "填寫整張計分表"),
    ),
    steps=(
        Read(T(
            """
## (8) The famous garden

> 「若能建造出其庭園卡的特殊造景(即特定3~4顆石頭擺放位置與庭園卡所繪圖像石頭擺放位置相同)，
> 便可獲得等同庭園卡右上方數字的對應分數(即可獲得10~15分)」

Your famous-garden card (名庭園卡) shows 3 or 4 stones in the garden's grid; if your stones
stand where it shows them, you score the card's number, 10 to 15
(`karesansui.score.famous-garden`). The cards draw their stones as ☆ and □; the tutor reads ☆
as a **standing** stone (small or tall) and □ as **any** stone (a reading: no source says).
With 2 players the three cards lie face up and each player scores at most one of them, the
best.

Eleven of the fourteen cards are known by name (Ryōan-ji 龍安寺, Nanzen-ji 南禪寺, Daisen-in
大仙院, Konchi-in 金地院 and others), and a card is worth at most 15, but no source shows a
card's layout or points: **every layout and point value, and three names, are the tutor's
stand-ins** (`karesansui.score.card-layouts`). Play reports hint at three of them, and the
tutor's layouts follow the hints: Ryōgen-in wants moss in the middle row, Daisen-in moss and
tall standing stones, Konchi-in a Buddhist triad; their neighbouring stones need moss under
them. In the studio, pick a card on the right; its spots appear on the garden as dashed
rounded squares.

## (9) Virtue

Each virtue left at the end scores 1 (`karesansui.score.virtue`).
""",
            """
## (8)名庭園

> 「若能建造出其庭園卡的特殊造景(即特定3~4顆石頭擺放位置與庭園卡所繪圖像石頭擺放位置相同)，
> 便可獲得等同庭園卡右上方數字的對應分數(即可獲得10~15分)」

名庭園卡在庭園的格子上畫出 3 或 4 顆石頭；如果你的石頭擺放位置和卡片相同，就得到卡片上的分數，
10 到 15 分(`karesansui.score.famous-garden`)。卡片以 ☆ 和 □ 畫出石頭；教學工具把 ☆ 解讀為
**立石**(小立石或大立石)，□ 為**任何**石頭(這是解讀：沒有資料說明)。兩人遊戲時 3 張卡翻開共用，
每位玩家最多從其中 1 張得分，取最高者。

十四張卡中有十一張的名稱已知(龍安寺、南禪寺、大仙院、金地院等)，每張卡最多 15 分，但沒有資料顯示
卡片的石頭位置或分數：**所有位置和分數，以及三張卡的名稱，都是教學工具的代替**
(`karesansui.score.card-layouts`)。遊戲心得提示了其中三張，教學工具的位置依照這些提示：龍源院要求
中排是苔，大仙院需要苔與大立石，金地院有三尊石；它們相鄰的石頭下面須是苔。在工作室右側選一張卡，
它的位置會以虛線圓角方框出現在庭園上。

## (9)德行

遊戲結束時剩下的每點德行得 1 分(`karesansui.score.virtue`)。
""")),
        Task(
            "card",
            T("The card is Ryōan-ji. Complete its famous garden with one stone.",
              "卡片是龍安寺。再放一顆石頭完成它的名庭園。"),
            _studio(_gravel_with(a1="flat", e1="flat", d3="reclining"), "card ryoanji"),
            Reach(_reaches("famous_garden", 14), T("The card's stones are not all in place.",
                                                   "卡片上的石頭還沒有全部到位。")),
            solution=("stone small at c2",),
            hints=(T("The studio marks the card's missing spot in red.",
                     "工作室用紅色標出卡片缺少的位置。"),
                   T("c2 is a ☆: a standing stone.", "c2 是 ☆：立石。")),
            highlight=("stone small at c2", "stone tall at c2"),
            rules=("karesansui.score.famous-garden", "karesansui.score.card-layouts"),
            wrong="stone flat at c2",
            explain={"stone flat at c2": T("☆ asks for a standing stone; a flat stone lies down.",
                                           "☆ 要求立石；橫石是平放的。"),
                     "stone reclining at c2": T("☆ asks for a standing stone.", "☆ 要求立石。")},
            success=T("14 points for the card (a provisional layout and value).",
                      "卡片得 14 分(暫定的位置與分數)。"),
        ),
        Task(
            "one-stone",
            T("The card is Entsū-ji. Raise the garden's total by at least 28 with one stone.",
              "卡片是圓通寺。用一顆石頭讓庭園總分至少增加 28 分。"),
            _studio(_gravel_with(a1="small", c1="tall"), "card entsuji"),
            Reach(_total_gain(28), T("The total did not grow by 28.", "總分沒有增加 28 分。")),
            solution=("stone small at e1",),
            hints=(T("The card's three spots are a1, c1 and e1, all ☆.",
                     "卡片的三個位置是 a1、c1 和 e1，都是 ☆。"),
                   T("A standing stone on e1 completes the card and something else in the top "
                     "row.", "在 e1 放立石，就完成了卡片，也完成了上排的另一樣東西。")),
            highlight=("stone small at e1", "stone tall at e1"),
            rules=("karesansui.score.famous-garden", "karesansui.score.arrangement-c"),
            wrong="stone boat at e1",
            explain={"stone boat at e1": T("A new kind (+2), but not a standing stone.",
                                           "新的種類(+2)，但不是立石。")},
            success=T("The card (13) and the triad C (15) with one stone.",
                      "一顆石頭同時完成卡片(13 分)和三尊石 C 組(15 分)。"),
        ),
        Task(
            "virtue-points",
            T("Without touching tiles or stones, raise the garden's total by exactly 4.",
              "不動板塊和石頭，讓庭園總分剛好增加 4 分。"),
            _studio(_gravel_with(a1="small", c1="tall"), "virtue 2"),
            Reach(lambda start, now: now.scores().totals[0] == start.scores().totals[0] + 4,
                  T("The total did not grow by exactly 4.", "總分沒有剛好增加 4 分。")),
            solution=("virtue 6",),
            hints=(T("One line of the score sheet is not about the garden.",
                     "計分表上有一行和庭園無關。"),
                   T("Virtue: 1 point each.", "德行：每點 1 分。")),
            highlight=("virtue 6",),
            rules=("karesansui.score.virtue",),
            wrong="virtue 4",
            explain={"virtue 4": T("That adds only 2.", "那樣只增加 2 分。")},
            success=T("6 virtue: 6 points. In a game that is the whole track.",
                      "德行 6 點：6 分。在遊戲中這就是整個德行區。"),
        ),
        FillSheet("sheet", SHEET_GAME, T(
            "A real 2-player game: Orange has completed her garden. The three shared cards are "
            "Ryōan-ji, Nanzen-ji and Saihō-ji (their spots are provisional: Nanzen-ji asks for "
            "☆ on b1 and d1 and □ on c3). Fill in Orange's column, then press Check.",
            "一局真正的兩人遊戲：橘色玩家完成了她的庭園。三張共用的卡是龍安寺、"
            "南禪寺和西芳寺(位置是"
            "暫定的：南禪寺要求 b1 和 d1 為 ☆，c3 為 □)。填寫橘色玩家那一欄，再按「檢查」。"),
            rules=("karesansui.score.symmetry", "karesansui.score.whirlpools",
                   "karesansui.score.ripples", "karesansui.score.arrangements",
                   "karesansui.score.famous-garden"),
            seats=(0,)),
        Quiz((
            HowMany("q-card-points", T("Stones go on b1 (small standing), d1 (tall standing) and "
                                       "c3 (flat). With the card Nanzen-ji, how many points does "
                                       "the famous garden score then?",
                                       "在 b1(小立石)、d1(大立石)和 c3(橫石)放石頭。"
                                       "以南禪寺卡計算，"
                                       "之後名庭園得幾分?"),
                    _studio(_gravel_with(), "card nanzenji"),
                    _after("famous_garden", "stone small at b1", "stone tall at d1",
                           "stone flat at c3"),
                    T("☆ on b1 and d1, □ on c3: the card's 12 points (provisional).",
                      "b1 與 d1 為 ☆，c3 為 □：卡片的 12 分(暫定)。"),
                    rules=("karesansui.score.famous-garden",)),
            HowMany("q-card-missing", T("Same card, but the stone on d1 is flat. How many points "
                                        "does the famous garden score?",
                                        "同一張卡，但 d1 的石頭是橫石。名庭園得幾分?"),
                    _studio(_gravel_with(), "card nanzenji"),
                    _after("famous_garden", "stone small at b1", "stone flat at d1",
                           "stone flat at c3"),
                    T("All or nothing: d1 needs a standing stone.", "全有或全無：d1 需要立石。"),
                    rules=("karesansui.score.famous-garden",)),
            Choose("q-two-players", T("Two players: Orange's stones match two of the three shared "
                                      "cards, worth 12 and 14. What does she score for the famous "
                                      "garden?",
                                      "兩人遊戲：橘色玩家的石頭符合三張共用卡中的兩張，分別值"
                                      " 12 和 14 分。她的名庭園得幾分?"),
                   (T("26", "26 分"), T("14", "14 分"), T("12", "12 分")), 1,
                   T("With 2 players each scores at most one of the shared cards: the best.",
                     "兩人遊戲時每位玩家最多從一張共用卡得分：取最高者。"),
                   rules=("karesansui.score.famous-garden", "karesansui.setup.two-players")),
            HowMany("q-virtue", T("The garden's owner has 5 virtue left at the end. How many "
                                  "points is that?",
                                  "遊戲結束時，庭園的主人剩下 5 點德行。值幾分?"),
                    _studio(_gravel_with()), _after("virtue", "virtue 5"),
                    T("1 point per virtue.", "每點德行 1 分。"), rules=("karesansui.score.virtue",),
                    picture=False),
        )),
    ),
    recap=T("A famous-garden card scores its 10 to 15 points when every stone it shows is in "
            "place (☆ standing, □ any); with 2 players the best of the three shared cards. "
            "Virtue left scores 1 each. Card layouts and points are provisional.",
            "名庭園卡上所示的石頭全部到位時(☆ 立石，□ 任何石頭)，得到卡片的 10 到 15 分；"
            "兩人遊戲時取三張"
            "共用卡中最好的一張。剩下的德行每點 1 分。卡片的位置與分數是暫定的。"),
    mistakes=(T("Putting any stone on a ☆ spot.", "在 ☆ 的位置放任何石頭。"),
              T("Adding up two shared cards in a 2-player game.",
                "兩人遊戲時把兩張共用卡的分數加在一起。")),
)


# == Lesson 12: a game against bots ===

def _best_of(*actions: str) -> Callable[[State], int]:
    """Which of ``actions`` gives the player to act the highest total right after it (the
    first on a tie)."""
    def best(state: State) -> int:
        me = state.current_player()
        totals = [state.apply(a).scores().totals[me] for a in actions]
        return totals.index(max(totals))
    return best


PLAY = Lesson(
    game="karesansui", number=12, slug="play-against-bots",
    title=T("Play against bots", "和電腦下一局"),
    minutes=30,
    objectives=(
        T("play a whole game against 1 to 3 bots", "和 1 到 3 個電腦玩家下一整局"),
        T("weigh virtue kept against a stone set", "權衡保留德行和放置石頭"),
    ),
    steps=(
        Read(T(
            """
## Your game

You play Orange; the bots play the other colours and answer by themselves. Choose the number
of players (2 to 4) and the bots' level: *random* plays any legal move, *greedy* the move
that looks best one move ahead, *strong* searches further (a few seconds a move). *New game*
starts again.

A few questions to ask on every turn:

- Part one: does this tile fit my rows (mirror pairs), my circles, my seams? If not, would a
  gift (+2 virtue) or the storage space serve better than a discard (-1)?
- Who may snatch what I declare? Anyone with 2 virtue and fewer tiles comes first.
- Part two: is my monk in the column where I want the next stone? A stone costs **all** my
  virtue, and virtue is points: set it where it completes an arrangement or the card.
""",
            """
## 你的對局

你是橘色玩家；電腦扮演其他顏色，會自動應對。選擇玩家人數(2 到 4 人)和電腦的強度：「隨機」
下任何合法的
行動，「貪心」下一步之內看起來最好的行動，「強」會算得更遠(每步要幾秒鐘)。「新的一局」重新開始。

每個回合可以問自己幾個問題：

- 前行動：這個板塊適合我的橫列(鏡像)、漩渦和接縫嗎?如果不適合，讓渡(德行 +2)或暫存區會不會比廢棄
  (-1)更好?
- 我宣告配置的板塊誰可以強奪?有 2 點德行且板塊較少的人優先。
- 後行動：禪宗僧侶是否在我想放下一顆石頭的縱列?石頭會花掉**全部**德行，而德行就是分數：把石頭放在能
  完成擺放或名庭園卡的位置。
""")),
        PlayBots("game", players=(2, 3, 4), level="greedy", seed=3),
        Quiz((
            Choose("q-keep-or-spend", T("Orange has 5 virtue and her monk on c2. Which part-two "
                                        "action raises her total most right now?",
                                        "橘色玩家有 5 點德行，禪宗僧侶在 c2。"
                                        "哪一個後行動現在最能提高她的總分?"),
                   (T("zazen", "座禪"), T("the boat stone on c1", "在 c1 放舟石"),
                    T("a small standing stone on c1", "在 c1 放小立石")),
                   _best_of("zazen", "stone boat at c1", "stone small at c1"),
                   T("A lone stone adds a kind (+2) but costs all the virtue (-5); zazen adds 1. "
                     "Stones pay when they complete an arrangement or the card.",
                     "單獨一顆石頭增加一種(+2)，卻花掉全部德行(-5)；座禪加 1 分。"
                     "石頭要完成擺放或名庭園卡"
                     "才划算。"),
                   rules=("karesansui.stone.virtue-reset", "karesansui.score.virtue"),
                   position=SIX_TILES),
            HowMany("q-boats-4p", T("Four players: how many boat stones lie on the temple board "
                                    "at the start?", "四人遊戲：開始時寺廟圖板上有幾顆舟石?"),
                    START_4, lambda s: s.supply[4],
                    T("Three for four players, and still one each at most.",
                      "四人時有三顆，而且每人最多仍只能放一顆。"),
                    rules=("karesansui.setup.stones", "karesansui.stone.one-boat"), picture=False),
        )),
    ),
    recap=T("Virtue is points until you spend it: lay tiles for rows, circles and seams, and "
            "set stones where they complete something.",
            "德行在花掉之前就是分數：板塊要為橫列、漩渦和接縫而放，"
            "石頭要放在能完成某樣東西的位置。"),
    mistakes=(T("Spending 5 virtue on a stone that scores only its kind.",
                "花 5 點德行放一顆只得到種類分數的石頭。"),),
)


# == Lesson 13: sources and assumptions ===

LEFT_TO_RIGHT = _game(_lay("G01", "a1"), _keep("G13"), _lay("G01", "b1"),
                      _keep("G12", "discard"), "draw; tile G02", placement="left-to-right")
"""With the summary's left-to-right placement: a1 and b1 laid, a tile drawn."""
ADJACENT = _game(_lay("G01", "a1"), _keep("G13"), _lay("G01", "b1"),
                 _keep("G12", "discard"), "draw; tile G02")


def _tie(**options) -> Position:
    """4 players: Black lays her first tile; Orange and Purple (1 tile each) and Blue (2
    tiles) all have the virtue to snatch it."""
    return _game(_lay("G01", "a1"), _lay("G01", "a1"), _keep("G13"), _lay("G02", "a1"),
                 _keep("G05"), "draw; tile G01; place G01 at b1; let it go; zazen",
                 _keep("G06", "discard"), _keep("G03"), _keep("G04", "discard"), _keep("G07"),
                 "draw; tile G08; place G08 at a1", players=4,
                 cards=(*CARDS, "tofukuji"), gardeners=("muso", "jozan", "zenami", "rikyu"),
                 **options)


TIE = _tie()
TIE_CLOCKWISE = _tie(snatch_ties="clockwise")

SOURCES = Lesson(
    game="karesansui", number=13, slug="sources-and-assumptions",
    title=T("Sources and assumptions", "資料來源與假設"),
    minutes=15,
    objectives=(
        T("say where each rule comes from", "說出每條規則的來源"),
        T("name the data that are provisional, and the options that change the assumptions",
          "說出哪些資料是暫定的，以及改變假設的選項"),
    ),
    steps=(
        Read(T(
            """
## Where the rules come from

The main source is the Chinese rules summary `004_2dd42cb4566abbba.txt` (by 童教桌遊研究院):
the set-up, both parts of a turn, gifts, discards, storage, snatching, zazen, the monk, the
stones, the gardener cards, the end and all nine scoring items come from it, and so do the
Chinese terms of these lessons. Public rule write-ups, play reports and reviews by players,
mostly Japanese, fill in what it leaves out: the stone thresholds and counts, the 2-player
rules, the names of the nine gardener cards and four of their effects, eleven names of the
famous gardens, the stone bonuses (keima, diagonal, triad, boat stone, Mount Hōrai).

## What is provisional

The printed rulebook shows some of the game's data only as pictures, which we could not read.
The tutor keeps each such item as replaceable data, marks it **provisional** on the board and
in these lessons, and never presents it as the rule:

- the **22 tile designs** (their drawings, copy counts and edges): so which tiles join,
  mirror each other or make circles (lessons 1, 8, 9); only the totals are certain: 80 tiles,
  13 gravel and 9 moss designs (`karesansui.data.tiles`);
- **which letter A to F** each stone bonus is (an inference from the summary's overlap
  rules), **D's and E's points** (D: option `boat_bonus`; 5 is the tutor's stand-in, no source
  gives a value), and arrangement **F** altogether (lesson 10);
- the **layouts and points of the 14 famous-garden cards**, three of their names, and what
  their ☆ and □ ask for (lesson 11);
- five **gardener cards**: Sen no Rikyū (known in part), Kentei, Kobori Enshū and Kanamori
  Sōwa (effects unknown), and Shigemori Mirei, known to stop a snatch, read as a counter
  (lesson 6).

Where the sources are silent or disagree on a rule, the tutor registers an **assumption**
and says so where the rule is taught: placement next to any tile, and discards that come
back when the stacks run out although the summary also calls them removed from the game
(lesson 2); who snatches first on a tie, and the end of part one when your drawn tile is
snatched (lesson 3); the monk stepping off a new stone (lesson 5); a card that can do
nothing, and Ishikawa Jōzan taking only what fits (lesson 6); the middle tile of a
symmetric row (lesson 8); how circles form and the summary's 4-point example (lesson 9).
The list below comes from the rule registry itself, in this lesson's language.
""",
            """
## 規則從哪裡來

主要來源是童教桌遊研究院的中文規則摘要 `004_2dd42cb4566abbba.txt`：遊戲準備、回合的兩個階段、讓渡、
廢棄、保管、強奪、座禪、禪宗僧侶、石頭、庭園大師卡、遊戲結束以及九個計分項目都來自它，課程中的中文
用語也是。玩家公開的規則整理、遊戲心得與評論(大多是日文)補上它沒有說的部分：石頭所需的德行與數量、
兩人規則、九張庭園大師卡的名稱與其中四張的效果、十一張名庭園的名稱，以及各種石頭加分(桂馬、斜置、
三尊石、舟石、蓬萊山)。

## 哪些是暫定的

印刷的規則書有些資料只以圖片呈現，我們無法辨識。教學工具把每一項都保存為可替換的資料，在棋盤和課程中
標示為**暫定**，絕不把它當成規則：

- **22 種板塊圖像**(圖案、數量與邊緣)：因此哪些板塊相連、互為鏡像或組成圓(第 1、8、9 課)；只有總數是
  確定的：80 個板塊，13 種砂礫與 9 種苔蘚(`karesansui.data.tiles`)；
- 每種石頭加分是 A 到 F 的**哪一個字母**(從摘要的重複計分規則推論)、**D 組和 E 組的分數**
  (D 組：選項 `boat_bonus`；5 分是教學工具的代替值，沒有資料提供數值)，以及整個 **F 組**(第 10 課)；
- **14 張名庭園卡的位置與分數**、其中三張的名稱，以及 ☆ 和 □ 要求什麼(第 11 課)；
- 五張**庭園大師卡**：千利休(只知道一部分)、賢庭、小堀遠州和金森宗和(效果不明)，以及重森三玲
  (已知能阻止強奪，解讀為反制)(第 6 課)。

來源沒有說明或互相矛盾的規則，教學工具登記為**假設**，並在教這條規則的地方說明：與任一板塊相鄰
即可放置，以及廢棄的板塊在板塊堆抽盡時會回來(雖然摘要也說它們「移除遊戲」)(第 2 課)；平手時誰先
強奪，以及抽取的板塊被強奪後前行動結束(第 3 課)；禪宗僧侶移離新石頭(第 5 課)；無法發揮效果的卡，
以及石川丈山只拿放得下的板塊(第 6 課)；對稱橫列的中間板塊(第 8 課)；圓如何組成以及摘要 4 分的
例子(第 9 課)。下面的清單直接取自規則登記表，並使用這一課的語言。
""")),
        Sources("sources"),
        Read(T(
            """
## Options change the assumptions

Where a player would want to choose, an assumption is a game option (`new_game` keywords):

- `placement="left-to-right"`: the summary's wording, rows fill from the left with no gap;
- `snatch_cost`: the virtue a snatch costs (the summary says 2);
- `snatch_ties="clockwise"`: among players with equally few tiles, the first asked whether
  to snatch is the next clockwise from the player laying the tile (by default: the earliest
  from the start player, Orange);
- `after_snatch="draw-again"`: a player whose drawn tile was snatched draws again;
- `boat_bonus`: arrangement D's points (unknown; 5 by default, the tutor's stand-in);
- `symmetry_middle="any"`: the middle tile of a symmetric row may be any tile.

The garden studio takes `boat_bonus` and `symmetry_middle` too. The quiz asks about positions
where an option and the default disagree.
""",
            """
## 選項改變假設

玩家可能想自己決定的假設，都是遊戲選項(`new_game` 的關鍵字參數)：

- `placement="left-to-right"`：摘要的寫法，每一排從左邊開始、不留間隔地延伸；
- `snatch_cost`：強奪所需的德行(摘要說 2 點)；
- `snatch_ties="clockwise"`：板塊一樣少的玩家中，先詢問正在配置的玩家順時針方向的下一位
  (預設：從起始玩家橘色算起最前面的一位)；
- `after_snatch="draw-again"`：抽取的板塊被強奪的玩家再抽取一次；
- `boat_bonus`：D 組的分數(不明；預設 5 分，教學工具的代替值)；
- `symmetry_middle="any"`：對稱橫列的中間板塊可以是任何板塊。

庭園工作室也接受 `boat_bonus` 和 `symmetry_middle`。小測驗問的是選項和預設結果不同的局面。
""")),
        Quiz((
            LegalOrNot("q-adjacent", ADJACENT,
                       "place G02 at b2", rules=("karesansui.place.adjacent",),
                       note=T("By default a tile may go next to any tile already laid.",
                              "預設規則下，板塊可以放在任何已放置板塊的旁邊。")),
            LegalOrNot("q-left-to-right", LEFT_TO_RIGHT, "place G02 at b2",
                       note=T("With `placement=\"left-to-right\"`, the middle row must start at "
                              "a2.",
                              "選用 `placement=\"left-to-right\"` 時，中排必須從 a2 開始。")),
            HowMany("q-boat-bonus", T("With `boat_bonus=10`, the boat stone goes on a3. How many "
                                      "points do the arrangements score then?",
                                      "選用 `boat_bonus=10` 時，把舟石放在 a3。"
                                      "之後石頭擺放得幾分?"),
                    _studio(_gravel_with(), boat_bonus=10), _after("arrangements",
                                                                   "stone boat at a3"),
                    T("D scores what the option says: its printed value is unknown.",
                      "D 組的分數由選項決定：印刷的數值不明。"),
                    rules=("karesansui.score.arrangement-d",)),
            Choose("q-tie-default", T("Four players. Black lays her first tile; Orange and "
                                      "Purple have one tile each, Blue two, and all three can "
                                      "snatch. Who is asked first?",
                                      "四人遊戲。黑色玩家配置她的第 1 個板塊；橘色和紫色玩家各有"
                                      "1 個板塊，藍色玩家有 2 個，三人都能強奪。先詢問誰?"),
                   (T("Orange", "橘色玩家"), T("Purple", "紫色玩家"), T("Blue", "藍色玩家")),
                   lambda s: {0: 0, 3: 1, 1: 2}[s.current_player()],
                   T("Fewest tiles first, and on a tie the earlier from the start player: Orange.",
                     "板塊最少者優先；平手時從起始玩家算起較前者：橘色玩家。"),
                   rules=("karesansui.snatch.priority", "karesansui.snatch.ties"),
                   position=TIE),
            Choose("q-tie-clockwise", T("The same position with `snatch_ties=\"clockwise\"`. Who "
                                        "is asked first?",
                                        "同一局面，選用 `snatch_ties=\"clockwise\"`。先詢問誰?"),
                   (T("Orange", "橘色玩家"), T("Purple", "紫色玩家"), T("Blue", "藍色玩家")),
                   lambda s: {0: 0, 3: 1, 1: 2}[s.current_player()],
                   T("Purple sits next clockwise after Black, so the tie goes to Purple.",
                     "紫色玩家是黑色玩家順時針方向的下一位，所以平手時由紫色玩家優先。"),
                   rules=("karesansui.snatch.ties",), position=TIE_CLOCKWISE),
            HowMany("q-middle-any", T("With `symmetry_middle=\"any\"`, G09 goes in the middle of "
                                      "this row. How many points do symmetric rows score then?",
                                      "選用 `symmetry_middle=\"any\"` 時，在這一排中間放 G09。"
                                      "之後對稱橫列得幾分?"),
                    _studio("G10 G12 . G13 G11 / . . . . . / . . . . .", symmetry_middle="any"),
                    _after("symmetry", "put G09 at c1"),
                    T("The outer pairs mirror each other; with this option the middle tile may be "
                      "any tile. By default this row scores 0.",
                      "外側兩對互為鏡像；選用這個選項時中間可以是任何板塊。"
                      "預設規則下這一排得 0 分。"),
                    rules=("karesansui.score.symmetry",)),
            Choose("q-certain", T("What is certain about the tiles?", "關於板塊，哪一項是確定的?"),
                   (T("the 22 drawings", "22 種圖像"), T("how many copies of each design",
                                                          "每種圖像的數量"),
                    T("80 tiles: 13 gravel and 9 moss designs",
                      "80 個板塊：13 種砂礫與 9 種苔蘚圖像")), 2,
                   T("Only the totals; every drawing is the tutor's, marked provisional.",
                     "只有總數；每種圖像都是教學工具的，標示為暫定。"),
                   rules=("karesansui.data.tiles",)),
        )),
    ),
    recap=T("The Chinese rules summary gives the rules and the terms; player write-ups fill the "
            "gaps. Tile drawings, the letters of the stone bonuses, D's and E's points, F, the "
            "card layouts and symbols, and five gardener cards are provisional; unsettled "
            "readings are assumptions, some of them options.",
            "中文規則摘要提供規則和用語；玩家的整理補上空缺。板塊圖像、石頭加分的字母、D 與 E 組的"
            "分數、F 組、名庭園卡的位置與符號，以及五張庭園大師卡是暫定的；尚未確定的解讀是假設，"
            "其中一些是選項。"),
    mistakes=(T("Taking a provisional drawing, card or arrangement for the printed one.",
                "把暫定的圖像、卡片或擺放當成印刷版的。"),),
)

LESSONS = (GARDEN_AND_GOAL, FOUR_CHOICES, GIFTS_AND_SNATCHING, VIRTUE, MONK_AND_STONES,
           GARDENER_CARDS, THE_END, GRAVEL_MOSS_SYMMETRY, WHIRLPOOLS_AND_RIPPLES,
           STONE_ARRANGEMENTS, FAMOUS_GARDEN, PLAY, SOURCES)
"""The Karesansui series, in order."""

__all__ = ["LESSONS"]
