"""The projector page: a chooser, then a game or a replay, drawn large.

:class:`ProjectorApp` is one ipywidgets box.  Its chooser picks

* the game (Scopa, Picchetto, Belote), the number of players (Scopa: 2, or
  4 in pairs; Picchetto is for two, Belote for four in two pairs), how the
  computer plays (the coach's levels), the deal number (the seed: "everyone
  look at deal 7"), the language of every label, and the size on screen;
* or a saved game (the JSON text of ``state.to_json()``, from a file) to
  replay step by step: Scopa's :class:`~cardkit.widgets.ReplayViewer`,
  :class:`~cardkit.widgets.PicchettoReplay` or
  :class:`~cardkit.widgets.BeloteReplay`, with a choice of the deal when the
  save holds several.

The game or the replay then fills the page, with a *Menu* button back to the
chooser and, in a game, *Save this game*, which offers the game's JSON as a
download (the file the chooser opens again).  The size is a CSS ``zoom`` of
the whole page: the cards are SVG, so they stay sharp at any size.

The language and the size can be preset (an unknown value is refused with a
one-sentence message on the page, and the default kept): by the command
(``cardkit-projector --language it --scale 150``, which sets the
environment variables ``CARDKIT_PROJECTOR_LANGUAGE`` and
``CARDKIT_PROJECTOR_SCALE`` for the kernel) or in the page's address
(``?language=it&scale=150&game=belote``; Voilà hands the query string to
the kernel as ``QUERY_STRING``).  Text equivalents of every click:
:meth:`ProjectorApp.start`, :meth:`ProjectorApp.open_save`,
:meth:`ProjectorApp.choose_deal`, :meth:`ProjectorApp.save`,
:meth:`ProjectorApp.menu` (the game stays until another one starts),
:meth:`ProjectorApp.resume`.
"""

from __future__ import annotations

import base64
import json
import os
from urllib.parse import parse_qs

import ipywidgets

from .. import coach, i18n
from ..belote import BeloteState
from ..errors import CardkitError, InvalidInputError, InvalidStateError
from ..picchetto import PRESETS as PICCHETTO_PRESETS
from ..picchetto import PicchettoState
from ..scopa import ScopaState
from ..widgets import (BeloteGame, BeloteReplay, PicchettoGame, PicchettoReplay, ReplayViewer,
                       ScopaGame)
from ..widgets.base import DropdownChoice, ToggleChoice, close_widgets, kept_parts
from ..widgets.markup import esc, message_html

GAMES = ("scopa", "picchetto", "belote")
#: sizes on screen offered, in per cent
SCALES = (100, 125, 150, 175, 200)
DEFAULT_SCALE = 125
#: a saved game larger than this is refused before it is read
MAX_SAVE_BYTES = 2_000_000
MAX_SEED = 999_999

GAME_NAMES = {"scopa": "Scopa", "picchetto": "Picchetto", "belote": "Belote"}
STATES = {"scopa": ScopaState, "picchetto": PicchettoState, "belote": BeloteState}

