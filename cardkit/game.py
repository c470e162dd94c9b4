"""What every game of the kit shares: rules objects, states, history, JSON.

The shape follows OpenSpiel's Python games:

* a **rules object** is immutable (a frozen dataclass: the game and its
  variant options; presets are module constants);
* a **state** is mutable and knows whose turn it is, the sorted legal moves
  and how to apply one;
* **dealing is an explicit chance step**.  Every deal is recorded in the
  history as a ``"deal ..."`` entry that lists the whole deck in dealing
  order, so a game replays exactly from its history, and a teacher can set
  up any deal by hand.  Deals drawn automatically come from the game's seed
  and the deal's number (``f"{seed}/{n}"``), so the same seed always gives
  the same match, undo or not.

A subclass implements the hooks marked *subclass* below.  Everything else
(validated ``play``, ``undo``, ``copy``, replay, JSON save/load with clear
errors) lives here once.
"""

from __future__ import annotations

import dataclasses
import json
from typing import ClassVar

from . import i18n
from .cards import MAX_SEED_TEXT, CardList, Deck, check_seed, shuffle, to_cards
from .errors import CardkitError, IllegalMoveError, InvalidInputError, InvalidStateError
from ._packed import new_history
from .options import is_int, need_int, need_text

SAVE_FORMAT = 1

#: the largest saved game read back (characters of JSON)
MAX_SAVE_CHARS = 20_000_000
#: the most steps (deals and moves) a saved history may hold
MAX_HISTORY = 200_000
#: the longest step of a saved history (a deal lists a whole deck)
MAX_ENTRY_CHARS = 1_000
#: the most items in one option of a rules object, and its longest text
MAX_OPTION_ITEMS = 100
MAX_OPTION_CHARS = 200

