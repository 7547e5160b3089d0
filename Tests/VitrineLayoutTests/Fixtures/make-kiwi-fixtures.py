#!/usr/bin/env python3
"""Kiwi oracle fixtures for VitrineLayout's Cassowary solver.

Builds random layout-like constraint problems, runs each sequence of operations through the
real kiwi solver (the `kiwisolver` Python package, which VitrineLayout's solver is a port of)
and records the operations with kiwi's variable values after every step into
`kiwi-fixtures.json` next to this script. `KiwiOracleTests.swift` replays every sequence in
VitrineLayout's `Solver` and compares the values (tolerance 1e-6).

Re-run (deterministic: the seeds are fixed, so the output only changes with this script or
kiwi's version):

    python3 -m pip install kiwisolver==1.5.1
    python3 Tests/VitrineLayoutTests/Fixtures/make-kiwi-fixtures.py

Options: `--problems N` (default 40), `--seed S` (default 13), `--out PATH`.

The problems. Each has a container (width `W`, height `H`) and 2 to 6 views (`left`, `width`,
`top`, `height` each). Constraints come from layout templates: container size, views inside
the container, minimum sizes, intrinsic widths with hugging (`<=` at 250) and compression
resistance (`>=` at 750), horizontal spacing chains (`>=` or `==`), aligned tops, centring
(multiplier 0.5), aspect ratios (multiplier 0.75), equal and double widths, and required
constraints that cannot hold with the others. Strengths mix kiwi's named strengths
(required/strong/medium/weak), UIKit priorities ("p750" = `Strength(priority: 750)`, the
same formula computed here) and arbitrary numbers. After an initial build, random steps add
and remove constraints, change constants (`set`: VitrineLayout's `setConstant`, done in kiwi
as remove + re-add) and add, suggest and remove edit variables.

Unique optima. Two correct simplex solvers can return different, equally optimal values
when the optimum is not unique (their pivot orders differ: kiwi numbers symbols in
first-use order, VitrineLayout when variables are made). So every variable is pinned weakly
to a random target with its own random weight in [1, 3) (never removed); with continuous
random weights, ties between different solutions have probability zero. Each problem is then
also checked empirically: after every step a fresh kiwi solver is built with the held
constraints in a shuffled order (a different symbol order, hence different pivots) and its
values must equal the incremental solver's within 1e-7; a problem that fails anywhere (a
non-unique or numerically fragile optimum) is discarded and another seed is drawn. The
script prints how many were discarded.

Unsatisfiable steps. VitrineLayout leaves its solver unchanged when a required constraint
(or a new constant for one) cannot hold; kiwi may leave its tableau half-changed. So after
kiwi reports `UnsatisfiableConstraint`, this script rebuilds kiwi's solver from scratch with
the constraints and edits held before the step (and, for `set`, the old constant), and
records the step as failed (`ok` false) with the rebuilt solver's values.

Kiwi's own failures. On a few sequences kiwi stops with InternalSolverError "The objective
is unbounded" (rounding noise leaves a negative objective coefficient on a symbol that no
restricted row bounds; with kiwi's 1e-8 zero tolerance this happens with strengths near 10^9,
such as UIKit priority 999). kiwisolver aborts the whole process then, so each problem runs
in a child process of this script that prints every step as it goes. Such sequences are kept
apart under "kiwiInternalErrors": the steps kiwi answered with its values, then the step it
failed on (no values); the Swift test checks VitrineLayout solves that step too.

Format (compact JSON): {"kiwisolver": version, "problems": [{"seed", "vars": [names],
"steps": [...], "values": [[value per var] per step]}], "kiwiInternalErrors": [same, with one
step more than values]}. Steps:
  ["add", id, [[var, coefficient], ...], constant, "<=" | "==" | ">=", strength, ok]
      the constraint  sum(coefficient * var) + constant  relation  0
  ["remove", id]
  ["set", id, constant, ok]          the held constraint's expression constant becomes constant
  ["edit", var, strength]            addEditVariable
  ["suggest", var, value]            suggestValue
  ["unedit", var]                    removeEditVariable
Strengths: "required", "strong", "medium", "weak", "pN" (UIKit priority N) or a number.
"""

import argparse
import json
import os
import random
import subprocess
import sys

import kiwisolver as kiwi

