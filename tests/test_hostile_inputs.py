"""Hostile input at every public door of the core: a result or one short sentence.

Every public function of :mod:`cardkit.cards`, the saved-game doors of
:mod:`cardkit.game` (each game's ``from_json``, ``replay``, constructor and
``Rules.from_dict``) and :mod:`cardkit.i18n` is fed random and hostile
values — wrong types, huge strings, deep nesting, unicode, negative and
huge ints, floats, None, bytes — and may only return a result or raise a
:class:`~cardkit.CardkitError` whose message is one line of at most 200
characters (220 in Italian, a wordier language), in both languages.

The last part replays the concrete cases of issue 12 for the core.
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

import cardkit
from cardkit import CARDS, DECKS, Card, CardList, CardSet, CardkitError, i18n
from cardkit import cards as cards_fn
from cardkit.belote import BELOTE, BeloteRules, BeloteState
from cardkit.cards import check_seed, mask_cards, popcount
from cardkit.picchetto import PRESETS, PicchettoRules, PicchettoState
from cardkit.scopa import ScopaRules, ScopaState

LIMIT = {"en": 200, "it": 220}


def _deep(n: int):
    value: list = []
    for _ in range(n):
        value = [value]
    return value


#: values no generator makes on its own: big, deep or odd
EXTREMES = [
    "x" * 10**6, "7d " * 10**5, "\n" * 1000, "7d\n" * 40, "Ⅻ♠\u202e\x00", "di di di", "dieci di",
    b"7d", b"\xff" * 10**5, bytearray(b"AS"), 10**5000, -(10**5000), 2**72, 2**71, -1, 71, 72,
    float("nan"), float("inf"), -0.0, 1e308, _deep(10**4), [[["7d"]]], {"7d": 1}, (1, 2),
    frozenset({1}), set(), (), [], None, True, False, random.Random(1), CARDS[6], CardSet("7d AS"),
    CardList("Ab Rc"), ["7d", 5, CardSet("Ab")], object(), type, print, range(10**9),
]

scalars = st.one_of(
    st.none(), st.booleans(), st.integers(), st.integers(min_value=-3, max_value=80),
    st.floats(allow_nan=True, allow_infinity=True), st.text(max_size=40), st.binary(max_size=20),
    st.sampled_from(["7d", "AS", "10H", "T♥", "settebello", "asso di coppe", "ten of hearts",
                     "Rc Ab", "7d, 7d", "it", "en", "suit.d", "deal 7d", "x"]),
)
hostile = st.one_of(
    scalars,
    st.sampled_from(EXTREMES),
    st.recursive(scalars, lambda inner: st.one_of(
        st.lists(inner, max_size=4), st.tuples(inner, inner),
        st.dictionaries(st.text(max_size=5), inner, max_size=3)), max_leaves=8),
)

RUN = settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))


def refused_or_result(call):
    """Run ``call``: a result is fine, a CardkitError must be short, one
    line, in both languages; anything else fails the test."""
    try:
        return call()
    except CardkitError as error:
        for lang, limit in LIMIT.items():
            text = error.message(lang)
            assert "\n" not in text and 0 < len(text) <= limit, (lang, len(text), text[:300])
        assert str(error) == error.message(cardkit.get_language())
        return error


# --------------------------------------------------------------------------
# cardkit.cards
# --------------------------------------------------------------------------

CARD_DOORS = {
    "Card": Card, "card": cardkit.card, "cards": cards_fn, "parse_cards": cardkit.parse_cards,
    "to_cards": cardkit.to_cards, "to_mask": cardkit.to_mask, "CardList": CardList, "CardSet": CardSet,
    "from_mask": CardSet.from_mask, "mask_cards": mask_cards, "popcount": popcount,
    "rng": cardkit.rng, "check_seed": check_seed,
    "shuffle items": lambda x: cardkit.shuffle(x, 1), "shuffle seed": lambda x: cardkit.shuffle("7d Ab", x),
    "suit": lambda x: CardSet("7d AS").suit(x), "sorted key": lambda x: CardSet("7d AS").sorted(key=x),
    "in": lambda x: x in CardSet("7d AS"), "|": lambda x: CardSet("7d") | x, "&": lambda x: CardSet("7d") & x,
    "-": lambda x: CardSet("7d") - x, "rsub": lambda x: x - CardSet("7d"), "^": lambda x: CardSet("7d") ^ x,
    "<=": lambda x: CardSet("7d") <= x, ">=": lambda x: CardSet("7d") >= x,
    "<": lambda x: CardSet("7d") < x, ">": lambda x: CardSet("7d") > x,
    "isdisjoint": lambda x: CardSet("7d").isdisjoint(x), "==": lambda x: CardSet("7d") == x,
    "CardList +": lambda x: CardList("7d") + x, "name": lambda x: CARDS[6].name(x),
    **{f"{key}.shuffled": DECKS[key].shuffled for key in DECKS},
    **{f"{key}.check": DECKS[key].check for key in DECKS},
    **{f"in {key}": (lambda deck: lambda x: x in deck)(DECKS[key]) for key in DECKS},
}


@pytest.mark.parametrize("door", sorted(CARD_DOORS))
@RUN
@given(value=hostile)
def test_card_doors_return_or_refuse_in_one_sentence(door, value):
    refused_or_result(lambda: CARD_DOORS[door](value))


@pytest.mark.parametrize("door", sorted(CARD_DOORS))
@pytest.mark.parametrize("value", EXTREMES, ids=lambda v: type(v).__name__)
def test_card_doors_with_extreme_values(door, value):
    refused_or_result(lambda: CARD_DOORS[door](value))


# --------------------------------------------------------------------------
# cardkit.game: saved games, replays, new states
# --------------------------------------------------------------------------

GAMES = {
    "scopa": (ScopaState, ScopaRules(players=2)),
    "picchetto": (PicchettoState, PRESETS["RUBICON"]),
    "belote": (BeloteState, BELOTE),
}


def _saved(game: str) -> dict:
    """A real save made mid-game, without automatic deals."""
    state_class, rules = GAMES[game]
    state = state_class(rules, 4, auto_deal=False)
    rnd = random.Random(4)
    for _ in range(30):
        if state.is_chance_node():
            state.deal()
        else:
            state.play(rnd.choice(state.legal_moves()))
    return state.to_dict()


SAVES = {game: _saved(game) for game in GAMES}
FIELDS = ["format", "game", "rules", "seed", "auto_deal", "history", "rules option", "history entry",
          "extra field"]


def _tampered(game: str, field: str, value) -> dict:
    data = json.loads(json.dumps(SAVES[game]))
    if field == "rules option":
        data["rules"][random.Random(repr(type(value))).choice(sorted(data["rules"]))] = value
    elif field == "history entry":
        data["history"][len(repr(type(value))) % len(data["history"])] = value
    elif field == "extra field":
        data["x"] = value
    else:
        data[field] = value
    return data


@pytest.mark.parametrize("game", sorted(GAMES))
@RUN
@given(field=st.sampled_from(FIELDS), value=hostile, as_text=st.booleans())
def test_a_tampered_save_loads_or_is_refused_in_one_sentence(game, field, value, as_text):
    state_class = GAMES[game][0]
    data = _tampered(game, field, value)
    if as_text:
        try:
            data = json.dumps(data)
        except (TypeError, ValueError, RecursionError):  # bytes, sets, deep lists: no JSON text
            return
    refused_or_result(lambda: state_class.from_json(data))


@pytest.mark.parametrize("game", sorted(GAMES))
@pytest.mark.parametrize("field", FIELDS)
@pytest.mark.parametrize("value", EXTREMES, ids=lambda v: type(v).__name__)
def test_a_save_tampered_with_an_extreme_value(game, field, value):
    refused_or_result(lambda: GAMES[game][0].from_json(_tampered(game, field, value)))


GAME_DOORS = {
    "from_json": lambda cls, rules, x: cls.from_json(x),
    "from_dict": lambda cls, rules, x: type(rules).from_dict(x),
    "replay history": lambda cls, rules, x: cls.replay(rules, x, 1),
    "replay seed": lambda cls, rules, x: cls.replay(rules, [], x),
    "replay auto_deal": lambda cls, rules, x: cls.replay(rules, [], 1, x),
    "new state seed": lambda cls, rules, x: cls(rules, x),
    "new state auto_deal": lambda cls, rules, x: cls(rules, 1, auto_deal=x),
    "new state deal": lambda cls, rules, x: cls(rules, 1, deal=x),
    "to_json indent": lambda cls, rules, x: cls(rules, 1).to_json(indent=x),
}


@pytest.mark.parametrize("door", sorted(GAME_DOORS))
@pytest.mark.parametrize("game", sorted(GAMES))
@RUN
@given(value=hostile)
def test_game_doors_return_or_refuse_in_one_sentence(game, door, value):
    state_class, rules = GAMES[game]
    refused_or_result(lambda: GAME_DOORS[door](state_class, rules, value))


@pytest.mark.parametrize("rules", [BeloteRules(), "RUBICON", {"target": 151}, 5])
def test_a_picchetto_state_refuses_what_is_not_picchetto_rules(rules):
    refused = refused_or_result(lambda: PicchettoState(rules, 1))
    assert isinstance(refused, CardkitError) and "rules" in str(refused)


# --------------------------------------------------------------------------
# cardkit.i18n
# --------------------------------------------------------------------------

I18N_DOORS = {
    "set_language": i18n.set_language, "language": lambda x: i18n.language(x).__enter__().__exit__(),
    "tr key": i18n.tr, "tr lang": lambda x: i18n.tr("suit.d", x),
    "tr param": lambda x: i18n.tr("card.bad_id", text=x), "register": i18n.register, "has": i18n.has,
    "shorten": i18n.shorten, "Quoted": lambda x: (str(i18n.Quoted(x)), repr(i18n.Quoted(x))),
    "error message": lambda x: CardkitError("card.bad_id", text=x).message(),
    "error in lang": lambda x: CardkitError("card.bad_id", text=1).message(x),
    "register entry": lambda x: i18n.register({"test.hostile": {"en": x, "it": x}}),
}


@pytest.mark.parametrize("door", sorted(I18N_DOORS))
@RUN
@given(value=hostile)
def test_i18n_doors_return_or_refuse_in_one_sentence(door, value):
    try:
        result = refused_or_result(lambda: I18N_DOORS[door](value))
    finally:
        i18n.set_language("en")
        for texts in i18n._catalogue.values():
            texts.pop("test.hostile", None)
    if door in ("shorten", "Quoted") or (door == "error message" and not isinstance(result, Exception)):
        for text in (result if isinstance(result, tuple) else (result,)):
            assert "\n" not in text and len(text) <= 200


# --------------------------------------------------------------------------
# The concrete cases of issue 12 (core)
# --------------------------------------------------------------------------

ISSUE_CASES = {
    "parse_cards(5)": (lambda: cardkit.parse_cards(5), "not card notation"),
    "parse_cards(card('Ad'))": (lambda: cardkit.parse_cards(cardkit.card("Ad")), "not card notation"),
    "CardSet('7d').suit('x')": (lambda: CardSet("7d").suit("x"), "not a suit"),
    "CardSet.from_mask('a')": (lambda: CardSet.from_mask("a"), "not a mask of cards"),
    "cards(b'7d')": (lambda: cards_fn(b"7d"), "b'7d' is not a card"),
    "card('x' * 10**6)": (lambda: cardkit.card("x" * 10**6), "is not a card"),
    "from_json('[' * 10**5 + ']' * 10**5)": (
        lambda: ScopaState.from_json("[" * 10**5 + "]" * 10**5), "nested too deeply"),
    "Deck.shuffled(tuple)": (lambda: cardkit.ITALIAN.shuffled((1, 2)), "is not a seed"),
    "shuffle(frozenset)": (lambda: cardkit.shuffle([1, 2], frozenset({3})), "is not a seed"),
    "rng(tuple)": (lambda: cardkit.rng((1, 2)), "is not a seed"),
    "state seed None": (lambda: ScopaState(ScopaRules(), None), "a seed is required"),
    "state seed 1.5": (lambda: PicchettoState(PicchettoRules(), 1.5), "1.5 is not a seed"),
    "state seed tuple": (lambda: BeloteState(BELOTE, (1, 2)), "(1, 2) is not a seed"),
    "state seed bytes": (lambda: ScopaState(ScopaRules(), b"7"), "b'7' is not a seed"),
}


@pytest.mark.parametrize("case", sorted(ISSUE_CASES))
def test_the_cases_of_the_issue_are_refused_in_one_short_sentence(case):
    call, words = ISSUE_CASES[case]
    refused = refused_or_result(call)
    assert isinstance(refused, CardkitError) and words in str(refused)
    assert len(str(refused)) <= 200
