"""Build the printable rule cards and glossaries in ``docs/cards/``.

    python tools/build_cards.py                 # every card -> docs/cards/html/<name>.html
    python tools/build_cards.py --pdf out/      # ... and print each to out/<name>.pdf
    python tools/build_cards.py --check         # fail if a stored HTML page is out of date

The sources are Markdown, one file per card and language
(``scopa.it.md``, ``scopa.en.md``, ..., ``glossario.it.md``,
``glossary.en.md``).  Two additions to plain Markdown:

* ``{{cards 7d 7c 7s 6b | caption}}`` on a line of its own draws the cards
  with the kit's own :mod:`cardkit.svg` (the caption is optional);
* ``[[term]]`` or ``[[term|shown text]]`` marks a glossary term: it is
  printed in italics and links to the glossary of the same language, which
  must have an entry ``- **term** ...`` (``tests/test_rule_cards.py``
  checks this).

Each page is a standalone HTML file (pictures embedded as data URIs, no
outside resources) styled for one A4 page; ``--pdf`` prints it with headless
Chromium (``--print-to-pdf``) so the page count can be checked.
"""

from __future__ import annotations

import argparse
import html
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import mistune

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from cardkit import i18n  # noqa: E402
from cardkit.svg import hand_svg, svg_img  # noqa: E402

SOURCE = ROOT / "docs" / "cards"
OUT = SOURCE / "html"
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                  "--disable-component-update", "--disable-sync", "--no-first-run",
                  "--hide-scrollbars", "--mute-audio", "--no-pdf-header-footer"]

GLOSSARY = {"it": "glossario.it", "en": "glossary.en"}
CARD_WIDTH = 34  # px, one card in a row of cards

_PICTURE = re.compile(r"^\{\{cards\s+([^|}]+?)\s*(?:\|\s*([^}]*?)\s*)?\}\}\s*$", re.M)
_TERM = re.compile(r"\[\[([^\]|]+)(?:\|([^\]]+))?\]\]")
_ENTRY = re.compile(r"^- \*\*([^*]+)\*\*", re.M)

CSS = """
@page { size: A4; margin: 11mm 12mm; }
html { font-family: "DejaVu Sans", Arial, sans-serif; font-size: 9.2pt; line-height: 1.32;
       color: #1b1b1b; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; }
main { column-count: 2; column-gap: 7mm; }
header { column-span: all; border-bottom: 2px solid #2f6b3f; margin-bottom: 2.5mm; }
h1 { font-size: 16pt; margin: 0 0 1mm 0; color: #2f6b3f; }
header p { margin: 0 0 1.5mm 0; color: #444; }
h2 { font-size: 10.5pt; margin: 2.6mm 0 1mm 0; color: #2f6b3f; break-after: avoid; }
p, ul, ol { margin: 0 0 1.6mm 0; }
ul, ol { padding-left: 4.5mm; }
li { margin-bottom: .5mm; }
table { border-collapse: collapse; margin: 0 0 2mm 0; break-inside: avoid; }
th, td { border: 0.6pt solid #b9c6bc; padding: .5mm 1.4mm; text-align: left; vertical-align: top; }
th { background: #e6efe8; }
figure { margin: 1mm 0 2mm 0; break-inside: avoid; }
figure img { display: block; }
figcaption { font-size: 7.6pt; color: #444; margin-top: .6mm; }
blockquote { margin: 2mm 0 0 0; padding: 1.5mm 2.5mm; border: 1pt solid #2f6b3f; border-radius: 2mm;
             background: #f3f7f4; break-inside: avoid; }
blockquote p { margin: 0; }
a.term { color: inherit; text-decoration: none; font-style: italic; border-bottom: 0.5pt dotted #2f6b3f; }
code { font-size: 8pt; }
main.glossary { column-gap: 6mm; }
main.glossary ul { list-style: none; padding-left: 0; }
main.glossary li { margin-bottom: 1mm; break-inside: avoid; }
"""


def slug(term: str) -> str:
    """The anchor of a glossary entry."""
    return "term-" + re.sub(r"[^a-z0-9]+", "-", term.lower().replace("'", "")).strip("-")


def sources() -> list[Path]:
    """Every card source, sorted: ``<name>.<lang>.md``."""
    return sorted(p for p in SOURCE.glob("*.*.md") if p.stem.split(".")[-1] in GLOSSARY)


def language_of(path: Path) -> str:
    return path.stem.split(".")[-1]


def glossary_terms(lang: str) -> dict[str, str]:
    """Entry -> anchor for the glossary of ``lang`` (terms compared in lower case)."""
    text = (SOURCE / f"{GLOSSARY[lang]}.md").read_text(encoding="utf-8")
    return {t.strip().lower(): slug(t.strip()) for t in _ENTRY.findall(text)}


