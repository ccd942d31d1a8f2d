"""Save files: atomic, replayable, and clear about damaged or foreign files."""

import json

import pytest

from game.engine import Action, Match, SaveFileError, load_match, save_match
from game.engine.savefile import FORMAT_VERSION
from tests.engine.toy_rulesets import StrikeAndBlock

TOY = StrikeAndBlock()


def played(seed=3):
    m = Match.new(TOY, 3, {"blocks": 1}, seed=seed)
    for seat, n in enumerate((2, 1, 0)):
        m.submit(seat, Action.of("pick", n=n))
    m.submit(0, Action.of("strike", target=2))
    return m


def test_save_load_round_trip_and_continue(tmp_path):
    m = played()
    path = tmp_path / "game.json"
    save_match(m, path, meta={"seats": ["human", "ai:easy", "random"]})
    loaded, meta = load_match(path)
    assert meta == {"seats": ["human", "ai:easy", "random"]}
    assert loaded.snapshot() == m.snapshot() and loaded.log == m.log
    assert [e.to_json() for e in loaded.events] == [e.to_json() for e in m.events]
    quick, _ = load_match(path, quick=True)
    assert quick.state.to_json() == m.state.to_json()
    for match in (m, loaded):
        for d in match.pending():
            match.submit(d.seat, Action.of("pass"))
    assert loaded.snapshot() == m.snapshot()


def test_write_is_atomic_and_leaves_no_temp_files(tmp_path):
    path = tmp_path / "sub" / "save.json"
    save_match(played(), path)
    save_match(played(seed=4), path)
    assert [p.name for p in path.parent.iterdir()] == ["save.json"]
    assert json.loads(path.read_text())["seed"] == 4


@pytest.mark.parametrize("content, message", [
    ("{not json", "is damaged: not valid JSON"),
    ('{"hello": 1}', "is not a Pirate Table save file"),
    ('[1, 2]', "is not a Pirate Table save file"),
    ('{"format": "pirate-table-save"}', "format version is missing"),
    ('{"format": "pirate-table-save", "version": 99, "ruleset": "toy_strike"}', "newer Pirate Table"),
    ('{"format": "pirate-table-save", "version": 1, "ruleset": "chess"}', "game 'chess'"),
    ('{"format": "pirate-table-save", "version": 1, "ruleset": "toy_strike", "players": 3}', "field 'names' is missing"),
])
def test_bad_files_give_one_line_errors(tmp_path, content, message):
    path = tmp_path / "bad.json"
    path.write_text(content)
    with pytest.raises(SaveFileError, match=message) as info:
        load_match(path)
    assert "\n" not in str(info.value)


def test_missing_file(tmp_path):
    with pytest.raises(SaveFileError, match="no such save file"):
        load_match(tmp_path / "nothing.json")


def test_tampered_log_and_snapshot_are_caught(tmp_path):
    path = tmp_path / "g.json"
    save_match(played(), path)
    data = json.loads(path.read_text())
    data["log"][0][1] = {"kind": "strike", "target": 1}
    path.write_text(json.dumps(data))
    with pytest.raises(SaveFileError, match="move 1 cannot be replayed"):
        load_match(path)
    save_match(played(), path)
    data = json.loads(path.read_text())
    data["snapshot"]["state"]["score"] = [3, 0, 0]
    path.write_text(json.dumps(data))
    with pytest.raises(SaveFileError, match="does not match its list of moves"):
        load_match(path)


def test_format_version_is_written():
    from game.engine.savefile import to_save_dict
    data = to_save_dict(played())
    assert data["version"] == FORMAT_VERSION and data["ruleset"] == "toy_strike"


def test_the_saved_text_is_the_save_dict_with_each_move_encoded_once(tmp_path):
    """The autosave reuses each move's encoding (a long game saves in a join): the file still
    reads back as exactly the dict a plain json.dumps would have written."""
    from game.engine.savefile import to_save_dict, to_save_text

    m = played()
    m.log.append((1, Action.from_json({"kind": "note", "args": {"cards": [1, 2]}})))   # a list, as JSON has it
    meta = {"seats": ["human", "ai:easy", "random"], "log": None}
    assert json.loads(to_save_text(m, meta)) == json.loads(json.dumps(to_save_dict(m, meta)))
