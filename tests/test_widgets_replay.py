"""The Picchetto and Belote replay viewers, without a browser.

The buttons are clicked as the front end clicks them (``Button.click()``);
every step is checked against the engine's own record of the deal (its
history replayed, ``tricks``, ``discards``, the score log, the deal's
score), and the marked losing moves against the double-dummy solver run
here on the positions of the replayed history.
"""

from __future__ import annotations

import json

import pytest

from cardkit.belote import BELOTE, BeloteState, RuleBasedPlayer
from cardkit.belote import double_dummy as belote_dd
from cardkit.errors import CardkitError
from cardkit.picchetto import ITALIANO, ComputerPlayer, PicchettoState, play_out, said_text
from cardkit.picchetto import double_dummy as picchetto_dd
from cardkit.scopa import ScopaRules, ScopaState
from cardkit.widgets import BeloteGame, BeloteReplay, PicchettoGame, PicchettoReplay
from cardkit.widgets.replay_common import CardMark, losing_move


def picchetto_deals(seed, deals=1):
    st = PicchettoState(ITALIANO, seed, auto_deal=False)
    for _ in range(deals):
        play_out(st, [ComputerPlayer()] * 2, until="deal")
    return st


def belote_deals(seed, deals=1, players=None):
    st = BeloteState(BELOTE, seed)
    players = players or [RuleBasedPlayer()] * 4
    while len(st.deal_scores) < deals:
        st.play(players[st.current_player()].choose(st))
    return st


def positions(state, deal_index, finished):
    """The states of deal ``deal_index`` (0-based) of ``state``'s game, one
    per entry of its history from the deal on (replayed here, entry by
    entry, with the engine's own ``replay``)."""
    history = state.history
    done, out = 0, []
    s = type(state).replay(state.rules, [], state.seed, auto_deal=False)
    for i, entry in enumerate(history):
        before = finished(s)
        s = type(state).replay(state.rules, history[:i + 1], state.seed, auto_deal=False)
        if done == deal_index:
            out.append((entry, s))
        if finished(s) > before:
            if done == deal_index:
                break
            done += 1
            out = []
    return out


# --------------------------------------------------------------------------
# Picchetto
# --------------------------------------------------------------------------

def test_picchetto_steps_follow_the_engines_record():
    st = picchetto_deals(3)
    v = PicchettoReplay(st)
    kinds = [s.kind for s in v.steps]
    log = st.log
    decl = [ev for ev in log.events if ev.key in ("picchetto.ev.punto", "picchetto.ev.sequenze",
                                                  "picchetto.ev.quattordici", "picchetto.ev.novanta")]
    assert kinds == ["deal", "exchange", "exchange"] + ["said"] * max(1, len(decl)) + ["trick"] * 12 + ["count"]
    # the deal: both hands as dealt, the talon of 8 face down
    start = v.steps[0].state
    assert start.hand(0) == st.dealt_hand(0) and start.hand(1) == st.dealt_hand(1) and len(start.talon) == 8
    # the exchanges: elder first, the engine's discards
    (e_seat, e_disc, _), (y_seat, y_disc, _) = v.steps[1].data, v.steps[2].data
    younger = st.dealers[-1]            # (st.dealer already names the next deal's dealer)
    elder = 1 - younger
    assert (e_seat, y_seat) == (elder, younger)
    assert e_disc == st.discards(elder) and y_disc == st.discards(younger)
    # each declaration is the score log's event, said aloud in both languages
    said_steps = [s for s in v.steps if s.kind == "said"]
    assert [s.data[0] for s in said_steps] == decl
    for step, ev in zip(said_steps, decl):
        v.go(v.steps.index(step))
        v.language = "en"
        assert f"«{ev.said}»" in v.describe()
        v.language = "it"
        assert f"«{said_text(ev, 'it')}»" in v.describe()
    v.language = ""
    # every trick: leader, cards and winner as the engine recorded them
    tricks = [s.data for s in v.steps if s.kind == "trick"]
    assert [(ld, a, b) for _n, ld, a, b, _ev in tricks] == [(ld, a, b) for ld, a, b, _w in st.tricks]
    # the count: the whole score log of the deal
    v.last()
    text = v.describe()
    assert text.splitlines()[0] == (f"The count of the deal: Player {elder + 1} (elder) {log.totals[elder]}, "
                                    f"Player {younger + 1} (younger, dealer) {log.totals[younger]}.")
    assert len(text.splitlines()) == 1 + len(log.events)


