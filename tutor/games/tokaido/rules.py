"""The Tokaido rule registry: every rule the engine enforces or scores.

Sources: ``research §n`` is a section of our research notes on Tokaido, whose
[OFFICIAL] sections summarise the official French rulebook (Funforge 2012) and whose
[BGA-DATA] sections count 1,931 games recorded online; ``seed 002`` is
``002_b06c0eb6fbe514ea.txt``, a Traditional Chinese rules summary written before the game
was published (sections named after its headings: 設置 set-up, 遊玩 play, the spaces under
位置效果解釋, 遊戲結束 end, 成就卡 achievements, 旅行者說明 travellers, 變體 variants); it has
no two-player rules. ``bga`` names the online platform's recorded games, replayed by
:mod:`.replay`.

Where the seed states a rule plainly, the engine follows it (the seed is the sheet teachers
hand out), unless the seed's own words or the components show otherwise: the note says so
(``tokaido.end.collector``, a slip of the seed that its own heading corrects). Where the
seed gives a rule the official rules show only in a picture, the seed's reading is the
default and the other an option (``tokaido.variant.preparations-table``). Satsuki follows
the official rules and the publisher's FAQ (``tokaido.traveller.satsuki``). Both give the meals
at an inn as the number of players + 1 (``tokaido.inn.meal-draw``); with two players that
is 3, and only an unchecked description of the online platform says 4
(``tokaido.inn.meals-2p``, an assumption with an option). Where the sources are silent, the
rule is an assumption, with an option when the choice changes play.
"""

from __future__ import annotations

from ...core.lang import Text
from ...core.rules import RuleRegistry
from .data import TRAVELLER_ZH_NOTE

S = "seed 002"
R = "research"
REC = "bga: the recorded online games"

RULES = RuleRegistry("tokaido")
RULES.add_contract_rules()
add = RULES.add

# -- set-up -------------------------------------------------------------------------------
add("tokaido.setup.players", "Two to five travellers", "二至五位旅行者",
    "Tokaido is played by 2 to 5 players, each a traveller walking the Tokaido road from "
    "Kyoto to Edo. Two players add a neutral traveller (rules tokaido.neutral.*).",
    "東海道可供 2 到 5 位玩家進行，每位玩家扮演一位從京都走到江戶的旅行者。兩人遊戲時加入一位"
    "中立旅行者（見中立旅行者的各條規則）。",
    sources=(R + " §0, §5", S + " 遊戲宗旨"))
add("tokaido.setup.decks", "Decks and supplies", "牌堆與供應區",
    "The meal, souvenir, encounter and hot spring cards are shuffled into four face-down "
    "decks. Panorama cards are sorted by type and section, 1 on top. The achievement cards "
    "lie face up beside the board; coins form the bank, which never runs out.",
    "膳食卡、紀念品卡、邂逅卡和溫泉卡各自洗混，正面朝下疊成四疊。全景畫依類型（海、山、田）"
    "分類，並依數值疊好，1 在最上面。成就卡正面朝上放在版圖旁；錢幣放在旁邊當作銀行，不會用完。",
    sources=(R + " §0", S + " 設置 1-5"))
add("tokaido.setup.travellers", "Choose a traveller", "選擇旅行者",
    "Each player is dealt two traveller tiles at random and keeps one; the other goes back "
    "to the box. The kept tile gives the traveller's ability.",
    "每位玩家隨機拿取 2 個旅行者板塊，從中選擇一個留下，另一個放回盒子。留下的板塊提供該旅行者的"
    "能力。",
    sources=(R + " §0, §3", S + " 設置"))
add("tokaido.setup.private-deal", "Dealt tiles are private", "發到的板塊不公開",
    "Your two dealt tiles are seen only by you; players choose in seat order, and a tile "
    "sent back to the box stays unseen.",
    "你發到的兩個板塊只有你看得到；玩家依座位順序選擇，放回盒子的板塊不公開。",
    sources=(R + " §0", S + " 設置", "tutor"), assumption=True,
    note=Text(
         "The rulebook says only that each player gets 2 random tiles and keeps 1; the Chinese "
         "rules summary (002_b06c0eb6fbe514ea.txt) adds that the unused tiles go back to the box. "
         "Whether the choice is secret and simultaneous is not said (the platform asks everyone "
         "at once). The tutor asks in seat order, which needs one decision at a time, and keeps "
         "each pair private until its choice is made, so an earlier choice reveals nothing else.",
         "規則書只說每位玩家拿 2 個隨機板塊並留下 1 個；中文規則摘要（002_b06c0eb6fbe514ea.txt）補"
         "沒用到的板塊放回盒子。選擇是否秘密、是否同時進行並未說明（線上平台讓大家同時選）。本教學"
         "具依座位順序詢問，一次一個決定，並在選擇前只讓該玩家看到自己的兩個板塊，所以先做的選擇不"
         "會洩露其他資訊。"))
add("tokaido.setup.purse", "Starting coins", "起始金錢",
    "Each player takes the coins printed at the top right of the kept tile.",
    "每位玩家拿取所選旅行者板塊右上角標示的金錢，作為起始金錢。",
    sources=(R + " §0, §3", S + " 設置", REC))
add("tokaido.setup.start-queue", "Random start queue", "隨機起始順序",
    "The pawns are lined up at Kyoto in random order. The pawn at the back of the queue "
    "leaves first.",
    "所有旅行者指示物以隨機順序排在京都（第一個旅店）。排在最後面的先出發。",
    sources=(R + " §0, §7 item 2", S + " 設置", REC))

