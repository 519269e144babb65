"""The Kanagawa lessons (notebooks/kanagawa/NN-topic.ipynb): the cells of each notebook.

Each function decorated with ``@notebook(path)`` returns one lesson's cells; the driver
``notebooks/build.py`` writes and executes them. The rules are taught from seed 000 (a
Traditional Chinese rules summary, ``000_43f8316dd65002f0.txt``), whose worked
examples are replayed on real positions, with seed 001 (Spanish) and the research notes
(research §n) where they add something.

Positions are built by forcing chance (``Match(..., auto_chance=False)``, ``start tiles``,
``deal A05``) so that every lesson shows the cards it talks about. A deal is always a card
of the back on top of the deck, so each scripted match stacks the deck first: the backs of
the cards it will deal on top (the ``stack`` option), the rest shuffled. A live board then
wraps the reached state in a new ``Match(state, seed=...)``, whose seeded chance deals
whatever comes after the learner's move.
"""

from __future__ import annotations

from textwrap import dedent

from .common import Cell, Series, code, md, notebook, sources_and_assumptions

SERIES = Series("kanagawa", (
    ("01-the-school-and-the-goal", "The school and the goal"),
    ("02-the-lesson", "The lesson: wait or take"),
    ("03-the-studio", "The studio"),
    ("04-painting", "Painting with brushes"),
    ("05-diplomas", "Diplomas"),
    ("06-the-end-and-scoring", "The end and scoring"),
    ("07-scoring-explorer", "Scoring explorer"),
    ("08-play-against-bots", "Play against bots"),
    ("09-sources-and-assumptions", "Sources and assumptions"),
))
"""The Kanagawa series: lesson stems and titles, in order."""

nav, next_link = SERIES.nav, SERIES.next_link

SETUP = '''
import random

from tutor.core import Match
from tutor.core.game import sample_chance
from tutor.games import kanagawa
from tutor.games.kanagawa import data

rules = kanagawa.rules


def rule(*ids):
    """Print rules as the registry states them: [id] title: text."""
    for rule_id in ids:
        print(rules.explain(rule_id))


def scripted(players=2, tiles="ST1,ST2,ST3,ST4", deals=(), seed=0, **options):
    """A match whose chance we force: the start tiles are dealt in seat order; the deck is
    stacked with the backs of `deals` (the cards we will deal, in order) on top and the rest
    shuffled by `seed`; each school card is then dealt by `match.play("deal A05")`."""
    game = kanagawa.new_game(players=players, stack=kanagawa.stack_of(deals), **options)
    match = Match(game, auto_chance=False)
    match.play("start tiles " + ",".join(tiles.split(",")[:players]))
    rng = random.Random(seed)
    while match.state.phase == "shuffle":
        match.play(sample_chance(match.state, rng))
    return match


def order(*lessons):
    """The cards `lesson` deals for these lessons (each given by its columns), in dealing
    order: row by row, into the columns still waiting for cards."""
    cards = []
    for columns in lessons:
        for row in range(max(len(column) for column in columns)):
            cards += [column[row] for column in columns if len(column) > row]
    return cards


def play(match, *actions):
    """Play the actions one after the other; return the new state."""
    for action in actions:
        match.play(action)
    return match.state


def decline_all(match):
    """Decline every diploma the pupil using cards meets now."""
    while match.state.phase == "use" and match.state.pending_diplomas():
        match.play(f"decline diploma {match.state.pending_diplomas()[0]}")


def lesson(match, columns, uses=None, stop=None):
    """Play the current lesson to its end, with the cards we choose.

    `columns[c]` lists the cards dealt into column c+1, first row first. Pupil p waits
    until column p+1 holds all its cards, takes it and plays `uses[p]` (by default every
    card goes into the studio); a diploma met and not taken in `uses` is declined. With
    `stop=p` the lesson stops in p's turn, right after `uses[p]`.
    """
    uses = uses or {}
    number = match.state.lesson
    while match.state.lesson == number and match.state.phase in ("deal", "school"):
        s = match.state
        if s.is_chance():
            match.play(f"deal {columns[s.deal_col][s.rows]}")
            continue
        p = s.actor
        if len(columns[p]) > s.rows:
            match.play("wait")
            continue
        match.play(f"take column {p + 1}")
        for action in uses[p] if p in uses else [f"studio {card}" for card in columns[p]]:
            if not action.startswith(("take diploma", "decline diploma")):
                decline_all(match)
            match.play(action)
        if p == stop:
            break
        decline_all(match)
        match.play("end turn")
    return match.state
'''
"""The first code cell of every Kanagawa lesson: imports and the position helpers."""

FINISH = '''
def finish(match):
    """Play on to the storm tokens or the end: the deck is dealt out (the first card of each
    back), pupils wait while they may, and every card goes into the studio."""
    while match.state.phase not in ("storm", "over"):
        s = match.state
        if s.is_chance():
            match.play(f"deal {s.dealable()[0]}")
        elif s.phase == "school":
            match.play("wait" if "wait" in s.legal_actions() else s.legal_actions()[0])
        elif s.pending_diplomas():
            decline_all(match)
        elif s.areas[s.actor].hand:
            match.play(f"studio {s.areas[s.actor].hand[0]}")
        else:
            match.play("end turn")
    return match.state
'''
"""Playing a scripted match on to its end (lessons 6, 7 and 9)."""

STORM_GAME = '''
def storm_painter(**options):
    """Blue paints summer, winter, summer, spring, autumn after the start tile's summer,
    declines the first tree diploma and takes the second, which brings a storm token; the
    deck is then dealt out and the game reaches the storm tokens."""
    lessons = [[["T09", "A04", "T07"], ["A12", "A16", "A17"]],
               [["C14", "T14"], ["A18", "B01", "B02"]], [["T06"], ["B04"]]]
    match = scripted(players=2, deals=order(*lessons), **options)
    lesson(match, lessons[0], {0: [
        "studio T09", "decline diploma landscapes-2", "place brush on S0",
        "place brush on S1", "paint A04 with S0", "paint T07 with S1"]})
    lesson(match, lessons[1], {0: [
        "paint C14 with S0", "paint T14 with S1", "decline diploma trees-3"]})
    lesson(match, lessons[2], {0: ["paint T06 with S0", "take diploma trees-4"]})
    finish(match)
    return match
'''
"""Seed 000's storm example on a real position (lessons 6, 7 and 9)."""

GAME_38 = '''
LESSONS_38 = [  # (the cards of columns 1 and 2, what Blue and Red do with them)
    ([["A09", "B14", "T02"], ["C18", "A12", "A01"]], {
        0: ["studio A09", "place brush on S0", "place brush on S1",
            "paint B14 with S0", "paint T02 with S1"],
        1: ["studio C18", "place brush on S0", "place brush on S1", "paint A12 with S0",
            "studio A01"]}),
    ([["A05", "C14", "T03"], ["B05", "A03", "A13"]], {
        0: ["studio A05", "paint C14 with S0", "paint T03 with S1"],
        1: ["paint B05 with S0", "studio A03", "studio A13"]}),
    ([["A04", "A17"], ["T05", "A14", "A15"]], {
        0: ["paint A04 with S0", "paint A17 with S1"],
        1: ["paint T05 with S0", "studio A14", "studio A15"]}),
    ([["T14", "B10"], ["C13", "B01", "B02"]], {
        0: ["paint T14 with S0", "decline diploma trees-3", "decline diploma trees-4",
            "paint B10 with S1", "decline diploma buildings-2"],
        1: ["paint C13 with S1", "studio B01", "studio B02"]}),
    ([["B06", "B09"], ["T13", "B04", "B07"]], {
        0: ["paint B06 with S0", "decline diploma buildings-3",
            "paint B09 with S1", "take diploma buildings-4"],
        1: ["paint T13 with S1", "take diploma trees-3", "studio B04", "studio B07"]}),
    ([["T06", "C04"], ["C08", "B08", "B11"]], {
        0: ["paint T06 with S0", "take diploma trees-5",
            "paint C04 with S1", "decline diploma characters-2"],
        1: ["paint C08 with S1", "take diploma characters-2", "studio B08", "studio B11"]}),
]


def blue_38(**options):
    """Seed 000's final score sheet (38 points), reached by legal play: six lessons for
    two pupils, every card forced. Blue paints with an ocean start tile (S0) and a
    universal studio card (S1), two paintings a lesson; Red paints one a lesson. The
    script stops early if the game is over before its last lesson."""
    match = scripted(players=2, deals=order(*[columns for columns, _ in LESSONS_38]), **options)
    for columns, uses in LESSONS_38:
        if match.state.is_terminal():
            break
        lesson(match, columns, uses)
    return match
'''
"""Seed 000's 38-point score sheet as a real game (lessons 6, 7 and 9)."""


