"""Every kit widget's display bundle: its repr, the live view and a static
``text/html`` snapshot of what it shows (what a stored notebook displays on
GitHub, nbviewer, in an HTML export, or in JupyterLab before the cell runs).

The bundle is taken through IPython's own display formatter, the path a
kernel uses.  The snapshot is checked against the widget's own state: every
visible text part (``HTML`` values) and every visible card of the widget tree
must be in it, a card picker's cards as compact chips.
"""

from __future__ import annotations

import re
from urllib.parse import unquote

import ipywidgets
import pytest
from IPython.core.formatters import DisplayFormatter

import cardkit.widgets as W
from cardkit import belote, picchetto
from cardkit.cards import FRENCH
from cardkit.picchetto import ITALIANO
from cardkit.scopa import RuleBasedPlayer, ScopaRules, ScopaState
from cardkit.widgets.base import CardRowsMixin
from cardkit.svg import LIFT
from cardkit.widgets.markup import card_chips, outer_svg_spans

VIEW = "application/vnd.jupyter.widget-view+json"


def scopa_after_one_hand(seed=17):
    st = ScopaState(ScopaRules(players=2), seed=seed)
    bot = RuleBasedPlayer()
    while st.hands_played == 0:
        st.play(bot.choose(st))
    return st


def belote_in_play(seed=5):
    st = belote.new_game(seed=seed)
    rb = belote.RuleBasedPlayer()
    while not (st.phase == "play" and len(st.trick) == 2):
        st.play(rb.choose(st))
    return st


def belote_after_deals(n=2, seed=100):
    st = belote.new_game(seed=seed)
    rb = belote.RuleBasedPlayer()
    while len(st.deal_scores) < n:
        st.play(rb.choose(st))
    return st


def picchetto_after_one_deal(seed=4):
    st = ITALIANO.new_game(seed, auto_deal=False)
    return picchetto.play_out(st, [picchetto.ComputerPlayer()] * 2, until="deal")


def picchetto_hands(seed=11):
    deal = ITALIANO.single_deal().new_game(seed)
    return deal.dealt_hand(deal.elder), deal.dealt_hand(deal.dealer)


# one factory per public widget class (the test below checks none is missing)
FACTORIES = {
    "HandWidget": lambda: W.HandWidget("7d Ad 5c Rs", selected="Ad", mode="multiple"),
    "CaptureExplorer": lambda: W.CaptureExplorer("5c", "2d 3c 5s Fb"),
    "PrimieraCalculator": lambda: W.PrimieraCalculator("7d 2d Fd Ac 5c Rc 3s", "6d 7c 6s Ab"),
    "ScopaGame": lambda: W.ScopaGame(players=2, seed=28),
    "ReplayViewer": lambda: W.ReplayViewer(scopa_after_one_hand()),
    "AccomodoWidget": lambda: W.AccomodoWidget(seed=7),
    "DeclarationDialogue": lambda: W.DeclarationDialogue(*picchetto_hands()),
    "DeclarationsCalculator": lambda: W.DeclarationsCalculator(
        "7S 10S JS 8H 10H JH 9D 10D JD 7C 8C 10C", "8S 9S QS KS AS 9H QH KH AH QD KD AD"),
    "TrickCounter": lambda: W.TrickCounter(seed=8),
    "PicchettoGame": lambda: W.PicchettoGame(seed=11),
    "AccomodoAdvisor": lambda: W.AccomodoAdvisor(deal=7, samples=40),
    "PicchettoReplay": lambda: W.PicchettoReplay(picchetto_after_one_deal(), position=9, marked=True),
    "PicchettoTableGame": lambda: W.PicchettoTableGame(seed=3),
    "VariantGame": lambda: W.VariantGame(seed=3),
    "BiddingPanel": lambda: W.BiddingPanel(belote.new_game(seed=3)),
    "BeloteHand": lambda: W.BeloteHand(belote_in_play(), player=0),
    "LegalCardsDrill": lambda: W.LegalCardsDrill("8S QS 10H 7C 8C KC", "8D", "S"),
    "TrickView": lambda: W.TrickView.from_cards("10S AS 7H JS", leader=1, trump="H"),
    "HonoursView": lambda: W.HonoursView(belote.new_game(seed=1)),
    "ScoreSheet": lambda: W.ScoreSheet(belote_after_deals()),
    "BeloteGame": lambda: W.BeloteGame(seed=7),
    "BeloteReplay": lambda: W.BeloteReplay(belote_after_deals(1), position=9),
    "QuestionWidget": lambda: W.QuestionWidget("belote-legal-cards:normal:3"),
    "PracticeWidget": lambda: W.PracticeWidget("scopa", n=3, seed=2),
    "ExerciseWidget": lambda: W.ExerciseWidget("cards-09"),
}


