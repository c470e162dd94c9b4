"""The Scopa widgets, without a browser: traits are set and buttons clicked
as the front end would, and every answer is checked against the engine."""

from __future__ import annotations

import itertools
import random
import re

import pytest

from cardkit import i18n
from cardkit.cards import ITALIAN, CardList
from cardkit.errors import IllegalMoveError
from cardkit.scopa import (
    RuleBasedPlayer, ScopaRules, ScopaState, capture_options, card_value, play_match, primiera,
    primiera_cards, score_hand,
)
from cardkit.widgets.scopa.explorer import CaptureExplorer
from cardkit.widgets.scopa.game import ScopaGame
from cardkit.widgets.scopa.primiera import PrimieraCalculator
from cardkit.widgets.scopa.replay import ReplayViewer

DECK = [str(c) for c in ITALIAN.cards]


def random_positions(n, seed, table_max=6):
    rng = random.Random(seed)
    for _ in range(n):
        cards = rng.sample(DECK, rng.randint(1, table_max + 1))
        yield cards[0], cards[1:]


def brute_sums(card, table):
    """Every set of two or more table cards adding up to the card's value."""
    v = card_value(card)
    out = []
    for k in range(2, len(table) + 1):
        for combo in itertools.combinations(table, k):
            if sum(card_value(c) for c in combo) == v:
                out.append(frozenset(combo))
    return out


# ----------------------------------------------------------------------
# CaptureExplorer
# ----------------------------------------------------------------------

def test_explorer_rule_text_example_shows_the_equal_card_rule():
    ex = CaptureExplorer("5c", "2d 3c 5s Fb")
    assert ex.options == capture_options("5c", "2d 3c 5s Fb") == [CardList(["5s"])]
    assert ex.equal_cards == CardList(["5s"])
    assert ex.forbidden_sums == [CardList(["2d", "3c"])]
    assert ("The 5s on the table must be taken: sums are not allowed while a card of the "
            "same value (5) is there.") in ex.lines
    html = ex.result.value
    assert "2d + 3c = 5: not allowed, the 5s is on the table" in html
    # the forbidden sum is drawn greyed out, the legal capture highlighted
    assert html.count("ck-disabled") == 2
    assert "ck-highlighted" in html


def test_explorer_sums_when_no_equal_card():
    ex = CaptureExplorer("Rc", "2d 3c 5s Fb")
    assert ex.options == [CardList(["2d", "Fb"]), CardList(["2d", "3c", "5s"])]
    assert ex.forbidden_sums == []
    assert "2 captures are possible: the player chooses one." in ex.lines
    assert "Capture 2: 2d + 3c + 5s" in ex.result.value


def test_explorer_nothing_to_take():
    ex = CaptureExplorer("6c", "2d 3c 5s Fb")
    assert ex.options == []
    assert ex.lines[-1] == ("No card worth 6 and no cards adding up to 6: 6c takes nothing "
                            "and stays on the table.")


def test_explorer_scopa_is_marked():
    ex = CaptureExplorer("7c", "2d 5s")
    assert "Capture 1: 2d + 5s — scopa! (the table is emptied)" in ex.result.value


def test_explorer_options_equal_capture_options_on_many_positions():
    ex = CaptureExplorer()
    for card, table in random_positions(300, seed=1):
        ex.set_table([])
        ex.set_card(card)
        ex.set_table(table)
        assert ex.card == card and ex.table == table
        assert ex.options == capture_options(card, table)
        equal = [c for c in table if card_value(c) == card_value(card)]
        assert [str(c) for c in ex.equal_cards] == equal
        sums = brute_sums(card, table)
        if equal:
            # the sums that would have been legal are the greyed-out ones
            assert sorted(map(frozenset, (map(str, s) for s in ex.forbidden_sums)), key=sorted) == \
                sorted(sums, key=sorted)
            assert all(len(o) == 1 for o in ex.options)
        else:
            assert ex.forbidden_sums == []
            assert {frozenset(map(str, o)) for o in ex.options} == set(sums)


