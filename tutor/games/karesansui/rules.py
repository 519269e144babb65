"""The Karesansui rule registry: every rule the engine enforces or scores.

Sources: ``seed 004`` is ``004_2dd42cb4566abbba.txt`` (a Traditional Chinese rules summary by
童教桌遊研究院, the primary source and the source of our zh-Hant terms); its sections are
named by their headings: set-up 1 (遊戲準備), part one 2 (前行動四選一階段), extra actions 3
(額外行動階段: storage 3(1), snatch 3(2)), part two 4 (後行動四選一階段), the end 5 (遊戲結束)
and the scoring items (1)-(9). ``research`` is the research on Karesansui in three rounds,
cited by their source ids (K1-K5, W1, H1, R1-R3, N1, B1, M1, G1, X1-X5, Y1-Y4, Z1-Z8) and
sections.

Where the sources are silent or disagree, the rule is an assumption with a note, and where a
player would want to choose, an option. Data that survive only as pictures in the rulebook
(tile designs, the letters of the arrangements, arrangement F and the values of D and E,
card layouts and symbols, five gardener cards' effects) are provisional entries of
:mod:`.data`, each registered here as an assumption.
"""

from __future__ import annotations

from ...core.lang import Text
from ...core.rules import RuleRegistry

S = "seed 004"
R = "research"

RULES = RuleRegistry("karesansui")
RULES.add_contract_rules()
add = RULES.add

# -- set-up ---------------------------------------------------------------------------------
add("karesansui.setup.players", "Two to four monks", "二至四位僧侶",
    "Karesansui is played by 2, 3 or 4 players, each a Zen monk with a garden board, a monk "
    "and a virtue marker of one colour: orange, blue, black or purple.",
    "枯山水可供 2 到 4 位玩家進行，每位玩家扮演禪宗僧侶，拿取同一顏色（橘、藍、黑、紫）的庭園"
    "圖板、禪宗僧侶指示物及計分標記。",
    sources=(S + " components (遊戲內容物, 遊戲人數), set-up 1(1)",))
add("karesansui.setup.garden", "The garden board", "庭園圖板",
    "Your garden board has 3 rows of 5 tile spaces and one storage space. Your monk starts "
    "beside the board and your virtue marker on 0.",
    "庭園圖板有 3 排、每排 5 個板塊位置，另有 1 個暫存區。禪宗僧侶指示物先放在庭園圖板旁邊，"
    "計分標記放在德行區的 0 格。",
    sources=(S + " set-up 1(1), part one 2(4)", R + " K1, B1"))
add("karesansui.setup.tiles", "The tile stacks", "砂紋板塊堆",
    "The 80 sand-pattern tiles are shuffled face down into 9 stacks on the temple board. "
    "A stack has no fixed order: each tile is decided when it is drawn, among the tiles not "
    "yet seen.",
    "80 個砂紋板塊正面朝下洗勻，在寺廟圖板上形成 9 疊。板塊堆沒有預先決定的順序：每個板塊"
    "在抽取時才決定，來自尚未出現的板塊。",
    sources=(S + " set-up 1(2)", R + " X1 (9 stacks)", "tutor"), assumption=True,
    note=Text(
        "004_2dd42cb4566abbba.txt says only 數疊 (several stacks); one Japanese rules page says "
        "9, one of them of 8 tiles. Drawing from any stack is a chance event over every unseen "
        "tile, which is what a shuffled stack is.",
        "004_2dd42cb4566abbba.txt 只說「數疊」；一個日文規則網頁說是 9 疊，其中一疊 8 個板塊。從任"
        "一疊抽取，都是從所有尚未出現的板塊中隨機抽出，這正是洗勻的板塊堆。"))
add("karesansui.setup.stones", "Stones per player count", "依人數放置石頭",
    "Stones on the temple board: with 2 players 4 flat, 5 small standing, 2 reclining, "
    "3 tall standing and 1 boat stone; with 3 players 5, 6, 3, 4, 2; with 4 players 6, 7, 4, "
    "5, 3 (all 25).",
    "寺廟圖板上的石頭：2 人時橫石 4、小立石 5、臥石 2、大立石 3、舟石 1；3 人時 5、6、3、4、2；"
    "4 人時 6、7、4、5、3（全部 25 個）。",
    sources=(S + " set-up 1(2)", R + " W1; round 2 §5"), assumption=True,
    note=Text(
        "The table of 004_2dd42cb4566abbba.txt is a picture that did not survive. One player's "
        "blog gives these counts; its 4-player column adds up to the 25 stones of the box.",
        "004_2dd42cb4566abbba.txt 的表格是一張沒有保存下來的圖片。一位玩家的部落格列出這些數量；它"
        "的 4 人欄加起來正好是盒內的 25 個石頭。"))
add("karesansui.setup.cards", "Secret cards", "秘密卡牌",
    "Each player is dealt one famous-garden card and one gardener card, looks at them in "
    "secret and keeps them face down. The other cards go back to the box unseen.",
    "每位玩家各分發 1 張名庭園卡與 1 張庭園大師卡，秘密察看後正面朝下放在面前。剩餘的卡牌"
    "秘密移除遊戲，玩家不能察看。",
    sources=(S + " set-up 1(3), 1(4)",))
add("karesansui.setup.two-players", "The special two-player rule", "兩人遊戲的特別規則",
    "With 2 players, a special rule changes the set-up: 3 famous-garden cards are laid face "
    "up as shared goals (each player scores at most one of them), and each player is dealt "
    "3 gardener cards (at most one used per turn). With 3 or 4 players each holds one "
    "secret famous-garden card and one gardener card.",
    "兩人遊戲的特別規則改變遊戲準備：翻開 3 張名庭園卡作為共同目標（每位玩家最多只能從其中 "
    "1 張得分）；每位玩家各分發 3 張庭園大師卡（每回合最多使用 1 張）。3 或 4 人時，每人秘密"
    "持有 1 張名庭園卡和 1 張庭園大師卡。",
    sources=(R + " Y2, Y3 (round 2 §3, §4)",),
    note=Text(
        "004_2dd42cb4566abbba.txt, the sheet teachers hand out, gives no two-player rule; two "
        "Japanese write-ups give this one as the rule for two (「2人用ならではのルール」). The "
        "lessons play most positions with two players and say so wherever this rule shows.",
        "老師發給學生的 004_2dd42cb4566abbba.txt 沒有兩人規則；兩份日文整理說明這是兩人遊戲專用"
        "的規則（「2人用ならではのルール」）。課程大多以兩人局面練習，凡是用到這條規則的地方都會"
        "說明。"))
add("karesansui.setup.start-player", "Start player and turn order", "起始玩家與順序",
    "Orange starts; turns go clockwise: Orange, Blue, Black, Purple.",
    "由橘方起始，依順時針方向輪流：橘、藍、黑、紫。",
    sources=(S + " set-up 1(4)", "tutor"), assumption=True,
    note=Text(
        "004_2dd42cb4566abbba.txt lets the players choose any start player (任選一玩家). The "
        "tutor seats the start player first, so seat order is turn order.",
        "004_2dd42cb4566abbba.txt 讓玩家「任選一玩家」作為起始玩家。教學工具把起始玩家排在第一個座"
        "位，所以座位順序就是回合順序。"))

