#!/usr/bin/env python3
"""HTTP tests of `nhmc serve` (docs/web.md), run by tests/web.sh.

Starts servers on free loopback ports (127.0.0.1 only) and checks status
codes, content types and headers, the 400 messages of the rows of
tests/bad-input.tsv that map to query keys, unknown and repeated keys,
path traversal, oversize requests, the limits (trials, wall time), the 503
when every slot is taken, SIGTERM with a request in flight, and that the
API's CSV is byte-identical to the command line's for 3 or more commands of
every kind (and the chart's JSON, .plot.json, to --plot F.json's).  Every loop is bounded; prints "web: N passed, M failed".
"""
import html
import http.client
import json
import os
import shlex
import signal
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from testlib import ok, summary  # noqa: E402

NHMC = os.environ.get("NHMC", "./nhmc")


class Server:
    """nhmc serve on a free loopback port, with its own TMPDIR."""

    def __init__(self, *args):
        self.tmp = tempfile.mkdtemp(prefix="nhmc-web-test-")
        env = dict(os.environ, TMPDIR=self.tmp)
        self.proc = subprocess.Popen(
            [NHMC, "serve", "--listen", "127.0.0.1:0", *args],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, text=True)
        line = self.proc.stdout.readline()  # "nhmc serve: listening on http://127.0.0.1:P/"
        if "listening on" not in line:
            raise RuntimeError("server did not start: " + line + self.proc.stderr.read())
        self.port = int(line.rstrip().rstrip("/").rsplit(":", 1)[1])

    def get(self, path, method="GET", body=None, headers=None, timeout=60):
        c = http.client.HTTPConnection("127.0.0.1", self.port, timeout=timeout)
        c.request(method, path, body=body, headers=headers or {})
        r = c.getresponse()
        data = r.read()
        c.close()
        return r.status, r.getheader("Content-Type", ""), data, r

    def stop(self):
        self.proc.send_signal(signal.SIGTERM)
        try:
            rc = self.proc.wait(timeout=60)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            rc = self.proc.wait()
        left = os.listdir(self.tmp)
        os.rmdir(self.tmp) if not left else None
        return rc, left


def q(params):
    return urllib.parse.urlencode(params, quote_via=urllib.parse.quote)


def cli_csv(words):
    r = subprocess.run([NHMC, *words, "--format", "csv", "-q"], capture_output=True, timeout=120)
    return r.returncode, r.stdout, r.stderr


# For each kind, command lines whose CSV the API must give byte for byte
# (tests/data/same-commands.txt, shared with tests/wasm.js): the words after
# `nhmc`; the query is made from them (--opt V -> opt=V, a bare word: the
# kind's words key, a flag: on).
with open(os.path.join(os.path.dirname(__file__), "data", "same-commands.txt")) as f:
    SAME = [line.strip() for line in f if line.strip() and not line.startswith("#")]


FLAGS = {}


def flag_keys(kind, keys):
    """The keys of kind whose option takes no value (getopt refuses --opt=x)."""
    if kind not in FLAGS:
        FLAGS[kind] = set()
        for key in keys:
            opt = "--" + key.replace("_", "-")
            r = subprocess.run([NHMC, kind, opt + "=x"], capture_output=True, timeout=60)
            if ("unknown option '%s=x'" % opt).encode() in r.stderr:
                FLAGS[kind].add(key)
    return FLAGS[kind]


def words_to_query(words, keys):
    """(kind, query list) for the words after nhmc, or None when a word is
    not a query key (keys: the kind's query keys)."""
    kind, rest, out, names = words[0], words[1:], [], []
    flags = flag_keys(kind, keys)
    i = 0
    while i < len(rest):
        w = rest[i]
        if w.startswith("--"):
            key = w[2:].replace("-", "_")
            if key == "hp" and kind in ("levelup", "growth"):  # their --value
                key = "value"
            if key not in keys:
                return None
            if key not in flags:
                if i + 1 >= len(rest):
                    return None  # an option without its value: not a query
                out.append((key, rest[i + 1]))
                i += 2
            else:
                out.append((key, "on"))
                i += 1
        elif w == "-n":
            out.append(("trials", rest[i + 1]))
            i += 2
        elif w.startswith("-"):
            return None  # another short option (-o FILE, -j N): not a query key
        else:
            names.append(w)
            i += 1
    if names:
        if "monster" not in keys:
            return None
        out.append(("monster", " ".join(names)))
    return kind, out


