"""The coach at every Picchetto table (issue 22): the three- and four-player
tables, Piquet Voleur and Auction Piquet.  Every preset gets a hint at every
phase it has; every reason's claim is checked on the cards; the advice
depends only on what the player may see; the search players and the review
work at every table; wrong input is refused in one sentence."""

import math
import random

import pytest

from cardkit import CardkitError, IllegalMoveError, coach
from cardkit.cards import CARDS
from cardkit.picchetto import PRESETS, PicchettoState, SearchPlayer
from cardkit.picchetto import series_search as SS
from cardkit.picchetto import table_search as TS
from cardkit.picchetto.search import DEAL_WORLDS, SAME_VALUE
from cardkit.picchetto.table import FULL, TableState, _SUIT_MASK_OF
from cardkit.picchetto.variants import DealSeries

from property_runs import first_seed

#: every preset whose games the two-player coach does not play: found, not listed
NEW_TABLES = sorted(k for k, r in PRESETS.items() if not isinstance(r.new_game(0), PicchettoState))


def test_the_new_tables_are_found():
    assert NEW_TABLES == ["AUCTION", "A_ECRIRE", "PICCHETTO_COPPIE", "PICCHETTO_TRE", "VOLEUR"]


# --------------------------------------------------------------------------
# each claim, checked on the cards
# --------------------------------------------------------------------------

def _card(move) -> int:
    return int(move)


def check_claim(state, scored, ranked, level: str) -> str:
    """Assert that the reason of ``scored`` (one of ``ranked``, the coach's
    ranking of ``state``) says something true of the position; return its
    key."""
    r = scored.reason
    if r is None:
        return "none"
    key, p = r.key, dict(r.params)
    legal = state.legal_moves()
    assert scored.move in legal or not legal, (key, scored.move)
    if key in ("coach.only_move", "picchetto.coach.only_card"):
        assert len(legal) == 1
    elif key == "coach.all_equal":
        assert all(m.value == ranked[0].value for m in ranked) and len(ranked) > 1
    elif key.startswith("picchetto.coach.table."):
        kind = key.rsplit(".", 1)[1]
        if kind in ("declare_all", "declare_some"):
            assert (scored.move == legal[0]) == (kind == "declare_all")
        else:
            c = _card(scored.move)
            best, holder = state._best, state._best_seat
            assert state._trick and CARDS[best].name("en") == p.get("best", CARDS[best].name("en"))
            beats = (c >> 3) == (best >> 3) and c > best
            mask = state._legal_mask(state.current_player())
            if kind == "take":
                cheaper = [x for x in range(best + 1, c) if (mask >> x) & 1 and (x >> 3) == (best >> 3)]
                assert beats and not cheaper
            elif kind == "partner":
                assert state._side[holder] == state._side[state.current_player()] and not beats
                assert not any((mask >> x) & 1 for x in range(c - (c & 7), c))   # the lowest of its suit
            else:
                assert kind == "no_win" and not beats
    elif key == "picchetto.coach.master" and isinstance(state, TableState):
        me = state.current_player()
        c = _card(scored.move)
        seen = state._hands[me] | state._discards[me] | state._seen[me] | state._played
        unseen_higher = FULL & ~seen & _SUIT_MASK_OF[c] & ~((1 << (c + 1)) - 1)
        assert not state._trick and not unseen_higher
    elif key == "picchetto.coach.low_lead" and isinstance(state, TableState):
        me = state.current_player()
        c = _card(scored.move)
        suit = state._hands[me] & _SUIT_MASK_OF[c]
        assert not state._trick and c == (suit & -suit).bit_length() - 1 and suit != 1 << c
    elif key in ("picchetto.coach.series.more", "picchetto.coach.series.same"):
        i = ranked.index(scored)
        nxt = ranked[i + 1]
        assert p["n"] == DEAL_WORLDS[level] and math.isclose(p["value"], scored.value)
        assert p["other"] == coach.move_words(nxt.move, "en") and p["other_it"] == coach.move_words(nxt.move, "it")
        if key.endswith("more"):
            assert math.isclose(p["gain"], scored.value - nxt.value) and p["gain"] >= SAME_VALUE
        else:
            assert scored.value - nxt.value < SAME_VALUE
    elif key == "picchetto.coach.blanche":
        assert scored.move.announce
    # the others say what the imagined deals showed (the cappotto, the
    # majority, the last trick) or give the two-player coach's reasons,
    # checked in test_search_picchetto.py
    for lang in ("en", "it"):
        assert r.text(lang).strip()
    return key


