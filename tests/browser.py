#!/usr/bin/env python3
"""nhmc serve in a real browser: headless Chromium driven by Selenium
(Debian chromium, chromium-driver, python3-selenium), on loopback only.

Opens the front page; types dnethack into levelup's variant field and sees
the Binder offered; fills levelup for a dwarvish Valkyrie, Con 18, XL 14,
120 max HP and reads the percentile from the table; sees the picture, and
the chart drawn over it by Chart.js (its bars, the mean and the value
asked); the README's first question's chart: its mean lines are ./nhmc's
CSV, and hovering shows a point's values;
follows the permalink and gets the same answer; asks a second question
and sees it answered without a reload (a mark on window survives), back
giving the first answer again, and reload the same; copies the CSV with
its button; enters Con 99 and sees the message at the Con field; runs the
prayer question and reads its verdict; with JavaScript off, the plain form
answers too, with gnuplot's SVG.  Saves a screenshot of each kind's answer under BUILD
(default build/).
Prints "browser: N passed, M failed".
"""
import os
import subprocess
import sys
import tempfile

from selenium import webdriver
from selenium.common.exceptions import WebDriverException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from testlib import ok, summary  # noqa: E402

NHMC = os.environ.get("NHMC", "./nhmc")
OUT = os.environ.get("BROWSER_SHOTS", "build")

# One question per kind, for its screenshot.
SHOTS = {
    "levelup": "role=Valkyrie&race=dwarvish&con=18&xl=14&value=120",
    "rnz": "i=350&xl=1,10",
    "regen": "xl=8&con=16&hp=5&maxhp=40&encumbrance=none,stressed&move=0.5",
    "pray": "role=Tou,Val,Sam&race=human&turn=101",
    "growth": "role=Val&race=dwarf&con=18&events=level+1-14%3B+quaff+full+blessed+x2%3B+level+30&report=after+each",
    "monster": "monster=soldier+ant,kitten&depth=10&xl=8",
    "grace": "maxhp=11,12,20&hp=full&damage=2d6&turns=1-5",
    "sanity": "role=Val&sanity=50&target=R,2R,3R&end=5000",
}


def start_server():
    tmp = tempfile.mkdtemp(prefix="nhmc-browser-test-")
    p = subprocess.Popen([NHMC, "serve", "--listen", "127.0.0.1:0"], stdout=subprocess.PIPE,
                         stderr=subprocess.DEVNULL, text=True, env=dict(os.environ, TMPDIR=tmp))
    line = p.stdout.readline()
    if "listening on" not in line:
        raise RuntimeError("the server did not start")
    return p, line.split("listening on ", 1)[1].strip().rstrip("/"), tmp


def browser(javascript=True):
    o = webdriver.ChromeOptions()
    if not javascript:
        o.add_experimental_option(
            "prefs", {"profile.managed_default_content_settings.javascript": 2})
    for a in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
              "--window-size=1200,1500", "--no-first-run", "--disable-extensions",
              "--disable-background-networking", "--host-resolver-rules=MAP * ~NOTFOUND, "
              "EXCLUDE 127.0.0.1"]:
        o.add_argument(a)
    o.binary_location = "/usr/bin/chromium"
    d = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=o)
    d.set_page_load_timeout(120)
    return d


def submit(d, then):
    """Send the form and wait (bounded) for the new page's element `then`."""
    old_url = d.current_url
    d.find_element(By.CSS_SELECTOR, "form.question button[type=submit]").click()
    # wait on the address and the new document, holding no element of the
    # old one (a slow, sanitized server lets the old page's nodes vanish
    # under a held reference)
    wait = WebDriverWait(d, 120, ignored_exceptions=(WebDriverException,))
    wait.until(lambda d: d.current_url != old_url and
               d.execute_script("return document.readyState") == "complete")
    wait.until(EC.presence_of_element_located(then))


def cell(d, column):
    """The first row's cell of column in the answer's table."""
    heads = [th.text for th in d.find_elements(By.CSS_SELECTOR, ".answer table th")]
    row = d.find_elements(By.CSS_SELECTOR, ".answer table tr")[1]
    return row.find_elements(By.TAG_NAME, "td")[heads.index(column)].text


