"""Tokaido lesson 13: sources and assumptions."""

from __future__ import annotations

from ....lessons.model import (
    Choose,
    HowMany,
    Lesson,
    Position,
    Quiz,
    Read,
    Sources,
    T,
)
from ._common import (
    MONEY,
    NEUTRAL_LAST,
    trip,
)

LESSON = Lesson(
    game="tokaido", number=13, slug="sources-and-assumptions",
    title=T("Sources and assumptions", "資料來源與假設"),
    minutes=10,
    objectives=(
        T("say where each rule comes from and where the sources disagree",
          "說出每條規則的來源，以及來源之間不一致的地方"),
        T("name the rules the tutor had to assume, and the options that change them",
          "說出本教學必須假設的規則，以及改變它們的選項"),
    ),
    steps=(
        Read(T(
            """
## Where the rules come from

- **The official rulebook** (Funforge 2012, in French), through public notes that summarise
  it and check its counts against 1,931 games recorded online. Where the sources differ, the
  tutor follows it.
- **The Chinese rules summary** `002_b06c0eb6fbe514ea.txt`, written in 2012 before the game
  came out; the lessons quote it and take their game words from it (旅行者, 村莊, 農田,
  全景畫, 溫泉, 寺廟, 邂逅, 旅店, 膳食卡, 紀念品, 成就卡). It differs from the official rules
  in four places, each told in the lesson that teaches the rule:
  - Satsuki gets a free meal *then* buys, two meals at one inn; officially one (lesson 6);
  - Collector counts encounter cards, the words of Chatterbox: a slip (lesson 7);
  - one Preparations list for every number of players (lesson 10);
  - no 2-player rules: 「不過我懶的翻」 (lesson 9).
  It also writes 邂垢 for 邂逅, a slip the tutor corrects.
- **Games recorded online**: the tutor replays a sample of 150 of them, every turn and every
  final score matching, and follows them where the rules are silent (lesson 11 replays one).

Where no source settles a point, the tutor makes a choice, registers it as an **assumption**
and, where it changes play, offers an option. The list below is drawn from the rule registry
itself, in this lesson's language.
""",
            """
## 規則從哪裡來

- **官方規則書**（Funforge 2012 年，法文版），透過整理它的公開資料取得，這些資料也用 1,931 場線上對局
  紀錄核對過各種數量。來源不一致時，本教學依照官方規則。
- **中文規則摘要** `002_b06c0eb6fbe514ea.txt`，寫於 2012 年遊戲出版之前；課程引用它，遊戲用語也取自它
  （旅行者、村莊、農田、全景畫、溫泉、寺廟、邂逅、旅店、膳食卡、紀念品、成就卡）。它和官方規則有四處
  不同，都在教那條規則的課裡說明：
  - Satsuki 得到免費膳食**然後**購買，一個旅店兩份；官方是一份（第 6 課）；
  - 紀念品成就算邂逅卡，和邂逅成就的文字一樣：是筆誤（第 7 課）；
  - 準備變體對所有人數只給一組數字（第 10 課）；
  - 沒有兩人規則：「不過我懶的翻」（第 9 課）。
  它也把「邂逅」寫成「邂垢」，本教學更正了這個筆誤。
- **線上對局紀錄**：本教學重播其中 150 局的樣本，每一回合、每個最終分數都相符；規則沒有說明的地方就
  照它們的做法（第 11 課重播其中一局）。

沒有來源能確定的地方，本教學做一個選擇，登記為**假設**，會影響玩法的還提供選項。下面的清單直接取自規則
登記表，並使用這一課的語言。
""")),
        Sources("sources"),
        Read(T(
            """
## Options change the assumptions

Every assumption that could reasonably go another way is an option of `new_game`:

- `two_player_meals="travellers"`: with two players an inn lays out 4 meals, not 3, counting
  the neutral traveller as a description of the online game says;
- `satsuki_meal="inn"`: Satsuki's free meal is one of the cards laid out at the inn;
- `empty_achievements="everyone"`: an end achievement nobody has a card for goes to
  everyone, all tied at 0;
- `preparations_rows="summary"`: the Preparations coins read from the Chinese summary's list.

The quiz asks about positions where an option and the default disagree.
""",
            """
## 選項改變假設

每個可能有不同讀法的假設，都是 `new_game` 的一個選項：

- `two_player_meals="travellers"`：兩人遊戲時旅店擺出 4 張膳食，不是 3 張，照一份線上遊戲的說明把中立
  旅行者也算進去；
- `satsuki_meal="inn"`：Satsuki 的免費膳食是旅店擺出的卡片之一；
- `empty_achievements="everyone"`：沒有人擁有相關卡片的結束成就，由所有人以 0 張平手獲得；
- `preparations_rows="summary"`：準備變體的錢照中文摘要的清單讀。

小測驗問的是選項和預設結果不同的局面。
""")),
        Quiz((
            HowMany("q-two-meals", T("Two players, with `two_player_meals=\"travellers\"`: "
                                     "how many meal cards does the first arrival at an inn "
                                     "draw?",
                                     "兩人遊戲，選用 `two_player_meals=\"travellers\"`："
                                     "最先到達旅店的人抽幾張膳食卡？"),
                    Position(NEUTRAL_LAST.moves, players=2,
                             options={"two_player_meals": "travellers"}),
                    lambda s: s.meal_count(),
                    T("Three travellers, the neutral one counted, and one more card; by "
                      "default, as the rulebook says, the players + 1: 3.",
                      "三位旅行者（把中立的也算進去）再加一張；預設依照規則書，玩家人數 +1:3 張。"),
                    rules=("tokaido.inn.meals-2p",), picture=False),
            HowMany("q-two-gastronomy", T("Two players, Gastronomy, by default: how many meal "
                                          "cards does the first arrival at an inn draw?",
                                          "兩人遊戲，使用美食變體，預設情況下：最先到達旅店的人"
                                          "抽幾張膳食卡？"),
                    Position(NEUTRAL_LAST.moves, players=2, options={"gastronomy": True}),
                    lambda s: s.meal_count(),
                    T("As many as there are players: 2 (3 with `two_player_meals="
                      "\"travellers\"`).",
                      "和玩家人數相同：2 張（選用 `two_player_meals=\"travellers\"` 是 3 張）。"),
                    rules=("tokaido.inn.meals-2p", "tokaido.variant.gastronomy"),
                    picture=False),
            HowMany("q-summary-rows", T("Three players, Preparations read from the Chinese summary "
                                     "(`preparations_rows=\"summary\"`): Blue, Hiroshige "
                                     "(3 coins), leaves first. How many coins does he start "
                                     "with?",
                                     "三人遊戲，準備變體照中文摘要讀（`preparations_rows=\"summary\"`）："
                                     "藍方 Hiroshige（三塊錢）第一個出發。他起始有幾塊錢？"),
                    trip(MONEY, "1,2,3", preparations=True, preparations_rows="summary"),
                    lambda s: s.players[0].coins,
                    T("The summary's list from the front of the queue is +2, +1, 0: the first "
                      "to leave, at the back, gets 0; the default rows give him 1 coin less.",
                      "摘要從隊伍最前面算起是 +2、+1、0：第一個出發的排在最後面，得 0；"
                      "預設的數字讓他少一塊錢。"),
                    rules=("tokaido.variant.preparations-table",), picture=False),
            Choose("q-empty", T("Nobody holds a single hot spring card at the end. Who gets the "
                                "Bather achievement, by default?",
                                "遊戲結束時沒有任何人有溫泉卡。預設情況下誰拿到溫泉成就？"),
                   (T("nobody", "沒有人"), T("everyone, tied at 0", "所有人，以 0 張平手")),
                   0, T("By default 'the most' of nothing is nobody; `empty_achievements="
                        "\"everyone\"` gives it to all.",
                        "預設 0 張的「最多」是沒有人；"
                        "`empty_achievements=\"everyone\"` 則給所有人。"),
                   rules=("tokaido.end.no-qualifier",)),
        )),
    ),
    recap=T("The official rules decide; the Chinese summary gives the words and most of the "
            "rules, with four differences told where they matter; the recorded online games "
            "settle what the rules leave open, as registered assumptions with options.",
            "官方規則為準；中文摘要提供用語和大部分規則，有四處不同，都在相關的地方說明；"
            "線上對局紀錄決定"
            "規則沒說清楚的地方，登記為假設並提供選項。"),
    mistakes=(T("Taking an assumption for a rule of the published game.",
                "把假設當成出版遊戲的規則。"),),
)
