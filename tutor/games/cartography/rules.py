"""The Cartography rule registry: every rule the engine enforces or scores.

Sources: ``seed 003`` is ``003_aa27acea8e4117cd.txt`` (a Traditional Chinese blog translation
of the rulebook); ``research §n`` is a section of our research notes on Cartography. Learners
see them as :func:`tutor.core.rules.source_label` names them; the notes of the assumptions
name them the same way, in both languages.
"""

from __future__ import annotations

from ...core.lang import Text
from ...core.rules import RuleRegistry

SEED = "seed 003"

RULES = RuleRegistry("cartography")
RULES.add_contract_rules()
add = RULES.add

# -- set-up ---------------------------------------------------------------------------
add("cartography.setup.players", "Two players", "兩位玩家",
    "Cartography is for two players: Blue and Orange, 30 stones each.",
    "地圖學是兩人遊戲：藍方與橘方，各有 30 顆棋子。",
    sources=(SEED + " components", "research §1"))
add("cartography.setup.start-hexagon", "Start hexagon", "起始六邊形",
    "The map starts as a hexagon of six plain tiles around one point.",
    "地圖一開始是由六個空白板塊圍繞一點組成的六邊形。",
    sources=(SEED + " set-up", "research §3"))
add("cartography.setup.game-length", "Game length", "遊戲長度",
    "Before play, choose how many tiles each player lays: 5, 10 or 15 "
    "(about 20, 40 or 60 minutes).",
    "開始前選擇每位玩家打出的板塊數量：5、10 或 15 個（約 20、40 或 60 分鐘）。",
    sources=(SEED + " set-up",), option="tiles_per_player")
add("cartography.setup.tile-counts", "Tiles of each type", "各種板塊的數量",
    "Besides the six start tiles, the face-up supply holds five tiles of each of the six types.",
    "除了六個起始板塊，公開的供應區有六種板塊，每種五個。",
    sources=(SEED + " components (36 tiles)", "research §2, §10"), assumption=True,
    option="supply",
    note=Text(
        "003_aa27acea8e4117cd.txt counts 36 tiles, and public notes on the rules (from the "
        "designer's prototype) identify six tile types, but no source gives how many tiles "
        "there are of each type. 36 tiles less the 6 start tiles leave 30: we take 5 of each "
        "type. A game option sets other counts.",
        "003_aa27acea8e4117cd.txt 說共有 36 個板塊，公開的規則資料整理（根據設計者的原型）找出"
        "六種板塊，但沒有任何來源說明每種各有幾個。36 個板塊減去 6 個起始板塊剩 30 個：我們算作"
        "每種 5 個。遊戲選項可以設定其他數量。"))
add("cartography.setup.start-player", "Start player", "起始玩家",
    "One player is chosen to start; players then alternate turns.",
    "選一位玩家作為起始玩家，之後輪流進行。",
    sources=(SEED + " set-up",), option="start_player")

# -- the turn -------------------------------------------------------------------------
add("cartography.turn.order", "Turn order", "回合順序",
    "A turn is: (1) place a tile, (2) optionally place a stone, (3) capture.",
    "每回合依序：（1）放置一個板塊，（2）可以放置一顆棋子，（3）捕捉棋子。",
    sources=(SEED + " 遊戲進行",))
add("cartography.tile.mandatory", "A tile is mandatory", "一定要放板塊",
    "While you have tiles left and one can legally be placed, you must place a tile first.",
    "只要你還有板塊，而且有地方可以放，就必須先放置一個板塊。",
    sources=(SEED + " step 1", "research §4"))
add("cartography.tile.no-tiles-skip", "No tile: skip to the stone", "沒有板塊就跳到步驟 2",
    "With no tiles left (or no legal place for any), go straight to placing a stone.",
    "沒有板塊（或沒有任何地方可以放）時，直接進行步驟 2：放置棋子。",
    sources=(SEED + " step 1 C",))
add("cartography.tile.allotment", "Your tiles", "你的板塊",
    "Each player lays only as many tiles as the chosen game length allows.",
    "每位玩家只能打出所選遊戲長度規定的板塊數量。",
    sources=(SEED + " set-up",), option="tiles_per_player")
add("cartography.tile.supply", "Take from the supply", "從供應區拿取",
    "You choose the tile by type from the face-up supply; a type that has run out "
    "cannot be chosen.",
    "你從公開的板塊供應區依種類挑選板塊；已經用完的種類不能再選。",
    sources=(SEED + " set-up", "research §4"))
add("cartography.tile.one-per-slot", "One tile per slot", "一格只能放一個板塊",
    "A slot holds one tile: a new tile goes only into an empty triangle.",
    "每一格只能放一個板塊：新板塊只能放在空位。",
    sources=(SEED + " step 1", "research §2.3, §11"))
add("cartography.tile.adjacent", "Touch the map", "連接地圖",
    "A new tile must share at least one edge with the map.",
    "新板塊必須與地圖至少共用一條邊。",
    sources=("research §2.3 (prototype)",))
