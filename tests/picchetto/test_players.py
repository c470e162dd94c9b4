"""The computer players: sensible exchanges and play, reproducible randomness,
the rule-based player's decisions unchanged by its speed-up."""

import json
import os
from pathlib import Path

from cardkit import cards
from cardkit.cards import CARDS
from cardkit.picchetto import (
    ITALIANO, PICCHETTO_150, RUBICON, ComputerPlayer, RandomPlayer, Exchange, deal_order, play_out,
)
from cardkit.picchetto.players import FULL, policy_card

R = ITALIANO.replace(first_dealer=1).single_deal()


def test_computer_exchange_keeps_sequences_long_suit_and_groups():
    elder = "AS KS QS JS 10S KH KD KC 7H 8D 9C 7C"   # quint major, three more kings
    younger = "9S 8S 7S QH JH 10H 9H 8H QD JD 10D 9D"
    s = R.new_game(0, deal=deal_order(elder, younger, (), R))
    move = ComputerPlayer()(s)
    assert isinstance(move, Exchange)
    kept = set(cards(elder)) - set(move.cards)
    assert set(cards("AS KS QS JS 10S KH KD KC")) <= kept
    assert set(move.cards) <= set(cards("7H 8D 9C 7C"))
    lo, hi = s.exchange_limits()
    assert lo <= len(move.cards) <= hi


def test_computer_takes_a_trick_as_cheaply_as_it_can_and_plays_winners():
    elder = "AS KS QS JS 10S 9S 8S 7S AH AD AC KH"
    younger = "7H 8H 9H 10H 7D 8D 9D 10D 7C 8C 9C 10C"
    s = R.replace(must_take=False).new_game(0, deal=deal_order(elder, younger, "JH QH", R))
    for m in ("exchange KH", "mano bianca", "exchange 7H", "declare", "declare"):
        s.play(m)
    cp = ComputerPlayer()
    first = cp(s)
    assert first.suit == "S" or first.rank == "A"   # a master card
    s.play("JH")
    assert str(cp(s)) == "QH"   # the cheapest winner (and the only one)


def test_computer_beats_random_over_matches():
    wins = 0
    for seed in range(10):
        s = ITALIANO.new_game(seed)
        comp = seed % 2
        players = [RandomPlayer(seed), RandomPlayer(seed)]
        players[comp] = ComputerPlayer()
        play_out(s, players)
        wins += s.winner == comp
    assert wins >= 9


def test_random_player_is_reproducible_and_always_legal():
    def run(seed):
        s = RUBICON.single_deal().new_game(seed)
        p = RandomPlayer(seed)
        while not s.is_over():
            m = p(s)
            assert s.is_legal(m)
            s.play(m)
        return s.history

    assert run(4) == run(4)
    assert run(4) != run(5)
    assert repr(RandomPlayer(3)) == "RandomPlayer(3)"


# ComputerPlayer's decisions, recorded from the code before it was made
# faster (it now reads its own masks instead of building a view): 200 single
# deals over five rule sets, against itself and against RandomPlayer
GOLDEN = Path(__file__).with_name("golden_computer_player.json")
GOLDEN_RULES = {
    "ITALIANO": ITALIANO.single_deal(),
    "RUBICON": RUBICON.single_deal(),
    "PICCHETTO_150": PICCHETTO_150.single_deal(),
    "BERGAMASCHE": ITALIANO.replace(deck="bergamasche").single_deal(),
    "TWO_NO_TAKE": ITALIANO.replace(trick_points="two", must_take=False).single_deal(),
}


def golden_players(seed):
    if seed % 2 == 0:
        return [ComputerPlayer(), ComputerPlayer()]
    if seed % 4 == 1:
        return [ComputerPlayer(), RandomPlayer(seed)]
    return [RandomPlayer(seed), ComputerPlayer()]


def golden_history(key):
    name, seed = key.split("/")
    s = GOLDEN_RULES[name].new_game(int(seed))
    play_out(s, golden_players(int(seed)))
    return " | ".join(s.history)


def test_computer_player_makes_the_recorded_decisions():
    # regenerate (after a deliberate change of rules or of the player only) with
    # CARDKIT_REGENERATE_GOLDEN=1 python -m pytest tests/picchetto/test_players.py
    want = json.loads(GOLDEN.read_text(encoding="utf-8"))
    assert len(want) == 200
    if os.environ.get("CARDKIT_REGENERATE_GOLDEN"):
        want = {key: golden_history(key) for key in want}
        GOLDEN.write_text("{\n" + ",\n".join(f"{json.dumps(k)}: {json.dumps(v)}" for k, v in want.items())
                          + "\n}", encoding="utf-8")
    for key, history in want.items():
        assert golden_history(key) == history, key


def test_computer_player_throws_a_master_when_it_holds_nothing_else():
    # void in the suit led and holding only aces (masters all): the lowest
    # rank from the shorter suit, then the lower card number (hearts first)
    def mask(text):
        return sum(1 << int(c) for c in cards(text))

    hand = mask("AH AD")
    unseen = FULL & ~hand & ~mask("7S")
    assert str(CARDS[policy_card(hand, hand, unseen, int(cards("7S")[0]))]) == "AH"
    hand = mask("AH AD KD")
    assert str(CARDS[policy_card(hand, hand, FULL & ~hand & ~mask("7S"), int(cards("7S")[0]))]) == "KD"