# -- movement ------------------------------------------------------------------------------
add("tokaido.move.rearmost", "The last traveller moves", "最後面的旅行者移動",
    "The traveller farthest behind on the road always moves next. If they are still last "
    "after moving, they move again.",
    "永遠由離終點最遠（最後面）的旅行者移動。移動後如果仍然在最後面，就再移動一次。",
    sources=(R + " §7 item 1", S + " 遊玩", REC))
add("tokaido.move.forward", "Forward only", "只能前進",
    "A traveller moves forward only, as far as they like, skipping spaces freely.",
    "旅行者只能往前移動，可以一次移動多格，跳過任意的位置。",
    sources=(R + " §7 item 3", S + " 遊玩"))
add("tokaido.move.free-space", "A free space", "空的位置",
    "A traveller must stop on a free space: a single stop holds one traveller, a double "
    "stop two (with 4 or 5 players).",
    "旅行者必須停在空的位置上：單格位置只能容納一位旅行者，雙格位置（4 或 5 人時）可以容納兩位。",
    sources=(R + " §7 items 3-5", S + " 遊玩"))
add("tokaido.move.no-passing-inn", "Stop at every inn", "每個旅店都要停",
    "No traveller may pass an inn: everyone stops at each inn, so the next inn is the "
    "farthest a traveller may go.",
    "旅行者不能越過旅店：所有人都必須停在每一個旅店，所以最遠只能走到下一個旅店。",
    sources=(R + " §7 item 3", S + " 旅店"))
add("tokaido.move.double-spaces", "Double stops", "雙格位置",
    "The first traveller to reach a double stop takes the road slot. The side slot is used "
    "only with 4 or 5 players.",
    "先到達雙格位置的旅行者佔據路上的位置（上方）。第二個位置只有在 4 或 5 人遊戲時才使用。",
    sources=(R + " §7 item 4", S + " 遊玩"))
add("tokaido.move.side-slot-behind", "The side slot is behind", "第二個位置算在後面",
    "The traveller on a double stop's side slot counts as behind the one on the road slot, "
    "so they move first.",
    "停在雙格位置第二個空位的旅行者，算作在路上那位的後面，所以先移動。",
    sources=(R + " §7 item 4", S + " 遊玩（如果一樣遠則是排在比較下方的先動）", REC))
add("tokaido.move.inn-queue", "Waiting at the inn", "在旅店等待",
    "Travellers arriving at an inn line up in order of arrival and wait until everyone has "
    "arrived. Then the last to arrive leaves first.",
    "到達旅店的旅行者依到達順序排列，等待所有人到齊。之後最後到達的旅行者最先出發。",
    sources=(R + " §7 items 6-7", S + " 旅店", REC))

# -- stops ---------------------------------------------------------------------------------
add("tokaido.village.reveal", "Village: three souvenirs", "村莊：三張紀念品",
    "At a village, reveal the top 3 souvenir cards.",
    "停在村莊時，翻開紀念品牌堆最上面三張。",
    sources=(R + " §2.1", S + " 村莊"))
add("tokaido.village.buy", "Buying souvenirs", "購買紀念品",
    "You may buy any number of the revealed souvenirs, none to all three, paying their "
    "printed prices with the coins you hold.",
    "你可以購買翻開的紀念品，數量不限（0 到 3 張），以手上的錢支付卡上標示的價錢。",
    sources=(R + " §2.1", S + " 村莊", "research §10 (Dized FAQ)"))
add("tokaido.village.return", "Unbought souvenirs", "沒買的紀念品",
    "Souvenirs you do not buy go under the deck in random order, and may be revealed again "
    "once the cards above them are gone.",
    "沒有購買的紀念品以隨機順序放回牌堆底部，等上面的牌都用完後可能再被翻開。",
    sources=(R + " §2.1", S + " 村莊", REC))
add("tokaido.village.needs-coin", "A village needs a coin", "停村莊要有錢",
    "You may stop at a village only with at least 1 coin; buying is still optional.",
    "玩家最少要有一塊錢才可以停在村莊；停下後不一定要購買。",
    sources=(R + " §2.1, §8", S + " 村莊（PS）", REC))
add("tokaido.village.short-deck", "Few souvenirs left", "紀念品不足",
    "When the souvenir deck holds fewer than 3 cards, a village reveals what is left "
    "(perhaps nothing), and a Shokunin with an empty deck gives nothing.",
    "紀念品牌堆少於三張時，村莊只翻開剩下的牌（可能一張都沒有）；牌堆用完時職人不給任何東西。",
    sources=(R + " §2.1, §8", REC), assumption=True,
    note=Text(
         "The rulebook does not cover a short souvenir deck, and the public notes on the rules "
         "leave it open. The recorded games show what the platform does: a village revealed 2 "
         "cards 7 times, 1 card once and none once, always what was left. We do the same; there "
         "is no option, since no other reading is attested.",
         "規則書沒有提到紀念品牌堆不足的情況，公開的規則資料整理也沒有定論。線上對局紀錄顯示平台的"
         "做法：村莊翻開 2 張有 7 次、1 張 1 次、0 張 1 次，都是翻開剩下的牌。我們照做；因為沒有其"
         "他讀法的證據，所以不設選項。"))
add("tokaido.souvenir.sets", "Souvenir sets", "紀念品成套",
    "A souvenir joins the first set of yours that lacks its family (small objects, food and "
    "drink, clothing, art) and scores 1, 3, 5 or 7 points as the 1st, 2nd, 3rd or 4th card "
    "of that set.",
    "每張紀念品放進你第一個缺少該類型（小東西、食物跟飲料、衣服、藝術品）的套組，依它是該套的第"
    "1、2、3、4 張，分別得 1、3、5、7 分。",
    sources=(R + " §2.1", S + " 村莊", REC))
