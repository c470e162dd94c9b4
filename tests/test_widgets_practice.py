"""Click-to-answer practice widgets (cardkit.widgets.practice), without a
browser: buttons are pressed with ``.click()``, cards clicked with
``HandWidget.click`` or by setting the hand's ``selected`` trait as the
front end does.

What is checked: an answer given by clicks gets exactly the line the same
answer typed into ``check(id, answer)`` gets (and the two share the
escalating hints); choices by buttons; refused input (a card not offered)
is refused with one sentence and nothing stays selected; the Hint button
gives hints 1, 2, 3; Show me is recorded in ``results()`` and later checks
say so; the feedback line is never stale; a practice set moves, scores, and
draws new questions; reprs and snapshots are stable; labels in Italian.
Every topic is covered: its widget offers the right control, and the
engine's answer entered through that control is called correct.

Question seeds 9100-9199 are used only here, so the session's tries and
logged results of other tests do not touch these ids.
"""

import re

import pytest

from cardkit.errors import CardkitError
from cardkit.exercises import check, evaluate, results
from cardkit.exercises.practice import practice, progress, question, topic, topics
from cardkit.widgets import ExerciseWidget, PracticeWidget, QuestionWidget
from cardkit.widgets.markup import esc


def expected(w: QuestionWidget):
    """The engine's answer to the widget's question, in its kind's normal form."""
    t = topic(w.question.topic)
    return t.kind.read(t.solve(w.question.data))


def enter(w: QuestionWidget, answer) -> None:
    """Enter ``answer`` (a normal form) through the widget's own control."""
    if w.ui in ("cards", "card"):
        w.hand.clear()
        for c in ([answer] if w.ui == "card" else answer):
            w.hand.click(str(c))
    elif w.ui == "choice":
        [i] = [i for i, v in enumerate(w.choices) if w.kind.same(w.kind.read(v), answer)]
        w.choice_buttons[i].click()
    else:
        w.text_box.value = w.kind.show(answer)


# --------------------------------------------------------------------------
# the same checker as a cell
# --------------------------------------------------------------------------

def test_cards_clicked_get_exactly_the_line_of_a_typed_check(capsys):
    w = QuestionWidget("belote-legal-cards:normal:9100")
    assert w.ui == "cards" and w.hand.mode == "multiple"
    right = sorted(map(str, expected(w)))
    wrong = right[:-1]                        # a legal card left out
    for c in wrong:
        w.hand.click(c)
    w.check_button.click()
    assert w.feedback.startswith("✘ belote-legal-cards:normal:9100: not yet")
    assert "hint 1:" in w.feedback
    # the same answer typed now is the second try: the hint grows stronger
    # exactly as it would after a typed check
    assert w.question.evaluate(wrong, record=False).line == w.feedback
    check(w.id, wrong)
    assert "hint 2:" in capsys.readouterr().out
    w.check_button.click()
    assert "hint 3:" in w.feedback
    # the right cards, clicked
    w.hand.click(right[-1])
    result = w.check()
    assert result.status == "correct" and w.feedback == evaluate(w.id, right).line
    assert results()[-1] == result              # logged like a typed answer
    assert capsys.readouterr().out == ""       # and nothing printed into the cell
    row = next(r for r in progress("belote").rows if r.topic == "belote-legal-cards")
    assert row.right >= 1


def test_a_card_answer_is_one_click_and_a_second_click_takes_it_back():
    w = QuestionWidget("belote-trick-winner:normal:9101")
    assert w.ui == "card" and w.hand.mode == "single"
    n_logged = len(results())
    assert w.check() is None and "click a card first" in w.feedback
    assert len(results()) == n_logged           # no answer: nothing logged
    win = str(expected(w))
    other = next(c for c in w.offered if c != win)
    w.hand.click(other)
    w.hand.click(win)                           # single mode: replaces the first
    assert w.answer == win
    assert w.check().line == evaluate(w.id, win).line
    assert w.feedback.startswith("✔")
    w.hand.click(win)
    assert w.answer is None


def test_a_choice_by_button_no_button_marked_before_a_click():
    w = QuestionWidget("scopa-legal-capture:normal:9102")
    assert w.ui == "choice"
    assert [b.description for b in w.choice_buttons] == ["yes", "no"]
    assert all(b.button_style == "" for b in w.choice_buttons)
    assert w.check() is None and "click one of the answers first" in w.feedback
    answer = expected(w)
    [i] = [i for i, v in enumerate(w.choices) if v == answer]
    w.choice_buttons[1 - i].click()
    assert w.choice_buttons[1 - i].button_style == "primary"
    assert w.check().status == "wrong"
    w.choice_buttons[i].click()
    assert [b.button_style for b in w.choice_buttons].count("primary") == 1
    assert w.feedback == ""                     # the old verdict went with the old answer
    w.check_button.click()
    assert w.feedback == evaluate(w.id, answer).line and w.feedback.startswith("✔")


