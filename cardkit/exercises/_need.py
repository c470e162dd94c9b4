"""Checks of the arguments the exercise model takes from outside (private).

One refusal per kind of argument (an exercise id, an answer kind, a text in
every language, a function...), each a :class:`~cardkit.errors.InvalidInputError`
of one sentence naming the owner, the parameter and the expected form.
"""

from __future__ import annotations

from .. import i18n
from ..errors import InvalidInputError
from ..options import quote

#: the longest id an exercise or a generated question has
ID_LIMIT = 120

i18n.register({
    "exercises.no_position": {"en": "exercise {id!r} has no cards to draw", "it": "l'esercizio {id!r} non ha carte da disegnare"},
    "exercises.no_facts": {"en": "exercise {id!r} has no facts to show", "it": "l'esercizio {id!r} non ha dati da mostrare"},
    "exercises.need": {
        "en": "{owner}: {name} must be {expected}, not {value}",
        "it": "{owner}: {name} deve essere {expected}, non {value}",
    },
    "exercises.expected.id": {
        "en": "an exercise id like 'cards-01' (at most 120 characters)",
        "it": "il nome di un esercizio come 'cards-01' (al massimo 120 caratteri)",
    },
    "exercises.expected.set": {
        "en": "None or the name of an exercise set, like 'cards'",
        "it": "None o il nome di una serie di esercizi, come 'cards'",
    },
    "exercises.expected.kind": {
        "en": "an answer kind such as INT or CARD",
        "it": "un tipo di risposta come INT o CARD",
    },
    "exercises.expected.function": {"en": "a function", "it": "una funzione"},
    "exercises.expected.texts": {
        "en": "a dict with a text for 'en' and for 'it'",
        "it": "un dict con un testo per 'en' e per 'it'",
    },
    "exercises.expected.hints": {
        "en": "a list of dicts with a text for 'en' and for 'it'",
        "it": "una lista di dict con un testo per 'en' e per 'it'",
    },
    "exercises.expected.mistakes": {
        "en": "None or a dict from mistake names to texts in 'en' and 'it'",
        "it": "None o un dict dai nomi degli errori ai testi in 'en' e 'it'",
    },
    "exercises.expected.exercise": {"en": "an Exercise", "it": "un Exercise"},
    "exercises.expected.result": {"en": "a Result", "it": "un Result"},
    "exercises.expected.read": {
        "en": "an answer as the kind {kind} reads it",
        "it": "una risposta come la legge il tipo {kind}",
    },
    "exercises.expected.options": {
        "en": "a dict of at least two answers, each with a tuple of synonyms",
        "it": "un dict di almeno due risposte, ciascuna con una tupla di sinonimi",
    },
    "exercises.expected.labels": {
        "en": "None or a dict from answers to message keys",
        "it": "None o un dict dalle risposte alle chiavi dei messaggi",
    },
    "exercises.expected.path": {"en": "None or a file path (a text)", "it": "None o il percorso di un file (un testo)"},
    "exercises.expected.questions": {"en": "a list of Questions", "it": "una lista di Question"},
    "exercises.expected.topic_rows": {"en": "a list of TopicProgress", "it": "una lista di TopicProgress"},
    "exercises.expected.set_rows": {"en": "a list of SetProgress", "it": "una lista di SetProgress"},
    "exercises.expected.topic_names": {"en": "a list of topic names", "it": "una lista di nomi di argomenti"},
    "exercises.expected.place": {"en": "None or a journal Place", "it": "None o un Place del registro"},
    "exercises.expected.topic": {"en": "a Topic", "it": "un Topic"},
    "exercises.expected.part": {"en": "the name of one of its texts", "it": "il nome di uno dei suoi testi"},
    "exercises.expected.count": {"en": "a whole number from 0 to 100 (no more right than in all)",
                                 "it": "un numero intero da 0 a 100 (non più giuste che in tutto)"},
    "exercises.expected.missed": {"en": "a tuple of (topic, question numbers) pairs",
                                  "it": "una tupla di coppie (argomento, numeri delle domande)"},
    "exercises.expected.numbers": {"en": "a tuple of question numbers", "it": "una tupla di numeri di domande"},
    "exercises.expected.card_list": {"en": "a list of cards", "it": "una lista di carte"},
    "exercises.expected.rows": {"en": "a list of (label, cards) pairs", "it": "una lista di coppie (etichetta, carte)"},
    "exercises.expected.note": {"en": "a text of at most 2000 characters", "it": "un testo di al massimo 2000 caratteri"},
    "exercises.expected.rng": {"en": "a random.Random", "it": "un random.Random"},
    "exercises.expected.generated": {"en": "a position its generate() made", "it": "una posizione fatta dal suo generate()"},
    "exercises.expected.sides": {"en": "two whole numbers, one per side", "it": "due numeri interi, uno per parte"},
    "exercises.expected.when": {"en": "a time as a text, like '2026-12-02T09:15:03Z'", "it": "un'ora come testo, come '2026-12-02T09:15:03Z'"},
    "exercises.expected.ids": {"en": "a tuple of one or more exercise ids", "it": "una tupla di uno o più nomi di esercizi"},
    "exercises.expected.rule": {"en": "the key of a rule of the course", "it": "la chiave di una regola del corso"},
    "exercises.expected.hand": {"en": "cards in notation, like 'AS KS 10H'", "it": "carte in notazione, come 'AS KS 10H'"},
    "exercises.expected.picchetto_rules": {"en": "Picchetto rules (a PicchettoRules)", "it": "regole del Picchetto (un PicchettoRules)"},
    "exercises.expected.picchetto_state": {"en": "a Picchetto game (a PicchettoState)", "it": "una partita di Picchetto (un PicchettoState)"},
    "exercises.expected.hands": {"en": "a list of hands in notation, one per player at most", "it": "una lista di mani in notazione, al massimo una per giocatore"},
    "exercises.expected.talon": {"en": "cards in notation", "it": "carte in notazione"},
    "exercises.expected.seats": {"en": "a list of seats of the table", "it": "una lista di posti del tavolo"},
    "exercises.expected.bool": {"en": "True or False", "it": "True o False"},
})


def refuse(owner: str, name: str, value, expected: str, **params):
    """Raise the refusal of ``value`` as ``owner``'s ``name`` (``expected``: a
    key under ``exercises.expected.``, filled with ``params``)."""
    raise InvalidInputError("exercises.need", owner=owner, name=name, value=quote(value, 40),
                            expected=i18n.Term(f"exercises.expected.{expected}", **params))


def need(owner: str, name: str, value, ok, expected: str, **params):
    """``value`` when ``ok``, else its refusal."""
    if not ok:
        refuse(owner, name, value, expected, **params)
    return value


def need_id(owner: str, value, name: str = "id") -> str:
    """An exercise or question id: a printable text of 1 to :data:`ID_LIMIT` characters."""
    ok = isinstance(value, str) and 0 < len(value) <= ID_LIMIT and value.isprintable()
    return need(owner, name, value, ok, "id")


def is_texts(value) -> bool:
    """A text in every language: ``{"en": "...", "it": "..."}``."""
    return isinstance(value, dict) and all(
        isinstance(value.get(lang), str) and value.get(lang) for lang in i18n.LANGUAGES) and all(
        isinstance(k, str) for k in value)