def bundle(widget):
    data, _metadata = DisplayFormatter().format(widget)
    return data


IMG = re.compile(r'<img src="data:image/svg\+xml,([^"]*)"')


def pictures(html: str) -> list[str]:
    """The SVG pictures of a snapshot, decoded from their data URIs."""
    return [unquote(uri) for uri in IMG.findall(html)]


def cards_drawn(html: str) -> list[str]:
    """The cards the snapshot's pictures draw, in order."""
    return [c for svg in pictures(html) for c in re.findall(r"data-card=['\"](\w+)['\"]", svg)]


def visible(widget) -> bool:
    lay = getattr(widget, "layout", None)
    return not (lay is not None and getattr(lay, "display", None) == "none")


def shown_parts(widget, in_picker=False):
    """(kind, value) for what the widget tree shows: ``("html", value)`` of
    every visible HTML widget, ``("card", c)`` / ``("chip", c)`` of every
    visible card (chips inside a card picker)."""
    if not visible(widget):
        return
    if isinstance(widget, W.HandWidget):
        for c in widget.cards:
            yield ("chip" if in_picker else "card"), c
        return
    if isinstance(widget, (ipywidgets.HTML, ipywidgets.Label)) and widget.value:
        yield "html", widget.value
    for child in getattr(widget, "children", ()):
        yield from shown_parts(child, in_picker or isinstance(widget, CardRowsMixin))


def test_every_public_widget_class_is_covered():
    public = {name for name in W.__all__
              if isinstance(getattr(W, name), type) and issubclass(getattr(W, name), ipywidgets.Widget)
              and getattr(W, name) is not W.CardkitWidget}
    assert public == set(FACTORIES)


@pytest.mark.parametrize("name", sorted(FACTORIES))
def test_bundle_has_repr_live_view_and_snapshot(name):
    w = FACTORIES[name]()
    data = bundle(w)
    assert set(data) == {"text/plain", VIEW, "text/html"}
    # ipywidgets cuts a long repr to 110 characters plus an ellipsis
    text = repr(w)
    assert data["text/plain"] in (text, text[:110] + "…")
    assert type(w).__name__ + "(" in data["text/plain"]
    assert data[VIEW]["model_id"] == w.model_id
    html = data["text/html"]
    assert html.startswith('<div class="cardkit-snapshot"')
    assert "Picture of the widget as stored: run the cell to use it" in html
    parts = list(shown_parts(w))
    # no inline <svg> (sanitizers drop it): every picture is an image
    assert "<svg" not in html
    drawn = cards_drawn(html)
    # cards are drawn (as card art or, in a picker, as chips) unless the
    # widget shows none in this state
    assert drawn or "</span>" in html or name in ("HonoursView", "ScoreSheet", "ExerciseWidget")
    for kind, value in parts:
        if kind == "html":
            # an HTML part is there as it is, its SVG pictures as images
            same_quotes = [svg.replace('"', "'") for svg in pictures(html)]
            spans = outer_svg_spans(value)
            for start, end in spans:
                assert value[start:end].replace('"', "'") in same_quotes
            bounds = [0, *(i for span in spans for i in span), len(value)]
            text = "".join(value[a:b] for a, b in zip(bounds[::2], bounds[1::2]))
            # (a part may hold images already: a question's cards, drawn by the kit as images)
            assert re.sub(r"<img [^>]*>", "", text) in re.sub(r"<img [^>]*>", "", html)
        elif kind == "card":
            assert value in drawn
        else:
            assert f">{value}</span>" in html


@pytest.mark.parametrize("name", sorted(FACTORIES))
def test_snapshot_is_deterministic_self_contained_and_small(name):
    first, second = FACTORIES[name](), FACTORIES[name]()
    html = bundle(first)["text/html"]
    assert html == bundle(second)["text/html"]
    assert "<script" not in html.lower()
    assert not re.search(r"""(src|href)\s*=\s*["']?(https?:|//|[\w./-]+\.(js|css|png|svg))""", html)
    assert "<link" not in html.lower() and "@import" not in html
    assert not re.search(r"0x[0-9a-f]{6,}", html)  # no memory address
    assert first.model_id not in html
    assert len(html.encode()) < 150_000


