"""Damaged and odd files, as a new player might leave them: one line, exit 2, nothing lost.

Saves (every kind of damage seen in play), the set-aside of an autosave a new
game would overwrite, settings of the wrong type, unreadable maps in levels/,
and a screenshot path that cannot be written.
"""

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from game.cli import main
from game.engine import Match
from game.engine.ruleset import registry
from game.engine.savefile import save_match

GAMES = registry.names()


def autosave(tmp_path, game="loot_pirates", moves=12, seed=5):
    """A real autosave of a game some moves in, in a fresh data dir; its bytes."""
    match = Match.new(registry.get(game), 4, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if match.is_over():
            break
        decision = rng.choice(match.pending())
        match.submit(decision.seat, rng.choice(decision.actions))
    path = tmp_path / "autosave.json"
    save_match(match, path, meta={"seats": ["human", "ai:normal", "ai:easy", "ai:hard"]})
    return path


def resume_refuses(tmp_path, monkeypatch, capsys, path):
    """`resume` on the file: exit 2, one line naming the file, the file untouched."""
    before = path.read_bytes()
    monkeypatch.setenv("PIRATE_TABLE_DATA_DIR", str(tmp_path))
    assert main(["resume"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("pirate-table: error: cannot resume:") and str(path) in err
    assert path.read_bytes() == before
    return err


def edit(path, change):
    data = json.loads(path.read_text())
    change(data)
    path.write_text(json.dumps(data))


DAMAGE = {
    "a move that cannot be replayed": (lambda d: d["log"][3].__setitem__(1, {"kind": "fly", "args": {}}),
                                       "move 4 cannot be replayed"),
    "a deleted move": (lambda d: d["log"].pop(2), "."),
    "an edited position": (lambda d: d["snapshot"]["state"].__setitem__("round", 77), "."),
    "options a string": (lambda d: d.__setitem__("options", "booty=20"), "'options' should be an object"),
    "meta a list": (lambda d: d.__setitem__("meta", [1, 2]), "'meta' should be an object"),
    "ruleset a list": (lambda d: d.__setitem__("ruleset", ["loot_pirates"]), "'ruleset' should be a game"),
    "names not strings": (lambda d: d.__setitem__("names", [1, 2, 3, 4]), "should be text"),
    "a seat of a kind nobody knows": (lambda d: d["meta"].__setitem__("seats", ["human", "ai:god", "x", "y"]),
                                      "seats are wrong"),
    "too few seats": (lambda d: d["meta"].__setitem__("seats", ["human"]), "seats are wrong"),
    "players a float": (lambda d: d.__setitem__("players", 4.0), "'players' should be a whole number"),
    "the log an object": (lambda d: d.__setitem__("log", {"a": 1}), "'log' should be a list"),
    "a move without a seat": (lambda d: d["log"].__setitem__(0, [{"kind": "x"}]), "'log[0]"),
    "a snapshot without its state": (lambda d: d["snapshot"].pop("state"), "'snapshot.state' is missing"),
    "options of another game": (lambda d: d.__setitem__("options", {"booty": "lots"}), "booty"),
}


@pytest.mark.parametrize("kind", DAMAGE)
def test_resume_refuses_a_damaged_autosave_in_one_line_and_keeps_it(tmp_path, monkeypatch, capsys, kind):
    path = autosave(tmp_path)
    change, words = DAMAGE[kind]
    edit(path, change)
    assert words in resume_refuses(tmp_path, monkeypatch, capsys, path)


@pytest.mark.parametrize("text", [
    lambda t: t.replace('"seed":', '"seed":1e400,"x":', 1),
    lambda t: t.replace('"seed":', '"seed":' + "9" * 5000 + ',"x":', 1),
    lambda t: "[" * 50000 + "]" * 50000,
    lambda t: t[: len(t) // 2],
    lambda t: "",
])
def test_resume_refuses_numbers_and_nesting_json_cannot_hold(tmp_path, monkeypatch, capsys, text):
    path = autosave(tmp_path)
    path.write_text(text(path.read_text()))
    resume_refuses(tmp_path, monkeypatch, capsys, path)


def test_a_new_game_sets_a_damaged_autosave_aside_and_says_where(tmp_path):
    from game.ui.session import GameSession

    path = autosave(tmp_path)
    edit(path, lambda d: d["log"].pop(0))
    damaged = path.read_bytes()
    session = GameSession.new("loot_pirates", 4, ["ai:easy"] * 4, seed=3, autosave=path)
    session.close()
    kept = list(tmp_path.glob("autosave.damaged-*.json"))
    assert len(kept) == 1 and kept[0].read_bytes() == damaged
    assert kept[0].name in session.error and "could not be loaded" in session.error
    assert json.loads(path.read_text())["seed"] == 3          # the new game's autosave


def test_a_new_game_replaces_a_sound_autosave_without_setting_it_aside(tmp_path):
    from game.ui.session import GameSession

    path = autosave(tmp_path)
    GameSession.new("loot_pirates", 4, ["ai:easy"] * 4, seed=3, autosave=path).close()
    assert not list(tmp_path.glob("*.damaged-*")) and json.loads(path.read_text())["seed"] == 3


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(game=st.sampled_from(GAMES), data=st.data())
def test_fuzz_damaged_autosaves_are_refused_cleanly_and_kept(tmp_path_factory, monkeypatch, capsys, game, data):
    """Random damage to a real autosave: the game resumes, or `resume` refuses in one line;
    either way the file is still there byte for byte."""
    folder = tmp_path_factory.mktemp("fuzz")
    path = autosave(folder, game, moves=data.draw(st.integers(0, 30)), seed=data.draw(st.integers(0, 99)))
    text = path.read_text()
    how = data.draw(st.sampled_from(["cut", "flip", "insert", "value"]))
    if how == "cut":
        at = data.draw(st.integers(0, len(text)))
        text = text[:at]
    elif how == "flip":
        at = data.draw(st.integers(0, len(text) - 1))
        text = text[:at] + data.draw(st.characters(codec="utf-8")) + text[at + 1:]
    elif how == "insert":
        at = data.draw(st.integers(0, len(text)))
        text = text[:at] + data.draw(st.text(alphabet='{}[]",:0123456789.-e tfnul', max_size=8)) + text[at:]
    else:
        saved = json.loads(text)
        key = data.draw(st.sampled_from(sorted(saved)))
        saved[key] = data.draw(st.one_of(st.none(), st.booleans(), st.integers(-2**70, 2**70), st.floats(),
                                         st.text(max_size=5), st.lists(st.integers(), max_size=3),
                                         st.dictionaries(st.text(max_size=3), st.integers(), max_size=2)))
        text = json.dumps(saved)
    path.write_text(text, encoding="utf-8")
    before = path.read_bytes()
    monkeypatch.setenv("PIRATE_TABLE_DATA_DIR", str(folder))
    from game.ui.session import load_saved
    from game.engine.errors import SaveFileError
    try:
        load_saved(path)
        loads = True
    except SaveFileError as exc:
        loads = False
        assert "\n" not in str(exc)
    if not loads:
        assert main(["resume"]) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and err.startswith("pirate-table: error:")
    assert path.read_bytes() == before


# ---- settings --------------------------------------------------------------------------------------
@pytest.mark.parametrize("content, kept", [
    ('{"window": ["wide", 720], "sound": false}', {"window": (1280, 720), "sound": False}),
    ('{"window": [100000, 100000]}', {"window": (1280, 720)}),
    ('{"animation": ["fast"], "ai_pace": {"a": 1}, "names": "Anne"}',
     {"animation": "normal", "ai_pace": "normal"}),
    ('{"names": [1, 2], "fullscreen": "yes", "auto_pass": 0}', {"fullscreen": False, "auto_pass": True}),
    ('[' * 100000 + ']' * 100000, {"window": (1280, 720)}),
    ('["a list"]', {"window": (1280, 720)}),
    ('{"window": [1600, 900], "names": ["Jo", "Al"]}', {"window": (1600, 900)}),
])
def test_settings_of_the_wrong_type_fall_back_one_by_one(tmp_path, capsys, content, kept):
    from game.ui.settings import DEFAULT_NAMES, Settings

    path = tmp_path / "settings.json"
    path.write_text(content)
    loaded = Settings.load(path)
    for key, value in kept.items():
        assert getattr(loaded, key) == value
    assert all(isinstance(n, str) for n in loaded.names) and len(loaded.names) == len(DEFAULT_NAMES)
    for line in capsys.readouterr().err.splitlines():
        assert line.startswith("pirate-table: warning:")


def test_a_bad_setting_warns_once_in_one_line(tmp_path, capsys):
    from game.ui.settings import Settings

    path = tmp_path / "settings.json"
    path.write_text('{"sound": "loud"}')
    Settings.load(path)
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "'sound'" in err


# ---- maps --------------------------------------------------------------------------------------------
@pytest.fixture
def levels_with_a_broken_map(tmp_path, monkeypatch):
    import shutil

    from game.rules.privateer import ocean as ocean_module

    real = ocean_module.levels_dir()
    for name in ("standard_ocean.tmx", "ocean.tsx"):
        shutil.copy(real / name, tmp_path / name)
    (tmp_path / "folder_ocean.tmx").mkdir()
    monkeypatch.setattr(ocean_module, "levels_dir", lambda: tmp_path)
    return tmp_path


def test_an_unreadable_map_is_left_out_with_a_warning_and_the_others_work(levels_with_a_broken_map, capsys):
    from game.rules.privateer.ocean import survey
    from game.simulate import simulate

    assert main(["games"]) == 0
    out, err = capsys.readouterr()
    assert "privateer" in out and "folder_ocean" not in out
    assert "folder_ocean.tmx: cannot be read" in err and err.count("\n") <= 1
    assert "folder_ocean" not in registry.get("privateer").options[0].choices
    assert set(survey()[0]) == {"standard_ocean"}
    report = simulate(registry.get("privateer"), 1, 2, ["random", "random"], 1, {})
    assert report["errors"] == 0
    assert main(["simulate", "privateer", "--games", "1", "--set", "ocean=folder_ocean"]) == 2
    assert "folder_ocean.tmx: cannot be read" in capsys.readouterr().err


def test_screenshot_into_a_path_that_cannot_be_written_is_refused_before_playing(tmp_path, capsys):
    blocker = tmp_path / "a_file"
    blocker.write_text("x")
    for shot in (blocker / "shot.png", tmp_path):
        assert main(["play", "loot_pirates", "--autoplay", "--exit-when-over", "--screenshot", str(shot)]) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and "--screenshot" in err


def test_settings_saved_with_their_defaults_load_without_a_warning(tmp_path, capsys):
    from game.ui.settings import Settings

    path = tmp_path / "settings.json"
    Settings().save(path)
    Settings.load(path)
    assert capsys.readouterr().err == ""
