"""The Cartography lessons (notebooks/cartography/NN-topic.ipynb): the cells of each notebook.

Each function decorated with ``@notebook(path)`` returns one lesson's cells; the driver
``notebooks/build.py`` writes and executes them.
"""

from __future__ import annotations

import textwrap

from .common import Cell, Series, code, md, notebook, sources_and_assumptions

SERIES = Series("cartography", (
    ("01-the-map-and-its-tiles", "The map and its tiles"),
    ("02-placing-tiles", "Placing tiles"),
    ("03-stones-regions-liberties", "Stones, regions and liberties"),
    ("04-capture", "Capture"),
    ("05-ko", "Ko: no repeating"),
    ("06-the-end-and-scoring", "The end and scoring"),
    ("07-what-if-explorer", "What-if explorer"),
    ("08-play-against-a-bot", "Play against a bot"),
    ("09-sources-and-assumptions", "Sources and assumptions"),
))
"""The Cartography series: lesson stems and titles, in order."""

nav, next_link = SERIES.nav, SERIES.next_link

SETUP = '''
from tutor.core import Match
from tutor.games import cartography

rules = cartography.rules


def rule(*ids):
    """Print rules as the registry states them: [id] title: text."""
    for rule_id in ids:
        print(rules.explain(rule_id))


def position(moves="", **options):
    """A match of a new game (with these options) played through `moves`, one per line."""
    match = Match(cartography.new_game(**options))
    for line in moves.splitlines():
        move = line.split("#")[0].strip()
        if move:
            match.play(move)
    return match
'''
"""The first code cell of every Cartography lesson: imports and two small helpers."""

REGION_HELPERS = '''
def region_id(state, name):
    """The region id of a region named like "(0,1)b"."""
    action = state.parse_action("stone at " + name)
    return state.region(action.slot, action.letter)


def neighbours(state, name):
    """The regions next to region `name` (across open edges, never through a wall)."""
    return [state.region_name(n) for n in state.adj[region_id(state, name)]]


def liberties(state, name):
    """The stones of the group on `name`, and its liberties (empty neighbouring regions)."""
    group, libs = state.group(region_id(state, name))
    return sorted(map(state.region_name, group)), sorted(map(state.region_name, libs))
'''
"""Helpers for the lessons about regions, groups and liberties."""


def moves(text: str, close: bool = True) -> str:
    """Move lines for a ``position(\"\"\"...\"\"\")`` call inside an f-string code cell.

    The lines are indented to sit in a cell's ``position`` call; with ``close`` the text
    ends where the closing quotes go, else more move lines follow in the cell.
    """
    body = "\n" + textwrap.indent(textwrap.dedent(text).strip("\n"), " " * 12)
    return body + ("\n" + " " * 8 if close else "")


# -- Cartography 1: the map and its tiles ---------------------------------------------------


@notebook("cartography/01-the-map-and-its-tiles.ipynb")
def map_and_tiles() -> list[Cell]:
    return [
        nav(0),
        md('''
        # Cartography 1 · The map and its tiles

        **The theme.** You and your opponent are map-makers claiming land on a map that is
        still being drawn. Every turn someone adds a triangular piece of map, and the
        territory changes under your feet. The designer, Jon Adams, built it from two
        classics: the tile-laying of *Carcassonne* and the surrounding-and-capturing of
        *Go*. Our Chinese source opens with exactly that question:

        > 「卡卡頌與圍棋的結合?」 (Carcassonne combined with Go?)

        **The goal.** At the end you score one point for each of your castles still on the
        map and one point for each of your opponent's castles you captured. The higher total
        wins. (The rules call the pieces *stones* or *castles*; we say stones.)

        **The overview.** Players alternate. A turn has three steps
        (`cartography.turn.order`): place a tile, optionally place a stone, then capture any
        enemy stones you have surrounded. When the tiles are used up, the game goes on with
        stones only, and it ends when both players pass in a row.

        This lesson shows the pieces. The next ones explain each step with a board on
        which you make the move.
        '''),
        code(SETUP),
        code('''
        rule("cartography.turn.order", "cartography.setup.players")
        '''),
        md('''
        ## The start hexagon

        The map begins as six plain tiles forming a hexagon around one point
        (`cartography.setup.start-hexagon`; the source: 「在場中央用六個「公開的」地圖板塊組成一個六邊形」,
        six face-up tiles in a hexagon in the middle). Each small red dot is a **region**: a
        place where one stone can stand. The pale dashed triangles around the map are the
        empty **slots** where it can grow, labelled with their coordinates `(column,row)`.

        On the right: the players, the running score sheet and the **tile supply**, from
        which players choose their tiles (all tiles are face up: there is no luck of the
        draw).
        '''),
        code('''
        start = cartography.new_game(tiles_per_player=5)
        start
        '''),
        md('''
        The same position as compact text (handy in Python): one line per row of tiles,
        `column:type/rotation`, then each region's letter and what stands on it (`.` empty,
        `B` blue, `O` orange).
        '''),
        code('''
        print(start)
        '''),
        md('''
        ## The six tile types

        Every tile is a triangle. Some carry **walls** (drawn as blue rivers), which split a
        tile into separate regions and block the way between regions. A wall always meets a
        tile edge at its midpoint, so each edge is either *open* or a *wall edge*. That is
        all that matters when tiles are put side by side (lesson 2).

        | type | regions | walls |
        |------|---------|-------|
        | O3 | 1 | none: the plain tile |
        | O2 | 1 | a stub from one edge (does not split the tile) |
        | O1 | 1 | stubs from two edges |
        | C1 | 2 | a wall from one edge to the opposite corner |
        | C2 | 2 | a wall cutting off one corner |
        | C3 | 3 | a Y-shaped wall, one region per corner |

        The table in the engine's own data, with how many regions each type has and which of
        its three edges carry a wall:
        '''),
        code('''
        for t in cartography.TILE_TYPES:
            edges = " ".join("wall" if wall else "open" for wall in t.signature)
            print(f"{t.name}: {t.regions} region(s), edges {edges:15}  {t.description} / {t.description_zh}")
        '''),
        code('''
        from tutor.games.cartography import data

        print("tiles in the box:", data.TOTAL_TILES, "- of which the start hexagon:", len(data.START_SLOTS))
        print("supply at the start:", dict(zip([t.name for t in cartography.TILE_TYPES], start.supply)))
        rule("cartography.setup.tile-counts")
        '''),
        md('''
        Note the word *assumption* in lesson 9: the source gives 36 tiles in all but not how
        many of each type, so five of each type is our choice, and it is a game option
        (`supply`).

        ## Stones and the score

        Each player has 30 stones: Blue (藍) and Orange (橘), Blue starting unless you choose
        otherwise (`cartography.setup.start-player`). Here is a map after two turns, with a
        stone of each colour, and the score sheet at that moment: one point per stone on
        the map, one per captured stone.
        '''),
        code('''
        match = position("""
            tile C1 at (0,1) rot 120    # Blue: a tile with a wall to a corner...
            stone at (0,0)a             # ...and a stone in the hexagon
            tile O2 at (0,-2) rot 120   # Orange: a tile with a wall stub...
            stone at (0,-2)a            # ...and a stone on it
        """, tiles_per_player=5)
        match.state
        '''),
        code('''
        sheet = match.state.scores()
        print(sheet)
        assert sheet.totals == (1, 1)
        for category in sheet.categories:
            rule(category.rule)
        '''),
        md('''
        ## Your first move

        The board below is live. Blue is to play. **Place a plain tile (O3) in the slot just
        below the hexagon, at (0,1).** Click the O3 tile in the supply, then the green slot
        at (0,1). Turn on hints with the lamp button if you want the good slot highlighted.
        '''),
        code('''
        w = Match(cartography.new_game(tiles_per_player=5)).widget()
        w.task("Place a plain tile (O3) below the hexagon, at (0,1)",
               expect=["tile O3 at (0,1) rot 0"],
               success="Well done: the map has grown by one tile. Now you could place a stone.",
               hint="Pick the O3 tile (no walls) and click the slot at (0,1), below the hexagon.")
        w
        '''),
        md('''
        The same clicks from Python. First a slot that does not touch the map (refused, and
        the status names the rule), then the move itself. If you already made it by clicking,
        the cell only checks it.
        '''),
        code('''
        w.click("tile O3 at (0,4) rot 0")     # nowhere near the map
        print(w.status)
        if not w.task_done:
            w.target("type-O3")               # the first click: a tile type from the supply
            w.click("tile O3 at (0,1) rot 0") # the second: the slot
        print(w.status)
        assert w.task_done
        print(w.state)
        '''),
        next_link(0),
    ]


