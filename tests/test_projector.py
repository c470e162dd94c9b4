"""The projector mode without a browser: the app, its command and its packaging.

* The app notebook shipped in the package runs in a real kernel (nbclient)
  without an error and shows the app, with the presets the command passes
  through the environment.
* Each game starts from the chooser with the players, level, deal number and
  language chosen; a game saved with *Save this game* opens again as a
  replay; the deal menu shows another deal; the language follows the chooser.
* A file that is not a saved game (not text, not JSON, another game, too big,
  a game with no finished deal) is refused in one short sentence, in English
  and in Italian, and the page keeps working.
* The command builds the Voilà command line it promises (code hidden, this
  computer only, only the widget extensions) and says in one sentence when
  Voilà is missing; pyproject declares the command, the extra and the
  notebook as package data; the README's teachers' section gives the command.
"""

from __future__ import annotations

import base64
import datetime
import json
import re
import sys
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

from cardkit.belote import BELOTE, BeloteState, RuleBasedPlayer
from cardkit.errors import CardkitError
from cardkit.picchetto import ITALIANO, ComputerPlayer, PicchettoState, play_out
from cardkit.projector import NOTEBOOK, ProjectorApp, cli
from cardkit.projector.app import MAX_SAVE_BYTES, SCALES, presets
from cardkit.widgets import BeloteGame, PicchettoGame, ScopaGame

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

ROOT = Path(__file__).resolve().parent.parent


def picchetto_save(deals: int = 2) -> str:
    state = PicchettoState(ITALIANO, 10, auto_deal=False)
    for _ in range(deals):
        state = play_out(state, [ComputerPlayer()] * 2, until="deal")
    return state.to_json()


def belote_save(deals: int = 1) -> str:
    state = BeloteState(BELOTE, 1)
    while len(state.deal_scores) < deals:
        state.play(RuleBasedPlayer().choose(state))
    return state.to_json()


def text_of(html: str) -> str:
    return re.sub(r"<[^>]+>", "", html).replace("&#x27;", "'").replace("&quot;", '"')


# ---------------------------------------------------------------------------
# the notebook Voilà serves
# ---------------------------------------------------------------------------

def test_the_app_notebook_runs_in_a_kernel(monkeypatch):
    """What Voilà does first: run the shipped notebook top to bottom."""
    monkeypatch.setenv("CARDKIT_PROJECTOR_LANGUAGE", "it")
    monkeypatch.setenv("CARDKIT_PROJECTOR_SCALE", "150")
    nb = nbformat.read(str(NOTEBOOK), as_version=4)
    assert [c.cell_type for c in nb.cells] == ["code"]
    NotebookClient(nb, timeout=120, kernel_name="python3").execute()
    outputs = nb.cells[0].outputs
    assert [o.output_type for o in outputs] == ["execute_result"], outputs
    data = outputs[0]["data"]
    assert "application/vnd.jupyter.widget-view+json" in data
    assert data["text/plain"] == "ProjectorApp(language='it', scale=150)"


# ---------------------------------------------------------------------------
# the chooser and the games
# ---------------------------------------------------------------------------

@pytest.mark.parametrize("game, players, level, expected", [
    ("scopa", 2, "easy", ScopaGame),
    ("scopa", 4, "medium", ScopaGame),
    ("picchetto", 2, "easy", PicchettoGame),
    ("belote", 4, "easy", BeloteGame),
])
def test_start_plays_the_chosen_game(game, players, level, expected):
    app = ProjectorApp(language="it")
    app.game_choice.value = game
    app.players_choice.value = players
    app.level_choice.value = level
    app.deal_choice.value = 7
    app.start_button.click()
    view = app.game
    assert isinstance(view, expected) and app.replay is None
    assert view.seed == 7 and view.level == level and view.language == "it"
    if game == "scopa":
        assert view.rules.players == players
    # the same game as the one made by hand: same deal, same status
    same = {"scopa": lambda: ScopaGame(players, seed=7, level=level, language="it"),
            "picchetto": lambda: PicchettoGame(seed=7, level=level, language="it"),
            "belote": lambda: BeloteGame(seed=7, level=level, language="it")}[game]()
    assert view.state.history == same.state.history and view.status() == same.status()
    assert app.chooser.layout.display == "none" and app.stage.layout.display == ""
    assert "smazzata numero 7" in app._stage_title.value
    app.menu_button.click()
    assert app.chooser.layout.display == "" and app.stage.layout.display == "none"
    # the game waits behind the menu until another one starts
    assert app.game is view and app.resume_button.layout.display == ""
    assert app.resume_button.description == "Torna alla partita"
    view.refresh()
    app.resume_button.click()
    assert app.stage.layout.display == "" and app.chooser.layout.display == "none"
    app.menu()
    app.open_save(belote_save(), "b.json")
    assert app.game is None and app.replay is not None and app.resume_button.layout.display == "none"
    app.menu()
    assert app.resume_button.description == "Torna al replay"
    assert view.children == () or all(c.comm is None for c in view.children)   # the old game was closed


