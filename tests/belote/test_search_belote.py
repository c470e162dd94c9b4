"""The Belote coach and SearchPlayer: hints that explain, in English and
Italian; decisions that depend only on what the player may see; seeded and
deterministic; strict about levels, seeds and states."""

import random

import pytest
from hypothesis import given, settings, strategies as st

from cardkit import CardkitError, IllegalMoveError, i18n
from cardkit.belote import BELOTE, BeloteState, RuleBasedPlayer, SearchPlayer, double_dummy
from cardkit.belote import rules as R
from cardkit.belote.search import COACH, inferences, sample_hands
from cardkit.coach import decision_rng

from belote_helpers import handmade
from coach_positions import dealt, redeal

RB = RuleBasedPlayer()


def reason_key(state, level="strong"):
    return COACH.rank(state, level)[0].reason.key


# --------------------------------------------------------------------------
# hints with a clear answer
# --------------------------------------------------------------------------

# trumps hearts.  South leads the AS, East (void in spades) trumps with the
# 8H; North (void in spades too) must overtrump with the 9H or the 10H.
OVERTRUMP = ["AS KS QS JS 7D 8D 9D 7H", "8H QH KH AD KD QD JD 10D",
             "9H 10H 7C 8C 9C 10C JC QC", "7S 8S 9S 10S JH AH KC AC"]


def test_a_forced_overtrump_is_explained():
    s = dealt(OVERTRUMP, "7H", ["AS", "8H"])
    assert set(s.legal_moves()) == set(R.legal_cards(s.hand(2), s.current_trick, "H"))
    h = s.hint()
    assert str(h.move) in ("9H", "10H")
    assert h.ranked[0].reason.key in ("belote.coach.must_overtrump", "belote.coach.must_overtrump_best")
    assert "overtrump the 8H" in h.reason_in("en")
    assert "surtagliare 8H" in h.reason_in("it")


# trumps hearts.  South leads the 7S, East wins with the AS; West plays last,
# void in spades: his partner is sure to win, so no trump, but points: the
# 10C, which could never win a trick of its own (North holds the AC).
CHARGE = ["7S 9S 7H 9C JC QC 9D JD", "AS KS QS JS 8H KC 10D QD",
          "8S 10S 9H 10H QH AC KD AD", "JH AH KH 10C 7C 8C 7D 8D"]


def test_a_partner_sure_to_win_gets_points_not_a_trump():
    s = dealt(CHARGE, "7H", ["7S", "AS", "8S"])
    h = s.hint()
    assert str(h.move) == "10C"
    assert h.ranked[0].reason.key == "belote.coach.charge_no_trump"
    assert "no need to trump" in h.reason_in("en") and str(h.move) in h.reason_in("en")
    assert "non serve tagliare" in h.reason_in("it")
    # and the exact solver agrees that trumping is worse than any of the points
    assert double_dummy(s).best_moves == (h.move,)


# trumps hearts, after six tricks: East leads the AC (master), North follows
# with the 7C; West holds the JH (the best trump) and the 7D.  Keeping the
# JH takes the last trick and its 10 points.
LAST = ["8C QH 9D 10C 8S 7H QS KS", "9C AC AD 9H QD JC AS JS",
        "7C KH 10S 10D QC 10H JD AH", "7D JH 8D KC KD 7S 9S 8H"]
LAST_MOVES = ("8S JS 10S 7S 10D 8D 9D QD JD KD 7H AD QS AS 10H 9S QC KC 10C JC "
              "KS 9H AH 8H AC 7C").split()


def test_keep_the_master_trump_for_the_last_trick():
    s = dealt(LAST, "QH", LAST_MOVES)
    assert s.current_player() == 3 and len(s.tricks) == 6 and set(map(str, s.legal_moves())) == {"7D", "JH"}
    h = s.hint()
    assert str(h.move) == "7D"
    assert h.ranked[0].reason.key == "belote.coach.last_trick"
    assert "keep the JH for the last trick" in h.reason_in("en")
    assert "l'ultima presa" in h.reason_in("it")
    assert double_dummy(s).best_moves == (h.move,)


def test_only_legal_card():
    s = dealt(LAST, "QH", LAST_MOVES + ["7D", "8C"])
    h = s.hint()
    assert len(s.legal_moves()) == 1 and h.reason_in("en") == i18n.tr("coach.only_move", "en")


@pytest.mark.parametrize("first5, turned, bid, en, it", [
    # the jack and nine of the turned suit, an ace and its guard: take
    (["JH 9H AS AD 7C", "7S 8S 9S 7D 8D", "10S JS 8C 9C 10C", "QS KS 9D 10D JD"], "AH", "accept",
     "with the jack and the nine in trumps", "con il fante e il nove di briscola"),
    # no trump at all but the turned seven: pass
    (["7S 8C 9D 7D QC", "JH 9H 8S 9S 8D", "10S JS 7C 9C 10C", "QS KS AS 10D JD"], "7H", "pass",
     "too few trumps to make 82", "troppo poche briscole per fare 82"),
])
def test_a_bid_with_a_clear_answer(first5, turned, bid, en, it):
    h = handmade(first5, turned).hint()
    assert h.move == bid
    assert en in h.reason_in("en") and it in h.reason_in("it")


def test_every_coach_message_exists_in_english_and_italian():
    import cardkit.belote.search  # noqa: F401  (registers the messages)
    keys = [k for k in i18n._catalogue["en"] if k.startswith("belote.coach.") or k.startswith("belote.solver.")]
    assert len(keys) > 20
    for k in keys:
        assert i18n._catalogue["it"].get(k), k