NAMED = {
    "required": kiwi.strength.required,
    "strong": kiwi.strength.strong,
    "medium": kiwi.strength.medium,
    "weak": kiwi.strength.weak,
}


def strength_value(s):
    """The number kiwi gets for a fixture strength (Strength(priority:) for "pN")."""
    if isinstance(s, str):
        if s in NAMED:
            return NAMED[s]
        p = float(s[1:])
        if p >= 1000:
            return kiwi.strength.required
        return 10 ** (9 * (max(1.0, p) - 1) / 999)
    return float(s)


def is_required(s):
    return strength_value(s) >= kiwi.strength.required


class Problem:
    """One random operation sequence and kiwi's answers."""

    def __init__(self, seed):
        self.rng = random.Random(seed)
        self.seed = seed
        rng = self.rng
        self.nviews = rng.randint(2, 6)
        self.names = ["W", "H"]
        for i in range(self.nviews):
            self.names += ["v%d.left" % i, "v%d.width" % i, "v%d.top" % i, "v%d.height" % i]
        self.held = {}  # id -> (terms, constant, relation, strength), in insertion order
        self.pins = set()
        self.edits = {}  # var -> [strength, value]
        self.next_id = 0
        self.steps = []
        self.values = []
        self.fragile = False
        self.rebuild()

    # Variables of view i.
    def L(self, i): return 2 + 4 * i
    def Wd(self, i): return 3 + 4 * i
    def T(self, i): return 4 + 4 * i
    def Ht(self, i): return 5 + 4 * i

    def kiwi_constraint(self, spec, kvars=None):
        terms, constant, relation, strength = spec
        expr = constant
        for v, k in terms:
            expr = expr + k * (kvars or self.kvars)[v]
        c = {"<=": expr <= 0, "==": expr == 0, ">=": expr >= 0}[relation]
        return c | strength_value(strength)

    def fresh_solver(self, order):
        """A kiwi solver and variables holding the given constraint ids and the edits."""
        kvars = [kiwi.Variable(n) for n in self.names]
        solver = kiwi.Solver()
        cons = {}
        for cid in order:
            cons[cid] = self.kiwi_constraint(self.held[cid], kvars)
            solver.addConstraint(cons[cid])
        for v, (s, value) in self.edits.items():
            solver.addEditVariable(kvars[v], strength_value(s))
            solver.suggestValue(kvars[v], value)
        return solver, kvars, cons

    def rebuild(self):
        self.solver, self.kvars, self.kcons = self.fresh_solver(list(self.held))

    def current_values(self):
        self.solver.updateVariables()
        return [v.value() for v in self.kvars]

    def check_unique(self, values):
        """A fresh solver with the constraints in another order must agree."""
        order = list(self.held)
        self.rng.shuffle(order)
        solver, kvars, _ = self.fresh_solver(order)
        solver.updateVariables()
        for a, v in zip(values, kvars):
            if abs(a - v.value()) > 1e-7 * max(1.0, abs(a)):
                self.fragile = True
                return

    def pending(self, step):
        """Announces a step before kiwi runs it (a parent process learns which one crashed)."""
        emit({"pending": step})

    def record(self, step):
        self.steps.append(step)
        values = self.current_values()
        self.check_unique(values)
        self.values.append([compact(x) for x in values])
        emit({"step": step, "values": self.values[-1], "fragile": self.fragile})

    # Operations.

    def add(self, terms, constant, relation, strength, pin=False):
        cid = self.next_id
        self.next_id += 1
        spec = (terms, constant, relation, strength)
        step = ["add", cid, [[v, compact(k)] for v, k in terms], compact(constant), relation, strength, None]
        self.pending(step)
        c = self.kiwi_constraint(spec)
        ok = True
        try:
            self.solver.addConstraint(c)
            self.kcons[cid] = c
            self.held[cid] = spec
            if pin:
                self.pins.add(cid)
        except kiwi.UnsatisfiableConstraint:
            ok = False
            self.rebuild()
        step[-1] = ok
        self.record(step)
        return cid if ok else None

    def remove(self, cid):
        self.pending(["remove", cid])
        self.solver.removeConstraint(self.kcons.pop(cid))
        del self.held[cid]
        self.record(["remove", cid])

    def set_constant(self, cid, constant):
        terms, old, relation, strength = self.held[cid]
        self.pending(["set", cid, compact(constant), None])
        self.solver.removeConstraint(self.kcons[cid])
        spec = (terms, constant, relation, strength)
        c = self.kiwi_constraint(spec)
        ok = True
        try:
            self.solver.addConstraint(c)
            self.kcons[cid] = c
            self.held[cid] = spec
        except kiwi.UnsatisfiableConstraint:
            ok = False
            self.rebuild()  # held still has the old constant
        self.record(["set", cid, compact(constant), ok])

    def edit(self, v, strength):
        self.pending(["edit", v, strength])
        self.solver.addEditVariable(self.kvars[v], strength_value(strength))
        self.edits[v] = [strength, 0.0]
        self.record(["edit", v, strength])

    def suggest(self, v, value):
        self.pending(["suggest", v, compact(value)])
        self.solver.suggestValue(self.kvars[v], value)
        self.edits[v][1] = value
        self.record(["suggest", v, compact(value)])

    def unedit(self, v):
        self.pending(["unedit", v])
        self.solver.removeEditVariable(self.kvars[v])
        del self.edits[v]
        self.record(["unedit", v])

    # Templates.

    def priority(self):
        return self.rng.choice(["required", "required", "strong", "medium", "weak", "p999", "p750",
                                "p251", "p250", "p50", "p1",
                                "p%d" % self.rng.randint(1, 999),
                                round(self.rng.uniform(1, 5e6), 3)])

    def optional(self):
        s = self.priority()
        while is_required(s):
            s = self.priority()
        return s

    def template(self):
        rng = self.rng
        i = rng.randrange(self.nviews)
        j = rng.randrange(self.nviews)
        L, Wd, T, Ht = self.L, self.Wd, self.T, self.Ht
        kind = rng.randrange(12)
        if kind == 0:   # inside the container horizontally
            return [[L(i), 1], [Wd(i), 1], [0, -1]], rng.choice([0, -8, -16]), "<=", self.priority()
        if kind == 1:
            return [[L(i), 1]], rng.choice([0, -8, -20]), ">=", self.priority()
        if kind == 2:   # hugging
            return [[Wd(i), 1]], -rng.randint(20, 300), "<=", rng.choice(["p250", "p251", "p249", self.optional()])
        if kind == 3:   # compression resistance
            return [[Wd(i), 1]], -rng.randint(20, 300), ">=", rng.choice(["p750", "p749", self.optional()])
        if kind == 4:   # spacing chain
            if i == j:
                j = (i + 1) % self.nviews
            rel = rng.choice([">=", ">=", "=="])
            return [[L(j), 1], [L(i), -1], [Wd(i), -1]], -rng.choice([0, 8, 16, 20]), rel, self.priority()
        if kind == 5:   # aligned tops / bottoms
            if i == j:
                j = (i + 1) % self.nviews
            if rng.random() < 0.5:
                return [[T(i), 1], [T(j), -1]], 0, "==", self.priority()
            return [[T(i), 1], [Ht(i), 1], [T(j), -1], [Ht(j), -1]], 0, "==", self.priority()
        if kind == 6:   # centred: left + width/2 == W/2
            return [[L(i), 1], [Wd(i), 0.5], [0, -0.5]], 0, "==", self.priority()
        if kind == 7:   # aspect ratio
            return [[Ht(i), 1], [Wd(i), -rng.choice([0.75, 0.5, 1.5])]], 0, "==", self.priority()
        if kind == 8:   # equal or double widths
            if i == j:
                j = (i + 1) % self.nviews
            return [[Wd(i), 1], [Wd(j), -rng.choice([1, 1, 2])]], 0, rng.choice(["==", "<=", ">="]), self.priority()
        if kind == 9:   # vertically inside
            return [[T(i), 1], [Ht(i), 1], [1, -1]], rng.choice([0, -8]), "<=", self.priority()
        if kind == 10:  # fixed height
            return [[Ht(i), 1]], -rng.randint(10, 200), rng.choice(["==", ">=", "<="]), self.priority()
        # a required constraint that often cannot hold: wider than the container
        return [[Wd(i), 1], [0, -1]], -rng.randint(-50, 50), ">=", "required"

    def build(self, steps):
        rng = self.rng
        nv = len(self.names)
        # Pins: every variable, weakly, with its own weight (never removed).
        for v in range(nv):
            self.add([[v, 1]], -rng.randint(0, 400), "==", round(rng.uniform(1, 3), 6), pin=True)
        w = self.add([[0, 1]], -rng.choice([320, 480, 800, 1024]), "==", "required")
        self.add([[1, 1]], -rng.choice([240, 480, 600]), "==", rng.choice(["required", "strong"]))
        for i in range(self.nviews):
            self.add([[self.Wd(i), 1]], 0, ">=", "required")
            self.add([[self.Ht(i), 1]], 0, ">=", "required")
            self.add([[self.L(i), 1]], 0, ">=", "required")
            self.add([[self.T(i), 1]], 0, ">=", "required")
            self.add([[self.L(i), 1], [self.Wd(i), 1], [0, -1]], 0, "<=", "required")
        for _ in range(rng.randint(3, 10)):
            self.add(*self.template())
        for _ in range(steps):
            r = rng.random()
            removable = [c for c in self.held if c not in self.pins]
            if r < 0.3:
                self.add(*self.template())
            elif r < 0.45 and removable:
                self.remove(rng.choice(removable))
            elif r < 0.7 and removable:
                cid = rng.choice(removable + ([w] if w in self.held else []))
                old = self.held[cid][1]
                self.set_constant(cid, old + rng.choice([-1, 1]) * rng.randint(1, 300))
            else:
                edited = list(self.edits)
                if edited and rng.random() < 0.75:
                    v = rng.choice(edited)
                    if rng.random() < 0.15:
                        self.unedit(v)
                    else:
                        self.suggest(v, rng.randint(-100, 1200))
                else:
                    free = [v for v in range(nv) if v not in self.edits]
                    v = rng.choice(free)
                    self.edit(v, rng.choice(["strong", "medium", round(rng.uniform(2e5, 3e6), 3), "p999", "p500"]))