i18n.register({
    "state.wrong_game": {
        "en": "this saved game is {found}, not {expected}",
        "it": "questa partita salvata è di {found}, non di {expected}",
    },
    "state.wrong_variant": {
        "en": "this save is of {preset}, a game {cls} does not play: {loader}.from_json loads it",
        "it": "questo salvataggio è di {preset}, un gioco che {cls} non gioca: lo carica {loader}.from_json",
    },
    "state.wrong_variant_rules": {
        "en": "{cls} does not play {preset}: {loader}({preset}, seed) starts that game",
        "it": "{cls} non gioca {preset}: {loader}({preset}, seed) avvia quel gioco",
    },
    "state.bad_rules": {
        "en": "the saved rules are not valid: {reason}",
        "it": "le regole salvate non sono valide: {reason}",
    },
    "state.rules_not_object": {
        "en": "the saved rules are not valid: expected an object of options, found {found!r}",
        "it": "le regole salvate non sono valide: serve un oggetto di opzioni, c'è {found!r}",
    },
    "state.unknown_options": {
        "en": "the saved rules are not valid: unknown options {names}",
        "it": "le regole salvate non sono valide: opzioni sconosciute {names}",
    },
    "state.bad_entry": {
        "en": "saved step {index} does not replay: {reason}",
        "it": "il passo salvato {index} non si rigioca: {reason}",
    },
    "state.entry_not_text": {
        "en": "the saved history does not replay: entry {index} ({entry!r}) is not text",
        "it": "la storia salvata non si rigioca: la voce {index} ({entry!r}) non è un testo",
    },
    "state.entry_too_long": {
        "en": "the saved history does not replay: entry {index} is longer than {limit} characters",
        "it": "la storia salvata non si rigioca: la voce {index} supera i {limit} caratteri",
    },
    "state.not_json": {
        "en": "this is not a saved cardkit game: it is not JSON text ({problem})",
        "it": "questa non è una partita di cardkit salvata: non è un testo JSON ({problem})",
    },
    "state.too_deep": {
        "en": "this is not a saved cardkit game: its JSON is nested too deeply",
        "it": "questa non è una partita di cardkit salvata: il suo JSON è annidato troppo in profondità",
    },
    "state.too_big": {
        "en": "this saved game is too big: at most {limit} characters are read",
        "it": "questa partita salvata è troppo grande: si leggono al massimo {limit} caratteri",
    },
    "state.not_object": {
        "en": "this is not a saved cardkit game: expected a JSON object, found {found!r}",
        "it": "questa non è una partita di cardkit salvata: serve un oggetto JSON, c'è {found!r}",
    },
    "state.missing_field": {
        "en": "this is not a saved cardkit game: the field {field!r} is missing",
        "it": "questa non è una partita di cardkit salvata: manca il campo {field!r}",
    },
    "state.bad_format": {
        "en": "this saved game has the unknown format {found!r}: this version of cardkit reads format {expected}",
        "it": "questa partita salvata ha il formato sconosciuto {found!r}: questa versione di cardkit legge il formato {expected}",
    },
    "state.bad_history": {
        "en": "the saved history must be a list of at most {limit} texts, found {found!r}",
        "it": "la storia salvata deve essere una lista di al massimo {limit} testi, c'è {found!r}",
    },
    "state.too_long_to_save": {
        "en": "this game has {n} steps and a save holds at most {limit}: start a new state for each match you want to keep",
        "it": "questa partita ha {n} passi e un salvataggio ne tiene al massimo {limit}: avvia un nuovo stato per ogni partita da tenere",
    },
    "state.bad_seed": {
        "en": "the saved seed {found!r} is not a seed: it must be an integer or a text of at most {limit} characters",
        "it": "il seme salvato {found!r} non è un seme: dev'essere un intero o un testo di al massimo {limit} caratteri",
    },
    "state.bad_auto_deal": {
        "en": "the saved 'auto_deal' must be true or false, found {found!r}",
        "it": "il campo salvato 'auto_deal' dev'essere true o false, c'è {found!r}",
    },
    "state.bad_option": {
        "en": "the saved rules are not valid: the option {name!r} has the value {value!r}, which is not "
              "a number, a short text or a short list of them",
        "it": "le regole salvate non sono valide: l'opzione {name!r} ha il valore {value!r}, che non è "
              "un numero, un testo breve o una breve lista di essi",
    },
    "state.bad_rules_object": {
        "en": "{found!r} is not a rules object of {game}: give a {cls} object",
        "it": "{found!r} non è un oggetto di regole di {game}: serve un oggetto {cls}",
    },
    "state.bad_indent": {
        "en": "{found!r} is not an indent: give None or a number of spaces from 0 to 8",
        "it": "{found!r} non è un rientro: dai None o un numero di spazi da 0 a 8",
    },
    "state.bad_flag": {
        "en": "{name} must be True or False, not {found!r}",
        "it": "{name} dev'essere True o False, non {found!r}",
    },
    "state.bad_deal": {
        "en": "a deal must list every card of the {deck} deck exactly once",
        "it": "una distribuzione deve elencare ogni carta del mazzo {deck} esattamente una volta",
    },
    "state.not_chance": {
        "en": "no cards are to be dealt now: it is {player}'s turn",
        "it": "ora non si distribuiscono carte: tocca a {player}",
    },
    "state.chance_pending": {
        "en": "the cards must be dealt first",
        "it": "prima bisogna distribuire le carte",
    },
    "state.game_over": {
        "en": "the game is over: no more moves",
        "it": "la partita è finita: non si gioca più",
    },
    "state.nothing_to_undo": {
        "en": "there is no move to undo",
        "it": "non c'è nessuna mossa da annullare",
    },
    "state.not_a_move": {
        "en": "{text!r} is not a move here: the legal moves are {legal}",
        "it": "{text!r} non è una mossa valida qui: le mosse lecite sono {legal}",
    },
    "game.abstract": {
        "en": "{cls} is the part every game shares: make a game's own ({example})",
        "it": "{cls} è la parte comune a ogni gioco: crea quella di un gioco ({example})",
    },
    "game.bad_key": {
        "en": "{owner}: key must be the name of a registered message, not {value!r}",
        "it": "{owner}: key deve essere il nome di un messaggio registrato, non {value!r}",
    },
    "game.bad_params": {
        "en": "{owner}: params must be a tuple of (name, value) pairs, not {value!r}",
        "it": "{owner}: params deve essere una tupla di coppie (nome, valore), non {value!r}",
    },
    "game.bad_totals": {
        "en": "{owner}: {name} must be a list of 1 to 8 whole numbers, not {value!r}",
        "it": "{owner}: {name} deve essere una lista da 1 a 8 numeri interi, non {value!r}",
    },
    "game.bad_legal": {
        "en": "illegal_not_a_move: legal must be a list of moves, not {value!r}",
        "it": "illegal_not_a_move: legal deve essere una lista di mosse, non {value!r}",
    },
    "state.not_a_move.more": {"en": "{moves} … and {n} more", "it": "{moves} … e altre {n}"},
})


