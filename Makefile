# tutor: `make lab` to learn, `make test` to check everything.
#
# Every target sets up its own virtual environment in .venv (python3 -m venv) and
# installs the package in editable mode with the extra it needs. The install is
# repeated only when pyproject.toml is newer than the stamp file in .venv.

PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
PY     := $(BIN)/python

# Test files for node's built-in runner, and the notebooks nbval executes. nbval runs the
# lessons with TUTOR_SOLVE_TASKS=1: the lesson runner itself solves every task and quiz
# question (no cell a learner sees does), with progress kept in a scratch file. The notebooks
# are passed to pytest one by one (not the folder) so that --doctest-modules (pyproject)
# does not import helper scripts such as notebooks/build.py. The play notebooks
# (notebooks/play/, written by tools/play.py without outputs, and seeded at random unless
# the page asks for a seed) are apps, not lessons: nbval only runs them (--nbval-lax:
# no cell may fail, outputs are not compared), and tests/browser/test_voila.py plays one
# in Voila.
NODE_TESTS := $(shell find tests -name '*.test.mjs' -not -path '*/node_modules/*' 2>/dev/null | sort)
NOTEBOOKS  := $(shell find notebooks -name '*.ipynb' -not -path '*/.ipynb_checkpoints/*' \
                -not -path 'notebooks/play/*' 2>/dev/null | sort)