def kind_keys(s, kind):
    """The query keys of kind, from the server's message for an unknown key."""
    st, _, body, _ = s.get("/api/v1/%s?no_such_key=1" % kind)
    text = body.decode()
    return text.split("takes:", 1)[1].split() if st == 400 and "takes:" in text else []


KINDS = ["levelup", "rnz", "regen", "pray", "growth", "monster", "grace", "sanity"]


def test_pages(s):
    st, ct, body, r = s.get("/")
    ok(st == 200 and ct.startswith("text/html"), "/ is a page", (st, ct))
    page = body.decode()
    for h, v in [("Content-Security-Policy", "script-src 'self'"),
                 ("X-Content-Type-Options", "nosniff")]:
        ok(v in (r.getheader(h) or ""), "/ sends %s" % h, r.getheader(h))
    ok("<script>" not in page and "onclick" not in page, "/ has no inline script")
    links = [l.split('"')[0].replace("&amp;", "&") for l in page.split('<li><a href="')[1:]]
    ok(len(links) == 4, "the front page links the README's four questions", links)
    for link in links:
        st, ct, body, _ = s.get(link)
        ok(st == 200 and b'<table>' in body and b'class="picture"' in body,
           "question %s: a table and a picture" % link, (st, body[-600:]))
    for k in KINDS:
        st, ct, body, _ = s.get("/" + k)
        ok(st == 200 and b'<form class="question"' in body and b'<label for="f-' in body,
           "/%s is a form with labels" % k, st)
    for path, t in [("/static/style.css", "text/css"), ("/static/page.js", "text/javascript")]:
        st, ct, _, _ = s.get(path)
        ok(st == 200 and ct.startswith(t), "%s is %s" % (path, t), (st, ct))
    _, _, body, _ = s.get("/levelup")
    page = body.decode()
    vanilla = page.split('<datalist id="l-role-vanilla"', 1)[-1].split("</datalist>")[0]
    dnh = page.split('<datalist id="l-role-dnethack"', 1)[-1].split("</datalist>")[0]
    ok('list="l-role-vanilla"' in page and '<option value="Valkyrie">' in vanilla and
       "Binder" not in vanilla and '<option value="Binder">' in dnh,
       "levelup's role field offers 3.6.7's roles; dnethack's (the Binder) are beside them")
    _, _, body, _ = s.get("/levelup?variant=dnethack&role=Bin&con=16&xl=1")
    ok(b'list="l-role-dnethack"' in body and b'list="l-race-dnethack"' in body and
       b'<option value="3.4.3">' in body,
       "levelup for dnethack offers dnethack's roles and races, and every variant", body[-300:])
    _, _, body, _ = s.get("/levelup?variant=evh")
    page = body.decode()
    evh = page.split('<datalist id="l-role-evilhack"', 1)[-1].split("</datalist>")[0]
    ok('list="l-role-evilhack"' in page and 'data-variants="evilhack evh"' in evh and
       '<option value="Infidel">' in evh and "Binder" not in evh,
       "levelup for evh (EvilHack) points the role field at EvilHack's roles (the Infidel)")
    _, _, body, _ = s.get("/pray")
    ok(b'id="l-role-evilhack"' in body and b'<option value="Infidel">' in body,
       "prayer, which models EvilHack, offers EvilHack's roles (the Infidel)")
    _, _, body, _ = s.get("/sanity")
    ok(b'id="l-role-evilhack"' not in body and b'id="l-role-vanilla"' not in body,
       "sanity, dNetHack's alone, offers no other game's roles")
    st, ct, body, _ = s.get("/levelup?role=Val&con=99&xl=1")
    ok(st == 400 and b'id="e-con"' in body and b"Con 99 is out of range" in body,
       "a bad Con is shown at the Con field", body[-800:])
    st, _, body, _ = s.get("/pray?role=Tou&race=human&turn=101")
    ok(st == 200 and b'<pre class="words">Tourist (human, Con 10, XL 1, max HP 10' in body and
       b"0.5000  healed: HP to max HP" in body, "the prayer's verdict in words", body[-1500:])
    st, _, body, _ = s.get("/monster?variant=unnethack&monster=Punisher,newt&measure=regen")
    ok(st == 200 and b'<p class="note" role="note">' in body and b"the Punisher of UnNetHack "
       b"never heals" in body and b"<td>newt</td>" in body and b"<td>Punisher</td>" not in body,
       "a row the run leaves out is said on the page, with why", body[-1500:])
    st, _, body, _ = s.get("/monster?variant=unnethack&monster=newt&measure=regen")
    ok(st == 200 and b'class="note"' not in body, "an answer with nothing to add has no note")
    st, _, body, _ = s.get("/levelup?role=Val&con=18&xl=14&value=120")
    ok(st == 200 and b"Method: exact" in body and b"nhmc levelup --role=Val" in body,
       "the answer gives the method and the command line", body[-800:])


