"""Picchetto widgets without a browser.

Cards are chosen by clicking them (``HandWidget.click``, what the front end's
click message does), buttons are pressed with ``button.click()``, toggle
buttons and dropdowns are set through their ``value`` trait — exactly what a
browser does.  Every refusal must show the engine's own sentence and leave
the engine state unchanged; every number shown must be the engine's.
"""

import re

import pytest

from cardkit import i18n, language
from cardkit.cards import FRENCH, shuffle
from cardkit.errors import IllegalMoveError
from cardkit.picchetto import (ITALIANO, PICCHETTO_150, RUBICON, RUBICONE, ComputerPlayer, Exchange,
                               declarations, deal_order, groups, play_out, said_text, sequences)
from cardkit.widgets.picchetto.accomodo import AccomodoWidget
from cardkit.widgets.picchetto.calculator import DeclarationsCalculator
from cardkit.widgets.picchetto.common import PLAY_KEYS, esc, static_html
from cardkit.widgets.picchetto.counter import TrickCounter
from cardkit.widgets.picchetto.dialogue import DeclarationDialogue
from cardkit.picchetto.combos import CATEGORIES
from cardkit.widgets.picchetto.game import PicchettoGame

CP = ComputerPlayer()


def engine_sentence(state, move):
    """The sentence the engine gives for an illegal move (tried on a copy)."""
    with pytest.raises(IllegalMoveError) as info:
        state.copy().play(move)
    return str(info.value)


def random_hands(seed):
    """Two disjoint hands of 12 from a seeded shuffle of the French deck."""
    deck = shuffle(FRENCH.cards, f"widget-test/{seed}")
    return [str(c) for c in deck[:12]], [str(c) for c in deck[12:24]]


def blanche_state(rules=ITALIANO):
    """A hand-made deal where the elder (player 1) holds no K, Q or J."""
    elder = "7S 8S 9S 10S AS 7H 8H 9H 10H AH 7D 8D"
    younger = "JS QS KS JH QH KH JD QD KD JC QC KC"
    deal = deal_order(elder, younger, "9D 10D AD 7C 8C 9C 10C AC", rules=rules)
    return rules.replace(first_dealer=1).single_deal().new_game(0, deal=deal)


# ---------------------------------------------------------------------------
# AccomodoWidget
# ---------------------------------------------------------------------------

def test_accomodo_elder_limits_refused_with_the_engine_sentence_and_state_unchanged():
    w = AccomodoWidget(seed=3)
    st = w.state
    assert w.role == "elder" and w.limits == (1, 5)
    before = st.to_json()
    # nothing chosen: the button asks the engine, which refuses
    w.button.click()
    assert w.message == engine_sentence(st, Exchange([]))
    assert "at least one" in w.message
    assert st.to_json() == before
    # six cards clicked: still the engine's sentence
    for c in w.hand.cards[:6]:
        w.hand.click(c)
    assert w.hand.selected == w.hand.cards[:6]
    w.button.click()
    assert w.message == engine_sentence(st, Exchange(w.hand.cards[:6]))
    assert "at most 5" in w.message
    assert st.to_json() == before and not w.done


def test_accomodo_discard_shows_the_talon_cards_in_order_and_the_unused_share():
    w = AccomodoWidget(seed=3)
    st = w.state
    talon = list(st.talon)                 # top first, before the exchange
    hand = list(w.hand.cards)
    for c in hand[:2]:
        w.hand.click(c)
    w.button.click()
    assert w.message == "" and w.done
    assert [str(c) for c in w.discarded] == sorted(hand[:2], key=lambda c: hand.index(c))
    assert w.drawn == talon[:2]            # the first cards from the top, in order
    assert w.talon_seen == talon[2:5]      # the rest of the elder's five, seen by him
    assert set(w.talon_seen) == set(st.view(w.player).talon_seen)
    assert st.phase == "exchange" and st.to_move == st.younger
    assert set(w.hand.cards) == {str(c) for c in st.hand(w.player)}
    assert w.hand.mode == "none" and w.button.layout.display == "none"
    assert any("took" in e for e in w.events)