# -- Cartography 2: placing tiles -------------------------------------------------------------


@notebook("cartography/02-placing-tiles.ipynb")
def placing_tiles() -> list[Cell]:
    return [
        nav(1),
        md('''
        # Cartography 2 · Placing tiles

        Step 1 of every turn builds the map. The source states it in three short points:

        > 一定要放置一個板塊:A、新放置的板塊,必須和場上板塊的每個邊相吻合。B、板塊的角可以不必吻合。C、如果已經沒有板塊,則直接跳到步驟 2。

        In our words: you **must** place a tile; every edge it shares with the map must
        **match**; the **corners** need not match; with no tile left you go straight to the
        stone step. This lesson takes them one at a time, plus choosing from the supply and
        turning a tile.
        '''),
        code(SETUP),
        md('''
        ## Touch the map; match every shared edge

        A new tile goes into an empty slot that shares at least one edge with the map
        (`cartography.tile.adjacent`). Across every shared edge, open must meet open and
        wall must meet wall (`cartography.tile.edges-match`): a river never stops dead at a
        tile edge.
        '''),
        code('''
        rule("cartography.tile.adjacent", "cartography.tile.edges-match")
        start = cartography.new_game(tiles_per_player=5)
        for attempt in ["tile O3 at (0,4) rot 0",   # touches nothing
                        "tile O3 at (0,0) rot 0",   # a slot already taken
                        "tile C3 at (0,1) rot 0",   # C3 has walls on all three edges
                        "tile O3 at (0,1) rot 0"]:  # plain below plain: fine
            print(start.check(attempt))
        '''),
        md('''
        The start hexagon is open all round, so the first tile must show an open edge to it.
        C3 has none, so at the start it fits nowhere; every other type fits somewhere:
        '''),
        code('''
        fits = {}
        for action in start.legal_actions():
            fits.setdefault(action.type, set()).add(action.slot)
        for t in cartography.TILE_TYPES:
            print(t.name, "fits in", len(fits.get(t.name, ())), "of the 6 slots around the hexagon")
        assert "C3" not in fits
        '''),
        md('''
        ## Turning a tile

        Before placing it you may turn a tile by 0, 120 or 240 degrees
        (`cartography.tile.rotation`). The notation gives the turn: `tile O2 at (0,1) rot 120`.
        O3 and C3 look the same whichever way they are turned, so they only have `rot 0`.
        Here are the O2 placements below the hexagon: turned by 0 its stub would face the
        open hexagon edge, so only 120 and 240 fit.
        '''),
        code('''
        rule("cartography.tile.rotation")
        for rot in (0, 120, 240):
            print(start.check(f"tile O2 at (0,1) rot {rot}"))
        '''),
        md('''
        Blue places that O2 turned by 120 and no stone. Its wall stub now points at the empty
        slot (1,1) on the right, so whatever goes there must bring a wall edge to meet it.
        The dashed slot outlines show what each neighbour demands.
        '''),
        code('''
        match = position("""
            tile O2 at (0,1) rot 120
            no stone
        """, tiles_per_player=5)
        match.state
        '''),
        md('''
        ## Your move: continue the wall

        Orange is to play. **Put a C2 tile (a wall cutting off a corner) at (1,1) so that its
        wall continues the stub.** Click C2 in the supply: the slots turn green where the
        tile fits as it is turned now, red where it does not. Use the rotate button to turn
        it; then click (1,1).
        '''),
        code('''
        w = match.widget()
        w.task("Orange: place a C2 at (1,1) so that its wall meets the stub",
               expect=["tile C2 at (1,1) rot 0", "tile C2 at (1,1) rot 240"],
               success="Well done: wall meets wall across the shared edge.",
               hint="Choose the C2 tile, turn it until a wall edge faces the stub, then click (1,1).")
        w
        '''),
        md('''
        From Python, the two-click interaction is `w.target(...)` for the supply tile and the
        rotate button, then `w.click(...)` for the slot. Turned by 120, C2 shows an open edge
        to the stub: refused, and the status names the rule.
        '''),
        code('''
        if not w.task_done:
            w.target("type-C2")
            print(w.selection)
            w.target("rotate")
            print(w.selection)
            w.click("tile C2 at (1,1) rot 120")
            print(w.status)
            w.target("rotate")
            print(w.selection)
            w.click("tile C2 at (1,1) rot 240")
        print(w.status)
        assert w.task_done
        w.state
        '''),
        md('''
        ## Corners need not match

        Only edges are compared (`cartography.tile.corners-free`). A C1's wall runs from the
        middle of one edge right into the opposite corner; the tiles that meet that corner
        need not continue it. Below, the wall of the C1 at (0,1) ends in the corner it
        shares with (-1,0) and (0,0), two plain tiles, and the placement is legal.
        '''),
        code('''
        rule("cartography.tile.corners-free")
        print(start.check("tile C1 at (0,1) rot 120"))
        start.apply("tile C1 at (0,1) rot 120")
        '''),
        md('''
        ## A tile is mandatory; the supply and your allotment

        While you have tiles left and one fits somewhere, you must place a tile before
        anything else (`cartography.tile.mandatory`): no stone first, no passing.
        You choose by type from the face-up supply, and a type that has run out cannot be
        chosen (`cartography.tile.supply`). Each player lays only as many tiles as the
        game length allows (`cartography.tile.allotment`): 5, 10 or 15 each
        (`cartography.setup.game-length`).
        '''),
        code('''
        rule("cartography.tile.mandatory", "cartography.tile.supply", "cartography.tile.allotment")
        print(start.check("stone at (0,0)a"))
        print(start.check("pass"))
        no_c2 = cartography.new_game(tiles_per_player=5,
                                     supply={"O3": 5, "O2": 5, "O1": 5, "C1": 5, "C3": 5})
        print(no_c2.check("tile C2 at (0,1) rot 0"))
        print("tiles each:", start.tiles_left,
              "| with 15 each:", cartography.new_game(tiles_per_player=15).tiles_left)
        '''),
        md('''
        With no tile left, or none that fits, the turn starts at the stone step
        (`cartography.tile.no-tiles-skip`); lesson 6 shows it.
        '''),
        next_link(1),
    ]