def test_picchetto_declarations_are_said_in_italian():
    st = picchetto_deals(1)
    v = PicchettoReplay(st, language="it")
    v.go(3)
    ev = v.step.data[0]
    assert v.describe() == f"Giocatore 2 (mazziere): «Sei carte» (+6, {ev.reason('it')})"


def test_buttons_and_slider_step_forward_and_back_as_clicked():
    st = picchetto_deals(1)
    v = PicchettoReplay(st)
    n = len(v.steps) - 1
    assert repr(v) == "PicchettoReplay(deal=1, position=0)"
    assert v.buttons["back"].disabled and not v.buttons["forward"].disabled
    seen = [v.describe()]
    for k in range(1, 4):
        v.buttons["forward"].click()
        assert v.position == k and v.slider.value == k
        seen.append(v.describe())
        assert f"Step {k} of {n}" in v._step_view.value
    assert len(set(seen)) == 4
    v.buttons["back"].click()
    assert v.position == 2 and v.describe() == seen[2]
    v.buttons["last"].click()
    assert v.position == n and v.step.kind == "count" and v.buttons["forward"].disabled
    v.buttons["forward"].click()
    assert v.position == n
    v.slider.value = 1                      # the front end moves the slider
    assert v.position == 1 and v.describe() == seen[1]
    v.buttons["first"].click()
    assert v.position == 0 and v.describe() == seen[0]
    v.go(n + 1)
    assert v.message_kind == "error" and f"0 (the deal) to {n}" in v.message and v.position == 0
    assert repr(PicchettoReplay(st, position=4, language="it")) == \
        "PicchettoReplay(deal=1, position=4, language='it')"


def test_json_save_and_deal_numbers():
    st = picchetto_deals(2, deals=2)
    saved = st.to_json()
    last = PicchettoReplay(saved)
    assert last.deal == 2 and last.record.total == 2
    first = PicchettoReplay(json.loads(saved), deal=1)
    same = PicchettoReplay(st, deal=-2)
    assert [s.kind for s in first.steps] == [s.kind for s in same.steps]
    assert [s.data for s in first.steps if s.kind == "trick"] == \
        [s.data for s in same.steps if s.kind == "trick"]
    # the second deal's tricks are the state's (the last deal played)
    assert [d[1:4] for d in (s.data for s in last.steps if s.kind == "trick")] == \
        [t[:3] for t in st.tricks]


def test_bad_sources_and_deals_are_refused_in_words():
    st = picchetto_deals(1)
    with pytest.raises(CardkitError, match="there is no finished deal 2: give 1 to 1"):
        PicchettoReplay(st, deal=2)
    with pytest.raises(CardkitError, match="there is no finished deal 0"):
        PicchettoReplay(st, deal=0)
    with pytest.raises(CardkitError, match="no deal of this game is finished yet"):
        PicchettoReplay(PicchettoState(ITALIANO, 1))
    with pytest.raises(CardkitError, match="give a PicchettoState .* not ScopaState"):
        PicchettoReplay(ScopaState(ScopaRules(), seed=1))
    with pytest.raises(CardkitError, match="give a BeloteState .* not int"):
        BeloteReplay(7)
    with pytest.raises(CardkitError):
        BeloteReplay(st.to_json())          # a Picchetto save is not a Belote game


