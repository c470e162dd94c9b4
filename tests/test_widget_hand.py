"""HandWidget without a browser: traits are set, and clicks sent, exactly as
the front end does (a click arrives as the custom message
``{"event": "click", "card": "7d"}``)."""

import re

import ipywidgets
import pytest

from cardkit import CardkitError, CardList, cards, i18n, language
from cardkit.svg import card_svg
from cardkit.widgets import HandWidget
from cardkit.widgets.base import CardkitWidget, widget_repr


def front_end_click(w, card):
    """What hand.js does when a card is clicked or Enter/Space is pressed."""
    w._handle_custom_msg({"event": "click", "card": card}, [])


# ---------------------------------------------------------------------------
# selection reaches Python as notation
# ---------------------------------------------------------------------------

def test_front_end_sets_selected_and_observers_fire(english):
    w = HandWidget("7d Ab Rc")
    seen = []
    w.observe(lambda change: seen.append(change["new"]), names="selected")
    got = []
    w.on_select(got.append)
    w.selected = ["Rc"]  # as the front end would set the synced trait
    assert seen == [["Rc"]]
    assert got == [cards("Rc")]
    assert isinstance(got[0], CardList)
    assert w.selection == cards("Rc")


def test_click_message_in_single_mode_replaces_then_unselects(english):
    w = HandWidget("7d Ab Rc")
    chosen = []
    w.on_choose(chosen.append)
    front_end_click(w, "7d")
    assert w.selected == ["7d"]
    front_end_click(w, "Rc")
    assert w.selected == ["Rc"]
    front_end_click(w, "Rc")
    assert w.selected == []
    assert [str(c) for c in chosen] == ["7d", "Rc", "Rc"]
    assert w.message == ""


def test_multiple_mode_toggles_and_keeps_hand_order(english):
    w = HandWidget("7d Ab Rc 3s", mode="multiple")
    for c in ["3s", "7d", "Rc"]:
        front_end_click(w, c)
    assert w.selected == ["7d", "Rc", "3s"]  # hand order, not click order
    assert str(w.selection) == "7d Rc 3s"
    front_end_click(w, "7d")
    assert w.selected == ["Rc", "3s"]


def test_core_refusal_inside_a_callback_is_shown_not_raised(english):
    from cardkit.errors import IllegalMoveError

    w = HandWidget("7d Ab")

    def play(card):  # what a game widget does with the clicked card
        raise IllegalMoveError("card.not_in_deck", card=str(card), deck="French")

    w.on_choose(play)
    front_end_click(w, "Ab")
    assert w.message == "Ab is not in the French deck"
    assert w.message_kind == "error"
    w.on_choose(play, remove=True)
    w.on_select(lambda sel: 1 / 0)  # a bug in a callback is not hidden
    with pytest.raises(ZeroDivisionError):
        w.click("7d")  # (from the front end, ipywidgets reports it as a traceback)


def test_selected_accepts_any_card_notation_and_normalises(english):
    w = HandWidget(["10H", "AS", "KD"], mode="multiple")
    w.selected = ["KD", "TH"]
    assert w.selected == ["10H", "KD"]
    w.select("asso di picche")
    assert w.selected == ["AS"]


def test_max_selected_refuses_one_too_many_with_message(english):
    w = HandWidget("7d Ab Rc 3s", mode="multiple", max_selected=2)
    front_end_click(w, "7d")
    front_end_click(w, "Ab")
    front_end_click(w, "Rc")
    assert w.selected == ["7d", "Ab"]
    assert "at most 2 cards" in w.message
    assert w.message_kind == "error"
    front_end_click(w, "Ab")  # put one back: accepted, message cleared
    front_end_click(w, "Rc")
    assert w.selected == ["7d", "Rc"]
    assert w.message == ""


# ---------------------------------------------------------------------------
# refusals: a message in the widget, never a traceback
# ---------------------------------------------------------------------------

def test_card_not_in_hand_is_refused_with_message(english):
    w = HandWidget("7d Ab Rc", selected="Ab")
    calls = []
    w.on_select(calls.append)
    w.selected = ["5c"]  # front end (or learner) sets a card not held
    assert w.selected == ["Ab"]
    assert w.message == "5 of cups (5c) is not in this hand: choose one of 7d Ab Rc"
    assert w.message_kind == "error"
    assert calls == []
    front_end_click(w, "5c")
    assert w.selected == ["Ab"]
    assert "5c" in w.message


