"""SPEC §31, a package's promises: the wheel and sdist hold the LICENSE, the translators' tool stays out of the
wheel, setuptools ignores no folder, and the metadata has the licence, classifiers and authors."""

from __future__ import annotations

import subprocess
import sys
import tarfile
import zipfile

import pytest

from tests.conftest import REPO

tomllib = pytest.importorskip("tomllib", reason="tomllib is in the standard library from Python 3.11")


@pytest.mark.slow
def test_built_wheel_and_sdist_keep_the_packages_promises(tmp_path):
    done = subprocess.run([sys.executable, "-m", "build", "--wheel", "--sdist", "--outdir", str(tmp_path / "dist"),
                           str(REPO)], cwd=str(REPO), capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    assert "would be ignored" not in done.stdout + done.stderr
    [wheel] = (tmp_path / "dist").glob("*.whl")
    [sdist] = (tmp_path / "dist").glob("*.tar.gz")
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        modes = {n: archive.getinfo(n).external_attr >> 16 for n in names}
        metadata = archive.read(next(n for n in names if n.endswith(".dist-info/METADATA"))).decode()
    assert any(n.endswith(".dist-info/licenses/LICENSE") for n in names)
    assert not any(n.endswith("translations/update.py") for n in names)
    assert modes["scriptdeck/resources/builtin/convert_units.py"] & 0o111, "a built-in tool keeps its exec bit"
    assert "License-Expression: MIT" in metadata and "Classifier: Programming Language :: Python :: 3" in metadata
    with tarfile.open(sdist) as archive:
        assert any(n.count("/") == 1 and n.endswith("/LICENSE") for n in archive.getnames())


def test_license_file_is_mit_for_the_scriptdeck_authors():
    text = (REPO / "LICENSE").read_text(encoding="utf-8")
    assert text.startswith("MIT License") and "ScriptDeck authors" in text
    project = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["license"] == "MIT" and project["license-files"] == ["LICENSE"]
    assert project["classifiers"]