class Rules:
    """Mixin for a game's frozen-dataclass rules object.

    Subclasses are ``@dataclasses.dataclass(frozen=True)`` and set ``game``
    (a short name such as ``"scopa"``) and ``state_class``.
    """

    game: ClassVar[str] = "?"
    state_class: ClassVar[type] = None  # type: ignore[assignment]

    def __new__(cls, *args, **kwargs):
        if not dataclasses.is_dataclass(cls):
            raise InvalidInputError("game.abstract", cls=cls.__name__, example="ScopaRules, BeloteRules")
        return super().__new__(cls)

    def to_dict(self) -> dict:
        return {f.name: getattr(self, f.name) for f in dataclasses.fields(self)}

    def label(self) -> str:
        """A short name for messages: the preset's name when these rules
        are one (``"VOLEUR"``), else the rules' own ``name`` or the game's."""
        return str(getattr(self, "name", "") or self.game)

    @classmethod
    def from_dict(cls, data: dict):
        """The rules saved by :meth:`to_dict`.

        Anything else (not a dict, unknown options, values that are not
        numbers, short texts or short lists of them, or options the rules
        class itself refuses) raises :class:`InvalidStateError`.
        """
        if not isinstance(data, dict):
            raise InvalidStateError("state.rules_not_object", found=data)
        names = {f.name for f in dataclasses.fields(cls)}
        unknown = [name for name in data if name not in names]
        if unknown:
            raise InvalidStateError("state.unknown_options", names=", ".join(i18n.shorten(n, 30) for n in unknown[:5]))
        for name, value in data.items():
            if not _is_option_value(value):
                raise InvalidStateError("state.bad_option", name=name, value=value)
        try:
            rules = cls(**data)
            hash(rules), repr(rules)  # a usable rules object: immutable and printable
        except Exception as e:  # whatever the rules class refuses, said in one sentence
            raise InvalidStateError("state.bad_rules", reason=_reason(e)) from None
        return rules

    def replace(self, **changes):
        """A copy of these rules with some options changed."""
        return dataclasses.replace(self, **changes)

    def new_game(self, seed, **kw):
        """A new state for these rules; the first deal is drawn from ``seed``."""
        return self.state_class(self, seed, **kw)


def _is_option_value(value, depth: int = 0) -> bool:
    """A value a rules option may take in a save: None, a bool, a number,
    a short text, or a short list/tuple of these (one level deep)."""
    if value is None or isinstance(value, (bool, int, float)):
        return not isinstance(value, int) or value.bit_length() <= 64
    if isinstance(value, str):
        return len(value) <= MAX_OPTION_CHARS
    if isinstance(value, (list, tuple)) and depth == 0:
        return len(value) <= MAX_OPTION_ITEMS and all(_is_option_value(v, 1) for v in value)
    return False


def _reason(error: Exception):
    """A nested error as the ``reason`` of another message, cut to
    :data:`~cardkit.i18n.TEXT_LIMIT` characters: a CardkitError renders in
    the language the outer message is shown in; anything else by its text."""
    if isinstance(error, CardkitError):
        return i18n.Term.of(lambda lang: i18n.clip(error.message(lang)))
    return i18n.Quoted(str(error) or type(error).__name__)


def _check_flag(name: str, value) -> bool:
    if not isinstance(value, bool):
        raise InvalidInputError("state.bad_flag", name=name, found=value)
    return value


def _load_json(text) -> dict:
    """The object of a saved game: JSON text (str or bytes) or a dict."""
    if isinstance(text, dict):
        return text
    if not isinstance(text, (str, bytes, bytearray)):
        raise InvalidStateError("state.not_json", problem=type(text).__name__)
    if len(text) > MAX_SAVE_CHARS:
        raise InvalidStateError("state.too_big", limit=MAX_SAVE_CHARS)
    try:
        data = json.loads(text)
    except RecursionError:
        raise InvalidStateError("state.too_deep") from None
    except ValueError as e:  # JSONDecodeError, UnicodeDecodeError
        raise InvalidStateError("state.not_json", problem=_reason(e)) from None
    if not isinstance(data, dict):
        raise InvalidStateError("state.not_object", found=data)
    return data