def _decisions(name: str, seed: int, deals: int = 1):
    """The positions of ``deals`` deals of preset ``name``, played by the
    rule-based players (the easy level)."""
    s = PRESETS[name].new_game(seed)
    easy = SearchPlayer("easy")
    while not s.is_over() and s.deals_finished < deals:
        yield s
        s.play(easy(s))


@pytest.mark.parametrize("name", NEW_TABLES)
def test_every_new_table_gets_a_true_hint_at_every_phase(name):
    seeds = (3, first_seed() % 10_000)
    phases, keys, n = set(), set(), 0
    for seed in seeds:
        for s in _decisions(name, seed):
            h = s.hint("easy", seed=seed)
            assert s.is_legal(h.move), (name, s.phase, h.move)
            for m in h.ranked:
                assert s.is_legal(m.move)
            keys.add(check_claim(s, h.best, h.ranked, "easy"))
            assert h.lines("en")[0].startswith("Hint: ") and h.lines("it")[0].startswith("Suggerimento: ")
            phases.add(s.phase)
            n += 1
    assert {"declare", "play"} <= phases, phases
    if PRESETS[name].auction:
        assert "auction" in phases
    print(f"[coach] {name}: {n} hints, phases {sorted(phases)}, reasons {sorted(keys)}")


def test_the_table_reasons_of_the_play_each_happen():
    """Over a few deals of the table, every reason of the play is given (so
    the checks above are not vacuous)."""
    keys = set()
    for name in ("PICCHETTO_TRE", "PICCHETTO_COPPIE"):
        for seed in range(4):
            for s in _decisions(name, seed):
                if s.phase == "play":
                    ranked = TS.TABLE_COACH.rank(s, "easy", seed)
                    for m in ranked:
                        keys.add(check_claim(s, m, ranked, "easy"))
    assert {"picchetto.coach.table.take", "picchetto.coach.table.no_win", "picchetto.coach.table.partner",
            "picchetto.coach.master", "picchetto.coach.only_card"} <= keys, keys


# --------------------------------------------------------------------------
# what the coach sees
# --------------------------------------------------------------------------

def _table_at(name: str, seed: int, phase: str, cards: int = 0):
    for s in _decisions(name, seed):
        if s.phase == phase and s._played.bit_count() >= cards:
            return s
    raise AssertionError("phase not reached")


def _look(s: TableState, me: int):
    v = s.view(me)
    return (v, tuple(s.log.lines()))


@pytest.mark.parametrize("name, phase, cards", [("PICCHETTO_TRE", "play", 7), ("PICCHETTO_COPPIE", "play", 9),
                                                 ("A_ECRIRE", "declare", 0), ("PICCHETTO_TRE", "exchange", 0)])
def test_the_hidden_cards_never_change_the_table_advice(name, phase, cards):
    s = _table_at(name, 11, phase, cards)
    me = s.current_player()
    want = [(str(m.move), m.value) for m in TS.TABLE_COACH.rank(s, "medium", 4)]
    rnd = random.Random(first_seed())
    others, tries = 0, 0
    while others < 3 and tries < 200:
        tries += 1
        alt = TS.determinize_table(s, me, rnd)
        if _look(alt, me) != _look(s, me) or alt._hands == s._hands:
            continue
        others += 1
        assert [(str(m.move), m.value) for m in TS.TABLE_COACH.rank(alt, "medium", 4)] == want
    assert others == 3


