#!/usr/bin/env python3
"""make bench-web: load on nhmc serve, on loopback only (docs/web.md).

Starts `NHMC serve` on a free 127.0.0.1 port and sends a fixed number of
requests over a fixed number of keep-alive connections, then prints
name=value lines like `make bench`.  Three runs, each on a fresh server:

  web_*           the mix (the README's questions through the API, and exact
                  tables, in turn) with the cache off (serve --cache 0):
                  every request is computed.  web_readme_p99_ms: the README's
                  four questions within it.
  web_levelup_*   the levelup question of the README (JSON: the table and
                  its sentences), alone, cache off: --requests / 5 of them.
  web_cached_*    the mix again with the server's cache (its default size):
                  each distinct question is computed once, then answered
                  from memory, as a server answering the same popular
                  questions would.
  wasm_*          with --web DIR holding the WebAssembly build (make web)
                  and node installed: the module under Node against the
                  native program on one thread, the levelup kernel's
                  trials per CPU second of each and their ratio
                  (wasm_slowdown, goal: 3 or less; medians of WASM_RUNS
                  runs taken in turn, native then wasm, and the least and
                  most ratio of a pair), and the README's four questions
                  as the static page asks them (each its page, in a fresh
                  instance: the median of 5, ms).  The module's CPU time
                  is its run's (compiling the module included), not
                  Node's own start, which a page's worker does not pay;
                  wasm_node_* counts the whole node process too.

Ends by itself; exit 1 when a request failed.

--wasm-only (with --web) skips the three runs on a server: the wasm_* lines
alone.

Usage: tools/bench-web.py [--nhmc PATH] [--requests N] [--connections C]
                          [--threads T] [--uncached-only] [--web DIR]
                          [--wasm-only]
"""
import argparse
import http.client
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import threading
import time

LEVELUP = "/api/v1/levelup?role=Valkyrie&race=dwarvish&con=18&xl=14&value=120"
# The README's four questions, as the API answers them.
README = [
    "/api/v1/levelup.csv?role=Val&race=human,dwarf&con=18&xl=1,10,30",
    LEVELUP,
    "/api/v1/pray.csv?role=Tou,Val,Sam&race=human&turn=101",
    "/api/v1/regen.csv?xl=8&con=16&hp=5&maxhp=40&encumbrance=none,stressed&move=0.5",
]
# The mix: those, and exact tables.
PATHS = README + [
    "/api/v1/monster.csv?monster=soldier+ant,kitten&depth=10&xl=8&measure=hp,regen",
    "/api/v1/rnz.csv?i=350&xl=1,10",
    "/api/v1/levelup.csv?role=all&con=16&xl=1-30",
]


def load(nhmc, threads, connections, requests, paths, cache_args):
    """One server, requests over connections: (requests/s, [(path, seconds)],
    errors, the server's exit status)."""
    server = subprocess.Popen(
        [nhmc, "serve", "--listen", "127.0.0.1:0", "--threads", str(threads),
         "--queue", str(connections + 4), *cache_args], stdout=subprocess.PIPE, text=True)
    line = server.stdout.readline()
    if "listening on" not in line:
        raise RuntimeError("bench-web: the server did not start")
    port = int(line.rstrip().rstrip("/").rsplit(":", 1)[1])
    lat, errors, lock = [], [], threading.Lock()
    counter = iter(range(requests))

    def worker():
        c = http.client.HTTPConnection("127.0.0.1", port, timeout=120)
        while True:
            with lock:
                i = next(counter, None)
            if i is None:
                break
            path = paths[i % len(paths)]
            t0 = time.monotonic()
            try:
                c.request("GET", path)
                r = c.getresponse()
                r.read()
                status = r.status
            except (OSError, http.client.HTTPException) as e:
                status = str(e)
                c.close()
                c = http.client.HTTPConnection("127.0.0.1", port, timeout=120)
            dt = time.monotonic() - t0
            with lock:
                lat.append((path, dt))
                if status != 200:
                    errors.append(status)
        c.close()

    t0 = time.monotonic()
    workers = [threading.Thread(target=worker) for _ in range(connections)]
    for w in workers:
        w.start()
    for w in workers:
        w.join()
    wall = time.monotonic() - t0
    server.terminate()
    rc = server.wait(timeout=120)
    return (len(lat) / wall if wall > 0 else 0.0), lat, errors, rc


def pct(lat, p, only=None):
    """The p quantile of the latencies (of the paths in only), in ms."""
    ts = sorted(dt for path, dt in lat if only is None or path in only)
    return ts[min(len(ts) - 1, int(p * len(ts)))] * 1000 if ts else 0.0


# The levelup kernel's case for the module against the native program: one
# row, many trials (the run's start is then negligible).
WASM_TRIALS = 20000000
WASM_RUNS = 5
WASM_LEVELUP = ["levelup", "--role", "Val", "--race", "dwarf", "--con", "18", "--xl", "30",
                "--method", "mc", "--trials", str(WASM_TRIALS), "--seed", "1", "--format", "csv",
                "-q", "--threads", "1"]


