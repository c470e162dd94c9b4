"""The shared coach machinery (cardkit.coach): hints, reviews, levels, seeds
and the statistics the benchmarks print.  The games' own coaches are tested
in tests/<game>/test_search_<game>.py; here a tiny coach over a real Scopa state
shows what the shared parts do with whatever a game's coach ranks."""

import math
import random

import pytest

from cardkit import cards, coach, i18n
from cardkit.coach import Hint, Reason, ScoredMove, SearchPlayerBase
from cardkit.errors import CardkitError, IllegalMoveError
from cardkit.scopa import SCOPA_2


class FirstIsBest:
    """Ranks the legal moves in sorted order, values 0, -1, -2, …"""

    def rank(self, state, level="strong", seed=0, include=()):
        legal = state.legal_moves()
        return [ScoredMove(m, -float(i), Reason.of("coach.best_estimate") if i == 0 else None)
                for i, m in enumerate(legal)]


@pytest.fixture
def fake_coach(monkeypatch):
    state_class = type(SCOPA_2.new_game(0))
    monkeypatch.setattr(state_class, "_coach", lambda self: FirstIsBest())


def test_hint_fields_follow_the_ranking(fake_coach):
    s = SCOPA_2.new_game(3)
    h = s.hint()
    legal = s.legal_moves()
    assert h.move == legal[0]
    assert h.player == s.current_player()
    assert [a.move for a in h.alternatives] == legal[1:3]
    assert [a.value for a in h.alternatives] == [-1.0, -2.0][:len(legal) - 1]
    assert h.reason == i18n.tr("coach.best_estimate", "en")
    assert h.reason_in("it") == i18n.tr("coach.best_estimate", "it")
    with i18n.language("it"):
        assert h.reason == i18n.tr("coach.best_estimate", "it")
        assert str(h).startswith("Suggerimento: ")
    assert str(h).startswith(f"Hint: {legal[0]} — ")
    assert repr(h).startswith(f"<Hint {legal[0]}: ")


def test_a_single_move_says_it_is_the_only_one():
    h = Hint(0, (ScoredMove("AS", 0.0),))
    assert h.reason == "it is the only legal move"
    assert h.alternatives == ()
    assert h.lines() == ["Hint: AS — it is the only legal move"]


def test_hint_refuses_finished_games_and_bad_arguments(fake_coach):
    s = SCOPA_2.new_game(1)
    with pytest.raises(CardkitError, match="not a level"):
        s.hint(level="grandmaster")
    with pytest.raises(CardkitError, match="seed"):
        s.hint(seed=1.5)
    with pytest.raises(CardkitError, match="seed"):
        s.hint(seed="x" * 10_000)
    undealt = SCOPA_2.new_game(1, auto_deal=False)
    with pytest.raises(IllegalMoveError, match="dealt first"):
        undealt.hint()


def test_level_messages_are_short_and_name_the_levels():
    with pytest.raises(CardkitError) as e:
        coach.check_level("x" * 10**6)
    text = str(e.value)
    assert len(text) < 160 and "'easy', 'medium' or 'strong'" in text


def test_decision_rng_depends_on_seed_and_history_length_only():
    a = SCOPA_2.new_game(5)
    b = SCOPA_2.new_game(6)              # other cards, same history length
    assert coach.decision_rng(0, a).random() == coach.decision_rng(0, b).random()
    assert coach.decision_rng(0, a).random() != coach.decision_rng(1, a).random()


def test_review_scores_the_move_played_against_the_best(fake_coach):
    s = SCOPA_2.new_game(2)
    # player 1 always plays the last legal move, player 2 the first
    while s.hand_number == 1 and not s.is_over():
        legal = s.legal_moves()
        s.play(legal[-1] if s.current_player() == 0 else legal[0])
    r = coach.review(s, 0)
    assert r.entries, "player 1 had choices to review"
    for e in r.entries:
        assert e.loss >= 0
        assert e.best.value == 0.0
        assert e.loss == -e.played_value
    worst = r.worst(3)
    assert worst == sorted(worst, key=lambda e: (-e.loss, e.index))
    assert str(r).splitlines()[0] == i18n.tr("coach.review.title", "en")
    assert r.lines("it")[0] == i18n.tr("coach.review.title", "it")
    # the opponent always took the coach's choice: nothing to regret
    r2 = coach.review(s, 1)
    assert r2.worst() == [] and str(r2) == i18n.tr("coach.review.none", "en")


