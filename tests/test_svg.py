"""The SVG card pictures: well-formed, titled, deterministic, state-aware."""

import html
import re
import xml.etree.ElementTree as ET

import pytest

from cardkit import i18n
from cardkit.cards import BERGAMASCHE, CARDS, FRENCH, ITALIAN, Card, CardList, CardSet, cards
from cardkit.svg import back_svg, card_svg, deck_svg, hand_svg, table_svg

NS = "{http://www.w3.org/2000/svg}"
ALL_DECK_CARDS = sorted(set(ITALIAN.cards) | set(FRENCH.cards) | set(BERGAMASCHE.cards))


def parse(svg: str) -> ET.Element:
    root = ET.fromstring(svg)
    assert root.tag == NS + "svg"
    return root


def card_groups(root):
    """Every element that stands for one card (the root for card_svg)."""
    return [el for el in root.iter() if el.get("data-card") is not None]


@pytest.mark.parametrize("c", ALL_DECK_CARDS, ids=str)
def test_every_card_is_wellformed_titled_and_sized(c):
    svg = card_svg(c)
    root = parse(svg)
    assert root.get("data-card") == str(c)
    assert root.get("role") == "img"
    assert root.get("width") == "70" and root.get("height") == "105"
    assert root.get("viewBox") == "0 0 100 150"
    title = root.find(NS + "title")
    assert title is not None and title.text == c.name()
    # the first child is the title (screen readers read it first)
    assert list(root)[0].tag == NS + "title"


def test_titles_follow_the_language():
    with i18n.language("it"):
        root = parse(card_svg("7d"))
    assert root.find(NS + "title").text == "7 di denari"
    assert parse(card_svg("7d")).find(NS + "title").text == "7 of coins"


def test_output_is_byte_identical_across_calls():
    for c in CARDS:
        assert card_svg(c, 70, selected=True) == card_svg(c, 70, selected=True)
    h = "7d Ab Rc 5s Cb"
    assert hand_svg(h, fan=True, selected="Ab") == hand_svg(h, fan=True, selected="Ab")
    piles = [("Table", "7d 3c"), ("Stock", 20, "back")]
    assert table_svg(piles) == table_svg(piles)
    assert deck_svg(FRENCH) == deck_svg(FRENCH)


def _definitions(svg: str) -> dict:
    """id -> the element that carries it, in one picture."""
    root = parse(svg)
    return {el.get("id"): ET.tostring(el) for el in root.iter() if el.get("id") is not None}


def test_shared_drawings_are_defined_in_the_picture_and_always_the_same():
    """Every ``<use>`` points into the picture's own ``<defs>``, ids are the
    kit's (``ck…``) and an id names the same drawing in every picture, so
    pictures inlined in one page may share ids; no other references."""
    import re
    seen = {}
    pictures = [card_svg(c, 73, selected=True, highlighted=True, disabled=True) for c in CARDS]
    pictures += [card_svg(c, face_down=True) for c in (Card("7d"), Card("7S"))]
    pictures += [deck_svg(ITALIAN), deck_svg(FRENCH), hand_svg("AS KS 7d Rb", fan=True),
                 table_svg([("t", "7d 3c"), ("s", 20, "back"), ("p", "AS KS", "stack")]),
                 back_svg(deck="italian"), back_svg(deck="french")]
    for svg in pictures:
        assert "url(#" not in svg
        defs = _definitions(svg)
        assert all(i.startswith("ck") for i in defs)
        used = set(re.findall(r'href="#([^"]+)"', svg))
        assert used <= set(defs), used - set(defs)
        assert len(re.findall(r' id="', svg)) == len(defs)  # each id once in a picture
        for i, el in defs.items():
            assert seen.setdefault(i, el) == el, i


def test_two_decimals_at_most():
    import re
    for c in CARDS:
        svg = card_svg(c, 73, selected=True, highlighted=True, disabled=True)
        nums = re.findall(r"-?\d+\.\d+", svg)
        assert all(len(n.split(".")[1]) <= 2 for n in nums), c


