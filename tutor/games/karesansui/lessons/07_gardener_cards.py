"""Karesansui lesson 7: Gardener cards."""

from __future__ import annotations

from ....lessons.model import (
    Choose,
    Deeper,
    HowMany,
    LegalOrNot,
    Lesson,
    Position,
    Quiz,
    Reach,
    Read,
    T,
    Task,
)
from ._common import MOSS_GARDEN, START, game, keep, lay, more_tiles, stone_kinds

NO_VIRTUE_THREE_TILES = game(
    lay("G01", "a1"), keep("G13"),
    "draw; tile G01; place G01 at b1; monk to a1", keep("G12", "discard"),
    "draw; tile G01; discard; monk to b1", keep("G10", "discard"),
    "draw; tile G02; place G02 at c1")
"""Orange has no virtue and three tiles in the top row, in part two; she holds 夢窗疏石,
善阿彌 and 雪舟."""
BLUE_CAN_TAKE = game("draw; tile G05; store; zazen", "draw; tile G13; place G13 at a1")
"""Orange stored a tile; Blue laid one and is in part two, holding 石川丈山."""
BLUE_NOTHING_STORED = game(lay("G01", "a1"), "draw; tile G13; place G13 at a1")
"""Blue in part two; nobody has a stored tile."""
PART_TWO_THREE_TILES = game(lay("G01", "a1"), keep("G13"), lay("G01", "b1"),
                            keep("G12", "discard"), "draw; tile G05; place G05 at c1")
"""Orange (2 virtue) has laid her third tile, on c1, and is in part two."""
MUSO_IN_MOSS = Position(MOSS_GARDEN.moves + "\nuse muso", options=MOSS_GARDEN.options)
"""MOSS_GARDEN after Orange turns up 夢窗疏石: any stone on any tile."""
JOZAN_TAKEN = game("draw; tile G05; store; zazen",
                   "draw; tile G13; place G13 at a1; use jozan; take stored from Orange")
"""Blue has taken Orange's stored tile with 石川丈山 and must place it."""
SHIGEMORI_GARDENERS = ("shigemori", "jozan", "zenami", "rikyu", "sesshu", "enshu")
"""As :data:`GARDENERS`, but Orange holds 重森三玲 instead of 夢窗疏石."""
_PRIZE_STORED = (lay("G01", "a1"), keep("G13"), lay("G01", "b1"),
                 "place stored G13 at a1; let it go; draw; tile G12; store; zazen",
                 "draw; tile G07; store")
SHIGEMORI_PART_TWO = game(*_PRIZE_STORED, gardeners=SHIGEMORI_GARDENERS)
"""Orange (2 virtue) has just stored the half-circle tile and is in part two, holding
重森三玲; Blue has 2 virtue, enough to snatch it when she lays it."""
SHIGEMORI_NEXT_TURN = game(*_PRIZE_STORED, "use shigemori", "draw; tile G02; discard; zazen",
                           gardeners=SHIGEMORI_GARDENERS)
"""Orange used 重森三玲; Blue (2 virtue) has played his turn: Orange's turn starts, her stored
half circle ready to lay."""

