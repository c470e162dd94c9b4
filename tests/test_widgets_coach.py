"""The coach in the game widgets (Hint, computer level, Review), without a browser.

Buttons are pressed with ``button.click()`` and the level chosen by setting
the drop-down's ``value``, as the front end does.  Most tests here check the
widgets' own logic (what is marked, when the hint goes away, when the button
is disabled, which seats change player), so they install a small fake coach
on the state class with ``monkeypatch``: it ranks the legal moves by a score
the test chooses, so the expected hint is known.  The tests at the end ask
the engines' real coaches.
"""

from __future__ import annotations

import html
import importlib
import re

import pytest

from cardkit.belote.state import BeloteState
from cardkit.coach import Reason, ScoredMove
from cardkit.errors import CardkitError
from cardkit.picchetto import ITALIANO, ComputerPlayer, Exchange, PicchettoState, SearchPlayer
from cardkit.scopa import RuleBasedPlayer, ScopaState
from cardkit.widgets import BeloteGame, PicchettoGame, ScopaGame
from cardkit.widgets.markup import static_html

HINT_EN = "it scores best in the coach's look-ahead"
HINT_IT = "è la mossa che rende di più nelle simulazioni dell'allenatore"


class FakeCoach:
    """Ranks the legal moves (at most 12, plus ``include``) by ``score(move)``,
    best first, each with the kit's generic reason; records who asked."""

    def __init__(self, score=lambda move: 0):
        self.score = score
        self.asked_for = []          # (player to move, level) of every call

    def rank(self, state, level="strong", seed=0, include=()):
        self.asked_for.append((state.current_player(), level))
        moves = list(state.legal_moves())[:12]
        moves += [m for m in include if m not in moves]
        scored = [ScoredMove(m, float(self.score(m)), Reason.of("coach.best_estimate")) for m in moves]
        return sorted(scored, key=lambda s: -s.value)


@pytest.fixture
def fake_coach(monkeypatch):
    """``fake_coach(StateClass, score)`` installs a FakeCoach as that game's coach."""
    def install(state_class, score=lambda move: 0):
        coach = FakeCoach(score)
        monkeypatch.setattr(state_class, "_coach", lambda self: coach)
        return coach
    return install


def words(markup: str) -> str:
    """What an HTML part says, as text (tags dropped, entities decoded)."""
    return html.unescape(re.sub(r"<[^>]+>", "", markup))


def captured(move) -> int:
    """A Scopa move's score for the fake coach: the number of cards it takes."""
    return len(move.capture)


def to_end_of_hand(game):
    """Play the learner's first legal move until the hand is over."""
    while game.my_turn:
        assert game.play(game.state.legal_moves()[0])


# ----------------------------------------------------------------------
# the Hint button
# ----------------------------------------------------------------------

def test_scopa_hint_marks_the_card_and_its_capture_and_plays_nothing(fake_coach):
    fake_coach(ScopaState, captured)
    game = ScopaGame(seed=28)
    before = tuple(game.state.history)
    expected = game.state.hint(level=game.hint_level)
    game.hint_button.click()
    hint = game.current_hint
    assert hint is not None and hint.move == expected.move and expected.move.capture
    assert game.state.history == before                       # nothing played
    assert game.hand.highlighted == [str(hint.move.card)]
    assert game.hand.selected == []
    # the captured table cards are highlighted in the table picture
    html = game.table_view.value
    for c in hint.move.capture:
        assert f"data-card='{c}'" in html or f'data-card="{c}"' in html
    assert html.count("ck-highlighted") == len(hint.move.capture)
    # the reason and the best moves with their values, in points
    text = words(game.hint_view.value)
    assert f"Hint: {hint.move.describe()} — {HINT_EN}" in text
    for s in hint.ranked[:3]:
        assert f"{s.move.describe()} — {s.value:+.1f} points" in text
    assert "coach level: strong" in text


def test_the_hint_is_in_the_widget_language(fake_coach):
    fake_coach(ScopaState, captured)
    game = ScopaGame(seed=28, language="it")
    game.hint()
    text = words(game.hint_view.value)
    assert f"Suggerimento: {game.current_hint.move.describe('it')} — {HINT_IT}" in text
    assert " punti" in text and "livello dell'allenatore: forte" in text
    assert game.hint_button.description == "Suggerimento"
    # switching the widget's language redraws the hint
    game.language = "en"
    assert HINT_EN in words(game.hint_view.value) and HINT_IT not in words(game.hint_view.value)