def test_one_drawing_per_card_face_in_a_picture():
    """A face shown several times in one picture is drawn once and placed
    with ``<use>``; so is a suit symbol."""
    twice = table_svg([("a", "7d 7S"), ("b", "7d 7S", "row")])
    once = table_svg([("a", "7d 7S")])
    assert twice.count('id="ckf7d"') == twice.count('id="ckf7S"') == 1
    assert twice.count('href="#ckf7d"') == 2
    defs = lambda s: s[s.index("<defs>"):s.index("</defs>")]
    assert defs(twice) == defs(once)
    # the seven of batons draws its baton once, at two sizes (each drawn as
    # a use of it), and places it seven times on the face and once in the
    # corner index (itself drawn once, placed twice)
    seven = card_svg("7b")
    assert seven.count('id="ckib1"') == 1 and seven.count('href="#ckib1"') == 2
    assert seven.count('href="#ckib1s') == 8
    assert seven.count('id="ckx7b"') == 1 and seven.count('href="#ckx7b"') == 2


def test_pictures_are_compact():
    """Sizes that keep the stored notebooks light (measured: see the budget
    test in test_notebook_size.py)."""
    assert len(deck_svg(ITALIAN)) < 60_000
    assert len(deck_svg(FRENCH)) < 62_000
    assert len(hand_svg("AS KS QS JS 9S 7S AH KH AC KC 8C 7C")) < 25_000


def test_different_cards_give_different_pictures():
    bodies = {card_svg(c) for c in CARDS}
    assert len(bodies) == len(CARDS)
    # and not only because of the title and data-card: the drawing differs too
    drawings = {card_svg(c).split("</title>", 1)[1] for c in CARDS}
    assert len(drawings) == len(CARDS)


@pytest.mark.parametrize("state", ["selected", "highlighted", "disabled", "face_down"])
def test_each_state_changes_the_picture(state):
    for c in (Card("7d"), Card("KH"), Card("Rb"), Card("10C")):
        plain = card_svg(c)
        other = card_svg(c, **{state: True})
        parse(other)
        assert other != plain
        assert other.split("</title>", 1)[1] != plain.split("</title>", 1)[1]
    # and the states differ from each other
    shown = {card_svg("7d", **{s: True}) for s in ("selected", "highlighted", "disabled")}
    assert len(shown) == 3


def test_states_are_marked_by_class():
    root = parse(card_svg("Ab", selected=True, highlighted=True, disabled=True))
    assert set(root.get("class").split()) == {"ck-card", "ck-selected", "ck-highlighted",
                                              "ck-disabled"}


def test_face_down_card_does_not_give_itself_away():
    svg = card_svg("7d", face_down=True)
    root = parse(svg)
    assert root.get("data-card") == "back"
    assert "coins" not in svg and "7d" not in svg
    assert card_svg("7d", face_down=True) == card_svg("Rb", face_down=True)
    assert card_svg("7d", face_down=True) != card_svg("7H", face_down=True)  # deck back


def test_width_scales_the_picture():
    root = parse(card_svg("AS", 200))
    assert root.get("width") == "200" and root.get("height") == "300"
    root = parse(card_svg("AS", 33.333))
    assert root.get("width") == "33.33" and root.get("height") == "50"


def test_backs():
    it, fr = back_svg(70, "italian"), back_svg(70, "french")
    assert it != fr
    for svg in (it, fr):
        root = parse(svg)
        assert root.get("data-card") == "back"
        assert root.find(NS + "title").text


@pytest.mark.parametrize("fan", [False, True])
def test_hand_has_one_group_per_card(fan):
    hand = cards("7d Ab Rc 5s Cb 2c")
    root = parse(hand_svg(hand, fan=fan, selected="Ab 5s", highlighted="Rc", disabled="2c",
                          label="Player 1"))
    groups = card_groups(root)
    assert [g.get("data-card") for g in groups] == [str(c) for c in hand]
    assert [g.find(NS + "title").text for g in groups] == [c.name() for c in hand]
    sel = [g.get("data-card") for g in groups if "ck-selected" in g.get("class")]
    assert sel == ["Ab", "5s"]
    assert [g.get("data-card") for g in groups if "ck-disabled" in g.get("class")] == ["2c"]
    assert "Player 1" in "".join(root.itertext())


