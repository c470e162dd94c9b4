"""The helpers of lessons 15-16 and 22-23 (cardkit.lesson.picchetto, the
section "lessons 15-16, 22-23"): the rule sets side by side, Picchetto by
numbers, the games for three and four, Piquet Voleur and Auction Piquet.

Each helper is checked on a worked example from the rule texts (000, 003,
004) or the lessons, with the expected figure derived from the rule, in
both languages where it prints; and bad arguments are refused in one
sentence."""

import re

import pytest

from cardkit import set_language
from cardkit.exercises.picchetto.table import PAIRS, SESSANTA, SESSANTA_TALON, TIE3, TIE3_TALON, declared
from cardkit.lesson.picchetto import (
    RULE_SETS, compare_rule_sets, computer_for, computer_plays_for_me, contract_table, deal,
    declarations_under, differing_options, last_lines, lead_and_count, number, numbered_deal,
    play_partie, play_phases, play_to_the_end, play_voleur, play_written_partie,
    punto_disagreements, role_name, rubicon_table, say_contract, say_move, show_table,
    simulate_deals, what_the_elder_sees, who_scores, younger_exchange)
from cardkit.picchetto import (A_ECRIRE, AUCTION, AU_CENT, ITALIANO, PICCHETTO_COPPIE, PICCHETTO_TRE,
                               RUBICON, RUBICONE, VOLEUR, AuctionComputerPlayer, ComputerPlayer,
                               TableComputerPlayer, VoleurComputerPlayer, play_out, rubicon)
from cardkit.widgets import PicchettoTableGame

from refusals import refused

# lesson 15: a quinta major in spades and four aces against nothing
ELDER = "AS KS QS JS 10S AH AD AC 9H 7H 8D 7C"
YOUNGER = "9S 8S 7S KH QH JH 10H 8H KD QD JD 10D"
# set 05, exercise 8: the elder takes every trick
CAP_ELDER = "AS KS QS JS AH KH QH JH AD KD QD 7C"
CAP_YOUNGER = "10S 9S 8S 7S 10H 9H 8H 7H JD 10D 9D 8D"


def printed(capsys, f, *args, lang="en", **kw):
    set_language(lang)
    try:
        f(*args, **kw)
    finally:
        set_language("en")
    return capsys.readouterr().out.splitlines()


def row(lines, start):
    return next(line for line in lines if line.startswith(start))


# ---------------------------------------------------------------- lesson 15

def test_the_options_that_differ_are_read_from_the_rules_objects():
    options = differing_options(RULE_SETS)
    for option in options:
        assert len({repr(getattr(r, option)) for r in RULE_SETS.values()}) > 1
    # what the texts change: 003 the punto by value and the quinta at 5, 004 the exchange, the duty
    # to take, the capot's last trick, the partie
    assert {"punto_by", "sequence_points", "younger_max_exchange", "must_take", "capot_last_trick",
            "deals", "target", "doubled_deals", "scoring"} <= set(options)
    assert "name" not in options and "players" not in options


def test_the_table_of_options_is_in_the_edition_language(capsys):
    en = printed(capsys, compare_rule_sets)
    assert en[0].split() == ["option", "ITALIANO", "PICCHETTO_150", "RUBICON", "RUBICONE", "AU_CENT"]
    assert row(en, "punto_by").split()[1:] == ["length", "value", "length", "length", "length"]
    assert row(en, "sequence_points").split()[2] == "3/4/5/16/17/18"
    assert row(en, "must_take").split()[1:] == ["yes", "yes", "no", "yes", "no"]
    it = printed(capsys, compare_rule_sets, lang="it")
    assert it[0].split()[0] == "opzione"
    assert row(it, "punto_by").split()[1:3] == ["lunghezza", "valore"]
    assert row(it, "must_take").split()[1] == "sì"


def test_the_same_hands_lose_the_novanta_under_the_150_point_quinta(capsys):
    lines = printed(capsys, declarations_under, ELDER, YOUNGER, RULE_SETS)
    # 5 (punto) + 15 (quinta) + 14 (four aces) = 34 >= 30 with the younger at 0: Novanta, 34 + 60
    for name in ("ITALIANO", "RUBICON", "RUBICONE", "AU_CENT"):
        line = row(lines, name)
        assert f"{5 + 15 + 14 + 60} – 0" in line and line.endswith("Novanta")
    # text 003 prints the quinta at 5: 5 + 5 + 14 = 24, under 30
    line = row(lines, "PICCHETTO_150")
    assert f"{5 + 5 + 14} – 0" in line and "Novanta" not in line
    it = printed(capsys, declarations_under, ELDER, YOUNGER, {"ITALIANO": ITALIANO}, lang="it")
    assert it[0].split()[:2] == ["regole", "punto"] and "15 mano" in it[1]


