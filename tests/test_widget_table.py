"""The card table of the game widgets (issue 13, items 2 and 3), without a browser.

* :class:`~cardkit.widgets.table.CardTable`: its slots, seats and folds.
* Every game (Scopa 2 and 4, Picchetto, Belote) is laid out on it: the
  status, the middle and the hand in the board, the long parts folded.
* An error shown to the learner is gone after the next successful action,
  wherever it was shown (the game's line, the accomodo, the bidding panel,
  the hand).
* No bidding button is drawn as a default the learner has not chosen (the
  Senza Atout round right after the learner accepted a suit).
* The log: its lines in the order they happened, in a box laid out
  bottom-up (the browser opens it at the newest line; the browser test
  checks that on the page).
"""

from __future__ import annotations

import ipywidgets
import pytest

from cardkit import belote, picchetto, scopa
from cardkit.widgets import BeloteGame, BiddingPanel, HandWidget, PicchettoGame, ScopaGame
from cardkit.widgets.markup import MESSAGE_STYLE
from cardkit.widgets.table import CardTable, Fold


def walk(widget, hidden_too=False):
    """The widgets of a tree (the visible ones unless ``hidden_too``)."""
    if not hidden_too and getattr(getattr(widget, "layout", None), "display", None) == "none":
        return
    yield widget
    for child in getattr(widget, "children", ()):
        yield from walk(child, hidden_too)


def errors_shown(game) -> list:
    """Every error the learner can see in the game now: error messages of
    the widgets shown, and message lines drawn in the error style."""
    shown = []
    for w in walk(game):
        if getattr(w, "message_kind", "") == "error" and getattr(w, "message", ""):
            if not isinstance(w, type(game)) or w._message_html.value:
                shown.append((type(w).__name__, w.message))
        if isinstance(w, ipywidgets.HTML) and MESSAGE_STYLE["error"] in w.value:
            shown.append(("HTML", w.value))
    return shown


# ----------------------------------------------------------------------
# the component
# ----------------------------------------------------------------------

def test_card_table_slots_seats_and_folds():
    msg, log = ipywidgets.HTML("msg"), ipywidgets.Output()
    t = CardTable(3, message=msg, log=log)
    assert len(t.seats) == 3 and t.opponents_row.children == tuple(t.seats)
    # the board holds opponents, middle, hand and actions; the side panel the rest
    assert t.board.children == (t.opponents_row, t.middle, t.hand_area, t.actions)
    assert t.side.children[:3] == (t.title, t.status, msg) and t.side.children[-1] is log
    mid, hand, btn, extra = ipywidgets.HTML("m"), HandWidget("7d Ab"), ipywidgets.Button(), ipywidgets.HTML("x")
    t.set_middle(mid)
    t.set_hand(hand)
    t.set_actions(btn)
    t.set_side(extra)
    assert t.middle.children == (mid,) and t.hand_area.children == (hand,)
    assert t.actions.children == (btn,) and extra in t.side.children[3].children
    t.seat(1, "North · 2", ["AS", "KS"])
    assert "North · 2" in t.seats[1].value and "2 face-down cards" in t.seats[1].value
    t.seat(2, "East", ["AS"], face_down=False)
    assert "data-card=\"AS\"" in t.seats[2].value or "data-card='AS'" in t.seats[2].value
    t.seat(1, "")
    assert t.seats[1].value == ""
    t.set_status("Your turn.")
    assert "Your turn." in t.status.value
    t.set_status("")
    assert t.status.value == ""
    # a fold: closed until asked for, its title on the button
    body = ipywidgets.HTML("long table")
    f = t.add_fold("tricks", body, title="Tricks played")
    assert t.folds["tricks"] is f and not f.opened
    assert f.toggle.description == "▸ Tricks played" and f.body.layout.display == "none"
    assert "long table" not in f._snapshot_part() and "Tricks played" in f._snapshot_part()
    f.toggle.value = True                      # what a click does
    assert f.opened and f.body.layout.display == "" and f.toggle.description == "▾ Tricks played"
    assert "long table" in f._snapshot_part()
    f.available = False
    assert f.layout.display == "none" and not f.available
    # the log: laid out bottom-up in a scroll box, so its end is what shows
    assert log.layout.flex_flow == "column-reverse" and log.layout.overflow == "auto"
    assert log.layout.max_height


