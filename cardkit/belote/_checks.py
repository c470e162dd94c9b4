"""The checks of Belote's public functions, one per kind of parameter.

Each public function of :mod:`cardkit.belote` checks what it is given here
and refuses a wrong value with a :class:`~cardkit.errors.CardkitError`
of one sentence naming the parameter and the expected form: a seat (0..3),
a side (0 or 1), a trump index (0..4), a mask of French cards, the card
numbers of a trick, a pair of points, a Belote state.  Inside the package
the values are trusted (the engine and the coach's simulations call the
unchecked variants).
"""

from __future__ import annotations

from .. import i18n
from ..cards import FRENCH
from ..errors import InvalidInputError
from ..options import is_int, need_int, quote  # noqa: F401 - is_int is used by the modules

#: every French card (numbers 40..71) as a mask
FRENCH_MASK = FRENCH.mask
#: the most points a parameter of points may hold (a deal scores at most
#: 252 card points with capot, 550 of honours and 20 of belote for one side;
#: points held over from tied deals add up, but never to this)
MAX_POINTS = 10_000

i18n.register({
    "belote.check.trump_index": {
        "en": "{owner}: {name} must be a trump index, a whole number from 0 to 3 (S H D C) "
              "or 4 (Senza Atout), not {value}",
        "it": "{owner}: {name} deve essere l'indice di una briscola, un numero intero da 0 a 3 "
              "(S H D C) o 4 (Senza Atout), non {value}",
    },
    "belote.check.mask": {
        "en": "{owner}: {name} must be a mask of French cards (an int whose bits are among 40 to 71), "
              "not {value}",
        "it": "{owner}: {name} deve essere una maschera di carte francesi (un int con i bit fra 40 e 71), "
              "non {value}",
    },
    "belote.check.trick": {
        "en": "{owner}: {name} must be a list of at most {most} different French card numbers "
              "(40 to 71), not {value}",
        "it": "{owner}: {name} deve essere una lista di al massimo {most} numeri diversi di carte "
              "francesi (da 40 a 71), non {value}",
    },
    "belote.check.state": {
        "en": "{owner} needs a BeloteState, not {value}",
        "it": "{owner} richiede un BeloteState, non {value}",
    },
    "belote.check.phase": {
        "en": "{owner} needs a Belote state in the {need} phase: this one is in the {phase} phase",
        "it": "{owner} richiede uno stato di Belote nella fase {need}: questo è nella fase {phase}",
    },
    "belote.check.field": {
        "en": "{owner}: {name} must be {kind}, not {value}",
        "it": "{owner}: {name} deve essere {kind}, non {value}",
    },
    "belote.check.position": {
        "en": "{owner}: the hands do not fit the trick: the players still to play it hold one card "
              "more than the others, and a hand is left to play",
        "it": "{owner}: le mani non corrispondono alla presa: chi deve ancora giocare ha una carta in "
              "più degli altri, e resta una mano da giocare",
    },
    "belote.check.count": {
        "en": "{owner}: {name} must be None or a dict of counts, not {value}",
        "it": "{owner}: {name} deve essere None o un dict di conteggi, non {value}",
    },
    "belote.check.hands": {
        "en": "{owner}: {name} must be a list of four masks of French cards that share no card, "
              "not {value}",
        "it": "{owner}: {name} deve essere una lista di quattro maschere di carte francesi senza "
              "carte in comune, non {value}",
    },
})


def seat(owner: str, name: str, value) -> int:
    """A player's number at the table: 0..3."""
    return need_int(owner, name, value, lo=0, hi=3)


def side(owner: str, name: str, value) -> int:
    """A side: 0 (players 0 and 2) or 1 (players 1 and 3)."""
    return need_int(owner, name, value, lo=0, hi=1)


def points(owner: str, name: str, value) -> int:
    """A number of points: 0..:data:`MAX_POINTS`."""
    return need_int(owner, name, value, lo=0, hi=MAX_POINTS)