add("tokaido.farm.coins", "Farm", "農田",
    "At a farm, take 3 coins from the bank. There is no limit to the coins you hold.",
    "停在農田時，從銀行拿三塊錢。玩家持有的錢沒有上限。",
    sources=(R + " §7 item 8", S + " 農田"))
add("tokaido.panorama.next-section", "Panorama", "全景畫",
    "At a panorama space, take the next section of that panorama (1 if you have not "
    "started it) and score its number.",
    "停在全景畫時，拿取該類型的下一張全景畫（還沒有的話拿數值 1），並獲得與其數值相同的分數。",
    sources=(R + " §2.5", S + " 全景畫"))
add("tokaido.panorama.one-per-type", "One panorama of each type", "每類全景畫一組",
    "You build only one panorama of each type (sea 5 sections, mountain 4, paddy 3). Once "
    "one is complete you may no longer stop on spaces of that type.",
    "每種全景畫只能收集一組（海 5 張、山 4 張、田 3 張）。完成後就不能再停在該類型的位置上。",
    sources=(R + " §2.5, §8", S + " 全景畫", REC))
add("tokaido.panorama.achievement", "First to complete", "最先完成",
    "The first traveller to complete a panorama takes that panorama's achievement card: 3 "
    "points.",
    "最先完成某類全景畫的旅行者獲得該全景畫的成就卡：3 分。",
    sources=(R + " §2.6", S + " 成就卡（全景畫成就）", REC))
add("tokaido.panorama.may-decline", "Declining a panorama of your choice",
    "可以不拿自選的全景畫",
    "When a panorama of your choice is offered (Hiroshige at an inn, or an Annaibito whose "
    "panorama you have completed), you may take none.",
    "當你可以自選全景畫時，你可以不拿：例如廣重（Hiroshige）到達旅店，或案內人所示的全景畫你已"
    "完成。",
    sources=(R + " §2.3, §3", REC), assumption=True,
    note=Text(
         "The rulebook says Hiroshige 'takes' a panorama card of his choice and that an Annaibito "
         "lets you start or continue another panorama; neither says you may decline. The platform "
         "lets you (19 recorded cases for Annaibito), and taking a card can stop you from landing "
         "on that type later, so we allow it.",
         "規則書說廣重（Hiroshige）「拿」一張自選的全景畫，案內人讓你開始或繼續另一種全景畫；"
         "兩者都沒說可不拿。線上平台允許不拿（案內人有 19 次紀錄），而且拿了可能讓你之後不能"
         "停在該類型的位置，所以我們允許。"))
add("tokaido.hotspring.card", "Hot spring", "溫泉",
    "At a hot spring, draw a hot spring card: 2 or 3 points (6 of each).",
    "停在溫泉時，拿一張溫泉卡：價值 2 或 3 分（各 6 張）。",
    sources=(R + " §2.4", S + " 溫泉", REC))
add("tokaido.temple.donate", "Temple", "寺廟",
    "At a temple, donate 1, 2 or 3 coins: they go on your colour's area of the temple, 1 "
    "point each.",
    "停在寺廟時，捐獻 1 到 3 塊錢，放在寺廟上你顏色的區域，每捐一塊錢得 1 分。",
    sources=(R + " §7 item 9", S + " 寺廟"))
add("tokaido.temple.needs-coin", "A temple needs a coin", "停寺廟要有錢",
    "You must donate at least 1 coin, so you may stop at a temple only with a coin.",
    "每次停在寺廟最少要捐一塊錢，所以沒有錢就不能停在寺廟。",
    sources=(R + " §7 item 5, §8", S + " 寺廟（PS）", REC))
add("tokaido.encounter.draw", "Encounter", "邂逅",
    "At an encounter space, draw the top encounter card, apply its effect and keep it.",
    "停在邂逅位置時，翻開邂逅牌堆最上方一張，執行效果後拿取該張卡片。",
    sources=(R + " §2.3", S + " 邂逅"))
add("tokaido.encounter.shokunin", "Shokunin", "職人",
    "Shokunin (artisan): take the top souvenir card for free; it scores like a bought one.",
    "職人：免費拿取紀念品牌堆最上方一張，計分方式與購買的紀念品相同。",
    sources=(R + " §2.3", S + " 邂逅效果", REC))
add("tokaido.encounter.annaibito", "Annaibito", "案內人",
    "Annaibito (guide): take the next section of the panorama shown on the card (paddy, "
    "mountain or sea) and score it. If you have completed that panorama, start or continue "
    "another one of your choice instead.",
    "案內人：拿取卡上所示全景畫（田、山或海）的下一張並計分。如果你已完成該全景畫，可以改為開始或"
    "繼續另一種你選擇的全景畫。",
    sources=(R + " §2.3", S + " 邂逅效果", REC))
add("tokaido.encounter.samurai", "Samurai", "侍", "Samurai: 3 points.", "侍：獲得 3 分。",
    sources=(R + " §2.3", S + " 邂逅效果"))
add("tokaido.encounter.kuge", "Kuge", "公家", "Kuge (noble): take 3 coins from the bank.",
    "公家：從銀行獲得三塊錢。", sources=(R + " §2.3", S + " 邂逅效果"))