def child_cpu(cmd):
    """(CPU seconds of the finished child cmd, its stdout), by rusage."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    r = subprocess.run(cmd, capture_output=True, timeout=3600)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if r.returncode != 0:
        raise RuntimeError("%s: exit %d: %s" % (cmd[0], r.returncode, r.stderr[:300]))
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), r.stdout


def wasm_bench(nhmc, web):
    """The wasm_* lines; False when a run failed."""
    tool = os.path.join(os.path.dirname(os.path.abspath(__file__)), "bench-wasm.js")
    native, wasm, node = [], [], []
    for _ in range(WASM_RUNS):
        native.append(child_cpu([nhmc] + WASM_LEVELUP)[0])
        node_s, out = child_cpu(["node", tool, web, "1", json.dumps(WASM_LEVELUP)])
        _, cpu_ms, status = out.decode().split()
        if status != "0":
            raise RuntimeError("bench-wasm.js: the module's run ended with status " + status)
        node.append(node_s)
        wasm.append(float(cpu_ms) / 1000)
    ratios = [w / n for w, n in zip(wasm, native)]
    native_s, wasm_s, node_s = (statistics.median(x) for x in (native, wasm, node))
    print("wasm_levelup_trials=%d" % WASM_TRIALS)
    print("wasm_levelup_runs=%d" % WASM_RUNS)
    print("native_levelup_trials_per_cpu_s=%.0f" % (WASM_TRIALS / native_s))
    print("wasm_levelup_trials_per_cpu_s=%.0f" % (WASM_TRIALS / wasm_s))
    print("wasm_node_levelup_trials_per_cpu_s=%.0f" % (WASM_TRIALS / node_s))
    print("wasm_slowdown=%.2f" % (wasm_s / native_s))
    print("wasm_slowdown_least=%.2f" % min(ratios))
    print("wasm_slowdown_most=%.2f" % max(ratios))
    print("wasm_node_slowdown=%.2f" % (node_s / native_s))
    pages = []
    for path in README:
        kind, query = path.split("/api/v1/", 1)[1].split("?", 1)
        kind = kind.split(".", 1)[0]
        pages.append(json.dumps(["--web-page", kind] + query.split("&")))
    r = subprocess.run(["node", tool, web, "5"] + pages, capture_output=True, text=True,
                       timeout=3600)
    lines = r.stdout.split("\n")
    good = r.returncode == 0
    for i, path in enumerate(README):
        ms, _, statuses = lines[i].split() if i < len(lines) and lines[i] else ("nan", "", "1")
        print("wasm_readme%d_page_ms=%s" % (i + 1, ms))
        good = good and set(statuses.split(",")) == {"0"}
    return good


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--nhmc", default="./nhmc")
    ap.add_argument("--requests", type=int, default=5000)
    ap.add_argument("--connections", type=int, default=16)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--uncached-only", action="store_true",
                    help="only the first run (the mix, cache off)")
    ap.add_argument("--web", help="the WebAssembly build (make web): also time it under Node")
    ap.add_argument("--wasm-only", action="store_true",
                    help="only the WebAssembly module's lines (needs --web)")
    a = ap.parse_args()
    if a.wasm_only and not a.web:
        ap.error("--wasm-only needs --web DIR (the WebAssembly build)")
    failed = False
    runs = []
    if not a.wasm_only:
        print("web_requests=%d" % a.requests)
        print("web_connections=%d" % a.connections)
        print("web_server_threads=%d" % a.threads)
        runs = [("web", PATHS, a.requests, ["--cache", "0"])]
    if runs and not a.uncached_only:
        runs += [("web_levelup", [LEVELUP], max(1, a.requests // 5), ["--cache", "0"]),
                 ("web_cached", PATHS, a.requests, [])]
    for name, paths, n, cache_args in runs:
        rate, lat, errors, rc = load(a.nhmc, a.threads, a.connections, n, paths, cache_args)
        print("%s_cache=%s" % (name, "off" if cache_args else "on"))
        print("%s_requests_per_s=%.1f" % (name, rate))
        print("%s_p50_ms=%.1f" % (name, pct(lat, 0.50)))
        print("%s_p99_ms=%.1f" % (name, pct(lat, 0.99)))
        if paths is PATHS:
            print("%s_readme_p99_ms=%.1f" % (name, pct(lat, 0.99, README)))
        print("%s_errors=%d" % (name, len(errors)))
        print("%s_server_exit=%d" % (name, rc))
        if errors:
            print("bench-web: %s: first errors: %s" % (name, errors[:5]), file=sys.stderr)
        failed = failed or bool(errors) or rc != 0
    if a.web and os.path.isfile(os.path.join(a.web, "nhmc.wasm")) and shutil.which("node"):
        failed = not wasm_bench(a.nhmc, a.web) or failed
    elif a.web:
        print("bench-web: no WebAssembly build in %s or no node: wasm_* skipped (make web)"
              % a.web, file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