def test_accomodo_text_equivalent_equals_clicks():
    a, b = AccomodoWidget(seed=8), AccomodoWidget(seed=8)
    cards = a.hand.cards[3:6]
    assert a.discard(" ".join(cards))
    for c in cards:
        b.hand.click(c)
    b.button.click()
    assert a.state.history == b.state.history
    assert a.drawn == b.drawn and a.talon_seen == b.talon_seen


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_accomodo_younger_limit_is_what_the_elder_left(seed):
    w = AccomodoWidget(seed=seed, role="younger")
    st = w.state
    taken = len(st.discards(st.elder))     # the computer (elder) exchanged first
    assert 1 <= taken <= 5
    lo, hi = w.limits
    assert (lo, hi) == (1, 8 - taken) == st.exchange_limits()
    before = st.to_json()
    too_many = w.hand.cards[:hi + 1]
    assert not w.discard(too_many)
    assert w.message == engine_sentence(st, Exchange(too_many))
    assert st.to_json() == before
    talon = list(st.talon)                 # what the elder left, top first
    assert len(talon) == hi
    assert w.discard(w.hand.cards[:hi])
    assert w.drawn == talon
    assert w.talon_seen == []
    assert st.phase == "declare"


def test_accomodo_variant_at_least_two():
    rules = ITALIANO.replace(elder_min_exchange=2, younger_min_exchange=2)
    w = AccomodoWidget(seed=4, rules=rules)
    before = w.state.to_json()
    assert not w.discard(w.hand.cards[:1])
    assert w.message == engine_sentence(w.state, Exchange(w.hand.cards[:1]))
    assert "at least 2" in w.message
    assert w.state.to_json() == before
    assert w.discard(w.hand.cards[:2])


def test_accomodo_rubicon_younger_takes_only_his_three():
    w = AccomodoWidget(seed=6, role="younger", rules=RUBICON)
    assert w.limits == (0, 3)
    before = w.state.to_json()
    assert not w.discard(w.hand.cards[:4])
    assert w.message == engine_sentence(w.state, Exchange(w.hand.cards[:4]))
    assert w.state.to_json() == before
    assert w.discard(w.hand.cards[:1])          # Rubicon: only from the younger's own 3
    assert len(w.drawn) == 1 and len(w.talon_seen) == 2
    assert w.state.phase == "declare"


def test_accomodo_mano_bianca_must_be_announced_first():
    st = blanche_state()
    w = AccomodoWidget(state=st, player=st.elder)
    assert w.must_announce
    assert w.blanche_button.layout.display != "none"
    before = st.to_json()
    assert not w.discard("7S")
    assert w.message == engine_sentence(st, Exchange(["7S"]))
    assert st.to_json() == before
    w.blanche_button.click()
    assert w.announced and w.message == ""
    ev = st.log.events[0]
    assert ev.key == "picchetto.ev.blanche" and ev.points == 10 and ev.side == st.elder
    assert w.discard("7S")


def test_accomodo_not_your_turn():
    w = AccomodoWidget(seed=5)
    w.discard(w.hand.cards[:1])
    assert not w.discard(w.hand.cards[:1])
    assert "wait" in w.message


# ---------------------------------------------------------------------------
# DeclarationsCalculator
# ---------------------------------------------------------------------------

@pytest.mark.parametrize("rules", [ITALIANO, PICCHETTO_150, RUBICON])
def test_calculator_equals_declarations_on_seeded_hands(rules):
    for seed in range(12):
        e, y = random_hands(seed)
        calc = DeclarationsCalculator(e, y, rules)
        d = declarations(e, y, rules)
        assert calc.result == d
        rows = calc.rows()
        for (cat_label, ec, yc, who, pts), cat in zip(rows, ("punto", "sequenze", "quattordici")):
            w, p = getattr(d, cat)
            assert pts == p
            held = {"sequenze": sequences, "quattordici": groups}.get(cat)   # a hand always has a punto
            if w:
                assert who == i18n.tr("widget.picchetto." + w)
            elif held and not (held(e, rules) or held(y, rules)):
                assert who == i18n.tr("widget.picchetto.calc.no_holding." + cat)
            else:
                assert who == i18n.tr("widget.picchetto.calc.tie")
        ecards, evalue = d.elder_punto
        assert f"(value {evalue})" in rows[0][1]
        assert " ".join(str(c) for c in ecards) in rows[0][1]
        table = calc._table.value
        assert f"<td style='padding:3px 8px;border-top:2px solid #888'>{d.elder_points}</td>" in table
        assert f"<td style='padding:3px 8px;border-top:2px solid #888'>{d.younger_points}</td>" in table
        steps = calc.steps()
        assert len(steps) == len(d.events)
        assert ("<ol" in calc._table.value) == bool(steps)     # a list only when something is scored


