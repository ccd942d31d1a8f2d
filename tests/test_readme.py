"""The README's two set-up commands, and .ci/run running exactly the test one."""

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _commands():
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    blocks = text.split("```sh\n")[1:]
    return [b.split("\n```")[0].strip() for b in blocks]


def test_readme_starts_with_two_setup_commands():
    install, tests = _commands()[:2]
    assert install.endswith("-m game") and "pip install -e ." in install
    assert tests.endswith("-m pytest") and '".[test]"' in tests


def test_ci_runs_exactly_the_readme_test_command():
    test_command = _commands()[1]
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    assert test_command in ci