i18n.register({
    "projector.title": {"en": "cardkit in class", "it": "cardkit in classe"},
    "projector.game": {"en": "Game", "it": "Gioco"},
    "projector.players": {"en": "Players", "it": "Giocatori"},
    "projector.players.2": {"en": "2", "it": "2"},
    "projector.players.4": {"en": "4, in pairs", "it": "4, a coppie"},
    "projector.players.picchetto": {"en": "two players", "it": "due giocatori"},
    "projector.players.belote": {"en": "four players in two pairs", "it": "quattro giocatori in due coppie"},
    "projector.level": {"en": "The computer plays", "it": "Il computer gioca"},
    "projector.deal": {"en": "Deal number", "it": "Smazzata numero"},
    "projector.language": {"en": "Language", "it": "Lingua"},
    "projector.scale": {"en": "Size on screen", "it": "Grandezza"},
    "projector.start": {"en": "Start the game", "it": "Inizia la partita"},
    "projector.or_replay": {"en": "Or replay a saved game:", "it": "Oppure rivedi una partita salvata:"},
    "projector.upload": {"en": "Open a save (.json)", "it": "Apri un salvataggio (.json)"},
    "projector.menu": {"en": "Menu", "it": "Menu"},
    "projector.resume.game": {"en": "Back to the game", "it": "Torna alla partita"},
    "projector.resume.replay": {"en": "Back to the replay", "it": "Torna al replay"},
    "projector.save": {"en": "Save this game", "it": "Salva questa partita"},
    "projector.download": {"en": "Download {name}", "it": "Scarica {name}"},
    "projector.deal_choice": {"en": "Deal", "it": "Smazzata"},
    "projector.playing": {"en": "{game}, deal number {seed}", "it": "{game}, smazzata numero {seed}"},
    "projector.replaying": {"en": "{game}: replay of {name}", "it": "{game}: replay di {name}"},
    "projector.a_save": {"en": "a saved game", "it": "una partita salvata"},
    "projector.bad_option": {
        "en": "{name} must be one of {expected}, not {value}: kept {default}",
        "it": "{name} deve essere uno tra {expected}, non {value}: tenuto {default}",
    },
    "projector.bad_environ": {
        "en": "environ must be None or a dict of texts, like os.environ, not {value!r}",
        "it": "environ deve essere None o un dict di testi, come os.environ, non {value!r}",
    },
    "projector.bad_message": {
        "en": "message must be a text of at most 2000 characters, not {value!r}",
        "it": "message deve essere un testo di al massimo 2000 caratteri, non {value!r}",
    },
    "projector.bad_argument": {
        "en": "{name} must be one of {expected}, not {value}",
        "it": "{name} deve essere uno tra {expected}, non {value}",
    },
    "projector.not_a_save": {
        "en": "this file is not a saved game: open the JSON text that state.to_json() writes",
        "it": "questo file non è una partita salvata: apri il testo JSON che scrive state.to_json()",
    },
    "projector.not_text": {
        "en": "this file is not UTF-8 text: a saved game is the JSON text that state.to_json() writes",
        "it": "questo file non è testo UTF-8: una partita salvata è il testo JSON che scrive state.to_json()",
    },
    "projector.too_big": {
        "en": "this file is too big for a saved game: at most {limit} bytes are read",
        "it": "questo file è troppo grande per una partita salvata: si leggono al massimo {limit} byte",
    },
    "projector.unknown_game": {
        "en": "this save is of the game {found}: the projector replays Scopa, Picchetto and Belote",
        "it": "questo salvataggio è del gioco {found}: il proiettore rivede Scopa, Picchetto e Belote",
    },
    "projector.variant_save": {
        "en": "this save is of the {variant} variant, which the projector does not replay: it replays {accepted} games",
        "it": "questo salvataggio è della variante {variant}, che il proiettore non rivede: rivede le partite {accepted}",
    },
})


def _check(name: str, value, allowed):
    """``value`` if it is one of ``allowed``, else the kit's one-sentence refusal."""
    if not any(type(value) is type(a) and value == a for a in allowed):
        raise InvalidInputError("projector.bad_argument", name=name, value=value,
                                expected=", ".join(map(str, allowed)))
    return value


def presets(environ=None) -> tuple[dict, list]:
    """The language, size and game preset for the page, and the refusals.

    Read from the environment variables ``CARDKIT_PROJECTOR_LANGUAGE``,
    ``CARDKIT_PROJECTOR_SCALE`` and ``CARDKIT_PROJECTOR_GAME``, then from
    the page's query string (``QUERY_STRING``, which wins): ``language``,
    ``scale`` and ``game``.  Returns ``(settings, refused)``: the valid
    settings as keyword arguments of :class:`ProjectorApp`, and a
    :class:`~cardkit.errors.CardkitError` for each value refused.
    """
    environ = os.environ if environ is None else environ
    if not (environ is os.environ or (isinstance(environ, dict) and all(
            isinstance(k, str) and isinstance(v, str) for k, v in environ.items()))):
        raise InvalidInputError("projector.bad_environ", value=environ)
    given = {}
    for key in ("language", "scale", "game"):
        value = environ.get(f"CARDKIT_PROJECTOR_{key.upper()}")
        if value:
            given[key] = value
    query = parse_qs(str(environ.get("QUERY_STRING", ""))[:1000])
    for key in ("language", "scale", "game"):
        if query.get(key):
            given[key] = query[key][-1]
    settings, refused = {}, []
    allowed = {"language": i18n.LANGUAGES, "scale": SCALES, "game": GAMES}
    defaults = {"language": "en", "scale": DEFAULT_SCALE, "game": "scopa"}
    for key, value in given.items():
        text = value.strip().lower()
        if key == "scale":
            text = text.rstrip("%")
            text = int(text) if text.isdigit() and len(text) < 5 else text
        if text in allowed[key]:
            settings[key] = text
        else:
            refused.append(InvalidInputError(
                "projector.bad_option", name=key, value=value,
                expected=", ".join(map(str, allowed[key])), default=defaults[key]))
    return settings, refused