def test_cards_in_order_are_read_in_the_order_clicked():
    w = QuestionWidget("belote-trump-order:normal:9103")
    assert w.ordered
    order = [str(c) for c in expected(w)]
    for c in reversed(order):
        w.hand.click(c)
    assert w.answer == order[::-1]
    assert " → ".join(order[::-1]) in w._order_html.value
    assert w.check().status == "wrong"
    w.choose(*order)
    assert w.answer == order
    assert w.check().line == evaluate(w.id, order).line


def test_the_number_box_and_the_text_box():
    w = QuestionWidget("scopa-primiera:normal:9104")
    assert w.ui == "number" and w.text_box is not None
    n_logged = len(results())
    assert w.check() is None and "type your answer" in w.feedback
    assert len(results()) == n_logged
    w.text_box.value = "twelve"
    assert w.check().status == "invalid" and "not a whole number" in w.feedback
    w.text_box.value = str(expected(w))
    assert w.check().status == "correct"
    # a list written as in a cell is read as that list
    t = QuestionWidget("picchetto-declarations:normal:9105")
    t.text_box.value = "[" + ", ".join(map(str, expected(t))) + "]"
    assert t.check().status == "correct"


# --------------------------------------------------------------------------
# refusals
# --------------------------------------------------------------------------

def test_a_card_not_offered_is_refused_and_does_not_stay_selected():
    w = QuestionWidget("belote-overtrump:normal:9106")
    stranger = next(c for c in ("7H", "8H", "9H", "10H", "JH", "QH", "KH", "AH", "AS", "AC")
                    if c not in w.offered)
    w.hand.click(w.offered[0])
    w.hand.click(stranger)
    assert w.hand.selected == [w.offered[0]]
    assert stranger in w.hand.message and "is not in this hand" in w.hand.message
    assert w.hand.message.count(". ") == 0 and "\n" not in w.hand.message
    # the front end setting the trait goes through the same check
    w.hand.selected = [w.offered[0], stranger]
    assert w.hand.selected == [w.offered[0]] and w.hand.message_kind == "error"
    # choose(): nothing chosen at all
    w.choose(w.offered[1], stranger)
    assert w.hand.selected == [] and w.answer == []


def test_a_choice_not_offered_is_refused_with_one_sentence():
    w = QuestionWidget("picchetto-punto-who:normal:9107")
    with pytest.raises(CardkitError) as err:
        w.choose("maybe")
    text = err.value.message()
    assert "'maybe' is not one of the answers offered here" in text and "\n" not in text
    assert w.answer is None
    assert all(b.button_style == "" for b in w.choice_buttons)
    w.choose("dealer")                          # any spelling the checker reads
    assert w.answer == "younger" and w.choice_buttons[w.choices.index("younger")].button_style == "primary"


def test_bad_arguments_raise_kit_errors():
    for bad in (42, "nope", "scopa-primiera:normal", "belote-05"):
        with pytest.raises(CardkitError, match="is not a question"):
            QuestionWidget(bad)
    with pytest.raises(CardkitError, match="is not a fixed exercise"):
        ExerciseWidget("zzz-01")
    with pytest.raises(CardkitError, match="not a practice topic"):
        PracticeWidget("chess")
    with pytest.raises(CardkitError, match="not a difficulty"):
        PracticeWidget("scopa", difficulty="medium")
    with pytest.raises(CardkitError, match="is not a practice set"):
        PracticeWidget.from_set(["scopa-primiera:normal:1"])


# --------------------------------------------------------------------------
# hints, Show me, feedback
# --------------------------------------------------------------------------

def test_the_hint_button_gives_hints_one_two_three():
    w = QuestionWidget("scopa-napola:normal:9108")
    hints = w.question.hints()
    assert w.hint_button.description == "Hint 1/3"
    for n in (1, 2, 3):
        w.hint_button.click()
        assert w.hints_shown == hints[:n]
        assert f"hint {n}: " in w._hints_html.value
    assert w.hint_button.disabled and w.hint() is None
    assert w.hints_shown == hints


