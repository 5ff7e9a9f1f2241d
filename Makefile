# nhmc: Monte Carlo statistics for NetHack's hit-point mechanics.
#
#   make            build ./nhmc
#   make run        build, run the default scenario, write results/, print a summary
#   make serve      build and answer in a browser at http://127.0.0.1:8080/ (docs/web.md)
#   make check      build and run every test (then again under ASan + UBSan)
#   make fuzz       build the libFuzzer targets (clang) in build-fuzz/fuzz/
#   make fuzz-smoke run each fuzzer for FUZZ_RUNS inputs (part of check with clang)
#   make check-clang build nhmc with clang (-Werror) and run the golden cases on it
#                   (part of check with clang)
#   make bench      throughput benchmark (figures as name=value lines at the end)
#   make bench-web  load on nhmc serve over loopback (name=value lines; docs/web.md)
#   make web        the page with nhmc compiled to WebAssembly, as static files in
#                   build/web/ (emcc; docs/web.md); make check-web tests it (part
#                   of check when emcc is installed)
#   make nhmc-mpi   the Open MPI build (docs/mpi.md); make bench-mpi, check-mpi
#   make results    regenerate results/ from scenarios/
#   make install    install to $(DESTDIR)$(PREFIX) (PREFIX=/usr/local): the program,
#                   the man page, the scenarios and the docs
#   make kinddocs   rewrite the key tables of docs/kinds/*.md from the kind registry
#   make clean
#
# Missing Debian packages are installed first (tools/install-deps.sh).
# CFLAGS is yours (default -O2 -g); warnings and required flags are added
# separately.  V=1 shows the commands.

CFLAGS   ?= -O2 -g
CXXFLAGS ?= -O2 -g
LDFLAGS  ?=
PREFIX   ?= /usr/local
DESTDIR  ?=
BUILD    ?= build
JOBS     ?=

WARNINGS   = -Wall -Wextra -Wpedantic
NH_CFLAGS  = -std=c17 $(WARNINGS) -Iinclude -Isrc -D_POSIX_C_SOURCE=200809L -pthread
NH_CXXFLAGS = -std=c++17 -Wall -Wextra -Iinclude -Isrc -pthread
PKG_CFLAGS := $(shell pkg-config --cflags gsl inih libmicrohttpd 2>/dev/null)
PKG_LIBS   := $(shell pkg-config --libs gsl inih libmicrohttpd 2>/dev/null || \
                echo -lgsl -lgslcblas -linih -lmicrohttpd)
LIBS        = $(PKG_LIBS) -lm -pthread
TEST_LIBS   = $(shell pkg-config --libs cmocka 2>/dev/null || echo -lcmocka)

ifeq ($(V),1)
Q =
else
Q = @
MAKEFLAGS += --no-print-directory
endif

# A plain `make` (the default goal) compiles on every core: regen's stepping
# kernel alone takes some 12 s, its 54 instances each cloned for three
# instruction sets.  A -j given on the command line wins; other goals (check,
# results, bench) run as they always did.
ifeq ($(MAKECMDGOALS),)
ifeq ($(filter -j%,$(MAKEFLAGS)),)
MAKEFLAGS += -j$(shell nproc 2>/dev/null || echo 1)
endif
endif

LIB_SRC   := $(sort $(filter-out src/cli/main.c src/mpi/% src/wasm/%,$(wildcard src/*/*.c src/kinds/*/*.c)))
LIB_OBJ   := $(LIB_SRC:%.c=$(BUILD)/%.o)
TEST_SRC  := $(sort $(wildcard tests/test_*.c))
TEST_BIN  := $(TEST_SRC:tests/%.c=$(BUILD)/tests/%)
CROSS_BIN := $(BUILD)/tests/pcg_crosscheck
BENCH_BIN := $(BUILD)/bench
# The counting build (see bench below).
COUNT_BUILD := $(BUILD)-count
COUNT_LIB   := $(COUNT_BUILD)/libnhmc.a
DRAWS_BIN   := $(BUILD)/bench-draws
DRAWS_TEST  := $(BUILD)/tests/test_draws
# Monster tables: generated from our CSV data (one file per version or
# variant, named after it) by tools/monsters2c.awk.
MON_CSV   := data/monsters/343.csv data/monsters/367.csv data/monsters/50.csv \
             data/monsters/xnethack.csv data/monsters/unnethack.csv data/monsters/evilhack.csv