class GameState:
    """Base of every game state.  See the module docstring."""

    #: the player names used in messages, indexed by player number
    deck: ClassVar[Deck]

    def __new__(cls, *args, **kwargs):
        if cls is GameState:
            raise InvalidInputError("game.abstract", cls=cls.__name__, example="ScopaState, BeloteState")
        return super().__new__(cls)

    def __init__(self, rules: Rules, seed=0, *, deal=None, auto_deal: bool = True):
        self._check_rules(rules)
        self.rules = rules
        self.seed = check_seed(seed)
        self.auto_deal = _check_flag("auto_deal", auto_deal)
        self._history = new_history()
        self._deals = 0
        self._setup()
        if deal is not None:
            self.deal(deal)
        self._auto_chance()

    # ------------------------------------------------------------------
    # hooks (subclass)
    # ------------------------------------------------------------------
    def _setup(self) -> None:
        """Set the fields of a state before anything is dealt."""
        raise NotImplementedError

    def is_chance_node(self) -> bool:
        """True when the next step is dealing cards."""
        raise NotImplementedError

    def is_over(self) -> bool:
        raise NotImplementedError

    def current_player(self) -> int:
        """Whose turn it is (meaningless at a chance node or when over)."""
        raise NotImplementedError

    def _deal_cards(self, order: list) -> None:
        """Apply a deal: ``order`` is the whole deck in dealing order."""
        raise NotImplementedError

    def legal_moves(self) -> list:
        """The legal moves, sorted; ``[]`` at a chance node or at the end."""
        raise NotImplementedError

    def _parse_move(self, text: str):
        """A move from its notation (raise :class:`IllegalMoveError` or
        ``InvalidCardError`` when it cannot be read)."""
        raise NotImplementedError

    def _explain_illegal(self, move) -> IllegalMoveError:
        """The error that names the rule ``move`` breaks."""
        raise NotImplementedError

    def _apply(self, move) -> None:
        """Apply a legal move (never raises)."""
        raise NotImplementedError

    def _copy_fields(self, other: "GameState") -> None:
        """Copy the game fields of ``self`` into the fresh ``other``."""
        raise NotImplementedError

    def deck_for_deal(self) -> Deck:
        """The deck dealt next (override when a variant changes it)."""
        return self.deck

    # ------------------------------------------------------------------
    # chance
    # ------------------------------------------------------------------
    @property
    def deal_number(self) -> int:
        """How many deals have been made so far."""
        return self._deals

    def deal(self, order=None) -> None:
        """Deal the cards: ``order`` is the whole deck in dealing order (a
        notation string or list); ``None`` draws it from the seed."""
        if not self.is_chance_node():
            raise IllegalMoveError("state.not_chance", player=self.player_name(self.current_player()))
        deck = self.deck_for_deal()
        if order is None:
            cards = shuffle(deck.cards, f"{self.seed}/{self._deals}")
        else:
            cards = to_cards(order)
            if len(cards) != len(deck) or set(cards) != set(deck.cards):
                raise IllegalMoveError("state.bad_deal", deck=deck.name)
        self._deal_cards(list(cards))
        self._deals += 1
        self._history.append("deal " + " ".join(str(c) for c in cards))
        self._history.settle()          # a deal begins: pack the full blocks of the past

    def _auto_chance(self) -> None:
        while self.auto_deal and not self.is_over() and self.is_chance_node():
            self.deal()

    # ------------------------------------------------------------------
    # moves
    # ------------------------------------------------------------------
    def coerce_move(self, move):
        """A move object from a move or its notation (no legality check)."""
        if isinstance(move, str):
            return self._parse_move(move.strip())
        return move

    def is_legal(self, move) -> bool:
        try:
            m = self.coerce_move(move)
        except CardkitError:
            return False
        return m in self.legal_moves()

    def play(self, move) -> None:
        """Play ``move`` (a move or its notation).

        An illegal move raises :class:`IllegalMoveError`, naming the rule it
        breaks, and leaves the state exactly as it was.
        """
        if self.is_over():
            raise IllegalMoveError("state.game_over")
        if self.is_chance_node():
            raise IllegalMoveError("state.chance_pending")
        m = self.coerce_move(move)
        if m not in self.legal_moves():
            raise self._explain_illegal(m)
        self._apply(m)
        self._history.append(str(m))
        self._auto_chance()

    apply = play

    # ------------------------------------------------------------------
    # history, undo, copy
    # ------------------------------------------------------------------
    @property
    def history(self) -> tuple[str, ...]:
        """Every step so far, deals included, in notation."""
        return tuple(self._history)

    def moves_played(self) -> list[str]:
        """The players' moves only (no deals)."""
        return [h for h in self._history if not h.startswith("deal ")]

    @classmethod
    def _check_rules(cls, rules) -> None:
        expected = getattr(cls, "rules_class", None) or Rules
        if not isinstance(rules, expected):
            raise InvalidInputError("state.bad_rules_object", found=rules, game=getattr(expected, "game", "?"),
                                    cls=expected.__name__)
        if not cls.plays(rules):
            raise InvalidInputError("state.wrong_variant_rules", cls=cls.__name__, preset=rules.label(),
                                    loader=cls.loader().__name__)

    @classmethod
    def plays(cls, rules: Rules) -> bool:
        """Whether this class plays games of ``rules`` (a game whose variants
        have states of their own says which are whose)."""
        return True

    @classmethod
    def loader(cls) -> type:
        """The state class whose ``from_json`` loads every save of this game
        (and whose constructor starts every variant)."""
        return cls

    def _fresh(self) -> "GameState":
        return type(self)(self.rules, self.seed, auto_deal=False)

    @classmethod
    def replay(cls, rules: Rules, history, seed=0, auto_deal: bool = True) -> "GameState":
        """Rebuild a state from its history (deals included).

        ``history`` is a list or tuple of steps in notation (at most
        :data:`MAX_HISTORY`); a step that is not text, or that the rules
        refuse, raises :class:`InvalidStateError` naming it.
        """
        if not isinstance(history, (list, tuple)) or len(history) > MAX_HISTORY:
            raise InvalidStateError("state.bad_history", limit=MAX_HISTORY, found=history)
        _check_flag("auto_deal", auto_deal)
        state = cls(rules, seed, auto_deal=False)
        for i, entry in enumerate(history):
            state._replay_entry(i, entry)
        state.auto_deal = auto_deal
        state._auto_chance()
        return state

    def _replay_entry(self, index: int, entry) -> None:
        if not isinstance(entry, str):
            raise InvalidStateError("state.entry_not_text", index=index, entry=entry)
        if len(entry) > MAX_ENTRY_CHARS:
            raise InvalidStateError("state.entry_too_long", index=index, limit=MAX_ENTRY_CHARS)
        try:
            if entry.startswith("deal "):
                self.deal(entry[5:])
            else:
                self.play(entry)
        except CardkitError as e:
            raise InvalidStateError("state.bad_entry", index=index, reason=_reason(e)) from None

    def undo(self) -> None:
        """Take back the last player move (and any deal that followed it)."""
        hist = list(self._history)
        while hist and hist[-1].startswith("deal "):
            hist.pop()
        if not hist:
            raise IllegalMoveError("state.nothing_to_undo")
        hist.pop()
        other = type(self).replay(self.rules, hist, self.seed, auto_deal=self.auto_deal)
        self.__dict__.update(other.__dict__)

    def copy(self) -> "GameState":
        other = type(self).__new__(type(self))
        other.rules = self.rules
        other.seed = self.seed
        other.auto_deal = self.auto_deal
        other._history = self._history.copy()
        other._deals = self._deals
        self._copy_fields(other)
        return other

    __copy__ = copy

    def __deepcopy__(self, memo):
        return self.copy()

    # ------------------------------------------------------------------
    # the coach
    # ------------------------------------------------------------------
    def _coach(self):
        """The game's coach object (see :mod:`cardkit.coach`) (subclass)."""
        raise NotImplementedError

    def hint(self, level: str = "strong", seed=0):
        """The coach's advice for the player to move: a
        :class:`~cardkit.coach.Hint` with ``.move`` (a legal move),
        ``.reason`` (why, in the current language) and ``.alternatives``
        (the next best moves with their estimated values).  The coach sees
        only what the player to move may see."""
        from .coach import hint
        return hint(self, level, seed)

    # ------------------------------------------------------------------
    # JSON
    # ------------------------------------------------------------------
    def to_dict(self) -> dict:
        """The game as plain values (see :meth:`to_json`); a game longer than
        a save can hold (:data:`MAX_HISTORY` steps) is refused, so that every
        save loads."""
        if len(self._history) > MAX_HISTORY:
            raise InvalidStateError("state.too_long_to_save", n=len(self._history), limit=MAX_HISTORY)
        return {
            "format": SAVE_FORMAT,
            "game": self.rules.game,
            "rules": self.rules.to_dict(),
            "seed": self.seed,
            "auto_deal": self.auto_deal,
            "history": list(self._history),
        }

    def to_json(self, indent=None) -> str:
        """The game as JSON: rules, seed, ``auto_deal`` and history (deals
        included); :meth:`from_json` gives back the same position."""
        if indent is not None and (not isinstance(indent, int) or isinstance(indent, bool) or not 0 <= indent <= 8):
            raise InvalidInputError("state.bad_indent", found=indent)
        return json.dumps(self.to_dict(), indent=indent, ensure_ascii=False)

    @classmethod
    def from_json(cls, text, rules_class=None) -> "GameState":
        """Load a game saved by :meth:`to_json` (JSON text, or the dict of
        :meth:`to_dict`), in exactly the position it was saved in.

        Malformed, oversized or tampered input raises
        :class:`InvalidStateError` saying in one sentence what is wrong;
        nothing else is changed.  Saves from before ``auto_deal`` was saved
        load with ``auto_deal=True``.
        """
        data = _load_json(text)
        for key in ("game", "rules", "history"):
            if key not in data:
                raise InvalidStateError("state.missing_field", field=key)
        if data.get("format", SAVE_FORMAT) != SAVE_FORMAT:
            raise InvalidStateError("state.bad_format", found=data.get("format"), expected=SAVE_FORMAT)
        if rules_class is None:
            rules_class = cls.rules_class
        elif not (isinstance(rules_class, type) and issubclass(rules_class, cls.rules_class)):
            raise InvalidInputError("state.bad_rules_object", found=rules_class, game=cls.rules_class.game,
                                    cls=cls.rules_class.__name__)
        if data["game"] != rules_class.game:
            raise InvalidStateError("state.wrong_game", found=data["game"], expected=rules_class.game)
        rules = rules_class.from_dict(data["rules"])
        if not cls.plays(rules):
            raise InvalidStateError("state.wrong_variant", cls=cls.__name__, preset=rules.label(),
                                    loader=cls.loader().__name__)
        history = data["history"]
        if not isinstance(history, list) or len(history) > MAX_HISTORY:
            raise InvalidStateError("state.bad_history", limit=MAX_HISTORY, found=history)
        seed = data.get("seed", 0)
        try:
            check_seed(seed)
        except InvalidInputError:
            raise InvalidStateError("state.bad_seed", found=seed, limit=MAX_SEED_TEXT) from None
        auto_deal = data.get("auto_deal", True)
        if not isinstance(auto_deal, bool):
            raise InvalidStateError("state.bad_auto_deal", found=auto_deal)
        return cls.replay(rules, history, seed, auto_deal)

    # ------------------------------------------------------------------
    # text
    # ------------------------------------------------------------------
    def player_name(self, player: int) -> str:
        return i18n.tr("player.n", n=player + 1)


