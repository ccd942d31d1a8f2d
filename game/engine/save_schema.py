"""The shape of a save file, as a JSON Schema: checked before anything in the file is trusted.

The schema covers what every game's save has (the envelope, the move list, the
snapshot's outline); each game's own position is checked by replaying the moves
(see savefile.py), so a file edited by hand is caught either way.
"""

from __future__ import annotations

from typing import Any

from jsonschema import Draft202012Validator, validators
from jsonschema.exceptions import best_match

MAX_PLAYERS = 16
NAME = {"type": "string", "maxLength": 200}
ACTION = {
    "type": "object",
    "required": ["kind"],
    "properties": {"kind": {"type": "string", "maxLength": 64}, "args": {"type": "object"}},
}
SAVE_SCHEMA: dict[str, Any] = {
    "type": "object",
    "required": ["format", "version", "ruleset", "players", "names", "options", "seed", "log"],
    "properties": {
        "format": {"type": "string"},
        "version": {"type": "integer", "minimum": 1},
        "app_version": {"type": "string"},
        "ruleset": {"type": "string"},
        "players": {"type": "integer", "minimum": 1, "maximum": MAX_PLAYERS},
        "names": {"type": "array", "items": NAME, "maxItems": MAX_PLAYERS},
        "options": {"type": "object"},
        "seed": {"type": "integer", "minimum": -(2**63), "maximum": 2**63 - 1},
        "setup": {"type": ["object", "null"]},
        "log": {"type": "array", "items": {
            "type": "array", "minItems": 2, "maxItems": 2,
            "prefixItems": [{"type": "integer", "minimum": 0, "maximum": MAX_PLAYERS - 1}, ACTION]}},
        "snapshot": {"type": ["object", "null"], "required": ["state", "rng"],
                     "properties": {"state": {"type": "object"}, "rng": {"type": ["array", "object", "string"]}}},
        "over": {"type": "boolean"},
        "meta": {"type": ["object", "null"], "properties": {
            "seats": {"type": "array", "items": {"type": "string", "maxLength": 32}, "maxItems": MAX_PLAYERS}}},
    },
}

# JSON Schema counts 3.0 as an integer and true as neither; Python's `range(3.0)` would not agree.
_TYPES = Draft202012Validator.TYPE_CHECKER.redefine(
    "integer", lambda _checker, value: isinstance(value, int) and not isinstance(value, bool))
_Validator = validators.extend(Draft202012Validator, type_checker=_TYPES)
_VALIDATOR = _Validator(SAVE_SCHEMA)

_WORDS = {"object": "an object", "array": "a list", "string": "text", "integer": "a whole number",
          "boolean": "true or false", "null": "null"}


def schema_problem(data: Any) -> str | None:
    """What is wrong with a save dict's shape, in words for one line, or None."""
    error = best_match(_VALIDATOR.iter_errors(data))
    if error is None:
        return None
    where = "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in error.absolute_path).lstrip(".")
    if error.validator == "required":
        missing = next((k for k in error.validator_value if k not in error.instance), "?")
        field = f"{where}.{missing}" if where else missing
        return f"the field {field!r} is missing"
    if error.validator == "type":
        wanted = error.validator_value if isinstance(error.validator_value, list) else [error.validator_value]
        return f"the field {where!r} should be {' or '.join(_WORDS.get(w, w) for w in wanted)}"
    if error.validator in ("minimum", "maximum", "minItems", "maxItems", "maxLength"):
        return f"the field {where!r} is out of range"
    return f"the field {where!r} is not valid ({error.validator})"
