"""Cells every scenario notebook shares: the set-up, the note on intervals, and how to run
the strong-bot version on a cluster."""

from __future__ import annotations

from ..core.lang import Text
from .model import Code, Md

T = Text

LOAD = T("# in JupyterLite this line loads the two packages (the first time, a few seconds)",
         "# 在 JupyterLite 中，這一行會載入這兩個套件（第一次需要幾秒鐘）")


def setup(*imports: str) -> Code:
    """The first code cell: pandas and matplotlib (named in the cell, so that JupyterLite's
    kernel loads them), the lab, ``imports`` and the notebook's language."""
    lines = ["import matplotlib, pandas  «load»", "from tutor import lab", *imports, "",
             'LANG = "«lang»"']
    return Code("\n".join(lines), {"load": LOAD})


INTERVALS = Md(T(
    "Every share and every difference below comes with its **95% interval**: the range in "
    "which the true value most likely lies, given how many games were played. Two bars whose "
    "intervals overlap a lot cannot be told apart by these games; more games make the "
    "intervals narrower (four times the games, half the width).",
    "以下每個勝率和每個差距都附有 **95% 區間**：依照下過的局數，真正的數值最可能落在的範圍。"
    "區間大幅重疊的兩個長條，這些對局分不出高下；局數越多，區間越窄（局數變成四倍，寬度減半）。"))


def cluster(call: Text, cost: Text) -> Md:
    """How to run the strong-bot version on a Dask cluster: ``call`` is the ``lab.play``
    line with the strong bot, ``cost`` what it costs."""
    return Md(T(
        "## The strong-bot version, on a cluster\n\n"
        "Greedy bots play the move that scores best right now; the strong bot (300 play-outs "
        "a move, about the strength of the bot a learner plays against) plays much better, and "
        "its answer says more "
        f"about the game. {cost.en} Give `lab.play` a Dask cluster (`executor=`) and a file "
        "(`save=`): the games spread over every worker, each game's rows are written as it "
        "ends, and the same cell run again skips the games already in the file, so a run can "
        "stop and go on later. `lab.start` plays in the background, with a Stop button.\n\n"
        "```python\n"
        "from dask.distributed import Client\n"
        "client = Client(\"tcp://scheduler-address:8786\")  # the cluster's scheduler\n"
        "# on a JupyterHub with Dask Gateway:\n"
        "#   from dask_gateway import Gateway\n"
        "#   client = Gateway().new_cluster(40).get_client()\n"
        f"{call.en}\n"
        "```\n\n"
        "The rows are the same as on a laptop: the same seeds give the same games whatever "
        "runs them, and a worker lost on the way has its games played again elsewhere.",
        "## 高手版本：在叢集上執行\n\n"
        "「普通」電腦玩家只走眼前得分最多的一步；「高手」電腦玩家（每步先模擬 300 局，和對戰時的"
        f"「高手」差不多強）下得好得多，它的答案更能說明遊戲本身。{cost.zh}把 Dask 叢集交給 "
        "`lab.play`（`executor=`），再給一個檔案（`save=`）：對局會分散到每個工作程序上，"
        "每局一結束就把結果寫進檔案，再執行同一個儲存格時會跳過檔案中已有的對局，所以可以"
        "中途停下、之後接著跑。`lab.start` 在背景下棋，並有「停止」按鈕。\n\n"
        "```python\n"
        "from dask.distributed import Client\n"
        "client = Client(\"tcp://scheduler-address:8786\")  # 叢集的排程器\n"
        "# 在有 Dask Gateway 的 JupyterHub 上：\n"
        "#   from dask_gateway import Gateway\n"
        "#   client = Gateway().new_cluster(40).get_client()\n"
        f"{call.zh}\n"
        "```\n\n"
        "結果和在筆電上一樣：同樣的種子，不論由誰執行都下出同樣的對局；途中失去的工作程序，它的"
        "對局會在別處重下。"))
