"""The accomodo advisor widget (cardkit.widgets.picchetto.advisor), driven
without a browser: the controls are set as the front end would set them."""

from __future__ import annotations

import pytest
from IPython.core.formatters import DisplayFormatter

from cardkit import cards
from cardkit.errors import CardkitError
from cardkit.picchetto import RUBICON, ComputerPlayer
from cardkit.picchetto.advisor import accomodo_advice, advice_for
from cardkit.widgets.picchetto.advisor import AccomodoAdvisor

N = 40          # sampled deals: enough for the widget's behaviour, and quick

QUINT_AND_ACES = "AS KS QS JS 10S AH AD 7H 8H 7D 8C 9C"


def dealt_state(deal, role, rules=RUBICON.single_deal()):
    s = rules.new_game(deal)
    me = s.elder if role == "elder" else s.younger
    cp = ComputerPlayer()
    while not (s.phase == "exchange" and s.to_move == me):
        s.play(cp(s))
    return s


def test_a_dealt_hand_is_shown_with_the_advisor_discard_highlighted():
    w = AccomodoAdvisor(deal=7, samples=N)
    assert repr(w) == "AccomodoAdvisor(deal=7, samples=40)"
    s = dealt_state(7, "elder", w.rules.single_deal())
    assert sorted(w.hand) == sorted(s.hand(s.elder))
    assert w.advice == advice_for(s, N)
    assert w.hand_view.cards == [str(c) for c in w.hand]
    assert sorted(w.hand_view.highlighted) == sorted(str(c) for c in w.advice.best.discard)
    assert w.hand_view.mode == "none"
    assert w.table.value.count("<tr") == 1 + min(w.top, len(w.advice))
    assert w.advice.best.discard_text() in w.table.value
    assert w.advice.best.reason.text("en") in w._best.value
    assert "40 sampled deals" in w._method.value


def test_the_role_buttons_take_the_younger_chair_after_the_elder_exchanged():
    w = AccomodoAdvisor(deal=3, samples=N)
    w.role_buttons.value = "younger"                # what a click does
    assert w.role == "younger" and repr(w) == "AccomodoAdvisor(role='younger', deal=3, samples=40)"
    s = dealt_state(3, "younger", w.rules.single_deal())
    assert sorted(w.hand) == sorted(s.hand(s.younger))
    assert w.advice.elder_took == len(s.discards(s.elder))
    assert f"took {w.advice.elder_took} card" in w._info.value
    assert "—" in w.table.value                      # no Sessanta for the younger
    w.set_role("elder")
    assert w.role_buttons.value == "elder" and w._info.value == ""


def test_deal_another_hand_moves_to_the_next_deal_number():
    w = AccomodoAdvisor(deal=7, samples=N, rules=RUBICON)
    first = w.hand
    w.deal_button.click()
    assert w.deal == 8 and w.hand != first
    assert repr(w) == "AccomodoAdvisor(rules=RUBICON, deal=8, samples=40)"
    w.deal_hand(20)
    assert w.deal == 20 and "deal number 20" in w.hand_view.label


def test_a_hand_of_your_own_and_a_refused_one():
    w = AccomodoAdvisor(QUINT_AND_ACES, samples=N)
    assert repr(w) == f"AccomodoAdvisor(hand={QUINT_AND_ACES!r}, samples=40)"
    assert w.advice == accomodo_advice(QUINT_AND_ACES, samples=N)
    assert set(w.advice.best.discard) == set(cards("7H 8H 7D 8C 9C"))
    before = w.advice
    with pytest.raises(CardkitError):
        w.set_hand("AS KS QS")
    assert w.advice is before and repr(w).startswith(f"AccomodoAdvisor(hand={QUINT_AND_ACES!r}")
    w.set_hand(QUINT_AND_ACES, elder_took=3)
    w.set_role("younger")
    assert w.advice.elder_took == 3 and "elder_took=3" in repr(w)
    with pytest.raises(CardkitError):
        AccomodoAdvisor(QUINT_AND_ACES, role="dealer")
    with pytest.raises(CardkitError):
        AccomodoAdvisor(deal=2, rules="RUBICON")


def test_italian_labels_and_the_stored_picture():
    w = AccomodoAdvisor(deal=5, samples=N, language="it")
    assert "Quali carte scartare?" in w._title.value
    assert "scarto" in w.table.value and "Novanta avversario" in w.table.value
    assert w.advice.best.reason.text("it") in w._best.value
    assert w.deal_button.description == "Distribuisci un'altra mano"
    assert [label for label, _ in w.role_buttons.options] == ["di mano", "mazziere"]
    data, _meta = DisplayFormatter().format(w)
    assert data["text/plain"] == repr(w) == "AccomodoAdvisor(deal=5, samples=40, language='it')"
    pic = data["text/html"]
    assert "ck-advisor-table" in pic and w.advice.best.discard_text("it") in pic
    assert "smazzate simulate" in pic
    w.language = "en"
    assert "Which cards to throw?" in w._title.value and "the cards" in w.table.value


def test_advice_seen_before_is_shown_again_at_once_and_the_kept_ones_are_few():
    from cardkit.widgets.picchetto import advisor as module

    w = AccomodoAdvisor(deal=11, samples=N)
    first = w.advice
    w.set_role("younger")
    younger = w.advice
    assert younger is not first and younger == advice_for(dealt_state(11, "younger", w.rules.single_deal()), N)
    w.set_role("elder")
    assert w.advice is first                       # the chair taken back: the same advice, not computed again
    assert AccomodoAdvisor(deal=11, samples=N).advice is first
    other_seed = AccomodoAdvisor(deal=11, samples=N, seed=5).advice
    assert other_seed is not first
    assert other_seed == advice_for(dealt_state(11, "elder", w.rules.single_deal()), N, 5)
    own = AccomodoAdvisor(QUINT_AND_ACES, samples=N)
    assert own.advice == accomodo_advice(QUINT_AND_ACES, "elder", own.rules, N, 0)
    for deal in range(100, 100 + module._KEEP + 4):
        w.deal_hand(deal)
    assert len(module._ADVICE_KEPT) == module._KEEP