# -- Cartography 3: stones, regions and liberties ----------------------------------------------


L3_MOVES = '''
    tile C2 at (0,1) rot 0     # Blue
    stone at (0,0)a
    tile O3 at (-2,0) rot 0    # Orange
    stone at (-1,-1)a
    tile O3 at (2,0) rot 0     # Blue
    stone at (1,0)a
    tile O3 at (2,-1) rot 0    # Orange: the last tile of this small supply
    stone at (1,-1)a
'''


@notebook("cartography/03-stones-regions-liberties.ipynb")
def stones() -> list[Cell]:
    return [
        nav(2),
        md('''
        # Cartography 3 · Stones, regions and liberties

        Step 2 of a turn claims land: after your tile you may put **one stone** on an empty
        region, or none (`cartography.stone.optional`). The source lists the conditions:

        > A、放置的棋子,或場上自己的棋子旁必須至少要有一個開放的相鄰區域 (當形成一個捕捉的狀態時例外)。
        > B、每個區域只能放置一個棋子。

        In our words: after you place it, your stone (or the group it joins) must have at
        least one open neighbouring region, unless it captures (lesson 4); and a region
        holds one stone at most. To follow that we need three words: *region*, *neighbour*
        and *liberty*.
        '''),
        code(SETUP + "\n" + REGION_HELPERS),
        md('''
        ## Regions and walls

        Every dot is a region (`cartography.region.walls`). Two regions on neighbouring tiles
        are **neighbours** when they touch across the shared edge; the faint lines on the
        board join neighbours. A wall separates the regions on its two sides, even on the
        same tile. Regions are never merged: a plain tile is one region with up to three
        neighbours, like a point on a Go board.

        The position below comes from four turns on a small map: to keep it small, this
        game's supply holds only four tiles (`supply=` is a game option), so from now on the
        turns are stones only. The C2 at (0,1) has two regions: `a`, the big one, touching
        (0,0); and `b`, the corner cut off by the wall.
        '''),
        code(f'''
        match = position("""{moves(L3_MOVES)}""", tiles_per_player=5, supply={{"C2": 1, "O3": 3}})
        match.state
        '''),
        code('''
        state = match.state
        rule("cartography.region.walls")
        for name in ["(0,0)a", "(0,1)a", "(0,1)b", "(-1,0)a"]:
            print(f"{name} neighbours: {neighbours(state, name)}")
        assert neighbours(state, "(0,1)b") == []   # walled off on every side (for now)
        '''),
        md('''
        ## One stone per region

        A stone goes on an empty region, and only one
        (`cartography.stone.one-per-region`). Some tiles have two or three regions, so two
        stones can stand on one tile, in different regions.
        '''),
        code('''
        rule("cartography.stone.one-per-region")
        print(state.check("stone at (0,0)a"))
        print(state.check("stone at (0,1)c"))
        '''),
        md('''
        ## Groups and liberties

        Stones of one colour on neighbouring regions form a **group**. The empty regions next
        to a group are its **liberties**, its open land (the publisher's tips call a liberty
        "any unclaimed territory adjacent to a token or token group"). Blue's two stones at
        (0,0) and (1,0) are one group with three liberties; the orange stone at (-1,-1) has
        two.
        '''),
        code('''
        for name in ["(0,0)a", "(-1,-1)a", "(1,-1)a"]:
            group, libs = liberties(state, name)
            print(f"group {group}: {len(libs)} liberties {libs}")
        '''),
        md('''
        ## The liberty rule

        After you place a stone, it, or the group it joins, must touch at least one empty
        region (`cartography.stone.liberty`). Look at (0,-1): its only neighbours are the two
        orange stones, and neither of them would be captured. A blue stone there would have
        no open land at all, so it is illegal. The walled-off corner (0,1)b is illegal too:
        it has no neighbours yet.
        '''),
        code('''
        rule("cartography.stone.liberty")
        print(state.check("stone at (0,-1)a"))
        print(state.check("stone at (0,1)b"))
        print("legal now:", state.legal_actions().notations())
        '''),
        md('''
        ## Your move: take away a liberty

        Blue is to play. **Leave the orange stone at (-1,-1) with a single liberty.** It has
        two, (0,-1) and (-1,0). Try (0,-1) first if you like, to see the refusal; the other
        one works, and your new stone joins your group, which keeps plenty of liberties.
        '''),
        code('''
        w = match.widget()
        w.task("Blue: leave the orange stone at (-1,-1) with only one liberty",
               expect=["stone at (-1,0)a"],
               success="Well done: the orange stone has one liberty left, (0,-1). That is called atari.",
               hint="The orange stone's liberties are (0,-1) and (-1,0). Which one can you legally take?")
        w
        '''),
        code('''
        w.click("stone at (0,-1)a")       # no liberty and no capture: refused
        print(w.status)
        if not w.task_done:
            w.click("stone at (-1,0)a")
        print(w.status)
        assert w.task_done
        after = w.state
        print("orange (-1,-1):", liberties(after, "(-1,-1)a"))
        print("blue:", liberties(after, "(-1,0)a"))
        assert liberties(after, "(-1,-1)a")[1] == ["(0,-1)a"]
        '''),
        md('''
        ## A stone is optional

        You may also place no stone (`cartography.stone.optional`): after a tile the notation
        is `no stone`; on a turn without a tile it is `pass`, which counts toward the end of
        the game (lesson 6).
        '''),
        code('''
        rule("cartography.stone.optional", "cartography.stone.supply")
        print(state.check("pass"), "|", state.check("no stone"))
        print("stones left:", state.stones_left)
        '''),
        md('''
        Orange's stone at (-1,-1) is now in danger. What happens when it loses its last
        liberty is the next lesson.
        '''),
        next_link(2),
    ]


