"""The accomodo advisor (cardkit.picchetto.advisor).

* classical discarding advice on hand-built hands (Cavendish/Parlett style:
  the elder exchanges all five unless it breaks something valuable, keeps
  sequences, sets and the long suit; the younger keeps guards);
* the numbers: an exact enumeration checked against a brute force over the
  public ``declarations()``, a sampled estimate against the exact value
  within its stated margin, one world evaluated exactly as the engine plays
  the deal (both roles);
* only legal discards, input validation, determinism;
* ``exchange_ranked`` uses only what the player to move may see.
"""

from __future__ import annotations

import functools
import itertools
import random

import pytest

from cardkit import cards
from cardkit.cards import FRENCH
from cardkit.coach import ScoredMove
from cardkit.errors import CardkitError, IllegalMoveError, InvalidCardError
from cardkit.picchetto import (ITALIANO, PICCHETTO_150, RUBICON, ComputerPlayer, Exchange, declarations, deal_order,
                               play_out)
from cardkit.picchetto import advisor as A
from cardkit.picchetto.advisor import AccomodoAdvice, accomodo_advice, advice_for, exchange_ranked

# player 1 (seat 0) is the elder in every hand-made deal
R = ITALIANO.replace(first_dealer=1).single_deal()


@functools.lru_cache(maxsize=None)
def advice(hand: str, role: str = "elder", **kw) -> AccomodoAdvice:
    return accomodo_advice(hand, role, **kw)


def kept(choice, hand: str) -> set:
    return set(cards(hand)) - set(choice.discard)


# --------------------------------------------------------------------------
# classical advice
# --------------------------------------------------------------------------

QUINT_AND_ACES = "AS KS QS JS 10S AH AD 7H 8H 7D 8C 9C"
LONG_HEARTS = "AH KH QH 10H 9H 7H KS 8S 9D 7D 8C 7C"
THREE_KINGS = "KS KH KD 9S 7S JH 8H 10D 7D QC 9C 8C"
NOTHING = "QS 9S 7S JH 9H 8H KD 10D 7D AC 10C 8C"
YOUNGER_GUARDS = "KS 8S QH 9H 7H AD 10D 8D 7D JC 9C 7C"


def test_quint_and_three_aces_throw_the_five_small_cards_for_novanta():
    a = advice(QUINT_AND_ACES)
    best = a.best
    assert set(best.discard) == set(cards("7H 8H 7D 8C 9C"))
    assert best.reason.key == "accomodo.reason.novanta"
    # the reason names both combinations the 30 need: the quint and the three aces
    assert dict(best.reason.params)["cards"] == "AS KS QS JS 10S + AD AH AS"
    assert best.novanta > 0.25 and best.sessanta > 0.25
    # breaking the quint or the aces for a sixth small card is worse
    assert all(c.value < best.value for c in a.choices[1:])


def test_the_long_suit_is_kept_for_the_punto():
    best = advice(LONG_HEARTS).best
    assert set(cards("AH KH QH 10H 9H 7H")) <= kept(best, LONG_HEARTS)
    assert len(best.discard) == 5
    assert best.reason.key == "accomodo.reason.long_suit"
    assert best.punto > 0.5


def test_three_kings_are_kept_and_breaking_them_costs_points():
    a = advice(THREE_KINGS, include=("KS 7S 9S 8H 7D",))
    best = a.best
    assert set(cards("KS KH KD")) <= kept(best, THREE_KINGS)
    assert len(best.discard) == 5
    assert best.reason.key == "accomodo.reason.group"
    broken = next(c for c in a.choices if set(c.discard) == set(cards("KS 7S 9S 8H 7D")))
    assert broken.value < best.value and broken.points < best.points


def test_nothing_worth_keeping_exchange_the_maximum_and_keep_the_high_cards():
    best = advice(NOTHING).best
    assert len(best.discard) == 5
    assert best.reason.key == "accomodo.reason.maximum"
    assert set(cards("AC KD")) <= kept(best, NOTHING)


def test_the_younger_keeps_his_king_guarded():
    a = advice(YOUNGER_GUARDS, "younger", elder_took=5)
    best = a.best
    assert not set(cards("KS 8S")) & set(best.discard)
    assert best.reason.key == "accomodo.reason.guards"
    assert "8S" in best.reason.text("en") and "KS" in best.reason.text("en")