def trump(owner: str, name: str, value) -> int:
    """An internal trump index: 0..3 (S H D C) or 4 (Senza Atout)."""
    if not is_int(value) or not 0 <= value <= 4:
        raise InvalidInputError("belote.check.trump_index", owner=owner, name=name, value=quote(value))
    return value


def mask(owner: str, name: str, value) -> int:
    """A mask of French cards (bits 40..71 only)."""
    if not is_int(value) or value < 0 or value & ~FRENCH_MASK:
        raise InvalidInputError("belote.check.mask", owner=owner, name=name, value=quote(value))
    return value


def hands(owner: str, name: str, value) -> list:
    """Four masks of French cards with no card in two of them, as a list."""
    ok = isinstance(value, (list, tuple)) and len(value) == 4
    if ok:
        seen = 0
        for m in value:
            if not is_int(m) or m < 0 or m & ~FRENCH_MASK or m & seen:
                ok = False
                break
            seen |= m
    if not ok:
        raise InvalidInputError("belote.check.hands", owner=owner, name=name, value=quote(value))
    return list(value)


def trick(owner: str, name: str, value, most: int = 3) -> list:
    """The card numbers on the table (a list or tuple of at most ``most``
    different French card numbers), as a list."""
    ok = isinstance(value, (list, tuple)) and len(value) <= most
    if ok:
        seen = 0
        for c in value:
            if not is_int(c) or not 40 <= c < 72 or seen >> c & 1:
                ok = False
                break
            seen |= 1 << c
    if not ok:
        raise InvalidInputError("belote.check.trick", owner=owner, name=name, value=quote(value),
                                most=most)
    return list(value)


def state(owner: str, value, phase: str | None = None):
    """A :class:`~cardkit.belote.BeloteState` (in ``phase``, when given)."""
    from .state import BeloteState
    if not isinstance(value, BeloteState):
        raise InvalidInputError("belote.check.state", owner=owner, value=quote(value))
    if phase is not None and value.phase != phase:
        raise InvalidInputError("belote.check.phase", owner=owner, need=phase, phase=value.phase)
    return value


def kind(owner: str, name: str, value, kinds):
    """``value`` if it is an instance of ``kinds`` (a class or a tuple of
    classes, ``type(None)`` for an optional value)."""
    if not isinstance(value, kinds):
        names = " or ".join("None" if k is type(None) else f"a {k.__name__}"
                            for k in (kinds if isinstance(kinds, tuple) else (kinds,)))
        raise InvalidInputError("belote.check.field", owner=owner, name=name, kind=names, value=quote(value))
    return value


def position(owner: str, hands_, trick_, leader: int, complete: bool = False) -> tuple:
    """Four hand masks and the card numbers on the table, checked to be a
    position of the play: no card twice, the players who have played to
    the trick holding one card fewer than those still to play it, and a
    card left to play (``complete``: the trick may hold four cards)."""
    hs = hands(owner, "hands", hands_)
    tr = trick(owner, "trick", trick_, most=4 if complete else 3)
    seat(owner, "leader", leader)
    held = hs[0] | hs[1] | hs[2] | hs[3]
    for c in tr:
        if held >> c & 1:
            from ..cards import CARDS
            from ..errors import InvalidCardError
            raise InvalidCardError("belote.card_twice", card=str(CARDS[c]))
    k = len(tr)
    sizes = [hs[(leader + i) & 3].bit_count() for i in range(4)]
    base = sizes[0]                 # the leader's (he has played when k > 0)
    ok = all(n == base + (0 < k < 4 and i >= k) for i, n in enumerate(sizes)) and (base or 0 < k)
    if not ok:
        raise InvalidInputError("belote.check.position", owner=owner)
    return hs, tr


def stats(owner: str, value):
    """``None`` or a dict (the counters the samplers add to)."""
    if value is not None and not isinstance(value, dict):
        raise InvalidInputError("belote.check.count", owner=owner, name="stats", value=quote(value))
    return value


def random_stream(owner: str, name: str, value):
    """A ``random.Random`` (the samplers draw from it)."""
    import random
    return kind(owner, name, value, random.Random)