# -- part one: the draw and the four choices --------------------------------------------------
add("karesansui.turn.two-parts", "A turn in two parts", "回合的兩個階段",
    "On your turn you do part one (draw a tile and do one of four things with it) and then "
    "part two (one of four actions). A tile in storage may be placed before or after part one.",
    "輪到你時，先進行前行動四選一階段（抽取 1 個板塊並選擇 4 項行動之一），再進行後行動四選一"
    "階段。暫存區的板塊可以在前行動之前或之後配置。",
    sources=(S + " set-up 1(4), part one 2, part two 4",))
add("karesansui.draw.any-stack", "Draw from any stack", "從任一板塊堆抽取",
    "Draw the top tile of any stack and show it to everyone.",
    "從任一板塊堆最上方抽取 1 個板塊，正面朝上展示給所有玩家。",
    sources=(S + " part one 2",))
add("karesansui.draw.reshuffle", "Reshuffle the discards", "重洗廢棄板塊",
    "Discarded tiles go to a discard pile. When the stacks are used up, the discarded tiles "
    "are shuffled face down into new stacks.",
    "廢棄的板塊放在廢棄區。砂紋板塊堆抽盡時，將廢棄的砂紋板塊正面朝下重新洗勻，形成新的板塊堆。",
    sources=(S + " part one 2(3), end 5", R + " round 2 §6a"), assumption=True,
    note=Text(
        "004_2dd42cb4566abbba.txt contradicts itself: the discard action says the tile is "
        "discarded and removed from the game (廢棄且移除遊戲), while the end of the game says "
        "that when the stacks run out the tiles of the discard pile are shuffled into new "
        "stacks (將廢棄區的砂紋板塊正面朝下集中重新洗勻，形成新的砂紋板塊堆繼續使用). The tutor "
        "follows the second, the more precise sentence, and reads 移除遊戲 as 'out of play "
        "until the stacks run out'. It rarely matters: the stacks hold 80 tiles and the "
        "gardens need at most 60. The summary does not say how many new stacks; the tutor "
        "deals them into up to 9 as evenly as it can.",
        "004_2dd42cb4566abbba.txt 前後矛盾：廢棄行動說板塊「廢棄且移除遊戲」，遊戲結束一節"
        "卻說板塊堆抽盡時「將廢棄區的砂紋板塊正面朝下集中重新洗勻，形成新的砂紋板塊堆繼續"
        "使用」。教學工具依照較明確的第二句，把「移除遊戲」讀成「在板塊堆抽盡前不再使用」。"
        "這很少有影響：板塊堆有 80 個板塊，庭園最多只需要 60 個。摘要沒說形成幾疊；教學工具"
        "把它們盡量平均地分成最多 9 疊。"))
add("karesansui.place.first-tile", "The first tile", "第 1 個板塊",
    "Your first tile goes in the top-left or the bottom-left space of your garden (notation "
    "a1 or a3).",
    "第 1 個板塊須擺放在庭園圖板的左上方或左下方位置（記譜為 a1 或 a3）。",
    sources=(S + " part one 2(1)", R + " W1, X3"))
add("karesansui.place.adjacent", "From left to right", "從左至右延伸",
    "Every later tile goes next to a tile already in your garden, and tiles extend from left "
    "to right: a row fills from the left with no gap, each tile to the right of the one "
    "before. How a new row starts is the next rule. With the placement option 'adjacent', "
    "any empty space next to a tile (left, right, above or below) will do.",
    "之後的板塊須與已放置的板塊相鄰，並從左至右延伸：每一排從左邊不留間隔地向右延伸，每個板塊"
    "放在前一個的右邊。新的一排怎麼開始見下一條規則。若選項 `placement` 為 `'adjacent'`，任何"
    "與板塊上下左右相鄰的空位都可以。",
    sources=(S + " part one 2(1)", R + " K2, B1, W1; round 2 §6c"), option="placement",
    note=Text(
        "004_2dd42cb4566abbba.txt says it plainly: tiles extend from left to right "
        "(須從左至右延伸放置), the first in the top-left or bottom-left space, the next to the "
        "right of tiles already laid (置於已放置板塊右方延伸的鄰近位置), with no gap "
        "(不能出現間隔) and level with each other (任兩個板塊皆須保持水平對齊). Its own text "
        "does not contradict this (its pictures did not survive), and nothing in the "
        "components does, so it is the default. Three player write-ups (two blogs and a forum "
        "thread) ask only that a tile touch one already laid; that reading is the option "
        "`placement='adjacent'`.",
        "004_2dd42cb4566abbba.txt 說得很明白：板塊「須從左至右延伸放置」，第 1 個放在左上方或"
        "左下方，之後的「置於已放置板塊右方延伸的鄰近位置」，「不能出現間隔」，且「任兩個板塊皆須"
        "保持水平對齊」。它自己的內容沒有與此矛盾之處（圖片沒有保存下來），配件也沒有，所以這是預設"
        "規則。三份玩家寫的規則說明（兩個部落格和一個論壇討論串）只要求板塊與已放置的板塊相鄰；"
        "這種讀法是選項 `placement='adjacent'`。"))
add("karesansui.place.new-row", "A new row", "新的一排",
    "A new row starts in the left column, on the space above or below a tile there; then it "
    "grows to the right like any row. (With the placement option 'adjacent' the previous "
    "rule already allows any space next to a tile.)",
    "新的一排從最左欄開始，放在該欄已有板塊的上方或下方；之後和每一排一樣向右延伸。（選項 "
    "`placement` 為 `'adjacent'` 時，上一條規則已允許任何相鄰的空位。）",
    sources=(S + " part one 2(1)", "tutor"), assumption=True, option="placement",
    note=Text(
        "004_2dd42cb4566abbba.txt says where the first tile goes and that the next ones extend "
        "to the right with no gap, but not how a new row starts. The tutor starts it in the "
        "left column, next to a tile above or below, the only way a row can grow from the left "
        "with no gap.",
        "004_2dd42cb4566abbba.txt 說了第 1 個板塊放在哪裡、之後的板塊不留間隔地向右延伸，卻沒說新的"
        "一排怎麼開始。教學工具讓它從最左欄開始，放在上方或下方已有板塊的旁邊，這是一排能從左邊不留"
        "間隔地長出來的唯一方式。"))
add("karesansui.place.orientation", "Either way up", "上下方向自由",
    "Tiles lie landscape, never turned sideways or slanted; you choose which way up "
    "(a tile may be turned round, notation 'turned').",
    "板塊一律橫向放置，不能斜放；上下方向由玩家自行決定（可以將板塊轉 180 度，記譜為 "
    "`turned`)。",
    sources=(S + " part one 2(1)", R + " round 2 §2"))
add("karesansui.place.monk-follows", "The monk follows", "禪宗僧侶移到新板塊",
    "After you place the tile you drew in your garden, your monk moves onto it.",
    "在自家庭園完成板塊擺放後，將自家禪宗僧侶指示物放在該板塊上。",
    sources=(S + " part one 2(1)",))
add("karesansui.place.monk-follows-every-tile", "The monk follows every tile",
    "禪宗僧侶移到每個新板塊",
    "Your monk also moves onto every other tile you lay in your garden: your stored tile, a "
    "gift, a snatched tile, a gardener card's tile.",
    "你放進自家庭園的其他板塊（暫存區的、讓渡來的、強奪來的、庭園大師卡的），禪宗僧侶也會移到上面。",
    sources=(S + " part one 2(1)", "tutor"), assumption=True,
    note=Text(
        "004_2dd42cb4566abbba.txt says so for the place action; the tutor applies it to every "
        "tile you lay (from storage, a gift, a snatch or a gardener card) since no source makes "
        "an exception.",
        "004_2dd42cb4566abbba.txt 在配置行動中這樣說；因為沒有任何來源提到例外，教學工具把它套用到"
        "你擺放的每個板塊（來自暫存區、讓渡、強奪或庭園大師卡）。"))
