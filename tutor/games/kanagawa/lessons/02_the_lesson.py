"""Lesson 2: the lesson, wait or take a column."""

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
    Show,
    T,
    Task,
)
from ..data import FACE_DOWN
from ._common import FAMILY_CHOICES, SEATS, SOURCE, family_index
from ._positions import (
    LAST_TWO,
    NEXT_MASTER,
    SEED_GREEN,
    SEED_ROW,
    SEED_YELLOW,
    THIRD_ROW,
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
    title=T("The lesson: wait or take", "一輪課程：等待或拿取"),
    minutes=25,
    objectives=(
        T("choose between waiting and taking a column", "在等待和拿取一欄之間做選擇"),
        T("know the limits, and who becomes the next Grand Master",
          "知道有哪些限制，以及誰會成為下一輪的大師"),
    ),
    steps=(
        Show("seed-lesson", SEED_ROW, steps=SEED_STEPS, caption=T(
            """
## A lesson, step by step

In turn, each pupil **waits** for another row of cards or **takes a whole column** and
leaves class. Step through the summary's example for four with the buttons under the log.
""",
            """
## 一輪課程，一步一步看

玩家輪流選擇：**等待**下一排卡片，或**拿取一整欄**並離開學堂。用紀錄下方的按鈕，一步步看規則摘要的
四人範例。
""")),
        Read(T(
            """
## Wait, or take a column

The **Grand Master** deals a row, one card per column. Clockwise from the Grand Master, each
pupil in class **waits** or **takes every card of one column**, leaves class and uses them
at once. While pupils remain in class, another row is dealt under the columns left: three
rows at most.
""",
            """
## 等待，或拿取一欄

每一輪，**大師**先在學堂圖板上發一排課程卡，每欄一張。接著從大師開始，依順時針方向，每位還在
學堂的玩家選擇**等待**，或**拿取一欄的全部卡片**，離開學堂並立刻使用這些卡片。只要還有玩家留在
學堂，就在剩下的欄下方再發一排，最多三排。
"""), sources=T(
            f"""
Rules `kanagawa.lesson.deal`, `kanagawa.lesson.order`, `kanagawa.lesson.wait` and
`kanagawa.lesson.take-column`. `{SOURCE}` calls the two choices 「拓展你的知識」 (learn more:
wait) and 「把它付諸實踐」 (put it into practice: take a column and leave the school).
""",
            f"""
規則 `kanagawa.lesson.deal`、`kanagawa.lesson.order`、`kanagawa.lesson.wait` 和
`kanagawa.lesson.take-column`。`{SOURCE}` 把這兩種選擇叫做「拓展你的知識」（等待）和
「把它付諸實踐」（拿取一欄並離開學堂）。
""")),
        Task(
            "wait",
            T("You are Blue, the Grand Master, and you decide first. Leave class this lesson "
              "with more than one card.",
              "你是藍方，也是大師，由你先決定。這一輪離開學堂時，要拿到不只一張卡片。"),
            SEED_ROW,
            Play(("wait",), T("A column holds one card now: taking it ends your lesson with one "
                              "card.", "現在每欄只有一張卡片：拿取的話，你這一輪就只有一張卡片。")),
            solution=("wait",),
            hints=(T("How many cards does each column hold now?", "現在每一欄有幾張卡片？"),
                   T("A column grows by one card with each row dealt: look at the buttons "
                     "beside the school.",
                     "每發一排，每欄就多一張卡片：看看學堂旁邊的按鈕。")),
            highlight=("wait", "take column 1", "take column 2", "take column 3",
                       "take column 4"),
            rules=("kanagawa.lesson.wait", "kanagawa.lesson.order", "kanagawa.lesson.deal"),
            wrong="take column 5", wrong_rule="kanagawa.lesson.take-column",
            success=T("You stay in class. Kevin (Red) decides next, clockwise.",
                      "你留在學堂。依順時針方向，接著由凱文（紅方）決定。"),
        ),
        Task(
            "elizabeth",
            T("You and Kevin have waited. Now you play Elizabeth (Green), who wants a tree for "
              "her painting; Lucy (Yellow) decides after her. Make sure Elizabeth gets a tree.",
              "你和凱文都選擇等待。現在你扮演伊麗莎白（綠方），她想在畫作裡畫一棵樹；"
              "她之後輪到露西（黃方）決定。確保伊麗莎白拿到一棵樹。"),
            SEED_GREEN,
            Play(("take column 2",), T("Only one card of the school shows a tree, and nothing "
                                       "else keeps it from Lucy.",
                                       "學堂裡只有一張卡片畫著樹，而且只有這樣才能不讓露西拿走。")),
            solution=("take column 2",),
            hints=(T("If Elizabeth waits, who decides before her next turn?",
                     "如果伊麗莎白等待，在她下一次決定之前，誰會先決定？"),
                   T("Trees are painted on cards with a green back; taking a column means "
                     "clicking its header.", "樹畫在綠色卡背的卡片上；"
                                             "拿取一欄就是點它的欄位標題。")),
            highlight=("wait", "take column 1", "take column 2", "take column 3",
                       "take column 4"),
            rules=("kanagawa.lesson.take-column", "kanagawa.lesson.order"),
            wrong="wait",
            explain={"wait": T("If Elizabeth waits, Lucy decides next and may take the tree "
                               "first.", "如果伊麗莎白等待，接著由露西決定，她可能先把樹拿走。")},
            success=T("One column, one card: more cards take more patience, and more risk. "
                      "Elizabeth now uses her card at once.",
                      "一欄，一張卡片：要拿到更多卡片，需要更多耐心，也更冒險。伊麗莎白現在要立刻"
                      "使用她的卡片。"),
        ),
        Read(T(
            """
## Two limits

Nobody waits after the third row, and a pupil who is the only one in class when a round of
decisions begins must take.
""",
            """
## 兩個限制

第三排發完之後，誰都不能再等待；一輪決定開始時，如果只剩你一個人在學堂，你就必須拿取。
"""), sources=T(
            f"""
Rules `kanagawa.lesson.three-rows`, `kanagawa.lesson.last-must-take` and
`kanagawa.lesson.grand-master`. `{SOURCE}`: 「當圖板的所有三排都放滿卡片後，還在學校的玩家必須
拿取一欄的所有課程卡」 (when all three rows are full, the pupils still in class must take a
column) and 「如果你是這個步驟一開始最後一個還在學校的玩家，你必須把你的知識付諸實踐」 (if you are
the last pupil in class when this step begins, you must take). When the Grand Master deals the
deck's last card nobody may wait either (`kanagawa.lesson.deck-empty`, lesson 6).
""",
            f"""
規則 `kanagawa.lesson.three-rows`、`kanagawa.lesson.last-must-take` 和
`kanagawa.lesson.grand-master`。`{SOURCE}`：「當圖板的所有三排都放滿卡片後，還在學校的玩家
必須拿取一欄的所有課程卡」，以及「如果你是這個步驟一開始最後一個還在學校的玩家，你必須把你的知識
付諸實踐」。大師發出牌庫最後一張卡片時，也不能再等待（`kanagawa.lesson.deck-empty`，第 6 課）。
""")),
        Task(
            "three-rows",
            T("Four pupils: the third row is out, and you (Blue) decide first. Leave class with "
              "as many trees as you can.",
              "四人遊戲：第三排已經發好，由你（藍方）先決定。離開學堂時，盡量帶走最多棵樹。"),
            THIRD_ROW,
            Play(("take column 2",),
                 T("Count the tree icons of each column: a face-down card's back tells you "
                   "whether it can be a tree.",
                   "數一數每一欄的樹：正面朝下的卡片，看卡背就知道它可不可能是樹。")),
            solution=("take column 2",),
            hints=(T("Can you wait a third time?", "你能第三次等待嗎？"),
                   T("Count the trees of each column; a green back is a tree card, the other "
                     "backs never are.",
                     "數一數每一欄的樹；綠色卡背才是樹，其他顏色的卡背都不是。")),
            highlight=("take column 1", "take column 2", "take column 3"),
            rules=("kanagawa.lesson.three-rows",),
            wrong="wait", wrong_rule="kanagawa.lesson.three-rows",
            explain={"take column 1": T("Column 1 holds two trees; its face-down card has a "
                                        "blue back: an animal.",
                                        "第 1 欄有兩棵樹；它那張正面朝下的卡片是藍色卡背：動物。"),
                     "take column 3": T("Column 3 holds two trees; its face-down card has a "
                                        "yellow back: a building.",
                                        "第 3 欄有兩棵樹；它那張正面朝下的卡片是黃色卡背："
                                        "建築物。")},
            success=T("Three trees: one card shows two of them, another the third. Every card "
                      "dealt this lesson will be taken.",
                      "三棵樹：一張卡片上有兩棵，另一張有一棵。這一輪發出的每張卡片都會被拿走。"),
        ),
        Quiz((
            HowMany("q-second-row", T("Elizabeth has left with column ①. If Lucy now takes "
                                      "column ②, how many cards will the Grand Master deal in "
                                      "the second row?",
                                      "伊麗莎白拿了 ① 那一欄離開。如果露西現在拿取 ② 那一欄，"
                                      "大師在第二排會發幾張卡片？"),
                    SEED_YELLOW, lambda s: s.n - sum(s.taken) - 1,
                    T("One card under each column nobody has taken: the two without a marker.",
                      "每個還沒被拿走的欄各放一張：沒有標記的那兩欄。"),
                    rules=("kanagawa.lesson.deal",), markers=("column-2", "column-3")),
            LegalOrNot("q-alone", LAST_TWO, "wait",
                       note=T("Blue is the only pupil in class as this round of decisions "
                              "begins.", "這一輪決定開始時，藍方是唯一還在學堂的玩家。")),
            LegalOrNot("q-taken", SEED_YELLOW, "take column 2",
                       note=T("Elizabeth has taken it: the column is empty and closed.",
                              "伊麗莎白已經拿走了：那一欄是空的，不能再拿。")),
        )),
        Deeper(T("Face-down cards, the deck's backs, and the next Grand Master.",
                 "正面朝下的卡片、牌庫的卡背，以及下一輪的大師。")),
        Read(T(
            """
## Face down, the deck's backs, the next Grand Master

Tinted slots take their card **face down**: only its back shows, which tells its family.
The deck's backs show in order (the strip *top* of the deck panel). When everyone has taken,
whoever holds the **Assistant pawn** takes the **Grand Master pawn** and starts the next
lesson.
""",
            """
## 正面朝下、牌庫的卡背、下一輪的大師

學堂上有底色的位置，卡片要**正面朝下**：你只看得到卡背，也就知道它是哪一類。你可以依序查看整疊
牌庫的卡背（牌庫區的「最上面」色條）。所有玩家都拿過之後，持有**助手棋子**的玩家拿取
**大師棋子**，下一輪由他發牌、第一個做決定。
"""), sources=T(
            f"""
Rules `kanagawa.lesson.face-down`, `kanagawa.setup.deck`, `kanagawa.deck.stack` and
`kanagawa.deck.backs`. `{SOURCE}` gives the four-player first row: 「第一張與第二張卡片正面朝上
放置，第三張卡片正面朝下放置，而最後一張卡片正面朝上放置」 (the first and second cards face up,
the third face down, the last face up). The other face-down slots come from one
transcription of the real board; with 2 or 3 players we use the first columns of the
four-player pattern (an assumption, lesson 9). On the deck it says 「註記：你總是可以查看
牌庫的卡片背面」 (you may always look at the backs of the deck's cards): we read it as the
whole stack, in order; the option to show only the top card's back gives the other reading.
""",
            f"""
規則 `kanagawa.lesson.face-down`、`kanagawa.setup.deck`、`kanagawa.deck.stack` 和
`kanagawa.deck.backs`。`{SOURCE}` 的四人範例：「第一張與第二張卡片正面朝上放置，第三張卡片
正面朝下放置，而最後一張卡片正面朝上放置」。其他正面朝下的位置出自一份實體圖板的整理；2 人或
3 人時，我們使用四人圖樣的前幾欄（一個假設，第 9 課）。關於牌庫，摘要說「註記：你總是可以查看
牌庫的卡片背面」：我們解讀為可以依序查看整疊牌；另一種解讀（只看得到最上面那張的卡背）是一個
遊戲選項。
""")),
        Task(
            "lucy",
            T("Back to the summary's lesson: Elizabeth has left with the tree. Now you play Lucy "
              "(Yellow). Make her the Grand Master of the next lesson.",
              "回到規則摘要的那一輪：伊麗莎白帶著樹離開了。現在你扮演露西（黃方）。讓她成為下一輪的"
              "大師。"),
            SEED_YELLOW,
            Reach(lambda start, now: now.assistant == 3,
                  T("Lucy needs the Assistant pawn: its holder becomes the next Grand Master.",
                    "露西需要助手棋子：持有它的玩家會成為下一輪的大師。"),
                  within=2),
            solution=("take column 3", "studio A05"),
            hints=(T("The next Grand Master is whoever holds the Assistant pawn: no card you "
                     "can see gives it. Nobody sees a face-down card's face until its column is "
                     "taken.",
                     "下一輪的大師是持有助手棋子的玩家：看得到的卡片都給不了它。拿取之前，誰都看不到"
                     "正面朝下那張卡片的正面。"),
                   T("Once the card is in your hand, look at its studio half: an Assistant icon "
                     "acts as soon as the card joins your studio.",
                     "拿到手後，看它的畫室那一半：助手符號在卡片加入畫室時立刻生效。")),
            highlight=("take column 1", "take column 3", "take column 4"),
            rules=("kanagawa.lesson.face-down", "kanagawa.studio.assistant-icon",
                   "kanagawa.lesson.take-column"),
            wrong="take column 1",
            explain={"take column 1": T("No icon on that card's studio half gives the Assistant "
                                        "pawn.", "那張卡片的畫室那一半沒有能拿到助手棋子的符號。"),
                     "take column 4": T("No icon on that card's studio half gives the Assistant "
                                        "pawn.", "那張卡片的畫室那一半沒有能拿到助手棋子的符號。"),
                     "wait": T("If Lucy waits, the others decide before her next turn.",
                               "如果露西等待，在她下一次決定之前，其他人會先決定。")},
            success=T("The face-down card showed an Assistant icon: Lucy holds the Assistant "
                      "pawn, and when this lesson ends she takes the Grand Master pawn. A gamble "
                      "that paid.",
                      "正面朝下的那張卡片有助手符號：露西拿到助手棋子，這一輪結束時，她會拿取大師"
                      "棋子。這一把賭贏了。"),
        ),
        Task(
            "next-master",
            T("Three pupils. Red is the Grand Master and holds the Assistant pawn; Red has left "
              "class and Green waited. Make yourself the Grand Master of the next lesson.",
              "三人遊戲。紅方是大師，也持有助手棋子；紅方已經離開學堂，綠方選擇等待。讓自己成為下一輪"
              "的大師。"),
            NEXT_MASTER,
            Reach(lambda start, now: now.assistant == 0,
                  T("The next Grand Master is whoever holds the Assistant pawn when the lesson "
                    "ends: you need a card with the Assistant icon in your studio.",
                    "下一輪的大師，是這一輪結束時持有助手棋子的玩家：你需要把一張有助手符號的卡片"
                    "放進畫室。"),
                  within=2),
            solution=("take column 1", "studio A05"),
            hints=(T("Who takes the Grand Master pawn when this lesson ends?",
                     "這一輪結束時，誰會拿取大師棋子？"),
                   T("Look for the Assistant icon on the studio halves of the cards in the "
                     "school.", "在學堂裡的卡片上，找畫室那一半的助手符號。")),
            highlight=("take column 1", "take column 2"),
            rules=("kanagawa.lesson.grand-master", "kanagawa.studio.assistant-icon",
                   "kanagawa.lesson.take-column"),
            wrong="take column 3", wrong_rule="kanagawa.lesson.take-column",
            explain={"wait": T("If you wait, Green decides before you in the next round and may "
                               "take the Assistant card.",
                               "如果你等待，下一回合綠方會比你先決定，可能拿走有助手符號的卡片。")},
            success=T("The Assistant pawn is yours: when everyone has taken, you take the Grand "
                      "Master pawn and deal the next lesson.",
                      "助手棋子是你的了：所有人都拿過之後，你拿取大師棋子，發下一輪的牌。"),
        ),
        Quiz((
            Choose("q-next-master", T("Lucy has put the card with the Assistant icon in her "
                                      "studio. Who will be the Grand Master of the next lesson?",
                                      "露西把有助手符號的卡片放進了畫室。誰會是下一輪的大師？"),
                   SEATS, lambda s: s.assistant,
                   T("Whoever holds the Assistant pawn when the lesson ends.",
                     "這一輪結束時持有助手棋子的玩家。"),
                   rules=("kanagawa.lesson.grand-master", "kanagawa.studio.assistant-icon"),
                   position=then(SEED_YELLOW, "take column 3; studio A05"), picture=False),
            Choose("q-next-card", T("Which family will the next card dealt be?",
                                    "下一張發出的卡片會是哪一類？"),
                   FAMILY_CHOICES, lambda s: family_index(s.backs[0]),
                   T("The top back of the deck (the strip in the deck panel) tells the family; "
                     "which card of that family it is, nobody knows.",
                     "牌庫最上面的卡背（牌庫區的色條）告訴你是哪一類；至於是那一類中的哪一張，"
                     "沒有人知道。"),
                   rules=("kanagawa.deck.stack", "kanagawa.setup.deck"), position=SEED_ROW,
                   markers=("stack",)),
            Choose("q-after-next", T("And the card dealt after that one?",
                                     "那再下一張呢？"),
                   FAMILY_CHOICES, lambda s: family_index(s.backs[1]),
                   T("You may look at the backs of the whole deck, from the top down: the "
                     "second back of the strip.",
                     "你可以由上而下查看整疊牌庫的卡背：看色條的第二個卡背。"),
                   rules=("kanagawa.deck.backs",), position=SEED_ROW, markers=("stack",)),
            Choose("q-order", T("Blue and Red have waited. Elizabeth (Green) waits too. Who "
                                "decides next?",
                                "藍方和紅方都等待了。伊麗莎白（綠方）也等待。接著輪到誰？"),
                   SEATS, lambda s: s.apply("wait").actor,
                   T("Clockwise from the Grand Master: Blue, Red, Green, Yellow.",
                     "從大師開始依順時針方向：藍方、紅方、綠方、黃方。"),
                   rules=("kanagawa.lesson.order",), position=SEED_GREEN, picture=False),
            HowMany("q-face-down-slots", T("How many slots of the school board take their card "
                                           "face down in a four-player game?",
                                           "四人遊戲時，學堂圖板上有幾個正面朝下的位置？"),
                    SEED_ROW, lambda s: sum(sum(row) for row in FACE_DOWN[s.n]),
                    T("Row 1: the third slot; row 2: the second; row 3: the first and the last.",
                      "第 1 排：第三個位置；第 2 排：第二個；第 3 排：第一個和最後一個。"),
                    rules=("kanagawa.lesson.face-down-slots",), picture=False),
        )),
    ),
    recap=T("The Grand Master deals a row; in turn each pupil waits or takes a whole column. At "
            "most three rows; the last pupil in class must take. Whoever holds the Assistant "
            "when everyone has taken becomes the next Grand Master.",
            "大師發一排；玩家輪流等待或拿取整欄。最多三排；最後一位留在學堂的玩家必須拿取。所有人都"
            "拿過之後，持有助手棋子的玩家成為下一輪的大師。"),
    mistakes=(T("Waiting when alone in class, or after the third row.",
                "只剩自己在學堂，或第三排發完之後還想等待。"),
              T("Thinking the Grand Master pawn moves at once with an Assistant icon: it follows "
                "the Assistant only when the lesson ends.",
                "以為助手符號會立刻移動大師棋子：大師棋子要到這一輪結束時才跟著助手移動。")),
)
