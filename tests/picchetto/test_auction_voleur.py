"""Worked examples of Auction Piquet and Piquet Voleur (issue 11, item 3):
the auction, the contract's score, trumps, the throw-in, Voleur's rotation,
the refusals, the computer players.  The rules followed are written in
docs/rules/picchetto.md (sections "Piquet Voleur" and "Auction Piquet")."""

from __future__ import annotations

import pytest

from cardkit import CardkitError, IllegalMoveError
from cardkit.options import InvalidOptionError
from cardkit.picchetto import (
    AUCTION, RUBICON, VOLEUR, AuctionComputerPlayer, Call, Contract, PicchettoRules, RandomAuctionPlayer,
    RandomVoleurPlayer, Trumps, VoleurComputerPlayer, deal_order, play_out,
)
from cardkit.picchetto.auction import hand_estimate

# Player 1 (elder) holds eight spades and four hearts, player 2 (dealer)
# eight diamonds and four clubs: void in spades and hearts.
ELDER = "AS KS QS JS 10S 9S 8S 7S AH KH QH JH"
YOUNGER = "AD KD QD JD 10D 9D 8D 7D AC KC QC JC"
TALON = "10H 9H 8H 7H 10C 9C 8C 7C"


def set_deal(rules=AUCTION):
    rules = rules.replace(first_dealer=1)
    return rules.new_game(0, deal=deal_order(ELDER, YOUNGER, TALON, rules))


# ---------------------------------------------------------------- the contract's score
@pytest.mark.parametrize("tricks, minus, mult, won, made, points", [
    (8, False, 1, 9, True, 30),     # eight plus, nine tricks: 20 for the contract, 10 beyond
    (8, False, 1, 8, True, 20),     # made exactly
    (8, False, 1, 7, False, 30),    # one short: the opponent scores 20 + 10
    (8, False, 2, 8, True, 40),     # doubled
    (10, False, 4, 7, False, 280),  # redoubled, three short: 4 x (40 + 30)
    (7, True, 1, 4, True, 20),      # seven minus: lost 8, one beyond
    (7, True, 1, 6, False, 20),     # seven minus: lost only 6, one short
    (12, True, 1, 0, True, 60),     # twelve minus: lost every trick
])
def test_contract_points(tricks, minus, mult, won, made, points):
    assert Contract(0, tricks, minus, mult).result(won) == (made, points, abs(
        (12 - won if minus else won) - tricks))


# ---------------------------------------------------------------- the auction
def test_elder_speaks_first_and_bids_climb():
    s = set_deal()
    assert s.phase == "auction" and s.current_player() == 0 == s.elder
    assert s.legal_moves()[:3] == [Call("pass"), Call("bid", 7), Call("bid", 7, True)]
    s.play("bid 7 plus")
    assert s.current_player() == 1
    assert Call("double") in s.legal_moves() and Call("bid", 7, True) not in s.legal_moves()
    with pytest.raises(IllegalMoveError) as e:
        s.play("bid 7 minus")
    assert "more tricks" in e.value.message("en") and "più prese" in e.value.message("it")
    s.play("8-")                       # the short notation
    s.play("pass")
    assert s.contract == Contract(1, 8, True, 1, None)
    assert s.phase == "exchange" and s.current_player() == 0   # a minus contract names no trumps


def test_double_and_redouble_close_the_auction_and_the_declarer_names_trumps():
    s = set_deal()
    s.play("bid 7 plus")
    s.play("double")
    assert s.legal_moves()[:2] == [Call("pass"), Call("redouble")]
    s.play("redouble")
    assert s.phase == "trumps" and s.current_player() == 0
    assert s.legal_moves() == [Trumps("S"), Trumps("H"), Trumps("D"), Trumps("C"), Trumps(None)]
    s.play("trumps S")
    assert s.contract.multiplier == 4 and s.trumps == "S" and s.phase == "exchange"


def test_a_player_who_passed_at_the_start_may_only_double_or_pass():
    s = set_deal()
    s.play("pass")
    s.play("bid 7 plus")
    assert s.legal_moves() == [Call("pass"), Call("double")]
    err = s.why_illegal("bid 8 plus")
    assert isinstance(err, IllegalMoveError) and "passed" in err.message("en")