add("karesansui.gift.ask", "Gifts go to a player who asks", "讓渡給主動請求的玩家",
    "You may offer the drawn tile as a gift; the other players may ask for it and you give it "
    "to one of those who asked. Nobody can be made to take it: if nobody asks, choose "
    "another action.",
    "玩家可以讓渡剛抽取的板塊；其他玩家可以主動請求，由行動玩家從請求者中決定讓渡對象。不能"
    "強迫其他玩家接受：若無人請求，須改選其他行動。",
    sources=(S + " part one 2(2)", R + " Y2"))
add("karesansui.gift.virtue", "A gift earns 2 virtue", "讓渡獲得 2 點德行",
    "The giver gains 2 virtue (no more than 6).",
    "行動玩家獲得 2 點德行點數（最多 6 點）。",
    sources=(S + " part one 2(2)",))
add("karesansui.gift.receiver-places", "The receiver places it at once", "接受者立即配置",
    "The player who receives a gift places it in their garden at once.",
    "接受讓渡的玩家須立即將此板塊配置到自家庭園圖板內。",
    sources=(S + " part one 2(2)",))
add("karesansui.discard.virtue", "A discard costs 1 virtue", "廢棄損失 1 點德行",
    "Discarding the drawn tile costs 1 virtue; with no virtue you cannot discard. The tile "
    "goes to the discard pile.",
    "廢棄剛抽取的板塊須損失 1 點德行點數；德行為 0 時不能廢棄。板塊放到廢棄區。",
    sources=(S + " part one 2(3)", R + " B1, M1"))
add("karesansui.store.one-space", "One storage space", "一個暫存區",
    "You may put the drawn tile in your storage space; if it already holds a tile you cannot. "
    "A stored tile cannot be gifted or discarded.",
    "可以把剛抽取的板塊放在暫存區；若暫存區已有板塊則不能保管。暫存區的板塊不能讓渡或廢棄。",
    sources=(S + " part one 2(4)", R + " B1, M1"))
add("karesansui.store.place-later", "Placing the stored tile", "暫存區配置",
    "On a later turn you may place the stored tile in your garden, before or after part one. "
    "A tile stored this turn waits for your next turn.",
    "之後的回合可以在前行動四選一階段之前或之後，把暫存區的板塊配置到自家庭園。本回合才保管的"
    "板塊須等到下一回合。",
    sources=(S + " part one 2(4), extra actions 3(1)", R + " Y1"))

# -- snatching --------------------------------------------------------------------------------
add("karesansui.snatch.when", "What can be snatched", "可以強奪的板塊",
    "When a player declares the placing of a drawn or stored tile, the other players may "
    "snatch it and place it in their own garden at once. The placing player cannot refuse: "
    "the snatch happens as soon as it is made. Gifted tiles, gardener-card tiles and tiles "
    "already laid cannot be snatched.",
    "玩家宣告配置剛抽取或暫存區的板塊時，其他玩家可以強奪，並立即放入自家庭園。行動玩家不能"
    "拒絕：一發動強奪就成立。讓渡的板塊、庭園大師卡的板塊與已放入庭園的板塊不能強奪。",
    sources=(S + " extra actions 3(2)", R + " F1, Y2"), option="shigemori",
    note=Text(
        "004_2dd42cb4566abbba.txt says the player laying the tile cannot refuse a snatch "
        "(當其他玩家發動「強奪」時，行動玩家不能拒絕) and that the snatcher places it at once "
        "(立即將此砂紋板塊置於自家庭園圖板內), so nobody is asked to allow it. Only the gardener "
        "card Shigemori Mirei stops snatching: as part two by default "
        "(`karesansui.gardener.shigemori`), as a counter with the option "
        "`shigemori='counter'` (`karesansui.gardener.counter-snatch`).",
        "004_2dd42cb4566abbba.txt 說「當其他玩家發動「強奪」時，行動玩家不能拒絕」，強奪者並"
        "「立即將此砂紋板塊置於自家庭園圖板內」，所以不會詢問任何人是否允許。只有庭園大師卡重森三玲"
        "能阻止強奪：預設是後行動（`karesansui.gardener.shigemori`），選項 "
        "`shigemori='counter'` 則是反制（`karesansui.gardener.counter-snatch`）。"))
add("karesansui.snatch.cost", "A snatch costs 2 virtue", "強奪損失 2 點德行",
    "The snatcher loses 2 virtue when the snatch is made; a player with less cannot snatch.",
    "成功強奪的玩家在發動強奪時立即損失 2 點德行點數；德行不足者不能強奪。",
    sources=(S + " extra actions 3(2)", R + " Y1, Y2"), option="snatch_cost")
add("karesansui.snatch.priority", "Who snatches first", "強奪的優先順序",
    "If several players want the tile, the one with the fewest tiles in their garden gets "
    "it; on a tie, the one earlier in turn order (see the next rule). The tutor asks them one "
    "by one in that order; the first to snatch takes it.",
    "若有多位玩家要強奪，由庭園板塊最少的玩家優先；平手時由順位較前的玩家取得（見下一條規則）。"
    "教學工具依此順序逐一詢問，第一位選擇強奪的玩家取得板塊。",
    sources=(S + " extra actions 3(2)",))
add("karesansui.snatch.ties", "Ties in snatching", "強奪平手",
    "Among players with equally few tiles, turn order counts from the start player: Orange, "
    "then Blue, Black and Purple, whoever is laying the tile. With the option "
    "`snatch_ties='clockwise'` it counts clockwise from the player laying the tile.",
    "板塊一樣少的玩家之間，順位從起始玩家算起：橘、藍、黑、紫，不論是誰在配置板塊。選項 "
    "`snatch_ties='clockwise'` 則從正在配置的玩家起依順時針方向計算。",
    sources=(S + " set-up 1(4), extra actions 3(2)",), assumption=True, option="snatch_ties",
    note=Text(
        "004_2dd42cb4566abbba.txt says 若出現平手局面，則由順位較前的玩家優先取得 (on a tie, the "
        "player earlier in the order takes it). The tutor reads 順位 as the order the set-up fixes "
        "once for the game (從起始玩家開始，依順時針方向): it is a rank, and the sentence says "
        "earlier (較前), not next. Counting clockwise from the player laying the tile reads as "
        "naturally at a table, so it is the option.",
        "004_2dd42cb4566abbba.txt 說「若出現平手局面，則由順位較前的玩家優先取得」。教學工具把"
        "「順位」讀成遊戲準備時一次定好的順序（「從起始玩家開始，依順時針方向」）：它是一種排名，"
        "而句子說的是「較前」，不是「下一位」。在桌邊從正在配置的玩家起依順時針計算也同樣自然，"
        "所以作為選項。"))
