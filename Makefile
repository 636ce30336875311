# Two commands set everything up on a fresh machine: `make demo` and `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
export HF_HUB_OFFLINE := 1
export TRANSFORMERS_OFFLINE := 1
export LITELLM_LOCAL_MODEL_COST_MAP := True
export LITELLM_OFFLINE_MODE := true
export ANONYMIZED_TELEMETRY := False
# Bytecode caches are written (Python's default) even where the shell turns them off: without
# them every `musubi` process a test starts compiles the package again, and every test worker
# rewrites every test module's asserts again.
unexport PYTHONDONTWRITEBYTECODE
DEMO_VAULT ?= demo-vault
# Test files run on this many workers, each file whole on one (module fixtures built once).
TEST_WORKERS ?= 2

.PHONY: install test lint demo bench clean

install: $(STAMP)

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

lint: $(STAMP)
	$(BIN)/ruff check musubi_daemon tests
	$(BIN)/mypy

# systemd-analyze checks the service unit; installing it is best effort and quiet (without it,
# or without apt and root or password-less sudo, that one test skips with the reason).
test: $(STAMP) lint
	@command -v systemd-analyze >/dev/null 2>&1 || { command -v apt-get >/dev/null 2>&1 && \
	  $(if $(filter 0,$(shell id -u)),,sudo -n) env DEBIAN_FRONTEND=noninteractive \
	  apt-get install -y -qq systemd >/dev/null 2>&1; } || true
	$(BIN)/python -m pytest -q -n $(TEST_WORKERS) --dist loadfile --durations=15

demo: $(STAMP)
	rm -rf $(DEMO_VAULT) .demo-cache
	cp -r examples/vault $(DEMO_VAULT)
	MUSUBI_CACHE_DIR=$(CURDIR)/.demo-cache $(BIN)/musubi init --no-remember $(DEMO_VAULT)
	MUSUBI_CACHE_DIR=$(CURDIR)/.demo-cache $(BIN)/musubi --vault $(DEMO_VAULT) ingest \
	  --source claude-code=examples/histories/claude-code \
	  --source chatgpt-export=examples/histories/chatgpt-export \
	  --source claude-export=examples/histories/claude-export \
	  --source cursor=examples/histories/cursor/User \
	  --source antigravity=examples/histories/antigravity/antigravity-cli \
	  --source codex=examples/histories/codex \
	  --source gemini-cli=examples/histories/gemini-cli \
	  --source aider=examples/histories/aider/trailmap \
	  --source obsidian
	MUSUBI_CACHE_DIR=$(CURDIR)/.demo-cache $(BIN)/musubi --vault $(DEMO_VAULT) distill
	MUSUBI_CACHE_DIR=$(CURDIR)/.demo-cache $(BIN)/musubi --vault $(DEMO_VAULT) topics build
	MUSUBI_CACHE_DIR=$(CURDIR)/.demo-cache $(BIN)/musubi --vault $(DEMO_VAULT) topics list
	MUSUBI_CACHE_DIR=$(CURDIR)/.demo-cache $(BIN)/musubi --vault $(DEMO_VAULT) profile
	MUSUBI_CACHE_DIR=$(CURDIR)/.demo-cache $(BIN)/musubi --vault $(DEMO_VAULT) decisions
	MUSUBI_CACHE_DIR=$(CURDIR)/.demo-cache $(BIN)/musubi --vault $(DEMO_VAULT) loops
	MUSUBI_CACHE_DIR=$(CURDIR)/.demo-cache $(BIN)/musubi --vault $(DEMO_VAULT) \
	  remember --importance 7 "The demo vault was set up with make demo"
	for job in maturation synthesis reflection; do \
	  MUSUBI_CACHE_DIR=$(CURDIR)/.demo-cache $(BIN)/musubi --vault $(DEMO_VAULT) \
	    lifecycle run $$job || exit 1; done
	MUSUBI_CACHE_DIR=$(CURDIR)/.demo-cache $(BIN)/musubi --vault $(DEMO_VAULT) concepts
	MUSUBI_CACHE_DIR=$(CURDIR)/.demo-cache $(BIN)/musubi --vault $(DEMO_VAULT) search \
	  "why is the tile cache cold after a deploy"
	MUSUBI_CACHE_DIR=$(CURDIR)/.demo-cache $(BIN)/musubi --vault $(DEMO_VAULT) status

bench: $(STAMP)
	$(BIN)/musubi bench ingest --conversations 2000

clean:
	rm -rf $(VENV) $(DEMO_VAULT) .demo-cache .pytest_cache