def test_calculator_says_why_nobody_scores_equal_hands_or_nothing_held():
    # the same suits on both sides (6 cards, value 56) and no sequence or group anywhere
    e = "7S 8S 10S JS KS AS 7H 8H 10H JH KH AH"
    y = "7D 8D 10D JD KD AD 7C 8C 10C JC KC AC"
    d = declarations(e, y)
    assert (d.punto, d.sequenze, d.quattordici) == ((None, 0), (None, 0), (None, 0))
    assert sequences(e) == sequences(y) == [] and groups(e) == groups(y) == []
    calc = DeclarationsCalculator(e, y)
    said = ["equal: nobody scores",
            "nobody scores: neither hand holds a sequence",
            "nobody scores: neither hand holds a quattordici or tris"]
    assert [row[3] for row in calc.rows()] == said
    assert [row[4] for row in calc.rows()] == [0, 0, 0]
    assert all(f">{esc(s)}</td>" in calc._table.value for s in said)
    # nothing at all is scored: the counting order says so instead of an empty list
    assert calc.steps() == [] and "<ol" not in calc._table.value
    assert "nothing is scored before the play: neither player counts a point" in calc._table.value
    calc.language = "it"
    said_it = ["pari: nessuno segna",
               "nessuno segna: nessuna delle due mani ha una sequenza",
               "nessuno segna: nessuna delle due mani ha quattordici o tris"]
    assert [row[3] for row in calc.rows()] == said_it
    assert all(f">{esc(s)}</td>" in calc._table.value for s in said_it)
    assert "prima del gioco non si segna nulla: nessuno dei due conta punti" in calc._table.value
    # both hold a tierce to the nine: equal sequences, a tie (nobody scores in Italian rules)
    e2 = "7S 8S 9S JS KS AS 7H 10H QH AH 8D QD"
    y2 = "7C 8C 9C JC KC AC 8H 9H JH KH 7D 9D"
    assert calc.set_hands(elder=e2, younger=y2)
    assert declarations(e2, y2).sequenze == (None, 0)
    assert [str(c) for c in sequences(e2)[0]] == ["9S", "8S", "7S"]
    assert [str(c) for c in sequences(y2)[0]] == ["9C", "8C", "7C"]
    assert calc.scorer_text("sequenze") == "pari: nessuno segna"
    calc.language = "en"
    assert calc.scorer_text("sequenze") == "equal: nobody scores"
    assert calc.scorer_text("quattordici") == "nobody scores: neither hand holds a quattordici or tris"


def test_calculator_clicks_build_the_hands_and_grey_out_the_other_hand():
    e, y = random_hands(1)
    calc = DeclarationsCalculator()
    assert calc.result is None
    for c in e:
        calc.elder_picker.click(c)
    assert calc.elder_cards == sorted(e, key=lambda c: [str(x) for x in FRENCH.cards].index(c))
    # the younger's picker greys the elder's cards out, with a reason
    row = calc.younger_picker._row_for(e[0])
    assert e[0] in row.disabled
    calc.younger_picker.click(e[0])
    assert calc.younger_picker.message == i18n.tr("widget.picchetto.calc.taken")
    # the 13th card is refused
    calc.elder_picker.click(y[0])
    assert len(calc.elder_cards) == 12
    assert "at most 12" in calc.elder_picker.message
    calc.younger_text.value = " ".join(y)       # typing, as the front end does
    assert calc.result == declarations(e, y)
    assert calc.elder_text.value == " ".join(calc.elder_cards)


def test_calculator_refuses_a_card_in_both_hands():
    e, y = random_hands(2)
    calc = DeclarationsCalculator(e, y)
    assert not calc.set_hands(younger=[e[0]] + y[1:])
    assert calc.message == str(pytest.raises(Exception, declarations, e, [e[0]] + y[1:]).value)
    assert calc.younger_cards and calc.result == declarations(e, y)


def test_calculator_novanta_verdict_on_seeded_hands():
    for seed in range(3000):
        e, y = random_hands(seed)
        d = declarations(e, y)
        if d.novanta:
            calc = DeclarationsCalculator(e, y)
            n = sum(p for s, p, k in d.events if s == d.novanta and k != "novanta")
            assert n >= 30
            assert calc.verdict() == (f"Novanta! The {d.novanta} reached {n} in declarations with the "
                                      f"opponent still at 0: +60.")
            assert "color:#8a5a00" in calc._table.value
            return
    pytest.fail("no Novanta among the seeded hands")