add("karesansui.snatch.part-one-over", "A snatched tile ends part one", "板塊被強奪後前行動結束",
    "If your drawn tile is snatched, you do not draw again: part one is over and you go on "
    "with part two (a stored tile snatched before part one still leaves you the draw). With "
    "the option `after_snatch='draw-again'` you draw another tile and choose again.",
    "剛抽取的板塊被強奪時，不能再抽取：前行動結束，接著進行後行動（在前行動之前配置的暫存區板塊"
    "被強奪，仍可抽取）。選項 `after_snatch='draw-again'` 則再抽取 1 個板塊並重新選擇。",
    sources=(S + " part one 2, extra actions 3(2)",), assumption=True, option="after_snatch",
    note=Text(
        "004_2dd42cb4566abbba.txt lets a player draw one tile in part one "
        "(抽取某一板塊堆最上方的1個板塊) and says the active player cannot refuse a snatch "
        "(行動玩家不能拒絕); no sentence "
        "gives them another draw, so the tutor ends part one there.",
        "004_2dd42cb4566abbba.txt 的前行動只抽取「某一板塊堆最上方的1個板塊」，並說「行動玩家不能"
        "拒絕」強奪；沒有任何句子讓他再抽一次，所以教學工具在此結束前行動。"))

# -- part two -------------------------------------------------------------------------------
add("karesansui.zazen", "Zazen", "座禪",
    "Sit in zazen: gain 1 virtue (no more than 6).",
    "座禪：獲得 1 點德行點數（最多 6 點）。",
    sources=(S + " part two 4(1)", R + " K3"))
add("karesansui.monk.move", "Moving the monk", "移動禪宗僧侶",
    "Move your monk one space up, down, left or right onto a tile of your garden (it may stop "
    "on a stone), never diagonally, off the garden or onto an empty space.",
    "將禪宗僧侶上下左右移動 1 格到自家庭園的板塊上（可以停在有石頭的板塊），不能斜走、離開庭園"
    "或移到沒有板塊的位置。",
    sources=(S + " part two 4(2)", R + " K3"))
add("karesansui.stone.threshold", "What a stone needs", "石頭所需德行",
    "You may take a stone whose threshold is no more than your virtue: flat 1, small "
    "standing 2, reclining 3, tall standing 4, boat 5.",
    "可以獲得所需德行不超過自己德行點數的石頭：橫石 1、小立石 2、臥石 3、大立石 4、舟石 5。",
    sources=(S + " part two 4(3)", R + " K3, Y1"), assumption=True,
    note=Text(
        "The threshold table of 004_2dd42cb4566abbba.txt is a picture that did not survive; the "
        "thresholds come from a Japanese blog series on the rules, and the reading 'any stone up "
        "to your virtue' from a short Japanese rules summary.",
        "004_2dd42cb4566abbba.txt 的門檻表是一張沒有保存下來的圖片；門檻數字來自一系列介紹規則的日"
        "文部落格文章，「德行以內的任何石頭都可以拿」的讀法則來自一份簡短的日文規則摘要。"))
add("karesansui.stone.virtue-reset", "Your virtue drops to 0", "德行歸 0",
    "Whatever your virtue, taking a stone moves your virtue marker back to 0.",
    "取得石頭後，無論目前德行點數為何，都須將計分標記移回 0 格。",
    sources=(S + " part two 4(3)", R + " M1, Y1"))
add("karesansui.stone.supply", "Stones in the supply", "寺廟圖板上的石頭",
    "You can only take a kind of stone that is still on the temple board.",
    "只能獲得寺廟圖板上仍有的石頭種類。",
    sources=(S + " part two 4(3)",), assumption=True,
    note=Text(
        "Implied by taking stones from the temple board; no source says what happens when a kind "
        "runs out, so it simply cannot be taken.",
        "從寺廟圖板拿取石頭就隱含這一點；沒有來源說明某種石頭用完時怎麼辦，所以用完就不能再拿。"))
add("karesansui.stone.monk-column", "In the monk's column", "禪宗僧侶所在的縱列",
    "Place the stone on your monk's tile or another tile in the same column.",
    "石頭須放在禪宗僧侶所在的板塊，或與禪宗僧侶同一縱列的板塊上。",
    sources=(S + " part two 4(3)", R + " A1, B1"))
add("karesansui.stone.anywhere-at-six", "Anywhere with 6 virtue", "德行 6 點可放任何位置",
    "With 6 virtue you may place the stone on any tile, wherever your monk is.",
    "德行點數達到 6 點時，可以把石頭放在任一板塊上，無須考慮禪宗僧侶的位置。",
    sources=(S + " part two 4(3)",))
add("karesansui.stone.one-per-tile", "One stone per tile", "每個板塊 1 顆石頭",
    "A tile holds at most one stone; stones go on tiles, never on empty spaces.",
    "每個板塊上方只能放置 1 顆石頭；石頭只能放在板塊上。",
    sources=(S + " part two 4(3)",))
add("karesansui.stone.moss-neighbours", "Neighbouring stones need moss", "相鄰石頭須在苔上",
    "Two stones may lie on neighbouring tiles (side by side or one above the other) only if "
    "both tiles are moss tiles.",
    "2 顆石頭不能放在 2 個水平或垂直相鄰的砂礫板塊上；只有 2 個板塊都是苔蘚板塊時才可以相鄰。",
    sources=(S + " part two 4(3)", R + " A1, Y1"))
add("karesansui.stone.one-boat", "One boat stone each", "每人 1 顆舟石",
    "Each player may place only one boat stone in a game.",
    "每場遊戲中，每位玩家只能放置 1 顆舟石。",
    sources=(S + " part two 4(3)",))
add("karesansui.stone.monk-moves-off", "Off the monk's tile", "禪宗僧侶移開",
    "If you place the stone on your monk's tile, move the monk off it by the usual move "
    "(one step onto a tile).",
    "若石頭放在禪宗僧侶所在的板塊上，須將禪宗僧侶依移動規則移到其他板塊（移動 1 格到板塊上）。",
    sources=(S + " part two 4(3)", R + " Y1"),
    note=Text(
        "004_2dd42cb4566abbba.txt says the monk must move off (須將禪宗僧侶移置其它板塊上); a "
        "short Japanese rules summary says it may. The tutor follows 004_2dd42cb4566abbba.txt.",
        "004_2dd42cb4566abbba.txt 說「須將禪宗僧侶移置其它板塊上」；一份簡短的日文規則摘要則說「可"
        "以」移開。教學工具依照 004_2dd42cb4566abbba.txt。"))
add("karesansui.stone.monk-stuck", "A monk with nowhere to go", "無處可去的禪宗僧侶",
    "Where the monk cannot move off (no tile one step away), no stone can go on its tile.",
    "禪宗僧侶無法移開（上下左右 1 格都沒有板塊）時，不能把石頭放在它所在的板塊上。",
    sources=(S + " part two 4(3)", "tutor"), assumption=True,
    note=Text(
        "004_2dd42cb4566abbba.txt says the monk must move off a stone set on its tile but not "
        "what happens when it has nowhere to go; since it must move, the tutor forbids the "
        "stone there.",
        "004_2dd42cb4566abbba.txt 說石頭放在禪宗僧侶的板塊上時禪宗僧侶須移開，卻沒說它無處可去時"
        "怎麼辦；既然它必須移開，教學工具就不讓石頭放在那裡。"))

# -- gardener cards -------------------------------------------------------------------------
add("karesansui.gardener.use", "Using a gardener card", "使用庭園大師卡",
    "As part two of your turn you may turn your gardener card face up and do what it says; "
    "it is then discarded.",
    "後行動階段可以把庭園大師卡翻面並執行其特殊技能，使用 1 次後棄置。",
    sources=(S + " part two 4(4)", R + " H1, K3"))