def test_show_me_is_recorded_and_later_checks_say_so(capsys):
    w = QuestionWidget("belote-honours-side:normal:9109")
    w.show_button.click()
    last = results()[-1]
    assert last.id == w.id and last.status == "revealed"
    assert w.feedback == last.line and w.feedback.startswith("◆")
    enter(w, expected(w))
    assert w.feedback == ""
    w.check()
    assert w.feedback.startswith("✔") and w.feedback.endswith("(the answer had already been shown)")
    row = next(r for r in progress("belote").rows if r.topic == "belote-honours-side")
    assert row.revealed >= 1
    assert capsys.readouterr().out == ""


def test_the_feedback_is_replaced_never_stale():
    w = QuestionWidget("scopa-lay-down:normal:9110")
    w.check()                                   # nothing clicked: "no cards" is an answer here
    first = w.feedback
    assert first.startswith(("✔", "✘"))
    w.hand.click(w.offered[0])
    assert w.feedback == ""                     # a new answer clears the old verdict
    w.check()
    assert w.feedback and w.feedback != first
    w.language = "it"
    assert w.feedback == ""                     # not left in the old language


# --------------------------------------------------------------------------
# every topic
# --------------------------------------------------------------------------

@pytest.mark.parametrize("t", topics(), ids=lambda t: t.name)
def test_every_topic_gets_its_control_and_accepts_the_engines_answer(t):
    w = QuestionWidget(question(t.name, seed=9150))
    controls = {"cards": w.hand, "card": w.hand, "choice": w.choice_buttons or None}
    assert controls.get(t.ui, w.text_box) is not None
    if t.ui in ("cards", "card"):
        assert w.hand.cards == w.offered and w.offered
    if t.ui == "choice":
        labels = [b.description for b in w.choice_buttons]
        assert len(set(labels)) == len(labels) == len(w.choices)
    enter(w, expected(w))
    assert w.check().status == "correct", w.feedback


# --------------------------------------------------------------------------
# a practice set
# --------------------------------------------------------------------------

def test_a_practice_set_moves_scores_and_ends_with_the_score():
    p = PracticeWidget("belote", n=3, seed=9120)
    ids = [q.id for q in practice("belote", n=3, seed=9120)]
    assert [q.id for q in p.questions] == ids
    assert p.current.id == ids[0] and p.previous_button.disabled
    assert "0 of 3 right" in p._score_html.value
    enter(p.current, expected(p.current))
    p.current.check_button.click()
    assert "1 of 3 right" in p._score_html.value
    p.next_button.click()
    assert p.current.id == ids[1] and "Question 2 of 3" in p._position_html.value
    p.current.show_button.click()
    assert "1 of 3 right (answers shown: 1)" in p._score_html.value
    p.previous_button.click()
    assert p.current.feedback.startswith("✔")  # each question keeps its state
    for _ in range(3):
        p.next_button.click()
    assert p.finished and p.current is None and p.next_button.disabled
    assert "End of set 9120: 1 of 3 right (answers shown: 1)" in p._end_html.value
    # an answer typed in a cell counts too
    check(ids[2], expected(QuestionWidget(ids[2])))
    p.refresh()
    assert "2 of 3 right" in p._score_html.value


def test_more_questions_and_the_difficulty_selector_draw_new_ids():
    p = PracticeWidget("scopa", n=4, seed=9121)
    first = {q.id for q in p.questions}
    p.more_button.click()
    second = {q.id for q in p.questions}
    assert p.seed != 9121 and not first & second and p.index == 0
    p.more()
    assert not second & {q.id for q in p.questions}
    seed = p.seed
    p.difficulty_buttons.value = "hard"
    assert p.difficulty == "hard" and p.seed == seed
    assert all(q.difficulty == "hard" for q in p.questions)
    assert repr(p) == f"PracticeWidget('scopa', n=4, difficulty='hard', seed={seed})"


def test_from_set_shows_the_same_questions():
    s = practice("picchetto-punto-suit", n=2, seed=9122)
    p = PracticeWidget.from_set(s)
    assert [q.id for q in p.questions] == [q.id for q in s]
    assert repr(p) == "PracticeWidget('picchetto-punto-suit', n=2, difficulty='normal', seed=9122)"


# --------------------------------------------------------------------------
# repr, snapshot, languages, fixed exercises
# --------------------------------------------------------------------------

def test_reprs_and_snapshots_are_stable():
    a, b = QuestionWidget("belote-legal-cards:hard:9130"), QuestionWidget("belote-legal-cards:hard:9130")
    assert repr(a) == "QuestionWidget('belote-legal-cards:hard:9130')"
    assert repr(QuestionWidget("scopa-napola:easy:9130", language="it")) == (
        "QuestionWidget('scopa-napola:easy:9130', language='it')")
    assert a.snapshot_html() == b.snapshot_html()
    snap = a.snapshot_html()
    assert "0x" not in repr(a) and "Which cards may you play?" in snap and ">Check</button>" in snap
    assert "<svg" not in snap and "data:image/svg+xml" in snap   # pictures as images
    p = PracticeWidget("scopa", n=2, seed=9131)
    assert p.snapshot_html() == PracticeWidget("scopa", n=2, seed=9131).snapshot_html()
    assert "Question 1 of 2" in p.snapshot_html()


