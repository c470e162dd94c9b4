"""How much of its past a long-lived game state keeps.

A state made with ``records="all"`` (the default) keeps every finished
hand's record and its whole history: replay viewers, undo over any number
of hands and saving to JSON all work.  Its long past is kept packed
(:mod:`cardkit._packed`: blocks of history entries and of records, pickled
and compressed, unpacked when read), so even that stays small: about 300
bytes a Scopa hand or a Picchetto deal, 47 MiB for 100,000 Scopa hands in
one state (``benchmarks/soak.py``).  A long simulation still needs none of
it, and a state that keeps nothing runs in flat memory.  So a state made with

* ``records="last"`` keeps only the last finished hand's (or deal's) record,
* ``records="none"`` keeps no record at all,

and in both cases forgets the history before the current deal: it keeps
instead a copy of itself as it was just before that deal (the *base*), so
that undo still works within the current hand and the history it keeps
still replays from the base.  Such a state runs in flat memory; it cannot
be saved (the start of the match is forgotten), and says so.
"""

from __future__ import annotations

from . import i18n
from ._packed import new_history
from .errors import CardkitError, IllegalMoveError, InvalidInputError
from .options import need_choice

#: the accepted values of ``records=``
KEEP = ("all", "last", "none")

i18n.register({
    "records.abstract": {
        "en": "KeepsRecords is a part of a game's state: make a game's own state (ScopaState, PicchettoState)",
        "it": "KeepsRecords è una parte dello stato di un gioco: crea lo stato di un gioco (ScopaState, PicchettoState)",
    },
    "state.records_trimmed": {
        "en": "this state was made with records={keep!r} and has forgotten the match before the "
              "current deal, so it cannot be saved: make it with records='all' to save it",
        "it": "questo stato è stato creato con records={keep!r} e ha dimenticato la partita prima "
              "della distribuzione in corso, quindi non si può salvare: crealo con records='all' "
              "per poterlo salvare",
    },
})


class KeepsRecords:
    """Mixin for a :class:`~cardkit.game.GameState` that honours ``records=``.

    The state calls :meth:`_forget_past` at the start of every deal (before
    the deal is written in the history) and implements
    :meth:`_drop_records` (keep the last ``n`` finished records).
    """

    def __new__(cls, *args, **kwargs):
        if cls is KeepsRecords:
            raise InvalidInputError("records.abstract")
        return super().__new__(cls)

    _keep = "all"       # class defaults: states made by replay() or copy() start like this
    _base = None        # the state just before the first kept history entry (None: from the start)

    @property
    def records(self) -> str:
        """What this state keeps of its past: ``"all"``, ``"last"`` or ``"none"``."""
        return self._keep

    def _set_keep(self, records) -> None:
        self._keep = need_choice(type(self).__name__, "records", records, KEEP)

    def _drop_records(self, keep: int) -> None:
        """Keep only the last ``keep`` (0 or 1) finished records (subclass)."""
        raise NotImplementedError

    def _forget_past(self) -> None:
        """With ``records="last"``/``"none"``: drop the old records and the
        history so far, remembering the state as it is now as the base."""
        if self._keep == "all" or not self._history:
            return
        self._drop_records(1 if self._keep == "last" else 0)
        self._history = new_history()
        self._base = None               # never chain one base to the next
        self._base = self.copy()

    def undo(self) -> None:
        """Take back the last player move (and any deal that followed it).

        A state that keeps only the current deal (``records="last"`` or
        ``"none"``) can take back the moves of that deal only."""
        base = self._base
        if base is None:                # the whole history is kept: the usual undo
            keep = self._keep
            super().undo()
            self._keep = keep           # the replayed state was made with the default
            return
        hist = list(self._history)
        while hist and hist[-1].startswith("deal "):
            hist.pop()
        if not hist:
            raise IllegalMoveError("state.nothing_to_undo")
        hist.pop()
        other = base.copy()
        other.auto_deal = False
        for i, entry in enumerate(hist):
            other._replay_entry(i, entry)
        other.auto_deal = self.auto_deal
        other._auto_chance()
        if other._base is None:         # nothing replayed past the base
            other._base = base
        self.__dict__.update(other.__dict__)

    def to_dict(self) -> dict:
        if self._base is not None:
            raise CardkitError("state.records_trimmed", keep=self._keep)
        return super().to_dict()