def test_the_elder_exchanges_all_five_in_ordinary_deals():
    # the classical rule of thumb, over dealt hands (a medium budget)
    sizes = []
    for seed in range(6):
        s = ITALIANO.single_deal().new_game(seed)
        sizes.append(len(accomodo_advice(s.dealt_hand(s.elder), samples=80, candidates=16).best.discard))
    assert sizes.count(5) >= 5


def test_reasons_render_in_both_languages():
    for hand, role in ((QUINT_AND_ACES, "elder"), (LONG_HEARTS, "elder"), (THREE_KINGS, "elder"),
                       (NOTHING, "elder"), (YOUNGER_GUARDS, "younger")):
        for c in advice(hand, role, **({"elder_took": 5} if role == "younger" else {})).choices[:3]:
            en, it = c.reason.text("en"), c.reason.text("it")
            assert en != it and "{" not in en + it
    assert "tris di re" in advice(THREE_KINGS).best.reason.text("it")


# --------------------------------------------------------------------------
# the numbers
# --------------------------------------------------------------------------

# Open Piquet, the younger after the elder took 5: the elder's hand is seen,
# 8 cards are unseen (his 5 discards and the 3 talon cards), 336 worlds.
OPEN_ELDER = "AS QS JS 10S 7S KH JH AH 8D 10C JC QC"
OPEN_YOUNGER = "KS 9S 8S QH 9H 7H AD KD QD JD 9C 7C"


def test_exact_enumeration_equals_a_brute_force_over_the_public_declarations():
    discard = "QH 9C 7C"
    a = accomodo_advice(OPEN_YOUNGER, "younger", samples=400, opponent=OPEN_ELDER,
                        include=(discard,))
    assert a.exact and a.samples == 336 and a.margin == 0
    choice = next(c for c in a.choices if set(c.discard) == set(cards(discard)))
    unseen = set(FRENCH.cards) - set(cards(OPEN_ELDER)) - set(cards(OPEN_YOUNGER))
    mine, theirs = [], []
    for drawn in itertools.combinations(sorted(unseen), 3):
        hand = (set(cards(OPEN_YOUNGER)) - set(cards(discard))) | set(drawn)
        d = declarations(OPEN_ELDER, list(hand))
        mine.append(d.younger_points)
        theirs.append(d.elder_points)
    assert choice.points == pytest.approx(sum(mine) / len(mine))
    assert choice.opponent_points == pytest.approx(sum(theirs) / len(theirs))
    assert choice.points_margin == 0 and choice.samples == 336


def test_sampled_estimates_fall_within_their_margin_of_the_exact_value():
    discard = ("QH 9C 7C",)
    exact = accomodo_advice(OPEN_YOUNGER, "younger", samples=400, opponent=OPEN_ELDER, include=discard)
    truth = next(c for c in exact.choices if set(c.discard) == set(cards(discard[0])))
    inside = 0
    for seed in range(10):
        a = accomodo_advice(OPEN_YOUNGER, "younger", samples=60, seed=seed, candidates=1,
                            opponent=OPEN_ELDER, include=discard)
        assert not a.exact and a.samples == 60
        c = next(c for c in a.choices if set(c.discard) == set(cards(discard[0])))
        assert c.points_margin > 0 and c.value_margin > 0
        inside += (abs(c.points - truth.points) <= c.points_margin
                   and abs(c.value - truth.value) <= c.value_margin)
    assert inside >= 8        # a 95% interval: 8 of 10 at the very least


@pytest.mark.parametrize("rules", [R, RUBICON.replace(first_dealer=1, deals=1),
                                   R.replace(trick_points="two", must_take=False),
                                   PICCHETTO_150.replace(first_dealer=1, deals=1, target=None)],
                         ids=["italiano", "rubicon", "two-points", "150-every-trick"])