def test_api(s):
    st, ct, body, r = s.get("/api/v1/levelup?role=Val&race=dwarf&con=18&xl=14&value=120")
    ok(st == 200 and ct == "application/json", "JSON answer", (st, ct))
    try:
        j = json.loads(body)
        ok(j["method"] == {"name": "exact"} and j["columns"][:5] ==
           ["variant", "role", "race", "con", "xl"] and j["rows"][0][:5] ==
           ["3.6.7", "Val", "dwa", 18, 14] and j["rows"][0][j["columns"].index("percentile")] ==
           5.8266628066, "JSON: columns, rows as the CSV prints them, method", j)
        ok(j["sentences"] == ["120 max HP at XL 14 is higher than 5.8% of dwarven Valkyries with "
                              "Con 18 in NetHack 3.6.7 (P(\u2265120) = 0.950)",
                              "(exact; the percentile counts a tie as half)"],
           "JSON: the sentences of the table", j.get("sentences"))
        ok(j["notes"] == [], "JSON: no notes when the run said nothing else", j.get("notes"))
        st, _, body, _ = s.get("/api/v1/monster?variant=unnethack&monster=Punisher,newt"
                               "&measure=regen")
        n = json.loads(body)
        ok(st == 200 and len(n["rows"]) == 1 and n["rows"][0][1] == "newt" and
           len(n["notes"]) == 1 and "the Punisher of UnNetHack never heals" in n["notes"][0],
           "JSON: a row the run leaves out is in notes, with why", n.get("notes"))
        ok(j["command"] == "nhmc levelup --role=Val --race=dwarf --con=18 --xl=14 --hp=120",
           "JSON: the command line", j["command"])
    except (ValueError, KeyError, IndexError) as e:
        ok(False, "JSON parses", e)
    st, _, body, _ = s.get("/api/v1/rnz?i=50&xl=1&method=mc&trials=1000&seed=3")
    j = json.loads(body) if st == 200 else {}
    ok(j.get("method") == {"name": "monte carlo", "trials": 1000, "seed": 3},
       "JSON: Monte Carlo with trials and seed", body)
    st, ct, body, r = s.get("/api/v1/levelup.svg?role=Val&con=16&xl=1-30")
    ok(st == 200 and ct == "image/svg+xml" and body.startswith(b"<?xml") and b"<svg" in body,
       "SVG answer", (st, ct, body[:80]))
    # the chart's data: the command line's --plot F.json, byte for byte
    st, ct, body, r = s.get("/api/v1/levelup.plot.json?role=Val&con=16&xl=1-30")
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run([NHMC, "levelup", "--role=Val", "--con=16", "--xl=1-30", "--quiet",
                        "-o", os.path.join(tmp, "a.csv"), "--plot", os.path.join(tmp, "a.json")],
                       capture_output=True, timeout=120)
        want = open(os.path.join(tmp, "a.json"), "rb").read()
    ok(st == 200 and ct == "application/json" and body == want and
       json.loads(body)["chart"] == "fan" and r.getheader("X-Content-Type-Options") == "nosniff",
       "the chart's JSON answer (.plot.json) is --plot F.json's", (st, ct, body[:80]))
    # the page carries the same chart's JSON, from its own run (data-chart)
    st, _, page, _ = s.get("/levelup?role=Val&con=16&xl=1-30")
    chart = page.decode().split(' data-chart="', 1)[-1].split('"', 1)[0]
    ok(st == 200 and html.unescape(chart).encode() == want and b"<img class=\"picture\"" in page,
       "the page carries the SVG and, in data-chart, the chart's JSON of the same run", chart[:80])
    st, _, body, _ = s.get("/api/v1/levelup.plot?role=Val&con=16&xl=1")
    ok(st == 404, "an unknown extension (.plot) is 404", st)
    st, ct, body, _ = s.get("/api/v1/levelup.wiki?role=Val&con=16&xl=1,30")
    ok(st == 200 and body.startswith(b"{|"), "wiki answer", body[:80])
    st, ct, body, r = s.get("/api/v1/levelup.csv?role=Val&con=16&xl=1", method="HEAD")
    ok(st == 200 and body == b"" and ct.startswith("text/csv"), "HEAD", (st, body))
    st, ct, body, r = s.get("/api/v1/levelup.csv?role=Val&con=99&xl=1")
    ok(st == 400 and r.getheader("Cache-Control") == "no-store" and
       body == b'nhmc: levelup: --con: Con 99 is out of range; expected 3..25 or "rolled"\n',
       "400 with the command line's message, not cached", (st, body))
    # words with spaces, '+' as a space
    st, _, body, _ = s.get("/api/v1/monster.csv?monster=soldier+ant&depth=10")
    ok(st == 200 and b"soldier ant" in body, "'+' in a query is a space", body[:200])