def compact(x):
    """Numbers as short as they can be: integers without a point, others to 10 digits."""
    x = float(x)
    r = round(x)
    if abs(x - r) < 1e-9:
        return int(r)
    return float("%.10g" % x)


def emit(line):
    if STREAM:
        sys.stdout.write(json.dumps(line, separators=(",", ":")) + "\n")
        sys.stdout.flush()


STREAM = False


def one(seed):
    """Runs one problem, printing each step as a JSON line as it goes (in a child process:
    kiwi aborts the whole process on its InternalSolverError)."""
    global STREAM
    STREAM = True
    p = Problem(seed)
    emit({"vars": p.names})
    p.build(steps=p.rng.randint(20, 60))
    emit({"done": True})


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--problems", type=int, default=40)
    ap.add_argument("--seed", type=int, default=13)
    ap.add_argument("--out", default=os.path.join(here, "kiwi-fixtures.json"))
    ap.add_argument("--one", type=int, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.one is not None:
        one(args.one)
        return
    problems = []
    discarded = 0
    crashed = []
    seed = args.seed * 1000
    while len(problems) < args.problems:
        child = subprocess.run([sys.executable, os.path.abspath(__file__), "--one", str(seed)],
                               capture_output=True, text=True)
        lines = [json.loads(l) for l in child.stdout.splitlines()]
        p = {"seed": seed, "vars": lines[0]["vars"], "steps": [], "values": []}
        seed += 1
        fragile = False
        for l in lines[1:]:
            if "step" in l:
                p["steps"].append(l["step"])
                p["values"].append(l["values"])
                fragile = fragile or l["fragile"]
        if fragile:
            discarded += 1
            continue
        if child.returncode != 0:
            # Kept apart: the steps kiwi answered, then the one it failed on internally.
            p["steps"].append(lines[-1]["pending"])
            crashed.append(p)
            continue
        problems.append(p)
    out = {"kiwisolver": kiwi.__version__, "problems": problems, "kiwiInternalErrors": crashed}
    with open(args.out, "w") as f:
        json.dump(out, f, separators=(",", ":"))
        f.write("\n")
    steps = sum(len(p["steps"]) for p in problems)
    failed = sum(1 for p in problems for s in p["steps"] if s[0] in ("add", "set") and s[-1] is False)
    print("%d problems, %d steps (%d unsatisfiable); discarded: %d non-unique, %d where kiwi failed "
          "internally (seeds %s); %d bytes -> %s"
          % (len(problems), steps, failed, discarded, len(crashed), [p["seed"] for p in crashed],
             os.path.getsize(args.out),
             args.out), file=sys.stderr)


if __name__ == "__main__":
    main()
