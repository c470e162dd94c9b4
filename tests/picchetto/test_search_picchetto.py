"""The Picchetto coach: hints that explain (en + it), the search sees only
what the player may see, decisions are deterministic, inputs are checked."""

import random

import pytest

from cardkit import CardkitError, IllegalMoveError, i18n
from cardkit.picchetto import (
    ITALIANO, RUBICON, ComputerPlayer, Exchange, PicchettoState, SearchPlayer, deal_order, double_dummy,
    play_out,
)
from cardkit.picchetto import search as S

from test_solver_picchetto import majority_position


def to_phase(rules, seed: int, phase: str, tricks: int = 0):
    """A seeded deal played by ComputerPlayer to ``phase`` (and, in the
    play, to ``tricks`` tricks done)."""
    s = rules.new_game(seed)
    cp = ComputerPlayer()
    while not (s.phase == phase and sum(s.tricks_won) >= tricks):
        s.play(cp(s))
    return s


def signature(s: PicchettoState, player: int) -> tuple:
    """Everything ``player`` may see."""
    v = s.view(player)
    return (v.phase, v.to_move, tuple(v.hand), tuple(v.shown), tuple(v.discards), tuple(v.talon_seen),
            v.talon_left, v.opponent_cards, v.trick, v.tricks, v.deal_scores, v.scores, v.legal_moves,
            tuple(s.log.lines()), s.exchange_limits())


def hidden_variants(s: PicchettoState, n: int, seed: int = 0):
    """States that differ from ``s`` only in cards the player to move has
    not seen: a card of the opponent's hand and one of the other unseen
    cards (his discards, the talon) swap places in the history, which is
    replayed; only replays that look the same to him are kept."""
    me = s.current_player()
    k = S.knowledge(s, me)
    held = [str(c) for c in s.hand(1 - me)]
    elsewhere = [str(s._ext(c)) for c in range(40, 72) if (k.pool >> c) & 1 and str(s._ext(c)) not in held]
    hist = list(s.history)
    rnd = random.Random(seed)
    want = signature(s, me)
    found = []
    for _ in range(400):
        x, y = rnd.choice(held), rnd.choice(elsewhere)
        # neither card was ever shown to him: swap them everywhere (the deal,
        # the opponent's exchange)
        swapped = [" ".join(y if w == x else x if w == y else w for w in e.split()) for e in hist]
        try:
            alt = PicchettoState.replay(s.rules, swapped, s.seed)
        except CardkitError:
            continue
        if signature(alt, me) == want and alt.hand(1 - me) != s.hand(1 - me):
            found.append(alt)
            if len(found) == n:
                break
    assert len(found) == n, "not enough variants"
    return found


def ranking(s, level="medium", seed=0):
    return [(str(m.move), round(m.value, 9)) for m in S.COACH.rank(s, level, seed)]


# --------------------------------------------------------------------------
# what the coach sees
# --------------------------------------------------------------------------

@pytest.mark.parametrize("rules, seed, tricks", [(ITALIANO, 4, 3), (RUBICON, 9, 6), (ITALIANO, 12, 9)])
def test_the_hidden_cards_never_change_the_play_advice(rules, seed, tricks):
    s = to_phase(rules, seed, "play", tricks)
    want = ranking(s, "strong", seed=5)
    for alt in hidden_variants(s, 4, seed):
        assert ranking(alt, "strong", seed=5) == want


@pytest.mark.parametrize("phase, advisor", [("exchange", False), ("declare", False), ("exchange", True)])
def test_the_hidden_cards_never_change_the_younger_s_advice(phase, advisor, monkeypatch):
    # the younger, after the elder's exchange: the elder's hand, his
    # discards and the talon are hidden (the exchange ranked by the rule-based
    # candidates, or by the accomodo advisor when it is there)
    if not advisor:
        monkeypatch.setattr(S, "_advisor_ranking", lambda: None)
    s = to_phase(ITALIANO, 21, phase)
    if s.current_player() != s.dealer:
        s.play(ComputerPlayer()(s))
    level = "easy" if advisor else "medium"
    want = ranking(s, level, seed=2)
    for alt in hidden_variants(s, 3, 1):
        assert ranking(alt, level, seed=2) == want


def test_the_opponent_s_sampled_hands_respect_what_he_showed():
    s = to_phase(ITALIANO, 12, "play", 8)
    me = s.current_player()
    k = S.knowledge(s, me)
    rnd = random.Random(0)
    for _ in range(50):
        h = S.sample_opponent(k, rnd)
        assert h.bit_count() == k.count and h & k.must == k.must and not h & k.never
        assert not h & s._hands[me] and h & ~k.pool == 0
    # a suit he did not follow is never given to him
    for leader, a, b, _w in s.tricks:
        if leader == me and a.suit != b.suit:
            assert not any(c.suit == a.suit for c in S.determinize(s, me, rnd).hand(1 - me))