def test_fold_is_a_plain_box_that_closes_with_its_parts():
    inner = ipywidgets.HTML("x")
    f = Fold(inner, title="T", opened=True)
    assert f.opened and f.body.children == (inner,)
    f.opened = False
    assert f.toggle.value is False and f.body.layout.display == "none"


# ----------------------------------------------------------------------
# the games on the table
# ----------------------------------------------------------------------

def games():
    return {
        "scopa2": ScopaGame(seed=7),
        "scopa4": ScopaGame(players=4, seed=7),
        "picchetto": PicchettoGame(seed=2),
        "belote": BeloteGame(seed=7),
    }


@pytest.mark.parametrize("name", ["scopa2", "scopa4", "picchetto", "belote"])
def test_every_game_is_laid_out_on_the_card_table(name):
    g = games()[name]
    t = g.table
    assert g.children == (t,)
    assert len(t.seats) == {"scopa2": 1, "scopa4": 3, "picchetto": 1, "belote": 3}[name]
    # the status and the message line are in the side panel, the hand in the board
    assert g._status is t.status and g._message_html in t.side.children
    hand = g.hand.hand if name == "belote" else g.hand
    assert any(w is hand for w in walk(t.hand_area, hidden_too=True))
    assert t.status.value                      # the learner is told what to do
    # the coach is folded away until asked for; its parts are the same widgets
    coach = t.folds["coach"]
    assert not coach.opened and g.coach_box in coach.body.children
    assert g.message_log in t.side.children


def test_the_long_parts_are_folded_away():
    pic = PicchettoGame(seed=2)
    bot = picchetto.ComputerPlayer()
    while pic.phase != "play" or len(pic.state.tricks) < 3:
        pic.play(bot(pic.state))
    folds = pic.table.folds
    # the declarations as said and the list of tricks: available, closed
    assert folds["declarations"].available and not folds["declarations"].opened
    assert pic.dialogue in folds["declarations"].body.children[0].children
    assert folds["tricks"].available and pic.counter._list in folds["tricks"].body.children
    assert pic.counter._list not in pic.counter.children
    assert "<tr>" in pic.counter._list.value
    assert not folds["deals"].available        # no deal finished yet
    bel = BeloteGame(seed=7)
    assert set(bel.table.folds) == {"honours", "score", "coach"}
    assert bel.honours in bel.table.folds["honours"].body.children
    assert bel.score_sheet in bel.table.folds["score"].body.children


def test_a_hint_opens_the_coach():
    g = ScopaGame(seed=28)
    assert not g.table.folds["coach"].opened
    g.hint()
    assert g.table.folds["coach"].opened and g.hint_view.value


def test_the_opponents_are_seated_with_their_card_counts():
    g = BeloteGame(seed=7)
    labels = [s.value for s in g.table.seats]
    assert "West · 5" in labels[0] and "North (partner) · 5" in labels[1] and "East · 5" in labels[2]
    s4 = ScopaGame(players=4, seed=7)
    assert "your partner" in s4.table.seats[1].value
    assert all("3 in hand" in s.value for s in s4.table.seats)


# ----------------------------------------------------------------------
# an error goes away with the next successful action
# ----------------------------------------------------------------------

def test_picchetto_errors_are_cleared_by_the_next_good_move():
    g = PicchettoGame(seed=2)
    assert g.play("exchange") is False                            # nothing chosen
    assert any("must exchange at least one card" in m for _k, m in errors_shown(g))
    assert g.play("exchange " + " ".join(g.accomodo.hand.cards[:2]))
    assert errors_shown(g) == []
    # the same through the accomodo's own button route
    g2 = PicchettoGame(seed=2)
    g2.accomodo.discard([])
    assert errors_shown(g2)
    g2.accomodo.discard(g2.accomodo.hand.cards[:2])
    assert errors_shown(g2) == []
    # a bad declaration, then a good one; an illegal card, then a legal one
    assert g.play("declare bogus") is False and errors_shown(g)
    assert g.declare() and errors_shown(g) == []
    st = g.state
    bad = next(str(c) for c in st.hand(0) if c not in st.legal_moves()) if len(st.legal_moves()) < len(
        st.hand(0)) else "7d"
    assert g.play(bad) is False and errors_shown(g)
    assert g.play(str(st.legal_moves()[0])) and errors_shown(g) == []