def test_calculator_no_novanta_because_the_younger_scored_first():
    # two quints make the elder's 30, but the younger's six-card point counts first
    e = "AS KS QS JS 10S AD KD QD JD 10D 7C 8C"
    y = "AH KH JH 9H 8H 7H 9S 8S 7S 9D 8D 7D"
    d = declarations(e, y)
    assert d.punto == ("younger", 6) and d.sequenze == ("elder", 30) and d.novanta is None
    calc = DeclarationsCalculator(e, y)
    assert calc.verdict() == ("No Novanta: the younger's punto (Six cards) counted first (6), so the "
                              "elder is not at 30 with the opponent at 0.")
    calc.language = "it"
    assert calc.verdict().startswith("Niente Novanta: il punto (Sei carte) del mazziere ha contato prima (6)")


def test_calculator_29_and_the_younger_s_three_tens_no_sessanta():
    e = "AS KS QS JS 10S 9S 8S 7S AH KH QH 7C"        # 8 + 18 + 3 = 29
    y = "10H 10D 10C 9H 8H 7H JD 9D 8D 9C 8C JC"      # three tens: 3
    d = declarations(e, y)
    assert (d.elder_points, d.younger_points, d.novanta) == (29, 3, None)
    calc = DeclarationsCalculator(e, y)
    assert calc.verdict() == "No Novanta: nobody reached 30 in declarations (elder 29, younger 3)."
    assert calc.sessanta_note() == ("No Sessanta either: the younger's tris of tens counted before the "
                                    "elder's first lead (3), so when the elder says «Thirty!» the "
                                    "opponent is not at 0.")
    # the engine agrees: the elder's first lead says «Thirty!» and no Sessanta follows
    st = ITALIANO.replace(first_dealer=1).single_deal().new_game(0, deal=deal_order(e, y, "7D AC"))
    st.play("exchange 7C")          # draws 7D
    st.play("exchange JC")          # draws AC
    st.play("declare all")
    st.play("declare all")
    assert (st.log.totals[st.elder], st.log.totals[st.younger]) == (29, 3)
    st.play(st.legal_moves()[0])
    assert st.log.events[-1].key == "picchetto.ev.lead"
    assert st.log.events[-1].totals[st.elder] == 30 and st.log.events[-1].said == "Thirty!"
    assert "picchetto.ev.sessanta" not in {ev.key for ev in st.log.events}


def test_calculator_verdict_with_nobody_at_thirty_and_blanche_option():
    e = "AS KS QS 7H 8H 9H 7D 8D 9D 7C 8C 9C"
    y = "JS 10S 9S 8S 7S AH KH QH JH AD KD QD"
    calc = DeclarationsCalculator(e, y, elder_blanche=True)
    d = declarations(e, y, elder_blanche=True)
    assert calc.result == d and d.events[0] == ("elder", 10, "blanche")
    assert calc.steps()[0].startswith("Elder +10 (mano bianca)")
    calc.language = "it"
    assert calc.steps()[0].startswith("Di mano: +10 (mano bianca)")


# ---------------------------------------------------------------------------
# DeclarationDialogue
# ---------------------------------------------------------------------------

def _score_notes(dlg):
    return [(ln.side, ln.points) for ln in dlg._build_dialogue("en") if ln.kind == "score"]


@pytest.mark.parametrize("rules", [ITALIANO, PICCHETTO_150])
def test_dialogue_scores_are_the_engine_events_in_counting_order(rules):
    for seed in range(40):
        e, y = random_hands(seed)
        dlg = DeclarationDialogue(e, y, rules)
        d = declarations(e, y, rules)
        assert dlg.result == d
        assert _score_notes(dlg) == [(s, p) for s, p, _k in d.events]
        said = dlg.said()
        assert said[0][0] == "elder"           # the elder always speaks first
        # punto: the elder announces his length (or value) in the engine's words
        (ec, ev) = d.elder_punto
        first = said[0][1]
        if rules.punto_by == "length":
            assert first == said_text(_ev(say="punto", length=len(ec)))
        else:
            assert first == said_text(_ev(say="punto_value", value=ev))
        total = dlg.tr("widget.picchetto.dlg.total", e=d.elder_points, y=d.younger_points)
        assert total in dlg._talk.value


class _ev:
    def __init__(self, **p):
        self.params = tuple(p.items())


def test_dialogue_asks_quanto_when_the_lengths_are_equal():
    for seed in range(500):
        e, y = random_hands(seed)
        d = declarations(e, y)
        if len(d.elder_punto[0]) == len(d.younger_punto[0]):
            dlg = DeclarationDialogue(e, y, language="it")
            said = dlg.said()
            assert said[1] == ("younger", "Quanto?")
            assert said[2][0] == "elder"
            answer = said[3][1]
            w = d.punto[0]
            if w == "elder":
                assert answer == "Buone"
            elif w == "younger":
                assert answer.startswith("Non buone: ")
            else:
                assert answer == "Pari"
            return
    pytest.fail("no equal punto found")