# The README's first question (a fan chart over XL) and its command line.
FAN_QUERY = "variant=3.6.7&role=Val&race=human,dwarf&con=18&xl=1,10,30"
FAN_WORDS = ["levelup", "--variant", "3.6.7", "--role", "Val", "--race", "human,dwarf", "--con",
             "18", "--xl", "1,10,30"]


def chart_data(d, seconds=60):
    """Each canvas of the answer's chart: its Chart.js instance's datasets
    (label, layer type, x and y of each point), once drawn."""
    script = """
      return Array.prototype.map.call(document.querySelectorAll('figure.chart canvas'),
        function (c) {
          var ch = window.Chart && Chart.getChart(c);
          return ch ? ch.data.datasets.map(function (s) {
            return {label: s.label, layer: s.nhmcLayer,
                    x: s.data.map(function (p) { return p.x; }),
                    y: s.data.map(function (p) { return p.y; })};
          }) : null;
        });"""
    WebDriverWait(d, seconds, ignored_exceptions=(WebDriverException,)).until(
        lambda d: d.execute_script(script))
    return d.execute_script(script)


def check_fan_chart(d, where):
    """The README's first question's chart: one panel whose mean lines are
    ./nhmc's CSV, XL by XL, race by race."""
    r = subprocess.run([NHMC, *FAN_WORDS, "--format", "csv", "-q"], capture_output=True,
                       timeout=120)
    lines = r.stdout.decode().splitlines()
    head = lines[0].split(",")
    rows = [dict(zip(head, line.split(","))) for line in lines[1:]]
    races = []
    for row in rows:
        if row["race"] not in races:
            races.append(row["race"])
    want = [([int(row["xl"]) for row in rows if row["race"] == race],
             [row["mean"] for row in rows if row["race"] == race]) for race in races]
    panels = chart_data(d)
    means = [ds for ds in panels[0] if ds["layer"] == "line"] if len(panels) == 1 else []
    got = [(ds["x"], ["%.10f" % y for y in ds["y"]]) for ds in means]
    ok(len(races) == 2 and got == want,
       "%s: the chart's mean lines are ./nhmc's CSV means (a Chart.js canvas)" % where,
       (got, want))
    # values on hover: the tooltip of the point under the mouse
    canvas = d.find_element(By.CSS_SELECTOR, "figure.chart canvas")
    ActionChains(d).move_to_element(canvas).perform()
    WebDriverWait(d, 10, ignored_exceptions=(WebDriverException,)).until(
        lambda d: d.execute_script(
            "var ch = Chart.getChart(document.querySelector('figure.chart canvas'));"
            "return ch.tooltip.getActiveElements().length > 0 && ch.tooltip.opacity > 0;"))
    ok(True, "%s: hovering the chart shows a point's values" % where)


