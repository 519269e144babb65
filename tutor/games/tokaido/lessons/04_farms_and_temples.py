"""Tokaido lesson 4: farms and temples (coins in, coins given for points)."""

from __future__ import annotations

from ....lessons.model import (
    HowMany,
    LegalOrNot,
    Lesson,
    Quiz,
    Reach,
    Read,
    T,
    Task,
)
from ..state import TEMPLE
from ._common import (
    BROKE,
    MONEY,
    _gained,
    _points,
    trip,
)

TEMPLE_STOP = trip(MONEY, "2,1,3", "move 3")
"""Red (Kinko, 7 coins) has stopped at the first temple."""

THREE_COINS = trip(MONEY, "1,2,3", "move 3")
"""Blue (Hiroshige, 3 coins) has stopped at the first temple."""

LESSON = Lesson(
    game="tokaido", number=4, slug="farms-and-temples",
    title=T("Farms and temples", "農田與寺廟"),
    minutes=15,
    objectives=(
        T("earn coins at a farm", "在農田賺錢"),
        T("give coins at a temple for points", "在寺廟捐錢換分數"),
    ),
    steps=(
        Read(T(
            """
## Farms and temples

A **farm** gives 3 coins. At a **temple** you give 1, 2 or 3 coins, 1 point each; they stay
on the temple for a bonus at the end. You need a coin to stop at a village or a temple.
""",
            """
## 農田與寺廟

停在**農田**得到三塊錢。停在**寺廟**時捐 1、2 或 3 塊錢，每塊錢 1 分；錢會留在寺廟上，
遊戲結束時還有獎勵。沒有錢就不能停在村莊或寺廟。
"""), sources=T(
            """
The summary (農田, farm): 「玩家獲得三塊錢，玩家持有的錢無上限。」 (The player gains three
coins; there is no limit to the coins a player holds.) (廟宇, temple): 「玩家在此可以捐獻1~3塊錢。
玩家將捐獻的錢放置到版圖上對應自己顏色的區域上，玩家每捐一塊錢獲得1分。」 (The player may donate 1
to 3 coins here, placed on the board's area of their colour, 1 point per coin.)
「玩家每次停在廟宇最少需要捐1塊錢，最多3塊。」 (Each temple stop needs at least 1 coin, at most 3.)
Rules `tokaido.farm.coins`, `tokaido.temple.donate`, `tokaido.temple.needs-coin`; the
bonus is lesson 11.
""",
            """
摘要的「農田」：「玩家獲得三塊錢，玩家持有的錢無上限。」「廟宇」：「玩家在此可以捐獻1~3塊錢。
玩家將捐獻的錢放置到版圖上對應自己顏色的區域上，玩家每捐一塊錢獲得1分。」
「玩家每次停在廟宇最少需要捐 1塊錢，最多3塊。」規則 `tokaido.farm.coins`、`tokaido.temple.donate`、
`tokaido.temple.needs-coin`；獎勵見第 11 課。
""")),
        Task(
            "no-coin",
            T("Blue spent every coin and is last again: stop where Blue's purse fills up at "
              "once.",
              "藍方花光了錢，又是最後面的旅行者：停在能立刻讓錢包有錢的位置。"),
            BROKE,
            Reach(lambda start, now: now.players[0].coins > 0,
                  T("Blue still has no coin after that stop.", "停在那裡藍方還是沒有錢。")),
            solution=("move 8",),
            hints=(T("Without a coin Blue cannot stop at a village or a temple. Which stop "
                     "gives coins for sure?",
                     "沒有錢不能停在村莊或寺廟。哪一種位置一定會給錢？"),
                   T("Coins come from farms for sure, from encounters only with luck.",
                     "農田一定給錢，邂逅要靠運氣。")),
            highlight=("move 8", "move 11"),
            rules=("tokaido.farm.coins", "tokaido.village.needs-coin"),
            wrong="move 9", wrong_rule="tokaido.village.needs-coin",
            explain={"move 11": T("An encounter gives coins only with one kind of card.",
                                  "邂逅只有抽到某一種卡才會給錢。")},
            success=T("3 coins: Blue may stop at villages and temples again.",
                      "三塊錢：藍方又可以停在村莊和寺廟了。"),
            hide_legal=True,
        ),
        Task(
            "give-all",
            T("Red, Kinko with 7 coins, has stopped at the temple: score as many points as "
              "he can there.",
              "紅方是琴古（Kinko），有七塊錢，停在寺廟：在這裡盡量多得分。"),
            TEMPLE_STOP,
            Reach(_gained(1, _points(TEMPLE), 3),
                  T("The temple takes more than that.", "寺廟收得比這更多。")),
            solution=("donate 3",),
            hints=(T("Each coin given is a point.", "每捐一塊錢得 1 分。"),
                   T("How many coins may one temple stop take?", "一次停在寺廟最多可以捐幾塊錢？")),
            highlight=("donate 1", "donate 2", "donate 3"),
            rules=("tokaido.temple.donate",),
            wrong="donate 1",
            success=T("Three coins on Red's place at the temple: 3 points, the most one stop "
                      "allows, and a good start for the temple ranking at the end.",
                      "三塊錢放在寺廟上紅方的區域：3 分，是一次停留的上限，也為遊戲結束時的寺廟排名"
                      "打下基礎。"),
        ),
        Task(
            "keep-two",
            T("Blue has 3 coins and has stopped at the temple. Score there, but keep 2 coins "
              "for the souvenirs of the next village.",
              "藍方有三塊錢，停在寺廟。在這裡得分，但要留下兩塊錢，到下一個村莊買紀念品。"),
            THREE_COINS,
            Reach(lambda start, now: _gained(0, _points(TEMPLE), 1)(start, now)
                  and now.players[0].coins == 2,
                  T("Then fewer than 2 coins are left for the village.",
                    "這樣剩下的錢不到兩塊，不夠到村莊用。")),
            solution=("donate 1",),
            hints=(T("A temple stop takes 1 to 3 coins.", "停在寺廟要捐 1 到 3 塊錢。"),
                   T("3 coins, 2 kept: how many are left to give?",
                     "三塊錢留下兩塊：還能捐幾塊？")),
            highlight=("donate 1", "donate 2", "donate 3"),
            rules=("tokaido.temple.donate", "tokaido.temple.needs-coin"),
            wrong="donate 2",
            success=T("1 point now, 2 coins for the village ahead.",
                      "現在 1 分，還有兩塊錢可以去前面的村莊。"),
            viewer=0,
        ),
        Quiz((
            HowMany("q-farm", T("Blue, with no coin, stops at the farm. How many coins does "
                                "Blue have then?",
                                "沒有錢的藍方停在農田。之後藍方有幾塊錢？"),
                    BROKE, lambda s: s.apply("move 8").players[0].coins,
                    T("A farm gives 3 coins.", "農田給三塊錢。"),
                    rules=("tokaido.farm.coins",), mark="move 8"),
            LegalOrNot("q-temple-broke", BROKE, "move 10", markers=("stop-10",),
                       note=T("Blue has no coin to give at the temple ①.",
                              "藍方沒有錢可以在寺廟①捐獻。")),
            HowMany("q-donate", T("Red gives 2 coins at the temple. How many points does Red "
                                  "score?", "紅方在寺廟捐兩塊錢。紅方得幾分？"),
                    TEMPLE_STOP, lambda s: s.apply("donate 2").players[1].points[TEMPLE]
                    - s.players[1].points[TEMPLE],
                    T("1 point for each coin given.", "每捐一塊錢得 1 分。"),
                    rules=("tokaido.temple.donate",), mark="donate 2"),
        )),
    ),
    recap=T("A farm gives 3 coins. A temple takes 1 to 3 coins, a point each, and keeps them "
            "for a bonus at the end. Villages and temples need a coin.",
            "農田給三塊錢。寺廟收 1 到 3 塊錢，每塊 1 分，錢留在寺廟上，結束時還有獎勵。"
            "停村莊和寺廟都要有錢。"),
    mistakes=(T("Spending the last coin just before a stretch of villages and temples.",
                "在一連串村莊和寺廟之前花光最後一塊錢。"),
              T("Giving fewer coins than one can at a temple without a reason to keep them.",
                "沒有理由留錢，卻在寺廟少捐。")),
)