def test_explorer_clicks_do_what_the_text_methods_do():
    ex = CaptureExplorer()
    assert ex.lines == ["Choose the card to play."]
    for c in ("2d", "3c", "5s", "Fb"):
        ex.table_picker.click(c)              # a click in the browser
    ex.card_picker.click("5c")
    assert ex.table == ["2d", "3c", "5s", "Fb"]
    assert ex.card == "5c"
    assert ex.options == capture_options("5c", "2d 3c 5s Fb")
    ex.card_picker.click("Rc")                # another card replaces it
    assert ex.card == "Rc"
    assert ex.options == capture_options("Rc", "2d 3c 5s Fb")
    ex.table_picker.click("3c")               # a second click takes it back
    assert ex.table == ["2d", "5s", "Fb"]
    assert ex.options == capture_options("Rc", "2d 5s Fb")
    # front end setting the synced trait of a row
    ex.table_picker.rows[1].selected = ["3c", "Cc"]
    assert set(ex.table) == {"2d", "5s", "Fb", "3c", "Cc"}
    assert ex.options == capture_options("Rc", ex.table)


def test_explorer_played_card_cannot_be_on_the_table():
    ex = CaptureExplorer("5c", "2d 3c")
    ex.table_picker.click("5c")
    row = ex.table_picker.rows[1]
    assert row.message == "5c is the card you play: it cannot be on the table as well"
    assert ex.table == ["2d", "3c"]
    ex.set_table("2d 5c")
    assert ex.message == "5c is the card you play: it cannot be on the table as well"
    assert ex.table == ["2d", "3c"]
    # choosing a table card as the card played moves it off the table
    ex.card_picker.click("3c")
    assert ex.card == "3c" and ex.table == ["2d"]
    assert ex.message == "3c left the table: it is now the card played"


def test_explorer_with_a_hand_and_bad_input():
    ex = CaptureExplorer(hand="5c Fc Rc", table="2d 3c 5s Fb")
    assert ex.card_picker.offered == ["5c", "Fc", "Rc"]
    ex.card_picker.click("Fc")
    assert ex.options == [CardList(["Fb"])]
    ex.set_card("7d")
    assert "7d" in ex.message and ex.card == "Fc"
    ex.set_table("2d KH")
    assert ex.message == "KH is a French card: Scopa is played with the 40 Italian cards"
    ex.set_table("2d 2d")
    assert ex.message == "2d is given twice: each card exists once in the deck"
    ex.set_card("zz")
    assert ex.message and ex.card == "Fc"


# ----------------------------------------------------------------------
# PrimieraCalculator
# ----------------------------------------------------------------------

def test_primiera_worked_example():
    pc = PrimieraCalculator("7d 7c 7s 6b Ab")
    assert pc.total == primiera("7d 7c 7s 6b Ab") == 21 + 21 + 21 + 18
    assert pc.best == primiera_cards("7d 7c 7s 6b Ab")
    assert pc.lines == ["Pile 1: primiera worth 81"]
    assert pc.winner is None


def test_primiera_missing_suit_is_named():
    pc = PrimieraCalculator("7d 7c 6s Fd")
    assert pc.total is None
    assert pc.lines == ["Pile 1: no primiera: no card of batons"]
    pc.language = "it"
    assert pc.lines == ["Mazzetto 1: nessuna primiera: manca il seme di bastoni"]


def test_primiera_totals_and_winner_match_the_engine():
    rng = random.Random(5)
    pc = PrimieraCalculator()
    for _ in range(200):
        cards = rng.sample(DECK, rng.randint(2, 24))
        k = rng.randint(1, len(cards) - 1)
        a, b = cards[:k], cards[k:]
        pc.clear()
        pc.set_pile(a)
        pc.set_other(b)
        assert pc.pile == a and pc.other == b
        assert pc.total == primiera(a)
        assert pc.other_total == primiera(b)
        assert pc.best == primiera_cards(a) and pc.other_best == primiera_cards(b)
        sa, sb = score_hand([a, b])
        assert pc.winner == (1 if sa.primiera else 2 if sb.primiera else None)
        ta, tb = pc.total or 0, pc.other_total or 0
        if ta != tb:
            assert pc.winner == (1 if ta > tb else 2)
        verdict = pc.lines[-1]
        if pc.winner:
            assert verdict.startswith(f"Pile {pc.winner} wins the primiera point")
        else:
            assert "nobody scores" in verdict