def test_one_world_is_evaluated_exactly_as_the_engine_plays_the_deal(rules):
    cp = ComputerPlayer()
    for seed in range(12):
        s = rules.new_game(seed)
        e, y = s.elder, s.younger
        hand, dealt_y = s.dealt_hand(e), s.dealt_hand(y)
        talon = tuple(s._talon)                         # the real world, read for the check only
        # the elder's view: the world is the younger's hand and the talon
        setting = A._setting(hand, "elder", rules, None, None, None)
        world = A._World(setting, (tuple(c for c in range(40, 72) if (s._dealt[y] >> c) & 1), talon, ()))
        while s.phase != "exchange":
            s.play(cp(s))
        move = cp(s)
        stats = A._Stats()
        A._evaluate(world, A._mask(s._int(c) for c in move.cards), len(move.cards), 0, True, stats)
        # the younger's view after the elder's exchange
        s.play(move)
        while s.phase != "exchange":
            s.play(cp(s))
        took = 8 - len(s.talon)
        setting_y = A._setting(dealt_y, "younger", rules, took, None, None)
        world_y = A._World(setting_y, (tuple(c for c in range(40, 72) if (s._dealt[e] >> c) & 1), talon, ()))
        reply = cp(s)
        stats_y = A._Stats()
        A._evaluate(world_y, A._mask(s._int(c) for c in reply.cards), len(reply.cards), 1, True, stats_y)
        s.play(reply)
        play_out(s, [cp, cp], until="deal")
        d = s.declarations
        assert stats.points[0] == d.elder_points and stats.opp[0] == d.younger_points
        assert stats.value[0] == s.log.totals[e] - s.log.totals[y]
        assert stats_y.value[0] == s.log.totals[y] - s.log.totals[e]
        assert stats.cards[0] == (s.tricks_won[e] > 6)


def test_only_legal_discards_and_every_one_screened():
    for rules, role in ((R, "elder"), (R.replace(elder_min_exchange=2, younger_min_exchange=2), "younger"),
                        (R.replace(deck="bergamasche"), "elder"),
                        (RUBICON.replace(first_dealer=1, deals=1), "younger")):
        s = rules.new_game(3)
        if role == "younger":
            s.play("exchange " + " ".join(str(c) for c in s.hand(s.elder)[:4]))
        while s.phase == "blanche":
            s.play("mano bianca")
        ranked = exchange_ranked(s, level="easy")
        assert all(isinstance(m, ScoredMove) and s.is_legal(m.move) for m in ranked)
        assert [m.value for m in ranked] == sorted((m.value for m in ranked), reverse=True)
        view = s.view(s.current_player())
        took = 8 - view.talon_left if role == "younger" else None
        a = accomodo_advice(view.hand, role, rules, samples=8, candidates=1, elder_took=took)
        assert a.legal == len(s.legal_moves())
    # Rubicon's younger may keep everything: "exchange none" is among the candidates
    assert any(not m.move.cards for m in ranked)


def test_a_miscount_is_evaluated_when_asked_for():
    rules = R.replace(irregular_exchanges=True)
    s = rules.new_game(5)
    miscount = Exchange(s.hand(s.elder)[:2], take=3)
    ranked = exchange_ranked(s, level="easy", include=(miscount,))
    scored = next(m for m in ranked if m.move == miscount)
    assert scored.value < ranked[0].value          # 13 cards score nothing
    assert all(m.move.take is None for m in ranked if m.move != miscount)


# --------------------------------------------------------------------------
# validation and determinism
# --------------------------------------------------------------------------

@pytest.mark.parametrize("kwargs, key", [
    (dict(hand="AS KS QS"), "accomodo.err.hand_size"),
    (dict(hand=QUINT_AND_ACES + " 10H"), "accomodo.err.hand_size"),
    (dict(hand="AS AS KS QS JS 10S AH AD 7H 8H 7D 8C"), "accomodo.err.hand_size"),
    (dict(role="dealer"), "accomodo.err.role"),
    (dict(rules="italiano"), "accomodo.err.rules"),
    (dict(samples=0), "accomodo.err.count"),
    (dict(samples=2.5), "accomodo.err.count"),
    (dict(candidates=-1), "accomodo.err.count"),
    (dict(seed=1.5), "seed.bad"),
    (dict(elder_took=3), "accomodo.err.elder_only"),
    (dict(role="younger", elder_took=6), "accomodo.err.took"),
    (dict(role="younger", elder_took=0), "accomodo.err.took"),
    (dict(opponent="KH QH JH"), "accomodo.err.opponent_size"),
    (dict(opponent="AS QH JH 10H 9D 10D JD QD KD KC QC JC"), "accomodo.err.overlap"),
    (dict(role="younger", opponent_dealt="9S 8S 7S KH QH JH 10H 9H 8D 9D 10D 7C"),
     "accomodo.err.not_blanche"),
    (dict(include=("QH",)), "accomodo.err.include"),
])
def test_bad_input_raises_a_cardkit_error_naming_the_expected_form(kwargs, key):
    args = dict(hand=QUINT_AND_ACES, samples=4, candidates=1)
    args.update(kwargs)
    with pytest.raises(CardkitError) as err:
        accomodo_advice(**args)
    assert err.value.key == key
    assert err.value.message("it") != err.value.message("en")