def test_dialogue_sinking_changes_the_score_like_the_engine():
    e = "AS KS QS JS 9S 10H 10D 10C 7H 8D 9C 7C"
    y = "AH KH QH JH 9H 8H KD QD JD KC 7S 8S"
    dlg = DeclarationDialogue(e, y, learner="elder")
    assert set(dlg.switches) == {"punto", "sequenze", "quattordici"}
    dlg.switches["quattordici"].value = True       # the toggle button, as clicked
    assert dlg.result == declarations(e, y, elder_quiet=("quattordici",))
    assert any("andar sott'acqua" in ln for ln in dlg.lines())
    assert ("elder", "No quattordici or tris") in dlg.said()
    assert dlg.sink("punto")
    assert dlg.result == declarations(e, y, elder_quiet=("punto", "quattordici"))
    assert dlg.declare("quattordici", "punto")
    assert dlg.result == declarations(e, y)
    assert dlg.switches["quattordici"].value is False
    assert repr(dlg) == ("DeclarationDialogue(elder='AS KS QS JS 9S 10H 10D 10C 7H 8D 9C 7C', "
                         "younger='AH KH QH JH 9H 8H KD QD JD KC 7S 8S', learner='elder')")


def test_dialogue_refuses_to_sink_what_you_do_not_hold_or_when_watching():
    e = "AS KS 9S 7S 10H 8H 7D 9D JD JC 9C 7C"
    y = "AH KH QH JH 9H KD QD 8D KC 8C 8S 10S"
    dlg = DeclarationDialogue(e, y, learner="elder")
    assert "sequenze" not in dlg.held("elder")
    assert not dlg.sink("sequenze")
    assert dlg.message == "the elder has no sequence to declare"
    watch = DeclarationDialogue(e, y)
    assert not watch.sink("punto") and "only a player" in watch.message
    assert watch.switches == {}


def test_dialogue_novanta_line():
    e = "AS KS QS JS 10S 9S 8S AH AD AC 7H 8H"
    y = "10H 10D 10C JH JD QH QD KH KD 9D 9C 8C"
    dlg = DeclarationDialogue(e, y, language="it")
    said = dlg.said()
    assert ("elder", "Novanta!") in said
    assert _score_notes(dlg)[-1] == ("elder", 60)


# ---------------------------------------------------------------------------
# TrickCounter
# ---------------------------------------------------------------------------

def play_counter(t):
    while t.state.phase == "play":
        assert t.play(CP(t.state)), t.message


@pytest.mark.parametrize("seed", [5, 11, 23])
def test_counter_words_are_the_engine_score_log(seed):
    t = TrickCounter(seed=seed)
    play_counter(t)
    log = t.state.log
    expected = [(ev.side, ev.said) for ev in log.events if ev.key in PLAY_KEYS]
    assert t.words() == expected
    assert t.counter_text().endswith(f"«{expected[-1][1]}»")
    rows = t.trick_rows()
    assert [(a, b, w) for _n, a, b, w, _s in rows] == [(a, b, w) for _l, a, b, w in t.state.tricks]
    # every play event appears once in the table, with its points
    shown = sum(len(s) for *_x, s in rows)
    assert shown == len(expected)
    with language("it"):
        assert t.words("it") == [(ev.side, said_text(ev, "it")) for ev in log.events if ev.key in PLAY_KEYS]
    assert t.before_play() == (sum(ev.points for ev in log.events if ev.key not in PLAY_KEYS and ev.side == t.state.elder),
                               sum(ev.points for ev in log.events if ev.key not in PLAY_KEYS and ev.side == t.state.younger))


def test_counter_refuses_an_illegal_card_with_the_engine_sentence():
    for seed in range(40):
        t = TrickCounter(seed=seed, player="younger")
        st = t.state
        if st.phase != "play" or not st.trick:
            continue
        illegal = [c for c in st.hand(t.player) if c not in st.legal_moves()]
        if not illegal:
            continue
        before = st.to_json()
        t.hand.click(str(illegal[0]))              # a click in the browser
        assert t.message == engine_sentence(st, illegal[0])
        assert st.to_json() == before
        assert t.hand.highlighted == [str(c) for c in st.legal_moves()]
        return
    pytest.fail("no position with an illegal card found")


