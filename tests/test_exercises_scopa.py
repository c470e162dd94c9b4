"""The Scopa exercise set: every checker agrees with the engine, accepts
its own expected answer, and explains the classic mistakes in terms of the
rule."""

from __future__ import annotations

import pytest

from cardkit import i18n
from cardkit.cards import CardSet, to_cards
from cardkit.exercises import evaluate, exercises
from cardkit.exercises import scopa as S
from cardkit.scopa import capture_options, primiera, score_hand

IDS = [f"scopa-{n:02d}" for n in range(1, 21)]


def test_the_set_has_its_stable_ids():
    assert [ex.id for ex in exercises("scopa")] == IDS


@pytest.mark.parametrize("id", IDS)
def test_expected_answer_is_accepted_in_both_languages(id):
    ex = [e for e in exercises("scopa") if e.id == id][0]
    expected = ex._expected()
    for lang in ("en", "it"):
        with i18n.language(lang):
            r = evaluate(id, expected)
            assert r.status == "correct", r.line
            assert "{" not in r.line, r.line


@pytest.mark.parametrize("id", IDS)
def test_placeholder_is_unanswered(id):
    assert evaluate(id, ...).status == "unanswered"


@pytest.mark.parametrize("id, answer, words", [
    ("scopa-01", 10, "primiera"),
    ("scopa-02", "2d 3c", "never a sum"),
    ("scopa-03", ["4s 6c"], "2 more"),
    ("scopa-03", ["4s 6c", "2d 3b 4s"], "adds up to 9"),
    ("scopa-04", True, "before any sum"),
    ("scopa-05", "5c 6d", "must take"),
    ("scopa-06", True, "last card"),
    ("scopa-07", "nobody", "last capture"),
    ("scopa-08", 55, "fante as 8"),
    ("scopa-08", 40, "only 10"),
    ("scopa-09", "Rc", "only 10"),
    ("scopa-09", "5c", "one card below the 5 is worth more"),
    ("scopa-10", "A", "no bastoni"),
    ("scopa-11", 7, "UNBROKEN"),
    ("scopa-11", 8, "coins (denari) only"),
    ("scopa-12", [4, 4], "tie scores nothing"),
    ("scopa-12", [2, 1], "scope"),
    ("scopa-13", [3, 2, 3], "tie scores nothing"),
    ("scopa-14", [2, 0, 1, 2], "partners"),
    ("scopa-15", True, "leads alone"),
    ("scopa-16", 1, "END of the hand"),
    ("scopa-17", "4s Rb Cd", "adds up to 9"),
    ("scopa-19", 0, "NO primiera"),
    ("scopa-20", 6, "2 players"),
    ("scopa-20", 5, "36 are"),
])
def test_mistakes_are_explained_by_the_rule(id, answer, words):
    r = evaluate(id, answer)
    assert r.status == "wrong"
    assert words in r.line, r.line


def test_answers_agree_with_the_engine_directly():
    # the rule text's own example: a 5 takes only the 5
    assert evaluate("scopa-02", capture_options("5c", "2d 3c 5s Fb")[0]).correct
    a, b = score_hand([S.EX10_A, S.EX10_B])
    assert primiera(S.EX10_A) is None and b.primiera == 1
    assert evaluate("scopa-10", "B").correct
    # every option listed for scopa-03 adds up to the re's value
    opts = capture_options(S.EX03_CARD, S.EX03_TABLE)
    assert evaluate("scopa-03", [str(CardSet(o)) for o in reversed(opts)]).correct


def test_seeded_hands_have_the_promised_shape():
    last = S.sweep_record().plays[-1]
    assert last.taken and not last.table_after and last.scopa is False
    rec = S.leftover_record()
    assert rec.leftovers and not rec.plays[-1].taken
    takes = [p for p in rec.plays if p.taken]
    assert takes[-1].player != rec.plays[-1].player
    assert rec.leftovers_to == takes[-1].side


def test_statements_name_the_cards_of_their_positions():
    checks = {
        "scopa-02": [S.EX02_TABLE, S.EX02_CARD], "scopa-03": [S.EX03_TABLE, S.EX03_CARD],
        "scopa-04": [S.EX04_TABLE, S.EX04_CARD], "scopa-05": [S.EX05_TABLE, S.EX05_HAND],
        "scopa-08": [S.EX08_PILE], "scopa-09": [S.EX09_PILE], "scopa-10": [S.EX10_A, S.EX10_B],
        "scopa-11": [S.EX11_PILE], "scopa-17": [S.EX17_TABLE, S.EX17_HAND],
        "scopa-15": [" ".join(map(str, S.EX15_SCORES[:1]))],
        "scopa-16": [", ".join(map(str, S.EX16_BEFORE)), ", ".join(map(str, S.EX16_HAND))],
    }
    by_id = {e.id: e for e in exercises("scopa")}
    for id, parts in checks.items():
        for lang in ("en", "it"):
            text = by_id[id].statement(lang)
            for part in parts:
                assert part in text, (id, lang, part)


def test_whole_hands_use_every_card_once():
    for piles in (S.EX12_PILES, S.EX13_PILES, S.EX14_PILES):
        cs = [c for p in piles for c in to_cards(p)]
        assert len(cs) == 40 and len(set(cs)) == 40


@pytest.mark.parametrize("id", ["scopa-02", "scopa-03", "scopa-05", "scopa-06", "scopa-07",
                                "scopa-08", "scopa-10", "scopa-12", "scopa-14", "scopa-17"])
def test_positions_draw_themselves(id):
    pos = S.position(id)
    svg = pos.svg()
    assert "<svg" in svg and "<title>" in svg
    assert str(pos)


def test_answers_in_other_forms_are_read():
    assert evaluate("scopa-03", "4s+6c | Ac+3b+6c | Ac 2d 3b 4s").correct
    assert evaluate("scopa-12", "3 - 3").correct
    assert evaluate("scopa-16", "player 3").correct
    assert evaluate("scopa-16", "giocatore 3").correct
    assert evaluate("scopa-10", "b").correct
    assert evaluate("scopa-03", 5).status == "invalid"
    assert evaluate("scopa-03", ["4s 6c", "6c+4s"]).status == "invalid"


def test_lessons_and_exercise_notebooks_ask_only_registered_scopa_ids():
    import json
    import re
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    paths = sorted((root / "notebooks").glob("0[2-6]_scopa_*.ipynb"))
    paths += [root / "exercises" / "solutions" / "02_scopa.ipynb"]
    asked = set()
    for path in paths:
        nb = json.loads(path.read_text(encoding="utf-8"))
        for cell in nb["cells"]:
            src = "".join(cell["source"]) if isinstance(cell["source"], list) else cell["source"]
            asked |= set(re.findall(r'check\("(scopa-\d\d)"', src))
    assert asked, "the Scopa lessons ask check() questions"
    assert asked <= set(IDS), sorted(asked - set(IDS))
    # every exercise of the set is in the exercise notebook
    nb = (root / "exercises" / "solutions" / "02_scopa.ipynb").read_text(encoding="utf-8")
    for id in IDS:
        assert f'check(\\"{id}\\"' in nb, id


@pytest.mark.parametrize("id, answer", [
    ("scopa-17", "AS"), ("scopa-05", "5c KS"), ("scopa-03", ["AS 2d"]),
    ("scopa-09", "AS"), ("scopa-02", "AS"),
])
def test_a_french_card_is_explained_not_a_crash(id, answer):
    r = evaluate(id, answer)
    assert r.status == "wrong" and "French card" in r.line, r.line
