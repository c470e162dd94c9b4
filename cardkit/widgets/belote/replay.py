"""Step through a finished deal of Belote: :class:`BeloteReplay`.

Give it a :class:`~cardkit.belote.BeloteState` with a played deal (a game
widget's ``game.state``) or its JSON save (``state.to_json()``) and walk
through the deal with the first / back / forward / last buttons or the
slider: the first five cards of each player and the turned card, each
bidding round, the completed hands with the honours and the belote, every
trick (with *belote* and *rebelote* as they were said), and the count of
the deal (its breakdown).  A deal everybody passed is not a played deal:
it has nothing to replay.

*Mark the losing moves* asks the double-dummy solver
(:func:`~cardkit.belote.double_dummy`) about every card played: with the
four hands known, the card points the player's side could still end the
deal with, just before the card and just after it (last trick included).
A card after which that drops lost points; the first one that also turned
the contract (made into failed, or failed into made) is *the* losing move,
else the one that lost the most.  Honours and belote do not depend on the
play: they are added as they are to decide the contract.

Text equivalents: :meth:`~BeloteReplay.first`, ``back``, ``forward``,
``last``, ``go(k)``, :meth:`~BeloteReplay.describe`,
:meth:`~BeloteReplay.mark_losing_moves`, ``losing_sentence()``.
"""

from __future__ import annotations

from ... import i18n
from ...belote import BeloteState
from ...belote.solver import _final_points_along
from ...belote import rules as R
from ...belote.state import BID1, BID2, PLAY, SENZA
from ...cards import Card
from ...svg import card_svg, hand_svg
from .common import BeloteBox, bid_text, seat, side, trump_caption
from .score import deal_breakdown
from ..markup import block, esc
from ..picchetto.common import trick_html
from ..replay_common import CardMark, DealReplay, Step

i18n.register({
    "widget.belote.replay.title": {
        "en": "Replay of deal {n} (of {total} played)", "it": "Replica della smazzata {n} (di {total} giocate)",
    },
    "widget.belote.replay.dealer": {"en": "Dealer: {dealer}.", "it": "Mazziere: {dealer}."},
    "widget.belote.replay.deal": {
        "en": "The deal: five cards each; the {card} is turned face up.",
        "it": "La distribuzione: cinque carte a testa; si gira la carta {card}.",
    },
    "widget.belote.replay.round.bid1": {"en": "First bidding round:", "it": "Primo giro di dichiarazioni:"},
    "widget.belote.replay.round.bid2": {"en": "Second bidding round:", "it": "Secondo giro di dichiarazioni:"},
    "widget.belote.replay.round.senza": {"en": "Senza Atout round:", "it": "Giro del Senza Atout:"},
    "widget.belote.replay.bid": {"en": "{seat}: {bid}", "it": "{seat}: {bid}"},
    "widget.belote.replay.hands": {
        "en": "The hands are completed. Contract: {contract}.",
        "it": "Le mani sono completate. Impegno: {contract}.",
    },
    "widget.belote.replay.honours": {
        "en": "{seat} declares {honours}.", "it": "{seat} dichiara {honours}.",
    },
    "widget.belote.replay.honours_score": {
        "en": "Honours: {side} score {points}.", "it": "Accuse: {side} segnano {points}.",
    },
    "widget.belote.replay.no_honours": {"en": "Honours: nobody scores.", "it": "Accuse: nessuno segna."},
    "widget.belote.replay.holds_belote": {
        "en": "{seat} holds the king and queen of trumps (belote, 20).",
        "it": "{seat} ha il re e la donna di briscola (belote, 20).",
    },
    "widget.belote.replay.trick": {
        "en": "Trick {n}: {cards}; {winner} takes it.", "it": "Presa {n}: {cards}; la prende {winner}.",
    },
    "widget.belote.replay.played": {"en": "{seat} {card}", "it": "{seat} {card}"},
    "widget.belote.replay.says": {"en": "{seat} says «{word}».", "it": "{seat} dice «{word}»."},
    "widget.belote.replay.turned": {"en": "Turned card", "it": "Carta girata"},
    "widget.belote.replay.unit": {"en": "card points of the player's side",
                                  "it": "punti carta della coppia del giocatore"},
    "widget.belote.replay.lost": {
        "en": "Trick {trick}: {card} by {who} lost {loss} card points: with best play {side} could still "
              "take {before}; after it, {after}.",
        "it": "Presa {trick}: {who} gioca {card} e perde {loss} punti carta: giocando al meglio {side} "
              "potevano ancora fare {before}; dopo, {after}.",
    },
    "widget.belote.replay.lost_result": {
        "en": "Trick {trick}: {card} by {who} lost {loss} card points: with best play {side} could still "
              "take {before}, {r1}; after it, {after}: {r2}.",
        "it": "Presa {trick}: {who} gioca {card} e perde {loss} punti carta: giocando al meglio {side} "
              "potevano ancora fare {before}, {r1}; dopo, {after}: {r2}.",
    },
})

