"""Every refusal of a move is one short sentence, in English and in Italian.

Seeded games of every preset of every game (every Picchetto preset in the
registry, so a new one is covered as soon as it exists) are walked with
random legal moves; at a few steps of each game the state is given random
illegal input — notation made of cards and move words, moves of the right
shape with a wrong card, other decks' cards, long junk, values of the wrong
type — through ``play``, ``is_legal`` and ``why_illegal``.  Each must be
refused with a :class:`~cardkit.CardkitError` whose message, in both
languages, is one sentence of at most :data:`LIMIT` characters (the
"not a move here" message lists a few legal moves, then "… and 12 more"),
and the state must be left as it was.
"""

from __future__ import annotations

import random
import re

import pytest
from hypothesis import HealthCheck, Phase, given, settings, strategies as st

from cardkit import CardkitError
from cardkit.belote.state import PRESETS as BELOTE_PRESETS, BeloteState
from cardkit.cards import FRENCH, ITALIAN, card
from cardkit.picchetto import PRESETS as PICCHETTO_PRESETS, PicchettoState
from cardkit.scopa import SCOPA_2, SCOPA_3, SCOPA_4, SCOPA_NAPOLA, Move, ScopaState

#: the longest refusal accepted, in either language
LIMIT = 160
#: games per preset, and steps of each game where illegal input is tried
GAMES_PER_PRESET = 5
PROBES = 4

GAMES = {
    **{f"scopa-{name}": (ScopaState, rules) for name, rules in
       (("2", SCOPA_2), ("3", SCOPA_3), ("4", SCOPA_4), ("napola", SCOPA_NAPOLA))},
    **{f"picchetto-{name}": (PicchettoState, rules) for name, rules in PICCHETTO_PRESETS.items()},
    **{f"belote-{name}": (BeloteState, rules) for name, rules in BELOTE_PRESETS.items()},
}

CARD_NAMES = [str(c) for c in ITALIAN.cards + FRENCH.cards]
#: the words of every game's move notation, and a few that are none
WORDS = ["accept", "pass", "senza", "name S", "name X", "exchange", "exchange take 3", "exchange take x",
         "take", "declare", "declare punto", "declare sequenze", "declare quattordici", "declare nothing",
         "declare all", "blanche", "blanche yes", "bid 7 plus", "trumps S", "play", ":", "+", "7d:", "Rc:2d+Fs",
         "settebello", "dieci di", "☃", "\u202e", "", " ", "x" * 300, "AS " * 200, "7d\t3c"]
#: values of the wrong type (a state must refuse them like bad notation)
ODD = [None, 5, -1, 71, 72, 1.5, float("nan"), True, 10**100, b"AS", bytearray(b"7d"), [], ["7d"], [1, 2],
       {"card": "7d"}, ("7d", 3), object(), card("AS"), card("7d"), card("Rc")]

#: no '.', '!' or '?' in generated text, so that a quoted input never looks
#: like the end of a sentence
junk_text = st.text(st.characters(blacklist_characters=".!?", blacklist_categories=("Cs",)), max_size=120)
notation = st.lists(st.sampled_from(CARD_NAMES + WORDS), min_size=1, max_size=10).map(" ".join)
SENTENCE_END = re.compile(r"[.!?]\s+[A-ZÀ-Ý]")


def one_short_sentence(error: Exception) -> None:
    assert isinstance(error, CardkitError), repr(error)
    for lang in ("en", "it"):
        text = error.message(lang)
        assert "\n" not in text and 0 < len(text) <= LIMIT, (lang, len(text), text)
        assert not SENTENCE_END.search(text), (lang, text)


def variants(state, rng: random.Random) -> list:
    """Inputs shaped like this state's legal moves, with one thing wrong."""
    out = []
    legal = state.legal_moves()
    for move in rng.sample(legal, min(3, len(legal))):
        words = str(move).split()
        i = rng.randrange(len(words))
        out.append(" ".join(words[:i] + [rng.choice(CARD_NAMES)] + words[i + 1:]))
        out.append(str(move) + " " + rng.choice(CARD_NAMES))
        out.append(" ".join(words[:-1]) + " " + rng.choice(WORDS))
    if isinstance(state, ScopaState):
        for _ in range(3):
            try:
                out.append(Move(rng.randrange(40), rng.sample(range(40), rng.randint(0, 4))))
            except CardkitError:
                pass
    return out


def position(state) -> tuple:
    chance, over = state.is_chance_node(), state.is_over()
    return (state.history, chance, over, None if chance or over else state.current_player(),
            state.legal_moves())


def try_refusals(state, inputs) -> None:
    before = position(state)
    for x in inputs:
        legal_here = state.is_legal(x)
        assert isinstance(legal_here, bool)
        if legal_here:          # a lucky draw ("Ad" reads as the ace of diamonds in Belote)
            continue
        with pytest.raises(CardkitError) as info:
            state.play(x)
        one_short_sentence(info.value)
        why = getattr(state, "why_illegal", None)
        if why is not None:
            try:
                reason = why(x)
            except CardkitError as e:
                one_short_sentence(e)
            else:   # the reason as text (Scopa, Belote) or as the error play() raises
                if isinstance(reason, CardkitError):
                    one_short_sentence(reason)
                else:
                    assert isinstance(reason, str) and "\n" not in reason and len(reason) <= LIMIT, reason
        assert position(state) == before


@pytest.mark.parametrize("game", sorted(GAMES))
@settings(max_examples=GAMES_PER_PRESET, deadline=None, derandomize=True, database=None,
          phases=(Phase.explicit, Phase.generate),     # a failure shows its draws as they came: shrinking
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])  # whole games is slow
@given(seed=st.integers(0, 2**31 - 1), data=st.data())
def test_every_refusal_is_one_short_sentence(game, seed, data):
    state_class, rules = GAMES[game]
    state = state_class(rules, seed)
    rng = random.Random(seed)
    steps = 0
    probes = sorted(rng.sample(range(150), PROBES))
    while not state.is_over() and probes:
        if steps == probes[0]:
            probes.pop(0)
            inputs = data.draw(st.lists(st.one_of(notation, junk_text, st.sampled_from(ODD)),
                                        min_size=3, max_size=6))
            try_refusals(state, inputs + variants(state, rng))
        state.play(rng.choice(state.legal_moves()))
        steps += 1


def test_the_longest_list_of_legal_moves_is_cut_short():
    # the elder's exchange: 1,585 legal discards; the message names a few
    state = PicchettoState(PICCHETTO_PRESETS["ITALIANO"], 1)
    with pytest.raises(CardkitError) as info:
        state.play("")
    one_short_sentence(info.value)
    assert "and 1581 more" in info.value.message("en") and "e altre 1581" in info.value.message("it")
    with pytest.raises(CardkitError) as info:
        state.play("declare " + "x" * 10**5)     # a long input is quoted, cut short
    one_short_sentence(info.value)
    assert "xxxxx…" in str(info.value)