# -- Kanagawa 1: the school and the goal ------------------------------------------------------


@notebook("kanagawa/01-the-school-and-the-goal.ipynb")
def school_and_goal() -> list[Cell]:
    return [
        nav(0),
        md('''
        # Kanagawa 1 · The school and the goal

        **The theme.** Our Chinese source sets the scene in one sentence:

        > 1840年，東京灣的神奈川，大師葛飾北齋決定開一個繪畫學堂，與他的門徒分享他的藝術。

        Kanagawa, on the bay of Tokyo, 1840: the master Hokusai opens a school of painting to
        share his art with his pupils. You are one of them. Lesson after lesson you take the
        master's lesson cards and use each one either to improve your **studio** (more
        brushes, more landscapes, better techniques) or to add a panel to your **painting**
        (trees, animals, characters, buildings, in the four seasons).

        **The goal.** 「嘗試獲得最多的和諧符號」: collect the most **harmony points** to
        prove your worth to Hokusai. At the end you score your painting (its cards, its
        longest run of one season, the bonuses printed on it), your studio's printed
        points, the **diplomas** you earned, and 2 points if you hold the Grand Master pawn.

        **The overview.** The game is a series of *lessons* (rounds; the rules also call
        them 輪). In each lesson (`kanagawa.lesson.deal`, `kanagawa.lesson.order`):

        1. **The master's teaching** (遵守大師的教導): the Grand Master deals one lesson card
           per pupil onto the school board, a row of one card per column.
        2. **Learn more, or put it into practice** (拓展你的知識或把它付諸實踐): in turn each
           pupil still in class either *waits* for more cards or *takes a whole column*,
           leaves class and uses those cards at once, each in the studio or the painting.
        3. **A new lesson** (新課程): if anyone is still in class, the Grand Master deals
           another row under the columns not taken, up to three rows.

        The game ends with the lesson in which a painting reaches 11 cards or the deck runs
        out. This lesson shows the pieces; the next ones take each step with a board on
        which you make the move.
        '''),
        code(SETUP),
        code('''
        rule("kanagawa.setup.players", "kanagawa.lesson.deal", "kanagawa.lesson.order")
        '''),
        md('''
        ## What is in the box

        The seed lists the components (遊戲配件); the engine's data module has the same
        counts:
        '''),
        code('''
        print("lesson cards:", data.LESSON_CARD_COUNT, f"({data.CARDS_PER_BACK} of each of 4 backs)")
        print("start tiles:", data.START_TILE_COUNT, "| diplomas:", data.DIPLOMA_COUNT)
        print("brushes:", data.BRUSH_PAWNS, "| storm tokens:", data.STORM_TOKENS)
        print("pawns: the Grand Master and the Assistant | the school board:",
              data.SCHOOL_ROWS, "rows x", data.SCHOOL_BOARD_COLUMNS, "columns")
        '''),
        md('''
        ## The board

        Four pupils have been dealt their start tiles, and the Grand Master (Blue) has dealt
        the first row. Look at the parts:

        - **the school** (top left): one column per pupil, the cards dealt so far; the
          third slot of the first row is dealt face down (lesson 2);
        - **the diplomas**: painting diplomas in the upper line (trees, buildings,
          characters, animals), studio diplomas in the lower one (brushes, double arrows,
          landscapes);
        - **the score sheet**, and **the deck** with the cards left by back colour, the two
          pawns and the supply of brushes and storm tokens;
        - **one area per pupil**: the painting above (P0 is the start tile), the studio
          below (S0 is the start tile), and the brushes still in reserve on the left.

        This is the teacher's view, which shows every card; a face-down card carries a
        dashed red border.
        '''),
        code('''
        first_row = scripted(players=4, deals="A02 T14 A05 B10")
        play(first_row, "deal A02", "deal T14", "deal A05", "deal B10")
        first_row.state
        '''),
        md('''
        ## A lesson card has two halves

        Every lesson card is used **once**, in one of two ways (`kanagawa.studio.always`,
        `kanagawa.paint.landscape`). On the board a card shows its *painting half* above
        and its *studio half* below:

        - the **studio half** (畫室): a landscape where a brush may stand, and/or an icon:
          a brush (take one more), the Assistant (take the pawn), a double arrow (move a
          brush each turn), keep (hold a card over to a later turn); some print harmony
          points (+1, +2, or -2 on a universal landscape);
        - the **painting half** (畫作): the landscape(s) you need a brush on to paint it
          (one icon, or two of the same landscape), its season, a bonus point or not, and
          its subject: an animal, a character, a building, or 1 to 3 trees.

        The four cards of the first row in words:
        '''),
        code('''
        def describe(card_id):
            card = data.card(card_id)
            s, p = card.studio, card.painting
            studio = ", ".join(filter(None, [
                s.landscape.en if s.landscape else "no landscape",
                *[icon.en + " icon" for icon in s.icons],
                f"{s.points:+d} harmony" if s.points else ""]))
            needs = " + ".join(land.en for land in p.landscapes)
            subjects = ", ".join(x.en for x in p.subjects) or "no subject"
            bonus = f", bonus {p.bonus:+d}" if p.bonus else ""
            print(f"{card.id} ({card.family.colour.en} back, {card.family.en}):")
            print(f"    studio half:   {studio}")
            print(f"    painting half: needs {needs}; {p.season.en}; {subjects}{bonus}")


        for card_id in first_row.state.school[0]:
            describe(card_id)
        '''),
        md('''
        ## The four backs

        The colour of a card's back tells its subject family (seed 000's 課程卡背面): green
        trees, red characters, blue animals, yellow buildings. Backs are public: you always
        know the family of a face-down card, and the deck panel counts the unseen cards by
        back colour.
        '''),
        code('''
        for family in data.FAMILIES:
            cards = data.cards_by_back(family)
            kinds = sorted({x.en for c in cards for x in c.painting.subjects})
            print(f"{family.colour.en:>6} back = {family.en} ({family.zh}): {len(cards)} cards, "
                  f"subjects: {', '.join(kinds)}")
        '''),
        md('''
        ## Start tiles, pawns, brushes and storm tokens

        Each pupil gets a **start tile** at random (`kanagawa.setup.start-tiles`): its
        painting half is the first card of your painting (a season, nothing to paint) and
        its studio half gives you one landscape, one double arrow and two brushes (the two
        brush pawns wait in front of you until you place them).
        '''),
        code('''
        rule("kanagawa.setup.start-tiles", "kanagawa.setup.first-player")
        for tile in data.START_TILES:
            print(f"{tile.id}: studio {tile.studio.landscape.en} + 2 brushes + a double arrow; "
                  f"painting {tile.painting.season.en}")
        s = first_row.state
        print("Blue's tile:", s.areas[0].tile, "| brushes in reserve:", s.areas[0].reserve,
              "| brushes left in the supply:", s.supply_brushes)
        print("Grand Master:", s.player_names()[s.gm], "| Assistant:", s.player_names()[s.assistant])
        '''),
        md('''
        The **Grand Master** pawn (大師) marks who deals and decides first; the **Assistant**
        pawn (助手) marks who will be Grand Master in the next lesson. The first player takes
        both. **Storm tokens** (3) come from diplomas; at the end each one turns a card of
        your painting into the season you choose (lesson 6).

        ## The diplomas

        Nineteen diplomas in seven groups, each group from its lowest value to its highest
        (`kanagawa.setup.diplomas`). You may own one per group (lesson 5).
        '''),
        code('''
        for d in data.DIPLOMAS:
            reward = f" + {d.reward.en}" if d.reward else ""
            print(f"{d.id:28} {d.text.en:58} {d.points} point{'s' * (d.points > 1)}{reward}")
        '''),
        md('''
        ## Your first decision

        The board is live. You are Blue, the Grand Master, and you decide first. A column
        holds one card so far. **Wait for more**: the Grand Master will deal a second row if
        everyone waits (lesson 2 shows what happens when others leave).
        '''),
        code('''
        live = Match(first_row.state, seed=1)
        w = live.widget()
        w.task("Blue: wait for a second row of cards",
               expect=["wait"],
               success="You stay in class. Red decides next.",
               hint="Use the Wait button in the turn panel.")
        w
        '''),
        md('''
        The same from Python. First two refused moves: a column that does not exist, and
        painting a card you have not taken (the status names the rule).
        '''),
        code('''
        w.click("take column 5")
        print(w.status)
        w.click("paint A02 with S0")
        print(w.status)
        if not w.task_done:
            w.click("wait")
        print(w.status)
        assert w.task_done and w.state.actor == 1
        '''),
        next_link(0),
    ]