def test_the_rubicon_younger_changes_only_his_own_three(capsys):
    it_line, = printed(capsys, younger_exchange, ITALIANO, 5)
    rub_line, = printed(capsys, younger_exchange, RUBICON, 5)
    # text 000: the younger changes at least 1, up to all that the elder left (8 - 3 = 5)
    assert it_line.startswith("ITALIANO:") and "changed 3 cards" in it_line and it_line.endswith("1 to 5")
    # text 004: 0 to 3, his own three only
    assert rub_line.startswith("RUBICON:") and rub_line.endswith("0 to 3")
    it, = printed(capsys, younger_exchange, RUBICON, 5, lang="it")
    assert it.endswith("da 0 a 3") and "mazziere" in it


def test_the_capot_keeps_the_last_trick_point_only_in_rubicon_piquet(capsys):
    for name, last_trick in (("ITALIANO", False), ("RUBICON", True)):
        capot = play_to_the_end(deal(CAP_ELDER, CAP_YOUNGER, rules=RULE_SETS[name]), exchange=False)
        assert capot.tricks_won == (12, 0) and capot.history.count("exchange none") == 2
        events = capot.log.events
        # text 000: a cappotto is 40 and the last trick scores nothing more; text 004 keeps it
        assert events[-1].key.endswith(".cappotto") and events[-1].points == 40
        assert events[-2].key.endswith(".last") == last_trick
        lines = printed(capsys, last_lines, capot, 2)
        assert lines == capot.log.lines()[-2:]
        assert lines[1].startswith("player 1: +40 ") and f"[{events[-1].totals[0]} – 0]" in lines[1]


@pytest.mark.parametrize("winner,loser", [(130, 90), (150, 110), (110, 99), (110, 100), (95, 70)])
def test_the_rubicon_table_follows_the_three_rules(capsys, winner, loser):
    lines = printed(capsys, rubicon_table, [(winner, loser)])
    values = [int(v) for v in lines[1].split()[1:]]
    rubiconed = loser < 100                                     # text 004
    expected_rubicon = winner + loser + 100 if rubiconed else winner - loser + 100
    only_one = (winner > 100) != (loser > 100)                  # text 000: "oltrepassato"
    expected_rubicone = winner + loser if only_one else winner - loser
    assert values == [expected_rubicon, expected_rubicone,
                      expected_rubicone + (100 if only_one else 0), winner - loser]
    assert printed(capsys, rubicon_table, [], lang="it")[0].split()[0] == "punteggi"


def test_a_rubicone_partie_doubles_the_first_and_fourth_deal(capsys):
    lines = printed(capsys, play_partie, RUBICONE, 3)
    deals = [re.match(r"deal (\d): counted \((\d+), (\d+)\) -> scored \((\d+), (\d+)\)", line)
             for line in lines[:4]]
    totals = [0, 0]
    for m in deals:
        n, c1, c2, s1, s2 = map(int, m.groups())
        factor = 2 if n in (1, 4) else 1
        assert (s1, s2) == (factor * c1, factor * c2)
        assert lines[n - 1].endswith("(doubled)") == (factor == 2)
        totals[0] += s1
        totals[1] += s2
    w, lo = max(totals), min(totals)
    assert lines[4] == f"final scores: {tuple(totals)} | winner: player {totals.index(w) + 1}"
    assert lines[5] == (f"the winner gains: {rubicon(w, lo, RUBICONE)} | "
                        f"with the extra 100: {rubicon(w, lo, RUBICONE.replace(rubicone_extra=True))}")


def test_au_cent_ends_as_soon_as_a_player_reaches_100(capsys):
    lines = printed(capsys, play_partie, AU_CENT, 3)
    final = re.search(r"final scores: \((\d+), (\d+)\)", lines[-1])
    assert max(map(int, final.groups())) >= 100
    assert not any(line.startswith("the winner gains") for line in lines)
    it = printed(capsys, play_partie, AU_CENT, 3, lang="it")
    assert it[0].startswith("smazzata 1: contati") and it[-1].startswith("punteggi finali")


def test_the_punto_by_length_and_by_value_never_disagree_on_32_cards():
    # a suit of n cards is worth at least 7+8+...; more than any suit of n-1 (A K Q = 31 < 34)
    assert punto_disagreements(60) == 0