add("karesansui.gardener.useless-card", "A card must do something", "卡片須能發揮效果",
    "A gardener card that can do nothing now (no stored tile to take, no room for a tile, no "
    "stone it could place) cannot be used.",
    "目前無法發揮效果的庭園大師卡（沒有暫存區的板塊可拿、沒有空位放板塊、沒有石頭可放）不能使用。",
    sources=("tutor",), assumption=True,
    note=Text(
        "No source says whether a card may be turned up to no effect. Doing so would only throw "
        "the card away in place of a part-two action, and zazen is always open, so the tutor "
        "refuses it and says why; no score changes either way.",
        "沒有來源說明能否把卡翻開而不發揮任何效果。那樣只是用掉一張卡來代替後行動，而座禪永遠"
        "可以選，所以教學工具拒絕並說明原因；兩種讀法都不會改變分數。"))
add("karesansui.gardener.tiles", "Gardener-card tiles", "庭園大師卡的板塊",
    "Tiles a gardener card lets you draw are placed in your garden at once by the usual "
    "placement rules, or discarded free; they cannot be gifted, stored or snatched.",
    "因庭園大師卡取得的板塊須立即依板塊放置規則擺放在自家庭園，或免費廢棄；不能讓渡、保管，也"
    "不會遭到強奪。",
    sources=(S + " part two 4(4)", R + " N1, R3"))
add("karesansui.gardener.taken-placed", "Taken tiles are placed", "拿取的板塊須配置",
    "A tile a gardener card lets you take from a storage space (Ishikawa Jōzan) goes into "
    "your garden at once by the usual placement rules: it cannot be discarded, gifted or "
    "stored, and nobody can snatch it. Only tiles a card lets you draw may be discarded free.",
    "因庭園大師卡從暫存區拿取的板塊（石川丈山）須立即依板塊放置規則擺放在自家庭園：不能廢棄、"
    "讓渡或保管，也不會遭到強奪。只有卡片讓你抽取的板塊才能免費廢棄。",
    sources=(S + " part two 4(4)", R + " R3, X2"),
    note=Text(
        "004_2dd42cb4566abbba.txt allows the free discard only for cards that let you draw and "
        "place tiles (提供玩家抽取及放置板塊) and says that tiles a card gives you must be laid in "
        "your garden at once (取得的板塊須立即擺放在自家庭園圖板內); the write-ups give Ishikawa "
        "Jōzan's card as taking tiles from storage spaces and placing all of them.",
        "004_2dd42cb4566abbba.txt 只允許「提供玩家抽取及放置板塊」的卡免費廢棄，並說「取得的板塊須"
        "立即擺放在自家庭園圖板內」；玩家的文章也說石川丈山是拿取暫存區的板塊並全部配置。"))
add("karesansui.gardener.take-room", "Take only what you can place", "只拿能配置的板塊",
    "With Ishikawa Jōzan you take one stored tile at a time and place it before taking "
    "another, and you may take only while your garden has an empty space. Any garden with "
    "an empty space has a space where a tile may go, so every tile taken can be placed.",
    "使用石川丈山時，一次拿取 1 個暫存區的板塊，配置後才能再拿下一個；只有自家庭園還有空位時"
    "才能拿取。有空位的庭園一定有可以放板塊的位置，所以拿到的板塊一定能配置。",
    sources=(S + " part two 4(4)", R + " R3", "tutor"), assumption=True,
    note=Text(
        "No source says what happens to a taken tile that has nowhere to go. Since taken tiles "
        "must be placed (取得的板塊須立即擺放), the tutor lets a player take only while a tile can "
        "still go down, rather than let the card throw another player's stored tile away.",
        "沒有來源說明拿到的板塊無處可放時怎麼辦。既然「取得的板塊須立即擺放」，教學工具只在還能"
        "放下板塊時才讓玩家拿取，而不是讓這張卡把別人暫存區的板塊丟掉。"))
add("karesansui.gardener.stones", "Gardener-card stones", "庭園大師卡的石頭",
    "A stone a gardener card lets you take and place ignores your monk's position, but the "
    "other stone rules still apply.",
    "因庭園大師卡拿取並放置的石頭不受禪宗僧侶位置限制，但仍須遵守其他石頭放置規則。",
    sources=(S + " part two 4(4)",))
add("karesansui.gardener.shigemori", "Shigemori Mirei guards your next turn",
    "重森三玲保護你的下一回合",
    "As part two you may use Shigemori Mirei: until the end of your next turn, nobody can "
    "snatch a tile you declare for placing (drawn or stored). He can be used only while your "
    "garden has an empty space and snatching is still allowed. With the option "
    "`shigemori='counter'` he is played against a snatch instead (next rule).",
    "後行動可以使用重森三玲：直到你下一回合結束，其他玩家都不能強奪你宣告配置的板塊（剛抽取的"
    "或暫存區的）。只有你的庭園還有空位、而且還可以強奪時才能使用。選項 `shigemori='counter'` "
    "則改為在板塊被強奪時打出（下一條規則）。",
    sources=(S + " part two 4(4), extra actions 3(2)", R + " round 3 §4 (Z1, Z3), round 4 §0d"),
    assumption=True, option="shigemori",
    note=Text(
        "Japanese play reports say Shigemori Mirei blocks a snatch at the decisive moment; the "
        "card's own wording is not known. 004_2dd42cb4566abbba.txt makes using a gardener card "
        "a part-two action (後行動 (4) 使用庭園大師卡) and no source gives any card a reaction "
        "timing, so by default he is part two like every other card. A snatch happens in part "
        "one, before part two, so his protection must reach into your next turn to protect "
        "anything: the tutor's reading is that it covers every tile you declare for placing "
        "until the end of your next turn. The effect is marked provisional in the tutor's data "
        "(`GARDENERS` in `tutor/games/karesansui/data.py`).",
        "日本玩家的遊戲心得說重森三玲能在關鍵時刻阻止強奪；卡片本身的文字不明。"
        "004_2dd42cb4566abbba.txt 把使用庭園大師卡列為後行動（後行動 (4) 使用庭園大師卡），也沒有"
        "任何來源讓卡片在對方行動時打出，所以預設他和其他卡一樣是後行動。強奪發生在前行動，在後行動"
        "之前，所以他的保護必須延續到你的下一回合才有作用：教學工具的解讀是，直到你下一回合結束，你"
        "宣告配置的每個板塊都受到保護。此效果在教學工具的資料中標示為暫定"
        "（`tutor/games/karesansui/data.py` 的 `GARDENERS`）。"))