# -- Cartography 4: capture ----------------------------------------------------------------------


L4_MOVES = '''
    tile C2 at (0,1) rot 0      # Blue
    stone at (0,-1)a
    tile O3 at (0,-2) rot 0     # Orange
    stone at (0,1)a
    tile O3 at (-2,-1) rot 0    # Blue: the supply is now empty
    stone at (0,-2)a
    stone at (-1,0)a            # Orange
    stone at (-2,-1)a           # Blue
    stone at (1,0)a             # Orange
'''


@notebook("cartography/04-capture.ipynb")
def capture() -> list[Cell]:
    return [
        nav(3),
        md('''
        # Cartography 4 · Capture

        Step 3 of a turn removes surrounded stones. The source:

        > A、棋子或一組棋子週遭沒有開放的相鄰區域就可以進行補捉。B、一道牆另一邊的領地不算作是公開的區域。
        > C、任何被捕捉的棋子都從場上移除,由捕捉的玩家收下,每個對手的棋子可以算作一分。

        In our words: a stone or group with no open neighbouring region is captured
        (`cartography.capture.no-liberty`); land on the other side of a wall does not count
        as open (`cartography.capture.walls-block`); captured stones leave the map and the
        capturer keeps them, one point each (`cartography.capture.keep`).
        '''),
        code(SETUP + "\n" + REGION_HELPERS),
        code('''
        rule("cartography.capture.no-liberty", "cartography.capture.walls-block",
             "cartography.capture.keep", "cartography.stone.capture-exception")
        '''),
        md('''
        ## A stone behind a wall

        Look at the orange stone on (0,1)a, the big region of the C2 tile below the hexagon.
        Its tile also holds the empty corner region (0,1)b, right next to it, but the wall is
        in between: that empty land is no liberty. Its only liberty is (0,0).
        '''),
        code(f'''
        match = position("""{moves(L4_MOVES)}""", tiles_per_player=5, supply={{"C2": 1, "O3": 2}})
        state = match.state
        print("orange (0,1)a:", liberties(state, "(0,1)a"))
        print("orange (-1,0)a:", liberties(state, "(-1,0)a"))
        print("orange (1,0)a:", liberties(state, "(1,0)a"))
        state
        '''),
        md('''
        ## Your move: capture it

        Blue is to play. **Capture the orange stone on (0,1)a.**

        Notice that the region you need, (0,0), has no empty neighbour at all: all three
        neighbours are orange. Normally that would break the liberty rule, but a stone that
        captures may go there (`cartography.stone.capture-exception`; the source: 「當形成一個捕捉的狀態時例外」,
        except when it forms a capture). Once the captured stone is lifted, your stone has
        a liberty again.
        '''),
        code('''
        w = match.widget()
        w.task("Blue: capture the orange stone on (0,1)a",
               expect=["stone at (0,0)a"],
               success="Captured! The orange stone leaves the map and counts one point for you.",
               hint="Which empty region is the orange stone's last liberty?")
        w
        '''),
        md('''
        From Python: first the corner (0,1)b, a region with no neighbour at all (refused:
        a stone there would have no liberty and capture nothing), then the capture.
        '''),
        code('''
        w.click("stone at (0,1)b")
        print(w.status)
        if not w.task_done:
            w.click("stone at (0,0)a")
        print(w.status)
        assert w.task_done
        after = w.state
        print("captured this turn:", [after.region_name(r) for r in after.last_captured])
        print(after.scores())
        assert after.prisoners == (1, 0)
        after
        '''),
        md('''
        Can Orange simply put a stone back on (0,1)a and capture yours at (0,0)? That would
        bring the map back to the position of the previous turn, which is forbidden. It is
        the *ko* rule, next lesson:
        '''),
        code('''
        print(after.check("stone at (0,1)a"))
        '''),
        md('''
        ## Capturing a group

        A group lives or dies together: when its last liberty is taken, all its stones are
        captured at once. Here is the position from lesson 3 after Blue's move at (-1,0).
        Orange joins its stones by playing (0,-1), but the whole group of three then has a
        single liberty, (2,-1).
        '''),
        code('''
        story = position("""
            tile C2 at (0,1) rot 0
            stone at (0,0)a
            tile O3 at (-2,0) rot 0
            stone at (-1,-1)a
            tile O3 at (2,0) rot 0
            stone at (1,0)a
            tile O3 at (2,-1) rot 0
            stone at (1,-1)a
            stone at (-1,0)a             # Blue: atari on (-1,-1)
            stone at (0,-1)a             # Orange joins its stones
        """, tiles_per_player=5, supply={"C2": 1, "O3": 3}).state
        print("orange group:", liberties(story, "(0,-1)a"))
        print(story.check("stone at (2,-1)a"))
        captured = story.apply("stone at (2,-1)a")
        print("captured:", [captured.region_name(r) for r in captured.last_captured])
        print(captured.scores())
        assert captured.prisoners[0] == 3
        captured
        '''),
        md('''
        Every captured stone scores a point for the capturer, and the captured player loses
        the point it scored on the map: a capture of three swings the totals by six.
        '''),
        next_link(3),
    ]


# -- Cartography 5: ko -------------------------------------------------------------------------------


L5_MOVES = '''
    tile O3 at (0,1) rot 0       # Blue
    stone at (-1,-1)a
    tile O3 at (-2,0) rot 0      # Orange
    stone at (0,-1)a
    tile O3 at (2,0) rot 0       # Blue
    no stone
    tile O3 at (-2,-1) rot 0     # Orange: the last tile of the supply
    stone at (1,0)a
'''


