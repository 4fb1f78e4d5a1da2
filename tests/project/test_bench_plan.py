"""bench/run_all: every benchmark is in both plans, and the table it writes to docs/performance.md keeps history.

(The benchmarks themselves are run by CI as ``bench/run_all --smoke``; no test here measures a time.)
"""

from __future__ import annotations

import importlib.machinery
import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

from tests.conftest import REPO


def _run_all() -> ModuleType:
    loader = importlib.machinery.SourceFileLoader("bench_run_all", str(REPO / "bench" / "run_all"))
    spec = importlib.util.spec_from_loader("bench_run_all", loader)
    assert spec is not None
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


def test_every_bench_is_in_the_full_and_the_smoke_plan() -> None:
    run_all = _run_all()
    benches = {p.name for p in (REPO / "bench").glob("bench_*.py")} - {"bench_raycast.py"}  # needs a checkout
    assert set(run_all.FULL) - {"bench_raycast.py"} == benches
    assert set(run_all.SMOKE) - {"bench_raycast.py"} == benches
    assert set(run_all.HOW) >= benches, "every bench says how it measures"


def _row(what: str, median: float, ratio: float | None) -> dict:
    return {"what": what, "median": median, "min": median, "max": median, "baseline": 0.1, "ratio": ratio,
            "unit": "s", "target": "<= 2x", "ok": ratio is not None and ratio <= 2, "note": "", "how": "h"}


def test_the_docs_table_is_rewritten_and_the_old_one_kept(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    run_all = _run_all()
    doc = tmp_path / "performance.md"
    doc.write_text(f"# P\n\n## Latest run\n\n{run_all.BEGIN}\n{run_all.END}\n\n## Notes\n\ntext\n", encoding="utf-8")
    monkeypatch.setattr(run_all, "DOCS", doc)
    first = run_all.combine([[_row("cold scan", 0.25, 1.9)], [_row("cold scan", 0.35, 2.1)]])
    assert first[0]["median"] == pytest.approx(0.30) and first[0]["ratio"] == pytest.approx(2.0)
    run_all.write_docs(run_all.markdown(first, "### Latest run (one)"))
    run_all.write_docs(run_all.markdown(run_all.combine([[_row("cold scan", 0.5, 3.0)]]), "### Latest run (two)"))
    text = doc.read_text(encoding="utf-8")
    latest = text.split(run_all.BEGIN)[1].split(run_all.END)[0]
    assert "(two)" in latest and "3.00×" in latest and "(one)" not in latest
    earlier = text.split("## Earlier runs")[1]
    assert "### Run (one)" in earlier and "2.00×" in earlier and "250.0 ms (1.90×); 350.0 ms (2.10×)" in earlier
    assert text.index("## Notes") < text.index("## Earlier runs")


def test_smoke_and_docs_do_not_mix(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    run_all = _run_all()
    monkeypatch.setattr("sys.argv", ["run_all", "--smoke", "--docs"])
    with pytest.raises(SystemExit):
        run_all.main()
    assert "--docs" in capsys.readouterr().err