LESSON = Lesson(
    game="karesansui", number=7, slug="gardener-cards",
    title=T("Gardener cards", "庭園大師卡"),
    minutes=20,
    objectives=(
        T("use a gardener card as part two", "把庭園大師卡當作後行動使用"),
        T("play what a card gives", "處理卡片給的東西"),
    ),
    steps=(
        Read(T(
            """
## Gardener cards

As **part two** you may use a gardener card: do what it says, then discard it; a card that
does nothing now cannot be used. With two players, **the special two-player rule** gives
each three, one a turn.
""",
            """
## 庭園大師卡

庭園大師卡是著名的造園家。在**後行動**，你可以不座禪、不移動禪宗僧侶、不拿石頭，而是使用一張卡：
執行它的技能，用完就棄置。目前無法發揮效果的卡不能使用。3 或 4 人時每人只有 1 張卡；兩人遊戲依
**兩人遊戲的特別規則**，每人有 3 張，每回合最多使用 1 張。
"""),
            sources=T(
                """
Rules `karesansui.gardener.use`, `karesansui.gardener.useless-card` (the tutor's rule: no
source says; zazen is always there instead), `karesansui.setup.two-players`. The summary:
「玩家可將庭園大師卡翻面並執行其特殊技能，使用1次後須將卡牌棄置。」 (a player may turn their
gardener card over and use its special skill; after one use the card is discarded).
""",
                """
規則 `karesansui.gardener.use`、`karesansui.gardener.useless-card`（沒有來源說明，這是教學工具的
規則；反正隨時可以座禪）、`karesansui.setup.two-players`。摘要：「玩家可將庭園大師卡翻面並執行其
特殊技能，使用1次後須將卡牌棄置。」
""")),
        Task(
            "muso",
            T("Orange has no virtue. Set a stone in her garden anyway.",
              "橘方沒有德行。還是要在她的庭園放一顆石頭。"),
            NO_VIRTUE_THREE_TILES,
            Reach(lambda start, now: len(stone_kinds(now, 0)) == 1,
                  T("No stone is in Orange's garden.", "橘方的庭園裡沒有石頭。"), within=2),
            solution=("use muso", "stone tall at a1"),
            hints=(T("Virtue buys stones, but one of her cards does not need it.",
                     "德行可以換石頭，但她有一張卡不需要德行。"),
                   T("Read her three gardener cards (three: the special two-player rule): which "
                     "one gives a stone?",
                     "讀一讀她的 3 張庭園大師卡（3 張：兩人遊戲的特別規則）：哪一張會給石頭？")),
            highlight=("use muso", "use sesshu", "use zenami"),
            rules=("karesansui.gardener.use", "karesansui.gardener.stones"),
            explain={"zazen": T("Zazen gives virtue, not a stone.", "座禪給的是德行，不是石頭。"),
                     "use sesshu": T("雪舟 (Sesshū) gives tiles, not a stone.",
                                     "雪舟給的是板塊，不是石頭。"),
                     "use zenami": T("善阿彌 (Zen'ami) gives tiles, not a stone.",
                                     "善阿彌給的是板塊，不是石頭。")},
            success=T("A stone for nothing; the card is used up.",
                      "不花德行就得到一顆石頭；這張卡用掉了。"),
        ),
        Read(T(
            """
Tiles a card lets you **draw** go into your garden at once, or are discarded free; they
cannot be gifted, stored or snatched. A card's **stone** ignores your monk, but not the
other stone rules.
""",
            """
卡片讓你**抽取**的板塊須立即配置到自家庭園，或免費廢棄；不能讓渡、保管，也不會被強奪。卡片給的
**石頭**不受禪宗僧侶位置限制，但仍須遵守其他石頭規則。
"""),
            sources=T(
                """
Rules `karesansui.gardener.tiles`, `karesansui.gardener.stones`. The summary:
「玩家因執行庭園大師卡技能取得的板塊須立即擺放在自家庭園圖板內，且不會遭致強奪」 (tiles a gardener
card gives must go into the garden at once, and cannot be snatched).
""",
                """
規則 `karesansui.gardener.tiles`、`karesansui.gardener.stones`。摘要：「玩家因執行庭園大師卡技能
取得的板塊須立即擺放在自家庭園圖板內，且不會遭致強奪」。
""")),
        Task(
            "sesshu",
            T("Orange has finished part one. Still add one more tile to her garden this turn.",
              "橘方已經完成前行動。這回合還要再放一個板塊到她的庭園。"),
            PART_TWO_THREE_TILES,
            Reach(more_tiles(0), T("No tile was added.", "沒有加入板塊。"), within=5),
            solution=("use sesshu", "draw from stack 1", "draw from stack 2", "draw from stack 3",
                      "place G09 at d1"),
            hints=(T("Part one is over, so drawing is done for this turn, unless a card draws.",
                     "前行動已經結束，所以這回合不能再抽，除非有卡可以抽。"),
                   T("Read Orange's three gardener cards (three: the special two-player rule): "
                     "which ones draw tiles?",
                     "讀一讀橘方的 3 張庭園大師卡（3 張：兩人遊戲的特別規則）：哪幾張會抽取"
                     "板塊？")),
            highlight=("use sesshu", "use zenami", "use muso"),
            rules=("karesansui.gardener.tiles",),
            wrong="draw from stack 1", wrong_rule="karesansui.turn.two-parts",
            explain={"use muso": T("夢窗疏石 (Musō Soseki) gives a stone, not a tile.",
                                   "夢窗疏石給的是石頭，不是板塊。")},
            success=T("A tile from the card, laid at once.", "卡片給的板塊立即配置了。"),
        ),
        Quiz((
            LegalOrNot("q-card-in-part-one", START, "use muso",
                       rules=("karesansui.gardener.use",),
                       note=T("A gardener card is a part-two action.", "庭園大師卡是後行動。")),
            LegalOrNot("q-card-stone-rules", MUSO_IN_MOSS, "stone flat at a2",
                       rules=("karesansui.gardener.stones",),
                       note=T("The card frees the stone from the monk, not from the other stone "
                              "rules: that space is gravel, next to the stone in the corner.",
                              "卡片讓石頭不受禪宗僧侶限制，但仍須遵守其他規則：那個位置是砂礫，"
                              "旁邊角落有石頭。")),
            Choose("q-card-tile", T("A gardener card gave Orange a tile she does not want. What "
                                    "may she do with it?",
                                    "庭園大師卡給了橘方一個她不想要的板塊。她可以怎麼處理？"),
                   (T("store it", "保管"), T("discard it, free", "免費廢棄"),
                    T("gift it", "讓渡")), 1,
                   T("Place it at once or discard it free: never store or gift it.",
                     "立即配置或免費廢棄：不能保管，也不能讓渡。"),
                   rules=("karesansui.gardener.tiles",)),
        )),
        Deeper(T("Two more cards: taking stored tiles, and keeping tiles safe.",
                 "另外兩張卡：拿取暫存區的板塊，以及保護板塊。")),
        Read(T(
            """
石川丈山 (Ishikawa Jōzan) takes tiles from other players' storage spaces: each is laid at
once, never discarded. 重森三玲 (Shigemori Mirei) keeps your tiles safe: used as part two,
until the end of your next turn nobody can snatch a tile you lay.
""",
            """
石川丈山從其他玩家的暫存區拿取板塊：每一個都立即配置，不能廢棄。重森三玲保護你的板塊：在後行動
使用，直到你下一回合結束，沒有人能強奪你配置的板塊。
"""),
            sources=T(
                """
Rules `karesansui.gardener.known`, `karesansui.gardener.taken-placed` (the summary allows
the free discard only for cards that draw), `karesansui.gardener.take-room`,
`karesansui.gardener.shigemori`. Which cards' effects are known, and how this one is read,
is lesson 15.
""",
                """
規則 `karesansui.gardener.known`、`karesansui.gardener.taken-placed`（摘要只允許抽取板塊的卡免費
廢棄）、`karesansui.gardener.take-room`、`karesansui.gardener.shigemori`。哪些卡的效果已知、這張卡
如何解讀，見第 15 課。
""")),
        Task(
            "jozan",
            T("Blue: the tile in Orange's storage space would suit Blue's garden. Get it there "
              "this turn.",
              "藍方：橘方暫存區的板塊很適合藍方的庭園。這回合把它放進去。"),
            BLUE_CAN_TAKE,
            Reach(lambda start, now: now.storage[0] < 0 and now.tiles_in(1) == 2,
                  T("Orange's stored tile is not in Blue's garden.",
                    "橘方暫存區的板塊不在藍方的庭園裡。"), within=3),
            solution=("use jozan", "take stored from Orange", "place G05 at b1"),
            hints=(T("It is Blue's part two. Which of his cards reaches into another player's "
                     "storage space?", "現在是藍方的後行動。他的哪一張卡可以拿別人暫存區的板塊？"),
                   T("Read Blue's three gardener cards (three: the special two-player rule).",
                     "讀一讀藍方的 3 張庭園大師卡（3 張：兩人遊戲的特別規則）。")),
            highlight=("use jozan", "use rikyu", "use enshu"),
            rules=("karesansui.gardener.use", "karesansui.gardener.tiles"),
            wrong="take stored from Orange", wrong_rule="karesansui.gardener.tiles",
            explain={"zazen": T("Zazen gives virtue; the tile stays in Orange's storage.",
                                "座禪給的是德行；板塊還在橘方的暫存區。")},
            success=T("Taken and laid at once; nobody could snatch it.",
                      "拿到並立即配置；沒有人能強奪它。"),
            viewer=1,
        ),
        Task(
            "shigemori",
            T("Orange stored the half-circle tile to lay next turn, but Blue has the 2 virtue to "
              "snatch it then. Make sure it is safe on her next turn.",
              "橘方保管了半圓板塊，打算下一回合配置，但藍方那時有 2 點德行可以強奪。讓它在她的"
              "下一回合安全無虞。"),
            SHIGEMORI_PART_TWO,
            Reach(lambda start, now: now.protected(0),
                  T("Nothing stops Blue from snatching the tile on Orange's next turn.",
                    "沒有什麼能阻止藍方在橘方的下一回合強奪這個板塊。")),
            solution=("use shigemori",),
            hints=(T("Blue's virtue will still be there next turn. What else could stop a "
                     "snatch?", "藍方的德行到下一回合還在。還有什麼能阻止強奪？"),
                   T("Read Orange's three gardener cards (three: the special two-player rule).",
                     "讀一讀橘方的 3 張庭園大師卡（3 張：兩人遊戲的特別規則）。")),
            highlight=("use shigemori", "use zenami", "use sesshu"),
            rules=("karesansui.gardener.shigemori", "karesansui.gardener.use"),
            wrong="zazen",
            explain={"zazen": T("Zazen gives Orange virtue; Blue can still snatch.",
                                "座禪讓橘方得到德行；藍方仍然可以強奪。"),
                     "use zenami": T("善阿彌 (Zen'ami) draws tiles now; it does not protect "
                                     "the stored tile.", "善阿彌現在抽取板塊；它不會保護暫存區的"
                                     "板塊。"),
                     "use sesshu": T("雪舟 (Sesshū) draws tiles now; it does not protect the "
                                     "stored tile.", "雪舟現在抽取板塊；它不會保護暫存區的板塊。")},
            success=T("Until the end of Orange's next turn nobody can snatch a tile she lays.",
                      "直到橘方下一回合結束，沒有人能強奪她配置的板塊。"),
        ),
        Quiz((
            LegalOrNot("q-nothing-stored", BLUE_NOTHING_STORED, "use jozan",
                       note=T("Nobody has a stored tile: 石川丈山 (Ishikawa Jōzan) can do "
                              "nothing now.",
                              "沒有人的暫存區有板塊：石川丈山目前無法發揮效果。")),
            HowMany("q-muso-virtue", T("Orange has 6 virtue and sets a stone with 夢窗疏石 (Musō "
                                       "Soseki). How much virtue has she then?",
                                       "橘方有 6 點德行，用夢窗疏石放一顆石頭。之後她有幾點德行？"),
                    MUSO_IN_MOSS, lambda s: s.apply("stone tall at c3").virtue[0],
                    T("Unchanged: the card's stone costs no virtue.",
                      "不變：卡片的石頭不花德行。"),
                    rules=("karesansui.gardener.known",), mark="stone tall at c3"),
            LegalOrNot("q-taken-discard", JOZAN_TAKEN, "discard G05",
                       rules=("karesansui.gardener.taken-placed",),
                       note=T("A tile taken from a storage space is placed, never discarded: only "
                              "tiles a card draws may be discarded free.",
                              "從暫存區拿取的板塊一定要配置，不能廢棄：只有卡片抽取的板塊才能"
                              "免費廢棄。")),
            Choose("q-shigemori-next-turn",
                   T("Orange used 重森三玲 (Shigemori Mirei) last turn. Now she lays her stored "
                     "half circle, and Blue has 2 virtue. Whose garden does the tile go to?",
                     "橘方上一回合使用了重森三玲。現在她配置暫存區的半圓板塊，藍方有 2 點德行。"
                     "板塊會進入誰的庭園？"),
                   (T("Orange's", "橘方的"),
                    T("Blue's, if he snatches it", "藍方的（如果他強奪）")),
                   lambda s: 0 if s.apply("place stored G07 at c1").gardens[0][2] >= 0 else 1,
                   T("重森三玲 protects Orange until the end of this turn: nobody is even asked.",
                     "重森三玲保護橘方直到這一回合結束：根本不會詢問任何人。"),
                   rules=("karesansui.gardener.shigemori",), position=SHIGEMORI_NEXT_TURN,
                   mark="place stored G07 at c1"),
        )),
    ),
    recap=T("A gardener card is a part-two action, used once. Tiles it draws go down at once or "
            "are discarded free, never stored, gifted or snatched; its stones ignore the monk "
            "but keep the other stone rules. 重森三玲 (Shigemori Mirei) keeps your tiles from "
            "being snatched until the end of your next turn.",
            "庭園大師卡是後行動，只能用一次。它抽取的板塊立即配置或免費廢棄，不能保管、讓渡或被"
            "強奪；它給的石頭不受禪宗僧侶限制，但仍須遵守其他石頭規則。重森三玲讓你的板塊直到你"
            "下一回合結束都不會被強奪。"),
    mistakes=(T("Using a card in part one.", "在前行動使用卡片。"),
              T("Thinking a card's stone may break the neighbour rule.",
                "以為卡片的石頭可以違反相鄰規則。"),
              T("Treating a card marked ≈ as the printed one.", "把標著 ≈ 的卡當成印刷的卡。"),
              T("Discarding a tile taken with 石川丈山 (Ishikawa Jōzan).",
                "把用石川丈山拿到的板塊廢棄。"),
              T("Waiting for a snatch to play 重森三玲 (Shigemori Mirei): he is part two, played "
                "ahead.", "等到被強奪時才想打出重森三玲：他是後行動，要事先使用。")),
)