add("karesansui.gardener.counter-snatch", "Option: Shigemori Mirei counters a snatch",
    "選項：重森三玲反制強奪",
    "With the option `shigemori='counter'`: when another player snatches a tile you are "
    "placing and you hold Shigemori Mirei, you are asked whether to allow the snatch or play "
    "him (`allow snatch` or `use shigemori`): played, the snatch is cancelled, the snatcher "
    "loses no virtue, your tile goes where you said and nobody else may snatch it. He is "
    "then never part two. A player without the card is not asked: the snatch happens at "
    "once. With 2 players he counts as the turn's one gardener card.",
    "選項 `shigemori='counter'`：其他玩家強奪你正在配置的板塊，而你持有重森三玲時，會詢問你允許"
    "強奪或打出他（`allow snatch` 或 `use shigemori`）：打出時取消這次強奪，強奪者不損失德行，"
    "板塊放在你宣告的位置，其他人也不能再強奪。此時他不是後行動。沒有這張卡的玩家不會被詢問："
    "強奪立即成立。兩人遊戲時，它算作該回合唯一的一張庭園大師卡。",
    sources=(S + " extra actions 3(2), part two 4(4)", R + " round 3 §4 (Z1, Z3)"),
    assumption=True, option="shigemori",
    note=Text(
        "A Japanese play report says it would be fine to counter (カウンター) a snatch of the "
        "last tile with Shigemori Mirei, which suggests he is played in reaction; no other "
        "source gives a card a reaction timing, and 004_2dd42cb4566abbba.txt says the player "
        "laying a tile cannot refuse a snatch, so this reading is an option, off by default. "
        "That the snatcher then pays nothing follows 004_2dd42cb4566abbba.txt, where only a "
        "successful snatch costs virtue (成功發動「強奪」的玩家須損失2點德行點數). Only a player "
        "who holds the card is asked, as at a table where the holder speaks up.",
        "一篇日本玩家的遊戲心得說，用重森三玲「カウンター」（反制）對最後一個板塊的強奪會很帥，"
        "暗示他是在對方行動時打出；沒有其他來源讓卡片這樣使用，而 004_2dd42cb4566abbba.txt 說"
        "行動玩家不能拒絕強奪，所以這種讀法是選項，預設不採用。強奪者因此不損失德行，依照 "
        "004_2dd42cb4566abbba.txt 只有「成功發動「強奪」的玩家須損失2點德行點數」。只有持有這張卡"
        "的玩家會被詢問，就像在桌邊由持卡者自己開口。"))
add("karesansui.gardener.known", "The known gardener cards", "已知的庭園大師卡",
    "Musō Soseki: any stone on any tile. Zen'ami: draw 2 tiles, place both (or discard "
    "free). Sesshū: draw 3, place 1, discard the rest free. Ishikawa Jōzan: take tiles from "
    "other players' storage spaces and place them.",
    "夢窗疏石：任一石頭放在任一板塊。善阿彌：抽取 2 個板塊並配置（或免費廢棄）。雪舟：抽取 3 個，"
    "配置 1 個，其餘免費廢棄。石川丈山：從其他玩家的暫存區拿取板塊並配置。",
    sources=(R + " N1, R3, X2",), assumption=True,
    note=Text(
        "Known from players' write-ups, not from 004_2dd42cb4566abbba.txt. Musō Soseki's stone "
        "leaves your virtue unchanged: no source says it costs virtue.",
        "這些效果來自玩家的文章，不是 004_2dd42cb4566abbba.txt。夢窗疏石的石頭不改變你的德行：沒有"
        "來源說它要花德行。"))
add("karesansui.gardener.provisional", "Provisional gardener cards", "暫定的庭園大師卡",
    "All nine cards are named, but Sen no Rikyū's effect is known only in part, Kentei's, "
    "Kobori Enshū's and Kanamori Sōwa's not at all, and Shigemori Mirei's only in outline: "
    "the tutor gives them stand-in effects or readings marked provisional (see data).",
    "九張卡都有名稱，但千利休的效果只知道一部分，賢庭、小堀遠州和金森宗和的完全不明，重森三玲的"
    "只知道大概：教學工具以標示為暫定的效果或解讀代替（見資料）。",
    sources=(R + " N1, X4, X5; round 2 §4; round 3 §4",), assumption=True,
    note=Text(
        "Stand-ins built from the known cards' kinds of effect, marked provisional in the tutor's "
        "data (`GARDENERS` in `tutor/games/karesansui/data.py`), to be replaced when the printed "
        "cards are known.",
        "依已知卡片的效果種類做出的代替效果，在教學工具的資料中標示為暫定"
        "（`tutor/games/karesansui/data.py` 的 `GARDENERS`），等知道實體卡片的內容後替換。"))

# -- the end ----------------------------------------------------------------------------------
add("karesansui.end.complete-garden", "A complete garden", "完成的庭園",
    "Once your garden holds 15 tiles, on your later turns you play only part two.",
    "庭園圖板完成 15 個板塊放置後，之後的回合僅進行後行動四選一階段。",
    sources=(S + " end 5", R + " K4"))
add("karesansui.end.completed-mid-turn", "Completed during part one", "在前行動中完成",
    "If your garden is completed during part one (by your stored tile before you draw), the "
    "rest of part one is skipped that turn: you go on with part two.",
    "如果你的庭園在前行動中完成（抽取前放入暫存區的板塊），那回合略過前行動的其餘部分，接著進行"
    "後行動。",
    sources=(S + " end 5", "tutor"), assumption=True,
    note=Text(
        "004_2dd42cb4566abbba.txt does not say; there is nowhere left to put a tile, so the "
        "tutor skips the draw.",
        "004_2dd42cb4566abbba.txt 沒有說明；已經沒有地方放板塊了，所以教學工具略過抽取。"))
add("karesansui.end.restrictions", "After the first complete garden", "首座庭園完成後",
    "Once any garden is complete, the other players may no longer gift, discard or snatch; "
    "they place or store the drawn tile, and may still place from storage.",
    "有玩家完成庭園後，其他玩家不能再讓渡、廢棄或強奪；抽取的板塊只能配置或保管，仍可執行"
    "暫存區配置。",
    sources=(S + " end 5", R + " K4, Y1"))
add("karesansui.end.all-complete", "The game ends", "遊戲結束",
    "The game ends when every garden holds 15 tiles; then the gardens are scored.",
    "所有玩家的庭園圖板皆完成 15 個板塊放置時，遊戲結束並進入計分。",
    sources=(S + " end 5", R + " K4, R2"))
add("karesansui.end.last-turn", "The last turn is finished", "最後一回合下完",
    "The player who lays the last tile of the last garden finishes that turn (part two "
    "included) before the game ends.",
    "放下最後一座庭園最後一個板塊的玩家，先下完那一回合（包括後行動），遊戲才結束。",
    sources=(S + " end 5", "tutor"), assumption=True,
    note=Text(
        "004_2dd42cb4566abbba.txt says the game ends when every garden is complete, not whether "
        "the turn that completes the last one is finished; the tutor lets it finish, as a turn "
        "always has both parts.",
        "004_2dd42cb4566abbba.txt 說所有庭園完成時遊戲結束，卻沒說完成最後一座庭園的那一回合是否"
        "下完；教學工具讓它下完，因為一個回合總有兩個階段。"))

# -- scoring ----------------------------------------------------------------------------------
add("karesansui.score.gravel", "Gravel rectangle", "砂礫板塊",
    "1 point for each tile of the largest rectangle made only of gravel tiles (a 4 x 2 "
    "rectangle scores 8).",
    "由砂礫板塊所建構的最大矩形區域，每個砂礫板塊得 1 分（如 4 × 2 = 8 分）。",
    sources=(S + " scoring (1)", R + " K5, Y1"))
add("karesansui.score.moss", "Moss tiles", "苔蘚板塊",
    "2 points for each moss tile.", "每個苔蘚板塊得 2 分。",
    sources=(S + " scoring (2)", R + " K5, Y4"))