add("tokaido.encounter.miko", "Miko", "巫女",
    "Miko (priestess): take 1 coin from the bank and put it on your area of the temple: 1 "
    "point, and it counts for the temple ranking.",
    "巫女：從銀行拿一塊錢放到寺廟上你顏色的區域，得 1 分，並計入寺廟捐獻排名。",
    sources=(R + " §2.3", S + " 邂逅效果", REC))

# -- inns ----------------------------------------------------------------------------------
add("tokaido.inn.meal-draw", "Meals at the inn", "旅店的膳食卡",
    "The first traveller to reach an inn draws meal cards: one more than the number of "
    "players (3 with two players, the neutral traveller not counted). Later arrivals choose "
    "from what is left. Kyoto, the start, serves no meal; Edo, the end, does.",
    "第一位到達旅店的旅行者抽取膳食卡，張數為玩家人數 +1（兩人遊戲是 3 張，中立旅行者不算）；之後到"
    "達的旅行者從剩下的牌中選擇。起點京都沒有膳食，終點江戶有。",
    sources=(R + " §1.1, §7 item 6", S + " 旅店", REC), option="gastronomy")
add("tokaido.inn.secret", "Meals are secret", "膳食卡不公開",
    "Each arriving traveller looks at the meal cards secretly: only the travellers who "
    "have looked at them know which are there.",
    "每位到達的旅行者秘密查看膳食卡：只有看過的旅行者知道有哪些牌。",
    sources=(R + " §7 item 6, §8", S + " 旅店（在自行看過所有膳食卡後）"))
add("tokaido.inn.one-meal", "One meal per inn", "每個旅店一份膳食",
    "Each traveller may buy one meal at each inn, at its printed price (1 to 3 coins), for "
    "6 points. Buying is optional.",
    "每位旅行者在每個旅店最多購買一張膳食卡，支付卡上價錢（1 到 3 塊錢），得 6 分；不強制購買。",
    sources=(R + " §2.2, §7 item 6", S + " 旅店 PS 2-3"))
add("tokaido.inn.no-repeat", "Never the same meal twice", "不可重複的膳食",
    "A traveller never eats the same speciality twice in the journey.",
    "在整個旅程中，玩家不可以購買重複的膳食卡。",
    sources=(R + " §7 item 6", S + " 旅店 PS 1", REC))
add("tokaido.inn.leftovers", "Leftover meals", "剩下的膳食卡",
    "When everyone has arrived and chosen, the meal cards left go under the deck in random "
    "order.",
    "所有人到齊並購買後，剩下的膳食卡以隨機順序塞回牌堆底下。",
    sources=(R + " §7 item 7", S + " 旅店"))
add("tokaido.inn.meals-2p", "Meals in a 2-player game", "兩人遊戲的膳食卡",
    "In a 2-player game the first arrival at an inn draws 3 meal cards, the players + 1: the "
    "neutral traveller is not counted. When it arrives, it discards one of the cards left at "
    "random. With Gastronomy the first arrival draws 2.",
    "兩人遊戲時，第一位到達旅店的旅行者抽 3 張膳食卡，也就是玩家人數 +1：中立旅行者不算。中立旅行者"
    "到達時，從剩下的牌中隨機棄掉一張。美食變體時抽 2 張。",
    sources=(R + " §5, §6", S + " 旅店（抽取玩家人數+1張數的膳食卡）"), assumption=True,
    option="two_player_meals",
    note=Text(
         "The rulebook draws 'players present + 1' meal cards, and so does the Chinese rules "
         "summary (002_b06c0eb6fbe514ea.txt: 「抽取玩家人數+1張數的膳食卡」): 3 with two players. "
         "Only a description of the online platform says it draws 4 there, counting the "
         "neutral traveller; the public notes on the rules could not check it, since every "
         "recorded game has four players. The tutor follows the rulebook (default "
         "`'players'`: 3 cards, 2 with Gastronomy); `two_player_meals='travellers'` plays the "
         "platform's reading as described (4 cards, 3 with Gastronomy).",
         "規則書抽「在場玩家人數 +1」張膳食卡，中文規則摘要（002_b06c0eb6fbe514ea.txt："
         "「抽取玩家人數+1張數的膳食卡」）也一樣：兩人時是 3 張。只有一份線上平台的說明說兩人時抽 4"
         "張，把中立旅行者也算進去；公開的規則資料整理無法驗證，因為所有對局紀錄都是四人遊戲。本教"
         "照規則書（預設 `'players'`：3 張，美食變體 2 張）；`two_player_meals='travellers'` 照那份"
         "說明的平台讀法（4 張，美食變體 3 張）。"))

# -- travellers ----------------------------------------------------------------------------
add("tokaido.traveller.hiroshige", "Hiroshige", "藝術家廣重（Hiroshige）",
    "Hiroshige (artist): on arriving at each of the 3 intermediate inns, before the meal, "
    "takes the next section of a panorama of his choice and scores it.",
    "藝術家廣重（Hiroshige）：到達前三個旅店時，在購買膳食卡之前，先拿取一張自選類型的下一張"
    "全景畫並正常計分。",
    sources=(R + " §3, §8", S + " 旅行者說明", REC))
add("tokaido.traveller.chuubei", "Chuubei", "信差忠兵衛（Chuubei）",
    "Chuubei (messenger): on arriving at each of the 3 intermediate inns, before the meal, "
    "draws an encounter card and applies it.",
    "信差忠兵衛（Chuubei）：到達前三個旅店時，在購買膳食卡之前，先獲得一張邂逅卡並執行效果。",
    sources=(R + " §3, §8", S + " 旅行者說明", REC))
