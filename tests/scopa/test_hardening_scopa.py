"""Scopa's public inputs refused in one short sentence (issue 12), bounded
capture caches and long-lived states that keep only what they are asked to."""

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardkit import i18n, scopa
from cardkit.cards import ITALIAN, CardSet
from cardkit.errors import CardkitError, IllegalMoveError
from cardkit.options import InvalidOptionError
from refusals import MESSAGE_LIMIT, answers_or_refuses, one_sentence, refused
from cardkit.scopa import (
    Move, ScopaRules, ScopaState, deal_order, is_match_over, match_winner, score_hand,
)
from cardkit.scopa import rules as R


# --------------------------------------------------------------------------
# moves with raw capture masks
# --------------------------------------------------------------------------

@pytest.mark.parametrize("mask", [1 << 60, 1 << 40, -2, -1])
def test_a_capture_mask_outside_the_deck_is_refused_and_the_state_is_unchanged(mask):
    s = ScopaState(ScopaRules(players=2), seed=1)
    card = s.hand(0)[0]
    before = s.snapshot()
    assert "capture" in refused(s.play, (card, mask), kind=IllegalMoveError)
    assert s.snapshot() == before
    assert s.is_legal((card, mask)) is False
    why = s.why_illegal((card, mask))
    assert isinstance(why, str) and "2**40" in why
    assert "capture" in refused(Move, "Ad", mask, kind=IllegalMoveError)


def test_a_legal_mask_still_makes_the_move():
    s = ScopaState(ScopaRules(players=2), deal=deal_order([["Rc"]], "2d 3c 5s Fb"))
    mv = Move("Rc", (1 << 1) | (1 << 37))       # 2d + Fb
    assert str(mv) == "Rc:2d+Fb" and s.is_legal(mv)


def test_a_long_bad_move_text_is_quoted_short():
    s = ScopaState(ScopaRules(), seed=2)
    msg = refused(s.play, "x" * 100_000)
    assert len(msg) < 300


# --------------------------------------------------------------------------
# rules options
# --------------------------------------------------------------------------

@pytest.mark.parametrize("options, option", [
    ({"players": 2.0}, "players"), ({"players": True}, "players"), ({"players": 5}, "players"),
    ({"target": 1.5}, "target"), ({"target": 0}, "target"), ({"target": "11"}, "target"),
    ({"napola": 1}, "napola"), ({"napola": "yes"}, "napola"),
])
def test_scopa_rules_refuse_a_bad_option_naming_it(options, option):
    msg = refused(ScopaRules, **options, kind=InvalidOptionError)
    assert msg.startswith(f"ScopaRules: {option} must be")
    assert isinstance(InvalidOptionError("option.bool", owner="o", name="n", value="v"), ValueError)


def test_a_save_with_a_bad_rules_option_does_not_load():
    s = ScopaState(ScopaRules(), seed=3)
    data = s.to_dict()
    data["rules"]["players"] = 2.0
    refused(ScopaState.from_json, data)


def test_rules_messages_exist_in_italian():
    with pytest.raises(InvalidOptionError) as info:
        ScopaRules(players=2.0)
    assert info.value.message("it") == "ScopaRules: players deve essere un numero intero da 2 a 4, non 2.0"
    assert not [k for k in i18n.missing_translations() if k.startswith(("option.", "scopa.", "state.records"))]


# --------------------------------------------------------------------------
# public helpers given impossible inputs
# --------------------------------------------------------------------------

def test_score_hand_refuses_impossible_piles_and_scope():
    assert "2 piles" in refused(score_hand, ["7d", "Ad", "2d", "3d"], scope=[0, 0, 0, 0])
    assert "2 piles" in refused(score_hand, ["7d"])
    assert "scope" in refused(score_hand, ["7d", "Ad"], scope=[-3, 0])
    assert "scope" in refused(score_hand, ["7d", "Ad"], scope=[1.5, 0])
    assert "share Ad" in refused(score_hand, ["7d Ad", "Ad"])
    assert "Italian" in refused(score_hand, ["AS", "Ad"])
    assert "list" in refused(score_hand, "7d Ad")
    assert "napola" in refused(score_hand, ["7d", "Ad"], napola="no")
    a, b = score_hand(["7d Ad 2d 3d", "Rc Rs"], scope=[1, 0])
    assert (a.total, b.total) == (4, 0)     # carte, denari, settebello, one scopa