i18n.register({
    "player.n": {"en": "player {n}", "it": "giocatore {n}"},
})


#: a "not a move here" message quotes at most this many characters of the
#: input, and lists legal moves up to about this many characters
NOT_A_MOVE_QUOTE = 30
NOT_A_MOVE_LIST = 50


def illegal_not_a_move(text, legal) -> IllegalMoveError:
    """Generic error for notation that names no legal move.

    One short sentence in every language (about 160 characters at most):
    at most :data:`NOT_A_MOVE_QUOTE` characters of the input, and the first
    legal moves up to about :data:`NOT_A_MOVE_LIST` characters ("… and 12
    more")."""
    if not isinstance(legal, (list, tuple)):
        raise InvalidInputError("game.bad_legal", value=legal)
    try:
        text = str(text)
    except Exception:       # a hostile __str__ must not hide the refusal
        text = f"<{type(text).__name__}>"
    if len(text) > NOT_A_MOVE_QUOTE:
        text = text[:NOT_A_MOVE_QUOTE - 1] + "…"
    shown, used = [], 0
    for move in legal:
        name = str(i18n.Quoted(move, NOT_A_MOVE_LIST))     # never raises, never long
        if shown and used + len(name) > NOT_A_MOVE_LIST:
            break
        shown.append(name)
        used += len(name) + 2
    listed = ", ".join(shown) or "—"
    more = len(legal) - len(shown)
    return IllegalMoveError("state.not_a_move", text=text,
                            legal=i18n.Term("state.not_a_move.more", moves=listed, n=more) if more else listed)