def test_primiera_clicks_and_refusals():
    pc = PrimieraCalculator()
    for c in ("7d", "7c", "6s", "Ab"):
        pc.pickers[0].click(c)
    for c in ("6d", "6c", "7s", "7b"):
        pc.pickers[1].click(c)
    assert pc.total == 76 and pc.other_total == 78 and pc.winner == 2
    assert pc.lines[-1] == "Pile 2 wins the primiera point (78 against 76)."
    # a card of pile 2 is greyed out in pile 1
    pc.pickers[0].click("7s")
    assert pc.pickers[0].rows[2].message == "7s is already in pile 2: a card can be in only one pile"
    assert "7s" not in pc.pile
    pc.add("7b")
    assert pc.message == "7b is already in pile 2: a card can be in only one pile"
    pc.add("7s", pile=3)
    assert pc.message == "choose pile 1 or pile 2, not 3"
    pc.remove("Ab")
    assert pc.total is None
    assert pc.lines[-1] == "Pile 2 wins the primiera point: the other pile has no primiera."
    pc.remove("Ab")
    assert pc.message == "Ab is not in pile 1"
    pc.set_other("")
    assert pc.winner is None and len(pc.lines) == 1


# ----------------------------------------------------------------------
# ScopaGame
# ----------------------------------------------------------------------

def play_through(game, player=None):
    """Play a match to the end through the widget's text API, the learner's
    moves chosen by ``player``; returns the number of learner moves."""
    player = player or RuleBasedPlayer()
    moves = 0
    while not game.over:
        if game.between_hands:
            assert "Points of hand" in game.breakdown.value
            assert game.next_button.layout.display == ""
            assert game.next_hand()
        else:
            assert game.my_turn
            assert game.play(str(player.choose(game.state))), game.message
            moves += 1
    return moves


@pytest.mark.parametrize("players,seed", [(2, 3), (4, 5)])
def test_full_match_through_the_widget_equals_the_engine(players, seed):
    game = ScopaGame(players=players, seed=seed)
    moves = play_through(game)
    ref = play_match(ScopaState(ScopaRules(players=players), seed=seed),
                     [RuleBasedPlayer()] * players)
    assert game.state.history == ref.history
    assert game.scores == ref.scores and game.winner == ref.winner()
    assert moves == len(ref.moves_played()) // players
    # every hand's points were written in the chronicle and the log
    assert sum("Hand " in e and ("scores" in e) for e in game.events) >= 1
    log_text = "".join(o["text"] for o in game.message_log.outputs)
    assert log_text.splitlines() == game.events
    status = game.status()
    a, b = ref.scores[ref.winner()], ref.scores[1 - ref.winner()]
    assert f"{a} to {b}" in status and status.startswith("Match over")
    assert game.play("Ad") is False
    assert game.message == "the match is over: start a new one with ScopaGame(seed=...)"


def find_choice(seeds=range(1, 40)):
    """A game (seed) in which the learner soon holds a card with several captures."""
    p = RuleBasedPlayer()
    for seed in seeds:
        g = ScopaGame(seed=seed)
        for _ in range(40):
            if g.over or g.between_hands:
                break
            multi = [str(c) for c in g.state.hand(0) if len(g.state.moves_for(c)) > 1]
            if multi:
                return g, multi[0]
            g.play(str(p.choose(g.state)))
    raise AssertionError("no position with a choice found")


def test_click_with_several_captures_offers_buttons():
    game, card = find_choice()
    st = game.state
    expected = st.moves_for(card)
    game.hand.click(card)                       # the click in the browser
    assert game.options == expected
    assert [b.description for b in game.choice_buttons] == [
        f"{i + 1}. take {' + '.join(map(str, m.capture))}"
        + (" (scopa!)" if len(m.capture) == len(st.table) else "")
        for i, m in enumerate(expected)]
    assert game.status().startswith(f"{card} can take in {len(expected)} ways")
    before = len(st.history)
    game.choice_buttons[-1].click()
    assert st.history[before] == str(expected[-1])
    assert game.options == [] and game.choice_box.children == ()


def test_text_play_with_several_captures_and_cancel():
    game, card = find_choice()
    st = game.state
    snap = st.snapshot()
    assert game.play(card) is False            # like a click: a choice is offered
    assert game.options == st.moves_for(card)
    assert st.snapshot() == snap
    game.cancel()
    assert game.options == [] and game.hand.selected == []
    assert game.choose(0) is False
    assert game.message == "there is no capture to choose now: click a card of your hand first"
    game.play(card)
    assert game.choose(7) is False
    assert game.message.startswith(f"choose one of the {len(game.options)} captures shown")
    move = game.options[0]
    assert game.choose(str(move))
    assert str(move) in st.history