def test_same(s):
    keys = {k: kind_keys(s, k) for k in KINDS}
    done = {k: 0 for k in KINDS}
    for line in SAME:
        words = shlex.split(line)
        qq = words_to_query(words, keys[words[0]])
        if qq is None:
            ok(False, "command maps to a query: " + line, keys[words[0]])
            continue
        kind, query = qq
        rc, out, err = cli_csv(words)
        st, ct, body, _ = s.get("/api/v1/%s.csv?%s" % (kind, q(query)))
        same = rc == 0 and st == 200 and body == out
        ok(same, "API CSV = command line CSV: nhmc " + line, (rc, err, st, body[:300], out[:300]))
        done[kind] += same
        # the JSON's rows and sentences come from one run: its columns and
        # rows are the CSV's, its sentences what --format table prints
        # under its table
        st, _, body, _ = s.get("/api/v1/%s?%s" % (kind, q(query)))
        table = subprocess.run([NHMC, *words, "--format", "table", "-q"], capture_output=True,
                               timeout=120).stdout.decode()
        said = table.split("\n\n", 1)[1].splitlines() if "\n\n" in table else []
        lines = out.decode().splitlines()
        try:
            j = json.loads(body)
            good = (st == 200 and j["columns"] == lines[0].split(",") and
                    len(j["rows"]) == len(lines) - 1 and j["sentences"] == said)
        except (ValueError, KeyError, IndexError):
            good, j = False, body[:300]
        ok(good, "JSON = the CSV's rows and the table's sentences: nhmc " + line,
           (st, j if not good else "", said))
    for k in KINDS:
        ok(done[k] >= 3, "3 or more commands of %s give the same CSV" % k, done[k])


