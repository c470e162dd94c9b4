"""What Picchetto players say aloud, in English and Italian.

The score log of a deal (see :mod:`cardkit.picchetto.state`) records, for
every scoring event, what the player says at the table: the declaration
("Cinque carte", "Una quinta", "Quattordici di re"), the running count while
playing ("Sedici!") and the bonuses ("Sessanta!", "Novanta!").  The phrases
are i18n templates; the numbers are spelled by :func:`number_words`.

The English phrases use the Italian terms the English lessons teach (punto,
terza ... ottava, quattordici, tris, mano bianca, cappotto, Sessanta,
Novanta), for every preset: one vocabulary per language.  The French Piquet
names (tierce, quint, quatorze, carte blanche, capot ...) are still accepted
where a learner types a move or an answer, never written by the kit.
"""

from __future__ import annotations

from .. import i18n
from ..options import need_bool, need_choice, need_int
from ._checks import need_str

#: the largest number (either sign) :func:`number_words` says in words
WORDS_LIMIT = 999_999

i18n.register({
    # ---- reasons (the text of a score-log line) --------------------------
    "picchetto.ev.blanche": {"en": "mano bianca (no K, Q or J dealt)",
                             "it": "mano bianca (nessuna figura servita)"},
    "picchetto.ev.punto": {"en": "punto: {length} cards worth {value} ({cards})",
                           "it": "punto: {length} carte per {value} ({cards})"},
    "picchetto.ev.sequenze": {"en": "sequences: {names}", "it": "sequenze: {names}"},
    "picchetto.ev.quattordici": {"en": "quattordici and tris: {names}", "it": "quattordici e tris: {names}"},
    "picchetto.ev.novanta": {"en": "Novanta: 30 in the declarations with the opponent at 0",
                             "it": "Novanta: 30 punti in dichiarazione con l'avversario a zero"},
    "picchetto.ev.sessanta": {"en": "Sessanta: 30 while playing with the opponent at 0",
                              "it": "Sessanta: 30 punti giocando con l'avversario a zero"},
    "picchetto.ev.lead": {"en": "lead to trick {trick}", "it": "battuta della presa {trick}"},
    "picchetto.ev.win": {"en": "wins trick {trick} led by the opponent",
                         "it": "toglie la presa {trick} all'avversario"},
    "picchetto.ev.trick2": {"en": "wins trick {trick} (2 points a trick)",
                            "it": "fa la presa {trick} (2 punti a presa)"},
    "picchetto.ev.take": {"en": "takes trick {trick} (a point for every trick taken)",
                          "it": "fa la presa {trick} (punto di presa)"},
    "picchetto.ev.void": {"en": "13 cards: he scores nothing this deal, his mano bianca is struck out",
                          "it": "13 carte: in questa smazzata non segna nulla, la mano bianca è annullata"},

    "picchetto.ev.last": {"en": "last trick", "it": "ultima presa"},
    "picchetto.ev.last_given": {"en": "last trick (given: the opponent holds 11 cards)",
                                "it": "ultima presa (spetta all'avversario che ha 11 carte)"},
    "picchetto.ev.cards": {"en": "the cards: {tricks} tricks out of {of}",
                           "it": "le carte: {tricks} prese su {of}"},
    "picchetto.ev.cappotto": {"en": "cappotto: every trick ({of})",
                              "it": "cappotto: tutte le prese ({of})"},
    # ---- what is said aloud ----------------------------------------------
    "picchetto.say.count": {"en": "{words}!", "it": "{words}!"},
    "picchetto.say.punto": {"en": "{words} cards", "it": "{words} carte"},
    "picchetto.say.punto_value": {"en": "Punto of {words}", "it": "Punto di {words}"},
    "picchetto.say.sessanta": {"en": "Sixty!", "it": "Sessanta!"},
    "picchetto.say.novanta": {"en": "Ninety!", "it": "Novanta!"},
    "picchetto.say.blanche": {"en": "Mano bianca!", "it": "Scarta per mano bianca!"},
    "picchetto.say.cappotto": {"en": "Cappotto!", "it": "Cappotto!"},
    "picchetto.say.and": {"en": " and ", "it": " e "},
    "picchetto.seq.3": {"en": "a terza", "it": "una terza"},
    "picchetto.seq.4": {"en": "a quarta", "it": "una quarta"},
    "picchetto.seq.5": {"en": "a quinta", "it": "una quinta"},
    "picchetto.seq.6": {"en": "a sesta", "it": "una sesta"},
    "picchetto.seq.7": {"en": "a settima", "it": "una settima"},
    "picchetto.seq.8": {"en": "an ottava", "it": "un'ottava"},
    "picchetto.seq.to": {"en": "{name} {to}", "it": "{name} {to}"},
    "picchetto.group.4": {"en": "quattordici of {rank}", "it": "quattordici di {rank}"},
    "picchetto.group.3": {"en": "tris of {rank}", "it": "tris di {rank}"},
    # plural rank names (French deck, then the Bergamasche ranks)
    "picchetto.ranks.10": {"en": "tens", "it": "dieci"},
    "picchetto.ranks.J": {"en": "jacks", "it": "fanti"},
    "picchetto.ranks.Q": {"en": "queens", "it": "donne"},
    "picchetto.ranks.K": {"en": "kings", "it": "re"},
    "picchetto.ranks.A": {"en": "aces", "it": "assi"},
    "picchetto.ranks.7b": {"en": "sevens", "it": "sette"},
    "picchetto.ranks.F": {"en": "jacks", "it": "fanti"},
    "picchetto.ranks.C": {"en": "knights", "it": "cavalli"},
    "picchetto.ranks.R": {"en": "kings", "it": "re"},
    # "to the ..." the top card of a sequence (French, then Bergamasche ranks)
    "picchetto.to.A": {"en": "to the ace", "it": "all'asso"},
    "picchetto.to.K": {"en": "to the king", "it": "al re"},
    "picchetto.to.Q": {"en": "to the queen", "it": "alla donna"},
    "picchetto.to.J": {"en": "to the jack", "it": "al fante"},
    "picchetto.to.10": {"en": "to the ten", "it": "al dieci"},
    "picchetto.to.9": {"en": "to the nine", "it": "al nove"},
    "picchetto.to.R": {"en": "to the king", "it": "al re"},
    "picchetto.to.C": {"en": "to the knight", "it": "al cavallo"},
    "picchetto.to.F": {"en": "to the jack", "it": "al fante"},
    "picchetto.to.7": {"en": "to the seven", "it": "al sette"},
    "picchetto.to.6": {"en": "to the six", "it": "al sei"},
    "picchetto.side.elder": {"en": "elder", "it": "di mano"},
    "picchetto.side.younger": {"en": "younger", "it": "mazziere"},
    "picchetto.nothing": {"en": "nothing", "it": "niente"},
})