@notebook("cartography/05-ko.ipynb")
def ko() -> list[Cell]:
    return [
        nav(4),
        md('''
        # Cartography 5 · Ko: no repeating

        Captures can lead to a loop: I take one of your stones, you take mine back at once,
        I take yours again... The source forbids it in one line:

        > C、放置時,不能重覆前一次的遊戲狀態 (例如彼此於相同位置吃棋)。

        In our words: a stone may not bring the game back to the state it was in a turn ago
        (for example both players capturing at the same place again and again). Go players
        call this **ko**. We read it as Go's simple ko: your stone may not put the stones on
        the map back as they were before your opponent's last move
        (`cartography.stone.ko`), whatever tiles were laid in between
        (`cartography.stone.ko-stones`). The sources say nothing more, so both readings are
        registered assumptions (lesson 9).
        '''),
        code(SETUP),
        code('''
        rule("cartography.stone.ko", "cartography.stone.ko-stones")
        print(rules["cartography.stone.ko"].note)
        '''),
        md('''
        In this first game the supply holds four tiles only; they are placed in the first four
        turns, so the ko below is fought with stones alone. (Ko holds just the same while
        tiles are being laid: see the second part of this lesson.)
        '''),
        code(f'''
        match = position("""{moves(L5_MOVES)}""", tiles_per_player=5, supply={{"O3": 4}})
        match.state
        '''),
        md('''
        ## Your move: capture in the ko

        Blue is to play. The orange stone at (0,-1) has one liberty left: (1,-1). **Capture
        it.** Your stone at (1,-1) will itself have one liberty, (0,-1), the region you have
        just emptied.
        '''),
        code('''
        w = match.widget()
        w.task("Blue: capture the orange stone at (0,-1)",
               expect=["stone at (1,-1)a"],
               success="Captured. Now Orange would like to take back at once...",
               hint="The orange stone at (0,-1) has a single liberty.")
        w
        '''),
        code('''
        if not w.task_done:
            w.click("stone at (1,-1)a")
        print(w.status)
        assert w.task_done
        '''),
        md('''
        Now it is Orange's turn, and the recapture at (0,-1) would capture your stone at
        (1,-1) and put back exactly the stones of a turn ago. The widget refuses it and names
        the rule:
        '''),
        code('''
        w.click("stone at (0,-1)a")
        print(w.status)
        assert w.status_kind == "error" and "cartography.stone.ko" in w.status
        print(w.state.describe(), "| nothing changed, still at step", w.match.cursor)
        '''),
        md('''
        ## Playing elsewhere lifts the ban

        Ko only forbids the *immediate* repeat. Orange plays somewhere else; if Blue then
        also plays elsewhere instead of settling the ko, the stones have changed, and the
        recapture is legal. Then it is Blue who cannot retake at once. States are values, so
        we can follow two futures from the same position.
        '''),
        code('''
        after_capture = w.state
        ignored = after_capture.apply("stone at (0,1)a").apply("stone at (-2,-1)a")
        print("Orange plays elsewhere, Blue too. Orange:", ignored.check("stone at (0,-1)a"))
        retaken = ignored.apply("stone at (0,-1)a")
        print("Blue:", retaken.check("stone at (1,-1)a"))
        print(retaken.scores())
        retaken
        '''),
        md('''
        The usual answer to a ko threat is to **settle the ko**: Blue fills (0,-1) itself,
        joining its stones, and there is nothing left to retake.
        '''),
        code('''
        settled = after_capture.apply("stone at (0,1)a").apply("stone at (0,-1)a")
        print(settled)
        assert not settled.check("stone at (0,-1)a")
        print(settled.check("stone at (0,-1)a"))
        '''),
        md('''
        ## Ko while tiles are being laid

        While tiles last, every turn begins with a tile, so a tile is always laid between a
        capture and the recapture. What is "the state of a turn ago" then? The source's
        example is the back-and-forth capture at the same place, and that is what we forbid:
        the tutor compares **the stones on the map** (`ko_position="stones"`, the default).
        The regions of the new tiles are empty, so they change nothing; the recapture that
        puts the stones back as they were before the opponent's move is refused. The other
        reading, `ko_position="map"`, compares the whole map, stones *and* tiles: then any
        tile laid in between makes the recapture legal, and ko would only matter once the
        tiles are out, which is most of the game.

        **放板塊期間的劫。** 還有板塊的時候,每回合都先放一個板塊,所以吃棋與吃回之間一定
        隔著新放的板塊。這時「前一次的遊戲狀態」是什麼?規則書的例子是「彼此於相同位置吃棋」,
        這正是本教學禁止的:預設比較的是**地圖上的棋子**(`ko_position="stones"`)。新板塊的
        區域都是空的,不會改變比較的結果;會讓棋子回到對手上一步之前樣子的吃回,一律不可以。
        另一種讀法 `ko_position="map"` 比較整張地圖(棋子和板塊):中間只要放了板塊,就可以
        立刻吃回,劫要等板塊用完才有作用,也就是遊戲的大半時間都不管用。

        The same ko again, in a game with more tiles: Blue lays a tile and captures, Orange
        lays a tile and would like to take back at once.
        '''),
        code(f'''
        TILED_KO = """{moves(L5_MOVES, close=False)}
            tile O3 at (-1,1) rot 0      # Blue lays a tile ...
            stone at (1,-1)a             # ... and captures at (0,-1)
            tile O3 at (1,1) rot 0       # Orange lays a tile
        """
        tiled = position(TILED_KO, tiles_per_player=5, supply={{"O3": 8}}).state
        verdict = tiled.check("stone at (0,-1)a")
        print(verdict)
        print(verdict.in_lang("zh-Hant"))
        assert verdict.rule == "cartography.stone.ko"
        tiled
        '''),
        code('''
        whole_map = position(TILED_KO, tiles_per_player=5, supply={"O3": 8},
                             ko_position="map").state
        print('ko_position="map":', whole_map.check("stone at (0,-1)a"))
        assert whole_map.check("stone at (0,-1)a")
        print(whole_map.apply("stone at (0,-1)a").scores())
        '''),
        md('''
        A stricter reading, *superko*, forbids any earlier position, not only the last one;
        it is the option `ko="super"`. Lesson 9 shows a position where the two readings
        differ.

        更嚴格的讀法是「超級劫」(superko):任何先前出現過的局面都不能重覆,不只上一個;選項是
        `ko="super"`。第 9 課有一個兩種讀法結果不同的局面。
        '''),
        next_link(4),
    ]


# -- Cartography 6: the end and scoring -----------------------------------------------------------


L6_START = '''
    tile C2 at (0,1) rot 0      # Blue
    stone at (-1,0)a
    tile O3 at (0,-2) rot 0     # Orange: the last tile of the supply
    stone at (0,1)a
    stone at (0,0)a             # Blue captures behind the wall
'''


