# Warp codegen harness. `make` lists the targets; every target bootstraps .venv itself.
SHELL := /bin/bash
.DEFAULT_GOAL := help
# Every run starts many interpreters (pytest processes, validation workers, bench rounds): with
# bytecode caching off each one recompiles, and pytest re-rewrites, ~50 modules (~0.35 s apiece).
unexport PYTHONDONTWRITEBYTECODE

PYTHON_BOOT ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
# WARP=<version>: test, goldens, dataset and hunt run under that Warp release, in .venvs/warp-<version>: a venv
# holding only warp-lang==<version>, layered over .venv (every other package is the project's pin; harness/tools/bisect.py).
WARP ?=
VENVS := .venvs
ifneq ($(strip $(WARP)),)
PY := $(VENVS)/warp-$(WARP)/bin/python
test goldens dataset hunt: $(VENVS)/warp-$(WARP)/.installed
endif
# The goldens of another release live beside the pinned ones, never over them.
GOLDENS := $(if $(strip $(WARP)),snapshots-warp-$(WARP),snapshots)
BUG ?=

PER_FAMILY ?= 20
FAMILIES ?=
KERNEL_SIZE ?= medium
OUT ?= data/dataset
JOBS ?= auto
STRICT ?= 0
COMPILE ?= 0
FORMAT ?= parquet
SPLITS ?= 90/5/5
HOLDOUT_FAMILIES ?=
SHARD_MB ?= 128
MAX_CHARS ?=
FROM ?=
HARVEST ?=
VALIDATE ?= 1
ARCH ?= 90
PTX ?= 0
KEEP_FAILED ?= 0
# Another run holding OUT: 1 waits for it, 0 exits 2 at once naming it.
WAIT ?= 1
ENGINE ?= local
SHARD ?=
CUDA_REPORT ?= data/cuda-report.md
FIRST_SEED ?= 0
CASES ?=
CASE ?=
CHECK ?= gradcheck
# make reduce: input ranges and array shapes of a user's own kernel, space-separated NAME=LO,HI / NAME=N[xM].
DOMAIN ?=
SHAPE ?=
CHECKS ?= gradcheck,float64,cubin,codegen,reference
# make hunt: the equivalence and option oracles, one per kernel in turn (rotate), all on every kernel (all: hours), or none.
ORACLES ?= rotate
# `make harvest` writes to data/harvest unless OUT is given.
HARVEST_OUT := $(if $(filter file,$(origin OUT)),data/harvest,$(OUT))
# make harvest RUN=tests|examples|'<script.py> args': also run the package's own code under the launch recorder
# (RUN_ARGS: each example's arguments; RUN_S: seconds after which no file starts; RUN_FILE_S: seconds of one test
# file without a new kernel after which none of its tests starts (0: none); RUN_TEST_S: seconds of one test without a new
# kernel after which it is cut short at its next launch (0: never); CAPTURE_MB: captured values kept in
# all; CAPTURE_LAUNCHES: distinct launches kept per kernel; CAPTURE_ARGUMENT_MB: one argument's size past which a launch is left out).
RUN ?=
RUN_ARGS ?=
RUN_S ?= 0
RUN_FILE_S ?= 60
RUN_TEST_S ?= 15
CAPTURE_MB ?= 2000
CAPTURE_LAUNCHES ?= 3
CAPTURE_ARGUMENT_MB ?= 16
# `make eval` scores PREDICTIONS (a JSON lines file, oracle or retrieval) on DATASET; writes to data/eval unless OUT is given.
PREDICTIONS ?=
DATASET ?= data/dataset
SPLIT ?= test
EVAL_OUT := $(if $(filter file,$(origin OUT)),data/eval,$(OUT))
# `make mutants`: MUTANTS single-operator mutants per row and target of DATASET's SPLIT (default all); writes to data/mutants unless OUT is given.
MUTANTS ?= 3
MUTANTS_OUT := $(if $(filter file,$(origin OUT)),data/mutants,$(OUT))