def test_match_winner_refuses_no_scores_and_bad_targets():
    assert "2 or 3 whole numbers" in refused(match_winner, [], 11)
    refused(match_winner, [11, "9"], 11)
    refused(match_winner, [11, 9], 0)
    refused(is_match_over, [11, 9, 3, 2], 11)
    assert match_winner((11, 9), 11) == 0 and match_winner([12, 12], 11) is None


def test_deal_order_refuses_in_one_sentence():
    assert "4 cards" in refused(deal_order, [["5c"]], "2d 3c 5s", kind=IllegalMoveError)
    assert "twice" in refused(deal_order, [["5c", "5c"]], "2d 3c 5s Fb", kind=IllegalMoveError)
    refused(deal_order, [["5c"]] * 3, "2d 3c 5s Fb")
    refused(deal_order, [["5c"]], "2d 3c 5s Fb", players=5)
    refused(deal_order, [["5c"]], "2d 3c 5s Fb", first=2)
    refused(deal_order, [list(ITALIAN.cards[:19])], "Rd Rc Rs Rb")
    refused(ScopaState, "players=2")
    refused(ScopaState(ScopaRules(), seed=1).view, 2)


# --------------------------------------------------------------------------
# hostile input to every public function
# --------------------------------------------------------------------------

NOTATION = [str(c) for c in ITALIAN.cards] + ["AS", "10H", "KD"]
hostile = st.one_of(
    st.none(), st.booleans(), st.integers(-2**70, 2**70), st.floats(allow_nan=True),
    st.text(max_size=200), st.binary(max_size=12), st.sampled_from(NOTATION),
    st.lists(st.sampled_from(NOTATION), max_size=45).map(" ".join),
    st.lists(st.sampled_from(NOTATION), max_size=12),
    st.lists(st.integers(-3, 50), max_size=6), st.tuples(st.sampled_from(NOTATION), st.integers(-2, 2**45)),
    st.dictionaries(st.integers(-1, 4), st.sampled_from(NOTATION), max_size=3),
    st.just(CardSet("7d Ad")), st.just(float("inf")), st.just(10**5000),
)

PUBLIC = {
    "card_value": scopa.card_value, "cards_value": scopa.cards_value,
    "capture_options": scopa.capture_options, "can_take": scopa.can_take,
    "sweep_value": scopa.sweep_value, "primiera": scopa.primiera,
    "primiera_cards": scopa.primiera_cards, "primiera_value": scopa.primiera_value,
    "napola": scopa.napola, "score_hand": scopa.score_hand, "match_winner": scopa.match_winner,
    "is_match_over": scopa.is_match_over, "deal_order": scopa.deal_order, "Move": scopa.Move,
    "Move.parse": scopa.Move.parse, "ScopaRules": scopa.ScopaRules, "ScopaState": scopa.ScopaState,
}
STATE = ScopaState(ScopaRules(players=3), seed=5)


@settings(max_examples=400, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(sorted(PUBLIC)), st.data())
def test_public_functions_answer_or_refuse_in_one_short_sentence(name, data):
    answers_or_refuses(PUBLIC[name], data, hostile)


@settings(max_examples=300, deadline=None, derandomize=True)
@given(hostile)
def test_state_methods_never_raise_anything_but_a_refusal(move):
    before = STATE.snapshot()
    assert STATE.is_legal(move) in (True, False)
    why = STATE.why_illegal(move)
    assert why is None or ("\n" not in why and len(why) <= MESSAGE_LIMIT)
    for name in ("moves_for", "play"):
        if name == "play" and why is None:
            continue                    # a legal move: keep the shared state as it is
        try:
            getattr(STATE, name)(move)
        except CardkitError as e:
            one_sentence(e)
    assert STATE.snapshot() == before