# -- Kanagawa 2: the lesson ----------------------------------------------------------------------



@notebook("kanagawa/02-the-lesson.ipynb")
def the_lesson() -> list[Cell]:
    return [
        nav(1),
        md('''
        # Kanagawa 2 · The lesson: wait or take

        Every lesson runs the same way, and seed 000 walks through one with four pupils:
        you, Kevin, Elizabeth and Lucy. We replay it card by card. Our seats are Blue (you,
        the Grand Master), Red (Kevin), Green (Elizabeth) and Yellow (Lucy).
        '''),
        code(SETUP),
        md('''
        ## Dealing: up, up, down, up

        The Grand Master draws one card per pupil and lays them in the first row, left to
        right (`kanagawa.lesson.deal`). Some slots of the school board take their card
        face down (`kanagawa.lesson.face-down`). The seed's example:

        > 4 人遊戲時，抽 4 張課程卡並把它們放到圖板上的第一排：第一張與第二張卡片正面朝上放置，第三張卡片正面朝下放置，而最後一張卡片正面朝上放置。

        In our words: with 4 players, the first and second cards face up, the third face
        down, the last face up. The full mask of face-down slots by player count:
        '''),
        code('''
        rule("kanagawa.lesson.deal", "kanagawa.lesson.face-down")
        for players, mask in data.FACE_DOWN.items():
            rows = [" ".join("down" if down else "up" for down in row) for row in mask]
            print(f"{players} players: " + " / ".join(rows))
        '''),
        code('''
        school = scripted(players=4, deals="A12 T02 A05 A18 B01 B02")
        play(school, "deal A12", "deal T02", "deal A05", "deal A18")   # up, up, down, up
        print(school.state)
        '''),
        md('''
        In the text board `[A12]` is face up and `(A05)` face down: the teacher sees every
        card. A pupil sees only the back of a face-down card, blue here (an animal). This is
        the board as Blue sees it (`render(viewer=0)`):
        '''),
        code('''
        from IPython.display import SVG

        SVG(school.state.render(viewer=0))
        '''),
        md('''
        ## The deck: you may look at its backs

        The deck is shuffled once, before the first lesson, and keeps its order: the Grand
        Master always deals the card on top (`kanagawa.deck.stack`). And the seed's note:

        > 註記：你總是可以查看牌庫的卡片背面。

        You may always look at the backs of the deck's cards (`kanagawa.deck.backs`). The
        deck panel on the board shows them from the top, so you know the family of the next
        cards to come, though not which cards they are. (Our reading: the note covers the
        whole stack, since anyone can see the top card's back without a rule saying so; the
        option `deck_backs="top"` shows the top card's back only.)
        '''),
        code('''
        rule("kanagawa.deck.stack", "kanagawa.deck.backs")
        s = school.state
        colours = {f.prefix: f.colour.en for f in data.FAMILIES}
        print("the next backs:", ", ".join(colours[b] for b in s.backs[:6]), "...")
        print("so the next card is one of:", " ".join(s.dealable()))
        if_all_wait = play(Match(s, auto_chance=False), "wait", "wait", "wait", "wait")
        print(if_all_wait.describe(), "|", if_all_wait.check("deal A01"))
        '''),
        md('''
        ## Wait, or take a column

        From the Grand Master on, clockwise, each pupil still in class decides
        (`kanagawa.lesson.order`): **wait** (拓展你的知識, learn more: take nothing now) or
        **take every card of one column** (知識付諸實踐, put it into practice), leave class
        and use those cards at once (`kanagawa.lesson.take-column`). Waiting grows the
        columns, but someone else may take the one you wanted (`kanagawa.lesson.wait`).

        The seed: you and Kevin decide to wait; Elizabeth and Lucy each take one card.
        Elizabeth takes the second column (the tree card), Lucy the third, the face-down
        one: she puts it in her studio, and its Assistant icon gives her the Assistant pawn.
        '''),
        code('''
        rule("kanagawa.lesson.wait", "kanagawa.lesson.take-column")
        play(school, "wait", "wait")                          # you (Blue), Kevin (Red)
        play(school, "take column 2", "studio T02", "end turn")   # Elizabeth (Green)
        play(school, "take column 3", "studio A05", "end turn")   # Lucy (Yellow)
        s = school.state
        print(s.describe(), "| cards in class:", [s.column_cards(c) for c in range(4)])
        print("Assistant:", s.player_names()[s.assistant], "| Grand Master:", s.player_names()[s.gm])
        '''),
        md('''
        ## A new row, only under the columns left

        Two pupils are still in class, so the Grand Master deals two cards into the second
        row, under the two columns nobody took:

        > 起始玩家抽 2 張課程卡，並把它們加入圖板的第二排，對齊排列在剩餘的卡片下方。
        '''),
        code('''
        play(school, "deal B01", "deal B02")
        print(school.state)
        school.state
        '''),
        md('''
        ## Your move: wait a second time

        As in the seed, you (Blue) decide to learn more a second time. **Wait.** Try taking
        the second column first if you like: it is gone.
        '''),
        code('''
        w = Match(school.state, seed=2).widget()
        w.task("Blue: wait a second time, as in the seed",
               expect=["wait"],
               success="You wait again. Kevin (Red) decides next.",
               hint="Use the Wait button.")
        w
        '''),
        code('''
        w.click("take column 2")              # Elizabeth took it
        print(w.status)
        if not w.task_done:
            w.click("wait")
        print(w.status)
        assert w.task_done
        '''),
        md('''
        ## The last pupil in class must take

        Kevin leaves with the fourth column, two cards. You are now alone in class: the
        Grand Master deals one card, into the third row of your column, and you must take
        it. Two rules say so here: a lesson never has more than three rows
        (`kanagawa.lesson.three-rows`), and the last pupil in class must take
        (`kanagawa.lesson.last-must-take`; the seed's note:
        如果你是這個步驟一開始最後一個還在學校的玩家，你必須把你的知識付諸實踐). The
        engine names the first that applies.

        The live board deals with its own seeded chance from here, so the third card is
        whatever it draws:
        '''),
        code('''
        rule("kanagawa.lesson.last-must-take", "kanagawa.lesson.three-rows")
        w.click("take column 4")              # Kevin
        w.click("studio A18")
        w.click("studio B02")                 # two plains: Kevin meets a diploma (lesson 5)
        w.click("take diploma landscapes-2")
        w.click("end turn")                   # the Grand Master deals the third row
        print(w.state)
        w.click("wait")                       # you are the last one in class
        print(w.status)
        w.click("take column 1")
        print(w.status)
        assert w.state.areas[0].hand and len(w.state.areas[0].hand) == 3
        '''),
        md('''
        The last-pupil rule alone, with two pupils: Red leaves at once with one card, so
        Blue is alone when the second row is dealt, and may not wait for a third:
        '''),
        code('''
        duo = scripted(players=2, deals="A12 A17 B01")
        play(duo, "deal A12", "deal A17", "wait", "take column 2", "studio A17", "end turn",
             "deal B01")
        print(duo.state.describe(), "| rows dealt:", duo.state.rows)
        print(duo.state.check("wait"))
        '''),
        md('''
        ## The Assistant makes the next Grand Master

        When every pupil has taken a column the lesson ends, and whoever holds the Assistant
        pawn takes the Grand Master pawn (`kanagawa.lesson.grand-master`). Lucy took it with
        her face-down card, so she deals and decides first in lesson 2.
        '''),
        code('''
        rule("kanagawa.lesson.grand-master")
        for card in list(w.state.areas[0].hand):
            w.click(f"studio {card}")
            while w.state.pending_diplomas():
                w.click(f"decline diploma {w.state.pending_diplomas()[0]}")
        w.click("end turn")
        s = w.state
        print(f"lesson {s.lesson}: Grand Master {s.player_names()[s.gm]}; {s.describe()}")
        assert s.lesson == 2 and s.gm == 3 and s.actor == 3
        s
        '''),
        md('''
        Each pupil took 1 to 3 cards; every card dealt was taken. One more rule of the
        lesson: when the Grand Master deals the last card of the deck, nobody may wait any
        more, and some columns may hold fewer cards than usual
        (`kanagawa.lesson.deck-empty`; lesson 6).
        '''),
        next_link(1),
    ]


# -- Kanagawa 3: the studio ----------------------------------------------------------------------