add("tokaido.traveller.kinko", "Kinko", "浪人琴古（Kinko）",
    "Kinko (ronin): every meal costs him 1 coin less, so 1-coin meals are free.",
    "浪人琴古（Kinko）：購買膳食卡時費用少 1，所以 1 塊錢的膳食免費。",
    sources=(R + " §3", S + " 旅行者說明", REC))
add("tokaido.traveller.yoshiyasu", "Yoshiyasu", "代理人吉保（Yoshiyasu）",
    "Yoshiyasu (functionary): at each encounter draws 2 cards, keeps and applies 1, and "
    "puts the other under the deck without showing it.",
    "代理人吉保（Yoshiyasu）：每次邂逅改為抽兩張，選一張執行效果，另一張不公開地塞回牌堆底部。",
    sources=(R + " §3", S + " 旅行者說明", REC))
add("tokaido.traveller.satsuki", "Satsuki", "孤兒五月（Satsuki）",
    "Satsuki (orphan): on arriving at each inn, Edo included, she is offered a free meal "
    "card from the meal deck. She may accept it as her meal there, or refuse it and buy a "
    "meal as usual. She still never eats the same speciality twice.",
    "孤兒五月（Satsuki）：每到一個旅店（包括江戶），她可以從膳食牌堆得到一張免費膳食卡。她可以"
    "接受它作為在這個旅店的膳食，或拒絕它並照常購買。她仍然不能吃重複的膳食。",
    sources=(R + " §3, §8", S + " 旅行者說明", REC),
    note=Text(
         "The Chinese rules summary (002_b06c0eb6fbe514ea.txt) says she gets a free random meal "
         "and then buys as usual, which reads as two meals at one inn; the official rules and the "
         "publisher's official FAQ give her one meal per inn: the free card or a bought one. We "
         "follow the official rules.",
         "中文規則摘要（002_b06c0eb6fbe514ea.txt）說她得到一張隨機的免費膳食卡，然後照常購買，讀起"
         "是在一個旅店吃兩份；官方規則和出版商的官方常見問題解答說她每個旅店只有一份膳食：免費的那"
         "張或買的那張。我們依照官方規則。"))
add("tokaido.traveller.satsuki-card", "Satsuki's free card", "五月（Satsuki）的免費膳食卡",
    "Satsuki's free meal is the top card of the meal deck; if she refuses it (or has eaten "
    "that speciality) it goes under the deck unseen by the others.",
    "五月（Satsuki）的免費膳食是膳食牌堆最上方的一張；如果她拒絕（或已吃過該膳食），這張牌不"
    "公開地放回牌堆底部。",
    sources=(R + " §3, §8", REC), assumption=True, option="satsuki_meal",
    note=Text(
         "Editions word it differently: 'at random' (French), 'the first Meal card from the pile' "
         "(an English printing, the publisher's official FAQ), 'one of the available Meal cards "
         "at random' "
         "(a later English text); the public notes on the rules leave it open. The recorded games "
         "draw it from the meal deck, never from the cards laid out at the inn. Default `'deck'`; "
         "`satsuki_meal='inn'` offers a random one of the laid-out cards instead (refused, it "
         "stays there).",
         "各版本寫法不同：「隨機」（法文版）、「膳食牌堆的第一張」（一個英文版、出版商的官方常見問"
         "、「擺出的膳食卡中隨機一張」（較新的英文版）；公開的規則資料整理也沒有定論。線上對局紀錄"
         "是從膳食牌堆抽，從不是旅店擺出的牌。預設 `'deck'`；`satsuki_meal='inn'` 改為從擺出的牌中"
         "隨機給一張（拒絕的話留在那裡）。"))
add("tokaido.traveller.mitsukuni", "Mitsukuni", "老漢光國（Mitsukuni）",
    "Mitsukuni (old man): 1 more point for each hot spring card and each achievement card, "
    "scored when he gets the card.",
    "老漢光國（Mitsukuni）：每張溫泉卡以及成就卡額外獲得 1 分，拿到時立刻計分。",
    sources=(R + " §3, §8", S + " 旅行者說明", REC))
add("tokaido.traveller.sasayakko", "Sasayakko", "藝妓笹奴（Sasayakko）",
    "Sasayakko (geisha): when she buys 2 or more souvenirs at a village, the cheapest is "
    "free; she must still hold enough coins for all of them.",
    "藝妓笹奴（Sasayakko）：在村莊購買兩張以上紀念品時，最便宜的那一張免費；但手中金錢仍必須"
    "足夠支付所有卡片的費用。",
    sources=(R + " §3", S + " 旅行者說明（PS）", REC))
add("tokaido.traveller.hirotada", "Hirotada", "祭司廣忠（Hirotada）",
    "Hirotada (priest): at each temple stop, the bank donates 1 more coin for him, 1 more "
    "point, counted for the temple ranking. He still needs a coin of his own to stop.",
    "祭司廣忠（Hirotada）：停在寺廟時，除了自己捐出的 1 到 3 塊錢，銀行再替他多捐一塊錢，"
    "同樣得分並計入寺廟排名。他仍然要有自己的錢才能停在寺廟。",
    sources=(R + " §3", S + " 旅行者說明", REC))