def test_counter_sessanta_or_cappotto_words_come_from_the_log():
    seen = set()
    for seed in range(200):
        t = TrickCounter(seed=seed)
        play_counter(t)
        keys = {ev.key for ev in t.state.log.events}
        for k, word in (("picchetto.ev.sessanta", "Sixty!"), ("picchetto.ev.cappotto", "Capot!")):
            if k in keys:
                assert word in [w for _s, w in t.words()]
                seen.add(k)
        if "picchetto.ev.sessanta" in seen:
            break
    assert "picchetto.ev.sessanta" in seen


# ---------------------------------------------------------------------------
# PicchettoGame
# ---------------------------------------------------------------------------

def drive(game, until_deals=None, limit=5000):
    """Play the learner's moves chosen by ComputerPlayer through the widget."""
    for _ in range(limit):
        if game.over or (until_deals is not None and len(game.state.deal_results) >= until_deals):
            return
        if game.phase == "deal":
            game.next_button.click()
            continue
        assert game.play(CP(game.state)), game.message
    pytest.fail("game did not end")


def test_game_one_seeded_deal_equals_the_engine_alone():
    g = PicchettoGame(seed=2)
    drive(g, until_deals=1)
    engine = ITALIANO.new_game(2, auto_deal=False)
    engine.deal()
    play_out(engine, [CP, CP], until="deal")
    assert g.state.history == engine.history
    assert g.state.deal_results == engine.deal_results
    assert g.phase == "deal" and g.next_button.layout.display != "none"
    lines = g.score_lines()
    assert len(lines) == len(engine.logs[0].events)
    for line, ev in zip(lines, engine.logs[0].events):
        who = "You" if ev.side == 0 else "The computer"
        assert line.startswith(f"{who}: +{ev.points} {ev.reason('en')} [you {ev.totals[0]} – computer {ev.totals[1]}]")
        assert (f"«{ev.said}»" in line) == bool(ev.said)
        assert esc(line) in g._scorelog.value
    assert g.dialogue is not None and g.dialogue.result == engine.declarations


def test_game_to_151_ends_the_moment_it_is_reached():
    g = PicchettoGame(seed=3)
    drive(g)
    st = g.state
    assert g.over and max(st.scores) >= 151
    # the last scoring event crossed 151: before it the scorer was below
    last = st.log.events[-1]
    before_last = st.scores[last.side] - last.points
    assert before_last < 151 <= st.scores[last.side]
    assert g.winner == last.side
    assert g.status().startswith("Game over")
    assert any("reached 151" in e for e in g.events)
    before = st.to_json()
    assert not g.play("AS") and "the game is over" in g.message
    assert st.to_json() == before


def test_game_refusals_are_the_engine_sentences():
    g = PicchettoGame(seed=2)
    st = g.state
    assert g.phase == "exchange" and g.my_turn
    before = st.to_json()
    assert not g.play("exchange")
    assert g.message == engine_sentence(st, "exchange")
    assert st.to_json() == before
    assert not g.play("AS")                  # a card now: the phase is wrong
    assert g.message == engine_sentence(st, "AS")
    assert st.to_json() == before


def test_game_declare_button_declares_everything_held_by_default():
    for seed in range(30):
        g = PicchettoGame(seed=seed)
        while not (g.phase == "declare" and g.my_turn) and not g.over and g.phase != "deal":
            g.play(CP(g.state))
        if g.phase != "declare" or len(g.declarable) == 3:
            continue
        held = g.declarable
        g.declare_button.click()
        assert g.message == ""
        assert g._declares[g.player] == "declare " + " ".join(held)
        assert ("declare " + " ".join(held)) in g.state.history
        return
    pytest.fail("no deal where the learner lacks a category")


def test_game_declare_with_switches_sinks_and_the_dialogue_follows():
    for seed in range(20):
        g = PicchettoGame(seed=seed)
        while not (g.phase == "declare" and g.my_turn):
            if g.over or g.phase == "deal":
                break
            g.play(CP(g.state))
        if g.phase != "declare":
            continue
        g.switches["punto"].value = True            # keep the point quiet
        g.declare_button.click()
        assert g.message == ""
        if g.dialogue is None:                      # the learner is elder: younger declares next
            continue
        me = "elder" if g.player == g.state.elder else "younger"
        assert "punto" in g.dialogue.quiet[me]
        assert g.dialogue.result == g.state.declarations
        assert g.state.declarations.punto[0] != me
        return
    pytest.fail("no deal where the learner declares")