@notebook("kanagawa/03-the-studio.ipynb")
def the_studio() -> list[Cell]:
    return [
        nav(2),
        md('''
        # Kanagawa 3 · The studio

        After taking a column you must use its cards at once, one at a time, in any order
        (`kanagawa.turn.use-now`). Each card goes to your studio or your painting, and once
        placed it never moves (`kanagawa.turn.card-stays`). The studio is the easy
        choice:

        > 你總是可以把一張課程卡加入你的畫室中，沒有限制。

        You can always add a card to your studio, no conditions (`kanagawa.studio.always`).
        The card is turned so that its studio half shows, and only that half counts there.
        '''),
        code(SETUP),
        code('''
        rule("kanagawa.turn.use-now", "kanagawa.studio.always", "kanagawa.turn.card-stays")
        '''),
        md('''
        ## What a studio card gives

        - a **landscape** (forest, mountain, plain, ocean, or universal): a place where one
          brush can stand, and from where it paints (`kanagawa.brush.landscape-only`);
        - **supplies** that act once, when the card arrives: a **brush** from the supply
          (`kanagawa.studio.brush-icon`), or the **Assistant** pawn
          (`kanagawa.studio.assistant-icon`);
        - **techniques** that work every turn from now on: a **double arrow**, one more brush
          move per turn (`kanagawa.studio.move-icon`), and **keep**, one more card you may hold
          over to a later turn (`kanagawa.studio.keep-icon`);
        - printed **harmony points**: +1, +2, or -2 for a universal landscape.

        The seed: 「當你加入一張卡片到你的畫室時，立刻執行筆刷以及棋子的效果」, the brush and
        pawn effects happen at once, and a new card's abilities can be used in the very turn
        it arrives.

        Blue, with the ocean start tile, has taken a column of three cards: A04 (a brush
        icon), A08 (a double arrow) and A15 (an ocean landscape; its painting needs two
        mountains, which Blue cannot paint).
        '''),
        code('''
        columns = [["A04", "A08", "A15"], ["A12", "A16", "A17"]]
        match = scripted(players=2, deals=order(columns))
        state = lesson(match, columns, {0: []}, stop=0)
        for card in state.areas[0].hand:
            c = data.card(card)
            print(card, "studio:", c.studio.landscape.en if c.studio.landscape else "-",
                  [i.en for i in c.studio.icons], "| painting needs",
                  [land.en for land in c.painting.landscapes])
        state
        '''),
        md('''
        ## Your move: the brush icon

        **Put A04 into your studio**: its brush icon gives you a third brush at once. Click
        the card in your hand, then "To the studio". (Painting A15 is refused: it needs two
        brushes on two mountains.)
        '''),
        code('''
        w = Match(state, seed=3).widget()
        w.task("Blue: put the card with the brush icon (A04) into your studio",
               expect=["studio A04"],
               success="A brush from the supply joins your reserve: you now own three.",
               hint="Click A04 in your hand, then the studio button.")
        w
        '''),
        code('''
        w.click("paint A15 with S0")          # two mountains needed, no brush placed
        print(w.status)
        if not w.task_done:
            w.target("card-A04")
            w.click("studio A04")
        print(w.status)
        assert w.task_done
        blue = w.state.areas[0]
        print("brushes in reserve:", blue.reserve, "| supply:", w.state.supply_brushes)
        assert blue.reserve == 3
        '''),
        md('''
        Three brush icons in the studio (the start tile's two and A04's) also meet the
        `brushes-3` diploma, so Blue must take or decline it before anything else (lesson
        5). Blue declines. And A04 has no landscape, so no brush can stand on it (S1 is A04
        now):
        '''),
        code('''
        print(w.state.describe(), w.state.pending_diplomas())
        w.click("decline diploma brushes-3")
        w.click("place brush on S1")
        print(w.status)
        rule("kanagawa.brush.landscape-only")
        '''),
        md('''
        ## The double arrow acts at once

        The start tile has one double arrow: one brush move per turn. A08 adds another, and
        it counts in this very turn (two double arrows also meet `moves-2`, which Blue
        declines). A15 adds a second ocean landscape; with the start tile's ocean that is
        two of one landscape, which meets `landscapes-2` (here Blue takes it).
        '''),
        code('''
        print("moves left this turn:", w.state.moves_left)
        w.click("studio A08")
        print("after A08:", w.state.moves_left, "| diplomas met:", w.state.pending_diplomas())
        w.click("decline diploma moves-2")
        w.click("studio A15")
        print("after A15, diplomas met:", w.state.pending_diplomas())
        w.click("take diploma landscapes-2")
        w.click("place brush on S0")
        w.click("move brush S0->S3")
        w.click("move brush S3->S0")
        print("brushes on", w.state.areas[0].brushes, "| moves left:", w.state.moves_left)
        assert w.state.moves_left == 0
        w.state
        '''),
        md('''
        ## The Assistant icon

        A card with the Assistant icon takes the Assistant pawn at once, from whoever has
        it; the Grand Master pawn follows only when the lesson ends. Here Red puts A05 (an
        Assistant, +1 point) into the studio in lesson 1:
        '''),
        code('''
        rule("kanagawa.studio.assistant-icon")
        m = scripted(players=2, deals="A12 A05")
        s = lesson(m, [["A12"], ["A05"]], {1: ["studio A05"]}, stop=1)
        print("during the lesson: Assistant", s.player_names()[s.assistant],
              "| Grand Master", s.player_names()[s.gm])
        m.play("end turn")
        s = m.state
        print(f"lesson {s.lesson}: Grand Master", s.player_names()[s.gm])
        assert s.gm == 1
        '''),
        md('''
        ## Keep: a card for later

        Normally every card you took must be placed before you end your turn
        (`kanagawa.turn.keep`). Each keep icon in your studio lets one card wait in your hand
        for a later turn. Blue takes A12, A06 (keep, +2) and C08, and would like to keep C08
        for when a brush stands on an ocean:
        '''),
        code('''
        rule("kanagawa.turn.keep", "kanagawa.studio.keep-icon")
        columns = [["A12", "A06", "C08"], ["A16", "A17", "A18"]]
        m = scripted(players=2, deals=order(columns))
        s = lesson(m, columns, {0: ["studio A12"]}, stop=0)
        print(s.check("end turn"))
        s = play(m, "studio A06")
        print(s.check("end turn"))
        s = play(m, "end turn")
        print("Blue's hand after the turn:", s.areas[0].hand)
        assert s.areas[0].hand == ("C08",)
        '''),
        next_link(2),
    ]


# -- Kanagawa 4: painting --------------------------------------------------------------------------


TWO_OCEANS = '''
columns = [["A01", "C08", "A02"], ["A12", "A16", "A17"]]
match = scripted(players=2, deals=order(columns))
state = lesson(match, columns,
               {0: ["studio A01", "place brush on S1", "studio C08",
                    "decline diploma landscapes-2"]}, stop=0)
'''


