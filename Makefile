# Benchmarks are never tests: `make bench` prints a table and writes benchmarks/results/<commit>.json.
PYTHON ?= python
BENCH_ARGS ?=

.PHONY: bench bench-quick bench-compare selfplay

bench:
	$(PYTHON) benchmarks/run.py $(BENCH_ARGS)

bench-quick:
	$(PYTHON) benchmarks/run.py --quick $(BENCH_ARGS)

bench-compare:
	$(PYTHON) benchmarks/run.py --quick --compare HEAD~1 $(BENCH_ARGS)

selfplay:
	$(PYTHON) benchmarks/selfplay.py