add("karesansui.score.symmetry", "Symmetric rows", "對稱板塊",
    "5 points for each row of 5 tiles that is left-right symmetric: the outer tiles mirror "
    "each other and the second and fourth mirror each other; the middle tile is a pattern "
    "of its own (next rule).",
    "某一橫列的 5 個板塊左右對稱（最左與最右的砂紋相互對稱，左右第二個相互對稱，中間板塊為一"
    "獨立砂紋型態，見下一條規則），得 5 分。",
    sources=(S + " scoring (3)", R + " Y1, Y4; round 2 §6b"))
add("karesansui.score.symmetry-middle", "The middle of a symmetric row", "對稱橫列的中間板塊",
    "The middle tile of a symmetric row may be any tile. With the option "
    "`symmetry_middle='symmetric'` it must be symmetric in itself.",
    "對稱橫列的中間板塊可以是任何板塊。選項 `symmetry_middle='symmetric'` 則要求它本身左右對稱。",
    sources=(S + " scoring (3)", R + " Y1, Y4; round 2 §6b"), assumption=True,
    option="symmetry_middle",
    note=Text(
        "004_2dd42cb4566abbba.txt spells out what a symmetric row is: the outer pair mirror "
        "each other, the second pair mirror each other, and the middle tile is 一獨立砂紋型態 "
        "(an independent pattern: it stands alone, paired with no other tile). It sets no "
        "condition on the middle tile and gives no example that would, so by default the "
        "middle may be any tile. Reading it as 'symmetric in itself' (a row mirrored as a "
        "whole) is the option `symmetry_middle='symmetric'`. Which designs mirror which comes "
        "from the provisional tile drawings.",
        "004_2dd42cb4566abbba.txt 說明了對稱橫列的條件：最左與最右相互對稱，左右第二個相互對稱，"
        "中間板塊為「一獨立砂紋型態」（自成一格，不與其他板塊配對）。它對中間板塊沒有設條件，也沒有"
        "任何例子要求條件，所以預設中間可以是任何板塊。把它讀成「本身對稱」（整排成鏡像）是選項 "
        "`symmetry_middle='symmetric'`。哪些圖像互相對稱，取自暫定的板塊圖像。"))
add("karesansui.score.whirlpools", "Whirlpools", "漩渦砂紋",
    "A full circle of ripples scores 2 points for each tile it spans, a half circle 1 point "
    "per tile. Circles that take in a moss tile score nothing.",
    "全圓形漩渦每個砂礫板塊得 2 分，半圓形漩渦每個砂礫板塊得 1 分。有苔蘚板塊參與的漩渦不得分。",
    sources=(S + " scoring (4)", R + " H1, K5, Y1; round 2 §2"))
add("karesansui.score.whirlpool-shapes", "What makes a circle", "圓的構成",
    "Arcs of one size around one corner point make a full circle when four tiles meet "
    "there, and a half circle when exactly two neighbouring tiles do. A half-circle tile "
    "makes a full circle with a turned half-circle tile next to its curve, else a half circle "
    "of its own.",
    "同一大小的扇形砂紋環繞同一角點：四個板塊齊聚成為全圓，恰有兩個相鄰板塊則為半圓。半圓板塊"
    "與弧線相對的轉向半圓板塊構成全圓，否則自成半圓。",
    sources=(R + " H1, R1, round 2 §2", "tutor"), assumption=True,
    note=Text(
        "How tiles make circles is not described in any source we could read; a worked scoring "
        "example on a shop's product page, with a photo (a circle of 4 tiles worth 8, two half "
        "circles worth 2 each), fits this reading. The example of 004_2dd42cb4566abbba.txt, 4 "
        "points for a 4-tile circle, contradicts its own 2-per-tile rule and that photo, so 2 x 4 "
        "= 8 is used. Three arcs around a point (a broken circle) score nothing.",
        "我們能讀到的來源都沒有說明板塊如何組成圓；一個商店商品頁上附照片的計分範例（4 個板塊組成的"
        "圓得 8 分，兩個半圓各得 2 分）符合這個讀法。004_2dd42cb4566abbba.txt 的例子是 4 個板塊的圓"
        "得 4 分，與它自己「每個板塊 2 分」的規則及那張照片矛盾，所以採用 2 × 4 = 8。同一點周圍只"
        "有三段弧（不完整的圓）不得分。"))
add("karesansui.score.ripples", "Joined ripples", "連結砂紋",
    "7 points if every seam of the complete garden joins; otherwise -2 for each seam "
    "between two tiles whose ripples do not join.",
    "若完成庭園的 15 個板塊間所有連接處的砂紋皆完整連結，得 7 分；否則每個未連結或連結不完整的"
    "連接處扣 2 分。",
    sources=(S + " scoring (5)", R + " K5"))
add("karesansui.score.stone-kinds", "Kinds of stone", "石頭種類",
    "2 points for each kind of stone in your garden, however many of it.",
    "庭園中擺放的每種石頭（無論數量多少）得 2 分。",
    sources=(S + " scoring (6)", R + " K5, Y4"))
add("karesansui.score.arrangements", "Stone arrangements", "石頭擺放",
    "Arrangements A to F score their points; one stone may serve several arrangements, "
    "except that A with A, B with B and A with B cannot share a stone (only the higher "
    "counts), and C, D and F score once each.",
    "符合 A~F 組石頭放置型態可得分；同一顆石頭可以重複組合，但 A 組與 A 組、B 組與 B 組、A 組與 "
    "B 組不能重複計分（僅計較高分的 1 組），C、D、F 組僅計算一次。",
    sources=(S + " scoring (7)", R + " R2, round 2 §1"))
add("karesansui.score.arrangement-a", "A: keima", "A 組：馬走日",
    "Two stones a knight's move apart (keima), with no other stone in their 2 x 3 block: "
    "5 points.",
    "兩顆石頭相隔一個馬走日（像象棋的馬走日字），且其 2 × 3 區塊內沒有其他石頭：5 分。",
    sources=(R + " K5, R2, Y4; round 2 §1",), assumption=True,
    note=Text(
        "004_2dd42cb4566abbba.txt names the groups by letter only; A = keima follows from its "
        "overlap rule, since a player's notes quoting the rulebook say a stone in one keima may "
        "not serve another.",
        "004_2dd42cb4566abbba.txt 只用字母稱呼各組；A 組是馬走日（日本玩家稱為桂馬），是從它的重複"
        "計分規則推得的：一位玩家引用規則書的筆記說，一個馬走日裡的石頭不能再用於另一個馬走日。"))
add("karesansui.score.arrangement-b", "B: diagonal", "B 組：斜置",
    "Three stones in a diagonal line: 7 points.",
    "三顆石頭斜向排成一直線：7 分。",
    sources=(R + " H1, K5; round 2 §1",), assumption=True,
    note=Text(
        "B = the diagonal is a reading: a Japanese blog series on the rules lists the diagonal "
        "second, after keima.",
        "B 組是斜置，這是一種讀法：一系列介紹規則的日文部落格文章把斜置列在第二，排在馬走日之後。"))
add("karesansui.score.arrangement-c", "C: Buddhist triad", "C 組：三尊石",
    "Three standing stones in the top row: 15 points, once.",
    "上排有三顆立石：15 分，僅計一次。",
    sources=(R + " H1; round 2 §1",), assumption=True,
    note=Text(
        "A shop's worked scoring example says 上段に立石が3つ並んだ (three standing stones lined "
        "up in the top row); the tutor does not require them side by side or of particular sizes.",
        "一個商店的計分範例寫「上段に立石が3つ並んだ」（上排並列三顆立石）；教學工具不要求它們相鄰，"
        "也不要求特定大小。"))