def test_bad_input(s):
    """The rows of tests/bad-input.tsv whose words all map to query keys."""
    keys = {k: kind_keys(s, k) for k in KINDS}
    n = 0
    with open(os.path.join(os.path.dirname(__file__), "bad-input.tsv")) as f:
        for row in f:
            if row.startswith("#") or "\t" not in row:
                continue
            name, status, fragment, inp = row.rstrip("\n").split("\t")[:4]
            if status != "2" or not inp.startswith("argv: ") or "$" in inp:
                continue
            try:
                words = shlex.split(inp[6:])
            except ValueError:
                continue
            if not words or words[0] not in KINDS:
                continue
            qq = words_to_query(words, keys[words[0]])
            if qq is None or any(v == "" for _, v in qq[1]):
                continue  # on the web an empty field is the default
            kind, query = qq
            if len({k for k, _ in query}) != len(query):
                continue  # a key given twice is its own test
            if any(not w.startswith("-") for w in words[1:]) and kind == "monster":
                fragment = fragment.replace("NAME: ", "--monster: ")  # the key, not words
            st, _, body, _ = s.get("/api/v1/%s.csv?%s" % (kind, q(query)))
            ok(st == 400 and fragment.encode() in body,
               "bad input %s: 400 with its message" % name, (st, body[:300], fragment))
            n += 1
    ok(n >= 100, "100 or more rows of bad-input.tsv tried over HTTP", n)


def test_refusals(s):
    cases = [
        ("/api/v1/levelup.csv?role=Val&con=16&xl=1&colour=red", 400, b'unknown key "colour"'),
        ("/api/v1/levelup.csv?role=Val&con=16&xl=1&con=17", 400, b"con: given twice"),
        ("/api/v1/levelup.csv?role=Val&con=16&xl=1&dumplog=/etc/passwd", 400,
         b'unknown key "dumplog"'),
        ("/api/v1/levelup.csv?role=Val&con=16&xl=1&method=mc&trials=1e8", 400,
         b"more than this server runs"),
        ("/api/v1/nosuchkind.csv?x=1", 404, b"no such page"),
        ("/api/v1/levelup.exe?role=Val", 404, b"no such page"),
        ("/levelup?role=Val&con=%22%0a%60system(%22touch%20x%22)%60&xl=1", 400, b"--con"),
        ("/api/v1/levelup.csv?role=" + "V" * 5000 + "&con=16&xl=1", 414, b"longer"),
        ("/?x=1", 400, b"takes no keys"),
    ]
    for path in ["/../etc/passwd", "/static/../../etc/passwd", "/%2e%2e/etc/passwd",
                 "/static/%2e%2e%2fpage.html", "/api/v1/../../../etc/passwd", "/static/",
                 "/static/web2c.sh", "/levelup/../../etc/passwd"]:
        cases.append((path, 404, b"no such page"))
    for path, want, frag in cases:
        st, ct, body, r = s.get(path)
        ok(st == want and frag in body and r.getheader("Cache-Control") == "no-store",
           "%s -> %d" % (path[:70], want), (st, body[:200]))
    st, _, body, r = s.get("/api/v1/levelup.csv?role=Val&con=16&xl=1", method="POST", body="x")
    ok(st == 405 and r.getheader("Allow") == "GET, HEAD", "POST -> 405 with Allow", (st, body))
    for m in ["PUT", "DELETE", "OPTIONS"]:
        st, _, _, _ = s.get("/", method=m)
        ok(st == 405, m + " -> 405", st)
    st, _, body, _ = s.get("/api/v1/levelup.csv?role=Val&con=16&xl=1", body="x" * 100,
                           headers={"Content-Length": "100"})
    ok(st == 413, "GET with a body -> 413", (st, body))
    # a request line over the server's memory limit: refused, never a crash
    try:
        st, _, _, _ = s.get("/levelup?role=" + "V" * 40000)
    except (ConnectionError, http.client.HTTPException):
        st = "closed"
    ok(st in (414, 431, 400, "closed"), "a 40 kB request line is refused", st)
    st, _, _, _ = s.get("/")
    ok(st == 200, "the server still answers after the refusals", st)