def independent_picchetto_marks(st):
    """Each card's before / after with the solver run here: the deal's
    points of the mover minus the opponent's, best play on."""
    states = positions(st, 0, lambda s: len(s.deal_results))
    out = []
    prev = None
    for entry, s in states:
        if prev is not None and prev.phase == "play":
            me = prev.current_player()

            def reach(x):
                t = x.log.totals
                v = t[me] - t[1 - me]
                if x.phase == "play":
                    dd = picchetto_dd(x)
                    v += dd.value if dd.player == me else -dd.value
                return v

            out.append((me, entry, reach(prev), reach(s), entry in map(str, picchetto_dd(prev).best_moves)))
        prev = s
    return out


@pytest.mark.parametrize("seed", [3, 10])
def test_picchetto_marks_equal_the_solver_on_the_replayed_positions(seed):
    st = picchetto_deals(seed)
    v = PicchettoReplay(st)
    assert v.marks is None and v.losing_sentence() == ""
    v.mark_button.click()
    assert repr(v) == "PicchettoReplay(deal=1, position=0, marked=True)"
    ref = independent_picchetto_marks(st)
    assert [(m.player, str(m.card), m.before, m.after) for m in v.marks] == [r[:4] for r in ref]
    # a card loses nothing exactly when the solver counts it among the best
    assert [m.loss == 0 for m in v.marks] == [r[4] for r in ref]
    assert all(m.loss >= 0 for m in v.marks)
    worst = v.losing
    assert worst is not None and worst.loss > 0
    firsts = [m for m in v.marks if m.changed_result]
    assert worst is (firsts[0] if firsts else max(v.marks, key=lambda m: m.loss))
    assert v.mark_button.layout.display == "none"


def test_picchetto_losing_move_worked_example():
    # seed 10: the elder leads the ace of hearts at trick 2 and with it the
    # majority of the tricks is gone (the solver's line took 7, now 5 at best)
    v = PicchettoReplay(picchetto_deals(10), marked=True)
    m = v.losing
    assert (m.trick, str(m.card), m.loss, m.result_before, m.result_after) == \
        (2, "AH", 24, "majority", "minority")
    assert v.losing_sentence() == (
        "Trick 2: AH by Player 2 (elder) lost 24 points: with best play that player still took the "
        "majority of the tricks; after it, fewer than half the tricks at best.")
    v.language = "it"
    assert v.losing_sentence() == (
        "Presa 2: Giocatore 2 (di mano) gioca AH e perde 24 punti: giocando al meglio quel giocatore "
        "faceva ancora la maggioranza delle prese; dopo, al massimo meno della metà delle prese.")
    # the trick step shows the mark under the card, and the table of values
    v.go(next(i for i, s in enumerate(v.steps) if s.kind == "trick" and s.data[0] == 2))
    assert "✘ perde 24" in v._table_view.value
    assert "Presa 2: Giocatore 2 (di mano) gioca AH" in v._marks_view.value


def test_a_deal_played_by_the_solver_marks_no_card():
    st = PicchettoState(ITALIANO, 5, auto_deal=False)
    st.deal()
    cp = ComputerPlayer()
    while len(st.deal_results) < 1:
        st.play(picchetto_dd(st).best_move if st.phase == "play" else cp(st))
    v = PicchettoReplay(st, marked=True)
    assert all(m.loss == 0 for m in v.marks) and v.losing is None
    assert v.losing_sentence() == "No card lost anything: every card kept the best result still possible."
    assert "✘" not in v._marks_view.value + "".join(v._step_html(s) for s in v.steps)


def test_the_card_that_ends_the_game_mid_deal_is_not_judged():
    # seed 2: the elder reaches 151 during the fifth deal, at its third trick
    st = play_out(PicchettoState(ITALIANO, 2, auto_deal=False), [ComputerPlayer()] * 2)
    v = PicchettoReplay(st, marked=True)
    assert v.deal == v.record.total == 5 and st.is_over() and st.hand(0)
    cards = [m for m, b, _a in v.record.moves if b.phase == "play"]
    assert [str(m.card) for m in v.marks] == cards[:-1]
    assert v.steps[-2].kind == "trick" and v.steps[-1].kind == "count"


