"""testlib: what the Python test scripts (tests/web.py, tests/browser.py)
share with the shell ones (tests/testlib.sh): "ok - NAME" / "not ok - NAME"
lines with the detail indented as "#", and the closing count."""

passed = failed = 0


def ok(cond, what, detail=""):
    global passed, failed
    if cond:
        passed += 1
        print("ok - " + what)
    else:
        failed += 1
        print("not ok - " + what)
        for line in str(detail).splitlines()[:12]:
            print("#   " + line)


def summary(label):
    """Print "LABEL: N passed, M failed"; the exit status: 1 if any failed."""
    print("%s: %d passed, %d failed" % (label, passed, failed))
    return 1 if failed else 0