def test_the_players_row_is_only_for_scopa():
    app = ProjectorApp()
    assert app.players_choice.layout.display == "" and app._players_fixed.value == ""
    app.game_choice.value = "belote"
    assert app.players_choice.layout.display == "none"
    assert app._players_fixed.value == "four players in two pairs"
    app.game_choice.value = "picchetto"
    assert app._players_fixed.value == "two players"


def test_language_and_scale_follow_the_chooser():
    app = ProjectorApp(language="en")
    assert app.start_button.description == "Start the game"
    game = app.start()
    app.language_choice.value = "it"
    assert app.start_button.description == "Inizia la partita"
    assert [label for label, _ in app.level_choice.options] == ["facile", "medio", "forte"]
    assert game.language == "it" and app.save_button.description == "Salva questa partita"
    for scale in SCALES:
        app.scale_choice.value = scale
        assert f"zoom: {scale / 100:g};" in app._style.value


def test_a_game_saved_from_the_page_opens_again_as_a_replay():
    app = ProjectorApp()
    app.game_choice.value = "belote"
    app.deal_choice.value = 1
    game = app.start()
    while not game.state.deal_scores:        # play the deal out through the widget
        assert game.my_turn                   # the computers answer at once
        game.move(RuleBasedPlayer().choose(game.state))
    app.save_button.click()
    link = re.search(r'download="([^"]+)" href="data:application/json;base64,([^"]+)"', app.download.value)
    assert link and link.group(1) == "belote-deal-1.json"
    text = base64.b64decode(link.group(2)).decode("utf-8")
    assert text == game.state.to_json()
    app.menu()
    app.upload.value = ({"name": link.group(1), "type": "application/json", "size": len(text),
                         "content": memoryview(text.encode()), "last_modified": datetime.datetime.now()},)
    assert app.upload.value == ()                # ready for the same file again
    replay = app.replay
    assert type(replay).__name__ == "BeloteReplay" and replay.deal == 1
    assert "belote-deal-1.json" in app._stage_title.value
    assert app.save_button.layout.display == "none"


def test_the_deal_menu_shows_each_deal_of_a_save():
    app = ProjectorApp()
    replay = app.open_save(picchetto_save(2), "two.json")
    assert replay.deal == 2 and app.deal_menu.value == 2
    assert [v for _, v in app.deal_menu.options] == [1, 2] and app.deal_menu.layout.display == ""
    app.deal_menu.value = 1
    assert app.replay.deal == 1 and app.replay is not replay
    replay.forward()                            # the old viewer was closed, the new one works
    app.replay.forward()
    assert app.replay.position == 1
    one = app.open_save(belote_save(1), "one.json")
    assert one.deal == 1 and app.deal_menu.layout.display == "none"


def test_a_scopa_save_opens_in_scopa_s_viewer():
    from cardkit.scopa import RuleBasedPlayer as ScopaPlayer, ScopaRules, ScopaState
    state = ScopaState(ScopaRules(), 3)
    while not state.hand_records():
        state.play(ScopaPlayer().choose(state))
    app = ProjectorApp(language="it")
    view = app.open_save(state.to_json().encode("utf-8"), "scopa.json")
    assert type(view).__name__ == "ReplayViewer" and view.language == "it"
    # a file name from outside is shown cut to one short line
    app.open_save(state.to_json(), "x" * 10_000 + "\n<b>.json")
    assert len(text_of(app._stage_title.value)) < 100 and "<b>" not in app._stage_title.value


