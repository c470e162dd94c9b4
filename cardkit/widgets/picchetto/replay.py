"""Step through a finished deal of Picchetto: :class:`PicchettoReplay`.

Give it a :class:`~cardkit.picchetto.PicchettoState` with a finished deal
(a game widget's ``game.state``) or its JSON save (``state.to_json()``) and
walk through the deal with the first / back / forward / last buttons or the
slider: the cards as dealt (both hands face up, the talon face down), the
mano bianca when it was announced, the elder's exchange, the younger's,
each declaration as it was said aloud, every trick with the count said
aloud, and the deal's score log.

*Mark the losing moves* asks the double-dummy solver
(:func:`~cardkit.picchetto.double_dummy`) about every card played: with
both hands known, the best the player could still make of the deal just
before the card and just after it.  A card after which that drops lost
points; the first one that also lost the majority of the tricks (or the
cappotto) is *the* losing move, else the one that lost the most.

Everything comes from the engine's records: the game's history replayed,
``tricks``, ``discards``, the score log (:class:`~cardkit.picchetto.DealLog`).

Text equivalents: :meth:`~PicchettoReplay.first`, ``back``, ``forward``,
``last``, ``go(k)``, :meth:`~PicchettoReplay.describe`,
:meth:`~PicchettoReplay.mark_losing_moves`, ``losing_sentence()``.
"""

from __future__ import annotations

from ... import i18n
from ...cards import Card, CardList
from ...picchetto import PicchettoState, double_dummy
from ...svg import hand_svg
from ..markup import block, esc
from .common import PicchettoBox, said, seat_name, trick_html
from ..replay_common import CardMark, DealReplay, Step

i18n.register({
    "widget.picchetto.replay.title": {
        "en": "Replay of deal {n} (of {total})", "it": "Replica della smazzata {n} (di {total})",
    },
    "widget.picchetto.replay.deal": {
        "en": "The deal: 12 cards each, the talon of {n} cards face down.",
        "it": "La distribuzione: 12 carte a testa, il tallone di {n} carte coperto.",
    },
    "widget.picchetto.replay.blanche": {
        "en": "{who} announces the mano bianca: «{said}»",
        "it": "{who} annuncia la mano bianca: «{said}»",
    },
    "widget.picchetto.replay.blanche_quiet": {
        "en": "{who} keeps the mano bianca quiet.", "it": "{who} tace la mano bianca.",
    },
    "widget.picchetto.replay.exchange": {
        "en": "{who} discards {n}: {cards}; and takes {taken} from the talon.",
        "it": "{who} scarta {n} carte: {cards}; e prende {taken} dal tallone.",
    },
    "widget.picchetto.replay.no_exchange": {
        "en": "{who} exchanges no card.", "it": "{who} non cambia nessuna carta.",
    },
    "widget.picchetto.replay.said": {
        "en": "{who}: «{said}» (+{pts}, {reason})", "it": "{who}: «{said}» (+{pts}, {reason})",
    },
    "widget.picchetto.replay.no_declaration": {
        "en": "The declarations: nobody scores.", "it": "Le dichiarazioni: nessuno segna punti.",
    },
    "widget.picchetto.replay.trick": {
        "en": "Trick {n}: {leader} leads {led}, {follower} plays {followed}; {winner} takes it.",
        "it": "Presa {n}: {leader} esce con {led}, {follower} risponde con {followed}; la prende {winner}.",
    },
    "widget.picchetto.replay.trick_cut": {
        "en": "Trick {n}: {leader} leads {led}, and the game ends at once.",
        "it": "Presa {n}: {leader} esce con {led}, e la partita finisce subito.",
    },
    "widget.picchetto.replay.event": {
        "en": "{who}: +{pts} {reason}{said}", "it": "{who}: +{pts} {reason}{said}",
    },
    "widget.picchetto.replay.count": {
        "en": "The count of the deal: {elder} {a}, {younger} {b}.",
        "it": "Il conteggio della smazzata: {elder} {a}, {younger} {b}.",
    },
    "widget.picchetto.replay.score": {
        "en": "Score of the deal so far: {elder} {a} · {younger} {b}",
        "it": "Punti della smazzata finora: {elder} {a} · {younger} {b}",
    },
    "widget.picchetto.replay.talon": {"en": "Talon ({n})", "it": "Tallone ({n})"},
    "widget.picchetto.replay.discarded": {"en": "Discarded by {who}", "it": "Scartate da {who}"},
    "widget.picchetto.replay.unit": {"en": "deal points, player minus opponent",
                                     "it": "punti della smazzata, giocatore meno avversario"},
    "widget.picchetto.replay.lost": {
        "en": "Trick {trick}: {card} by {who} lost {loss} points: with best play the deal still stood at "
              "{before:+d} for that player; after it, at {after:+d}.",
        "it": "Presa {trick}: {who} gioca {card} e perde {loss} punti: giocando al meglio la smazzata "
              "valeva ancora {before:+d} per quel giocatore; dopo, {after:+d}.",
    },
    "widget.picchetto.replay.lost_result": {
        "en": "Trick {trick}: {card} by {who} lost {loss} points: with best play that player still took "
              "{r1}; after it, {r2} at best.",
        "it": "Presa {trick}: {who} gioca {card} e perde {loss} punti: giocando al meglio quel giocatore "
              "faceva ancora {r1}; dopo, al massimo {r2}.",
    },
    "widget.picchetto.replay.r.cappotto": {"en": "the cappotto (every trick)", "it": "il cappotto (tutte le prese)"},
    "widget.picchetto.replay.r.majority": {"en": "the majority of the tricks", "it": "la maggioranza delle prese"},
    "widget.picchetto.replay.r.split": {"en": "half the tricks", "it": "metà delle prese"},
    "widget.picchetto.replay.r.minority": {"en": "fewer than half the tricks", "it": "meno della metà delle prese"},
})