# --------------------------------------------------------------------------
# bounded capture caches
# --------------------------------------------------------------------------

def brute_force_moves(hand: int, table: int) -> set:
    """Every legal move by the rule text, trying every subset of the table."""
    cards = list(R.iter_bits(table))
    out = set()
    for c in R.iter_bits(hand):
        v = R.VALUE[c]
        equal = [t for t in cards if R.VALUE[t] == v]
        if equal:
            out |= {(c, 1 << t) for t in equal}
            continue
        sums = set()
        for k in range(1, 1 << len(cards)):
            sub = [cards[i] for i in range(len(cards)) if k >> i & 1]
            if len(sub) >= 2 and sum(R.VALUE[t] for t in sub) == v:
                sums.add((c, sum(1 << t for t in sub)))
        out |= sums or {(c, 0)}
    return out


def test_capture_caches_stay_under_their_cap_and_stay_right(monkeypatch):
    monkeypatch.setattr(R, "CACHE_CAP", 16)
    # start from empty caches: earlier tests may have filled them under the real cap
    for cache in (*R._REL_BY_VALUE, *R._SUM_MASKS, *R._SUM_MOVES, R._VCOMBOS):
        cache.clear()
    rng = random.Random(12)
    for _ in range(1500):
        chosen = rng.sample(range(40), rng.randint(2, 9))
        hand = 1 << chosen[0]
        table = sum(1 << c for c in chosen[1:])
        got = R.legal_moves_of(hand, table, R.table_signature(table))
        assert {(int(m.card), m.mask) for m in got} == brute_force_moves(hand, table)
        assert max(map(len, R._REL_BY_VALUE)) <= 16 and max(map(len, R._SUM_MASKS)) <= 16
        assert max(map(len, R._SUM_MOVES)) <= 4 and len(R._VCOMBOS) <= 32


# --------------------------------------------------------------------------
# long-lived states: records="all" | "last" | "none"
# --------------------------------------------------------------------------

def play_hands(state, hands: int, rng) -> None:
    while state.hands_played < hands:
        state.play(rng.choice(state.legal_moves()))


@pytest.mark.parametrize("records", ["last", "none"])
def test_a_state_that_keeps_little_plays_the_same_match_in_flat_memory(records):
    rules = ScopaRules(players=2, target=10**6)
    full = ScopaState(rules, seed=9)
    lean = ScopaState(rules, seed=9, records=records)
    rng_full, rng_lean = random.Random(4), random.Random(4)
    sizes = []
    for hands in range(1, 13):
        play_hands(full, hands, rng_full)
        play_hands(lean, hands, rng_lean)
        assert lean.scores == full.scores and lean.hand(0) == full.hand(0)
        assert lean.last_hand_log().lines() == full.last_hand_log().lines()
        sizes.append((len(lean.history), len(lean.hand_records())))
    assert len(full.hand_records()) == 12 == lean.hands_played
    assert all(h <= 40 and r == (1 if records == "last" else 0) for h, r in sizes)
    if records == "last":
        assert lean.hand_records()[-1] == full.hand_records()[-1]
    # undo works inside the current hand, and only there
    for _ in range(3):
        lean.play(rng_lean.choice(lean.legal_moves()))
    before = lean.snapshot()[:20]
    lean.play(lean.legal_moves()[0])
    lean.undo()
    assert lean.snapshot()[:20] == before
    while len(lean.moves_played()):
        lean.undo()
    refused(lean.undo, kind=IllegalMoveError)
    assert "records='all'" in refused(lean.to_json)


def test_undo_in_the_first_hand_keeps_the_records_option():
    s = ScopaState(ScopaRules(), seed=3, records="none")
    s.play(s.legal_moves()[0])
    s.undo()
    assert s.records == "none" and s.history[0].startswith("deal ") and len(s.history) == 1


