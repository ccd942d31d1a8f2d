"""Setup options and variants a ruleset declares, and their validation.

The same declarations drive `python -m game games`, `--set KEY=VALUE`, the
setup screen and the save file, so an option is described in one place.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from game.engine.errors import OptionError


@dataclass(frozen=True)
class OptionSpec:
    """One option: `kind` is "int", "seat" (a seat number), "bool" or "choice".

    A None default means "automatic".
    """

    name: str
    kind: str
    default: Any
    help: str
    minimum: int | None = None
    maximum: int | None = None
    choices: tuple[str, ...] = ()
    label: str = ""          # a short title for the setup screen ("Booty size")
    labels: tuple[str, ...] = ()   # how each choice reads on screen, if not its name
    step: int = 1            # how far one click of the setup screen's - / + moves an "int"

    def choice_label(self, choice: str) -> str:
        if choice in self.choices and len(self.labels) == len(self.choices):
            return self.labels[self.choices.index(choice)]
        return choice

    @property
    def title(self) -> str:
        return self.label or self.name.replace("_", " ").capitalize()

    def describe(self) -> str:
        if self.kind == "seat":
            values = "seat number from 0"
        elif self.kind == "bool":
            values = "on|off"
        elif self.kind == "choice":
            values = "|".join(self.choices)
        else:
            lo = "" if self.minimum is None else str(self.minimum)
            hi = "" if self.maximum is None else str(self.maximum)
            values = f"whole number {lo}..{hi}".rstrip(".") if (lo or hi) else "whole number"
        default = "auto" if self.default is None else _show(self.default)
        return f"{self.name} ({values}, default {default}): {self.help}"

    def parse(self, game: str, value: Any) -> Any:
        """Accept a typed value or its command-line text; raise OptionError otherwise."""
        if self.kind == "bool":
            if isinstance(value, bool):
                return value
            text = str(value).strip().lower()
            if text in ("1", "true", "yes", "on"):
                return True
            if text in ("0", "false", "no", "off"):
                return False
            raise OptionError(f"option {self.name} of {game} expects on or off, not {value!r}")
        if self.kind == "choice":
            text = str(value).strip()
            if text not in self.choices:
                raise OptionError(
                    f"option {self.name} of {game} expects one of {', '.join(self.choices)}, not {value!r}")
            return text
        if value is None or (isinstance(value, str) and value.strip().lower() == "auto"):
            if self.default is None:
                return None
        try:
            number = int(value) if not isinstance(value, bool) else None
        except (TypeError, ValueError):
            number = None
        if number is None:
            raise OptionError(f"option {self.name} of {game} expects a whole number, not {value!r}")
        if self.minimum is not None and number < self.minimum:
            raise OptionError(f"option {self.name} of {game} must be at least {self.minimum}, not {number}")
        if self.maximum is not None and number > self.maximum:
            raise OptionError(f"option {self.name} of {game} must be at most {self.maximum}, not {number}")
        return number


def _show(value: Any) -> str:
    if isinstance(value, bool):
        return "on" if value else "off"
    return str(value)


def resolve_options(game: str, specs: tuple[OptionSpec, ...], given: Mapping[str, Any] | None) -> dict[str, Any]:
    """Defaults overlaid with `given`; unknown names and bad values raise OptionError."""
    by_name = {s.name: s for s in specs}
    resolved = {s.name: s.default for s in specs}
    for name, value in (given or {}).items():
        spec = by_name.get(name)
        if spec is None:
            known = ", ".join(by_name) or "none"
            raise OptionError(f"{game} has no option {name!r} (its options: {known})")
        resolved[name] = spec.parse(game, value)
    return resolved