def terms_used(text: str) -> list[str]:
    """The glossary terms marked ``[[...]]`` in a card's Markdown."""
    return [m.group(1).strip() for m in _TERM.finditer(text)]


def _picture(cards: str, caption: str | None) -> str:
    img = svg_img(hand_svg(cards, width=CARD_WIDTH, overlap=False))
    cap = f"<figcaption>{html.escape(caption)}</figcaption>" if caption else ""
    return f"<figure>{img}{cap}</figure>"


def render(path: Path) -> str:
    """The standalone HTML page of one card source."""
    lang = language_of(path)
    text = path.read_text(encoding="utf-8")
    pictures: list[str] = []

    def keep_picture(m: re.Match) -> str:
        with i18n.language(lang):
            pictures.append(_picture(m.group(1), m.group(2)))
        return f"\n\nCARDKITPICTURE{len(pictures) - 1}\n\n"

    text = _PICTURE.sub(keep_picture, text)
    title_match = re.match(r"#\s+(.+)\n", text)
    title = title_match.group(1).strip() if title_match else path.stem
    body = mistune.create_markdown(plugins=["table"])(text)
    for i, pic in enumerate(pictures):
        body = re.sub(rf"<p>CARDKITPICTURE{i}</p>", lambda _m, pic=pic: pic, body)

    glossary = GLOSSARY[lang]
    is_glossary = path.stem == glossary

    def term_link(m: re.Match) -> str:
        term = html.unescape(m.group(1)).strip()
        shown = m.group(2) if m.group(2) is not None else m.group(1)
        href = "" if is_glossary else f"{glossary}.html"
        return f'<a class="term" href="{href}#{slug(term)}">{shown}</a>'

    body = _TERM.sub(term_link, body)
    if is_glossary:
        body = re.sub(r"<li><strong>([^<]+)</strong>",
                      lambda m: f'<li id="{slug(html.unescape(m.group(1)))}"><strong>{m.group(1)}</strong>',
                      body)
    # the title and the line under it span both columns
    body = re.sub(r"^(<h1>.*?</h1>\s*<p>.*?</p>)", r"<header>\1</header>", body, count=1, flags=re.S)
    kind = "glossary" if is_glossary else "card"
    return (f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
            f"<title>{html.escape(title)}</title>\n"
            f'<meta name="generator" content="cardkit tools/build_cards.py from docs/cards/{path.name}">\n'
            f"<style>{CSS}</style>\n</head>\n<body>\n<main class=\"{kind}\">\n{body}</main>\n</body>\n</html>\n")


def build(out: Path = OUT) -> list[Path]:
    """Write every card's HTML page into ``out``; returns the pages written."""
    out.mkdir(parents=True, exist_ok=True)
    pages = []
    for src in sources():
        page = out / f"{src.stem}.html"
        page.write_text(render(src), encoding="utf-8")
        pages.append(page)
    return pages


def print_pdf(page: Path, pdf: Path, timeout: float = 120) -> Path:
    """Print one HTML page to PDF with headless Chromium."""
    profile = Path(tempfile.mkdtemp(prefix="cardkit-cards-"))
    try:
        cmd = [CHROMIUM, *CHROMIUM_FLAGS, f"--user-data-dir={profile}",
               f"--print-to-pdf={pdf}", page.resolve().as_uri()]
        subprocess.run(cmd, check=True, capture_output=True, timeout=timeout)
    finally:
        shutil.rmtree(profile, ignore_errors=True)
    return pdf


def pdf_pages(pdf: Path) -> int:
    """How many pages a PDF written by Chromium has (its page objects)."""
    data = pdf.read_bytes()
    return len(re.findall(rb"/Type\s*/Page(?![s\w])", data))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--pdf", metavar="DIR", help="also print every page to DIR/<name>.pdf")
    ap.add_argument("--check", action="store_true",
                    help="build into a temporary folder and fail if docs/cards/html differs")
    args = ap.parse_args(argv)
    if args.check:
        stale = [src.name for src in sources()
                 if not (OUT / f"{src.stem}.html").exists()
                 or (OUT / f"{src.stem}.html").read_text(encoding="utf-8") != render(src)]
        for name in stale:
            print(f"out of date: {name} (run python tools/build_cards.py)")
        return 1 if stale else 0
    pages = build()
    for page in pages:
        line = f"{page.relative_to(ROOT)}"
        if args.pdf:
            Path(args.pdf).mkdir(parents=True, exist_ok=True)
            pdf = print_pdf(page, Path(args.pdf) / f"{page.stem}.pdf")
            line += f"  ->  {pdf} ({pdf_pages(pdf)} page(s))"
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