@notebook("kanagawa/04-painting.ipynb")
def painting() -> list[Cell]:
    return [
        nav(3),
        md('''
        # Kanagawa 4 · Painting with brushes

        To add a card to your painting you need the brushes it asks for: a brush standing
        on a studio landscape of the kind shown on the card's painting half
        (`kanagawa.paint.landscape`); a card with two icons needs two brushes on two
        different studio cards of that landscape (`kanagawa.paint.double`). A universal
        landscape counts as any. Painted cards go to the right of your painting, P1, P2...
        '''),
        code(SETUP),
        code('''
        rule("kanagawa.paint.landscape", "kanagawa.paint.double")
        '''),
        md('''
        ## Brushes: place, move, paint

        > 把筆刷放置與移動好是其中一個致勝的關鍵

        Placing and moving brushes well is one of the keys to winning. Three actions:

        - **place** a brush from your reserve on an empty landscape of your studio, at any
          moment in your turn (`kanagawa.brush.place`); one brush per landscape
          (`kanagawa.brush.one-per-landscape`);
        - **move** a brush to another empty landscape, which uses up a double arrow; each
          double arrow works once per turn (`kanagawa.brush.move`);
        - **paint**: each brush paints once per turn, before or after it moves
          (`kanagawa.paint.brush-once-per-turn`), and each landscape icon serves once per
          turn (`kanagawa.paint.icon-once-per-turn`).
        '''),
        code('''
        rule("kanagawa.brush.place", "kanagawa.brush.one-per-landscape", "kanagawa.brush.move",
             "kanagawa.paint.brush-once-per-turn", "kanagawa.paint.icon-once-per-turn")
        '''),
        md('''
        ## The seed's example: two oceans

        > 範例：你想打出一張有「兩個海洋」風景的卡片到你畫作上。
        > 01 你打出你的最後一個筆刷到你畫室一個「海洋」風景上。
        > 02 因為你有一個雙箭號，你把已經放在你畫室的其中一個筆刷移動到第二個「海洋」風景。
        > 你現在可以打出這張卡片到你的畫作中。

        You want to paint a card with two oceans: (01) play your last brush onto an ocean of
        your studio; (02) with your double arrow, move a brush already in the studio to a
        second ocean; now you can paint the card.

        Blue's studio: S0 the start tile (ocean), S1 A01 (forest, a brush stands on it), S2
        C08 (ocean). One brush is left in reserve, and A02 in hand needs two oceans.
        '''),
        code(TWO_OCEANS + dedent('''
        blue = state.areas[0]
        print("brushes on", [f"S{i}" for i in blue.brushes], "| reserve", blue.reserve,
              "| hand", blue.hand, "| moves", state.moves_left)
        print(state.check("paint A02 with S0,S2"))
        state
        ''')),
        md('''
        ## Your moves: 01, 02, paint

        Three clicks, one task each. **01: place your last brush on an ocean** (S0 or S2:
        click the empty landscape).
        '''),
        code('''
        w = Match(state, seed=4).widget()
        w.task("01: place your last brush on an ocean of your studio",
               expect=["place brush on S0", "place brush on S2"],
               success="Your last brush stands on an ocean.",
               hint="Click an empty ocean landscape: S0 (the start tile) or S2 (C08).")
        w
        '''),
        code('''
        w.click("place brush on S1")          # a brush already stands on the forest
        print(w.status)
        if not w.task_done:
            w.click("place brush on S0")
        print(w.status)
        assert w.task_done and w.state.areas[0].reserve == 0
        '''),
        md('''
        **02: move the brush from the forest (S1) to the other ocean** with your double
        arrow: click the brush, then the empty ocean.
        '''),
        code('''
        other = [i for i in (0, 2) if i not in w.state.areas[0].brushes][0]
        w.task(f"02: move the forest brush to the other ocean, S{other}",
               expect=[f"move brush S1->S{other}"],
               success="Two brushes stand on two oceans.",
               hint="Click the brush on S1 (the forest), then the empty ocean.")
        w
        '''),
        code('''
        if not w.task_done:
            w.target("brush-S1")
            print(w.selection)
            w.click(f"move brush S1->S{other}")
        print(w.status)
        assert w.task_done and w.state.areas[0].brushes == (0, 2)
        '''),
        md('''
        **Now paint A02** with the brushes on S0 and S2: click A02 in your hand, then its
        paint button.
        '''),
        code('''
        w.task("Paint A02 with the two oceans",
               expect=["paint A02 with S0,S2"],
               success="The two-ocean card joins your painting as P1.",
               hint="Click A02 in your hand, then 'Paint with S0,S2'.")
        w
        '''),
        code('''
        w.click("move brush S2->S1")          # the only double arrow is used up
        print(w.status)
        if not w.task_done:
            w.target("card-A02")
            w.click("paint A02 with S0,S2")
        print(w.status)
        assert w.task_done and w.state.areas[0].painting == ("A02",)
        w.state
        '''),
        md('''
        ## Each brush once, each landscape once

        Two rules stop a brush from painting twice in a turn. A brush that has painted stays
        spent even if you move it; and a landscape that has been painted from cannot serve
        again this turn, even under a fresh brush. Blue here has brushes on S0 (ocean) and
        S2 (forest), two double arrows, and wants to paint two ocean cards, A04 and T07:
        '''),
        code('''
        lessons = [[["T09", "A01", "A08"], ["A12", "A16", "A17"]],
                   [["A04", "T07"], ["A18", "B01", "B02"]]]
        m = scripted(players=2, deals=order(*lessons))
        lesson(m, lessons[0])
        s = lesson(m, lessons[1],
                   {0: ["place brush on S0", "place brush on S2", "paint A04 with S0"]}, stop=0)
        s = play(m, "move brush S0->S1")        # the spent brush moves to T09's ocean
        print(s.check("paint T07 with S1"))     # ...and is still spent
        s = play(m, "move brush S2->S0")        # a fresh brush onto the used ocean
        print(s.check("paint T07 with S0"))     # the landscape has served this turn
        print("legal now:", s.legal_actions().notations())
        '''),
        md('''
        Next turn everything is fresh again. The lesson to draw: plan a turn's paintings
        before you move brushes.
        '''),
        next_link(3),
    ]


# -- Kanagawa 5: diplomas ---------------------------------------------------------------------------


TREE_POSITION = '''
TREE_LESSONS = [[["T09", "A04", "T07"], ["A12", "A16", "A17"]],
                [["C14", "T14"], ["A18", "B01", "B02"]], [["T06"], ["B05"]]]
match = scripted(players=2, deals=order(*TREE_LESSONS))
lesson(match, TREE_LESSONS[0], {0: [
    "studio T09", "decline diploma landscapes-2", "place brush on S0", "place brush on S1",
    "paint A04 with S0", "paint T07 with S1"]})
state = lesson(match, [["C14", "T14"], ["A18", "B01", "B02"]],
               {0: ["paint C14 with S0", "paint T14 with S1"]}, stop=0)
'''


@notebook("kanagawa/05-diplomas.ipynb")
def diplomas() -> list[Cell]:
    return [
        nav(4),
        md('''
        # Kanagawa 5 · Diplomas

        > 一旦你的畫作達成場中央一個證書所需的條件，你必須立刻選擇要拿取它或放棄它，試看看能不能有更好的突破！

        As soon as your painting (or studio) meets the condition of a diploma still on the
        board, you must choose at once: take it, or decline it and try for something better
        (`kanagawa.diploma.qualify`). Four rules go with it:

        - one diploma per group (colour): taking one closes the others of its group to you
          (`kanagawa.diploma.one-per-group`);
        - a diploma you decline is lost to you for good, but the harder ones of its group
          stay open (`kanagawa.diploma.declined-lost`);
        - each tile exists once: first come, first served (`kanagawa.diploma.first-come`);
        - extras come at once: a brush, a storm token or the Assistant pawn
          (`kanagawa.diploma.reward`).
        '''),
        code(SETUP),
        code('''
        rule("kanagawa.diploma.qualify", "kanagawa.diploma.one-per-group",
             "kanagawa.diploma.declined-lost", "kanagawa.diploma.first-come",
             "kanagawa.diploma.reward")
        '''),
        md('''
        ## The seed's example: the third tree

        > 範例：你打出一張卡片到你的畫作，該畫作已經有第三個樹。你接著必須決定是否拿取第一個「樹」證書，或者放棄它。

        You paint a card that brings your third tree; now decide whether to take the first
        tree diploma or leave it. Blue has painted T07 (one tree) and now T14 (two trees).
        Three tree diplomas lie on the board:
        '''),
        code(TREE_POSITION + dedent('''
        for d in data.diplomas_in_group(data.DiplomaGroup.TREES):
            reward = f" + {d.reward.en}" if d.reward else ""
            print(f"{d.id}: {d.text.en}: {d.points} point{'s' * (d.points > 1)}{reward}")
        print("trees in Blue's painting:", state.areas[0].facts["subjects"]["tree"])
        print(state.describe(), "->", state.pending_diplomas())
        state
        ''')),
        md('''
        ## Your decision

        **Take `trees-3` (3 points now) or decline it.** Either is fine: the cells below
        compare both futures. Nothing else is allowed until you decide.
        '''),
        code('''
        w = Match(state, seed=5).widget()
        w.task("Blue: take or decline the first tree diploma (trees-3)",
               expect=["take diploma trees-3", "decline diploma trees-3"],
               success="Decided. The cells below show both futures.",
               hint="Use the Take or Decline button of trees-3.")
        w
        '''),
        code('''
        w.click("end turn")                   # first the diploma
        print(w.status)
        if not w.task_done:
            w.click("decline diploma trees-3")
        print(w.status)
        assert w.task_done
        print("You chose:", w.moves[-1])
        '''),
        md('''
        ## Two futures

        States are values, so we can follow both choices from the same position. Suppose
        in the next lesson Blue paints T06, a fourth tree.

        **Took trees-3**: 3 points for sure, and the tree group is closed to Blue; the fourth
        tree meets `trees-4`, but Blue cannot take it.
        '''),
        code('''
        def next_lesson_with_a_fourth_tree(choice):
            m = Match(state, auto_chance=False)
            m.play(choice)
            m.play("end turn")
            lesson(m, [["C14", "T14"], ["A18", "B01", "B02"]])   # Red ends lesson 2
            return lesson(m, [["T06"], ["B05"]], {0: ["paint T06 with S0"]}, stop=0), m


        took, m_took = next_lesson_with_a_fourth_tree("take diploma trees-3")
        print("trees:", took.areas[0].facts["subjects"]["tree"], "| meets trees-4:",
              took.meets(0, "trees-4"), "| pending:", took.pending_diplomas())
        print(took.check("take diploma trees-4"))
        print("diploma points:", took.scores().points[0]["diplomas"])
        '''),
        md('''
        **Declined trees-3**: the fourth tree offers `trees-4`, worth 4 points and a storm
        token; `trees-3` itself is lost to Blue for good. A fifth tree would have offered
        `trees-5` (7 points and the Assistant).
        '''),
        code('''
        declined, m_declined = next_lesson_with_a_fourth_tree("decline diploma trees-3")
        print("pending:", declined.pending_diplomas())
        print(declined.check("take diploma trees-3"))
        after = m_declined.play("take diploma trees-4")
        print("diploma points:", after.scores().points[0]["diplomas"],
              "| storm tokens:", after.areas[0].storms)
        after
        '''),
        md('''
        Declining is a bet: on more trees, and on nobody else taking `trees-4` first.

        ## First come, first served

        Each tile exists once. Here both pupils build a studio with two landscapes of one
        kind in lesson 1; Blue decides first and takes `landscapes-2`, and Red, who meets it
        too, gets nothing:
        '''),
        code('''
        m = scripted(players=2, deals="T09 A12")
        s = lesson(m, [["T09"], ["A12"]], {0: ["studio T09", "take diploma landscapes-2"],
                                           1: ["studio A12"]}, stop=1)
        print("Red meets landscapes-2:", s.meets(1, "landscapes-2"), "| pending:", s.pending_diplomas())
        print(s.check("take diploma landscapes-2"))
        '''),
        md('''
        ## Rewards and counting

        The brush, storm and Assistant rewards act at once. Three diploma conditions are
        counted in a way the sources do not fully settle; our readings are assumptions
        with options (lesson 9):
        '''),
        code('''
        rule("kanagawa.diploma.characters-identical", "kanagawa.diploma.brush-count",
             "kanagawa.diploma.landscape-count")
        '''),
        next_link(4),
    ]