def test_records_is_checked_and_the_default_keeps_everything():
    assert "records" in refused(ScopaState, ScopaRules(), 1, records="some")
    s = ScopaState(ScopaRules(players=2, target=10**6), seed=9)
    play_hands(s, 3, random.Random(1))
    assert s.records == "all" and len(s.hand_records()) == 3
    again = ScopaState.from_json(s.to_json())
    assert again.snapshot() == s.snapshot()


# --------------------------------------------------------------------------
# issue 21: the players, the coach's helpers and the records check their inputs
# --------------------------------------------------------------------------

def test_random_player_refuses_a_list_for_a_seed():
    from cardkit.cards import MAX_RNG_SEED_TEXT
    with pytest.raises(CardkitError) as info:
        scopa.RandomPlayer([1])
    assert str(info.value) == (f"[1] is not a seed: give an int (e.g. 7), a text of at most "
                               f"{MAX_RNG_SEED_TEXT} characters, or a random.Random")
    assert info.value.message("it").startswith("[1] non è un seed")
    one_sentence(info.value)


def test_random_player_takes_a_random_and_plays_as_before():
    s = ScopaState(ScopaRules(), seed=4)
    assert scopa.RandomPlayer(random.Random(9)).choose(s) == random.Random(9).choice(s.legal_moves())
    assert scopa.RandomPlayer(5).choose(s) == random.Random(5).choice(s.legal_moves())


def test_play_match_refuses_a_number_for_the_players():
    s = ScopaState(ScopaRules(), seed=1)
    with pytest.raises(CardkitError) as info:
        scopa.play_match(s, 1.5)
    assert str(info.value) == ("give play_match a list of 2 players (one per seat, each with a "
                               "choose method), not 1.5")
    assert info.value.message("it") == ("dai a play_match una lista di 2 giocatori (uno per posto, "
                                        "ognuno con un metodo choose), non 1.5")
    assert "list of 2 players" in refused(scopa.play_match, s, [scopa.RuleBasedPlayer()])
    assert "list of 2 players" in refused(scopa.play_match, s, [object(), object()])
    assert refused(scopa.play_match, "state", []) == "play_match plays a ScopaState, not 'state'"
    assert s.history == ScopaState(ScopaRules(), seed=1).history     # nothing was played


def test_play_match_refuses_a_huge_count_at_once_and_stops_at_its_count():
    s = ScopaState(ScopaRules(), seed=1)
    players = [scopa.RuleBasedPlayer(), scopa.RuleBasedPlayer()]
    with pytest.raises(CardkitError) as info:
        scopa.play_match(s, players, 10**9)
    assert str(info.value) == ("play_match: max_moves must be a whole number from 1 to "
                               f"{scopa.players.MAX_MATCH_MOVES}, not 1000000000")
    assert s.history == ScopaState(ScopaRules(), seed=1).history
    assert refused(scopa.play_match, s, players, 10) == "the match did not end within 10 moves"
    assert len(s.history) == 1 + 10                                    # the deal and ten cards
    finished = scopa.play_match(ScopaState(ScopaRules(), seed=1), players)
    assert finished.is_over() and finished.winner() is not None


def test_the_base_player_and_the_bitmask_advice_refuse_in_one_sentence():
    s = ScopaState(ScopaRules(), seed=3)
    msg = refused(scopa.Player().choose, s)
    assert msg.startswith("Player is only the base of the computer players")
    assert refused(scopa.Player().choose, None).startswith("a Scopa player chooses from")
    t = s.turn_info()
    rc = scopa.players.rule_choice
    assert rc(list(t.legal), t.table, t.unseen, False) == scopa.RuleBasedPlayer().choose(s)
    assert refused(rc, None, t.table, t.unseen, False) == (
        "legal must be a list of Scopa moves, not None")
    assert refused(rc, list(t.legal), 1 << 40, t.unseen, False) == (
        f"rule_choice: table must be a whole number from 0 to {(1 << 40) - 1}, not {1 << 40}")
    assert "last_card must be True or False" in refused(rc, list(t.legal), t.table, t.unseen, 1)
    assert refused(scopa.players.rule_score, "Ad", t.table, 0, t.unseen, False) == (
        "move must be a Scopa Move, not 'Ad'")