HOSTILE = [
    (b"\xff\xfe\x00", "not UTF-8 text"),
    ("", "not a saved game"),
    ("null", "not a saved game"),
    ("[1, 2]", "not a saved game"),
    ("{" * 100_000, "not a saved game"),
    ('{"game": "chess", "rules": {}, "history": []}', "the game chess"),
    ('{"game": 7}', "not a saved game"),
    ('{"game": "scopa"}', "rules"),
    (" " * (MAX_SAVE_BYTES + 1), "too big"),
    (b"x" * (MAX_SAVE_BYTES + 1), "too big"),
]


@pytest.mark.parametrize("content, words", HOSTILE, ids=range(len(HOSTILE)))
def test_a_file_that_is_not_a_save_is_refused_in_one_sentence(content, words):
    app = ProjectorApp()
    assert app.open_save(content, "x.json") is None
    message = text_of(app.message)
    assert words in message and len(message) < 200 and "\n" not in message and "Traceback" not in message
    assert app.replay is None and app.chooser.layout.display != "none"
    it = ProjectorApp(language="it")
    it.open_save(content, "x.json")
    assert text_of(it.message) and text_of(it.message) != message
    # the page still works after a refusal
    assert app.open_save(belote_save(), "ok.json") is not None and app.message == ""


def test_a_game_with_no_finished_deal_cannot_be_replayed():
    app = ProjectorApp()
    assert app.open_save(BeloteState(BELOTE, 2).to_json()) is None
    assert "no deal of this game is finished yet" in text_of(app.message)


def test_presets_from_the_command_and_the_address():
    assert presets({}) == ({}, [])
    settings, refused = presets({"CARDKIT_PROJECTOR_LANGUAGE": "it", "CARDKIT_PROJECTOR_SCALE": "150",
                                 "QUERY_STRING": "scale=175%25&game=Belote"})
    assert settings == {"language": "it", "scale": 175, "game": "belote"} and refused == []
    settings, refused = presets({"QUERY_STRING": "language=fr&scale=99999999&game=poker"})
    assert settings == {} and len(refused) == 3 and all(isinstance(e, CardkitError) for e in refused)
    app = ProjectorApp.from_environment({"QUERY_STRING": "language=it&scale=300"})
    assert app.language == "it" and app.scale_choice.value == 125
    assert text_of(app.message) == "scale deve essere uno tra 100, 125, 150, 175, 200, non 300: tenuto 125"
    with pytest.raises(CardkitError, match="scale must be one of"):
        ProjectorApp(scale=3)
    with pytest.raises(CardkitError, match="language must be one of"):
        ProjectorApp(language="fr")


# ---------------------------------------------------------------------------
# the command and the packaging
# ---------------------------------------------------------------------------

def test_the_command_line_serves_the_shipped_notebook_with_code_hidden():
    args, extra = cli.parser().parse_known_args(
        ["--port", "9000", "--no-browser", "--language", "it", "--scale", "150", "--Voila.log_level=10"])
    cmd = cli.voila_command(args, extra)
    assert cmd[:4] == [sys.executable, "-m", "voila", str(NOTEBOOK)] and NOTEBOOK.is_file()
    for option in ("--strip_sources=True", "--port=9000", "--Voila.ip=127.0.0.1", "--no-browser",
                   "--VoilaConfiguration.extension_allowlist=anywidget", "--Voila.log_level=10"):
        assert option in cmd
    env = cli.environment(args, {"PATH": "/bin"})
    assert env == {"PATH": "/bin", "CARDKIT_PROJECTOR_LANGUAGE": "it", "CARDKIT_PROJECTOR_SCALE": "150"}
    assert cli.SCALES == SCALES