def test_disabled_card_is_refused_with_default_and_custom_reason(english):
    w = HandWidget("7d Ab Rc", disabled="7d")
    chosen = []
    w.on_choose(chosen.append)
    front_end_click(w, "7d")
    assert w.selected == []
    assert w.message == "7 of coins (7d) cannot be chosen now: it is greyed out"
    assert chosen == []
    w.set_disabled_reasons({"7d": "you must take the 7 on the table with your 7"})
    w.select("7d")
    assert w.selected == []
    assert w.message == "you must take the 7 on the table with your 7"
    w.select("Ab")  # a good choice clears the error
    assert w.selected == ["Ab"] and w.message == ""


def test_bad_notation_is_refused_with_the_core_message(english):
    w = HandWidget("7d Ab Rc")
    w.select("Zq")
    assert w.selected == []
    assert w.message.startswith("'Zq' is not a card")
    front_end_click(w, "")
    assert "not a card" in w.message


def test_single_mode_refuses_two_cards(english):
    w = HandWidget("7d Ab Rc")
    w.select("7d", "Ab")
    assert w.selected == []
    assert w.message == "choose only one card here, not 2"


def test_look_only_hand_ignores_clicks_with_message(english):
    w = HandWidget("7d Ab", mode="none")
    front_end_click(w, "7d")
    assert w.selected == []
    assert "only shown" in w.message
    assert w.aria_label == "Hand of cards (only to look at)"


def test_disabling_a_selected_card_unselects_it(english):
    w = HandWidget("7d Ab Rc", mode="multiple", selected="7d Ab")
    w.disabled = ["Ab", "9S"]  # cards not in the hand are dropped
    assert w.disabled == ["Ab"]
    assert w.selected == ["7d"]


def test_duplicate_cards_in_a_hand_raise_the_kit_error():
    with pytest.raises(ValueError, match="more than once"):
        HandWidget("7d Ab 7d")


# ---------------------------------------------------------------------------
# set_cards, pictures, labels
# ---------------------------------------------------------------------------

def test_set_cards_keeps_marks_of_cards_still_held(english):
    w = HandWidget("7d Ab Rc", selected="Rc", highlighted="Ab 7d", mode="single")
    w.set_cards("Rc 2s")
    assert w.cards == ["Rc", "2s"]
    assert w.selected == ["Rc"]
    assert w.highlighted == []
    w.set_cards("4b 5b", selected="5b", disabled="4b")
    assert (w.selected, w.disabled) == (["5b"], ["4b"])


def test_svgs_present_for_every_card_and_follow_state(english):
    w = HandWidget("7d Ab Rc AS", card_width=60, highlighted="Ab", disabled="Rc")
    assert sorted(w.svgs) == sorted(w.cards)
    for c in w.cards:
        assert w.svgs[c].startswith("<svg")
        assert f'data-card="{c}"' in w.svgs[c]
        assert 'width="60"' in w.svgs[c]
    # the same picture as static output
    assert w.svgs["Ab"] == card_svg("Ab", 60, highlighted=True)
    assert w.svgs["Rc"] == card_svg("Rc", 60, disabled=True)
    before = w.svgs["7d"]
    w.click("7d")
    assert w.svgs["7d"] == card_svg("7d", 60, selected=True) != before
    w.card_width = 90
    assert all('width="90"' in s for s in w.svgs.values())


def test_labels_come_from_the_catalogue_in_both_languages():
    w = HandWidget("7d Rc", language="it")
    assert w.names == {"7d": "7 di denari", "Rc": "re di coppe"}
    assert w.aria_label == "Mano di carte: scegli una carta"
    w.click("5s")
    assert w.message == "5 di spade (5s) non è in questa mano: scegli una tra 7d Rc"
    w.language = "en"
    assert w.names == {"7d": "7 of coins", "Rc": "king of cups"}
    assert w.aria_label == "Hand of cards: choose one card"
    with language("it"):
        w2 = HandWidget("AS", mode="multiple")
        assert w2.names == {"AS": "asso di picche"}
        assert w2.aria_label == "Mano di carte: scegli una o più carte"
    widget_keys = [k for k in i18n._catalogue["en"] if k.startswith("widget.")]
    assert len(widget_keys) >= 10
    # words Italian shares with English (the English edition uses the Italian
    # game terms: one vocabulary per language), and templates made only of values
    same_in_both = {"Computer", "Novanta", "Sessanta", "punto", "Punto", "cappotto", "Cappotto",
                    "mano bianca", "Mano bianca", "quattordici", "tris"}
    for key in widget_keys:  # a real Italian text, not a copy of the English one
        en = i18n._catalogue["en"][key]
        assert i18n._catalogue["it"].get(key) is not None, key
        words = re.sub(r"\{[^}]*\}", "", en)
        for term in sorted(same_in_both, key=len, reverse=True):
            words = words.replace(term, "")
        if not re.search(r"[A-Za-z]", words):
            continue
        assert i18n._catalogue["it"][key] != en, key