def test_the_coach_refuses_what_is_not_its_own():
    s = ScopaState(ScopaRules(), seed=3)
    assert refused(scopa.SearchPlayer().choose, None) == "the Scopa coach needs a ScopaState, not 'NoneType'"

    class AlwaysEqual:
        def __eq__(self, other):
            return True

        __hash__ = object.__hash__

    assert "is not a level" in refused(s.hint, level=AlwaysEqual())
    assert refused(scopa.search.COACH.rank, s, include=5).startswith(
        "rank: include must be a list of Scopa moves")
    info, move = s.turn_info(), s.legal_moves()[0]
    search = scopa.search
    assert search.features(info, move).move == move
    assert refused(search.features, None, move).startswith("features: info must be a TurnInfo")
    other = Move(s.hand(1)[0])              # a card of the other player's hand
    assert refused(search.features, info, other, kind=IllegalMoveError) == (
        f"features: {other} is not a legal move of the player to move")
    assert refused(search.features, info, move, 2.0) == (
        "features: last_take must be a number from 0 to 1, not 2.0")
    assert "players" in refused(search.sample_world, info, 3, random.Random(1))
    world = search.sample_world(info, 2, random.Random(1))
    assert refused(search.play_out, ScopaRules(players=3), info, world, move).startswith(
        "play_out: the TurnInfo is of a game of 2 players")


def test_records_and_views_check_their_fields_and_their_arguments():
    s = ScopaState(ScopaRules(), seed=2)
    assert refused(s.hand_record, 0).startswith("there is no finished hand to show")
    rng = random.Random(2)
    while s.hands_played < 1:
        s.play(rng.choice(s.legal_moves()))
    record = s.hand_record(0)
    assert record == s.hand_record(-1) == s.hand_records()[0]
    assert refused(s.hand_record, 1) == "hand_record: index must be a whole number from -1 to 0, not 1"
    assert refused(record.dealt, 7) == "dealt: round must be a whole number from 1 to 6, not 7"
    assert sum(len(c) for r in range(1, 7) for c in record.dealt(r).values()) == 36
    assert record._replace(number=2).number == 2
    assert refused(scopa.HandRecord, *record[:4], 5, *record[5:]).startswith(
        "HandRecord: deal must be the 40 Italian cards in dealing order")
    assert refused(s.side_of, None) == "side_of: player must be a whole number from 0 to 1, not None"
    assert refused(s.side_name, 2) == "side_name: side must be a whole number from 0 to 1, not 2"
    assert refused(s.rules.dealer_of_hand, -1) == (
        "dealer_of_hand: hand must be a whole number of at least 0, not -1")
    view = s.view(0)
    assert view.svg().startswith("<svg")
    fields = {f: getattr(view, f) for f in view.__dataclass_fields__}
    assert refused(scopa.ScopaView, **{**fields, "seen": "7d"}) == (
        "ScopaView: seen must be a CardSet, not '7d'")


def test_hand_score_log_refuses_what_is_not_the_points_of_a_hand():
    scores = score_hand(["7d 7c 7s 7b Ad 2d 3d", "6d 6c 6s 6b"], scope=[1, 0])
    log = scopa.hand_score_log(scores, [3, 4])
    assert log.totals == [3 + scores[0].total, 4 + scores[1].total]
    assert refused(scopa.hand_score_log, None).startswith(
        "give the points of a hand as a list of 2 or 3 HandScore")
    assert "start must be a list of 2 whole numbers" in refused(scopa.hand_score_log, scores, [1])