def test_both_pass_throws_the_deal_in_and_the_same_dealer_deals_again():
    s = AUCTION.replace(first_dealer=1).new_game(4)
    s.play("pass")
    s.play("pass")
    assert s.thrown_in == 1 and s.deals_finished == 0 and s.deal_number == 2
    assert s.phase == "auction" and s.dealer == 1 and s.dealers == [1]
    assert len(s.logs) == 1


def test_the_contract_is_scored_after_the_deal_aloud_in_both_languages():
    s = set_deal()
    s.play("bid 12 plus")       # eight spades and four hearts from the top: every trick
    s.play("pass")
    s.play("no trumps")
    while s.deals_finished == 0:
        s.play(s.legal_moves()[0] if s.phase != "exchange" else "exchange none")
    last = s.logs[0].events[-1]
    assert last.key == "picchetto.ev.contract_made" and last.side == 0 and last.points == 60
    assert s.logs[0].lines("it")[-1].endswith("«Contratto riuscito!»")
    assert s.logs[0].lines("en")[-1].endswith("«Contract made!»")
    assert s.deal_results[0] == tuple(s.logs[0].totals)
    # the sum is said in words: a twelve is worth 60 and nothing lies beyond it
    assert s.logs[0].lines("en")[-1].startswith(
        "player 1: +60 contract (12 plus, no trumps) made, 12 tricks won: 60 for the contract [")
    assert s.logs[0].lines("it")[-1].startswith(
        "giocatore 1: +60 contratto (12 in più, senza briscola) riuscito, 12 prese vinte: 60 per il contratto [")


def test_a_minus_contract_counts_tricks_lost_and_says_the_doubled_sum():
    s = set_deal()
    s.play("pass")
    s.play("bid 7 minus")       # the dealer undertakes to lose 7 tricks
    s.play("double")
    s.play("pass")
    assert s.contract == Contract(1, 7, True, 2, None)
    while s.deals_finished == 0:
        s.play(s.legal_moves()[0] if s.phase != "exchange" else "exchange none")
    lost = 12 - s.tricks_won[1]
    made = lost >= 7
    k = abs(lost - 7)
    pts = 2 * (10 + 10 * k)
    ev = s.logs[0].events[-1]
    assert (ev.side, ev.points) == ((1 if made else 0), pts)
    en, it = s.logs[0].lines("en")[-1], s.logs[0].lines("it")[-1]
    extra_en = f" + {10 * k} for the tricks {'beyond it' if made else 'short'})" if k else ""
    extra_it = f" + {10 * k} per le prese {'in più' if made else 'mancanti'})" if k else ""
    times_en = f"{'(' if k else ''}10 for the contract{extra_en} × 2"
    times_it = f"{'(' if k else ''}10 per il contratto{extra_it} × 2"
    if made:
        assert f"contract (7 minus, doubled) made, {lost} tricks lost: {times_en} [" in en
        assert f"contratto (7 in meno, contrato) riuscito, {lost} prese perse: {times_it} [" in it
    else:
        assert f"contract (7 minus, doubled) is down: he lost only {lost} of the 7 tricks bid; {times_en} [" in en
        assert (f"contratto (7 in meno, contrato) dell'avversario è caduto: ha perso solo {lost} delle 7 "
                f"prese dichiarate; {times_it} [") in it


def test_a_trump_wins_a_trick_led_in_another_suit():
    def first_trick(rules):
        s = set_deal(rules)
        s.play("pass")
        s.play("bid 7 plus")
        s.play("pass")
        if s.phase == "trumps":
            s.play("trumps D")
        s.play("exchange none")
        s.play("exchange none")
        s.play(s.legal_moves()[0])
        s.play(s.legal_moves()[0])
        s.play("AS")
        s.play("7D")                 # void in spades: the seven of the trump suit
        return s.tricks[0]
    assert first_trick(AUCTION)[3] == 1                                # player 2 trumps
    assert first_trick(AUCTION.replace(auction_trumps=False))[3] == 0  # the classical game: no trumps