add("cartography.tile.edges-match", "Edges match", "邊要吻合",
    "Every edge the new tile shares with the map must match: open to open, wall to wall.",
    "新板塊與地圖共用的每一條邊都必須吻合：開放對開放，牆對牆。",
    sources=(SEED + " step 1 A", "research §2.3"))
add("cartography.tile.corners-free", "Corners need not match", "角不必吻合",
    "Only edges are compared; a wall that ends in a corner need not continue.",
    "只比對邊；牆通到角落時，角落旁的板塊不必延續它。",
    sources=(SEED + " step 1 B", "research §2.3"))
add("cartography.tile.rotation", "Turning a tile", "旋轉板塊",
    "A tile may be turned by 0, 120 or 240 degrees before it is placed.",
    "放置前可以把板塊旋轉 0、120 或 240 度。",
    sources=("research §2.3",))

# -- regions and stones ----------------------------------------------------------------
add("cartography.region.walls", "Regions and walls", "區域與牆",
    "Each dot is a region. Regions on neighbouring tiles connect across a shared edge; "
    "a wall separates the regions on its two sides.",
    "每個紅點是一個區域。相鄰板塊上的區域跨過共用的邊相連；牆把兩側的區域隔開。",
    sources=(SEED + " step 3 B", "research §2.4"))
add("cartography.stone.optional", "A stone is optional", "棋子可以不放",
    "After the tile you may place one stone, or place none.",
    "放完板塊後，你可以放一顆棋子，也可以不放。",
    sources=(SEED + " step 2 D",))
add("cartography.stone.one-per-region", "One stone per region", "每個區域一個棋子",
    "A stone goes on an empty region; each region holds at most one stone.",
    "棋子只能放在空的區域；每個區域最多一顆棋子。",
    sources=(SEED + " step 2 B",))
add("cartography.stone.liberty", "Keep a liberty", "保留一口氣",
    "After placing, your stone or its group must touch at least one open (empty) region.",
    "放下後，你的棋子（或它所屬的一組棋子）旁必須至少有一個開放（空）的相鄰區域。",
    sources=(SEED + " step 2 A", "research §6"))
add("cartography.stone.capture-exception", "Capturing is allowed", "捕捉的例外",
    "A stone with no open neighbour may still be placed if it captures.",
    "如果放下的棋子形成捕捉，即使旁邊沒有開放的區域也可以放。",
    sources=(SEED + " step 2 A", "research §6"))
add("cartography.stone.ko", "No repeating (ko)", "不可重覆（劫）",
    "A stone may not bring back the position before the opponent's last move: you cannot "
    "capture back at once the stone that has just captured yours.",
    "放置棋子不能重覆對手上一步之前的局面：剛捕捉你棋子的那顆棋子，不能立刻被捕捉回來。",
    sources=(SEED + " step 2 C", "research §7"), option="ko",
    note=Text(
        "003_aa27acea8e4117cd.txt forbids repeating the previous game state (「不能重覆前一次"
        "的遊戲狀態」), for instance both players capturing at the same place (「例如彼此於相同"
        "位置吃棋」): the simple ko of Go, the summary's rule read as it is written (no "
        "return to the position at the start of the previous turn); no other source "
        "mentions ko. The other reading, superko (no return to any earlier position), is a "
        "game option. What a position holds (the stones only, or the tiles too) the "
        "summary does not say: cartography.stone.ko-stones.",
        "003_aa27acea8e4117cd.txt 禁止重覆前一次的局面（「不能重覆前一次的遊戲狀態」，「例如彼此"
        "於相同位置吃棋」）：照字面讀，就是圍棋的簡單劫（不能回到上一回合開始時的局面）；其他"
        "來源都沒有提到劫。另一種讀法「全局禁同」（不能回到任何先前出現過的局面）是遊戲選項。"
        "局面包含什麼（只有棋子，還是也包括板塊），摘要沒有說：見 cartography.stone.ko-stones。"))
add("cartography.stone.ko-stones", "Ko compares the stones", "劫只比較棋子",
    "For the ko rule a position is the stones on the map: a tile laid in between does not "
    "make the immediate recapture legal.",
    "判斷劫時，局面指的是地圖上的棋子：中間放了板塊，也不能立刻捕捉回來。",
    sources=(SEED + " step 2 C",), assumption=True, option="ko_position",
    note=Text(
        "The example of a forbidden repetition in 003_aa27acea8e4117cd.txt is capturing back "
        "and forth at the same place (「例如彼此於相同位置吃棋」, for instance both capturing "
        "at the same place). Every turn begins with a tile while tiles last, so if the tiles "
        "counted, the ko rule would never apply during most of the game. We compare the "
        "stones on the map (regions added since count as empty); a game option compares the "
        "stones and the tiles instead.",
        "003_aa27acea8e4117cd.txt 舉的禁止重覆的例子，是在同一個位置彼此來回捕捉（「例如彼此於"
        "相同位置吃棋」）。板塊還沒用完時，每回合都從放板塊開始；如果板塊也算在局面裡，大半場"
        "遊戲都用不到劫的規則。我們比較地圖上的棋子（之後新增的區域算作空的）；遊戲選項可以"
        "改為同時比較棋子和板塊。"))
