#!/usr/bin/env python3
"""make bench-web: load on nhmc serve, on loopback only (docs/web.md).

Starts `NHMC serve` on a free 127.0.0.1 port, sends a fixed number of
requests over a fixed number of keep-alive connections (the README's
questions through the API, and exact tables), and prints name=value lines
like `make bench`: requests, connections, requests per second, p50 and p99
latency, and the errors (any status but 200).  Ends by itself; exit 1 when
a request failed.

Usage: tools/bench-web.py [--nhmc PATH] [--requests N] [--connections C]
"""
import argparse
import http.client
import subprocess
import sys
import threading
import time

# The README's questions and exact tables, as the API answers them.
PATHS = [
    "/api/v1/levelup.csv?role=Val&race=human,dwarf&con=18&xl=1,10,30",
    "/api/v1/levelup?role=Valkyrie&race=dwarvish&con=18&xl=14&value=120",
    "/api/v1/pray.csv?role=Tou,Val,Sam&race=human&turn=101",
    "/api/v1/regen.csv?xl=8&con=16&hp=5&maxhp=40&encumbrance=none,stressed&move=0.5",
    "/api/v1/monster.csv?monster=soldier+ant,kitten&depth=10&xl=8&measure=hp,regen",
    "/api/v1/rnz.csv?i=350&xl=1,10",
    "/api/v1/levelup.csv?role=all&con=16&xl=1-30",
]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--nhmc", default="./nhmc")
    ap.add_argument("--requests", type=int, default=5000)
    ap.add_argument("--connections", type=int, default=16)
    ap.add_argument("--threads", type=int, default=2)
    a = ap.parse_args()
    server = subprocess.Popen(
        [a.nhmc, "serve", "--listen", "127.0.0.1:0", "--threads", str(a.threads),
         "--queue", str(a.connections + 4)], stdout=subprocess.PIPE, text=True)
    line = server.stdout.readline()
    if "listening on" not in line:
        print("bench-web: the server did not start", file=sys.stderr)
        return 1
    port = int(line.rstrip().rstrip("/").rsplit(":", 1)[1])
    lat, errors, lock = [], [], threading.Lock()
    counter = iter(range(a.requests))

    def worker():
        c = http.client.HTTPConnection("127.0.0.1", port, timeout=120)
        while True:
            with lock:
                i = next(counter, None)
            if i is None:
                break
            t0 = time.monotonic()
            try:
                c.request("GET", PATHS[i % len(PATHS)])
                r = c.getresponse()
                r.read()
                status = r.status
            except (OSError, http.client.HTTPException) as e:
                status = str(e)
                c.close()
                c = http.client.HTTPConnection("127.0.0.1", port, timeout=120)
            dt = time.monotonic() - t0
            with lock:
                lat.append(dt)
                if status != 200:
                    errors.append(status)
        c.close()

    t0 = time.monotonic()
    workers = [threading.Thread(target=worker) for _ in range(a.connections)]
    for w in workers:
        w.start()
    for w in workers:
        w.join()
    wall = time.monotonic() - t0
    server.terminate()
    rc = server.wait(timeout=120)
    lat.sort()

    def pct(p):
        return lat[min(len(lat) - 1, int(p * len(lat)))] * 1000 if lat else 0.0

    print("web_requests=%d" % len(lat))
    print("web_connections=%d" % a.connections)
    print("web_server_threads=%d" % a.threads)
    print("web_requests_per_s=%.1f" % (len(lat) / wall if wall > 0 else 0))
    print("web_p50_ms=%.1f" % pct(0.50))
    print("web_p99_ms=%.1f" % pct(0.99))
    print("web_errors=%d" % len(errors))
    if errors:
        print("bench-web: first errors: %s" % errors[:5], file=sys.stderr)
    print("web_server_exit=%d" % rc)
    return 1 if errors or rc != 0 else 0


if __name__ == "__main__":
    sys.exit(main())