def test_the_next_move_clears_the_hint(fake_coach):
    fake_coach(ScopaState, captured)
    game = ScopaGame(seed=28)
    hint = game.hint()
    other = next(m for m in game.state.legal_moves() if m.card != hint.move.card)
    assert game.play(other)                                   # the learner ignores the hint
    assert game.current_hint is None
    assert game.hint_view.value == ""
    assert game.hand.highlighted == []
    assert "ck-highlighted" not in game.table_view.value


def test_a_pending_capture_choice_keeps_the_hint(fake_coach):
    fake_coach(ScopaState, captured)
    game = ScopaGame(seed=7)
    card = next(c for c in game.state.hand(0) if len(game.state.moves_for(c)) == 2)
    game.hint()
    game.play(str(card))                                      # a card with two captures: no move yet
    assert game.options and game.current_hint is not None and game.hint_view.value


def test_no_hint_between_hands_or_after_the_game(fake_coach):
    fake_coach(ScopaState, captured)
    game = ScopaGame(seed=28)
    to_end_of_hand(game)
    assert game.between_hands
    assert game.hint_button.disabled
    assert game.hint_button.tooltip == "the hand is over"
    assert game.hint() is None
    assert game.message == "no hint now: the hand is over" and game.message_kind == "error"
    assert game.hint_view.value == ""
    assert game.hint_button.description == "Hint"


def test_no_hint_after_the_game(fake_coach):
    fake_coach(PicchettoState)
    game = PicchettoGame(seed=11, rules=ITALIANO.replace(target=20), language="it")
    while not game.over:
        if game.phase == "deal":
            game.next_deal()
        else:
            game.play(ComputerPlayer()(game.state))
    assert game.hint_button.disabled and game.hint_button.tooltip == "la partita è finita"
    assert game.hint() is None and game.message == "ora nessun suggerimento: la partita è finita"
    assert game.review_button.layout.display == ""            # the last deal can still be reviewed


def test_no_hint_when_it_is_not_the_learners_turn(fake_coach):
    coach = fake_coach(BeloteState)
    game = BeloteGame(seed=7)
    assert game.my_turn
    game.state.play(game.state.legal_moves()[0])              # the learner moved; the computers have not yet
    game.refresh()
    assert not game.my_turn
    assert game.hint_button.disabled and game.hint_button.tooltip == "it is not your turn"
    assert game.hint() is None and game.message == "no hint now: it is not your turn"
    assert coach.asked_for == []                              # the coach was never asked


@pytest.mark.parametrize("seat", [0, 1, 2, 3])
def test_the_hint_is_for_the_learners_seat(fake_coach, seat):
    coach = fake_coach(BeloteState)
    game = BeloteGame(seed=7, player=seat)
    hint = game.hint()
    assert hint.player == seat
    assert coach.asked_for == [(seat, game.hint_level)]


def test_belote_bid_hint_marks_its_button(fake_coach):
    fake_coach(BeloteState, lambda m: 1 if m == "pass" else 0)
    game = BeloteGame(seed=7)
    game.hint()
    assert game.current_hint.move == "pass"
    styles = {m: b.button_style for m, b in game.bidding.buttons.items() if b.layout.display != "none"}
    assert styles["pass"] == "warning"
    assert all(style != "warning" for m, style in styles.items() if m != "pass")
    assert "Hint: pass — " in game.hint_view.value
    game.bid("pass")
    assert game.bidding.buttons["pass"].button_style != "warning"


def test_belote_card_hint_is_the_only_highlighted_card(fake_coach):
    fake_coach(BeloteState, lambda m: 1 if m == "pass" else 0)
    game = BeloteGame(seed=7)
    while game.phase != "play":
        game.bid("pass")
    legal = list(game.hand.legal)
    assert game.hand.hand.highlighted == legal               # the legal cards, as before
    hint = game.hint()
    assert game.hand.hand.highlighted == [str(hint.move)]
    assert f"play the {hint.move.name()} ({hint.move})" in game.hint_view.value
    game.play(str(hint.move))                                 # the learner follows the hint
    assert game.current_hint is None and game.hint_view.value == ""


