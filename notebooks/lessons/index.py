"""The front door, notebooks/index.ipynb: the games, their lessons, how to start."""

from __future__ import annotations

from . import cartography, kanagawa
from .common import Cell, code, md, notebook


@notebook("index.ipynb")
def index() -> list[Cell]:
    lesson_list = cartography.SERIES.lesson_list()
    kanagawa_list = kanagawa.SERIES.lesson_list()
    return [
        md('''
        # tutor: learn board games by playing them

        This is an interactive rules tutor. Each game is taught in a short series of
        notebooks: first what the game is about and what you are trying to do, then one
        rule at a time, each on a live board where **you make the move**. The boards are
        bound to a real rules engine: an illegal click is refused and the status line names
        the rule it breaks (rule ids such as `cartography.stone.liberty`), with a short
        explanation in English or Traditional Chinese.

        Beyond the rules you can explore *"what would I score if..."* on copies of a
        position, let bots play thousands of moves to compare strategies, and play a whole
        game against a bot.
        '''),
        md('''
        ## The games

        | game | status | lessons |
        |------|--------|---------|
        | **Cartography** (Jon Adams, 2014): Go meets Carcassonne on a map of triangles | available | [start here](cartography/01-the-map-and-its-tiles.ipynb) |
        | **Kanagawa** (Cathala and Chevallier, 2016): paint at Hokusai's school, 2-4 players | available | [start here](kanagawa/01-the-school-and-the-goal.ipynb) |
        | **Tokaido** | coming | |
        | **Karesansui** (Stone Garden) | coming | |

        ### Cartography lessons

        LESSONS

        ### Kanagawa lessons

        KANAGAWA
        ''', LESSONS=lesson_list, KANAGAWA=kanagawa_list),
        md('''
        ## How to start

        From the repository, run

        ```
        make lab
        ```

        It creates the virtual environment `.venv` if needed, installs the tutor and opens
        JupyterLab on this page. Then open the first lesson. Run the cells from top to
        bottom (Shift+Enter); each board is live: click on it.

        `make test` checks everything, including every notebook (they are executed by nbval
        and their outputs compared).
        '''),
        md('''
        ## The Python API in a few lines

        Everything you can click is also a Python call, the same for every game:
        '''),
        code('''
        import tutor

        print(tutor.games())                       # the games available
        game = tutor.load("cartography")
        state = game.new_game(tiles_per_player=5)  # options are keywords
        print(state.describe())
        print(len(state.legal_actions()), "legal actions, e.g.", state.legal_actions()[0])
        print(state.check("tile C3 at (0,1) rot 0"))  # illegal: the verdict names the rule
        after = state.apply("tile O3 at (0,1) rot 0")  # states are values: a new state
        print(after.describe(), "|", state.describe())
        '''),
        code('''
        print(after.apply("stone at (0,1)a").scores())  # the score sheet, at any moment
        '''),
        md('''
        `Match` keeps the history (undo, redo, save), `match.widget()` draws the live board,
        and `tutor.core` has bots (`RandomBot`, `GreedyBot`, `MCTSBot`) and `simulate()` for
        score distributions.

        ## A small live board

        Click a tile type in the supply, turn it with the rotate button if you like, then
        click a green slot. After the tile you may click a dot to put a castle (a stone) on
        it, or "No stone". The bot button plays for whoever is to move.
        '''),
        code('''
        from tutor.core import Match

        match = Match(game, seed=1, tiles_per_player=5)
        board = match.widget(hints=True)
        board
        '''),
        code('''
        # The same board driven from Python: a tile, a stone, then the bot answers.
        board.click("tile O3 at (0,1) rot 0")
        board.click("stone at (0,0)a")
        board.bot_move()
        board.bot_move()
        print(board.status)
        print("\\n".join(board.moves))
        print(board.state.scores())
        assert board.match.cursor == 4
        '''),
        md('''
        The board as a picture (what the widget shows, without the buttons):
        '''),
        code('''
        board.state
        '''),
    ]