add("tokaido.traveller.hirotada-always", "Hirotada takes the bank's coin",
    "廣忠（Hirotada）總是拿銀行的錢",
    "The bank's extra coin for Hirotada is always given.",
    "銀行替廣忠（Hirotada）額外捐的一塊錢一定會捐。",
    sources=(R + " §3", REC), assumption=True,
    note=Text(
         "The rulebook says he 'may' take the bank's coin. It can only gain him a point and a "
         "temple coin, and the platform gave it at all 1,613 recorded temple stops, so the "
         "engine gives it without asking.",
         "規則書說他「可以」拿銀行的錢。這只會讓他多得一分和一枚寺廟錢幣，而線上平台在全部"
         " 1,613 次寺廟紀錄中都給了，所以引擎直接給，不再詢問。"))
add("tokaido.traveller.umegae", "Umegae", "賣藝者梅枝（Umegae）",
    "Umegae (street entertainer): 1 point and 1 coin at each encounter, before the card's "
    "effect.",
    "賣藝者梅枝（Umegae）：每次邂逅在執行卡片效果之前，先得到 1 分和一塊錢。",
    sources=(R + " §3", S + " 旅行者說明", REC))
add("tokaido.traveller.zenemon", "Zen-emon", "商人善右衛門（Zen-emon）",
    "Zen-emon (merchant): at each village he buys one of his souvenirs for 1 coin instead "
    "of its price: always the most expensive one he buys.",
    "商人善右衛門（Zen-emon）：在村莊購買的紀念品中，可以選一張只用一塊錢購買：總是他買的最貴"
    "的那一張。",
    sources=(R + " §3", S + " 旅行者說明", REC), assumption=True,
    note=Text(
         "The rulebook lets him choose the card; choosing the most expensive is always best, "
         "and the platform applied it so in all 1,976 recorded cases, so the engine applies it "
         "without asking.",
         "規則書讓他自己選哪一張；選最貴的一張永遠最有利，線上平台在全部 1,976 次紀"
         "錄中都這樣套用，所以引擎直接套用，不再詢問。"))
add("tokaido.traveller.names", "The travellers' Chinese names", "旅行者的中文名字",
    "Each traveller has a Chinese name; Chinese texts write it first, with the romanised "
    "name printed on the tile beside it once (浪人琴古（Kinko）).",
    "每位旅行者都有中文名字；中文的文字先寫中文名字，旁邊寫一次板塊上印的羅馬拼音"
    "（浪人琴古（Kinko））。",
    sources=(S + " 旅行者說明", "tutor"), assumption=True, note=TRAVELLER_ZH_NOTE)

# -- two players ---------------------------------------------------------------------------
add("tokaido.neutral.setup", "The neutral traveller", "中立旅行者",
    "With 2 players, a third, neutral traveller joins the random start queue at Kyoto.",
    "兩人遊戲時，加入第三位中立旅行者，與其他人一起以隨機順序排在京都。",
    sources=(R + " §5",))
add("tokaido.neutral.moves", "Moving the neutral", "移動中立旅行者",
    "The neutral traveller moves like the others when it is last; the player whose "
    "traveller is farthest ahead moves it.",
    "中立旅行者在最後面時也要移動，由領先（位置最前面）的玩家替它移動。",
    sources=(R + " §5",))
add("tokaido.neutral.effects", "What the neutral does", "中立旅行者的效果",
    "The neutral traveller takes no cards, coins or points. At a temple the bank puts 1 "
    "coin on its area, which counts in the temple ranking; at an inn one of the meal cards "
    "is discarded at random, under the deck, unseen.",
    "中立旅行者不拿任何卡片、錢或分數。停在寺廟時，銀行放一塊錢在它的區域，並計入寺廟排名；停在旅店"
    "時，從膳食卡中隨機棄掉一張，不公開地放回牌堆底部。",
    sources=(R + " §5",))
add("tokaido.neutral.stops", "Where the neutral may stop", "中立旅行者可停的位置",
    "The neutral traveller may stop on any free space: it needs no coin for a village or a "
    "temple and has no panoramas. When both players wait at an inn, the one who arrived "
    "first is the one ahead.",
    "中立旅行者可以停在任何空的位置：它停村莊或寺廟不需要錢，也沒有全景畫。兩位玩家都在旅店等待時，"
    "先到的那位算在前面。",
    sources=(R + " §5",), assumption=True,
    note=Text(
         "The rulebook says the neutral's moves have no effect except at temples and inns, "
         "and that the player in first position moves it. It does not say whether the coin "
         "rules of villages and temples apply to a traveller without coins, nor who is first "
         "when both players stand at the same inn. We read 'no effect' as no limit, and at "
         "an inn we count the first arrival as ahead, as the queue order does.",
         "規則書說中立旅行者的移動除了寺廟和旅店以外沒有效果，並由位置最前面的玩家移動它。"
         "它沒有說村莊和寺廟對錢的要求是否適用於沒有錢的旅行者，也沒說兩位玩家都在同一個旅"
         "店時誰算最前面。我們把「沒有效果」讀成沒有限制；在旅店則把先到的算在前面，和排隊"
         "順序一致。"))

# -- the end -------------------------------------------------------------------------------
add("tokaido.end.trigger", "Journey's end", "旅程結束",
    "The game ends when every traveller has reached Edo and had the chance to buy a last "
    "meal. Then the end achievements and the temple bonus are awarded.",
    "所有旅行者都到達江戶並有機會購買最後一份膳食後，遊戲結束；接著頒發結束時的成就卡與寺廟獎勵。",
    sources=(R + " §4", S + " 遊戲結束"))