def test_picchetto_exchange_hint_marks_the_discards(fake_coach):
    fake_coach(PicchettoState, lambda m: len(m.cards) if isinstance(m, Exchange) else 0)
    game = PicchettoGame(seed=11)
    assert game.phase == "exchange" and game.my_turn
    hint = game.hint()
    discard = [str(c) for c in hint.move.cards]
    assert discard and game.accomodo.hand.highlighted == discard
    assert game.accomodo.hand.selected == []                  # chosen by the learner only
    assert f"Hint: discard {' '.join(discard)} — " in game.hint_view.value
    game.accomodo.hand.selected = discard[:1]                 # choosing cards is not a move
    assert game.current_hint is not None
    assert game.play(Exchange(discard))
    assert game.current_hint is None and game.accomodo.hand.highlighted == []


def test_picchetto_declare_and_play_hints_in_words(fake_coach):
    # the full declaration ranked first (above the others: not a tie)
    fake_coach(PicchettoState, lambda m: bin(getattr(m, "flags", 0)).count("1"))
    game = PicchettoGame(seed=11, language="it")
    learner = ComputerPlayer()                                # makes the learner's other moves
    while not (game.phase == "declare" and game.my_turn):
        assert game.play(learner(game.state))
    hint = game.hint()
    names = {"punto": "Punto", "sequenze": "Sequenze", "quattordici": "Quattordici e tris"}
    said = ", ".join(names[c] for c in game.declarable)
    assert f"Suggerimento: dichiara {said} — {HINT_IT}" in words(game.hint_view.value)
    assert game.play(hint.move)
    while not (game.phase == "play" and game.my_turn):
        assert game.play(learner(game.state))
    hint = game.hint()
    assert game.hand.highlighted == [str(hint.move)]         # only the coach's card
    assert f"gioca: {hint.move.name('it')} ({hint.move})" in words(game.hint_view.value)
    assert game.play(hint.move)
    assert game.current_hint is None
    assert game.hand.highlighted == ([str(c) for c in game.state.legal_moves()] if game.my_turn else [])


# ----------------------------------------------------------------------
# the computers' level
# ----------------------------------------------------------------------

def test_level_is_validated():
    with pytest.raises(CardkitError, match="is not a level: choose 'easy', 'medium' or 'strong'"):
        ScopaGame(seed=1, level="hard")
    game = BeloteGame(seed=1)
    with pytest.raises(CardkitError):
        game.level = "expert"
    assert game.level == "easy"


def test_level_labels_follow_the_language_and_keep_the_choice():
    game = ScopaGame(seed=3, language="it")
    assert game.level_control.options == (("facile", "easy"), ("medio", "medium"), ("forte", "strong"))
    assert game.level_control.description == "Computer"
    game.level_control.value = "strong"
    game.language = "en"
    assert game.level_control.value == "strong" and game.level == "strong"
    assert game.level_control.options[2] == ("strong", "strong")


@pytest.mark.parametrize("make, seats", [
    (lambda **kw: ScopaGame(seed=5, **kw), (1,)),
    (lambda **kw: ScopaGame(players=4, seed=5, **kw), (1, 2, 3)),
    (lambda **kw: BeloteGame(seed=5, **kw), (1, 2, 3)),
])
def test_the_level_control_changes_the_computers(make, seats):
    game = make()
    engine = importlib.import_module(f"cardkit.{game.engine}")
    assert all(type(game.computers[p]) is engine.RuleBasedPlayer for p in seats)
    game.level_control.value = "medium"                       # as the front end does
    assert game.level == "medium"
    for p in seats:
        player = game.computers[p]
        assert isinstance(player, engine.SearchPlayer) and player.level == "medium"
    assert len({game.computers[p].seed for p in seats}) == len(seats)   # a stream per seat
    assert "level='medium'" in repr(game)
    game.level = "easy"
    assert all(type(game.computers[p]) is engine.RuleBasedPlayer for p in seats)
    # a level given at the start
    strong = make(level="strong")
    assert all(strong.computers[p].level == "strong" for p in seats)


