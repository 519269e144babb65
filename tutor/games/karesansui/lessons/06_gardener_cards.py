"""Karesansui lesson 6: Gardener cards."""

from __future__ import annotations

from ....lessons.model import (
    Choose,
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
from ..data import CELL_INDEX
from ._common import MOSS_GARDEN, START, game, keep, lay, more_tiles, stone_kinds

NO_VIRTUE_THREE_TILES = game(
    lay("G01", "a1"), keep("G13"),
    "draw; tile G01; place G01 at b1; monk to a1", keep("G12", "discard"),
    "draw; tile G01; discard; monk to b1", keep("G10", "discard"),
    "draw; tile G02; place G02 at c1")
"""Orange has no virtue and three tiles in the top row, in part two; she holds Musō Soseki,
Zen'ami and Sesshū."""
BLUE_CAN_TAKE = game("draw; tile G05; store; zazen", "draw; tile G13; place G13 at a1")
"""Orange stored a tile; Blue laid one and is in part two, holding Ishikawa Jōzan."""
BLUE_NOTHING_STORED = game(lay("G01", "a1"), "draw; tile G13; place G13 at a1")
"""Blue in part two; nobody has a stored tile."""
PART_TWO_THREE_TILES = game(lay("G01", "a1"), keep("G13"), lay("G01", "b1"),
                             keep("G12", "discard"), "draw; tile G05; place G05 at c1")
"""Orange (2 virtue) has laid her third tile, on c1, and is in part two."""
MUSO_IN_MOSS = Position(MOSS_GARDEN.moves + "\nuse muso", options=MOSS_GARDEN.options)
"""MOSS_GARDEN after Orange turns up Musō Soseki: any stone on any tile."""
JOZAN_TAKEN = game("draw; tile G05; store; zazen",
                    "draw; tile G13; place G13 at a1; use jozan; take stored from Orange")
"""Blue has taken Orange's stored tile with Ishikawa Jōzan and must place it."""
COUNTER_GARDENERS = ("shigemori", "jozan", "zenami", "rikyu", "sesshu", "enshu")
"""As :data:`GARDENERS`, but Orange holds Shigemori Mirei instead of Musō Soseki."""
COUNTER_WINDOW = game(lay("G01", "a1"), keep("G13"), lay("G01", "b1"),
                       "place stored G13 at a1; let it go; draw; tile G12; store; zazen",
                       "draw; tile G08; place G08 at c1; snatch", gardeners=COUNTER_GARDENERS)
"""Blue (2 virtue) snatches the tile Orange is laying on c1; Orange holds Shigemori Mirei."""
COUNTER_PART_TWO = game("draw; tile G01; place G01 at a1", gardeners=COUNTER_GARDENERS)
"""Orange, holding Shigemori Mirei, is in part two; nobody is snatching."""

LESSON = Lesson(
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
            Reach(lambda start, now: len(stone_kinds(now, 0)) == 1,
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
            Reach(more_tiles(0), T("No tile was added.", "沒有加入板塊。"), within=5),
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