_IT_SMALL = ("zero", "uno", "due", "tre", "quattro", "cinque", "sei", "sette", "otto", "nove",
             "dieci", "undici", "dodici", "tredici", "quattordici", "quindici", "sedici",
             "diciassette", "diciotto", "diciannove")
_IT_TENS = ("", "", "venti", "trenta", "quaranta", "cinquanta", "sessanta", "settanta",
            "ottanta", "novanta")
_EN_SMALL = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
             "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
             "seventeen", "eighteen", "nineteen")
_EN_TENS = ("", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")


def _it(n: int) -> str:
    if n < 0:
        return "meno " + _it(-n)
    if n < 20:
        return _IT_SMALL[n]
    if n < 100:
        t, u = divmod(n, 10)
        w = _IT_TENS[t]
        if u == 0:
            return w
        if u in (1, 8):  # ventuno, ventotto
            w = w[:-1]
        return w + ("tré" if u == 3 else _IT_SMALL[u])
    if n < 1000:
        h, r = divmod(n, 100)
        w = "cento" if h == 1 else _IT_SMALL[h] + "cento"
        if r == 0:
            return w
        rest = _it(r)
        if rest.startswith("o"):  # centotto, centottanta
            w = w[:-1]
        return w + rest
    th, r = divmod(n, 1000)
    w = "mille" if th == 1 else _it(th) + "mila"
    return w + (_it(r) if r else "")


def _en(n: int) -> str:
    if n < 0:
        return "minus " + _en(-n)
    if n < 20:
        return _EN_SMALL[n]
    if n < 100:
        t, u = divmod(n, 10)
        return _EN_TENS[t] + ("-" + _EN_SMALL[u] if u else "")
    if n < 1000:
        h, r = divmod(n, 100)
        return _EN_SMALL[h] + " hundred" + (" and " + _en(r) if r else "")
    th, r = divmod(n, 1000)
    return _en(th) + " thousand" + ((" and " if r < 100 else " ") + _en(r) if r else "")


def number_words(n: int, lang: str | None = None, capital: bool = True) -> str:
    """``16`` -> ``"Sedici"`` (Italian) or ``"Sixteen"`` (English), for
    whole numbers of at most six digits (a score)."""
    need_int("number_words", "n", n, lo=-WORDS_LIMIT, hi=WORDS_LIMIT)
    need_bool("number_words", "capital", capital)
    if lang is not None and lang not in i18n.LANGUAGES:
        need_choice("number_words", "lang", lang, (None,) + tuple(i18n.LANGUAGES))
    lang = lang or i18n.get_language()
    w = _it(n) if lang == "it" else _en(n)
    return w[:1].upper() + w[1:] if capital else w


def capital(text: str) -> str:
    """``text`` with its first letter a capital."""
    need_str("capital", "text", text)
    return text[:1].upper() + text[1:]
