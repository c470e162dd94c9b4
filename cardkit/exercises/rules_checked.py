"""Which rule of a game each exercise and each practice topic checks.

A *rule* is a short named rule of a game — the primiera, the settebello,
the punto, "a card that can take must take", the Belote trump order — with
a name in English and Italian (``rule_name(key, lang)``).  Several
exercises and topics may check the same rule: a teacher's report
(:mod:`cardkit.classroom.report`) counts a class's answers rule by rule.

The table lives here, in one place, rather than on each exercise and topic,
so that the exercise sets can change without touching it; a test discovers
every exercise and every topic and requires a rule for each::

    rule_of("scopa-08")                   # 'primiera' (a fixed exercise)
    rule_of("scopa-primiera:normal:17")   # 'primiera' (a generated question)
    rule_of("scopa-primiera")             # 'primiera' (a topic)
    rule_name("primiera", "it")           # 'la primiera'
"""

from __future__ import annotations

from .. import i18n

#: rule key -> (game, English name, Italian name); in the order of the lessons
RULES: dict[str, tuple[str, str, str]] = {
    # -- cards and decks
    "card-notation": ("cards", "card notation: rank then suit", "la notazione: valore, poi seme"),
    "deal-number": ("cards", "a deal number decides the shuffle", "il numero della smazzata decide il mescolamento"),
    "card-sets": ("cards", "sets of cards: | and &", "insiemi di carte: | e &"),
    "settebello": ("cards", "the settebello: the 7 of coins", "il settebello: il 7 di denari"),
    "bergamasche": ("cards", "the Bergamasche deck: no 2s and 3s", "il mazzo bergamasco: senza Due e Tre"),
    "deck-count": ("cards", "counting the piquet and Bergamasche decks",
                   "contare i mazzi del picchetto e bergamasco"),
    # -- Scopa
    "capture-values": ("scopa", "capture values: fante 8, cavallo 9, re 10",
                       "valori di presa: fante 8, cavallo 9, re 10"),
    "equal-card-first": ("scopa", "the equal card before any sum", "prima la carta di pari valore, poi le somme"),
    "capture-sums": ("scopa", "captures by a sum: every group adding up",
                     "prese per somma: ogni gruppo che fa il valore"),
    "table-after": ("scopa", "after a play: what takes leaves the table, what cannot take stays",
                    "dopo una giocata: chi prende lascia il tavolo, chi non può prendere resta"),
    "must-take": ("scopa", "a card that can take must take", "una carta che può prendere deve prendere"),
    "scopa-last-card": ("scopa", "no scopa with the last card", "niente scopa con l'ultima carta"),
    "leftovers": ("scopa", "the leftovers go to the last taker", "le carte rimaste vanno all'ultimo che ha preso"),
    "kings-redeal": ("scopa", "three or four kings turned up: deal again",
                     "tre o quattro re scoperti: si distribuisce di nuovo"),
    "scopa-deal": ("scopa", "the deal: four to the table, three a round",
                   "la distribuzione: quattro in tavola, tre a giro"),
    "primiera": ("scopa", "the primiera", "la primiera"),
    "primiera-suits": ("scopa", "the primiera needs every suit", "la primiera vuole tutti i semi"),
    "napola": ("scopa", "the napola", "la napola"),
    "hand-points": ("scopa", "the points of a hand: a tie scores nothing",
                    "i punti della mano: la parità non fa punto"),
    "scopa-pairs": ("scopa", "pairs: partners' piles count together",
                    "a coppie: i mazzetti dei compagni contano insieme"),
    "match-end": ("scopa", "the end of the match: the target, alone in the lead",
                  "la fine della partita: il punteggio, in testa da soli"),
    "safe-discard": ("scopa", "a safe discard: leave the table worth more than ten", "lo scarto sicuro: lasciare in tavola più di dieci"),
    # -- Picchetto / Piquet
    "dealing-turns": ("picchetto", "who deals: the lower cut card, then in turn; the elder leads",
                      "chi distribuisce: la carta più bassa del taglio, poi a turno; apre il giocatore di mano"),
    "picchetto-deal": ("picchetto", "the deal: twelve each, a talon of eight, five of them the elder's",
                       "la distribuzione: dodici a testa, un tallone di otto, cinque del giocatore di mano"),
    "mano-bianca": ("picchetto", "mano bianca", "mano bianca"),
    "exchange": ("picchetto", "the exchange: from the top of the talon", "lo scarto: dall'alto del tallone"),
    "exchange-share": ("picchetto", "the exchange: what the dealer may take, what each may see",
                       "lo scarto: che cosa può prendere il mazziere, che cosa può vedere ciascuno"),
    "prezzo": ("picchetto", "the prezzo: ace 11, figures 10", "il prezzo: asso 11, figure 10"),
    "punto": ("picchetto", "the punto: length, then prezzo", "il punto: lunghezza, poi prezzo"),
    "longest-suit": ("picchetto", "the longest suit of a hand", "il seme più lungo di una mano"),
    "sequenze": ("picchetto", "the sequenze: best against best", "le sequenze: la migliore contro la migliore"),
    "sequence-points": ("picchetto", "the winner scores all his sequences", "chi vince segna tutte le sue sequenze"),
    "quattordici": ("picchetto", "quattordici and tris", "quattordici e tris"),
    "declarations": ("picchetto", "declarations: only the winner of a category scores",
                     "dichiarazioni: in ogni categoria segna solo chi vince"),
    "sott-acqua": ("picchetto", "andar sott'acqua", "andar sott'acqua"),
    "play-points": ("picchetto", "the points of the play: leads, takes, last trick, cards",
                    "i punti del gioco: uscite, prese, ultima presa, carte"),
    "deal-total": ("picchetto", "the deal's score: declarations and play",
                   "il punteggio della smazzata: dichiarazioni e gioco"),
    "cappotto": ("picchetto", "the cappotto: 40, the cards included", "il cappotto: 40, carte comprese"),
    "game-end": ("picchetto", "the game ends the moment the target is reached",
                 "la partita finisce nel momento in cui si raggiunge il punteggio"),
    "follow-and-take": ("picchetto", "follow suit, and take when you can", "rispondere al seme, e prendere se si può"),
    "sessanta-novanta": ("picchetto", "Sessanta and Novanta", "Sessanta e Novanta"),
    "rubicon": ("picchetto", "the rubicon", "il rubicone"),
    "rubicone-deals": ("picchetto", "the Rubicone: four deals, the first and the fourth doubled",
                       "il Rubicone: quattro smazzate, la prima e la quarta doppie"),
    "three-players": ("picchetto", "Picchetto for three: ten cards each", "picchetto a tre: dieci carte a testa"),
    "a-ecrire": ("picchetto", "Piquet à Écrire: the partie", "Piquet à Écrire: la partita"),
    "voleur-rotation": ("picchetto", "Piquet Voleur: one player sits out, in turn",
                        "Piquet Voleur: a turno un giocatore sta fuori"),
    "settlement": ("picchetto", "settling in writing: the difference with each player",
                   "il conto per iscritto: la differenza con ciascuno"),
    "contract-points": ("picchetto", "Auction Piquet: 10 a trick over six", "Piquet all'asta: 10 a presa oltre le sei"),
    "overcall": ("picchetto", "an overcall names more tricks", "un rilancio chiede più prese"),
    "trump-wins": ("picchetto", "a trump beats any other suit", "la briscola batte ogni altro seme"),
    # -- Belote
    "bidding": ("belote", "the bidding: the turned card only proposes",
                "le dichiarazioni: la carta girata propone soltanto"),
    "honours-side": ("belote", "honours: the best single honour decides", "accuse: decide l'accusa migliore"),
    "honours-points": ("belote", "the winning side scores all its honours",
                       "la coppia che vince segna tutte le sue accuse"),
    "quaterne": ("belote", "quaterne: J 200 and 9 150 beat A, 10, K and Q (100)",
                 "quaterne: F 200 e 9 150 battono A, 10, R e D (100)"),
    "belote-rebelote": ("belote", "belote and rebelote", "belote e rebelote"),
    "trick-winner": ("belote", "who wins a trick", "chi prende la mano"),
    "first-lead": ("belote", "the lead: the chooser of the trump first, then each trick's winner",
                   "chi apre: prima chi ha scelto la briscola, poi chi vince ogni presa"),
    "trump-order": ("belote", "the trump order: J 9 A 10 K Q 8 7", "l'ordine delle briscole: J 9 A 10 K Q 8 7"),
    "follow-suit": ("belote", "holding the suit led: follow it, never trump instead",
                    "se hai il seme uscito: rispondi, non tagliare"),
    "must-trump": ("belote", "void in the suit led: you must trump", "senza il seme uscito si deve tagliare"),
    "partner-exception": ("belote", "the partner exception", "l'eccezione del compagno"),
    "overtrump": ("belote", "overtrumping", "surtagliare"),
    "card-points": ("belote", "card points: J 20 and 9 14 in trumps", "punti delle carte: F 20 e 9 14 a briscola"),
    "senza-points": ("belote", "Senza Atout: every suit at the plain values",
                     "Senza Atout: tutti i semi con i valori normali"),
    "contract": ("belote", "the contract: the takers must make more", "l'impegno: chi prende deve fare di più"),
    "made-marks": ("belote", "a made contract: each side marks its own; the capot is 100",
                   "impegno mantenuto: ognuno segna il suo; il cappotto vale 100"),
    "deal-score": ("belote", "a failed contract: the defenders take all but the belote",
                   "impegno fallito: gli avversari prendono tutto tranne la belote"),
    "belote-target": ("belote", "the end of the game: 500, or the agreed 700 or 1000",
                      "la fine della partita: 500, o i 700 o 1000 concordati"),
    "held-over": ("belote", "a tie: the takers' points are held over",
                  "parità: i punti di chi prende vanno alla finestra"),
}

