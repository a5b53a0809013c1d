# Warp codegen harness. `make` lists the targets; every target bootstraps .venv itself.
SHELL := /bin/bash
.DEFAULT_GOAL := help

PYTHON_BOOT ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

PER_FAMILY ?= 100
FAMILIES ?=
OUT ?= data/dataset
JOBS ?= auto
STRICT ?= 0

.PHONY: help venv test goldens dataset lint format clean

help: ## list the targets
	@grep -hE '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk 'BEGIN {FS = ":.*## "} {printf "  make %-10s %s\n", $$1, $$2}'
	@echo "  dataset variables: PER_FAMILY=$(PER_FAMILY) FAMILIES='$(FAMILIES)' OUT=$(OUT) JOBS=$(JOBS) STRICT=$(STRICT)"

$(STAMP): pyproject.toml
	$(PYTHON_BOOT) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e .
	touch $(STAMP)

venv: $(STAMP) ## create or update .venv from pyproject.toml (exact pins)

test: $(STAMP) ## run the test suite on all cores; fails when goldens are out of date
	$(PY) -m pytest -n auto

goldens: $(STAMP) ## regenerate the committed goldens in snapshots/ (review the diff, then commit)
	rm -rf snapshots/*/
	$(PY) -m pytest -n auto tests/test_generate.py --snapshot-update -p no:cacheprovider

dataset: $(STAMP) ## generate PER_FAMILY cases per family (FAMILIES, JOBS) and export them to OUT
	$(PY) -m harness.dataset --per-family "$(PER_FAMILY)" --families "$(FAMILIES)" --out "$(OUT)" --jobs "$(JOBS)" $(if $(filter 1,$(STRICT)),--strict)

lint: $(STAMP) ## ruff check and format check
	$(PY) -m ruff check .
	$(PY) -m ruff format --check .

format: $(STAMP) ## apply ruff's formatting and safe fixes
	$(PY) -m ruff check --fix .
	$(PY) -m ruff format .

clean: ## remove .venv, caches and generated data (keeps the committed goldens)
	rm -rf $(VENV) .pytest_cache .ruff_cache .benchmarks
	find . -name __pycache__ -type d -prune -exec rm -rf {} +
	find data -mindepth 1 ! -name .gitignore -exec rm -rf {} +