.PHONY: help venv bisect drift test test-cuda goldens dataset harvest seeds bench coverage reduce hunt eval mutants lint format clean

help: ## list the targets
	@grep -hE '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk 'BEGIN {FS = ":.*## "} {printf "  make %-10s %s\n", $$1, $$2}'
	@echo "  dataset variables: PER_FAMILY=$(PER_FAMILY) FAMILIES='$(FAMILIES)' KERNEL_SIZE=$(KERNEL_SIZE) (small|medium|large) OUT=$(OUT) JOBS=$(JOBS) STRICT=$(STRICT)"
	@echo "  export variables:  FORMAT=$(FORMAT) (parquet|jsonl) SPLITS=$(SPLITS) HOLDOUT_FAMILIES='$(HOLDOUT_FAMILIES)' SHARD_MB=$(SHARD_MB) MAX_CHARS='$(MAX_CHARS)'"
	@echo "  harvest variables: FROM='<modules, packages, .py files or folders>' OUT=$(HARVEST_OUT); HARVEST='...' adds them to make dataset; WAIT=$(WAIT) (0: exit 2 if another run holds OUT)"
	@echo "  engines:           ENGINE=$(ENGINE) (local: JOBS pytest processes | ray: Ray tasks; RAY_ADDRESS joins a cluster) SHARD=i/N (only that share, no export)"
	@echo "  validation:        VALIDATE=$(VALIDATE) (0: codegen only) ARCH=$(ARCH) (CUBIN build, e.g. 80,90) PTX=$(PTX) (1: ptx column) KEEP_FAILED=$(KEEP_FAILED)"
	@echo "  WARP=<version>:    make test|goldens|dataset|hunt WARP=1.18.0 runs under that Warp release (.venvs/warp-<version>; goldens in snapshots-warp-<version>/)"
	@echo "  test-cuda:         the goldens, or PER_FAMILY=N [FIRST_SEED=$(FIRST_SEED)] [FAMILIES] generated, or CASES=<make dataset OUT>; JOBS; DEADLINE=<s>; CUDA_REPORT=$(CUDA_REPORT)"

$(STAMP): pyproject.toml
	$(PYTHON_BOOT) -m venv $(VENV)
	$(VENV)/bin/python -m pip install --quiet --upgrade pip
	$(VENV)/bin/python -m pip install --quiet -e .
	touch $(STAMP)

$(VENVS)/warp-%/.installed: $(STAMP)
	$(VENV)/bin/python -m harness.tools.bisect --make-venv "$*"

venv: $(STAMP) ## create or update .venv from pyproject.toml (exact pins)

test: $(STAMP) ## run the test suite on all cores; fails when goldens are out of date
	$(PY) -m pytest -n auto $(if $(strip $(WARP)),--golden-root "$(GOLDENS)")

test-cuda: $(STAMP) ## GPU campaign: checks in worker processes kept between cases (JOBS; a CUDA error retires one; DEADLINE=s), failures by class in CUDA_REPORT (.md, .jsonl); skips without a GPU
	$(PY) -m harness.campaign --jobs "$(JOBS)" --engine "$(ENGINE)" --report "$(CUDA_REPORT)" $(if $(strip $(CASES)),--cases "$(CASES)") $(if $(strip $(DEADLINE)),--deadline "$(DEADLINE)") \
		$(if $(filter command line environment,$(origin PER_FAMILY)),--per-family "$(PER_FAMILY)" --first-seed "$(FIRST_SEED)" --families "$(FAMILIES)")