def test_the_server_is_locked_to_its_owner_and_culls_its_kernels():
    """A token (new at each start), the Host check put back, one exact port,
    the capped and culled kernel manager; Voilà's default of taking no code
    from the page is left alone."""
    first, second = (cli.voila_command(cli.parser().parse_args([]), []) for _ in range(2))
    tokens = [next(o for o in cmd if o.startswith("--token=")) for cmd in (first, second)]
    assert tokens[0] != tokens[1] and len(tokens[0]) > len("--token=") + 24
    for option in ("--Voila.port_retries=0", "--no-browser",
                   "--Voila.tornado_settings={'allow_remote_access': False}",
                   "--VoilaConfiguration.multi_kernel_manager_class=cardkit.projector.kernels.ProjectorKernelManager",
                   "--ProjectorKernelManager.max_kernels=4", "--MappingKernelManager.cull_idle_timeout=30",
                   "--MappingKernelManager.cull_interval=10", "--MappingKernelManager.cull_connected=False"):
        assert option in first, option
    assert not [o for o in first if "allowed_message_types" in o or "allow_remote_access=True" in o]
    args = cli.parser().parse_args(["--token", "a-fixed-token_1234", "--max-pages", "2", "--cull-after", "60"])
    cmd = cli.voila_command(args, [])
    assert "--token=a-fixed-token_1234" in cmd and "--ProjectorKernelManager.max_kernels=2" in cmd
    assert "--MappingKernelManager.cull_idle_timeout=60" in cmd and "--MappingKernelManager.cull_interval=20" in cmd
    assert cli.url(args) == "http://127.0.0.1:8866/?token=a-fixed-token_1234"


@pytest.mark.parametrize("options, words", [
    (["--token", "short"], "a token is 16 to 128 letters, digits, '-' or '_'"),
    (["--token", "bad token with spaces!"], "a token is 16 to 128 letters"),
    (["--max-pages", "0"], "give a whole number from 1 to 20"),
    (["--max-pages", "many"], "give a whole number from 1 to 20"),
    (["--cull-after", "1"], "give a whole number from 5 to 3600"),
])
def test_bad_server_options_are_refused_in_one_sentence(options, words, capsys):
    with pytest.raises(SystemExit) as stop:
        cli.parser().parse_args(options)
    assert stop.value.code == 2
    assert words in capsys.readouterr().err.strip().splitlines()[-1]


def variant_presets():
    """The Picchetto presets the projector has no replay for (played by their own states)."""
    from cardkit.picchetto import PRESETS, PicchettoState

    return [name for name, rules in PRESETS.items() if type(rules.new_game(0)) is not PicchettoState]


@pytest.mark.parametrize("language", ["en", "it"])
@pytest.mark.parametrize("name", variant_presets())
def test_a_variant_save_is_refused_in_plain_words(name, language):
    from cardkit.picchetto import PRESETS

    assert len(variant_presets()) >= 4           # three- and four-player tables, Voleur, the auction
    app = ProjectorApp()
    app.language_choice.value = language
    assert app.open_save(PRESETS[name].new_game(1).to_json(), "x.json") is None
    text = re.sub(r"<[^>]+>", "", app._message.value)
    expected = {"en": f"this save is of the {name} variant, which the projector does not replay: it replays ",
                "it": f"questo salvataggio è della variante {name}, che il proiettore non rivede: rivede le partite "}
    assert text.startswith(expected[language]) and "ITALIANO" in text and "RUBICON" in text
    assert "State" not in text and len(text) <= 160 and "\n" not in text


def test_without_voila_the_command_says_how_to_install_it(monkeypatch, capsys):
    monkeypatch.setattr(cli.importlib.util, "find_spec", lambda name: None)
    assert cli.main(["--language", "it"]) == 1
    err = capsys.readouterr().err.strip()
    assert err == 'il proiettore ha bisogno di Voilà: installalo con pip install "cardkit[projector]"'


def test_pyproject_declares_the_command_the_extra_and_the_notebook():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert project["project"]["scripts"]["cardkit-projector"] == "cardkit.projector.cli:main"
    extras = project["project"]["optional-dependencies"]
    assert any(r.startswith("voila>=") for r in extras["projector"])
    assert any(r.startswith("voila>=") for r in extras["test"])
    assert "**/*.ipynb" in project["tool"]["setuptools"]["package-data"]["cardkit"]
    assert NOTEBOOK.parent == ROOT / "cardkit" / "projector"
    env = (ROOT / "environment.yml").read_text(encoding="utf-8")
    assert re.search(r"^\s+- voila>=", env, re.M)


def test_the_readme_and_the_teachers_guide_give_the_command():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    teachers = readme[readme.index("## For teachers"):readme.index("## Tests")]
    assert "cardkit-projector" in teachers and 'pip install -e ".[projector]"' in teachers
    assert "cardkit-projector" in (ROOT / "docs" / "teachers.md").read_text(encoding="utf-8")
    # the notebook is stored unexecuted: Voilà runs it
    nb = json.loads(NOTEBOOK.read_text(encoding="utf-8"))
    assert all(not c.get("outputs") for c in nb["cells"])
