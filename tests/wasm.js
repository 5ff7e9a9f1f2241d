// The WebAssembly module (make web, docs/web.md) against the native program:
// the same CSV bytes, messages and exit status.  Run by tests/wasm.sh:
//   node tests/wasm.js NHMC WEB_DIR
// - every command line of tests/data/same-commands.txt (three or more of
//   every kind) with --format csv -q: stdout, stderr and status equal;
// - every row of tests/bad-input.tsv given to a kind's command (no file,
//   no $DATA): the same status and message as ./nhmc, and the row's
//   fragment in it; at least 20 rows;
// - the page of a question of every kind (--web-page, as the static page
//   asks it) has its answer;
// - the chart's JSON of five questions (--web-api plot.json): the native
//   program's --plot F.json, byte for byte;
// - nhmc selfcheck (every kernel against its exact model): the same report.
// Prints "ok - NAME" / "not ok - NAME" and "wasm: N passed, M failed".
'use strict';
const fs = require('fs');
const path = require('path');
const {spawnSync} = require('child_process');

const nhmc = process.argv[2];
const web = path.resolve(process.argv[3]);
const nhmcRun = require(path.join(web, 'nhmc-run.js'));
const repo = path.join(__dirname, '..');
let passed = 0, failed = 0;

function ok(cond, name, detail) {
  if (cond) {
    passed++;
    console.log('ok - ' + name);
  } else {
    failed++;
    console.log('not ok - ' + name);
    if (detail) console.log(String(detail).split('\n').slice(0, 8).map((l) => '#   ' + l).join('\n'));
  }
}

// Shell words as tests/bad-input.sh and tests/web.py read them: blanks
// split, single and double quotes group, a backslash escapes in double
// quotes and outside.
function shellWords(line) {
  const words = [];
  let w = null, i = 0;
  while (i < line.length) {
    const c = line[i];
    if (c === ' ' || c === '\t') {
      if (w !== null) words.push(w);
      w = null;
      i++;
    } else if (c === "'") {
      const j = line.indexOf("'", i + 1);
      if (j < 0) return null;
      w = (w || '') + line.slice(i + 1, j);
      i = j + 1;
    } else if (c === '"') {
      let s = '';
      i++;
      while (i < line.length && line[i] !== '"') {
        if (line[i] === '\\' && i + 1 < line.length) i++;
        s += line[i++];
      }
      if (i >= line.length) return null;
      w = (w || '') + s;
      i++;
    } else if (c === '\\' && i + 1 < line.length) {
      w = (w || '') + line[i + 1];
      i += 2;
    } else {
      w = (w || '') + c;
      i++;
    }
  }
  if (w !== null) words.push(w);
  return words;
}

function native(words) {
  const r = spawnSync(nhmc, words, {maxBuffer: 64 << 20, timeout: 120000});
  return {stdout: r.stdout, stderr: r.stderr, status: r.status};
}

function same(a, b) {
  return Buffer.compare(Buffer.from(a), Buffer.from(b)) === 0;
}

function show(r) {
  return 'status ' + r.status + '\nstderr: ' + Buffer.from(r.stderr).toString().slice(0, 400) +
      '\nstdout: ' + Buffer.from(r.stdout).toString().slice(0, 400);
}

const KINDS = ['levelup', 'rnz', 'regen', 'pray', 'growth', 'monster', 'grace', 'sanity'];
// options naming files: the browser has none of the machine's
const FILE_OPTIONS = /^(-o|--output|--csv|--wiki|--histogram|--plot|--plot-script|--dumplog)(=|$)/;