GEN_SRC   := $(BUILD)/gen/monsters_data.c
GEN_OBJ   := $(BUILD)/gen/monsters_data.o $(BUILD)/gen/web_assets.o
# The page's files (web/), built into nhmc serve by tools/web2c.sh, with
# Debian's Chart.js (libjs-chart.js), which draws the answer's chart.
WEB_FILES := $(sort $(wildcard web/*))
CHART_JS  := /usr/share/javascript/chart.js/chart.min.js
SCENARIOS := $(sort $(wildcard scenarios/*.ini))
HEADERS   := $(filter-out src/mpi/% src/wasm/%,$(wildcard include/nhmc/*.h src/*/*.h src/kinds/*/*.h))
# Each object's headers, written by the compiler (-MMD -MP) beside it: a
# header change rebuilds only what includes it.
DEPFLAGS   = -MMD -MP
KINDDOC   := $(BUILD)/tools/kinddoc
MAN_PAGE  := $(BUILD)/man/nhmc.1

.PHONY: all deps deps-check run serve bench-web check check-unit check-sanitize check-clang fuzz fuzz-smoke bench results \
        install uninstall clean format kinddocs web web-files deps-web check-web

all: deps $(BUILD)/nhmc nhmc $(MAN_PAGE)

deps:
	$(Q)tools/install-deps.sh build

deps-check:
	$(Q)tools/install-deps.sh check

# A new file renamed over the old, so that a running nhmc (say nhmc serve)
# keeps its program and the copy does not fail with "Text file busy".
nhmc: $(BUILD)/nhmc
	$(Q)cp $< $@.new && mv -f $@.new $@

$(BUILD)/nhmc: $(BUILD)/src/cli/main.o $(BUILD)/libnhmc.a
	@$(if $(Q),echo "  LD      $@")
	$(Q)$(CC) $(NH_CFLAGS) $(CFLAGS) $(LDFLAGS) -o $@ $^ $(LIBS)

$(BUILD)/libnhmc.a: $(LIB_OBJ) $(GEN_OBJ)
	@$(if $(Q),echo "  AR      $@")
	$(Q)rm -f $@ && ar rcs $@ $^

# After deps (order only): in parallel, no compile starts before the
# libraries' headers are installed.
$(BUILD)/%.o: %.c Makefile | deps
	@mkdir -p $(dir $@)
	@$(if $(Q),echo "  CC      $<")
	$(Q)$(CC) $(NH_CFLAGS) $(DEPFLAGS) $(PKG_CFLAGS) $(CPPFLAGS) $(CFLAGS) -c -o $@ $<

$(GEN_SRC): tools/monsters2c.awk $(MON_CSV)
	@mkdir -p $(dir $@)
	@$(if $(Q),echo "  GEN     $@")
	$(Q)awk -f tools/monsters2c.awk $(MON_CSV) > $@.tmp && mv $@.tmp $@

# (After deps, which installs libjs-chart.js, even under make -j.)
$(BUILD)/gen/web_assets.c: tools/web2c.sh $(WEB_FILES) $(wildcard $(CHART_JS)) | deps
	@mkdir -p $(dir $@)
	@$(if $(Q),echo "  GEN     $@")
	$(Q)tools/web2c.sh $(WEB_FILES) $(CHART_JS) > $@.tmp && mv $@.tmp $@

# The WebAssembly module's templates: web/ without Chart.js, which the
# static page has as a file of its own (static/chart.min.js).
$(BUILD)/gen/web_assets_page.c: tools/web2c.sh $(WEB_FILES)
	@mkdir -p $(dir $@)
	@$(if $(Q),echo "  GEN     $@")
	$(Q)tools/web2c.sh $(WEB_FILES) > $@.tmp && mv $@.tmp $@

$(GEN_OBJ): $(BUILD)/gen/%.o: $(BUILD)/gen/%.c Makefile
	@$(if $(Q),echo "  CC      $<")
	$(Q)$(CC) $(NH_CFLAGS) $(DEPFLAGS) $(PKG_CFLAGS) $(CPPFLAGS) $(CFLAGS) -c -o $@ $<

$(BUILD)/tests/%: tests/%.c $(wildcard tests/*.h) $(BUILD)/libnhmc.a
	@mkdir -p $(dir $@)
	@$(if $(Q),echo "  CC      $<")
	$(Q)$(CC) $(NH_CFLAGS) $(PKG_CFLAGS) $(CPPFLAGS) $(CFLAGS) $(LDFLAGS) -o $@ $< \
	    $(BUILD)/libnhmc.a $(TEST_LIBS) $(LIBS)

# The cross-check against Debian's libpcg-cpp-dev (C++), built only for tests.
$(CROSS_BIN): tests/pcg_crosscheck.cpp $(BUILD)/libnhmc.a
	@mkdir -p $(dir $@)
	@$(if $(Q),echo "  CXX     $<")
	$(Q)$(CXX) $(NH_CXXFLAGS) $(CXXFLAGS) $(LDFLAGS) -o $@ $< $(BUILD)/libnhmc.a $(LIBS)

BENCH_SRC := tools/bench.c
$(BENCH_BIN): $(BENCH_SRC) $(BUILD)/libnhmc.a
	@$(if $(Q),echo "  CC      $(BENCH_SRC)")
	$(Q)$(CC) $(NH_CFLAGS) $(PKG_CFLAGS) $(CPPFLAGS) $(CFLAGS) $(LDFLAGS) -o $@ $(BENCH_SRC) \
	    $(BUILD)/libnhmc.a $(LIBS)

# The summary uses the scenario's seed and trials: its rows are exactly the
# corresponding rows of results/maxhp_by_role.csv.
run: all
	./nhmc run scenarios/maxhp_by_role.ini
	@echo
	@echo "Max HP with Con 16 at XL 1, 10, 20 and 30 (rows of results/maxhp_by_role.csv):"
	@./nhmc levelup --role all --race valid --con 16 --xl 1,10,20,30 -n 1e6 --seed 20261121 \
	    --format table -q

# The web calculator on this machine only (nhmc serve; Ctrl-C stops it).
serve: all
	./nhmc serve

# Load on it over loopback: BENCH_WEB_REQUESTS over BENCH_WEB_CONNECTIONS;
# with build/web/ (make web) also the WebAssembly module under Node.
BENCH_WEB_REQUESTS    ?= 5000
BENCH_WEB_CONNECTIONS ?= 16
bench-web: all
	$(Q)tools/bench-web.py --nhmc ./nhmc --requests $(BENCH_WEB_REQUESTS) \
	    --connections $(BENCH_WEB_CONNECTIONS) --web $(BUILD)/web

# Unit, statistical and end-to-end tests, the fuzzers' smoke runs, then the
# same suite built with AddressSanitizer and UndefinedBehaviorSanitizer (its
# summary is the last line).
check: deps-check
	$(Q)$(MAKE) check-unit
	$(Q)$(MAKE) check-web
	$(Q)$(MAKE) check-mpi
	$(Q)if command -v $(FUZZ_CC) >/dev/null 2>&1; then $(MAKE) fuzz-smoke check-clang; \
	    else echo "fuzz-smoke, check-clang: skipped, no $(FUZZ_CC)"; fi
	$(Q)$(MAKE) check-sanitize

check-unit: $(BUILD)/nhmc nhmc $(TEST_BIN) $(DRAWS_TEST) $(CROSS_BIN) $(KINDDOC) $(MAN_PAGE)
	$(Q)tests/run-tests.sh $(BUILD) "$(NHMC_SUITE)"

# nhmc built by clang as it ships (its own multiversioned loops; warnings are
# errors), and the golden command lines run on it: the two compilers' programs
# must print the same bytes.
check-clang:
	$(Q)$(MAKE) BUILD=build-clang CC=$(FUZZ_CC) CFLAGS="$(CFLAGS) -Werror" build-clang/nhmc
	$(Q)NHMC=build-clang/nhmc tests/cli-tests.sh

SAN_FLAGS = -O1 -g -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
check-sanitize:
	$(Q)$(MAKE) BUILD=build-san CFLAGS="$(SAN_FLAGS) -DNHMC_NO_CLONES" \
	    CXXFLAGS="$(SAN_FLAGS)" LDFLAGS="-fsanitize=address,undefined" \
	    build-san/nhmc $(TEST_SRC:tests/%.c=build-san/tests/%) build-san/tests/pcg_crosscheck
	$(Q)ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1 \
	    NHMC_SANITIZED=1 tests/run-tests.sh build-san sanitized

# libFuzzer targets (tests/fuzz/, docs/fuzzing.md), built with clang under
# ASan + UBSan in build-fuzz/; fuzz-smoke runs each for FUZZ_RUNS inputs from
# its seed corpus and dictionary and fails on any finding.
FUZZ_CC      ?= clang
FUZZ_RUNS    ?= 20000
# the plot target runs gnuplot for each input
FUZZ_PLOT_RUNS ?= 300
FUZZ_TARGETS := scenario cli dumplog plot
FUZZ_SAN      = -fsanitize=address,undefined -fno-sanitize-recover=all
FUZZ_CFLAGS   = -O1 -g -fno-omit-frame-pointer $(FUZZ_SAN) -fsanitize=fuzzer-no-link -DNHMC_NO_CLONES
fuzz:
	$(Q)$(MAKE) BUILD=build-fuzz CC=$(FUZZ_CC) CFLAGS="$(FUZZ_CFLAGS)" \
	    $(FUZZ_TARGETS:%=build-fuzz/fuzz/fuzz_%)

$(BUILD)/fuzz/fuzz_%: tests/fuzz/fuzz_%.c $(BUILD)/libnhmc.a
	@mkdir -p $(dir $@)
	@$(if $(Q),echo "  CC      $<")
	$(Q)$(CC) $(NH_CFLAGS) $(PKG_CFLAGS) $(CPPFLAGS) $(CFLAGS) -fsanitize=fuzzer $(LDFLAGS) \
	    -o $@ $< $(BUILD)/libnhmc.a $(LIBS)

fuzz-smoke: fuzz
	$(Q)for t in $(FUZZ_TARGETS); do \
	    runs=$(FUZZ_RUNS); [ $$t = plot ] && runs=$(FUZZ_PLOT_RUNS); \
	    echo "  FUZZ    $$t ($$runs inputs)"; \
	    rm -rf build-fuzz/corpus-$$t && mkdir -p build-fuzz/corpus-$$t && \
	    ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1 \
	    build-fuzz/fuzz/fuzz_$$t -runs=$$runs -seed=1 -max_len=4096 -timeout=10 \
	        -close_fd_mask=3 -dict=tests/fuzz/$$t.dict -artifact_prefix=$(CURDIR)/build-fuzz/ \
	        $(CURDIR)/build-fuzz/corpus-$$t $(CURDIR)/tests/fuzz/corpus/$$t >build-fuzz/fuzz-$$t.log 2>&1 || \
	        { tail -n 40 build-fuzz/fuzz-$$t.log; echo "fuzz-smoke: $$t failed"; exit 1; }; \
	    tail -n 1 build-fuzz/fuzz-$$t.log; \
	done

# The draws a trial needs come from a counting build of libnhmc.a
# ($(COUNT_BUILD), -DNHMC_COUNT_DRAWS: every PCG32 output counted), used only by
# bench-draws and tests/count/test_draws.c, never by nhmc.  bench reads the
# counts and prints each kernel's K_draws_per_trial and K_rng_efficiency.

$(COUNT_LIB): $(LIB_SRC) $(HEADERS) $(MON_CSV) tools/monsters2c.awk Makefile
	$(Q)$(MAKE) BUILD=$(COUNT_BUILD) CPPFLAGS="$(CPPFLAGS) -DNHMC_COUNT_DRAWS" $@

$(DRAWS_BIN): $(BENCH_SRC) $(COUNT_LIB)
	@$(if $(Q),echo "  CC      $(BENCH_SRC) (counting)")
	$(Q)$(CC) $(NH_CFLAGS) $(PKG_CFLAGS) $(CPPFLAGS) -DNHMC_COUNT_DRAWS $(CFLAGS) $(LDFLAGS) \
	    -o $@ $(BENCH_SRC) $(COUNT_LIB) $(LIBS)

$(DRAWS_TEST): tests/count/test_draws.c $(wildcard tests/*.h) $(COUNT_LIB)
	@mkdir -p $(dir $@)
	@$(if $(Q),echo "  CC      $<")
	$(Q)$(CC) $(NH_CFLAGS) $(PKG_CFLAGS) $(CPPFLAGS) -DNHMC_COUNT_DRAWS -Itests $(CFLAGS) \
	    $(LDFLAGS) -o $@ $< $(COUNT_LIB) $(TEST_LIBS) $(LIBS)

bench: all $(BENCH_BIN) $(DRAWS_BIN)
	$(Q)$(DRAWS_BIN) > $(BUILD)/bench-draws.txt
	$(Q)$(BENCH_BIN) $(BUILD)/bench-draws.txt

# ---- WebAssembly (docs/web.md, "With no server") --------------------------
# build/web/: the page's files of web/ (copied, not kept twice) and nhmc
# compiled by Emscripten: the library's code but the server (src/web/),
# MPI and the scenario reader (src/wasm/scenario_none.c says why), on one
# thread (-DNHMC_NO_THREADS), linked with GSL built from Debian's source
# package by tools/wasm-gsl.sh into $(WASM_DEPS) (once).  nhmc.js runs one
# command line per instance of the module; src/wasm/nhmc-run.js is the one
# entry (words in; standard output, standard error and exit status out).
EMCC       ?= emcc
WASM_BUILD := $(BUILD)/wasm
WASM_DEPS  := $(BUILD)/wasm-deps
WEB_OUT    := $(BUILD)/web
WASM_WEB   := src/web/web_buf.c src/web/web_help.c src/web/web_json.c src/web/web_page.c \
              src/web/web_query.c
WASM_SRC   := $(sort $(filter-out src/web/% src/pipeline/scenario.c src/pipeline/scenario_read.c,\
                $(LIB_SRC)) $(WASM_WEB) $(wildcard src/wasm/*.c))
WASM_OBJ   := $(WASM_SRC:%.c=$(WASM_BUILD)/%.o) $(WASM_BUILD)/gen/monsters_data.o \
              $(WASM_BUILD)/gen/web_assets_page.o
# -vectorizer-maximize-bandwidth: loops that step 64-bit PCG states beside
# 32-bit draws are vectorised 4 lanes wide, not 2 (the widest 128-bit vector
# of their 32-bit values); rnz runs about 1.3 and grace 1.1 times as fast
# (levelup's dice have a loop of their own: docs/web.md, "Speed").
WASM_CFLAGS = -std=c17 $(WARNINGS) -Iinclude -Isrc -I$(WASM_DEPS)/include \
              -D_POSIX_C_SOURCE=200809L -DNHMC_NO_THREADS -DNHMC_DATADIR='"/nhmc"' -O2 -msimd128 \
              -mllvm -vectorizer-maximize-bandwidth
WASM_LDFLAGS = -O2 -sMODULARIZE=1 -sEXPORT_NAME=createNhmc -sEXIT_RUNTIME=1 \
              -sALLOW_MEMORY_GROWTH=1 -sINITIAL_MEMORY=33554432 -sMAXIMUM_MEMORY=2147483648 \
              -sTOTAL_STACK=8388608 -sENVIRONMENT=web,worker,node
WEB_COPIED := $(WEB_FILES:web/%=$(WEB_OUT)/static/%) $(WEB_OUT)/static/chart.min.js \
              $(WEB_OUT)/index.html \
              $(WEB_OUT)/nhmc-run.js $(WEB_OUT)/worker.js $(WEB_OUT)/sw.js
# emcc runs node scripts that need acorn: Debian's nodejs finds it in
# /usr/share/nodejs, another node (NodeSource's) only through NODE_PATH.
WASM_ENV    = NODE_PATH=$${NODE_PATH:+$$NODE_PATH:}/usr/share/nodejs

web: deps-web
	$(Q)$(MAKE) web-files

web-files: $(WEB_OUT)/nhmc.js $(WEB_COPIED)

deps-web:
	$(Q)tools/install-deps.sh web

$(WASM_DEPS)/lib/libgsl.a:
	$(Q)$(WASM_ENV) JOBS=$(or $(JOBS),2) tools/wasm-gsl.sh $(WASM_DEPS)

$(WASM_BUILD)/%.o: %.c Makefile | $(WASM_DEPS)/lib/libgsl.a
	@mkdir -p $(dir $@)
	@$(if $(Q),echo "  EMCC    $<")
	$(Q)$(WASM_ENV) $(EMCC) $(WASM_CFLAGS) $(DEPFLAGS) -c -o $@ $<

$(WASM_BUILD)/gen/%.o: $(BUILD)/gen/%.c Makefile | $(WASM_DEPS)/lib/libgsl.a
	@mkdir -p $(dir $@)
	@$(if $(Q),echo "  EMCC    $<")
	$(Q)$(WASM_ENV) $(EMCC) $(WASM_CFLAGS) $(DEPFLAGS) -c -o $@ $<

$(WEB_OUT)/nhmc.js: $(WASM_OBJ) $(WASM_DEPS)/lib/libgsl.a
	@mkdir -p $(dir $@)
	@$(if $(Q),echo "  EMLD    $@")
	$(Q)$(WASM_ENV) $(EMCC) $(WASM_LDFLAGS) -o $@ $(WASM_OBJ) $(WASM_DEPS)/lib/libgsl.a -lm

$(WEB_OUT)/static/%: web/%
	@mkdir -p $(dir $@)
	$(Q)cp $< $@

$(WEB_OUT)/static/chart.min.js: $(CHART_JS)
	@mkdir -p $(dir $@)
	$(Q)cp $< $@

$(WEB_OUT)/index.html: web/page.html tools/web-index.sh
	@mkdir -p $(dir $@)
	$(Q)tools/web-index.sh $< >$@.tmp && mv $@.tmp $@

$(WEB_OUT)/%.js: src/wasm/%.js
	@mkdir -p $(dir $@)
	$(Q)cp $< $@

# The module against ./nhmc under Node (tests/wasm.sh) and the static page
# in headless Chromium (tests/browser-wasm.py); part of check, skipped
# without emcc (CI installs it: .ci/run).
check-web:
	$(Q)if command -v $(EMCC) >/dev/null 2>&1; then \
	    $(MAKE) all web && tests/wasm.sh && /usr/bin/python3 tests/browser-wasm.py $(WEB_OUT); \
	    else echo "check-web: skipped, no $(EMCC) (tools/install-deps.sh web installs it)"; fi
# ---- end of WebAssembly ---------------------------------------------------

# ---- MPI (docs/mpi.md) ----------------------------------------------------
# nhmc-mpi: the same code (libnhmc.a, cli_main) under Open MPI, its driver
# (src/mpi/, the only code that includes mpi.h) compiled with mpicc; the
# plain build has no MPI.  check-mpi compares mpirun -n 1, 2, 3 with nhmc
# alone (tests/mpi.sh); bench-mpi prints mpi_scaling_2r=.
MPICC    ?= mpicc
MPI_SRC  := $(sort $(wildcard src/mpi/*.c))
MPI_OBJ  := $(MPI_SRC:%.c=$(BUILD)/%.o)

.PHONY: mpi deps-mpi check-mpi bench-mpi
mpi: nhmc-mpi

deps-mpi:
	$(Q)tools/install-deps.sh mpi

nhmc-mpi: deps-mpi $(BUILD)/nhmc-mpi
	$(Q)cp $(BUILD)/nhmc-mpi $@

$(BUILD)/src/mpi/%.o: src/mpi/%.c Makefile
	@mkdir -p $(dir $@)
	@$(if $(Q),echo "  MPICC   $<")
	$(Q)$(MPICC) $(NH_CFLAGS) $(DEPFLAGS) $(PKG_CFLAGS) $(CPPFLAGS) $(CFLAGS) -c -o $@ $<

$(BUILD)/nhmc-mpi: $(MPI_OBJ) $(BUILD)/libnhmc.a
	@$(if $(Q),echo "  MPILD   $@")
	$(Q)$(MPICC) $(NH_CFLAGS) $(CFLAGS) $(LDFLAGS) -o $@ $^ $(LIBS)

check-mpi: $(BUILD)/nhmc $(BUILD)/nhmc-mpi
	$(Q)NHMC=$(BUILD)/nhmc NHMC_MPI=$(BUILD)/nhmc-mpi tests/mpi.sh

bench-mpi: deps-mpi $(BUILD)/nhmc-mpi
	$(Q)NHMC_MPI=$(BUILD)/nhmc-mpi tools/bench-mpi.sh
# ---- end of MPI -----------------------------------------------------------

results: all
	$(Q)for s in $(SCENARIOS); do echo "  RUN     $$s"; ./nhmc run -q $$s >/dev/null || exit 1; done

# The program, its man page (generated: $(MAN_PAGE)), the shipped scenarios
# (`nhmc run NAME` finds them there) and the documentation in the tree of
# the repository (README.md, docs/, docs/kinds/ and the pictures of
# results/ the pages show), so that the pages' links hold where installed
# (tests/docs.sh follows them).
DOC_PICTURES = $(wildcard results/*.svg results/*.png)
install: all
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man1 \
	    $(DESTDIR)$(DATADIR)/scenarios $(DESTDIR)$(DOCDIR)/docs/kinds $(DESTDIR)$(DOCDIR)/results
	install -m 755 nhmc $(DESTDIR)$(PREFIX)/bin/nhmc
	install -m 644 $(MAN_PAGE) $(DESTDIR)$(PREFIX)/share/man/man1/nhmc.1
	install -m 644 $(SCENARIOS) $(DESTDIR)$(DATADIR)/scenarios
	install -m 644 README.md $(DESTDIR)$(DOCDIR)
	install -m 644 $(wildcard docs/*.md docs/*.png) $(DESTDIR)$(DOCDIR)/docs
	install -m 644 $(wildcard docs/kinds/*.md) $(DESTDIR)$(DOCDIR)/docs/kinds
	install -m 644 $(DOC_PICTURES) $(DESTDIR)$(DOCDIR)/results

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/nhmc $(DESTDIR)$(PREFIX)/share/man/man1/nhmc.1
	rm -rf $(DESTDIR)$(DATADIR) $(DESTDIR)$(DOCDIR)

# --- Documentation -------------------------------------------------------
# The man page is generated by help2man from `nhmc --help`, `--version`,
# every `nhmc COMMAND --help` (tools/man-commands.sh) and `nhmc list
# variants` (tools/man-variants.sh), with the extra sections of
# man/nhmc.h2m.  tools/kinddoc prints the key table of each
# docs/kinds/K.md from the kind registry; `make kinddocs` rewrites them.
# tests/docs.sh (run by check) holds the docs to the program: examples,
# key tables, columns, man page, install.  The compiled-in data directory
# is where `nhmc run NAME` looks for shipped scenarios.
DATADIR    = $(PREFIX)/share/nhmc
DOCDIR     = $(PREFIX)/share/doc/nhmc

$(BUILD)/src/cli/scenario_path.o: NH_CFLAGS += -DNHMC_DATADIR='"$(DATADIR)"'

$(MAN_PAGE): $(BUILD)/nhmc man/nhmc.h2m tools/man-commands.sh tools/man-variants.sh
	@mkdir -p $(dir $@)
	@$(if $(Q),echo "  MAN     $@")
	$(Q)tools/man-commands.sh $(BUILD)/nhmc >$(BUILD)/man/commands.h2m
	$(Q)tools/man-variants.sh $(BUILD)/nhmc >$(BUILD)/man/variants.h2m
	$(Q)help2man --no-info --no-discard-stderr --section=1 \
	    --name="Monte Carlo statistics for NetHack's hit-point mechanics" \
	    --include=$(BUILD)/man/commands.h2m --include=man/nhmc.h2m \
	    --include=$(BUILD)/man/variants.h2m \
	    --output=$@.tmp $(BUILD)/nhmc && mv $@.tmp $@

$(KINDDOC): tools/kinddoc.c $(BUILD)/libnhmc.a
	@mkdir -p $(dir $@)
	@$(if $(Q),echo "  CC      $<")
	$(Q)$(CC) $(NH_CFLAGS) $(PKG_CFLAGS) $(CPPFLAGS) $(CFLAGS) $(LDFLAGS) -o $@ $< \
	    $(BUILD)/libnhmc.a $(LIBS)

kinddocs: $(KINDDOC)
	$(Q)for k in $$($(KINDDOC) --list); do \
	    $(KINDDOC) $$k >$(BUILD)/kinddoc.md || exit 1; \
	    awk -v gen=$(BUILD)/kinddoc.md '/^<!-- kinddoc end -->$$/ { while ((getline l < gen) > 0) print l; skip = 0 } \
	        !skip { print } /^<!-- kinddoc begin -->$$/ { skip = 1 }' docs/kinds/$$k.md \
	        >docs/kinds/$$k.md.tmp && mv docs/kinds/$$k.md.tmp docs/kinds/$$k.md; \
	done
# --- end of documentation ------------------------------------------------

format:
	clang-format -i $(wildcard src/*/*.c src/kinds/*/*.[ch] src/*/*.h include/nhmc/*.h tests/*.c tests/*.h tools/*.c)

clean:
	rm -rf build build-count build-san build-fuzz nhmc nhmc-mpi

# The compiler's header dependencies (DEPFLAGS); none before the first build.
-include $(LIB_OBJ:.o=.d) $(GEN_OBJ:.o=.d) $(BUILD)/src/cli/main.d $(MPI_OBJ:.o=.d) $(WASM_OBJ:.o=.d)