def test_scopa_errors_are_cleared_by_the_next_good_move():
    for players in (2, 4):
        g = ScopaGame(players=players, seed=7)
        g.hand.click("Ad" if "Ad" not in g.hand.cards else "Rc")   # a card not in the hand
        assert errors_shown(g)
        assert g.play(g.state.legal_moves()[0]) and errors_shown(g) == []


def test_belote_errors_are_cleared_by_the_next_good_move():
    g = BeloteGame(seed=7)
    assert g.bid("senza") is False and errors_shown(g)
    assert g.bid("pass") and errors_shown(g) == []
    bot = belote.RuleBasedPlayer()
    while g.phase != "play" or len(g.state.legal_moves()) == len(g.state.hand(0)):
        g.move(bot.choose(g.state))
    bad = next(str(c) for c in g.state.hand(0) if c not in g.state.legal_moves())
    assert g.play(bad) is False and errors_shown(g)
    assert g.play(str(g.state.legal_moves()[0])) and errors_shown(g) == []


# ----------------------------------------------------------------------
# no default highlighted on a choice the learner has not made
# ----------------------------------------------------------------------

def first_accept_seed():
    """A seeded Belote game where the learner (South) accepts the turned
    suit in the first round: the Senza Atout round follows."""
    for seed in range(200):
        st = belote.new_game(seed=seed)
        bot = belote.RuleBasedPlayer()
        while st.phase == "bid1" and st.to_move != 0:
            st.play(bot.choose(st))
        if st.phase == "bid1" and "accept" in st.legal_moves():
            return seed
    raise AssertionError("no seed found")


def test_no_bidding_button_is_a_default_the_learner_did_not_choose():
    g = BeloteGame(seed=first_accept_seed())
    shown = lambda: {m: b.button_style for m, b in g.bidding.buttons.items()  # noqa: E731
                     if b.layout.display != "none"}
    assert g.phase == "bid1" and set(shown()) == {"accept", "pass"}
    assert set(shown().values()) == {""}
    assert g.bid("accept")
    if g.phase == "senza" and g.my_turn:
        assert set(shown()) == {"senza", "pass"}
    # whoever speaks, no button of the round in progress is coloured as a default
    assert all(style == "" for style in shown().values())
    panel = BiddingPanel(belote.new_game(seed=3))
    rb = belote.RuleBasedPlayer()
    while panel.state.phase in ("bid1", "bid2", "senza"):
        assert all(b.button_style == "" for b in panel.buttons.values()), panel.state.phase
        panel.bid(rb.choose(panel.state))


# ----------------------------------------------------------------------
# the log: in order, newest at the end, in a box that opens at its end
# ----------------------------------------------------------------------

@pytest.mark.parametrize("name", ["scopa2", "picchetto", "belote"])
def test_the_log_keeps_the_order_and_opens_at_the_newest_line(name):
    g = games()[name]
    if name == "scopa2":
        bot = scopa.RuleBasedPlayer()
        for _ in range(4):
            g.play(bot.choose(g.state))
    elif name == "picchetto":
        bot = picchetto.ComputerPlayer()
        while g.phase != "play" or len(g.state.tricks) < 2:
            g.play(bot(g.state))
    else:
        bot = belote.RuleBasedPlayer()
        while g.phase != "play" or len(g.state.tricks) < 2:
            g.move(bot.choose(g.state))
    text = "".join(o.get("text", "") for o in g.message_log.outputs)
    lines = [x for x in text.splitlines() if x]
    assert len(lines) >= 6
    assert lines[-1] == g.events[-1]                     # the newest line is the last one
    at = 0
    for e in g.events:                                    # in the order they happened
        at = text.index(e, at) + len(e)
    lay = g.message_log.layout
    assert (lay.display, lay.flex_flow, lay.overflow) == ("flex", "column-reverse", "auto")
