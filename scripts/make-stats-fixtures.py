#!/usr/bin/env python3
"""Writes the SciPy reference values the Statistics tests compare against, under
Tests/StatisticsTests/Fixtures/:

- two-sample.json: pairs of samples (baseline, current) with scipy.stats.mannwhitneyu(current, baseline)
  and scipy.stats.ks_2samp(current, baseline), two-sided, for each method that applies;
- kolmogorov.json: scipy.stats.kstwo.sf(d, n), the distribution the asymptotic KS p-value comes from;
- descriptive.json: numpy's median and linear quantiles, scipy's median_abs_deviation and iqr.

Needs SciPy (`pip install scipy`); the tests read the committed files and need neither. Output is
deterministic: samples come from seeded numpy generators, and values are written with repr, which
round-trips a float exactly. Samples too large to store are described by a formula instead
(`linear`: start + step * i, computed the same way in Swift), so the files stay small.

Run: python3 scripts/make-stats-fixtures.py
"""
import json
import math
import pathlib
import warnings

import numpy as np
import scipy
from scipy import stats
from scipy.stats import _mannwhitneyu

OUT = pathlib.Path(__file__).resolve().parent.parent / "Tests" / "StatisticsTests" / "Fixtures"


def floats(values):
    return [float(v) for v in values]


def linear(count, start, step):
    """A sample described by a formula; Swift rebuilds it as start + step * Double(i)."""
    return {"count": count, "start": start, "step": step}


def expand(sample):
    if isinstance(sample, dict):
        return np.array([sample["start"] + sample["step"] * i for i in range(sample["count"])])
    return np.array(sample, dtype=float)


def mwu(current, baseline, method):
    res = stats.mannwhitneyu(current, baseline, alternative="two-sided", method=method)
    return {"u": float(res.statistic), "p": float(res.pvalue)}


def ks(current, baseline, method):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        res = stats.ks_2samp(current, baseline, alternative="two-sided", method=method)
    used = method
    if method == "auto":
        used = "exact" if max(len(current), len(baseline)) <= 10000 else "asymp"
    if any("Switching to" in str(w.message) for w in caught):
        used = "asymp"
    return {"d": float(res.statistic), "p": float(res.pvalue), "method": "asymptotic" if used == "asymp" else "exact"}


def case(name, baseline, current, exact_mwu=None):
    b, c = expand(baseline), expand(current)
    ties = len(np.unique(np.concatenate([b, c]))) < len(b) + len(c)
    auto_method = _mannwhitneyu._mwu_choose_method(len(c), len(b), ties)
    entry = {
        "name": name,
        "baseline": baseline if isinstance(baseline, dict) else floats(baseline),
        "current": current if isinstance(current, dict) else floats(current),
        "mannWhitneyU": {"auto": dict(mwu(c, b, "auto"), method=auto_method), "asymptotic": mwu(c, b, "asymptotic")},
        "kolmogorovSmirnov": {"auto": ks(c, b, "auto")},
    }
    # With m = n = 1, round(m n / (m + n)) is 0 and SciPy's kstwo answers NaN; FeedBench answers 1 (tested apart).
    if round(len(b) * len(c) / (len(b) + len(c))) > 0:
        entry["kolmogorovSmirnov"]["asymptotic"] = ks(c, b, "asymp")
    # The exact U distribution costs m * n * min(U) here as in SciPy: only for samples that are not large.
    if exact_mwu if exact_mwu is not None else min(len(b), len(c)) <= 30:
        entry["mannWhitneyU"]["exact"] = mwu(c, b, "exact")
    if max(len(b), len(c)) <= 10000:
        entry["kolmogorovSmirnov"]["exact"] = ks(c, b, "exact")
    return entry


def frame_times(rng, count, median_ms, noise):
    """Per-repetition frame times: log-normal around a median, as repetitions of a benchmark are."""
    return np.exp(rng.normal(math.log(median_ms), noise, count))