# ---------------------------------------------------------------------------
# repr, layouts, base helpers
# ---------------------------------------------------------------------------

def test_repr_is_stable_and_pastes_back(english):
    w = HandWidget("7d Ab Rc", mode="multiple", fan=True, label="Your hand")
    w.click("Rc")
    w.click("7d")
    text = repr(w)
    assert text == ("HandWidget(cards='7d Ab Rc', selected='7d Rc', mode='multiple', "
                    "fan=True, label='Your hand')")
    assert not re.search(r"0x[0-9a-f]+", text)
    rebuilt = eval(text, {"HandWidget": HandWidget})
    assert repr(rebuilt) == text
    assert rebuilt.selected == w.selected
    assert repr(HandWidget()) == "HandWidget(cards='')"


def test_mimebundle_text_is_the_repr():
    w = HandWidget("7d")
    data, _ = w._repr_mimebundle_()
    assert data["text/plain"] == "HandWidget(cards='7d')"
    assert "application/vnd.jupyter.widget-view+json" in data


def test_sits_in_ipywidgets_layouts(english):
    w = HandWidget("7d Ab")
    box = ipywidgets.VBox([ipywidgets.HTML("<b>Scopa</b>"), ipywidgets.HBox([w])])
    assert box.children[1].children[0] is w
    assert "HandWidget(cards='7d Ab')" in repr(box)
    state = w.get_state()
    assert state["cards"] == ["7d", "Ab"]
    assert set(state["svgs"]) == {"7d", "Ab"}
    assert state["_esm"].strip().startswith("//") and "export default" in state["_esm"]
    assert ".ck-card" in state["_css"]
    # ipywidgets' own traits keep their meaning (a string here breaks the view)
    assert isinstance(w.layout, ipywidgets.Layout)
    assert state["layout"].startswith("IPY_MODEL_")
    assert w.message_log is None


def test_messages_go_to_an_attached_output_log(english):
    w = HandWidget("7d Ab")
    out = w.attach_log()
    w.click("Rc")
    w.show_message("well done", "info")
    texts = [o["text"] for o in out.outputs]
    assert texts == ["king of cups (Rc) is not in this hand: choose one of 7d Ab\n",
                     "well done\n"]
    assert w.message_kind == "info"


def test_refusing_context_shows_kit_errors_and_lets_bugs_raise(english):
    from cardkit.errors import IllegalMoveError

    w = HandWidget("7d")
    with w.refusing():
        raise IllegalMoveError("card.not_in_deck", card="7d", deck="French")
    assert w.message == "7d is not in the French deck"
    with pytest.raises(ZeroDivisionError):
        with w.refusing():
            1 / 0


def test_widget_repr_helper_for_other_widgets():
    class Dummy:
        _repr_fields = (("hand", ()), ("score", 0), ("player", "south"))
        hand = ["AS", "KS"]
        score = 3
        player = "south"

    assert widget_repr(Dummy(), Dummy._repr_fields) == "Dummy(hand='AS KS', score=3)"
    assert issubclass(HandWidget, CardkitWidget)
    with pytest.raises(CardkitError) as refused:
        HandWidget("7d", language="fr")
    assert str(refused.value) == ("HandWidget: language must be 'en', 'it' or '' "
                                  "(to follow cardkit.set_language), not fr")


def test_subclass_cannot_shadow_ipywidgets_names():
    import traitlets

    with pytest.raises(TypeError, match="layout"):
        class Broken(CardkitWidget):
            layout = traitlets.Unicode("row").tag(sync=True)