def test_open_piquet_shows_the_younger_hand_to_the_elder(capsys):
    line, = printed(capsys, what_the_elder_sees, RUBICON.replace(open_hands=True), 5)
    shown = line.split(": ", 1)[1].split()
    state = numbered_deal(5, RUBICON.replace(open_hands=True))
    assert sorted(shown) == sorted(str(c) for c in state.hand(state.younger))
    closed, = printed(capsys, what_the_elder_sees, RUBICON, 5)
    assert closed.endswith(": ")
    it, = printed(capsys, what_the_elder_sees, RUBICON, 5, lang="it")
    assert it.startswith("il giocatore di mano vede")


# ---------------------------------------------------------------- lesson 16

def test_the_simulation_counts_what_the_lesson_plots():
    calls = []

    def progress(items, desc):
        calls.append(desc)
        return items

    stats = simulate_deals(12, progress=progress)
    assert calls == ["deals played"]
    assert stats.n_deals == 12 and len(stats.dealt_longest) == 24 and len(stats.elder_declared) == 12
    # 12 cards in four suits of 8: the longest suit has 3 to 8 cards
    assert all(3 <= k <= 8 for k in stats.dealt_longest)
    # lesson 12: the younger can never make Sessanta (the elder's first lead scores)
    assert stats.bonus[("sessanta", "younger")] == 0
    assert sum(stats.bonus.values()) <= 12 and stats.white_hands <= 12
    assert simulate_deals(12) == stats          # seeded and deterministic
    set_language("it")
    try:
        calls.clear()
        simulate_deals(1, progress=progress)
        assert calls == ["smazzate giocate"]
    finally:
        set_language("en")


def test_roles_and_numbers_are_written_in_the_edition_language():
    assert role_name("elder") == "elder" and role_name("younger") == "younger"
    assert number(225792840) == "225,792,840" and number(0.000558, 6) == "0.000558"
    assert number(4.36, 2, 7) == "   4.36"
    set_language("it")
    try:
        assert role_name("elder") == "giocatore di mano" and role_name("younger") == "mazziere"
        assert number(225792840) == "225.792.840" and number(1792) == "1.792"
        assert number(0.000558, 6) == "0,000558" and number(55.15, 2, 6) == " 55,15"
    finally:
        set_language("en")


# ---------------------------------------------------------------- lessons 22-23

@pytest.mark.parametrize("move,en,it", [
    ("exchange 10S 7H", "exchange 10S 7H", "scarta 10S 7H"),
    ("exchange none", "exchange none", "non scarta"),
    ("declare punto sequenze", "declare punto sequenze", "dichiara punto sequenze"),
    ("declare nothing", "declare nothing", "non dichiara nulla"),
    ("no mano bianca", "no mano bianca", "tace la mano bianca"),
    ("bid 8 plus", "bid 8 plus", "chiama 8 in più"),
    ("bid 7 minus", "bid 7 minus", "chiama 7 in meno"),
    ("pass", "pass", "passo"),
    ("double", "double", "contro"),
    ("trumps C", "trumps clubs", "briscola fiori"),
    ("no trumps", "no trumps", "senza briscola"),
    ("AS", "AS", "AS"),
])
def test_moves_are_said_in_words(move, en, it):
    assert say_move(move) == en
    set_language("it")
    try:
        assert say_move(move) == it
    finally:
        set_language("en")


def test_the_computer_player_fits_the_game():
    assert isinstance(computer_for(numbered_deal(1)), ComputerPlayer)
    assert isinstance(computer_for(PICCHETTO_TRE.new_game(1)), TableComputerPlayer)
    assert isinstance(computer_for(VOLEUR.new_game(1)), VoleurComputerPlayer)
    assert isinstance(computer_for(AUCTION.new_game(1)), AuctionComputerPlayer)


def test_three_at_the_table_the_dealer_exchanges_then_all_declare_in_turn(capsys):
    state = numbered_deal(4, PICCHETTO_TRE)
    lines = printed(capsys, play_phases, state, "exchange", "declare")
    # the dealer alone exchanges (two cards left for him), then the turn goes round from the elder
    seats = [int(re.match(r"player (\d):", line).group(1)) for line in lines]
    dealer, elder = state.dealer + 1, state.elder + 1
    assert seats[0] == dealer and lines[0].startswith(f"player {dealer}: exchange")
    assert seats[1:] == [elder, elder % 3 + 1, (elder + 1) % 3 + 1]
    assert all(" declare " in line for line in lines[1:]) and state.phase == "play"
    assert printed(capsys, play_phases, numbered_deal(4, PICCHETTO_TRE), "exchange",
                   lang="it")[0].startswith(f"giocatore {dealer}: scarta")