def test_the_level_leaves_a_given_computer_alone():
    mine = RuleBasedPlayer()
    game = ScopaGame(players=4, seed=5, computers={2: mine}, level="medium")
    assert game.computers[2] is mine
    assert game.computers[1].level == game.computers[3].level == "medium"
    pg = PicchettoGame(seed=3, computer=ComputerPlayer(), level="strong")
    assert type(pg.computer) is ComputerPlayer
    pg2 = PicchettoGame(seed=3)
    assert type(pg2.computer) is ComputerPlayer
    pg2.level_control.value = "strong"
    assert isinstance(pg2.computer, SearchPlayer) and pg2.computer.level == "strong"


# ----------------------------------------------------------------------
# the review
# ----------------------------------------------------------------------

def test_review_button_appears_when_the_hand_is_over_and_lists_the_costly_moves(fake_coach):
    fake_coach(ScopaState, captured)
    game = ScopaGame(seed=28)
    assert game.review_button.layout.display == "none"
    assert game.review() is None
    assert game.message == "nothing to review yet: the hand is still being played"
    start = len(game.state.history)
    # a deliberately bad hand: the learner always plays the move taking least
    while game.my_turn:
        worst = min(game.state.legal_moves(), key=captured)
        game.play(worst)
    assert game.between_hands and game.review_button.layout.display == ""
    assert game.review_button.description == "Review this hand"
    game.review_button.click()
    review = game.current_review
    assert review is not None and review.player == 0
    assert all(e.index >= start - 1 for e in review.entries)
    worst = review.worst(3)
    assert worst and all(e.loss > 0 for e in worst)
    text = words(game.review_view.value)
    assert "Review: the moves where you lost most against the coach" in text
    for e in worst:
        assert f"move {e.number}: you played «{e.played.describe()}»" in text
    # the next hand clears it
    game.next_hand()
    assert game.current_review is None and game.review_view.value == ""
    assert game.review_button.layout.display == "none"


def test_review_of_a_hand_played_as_the_coach_says(fake_coach):
    fake_coach(ScopaState, captured)
    game = ScopaGame(seed=28, language="it")
    while game.my_turn:
        game.play(game.hint().move)
    review = game.review()
    assert review.worst() == []
    assert "Revisione: ogni tua mossa valeva quanto la scelta dell'allenatore" in words(game.review_view.value)
    assert game.review_button.description == "Rivedi questa mano"


# ----------------------------------------------------------------------
# reprs and the stored picture
# ----------------------------------------------------------------------

def test_reprs_unchanged_by_default_and_name_the_level():
    assert repr(ScopaGame(seed=28)) == "ScopaGame(players=2, seed=28)"
    assert repr(PicchettoGame(seed=11)) == "PicchettoGame(seed=11)"
    assert repr(BeloteGame(seed=7)) == "BeloteGame(seed=7)"
    assert repr(ScopaGame(seed=28, players=4, level="easy")) == "ScopaGame(players=4, seed=28)"


def test_snapshot_shows_the_coach_row_and_the_hint(fake_coach):
    fake_coach(ScopaState, captured)
    game = ScopaGame(seed=28)
    html = static_html(game.table)                 # Hint sits in the table's action row
    assert ">Hint</button>" in html
    game.hint()
    html = game.snapshot_html()
    assert "Computer <select>" in html and "<option selected>easy</option>" in html
    assert f"Hint: {game.current_hint.move.describe()}" in html
    assert "Review this hand" not in html                     # hidden while the hand is played


# ----------------------------------------------------------------------
# with the engines' real coaches
# ----------------------------------------------------------------------

@pytest.mark.parametrize("players", [2, 4])
def test_real_scopa_hint_is_the_states_hint_in_both_languages(players):
    game = ScopaGame(players=players, seed=28)
    expected = game.state.hint(level=game.hint_level)
    game.hint_button.click()
    hint = game.current_hint
    assert hint.move == expected.move and hint.player == 0
    assert game.hand.highlighted == [str(hint.move.card)]
    assert f"Hint: {hint.move.describe()} — {hint.reason_in('en')}" in words(game.hint_view.value)
    game.language = "it"
    assert f"Suggerimento: {hint.move.describe('it')} — {hint.reason_in('it')}" in words(game.hint_view.value)
    assert hint.reason_in("it") != hint.reason_in("en")