@notebook("cartography/06-the-end-and-scoring.ipynb")
def the_end() -> list[Cell]:
    return [
        nav(5),
        md('''
        # Cartography 6 · The end and scoring

        The source's end of game, point by point:

        > 當玩家的板塊用完時,遊戲還沒有結束。遊戲持續進行,放置及捕捉棋子。當所有玩家連續跳過回合後,遊戲結束。
        > 地圖上玩家自己的棋子,一個一分,捕捉的對手棋子,一個一分。把這兩個項目加總後,最高分的玩家獲勝!
        > 平手時,起始玩家獲勝 (算作遊戲一開始就內建 0.5 分)。

        In our words: running out of tiles does not end the game; players go on placing and
        capturing stones. When both players pass one after the other, the game is over. Each
        of your stones on the map scores one point and each enemy stone you captured scores
        one point; the higher total wins, and on a tie the start player wins (as if they had
        half a point more).
        '''),
        code(SETUP),
        md('''
        ## When the tiles are out

        Each player lays only their allotment of tiles (5 here). A bot plays both sides of
        the opening until both allotments are spent; from then on the turns are stones only
        (`cartography.end.tiles-out-continue`), and a tile is refused.
        '''),
        code('''
        from tutor.core import GreedyBot

        opening = Match(cartography.GAME, seed=6, tiles_per_player=5)
        bot = GreedyBot(seed=6)
        while any(opening.state.tiles_left) or opening.state.placed:   # to the end of the last tile turn
            opening.bot_move(bot)
        state = opening.state
        print(state)
        rule("cartography.end.tiles-out-continue", "cartography.tile.no-tiles-skip")
        print(state.check("tile O3 at (0,1) rot 0"))
        assert state.tiles_left == (0, 0) and state.phase == "stone"
        '''),
        code('''
        state
        '''),
        md('''
        ## Pass or no stone?

        The source's word is 跳過 (pass): 「如果玩家覺得放置一個棋子沒有任何好處,可以選擇
        「跳過」這個步驟」 and 「當所有玩家連續跳過回合後,遊戲結束」. The tutor writes two
        different things for it:

        - `pass` (跳過) is a turn in which you place neither a tile nor a stone
          (`cartography.end.pass`). Two in a row end the game.
        - `no stone` (不放棋子) ends a turn in which you placed a tile but no stone. It is
          *not* a pass and never counts toward the end: the tile was your move.

        The engine keeps the two apart, because only passes count toward the end, and a
        wrong word is refused with a reason that says which one to use. (The source does not
        define a pass; this reading is a registered assumption.)

        規則書只有一個詞「跳過」。本教學分成兩種寫法:`pass`(跳過)是既不放板塊也不放棋子的
        回合,連續兩次跳過遊戲就結束;`no stone`(不放棋子)是放了板塊但不放棋子的回合,這不算
        跳過,因為那個板塊就是你這回合的動作。用錯了會被拒絕,並說明該用哪一個。
        '''),
        code('''
        rule("cartography.end.pass", "cartography.end.double-pass")
        print(state.check("no stone"))      # there was no tile this turn
        print(state.check("no stone").in_lang("zh-Hant"))
        print(state.check("pass"))
        early = cartography.new_game(tiles_per_player=5).apply("tile O3 at (0,1) rot 0")
        print(early.check("pass"))          # after a tile
        print(early.check("pass").in_lang("zh-Hant"))
        print(early.check("no stone"))
        '''),
        code('''
        # Tiles with no stone never end the game; two passes in a row do.
        s = cartography.new_game(tiles_per_player=5)
        for move in ["tile O3 at (0,1) rot 0", "no stone", "tile O3 at (0,-2) rot 0", "no stone"]:
            s = s.apply(move)
        print("after two turns of tile + no stone:", s.passes, "passes, over:", s.over)
        '''),
        md('''
        ## Your move: end the game

        A short game: Blue captured Orange's stone behind the wall, both played a stone more,
        and Orange has just passed. Blue leads 4 to 1. **Pass, and the game is over.**
        '''),
        code(f'''
        match = position("""{moves(L6_START, close=False)}
            stone at (1,-1)a            # Orange
            stone at (-1,-1)a           # Blue
            pass                        # Orange
        """, tiles_per_player=5, supply={{"C2": 1, "O3": 1}})
        print(match.state.scores())
        w = match.widget()
        w.task("Blue: Orange has passed. Pass too and end the game",
               expect=["pass"],
               success="Game over: two passes in a row.",
               hint="Use the Pass button.")
        w
        '''),
        code('''
        w.click("no stone")                 # not after a turn without a tile
        print(w.status)
        if not w.task_done:
            w.click("pass")
        print(w.status)
        assert w.task_done and w.state.is_terminal()
        final = w.state.scores()
        print(final)
        assert final.final and final.totals == (4, 1) and final.winners == (0,)
        '''),
        code('''
        final
        '''),
        code('''
        w.click("stone at (0,-1)a")         # nothing is legal any more
        print(w.status)
        '''),
        md('''
        ## A tie goes to the start player

        Suppose instead that Orange had played on and Blue had passed each time. Orange ends
        with three stones on the map, Blue with two stones and one prisoner: 3 to 3. The
        start player, Blue, wins the tie (`cartography.score.tie-start-player`; the source's
        「平手時,起始玩家獲勝」).
        '''),
        code(f'''
        TIE_GAME = """{moves(L6_START, close=False)}
            stone at (0,-2)a            # Orange
            pass                        # Blue
            stone at (1,-1)a            # Orange
            pass                        # Blue
            stone at (0,-1)a            # Orange
            pass                        # Blue
            pass                        # Orange: the game ends
        """
        tie = position(TIE_GAME, tiles_per_player=5, supply={{"C2": 1, "O3": 1}}).state
        rule("cartography.score.tie-start-player")
        print(tie.scores())
        assert tie.scores().winners == (0,)
        '''),
        md('''
        The very same moves with Orange as the start player (`start_player=1`; the moves name
        no colour, so now Orange makes Blue's moves and the other way round): the tie now goes
        to Orange.
        '''),
        code('''
        mirrored = position(TIE_GAME, tiles_per_player=5, supply={"C2": 1, "O3": 1}, start_player=1).state
        print(mirrored.scores())
        assert mirrored.scores().winners == (1,)
        '''),
        md('''
        One review breaks ties by stones on the map instead; that reading is the option
        `tiebreak="stones"`, shown in lesson 9.
        '''),
        next_link(5),
    ]


# -- Cartography 7: what-if explorer -------------------------------------------------------------