def test_hostile_text(s):
    """Quotes, a newline, backticks and system( in every key of every kind,
    as a picture: refused or drawn, never run, never a crash."""
    marker = os.path.join(s.tmp, "pwned")
    text = "a\"b'c`touch %s`\nsystem(\"touch %s\")" % (marker, marker)
    n = bad = 0
    for k in KINDS:
        base = {"levelup": "role=Val&con=16&xl=1", "rnz": "i=350&xl=1",
                "regen": "xl=8&con=16&hp=5&maxhp=40", "pray": "role=Val&turn=101",
                "growth": "role=Val&con=16&events=level+1-3", "monster": "monster=kitten",
                "grace": "maxhp=12&damage=2d6", "sanity": "role=Val&sanity=60&end=100"}[k]
        given = {kv.split("=")[0] for kv in base.split("&")}
        for key in kind_keys(s, k):
            if key in given:
                continue
            st, ct, body, _ = s.get("/api/v1/%s.svg?%s&%s" % (k, base, q([(key, text)])))
            n += 1
            if st not in (200, 400, 404):
                bad += 1
                print("#   %s %s: %d %s" % (k, key, st, body[:200]))
    ok(n >= 100 and bad == 0, "hostile text in %d keys: 200, 400 or 404 only" % n, bad)
    ok(not os.path.exists(marker), "hostile text: no command was run")
    ok(s.get("/")[0] == 200, "hostile text: the server still answers")


def slow_query():
    # many rows of 10^7 trials each: tens of seconds on one thread
    return ("/api/v1/levelup.csv?role=all&race=valid&con=3-25&xl=30&method=mc&trials=1e8")


def test_limits():
    s = Server("--threads", "1", "--queue", "1", "--max-seconds", "1.5", "--max-trials", "1e9")
    results = {}

    def run(name, path):
        results[name] = s.get(path)

    slow = threading.Thread(target=run, args=("slow", slow_query()))
    slow.start()
    time.sleep(0.4)
    queued = threading.Thread(target=run, args=("queued", "/api/v1/rnz.csv?i=350&xl=1"))
    queued.start()
    time.sleep(0.4)
    st, _, body, r = s.get("/api/v1/rnz.csv?i=350&xl=10")
    ok(st == 503 and r.getheader("Retry-After") == "5" and b"busy" in body,
       "every slot taken and the queue full: 503 with Retry-After", (st, body))
    st, _, _, _ = s.get("/static/style.css")
    ok(st == 200, "the page's files are served while busy", st)
    slow.join(timeout=60)
    queued.join(timeout=60)
    st, _, body, _ = results.get("slow", (None, None, b"", None))
    ok(st == 422 and b"--max-seconds" in body, "over the wall-time budget: 422 with the reason",
       (st, body))
    st, _, body, _ = results.get("queued", (None, None, b"", None))
    ok(st == 200 and body.startswith(b"i,xl,n,"), "the request in the queue is answered in turn",
       (st, body[:100]))
    zygote = children(s.proc.pid)
    left = settled(zygote[0], 0) if len(zygote) == 1 else zygote
    ok(not left, "the answer over the budget is killed: no process of it is left", left)
    rc, left = s.stop()
    ok(rc == 0 and not left, "stopped with exit 0, no temporary file left", (rc, left))


def children(pid):
    """The pids of pid's children (every thread's), [] when it is gone."""
    out = []
    try:
        for tid in os.listdir("/proc/%d/task" % pid):
            with open("/proc/%d/task/%s/children" % (pid, tid)) as f:
                out += [int(w) for w in f.read().split()]
    except OSError:
        pass
    return out