def test_a_tie_at_the_top_of_the_table_scores_nothing(capsys):
    tie = declared(PICCHETTO_TRE, TIE3, TIE3_TALON, dealer=2)
    assert printed(capsys, who_scores, tie, "punto") == ["punto: nobody scores"]
    assert printed(capsys, who_scores, tie, "punto", lang="it") == ["punto: non segna nessuno"]


def test_in_pairs_the_partner_sequences_count_with_the_best(capsys):
    pairs = declared(PICCHETTO_COPPIE, PAIRS, dealer=3)
    lines = printed(capsys, who_scores, pairs)
    # the quarta to the ace (4) of player 1 is the best: player 3's terza (3) counts with it
    assert row(lines, "sequenze") == "sequenze: 7 to pair 1 (players 1 and 3); scored by: player 1 and player 3"
    assert row(lines, "quattordici").startswith("quattordici: 14 to pair 1")
    assert lines[-1] == "Novanta: pair 1 (players 1 and 3)"
    it = printed(capsys, who_scores, pairs, "sequenze", lang="it")
    assert it == ["sequenze: 7 punti per coppia 1 (giocatori 1 e 3); segnano: giocatore 1 e giocatore 3"]


def test_sessanta_at_three_comes_at_20(capsys):
    three = declared(PICCHETTO_TRE, SESSANTA, SESSANTA_TALON, dealer=0)
    lines = printed(capsys, lead_and_count, three, "AS KS QS JS")
    # 13 from the declarations, then 1 a lead and 1 a trick: 14, 16, 18, then the lead that makes 20
    assert [int(re.search(r"has (\d+)", line).group(1)) for line in lines] == [14, 16, 18, 60]
    assert lines[-1].endswith("said: Sixty!")


def test_a_written_partie_is_settled_with_the_rubicon(capsys):
    lines = printed(capsys, play_written_partie, A_ECRIRE, 5)
    rows = [tuple(map(int, re.search(r"pair 1 +(\d+) +pair 2 +(\d+)", line).groups())) for line in lines[:6]]
    totals = (sum(r[0] for r in rows), sum(r[1] for r in rows))
    assert lines[6].startswith(f"totals: {totals} | winner: pair")
    w, lo = max(totals), min(totals)
    expected = w + lo + 100 if lo < 100 else w - lo + 100
    assert lines[7].endswith(f"= {expected}")
    # each pair deals three times, the deal going round
    dealers = [int(re.search(r"dealer player (\d)", line).group(1)) for line in lines[:6]]
    assert sum(d in (1, 3) for d in dealers) == 3 and len(set(dealers)) == 4


def test_the_computer_can_play_the_learner_s_next_moves(capsys):
    game = PicchettoTableGame(PICCHETTO_TRE.single_deal(), seed=7)
    before = len(game.state.history)
    line, = printed(capsys, computer_plays_for_me, game, 3)
    assert len(game.state.history) > before
    assert line == f"scores: {game.state.scores}"


def test_the_hands_at_the_table_are_labelled_from_player_1():
    two = show_table(deal(ELDER, YOUNGER), width=60).markup
    assert "player 1 (elder)" in two and "player 2 (younger (dealer))" in two
    three = show_table(numbered_deal(4, PICCHETTO_TRE)).markup
    assert all(f"player {n}" in three for n in (1, 2, 3)) and "player 0" not in three


def test_piquet_voleur_everybody_sits_out_twice_and_the_sitter_scores_nothing(capsys):
    partie = VOLEUR.new_game(7)
    picture = show_table(partie, width=60)
    assert "player 1" in picture.markup and "player 3" not in picture.markup   # the sitter has no cards
    lines = printed(capsys, play_voleur, partie)
    outs = []
    for n, line in enumerate(lines[:6], 1):
        m = re.match(r"deal (\d): player (\d) sits out, player (\d) deals, points \((\d+), (\d+), (\d+)\)", line)
        out, dealer = int(m.group(2)), int(m.group(3))
        points = list(map(int, m.groups()[3:]))
        assert points[out - 1] == 0 and out != dealer
        outs.append(out)
    assert outs[:3] == [3, 1, 2] and all(outs.count(p) == 2 for p in (1, 2, 3))
    assert lines[6] == f"totals: {partie.scores} | winner: player {partie.winner + 1}"


