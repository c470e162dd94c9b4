"""Hand-built Belote positions for the coach and solver tests, and a way to
re-deal the cards a player has not seen."""

from cardkit import cards
from cardkit.belote import BeloteState
from cardkit.belote import rules as R
from cardkit.belote.search import inferences, sample_hands

from belote_helpers import handmade


def dealt(hands, turned, moves=()):
    """The play phase of a deal where South (player 0, the eldest hand)
    accepts the turned card's suit and everybody then passes: ``hands`` are
    the four eight-card hands after the completion deal (South's includes
    ``turned``), ``moves`` the cards played from there."""
    hs = [list(cards(h)) for h in hands]
    t = cards(turned)[0]
    hs[0].remove(t)
    first5 = [" ".join(map(str, h[:5])) for h in hs]
    rest = hs[0][5:7] + hs[1][5:8] + hs[2][5:8] + hs[3][5:8]
    s = handmade(first5, str(t), " ".join(map(str, rest)))
    s.play("accept")
    for _ in range(4):
        s.play("pass")
    assert [set(h) for h in s.hands] == [set(cards(h)) for h in hands]
    for m in moves:
        s.play(m)
    return s


def _deal_entry(state) -> int:
    return max(i for i, h in enumerate(state.history) if h.startswith("deal "))


def redeal(state, player, rng, attempts=50):
    """``state`` with the cards ``player`` has not seen dealt again, in a way
    consistent with everything he has seen: his own cards in the same places
    of the deal, the same bids and cards played (replayed by the engine, so
    every card is still legal), and the same view.  ``None`` when no such
    deal turns up in ``attempts`` draws."""
    k = _deal_entry(state)
    order = cards(state.history[k][5:])
    dealer = state.dealer
    eldest = (dealer + 1) % 4
    mine = set(state.hand(player)) | {c for tr in state.tricks for i, c in enumerate(tr.cards)
                                      if (tr.leader + i) % 4 == player}
    mine |= {c for i, c in enumerate(state.trick) if (state.leader + i) % 4 == player}
    for _ in range(attempts):
        if state.phase == "play":
            know = inferences(state, player)
            hands = sample_hands(know, rng)
            eights = [R.french_cards(hands[q] | know.played_by[q]) for q in range(4)]
            new = _order_for(order, eights, eldest, state.taker, player, mine, rng)
        else:
            hidden = [c for c in order if c not in mine and c != order[20]]
            rng.shuffle(hidden)
            it = iter(hidden)
            new = [c if c in mine or i == 20 else next(it) for i, c in enumerate(order)]
        other = BeloteState.replay(state.rules, list(state.history[:k]), state.seed, auto_deal=False)
        other.deal(new)
        for entry in state.history[k + 1:]:
            other.play(entry)
        if other.view(player) == state.view(player):
            return other
    return None


def _order_for(order, eights, eldest, taker, player, mine, rng):
    """A deal order giving each player his eight cards: the player's own
    cards stay where they were; the others' go to their places at random."""
    turned = order[20]
    slots = {q: [] for q in range(4)}
    seats = []
    for k in range(4):
        seats += [(eldest + k) % 4] * 3
    for k in range(4):
        seats += [(eldest + k) % 4] * 2
    seats.append(None)
    for k in range(4):
        q = (eldest + k) % 4
        seats += [q] * (2 if q == taker else 3)
    for i, q in enumerate(seats):
        if q is not None:
            slots[q].append(i)
    new = list(order)
    for q in range(4):
        if q == player:
            continue
        cs = [c for c in eights[q] if c != turned]
        rng.shuffle(cs)
        for i, c in zip(slots[q], cs):
            new[i] = c
    return new