def test_a_card_outside_the_deck_is_refused():
    with pytest.raises(InvalidCardError):
        accomodo_advice("7d AS KS QS JS 10S AH AD 7H 8H 7D 8C", samples=4)
    with pytest.raises(InvalidCardError):
        accomodo_advice("AS KS QS JS 10S AH AD 7H 8H 7D 8C 9C", rules=ITALIANO.replace(deck="bergamasche"))


def test_exchange_ranked_validates_its_input():
    s = R.new_game(1)
    with pytest.raises(CardkitError):
        exchange_ranked(s, level="hard")
    with pytest.raises(CardkitError):
        exchange_ranked(s, seed=[1])
    with pytest.raises(IllegalMoveError):
        exchange_ranked("not a game")
    cp = ComputerPlayer()
    while s.phase != "play":
        s.play(cp(s))
    with pytest.raises(IllegalMoveError):
        exchange_ranked(s)


def test_the_same_seed_gives_the_same_advice_and_the_result_reads_well():
    a = accomodo_advice(NOTHING, samples=30, seed=4, candidates=5)
    b = accomodo_advice(NOTHING, samples=30, seed=4, candidates=5)
    assert a == b
    assert repr(a) == repr(b) and repr(a).startswith("<AccomodoAdvice elder, ")
    text = str(a)
    assert "30 sampled deals (seed 4)" in text and "± " in text
    assert str(a.best) in text and a.method("it") in "\n".join(a.lines("it"))
    assert a.best == a[0] and list(a)[0] == a.best and len(a) == len(a.choices)
    assert a.gap >= 0 and a.gap_margin >= 0
    assert repr(a.best).startswith("<AccomodoChoice discard ")
    s = R.new_game(9)
    assert exchange_ranked(s, level="easy", seed=2) == exchange_ranked(s, level="easy", seed=2)


# --------------------------------------------------------------------------
# only what the player may see
# --------------------------------------------------------------------------

def _ranked_key(ranked):
    return [(str(m.move), m.value, m.reason) for m in ranked]


def test_the_elder_advice_does_not_depend_on_the_hidden_cards():
    hand = cards(NOTHING)
    rest = [c for c in FRENCH.cards if c not in set(hand)]
    seen = []
    for i in range(3):
        other = rest[:]
        random.Random(i).shuffle(other)
        s = R.new_game(0, deal=deal_order(hand, other[:12], other[12:], R))
        seen.append(_ranked_key(exchange_ranked(s, level="easy", seed=5)))
    assert seen[0] == seen[1] == seen[2]


def test_the_younger_advice_does_not_depend_on_the_hidden_cards():
    hand = cards(YOUNGER_GUARDS)
    rest = [c for c in FRENCH.cards if c not in set(hand)]
    seen = []
    i = 0
    while len(seen) < 3:
        other = rest[:]
        random.Random(100 + i).shuffle(other)
        i += 1
        if not any(c.rank in "KQJ" for c in other[:12]):       # a mano bianca would be shown
            continue
        s = R.new_game(0, deal=deal_order(other[:12], hand, other[12:], R))
        s.play(Exchange(random.Random(i).sample(other[:12], 3)))     # any 3 cards: only the count is seen
        seen.append(_ranked_key(exchange_ranked(s, level="easy", seed=5)))
    assert seen[0] == seen[1] == seen[2]


def test_what_the_younger_is_shown_is_used():
    # a mano bianca the elder announced: his 10 points count in every world
    blanche = "AS 10S 9S 8S AH 10H 9H 7H AD 9D 8C 7C"
    rest = [c for c in FRENCH.cards if c not in set(cards(blanche))]
    s = R.new_game(0, deal=deal_order(blanche, rest[:12], rest[12:], R))
    s.play("mano bianca")
    s.play("exchange 8S 7H 9D 8C 7C")
    a = advice_for(s, samples=20, candidates=1)
    assert a.role == "younger" and a.elder_took == 5
    assert all(c.opponent_points >= 10 for c in a.choices)
    # Open Piquet: the elder's hand is seen, and 336 worlds are all of them
    open_rules = RUBICON.replace(open_hands=True, first_dealer=1, deals=1, younger_takes_leftovers=True,
                                 younger_max_exchange=None, younger_min_exchange=1)
    s = open_rules.new_game(0, deal=deal_order(OPEN_ELDER, OPEN_YOUNGER, (), open_rules))
    s.play("exchange 7S 10S 8D 10C JC")
    a = advice_for(s, samples=400, candidates=2)
    assert a.exact and a.samples == 336