def test_search_player_base(fake_coach):
    class Player(SearchPlayerBase):
        coach = FirstIsBest()
        easy_player = staticmethod(lambda state: state.legal_moves()[-1])

    s = SCOPA_2.new_game(4)
    assert Player("strong")(s) == s.legal_moves()[0]
    assert Player("easy")(s) == s.legal_moves()[-1]
    assert repr(Player("medium", 3)) == "Player(level='medium', seed=3)"
    with pytest.raises(CardkitError):
        Player("hard")
    with pytest.raises(CardkitError):
        Player("strong", seed=None)


def test_wilson_interval():
    lo, hi = coach.wilson(600, 1000)
    assert lo < 0.6 < hi
    assert math.isclose(lo, 0.5693, abs_tol=1e-3) and math.isclose(hi, 0.6299, abs_tol=1e-3)
    assert coach.wilson(0, 0) == (0.0, 1.0)
    lo, hi = coach.wilson(10, 10)
    assert hi == 1.0 and lo > 0.6


def test_mean_margin_covers_the_true_mean_about_95_percent():
    rng = random.Random(0)
    covered = 0
    for _ in range(400):
        xs = [rng.gauss(3.0, 2.0) for _ in range(50)]
        m, h = coach.mean_margin(xs)
        covered += abs(m - 3.0) <= h
    assert 0.9 <= covered / 400 <= 0.99
    assert coach.mean_margin([]) == (0.0, 0.0)
    assert coach.mean_margin([2.0]) == (2.0, 0.0)


# --------------------------------------------------------------------------
# refusals found by the discovery fuzz (issue 21 §1)
# --------------------------------------------------------------------------

class EqualToEverything:
    """Says it equals every level (and shows itself plainly, so the
    refusal's text is the same on every run)."""

    def __eq__(self, other):
        return True

    __hash__ = object.__hash__

    def __repr__(self):
        return "EqualToEverything()"


def _refusal(call):
    with pytest.raises(CardkitError) as caught:
        call()
    return caught.value.message("en"), caught.value.message("it")


def test_a_hint_for_what_is_not_a_state_is_refused_in_one_sentence():
    assert _refusal(lambda: coach.hint(None)) == (
        "hint needs a game state (a game's new_game() gives one), not None",
        "hint vuole lo stato di una partita (lo dà new_game() di un gioco), non None")


def test_a_level_equal_to_everything_is_not_a_level():
    state = SCOPA_2.new_game(0)
    assert _refusal(lambda: state.hint(level=EqualToEverything())) == (
        "EqualToEverything() is not a level: choose 'easy', 'medium' or 'strong'",
        "EqualToEverything() non è un livello: scegli 'easy' (facile), 'medium' (medio) o 'strong' (forte)")
    with pytest.raises(CardkitError):
        coach.check_level(EqualToEverything())
    assert coach.check_level("medium") == "medium"


# --------------------------------------------------------------------------
# Reviews say every move in words (issue 22 §2: "the coach prefers name C")
# --------------------------------------------------------------------------

def test_a_belote_review_says_the_bids_in_words():
    from cardkit.belote import BELOTE, BeloteState
    from cardkit.coach import ReviewEntry, move_words

    state = BeloteState(BELOTE, seed=3)
    hint = state.hint(level="easy")
    assert state.phase.startswith("bid") and isinstance(hint.move, str)
    played = next(m for m in state.legal_moves() if m != hint.move)
    entry = ReviewEntry(index=len(state.history), number=1, played=played, best=hint.best,
                        played_value=hint.value - 1.5, loss=1.5)
    for lang in ("en", "it"):
        line = entry.line(lang)
        assert f"«{move_words(played, lang)}»" in line and f"«{move_words(hint.move, lang)}»" in line
    assert move_words("name C") == "name clubs as trumps"
    assert move_words("name C", "it") == "propongo fiori come briscola"
    assert move_words("pass", "it") == "passo"


def test_picchetto_moves_are_said_in_words():
    from cardkit.coach import move_words
    from cardkit.picchetto import Blanche, Declare, Exchange

    assert move_words(Exchange("7S 8S")) == "discard 7S 8S"
    assert move_words(Exchange(())) == "exchange no card"
    assert move_words(Declare(True, False, True)) == \
        "declare the punto, quattordici and tris; keep the sequences quiet"
    assert move_words(Declare(False, False, False), "it") == "non dichiarare nulla"
    assert move_words(Blanche(False), "it") == "tacere la mano bianca"
    # a card stays in notation, as everywhere in the kit
    assert move_words(cards("10H")[0]) == "10H"