# -- Kanagawa 6: the end and scoring ----------------------------------------------------------------


@notebook("kanagawa/06-the-end-and-scoring.ipynb")
def the_end() -> list[Cell]:
    return [
        nav(5),
        md('''
        # Kanagawa 6 · The end and scoring

        > 當以下兩種情況其中之一達成時，遊戲結束：1) 牌庫耗盡……或……當一輪結束時，有一個或多個玩家的畫作中至少有 11 張卡片。

        The game ends when the deck runs out (after that lesson is finished), or at the end
        of a lesson in which one or more paintings have at least 11 cards
        (`kanagawa.end.trigger`). We count 11 *lesson* cards, the start tile not included
        (`kanagawa.end.start-tile-count`, an assumption). Before scoring, each storm token
        goes on a card of its owner's painting (`kanagawa.end.storm-tokens`).
        '''),
        code(SETUP + "\n" + FINISH + "\n" + STORM_GAME + "\n" + GAME_38),
        code('''
        rule("kanagawa.end.trigger", "kanagawa.end.start-tile-count", "kanagawa.end.storm-tokens",
             "kanagawa.end.kept-cards")
        '''),
        md('''
        ## The final scoring, A to E

        The seed's scoring list, with the example numbers it prints in brackets:

        > A 你畫作中每張課程卡可以得 1 分 (包含起始板塊) (13 分)
        > B 相同季節連續最長的那一段，每張課程卡可以得 1 分 (包含起始板塊) (7 分)
        > C 你畫作中課程卡 (3 分)，以及你畫室的分數 (-1 分)。
        > D 你獲得的獎狀分數 (14 分)
        > E 持有大師棋子的玩家獲得 2 分 (2 分)

        In our words: A, 1 point per card in your painting, start tile included; B, 1 more
        point per card of your longest run of one season; C, the bonuses printed on your
        painting and the points printed in your studio; D, your diplomas; E, 2 points for
        the Grand Master. The highest total wins; a tie shares the victory.
        '''),
        code('''
        from tutor.games.kanagawa.scoring import CATEGORIES

        for category in CATEGORIES:
            rule(category.rule)
        rule("kanagawa.score.ties-shared")
        '''),
        md('''
        ## Storm tokens: the seed's example

        > 範例：遊戲結束時，你把一個風暴指示物放到你第三張課程卡上。你決定把這個指示物轉換成「春天」，以獲得連續五張春天卡並贏得多數。

        At the end you put a storm token on a card and turn it into the season that joins
        two runs. Blue has a storm token from the `trees-4` diploma. To reach the end
        quickly, the rest of the deck was then dealt out with every card going into the
        studios (`finish` in the set-up cell). The deck is empty, and Blue's painting reads
        summer, summer, winter, summer, spring, autumn:
        '''),
        code('''
        storm = storm_painter()
        s = storm.state
        from tutor.games.kanagawa.scoring import seasons
        print("deck:", len(s.deck), "| phase:", s.phase, "|", s.describe())
        print("seasons P0..:", [x.en for x in seasons(s, 0)])
        print("longest run now:", s.scores().points[0]["season"])
        s
        '''),
        md('''
        ## Your move: place the storm token

        **Put the token where it lengthens your longest run the most**, and choose its
        season. Click a season chip under a card of your painting (not the start tile).
        '''),
        code('''
        w = Match(s, seed=6).widget()
        w.task("Blue: place your storm token to make the longest run of one season",
               expect=["storm on P2 as summer"],
               success="Summer, summer, summer, summer: a run of 4.",
               hint="Which card sits between summers?")
        w
        '''),
        code('''
        w.click("storm on P0 as spring")      # not on the start tile
        print(w.status)
        w.click("storm on P4 as summer")      # legal, but it only makes a run of 3
        print(w.status)
        if not w.task_done:
            w.click("storm on P2 as summer")
        print(w.status)
        assert w.task_done and w.state.is_terminal()
        final = w.state.scores()
        print(final)
        assert final.points[0]["season"] == 4
        '''),
        md('''
        The game ended because the deck ran out (`kanagawa.lesson.deck-empty`): the deck is
        empty and the last lesson was completed.

        ## Seed 000's score sheet, on a real game

        The seed's example sheet is 13 + 7 + 3 - 1 + 14 + 2 = 38. Here is a two-player game
        that ends with exactly that sheet for Blue, every card forced and every move legal
        (the script is `blue_38` in the set-up cell above). Blue's plan: an ocean start
        tile (S0) and a universal studio card (S1, -2 points) hold the two brushes, so each
        lesson Blue can paint one ocean card and one card of any landscape.

        - lessons 1-3: six summer cards after the summer start tile, a run of 7 (B);
        - A05 in the studio (+1) and the universal A09 (-2): studio -1 (C);
        - bonuses on T02, A04 and B10: +3 (C);
        - trees: declines `trees-3` and `trees-4`, takes `trees-5` (7 points and the
          Assistant); buildings: declines `buildings-2` and `-3`, takes `buildings-4` (7
          points and the Assistant): 14 (D);
        - the sixth lesson takes Blue's painting from 10 to 12 lesson cards: the game ends
          with that lesson, and Blue, holding the Assistant, ends as Grand Master (E).
        '''),
        code('''
        game = blue_38()
        end = game.state
        sheet = end.scores()
        print(sheet)
        assert end.is_terminal() and sheet.final
        assert sheet.points[0] == {"cards": 13, "season": 7, "painting": 3, "studio": -1,
                                   "diplomas": 14, "grand_master": 2}
        assert sheet.totals[0] == 38 and sheet.winners == (0,)
        print(end)
        '''),
        code('''
        end
        '''),
        md('''
        When did the game end? After each lesson, how many lesson cards in each painting:
        Blue reached 11 (and 12) in lesson 6, and the game ended when that lesson did, once
        Red had taken its column too.
        '''),
        code('''
        for step in range(len(game.moves) + 1):
            game.goto(step)
            s = game.state
            if s.last_action == "end turn" and (s.phase == "deal" or s.is_terminal()):
                counts = [len(a.painting) for a in s.areas]
                print(f"after lesson {s.lesson - (not s.is_terminal())}: paintings {counts}",
                      "-> game over" if s.is_terminal() else "")
        '''),
        next_link(5),
    ]