def test_illegal_move_shows_the_engine_sentence_and_changes_nothing():
    game = ScopaGame(seed=3)
    st = game.state
    assert st.table == CardList("Cs Rb Rc Ad".split())
    assert st.hand(0) == CardList("3d 6s 6b".split())
    for bad in ("6s:Ad", "3d:Ad", "Rd", "3d:2c+Ad", "zz", "6s:Rb"):
        snap = st.snapshot()
        with pytest.raises(IllegalMoveError) as err:
            st.copy().play(bad) if bad != "zz" else st.coerce_move(bad)
        assert game.play(bad) is False
        assert game.message == err.value.message("en")
        assert game.message_kind == "error"
        assert st.snapshot() == snap
    # the same refusal in Italian
    game.language = "it"
    game.play("Rd")
    assert game.message == "non hai in mano Rd: la tua mano è 3d 6s 6b"


def test_between_hands_and_next_hand_refusals():
    game = ScopaGame(seed=3)
    assert game.next_hand() is False
    assert game.message == "the hand is still being played: finish it first"
    p = RuleBasedPlayer()
    while not game.between_hands:
        game.play(str(p.choose(game.state)))
    assert game.play("Ad") is False
    assert game.message.startswith("the hand is over: press «Next hand»")
    assert game.hand.layout.display == "none"
    game.next_button.click()
    assert not game.between_hands and game.state.hand_number == 2


def test_napola_game_shows_the_napola_row_and_scope_marks():
    game = ScopaGame(players=2, seed=1, napola=True)
    assert repr(game) == "ScopaGame(players=2, seed=1, napola=True)"
    assert game.rules.target == 21
    p = RuleBasedPlayer()
    napola_seen = 0
    while not game.over:
        if game.between_hands:
            hr = game.state.hand_record(game.state.hands_played - 1)
            row = re.search(r"<tr><td>Napola \(coins in sequence\)</td>(.*?)</tr>", game.breakdown.value).group(1)
            cells = re.findall(r"(\d+) → (\d+)</td>", row)
            assert [(int(a), int(b)) for a, b in cells] == [(sc.napola, sc.napola) for sc in hr.scores]
            napola_seen += sum(sc.napola for sc in hr.scores)
            for sc in hr.scores:
                assert f"<b>{sc.total}</b>" in game.breakdown.value
            game.next_hand()
        else:
            game.play(str(p.choose(game.state)))
    assert napola_seen > 0
    # every scopa of the match was written as one in the chronicle
    scope = sum(sc.scope for r in game.state.hand_records() for sc in r.scores)
    assert scope > 0
    assert sum(e.endswith("scopa!") for e in game.events) == scope


def test_game_options_are_checked():
    with pytest.raises(ValueError, match="2 players .* or 4"):
        ScopaGame(players=3)
    assert repr(ScopaGame(players=4, seed=1, target=11)) == "ScopaGame(players=4, seed=1, target=11)"


# ----------------------------------------------------------------------
# ReplayViewer
# ----------------------------------------------------------------------

def finished(players, seed):
    return play_match(ScopaState(ScopaRules(players=players), seed=seed),
                      [RuleBasedPlayer()] * players)


@pytest.mark.parametrize("players,seed", [(2, 11), (4, 2)])
def test_replay_steps_to_the_positions_of_the_replayed_history(players, seed):
    done = finished(players, seed)
    viewer = ReplayViewer(done)
    rules = done.rules
    st = ScopaState(rules, seed, auto_deal=False)
    hand = 0
    k = 0
    checked = 0

    def compare():
        nonlocal checked
        viewer.show_hand(hand)
        viewer.go(k)
        assert viewer.position == k
        assert [set(h) for h in viewer.hands] == [set(st.hand(p)) for p in range(players)]
        assert viewer.table == st.table
        assert [set(p) for p in viewer.piles] == [set(p) for p in st.piles]
        assert viewer.scope == st.scope
        assert viewer.next_play.player == st.current_player()
        checked += 1

    for entry in done.history:
        if entry.startswith("deal "):
            st.deal(entry[5:])
            if not st.is_chance_node():
                hand, k = hand + 1, 0
                compare()
            continue
        st.play(entry)
        k += 1
        if st.is_chance_node() or st.is_over():
            # end of the hand: the points are those the engine scored
            viewer.go(k)
            assert viewer.next_play is None and viewer.position == viewer.moves == k
            assert viewer.record.scores == st.hand_record(hand - 1).scores
            assert "Points of hand" in viewer._points.value
        else:
            compare()
    assert hand == len(viewer.records) == done.hands_played
    assert checked == done.hands_played * 36