def test_hand_snapshot_draws_each_card_with_the_selection():
    w = W.HandWidget("7d Ad 5c Rs", selected="Ad", mode="multiple")
    html = bundle(w)["text/html"]
    assert cards_drawn(html) == ["7d", "Ad", "5c", "Rs"]
    assert 'alt="cards: 7 of coins, ace of coins, 5 of cups, king of swords"' in html
    # the chosen card is lifted in the picture (drawn LIFT higher), as in the live widget
    lifts = dict(re.findall(r"data-card='(\w+)' transform='translate\([\d.]+ ([\d.]+)\)'",
                            pictures(html)[0]))
    assert lifts["Ad"] == "0" and lifts["7d"] == lifts["5c"] == lifts["Rs"] == str(LIFT)
    # the snapshot follows the state: choosing a card changes the picture
    w.select("Ad", "Rs")
    assert bundle(w)["text/html"] != html


def test_scopa_game_snapshot_shows_title_table_and_the_learners_hand():
    g = W.ScopaGame(players=2, seed=28)
    html = bundle(g)["text/html"]
    assert "Scopa, 2 players, to 11 points" in html
    drawn = cards_drawn(html)
    assert len(g.hand.cards) == 3
    for c in [*g.hand.cards, *map(str, g.state.table)]:
        assert c in drawn


def test_game_snapshots_show_their_titles():
    assert "Picchetto to 151" in bundle(W.PicchettoGame(seed=11))["text/html"]
    assert "Belote to 500" in bundle(W.BeloteGame(seed=7))["text/html"]


def test_picker_snapshot_is_compact_chips_with_the_chosen_cards_marked():
    calc = W.DeclarationsCalculator("7S 10S JS 8H 10H JH 9D 10D JD 7C 8C 10C",
                                    "8S 9S QS KS AS 9H QH KH AH QD KD AD")
    html = bundle(calc)["text/html"]
    # the two pickers of the 32 French cards, as chips, the elder's first
    chips = re.findall(r'<span style="([^"]*)">(\w+)</span>', html)
    assert len(chips) == 64
    elder, younger = chips[:32], chips[32:]
    assert [c for _, c in elder] == [c for _, c in younger] == [str(c) for c in FRENCH.cards]
    chosen = lambda side: [c for style, c in side if "2px solid #1d4f91" in style]  # noqa: E731
    assert sorted(chosen(elder)) == sorted(calc.elder_picker.value)
    assert sorted(chosen(younger)) == sorted(calc.younger_picker.value)
    assert sorted(calc.elder_picker.value) == sorted("7S 10S JS 8H 10H JH 9D 10D JD 7C 8C 10C".split())
    # no card art for the pickers: a picture of 64 cards would weigh ~300 KB
    assert cards_drawn(html) == []
    assert len(html.encode()) < 40_000


def test_card_chips_mark_selected_disabled_and_highlighted():
    html = card_chips(["7d", "Ad", "10H"], selected=["Ad"], disabled=["7d"], highlighted=["10H"])
    spans = re.findall(r'<span style="([^"]*)">(\w+)</span>', html)
    assert [c for _, c in spans] == ["7d", "Ad", "10H"]
    style = dict((c, s) for s, c in spans)
    assert "opacity" in style["7d"] and "#1d4f91" not in style["7d"]
    assert "2px solid #1d4f91" in style["Ad"]
    assert "box-shadow" in style["10H"]
    # suit colours: coins ochre, hearts red
    assert "color:#a35400" in style["7d"] and "color:#c8102e" in style["10H"]


def test_snapshot_caption_follows_the_widget_language():
    it = bundle(W.ScopaGame(players=2, seed=28, language="it"))["text/html"]
    assert "Immagine del widget salvata: esegui la cella per usarlo" in it
    assert "Picture of the widget" not in it


def test_hidden_parts_are_left_out_of_the_snapshot():
    w = W.HandWidget("7d Ad")
    box = ipywidgets.VBox([w])
    w.layout.display = "none"
    from cardkit.widgets.markup import snapshot_controls, static_html

    assert "data-card" not in static_html(box, controls=snapshot_controls)
    assert cards_drawn(bundle(w)["text/html"]) == []


def test_svg_becomes_an_image_that_decodes_back_to_the_same_picture():
    from cardkit.svg import hand_svg
    from cardkit.widgets.markup import svg_img

    svg = hand_svg("7d Ab", 60)
    img = svg_img(svg)
    assert img.startswith('<img src="data:image/svg+xml,%3Csvg ')
    assert pictures(img) == [svg.replace('"', "'")]
    assert "#" not in img.split('"')[1]  # a colour "#fff" would end the URI
    assert 'alt="cards: 7 of coins, ace of batons"' in img
    assert re.search(r' width="[\d.]+" height="[\d.]+"', img)
    # an apostrophe in the picture: the quotes stay, percent-encoded
    odd = "<svg xmlns='x' aria-label=\"North's cards\" width=\"10\"><text>it's</text></svg>"
    assert pictures(svg_img(odd)) == [odd]
    assert 'alt="North&#x27;s cards"' in svg_img(odd)