def _result(tricks: int, of: int) -> str:
    """The outcome of taking ``tricks`` of the deal's ``of`` tricks:
    ``"cappotto"``, ``"majority"`` (the 10 for the cards), ``"split"`` or
    ``"minority"``."""
    if tricks == of:
        return "cappotto"
    if 2 * tricks > of:
        return "majority"
    return "split" if 2 * tricks == of else "minority"


class PicchettoReplay(DealReplay, PicchettoBox):
    """Step through a finished deal of Picchetto (see the module doc).

    Parameters
    ----------
    state_or_json : a :class:`~cardkit.picchetto.PicchettoState` with at
        least one finished deal, or its JSON save (``state.to_json()``, as
        text or a dict).
    deal : the deal to show, counted from 1 among the finished deals, or
        from the end (-1, the default: the last finished deal).
    position : the step to start at (0 = the cards as dealt).
    marked : mark the losing moves at once (as the button does).
    card_width, language : as usual.

    Readings: :attr:`steps` (each a :class:`~cardkit.widgets.replay_common.Step`),
    :attr:`position`, :attr:`step`, :attr:`deal`, :attr:`record` (the deal's
    positions), :meth:`describe`, :attr:`marks` (a
    :class:`~cardkit.widgets.replay_common.CardMark` per card, once marked),
    :attr:`losing`, :meth:`losing_sentence`.  Parts: :attr:`buttons`,
    :attr:`slider`, :attr:`mark_button`.
    """

    state_class = PicchettoState
    game_name = "PicchettoState"
    css_class = "ck-picchetto-replay"
    _unit_key = "widget.picchetto.replay.unit"

    @staticmethod
    def _finished(state) -> int:
        return len(state.deal_results)

    # -- the steps -----------------------------------------------------------
    def _make_steps(self):
        rec = self.record
        yield Step("deal", rec.start)
        lead = None
        tricks = 0
        for move, before, after in rec.moves:
            phase = before.phase
            seat = before.current_player()
            new = tuple(after.log.events[len(before.log.events):])
            if phase == "blanche":
                yield Step("blanche", after, (seat, bool(new), new))
            elif phase == "exchange":
                drawn = [c for c in after.hand(seat) if c not in before.hand(seat)]
                yield Step("exchange", after, (seat, after.discards(seat), CardList(drawn)))
            elif phase == "declare" and after.phase != "declare":
                for ev in new or (None,):
                    yield Step("said", after, (ev,))
            elif phase == "play":
                if lead is None:
                    lead = (seat, Card(move), before)
                if not after.trick or after.phase != "play":
                    tricks += 1
                    leader, led, start = lead
                    followed = None if seat == leader else Card(move)
                    events = tuple(after.log.events[len(start.log.events):])
                    yield Step("trick", after, (tricks, leader, led, followed, events))
                    lead = None
        yield Step("count", rec.moves[-1][2])

    # -- words ---------------------------------------------------------------
    def _who(self, seat: int) -> str:
        return seat_name(self.record.start, seat, self.language or None)

    def _event_line(self, ev) -> str:
        text = said(ev, self.language or None)
        return self.tr("widget.picchetto.replay.event", who=self._who(ev.side), pts=ev.points,
                       reason=ev.reason(self.language or None), said=f" «{text}»" if text else "")

    def _title_html(self) -> str:
        # (the players' names say who is the elder and who the dealer)
        title = self.tr("widget.picchetto.replay.title", n=self.deal, total=self.record.total)
        return f"<b>{esc(title)}</b>"

    def _step_text(self, step: Step) -> str:
        t, lang = self.tr, self.language or None
        kind, d = step.kind, step.data
        if kind == "deal":
            return t("widget.picchetto.replay.deal", n=len(step.state.talon))
        if kind == "blanche":
            seat, announced, events = d
            if announced:
                return t("widget.picchetto.replay.blanche", who=self._who(seat), said=said(events[0], lang))
            return t("widget.picchetto.replay.blanche_quiet", who=self._who(seat))
        if kind == "exchange":
            seat, discards, drawn = d
            if not discards:
                return t("widget.picchetto.replay.no_exchange", who=self._who(seat))
            return t("widget.picchetto.replay.exchange", who=self._who(seat), n=len(discards),
                     cards=" ".join(map(str, discards)), taken=len(drawn))
        if kind == "said":
            ev = d[0]
            if ev is None:
                return t("widget.picchetto.replay.no_declaration")
            return t("widget.picchetto.replay.said", who=self._who(ev.side), said=said(ev, lang),
                     pts=ev.points, reason=ev.reason(lang))
        if kind == "trick":
            n, leader, led, followed, events = d
            if followed is None:
                head = t("widget.picchetto.replay.trick_cut", n=n, leader=self._who(leader), led=str(led))
            else:
                winner = step.state.tricks[n - 1][3]
                head = t("widget.picchetto.replay.trick", n=n, leader=self._who(leader), led=str(led),
                         follower=self._who(1 - leader), followed=str(followed), winner=self._who(winner))
            return "\n".join([head, *(self._event_line(ev) for ev in events)])
        # the roles of this deal (after it, the state names the next deal's)
        elder, younger = self.record.start.elder, self.record.start.younger
        log = step.state.log
        head = t("widget.picchetto.replay.count", elder=self._who(elder), a=log.totals[elder],
                 younger=self._who(younger), b=log.totals[younger])
        return "\n".join([head, *(self._event_line(ev) for ev in log.events)])

    # -- pictures ------------------------------------------------------------
    def _step_html(self, step: Step) -> str:
        st, w = step.state, self._card_width
        start = self.record.start
        lit = step.data[2] if step.kind == "exchange" else ()   # the cards just taken
        parts = []
        for seat in (start.elder, start.younger):
            cards = st.hand(seat)
            if cards:
                pic = hand_svg(cards, w, highlighted=[c for c in lit if c in cards])
                parts.append(block(pic, f"{self._who(seat)} ({len(cards)})"))
        talon = st.talon
        if talon:
            parts.append(block(hand_svg(talon, int(w * 0.7), face_down=True),
                               self.tr("widget.picchetto.replay.talon", n=len(talon))))
        if step.kind == "exchange" and step.data[1]:
            seat = step.data[0]
            parts.append(block(hand_svg(step.data[1], int(w * 0.8)),
                               self.tr("widget.picchetto.replay.discarded", who=self._who(seat))))
        if step.kind == "trick":
            n, leader, led, followed, _ = step.data
            places = [(self._place_label(leader, led), led)]
            if followed is not None:
                places.append((self._place_label(1 - leader, followed), followed))
            parts.append(f"<div style='display:inline-block;margin:2px 10px'>{trick_html(places, w)}</div>")
        tot = st.log.totals
        score = self.tr("widget.picchetto.replay.score", elder=self._who(start.elder), a=tot[start.elder],
                        younger=self._who(start.younger), b=tot[start.younger])
        return ('<div style="display:flex;flex-wrap:wrap;align-items:flex-start">' + "".join(parts) + "</div>"
                f"<div style='font-size:0.9em'>{esc(score)}</div>")

    # -- the losing moves ------------------------------------------------------
    def _compute_marks(self, solved=lambda done, total: None):
        # a card that ends the game in the middle of the deal (a player
        # reached the target) is not judged: the solver plays deals to the end
        moves = [(m, b, a) for m, b, a in self.record.moves
                 if b.phase == "play" and (a.phase == "play" or not (a.hand(0) or a.hand(1)))]
        if not moves:           # the game ended before the play
            return
        first = moves[0][1]
        of = min(len(first.hand(0)), len(first.hand(1)))
        # the position after a card is the one before the next: solve each once
        positions = [moves[0][1]] + [a for _m, _b, a in moves]
        reach = []
        for k, pos in enumerate(positions, 1):
            reach.append(_reach(pos))
            solved(k, len(positions))
        for i, (move, before, _after) in enumerate(moves, 1):
            me = before.current_player()
            sign = 1 if me == 0 else -1
            (v0, t0), (v1, t1) = reach[i - 1], reach[i]
            yield CardMark(i, len(before.tricks) + 1, me, Card(move), sign * v0, sign * v1,
                           _result(t0[me], of), _result(t1[me], of))

    def _mark_sentence(self, mark: CardMark) -> str:
        t = self.tr
        common = dict(trick=mark.trick, card=str(mark.card), who=self._who(mark.player), loss=mark.loss)
        if mark.changed_result:
            r1, r2 = (t("widget.picchetto.replay.r." + r) for r in (mark.result_before, mark.result_after))
            return t("widget.picchetto.replay.lost_result", r1=r1, r2=r2, **common)
        return t("widget.picchetto.replay.lost", before=mark.before, after=mark.after, **common)


def _reach(state) -> tuple:
    """With best play from ``state`` on: the deal's points of player 1
    minus player 2's (what is already scored plus the solver's value) and
    the tricks each takes in the deal along the solver's line."""
    tot = state.log.totals
    so_far = tot[0] - tot[1]
    won = state.tricks_won
    if state.phase != "play":
        return so_far, won
    dd = double_dummy(state)
    value = dd.value if dd.player == 0 else -dd.value
    return so_far + value, (won[0] + dd.tricks[0], won[1] + dd.tricks[1])
