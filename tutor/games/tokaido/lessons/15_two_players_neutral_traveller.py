"""Tokaido lesson 15: two players and the neutral traveller."""

from __future__ import annotations

from ....lessons.model import (
    Choose,
    Deeper,
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
"""Red (Satsuki) on the first village with no coin; Blue ahead on the first sea panorama
moves the neutral traveller."""

BOTH_AT_INN = trip(("kinko", "zenemon"), "1,2,N", """
    move 15; meal dango; meal sushi; meal tofu; eat dango   # Blue, first: 3 meals
    move 15; eat sushi       # Red
""")
"""Both players wait at the first inn, the Tofu left; the neutral traveller is still at
Kyoto."""

LESSON = Lesson(
    game="tokaido", number=15, slug="two-players-neutral-traveller",
    title=T("Two players: the neutral traveller", "兩人遊戲：中立旅行者"),
    minutes=15,
    objectives=(
        T("move the neutral traveller", "移動中立旅行者"),
        T("say what it does at temples", "說出它在寺廟做什麼"),
        T("block the other player with it", "用它阻擋對手"),
    ),
    steps=(
        Read(T(
            """
## The neutral traveller

With two players a **neutral traveller** joins at Kyoto; when it is last, the player
**ahead** moves it. It takes nothing, but at a **temple** the bank gives it a coin for the
temple ranking.
""",
            """
## 中立旅行者

兩人遊戲時，一位**中立旅行者**加入京都的隊伍。它在最後面時，由位置**在前面**的玩家替它移動。
它不拿卡片、錢或分數，但停在**寺廟**時，銀行放一塊錢在它的區域：它也參加寺廟排名。
"""), sources=T(
            """
The Chinese summary ends: 「遊戲中另外有二人特殊規則，不過我懶的翻」 (the game has special rules
for two players, but I was too lazy to translate them). The neutral traveller comes from the
official rulebook alone. Rules `tokaido.neutral.setup`, `tokaido.neutral.moves`,
`tokaido.neutral.effects`. Two readings are the tutor's (assumptions,
`tokaido.neutral.stops`): it may stop on any free stop, a village or a temple too, since it
needs no coin; when both players wait at an inn, the first to arrive counts as ahead.
""",
            """
中文摘要的結尾寫著：「遊戲中另外有二人特殊規則，不過我懶的翻」。中立旅行者的規則只來自官方規則書。
規則 `tokaido.neutral.setup`、`tokaido.neutral.moves`、`tokaido.neutral.effects`。
有兩種讀法是本教學自己的（假設 `tokaido.neutral.stops`）：它可以停在任何空的位置，包括村莊和寺廟，
因為它不需要錢；兩位玩家都在旅店等待時，先到的算在前面。
""")),
        Task(
            "neutral-temple",
            T("The neutral traveller is last; Blue, ahead, moves it: earn it a coin on the "
              "temple.",
              "中立旅行者在最後面，位置在前的藍方替它移動：讓它在寺廟上得到一塊錢。"),
            NEUTRAL_LAST,
            Reach(lambda start, now: now.neutral_temple > start.neutral_temple,
                  T("Only a temple gives the neutral traveller a coin.",
                    "只有寺廟會給中立旅行者錢。")),
            solution=("move neutral 3",),
            hints=(T("Where does the neutral traveller gain anything?",
                     "中立旅行者在哪裡會得到東西？"),
                   T("It gains nothing at a farm or a village.", "它在農田和村莊什麼都得不到。")),
            highlight=("move neutral 2", "move neutral 3", "move neutral 9", "move neutral 10"),
            rules=("tokaido.neutral.moves", "tokaido.neutral.effects", "tokaido.setup.players"),
            wrong="move 3", wrong_rule="tokaido.neutral.moves",
            success=T("A coin on the temple for the neutral traveller: it now competes in the "
                      "temple ranking.", "中立旅行者在寺廟上有一塊錢：它現在也參加寺廟排名了。"),
        ),
        Task(
            "block",
            T("Red has spent every coin. Blue moves the neutral traveller: stop it where it "
              "keeps Red from a sure source of coins.",
              "紅方花光了錢。藍方移動中立旅行者：讓它停在能擋住紅方穩定賺錢來源的位置。"),
            RED_BROKE,
            Play(("move neutral 8",), T("Red could still earn coins for sure somewhere ahead.",
                                        "紅方在前面還有穩定賺錢的地方。")),
            solution=("move neutral 8",),
            hints=(T("Which stop gives coins whatever happens?", "哪一種位置一定會給錢？"),
                   T("With two players a double stop holds one traveller.",
                     "兩人遊戲時，雙格位置只能容納一位旅行者。")),
            highlight=("move neutral 4", "move neutral 8", "move neutral 11"),
            rules=("tokaido.neutral.moves", "tokaido.farm.coins", "tokaido.move.double-spaces"),
            wrong="move neutral 4",
            explain={"move neutral 4": T("An encounter gives coins only with one kind of card.",
                                         "邂逅只有抽到某一種卡才給錢。"),
                     "move neutral 11": T("An encounter gives coins only with one kind of card.",
                                          "邂逅只有抽到某一種卡才給錢。")},
            success=T("The farm is taken: with no coin Red cannot stop at villages or temples "
                      "either, and must hope for a Kuge.",
                      "農田被佔了：沒有錢的紅方也不能停村莊或寺廟，只能希望遇到公家。"),
        ),
        Quiz((
            Choose("q-mover", T("Blue is on the farm, Red on the paddy panorama behind him, the "
                                "neutral traveller at Kyoto. Who moves the neutral traveller?",
                                "藍方在農田，紅方在他後面的田的全景畫，中立旅行者在京都。"
                                "誰替中立旅行者移動？"),
                   (T("Blue", "藍方"), T("Red", "紅方"), T("it moves by itself", "它自己移動")),
                   lambda s: s.actor,
                   T("The player whose traveller is ahead.", "旅行者位置在前面的玩家。"),
                   rules=("tokaido.neutral.moves",), position=NEUTRAL_LAST, picture=False),
            HowMany("q-neutral-coin", T("Blue moves the neutral traveller to the temple marked ①. "
                                        "How many coins does it then have on the temple?",
                                        "藍方把中立旅行者移到標記①的寺廟。"
                                        "之後它在寺廟上有幾塊錢？"),
                    NEUTRAL_LAST, lambda s: s.apply("move neutral 3").neutral_temple,
                    T("One coin from the bank at each temple stop.",
                      "每次停在寺廟，銀行給一塊錢。"),
                    rules=("tokaido.neutral.effects",), markers=("stop-3",), mark="move neutral 3"),
            Choose("q-start", T("Where does the neutral traveller start?",
                                "中立旅行者從哪裡出發？"),
                   (T("at Kyoto, in the random queue with the others",
                      "在京都，和其他人一起排在隨機隊伍裡"),
                    T("at Kyoto, always last to leave", "在京都，永遠最後出發"),
                    T("at the first inn", "在第一個旅店")),
                   0, T("Its place in the queue is drawn with the others'.",
                        "它在隊伍裡的位置和其他人一起隨機決定。"),
                   rules=("tokaido.neutral.setup",)),
        )),
        Deeper(T("Where the neutral traveller may stop, and the meals with two players.",
                 "中立旅行者可以停在哪裡，以及兩人遊戲的膳食。")),
        Read(T(
            """
## Where it stops, and the meals

The neutral traveller may stop on any free stop, a village or a temple too: it needs no
coin. The first at an inn draws 3 meal cards, the players + 1: the neutral traveller is not
a player. When it reaches an inn, it discards one of the meals left there at random, unseen.
""",
            """
## 它停在哪裡，以及膳食

中立旅行者可以停在任何空的位置，村莊和寺廟也可以：它不需要錢。
最先到達旅店的人抽 3 張膳食卡，也就是玩家人數 +1：中立旅行者不是玩家。中立旅行者到達旅店時，
從剩下的膳食中隨機棄掉一張，不公開。
"""), sources=T(
            """
The rule is the same at any table: 「抽取玩家人數+1張數的膳食卡」 (draw the number of players + 1
meal cards), 2 with the Gastronomy variant (lesson 16). A description of the online game
says it counts the neutral traveller and draws 4 (3 with Gastronomy); no recorded game could
check it, and the tutor follows the rulebook. The option `two_player_meals="travellers"`
plays that other reading (`tokaido.inn.meals-2p`). The discard: `tokaido.neutral.effects`.
""",
            """
規則和任何人數時一樣：「抽取玩家人數+1張數的膳食卡」；美食變體（第 16 課）是 2 張。
一份線上遊戲的說明說它把中立旅行者也算進去，抽 4 張（美食變體 3 張）；沒有對局紀錄能驗證，
本教學依照規則書。選項 `two_player_meals="travellers"` 使用那種讀法（`tokaido.inn.meals-2p`）。棄
牌：`tokaido.neutral.effects`。
""")),
        Task(
            "neutral-inn",
            T("Both players wait at the first inn, one meal card left; Blue moves the neutral "
              "traveller: make it discard that card.",
              "兩位玩家都在第一個旅店等待，那裡還剩一張膳食卡；中立旅行者在最後面。"
              "先到的藍方替它移動：讓它棄掉那張牌。"),
            BOTH_AT_INN,
            Reach(lambda start, now: now.position(2) == 15,
                  T("It discards a meal only where the meals are.",
                    "它只會在有膳食的地方棄牌。")),
            solution=("move neutral 15",),
            hints=(T("Where are meal cards laid out?", "膳食卡擺在哪裡？"),
                   T("Nobody passes an inn, the neutral traveller included.",
                     "沒有人能越過旅店，中立旅行者也一樣。")),
            highlight=("move neutral 13", "move neutral 14", "move neutral 15"),
            rules=("tokaido.neutral.stops", "tokaido.neutral.effects",
                   "tokaido.move.no-passing-inn"),
            wrong="move neutral 16", wrong_rule="tokaido.move.no-passing-inn",
            success=T("Of the three meals, Blue and Red ate two; the neutral traveller discards "
                      "the last one, unseen, and the journey goes on.",
                      "三張膳食中藍方和紅方吃了兩張；中立旅行者不公開地棄掉最後一張，旅程繼續。"),
            hide_legal=True,
        ),
        Quiz((
            LegalOrNot("q-neutral-village", NEUTRAL_LAST, "move neutral 9",
                       rules=("tokaido.neutral.stops",), markers=("stop-9",),
                       note=T("The neutral traveller needs no coin to stop at the village ①.",
                              "中立旅行者停在村莊①不需要錢。")),
            HowMany("q-meals", T("In a 2-player game, how many meal cards does the first "
                                 "arrival at an inn draw?",
                                 "兩人遊戲時，最先到達旅店的人抽幾張膳食卡？"),
                    NEUTRAL_LAST, lambda s: s.meal_count(),
                    T("Two players and one more card: the neutral traveller is not a player.",
                      "兩位玩家再加一張：中立旅行者不是玩家。"),
                    rules=("tokaido.inn.meals-2p", "tokaido.inn.meal-draw"), picture=False),
        )),
    ),
    recap=T("With two players a neutral traveller joins the queue; when it is last, the player "
            "ahead moves it. It gains nothing but a temple coin at temples (it takes part in the "
            "ranking) and discards a random meal at inns: a blocker to use.",
            "兩人遊戲時加入一位中立旅行者；它在最後面時，由位置在前的玩家替它移動。"
            "它什麼都不拿，只在寺廟得到一塊錢（參加排名），在旅店隨機棄掉一張膳食："
            "可以拿來阻擋對手。"),
    mistakes=(T("Letting the player behind move the neutral traveller.",
                "讓位置在後的玩家替中立旅行者移動。"),
              T("Forgetting the neutral traveller's coins in the temple ranking.",
                "計算寺廟排名時忘了中立旅行者的錢。")),
)
