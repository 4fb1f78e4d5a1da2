"""Only what pyproject.toml cannot say: ``translations/update.py`` (the translators' tool, run from a checkout)
stays out of the wheel (``exclude-package-data`` applies to data files, never to a package's modules); and the
``.py`` files of the resources' folders (built-in tools, templates) are data, copied with their mode (a module
copy drops the exec bit a built-in tool needs)."""

from setuptools import setup
from setuptools.command.build_py import build_py

LEFT_OUT = {("scriptdeck.translations", "update")}
DATA_ONLY = {"scriptdeck.resources.builtin", "scriptdeck.resources.templates", "scriptdeck.resources.icons"}


class BuildPy(build_py):
    def find_package_modules(self, package, package_dir):  # type: ignore[no-untyped-def]
        if package in DATA_ONLY:
            return []
        return [m for m in super().find_package_modules(package, package_dir) if (m[0], m[1]) not in LEFT_OUT]


setup(cmdclass={"build_py": BuildPy})