def _replayable_presets() -> list[str]:
    """The Picchetto presets whose games the projector replays: those played by a plain PicchettoState."""
    return [k for k, r in PICCHETTO_PRESETS.items() if type(r.new_game(0)) is PicchettoState]


def _style(scale: int) -> str:
    """The page's CSS: the zoom, and a chooser that reads from the back row."""
    return (
        "<style>"
        f".ck-projector {{ zoom: {scale / 100:g}; }}"
        ".ck-projector .ck-projector-chooser .widget-toggle-button { width: auto; min-width: 6em;"
        " padding: 0 0.8em; }"
        ".ck-projector .ck-projector-chooser .widget-label { min-width: 11em; }"
        ".ck-projector .ck-projector-title { font-size: 1.4em; font-weight: bold; margin: 0 0 0.4em 0; }"
        ".ck-projector .ck-projector-heading { font-size: 1.1em; font-weight: bold; }"
        ".ck-projector .ck-projector-bar .widget-button { width: auto; }"
        ".ck-projector .ck-projector-bar > * { margin-right: 1em; }"
        ".ck-projector .ck-projector-start { font-size: 1.1em; }"
        "</style>"
    )


class ProjectorApp(ipywidgets.VBox):
    """The projector page (see the module doc).

    Parameters
    ----------
    language : ``"en"`` or ``"it"`` (default: the kit's current language).
    scale : the size on screen in per cent, one of :data:`SCALES`.
    game : the game the chooser starts on (``"scopa"``, ``"picchetto"``,
        ``"belote"``).
    message : a first line to show (what :meth:`from_environment` refused).

    Parts: :attr:`chooser` with :attr:`game_choice`,
    :attr:`players_choice`, :attr:`level_choice`, :attr:`deal_choice`,
    :attr:`language_choice`, :attr:`scale_choice`, :attr:`start_button`,
    :attr:`upload`, :attr:`resume_button`; :attr:`stage` with :attr:`menu_button`,
    :attr:`save_button`, :attr:`download`, :attr:`deal_menu`.  Readings:
    :attr:`game` (the game widget shown, or None), :attr:`replay` (the
    replay shown, or None), :attr:`message`.
    """

    def __init__(self, *, language: str = "", scale: int = DEFAULT_SCALE, game: str = "scopa",
                 message: str = ""):
        # every argument checked before any widget is made (a refused page leaves none behind)
        lang = _check("language", language, ("",) + i18n.LANGUAGES) or i18n.get_language()
        _check("scale", scale, SCALES)
        _check("game", game, GAMES)
        if not isinstance(message, str) or len(message) > 2000:
            raise InvalidInputError("projector.bad_message", value=message)
        super().__init__()
        self._lang = lang
        self.game = None
        self.replay = None
        self._save = None          # (name, state) of the save being replayed
        self.add_class("ck-projector")
        self._style = ipywidgets.HTML(_style(scale))
        self._build_chooser(game, scale)
        self._build_stage()
        self.children = (self._style, self.chooser, self.stage)
        self._relabel()
        self._show_message(message, "error")

    @classmethod
    def from_environment(cls, environ=None) -> "ProjectorApp":
        """The app with the presets of the command and of the page's address
        (see :func:`presets`); refused values are shown on the page."""
        settings, refused = presets(environ)
        lang = settings.get("language", "")
        text = " ".join(err.message(lang or None) for err in refused)
        return cls(message=text, **settings)

    def __repr__(self) -> str:
        return f"ProjectorApp(language={self.language!r}, scale={self.scale_choice.value})"

    # -- building ------------------------------------------------------------
    def _row(self, label: ipywidgets.Label, control) -> ipywidgets.HBox:
        return ipywidgets.HBox([label, control], layout=ipywidgets.Layout(align_items="center"))

    def _build_chooser(self, game: str, scale: int) -> None:
        self._title = ipywidgets.HTML()
        self._title.add_class("ck-projector-title")
        self._labels = {key: ipywidgets.Label() for key in
                        ("game", "players", "level", "deal", "language", "scale")}
        self.game_choice = ToggleChoice(
            options=[(GAME_NAMES[g], g) for g in GAMES], value=game)
        self.players_choice = ToggleChoice(options=[("2", 2), ("4", 4)], value=2)
        self._players_fixed = ipywidgets.Label()
        self.level_choice = ToggleChoice(options=[(lv, lv) for lv in coach.LEVELS], value="easy")
        self.deal_choice = ipywidgets.BoundedIntText(value=1, min=0, max=MAX_SEED,
                                                     layout=ipywidgets.Layout(width="8em"))
        self.language_choice = ToggleChoice(
            options=[("English", "en"), ("Italiano", "it")], value=self._lang)
        self.scale_choice = ToggleChoice(
            options=[(f"{s} %", s) for s in SCALES], value=scale)
        self.start_button = ipywidgets.Button(button_style="success", layout=ipywidgets.Layout(
            width="auto", height="2.6em", align_self="flex-start", padding="0 2em"))
        self.start_button.add_class("ck-projector-start")
        self.resume_button = ipywidgets.Button(layout=ipywidgets.Layout(
            width="auto", height="2.6em", padding="0 2em", display="none"))
        self.resume_button.add_class("ck-projector-resume")
        self.resume_button.on_click(lambda _b: self.resume())
        self._or_replay = ipywidgets.HTML()
        self._or_replay.add_class("ck-projector-heading")
        self.upload = ipywidgets.FileUpload(accept=".json,application/json", multiple=False,
                                            layout=ipywidgets.Layout(width="auto", align_self="flex-start",
                                                                     padding="0 2em"))
        self.upload.add_class("ck-projector-upload")
        self._message = ipywidgets.HTML()
        self._message.add_class("ck-projector-message")
        for name in ("game", "players", "level", "deal", "language", "scale"):
            getattr(self, f"{name}_choice").add_class(f"ck-projector-{name}")
        players = ipywidgets.HBox([self.players_choice, self._players_fixed])
        self.chooser = ipywidgets.VBox([
            self._title,
            self._row(self._labels["game"], self.game_choice),
            self._row(self._labels["players"], players),
            self._row(self._labels["level"], self.level_choice),
            self._row(self._labels["deal"], self.deal_choice),
            self._row(self._labels["language"], self.language_choice),
            self._row(self._labels["scale"], self.scale_choice),
            ipywidgets.HBox([self.start_button, self.resume_button]),
            self._or_replay,
            self.upload,
            self._message,
        ])
        self.chooser.add_class("ck-projector-chooser")
        self.game_choice.observe(lambda _c: self._relabel(), "value")
        self.language_choice.observe(self._language_chosen, "value")
        self.scale_choice.observe(lambda c: setattr(self._style, "value", _style(c["new"])), "value")
        self.start_button.on_click(lambda _b: self.start())
        self.upload.observe(self._uploaded, "value")

    def _build_stage(self) -> None:
        self.menu_button = ipywidgets.Button(icon="bars")
        self.menu_button.add_class("ck-projector-menu")
        self.menu_button.on_click(lambda _b: self.menu())
        self._stage_title = ipywidgets.HTML()
        self._stage_title.add_class("ck-projector-heading")
        self.save_button = ipywidgets.Button(icon="download")
        self.save_button.add_class("ck-projector-save")
        self.save_button.on_click(lambda _b: self.save())
        self.download = ipywidgets.HTML()
        self.download.add_class("ck-projector-download")
        self.deal_menu = DropdownChoice(layout=ipywidgets.Layout(width="auto"),
                                             style={"description_width": "initial"})
        self.deal_menu.observe(self._deal_chosen, "value")
        self._bar = ipywidgets.HBox(
            [self.menu_button, self._stage_title, self.deal_menu, self.save_button, self.download],
            layout=ipywidgets.Layout(align_items="center"))
        self._bar.add_class("ck-projector-bar")
        self._content = ipywidgets.VBox()
        self.stage = ipywidgets.VBox([self._bar, self._content])
        self.stage.add_class("ck-projector-stage")
        self.stage.layout.display = "none"

    # -- words ---------------------------------------------------------------
    @property
    def language(self) -> str:
        """The language of the page and of what it shows (``"en"`` or ``"it"``)."""
        return self._lang

    def tr(self, key: str, **params) -> str:
        return i18n.tr(key, self._lang, **params)

    def _relabel(self) -> None:
        t = self.tr
        self._title.value = esc(t("projector.title"))
        for key, label in self._labels.items():
            label.value = t(f"projector.{key}")
        self.level_choice.options = [(t(f"widget.coach.level.{lv}"), lv) for lv in coach.LEVELS]
        self.players_choice.options = [(t("projector.players.2"), 2), (t("projector.players.4"), 4)]
        game = self.game_choice.value
        scopa = game == "scopa"
        self.players_choice.layout.display = "" if scopa else "none"
        self._players_fixed.value = "" if scopa else t(f"projector.players.{game}")
        self.start_button.description = t("projector.start")
        self._or_replay.value = esc(t("projector.or_replay"))
        self.upload.description = self.upload.tooltip = t("projector.upload")
        self.menu_button.description = t("projector.menu")
        self.resume_button.description = t("projector.resume." + ("replay" if self.replay else "game"))
        self.save_button.description = t("projector.save")
        self.deal_menu.description = t("projector.deal_choice")
        self._title_stage()

    def _language_chosen(self, change) -> None:
        self._lang = change["new"]
        self._relabel()
        for view in (self.game, self.replay):
            if view is not None:
                view.language = self._lang

    def _show_message(self, text: str, kind: str = "info") -> None:
        self._message.value = message_html(text, kind)

    @property
    def message(self) -> str:
        """The chooser's message line, as HTML (empty when there is none)."""
        return self._message.value

    def _refuse(self, error) -> None:
        self._show_message(error.message(self._lang) if isinstance(error, CardkitError) else str(error),
                           "error")

    # -- playing -------------------------------------------------------------
    def start(self):
        """Start the game the chooser shows (what *Start the game* does)
        and return its widget."""
        game, seed, level = self.game_choice.value, self.deal_choice.value, self.level_choice.value
        common = {"seed": seed, "level": level, "language": self._lang}
        try:
            if game == "scopa":
                view = ScopaGame(self.players_choice.value, **common)
            elif game == "picchetto":
                view = PicchettoGame(**common)
            else:
                view = BeloteGame(**common)
        except CardkitError as exc:        # pragma: no cover - every choice offered is valid
            self._refuse(exc)
            return None
        self._show(view, game=view)
        return view

    def save(self) -> str:
        """Offer the game in play as a JSON download (what *Save this game*
        does); returns the file's text."""
        if self.game is None:
            return ""
        text = self.game.state.to_json()
        kind = self.game.state.rules.game
        name = f"{kind}-deal-{self.game.seed}.json"
        data = base64.b64encode(text.encode("utf-8")).decode("ascii")
        self.download.value = (f'<a download="{esc(name)}" href="data:application/json;base64,{data}">'
                               f'{esc(self.tr("projector.download", name=name))}</a>')
        return text

    # -- replaying -----------------------------------------------------------
    def _uploaded(self, change) -> None:
        files = change["new"]
        if not files:
            return
        item = files[0]
        try:
            content = bytes(item["content"])
            name = str(item.get("name", ""))
        except (KeyError, TypeError, ValueError):  # pragma: no cover - the front end sends these
            self._refuse(InvalidStateError("projector.not_a_save"))
            return
        finally:
            self.upload.value = ()     # the same file may be opened again
        self.open_save(content, name)

    def open_save(self, content, name: str = ""):
        """Replay a saved game: ``content`` is the JSON text of
        ``state.to_json()`` (text or bytes), ``name`` the file's name.  The
        last finished deal (Picchetto, Belote) or hand (Scopa) is shown
        first.  Returns the replay widget, or None with the reason shown
        (a file that is not a save, a game with no finished deal...)."""
        try:
            state = self._read_save(content)
            view = self._replay_view(state, -1)
        except CardkitError as exc:
            self._refuse(exc)
            return None
        name = i18n.clip(str(name), 60) if name else self.tr("projector.a_save")
        self._save = (name, state)
        self._show(view, replay=view)
        return view

    def _read_save(self, content):
        if isinstance(content, (bytes, bytearray, memoryview)):
            if len(content) > MAX_SAVE_BYTES:
                raise InvalidStateError("projector.too_big", limit=MAX_SAVE_BYTES)
            try:
                content = bytes(content).decode("utf-8")
            except UnicodeDecodeError:
                raise InvalidStateError("projector.not_text") from None
        if not isinstance(content, str):
            raise InvalidStateError("projector.not_a_save")
        if len(content) > MAX_SAVE_BYTES:
            raise InvalidStateError("projector.too_big", limit=MAX_SAVE_BYTES)
        try:
            data = json.loads(content)
        except (ValueError, RecursionError):
            raise InvalidStateError("projector.not_a_save") from None
        if not isinstance(data, dict) or not isinstance(data.get("game"), str):
            raise InvalidStateError("projector.not_a_save")
        kind = data["game"]
        if kind not in STATES:
            raise InvalidStateError("projector.unknown_game", found=kind)
        with i18n.language(self._lang):
            state = STATES[kind].from_json(content)
        if kind == "picchetto" and type(state) is not PicchettoState:
            # three- and four-player tables, Voleur and the auction: their own states, no replay viewer
            name = next((k for k, r in PICCHETTO_PRESETS.items() if r == state.rules), state.rules.name)
            raise InvalidStateError("projector.variant_save", variant=name,
                                    accepted=", ".join(_replayable_presets()))
        return state

    def _replay_view(self, state, deal: int):
        common = {"language": self._lang}
        kind = state.rules.game
        if kind == "scopa":
            return ReplayViewer(state, None if deal == -1 else deal, you=0, **common)
        cls = PicchettoReplay if kind == "picchetto" else BeloteReplay
        with i18n.language(self._lang):
            return cls(state, deal, **common)

    @staticmethod
    def _deals(state) -> int:
        kind = state.rules.game
        if kind == "picchetto":
            return len(state.deal_results)
        if kind == "belote":
            return len(state.deal_scores)
        return 0                  # Scopa's viewer has its own choice of hand

    def choose_deal(self, deal: int):
        """Show deal ``deal`` (from 1) of the save being replayed (what the
        *Deal* menu does); returns the replay."""
        if self._save is None:
            return None
        try:
            view = self._replay_view(self._save[1], deal)
        except CardkitError as exc:
            self._refuse(exc)
            return None
        self._show(view, replay=view, keep_deal_menu=True)
        return view

    def _deal_chosen(self, change) -> None:
        if self.replay is not None and change["new"] and change["new"] != getattr(self.replay, "deal", None):
            self.choose_deal(change["new"])

    # -- the stage -----------------------------------------------------------
    def _show(self, view, game=None, replay=None, keep_deal_menu: bool = False) -> None:
        old = [v for v in (self.game, self.replay) if v is not None]
        self.game, self.replay = game, replay
        if game is not None:
            self._save = None
        self._content.children = (view,)
        close_widgets(old)
        self.download.value = ""
        self.save_button.layout.display = "" if game is not None else "none"
        n = self._deals(self._save[1]) if replay is not None and self._save else 0
        if not keep_deal_menu:
            self.deal_menu.unobserve(self._deal_chosen, "value")
            self.deal_menu.options = [(str(d), d) for d in range(1, n + 1)]
            self.deal_menu.value = n if n else None
            self.deal_menu.observe(self._deal_chosen, "value")
        self.deal_menu.layout.display = "" if n > 1 else "none"
        self._show_message("")
        self._title_stage()
        self.chooser.layout.display = "none"
        self.stage.layout.display = ""
        self.resume_button.layout.display = "none"

    def _title_stage(self) -> None:
        if self.game is not None:
            kind = self.game.state.rules.game
            text = self.tr("projector.playing", game=GAME_NAMES[kind], seed=self.game.seed)
        elif self.replay is not None and self._save is not None:
            kind = self._save[1].rules.game
            text = self.tr("projector.replaying", game=GAME_NAMES[kind], name=self._save[0])
        else:
            text = ""
        self._stage_title.value = esc(text)

    def menu(self) -> None:
        """Back to the chooser (what *Menu* does).  The game or replay is
        kept until another one starts: *Back to the game* shows it again."""
        self.stage.layout.display = "none"
        self.chooser.layout.display = ""
        shown = self.game is not None or self.replay is not None
        self.resume_button.layout.display = "" if shown else "none"
        self._relabel()

    def resume(self) -> None:
        """Show the game or replay again (what *Back to the game* does)."""
        if self.game is None and self.replay is None:
            return
        self.chooser.layout.display = "none"
        self.stage.layout.display = ""

    def close(self) -> None:
        """Close the page with everything it shows."""
        if "_content" not in vars(self):  # its constructor refused its arguments
            super().close()
            return
        old = [v for v in (self.game, self.replay) if v is not None]
        self.game = self.replay = None
        self._content.children = ()
        close_widgets(old)
        close_widgets((self.chooser, self.stage, self._style))
        close_widgets((self.layout, *kept_parts(self)))
        super().close()