def test_labels_and_feedback_in_italian():
    w = QuestionWidget("scopa-legal-capture:normal:9132", language="it")
    assert [w.check_button.description, w.show_button.description] == ["Verifica", "Mostrami la risposta"]
    assert [b.description for b in w.choice_buttons] == ["sì", "no"]
    assert w.question.statement("it") in w._statement_html.value
    enter(w, expected(w))
    assert re.match(r"✔ \S+: giusto", w.check().line)
    p = PracticeWidget("scopa", n=2, seed=9133, language="it")
    assert p.more_button.description == "Altre domande"
    assert [lbl for lbl, _ in p.difficulty_buttons.options] == ["facile", "normale", "difficile"]
    assert "giuste su 2" in p._score_html.value


def test_a_fixed_exercise_by_buttons_or_box():
    e = ExerciseWidget("cards-09")
    assert e.ui == "choice" and [b.description for b in e.choice_buttons] == ["yes", "no"]
    for value, b in zip(e.choices, e.choice_buttons):
        b.click()
        assert e.check().line == evaluate("cards-09", value).line
    e.show_button.click()
    assert results()[-1].id == "cards-09" and results()[-1].status == "revealed"
    assert e.feedback == results()[-1].line
    assert repr(e) == "ExerciseWidget('cards-09')"
    box = ExerciseWidget("belote-05")
    assert box.ui == "text" and box.hand is None and box.choice_buttons == []
    box.text_box.value = "12"
    assert box.check().line == evaluate("belote-05", "12").line


# --------------------------------------------------------------------------
# What should I practise? (practice.next from the learner's record)
# --------------------------------------------------------------------------

def test_what_should_i_practise_shows_the_set_chosen_from_the_record(capsys):
    w = PracticeWidget("scopa-primiera", n=3, seed=9150)
    assert w.what_next_button.description == "What should I practise?"
    q = w.current
    t = topic(q.question.topic)
    enter(q, t.kind.read(t.misconception(q.question.data)))     # missed, by clicks
    q.check_button.click()
    assert q.result.status == "wrong"
    w.what_next_button.click()
    chosen = practice.next("scopa", n=3)                        # what the button asked for
    assert w.set.review and [x.id for x in w.set] == [x.id for x in chosen]
    assert w.set[0].topic == "scopa-primiera" and w.current.id == chosen[0].id
    assert esc(w.set.heading()) in w._heading_html.value
    w.difficulty_buttons.value = "hard"                         # as the front end does
    assert w.difficulty == "hard" and [(x.topic, x.seed) for x in w.set] == [(x.topic, x.seed) for x in chosen]
    w.more_button.click()                                       # back to fresh questions on the widget's topic
    assert not w.set.review and {x.topic for x in w.set} == {"scopa-primiera"}
    assert capsys.readouterr().out == ""
    w.close()


def test_what_should_i_practise_speaks_italian():
    w = PracticeWidget("belote", n=2, seed=9151, language="it")
    assert w.what_next_button.description == "Cosa devo esercitare?"
    w.what_next_button.click()
    assert w.set.review and esc(w.set.heading("it")) in w._heading_html.value
    w.language = "en"
    assert w.what_next_button.description == "What should I practise?"
    w.close()


def test_a_set_chosen_by_practice_next_opens_in_a_widget():
    chosen = practice.next("belote", n=2)
    w = PracticeWidget.from_set(chosen)
    assert [x.id for x in w.set] == [x.id for x in chosen] and w.what == "belote" and w.set.review
    w.close()


def test_the_practice_widgets_import_from_where_a_learner_looks_first():
    import subprocess
    import sys

    from cardkit.exercises import PracticeWidget as P, QuestionWidget as Q
    from cardkit.widgets.practice import PracticeWidget, QuestionWidget

    assert (P, Q) == (PracticeWidget, QuestionWidget)
    # the exercises themselves still never import ipywidgets: only asking for a widget does
    code = ("import sys, cardkit.exercises as e; e.practice('scopa', n=1); assert 'ipywidgets' not in sys.modules; "
            "e.PracticeWidget; assert 'ipywidgets' in sys.modules")
    subprocess.run([sys.executable, "-c", code], check=True)