def settled(pid, want, seconds=5):
    """pid's children once they are `want` in number (bounded wait)."""
    kids = children(pid)
    for _ in range(int(seconds * 20)):
        if len(kids) == want:
            break
        time.sleep(0.05)
        kids = children(pid)
    return kids


def test_cache():
    """The same question twice: computed once, the same bytes (X-Cache);
    errors are never kept; --cache 0 keeps nothing."""
    s = Server("--threads", "2")
    try:
        for path in ["/api/v1/levelup?role=Valkyrie&race=dwarvish&con=18&xl=14&value=120",
                     "/api/v1/rnz.csv?i=350&xl=1,10", "/api/v1/regen.svg?xl=8&con=16&hp=5&maxhp=40",
                     "/api/v1/pray.wiki?role=Val&turn=101", "/levelup?role=Val&con=18&xl=14"]:
            first, again = s.get(path), s.get(path)
            ok(first[0] == 200 and first[3].getheader("X-Cache") == "miss" and
               again[3].getheader("X-Cache") == "hit" and again[2] == first[2] and
               again[1] == first[1], "cache: %s computed once, the same answer again" % path,
               (first[0], first[3].getheader("X-Cache"), again[3].getheader("X-Cache")))
        # the query's order is not the question's: the same words, a hit
        st, _, body, r = s.get("/api/v1/rnz.csv?xl=1,10&i=350")
        ok(st == 200 and r.getheader("X-Cache") == "hit", "cache: keys in another order, a hit",
           r.getheader("X-Cache"))
        a = s.get("/api/v1/rnz.csv?i=50&xl=1&method=mc&trials=2000&seed=1")
        b = s.get("/api/v1/rnz.csv?i=50&xl=1&method=mc&trials=2000&seed=2")
        ok(a[3].getheader("X-Cache") == b[3].getheader("X-Cache") == "miss" and a[2] != b[2],
           "cache: another seed is another question", (a[2][-80:], b[2][-80:]))
        bad = [s.get("/api/v1/levelup?role=Val&con=99&xl=1") for _ in range(2)]
        ok(all(x[0] == 400 and x[3].getheader("X-Cache") is None and
               x[3].getheader("Cache-Control") == "no-store" for x in bad),
           "cache: bad input is refused each time, never kept", [x[0] for x in bad])
    finally:
        rc, left = s.stop()
    ok(rc == 0 and not left, "cache: the server stops with exit 0, nothing left", (rc, left))
    s = Server("--threads", "2", "--cache", "0")
    try:
        got = [s.get("/api/v1/rnz.csv?i=350&xl=1")[3].getheader("X-Cache") for _ in range(2)]
        ok(got == ["miss", "miss"], "--cache 0: every answer computed", got)
    finally:
        s.stop()
    # 1 MiB: pages of about 45 kB kept each (table, picture, sentences); the
    # least recently used goes first, and an answer over an eighth of the
    # cache is never kept
    s = Server("--threads", "2", "--cache", "1")
    try:
        page = "/levelup?role=Val&xl=1-%d&con=%d"
        got = [s.get(page % (30, 3))[3].getheader("X-Cache")]
        got.append(s.get(page % (30, 3))[3].getheader("X-Cache"))
        for xl in (30, 29):
            for con in range(4, 26):
                s.get(page % (xl, con))
        got.append(s.get(page % (30, 3))[3].getheader("X-Cache"))
        got.append(s.get(page % (29, 25))[3].getheader("X-Cache"))
        ok(got == ["miss", "hit", "miss", "hit"],
           "--cache 1: the least recently used answer goes when full", got)
        big = "/api/v1/levelup.csv?role=all&race=valid&con=3-25&xl=1-30"
        got = [s.get(big)[3].getheader("X-Cache") for _ in range(2)]
        ok(got == ["miss", "miss"], "--cache 1: an answer of 1.6 MB is not kept", got)
    finally:
        s.stop()