def test_game_open_piquet_shows_both_hands():
    closed = PicchettoGame(seed=4)
    assert 'data-card="back"' in closed._opponent.value
    opened = PicchettoGame(seed=4, open_hands=True)
    opp = opened.state.hand(1)
    assert 'data-card="back"' not in opened._opponent.value
    for c in opp:
        assert f'data-card="{c}"' in opened._opponent.value
    r = PicchettoGame(seed=4, rules=RUBICON.replace(open_hands=True))
    assert r.open_hands and 'data-card="back"' not in r._opponent.value
    drive(opened, until_deals=1)
    assert opened.dialogue.show_hands


def test_game_presets_rubicon_and_rubicone():
    g = PicchettoGame(seed=1)
    g.preset.value = "RUBICON"                      # the menu
    assert g.rules == RUBICON and g.state.rules == RUBICON and g.events[0].startswith("Deal 1")
    drive(g)
    assert len(g.state.deal_results) == 6
    if g.winner is not None:
        assert str(g.state.margin()) in g.status()
    g.new_game(rules=RUBICONE)
    assert g.preset.value == "RUBICONE"
    assert "counts double" in g._header.value
    drive(g)
    assert len(g.state.deal_results) == 4


def test_game_reprs_are_stable():
    assert repr(PicchettoGame(seed=7)) == "PicchettoGame(seed=7)"
    assert repr(PicchettoGame(seed=7, open_hands=True, language="it")) == \
        "PicchettoGame(seed=7, open_hands=True, language='it')"
    assert repr(PicchettoGame(seed=7, rules=RUBICON)) == "PicchettoGame(seed=7, rules=RUBICON)"
    assert repr(AccomodoWidget(seed=3, role="younger")) == "AccomodoWidget(seed=3, role='younger')"
    w = AccomodoWidget(seed=3)
    w.discard("8S 9S")
    assert repr(w) == "AccomodoWidget(seed=3, discarded='8S 9S')"
    assert repr(TrickCounter(seed=5, rules=PICCHETTO_150)) == "TrickCounter(seed=5, rules=PICCHETTO_150)"
    calc = DeclarationsCalculator("AS KS QS JS 9S 10H 10D 10C 7H 8D 9C 7C",
                                  "AH KH QH JH 9H 8H KD QD JD KC 7S 8S", RUBICON)
    assert repr(calc) == ("DeclarationsCalculator(elder='9S JS QS KS AS 7H 10H 8D 10D 7C 9C 10C', "
                          "younger='7S 8S 8H 9H JH QH KH AH JD QD KD KC', rules=RUBICON)")
    assert not re.search(r"0x[0-9a-f]+", repr(PicchettoGame(seed=1)))


def test_language_switch_changes_the_labels():
    g = PicchettoGame(seed=2)
    assert g.accomodo.button.description == "Exchange"
    assert g.new_button.description == "New game"
    g.language = "it"
    assert g.accomodo.button.description == "Cambia"
    assert g.new_button.description == "Nuova partita"
    assert "Il tuo accomodo" in g._status.value
    drive(g, until_deals=1)
    assert g.next_button.description == "Prossima smazzata"
    assert any("«" in ln for ln in g.dialogue.lines())
    assert g.dialogue.lines("it") != g.dialogue.lines("en")
    dlg = DeclarationDialogue("AS KS QS JS 9S 10H 10D 10C 7H 8D 9C 7C", "AH KH QH JH 9H 8H KD QD JD KC 7S 8S")
    assert dlg.said()[1][1].startswith("Not good")
    dlg.language = "it"
    assert dlg.said()[1][1].startswith("Non buone")
    calc = DeclarationsCalculator(*random_hands(3))
    calc.language = "it"
    assert calc.rows()[0][0] == "Punto"
    t = TrickCounter(seed=5)
    t.language = "it"
    assert "Il gioco, contando a voce alta" in t._title.value


def test_every_picchetto_widget_sentence_has_both_languages():
    assert i18n.missing_translations() == []


def test_static_html_renders_every_widget():
    for w in (AccomodoWidget(seed=3), DeclarationsCalculator(*random_hands(4)),
              DeclarationDialogue(*random_hands(5), learner="younger"), TrickCounter(seed=5),
              PicchettoGame(seed=6)):
        html = static_html(w)
        assert "<svg" in html


