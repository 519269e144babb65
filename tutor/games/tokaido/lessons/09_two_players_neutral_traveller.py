"""Tokaido lesson 9: two players and the neutral traveller."""

from __future__ import annotations

from ....lessons.model import (
    Choose,
    HowMany,
    LegalOrNot,
    Lesson,
    Play,
    Quiz,
    Reach,
    Read,
    T,
    Task,
)
from ._common import (
    NEUTRAL_LAST,
    trip,
)

RED_BROKE = trip(("kinko", "satsuki"), "2,1,N", """
    move 2; reveal koma; reveal gofu; reveal hashi; buy gofu+koma   # Red spends her 2 coins
    move 12                  # Blue: the sea
""")
"""Red (Satsuki) on 2 with no coin; Blue ahead on 12 moves the neutral traveller."""

BOTH_AT_INN = trip(("kinko", "zenemon"), "1,2,N", """
    move 15; meal dango; meal sushi; meal tofu; eat dango   # Blue, first: 3 meals
    move 15; eat sushi       # Red
""")
"""Both players wait at the first inn, the Tofu left; the neutral traveller is still at
Kyoto."""

LESSON = Lesson(
    game="tokaido", number=9, slug="two-players-neutral-traveller",
    title=T("Two players: the neutral traveller", "兩人遊戲：中立旅行者"),
    minutes=15,
    objectives=(
        T("move the neutral traveller when it is last", "中立旅行者在最後面時移動它"),
        T("say what the neutral traveller does at temples and inns",
          "說出中立旅行者在寺廟和旅店做什麼"),
        T("use it to block the other player", "用它阻擋對手"),
    ),
    steps=(
        Read(T(
            """
## A third, neutral traveller

The Chinese summary ends: 「遊戲中另外有二人特殊規則,不過我懶的翻」 (the game has special
rules for two players, but I was too lazy to translate them). So the neutral traveller
comes from the official rulebook alone.

With two players a third, **neutral traveller** joins the random queue at Kyoto
(`tokaido.neutral.setup`). Like everyone, it moves when it is the last traveller; the player
whose traveller is **ahead** moves it (`tokaido.neutral.moves`). On the board its moves are
written `move neutral 8`.

It takes no cards, coins or points (`tokaido.neutral.effects`), with two exceptions:

- at a **temple** the bank puts a coin on its place, and at the end it takes part in the
  temple ranking: it can push both players down;
- at an **inn** one of the meal cards laid out is discarded at random, under the deck,
  unseen.

Two readings are the tutor's own (assumptions): the neutral traveller may stop on any free
stop, even a village or a temple, since it needs no coin, and when both players wait at an
inn the first to arrive counts as ahead (`tokaido.neutral.stops`).

**Meals with two players.** The rule is the same as at any table, 「抽取玩家人數+1張數的膳食卡」:
the first arrival at an inn draws the number of players + 1, that is **3** cards; the neutral
traveller is not a player and does not count. With the Gastronomy variant (lesson 10) they
draw 2. A description of the online game says it counts the neutral traveller and draws 4
(3 with Gastronomy); no recorded game could check it, and the tutor follows the rulebook.
The option `two_player_meals="travellers"` plays that other reading
(`tokaido.inn.meals-2p`).
""",
            """
## 第三位：中立旅行者

中文摘要的結尾寫著：「遊戲中另外有二人特殊規則，不過我懶的翻」。所以中立旅行者的規則只來自官方規則書。

兩人遊戲時，第三位**中立旅行者**加入京都的隨機隊伍（`tokaido.neutral.setup`）。它和大家一樣，在最後面
時移動；由旅行者位置**最前面**的玩家替它移動（`tokaido.neutral.moves`）。在版圖上它的移動
寫成 `move neutral 8`。

它不拿任何卡片、錢或分數（`tokaido.neutral.effects`），只有兩個例外：

- 停在**寺廟**時，銀行放一塊錢在它的區域，遊戲結束時它也參加寺廟排名：它可能把兩位玩家都擠下去；
- 停在**旅店**時，從擺出的膳食卡中隨機棄掉一張，不公開地塞回牌堆底部。

有兩種讀法是本教學自己的（假設）：中立旅行者可以停在任何空的位置，包括村莊和寺廟，因為它不需要錢；兩位
玩家都在旅店等待時，先到的算在前面（`tokaido.neutral.stops`）。

**兩人遊戲的膳食**。規則和任何人數時一樣：「抽取玩家人數+1張數的膳食卡」：最先到達旅店的人抽
玩家人數 +1，也就是 **3** 張；中立旅行者不是玩家，不算在內。使用美食變體（第 10 課）時是 2 張。一份
線上遊戲的說明說它把中立旅行者也算進去，抽 4 張（美食變體 3 張）；沒有對局紀錄能驗證，本教學依照規則書。
選項 `two_player_meals="travellers"` 使用那種讀法（`tokaido.inn.meals-2p`）。
""")),
        Task(
            "neutral-temple",
            T("The neutral traveller is last, and Blue, ahead, moves it. Put a coin on the "
              "temple for it.",
              "中立旅行者在最後面，位置在前的藍方替它移動。讓它在寺廟上得到一塊錢。"),
            NEUTRAL_LAST,
            Reach(lambda start, now: now.neutral_temple > start.neutral_temple,
                  T("Only a temple gives the neutral traveller a coin.",
                    "只有寺廟會給中立旅行者錢。")),
            solution=("move neutral 3",),
            hints=(T("Where does the neutral traveller gain anything?", "中立旅行者在哪裡會得到東西"
                                                                        "?"),
                   T("At a temple the bank puts a coin on its place.",
                     "在寺廟，銀行放一塊錢在它的區域。")),
            highlight=("move neutral 3", "move neutral 10"),
            rules=("tokaido.neutral.moves", "tokaido.neutral.effects"),
            wrong="move 3", wrong_rule="tokaido.neutral.moves",
            success=T("A coin on the temple for the neutral traveller: it now competes in the "
                      "temple ranking.", "中立旅行者在寺廟上有一塊錢：它現在也參加寺廟排名了。"),
        ),
        Task(
            "block",
            T("Red (Satsuki) has spent every coin. Blue moves the neutral traveller: stop it "
              "where it keeps Red from a sure source of coins.",
              "紅方（Satsuki）花光了錢。藍方移動中立旅行者：讓它停在能擋住紅方穩定賺錢來源的位置。"),
            RED_BROKE,
            Play(("move neutral 8",), T("Red could still earn coins for sure somewhere ahead.",
                                        "紅方在前面還有穩定賺錢的地方。")),
            solution=("move neutral 8",),
            hints=(T("Which stop gives coins whatever happens?", "哪一種位置一定會給錢？"),
                   T("There is one farm before the first inn; with two players a double stop "
                     "holds one traveller.",
                     "第一個旅店之前只有一個農田；兩人遊戲時雙格位置只能容納一位旅行者。")),
            highlight=("move neutral 8",),
            rules=("tokaido.neutral.moves", "tokaido.farm.coins", "tokaido.move.double-spaces"),
            wrong="move neutral 4",
            explain={"move neutral 4": T("An encounter gives coins only with a Kuge card.",
                                         "邂逅只有抽到公家才給錢。"),
                     "move neutral 11": T("An encounter gives coins only with a Kuge card.",
                                          "邂逅只有抽到公家才給錢。")},
            success=T("The farm is taken: with no coin Red cannot stop at villages or temples "
                      "either, and must hope for a Kuge.",
                      "農田被佔了：沒有錢的紅方也不能停村莊或寺廟，只能希望遇到公家。"),
        ),
        Task(
            "neutral-inn",
            T("Both players wait at the first inn and the neutral traveller is last. Blue, who "
              "arrived first, counts as ahead and moves it: bring it to the inn, so that the "
              "journey goes on.",
              "兩位玩家都在第一個旅店等待，中立旅行者在最後面。先到的藍方算在前面，由他移動它："
              "把它帶到旅店，讓旅程繼續。"),
            BOTH_AT_INN,
            Reach(lambda start, now: now.position(2) == 15,
                  T("Everyone waits at the inn until the neutral traveller arrives too.",
                    "大家都在旅店等，直到中立旅行者也到達。")),
            solution=("move neutral 15",),
            hints=(T("Nobody passes an inn, the neutral traveller included.",
                     "沒有人能越過旅店，中立旅行者也一樣。"),
                   T("At the inn it discards one of the meals left, at random.",
                     "到了旅店，它會從剩下的膳食中隨機棄掉一張。")),
            highlight=("move neutral 15",),
            rules=("tokaido.neutral.stops", "tokaido.neutral.effects",
                   "tokaido.move.no-passing-inn"),
            wrong="move neutral 16", wrong_rule="tokaido.move.no-passing-inn",
            success=T("Of the three meals, Blue and Red ate two; the neutral traveller discards "
                      "the last one, unseen, and the journey goes on.",
                      "三張膳食中藍方和紅方吃了兩張；中立旅行者不公開地棄掉最後一張，旅程繼續。"),
        ),
        Quiz((
            Choose("q-mover", T("Blue is on 8, Red on 5, the neutral traveller at Kyoto. Who "
                                "moves the neutral traveller?",
                                "藍方在位置 8，紅方在位置 5，中立旅行者在京都。誰替中立旅行者移動？"),
                   (T("Blue", "藍方"), T("Red", "紅方"), T("it moves by itself", "它自己移動")),
                   lambda s: s.actor,
                   T("The player whose traveller is ahead.", "旅行者位置在前面的玩家。"),
                   rules=("tokaido.neutral.moves",), position=NEUTRAL_LAST, picture=False),
            LegalOrNot("q-neutral-village", NEUTRAL_LAST, "move neutral 9",
                       rules=("tokaido.neutral.stops",),
                       note=T("The neutral traveller needs no coin to stop at a village.",
                              "中立旅行者停在村莊不需要錢。")),
            HowMany("q-neutral-coin", T("Blue moves the neutral traveller to the temple 3. How "
                                        "many coins does it then have on the temple?",
                                        "藍方把中立旅行者移到位置 3 的寺廟。"
                                        "之後它在寺廟上有幾塊錢？"),
                    NEUTRAL_LAST, lambda s: s.apply("move neutral 3").neutral_temple,
                    T("One coin from the bank at each temple stop.", "每次停在寺廟，銀行給一塊錢。"),
                    rules=("tokaido.neutral.effects",)),
            HowMany("q-meals", T("In a 2-player game, how many meal cards does the first "
                                 "arrival at an inn draw?",
                                 "兩人遊戲時，最先到達旅店的人抽幾張膳食卡？"),
                    NEUTRAL_LAST, lambda s: s.meal_count(),
                    T("Two players and one more card: the neutral traveller is not a player "
                      "(the option `two_player_meals='travellers'` counts it and draws 4).",
                      "兩位玩家再加一張：中立旅行者不是玩家（選項 "
                      "`two_player_meals='travellers'` 把它算進去，抽 4 張）。"),
                    rules=("tokaido.inn.meals-2p", "tokaido.inn.meal-draw"), picture=False),
            Choose("q-start", T("Where does the neutral traveller start?", "中立旅行者從哪裡出發？"),
                   (T("at Kyoto, in the random queue with the others", "在京都，"
                                                                       "和其他人一起排在隨機隊伍"
                                                                       "裡"),
                    T("at Kyoto, always last to leave", "在京都，永遠最後出發"),
                    T("at the first inn", "在第一個旅店")),
                   0, T("Its place in the queue is drawn with the others'.",
                        "它在隊伍裡的位置和其他人一起隨機決定。"),
                   rules=("tokaido.neutral.setup",)),
        )),
    ),
    recap=T("With two players a neutral traveller joins the queue; when it is last, the player "
            "ahead moves it. It gains nothing but a temple coin at temples (it takes part in the "
            "ranking) and discards a random meal at inns: a blocker to use.",
            "兩人遊戲時加入一位中立旅行者；它在最後面時，由位置在前的玩家替它移動。它什麼都不拿，"
            "只在寺廟"
            "得到一塊錢（參加排名），在旅店隨機棄掉一張膳食：可以拿來阻擋對手。"),
    mistakes=(T("Letting the player behind move the neutral traveller.",
                "讓位置在後的玩家替中立旅行者移動。"),
              T("Forgetting the neutral traveller's coins in the temple ranking.",
                "計算寺廟排名時忘了中立旅行者的錢。")),
)
