"""The one-page rule cards and glossaries in docs/cards/ (tools/build_cards.py).

Every card exists in Italian and English, the stored HTML pages are what the
tool builds from the Markdown, each page prints to exactly one A4 page with
headless Chromium, every glossary term a card marks is in the glossary of
its language, and the figures a card states are the kit's own (the presets'
targets, the sequence table, the primiera and Belote card values).
"""

from __future__ import annotations

import importlib.util
import re
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from cardkit import belote
from cardkit.picchetto import ITALIANO, RUBICON
from cardkit.scopa import ScopaRules, primiera

ROOT = Path(__file__).resolve().parent.parent
CARDS = ROOT / "docs" / "cards"
GAMES = ("scopa", "picchetto", "belote")
LANGS = ("it", "en")
GLOSSARY = {"it": "glossario.it", "en": "glossary.en"}


def _load_tool():
    spec = importlib.util.spec_from_file_location("build_cards", ROOT / "tools" / "build_cards.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("build_cards", module)
    spec.loader.exec_module(module)
    return module


bc = _load_tool()
PAGES = [f"{g}.{lang}" for g in GAMES for lang in LANGS] + list(GLOSSARY.values())


def text(name: str) -> str:
    return (CARDS / f"{name}.md").read_text(encoding="utf-8")


def test_every_card_in_both_languages_and_nothing_else():
    found = {p.stem for p in bc.sources()}
    assert found == set(PAGES)
    # the glossaries list the same Italian terms in both languages
    assert set(bc.glossary_terms("it")) == set(bc.glossary_terms("en"))


@pytest.mark.parametrize("name", PAGES)
def test_stored_html_is_built_from_the_markdown(name):
    page = CARDS / "html" / f"{name}.html"
    assert page.exists(), f"run python tools/build_cards.py: {page.name} is missing"
    html = page.read_text(encoding="utf-8")
    assert html == bc.render(CARDS / f"{name}.md"), f"{page.name} is out of date: run tools/build_cards.py"
    lang = name.split(".")[1]
    assert f'<html lang="{lang}">' in html
    assert "<svg" not in html or "data:image/svg+xml" in html
    # standalone: nothing fetched from elsewhere
    assert not re.search(r'(?:src|href)="(?:https?:)?//', html)


@pytest.mark.parametrize("game", GAMES)
def test_both_languages_draw_the_same_cards(game):
    pictures = {lang: re.findall(r"^\{\{cards\s+([^|}]+?)\s*(?:\||\}\})", text(f"{game}.{lang}"), re.M)
                for lang in LANGS}
    assert pictures["it"] == pictures["en"]
    assert pictures["it"], "a card without a picture"
    html = (CARDS / "html" / f"{game}.it.html").read_text(encoding="utf-8")
    assert html.count("<figure>") == len(pictures["it"])


@pytest.mark.parametrize("lang", LANGS)
def test_every_term_on_a_card_is_in_the_glossary(lang):
    glossary = bc.glossary_terms(lang)
    used_anywhere = set()
    for game in GAMES:
        used = {t.lower() for t in bc.terms_used(text(f"{game}.{lang}"))}
        assert len(used) >= 8, f"{game}.{lang} marks few glossary terms"
        missing = sorted(used - set(glossary))
        assert not missing, f"{game}.{lang}: not in {GLOSSARY[lang]}.md: {missing}"
        used_anywhere |= used
        # every link on the built page points at an entry of the glossary page
        page = (CARDS / "html" / f"{game}.{lang}.html").read_text(encoding="utf-8")
        anchors = set(re.findall(rf'href="{GLOSSARY[lang]}\.html#([\w-]+)"', page))
        assert anchors and anchors <= set(glossary.values())
    glossary_page = (CARDS / "html" / f"{GLOSSARY[lang]}.html").read_text(encoding="utf-8")
    assert set(glossary.values()) <= set(re.findall(r'<li id="([\w-]+)"', glossary_page))
    # and the glossary explains no term that no card uses
    assert sorted(set(glossary) - used_anywhere) == []


def test_the_same_terms_are_marked_in_both_languages():
    for game in GAMES:
        it, en = ({t.lower() for t in bc.terms_used(text(f"{game}.{lang}"))} for lang in LANGS)
        assert it == en, game


@pytest.mark.parametrize("lang", LANGS)
def test_figures_on_the_cards_are_the_kits(lang):
    # Picchetto: the sequence table, the target, the Rubicon partie
    p = text(f"picchetto.{lang}")
    names = ("terza", "quarta", "quinta", "sesta", "settima", "ottava")
    stated = tuple(int(re.search(rf"{n}(?:\]\])? (\d+)", p).group(1)) for n in names)
    assert stated == ITALIANO.sequence_points == RUBICON.sequence_points
    assert f"**{ITALIANO.target} " in p
    assert ("**six deals**" if lang == "en" else "**sei smazzate**") in p and RUBICON.deals == 6
    # Scopa: the primiera values and the worked primiera, the targets
    s = text(f"scopa.{lang}")
    ace = "ace" if lang == "en" else "asso"
    primiera_line = next(line for line in s.splitlines() if line.startswith("**Primiera**"))
    rows = dict(re.findall(rf"(\d|{ace}|figures|figure) = (\d+)", primiera_line))
    for rank, value in rows.items():
        card = {ace: "A", "figures": "F", "figure": "F"}.get(rank, rank)
        assert primiera(" ".join(card + suit for suit in "dcsb")) == 4 * int(value), rank
    assert len(rows) == 8
    assert primiera("7d 7c 7s 6b") == 81 and "= 81" in s
    assert [ScopaRules(players=n).target for n in (2, 3, 4)] == [11, 16, 21]
    assert all(f"**{t}**" in s for t in (11, 16, 21))
    # Belote: the card values table, the target
    b = text(f"belote.{lang}")
    table = re.findall(r"^\| ([^|]+?) \| (\d+) \| (\d+) \| (\d+) \| (\d+) \| (\d+) \| (\d+) \| (\d+) \| (\d+) \|$",
                       b, re.M)
    assert len(table) == 2
    ranks = ("J", "9", "A", "10", "K", "Q", "8", "7")
    for (_, *values), trump in zip(table, ("H", "S")):
        assert [belote.card_points(r + "H", trump) for r in ranks] == [int(v) for v in values]
    assert f"**{belote.BELOTE.target}**" in b


def test_pdf_pages_counts_pages(tmp_path):
    # the counter the one-page test relies on sees a second page
    long = tmp_path / "long.html"
    page = bc.render(CARDS / "scopa.en.md")
    body = page[page.index("<main"):page.index("</main>")]
    long.write_text(page.replace("</main>", body + "</main>"), encoding="utf-8")
    assert bc.pdf_pages(bc.print_pdf(long, tmp_path / "long.pdf")) == 2


def test_every_card_prints_on_one_a4_page(tmp_path):
    assert Path(bc.CHROMIUM).exists(), "these checks print with Debian's Chromium (apt-get install chromium)"
    with ThreadPoolExecutor(max_workers=2) as pool:
        pdfs = dict(zip(PAGES, pool.map(
            lambda name: bc.print_pdf(CARDS / "html" / f"{name}.html", tmp_path / f"{name}.pdf"), PAGES)))
    pages = {name: bc.pdf_pages(pdf) for name, pdf in pdfs.items()}
    assert pages == {name: 1 for name in PAGES}
    for pdf in pdfs.values():
        # A4 portrait, in PostScript points
        box = re.search(rb"/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]", pdf.read_bytes())
        assert box and abs(float(box.group(1)) - 595.3) < 2 and abs(float(box.group(2)) - 841.9) < 2


def test_the_index_page_links_every_card():
    index = (CARDS / "README.md").read_text(encoding="utf-8")
    targets = re.findall(r"\]\(([^)#]+)\)", index)
    assert all((CARDS / t).exists() for t in targets), [t for t in targets if not (CARDS / t).exists()]
    assert {f"html/{name}.html" for name in PAGES} | {f"{name}.md" for name in PAGES} <= set(targets)