async function main() {
  const lines = fs.readFileSync(path.join(repo, 'tests/data/same-commands.txt'), 'utf8')
      .split('\n').filter((l) => l.trim() && !l.startsWith('#'));
  const perKind = {};
  for (const line of lines) {
    const words = shellWords(line).concat(['--format', 'csv', '-q']);
    const want = native(words), got = await nhmcRun(words);
    const same3 = want.status === got.status && same(want.stdout, got.stdout) &&
        same(want.stderr, got.stderr);
    ok(same3 && want.status === 0 && want.stdout.length > 0, 'same CSV: nhmc ' + line,
       'native:\n' + show(want) + '\nwasm:\n' + show(got));
    perKind[words[0]] = (perKind[words[0]] || 0) + 1;
  }
  for (const k of KINDS) ok((perKind[k] || 0) >= 3, 'three or more command lines of ' + k, perKind[k]);

  // the page of a question of every kind, as the static page asks it: the
  // answer's table, no problem (tests/browser-wasm.py compares the numbers)
  const PAGES = {
    levelup: 'role=Valkyrie&race=dwarvish&con=18&xl=14&value=120',
    rnz: 'i=350&xl=1,10',
    regen: 'xl=8&con=16&hp=5&maxhp=40&encumbrance=none,stressed&move=0.5',
    pray: 'role=Tou,Val,Sam&race=human&turn=101',
    growth: 'role=Val&race=dwarf&con=18&events=level 1-14; quaff full blessed x2; level 30',
    monster: 'monster=soldier ant,kitten&depth=10&xl=8',
    grace: 'maxhp=11,12,20&hp=full&damage=2d6&turns=1-5',
    sanity: 'role=Val&sanity=50&target=R,2R,3R&end=5000',
  };
  for (const k of KINDS) {
    const r = await nhmcRun(['--web-page', k].concat(PAGES[k].split('&')));
    const html = Buffer.from(r.stdout).toString();
    ok(r.status === 0 && html.includes('<section class="answer"') && html.includes('<table>') &&
           !html.includes('class="problem"') && !html.includes('class="field bad"'),
       'the page of a ' + k + ' question has its answer', show(r));
  }

  // the chart's JSON (--plot F.json), as the static page asks it
  // (--web-api plot.json), byte for byte the native program's: one chart of
  // each shape (a fan, a PMF with the value marked, CDFs, stacked shares,
  // Monte Carlo bars with their intervals)
  const CHARTS = [
    ['levelup', 'role=Val&race=human,dwarf&con=18&xl=1,10,30'],
    ['levelup', 'role=Valkyrie&race=dwarvish&con=18&xl=14&value=120'],
    ['regen', 'xl=8&con=16&hp=5&maxhp=40&encumbrance=none,stressed&move=0.5'],
    ['pray', 'role=Tou,Val,Sam&race=human&turn=101'],
    ['rnz', 'i=350&xl=1,10&method=mc&trials=20000'],
  ];
  const tmp = fs.mkdtempSync(path.join(require('os').tmpdir(), 'nhmc-wasm-'));
  for (const [k, q] of CHARTS) {
    const keys = q.split('&');
    const file = path.join(tmp, 'chart.json');
    const want = native([k].concat(keys.map((w) => '--' + w.replace(/_/g, '-')),
                                    ['--format=csv', '--quiet', '--threads=1', '--plot=' + file]));
    const got = await nhmcRun(['--web-api', 'plot.json', k].concat(keys));
    const wantJson = want.status === 0 ? fs.readFileSync(file) : Buffer.alloc(0);
    let parsed = null;
    try { parsed = JSON.parse(Buffer.from(got.stdout).toString()); } catch (e) { /* below */ }
    ok(got.status === 0 && wantJson.length > 0 && same(got.stdout, wantJson) && parsed &&
           parsed.panels.length > 0,
       'the chart\'s JSON of nhmc ' + k + ' ' + q + ': the native bytes',
       'native:\n' + show(want) + '\nwasm:\n' + show(got));
  }
  fs.rmSync(tmp, {recursive: true, force: true});

  // every kernel against its exact model, in the module: the same report
  const check = ['selfcheck', '-n', '20000'];
  const wantCheck = native(check), gotCheck = await nhmcRun(check);
  ok(gotCheck.status === 0 && wantCheck.status === 0 && same(gotCheck.stdout, wantCheck.stdout),
     'nhmc selfcheck -n 20000: passes, the same report as ./nhmc', show(gotCheck));

  let rows = 0;
  const tsv = fs.readFileSync(path.join(repo, 'tests/bad-input.tsv'), 'utf8').split('\n');
  for (const row of tsv) {
    if (row.startsWith('#') || !row.includes('\t')) continue;
    const [name, status, fragment, input] = row.split('\t');
    if (!input || !input.startsWith('argv: ') || input.includes('$')) continue;
    const words = shellWords(input.slice(6));
    if (!words || !KINDS.includes(words[0]) || words.some((w) => FILE_OPTIONS.test(w))) continue;
    const want = native(words), got = await nhmcRun(words);
    ok(String(got.status) === status && got.status === want.status && same(got.stdout, []) &&
           same(got.stderr, want.stderr) && Buffer.from(got.stderr).toString().includes(fragment),
       'bad input ' + name + ': the same message and status', 'native:\n' + show(want) + '\nwasm:\n' + show(got));
    rows++;
  }
  ok(rows >= 20, '20 or more rows of bad-input.tsv', rows);
  console.log('wasm: ' + passed + ' passed, ' + failed + ' failed');
  process.exitCode = failed ? 1 : 0;
}

main().catch((e) => {
  console.log('not ok - the test itself: ' + (e && e.stack || e));
  console.log('wasm: ' + passed + ' passed, ' + (failed + 1) + ' failed');
  process.exitCode = 1;
});