# ---------------------------------------------------------------- Piquet Voleur
def test_voleur_rotation_sitting_out_and_dealing():
    s = VOLEUR.new_game(9)
    out, dealers, played = [], [], [0, 0, 0]
    while not s.is_over():
        if s.deals_finished == len(out):
            out.append(s.sitting_out)
            dealers.append(s.dealer)
            for p in s.seats:
                played[p] += 1
            assert s.hand(s.sitting_out) == []
        assert s.current_player() != s.sitting_out
        s.play(VoleurComputerPlayer()(s))
    assert out == [2, 0, 1, 2, 0, 1]
    assert played == [4, 4, 4]
    assert sorted(dealers) == [0, 0, 1, 1, 2, 2]
    assert sum(s.settlement()) == 0 and len(s.scores) == 3
    assert s.margin() == sorted(s.scores)[-1] - sorted(s.scores)[-2]


def test_voleur_log_speaks_with_the_players_numbers():
    s = VOLEUR.new_game(2)
    play_out(s, [RandomVoleurPlayer(1)] * 3, until="deal")
    play_out(s, [RandomVoleurPlayer(2)] * 3, until="deal")   # deal 2: players 2 and 3
    assert s.logs[1].totals[0] == 0 and {ev.side for ev in s.logs[1].events} <= {1, 2}
    assert s.logs[1].lines("it")[0].startswith(("giocatore 2", "giocatore 3"))


def test_voleur_with_a_target_ends_when_a_player_reaches_it():
    s = VOLEUR.replace(deals=None, target=60).new_game(5)
    play_out(s, [VoleurComputerPlayer()] * 3)
    assert max(s.scores) >= 60 and s.winner == s.scores.index(max(s.scores))


# ---------------------------------------------------------------- refusals of the rules
@pytest.mark.parametrize("make, words", [
    (lambda: PicchettoRules(players=3, sit_out=True, hand_size=10, bonus_at=20, start_scores=(0, 0, 0)),
     "sit_out"),
    (lambda: VOLEUR.replace(players=2, start_scores=(0, 0)), "sit_out"),
    (lambda: AUCTION.replace(players=3, start_scores=(0, 0, 0), hand_size=10, bonus_at=20), "two players"),
    (lambda: RUBICON.replace(auction_trumps=True), "auction_trumps"),
])
def test_variant_options_are_refused_in_one_sentence(make, words):
    with pytest.raises(InvalidOptionError) as e:
        make()
    assert words in e.value.message("en") and e.value.message("it")
    assert "\n" not in e.value.message("en")


# ---------------------------------------------------------------- computer players
def test_hand_estimate_reads_a_long_strong_suit_and_a_small_hand():
    from cardkit.cards import to_cards
    def mask(text):
        m = 0
        for c in to_cards(text):
            m |= 1 << int(c)
        return m
    plus, minus, suit = hand_estimate(mask(ELDER), True)
    assert plus >= 11 and suit == "S"
    plus, minus, suit = hand_estimate(mask("7S 8S 9S 7H 8H 9H 7D 8D 9D 7C 8C 9C"), False)
    assert minus >= 11 and plus < 2


def test_the_computer_bids_on_a_strong_hand():
    s = set_deal()
    call = AuctionComputerPlayer()(s)
    assert call.kind == "bid" and not call.minus


def test_the_computer_beats_random_play():
    wins = 0
    for seed in range(30):
        s = AUCTION.new_game(seed)
        play_out(s, [AuctionComputerPlayer(), RandomAuctionPlayer(seed)] if seed % 2 else
                 [RandomAuctionPlayer(seed), AuctionComputerPlayer()])
        wins += s.winner == (0 if seed % 2 else 1)
    assert wins >= 21
    with pytest.raises(CardkitError):
        AUCTION.new_game(1).play("trumps H")


@pytest.mark.parametrize("rules", [AUCTION, VOLEUR], ids=["auction", "voleur"])
def test_where_cards_puts_every_card_in_one_place(rules):
    s = rules.new_game(12)
    player = AuctionComputerPlayer() if rules.auction else VoleurComputerPlayer()
    steps = 0
    while s.deals_finished < 2:
        places = s.where_cards()
        seen = [c for cards in places.values() for c in cards]
        assert len(seen) == 32 and len(set(seen)) == 32
        if rules.sit_out:
            assert places[f"hand {s.sitting_out + 1}"] == [] and places[f"discards {s.sitting_out + 1}"] == []
        s.play(player(s))
        steps += 1
    assert steps > 40