def test_hand_selection_changes_the_picture_and_lifts_the_card():
    plain = hand_svg("7d Ab Rc")
    sel = hand_svg("7d Ab Rc", selected="Ab")
    assert plain != sel
    # same picture size, so a widget does not jump when a card is picked
    p, s = parse(plain), parse(sel)
    assert (p.get("width"), p.get("height")) == (s.get("width"), s.get("height"))
    ty = {g.get("data-card"): g.get("transform") for g in card_groups(s)}
    ty0 = {g.get("data-card"): g.get("transform") for g in card_groups(p)}
    assert ty["Ab"] != ty0["Ab"] and ty["7d"] == ty0["7d"]


def test_hand_accepts_any_cardish_input():
    a = hand_svg("AS KS")
    assert hand_svg(["AS", "KS"]) == a
    assert hand_svg(cards("AS KS")) == a
    assert hand_svg([Card("AS"), Card("KS")]) == a
    # a CardSet iterates by card number: KS (46) before AS (47)
    assert hand_svg(CardSet("AS KS")) == hand_svg("KS AS")
    assert CardList(cards("AS KS")).svg() == a


def test_empty_hand_is_wellformed():
    root = parse(hand_svg([]))
    assert card_groups(root) == []


def test_face_down_hand():
    root = parse(hand_svg("7d Ab Rc", face_down=True))
    assert [g.get("data-card") for g in card_groups(root)] == ["back"] * 3


def test_table_piles():
    svg = table_svg([("Table", "7d 3c Fs Ab"), ("Stock", 22, "back"),
                     ("Captured", "Rc 7c 2d", "stack"), ("Trick", "AS KS", "row"),
                     ("Empty", [])])
    root = parse(svg)
    ids = [g.get("data-card") for g in card_groups(root)]
    # table cards all shown; stock shows one back; a stack shows its top card
    assert ids == ["7d", "3c", "Fs", "Ab", "back", "2d", "AS", "KS"]
    text = "".join(root.itertext())
    for word in ("Table", "Stock", "Captured", "Trick", "Empty", "22", "3"):
        assert word in text


def test_table_from_dict_and_bad_piles():
    assert table_svg({"Table": "7d 3c"}) == table_svg([("Table", "7d 3c")])
    with pytest.raises(ValueError):
        table_svg([("Stock", 3)])
    with pytest.raises(ValueError):
        table_svg([("Stock", "7d", "sideways")])


def test_table_long_labels_push_the_next_pile_along():
    # a small face-down stack with a long label (the Picchetto talon): the next
    # pile and its label start after the label, not on top of it
    def label_xs(svg):
        root = parse(svg)
        return [float(t.get("x")) for t in root.iter("{http://www.w3.org/2000/svg}text")
                if t.get("text-anchor") == "start"]
    long_label = "Talon: the elder's 5"
    x0, x1 = label_xs(table_svg([(long_label, 5, "back"), ("the younger's 3", 3, "back")]))
    assert x1 - x0 >= len(long_label) * 15 * 0.6 + 20     # bold 15-unit letters, then a gap
    # short labels leave the layout as it was: the pile's own width decides
    y0, y1 = label_xs(table_svg([("Stock", 5, "back"), ("Talon", 3, "back")]))
    assert y1 - y0 == 100 + 2.2 * 4 + 30


def test_table_label_is_escaped():
    root = parse(table_svg([("<b>&", "7d")]))
    assert "<b>&" in "".join(root.itertext())


@pytest.mark.parametrize("deck", [ITALIAN, FRENCH, BERGAMASCHE], ids=lambda d: d.key)
def test_deck_svg_one_row_per_suit(deck):
    root = parse(deck_svg(deck))
    groups = card_groups(root)
    assert [g.get("data-card") for g in groups] == [str(c) for c in deck.cards]
    rows = {}
    for g in groups:
        y = g.get("transform").split()[1].rstrip(")")
        rows.setdefault(y, set()).add(Card(g.get("data-card")).suit)
    assert len(rows) == 4 and all(len(s) == 1 for s in rows.values())
    assert deck.svg() == deck_svg(deck)
    assert root.get("width") != parse(deck_svg(deck, 30)).get("width")


def _drawing(root) -> list:
    """What a picture draws: its elements and their drawing attributes."""
    skip = {"role", "aria-label", "class"}
    return [(el.tag, sorted((k, v) for k, v in el.attrib.items() if k not in skip))
            for el in root.iter() if el.tag != NS + "title"]