def test_open_hands_make_the_value_exact():
    s = to_phase(RUBICON.replace(open_hands=True), 3, "play", 2)
    best = S.COACH.rank(s, "medium")[0]
    assert best.move in double_dummy(s).best_moves and best.value == double_dummy(s).value
    assert best.margin == 0.0


# --------------------------------------------------------------------------
# hints that explain
# --------------------------------------------------------------------------

def test_cash_the_master_ace_for_the_majority_in_both_languages():
    s = majority_position()
    for level in ("easy", "medium", "strong"):
        h = s.hint(level)
        assert str(h.move) == "AD"
        assert h.reason_in("en") == "win the majority of the tricks: the cards are worth 10"
        assert h.reason_in("it") == "fai la maggioranza delle prese: le carte valgono 10 punti"
        assert h.value == 10 and h.ranked[1].value == -2


def test_lead_the_master_card_in_the_open_deal_of_the_lesson():
    # lesson 11, open deal number 1: the elder's ace of spades is the one best lead
    s = to_phase(ITALIANO.replace(open_hands=True).single_deal(), 1, "play")
    h = s.hint()
    assert str(h.move) == "AS" and double_dummy(s).best_moves == (h.move,)
    assert h.reason_in("en") == ("lead your master cards: nobody can beat the ace of spades, "
                                 "and each trick you take scores a point")
    assert h.reason_in("it") == ("gioca le tue carte vincenti: nessuno può battere l'asso di picche, "
                                 "e ogni presa che fai vale un punto")


def test_the_only_legal_card():
    s = majority_position()
    for m in ("AD", "9C", "7C"):
        s.play(m)
    h = s.hint()
    assert str(h.move) == "10C" and len(h.ranked) == 1
    assert h.reason_in("en") == "the 10 of clubs is the only card you may play"
    assert h.reason_in("it") == "il 10 di fiori è l'unica carta che puoi giocare"


def test_take_the_trick_cheaply():
    # the younger answers a low heart lead with his cheapest winner
    rules = ITALIANO.replace(first_dealer=1, elder_min_exchange=0, younger_min_exchange=0).single_deal()
    elder = "7H 8H 9H AS KS QS JS 10S 9S 7D AD 7C"
    younger = "JH QH KH AH 7S 9C 10C 8D 9D 10D JD QD"
    s = rules.new_game(0, deal=deal_order(elder, younger, (), rules))
    for m in ("exchange none", "exchange none", "declare", "declare", "7H"):
        s.play(m)
    h = s.hint("medium")
    assert str(h.move) == "JH"
    # every heart wins the trick and comes to the same: said so, with the pick
    assert h.reason_in("en") == ("every move comes to the same in the coach's look-ahead; its pick: "
                                 "take the trick with the jack of hearts: the cheapest card that wins it")
    assert h.reason_in("it") == ("nelle simulazioni dell'allenatore ogni mossa dà lo stesso risultato; la sua scelta: "
                                 "prendi con il fante di cuori: la carta più bassa che vince la presa")


def test_declare_everything_and_announce_the_mano_bianca():
    s = to_phase(ITALIANO, 3, "declare")
    h = s.hint("easy")
    assert h.move == s.legal_moves()[0]
    assert h.reason_in("en").startswith("declare everything you hold")
    assert h.reason_in("it").startswith("dichiara tutto quello che hai")
    # Rubicon: the mano bianca may be kept quiet, the coach announces it
    rules = RUBICON.replace(first_dealer=1).single_deal()
    elder = "7S 8S 9S 10S 7H 8H 9H 10H 7D 8D 9D AC"
    younger = "AS KS QS JS AH KH QH JH AD KD QD JD"
    s = rules.new_game(0, deal=deal_order(elder, younger, (), rules))
    assert s.phase == "blanche" and len(s.legal_moves()) == 2
    h = s.hint("easy")
    assert str(h.move) == "mano bianca"
    assert h.reason_in("en") == "announce the mano bianca: it is worth 10 points at once"
    assert h.reason_in("it") == "annuncia la mano bianca: vale subito 10 punti"


def test_the_exchange_without_the_advisor_ranks_the_rule_based_discards(monkeypatch):
    monkeypatch.setattr(S, "_advisor_ranking", lambda: None)
    s = ITALIANO.new_game(6)
    extra = Exchange(s.hand(s.current_player())[:1])
    ranked = S.COACH.rank(s, "easy", include=(extra,))
    lo, hi = s.exchange_limits()
    assert {len(m.move.cards) for m in ranked} == set(range(lo, hi + 1))
    assert len(ranked) <= hi - lo + 2
    assert extra in [m.move for m in ranked] and ComputerPlayer()(s) in [m.move for m in ranked]
    assert all(s.is_legal(m.move) for m in ranked)
    assert ranked[0].reason.text("en").startswith("exchange the cards least worth keeping")
    assert ranked[0].reason.text("it").startswith("cambia le carte che valgono meno")