@notebook("cartography/07-what-if-explorer.ipynb")
def explorer() -> list[Cell]:
    return [
        nav(6),
        md('''
        # Cartography 7 · What-if explorer

        States are values: `state.apply(move)` returns a new state and never changes the old
        one. So you can keep a position, try moves on copies, and compare what each does to
        every line of the score sheet. This lesson shows how, then lets bots play many games
        to see which way the scores lean.
        '''),
        code(SETUP),
        code('''
        def sheet_row(label, state):
            """One line: every score category of both players, and the totals."""
            sheet = state.scores()
            cells = [f"{sheet.points[p][c.id]:>3g}" for p in range(2) for c in sheet.categories]
            totals = "  ".join(f"{t:>3g}" for t in sheet.totals)
            return f"{label:<26}" + " ".join(cells) + f"  | {totals}"


        HEADER = f"{'':<26}Blue: map cap  Orange: map cap | Blue Orange"
        '''),
        md('''
        ## Build a position

        The position of lessons 3 and 4: four tiles, two stones each, Blue to play.
        '''),
        code('''
        match = position("""
            tile C2 at (0,1) rot 0
            stone at (0,0)a
            tile O3 at (-2,0) rot 0
            stone at (-1,-1)a
            tile O3 at (2,0) rot 0
            stone at (1,0)a
            tile O3 at (2,-1) rot 0
            stone at (1,-1)a
        """, tiles_per_player=5, supply={"C2": 1, "O3": 3})
        here = match.state
        here
        '''),
        md('''
        ## Change it, and watch each category move

        Follow one line of play and print the sheet after each move: stones on the map go up
        by one with each stone, and a capture moves points from one player's *map* column
        to the other's *captured* column.
        '''),
        code('''
        line = ["stone at (-1,0)a", "stone at (0,-1)a", "stone at (2,-1)a"]
        print(HEADER)
        print(sheet_row("now", here))
        s = here
        for move in line:
            s = s.apply(move)
            print(sheet_row(move, s))
        assert s.scores().totals == (7, 0)
        '''),
        md('''
        ## Compare candidate moves

        Every legal move of Blue, each tried on a copy, then Orange's best one-move reply
        (what a greedy player would do) on top of it. The original position is untouched.
        '''),
        code('''
        from tutor.core import GreedyBot

        print(HEADER)
        for move in here.legal_actions():
            after = here.apply(move)
            reply = GreedyBot(seed=0).choose(after)
            print(sheet_row(str(move), after))
            print(sheet_row(f"  then {reply}", after.apply(reply)))
        assert here.scores().totals == (2, 2)   # unchanged: every try was on a copy
        '''),
        md('''
        Two candidates side by side, as full score sheets: the atari at (-1,0) versus the
        quiet move at (0,1)a.
        '''),
        code('''
        for move in ["stone at (-1,0)a", "stone at (0,1)a"]:
            print(move)
            print(here.apply(move).scores(), end="\\n\\n")
        '''),
        md('''
        ## Many games: score distributions

        `simulate()` plays many games between bots from a new game (seeded, so the same
        call gives the same games) and collects the final score sheets. `progress` is called
        after each game; here it moves a progress bar. Greedy looks one move ahead on the
        score sheet; Random plays any legal move.
        '''),
        code('''
        import ipywidgets
        from IPython.display import display
        from tutor.core import RandomBot, simulate

        bar = ipywidgets.IntProgress(value=0, max=20, description="games")
        display(bar)


        def progress(done, total):
            bar.value = done
            if done % 5 == 0:
                print(f"{done}/{total} games played")


        sim = simulate(cartography.GAME, [GreedyBot(seed=1), RandomBot(seed=2)], games=20,
                       seed=0, progress=progress, tiles_per_player=5)
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
                print(f"{low:>4} to {low + step - 1:>3}: {'#' * n:<12} {n}")


        print("Blue's margin (Blue total - Orange total) over the 20 games:")
        histogram([t[0] - t[1] for t in sim.totals])
        '''),
        md('''
        ## From a position

        The same from the position above: `simulate(..., start=position)` plays 20 games
        to the end between two greedy bots, starting from each of two candidate moves.
        Which move gives Blue the better results?
        '''),
        code('''
        import statistics


        def outcomes(start, games=20):
            """Blue's margins in `games` greedy-vs-greedy games played on from `start`."""
            sim = simulate(cartography.GAME, [GreedyBot(seed=1), GreedyBot(seed=2)],
                           games=games, start=start)
            return [blue - orange for blue, orange in sim.totals]


        for move in ["stone at (-1,0)a", "stone at (0,1)a"]:
            margins = outcomes(here.apply(move))
            wins = sum(m >= 0 for m in margins)   # a tie goes to Blue, the start player
            print(f"{move}: mean margin {statistics.fmean(margins):+.1f}, Blue wins {wins} of {len(margins)}")
        '''),
        md('''
        Both moves gave the same score sheet one move later; the games played on tell them
        apart. Twenty games between simple bots are a hint, not a proof: raise `games`, or
        use stronger bots, before you trust a difference.

        Try your own: change the moves, the bots (`MCTSBot(iterations=...)` is stronger and
        slower) or the options, and run the cells again.
        '''),
        next_link(6),
    ]


# -- Cartography 8: play against a bot ---------------------------------------------------------


@notebook("cartography/08-play-against-a-bot.ipynb")
def play_bot() -> list[Cell]:
    return [
        nav(7),
        md('''
        # Cartography 8 · Play against a bot

        A whole game, five tiles each, you as Blue against a bot as Orange. The bot answers
        by itself after each of your turns (`opponents={1: bot}` gives seat 1, Orange, to
        the computer). You can also let a bot make *your* move with the
        bot button, step back with undo (press it until it is your turn again: the bot's
        moves are undone one by one), or turn on hints to see every legal move.
        '''),
        code(SETUP),
        code('''
        from tutor.core import GreedyBot, MCTSBot
        '''),
        md('''
        ## Your game

        The opponent is `GreedyBot`: it plays the move that gives it the best score margin
        one move ahead. For a tougher game replace it with `MCTSBot(iterations=300)`.
        '''),
        code('''
        match = Match(cartography.GAME, seed=8, tiles_per_player=5)
        game = match.widget(bot=GreedyBot(seed=8), opponents={1: GreedyBot(seed=8)},
                            title="Cartography: you (Blue) vs GreedyBot")
        game
        '''),
        md('''
        The board above is yours to play. This cell makes a first turn from Python (if you
        have not started), shows the bot's answer, and an illegal click:
        '''),
        code('''
        if match.cursor == 0:
            game.click("tile O3 at (0,1) rot 0")
            game.click("stone at (0,0)a")
        print("\\n".join(game.moves))
        print(game.status)
        game.click("tile C3 at (9,9) rot 0")
        print(game.status)
        assert game.state.current_player() == 0   # the bot has answered: your turn again
        '''),
        md('''
        ## A whole game, driven from Python

        Here `MCTSBot` plays Blue's moves by clicking (the same path as your clicks), and
        GreedyBot answers for Orange, to the end. The final score sheet shows who won and
        why.
        '''),
        code('''
        demo = Match(cartography.GAME, seed=3, tiles_per_player=5).widget(
            opponents={1: GreedyBot(seed=3)})
        blue = MCTSBot(iterations=30, seed=3)
        while not demo.state.is_terminal():
            demo.click(blue.choose(demo.state))
        print(len(demo.moves), "moves; last five:")
        print("\\n".join(demo.moves[-5:]))
        print(demo.status)
        final = demo.state.scores()
        print(final)
        assert final.final and demo.state.is_terminal()
        assert demo.moves[-2:] and all(line.endswith("pass") for line in demo.moves[-2:])
        '''),
        code('''
        final
        '''),
        code('''
        demo.state
        '''),
        md('''
        Step through that game with `demo.goto(n)` (or the buttons under the log), or save it
        with `demo.match.save("game.json")` and reload it later with `Match.load`.
        '''),
        code('''
        demo.goto(10)
        print(demo.status)
        demo.goto(len(demo.moves))
        print(demo.state.describe())
        '''),
        next_link(7),
    ]