add("tokaido.end.gourmet", "Gourmet", "美食成就",
    "Gourmet: the highest total printed price of meal cards (free or discounted meals "
    "count at their printed price).",
    "美食成就：膳食卡上標示的價錢總和最高的玩家（免費或打折的膳食也以卡上價錢計算）。",
    sources=(R + " §2.6", S + " 成就卡", REC))
add("tokaido.end.bather", "Bather", "溫泉成就",
    "Bather: the most hot spring cards.", "溫泉成就：擁有最多溫泉卡的玩家。",
    sources=(R + " §2.6", S + " 成就卡"))
add("tokaido.end.chatterbox", "Chatterbox", "邂逅成就",
    "Chatterbox: the most encounter cards (Chuubei's count; the card Yoshiyasu puts back "
    "does not).",
    "邂逅成就：擁有最多邂逅卡的玩家。忠兵衛（Chuubei）在旅店得到的也算；吉保（Yoshiyasu）"
    "放回的那張不算。",
    sources=(R + " §2.6", S + " 成就卡", REC))
add("tokaido.end.collector", "Collector", "紀念品成就",
    "Collector: the most souvenir cards (Shokunin's count).",
    "紀念品成就：擁有最多紀念品卡的玩家（職人給的也算）。",
    sources=(R + " §2.6", S + " 成就卡", REC),
    note=Text(
         "A slip of the Chinese rules summary (002_b06c0eb6fbe514ea.txt): under the heading "
         "紀念品成就 (souvenir achievement, line 101) it gives the card for the most encounter "
         "cards, 「有最多邂垢卡的玩家獲得」 (line 102), the words of the Chatterbox line above it "
         "(line 99). Its own heading and the official rules give Collector for the most "
         "souvenir cards, and so does the tutor.",
         "中文規則摘要（002_b06c0eb6fbe514ea.txt）的筆誤：在「紀念品成就」標題下（第 101 行），它寫"
         "「有最多邂垢卡的玩家獲得」（第 102 行），和上面邂逅成就那一行（第 99 行）的文字一樣。它自"
         "己的標題和官方規則都是給紀念品卡最多的玩家，本教學也是。"))
add("tokaido.end.achievement-ties", "Tied achievements", "成就平手",
    "Every traveller tied for an achievement gets the card and its 3 points.",
    "成就平手時，所有平手的玩家都獲得成就卡和 3 分。",
    sources=(R + " §2.6", S + " 成就卡", REC))
add("tokaido.end.no-qualifier", "Nobody qualifies", "沒有人符合",
    "If nobody has a single card of an end achievement's kind, nobody gets it.",
    "如果沒有任何人擁有某項結束成就所計算的卡片，就沒有人獲得該成就。",
    sources=(R + " §2.6",), assumption=True, option="empty_achievements",
    note=Text(
         "The rules are silent when everyone has 0 (no hot spring, say); it never happened in "
         "1,220 recorded games, and the public notes on the rules leave it open. 'The most' of "
         "nothing reads as nobody (default); `empty_achievements='everyone'` follows the tie rule "
         "literally and gives the card to all, tied at 0.",
         "所有人都是 0 張時（例如沒有人有溫泉卡）規則沒有說明；在 1,220 場紀錄中從未發生，公開的規"
         "料整理也沒有定論。「最多」的 0 張讀成沒有人獲得（預設）；`empty_achievements='everyone'` "
         "照平手規則的字面，讓 0 張平手的所有人都獲得。"))
add("tokaido.end.temple-bonus", "Temple ranking", "寺廟捐獻排名",
    "The most coins on the temple score 10 points, the second most 7, the third 4 and every "
    "other donor 2; travellers who gave nothing score 0. Tied travellers all get their "
    "rank's points and the next amount takes the next rank (4, 4, 4, 1 coins give 10, 10, "
    "10, 7).",
    "寺廟上錢最多的得 10 分，第二名 7 分，第三名 4 分，其餘有捐錢的 2 分；沒捐過的不得分。平手都"
    "得到該名次的分數，下一個數量取得下一個名次（4、4、4、1 塊錢得 10、10、10、7 分）。",
    sources=(R + " §4", S + " 遊戲結束", "research §4 (Dized FAQ)", REC))
add("tokaido.end.winner", "The winner", "獲勝者",
    "The most points wins. Points are scored at once as they are gained; only the end "
    "achievements and the temple bonus are added at the end.",
    "得分最高的玩家獲勝。遊戲中分數都是即時計算的；只有結束成就與寺廟獎勵在最後加上。",
    sources=(R + " §4", S + " 遊戲結束"))
add("tokaido.end.tie-break", "Tie-break", "平手",
    "Tied on points, the traveller with more achievement cards wins.",
    "分數平手時，成就卡較多的玩家獲勝。",
    sources=(R + " §4", S + " 遊戲結束", REC))
add("tokaido.end.shared-rank", "A full tie", "完全平手",
    "Tied on points and achievement cards, travellers share the rank (and the victory).",
    "分數與成就卡數都相同時，玩家共享名次（與勝利）。",
    sources=(R + " §4", REC), assumption=True,
    note=Text(
         "The rules stop at the achievement tie-break; the platform gives a shared rank "
         "(196 cases in the games counted by the public notes on the rules; 69 full ties in "
         "our recorded sample).",
         "規則只到比較成就卡數為止；線上平台給共享名次（公開的規則資料整理所統計的對局中有 196 "
         "次；我們的紀錄樣本中有 69 場完全平手）。"))

# -- variants ------------------------------------------------------------------------------
add("tokaido.variant.initiatory", "Initiatory Journey", "啟蒙之旅",
    "Variant: no traveller tiles, so no abilities; everyone starts with 7 coins.",
    "變體：不使用旅行者板塊（沒有能力），所有玩家起始獲得七塊錢。",
    sources=(R + " §6", S + " 變體（啟蒙之旅）"), option="initiatory")