def test_processes():
    """One zygote beside the server, each answer's processes gone after it,
    and a Ctrl-C (SIGINT to the terminal's whole process group) stops the
    server in order, the zygote with it."""
    tmp = tempfile.mkdtemp(prefix="nhmc-web-test-")
    p = subprocess.Popen([NHMC, "serve", "--listen", "127.0.0.1:0", "--cache", "0"],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                         env=dict(os.environ, TMPDIR=tmp), start_new_session=True)
    line = p.stdout.readline()
    port = int(line.rstrip().rstrip("/").rsplit(":", 1)[1])
    kids = settled(p.pid, 1)
    ok(len(kids) == 1, "one process beside the server (the zygote)", kids)
    zygote = kids[0] if kids else -1
    c = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    for path in ["/api/v1/levelup.svg?role=Val&con=16&xl=1,30", "/api/v1/rnz.csv?i=350&xl=1"]:
        c.request("GET", path)
        c.getresponse().read()
    c.close()
    left = settled(zygote, 0)
    ok(not left, "after the answers, no process of theirs is left", left)
    os.killpg(p.pid, signal.SIGINT)
    try:
        rc = p.wait(timeout=60)
    except subprocess.TimeoutExpired:
        p.kill()
        rc = p.wait()
    err = p.stderr.read()
    gone = not os.path.exists("/proc/%d" % zygote) or zygote < 0
    for _ in range(100):
        if gone:
            break
        time.sleep(0.05)
        gone = not os.path.exists("/proc/%d" % zygote)
    ok(rc == 0 and "stopped (SIGINT)" in err and gone and not os.listdir(tmp),
       "Ctrl-C: the server stops with exit 0, the zygote with it, nothing left",
       (rc, err, gone, os.listdir(tmp)))
    if not os.listdir(tmp):
        os.rmdir(tmp)


def test_sigterm():
    s = Server("--threads", "2", "--max-seconds", "120")
    results = {}

    def inflight():  # about 3 s (more under the sanitizers)
        results["r"] = s.get("/api/v1/levelup.svg?role=all&race=valid&con=3-25&xl=30"
                             "&method=mc&trials=3e5", timeout=180)

    t = threading.Thread(target=inflight)
    t.start()
    time.sleep(1)
    busy = s.get("/api/v1/rnz.csv?i=350&xl=1")[0]
    ok(busy == 200 and t.is_alive(), "SIGTERM: sent with a request in flight", busy)
    rc, left = s.stop()
    t.join(timeout=60)
    st, ct, body, _ = results.get("r", (None, None, b"", None))
    ok(st == 200 and ct == "image/svg+xml", "SIGTERM: the request in flight is answered",
       (st, body[:200]))
    ok(rc == 0 and not left, "SIGTERM: exit 0, no temporary directory left", (rc, left))
    err = s.proc.stderr.read()
    ok("stopped (SIGTERM)" in err, "SIGTERM: says it stopped", err)


def test_load():
    """A small run of make bench-web: no errors."""
    tool = os.path.join(os.path.dirname(__file__), "..", "tools", "bench-web.py")
    r = subprocess.run([sys.executable, tool, "--nhmc", NHMC, "--requests", "200",
                        "--connections", "8"], capture_output=True, text=True, timeout=600)
    ok(r.returncode == 0 and "web_requests=200" in r.stdout and "web_errors=0" in r.stdout,
       "load: 200 requests over 8 connections, no error", r.stdout + r.stderr)


def main():
    s = Server("--threads", "2")
    try:
        test_pages(s)
        test_api(s)
        test_same(s)
        test_bad_input(s)
        test_refusals(s)
        test_hostile_text(s)
    finally:
        rc, left = s.stop()
    ok(rc == 0 and not left, "the main server stops with exit 0, nothing left", (rc, left))
    test_limits()
    test_cache()
    test_processes()
    test_sigterm()
    test_load()
    return summary("web")


if __name__ == "__main__":
    sys.exit(main())