# -- Cartography 9: sources and assumptions -----------------------------------------------------


@notebook("cartography/09-sources-and-assumptions.ipynb")
def sources() -> list[Cell]:
    return [
        nav(8),
        md('''
        # Cartography 9 · Sources and assumptions

        Every rule the engine enforces or scores is registered with an id, a short text in
        English and Traditional Chinese, its sources, and a flag when it is an
        **assumption**: a reading we chose because the sources are silent or disagree. Where
        an assumption could reasonably go another way, a game option switches it.
        '''),
        code(SETUP),
        md('''
        ## The sources

        - **seed 003**: a Traditional Chinese blog post (a translation and summary of the
          rulebook, with the game's components), file `shared/seeds/003_aa27acea8e4117cd.txt`.
          The primary source for the turn, stones, capture, ko, the end and scoring.
        - **research**: `shared/research/cartography.md`, notes gathered from public
          sources: the designer's own 2015 digital prototype (`jonopus/map-game` on GitHub:
          the six tile types, their regions and the edge matching), reviews
          (littlemetaldog.com, gamesnightguru.com, fathergeek.com, marquand.net), the
          publisher's strategy tips (playfordgames.com) and the Kickstarter page.
        - **tutor**: rules of the tutor itself (notation, game over).

        Each rule names the parts it relies on:
        '''),
        *sources_and_assumptions("cartography"),
        md('''
        ### Ties: `tiebreak`

        The seed gives a tie to the start player (`cartography.score.tie-start-player`); one
        review breaks ties by stones on the map (`tiebreak="stones"`, rule
        `cartography.score.tie-stones`; the start player still wins if the stones are equal
        too). The tied game of lesson 6 (3 to 3; Blue has two stones on the map and a
        prisoner, Orange three stones on the map) has a different winner under each reading,
        and the score sheet names the rule that settled it:
        '''),
        code('''
        TIE_GAME = """
            tile C2 at (0,1) rot 0
            stone at (-1,0)a
            tile O3 at (0,-2) rot 0
            stone at (0,1)a
            stone at (0,0)a
            stone at (0,-2)a
            pass
            stone at (1,-1)a
            pass
            stone at (0,-1)a
            pass
            pass
        """
        for tiebreak in ["start-player", "stones"]:
            end = position(TIE_GAME, tiles_per_player=5, supply={"C2": 1, "O3": 1}, tiebreak=tiebreak).state
            print(f"tiebreak={tiebreak!r}:")
            print(end.scores(), end="\\n\\n")
            assert end.scores().tiebreak == {"start-player": "cartography.score.tie-start-player",
                                             "stones": "cartography.score.tie-stones"}[tiebreak]
        '''),
        md('''
        ### Ko: `ko` and `ko_position`

        The seed forbids repeating "the previous game state". We read it as simple ko: no
        return to the position before the opponent's last move; `ko="super"` forbids a
        return to *any* earlier position. What a position is, is a second choice:
        `ko_position="stones"` (the default) compares the stones on the map, so tiles laid
        in between change nothing; `ko_position="map"` compares stones and tiles, so superko
        then only looks back to the last tile (lesson 5 shows both on one board).

        Simple ko and superko differ here: Blue adds a stone at (-2,-1), Orange captures
        two Blue stones with (-1,0), and Blue recaptures one at (-1,-1). That gives back the
        stones as they were two turns earlier, before Blue's stone at (-2,-1): allowed by
        simple ko, forbidden by superko. Superko compares every position a stone makes,
        also one that captures nothing.
        '''),
        code('''
        CYCLE = """
            tile O3 at (-2,-1) rot 0
            stone at (0,0)a
            tile O3 at (2,-1) rot 0
            stone at (0,-1)a
            stone at (-1,-1)a
            stone at (1,-1)a
            stone at (-2,-1)a
            stone at (-1,0)a           # Orange captures two
        """
        for ko in ["simple", "super"]:
            s = position(CYCLE, tiles_per_player=5, supply={"O3": 2}, ko=ko).state
            print(f"ko={ko!r}:", s.check("stone at (-1,-1)a"))
        s
        '''),
        md('''
        ### The supply: `supply`

        No source gives the number of tiles of each type; five of each is our guess. Another
        mix changes what can be placed, for instance a supply without C1 and C2 tiles:
        '''),
        code('''
        for supply in [None, {"O3": 5, "O2": 5, "O1": 5, "C3": 5}]:
            s = cartography.new_game(tiles_per_player=5, supply=supply)
            types = sorted({a.type for a in s.legal_actions()})
            print(f"supply={supply}: {len(s.legal_actions())} first tiles, types {types}")
        print(s.check("tile C2 at (0,1) rot 0"))
        '''),
        md('''
        ### Game length and start player: `tiles_per_player`, `start_player`

        These are not assumptions (the seed gives both), just choices: 5, 10 or 15 tiles each
        (about 20, 40 or 60 minutes), and who starts.
        '''),
        code('''
        from tutor.games.cartography import data

        for n, minutes in data.GAME_LENGTHS.items():
            tiles_left = cartography.new_game(tiles_per_player=n).tiles_left
            print(f"tiles_per_player={n}: about {minutes} minutes, tiles left {tiles_left}")
        print(cartography.new_game(start_player=1).describe())
        try:
            cartography.new_game(tiles_per_player=7)
        except ValueError as e:
            print("ValueError:", e)
        '''),
        md('''
        Found a rule we got wrong, or a source that settles an assumption? The rule ids above
        are the place to start: each names its rule text, its sources and the option that
        changes it.
        '''),
        next_link(8),
    ]