def test_the_exchange_asks_the_advisor_when_it_is_there():
    s = ITALIANO.new_game(6)
    extra = Exchange(s.hand(s.current_player())[:2])
    ranked = S.COACH.rank(s, "easy", include=(extra,))
    assert extra in [m.move for m in ranked] and all(s.is_legal(m.move) for m in ranked)
    ours = {m.reason.key for m in ranked if m.reason is not None} == {"picchetto.coach.exchange"}
    assert ours == (S._advisor_ranking() is None)


# --------------------------------------------------------------------------
# determinism, levels, inputs
# --------------------------------------------------------------------------

def test_the_same_seed_gives_the_same_advice_and_another_may_not():
    s = to_phase(RUBICON, 2, "play", 1)
    assert ranking(s, "strong", 1) == ranking(s, "strong", 1) == ranking(s.copy(), "strong", 1)
    assert ranking(s, "strong", "text seed") == ranking(s, "strong", "text seed")


def test_a_search_player_deal_is_reproducible_and_legal():
    def run():
        s = RUBICON.single_deal().new_game(8)
        play_out(s, [SearchPlayer("medium", seed=1), SearchPlayer("easy")])
        return s.history

    assert run() == run()


def test_easy_is_the_rule_based_player():
    s = ITALIANO.new_game(5)
    easy, cp = SearchPlayer("easy"), ComputerPlayer()
    while not s.is_over() and not s.deal_results:
        assert easy(s) == cp(s)
        s.play(cp(s))


def test_levels_seeds_and_states_are_checked():
    with pytest.raises(CardkitError, match="not a level"):
        SearchPlayer("hard")
    s = to_phase(ITALIANO, 1, "play")
    with pytest.raises(CardkitError, match="not a level"):
        S.COACH.rank(s, level="expert")
    with pytest.raises(CardkitError, match="seed"):
        S.COACH.rank(s, seed=1.5)
    with pytest.raises(CardkitError, match="PicchettoState"):
        S.COACH.rank("AS KS")
    with i18n.language("it"):
        with pytest.raises(CardkitError, match="PicchettoState"):
            S.COACH.rank(None)
    over = ITALIANO.single_deal().new_game(1)
    play_out(over, [ComputerPlayer(), ComputerPlayer()])
    with pytest.raises(IllegalMoveError):
        over.hint()
    with pytest.raises(IllegalMoveError):
        S.COACH.rank(over)
    assert repr(SearchPlayer("medium", seed=4)) == "SearchPlayer(level='medium', seed=4)"


def test_an_illegal_move_to_include_is_refused(monkeypatch):
    monkeypatch.setattr(S, "_advisor_ranking", lambda: None)
    s = ITALIANO.new_game(6)
    theirs = s.hand(1 - s.current_player())[:1]
    with pytest.raises(IllegalMoveError):
        S.COACH.rank(s, "easy", include=(Exchange(theirs),))


def test_every_move_of_a_deal_gets_a_legal_ranked_hint():
    s = RUBICON.single_deal().new_game(13)
    while not s.is_over():
        ranked = S.COACH.rank(s, "easy")
        assert ranked and all(s.is_legal(m.move) for m in ranked)
        if s.phase in ("play", "declare", "blanche"):
            assert len(ranked) == len(s.legal_moves())
        for m in ranked:
            if m.reason is not None:
                assert m.reason.text("en") and m.reason.text("it") != m.reason.text("en")
        s.play(ranked[0].move)


def test_a_review_lists_the_costly_moves_of_a_deal():
    from cardkit.coach import review
    s = RUBICON.single_deal().new_game(4)
    play_out(s, [ComputerPlayer(), ComputerPlayer()])
    r = review(s, 0, level="easy", seed=1)
    assert r.entries and all(e.loss >= 0 for e in r.entries)
    assert r.lines("en")[0].startswith("Review") and r.lines("it")[0].startswith("Revisione")


def test_the_elder_knows_the_talon_cards_he_left_to_the_younger():
    # Italian rules: the elder takes 3 of his 5 and looks at the other 2; the
    # younger then draws from there, so he holds the cards the elder saw
    rules = ITALIANO.replace(first_dealer=1).single_deal()
    elder = "7S 8S 9S 10S 7H 8H 9H 10H 7D 8D AC KC"
    younger = "AS KS QS JS AH KH QH JH AD KD QD JD"
    s = rules.new_game(0, deal=deal_order(elder, younger, "JC QC 10C 9C 8C", rules))
    s.play("exchange 7S 8S 9S")
    s.play("exchange JD QD")
    k = S.knowledge(s, 0)
    left = {str(c) for c in s.view(0).talon_seen}
    assert left == {"9C", "8C"}
    held = {str(s._ext(c)) for c in range(40, 72) if (k.must >> c) & 1}
    assert left <= held and left <= {str(c) for c in s.hand(1)}