def test_the_auction_of_deal_23_and_its_contract(capsys):
    state = AUCTION.single_deal().new_game(23)
    lines = printed(capsys, play_phases, state, "auction", "trumps")
    assert lines == ["player 1: bid 7 minus", "player 2: bid 8 plus", "player 1: pass", "player 2: trumps clubs"]
    assert printed(capsys, say_contract, state) == ["contract: 8 plus, clubs trumps | declarer: player 2"]
    assert printed(capsys, say_contract, state, lang="it") == [
        "contratto: 8 in più, briscola fiori | dichiarante: il giocatore 2"]
    play_out(state, [computer_for(state), computer_for(state)])
    last, = printed(capsys, last_lines, state, 1)
    assert "contract" in last and "made" in last


def test_the_contract_table_counts_ten_a_trick_over_six(capsys):
    rows = [(8, False, 1, 9), (8, False, 1, 7), (8, False, 2, 8), (10, False, 4, 7), (7, True, 1, 4),
            (7, True, 1, 6)]
    lines = printed(capsys, contract_table, rows)[1:]
    for (tricks, minus, mult, won), line in zip(rows, lines):
        counted = 12 - won if minus else won
        made = counted >= tricks
        points = mult * (10 * (tricks - 6) + 10 * abs(counted - tricks))
        assert line.split()[-3:] == ["yes" if made else "no", str(points), "declarer" if made else "opponent"]
    it = printed(capsys, contract_table, rows[:1], lang="it")
    assert it[0].split()[0] == "contratto" and it[1].split()[-1] == "dichiarante"


# ---------------------------------------------------------------- refusals

@pytest.mark.parametrize("call", [
    lambda: compare_rule_sets({"X": "not rules"}),
    lambda: declarations_under(ELDER, YOUNGER, []),
    lambda: younger_exchange("RUBICON", 5),
    lambda: play_to_the_end("a deal"),
    lambda: rubicon_table([(90, 130)]),
    lambda: rubicon_table("130-90"),
    lambda: play_partie(RUBICONE, -1),
    lambda: punto_disagreements(0),
    lambda: what_the_elder_sees(RUBICON, "five"),
    lambda: last_lines(numbered_deal(1), 0),
    lambda: simulate_deals(0),
    lambda: simulate_deals(5, progress="tqdm"),
    lambda: role_name("dealer"),
    lambda: number("12"),
    lambda: play_phases(numbered_deal(1), "shuffle"),
    lambda: show_table("table"),
    lambda: lead_and_count(numbered_deal(1), "AS"),
    lambda: lead_and_count(declared(PICCHETTO_TRE, SESSANTA, SESSANTA_TALON, dealer=0), "XX YY"),
    lambda: play_written_partie(PICCHETTO_TRE, 1),
    lambda: computer_plays_for_me("game"),
    lambda: play_voleur(AUCTION.new_game(1)),
    lambda: say_contract(AUCTION.new_game(1)),
    lambda: contract_table([(6, False, 1, 7)]),
    lambda: who_scores(declared(PICCHETTO_COPPIE, PAIRS, dealer=3), "tris"),
])
def test_bad_arguments_are_refused_in_one_sentence(call):
    refused(call)


# ---------------------------------------------------------------- properties

from hypothesis import given, settings, strategies as st  # noqa: E402


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10_000), st.sampled_from([ITALIANO, RUBICON, AUCTION, PICCHETTO_TRE]),
       st.integers(0, 40))
def test_every_legal_move_of_a_seeded_game_is_said_in_italian_words(seed, rules, steps):
    state = rules.single_deal().new_game(seed)
    bot = computer_for(state)
    for step in range(steps):
        if state.is_over():
            break
        state.play(bot(state))
    if state.is_over():
        return
    set_language("it")
    try:
        for move in state.legal_moves():
            words = say_move(move)
            assert words and not re.search(r"\b(exchange|declare|bid|pass|double|redouble|trumps|plus|minus)\b",
                                           words), words
    finally:
        set_language("en")


@settings(max_examples=50, deadline=None)
@given(st.integers(0, 10**9), st.integers(0, 6))
def test_numbers_read_back_in_both_languages(value, digits):
    x = value / 10**digits
    en = number(x, digits)
    set_language("it")
    try:
        it = number(x, digits)
    finally:
        set_language("en")
    assert float(en.replace(",", "")) == round(x, digits)
    assert it == en.replace(",", "_").replace(".", ",").replace("_", ".")