add("karesansui.score.arrangement-d", "D: boat stone", "D 組：舟石",
    "The boat stone in the bottom row: 5 points (provisional), once.",
    "舟石位於下排：5 分（暫定），僅計一次。",
    sources=(R + " R1; round 2 §1",), assumption=True, option="boat_bonus",
    note=Text(
        "That the boat stone scores in the bottom row is known (a player's glossary of the game: "
        "下段に); its value is not: no source gives one. The `boat_bonus` option sets it; its "
        "default, 5, is the tutor's stand-in.",
        "舟石在下排得分是已知的（一位玩家整理的遊戲用語：「下段に」）；分數則不明：沒有資料提供數值。"
        "選項 `boat_bonus` 設定分數；預設的 5 分是教學工具的代替值。"))
add("karesansui.score.arrangement-e", "E: Mount Hōrai", "E 組：蓬萊山",
    "Two tall standing stones on neighbouring moss tiles (side by side or one above the "
    "other): 6 points (provisional) for each pair.",
    "兩顆大立石位於相鄰的苔蘚板塊（左右或上下相鄰）：每對 6 分（暫定）。",
    sources=(S + " scoring (7)", R + " round 2 §1; round 3 §3 (Z3, Z4)"), assumption=True,
    note=Text(
        "A Japanese news article quoted on a blog describes a Mount Hōrai (蓬萊山) bonus: two "
        "moss tiles side by side, each with a tall standing stone. That it is the summary's "
        "group E, which may repeat and share stones, is an inference; whether a pair one above "
        "the other counts, and the points, are not known (6 is the tutor's stand-in). Marked "
        "provisional in the tutor's data (`ARRANGEMENTS['E']` in "
        "`tutor/games/karesansui/data.py`).",
        "一位部落客引用的日本新聞報導提到蓬萊山加分：兩個並排的苔蘚板塊上各有一顆大立石。"
        "它是摘要的 E 組（可以重複，也可以共用石頭）是推論；上下相鄰是否算數以及分數都不明"
        "（6 分是教學工具的代替值）。在教學工具的資料中標示為暫定"
        "（`tutor/games/karesansui/data.py` 的 `ARRANGEMENTS['E']`）。"))
add("karesansui.score.arrangement-f", "F: provisional", "F 組：暫定",
    "Arrangement F is not known; the tutor's stand-in: a flat, a small standing and a "
    "reclining stone in that order left to right in one row, 6 points, once.",
    "F 組不明；教學工具暫以「同一排由左至右依序有橫石、小立石、臥石，6 分，僅計一次」代替。",
    sources=(S + " scoring (7)", R + " Y4; round 2 §1"), assumption=True,
    note=Text(
        "Only 'counts once' is known; a play report mentions points for stones in a set order. "
        "The stand-in is marked provisional in the tutor's data (`ARRANGEMENTS['F']` in "
        "`tutor/games/karesansui/data.py`), to be replaced when the printed pattern is known.",
        "只知道「僅計算一次」；一篇遊戲心得提到依指定順序擺放石頭可以得分。代替的型態在教學工具的"
        "資料中標示為暫定（`tutor/games/karesansui/data.py` 的 `ARRANGEMENTS['F']`），等知道實際"
        "圖樣後替換。"))
add("karesansui.score.famous-garden", "Famous garden", "名庭園",
    "If your stones stand where your famous-garden card shows them, score the card's points "
    "(10 to 15). With 2 players, each scores at most one of the three shared cards (the best "
    "one).",
    "若石頭擺放位置與名庭園卡所繪相同，得到卡片右上方的分數（10~15 分）。兩人遊戲時，每位玩家"
    "最多從 3 張共同卡中得 1 張的分數（取最高）。",
    sources=(S + " scoring (8)", R + " A1, X2, Y2, Y4"))
add("karesansui.score.card-layouts", "Provisional card layouts", "暫定的名庭園卡",
    "The stone layouts and points of the 14 famous-garden cards are the tutor's stand-ins "
    "(10 to 15 points; ☆ read as a standing stone, □ as any stone); three card names are too.",
    "14 張名庭園卡的石頭位置與分數由教學工具暫定（10~15 分；☆ 解讀為立石，□ 為任何石頭）；"
    "其中 3 張的名稱也是。",
    sources=(R + " Y4; round 2 §3; round 3 §2",), assumption=True,
    note=Text(
        "The cards are printed pictures that could not be read; 11 names are known, and a card "
        "gives at most 15 points (a Japanese review). Play reports hint at three layouts: moss "
        "in Ryōgen-in's middle row, moss and tall standing stones for Daisen-in, a Buddhist "
        "triad in Konchi-in; the tutor's layouts for those follow the hints. The stand-ins, and "
        "the reading of ☆ and □, are marked provisional in the tutor's data (`FAMOUS_GARDENS` "
        "and `CARD_SYMBOLS` in `tutor/games/karesansui/data.py`), to be replaced when the "
        "printed cards are known.",
        "這些卡片是無法讀取的印刷圖片；已知 11 個名稱，每張卡最多 15 分（一篇日文評論）。遊戲心得"
        "提示了三張卡的位置：龍源院的中排是苔、大仙院需要苔與大立石、金地院有三尊石；教學工具"
        "為這三張設計的位置依照這些提示。代替的內容以及 ☆、□ 的解讀在教學工具的資料中標示為暫定"
        "（`tutor/games/karesansui/data.py` 的 `FAMOUS_GARDENS` 與 `CARD_SYMBOLS`），等知道實體卡片"
        "後替換。"))
add("karesansui.score.virtue", "Virtue", "德行",
    "1 point for each virtue you have left.", "每點德行得 1 分。",
    sources=(S + " scoring (9)",))
add("karesansui.score.ties-shared", "Ties", "平手",
    "The highest total wins; tied players share the win.",
    "分數最高者獲勝；平手時由平手玩家共同贏得勝利。",
    sources=(S + " end 5",))
add("karesansui.data.tiles", "Provisional tile catalogue", "暫定的板塊圖像",
    "The 22 tile designs, their copy counts and their edges are the tutor's, drawn from what "
    "is known; only the totals are certain: 80 tiles, 13 gravel and 9 moss designs.",
    "22 種板塊圖像、數量與邊緣由教學工具依已知資訊設計；只有總數確定：80 個板塊、13 種砂礫板塊"
    "與 9 種苔蘚板塊。",
    sources=(S + " components", R + " R1, R2, X3; round 2 §2"), assumption=True,
    note=Text(
        "The tile sheet is a picture that could not be read. The designs are marked provisional "
        "in the tutor's data (`DESIGNS` in `tutor/games/karesansui/data.py`: a design's lines, "
        "arcs, half circle and moss polygons), to be replaced when the real tiles are known; "
        "joins, circles and mirror images are derived from that geometry.",
        "板塊圖是一張無法讀取的圖片。板塊圖像在教學工具的資料中標示為暫定"
        "（`tutor/games/karesansui/data.py` 的 `DESIGNS`：每種圖像的線條、弧線、半圓與苔蘚"
        "多邊形），等知道實體板塊後替換；連結、圓與鏡像都由這些幾何推得。"))