def test_replay_buttons_slider_and_json():
    done = finished(2, 11)
    v = ReplayViewer(done.to_json(), hand=2)
    assert repr(v) == "ReplayViewer(hand=2, position=0)"
    assert v.buttons["back"].disabled and not v.buttons["forward"].disabled
    v.buttons["forward"].click()
    v.buttons["forward"].click()
    assert v.position == 2 and v.slider.value == 2
    v.buttons["back"].click()
    assert v.position == 1
    v.slider.value = 20                      # the front end moves the slider
    assert v.position == 20 and repr(v) == "ReplayViewer(hand=2, position=20)"
    v.buttons["last"].click()
    assert v.position == v.moves == 36 and v.buttons["forward"].disabled
    v.buttons["first"].click()
    assert v.position == 0
    v.hand_choice.value = 3                  # the front end picks another hand
    assert v.hand == 3 and v.position == 0
    same = ReplayViewer(done, hand=3)
    for k in (0, 5, 17, 36):
        v.go(k)
        same.go(k)
        assert v.hands == same.hands and v.table == same.table and v.piles == same.piles
        assert v.describe() == same.describe()
    v.go(37)
    assert v.message == "there is no position 37: choose 0 (the deal) to 36 (the end of the hand)"
    assert v.position == 36
    v.show_hand(9)
    assert v.message == f"there is no hand 9: choose 1 to {len(v.records)}"


def test_replay_describes_moves_and_scope():
    done = finished(2, 11)
    records = done.hand_records()
    h, play = next((r.number, p) for r in records for p in r.plays if p.scopa)
    v = ReplayViewer(done, hand=h, position=play.index + 1, you=0)
    first_line = v.describe().splitlines()[0]
    assert first_line.endswith("— scopa!")
    assert f"Move {play.index + 1} of 36" in first_line
    assert v.scope[play.side] >= 1
    v.go(0)
    assert v.describe().splitlines()[0] == "Position 0 of 36: the cards as dealt."


def test_replay_needs_a_finished_hand():
    from cardkit.errors import CardkitError
    with pytest.raises(CardkitError, match="no hand of this game is finished yet"):
        ReplayViewer(ScopaState(ScopaRules(), seed=1))
    with pytest.raises(CardkitError) as refused:
        ReplayViewer(42)
    assert str(refused.value) == "give a ScopaState, its JSON save (state.to_json()) or its history"


# ----------------------------------------------------------------------
# reprs and languages
# ----------------------------------------------------------------------

def test_reprs_are_stable():
    made = [
        (lambda: CaptureExplorer("5c", "2d 3c 5s Fb"), "CaptureExplorer(card='5c', table='2d 3c 5s Fb')"),
        (lambda: CaptureExplorer(), "CaptureExplorer(card='')"),
        (lambda: PrimieraCalculator("7d 7c", "6s"), "PrimieraCalculator(pile='7d 7c', other='6s')"),
        (lambda: ScopaGame(seed=7), "ScopaGame(players=2, seed=7)"),
        (lambda: ScopaGame(players=4, seed=7, language="it"), "ScopaGame(players=4, seed=7, language='it')"),
        (lambda: ReplayViewer(finished(2, 11), hand=1, position=3), "ReplayViewer(hand=1, position=3)"),
    ]
    for make, text in made:
        a, b = make(), make()
        assert repr(a) == repr(b) == text
        assert not re.search(r"0x[0-9a-f]+", repr(a))