add("tokaido.variant.return-trip", "Return Trip", "回程",
    "Variant: travel from Edo back to Kyoto, over the same road in reverse. Everything "
    "else is unchanged: Kyoto is then the final inn.",
    "變體：反過來從江戶走回京都，路線相同、方向相反；其他規則不變，京都成為最後一個旅店。",
    sources=(R + " §6", S + " 變體（回程）"), option="return_trip")
add("tokaido.variant.gastronomy", "Gastronomy", "美食",
    "Variant: the first arrival at an inn draws as many meal cards as there are players, "
    "not one more (2 with two players: tokaido.inn.meals-2p).",
    "變體：到達旅店時只抽取與玩家人數相同張數的膳食卡，不再 +1（兩人遊戲是 2 張：見兩人遊戲的膳食卡"
    "規則）。",
    sources=(R + " §6", S + " 變體（美食）", REC), option="gastronomy")
add("tokaido.variant.preparations", "Preparations", "準備",
    "Variant: starting coins are adjusted by place in the Kyoto queue. From the front of the "
    "queue (who leaves last): 2 coins more, 1 more, no change, 1 less, 1 less; with 4 "
    "players the first to leave has 1 coin less and the last 2 more. Travellers are chosen "
    "before the order is drawn.",
    "變體：依京都隊伍中的位置調整起始金錢。從隊伍最前面（最後出發）算起：多兩塊錢、多一塊錢、"
    "不變、少一塊錢、少一塊錢；4 人時第一個出發的少一塊錢，最後出發的多兩塊錢。先選好旅行者，"
    "再隨機決定起始順位。",
    sources=(R + " §6", S + " 變體（準備）"), option="preparations")
add("tokaido.variant.preparations-table", "Preparations for 2, 3 and 5", "2、3、5 人的準備變體",
    "The list is read place by place for every number of players: with 3 players the front "
    "of the queue gets 2 coins more, the second 1 more and the last in the queue (who "
    "leaves first) no change; with 2 players 2 more and 1 more (the neutral traveller is "
    "not a player and is left out); with 5 players the whole list.",
    "這組數字依位置套用在任何人數：3 人時隊伍最前面的多兩塊錢，第二位多一塊錢，排在最後面（第一個"
    "出發）的不變；2 人時多兩塊和多一塊（中立旅行者不是玩家，不算在內）；5 人時用整組數字。",
    sources=(R + " §6", S + " 變體（準備）"), assumption=True, option="preparations_rows",
    note=Text(
         "The Chinese rules summary (002_b06c0eb6fbe514ea.txt), the sheet teachers hand "
         "out, gives one list by place in the queue, with no condition on the number of "
         "players: 「排在最上面的玩家起始+2塊錢……排第五位的玩家起始-1塊錢」 (+2, +1, 0, -1, -1 "
         "from the front). It states the rule plainly, nothing in it or in the cards says "
         "otherwise, and for 4 and 5 players it is the rulebook's own rule, so the tutor "
         "reads it place by place for 2 and 3 players too. The rulebook shows its 2- and "
         "3-player rows only in a picture that the public notes on the rules could not read; "
         "a fan engine uses -1, +1 and -1, 0, +1 in departure order, which add up to about "
         "nothing as the 4-player row does. That reading stays an option: "
         "`preparations_rows='engine'`. The summary does not translate the two-player "
         "rules, so leaving the neutral traveller out of the count is our reading of its "
         "word 玩家 (player).",
         "中文規則摘要（002_b06c0eb6fbe514ea.txt）是老師發給學生的規則，它依隊伍中的位置列出一組"
         "數字，沒有按人數區分：「排在最上面的玩家起始+2塊錢……排第五位的玩家起始-1塊錢」（從最前面"
         "起 +2、+1、0、-1、-1）。規則寫得很清楚，摘要本身和卡片都沒有相反的說法，而 4 人和 5 人"
         "時這就是規則書的規則，所以本教學在 2 人和 3 人時也依位置逐一套用。規則書只用圖片列出 2 人"
         "和 3 人的數字，公開的規則資料整理讀不到；一個粉絲引擎依出發順序用 -1、+1 與 -1、0、+1，"
         "總和接近零，和 4 人的規則一樣。這種讀法仍是一個選項：`preparations_rows='engine'`。摘要"
         "沒有翻譯兩人規則，所以不把中立旅行者算進去，是我們對它「玩家」一詞的讀法。"))

# -- the score sheet -----------------------------------------------------------------------
add("tokaido.score.achievements", "Achievement cards", "成就卡",
    "Each achievement card is worth 3 points: three go to the first to complete each "
    "panorama during the journey, four are awarded at the end.",
    "每張成就卡價值 3 分：三張在旅途中給最先完成各類全景畫的旅行者，四張在遊戲結束時頒發。",
    sources=(R + " §2.6", S + " 成就卡"))
add("tokaido.score.abilities", "Ability points", "能力得分",
    "The score sheet lists apart the points a traveller's ability adds (Mitsukuni's and "
    "Umegae's); Hirotada's extra coin counts with the temple donations.",
    "計分表把旅行者能力額外給的分數另列一行：光國（Mitsukuni）與梅枝（Umegae）的能力。"
    "廣忠（Hirotada）額外捐的錢算在寺廟捐獻裡。",
    sources=(R + " §3", "tutor"))
