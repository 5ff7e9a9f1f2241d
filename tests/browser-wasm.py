#!/usr/bin/env python3
"""The static page of `make web` (build/web/) in headless Chromium, served
by `python3 -m http.server` on loopback: no nhmc serve, every answer
computed by the WebAssembly module in a Web Worker.

Opens the front page; answers the README's four questions from its links
and compares each table's first row with ./nhmc's CSV; sees the first
one's chart drawn by Chart.js with its mean lines ./nhmc's CSV, and a
point's values on hover; follows the
permalink of one to the same answer, reloads it; asks a second question
in the form, answered without a reload; enters Con 99 and sees the
message at the Con field; starts a long Monte Carlo run, sees its
progress grow, and cancels it, then gets the next answer and its chart;
copies the CSV with its button and compares it with ./nhmc's; stops the
static server and answers a question again (offline once loaded).  Saves a
screenshot (build/web-static.png).
Usage: tests/browser-wasm.py [WEB_DIR]   (NHMC: the native program)
Prints "browser-wasm: N passed, M failed".
"""
import os
import subprocess
import sys

from selenium.common.exceptions import WebDriverException
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from testlib import ok, summary  # noqa: E402
from browser import FAN_QUERY, browser, cell, chart_data, check_fan_chart  # noqa: E402

NHMC = os.environ.get("NHMC", "./nhmc")
WEB = sys.argv[1] if len(sys.argv) > 1 else "build/web"

# The README's four questions: the front page's links, and the command
# line each is (tests/data/same-commands.txt has their like).
QUESTIONS = [
    ["levelup", "--variant", "3.6.7", "--role", "Val", "--race", "human,dwarf", "--con", "18",
     "--xl", "1,10,30"],
    ["levelup", "--role", "Valkyrie", "--race", "dwarvish", "--con", "18", "--xl", "14",
     "--value", "120"],
    ["pray", "--role", "Tou,Val,Sam", "--race", "human", "--turn", "101"],
    ["regen", "--xl", "8", "--con", "16", "--hp", "5", "--maxhp", "40", "--encumbrance",
     "none,stressed", "--move", "0.5"],
]


def start_static():
    p = subprocess.Popen([sys.executable, "-u", "-m", "http.server", "--bind", "127.0.0.1",
                          "--directory", WEB, "0"], stdout=subprocess.PIPE,
                         stderr=subprocess.DEVNULL, text=True)
    line = p.stdout.readline()  # Serving HTTP on 127.0.0.1 port N (...)
    if "port" not in line:
        raise RuntimeError("the static server did not start: " + line)
    return p, "http://127.0.0.1:%s" % line.split("port ", 1)[1].split()[0]


def native_first_row(words):
    r = subprocess.run([NHMC, *words, "--format", "csv", "-q"], capture_output=True, timeout=120)
    lines = r.stdout.decode().splitlines()
    return r.stdout.decode(), lines[1].split(",") if len(lines) > 1 else []


def table_first_row(d):
    row = d.find_elements(By.CSS_SELECTOR, ".answer table tr")[1]
    return [td.text for td in row.find_elements(By.TAG_NAME, "td")]


def wait_for(d, what, seconds=120):
    WebDriverWait(d, seconds, ignored_exceptions=(WebDriverException,)).until(
        EC.presence_of_element_located(what))