def test_losing_move_rule():
    def mark(i, loss, changed):
        return CardMark(i, i, 0, "AS", 10, 10 - loss, "a", "b" if changed else "a")
    assert losing_move([mark(1, 0, True), mark(2, 0, False)]) is None
    marks = [mark(1, 3, False), mark(2, 8, False), mark(3, 8, False), mark(4, 2, True)]
    assert losing_move(marks) is marks[3]        # the first that changed the outcome
    assert losing_move(marks[:3]) is marks[1]    # else the biggest loss, the first of equals


# --------------------------------------------------------------------------
# Belote
# --------------------------------------------------------------------------

#: a deal (of RuleBasedPlayers) in which one card turns the contract
SEED_TURNED = 17


def test_belote_steps_follow_the_engines_record():
    st = belote_deals(1, deals=2)
    v = BeloteReplay(st)
    ds = st.last_deal
    assert v.deal == 2 and v.score == ds
    kinds = [s.kind for s in v.steps]
    assert kinds[0] == "deal" and kinds[-1] == "count" and kinds.count("trick") == 8
    assert kinds[kinds.index("hands") - 1] == "bids" and set(kinds[1:kinds.index("hands")]) == {"bids"}
    # the bids, in order, are the engine's
    bids = [b for s in v.steps if s.kind == "bids" for b in s.data[1]]
    assert bids == list(v.steps[-1].state.bids)
    assert [s.data[0] for s in v.steps if s.kind == "bids"] == ["bid1", "bid2", "senza"]
    v.go(2)
    assert v.describe().splitlines() == ["Second bidding round:", "East: pass", "North: name hearts as trumps"]
    # the completed hands: the deal score's hands, honours said
    hands = v.steps[kinds.index("hands")].state
    assert tuple(set(h) for h in hands.hands) == tuple(set(h) for h in ds.hands)
    v.go(kinds.index("hands"))
    assert "South declares terza (three in sequence) (20)." in v.describe()
    assert "Honours: North–South score 20." in v.describe()
    # every trick as the engine recorded it
    assert [s.data[1] for s in v.steps if s.kind == "trick"] == list(ds.tricks)
    # the count: the deal's breakdown
    v.last()
    assert v.describe().splitlines()[-1] == "contract made; running totals 474–20"
    v.language = "it"
    v.go(1)
    assert v.describe().splitlines()[0] == "Primo giro di dichiarazioni:"


def test_belote_replay_from_json_and_the_first_deal():
    st = belote_deals(1, deals=2)
    a = BeloteReplay(st.to_json(), deal=1)
    b = BeloteReplay(st, deal=-2)
    assert [s.data for s in a.steps if s.kind == "trick"] == [s.data for s in b.steps if s.kind == "trick"]
    assert a.score.number == 1 and a.describe() == "The deal: five cards each; the QS is turned face up."