def test_pictures_and_display_hooks():
    """``svg()`` gives the SVG text; Jupyter gets the picture once, as an
    image in ``text/html`` (shown in an untrusted notebook), and the text
    repr that pastes back as code."""
    from IPython.core.formatters import DisplayFormatter
    from urllib.parse import unquote
    from cardkit.svg import svg_img
    assert Card("7d").svg() == card_svg("7d")
    parse(CardSet("7d Ab").svg())
    fmt = DisplayFormatter()
    for obj, svg in ((Card("7d"), card_svg("7d")), (cards("AS KS"), hand_svg("AS KS")),
                     (CardSet("7d Ab"), hand_svg("7d Ab")), (ITALIAN, deck_svg(ITALIAN))):
        data, _ = fmt.format(obj)
        assert sorted(data) == ["text/html", "text/plain"]
        assert data["text/plain"] == repr(obj)
        assert data["text/html"] == svg_img(svg)
        src = unquote(data["text/html"].split('src="data:image/svg+xml,', 1)[1].split('"', 1)[0])
        # the same drawing, without what only a live page uses (titles, ARIA,
        # the kit's classes); the text is the image's alt
        assert "<title>" not in src and "aria-label" not in src
        # ... and still says which cards it shows
        assert re.findall(r"data-card='(\w+)'", src) == re.findall(r'data-card="(\w+)"', svg)
        assert _drawing(ET.fromstring(src)) == _drawing(parse(svg))
        alt = data["text/html"].split(' alt="', 1)[1].split('"', 1)[0]
        assert html.unescape(alt) == parse(svg).get("aria-label")


def test_hand_row_spacing():
    def xs(svg):
        return [float(g.get("transform").split("(")[1].split()[0]) for g in card_groups(parse(svg))]
    over, spaced = xs(hand_svg("7d Ab Rc")), xs(hand_svg("7d Ab Rc", overlap=False))
    assert over[1] - over[0] < 100 <= spaced[1] - spaced[0]
    assert float(parse(hand_svg("7d Ab Rc")).get("width")) < float(
        parse(hand_svg("7d Ab Rc", overlap=False)).get("width"))


def test_fan_turns_the_cards():
    groups = card_groups(parse(hand_svg("AS KS QS JS", fan=True)))
    angles = [float(g.get("transform").split("rotate(")[1].split(")")[0]) for g in groups]
    assert angles == sorted(angles) and angles[0] < 0 < angles[-1]
    assert angles[0] == -angles[-1]


def test_table_count_piles_take_the_deck_of_the_cards_shown():
    fr = table_svg([("Trick", "AS KS", "row"), ("Talon", 8, "back")])
    it = table_svg([("Table", "7d", "up"), ("Stock", 8, "back")])
    back_fr, back_it = 'href="#ckkf"', 'href="#ckki"'
    assert back_fr in back_svg(70, "french") and back_it in back_svg(70, "italian")
    assert back_fr in fr and back_it not in fr
    assert back_it in it and back_fr not in it
    assert back_fr in table_svg([("Talon", 8, "back")], deck="french")


def test_picture_shows_any_kit_drawing_as_images():
    """``Picture`` is what a lesson uses instead of IPython's ``SVG``/``HTML``:
    text/html with every drawing as an image, nothing hidden in an
    untrusted notebook, a short text repr, refusals in one sentence."""
    from IPython.core.formatters import DisplayFormatter
    from cardkit import CardkitError
    from cardkit.svg import Picture, html_images, svg_img

    one = hand_svg("AS KS", 60, label="your hand")
    data, _ = DisplayFormatter().format(Picture(one))
    assert sorted(data) == ["text/html", "text/plain"]
    assert data["text/html"] == svg_img(one) and "<svg" not in data["text/html"]
    assert data["text/plain"] == "<Picture: your hand: ace of spades, king of spades>"
    assert Picture(one).svg() == one
    rows = f"<div>{one}</div><p>and</p><div>{hand_svg('7d')}</div>"
    shown = Picture(rows)._repr_html_()
    assert shown == html_images(rows) and shown.count("<img ") == 2 and "<p>and</p>" in shown
    assert html_images(shown) == shown          # images are left as they are
    for bad in (3, None, "<div>no picture</div>"):
        with pytest.raises(CardkitError) as err:
            Picture(bad)
        assert str(err.value).count(".") == 1 and len(str(err.value)) < 120
    with pytest.raises(CardkitError):
        Picture(rows).svg()