# -- Kanagawa 7: scoring explorer ----------------------------------------------------------------------


@notebook("kanagawa/07-scoring-explorer.ipynb")
def explorer() -> list[Cell]:
    return [
        nav(6),
        md('''
        # Kanagawa 7 · Scoring explorer

        States are values: `state.apply(move)` returns a new state and never changes the old
        one. So you can keep a position, try things on copies, and see every line of the
        score sheet move. This lesson starts from the 38-point game of lesson 6, changes the
        painting, places storm tokens differently, compares candidate moves, and lets bots
        play many games.
        '''),
        code(SETUP + "\n" + FINISH + "\n" + STORM_GAME + "\n" + GAME_38),
        code('''
        import json

        HEADER = f"{'':<34}{'cards':>6}{'season':>7}{'paint':>6}{'studio':>7}{'dipl':>5}{'GM':>4} | total"


        def row(label, state, seat=0):
            """One line: the categories of one pupil's score sheet, and the total."""
            sheet = state.scores()
            points = sheet.points[seat]
            cells = "".join(f"{points[c]:>{w}g}" for c, w in [
                ("cards", 6), ("season", 7), ("painting", 6), ("studio", 7),
                ("diplomas", 5), ("grand_master", 4)])
            return f"{label:<34}{cells} | {sheet.totals[seat]:g}"


        def edited(state, seat=0, painting=None, studio=None):
            """A copy of `state` with another painting or studio for `seat` (the cards
            taken out go to the bottom of the deck, new ones come from it)."""
            doc = json.loads(state.to_json())
            inner = doc["state"]
            area = inner["areas"][seat]
            for part, cards in (("painting", painting), ("studio", studio)):
                if cards is not None:
                    out = [c for c in area[part] if c not in cards]
                    new = [c for c in cards if c not in area[part]]
                    inner["deck"] = sorted(set(inner["deck"]) - set(new) | set(out))
                    for card in new:   # its back leaves the stack...
                        inner["backs"] = inner["backs"].replace(card[0], "", 1)
                    inner["backs"] += "".join(card[0] for card in out)   # ...theirs join it
                    area[part] = list(cards)
            return kanagawa.GAME.from_json(json.dumps(doc))


        end = blue_38().state
        print(HEADER)
        print(row("Blue at the end", end))
        '''),
        md('''
        ## Change the painting

        Copies of the final position with Blue's painting changed (the engine checks that
        every card is still accounted for). Watch each category move:

        - drop A17, the last card of the summer run: one card less, and the run is 6;
        - add C01 (summer, +1) right after A17: the run grows to 8, plus a card and a bonus;
        - add it at the end instead: a card and a bonus, but the run stays 7;
        - swap the universal card in the studio (A09, -2) for a forest (T10, 0 points): the
          studio's -1 becomes +1.
        '''),
        code('''
        painting = list(end.areas[0].painting)
        i = painting.index("A17")
        variants = {
            "without A17": painting[:i] + painting[i + 1:],
            "C01 after A17": painting[:i + 1] + ["C01"] + painting[i + 1:],
            "C01 at the end": painting + ["C01"],
        }
        print(HEADER)
        print(row("as played", end))
        for label, cards in variants.items():
            print(row(label, edited(end, painting=cards)))
        print(row("studio: T10 instead of A09", edited(end, studio=["T10", "A05"])))
        assert end.scores().totals[0] == 38   # the original is untouched
        '''),
        md('''
        The copy with C01 after A17, as a picture: a run of eight summers (P0 to P7).
        '''),
        code('''
        edited(end, painting=variants["C01 after A17"])
        '''),
        md('''
        ## Place a storm token differently

        In the storm game of lesson 6 Blue has one token. Every legal placement, each tried
        on a copy: only the season-run line moves, and one placement is clearly best.
        '''),
        code('''
        storm = storm_painter().state
        best = max(storm.legal_actions(), key=lambda a: storm.apply(a).scores().totals[0])
        print(HEADER)
        for action in storm.legal_actions():
            if str(action).endswith(("summer", "winter")):
                print(row(str(action), storm.apply(action)))
        print("best:", best)
        '''),
        md('''
        ## Compare candidate moves

        Back in the 38-point game, at the start of Blue's last turn: T06 and C04 in hand.
        Every first move Blue could make, each on a copy, with the sheet after it. (A
        pending diploma does not score until it is taken.)
        '''),
        code('''
        game = blue_38()
        step = max(i for i, s in enumerate(game.history) if s.notation == "take column 1")
        game.goto(step + 1)
        here = game.state
        print(here.describe(), "| hand:", here.areas[0].hand)
        print(HEADER)
        for action in here.legal_actions():
            print(row(str(action), here.apply(action)))
        '''),
        md('''
        Painting T06 is the move: it brings the fifth tree, and with it `trees-5`:
        '''),
        code('''
        for first in ["paint T06 with S0", "studio T06"]:
            s = here.apply(first)
            print(first, "->", s.pending_diplomas() or "no diploma")
        '''),
        md('''
        ## Many games: score distributions

        `simulate()` plays many games between bots (seeded: the same call gives the same
        games) and collects the final score sheets. `progress` is called after each game;
        here it moves a progress bar. GreedyBot looks one move ahead on the score sheet;
        RandomBot plays any legal move.
        '''),
        code('''
        import ipywidgets
        from IPython.display import display
        from tutor.core import GreedyBot, RandomBot, simulate

        bar = ipywidgets.IntProgress(value=0, max=20, description="games")
        display(bar)


        def progress(done, total):
            bar.value = done
            if done % 5 == 0:
                print(f"{done}/{total} games played")


        sim = simulate(kanagawa.GAME, [GreedyBot(seed=1), RandomBot(seed=2)], games=20,
                       seed=0, progress=progress)
        print(sim.summary())
        '''),
        code('''
        def histogram(values, step=5):
            """A text histogram: one line per bin of `step` values, one # per game."""
            bins = {}
            for v in values:
                low = int(v // step * step)
                bins[low] = bins.get(low, 0) + 1
            for low in range(min(bins), max(bins) + step, step):
                n = bins.get(low, 0)
                print(f"{low:>4} to {low + step - 1:>3}: {'#' * n:<20} {n}")


        print("Blue's totals (GreedyBot):")
        histogram([t[0] for t in sim.totals])
        print("Red's totals (RandomBot):")
        histogram([t[1] for t in sim.totals])
        '''),
        md('''
        ## From a position: take or decline?

        The tree diploma of lesson 5, as a question for the bots: from the position where
        Blue must decide, play 20 games on from each choice, GreedyBot for both pupils.
        Which choice gives Blue the better results?
        '''),
        code('''
        import statistics

        lessons = [[["T09", "A04", "T07"], ["A12", "A16", "A17"]],
                   [["C14", "T14"], ["A18", "B01", "B02"]]]
        match = scripted(players=2, deals=order(*lessons))
        lesson(match, lessons[0], {0: [
            "studio T09", "decline diploma landscapes-2", "place brush on S0", "place brush on S1",
            "paint A04 with S0", "paint T07 with S1"]})
        trees = lesson(match, lessons[1],
                       {0: ["paint C14 with S0", "paint T14 with S1"]}, stop=0)

        for choice in ["take diploma trees-3", "decline diploma trees-3"]:
            sim = simulate(kanagawa.GAME, [GreedyBot(seed=1), GreedyBot(seed=2)], games=20,
                           start=trees.apply(choice))
            margins = [blue - red for blue, red in sim.totals]
            print(f"{choice}: Blue's mean {sim.mean(0):.1f}, mean margin "
                  f"{statistics.fmean(margins):+.1f}, wins {sim.wins[0]:g} of 20")
        '''),
        md('''
        Twenty games between simple bots are a hint, not a proof: raise `games` before you
        trust a difference. Try your own: change the painting, the choices or the options,
        and run the cells again.
        '''),
        next_link(6),
    ]


# -- Kanagawa 8: play against bots -----------------------------------------------------------------------