goldens: $(STAMP) ## regenerate the committed goldens in snapshots/ (WARP=<version>: in snapshots-warp-<version>/; review the diff, then commit)
	rm -rf $(GOLDENS)/*/
	$(PY) -m pytest -n auto tests/test_generate.py --snapshot-update -p no:cacheprovider $(if $(strip $(WARP)),--golden-root "$(GOLDENS)")

dataset: $(STAMP) ## generate PER_FAMILY cases per family (FAMILIES, JOBS) and export them to OUT
	$(PY) -m harness.dataset --per-family "$(PER_FAMILY)" --families "$(FAMILIES)" --kernel-size "$(KERNEL_SIZE)" --out "$(OUT)" --jobs "$(JOBS)" $(if $(filter 1,$(STRICT)),--strict) \
		--format "$(FORMAT)" --splits "$(SPLITS)" --holdout-families "$(HOLDOUT_FAMILIES)" --shard-mb "$(SHARD_MB)" \
		$(if $(strip $(MAX_CHARS)),--max-chars "$(MAX_CHARS)") \
		$(if $(strip $(HARVEST)),--harvest "$(HARVEST)") \
		--validate "$(VALIDATE)" --arch "$(ARCH)" $(if $(filter 1,$(PTX)),--ptx) $(if $(filter 1,$(KEEP_FAILED)),--keep-failed) \
		--wait "$(WAIT)" --engine "$(ENGINE)" $(if $(strip $(SHARD)),--shard "$(SHARD)")

# The packages FROM may name that the optional group `harvest` of pyproject.toml pins (installed on demand, with
# `harvest-tests`: what their own tests need),
# by import name (ECOSYSTEM in harness/harvest/cli.py): FROM naming one, a module of one, or ecosystem installs the group.
HARVEST_PACKAGES := newton warp_nn warp_simdata nvalchemiops
HARVEST_NEEDED = $(filter $(HARVEST_PACKAGES) $(addsuffix .%,$(HARVEST_PACKAGES)) ecosystem,$(FROM))
HARVEST_STAMP := $(VENV)/.installed-harvest
$(HARVEST_STAMP): $(STAMP) pyproject.toml
	$(VENV)/bin/python -m pip install --quiet -e '.[harvest,harvest-tests]'
	touch $@

harvest: $(STAMP) $(if $(HARVEST_NEEDED),$(HARVEST_STAMP)) ## pairs from existing Warp code: FROM="warp.examples warp.fem ..." (imports, so executes, FROM) -> OUT; RUN=tests|examples|'<script.py> args' also runs it, sandboxed, recording every launch (RUN_S, CAPTURE_MB)
	$(if $(strip $(FROM)),,$(error FROM is empty: make harvest FROM="<module, package, .py file or folder> ..." [OUT=dir]))
	$(PY) -m harness.harvest $(FROM) --out "$(HARVEST_OUT)" --jobs "$(JOBS)" --validate "$(VALIDATE)" --arch "$(ARCH)" $(if $(filter 1,$(STRICT)),--strict) --wait "$(WAIT)" \
		$(if $(strip $(RUN)),--run '$(RUN)' --run-args '$(RUN_ARGS)' --run-s "$(RUN_S)" --run-file-s "$(RUN_FILE_S)" --run-test-s "$(RUN_TEST_S)" --capture-mb "$(CAPTURE_MB)" \
			--capture-launches "$(CAPTURE_LAUNCHES)" --capture-argument-mb "$(CAPTURE_ARGUMENT_MB)")

# `make seeds`: harvest FROM (default warp.examples) into SEEDS_OUT, then keep the kernels whose inputs
# can be described as the mutant family's seed corpus, kernels/seeds/corpus.json (review, then commit).
SEEDS_FROM := $(or $(strip $(FROM)),warp.examples)
SEEDS_OUT := $(if $(filter file,$(origin OUT)),data/seeds,$(OUT))
seeds: $(STAMP) $(if $(HARVEST_NEEDED),$(HARVEST_STAMP)) ## refresh the mutant family's seed corpus kernels/seeds/corpus.json from a harvest of FROM (default warp.examples) in OUT (default data/seeds)
	$(PY) -m harness.harvest $(SEEDS_FROM) --out "$(SEEDS_OUT)" --no-export --jobs "$(JOBS)" --wait "$(WAIT)"
	$(PY) -m harness.tools.seeds "$(SEEDS_OUT)"

bench: $(STAMP) ## stage benchmarks (pytest-benchmark, saved in .benchmarks/) and throughput figures vs. their targets
	$(PY) -m pytest tests/bench -p no:xdist --benchmark-only --benchmark-autosave --benchmark-columns=median,iqr,rounds
	$(PY) -m harness.tools.bench

# make coverage AGAINST='<export> ...': CODEGEN=0 leaves out the code generator's statements (harness/tools/frontend.py).
CODEGEN ?= 1
coverage: PER_FAMILY := $(if $(strip $(AGAINST)),20,100)
coverage: $(STAMP) ## builtins used and never used, tags, structural uniqueness of PER_FAMILY (default 100) kernels per family (FAMILIES, JOBS; COMPILE=N also compiles N per family; STABILITY=N float32 vs float64 on N per family, default PER_FAMILY, 0 skips); AGAINST='<export> ...': constructs, builtins and lengths of PER_FAMILY (default 20) generated kernels, or of the export GENERATED=<dir>, vs those exports' rows, then the statements of Warp's code generator each reaches, and by function those only the exports reach (CODEGEN=0 skips)
ifneq ($(strip $(AGAINST)),)
	$(PY) -m harness.tools.realism --against $(foreach a,$(AGAINST),"$(a)") --per-family "$(PER_FAMILY)" --families "$(FAMILIES)" \
		--size "$(KERNEL_SIZE)" $(if $(strip $(GENERATED)),--generated "$(GENERATED)")
ifneq ($(strip $(CODEGEN)),0)
	@echo
	$(PY) -m harness.tools.frontend --against $(foreach a,$(AGAINST),"$(a)") --per-family "$(PER_FAMILY)" --families "$(FAMILIES)" \
		--size "$(KERNEL_SIZE)" $(if $(strip $(GENERATED)),--generated "$(GENERATED)") --jobs "$(JOBS)"
endif
else
	$(PY) -m harness.tools.coverage --per-family "$(PER_FAMILY)" --families "$(FAMILIES)" --jobs "$(JOBS)" \
		--min-builtins 200 --min-unique 0.97 --min-family-unique 0.90 --compile "$(COMPILE)" \
		--stability "$(or $(STABILITY),$(PER_FAMILY))" --max-unstable 0.02
endif

reduce: $(STAMP) ## shrink a failing kernel: CASE=<case id or .py> CHECK=gradcheck|float64|...|eq-*|opt-* [OUT=dir] [DOMAIN='x=LO,HI ...'] [SHAPE='x=N ...']: writes <name>.reduced.py and its signature
	$(if $(strip $(CASE)),,$(error CASE is empty: make reduce CASE=<case id or path to a .py> CHECK=<check> [OUT=dir] [DOMAIN='NAME=LO,HI ...'] [SHAPE='NAME=N[xM] ...']))
	$(PY) -m harness.hunt.reduce "$(CASE)" --check "$(CHECK)" --out "$(if $(filter file,$(origin OUT)),data/reduced,$(OUT))" \
		$(foreach d,$(DOMAIN),--domain "$(d)") $(foreach s,$(SHAPE),--shape "$(s)")

hunt: $(STAMP) ## run CHECKS (default $(CHECKS)) and the oracles (ORACLES=$(ORACLES)) over PER_FAMILY kernels per family (FAMILIES) and the builtin sweep, JOBS worker processes, reduce every failure, group by signature: OUT/hunt.md
	$(PY) -m harness.hunt --per-family "$(PER_FAMILY)" --families "$(FAMILIES)" --kernel-size "$(KERNEL_SIZE)" $(if $(strip $(FROM)),--from "$(FROM)" $(if $(filter command line environment,$(origin CHECKS)),--checks "$(CHECKS)"),--checks "$(CHECKS)") --oracles "$(ORACLES)" \
		--jobs "$(JOBS)" --out "$(if $(filter file,$(origin OUT)),data/hunt,$(OUT))"

bisect: $(STAMP) ## the Warp releases each registered bug affects (BUG=<id>, default all): its reproducer under every release from 1.10.0 -> harness/validate/bugs/affected.json, docs/warp-bugs.md
	$(VENV)/bin/python -m harness.tools.bisect $(if $(strip $(BUG)),--bug "$(BUG)")

# `make drift`: FROM (default 1.18.0) -> TO (default the pin); the goldens' cases unless PER_FAMILY is given; NUMERIC=N runs
# the CPU builds of the first N cases of each family only (default all); the report goes to docs/records/drift unless OUT is given.
TO ?=
NUMERIC ?= all
DRIFT_OUT := $(if $(filter file,$(origin OUT)),docs/records/drift,$(OUT))

drift: $(STAMP) ## codegen drift between two Warp releases, FROM=1.18.0 TO=<pin> [PER_FAMILY FAMILIES NUMERIC]: each case under both, code compared by kind, CPU numbers compared -> docs/records/drift/<FROM>-to-<TO>.md, .json
	$(VENV)/bin/python -m harness.tools.drift --from "$(or $(FROM),1.18.0)" $(if $(strip $(TO)),--to "$(TO)") \
		$(if $(filter command line environment,$(origin PER_FAMILY)),--per-family "$(PER_FAMILY)") --families "$(FAMILIES)" --numeric "$(NUMERIC)" --out "$(DRIFT_OUT)"

eval: $(STAMP) ## score PREDICTIONS=<file|oracle|retrieval> on DATASET=<make dataset OUT> [SPLIT=test] [JOBS]: spliced, built, ran and compared with Warp's own code; OUT/report.md (default data/eval)
	$(if $(strip $(PREDICTIONS)),,$(error PREDICTIONS is empty: make eval PREDICTIONS=<predictions.jsonl|oracle|retrieval> DATASET=<make dataset OUT> [SPLIT=test] [OUT=data/eval]))
	$(PY) -m harness.eval --predictions "$(PREDICTIONS)" --dataset "$(DATASET)" --split "$(SPLIT)" --out "$(EVAL_OUT)" --jobs "$(JOBS)"

mutants: $(STAMP) ## mutation score: MUTANTS (default 3) single-operator mutants per row of cpu_forward and cpu_backward of DATASET=<make dataset OUT> [SPLIT=all] [JOBS], run through make eval's ladder; killed share per family: OUT/mutants.md, .json (default data/mutants)
	$(PY) -m harness.tools.mutants --dataset "$(DATASET)" --split "$(if $(filter file,$(origin SPLIT)),all,$(SPLIT))" --per-target "$(MUTANTS)" --out "$(MUTANTS_OUT)" --jobs "$(JOBS)"

lint: $(STAMP) ## ruff check and format check; the layer contract (.importlinter: no import cycles, imports only downward)
	$(PY) -m ruff check .
	$(PY) -m ruff format --check .
	$(VENV)/bin/lint-imports --no-logo --no-cache

format: $(STAMP) ## apply ruff's formatting and safe fixes
	$(PY) -m ruff check --fix .
	$(PY) -m ruff format .

clean: ## remove .venv, caches and generated data (keeps the committed goldens)
	rm -rf $(VENV) $(VENVS) .pytest_cache .ruff_cache .benchmarks
	find . -name __pycache__ -type d -prune -exec rm -rf {} +
	find data -mindepth 1 ! -name .gitignore -exec rm -rf {} +
	rm -rf "$${HARNESS_TMP_BASE:-$${TMPDIR:-/tmp}}"/harness-pch-$$(id -u)-*  # Warp's headers, shared by this user's processes
