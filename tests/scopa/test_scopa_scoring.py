"""Primiera, napola, the points of a hand and the end of a match, worked by hand."""

from hypothesis import given, settings, strategies as st
import pytest

from cardkit.cards import ITALIAN, Card, CardSet, cards
from cardkit.i18n import missing_translations
from cardkit.scopa import (
    HandScore, hand_score_log, is_match_over, match_winner, napola, primiera, primiera_cards,
    primiera_value, score_hand,
)


# -- primiera ------------------------------------------------------------------

@pytest.mark.parametrize("pile, total", [
    ("7d 7c 7s 7b", 84),                  # the best possible
    ("6d 6c 6s 6b", 72),
    ("Ad 2c 3s 4b", 16 + 12 + 13 + 14),
    ("Fd Cc Rs Rb", 40),                  # figures are worth 10 each
    ("7d Ad 5c Fc 2s Rb", 21 + 15 + 12 + 10),
    ("Ad 5d 5c 5s 5b", 16 + 15 + 15 + 15),  # the ace (16) beats the 5 (15)
])
def test_primiera_totals(pile, total):
    assert primiera(pile) == total


def test_primiera_needs_every_suit():
    assert primiera("7d 7c 7s") is None
    assert primiera("") is None
    assert primiera(cards("7d 7c 7s Rs")) is None


def test_primiera_cards():
    assert primiera_cards("7d Ad 2c Fs Rs") == {"d": Card("7d"), "c": Card("2c"),
                                                "s": Card("Rs"), "b": None}
    best = primiera_cards(ITALIAN.cards)
    assert all(c.rank == "7" for c in best.values())


def test_primiera_values():
    assert [primiera_value(c + "d") for c in "A234567FCR"] == [16, 12, 13, 14, 15, 18, 21, 10, 10, 10]


# -- napola --------------------------------------------------------------------

@pytest.mark.parametrize("pile, points", [
    ("Ad 2d 3d", 3),
    ("Ad 2d 3d 4d 5d", 5),
    ("Ad 2d 3d 5d 6d", 3),                 # the 4 is missing: the sequence stops at 3
    ("Ad 2d 3d 4d 5d 6d 7d Fd Cd", 9),
    (" ".join(c + "d" for c in "A234567FCR"), 10),
    ("2d 3d 4d 5d 6d", 0),                 # no ace: no napola
    ("Ad 2d 4d 5d", 0),
    ("Ac 2c 3c", 0),                       # only coins count
])
def test_napola(pile, points):
    assert napola(pile) == points


# -- the points of a hand ---------------------------------------------------------

def _rest(*piles):
    used = CardSet()
    for p in piles:
        used = used | p
    return CardSet(ITALIAN.cards) - used


def test_two_players_worked_example():
    a = CardSet("7d 6d 5d 4d 3d Ac 2c 3c 7s 6s Fb")
    b = _rest(a)                            # the other 29 cards
    sa, sb = score_hand([a, b], scope=[2, 1])
    # carte: 11 against 29 -> B; denari: 5 each -> nobody; settebello -> A
    # primiera: A 7d+Ac+7s+Fb = 21+16+21+10 = 68; B Ad+7c+As+7b = 16+21+16+21 = 74 -> B
    assert (sa.cards_taken, sb.cards_taken) == (11, 29)
    assert (sa.coins_taken, sb.coins_taken) == (5, 5)
    assert (sa.primiera_total, sb.primiera_total) == (68, 74)
    assert sa == HandScore(carte=0, denari=0, settebello=1, primiera=0, scope=2, napola=0, total=3,
                           cards_taken=11, coins_taken=5, primiera_total=68,
                           primiera_best=(Card("7d"), Card("Ac"), Card("7s"), Card("Fb")))
    assert (sb.carte, sb.denari, sb.settebello, sb.primiera, sb.scope, sb.total) == (1, 0, 0, 1, 1, 3)
    # napola: B has Ad 2d but not 3d, A has 3d but not Ad: nobody
    assert [s.napola for s in score_hand([a, b], napola=True)] == [0, 0]


def test_all_categories_to_one_side():
    a = CardSet("Ad 2d 3d 4d 5d 6d 7d 7c 7s 7b Fd Cd")
    b = _rest(a)
    sa, sb = score_hand([a, b], scope=[0, 0], napola=True)
    assert (sa.carte, sa.denari, sa.settebello, sa.primiera) == (0, 1, 1, 1)
    assert sa.napola == 9 and sa.total == 12
    assert sb.carte == 1 and sb.total == 1


def test_ties_score_nothing():
    # primiera 78 each, 4 cards each, one coin each
    sa, sb = score_hand(["7d 7c 6s 6b", "7s 7b 6d 6c"])
    assert sa.primiera_total == sb.primiera_total == 78
    assert (sa.carte, sa.denari, sa.primiera) == (0, 0, 0)
    assert (sb.carte, sb.denari, sb.primiera) == (0, 0, 0)
    assert sa.settebello == 1 and sa.total == 1 and sb.total == 0


def test_three_players_tie_at_the_top_scores_nothing():
    p0 = "Ad 2d 3d Ac 2c 3c As 2s"        # 8 cards, 3 coins, no bastoni
    p1 = "7d 7c 7s 7b 6c 6s 6b Ab"        # 8 cards, 1 coin, primiera 84
    p2 = "4d 5d 6d Fd Cd Rd"              # 6 cards, 6 coins, coins only
    s0, s1, s2 = score_hand([p0, p1, p2], napola=True)
    assert [s.carte for s in (s0, s1, s2)] == [0, 0, 0]       # 8-8-6: tie at the top
    assert [s.denari for s in (s0, s1, s2)] == [0, 0, 1]
    assert [s.settebello for s in (s0, s1, s2)] == [0, 1, 0]
    assert [s.primiera_total for s in (s0, s1, s2)] == [None, 84, None]
    assert [s.primiera for s in (s0, s1, s2)] == [0, 1, 0]
    assert [s.napola for s in (s0, s1, s2)] == [3, 0, 0]
    assert [s.total for s in (s0, s1, s2)] == [3, 2, 1]


