"""A widget's constructor and methods refuse a bad argument where it enters
(issue 21): one sentence of the kit, in English and Italian, never a
``TraitError`` or ``TypeError`` from ipywidgets or traitlets."""

from __future__ import annotations

import pytest

from cardkit.errors import CardkitError
from cardkit.widgets import BeloteGame, HandWidget, PicchettoGame, ScopaGame
from cardkit.widgets.coach_panel import CoachMixin
from cardkit.widgets.markup import esc, svg_img
from cardkit.widgets.table import CardTable


def _hand():
    return HandWidget("7d Ab")


CASES = {
    "hand mode": (lambda: HandWidget(mode=None),
                  "HandWidget: mode must be one of 'single', 'multiple', 'none', not None",
                  "HandWidget: mode deve essere uno fra 'single', 'multiple', 'none', non None"),
    "hand card width": (lambda: HandWidget(card_width=None),
                        "HandWidget: card_width must be a whole number from 8 to 400, not None",
                        "HandWidget: card_width deve essere un numero intero da 8 a 400, non None"),
    "hand language": (lambda: HandWidget(language=True),
                      "HandWidget: language must be 'en', 'it' or '' (to follow cardkit.set_language), not True",
                      "HandWidget: language deve essere 'en', 'it' o '' (per seguire cardkit.set_language), "
                      "non True"),
    "message kind": (lambda: _hand().show_message("x", kind=None),
                     "HandWidget: kind must be one of 'info', 'error', '', not None",
                     "HandWidget: kind deve essere uno fra 'info', 'error', '', non None"),
    "log": (lambda: _hand().attach_log([1]),
            "HandWidget: output must be an ipywidgets Output or None, not [1]",
            "HandWidget: output deve essere un Output di ipywidgets o None, non [1]"),
    "callback": (lambda: _hand().on_select(None),
                 "HandWidget: callback must be a function, not None",
                 "HandWidget: callback deve essere una funzione, non None"),
    "mixin alone": (CoachMixin,
                    "CoachMixin is a part of the kit's widget classes, not a widget: use a widget built on it",
                    "CoachMixin è una parte delle classi di widget del kit, non un widget: usa un widget "
                    "costruito su di essa"),
    "huge number as text": (lambda: esc(10**5000),
                            "esc: text must be a text or a number, not <an integer of about 5000 digits>",
                            "esc: text deve essere un testo o un numero, non <an integer of about 5000 digits>"),
    "not an svg": (lambda: svg_img("x"),
                   "svg_img: svg must be an SVG picture as text ('<svg ...>...</svg>'), not x",
                   "svg_img: svg deve essere un'immagine SVG come testo ('<svg ...>...</svg>'), non x"),
    "table seat": (lambda: CardTable(1).seat(5, "x"),
                   "CardTable: seat must be a whole number from 0 to 0, not 5",
                   "CardTable: seat deve essere un numero intero da 0 a 0, non 5"),
    "belote seat": (lambda: BeloteGame(player=None),
                    "BeloteGame: player must be a whole number from 0 to 3, not None",
                    "BeloteGame: player deve essere un numero intero da 0 a 3, non None"),
    "scopa players": (lambda: ScopaGame(None),
                      "ScopaGame is for 2 players (you against the computer) or 4 (in pairs), not None",
                      "ScopaGame è per 2 giocatori (tu contro il computer) o 4 (a coppie), non None"),
    "picchetto rules": (lambda: PicchettoGame(rules=None),
                        "PicchettoGame: rules must be a PicchettoRules, not None",
                        "PicchettoGame: rules deve essere un PicchettoRules, non None"),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_a_bad_argument_is_refused_in_one_sentence_in_both_languages(case):
    call, english, italian = CASES[case]
    with pytest.raises(CardkitError) as refused:
        call()
    assert (refused.value.message("en"), refused.value.message("it")) == (english, italian)


def test_a_language_from_the_page_is_still_answered_with_a_message():
    hand = _hand()
    hand.set_state({"language": 5})
    assert hand.language == ""
    assert hand.message_kind == "error" and hand.message


def test_removing_a_callback_never_added_is_ignored_as_ipywidgets_does():
    hand = _hand()
    seen = []
    hand.on_select(seen.append, remove=True)       # never added: nothing happens
    hand.on_select(seen.append)
    hand.selected = ["7d"]
    hand.on_select(seen.append, remove=True)
    hand.selected = ["Ab"]
    assert [list(map(str, s)) for s in seen] == [["7d"]]