# --------------------------------------------------------------------------
# what the player may see
# --------------------------------------------------------------------------

def positions(seed, every=5):
    """Decision points of a seeded match (first two deals), rule-based and
    random moves mixed, every ``every``-th one with a choice to make."""
    rng = random.Random(seed)
    s = BeloteState(BELOTE, seed)
    n = 0
    while not s.is_over() and len(s.deal_scores) < 2:
        if len(s.legal_moves()) > 1:
            n += 1
            if n % every == 0:
                yield s.copy()
        lm = s.legal_moves()
        s.play(lm[rng.randrange(len(lm))] if rng.random() < 0.3 else RB.choose(s))


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 10 ** 6))
def test_the_real_hands_satisfy_every_inference(seed):
    for s in positions(seed, every=3):
        if s.phase != "play":
            continue
        p = s.current_player()
        know = inferences(s, p)
        for q in range(4):
            if q == p:
                continue
            assert not s.hand_masks[q] & know.excluded[q], (seed, q)
            assert s.hand_masks[q] & know.forced[q] == know.forced[q], (seed, q)
            assert s.hand_masks[q].bit_count() == know.sizes[q]
        sample = sample_hands(know, decision_rng(seed, s))
        assert sample[p] == s.hand_masks[p]
        assert sum(h.bit_count() for h in sample) == sum(h.bit_count() for h in s.hand_masks)
        assert not (sample[0] & sample[1] | sample[0] & sample[2] | sample[0] & sample[3]
                    | sample[1] & sample[2] | sample[1] & sample[3] | sample[2] & sample[3])
        for q in range(4):
            if q != p:
                assert not sample[q] & know.excluded[q] and sample[q] & know.forced[q] == know.forced[q]


def test_the_decision_does_not_depend_on_the_hidden_cards():
    checked = {"play": 0, "bid": 0, "changed": 0}
    player = SearchPlayer("medium", seed=11)
    for seed in range(4):
        for s in positions(seed, every=5):
            p = s.current_player()
            ranked = [(m.move, m.value) for m in COACH.rank(s, "medium", seed=11)]
            for k in range(2):
                other = redeal(s, p, random.Random(f"{seed}/{k}"))
                if other is None:
                    continue
                checked["changed"] += other.hand_masks != s.hand_masks
                assert [(m.move, m.value) for m in COACH.rank(other, "medium", seed=11)] == ranked
                assert player.choose(other) == player.choose(s)
                checked["play" if s.phase == "play" else "bid"] += 1
    assert checked["play"] >= 20 and checked["bid"] >= 8 and checked["changed"] >= 25


# --------------------------------------------------------------------------
# determinism and validation
# --------------------------------------------------------------------------

def test_the_same_seed_gives_the_same_advice():
    for s in positions(3, every=8):
        a = COACH.rank(s, "medium", seed="x")
        b = COACH.rank(s.copy(), "medium", seed="x")
        assert a == b
        assert SearchPlayer("strong", 4).choose(s) == SearchPlayer("strong", 4).choose(s)


def test_easy_is_the_rule_based_player():
    for s in positions(5, every=4):
        assert SearchPlayer("easy").choose(s) == RB.choose(s)


def test_levels_seeds_and_states_are_validated():
    with pytest.raises(CardkitError, match="not a level"):
        SearchPlayer("hard")
    with pytest.raises(CardkitError, match="seed"):
        SearchPlayer("strong", seed=1.5)
    s = BeloteState(BELOTE, 2)
    with pytest.raises(CardkitError, match="not a level"):
        s.hint(level="expert")
    with pytest.raises(CardkitError, match="BeloteState"):
        COACH.rank("JH 9H", "strong")
    with pytest.raises(CardkitError, match="not a level"):
        COACH.rank(s, "hard")
    over = BeloteState(BELOTE, 2)
    players = [RB] * 4
    while not over.is_over():
        over.play(players[over.current_player()].choose(over))
    with pytest.raises(IllegalMoveError, match="over"):
        over.hint()
    with pytest.raises(IllegalMoveError, match="over"):
        SearchPlayer().choose(over)


def test_a_strong_pair_beats_random_play_in_a_short_match():
    # a sanity check of the whole loop (the strength figures are in benchmarks/)
    from cardkit.belote import RandomPlayer
    s = BeloteState(BELOTE.replace(target=150), 8)
    players = [SearchPlayer("medium", 1), RandomPlayer(2), SearchPlayer("medium", 3), RandomPlayer(4)]
    while not s.is_over():
        s.play(players[s.current_player()].choose(s))
    assert s.winner == 0


def test_the_senza_reason_counts_the_aces_in_words():
    """"with aces in 1 suits" is not said: one ace and none have sentences of their own."""
    from cardkit.belote.search import bid_reason
    seen = {}
    for seed in range(40):
        s = BeloteState(BELOTE, seed)
        s.play("accept")
        while s.phase == "senza":
            if "senza" in s.legal_moves():
                me = s.to_move
                hand = s.hand_masks[me] | (1 << int(s.turned))
                aces = sum(1 for k in range(4) if hand >> (40 + 8 * k + 7) & 1)
                r = bid_reason(s, "senza")
                seen[min(aces, 2)] = r
                for lang in ("en", "it"):
                    text = r.text(lang)
                    assert " 1 suits" not in text and " 1 semi" not in text and " 0 " not in text
            s.play("pass")
    assert seen[0].key == "belote.coach.senza0" and seen[1].key == "belote.coach.senza1"
    assert seen[2].key == "belote.coach.senza" and dict(seen[2].params)["n"] >= 2