# --------------------------------------------------------------------------
# Score logs (shared by every game)
# --------------------------------------------------------------------------

@dataclasses.dataclass(frozen=True)
class ScoreEvent:
    """One scoring event: who scored, how much, why, and both totals after.

    ``key``/``params`` name the reason in the message catalogue; ``said`` is
    what the player says aloud (e.g. ``"Sedici!"``), if anything.
    """

    side: int
    points: int
    key: str
    params: tuple = ()
    totals: tuple = ()
    said: str = ""

    def __post_init__(self):
        check_event_fields("ScoreEvent", self.key, self.params)
        need_int("ScoreEvent", "side", self.side, lo=0, hi=7)
        need_int("ScoreEvent", "points", self.points, lo=-10**6, hi=10**6)
        _check_totals("ScoreEvent", "totals", self.totals, empty=True)
        if not isinstance(self.said, str) or len(self.said) > 200:
            need_text("ScoreEvent", "said", self.said, limit=200)

    def reason(self, lang: str | None = None) -> str:
        return i18n.tr(self.key, lang, **dict(self.params))

    def __str__(self) -> str:
        tot = " – ".join(str(t) for t in self.totals)
        said = f"  «{self.said}»" if self.said else ""
        return f"+{self.points} {self.reason()} [{tot}]{said}"