PLAY_NOTEBOOKS := $(sort $(wildcard notebooks/play/*.ipynb))

# make play GAME=<name>: the game's play notebook served by Voila on PORT (VOILA_ARGS
# adds options, e.g. VOILA_ARGS="--Voila.ip=0.0.0.0 --no-browser" for a classroom server).
GAME       ?=
PORT       ?= 8866
VOILA_ARGS ?=

.PHONY: help lab test lint pytest node-test nbval bench gallery lite play app chp worksheets \
        worksheets-html clean-venv

help:
	@echo "make lab      open JupyterLab on notebooks/index.ipynb"
	@echo "make test     ruff, pytest (unit, doctests, browser), node tests, nbval over the notebooks"
	@echo "make bench    print the benchmark figures (python -m tutor.bench)"
	@echo "make gallery  regenerate svg/gallery (python -m tutor.gallery)"
	@echo "make lite     build the zero-install JupyterLite site in build/lite/ (docs/classroom.md)"
	@echo "make play GAME=cartography   serve a game as a Voila app (board, controls, score sheet)"
	@echo "make app      serve every lesson as a Voila app (text and boards, no code), from the front page"
	@echo "make chp      install configurable-http-proxy (npm) for the class service's tests"
	@echo "make worksheets       every lesson's worksheet and answer key to print, HTML and PDF,"
	@echo "                      in notebooks/worksheets/ (make worksheets-html: HTML only)"

$(PY):
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip

# One stamp per extra; the test extra is a superset of the lab extra.
$(VENV)/.stamp-lab: pyproject.toml | $(PY)
	$(PY) -m pip install --quiet -e '.[lab]'
	touch $@

$(VENV)/.stamp-test: pyproject.toml | $(PY)
	$(PY) -m pip install --quiet -e '.[test]'
	touch $@ $(VENV)/.stamp-lab $(VENV)/.stamp-play $(VENV)/.stamp-worksheets

$(VENV)/.stamp-worksheets: pyproject.toml | $(PY)
	$(PY) -m pip install --quiet -e '.[worksheets]'
	touch $@

$(VENV)/.stamp-play: pyproject.toml | $(PY)
	$(PY) -m pip install --quiet -e '.[play]'
	touch $@

$(VENV)/.stamp-lite: pyproject.toml | $(PY)
	$(PY) -m pip install --quiet -e '.[lite]'
	touch $@

# JupyterLab refuses to run as root unless told to (containers often run as root).
ROOT_FLAG := $(if $(filter 0,$(shell id -u)),--allow-root,)

# JupyterLab's settings for the tutor (tools/jupyter/lab/overrides.json: no news box) go
# into the virtual environment's JupyterLab (overrides.d, which a learner's own settings
# still override). The Traditional Chinese language pack comes with the lab extra: JupyterLab
# speaks the system's language (LANG=zh_TW.UTF-8) or the one chosen in Settings > Language.
LAB_OVERRIDES := $(VENV)/share/jupyter/lab/settings/overrides.d/tutor.json

$(LAB_OVERRIDES): tools/jupyter/lab/overrides.json | $(VENV)/.stamp-lab
	mkdir -p $(dir $@)
	cp $< $@

lab: $(VENV)/.stamp-lab $(LAB_OVERRIDES)
	$(BIN)/jupyter lab notebooks/index.ipynb $(ROOT_FLAG)

# `make test` runs every stage even when an earlier one fails, then lists the failures
# and exits non-zero if there were any.
test: $(VENV)/.stamp-test
	@failed=""; \
	$(MAKE) --no-print-directory lint      || failed="$$failed lint"; \
	$(MAKE) --no-print-directory pytest    || failed="$$failed pytest"; \
	$(MAKE) --no-print-directory node-test || failed="$$failed node-test"; \
	$(MAKE) --no-print-directory nbval     || failed="$$failed nbval"; \
	if [ -n "$$failed" ]; then echo "make test: FAILED:$$failed"; exit 1; fi; \
	echo "make test: all stages passed"

lint: $(VENV)/.stamp-test
	$(BIN)/ruff check tutor tests tools

# testpaths (tests, tutor) and --doctest-modules come from pyproject.toml.
pytest: $(VENV)/.stamp-test
	$(BIN)/pytest --durations=15

node-test:
ifeq ($(strip $(NODE_TESTS)),)
	@echo "node-test: no tests/**/*.test.mjs files, skipped"
else
	node --test $(NODE_TESTS)
endif

nbval: $(VENV)/.stamp-test
ifeq ($(strip $(NOTEBOOKS)),)
	@echo "nbval: no notebooks under notebooks/, skipped"
else
	TUTOR_SOLVE_TASKS=1 TUTOR_PROGRESS=$$(mktemp -d)/tutor-progress.json \
		$(BIN)/pytest --nbval $(NOTEBOOKS) --nbval-sanitize-with tests/nbval_sanitize.cfg -p no:cacheprovider
endif
ifneq ($(strip $(PLAY_NOTEBOOKS)),)
	$(BIN)/pytest --nbval-lax $(PLAY_NOTEBOOKS) -p no:cacheprovider
endif

bench: $(VENV)/.stamp-lab
	$(PY) -m tutor.bench

gallery: $(VENV)/.stamp-lab
	$(PY) -m tutor.gallery

# The JupyterLite site: Pyodide from npm, wheels from PyPI, nothing else (tools/build_lite.py).
lite: $(VENV)/.stamp-lite
	$(PY) tools/build_lite.py

# The Voila app: tools/play.py (re)writes notebooks/play/$(GAME).ipynb, Voila serves it
# with the tutor template (Voila's lab template without its CDN stylesheet links).
play: $(VENV)/.stamp-play
	@if [ -z "$(GAME)" ]; then \
		echo "usage: make play GAME=<name>, one of: $$($(PY) -c 'import tutor; print(*tutor.games())')"; \
		exit 2; fi
	$(PY) tools/play.py $(GAME)
	JUPYTER_PATH=$(CURDIR)/tools/jupyter $(BIN)/voila notebooks/play/$(GAME).ipynb \
		--template=tutor --port=$(PORT) \
		--VoilaConfiguration.extension_denylist=@jupyterlite/pyodide-kernel-extension \
		$(VOILA_ARGS)

# The lessons as apps: Voila serves the notebooks folder with the tutor template (no code,
# the text shows at once and each board as its cell runs); start at the front page,
# http://localhost:$(PORT)/voila/render/index.ipynb. Each page runs in a kernel of its own,
# in the lesson's folder, where the progress file is (one learner per server).
app: $(VENV)/.stamp-play
	@echo "make app: open http://localhost:$(PORT)/voila/render/index.ipynb"
	JUPYTER_PATH=$(CURDIR)/tools/jupyter $(BIN)/voila notebooks --template=tutor --port=$(PORT) \
		--VoilaConfiguration.extension_denylist=@jupyterlite/pyodide-kernel-extension \
		--no-browser $(VOILA_ARGS)

# Worksheets to print (tutor/worksheet.py): for every game, language and lesson, the
# worksheet and its answer key into notebooks/worksheets/<lang>/<game>/ (not committed),
# the PDFs printed by the system Chromium through Playwright (Debian: chromium and
# fonts-noto-cjk). worksheets-html writes the HTML alone (no browser needed): what the
# JupyterLite site offers for download.
worksheets: $(VENV)/.stamp-worksheets
	$(PY) -m tutor.worksheet --all --pdf

worksheets-html: $(VENV)/.stamp-lab
	$(PY) -m tutor.worksheet --all

# configurable-http-proxy (npm), the proxy of the real JupyterHub the class service's tests
# start (tutor/classroom/testhub.py looks in build/chp).
CHP := build/chp/node_modules/.bin/configurable-http-proxy
chp: $(CHP)
$(CHP):
	npm install --prefix build/chp --no-save configurable-http-proxy@5

clean-venv:
	rm -rf $(VENV)
