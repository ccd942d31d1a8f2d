"""The benchmark scripts under bench/ as modules, for tests of what they measure with."""

import importlib.util
from pathlib import Path
from types import ModuleType

BENCH = Path(__file__).parents[1] / "bench"


def load(name: str) -> ModuleType:
    """bench/`name`.py, loaded by path (bench/ is a folder of scripts, not a package)."""
    spec = importlib.util.spec_from_file_location(name, BENCH / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