def check_event_fields(owner: str, key, params) -> None:
    """Refuse a reason that is not a registered message key with a tuple of
    ``(name, value)`` pairs (a :class:`ScoreEvent`'s, a coach's reason)."""
    if not isinstance(key, str) or not i18n.has(key):
        raise InvalidInputError("game.bad_key", owner=owner, value=key)
    if not isinstance(params, tuple) or not all(
            isinstance(p, tuple) and len(p) == 2 and isinstance(p[0], str) and p[0].isidentifier()
            for p in params):
        raise InvalidInputError("game.bad_params", owner=owner, value=params)


def _check_totals(owner: str, name: str, totals, empty: bool = False) -> None:
    if not (isinstance(totals, (list, tuple)) and (empty or totals) and len(totals) <= 8
            and all(is_int(t) and abs(t) <= 10**9 for t in totals)):
        raise InvalidInputError("game.bad_totals", owner=owner, name=name, value=totals)


class ScoreLog:
    """Every scoring event of a deal, in order, with running totals."""

    def __init__(self, sides: int = 2, start=None):
        if start is not None:
            _check_totals("ScoreLog", "start", start)
        else:
            need_int("ScoreLog", "sides", sides, lo=1, hi=8)
        self.totals = list(start) if start is not None else [0] * sides
        self.events: list[ScoreEvent] = []

    def add(self, side: int, points: int, key: str, said: str = "", **params) -> ScoreEvent:
        need_int("ScoreLog.add", "side", side, lo=0, hi=len(self.totals) - 1)
        need_int("ScoreLog.add", "points", points, lo=-10**6, hi=10**6)
        check_event_fields("ScoreLog.add", key, ())
        if not isinstance(said, str) or len(said) > 200:
            need_text("ScoreLog.add", "said", said, limit=200)
        self.totals[side] += points
        ev = ScoreEvent(side, points, key, tuple(sorted(params.items())), tuple(self.totals), said)
        self.events.append(ev)
        return ev

    def copy(self) -> "ScoreLog":
        other = ScoreLog.__new__(ScoreLog)
        other.totals = list(self.totals)
        other.events = list(self.events)
        return other

    def __iter__(self):
        return iter(self.events)

    def __len__(self) -> int:
        return len(self.events)

    def lines(self, lang: str | None = None) -> list[str]:
        out = []
        for ev in self.events:
            tot = " – ".join(str(t) for t in ev.totals)
            said = f"  «{ev.said}»" if ev.said else ""
            out.append(f"+{ev.points} {ev.reason(lang)} [{tot}]{said}")
        return out

    def __str__(self) -> str:
        return "\n".join(self.lines())

    def __repr__(self) -> str:
        return f"<ScoreLog: {len(self.events)} events, totals {tuple(self.totals)}>"


__all__ = [
    "Rules", "GameState", "ScoreEvent", "ScoreLog", "illegal_not_a_move", "CardList",
]