def test_language_switch_changes_labels():
    ex = CaptureExplorer("5c", "2d 3c 5s Fb")
    assert "Capture explorer" in ex.title.value
    ex.language = "it"
    assert "Esploratore delle prese" in ex.title.value
    assert "5s e va presa quella carta: le somme non sono ammesse" in ex.result.value
    assert all(r.language == "it" for r in ex.table_picker.rows)

    pc = PrimieraCalculator("7d 7c 7s 6b", "Ad")
    pc.language = "it"
    assert "Mazzetto 1" in pc.captions[0].value and "primiera che vale 81" in pc.result.value

    g = ScopaGame(seed=3)
    p = RuleBasedPlayer()
    while not g.between_hands:
        g.play(str(p.choose(g.state)))
    assert g.next_button.description == "Next hand"
    g.language = "it"
    assert g.next_button.description == "Prossima mano"
    assert "Punti della mano 1" in g.breakdown.value
    assert g.hand.language == "it"

    v = ReplayViewer(finished(2, 11))
    assert v.buttons["forward"].description.endswith("Forward")
    v.language = "it"
    assert v.buttons["forward"].description.endswith("Avanti")
    assert v.describe().startswith("Posizione 0 di 36")
    # following the kit's language when none is fixed
    v.language = ""
    with i18n.language("it"):
        v.refresh()
        assert v.slider.description == "Mossa"


def test_every_label_has_both_languages():
    assert i18n.missing_translations() == []


def test_game_gives_a_replay_of_its_hands():
    game = ScopaGame(seed=3)
    play_through(game)
    v = game.replay_viewer(1)
    assert repr(v) == "ReplayViewer(hand=1, position=0)"
    assert v.record == game.state.hand_record(0)
    assert "Player 1 (you)" in v._hands_view.value


def test_game_from_a_chosen_deal_refuses_sums_with_the_engine_sentence():
    from cardkit.scopa import deal_order

    order = deal_order([["5c", "Fc", "Rc"]], "2d 3c 5s Fb")
    game = ScopaGame(seed=4, deal=order)
    st = game.state
    assert st.table == CardList("2d 3c 5s Fb".split()) and st.hand(0) == CardList("5c Fc Rc".split())
    assert repr(game) == f"ScopaGame(players=2, seed=4, deal={' '.join(map(str, order))!r})"
    for bad in ("5c:2d+3c", "Fc:3c+5s", "Rc:2d+3c", "Rc:Fb"):
        snap = st.snapshot()
        with pytest.raises(IllegalMoveError) as err:
            st.copy().play(bad)
        assert game.play(bad) is False
        assert game.message == err.value.message("en")
        assert st.snapshot() == snap
    assert game.message.startswith("Rc is worth 10, but Fb adds up to 8")
    game.play("5c:2d+3c")
    assert game.message == ("5c must take 5s on the table, not 2d+3c: when a card of the same "
                            "value (5) is on the table you take that card, never a sum")
    # the king has two captures: a click offers both, as the explorer shows them
    game.hand.click("Rc")
    assert [m.taken for m in game.options] == CaptureExplorer("Rc", "2d 3c 5s Fb").options
    assert game.choose(1)
    assert st.history[1] == "Rc:2d+3c+5s"
    # a card named alone is a click: with one capture only, it is made
    other = ScopaGame(seed=4, deal=order)
    assert other.play("5c") and other.state.history[1] == "5c:5s"
    with pytest.raises(IllegalMoveError):
        ScopaGame(deal="2d 3c")


@pytest.mark.parametrize("seed", [1, 2])
def test_match_played_by_clicks_only(seed):
    """Every learner move made by clicking the hand and, when offered, a
    capture button; the computers' replies and the deals are the engine's."""
    from cardkit.scopa import RandomPlayer

    game = ScopaGame(seed=seed)
    chooser = RandomPlayer(seed)
    mine = []
    while not game.over:
        if game.between_hands:
            game.next_button.click()
            continue
        m = chooser.choose(game.state)
        mine.append(str(m))
        n_before = len(game.state.history)
        game.hand.click(str(m.card))
        if len(game.state.history) == n_before:          # a choice of captures is offered
            assert len(game.options) > 1 and m in game.options
            game.choice_buttons[game.options.index(m)].click()
        assert game.state.history[n_before] == str(m)
    # the same match replayed by the engine alone: the learner's moves are
    # exactly those clicked, and the result is the same
    ref = ScopaState(game.rules, seed, auto_deal=False)
    learner = []
    for entry in game.state.history:
        if entry.startswith("deal "):
            ref.deal(entry[5:])
        else:
            if ref.current_player() == 0:
                learner.append(entry)
            ref.play(entry)
    assert learner == mine
    assert ref.is_over() and ref.scores == game.scores