add("cartography.stone.supply", "Stones run out", "棋子用完",
    "Each player has 30 stones; with none left in your supply you cannot place one. "
    "Captured stones stay with the capturer.",
    "每位玩家有 30 顆棋子；手上沒有棋子時就不能再放。捕捉的棋子留在捕捉者手上。",
    sources=(SEED + " components", "research §9"), assumption=True,
    note=Text(
        "003_aa27acea8e4117cd.txt lists 30 stones per player but does not say what happens "
        "when they run out; we stop placement: with none left you cannot place a stone.",
        "003_aa27acea8e4117cd.txt 列出每位玩家 30 顆棋子，但沒有說用完時怎麼辦；我們讓玩家"
        "不能再放：沒有棋子就不能放。"))
add("cartography.capture.no-liberty", "Capture", "捕捉",
    "An opponent stone or group left with no open neighbouring region is captured.",
    "對手的一顆棋子或一組棋子周圍沒有開放的相鄰區域時，就被捕捉。",
    sources=(SEED + " step 3 A",))
add("cartography.capture.walls-block", "Walls block", "牆會阻隔",
    "A region on the other side of a wall is not a neighbour and gives no liberty.",
    "牆另一邊的區域不算相鄰，也不提供氣。",
    sources=(SEED + " step 3 B",))
add("cartography.capture.keep", "Captured stones are kept", "收下捕捉的棋子",
    "Captured stones leave the map and are kept by the player who captured them.",
    "被捕捉的棋子從地圖移除，由捕捉的玩家收下。",
    sources=(SEED + " step 3 C",))

# -- the end ----------------------------------------------------------------------------
add("cartography.end.tiles-out-continue", "After the tiles", "板塊用完之後",
    "When the tiles are used up the game goes on with stones only.",
    "板塊用完時遊戲還沒結束，繼續放置及捕捉棋子。",
    sources=(SEED + " 遊戲結束",))
add("cartography.end.pass", "Passing", "跳過",
    "A turn in which you place neither a tile nor a stone is a pass.",
    "一回合中既沒有放板塊也沒有放棋子，就是跳過。",
    sources=(SEED + " 遊戲結束", "research §8"), assumption=True,
    note=Text(
        "003_aa27acea8e4117cd.txt ends the game when all players pass in a row but does not "
        "say what a pass is. We call a turn with neither a tile nor a stone a pass; a turn "
        "with a tile but no stone is not a pass.",
        "003_aa27acea8e4117cd.txt 規定所有玩家連續跳過時遊戲結束，但沒有說明什麼是跳過。我們"
        "把既沒放板塊也沒放棋子的回合算作跳過；放了板塊但沒放棋子的回合不算跳過。"))
add("cartography.end.double-pass", "Both pass: the end", "連續跳過：遊戲結束",
    "The game ends when both players pass one after the other.",
    "所有玩家連續跳過後，遊戲結束。",
    sources=(SEED + " 遊戲結束", "research §8"))

# -- scoring ----------------------------------------------------------------------------
add("cartography.score.stones-on-map", "Stones on the map", "地圖上的棋子",
    "One point for each of your stones on the map.",
    "地圖上你的每顆棋子得一分。",
    sources=(SEED + " 遊戲結束", "research §9"))
add("cartography.score.prisoners", "Captured stones", "捕捉的棋子",
    "One point for each opponent stone you captured.",
    "你捕捉的每顆對手棋子得一分。",
    sources=(SEED + " step 3 C", "research §9"))
add("cartography.score.tie-start-player", "Ties", "平手",
    "On equal totals the start player wins (as if they had half a point more).",
    "總分相同時，起始玩家獲勝（算作一開始就有 0.5 分）。",
    sources=(SEED + " 遊戲結束", "research §9"), option="tiebreak",
    note=Text(
        "003_aa27acea8e4117cd.txt gives the tie to the start player, the rule the tutor "
        "follows; one review breaks ties by stones on the map instead. A game option compares "
        "the stones on the map first (cartography.score.tie-stones).",
        "003_aa27acea8e4117cd.txt 規定平手由起始玩家獲勝，本教學照這條規則；有一篇評論則以地圖上"
        "的棋子數決定平手。遊戲選項可以改為先比較地圖上的棋子（cartography.score.tie-stones）。"))
add("cartography.score.tie-stones", "Ties by stones on the map", "平手時比較地圖上的棋子",
    "With the option that compares stones first, on equal totals the player with more "
    "stones on the map wins; if those are equal too, the start player wins.",
    "選用先比地圖上棋子的平手選項時，總分相同由地圖上棋子較多的玩家獲勝；再相同才由起始玩家獲勝。",
    sources=("research §9 (S3)",), assumption=True, option="tiebreak",
    note=Text(
        "Not the rule of 003_aa27acea8e4117cd.txt, which gives ties to the start player; one "
        "review breaks ties by stones on the map. Off by default.",
        "這不是 003_aa27acea8e4117cd.txt 的規則（它讓起始玩家贏得平手）；有一篇評論以地圖上"
        "的棋子數決定平手。預設不使用。"))
