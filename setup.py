"""Packaging (see pyproject.toml), plus the compiled twins of the modules the captains think in.

The twins are optional: without Cython or a C compiler the install goes on and the app runs
its .py files, only slower. They are built into game/_compiled under a name that carries the
hash of their source, and game/speedups.py loads one only while its source is unchanged.
"""

from __future__ import annotations

import os
import sys
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

ROOT = Path(__file__).resolve().parent
sys.path.insert(0, str(ROOT))
from game import speedups  # noqa: E402


class BuildTwins(build_ext):
    """Compiles each twin straight to its hashed name in game/_compiled, both cores at once;
    a twin that fails to compile is skipped with a warning and its module runs as Python."""

    def finalize_options(self) -> None:
        super().finalize_options()
        if not self.parallel:
            self.parallel = os.cpu_count() or 1

    def get_ext_fullpath(self, ext_name: str) -> str:
        return str(speedups.twin_path(ext_name, speedups.source_hash(speedups.source_of(ext_name))))

    def run(self) -> None:
        if not self.extensions:     # Cython missing (or PIRATE_TABLE_PURE): keep the twins there are, as
            return                  # each loads only while its source is unchanged; none is made stale
        speedups.TWINS.mkdir(exist_ok=True)
        wanted = {Path(self.get_ext_fullpath(ext.name)).name for ext in self.extensions}
        for old in speedups.TWINS.glob(f"game.*{EXTENSION_SUFFIXES[0]}"):
            if old.name not in wanted:          # built from a source since changed (this Python's only)
                old.unlink()
        super().run()

    def build_extension(self, ext: Extension) -> None:
        if self.compiler.compiler_type == "unix":
            ext.extra_compile_args = ["-g0"]     # no debug tables: a quarter less compile time
        try:
            super().build_extension(ext)
        except Exception as problem:            # no compiler, or it failed: that module stays Python
            print(f"warning: {ext.name} not compiled ({str(problem).splitlines()[0][:200]}); "
                  "it runs as Python", file=sys.stderr)

    def copy_extensions_to_source(self) -> None:
        pass                                    # built in place already (an editable install asks)

    def get_outputs(self) -> list[str]:
        return []                               # they live in the source tree, not in the wheel


def twins() -> list[Extension]:
    if os.environ.get("PIRATE_TABLE_PURE"):
        return []
    try:
        from Cython.Build import cythonize
    except ImportError:
        print("Cython is missing: the captains will think at pure-Python speed", file=sys.stderr)
        return []
    modules = [Extension(name, [str(speedups.source_of(name).relative_to(ROOT))]) for name in speedups.HOT]
    return cythonize(modules, build_dir="build/cython", quiet=True, nthreads=os.cpu_count() or 1,
                     compiler_directives={"language_level": 3, "annotation_typing": False, "binding": True})


setup(ext_modules=twins(), cmdclass={"build_ext": BuildTwins})