def run(d, base):
    d.get(base + "/")
    wait_for(d, (By.CSS_SELECTOR, "ul.questions a"))
    links = [a.get_attribute("href") for a in d.find_elements(By.CSS_SELECTOR, "ul.questions a")]
    ok(len(links) == 4 and all("?kind=" in h for h in links),
       "the front page, made by the module, links the four questions", links)
    for href, words in zip(links, QUESTIONS):
        d.get(href)
        wait_for(d, (By.CSS_SELECTOR, ".answer table"))
        _, want = native_first_row(words)
        got = table_first_row(d)
        # the page leaves an empty cell empty, as the CSV does
        ok(got == want, "%s: the table's first row is ./nhmc's CSV" % " ".join(words[:3]),
           (got, want))

    # the README's first question: its chart drawn by Chart.js from the
    # module's JSON, the mean lines ./nhmc's CSV; the screenshot shows it
    d.get(base + "/?kind=levelup&" + FAN_QUERY)
    wait_for(d, (By.CSS_SELECTOR, ".answer table"))
    check_fan_chart(d, "the static page")
    ok(not d.find_elements(By.CSS_SELECTOR, "img.picture"), "the static page has no SVG")
    d.execute_script("document.querySelector('.answer table').scrollIntoView()")
    d.save_screenshot(os.path.join("build", "web-static.png"))

    # the levelup question: its percentile, the permalink, a reload
    d.get(links[1])
    wait_for(d, (By.CSS_SELECTOR, ".answer table"))
    ok(cell(d, "percentile") == "5.8266628066", "levelup: the percentile in the browser")
    table = d.find_element(By.CSS_SELECTOR, ".answer table").text
    permalink = d.find_element(By.LINK_TEXT, "permalink").get_attribute("href")
    d.get(permalink)
    wait_for(d, (By.CSS_SELECTOR, ".answer table"))
    ok(d.find_element(By.CSS_SELECTOR, ".answer table").text == table and "?kind=levelup" in permalink,
       "the permalink gives the same answer", permalink)
    d.refresh()
    wait_for(d, (By.CSS_SELECTOR, ".answer table"))
    ok(d.find_element(By.CSS_SELECTOR, ".answer table").text == table, "a reload gives it again")

    # a second question in the form, answered in place
    d.execute_script("window.nhmcMark = 'still here'")
    xl = d.find_element(By.ID, "f-xl")
    xl.clear()
    xl.send_keys("20")
    d.find_element(By.CSS_SELECTOR, "form.question button[type=submit]").click()
    WebDriverWait(d, 120, ignored_exceptions=(WebDriverException,)).until(
        lambda d: "xl=20" in d.current_url and cell(d, "xl") == "20")
    ok(d.execute_script("return window.nhmcMark") == "still here",
       "a second question is answered without a reload", d.current_url)

    # the CSV copied with its button is ./nhmc's
    d.execute_script("navigator.clipboard.writeText = function (t) {"
                     " window.copied = t; return Promise.resolve(); }")
    d.find_element(By.XPATH, "//button[text()='Copy the CSV']").click()
    WebDriverWait(d, 60).until(lambda d: d.execute_script("return window.copied"))
    want, _ = native_first_row(["levelup", "--role", "Valkyrie", "--race", "dwarvish", "--con",
                                "18", "--xl", "20", "--value", "120"])
    ok(d.execute_script("return window.copied") == want, "the CSV copied is ./nhmc's")

    # bad input: the message at its field
    d.get(base + "/?kind=levelup&role=Val&con=99&xl=1")
    wait_for(d, (By.CSS_SELECTOR, ".field.bad"))
    bad = d.find_element(By.CSS_SELECTOR, ".field.bad")
    ok(bad.find_element(By.TAG_NAME, "input").get_attribute("id") == "f-con" and
       "Con 99 is out of range" in bad.text, "Con 99: the message at the Con field", bad.text)

    # a long run, cancelled: the page answers at once and says so
    d.get(base + "/?kind=levelup")
    wait_for(d, (By.ID, "f-role"))
    for key, value in [("role", "all"), ("con", "16"), ("xl", "1-30"), ("method", "mc"),
                       ("trials", "1e9")]:
        d.find_element(By.ID, "f-" + key).send_keys(value)
    d.find_element(By.CSS_SELECTOR, "form.question button[type=submit]").click()
    wait_for(d, (By.CSS_SELECTOR, "button.cancel"), 30)
    # its progress: the fraction of trials done grows beside Cancel
    WebDriverWait(d, 60, ignored_exceptions=(WebDriverException,)).until(
        lambda d: d.execute_script(
            "var p = document.querySelector('progress.run'); return p && p.value > 0"))
    first = d.execute_script("return document.querySelector('progress.run').value")
    WebDriverWait(d, 60, ignored_exceptions=(WebDriverException,)).until(
        lambda d: d.execute_script("return document.querySelector('progress.run').value") > first)
    said = d.find_element(By.CSS_SELECTOR, "form.question button[type=submit]").text
    ok(0 < first < 0.5 and said.startswith("Computing") and said.endswith("%"),
       "a long Monte Carlo run shows its progress (a bar, the button's percent)", (first, said))
    d.find_element(By.CSS_SELECTOR, "button.cancel").click()
    WebDriverWait(d, 10).until(
        lambda d: d.find_elements(By.CSS_SELECTOR, "p.problem.script"))
    said = d.find_element(By.CSS_SELECTOR, "p.problem.script").text
    button = d.find_element(By.CSS_SELECTOR, "form.question button[type=submit]")
    ok("cancelled" in said and button.is_enabled() and not d.find_elements(By.CSS_SELECTOR, "button.cancel")
       and not d.find_elements(By.CSS_SELECTOR, "progress.run"),
       "a long run is cancelled with its button", said)
    # and the next question is answered (a new worker), its chart drawn
    d.get(base + "/?kind=levelup&role=Valkyrie&race=dwarvish&con=18&xl=14&value=120")
    wait_for(d, (By.CSS_SELECTOR, ".answer table"))
    bars = [ds for ds in chart_data(d)[0] if ds["layer"] == "bar"]
    ok(len(bars) == 1 and abs(sum(bars[0]["y"]) - 1) < 0.001,
       "after a cancel, the next answer and its chart (the distribution's bars)")


def offline(d, base, server):
    """Once loaded, the page answers with its host gone (sw.js)."""
    d.get(base + "/")
    wait_for(d, (By.CSS_SELECTOR, "ul.questions a"))
    WebDriverWait(d, 60).until(lambda d: d.execute_script(
        "return !!(navigator.serviceWorker && navigator.serviceWorker.controller)"))
    href = d.find_elements(By.CSS_SELECTOR, "ul.questions a")[2].get_attribute("href")
    d.get(href)  # every file fetched once more, kept
    wait_for(d, (By.CSS_SELECTOR, ".answer table"))
    table = d.find_element(By.CSS_SELECTOR, ".answer table").text
    server.terminate()
    server.wait(timeout=30)
    d.get(href)
    wait_for(d, (By.CSS_SELECTOR, ".answer table"), 60)
    ok(d.find_element(By.CSS_SELECTOR, ".answer table").text == table,
       "offline once loaded: the host gone, the prayer question is answered again")


def main():
    if not os.path.isfile(os.path.join(WEB, "nhmc.wasm")):
        print("browser-wasm: skipped, no %s/nhmc.wasm (make web)" % WEB)
        return summary("browser-wasm")
    server, base = start_static()
    d = None
    try:
        d = browser()
        run(d, base)
        offline(d, base, server)
    except WebDriverException as e:
        ok(False, "the browser ran the checks", e)
    finally:
        if d:
            d.quit()
        server.terminate()
        server.wait(timeout=30)
    return summary("browser-wasm")


if __name__ == "__main__":
    sys.exit(main())