def run(d, base):
    d.get(base + "/")
    links = d.find_elements(By.CSS_SELECTOR, "ul.questions a")
    ok(len(links) == 4, "the front page links the four questions", len(links))

    # choose dNetHack: the role field offers the Binder (page.js)
    d.get(base + "/levelup")
    variant = d.find_element(By.ID, "f-variant")
    variant.send_keys("dnethack")
    role = d.find_element(By.ID, "f-role")
    lst = role.get_attribute("list")
    names = [o.get_attribute("value") for o in
             d.find_elements(By.CSS_SELECTOR, "#%s option" % lst)] if lst else []
    ok(lst == "l-role-dnethack" and "Binder" in names,
       "typing dnethack offers the Binder in the role field", (lst, names[:5]))
    # an alias of another game's: EvilHack's roles (the Infidel), then back
    # to vanilla's by a prefix of 3.6.7's spellings
    variant.clear()
    variant.send_keys("evh")
    lst = role.get_attribute("list")
    names = [o.get_attribute("value") for o in
             d.find_elements(By.CSS_SELECTOR, "#%s option" % lst)] if lst else []
    ok(lst == "l-role-evilhack" and "Infidel" in names and "Binder" not in names,
       "typing evh offers EvilHack's Infidel in the role field", (lst, names[:5]))
    variant.clear()
    variant.send_keys("nethack-3.6")
    ok(role.get_attribute("list") == "l-role-vanilla",
       "a prefix of 3.6.7's spellings points the role field back at vanilla's roles",
       role.get_attribute("list"))

    # the levelup question, typed into the form
    d.get(base + "/levelup")
    for key, value in [("role", "Valkyrie"), ("race", "dwarvish"), ("con", "18"), ("xl", "14"),
                       ("value", "120")]:
        d.find_element(By.ID, "f-" + key).send_keys(value)
    submit(d, (By.CSS_SELECTOR, ".answer table"))
    percentile = cell(d, "percentile")
    ok(percentile == "5.8266628066", "levelup: the percentile is read from the table", percentile)
    img = d.find_element(By.CSS_SELECTOR, "img.picture")
    ok(d.execute_script("return arguments[0].complete && arguments[0].naturalWidth", img) > 0,
       "levelup: the picture is drawn")
    # the chart drawn over it with Chart.js: the distribution's bars, the
    # mean at the CSV's mean, the value asked marked; the SVG hidden
    panel = chart_data(d)[0]
    bars = [ds for ds in panel if ds["layer"] == "bar"]
    rules = {ds["label"]: ds["x"][0] for ds in panel if ds["layer"] == "rule"}
    ok(len(bars) == 1 and abs(sum(bars[0]["y"]) - 1) < 0.001 and
       "%.10f" % rules.get("mean", 0) == cell(d, "mean") and rules.get("the value 120") == 120 and
       not img.is_displayed(),
       "levelup: the chart (bars, the mean, the value asked) replaces the SVG", (rules, img.is_displayed()))
    words = d.find_element(By.CSS_SELECTOR, "pre.words").text
    ok("higher than 5.8% of dwarven Valkyries" in words, "levelup: the sentence", words)
    url, table = d.current_url, d.find_element(By.CSS_SELECTOR, ".answer table").text
    ok("xl=14" in url and "con=18" in url, "the address bar holds the question", url)
    d.find_element(By.LINK_TEXT, "permalink").click()
    ok(d.find_element(By.CSS_SELECTOR, ".answer table").text == table,
       "the permalink gives the same answer", d.current_url)

    # a second question: answered in place (the mark on window survives),
    # the question in the address bar; back gives the first answer again
    first_url = d.current_url
    d.execute_script("window.nhmcMark = 'still here'")
    xl = d.find_element(By.ID, "f-xl")
    xl.clear()
    xl.send_keys("20")
    submit(d, (By.CSS_SELECTOR, ".answer table"))
    mark = d.execute_script("return window.nhmcMark")
    ok(mark == "still here" and "xl=20" in d.current_url and cell(d, "xl") == "20",
       "a second question is answered without a reload", (mark, d.current_url))
    second = d.find_element(By.CSS_SELECTOR, ".answer table").text
    d.back()
    wait = WebDriverWait(d, 120, ignored_exceptions=(WebDriverException,))
    wait.until(lambda d: d.current_url == first_url and
               d.find_element(By.CSS_SELECTOR, ".answer table").text == table)
    ok(d.execute_script("return window.nhmcMark") == "still here" and
       d.find_element(By.ID, "f-xl").get_attribute("value") == "14",
       "back gives the first answer again, without a reload", d.current_url)
    d.forward()
    wait.until(lambda d: "xl=20" in d.current_url and
               d.find_element(By.CSS_SELECTOR, ".answer table").text == second)
    d.refresh()
    ok(d.execute_script("return window.nhmcMark") is None and
       d.find_element(By.CSS_SELECTOR, ".answer table").text == second,
       "reload gives the same answer", d.current_url)

    # the copy buttons: the CSV's is the API's CSV
    buttons = [b.text for b in d.find_elements(By.CSS_SELECTOR, "button.copy")]
    ok(buttons == ["Copy the command", "Copy the CSV", "Copy the wiki table"],
       "copy buttons for the command, the CSV and the wiki table", buttons)
    try:
        origin = base + "/"
        d.execute_cdp_cmd("Browser.grantPermissions", {
            "origin": origin, "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]})
        d.find_element(By.XPATH, "//button[text()='Copy the CSV']").click()
        wait.until(lambda d: d.find_element(By.XPATH, "//button[@class='copy'][2]").text !=
                   "Copy the CSV")
        pasted = d.execute_async_script(
            "var done = arguments[0]; navigator.clipboard.readText().then(done, "
            "function (e) { done('error: ' + e); });")
        csv = d.execute_async_script(
            "var done = arguments[0]; fetch(document.querySelector('.links a').href)"
            ".then(function (r) { return r.text(); }).then(done);")
        ok(pasted == csv and pasted.startswith("variant,role,race,con,xl,"),
           "the CSV's button copies the CSV", (pasted[:200], csv[:200]))
    except WebDriverException as e:
        ok(False, "the CSV's button copies the CSV", e)

    # Con 99: the message at the Con field
    con = d.find_element(By.ID, "f-con")
    con.clear()
    con.send_keys("99")
    submit(d, (By.ID, "e-con"))
    msg = d.find_elements(By.ID, "e-con")
    ok(msg and "Con 99 is out of range" in msg[0].text and
       d.find_element(By.ID, "f-con").get_attribute("value") == "99",
       "Con 99: the message is at the Con field", [m.text for m in msg])

    # the prayer question from the front page: its verdict
    d.get(base + "/")
    d.find_element(By.PARTIAL_LINK_TEXT, "Is it safe to pray").click()
    words = d.find_element(By.CSS_SELECTOR, "pre.words").text
    ok("praying at turn 101" in words and "healed: HP to max HP" in words,
       "the prayer question: its verdict in words", words[:300])

    # the README's first question: the chart's numbers are the CSV's
    d.get("%s/levelup?%s" % (base, FAN_QUERY))
    check_fan_chart(d, "nhmc serve")

    # every kind's answer, and its screenshot
    os.makedirs(OUT, exist_ok=True)
    for kind, query in SHOTS.items():
        d.get("%s/%s?%s" % (base, kind, query))
        rows = d.find_elements(By.CSS_SELECTOR, ".answer table tr")
        shot = os.path.join(OUT, "web-%s.png" % kind)
        d.save_screenshot(shot)
        ok(len(rows) >= 2 and os.path.getsize(shot) > 10000,
           "%s: an answer, screenshot %s" % (kind, shot),
           d.find_element(By.TAG_NAME, "main").text[:400])


def without_javascript(base):
    """The plain GET form answers with JavaScript off."""
    d = browser(javascript=False)
    try:
        d.get(base + "/levelup")
        for key, value in [("role", "Valkyrie"), ("race", "dwarvish"), ("con", "18"),
                           ("xl", "14"), ("value", "120")]:
            d.find_element(By.ID, "f-" + key).send_keys(value)
        submit(d, (By.CSS_SELECTOR, ".answer table"))
        ok(cell(d, "percentile") == "5.8266628066" and "xl=14" in d.current_url and
           not d.find_elements(By.CSS_SELECTOR, "button.copy"),
           "without JavaScript the form answers (a new page, no script's buttons)",
           d.current_url)
        img = d.find_element(By.CSS_SELECTOR, "figure.chart img.picture")
        ok(img.is_displayed() and not d.find_elements(By.CSS_SELECTOR, "figure.chart canvas"),
           "without JavaScript the picture is gnuplot's SVG (no chart)")
    finally:
        d.quit()


def main():
    server, base, tmp = start_server()
    d = None
    try:
        d = browser()
        run(d, base)
        without_javascript(base)
    except WebDriverException as e:
        ok(False, "the browser ran the checks", e)
    finally:
        if d:
            d.quit()
        server.terminate()
        rc = server.wait(timeout=120)
    ok(rc == 0 and not os.listdir(tmp), "the server stops with exit 0, nothing left", rc)
    return summary("browser")


if __name__ == "__main__":
    sys.exit(main())