@notebook("kanagawa/08-play-against-bots.ipynb")
def play_bots() -> list[Cell]:
    return [
        nav(7),
        md('''
        # Kanagawa 8 · Play against bots

        Whole games, you as Blue against bots. The bots answer by themselves after each of
        your moves (`opponents={seat: bot}` gives those seats to the computer). You can also
        let a bot make *your* move with the bot button, step back with undo, or turn on
        hints to see every legal move. The deck is shuffled by the match's seed.
        '''),
        code(SETUP),
        code('''
        from tutor.core import GreedyBot, RandomBot
        '''),
        md('''
        ## Two players

        Your opponent is `GreedyBot`: it plays the move that gives it the best score margin
        one move ahead.
        '''),
        code('''
        duel = Match(kanagawa.GAME, players=2, seed=8)
        game2 = duel.widget(bot=GreedyBot(seed=8), opponents={1: GreedyBot(seed=8)},
                            title="Kanagawa: you (Blue) vs GreedyBot")
        game2
        '''),
        md('''
        This cell makes a first decision from Python if you have not started (you wait),
        shows the bot's answer, and an illegal click:
        '''),
        code('''
        if all(step.player < 0 for step in duel.history):   # only the deals so far
            game2.click("wait")
        print("\\n".join(game2.moves[-4:]))
        print(game2.status)
        game2.click("end turn")
        print(game2.status)
        '''),
        md('''
        ## Three and four players

        The same with more pupils: every seat but yours is a bot.
        '''),
        code('''
        trio = Match(kanagawa.GAME, players=3, seed=9)
        game3 = trio.widget(opponents={1: GreedyBot(seed=1), 2: GreedyBot(seed=2)},
                            title="Kanagawa: you (Blue) vs two bots")
        game3
        '''),
        code('''
        quartet = Match(kanagawa.GAME, players=4, seed=10)
        game4 = quartet.widget(opponents={p: GreedyBot(seed=p) for p in (1, 2, 3)},
                               title="Kanagawa: you (Blue) vs three bots")
        game4
        '''),
        code('''
        for board in (game3, game4):
            print(board.state.num_players(), "players:", board.status)
            assert board.state.current_player() == 0
        '''),
        md('''
        ## Whole games, driven from Python

        Here a GreedyBot makes Blue's moves by clicking (the same path as your clicks) and
        GreedyBots answer, to the end: a game at 2, 3 and 4 players, each with its final
        score sheet.
        '''),
        code('''
        def full_game(players, seed, blue):
            board = Match(kanagawa.GAME, players=players, seed=seed).widget(
                opponents={p: GreedyBot(seed=seed + p) for p in range(1, players)})
            while not board.state.is_terminal():
                board.click(blue.choose(board.state))
            return board


        demos = {}
        for players, seed in [(2, 3), (3, 4), (4, 5)]:
            demo = demos[players] = full_game(players, seed, GreedyBot(seed=seed))
            end = demo.state
            print(f"{players} players: {len(demo.moves)} steps, {end.lesson} lessons")
            print(end.scores(), end="\\n\\n")
            assert end.is_terminal() and end.scores().final
        '''),
        code('''
        demos[4].state
        '''),
        md('''
        How much do the decisions matter? The same two-player game with a Blue that plays
        any legal move at random (`RandomBot`) against the same GreedyBot:
        '''),
        code('''
        careless = full_game(2, 3, RandomBot(seed=3))
        print(careless.status)
        print(careless.state.scores())
        '''),
        md('''
        Step through a game with `demo.goto(n)` (or the buttons under the log), or save it
        with `demo.match.save("game.json")` and reload it later with `Match.load`.
        '''),
        code('''
        demo = demos[2]
        demo.goto(20)
        print(demo.status)
        demo.goto(len(demo.moves))
        print(demo.state.describe())
        '''),
        next_link(7),
    ]


# -- Kanagawa 9: sources and assumptions ---------------------------------------------------------------


@notebook("kanagawa/09-sources-and-assumptions.ipynb")
def sources() -> list[Cell]:
    return [
        nav(8),
        md('''
        # Kanagawa 9 · Sources and assumptions

        Every rule the engine enforces or scores is registered with an id, a short text in
        English and Traditional Chinese, its sources, and a flag when it is an
        **assumption**: a reading we chose because the sources are silent or disagree. Where
        an assumption could reasonably go another way, a game option switches it.
        '''),
        code(SETUP + "\n" + FINISH + "\n" + STORM_GAME + "\n" + GAME_38),
        md('''
        ## The sources

        - **seed 000**: a Traditional Chinese rules summary (a blog post translating the
          rulebook, with its worked examples), file `000_43f8316dd65002f0.txt`.
          The primary source, and the source of our Chinese terms.
        - **seed 001**: a Spanish rules summary, `001_c42d7fc8bfeef299.txt`: the
          same text in substance, without the diploma list.
        - **research**: the project's research notes, facts gathered from public sources: two
          independent transcriptions of the 72 cards and 19 diplomas (student projects
          that worked from the official French rules), reviews that paraphrase the rules,
          and cross-checks. The official rulebook itself was not readable.
        - **tutor**: rules of the tutor itself (notation, game over, chance).

        Each rule names the parts it relies on:
        '''),
        *sources_and_assumptions("kanagawa"),
        md('''
        ### Identical characters: `characters_identical`

        Seed 000 asks for 4 identical characters for the 9-point diploma; the card
        transcriptions say 3. Blue paints three monks (C08, C09, C15): with 3 the diploma is
        offered, with 4 it is not.
        '''),
        code('''
        def three_monks(**options):
            lessons = [[["A09", "C08", "C09"], ["A12", "A16", "A17"]], [["C15"], ["A18"]]]
            m = scripted(players=2, deals=order(*lessons), **options)
            lesson(m, lessons[0], {0: [
                "studio A09", "place brush on S0", "place brush on S1",
                "paint C08 with S0", "paint C09 with S1"]})
            return lesson(m, [["C15"], ["A18"]], {0: ["paint C15 with S1"]}, stop=0)


        for n in (3, 4):
            s = three_monks(characters_identical=n)
            print(f"characters_identical={n}: pending {s.pending_diplomas()}")
        '''),
        md('''
        ### The Grand Master's 2 points: `grand_master_bonus`

        Both seeds give 2 points to the Grand Master (item E); the research found the bonus
        in one card transcription only. The 38-point game without it:
        '''),
        code('''
        for bonus in (2, 0):
            sheet = blue_38(grand_master_bonus=bonus).state.scores()
            print(f"grand_master_bonus={bonus}: Blue {sheet.totals[0]:g}, Red {sheet.totals[1]:g}")
        '''),
        md('''
        ### What a storm token does: `storm_token`

        The seeds let the token's owner choose the card's new season; the research had
        suggested making the card wild. With `storm_token="wild"` the placements name no
        season, and the card fits any run:
        '''),
        code('''
        from tutor.games.kanagawa.scoring import seasons

        for mode in ("season", "wild"):
            s = storm_painter(storm_token=mode).state
            print(f"storm_token={mode!r}: {len(s.legal_actions())} placements, e.g.",
                  s.legal_actions().notations()[:3])
        wild = storm_painter(storm_token="wild").state.apply("storm on P2")
        print([x.en for x in seasons(wild, 0)], "-> run", wild.scores().points[0]["season"])
        '''),
        md('''
        ### Does the start tile count toward 11? `end_counts_start_tile`

        We end the game at 11 *lesson* cards. Counting the start tile, Blue's painting in
        the 38-point game already has 11 cards after lesson 5, so the game ends a lesson
        earlier and the sixth lesson of the script never happens:
        '''),
        code('''
        for counted in (False, True):
            s = blue_38(end_counts_start_tile=counted).state
            print(f"end_counts_start_tile={counted}: over after lesson {s.lesson}, "
                  f"Blue's painting {len(s.areas[0].painting)} lesson cards, "
                  f"total {s.scores().totals[0]:g}")
        s
        '''),
        md('''
        (In that shorter game Blue never paints T06, the fifth tree, nor C04: two cards and
        the 7 points of `trees-5` fewer.)

        ### Other options

        `brush_diploma` counts every brush owned instead of the studio's brush icons,
        `universal_wild` lets universal studio cards join any landscape for the landscape
        diplomas, `storm_on_start_tile` lets a storm token go on the start tile, and
        `start_player` chooses who starts with both pawns. For instance a universal card
        next to an ocean start tile:
        '''),
        code('''
        for wild in (False, True):
            m = scripted(players=2, deals="A09 A12", universal_wild=wild)
            s = lesson(m, [["A09"], ["A12"]], {0: ["studio A09"]}, stop=0)
            print(f"universal_wild={wild}: most of one landscape {s.same_landscape(0)}, "
                  f"pending {s.pending_diplomas()}")
        '''),
        md('''
        Found a rule we got wrong, or a source that settles an assumption? The rule ids above
        are the place to start: each names its rule text, its sources and the option that
        changes it.
        '''),
        next_link(8),
    ]