def test_three_players_tie_below_the_top_does_not_matter():
    s0, s1, s2 = score_hand(["Ac 2c 3c 4c 5c", "Ab 2b", "As 2s"])
    assert [s.carte for s in (s0, s1, s2)] == [1, 0, 0]


def test_nobody_has_primiera():
    ss = score_hand(["7d 7c", "7s 7b"])
    assert [s.primiera for s in ss] == [0, 0] and [s.primiera_total for s in ss] == [None, None]


def test_score_hand_accepts_any_card_input_and_checks_piles():
    a = score_hand([["7d", Card("Ad")], cards("Rc")])
    b = score_hand(["7d Ad", "Rc"])
    assert a == b
    with pytest.raises(ValueError) as e:
        score_hand(["7d Ad", "Ad Rc"])
    assert "Ad" in str(e.value)
    with pytest.raises(ValueError):
        score_hand(["7d", "Ad"], scope=[1])
    with pytest.raises(ValueError):
        score_hand(["7d", "AS"])


def test_lines_and_score_log():
    sa, sb = score_hand(["7d 7c 7s 7b Ad 2d 3d", "6d 6c 6s 6b"], scope=[1, 0], napola=True)
    assert sa.total == 1 + 1 + 1 + 1 + 1 + 3
    assert len(sa.lines()) == 6 and sb.lines() == []
    assert any("primiera" in line for line in sa.lines("it"))
    log = hand_score_log((sa, sb), start=(4, 2))
    assert log.totals == [4 + sa.total, 2]
    assert [e.key for e in log] == ["scopa.score.carte", "scopa.score.denari",
                                    "scopa.score.settebello", "scopa.score.primiera",
                                    "scopa.score.scope", "scopa.score.napola"]


# -- the match ----------------------------------------------------------------------

@pytest.mark.parametrize("scores, target, winner", [
    ([11, 9], 11, 0),
    ([12, 12], 11, None),        # tie at the top: another hand
    ([10, 3], 11, None),
    ([11, 13], 11, 1),           # both past the target: the one leading alone wins
    ([16, 16, 3], 16, None),
    ([17, 16, 3], 16, 0),
    ([5, 16, 16], 16, None),
    ([21, 20], 21, 0),
])
def test_match_winner(scores, target, winner):
    assert match_winner(scores, target) == winner
    assert is_match_over(scores, target) == (winner is not None)


def test_every_message_is_translated():
    from cardkit.i18n import _catalogue
    mine = [k for k in _catalogue["en"] if k.startswith("scopa.")]
    assert len(mine) > 20
    assert [k for k in missing_translations() if k.startswith("scopa.")] == []


# -- the fast scorer against the rules written out plainly ----------------------

_PRIMIERA = {"7": 21, "6": 18, "A": 16, "5": 15, "4": 14, "3": 13, "2": 12,
             "F": 10, "C": 10, "R": 10}


def _plain_points(piles, scope, with_napola):
    """Each category of the rule text, counted card by card (slow and obvious)."""
    def alone_on_top(values):
        top = max(values)
        if top <= 0 or values.count(top) > 1:
            return None
        return values.index(top)

    n_cards = [len(p) for p in piles]
    n_coins = [sum(1 for c in p if c.suit == "d") for p in piles]
    prim = []
    for p in piles:
        best = {}
        for c in p:
            best[c.suit] = max(best.get(c.suit, 0), _PRIMIERA[c.rank])
        prim.append(sum(best.values()) if len(best) == 4 else 0)
    winners = (alone_on_top(n_cards), alone_on_top(n_coins), alone_on_top(prim))
    out = []
    for i, p in enumerate(piles):
        names = {str(c) for c in p}
        run = 0
        for rank in "A234567FCR":
            if rank + "d" not in names:
                break
            run += 1
        nap = run if (with_napola and run >= 3) else 0
        pts = (int(winners[0] == i), int(winners[1] == i), int("7d" in names),
               int(winners[2] == i), scope[i], nap)
        out.append(pts + (sum(pts), n_cards[i], n_coins[i], prim[i] or None))
    return out


@settings(max_examples=400, deadline=None, derandomize=True)
@given(st.integers(2, 3), st.lists(st.integers(-1, 3), min_size=40, max_size=40),
       st.lists(st.integers(0, 4), min_size=4, max_size=4), st.booleans())
def test_score_hand_agrees_with_the_rules_written_out(sides, owner, scope, with_napola):
    # owner[i]: which side took card i (-1: nobody, e.g. a partial pile in a lesson)
    piles = [[c for c in ITALIAN.cards if owner[int(c)] == s] for s in range(sides)]
    scope = scope[:sides]
    got = score_hand([CardSet(p) for p in piles], scope, napola=with_napola)
    want = _plain_points(piles, scope, with_napola)
    for g, w in zip(got, want):
        assert (g.carte, g.denari, g.settebello, g.primiera, g.scope, g.napola, g.total,
                g.cards_taken, g.coins_taken, g.primiera_total) == w
    for g, p in zip(got, piles):
        # the counting card of each suit: one of the pile's best in that suit, or None
        for suit, best in zip("dcsb", g.primiera_best):
            mine = [c for c in p if c.suit == suit]
            if not mine:
                assert best is None
            else:
                assert best in mine and _PRIMIERA[best.rank] == max(_PRIMIERA[c.rank] for c in mine)