def test_belote_marks_equal_the_solver_on_the_replayed_positions():
    st = belote_deals(SEED_TURNED)
    v = BeloteReplay(st, marked=True)
    ds = st.last_deal
    states = [(e, s) for e, s in positions(st, 0, lambda s: len(s.deal_scores))]
    # the solver once per position: each side's final card points, the best cards
    solved = [belote_dd(s) if s.phase == "play" else None for _e, s in states]
    end = tuple(c + x for c, x in zip(ds.card_points, ds.last_trick))
    ref = []
    for i in range(1, len(states)):
        prev, dd = states[i - 1][1], solved[i - 1]
        if prev.phase != "play":
            continue
        entry = states[i][0]
        side = prev.to_move % 2
        after = solved[i].final if solved[i] is not None else end
        ref.append((prev.to_move, entry, dd.final[side], after[side], entry in map(str, dd.best_moves)))
    assert [(m.player, str(m.card), m.before, m.after) for m in v.marks] == [r[:4] for r in ref]
    assert [m.loss == 0 for m in v.marks] == [r[4] for r in ref]
    # East–West defend; with best play they still beat the contract, until
    # West's 10S at trick 2 gives it to the takers (who then lose it again)
    m = v.losing
    assert (m.trick, m.player, str(m.card), m.loss, m.result_before, m.result_after) == \
        (2, 3, "10S", 22, "failed", "made")
    assert v.losing_sentence() == (
        "Trick 2: 10S by West lost 22 card points: with best play East–West could still take 74, "
        "contract failed; after it, 52: contract made.")
    # after the last card the outcome is the deal's own contract test
    assert v.marks[-1].result_after == ds.outcome == "failed"
    v.language = "it"
    assert v.losing_sentence() == (
        "Presa 2: Ovest gioca 10S e perde 22 punti carta: giocando al meglio Est–Ovest potevano ancora "
        "fare 74, impegno non mantenuto; dopo, 52: impegno mantenuto.")


def test_belote_deal_without_a_mistake_marks_none():
    v = BeloteReplay(belote_deals(0), marked=True)
    assert v.losing is None and all(m.loss == 0 for m in v.marks)
    assert "No card lost anything" in v._marks_view.value and "✘" not in v._marks_view.value


# --------------------------------------------------------------------------
# the game widgets' button
# --------------------------------------------------------------------------

def test_replay_button_of_the_picchetto_game():
    g = PicchettoGame(seed=3)
    assert g._replay_row.layout.display == "none"
    assert g.replay() is None and "no deal of this game is finished yet" in g.message
    while g.state.phase != "deal":
        g.play(g.state.legal_moves()[0])
    assert g._replay_row.layout.display == "" and g.replay_button.description == "Replay this deal"
    g.replay_button.click()
    v = g.replay_view
    assert isinstance(v, PicchettoReplay) and g._replay_box.children == (v,)
    ref = PicchettoReplay(g.state.to_json())
    assert [s.kind for s in v.steps] == [s.kind for s in ref.steps]
    g.language = "it"
    assert v.language == "it" and g.replay_button.description == "Rivedi questa smazzata"
    g.next_deal()
    assert g.replay_view is None and g._replay_row.layout.display == "none"


def test_replay_button_of_the_belote_game():
    g = BeloteGame(seed=7)
    while g.state.last_deal is None:
        g.move(g.state.legal_moves()[0])
    assert g._replay_row.layout.display == ""
    g.replay_button.click()
    assert isinstance(g.replay_view, BeloteReplay) and g.replay_view.deal == 1
    assert g.replay_view.score == g.state.last_deal


@pytest.mark.parametrize("make", [lambda: PicchettoReplay(picchetto_deals(5)), lambda: BeloteReplay(belote_deals(5))],
                         ids=["picchetto", "belote"])
def test_the_marking_shows_its_progress_and_then_hides_it(make):
    """The solver can take seconds on a whole deal: while it works a bar
    counts the positions solved, one by one up to all of them; the button is
    disabled meanwhile; the bar goes away with the marks."""
    w = make()
    try:
        assert w.progress_bar.layout.display == "none"
        seen = []
        w.progress_bar.observe(lambda ch: seen.append((ch["new"], w.progress_bar.layout.display,
                                                       w.mark_button.disabled)), names="value")
        w.mark_button.click()
        values = [v for v, _d, _b in seen]
        assert values == list(range(1, w.progress_bar.max + 1)) and len(values) >= 10
        assert all(d == "" and disabled for _v, d, disabled in seen)      # shown, button off, while solving
        assert w.progress_bar.layout.display == "none" and not w.mark_button.disabled
        assert w.marks is not None and "Solving" in w.progress_bar.description
    finally:
        w.close()