#: exercise id or topic name -> the rule it checks
CHECKS: dict[str, str] = {
    # fixed exercises: cards
    "cards-01": "card-notation", "cards-02": "card-notation", "cards-03": "bergamasche",
    "cards-04": "bergamasche", "cards-05": "settebello", "cards-06": "card-notation",
    "cards-07": "deal-number", "cards-08": "card-sets", "cards-09": "deal-number",
    # Scopa
    "scopa-01": "capture-values", "scopa-02": "equal-card-first", "scopa-03": "capture-sums",
    "scopa-04": "equal-card-first", "scopa-05": "must-take", "scopa-06": "scopa-last-card",
    "scopa-07": "leftovers", "scopa-08": "primiera", "scopa-09": "primiera", "scopa-10": "primiera-suits",
    "scopa-11": "napola", "scopa-12": "hand-points", "scopa-13": "hand-points", "scopa-14": "scopa-pairs",
    "scopa-15": "match-end", "scopa-16": "match-end", "scopa-17": "safe-discard", "scopa-18": "primiera",
    "scopa-19": "primiera", "scopa-20": "scopa-deal",
    # Picchetto
    "picchetto-01": "mano-bianca", "picchetto-02": "exchange", "picchetto-03": "exchange",
    "picchetto-04": "prezzo", "picchetto-05": "punto", "picchetto-06": "punto",
    "picchetto-07": "sequence-points", "picchetto-08": "sequenze", "picchetto-09": "quattordici",
    "picchetto-10": "quattordici", "picchetto-11": "declarations", "picchetto-12": "play-points",
    "picchetto-13": "follow-and-take", "picchetto-14": "cappotto", "picchetto-15": "sequenze",
    "picchetto_scoring-01": "sessanta-novanta", "picchetto_scoring-02": "sessanta-novanta",
    "picchetto_scoring-03": "sessanta-novanta", "picchetto_scoring-04": "sessanta-novanta",
    "picchetto_scoring-05": "sessanta-novanta", "picchetto_scoring-06": "play-points",
    "picchetto_scoring-07": "deal-total", "picchetto_scoring-08": "cappotto",
    "picchetto_scoring-09": "rubicon", "picchetto_scoring-10": "rubicon", "picchetto_scoring-11": "rubicon",
    "picchetto_scoring-12": "rubicon", "picchetto_scoring-13": "sessanta-novanta",
    "picchetto_scoring-14": "mano-bianca", "picchetto_scoring-15": "longest-suit",
    "picchetto_table-01": "three-players", "picchetto_table-02": "sessanta-novanta",
    "picchetto_table-03": "punto", "picchetto_table-04": "sequence-points",
    "picchetto_table-05": "sessanta-novanta", "picchetto_table-06": "follow-and-take",
    "picchetto_table-07": "a-ecrire", "picchetto_table-08": "rubicon", "picchetto_table-09": "play-points",
    "picchetto_table-10": "sequence-points",
    "piquet_auction-01": "voleur-rotation", "piquet_auction-02": "voleur-rotation",
    "piquet_auction-03": "settlement", "piquet_auction-04": "contract-points",
    "piquet_auction-05": "contract-points", "piquet_auction-06": "overcall", "piquet_auction-07": "trump-wins",
    # Belote
    "belote-01": "bidding", "belote-02": "bidding", "belote-03": "honours-points", "belote-04": "honours-side",
    "belote-05": "honours-points", "belote-06": "honours-side", "belote-07": "trick-winner",
    "belote-08": "trump-order", "belote-09": "must-trump", "belote-10": "partner-exception",
    "belote-11": "overtrump", "belote-12": "overtrump", "belote-13": "overtrump",
    "belote-14": "partner-exception", "belote-15": "card-points", "belote-16": "card-points",
    "belote-17": "deal-score", "belote-18": "held-over", "belote-19": "held-over",
    # practice topics (generated questions)
    "cards-bergamasche": "bergamasche", "cards-deck-count": "deck-count",
    "scopa-captures": "equal-card-first", "scopa-legal-capture": "equal-card-first",
    "scopa-lay-down": "must-take", "scopa-scope-count": "scopa-last-card", "scopa-leftovers": "leftovers",
    "scopa-primiera": "primiera", "scopa-primiera-winner": "primiera-suits", "scopa-napola": "napola",
    "scopa-hand-points": "hand-points", "scopa-match-over": "match-end", "scopa-safe-discard": "safe-discard",
    "scopa-redeal": "kings-redeal",
    "picchetto-mano-bianca": "mano-bianca", "picchetto-prezzo": "prezzo", "picchetto-punto-suit": "punto",
    "picchetto-punto-who": "punto", "picchetto-best-sequence": "sequenze", "picchetto-sequence-who": "sequenze",
    "picchetto-sequence-points": "sequence-points", "picchetto-groups-who": "quattordici",
    "picchetto-declarations": "declarations", "picchetto-sott-acqua": "sott-acqua",
    "picchetto-play-points": "play-points", "picchetto-bonus": "sessanta-novanta",
    "picchetto-rubicon": "rubicon", "picchetto-exchange": "exchange-share",
    "picchetto-game-end": "game-end", "picchetto-dealer": "dealing-turns",
    "picchetto-deal-counts": "picchetto-deal", "picchetto-rubicone": "rubicone-deals",
    "picchetto-follow": "follow-and-take",
    "picchetto-pairs-sequences": "sequence-points", "picchetto-voleur-settlement": "settlement",
    "picchetto-auction-contract": "contract-points",
    "scopa-table-after": "table-after",
    "belote-trumps": "bidding", "belote-honours-side": "honours-side", "belote-honours-points": "honours-points",
    "belote-belote": "belote-rebelote", "belote-trick-winner": "trick-winner", "belote-trump-order": "trump-order",
    "belote-legal-cards": "partner-exception", "belote-overtrump": "overtrump", "belote-card-points": "card-points",
    "belote-senza-points": "senza-points", "belote-follow-suit": "follow-suit",
    "belote-made-marks": "made-marks", "belote-quaterne": "quaterne", "belote-first-lead": "first-lead",
    "belote-game-over": "belote-target",
    "belote-contract": "contract", "belote-deal-score": "deal-score",
}

i18n.register({f"rule.{key}": {"en": en, "it": it} for key, (_, en, it) in RULES.items()})


def rule_of(id) -> str | None:
    """The key of the rule that an exercise id (``"scopa-08"``), a generated
    question's id (``"scopa-primiera:normal:17"``) or a topic name checks;
    None for an id the table does not know."""
    if not isinstance(id, str):
        return None
    return CHECKS.get(id.split(":", 1)[0])


def _need_rule(owner: str, key) -> str:
    """``key`` if it is a rule's key (``"scopa.primiera"``...), else refused."""
    from ._need import need
    return need(owner, "key", key, isinstance(key, str) and key in RULES, "rule")


def rule_name(key: str, lang: str | None = None) -> str:
    """The rule's name in ``lang`` (default: the current language)."""
    _need_rule("rule_name", key)
    return i18n.tr(f"rule.{key}", lang)


def rule_game(key: str) -> str:
    """The game a rule belongs to (``"cards"``, ``"scopa"``, ``"picchetto"``, ``"belote"``)."""
    _need_rule("rule_game", key)
    return RULES[key][0]


__all__ = ["RULES", "CHECKS", "rule_of", "rule_name", "rule_game"]
