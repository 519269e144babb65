"""Lesson 2: the lesson, wait or take a column."""

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
    Show,
    T,
    Task,
)
from ._common import FAMILY_CHOICES, SEATS, SOURCE, family_index
from ._positions import (
    LAST_TWO,
    SEED_ALONE,
    SEED_GREEN,
    SEED_ROW,
    SEED_YELLOW,
    reachable,
    then,
)

SEED_STEPS = """
wait; wait                                   # you and Kevin learn more
take column 2; studio T02; end turn          # Elizabeth
take column 3; studio A05; end turn          # Lucy: the Assistant
deal B01; deal B02                           # the second row, under columns 1 and 4
wait                                         # you, a second time
take column 4; studio A18; studio B02; take diploma landscapes-2; end turn   # Kevin
deal A13                                     # the third row: your column only
"""
"""The rest of 000_43f8316dd65002f0.txt's example lesson, from its first row."""

LESSON = Lesson(
    game="kanagawa", number=2, slug="the-lesson",
    title=T("The lesson: wait or take", "一輪課程:等待或拿取"),
    minutes=25,
    objectives=(
        T("follow a lesson: the deal, face-up and face-down slots, decisions in turn",
          "跟上一輪的流程:發牌、正面朝上與正面朝下的位置、輪流決定"),
        T("choose between waiting for more cards and taking a column",
          "在等待更多卡片和拿取一欄之間做選擇"),
        T("apply the limits: three rows, the last pupil in class must take",
          "遵守限制:最多三排,最後一位留在學堂的玩家必須拿取"),
        T("know who becomes the next Grand Master", "知道誰會成為下一輪的大師"),
    ),
    steps=(
        Read(T(
            f"""
## Dealing: up, up, down, up

The Grand Master deals one card per pupil into the first row, left to right
(`kanagawa.lesson.deal`). Some slots of the school board take their card **face down**
(`kanagawa.lesson.face-down`). The four-player example of `{SOURCE}`:

> 4 人遊戲時，抽 4 張課程卡並把它們放到圖板上的第一排：第一張與第二張卡片正面朝上放置，
> 第三張卡片正面朝下放置，而最後一張卡片正面朝上放置。

First and second cards face up, the third face down, the last face up. The summary gives only
this first row; the other face-down slots (shown tinted on the board) come from one
transcription of the real board, and with 2 or 3 players we use the first columns of the
four-player pattern. That is an assumption, listed in lesson 9.

**The deck keeps its order.** The 72 cards are shuffled once, before the first lesson
(`kanagawa.setup.deck`), and the Grand Master always deals the card on top
(`kanagawa.deck.stack`). The summary adds 「註記：你總是可以查看牌庫的卡片背面」: you may always
look at the backs of the deck's cards. We read it as the backs of the whole stack, in order
(the strip *top* in the deck panel shows them), so you know the family of the next cards,
though not which cards they are; the option `deck_backs="top"` shows only the top one.

## Wait, or take a column

From the Grand Master on, clockwise, each pupil still in class decides
(`kanagawa.lesson.order`): **wait** (拓展你的知識: learn more, take nothing now,
`kanagawa.lesson.wait`) or **take every card of one column** (把它付諸實踐: put it into
practice), leave class and use those cards at once (`kanagawa.lesson.take-column`). Waiting
grows the columns, but someone else may take the one you wanted.

Step through the whole example lesson of the summary with the arrows under the log: you
(Blue), Kevin (Red), Elizabeth (Green) and Lucy (Yellow).
""",
            f"""
## 發牌:上、上、下、上

大師在第一排每位玩家各發一張課程卡,由左到右(`kanagawa.lesson.deal`)。學堂圖板上有些位置
的卡片要**正面朝下**(`kanagawa.lesson.face-down`)。`{SOURCE}` 的四人範例:

> 4 人遊戲時，抽 4 張課程卡並把它們放到圖板上的第一排：第一張與第二張卡片正面朝上放置，
> 第三張卡片正面朝下放置，而最後一張卡片正面朝上放置。

摘要只說明了第一排;其他正面朝下的位置(圖板上有底色的位置)出自一份實體圖板的
整理,2 人或 3 人時我們使用四人圖樣的前幾欄。這是一個假設,列在第 9 課。

**牌庫的順序不變。**72 張卡片在第一輪之前洗一次(`kanagawa.setup.deck`),大師總是發最上面的
那張(`kanagawa.deck.stack`)。摘要補充「註記：你總是可以查看牌庫的卡片背面」。我們解讀為可以
依序查看整疊牌的卡背(牌庫區的「最上面」色條),所以你知道接下來幾張是哪一類,但不知道是哪一張;
選項 `deck_backs="top"` 則只公開最上面那張。

## 等待,或拿取一欄

從大師開始,依順時針方向,每位還在學堂的
玩家做決定(`kanagawa.lesson.order`):**等待**(拓展你的知識:這次什麼都不
拿,`kanagawa.lesson.wait`),或**拿取一欄的全部卡片**(把它付諸實踐),離開學堂並立刻使用這些卡片(`kanagawa.lesson.take-column`)。等待會讓各欄變長,但你想要
的那一欄可能先被別人拿走。

用記錄下方的箭頭,一步步看摘要的整個範例:你(藍方)、凱文(紅方)、伊麗莎白(綠方)和露西
(黃方)。
""")),
        Show("seed-lesson", SEED_ROW, steps=SEED_STEPS, caption=T(
            "The example lesson of the summary, on its own board: step forward with the arrows "
            "(or click a line of the log).",
            "摘要的範例課程,在它自己的棋盤上:用箭頭往前一步步看(或點記錄中的某一行)。")),
        Task(
            "wait",
            T("You are Blue, the Grand Master, and decide first. As in the example, you want "
              "more cards before you leave class: stay for the next row.",
              "你是藍方,也是大師,第一個做決定。和範例一樣,你想在離開學堂前拿到更多卡片:"
              "留下來等下一排。"),
            SEED_ROW,
            Play(("wait",), T("Taking a column ends your lesson now, with one card.",
                              "拿取一欄會讓你現在就結束這一輪,只拿到一張卡片。")),
            solution=("wait",),
            hints=(T("There are two kinds of decision: leave with a column, or not.",
                     "決定只有兩種:拿一欄離開,或者不拿。"),
                   T("The button is in your turn panel, beside the school.",
                     "按鈕在學堂旁邊你的回合面板裡。")),
            highlight=("wait",),
            rules=("kanagawa.lesson.wait", "kanagawa.lesson.order", "kanagawa.lesson.deal"),
            wrong="take column 5", wrong_rule="kanagawa.lesson.take-column",
            success=T("You stay in class. Kevin (Red) decides next, clockwise.",
                      "你留在學堂。依順時針方向,接著由凱文(紅方)決定。"),
        ),
        Task(
            "elizabeth",
            T("You and Kevin have waited. Now you play Elizabeth (Green): take the card with the "
              "tree, as she does.", "你和凱文都選擇等待。現在你扮演伊麗莎白(綠方):和她一樣,"
                                    "拿取有樹的那張卡片。"),
            SEED_GREEN,
            Play(("take column 2",), T("Elizabeth wants the tree card.",
                                       "伊麗莎白想要有樹的卡片。")),
            solution=("take column 2",),
            hints=(T("Taking a column means clicking its header.", "拿取一欄就是點它的欄位標題。"),
                   T("The tree card has a green back.", "有樹的卡片是綠色卡背。")),
            highlight=("take column 2",),
            rules=("kanagawa.lesson.take-column", "kanagawa.lesson.order"),
            wrong="wait",
            explain={"wait": T("Elizabeth does not wait: she leaves class with one card.",
                               "伊麗莎白沒有等待:她拿一張卡片就離開學堂。")},
            success=T("One column, one card: 「要拿取更多卡片需要更多的耐心...」 (more cards take "
                      "more patience). She now uses it at once.",
                      "一欄,一張卡片:「要拿取更多卡片需要更多的耐心...」她現在要立刻使用它。"),
        ),
        Task(
            "lucy",
            T("Now you play Lucy (Yellow). She takes the face-down card and uses it so that she "
              "will be the Grand Master of the next lesson. Do the same.",
              "現在你扮演露西(黃方)。她拿取正面朝下的那張卡片,並用它讓自己成為下一輪的大師。"
              "照著做。"),
            SEED_YELLOW,
            Reach(lambda start, now: now.assistant == 3,
                  T("Lucy needs the Assistant pawn: its holder becomes the next Grand Master.",
                    "露西需要助手棋子:持有它的玩家會成為下一輪的大師。"),
                  within=2,
                  keep_going=lambda start, now: "A05" in now.areas[3].hand),
            solution=("take column 3", "studio A05"),
            hints=(T("You cannot see the face-down card's face until you take its column; its "
                     "back is blue.", "拿取之前看不到正面朝下那張卡片的正面;它的卡背是藍色。"),
                   T("Once it is in your hand, look at its studio half: the Assistant icon acts "
                     "as soon as the card joins your studio.",
                     "拿到手後,看它的畫室那一半:助手符號在卡片加入畫室時立刻生效。")),
            highlight=("take column 3",),
            rules=("kanagawa.lesson.face-down", "kanagawa.studio.assistant-icon",
                   "kanagawa.lesson.take-column"),
            wrong="take column 1",
            explain={"take column 1": T("Lucy takes the face-down card, in column 3.",
                                        "露西拿的是第 3 欄那張正面朝下的卡片。"),
                     "take column 4": T("Lucy takes the face-down card, in column 3.",
                                        "露西拿的是第 3 欄那張正面朝下的卡片。"),
                     "wait": T("Lucy leaves class now, with the face-down card.",
                               "露西現在就帶著那張正面朝下的卡片離開學堂。")},
            success=T("A05's Assistant icon gave Lucy the Assistant pawn: when this lesson ends "
                      "she takes the Grand Master pawn.",
                      "A05 的助手符號讓露西拿到助手棋子:這一輪結束時,她會拿取大師棋子。"),
        ),
        Task(
            "three-rows",
            T("Kevin has left with column 4, and the third row is out. You (Blue) are the last "
              "pupil in class: get your cards.",
              "凱文拿了第 4 欄離開,第三排也發好了。"
              "你(藍方)是最後一位留在學堂的玩家:拿到你的卡片。"),
            SEED_ALONE,
            Reach(lambda start, now: len(now.areas[0].hand) == 3,
                  T("Your column holds three cards.", "你那一欄有三張卡片。")),
            solution=("take column 1",),
            hints=(T("Can you wait a third time?", "你能第三次等待嗎?"),
                   T("A lesson never has more than three rows.", "每一輪最多只有三排。")),
            highlight=("take column 1",),
            rules=("kanagawa.lesson.three-rows",),
            wrong="wait", wrong_rule="kanagawa.lesson.three-rows",
            success=T("Three cards, for your patience. Every card dealt in this lesson has now "
                      "been taken.", "你的耐心換來三張卡片。這一輪發出的每張卡片都被拿走了。"),
        ),
        Task(
            "next-master",
            T("Two pupils. Red, the Grand Master, left class at once; you waited and are now "
              "alone. Make yourself the Grand Master of the next lesson.",
              "兩人遊戲。大師紅方立刻離開了學堂;你選擇等待,現在只剩你一個人。"
              "讓自己成為下一輪的大師。"),
            LAST_TWO,
            Reach(lambda start, now: now.lesson > start.lesson and now.gm == 0,
                  T("The next Grand Master is whoever holds the Assistant pawn when the lesson "
                    "ends.", "下一輪的大師,是這一輪結束時持有助手棋子的玩家。"),
                  within=4,
                  keep_going=reachable(lambda start, now: now.assistant == 0, 3)),
            solution=("take column 1", "studio A05", "studio B01", "end turn"),
            hints=(T("You must take a column now; then look at the Assistant icons on your cards.",
                     "你現在必須拿取一欄;然後看看你卡片上的助手符號。"),
                   T("A card with the Assistant icon gives you the pawn when it joins your studio. "
                     "Then place the other card and end your turn.",
                     "有助手符號的卡片加入畫室時,你就拿到助手棋子。再放好另一張卡片,結束回合。")),
            highlight=("take column 1",),
            rules=("kanagawa.lesson.last-must-take", "kanagawa.lesson.grand-master",
                   "kanagawa.studio.assistant-icon"),
            wrong="wait", wrong_rule="kanagawa.lesson.last-must-take",
            success=T("Everyone has taken a column, so the lesson ends: you held the Assistant "
                      "pawn, so you take the Grand Master pawn and deal the next lesson.",
                      "每位玩家都拿過一欄,這一輪結束:你持有助手棋子,所以你拿取大師棋子,"
                      "發下一輪的牌。"),
        ),
        Read(T(
            """
The note of the summary for the last pupil: 「如果你是這個步驟一開始最後一個還在學校的玩家，你必須
把你的知識付諸實踐」: if you are the last pupil in class when a round of decisions begins, you
must take (`kanagawa.lesson.last-must-take`). And when the Grand Master deals the deck's last
card, nobody may wait any more: the pupils still in class take columns in turn order, even
short ones (`kanagawa.lesson.deck-empty`, lesson 6).
""",
            """
摘要對最後一位玩家的註記:「如果你是這個步驟一開始最後一個還在學校的玩家，你必須把你的知識付諸
實踐」:一輪決定開始時只剩你在學堂,你就必須拿取(`kanagawa.lesson.last-must-take`)。
而大師發出牌庫最後一張卡片時,誰都不能再等待:還在學堂的玩家依回合順序各拿一欄,即使卡片比較少
(`kanagawa.lesson.deck-empty`,第 6 課)。
""")),
        Quiz((
            HowMany("q-second-row", T("Elizabeth has left with column 2. If Lucy now takes column "
                                      "3, how many cards will the Grand Master deal in the second "
                                      "row?", "伊麗莎白拿了第 2 欄離開。如果露西現在拿取第 3 欄,"
                                              "大師在第二排會發幾張卡片?"),
                    SEED_YELLOW, lambda s: s.n - sum(s.taken) - 1,
                    T("One card under each column nobody has taken: columns 1 and 4.",
                      "每個還沒被拿走的欄各放一張:第 1 欄和第 4 欄。"),
                    rules=("kanagawa.lesson.deal",), picture=False),
            Choose("q-next-master", T("Lucy has put A05 in her studio. Who will be the Grand "
                                      "Master of the next lesson?",
                                      "露西把 A05 放進了畫室。誰會是下一輪的大師?"),
                   SEATS, lambda s: s.assistant,
                   T("Whoever holds the Assistant pawn when the lesson ends.",
                     "這一輪結束時持有助手棋子的玩家。"),
                   rules=("kanagawa.lesson.grand-master", "kanagawa.studio.assistant-icon"),
                   position=then(SEED_YELLOW, "take column 3; studio A05"), picture=False),
            LegalOrNot("q-alone", LAST_TWO, "wait",
                       note=T("Blue is the only pupil in class as this round of decisions "
                              "begins.", "這一輪決定開始時,藍方是唯一還在學堂的玩家。")),
            LegalOrNot("q-taken", SEED_YELLOW, "take column 2", picture=False,
                       note=T("Elizabeth has taken it: the column is empty and closed.",
                              "伊麗莎白已經拿走了:那一欄是空的,不能再拿。")),
            Choose("q-next-card", T("Which family will the next card dealt be?",
                                    "下一張發出的卡片會是哪一類?"),
                   FAMILY_CHOICES, lambda s: family_index(s.backs[0]),
                   T("The top back of the deck (the strip in the deck panel) tells the family; "
                     "which card of that family it is, nobody knows.",
                     "牌庫最上面的卡背(牌庫區的色條)告訴你是哪一類;至於是那一類中的哪一張,"
                     "沒有人知道。"),
                   rules=("kanagawa.deck.stack", "kanagawa.deck.backs"), position=SEED_ROW),
            Choose("q-order", T("Blue and Red have waited. Elizabeth (Green) waits too. Who "
                                "decides next?",
                                "藍方和紅方都等待了。伊麗莎白(綠方)也等待。接著輪到誰?"),
                   SEATS, lambda s: s.apply("wait").actor,
                   T("Clockwise from the Grand Master: Blue, Red, Green, Yellow.",
                     "從大師開始依順時針方向:藍、紅、綠、黃。"),
                   rules=("kanagawa.lesson.order",), position=SEED_GREEN, picture=False),
        )),
    ),
    recap=T("The Grand Master deals a row; in turn each pupil waits or takes a whole column. At "
            "most three rows; the last pupil in class must take. Whoever holds the Assistant "
            "when everyone has taken becomes the next Grand Master.",
            "大師發一排;玩家輪流等待或拿取整欄。最多三排;最後一位留在學堂的玩家必須拿取。所有人都"
            "拿過之後,持有助手棋子的玩家成為下一輪的大師。"),
    mistakes=(T("Waiting when alone in class, or after the third row.",
                "只剩自己在學堂,或第三排發完之後還想等待。"),
              T("Thinking the Grand Master pawn moves at once with an Assistant icon: it follows "
                "the Assistant only when the lesson ends.",
                "以為助手符號會立刻移動大師棋子:大師棋子要到這一輪結束時才跟著助手移動。")),
)