def two_sample_cases():
    rng = np.random.default_rng(20261124)
    cases = [
        case("n=1 vs n=1", [1.0], [2.0]),
        case("n=1 vs n=1, equal", [3.5], [3.5]),
        case("n=1 vs n=3", [2.0], [1.0, 3.0, 4.0]),
        case("n=2 vs n=2", [1.0, 2.0], [3.0, 4.0]),
        case("n=2 vs n=3", [1.5, 0.5], [2.5, 0.25, 3.5]),
        case("n=3 vs n=3, shifted", [1.0, 2.0, 3.0], [4.0, 5.0, 6.0]),
        case("n=3 vs n=1", [1.0, 2.0, 3.0], [2.5]),
        case("identical samples", [1.0, 2.0, 3.0, 4.0, 5.0], [1.0, 2.0, 3.0, 4.0, 5.0]),
        case("all equal", [7.0] * 6, [7.0] * 6),
        case("all equal, m != n", [2.0] * 4, [2.0] * 9),
        case("ties across samples", [1.0, 2.0, 2.0, 3.0, 4.0, 4.0, 5.0], [2.0, 3.0, 3.0, 4.0, 6.0, 6.0, 7.0]),
        case("ties, one small sample", [1.0, 1.0, 2.0], [1.0, 2.0, 2.0, 3.0, 3.0, 3.0, 4.0, 5.0, 5.0, 6.0]),
        case("ties, both large", np.round(rng.normal(10, 2, 40)), np.round(rng.normal(11, 2, 35))),
        case("complete separation 8 vs 8", np.arange(1, 9) * 1.0, np.arange(9, 17) * 1.0),
        case("complete separation 10 vs 10", np.arange(1, 11) * 1.0, np.arange(11, 21) * 1.0),
        case("interleaved 8 vs 12", np.arange(0, 16, 2) * 1.0, np.arange(1, 25, 2) * 1.0),
        case("shift 5 vs 20", rng.normal(0, 1, 5), rng.normal(1, 1, 20)),
        case("shift 8 vs 50", rng.normal(0, 1, 8), rng.normal(0.7, 1, 50)),
        case("shift 9 vs 9", rng.normal(0, 1, 9), rng.normal(1.2, 1, 9)),
        case("spread change 20 vs 20", rng.normal(0, 1, 20), rng.normal(0, 3, 20)),
        case("spread change 25 vs 40", rng.normal(5, 0.5, 25), rng.normal(5, 2, 40)),
        case("m != n, no shift 7 vs 13", rng.normal(0, 1, 7), rng.normal(0, 1, 13)),
        case("m != n, no shift 30 vs 45", rng.normal(0, 1, 30), rng.normal(0, 1, 45)),
        case("large 200 vs 300, shift", rng.normal(0, 1, 200), rng.normal(0.3, 1, 300), exact_mwu=False),
        case("large 500 vs 500, same", rng.normal(0, 1, 500), rng.normal(0, 1, 500), exact_mwu=False),
        case("large 2000 vs 3000, formula", linear(2000, 0.0, 0.001), linear(3000, 0.05, 0.00066), exact_mwu=False),
        case("large 10001 vs 12000, formula", linear(10001, 0.0, 0.001), linear(12000, 0.2, 0.00085), exact_mwu=False),
    ]
    for reps_b, reps_c in [(10, 10), (20, 30)]:
        for change, label in [(1.0, "same"), (1.10, "+10%"), (0.90, "-10%")]:
            base = frame_times(rng, reps_b, 16.0, 0.02)
            cur = frame_times(rng, reps_c, 16.0 * change, 0.02)
            cases.append(case(f"frame times {reps_b} vs {reps_c}, {label}", base, cur))
    cases.append(case("frame times 10 vs 10, +2% in 5% noise", frame_times(rng, 10, 8.0, 0.05), frame_times(rng, 10, 8.16, 0.05)))
    return cases


def kolmogorov_cases():
    """kstwo.sf over the regimes of Simard and L'Ecuyer's algorithm: tiny and huge statistics, n <= 140
    and above, the exact matrix method, Pelz-Good, and the one-sided Smirnov tail."""
    points = []
    for n in [1, 2, 5, 10, 50, 100, 140, 141, 500, 1000, 5000, 20000, 150000]:
        for x in [0.4 / n, 0.75 / n, 1.0 / math.sqrt(n) * 0.3, 0.5 / math.sqrt(n), 0.8 / math.sqrt(n),
                  1.0 / math.sqrt(n), 1.3 / math.sqrt(n), 1.7 / math.sqrt(n), 2.2 / math.sqrt(n),
                  3.0 / math.sqrt(n), 0.3, 0.5, 0.7, 1 - 0.5 / n, 1.0]:
            if 0.0 < x <= 1.0:
                points.append({"n": n, "x": x, "sf": float(stats.kstwo.sf(x, n))})
    return points


def descriptive_cases():
    rng = np.random.default_rng(7)
    samples = [[4.0], [2.0, 1.0], [3.0, 1.0, 2.0], [5.0] * 5, [1.0, 2.0, 2.0, 9.0],
               floats(rng.normal(10, 3, 11)), floats(np.exp(rng.normal(2.5, 0.1, 24)))]
    cases = []
    for values in samples:
        probabilities = [0.0, 0.1, 0.25, 0.5, 0.75, 0.9, 0.975, 1.0]
        cases.append({
            "values": values,
            "mean": float(np.mean(values)),
            "median": float(np.median(values)),
            "quantiles": [{"p": p, "value": float(np.quantile(values, p))} for p in probabilities],
            "medianAbsoluteDeviation": float(stats.median_abs_deviation(values)),
            "medianAbsoluteDeviationNormal": float(stats.median_abs_deviation(values, scale="normal")),
            "interquartileRange": float(stats.iqr(values)),
        })
    return cases


def write(name, payload):
    OUT.mkdir(parents=True, exist_ok=True)
    document = {"generator": f"scripts/make-stats-fixtures.py, SciPy {scipy.__version__}, NumPy {np.__version__}",
                "cases": payload}
    (OUT / name).write_text(json.dumps(document, indent=1, allow_nan=False) + "\n")


if __name__ == "__main__":
    write("two-sample.json", two_sample_cases())
    write("kolmogorov.json", kolmogorov_cases())
    write("descriptive.json", descriptive_cases())