def test_accomodo_blanche_kept_quiet_only_where_the_rules_allow_it():
    st = blanche_state()
    w = AccomodoWidget(state=st, player=st.elder)
    assert w.quiet_button.layout.display == "none"       # Italian rules: compulsory
    before = st.to_json()
    assert not w.announce(False)
    assert w.message == engine_sentence(st, "no mano bianca")
    assert st.to_json() == before
    rst = blanche_state(RUBICON)
    r = AccomodoWidget(state=rst, player=rst.elder)
    assert r.quiet_button.layout.display != "none"
    r.quiet_button.click()
    assert r.message == "" and not r.announced and rst.phase == "exchange"
    assert rst.log.events == []


def test_accomodo_the_younger_sees_the_elders_mano_bianca():
    st = blanche_state()
    st.play("mano bianca")
    st.play("exchange 7S 8S")
    w = AccomodoWidget(state=st, player=st.younger)
    assert w.role == "younger" and w.my_turn
    dealt = " ".join(str(c) for c in st.dealt_hand(st.elder))
    assert f"announced a mano bianca and showed it: {dealt}" in w._info.value
    assert repr(w) == "AccomodoWidget(state=..., player=1)"


def test_accomodo_rubicon_younger_may_exchange_nothing():
    w = AccomodoWidget(seed=6, role="younger", rules=RUBICON)
    assert w.discard("")
    assert w.done and w.drawn == [] and len(w.talon_seen) == 3
    assert repr(w) == "AccomodoWidget(seed=6, role='younger', rules=RUBICON, discarded='none')"


def test_game_declaring_a_category_you_do_not_hold_is_refused_by_the_engine():
    for seed in range(40):
        g = PicchettoGame(seed=seed)
        while not (g.phase == "declare" and g.my_turn) and not g.over and g.phase != "deal":
            g.play(CP(g.state))
        if g.phase != "declare":
            continue
        shown = [c for c, row in zip(g.switches, g._switch_rows) if row.layout.display != "none"]
        assert list(g.declarable) == shown
        missing = [c for c in g.switches if c not in shown]
        if not missing:
            continue
        st = g.state
        before = st.to_json()
        assert not g.declare("punto", missing[0])
        assert g.message == engine_sentence(st, f"declare punto {missing[0]}")
        assert st.to_json() == before
        return
    pytest.fail("no deal where the learner lacks a category")


def test_counter_hot_seat_plays_both_hands():
    t = TrickCounter(seed=9, player=None)
    st = t.state
    assert repr(t) == "TrickCounter(seed=9, player=None)"
    seats = set()
    while st.phase == "play":
        seat = st.to_move
        assert t.hand.cards == [str(c) for c in st.hand(seat)]     # the hand of whoever is to play
        assert t.hand.highlighted == [str(c) for c in st.legal_moves()]
        seats.add(seat)
        t.hand.click(str(CP(st)))
        assert t.message == ""
    assert seats == {0, 1} and len(st.tricks) == 12
    assert t.words() == [(ev.side, ev.said) for ev in st.log.events if ev.key in PLAY_KEYS]


def _at_learners_declaration(seed):
    g = PicchettoGame(seed=seed)
    for _ in range(6):
        st = g.state
        if st.phase == "declare" and g.my_turn:
            return g
        if st.phase in ("blanche", "exchange") and g.my_turn:
            assert g.play(st.legal_moves()[0])
        else:
            return None
    return None


def test_game_lets_the_learner_declare_part_of_a_category():
    """Andar sott'acqua in parte by clicks: the category's menu offers the
    partial declarations the state allows; choosing one declares exactly
    those cards, and the dialogue shows the part, not the whole."""
    tried = 0
    for seed in range(60):
        g = _at_learners_declaration(seed)
        if g is None:
            continue
        shown = {c: p for c, p in g.parts.items() if p.layout.display != "none"}
        if not shown:
            continue
        cat, menu = next(iter(shown.items()))
        options = g.state.declare_options(g.player)[CATEGORIES.index(cat)]
        partial = [" ".join(str(c) for c in v) for v in options if type(v) is tuple]
        assert [v for _label, v in menu.options][1:] == partial
        choice = partial[-1]
        menu.value = choice
        # keeping the category quiet hides its menu; declaring it shows it again
        g.switches[cat].value = True
        assert menu.layout.display == "none"
        g.switches[cat].value = False
        assert menu.layout.display == ""
        me = g.player
        assert g.declare()
        said = str(g._declares[me])
        assert f"{cat} {choice}" in said
        assert g.dialogue is not None
        side = "elder" if me == g.state.elder else "younger"
        assert g.dialogue.parts[side][cat] == tuple(choice.split())
        tried += 1
        if tried == 3:
            break
    assert tried == 3