def test_the_sampled_hands_keep_what_each_seat_showed_and_lacks():
    s = _table_at("PICCHETTO_TRE", 5, "play", 12)
    me = s.current_player()
    k = TS.table_knowledge(s, me)
    rnd = random.Random(first_seed())
    for _ in range(50):
        hands, rest = TS.sample_table(k, rnd)
        assert hands[me] == s._hands[me]
        union = rest
        for seat, h in enumerate(hands):
            if seat != me:
                assert h.bit_count() == k.count[seat] and h & k.must[seat] == k.must[seat]
                assert not h & k.never[seat] and not h & union
                union |= h
        assert union == k.pool
    # a seat that did not follow a suit is known to lack it
    for leader, cs, _w in s._tricks:
        for i, c in enumerate(cs[1:], 1):
            if (c >> 3) != (cs[0] >> 3):
                assert k.never[(leader + i) % s.players] & _SUIT_MASK_OF[cs[0]] or (leader + i) % s.players == me


def test_the_voleur_sitter_out_is_never_advised_and_the_deal_is_two_handed():
    s = PRESETS["VOLEUR"].new_game(8)
    out = s.sitting_out
    for s in _decisions("VOLEUR", 8):
        assert s.current_player() != out
    s = next(_decisions("VOLEUR", 8))
    ranked = SS.SERIES_COACH.rank(s, "easy", 1)
    from cardkit.picchetto.search import COACH
    assert [(m.move, m.value) for m in ranked] == [(m.move, m.value) for m in COACH.rank(s.deal_state, "easy", 1)]


# --------------------------------------------------------------------------
# the players and the review
# --------------------------------------------------------------------------

@pytest.mark.parametrize("name", NEW_TABLES)
def test_a_search_player_plays_a_deal_the_same_way_twice(name):
    def play(seed):
        s = PRESETS[name].new_game(seed)
        p = SearchPlayer("medium", seed=2)
        while not s.is_over() and s.deals_finished < 1:
            s.play(p(s))
        return list(s.history)
    seed = first_seed() % 1000
    assert play(seed) == play(seed)


@pytest.mark.parametrize("name", NEW_TABLES)
def test_the_review_of_a_deal_at_every_table(name):
    s = PRESETS[name].new_game(4)
    easy = SearchPlayer("easy")
    while not s.is_over() and s.deals_finished < 1:
        s.play(easy(s))
    player = 0 if not PRESETS[name].sit_out else next(p for p in range(3) if p != s.sitting_out)
    r = coach.review(s, player, level="easy", seed=1)
    assert r.entries and all(e.loss >= 0 for e in r.entries)
    for lang, title in (("en", "Review"), ("it", "Revisione")):
        lines = r.lines(lang)
        assert lines[0].startswith(title)
        assert all("«" in line for line in lines[1:])


def test_wrong_input_is_refused_in_one_sentence():
    s = _table_at("PICCHETTO_TRE", 2, "play")
    with pytest.raises(CardkitError):
        TS.TABLE_COACH.rank(PRESETS["ITALIANO"].new_game(1), "easy")
    with pytest.raises(CardkitError):
        SS.SERIES_COACH.rank(s, "easy")
    illegal = next(c for c in CARDS[40:72] if not s.is_legal(c))
    with pytest.raises(IllegalMoveError) as e:
        TS.TABLE_COACH.rank(s, "easy", include=(illegal,))
    assert e.value.message("en").count(".") <= 2
    with pytest.raises(CardkitError):
        TS.sample_table("not knowledge", random.Random(1))
    with pytest.raises(CardkitError):
        SearchPlayer("strong")("a state")
    a = PRESETS["AUCTION"].new_game(1)
    assert isinstance(a, DealSeries)
    with pytest.raises(IllegalMoveError):
        SS.SERIES_COACH.rank(a, "easy", include=("redouble",))