def test_real_scopa_review_finds_the_moves_of_a_deliberately_bad_hand():
    game = ScopaGame(seed=28)
    lost = {}                                              # history index -> what the bad move cost
    while game.my_turn:
        ranked = game.state.hint(level="medium").ranked   # the review's level and seed
        if len(ranked) > 1:
            lost[len(game.state.history)] = ranked[0].value - ranked[-1].value
        assert game.play(ranked[-1].move)                  # always the coach's worst move
    game.review_button.click()
    worst = game.current_review.worst(3)
    assert [e.index for e in worst] == sorted(lost, key=lambda i: (-lost[i], i))[:3]
    assert all(e.loss == pytest.approx(lost[e.index]) for e in worst)
    assert worst[0].loss > 1                               # seed 28: one move costs over a point
    shown = words(game.review_view.value)
    assert "Review: the moves where you lost most against the coach" in shown
    for e in worst:
        # moves said in words, as the engine describes them
        assert f"you played «{e.played.describe()}»; the coach prefers «{e.best.move.describe()}»" in shown


def test_real_scopa_search_players_play_a_hand():
    import cardkit.scopa

    game = ScopaGame(seed=5, level="medium")
    assert isinstance(game.computers[1], cardkit.scopa.SearchPlayer)
    to_end_of_hand(game)
    assert game.between_hands and len(game.state.hand_record(0).plays) == 36


def test_real_picchetto_exchange_hint_marks_the_coachs_discards():
    game = PicchettoGame(seed=11)
    assert game.phase == "exchange" and game.my_turn
    expected = game.state.hint(level="medium")             # the exchange is hinted at medium
    game.hint_button.click()
    hint = game.current_hint
    assert hint.move == expected.move and hint.level == "medium"
    discard = [str(c) for c in hint.move.cards]
    assert game.accomodo.hand.highlighted == discard
    assert f"Hint: discard {' '.join(discard)} — {hint.reason_in('en')}" in words(game.hint_view.value)
    game.language = "it"
    assert f"Suggerimento: scarta {' '.join(discard)} — {hint.reason_in('it')}" in words(game.hint_view.value)


def test_real_open_piquet_card_hint_and_the_review_of_the_deal():
    game = PicchettoGame(seed=5, open_hands=True)
    learner = ComputerPlayer()
    while not (game.phase == "play" and game.my_turn):
        assert game.play(learner(game.state))
    hint = game.hint()
    assert hint.level == "strong" and hint.move == game.state.hint(level="strong").move
    assert game.hand.highlighted == [str(hint.move)]
    assert game.review_button.layout.display == "none"
    while game.phase == "play":
        assert game.play(learner(game.state))
    assert game.phase == "deal" and game.review_button.layout.display == ""
    assert game.review_button.description == "Review this deal"
    game.review_button.click()
    review = game.current_review
    assert review.player == 0 and review.entries
    assert all(e.loss >= 0 for e in review.entries)
    assert words(game.review_view.value).startswith("Review: ")
    game.next_deal()
    assert game.review_view.value == "" and game.review_button.layout.display == "none"


def test_real_belote_bid_and_card_hints():
    game = BeloteGame(seed=7)
    hint = game.hint()
    assert hint.move == game.state.hint(level="strong").move and hint.player == 0
    assert game.bidding.buttons[hint.move].button_style == "warning"
    assert f"Hint: {game._move_words(hint.move)} — {hint.reason_in('en')}" in words(game.hint_view.value)
    game.language = "it"
    assert f"Suggerimento: {game._move_words(hint.move)} — {hint.reason_in('it')}" in words(game.hint_view.value)
    while game.phase != "play":
        assert game.bid("pass")
    hint = game.hint()
    assert game.hand.hand.highlighted == [str(hint.move)]
    assert f"gioca: {hint.move.name('it')} ({hint.move})" in words(game.hint_view.value)


def test_real_belote_review_finds_the_moves_of_a_deliberately_bad_deal():
    game = BeloteGame(seed=3)
    lost = {}
    while game.phase != "deal":
        ranked = game.state.hint(level="medium").ranked   # the review's level and seed
        if len(ranked) > 1:
            lost[len(game.state.history)] = ranked[0].value - ranked[-1].value
        assert game.move(str(ranked[-1].move))              # always the coach's worst move
    assert game.review_button.layout.display == ""
    game.review_button.click()
    worst = game.current_review.worst(3)
    assert [e.index for e in worst] == sorted(lost, key=lambda i: (-lost[i], i))[:3]
    assert all(e.loss == pytest.approx(lost[e.index]) for e in worst)
    assert worst and worst[0].loss > 1