_ROUNDS = {BID1: "bid1", BID2: "bid2", SENZA: "senza"}


class BeloteReplay(DealReplay, BeloteBox):
    """Step through a played deal of Belote (see the module doc).

    Parameters
    ----------
    state_or_json : a :class:`~cardkit.belote.BeloteState` with at least one
        played deal, or its JSON save (``state.to_json()``, text or dict).
    deal : the deal to show, counted from 1 among the played deals, or
        from the end (-1, the default: the last one).
    position : the step to start at (0 = the first five cards).
    marked : mark the losing moves at once (as the button does).
    card_width, language : as usual.

    Readings: :attr:`steps`, :attr:`position`, :attr:`step`, :attr:`deal`,
    :attr:`record`, :attr:`score` (the deal's
    :class:`~cardkit.belote.DealScore`), :meth:`describe`, :attr:`marks`,
    :attr:`losing`, :meth:`losing_sentence`.  Parts: :attr:`buttons`,
    :attr:`slider`, :attr:`mark_button`.
    """

    state_class = BeloteState
    game_name = "BeloteState"
    css_class = "ck-belote-replay"
    _unit_key = "widget.belote.replay.unit"

    @staticmethod
    def _finished(state) -> int:
        return len(state.deal_scores)

    @property
    def score(self):
        """The deal's :class:`~cardkit.belote.DealScore`."""
        return self.record.moves[-1][2].last_deal

    # -- the steps -----------------------------------------------------------
    def _make_steps(self):
        rec = self.record
        yield Step("deal", rec.start)
        bids = []
        for move, before, after in rec.moves:
            if before.phase in _ROUNDS:
                bids.append((before.to_move, move))
                if after.phase != before.phase:
                    yield Step("bids", after, (_ROUNDS[before.phase], tuple(bids)))
                    bids = []
                    if after.phase == PLAY:
                        yield Step("hands", after)
            elif len(after.tricks) > len(before.tricks):
                trick = after.tricks[-1]
                n = len(after.tricks)
                words = tuple(a for a in after.announcements if a.trick == n - 1)
                yield Step("trick", after, (n, trick, words))
        yield Step("count", rec.moves[-1][2])

    # -- words ---------------------------------------------------------------
    def _who(self, player: int) -> str:
        return seat(player, self.language or None)

    def _title_html(self) -> str:
        title = self.tr("widget.belote.replay.title", n=self.deal, total=self.record.total)
        dealer = self.tr("widget.belote.replay.dealer", dealer=self._who(self.record.start.dealer))
        return f"<b>{esc(title)}</b><div>{esc(dealer)}</div>"

    def _step_text(self, step: Step) -> str:
        t, lang = self.tr, self.language or None
        st, d = step.state, step.data
        if step.kind == "deal":
            return t("widget.belote.replay.deal", card=str(st.turned))
        if step.kind == "bids":
            rnd, bids = d
            lines = [t("widget.belote.replay.bid", seat=self._who(p), bid=bid_text(m, lang)) for p, m in bids]
            return "\n".join([t("widget.belote.replay.round." + rnd), *lines])
        if step.kind == "hands":
            with self.speaking():
                lines = [t("widget.belote.replay.hands", contract=str(st.contract))]
            for p, honours in enumerate(st.honours_by_player):
                if honours:
                    words = ", ".join(f"{h.name(lang)} ({h.points})" for h in honours)
                    lines.append(t("widget.belote.replay.honours", seat=self._who(p), honours=words))
            if st.honours_side is None:
                lines.append(t("widget.belote.replay.no_honours"))
            else:
                lines.append(t("widget.belote.replay.honours_score", side=side(st.honours_side, lang),
                               points=st.honours_points))
            if st.belote_player is not None:
                lines.append(t("widget.belote.replay.holds_belote", seat=self._who(st.belote_player)))
            return "\n".join(lines)
        if step.kind == "trick":
            n, trick, words = d
            cards = ", ".join(t("widget.belote.replay.played", seat=self._who(p), card=str(c))
                              for p, c in zip(trick.players, trick.cards))
            lines = [t("widget.belote.replay.trick", n=n, cards=cards, winner=self._who(trick.winner))]
            lines += [t("widget.belote.replay.says", seat=self._who(a.player), word=a.said(lang)) for a in words]
            return "\n".join(lines)
        running = self.record.moves[-1][2].match_scores
        return "\n".join(x.strip() for x in deal_breakdown(self.score, running, lang=lang))

    # -- pictures ------------------------------------------------------------
    def _step_html(self, step: Step) -> str:
        st, w = step.state, self._card_width
        lang = self.language or None
        parts = []
        for p in range(4):
            cards = st.hand(p)
            if cards:
                parts.append(block(hand_svg(cards, int(w * 0.8)), f"{self._who(p)} ({len(cards)})"))
        if step.kind in ("deal", "bids") and st.phase in (BID1, BID2, SENZA):
            parts.append(block(card_svg(st.turned, int(w * 0.8)), self.tr("widget.belote.replay.turned")))
        head = ""
        if st.contract is not None:
            head = f"<div style='font-size:0.9em'>{esc(trump_caption(st.contract.trump, lang))}</div>"
        html = head + ('<div style="display:flex;flex-wrap:wrap;align-items:flex-start">' + "".join(parts)
                       + "</div>")
        if step.kind == "trick":
            _n, trick, _words = step.data
            places = [(self._place_label(p, c), c) for p, c in zip(trick.players, trick.cards)]
            html += trick_html(places, w)
        return html

    # -- the losing moves ------------------------------------------------------
    def _compute_marks(self, solved=lambda done, total: None):
        ds = self.score
        moves = [(m, b, a) for m, b, a in self.record.moves if b.phase == PLAY]
        # the position after a card is the one before the next: solve each once
        positions = [moves[0][1]] + [a for _m, _b, a in moves]
        # one search for the whole line, from the last position back: each
        # position's first test is at the value of the one after it, and
        # its table holds what the later ones proved (the position after
        # the last card is the deal's end, scored as it was)
        playing = _final_points_along(pos for pos in reversed(positions) if pos.phase == PLAY)
        final = []
        for k, pos in enumerate(reversed(positions), 1):
            final.append(next(playing) if pos.phase == PLAY else _scored_points(ds))
            solved(k, len(positions))
        final.reverse()
        for i, (move, before, _after) in enumerate(moves, 1):
            p = before.to_move
            f0, f1 = final[i - 1], final[i]
            yield CardMark(i, len(before.tricks) + 1, p, Card(move), f0[p % 2], f1[p % 2],
                           _outcome(f0, ds), _outcome(f1, ds))

    def _mark_sentence(self, mark: CardMark) -> str:
        t, lang = self.tr, self.language or None
        common = dict(trick=mark.trick, card=str(mark.card), who=self._who(mark.player), loss=mark.loss,
                      side=side(mark.player % 2, lang), before=mark.before, after=mark.after)
        if mark.changed_result:
            r1, r2 = (i18n.tr("belote.outcome." + r, lang) for r in (mark.result_before, mark.result_after))
            return t("widget.belote.replay.lost_result", r1=r1, r2=r2, **common)
        return t("widget.belote.replay.lost", **common)


def _scored_points(ds) -> tuple:
    """The card points (last trick or capot included) each side ended the
    deal with, as the deal's score ``ds`` counts them."""
    return tuple(c + x for c, x in zip(ds.card_points, ds.last_trick))


def _outcome(final: tuple, ds) -> str:
    """The contract's outcome if the sides end with these card points (the
    deal's honours and belote added as they are)."""
    totals = tuple(final[s] + ds.honours[s] + ds.belote[s] for s in (0, 1))
    return R.settle(totals, ds.belote, ds.taker_side, ds.held_in).outcome
