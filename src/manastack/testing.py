"""A driver for scripted play through public actions only (tests and outside tools).

    d = Driver(scenario.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.find("Glory Seeker", zone="graveyard")

Every helper only answers decisions with actions from ``legal_actions()``; an unexpected
decision raises ``ScriptError`` (strict scripted play).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import replace
from typing import Any

from manastack.decisions.actions import (
    Action,
    ActivateAbility,
    ActivateManaAbility,
    CastSpell,
    Choose,
    DeclareAttacker,
    DeclareBlocker,
    FinishDeclaration,
    PassPriority,
    PayAutomatically,
    PlayLand,
    SpecialAction,
)
from manastack.decisions.decision import Decision
from manastack.decisions.policies import ScriptError
from manastack.dsl.mana_cost import ManaCost
from manastack.game import Game, IllegalActionError
from manastack.rules.characteristics import Chars, chars
from manastack.rules.mana_riders import apply_pool
from manastack.state.steps import Step
from manastack.state.zones import Zone


class Driver:
    """Drives a Game with named cards; every call goes through ``Game.apply``."""

    def __init__(self, game: Game) -> None:
        self.game = game

    # -- looking ---------------------------------------------------------------------------
    @property
    def state(self) -> Any:
        return self.game.state

    @property
    def decision(self) -> Decision:
        d = self.game.decision
        if d is None:
            raise ScriptError("the game is over")
        return d

    def ids(self, name: str, zone: str | Zone | None = None, player: int | None = None) -> list[int]:
        """Ids of objects with this English name (face-down objects match their card name; a
        token named after its subtypes, "Zombie Token", also matches "Zombie")."""
        g = self.state
        z = Zone(zone) if zone is not None else None
        out = []
        for oid, o in g.objects.items():
            if z is not None and o.zone is not z:
                continue
            if player is not None and (o.controller if o.zone in (Zone.BATTLEFIELD, Zone.STACK)
                                       else o.owner) != player:
                continue
            if o.card_key is None:
                continue
            c = self.game.card(oid)
            names = {c.name} | {f.name for f in c.faces}
            if o.is_token:
                # "Zombie" finds a Zombie Token too, as the effect that created it words it.
                names |= {n.removesuffix(" Token") for n in names}
            if name in names:
                out.append(oid)
        return sorted(out, key=lambda x: self._order(x))

    def _order(self, oid: int) -> int:
        g = self.state
        o = g.objects[oid]
        lst = g.zone_list(o.zone, o.owner)
        return lst.index(oid) if oid in lst else 0

    def find(self, name: str, zone: str | Zone | None = None, player: int | None = None) -> int:
        """The id of the (first) object with this name; ScriptError if none."""
        found = self.ids(name, zone, player)
        if not found:
            raise ScriptError(f"no {name!r}" + (f" in {zone}" if zone else "") +
                              (f" of player {player}" if player is not None else ""))
        return found[0]

    def chars(self, oid: int) -> Chars:
        if oid not in self.state.objects:
            raise ScriptError(f"no object {oid!r}")
        return chars(self.state, oid)

    def zone_of(self, name: str, player: int | None = None) -> str:
        return self.state.objects[self.find(name, player=player)].zone.value

    def life(self, player: int) -> int:
        if not isinstance(player, int) or isinstance(player, bool) or \
                not 0 <= player < len(self.state.players):
            raise ScriptError(f"no player {player!r} (players are 0 to "
                              f"{len(self.state.players) - 1})")
        return int(self.state.players[player].life)

    # -- acting ----------------------------------------------------------------------------
    def act(self, player: int, action: Action) -> None:
        self.game.apply(player, action)

    def choose(self, value: Any, player: int | None = None) -> None:
        d = self.decision
        self.act(d.player if player is None else player, Choose(value))

    def expect(self, kind: str) -> Decision:
        d = self.decision
        if d.kind != kind:
            raise ScriptError(f"expected a {kind} decision, got {d}")
        return d

    def pay(self) -> None:
        """Answer pay_mana decisions until the cost is paid, each with ``pay_step``."""
        while self.game.decision is not None and self.decision.kind == "pay_mana":
            self.pay_step()

    def pay_step(self) -> None:
        """Answer one pay_mana decision (CR 601.2g-h, 605.3a) with the first mana ability
        offered whose mana pays part of what remains to pay (``remaining``, spent as the pool
        is, CR 601.2h): of a source with several, the one adding a colour the cost asks for,
        not mana that would stay in the pool unspent. With none, the first other answer (a
        mana ability whose cost taps other permanents or a creature convoking, its help not
        told by the mana it names); with none, the first mana ability offered (the game offers
        only those leaving the cost payable: its help may come from a triggered mana ability,
        CR 605.1b); with none of those either, ``ScriptError`` naming the remaining cost and
        the answers, and the game is left unchanged."""
        d = self.expect("pay_mana")
        acts = self.game.legal_actions()
        remaining = ManaCost.parse(str(d.info().get("remaining") or ""))
        helping = [a for a in acts if isinstance(a, ActivateManaAbility)
                   and _pays_part(a.mana, remaining)]
        others = [a for a in acts
                  if not isinstance(a, (ActivateManaAbility, PayAutomatically))]
        offered = [a for a in acts if isinstance(a, ActivateManaAbility)]
        if not helping and not others and not offered:
            raise ScriptError(f"no mana ability offered pays part of {remaining.text or remaining}"
                              f": {[str(a) for a in acts]}")
        self.act(d.player, (helping or others or offered)[0])

    def play_land(self, player: int, name: str) -> None:
        self.act(player, PlayLand(self.find(name, Zone.HAND, player)))

    def cast(self, player: int, name: str | int, targets: Iterable[Any] = (), method: str = "normal",
             x: int | None = None, modes: Iterable[int] = (), pay: bool = True,
             choices: Iterable[Any] = (), pool: str | None = None) -> int:
        """Cast a spell, answering mode, X and target decisions in that order, then paying.
        ``pool``: the mana of the pool chosen to pay the generic part ("{G}{G}", CR 601.2h),
        when the game asks; otherwise the first answer, what the pool spends when no one
        chooses. Returns the spell's id on the stack."""
        zone = {"normal": Zone.HAND, "face_down": Zone.HAND, "flashback": Zone.GRAVEYARD,
                "disturb": Zone.GRAVEYARD}.get(method)
        if isinstance(name, int):
            card = name
        else:
            # The cards this player may cast this way now, whoever owns them (a card exiled
            # from an opponent's library, say); otherwise their own card in the usual zone.
            legal = set(self.game.legal_actions())
            castable = [c for c in self.ids(name, zone) if CastSpell(c, method) in legal]
            card = castable[0] if castable else self.find(name, zone, player)
        self.act(player, CastSpell(card, method))
        sid = self.state.stack[-1]
        self._answer_or_go_back(list(modes), x, list(targets), list(choices), pay, pool)
        return sid

    def _answer_or_go_back(self, modes: list[int], x: int | None, targets: list[Any],
                           choices: list[Any], pay: bool, pool: str | None = None) -> None:
        """Answer a spell's or ability's announcements; if one of the answers is refused, the
        game goes back to before it was cast or activated (CR 732: as if never begun), so a
        refused script step leaves the game unchanged."""
        try:
            self._answer(modes, x, targets, choices, pay, pool)
        except (ScriptError, IllegalActionError):
            if self.game._rewind is not None:
                self.game._go_back()
            raise

    def activate(self, player: int, source: str | int, index: int | None = None,
                 targets: Iterable[Any] = (), x: int | None = None, pay: bool = True,
                 choices: Iterable[Any] = (), modes: Iterable[int] = (),
                 pool: str | None = None) -> None:
        """Activate an ability of a permanent (or card) by name or id; ``index`` picks among
        its activatable abilities (default: the only one); ``pool`` as for ``cast``."""
        src = source if isinstance(source, int) else self.find(source, player=player)
        opts = [a for a in self.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == src]
        if index is not None:
            opts = [a for a in opts if a.index == index]
        if len(opts) != 1:
            raise ScriptError(f"expected one activatable ability of {source!r}, found {opts}")
        self.act(player, opts[0])
        self._answer_or_go_back(list(modes), x, list(targets), list(choices), pay, pool)

    def mana(self, player: int, source: str | int, mana: str | None = None) -> None:
        src = source if isinstance(source, int) else self.find(source, Zone.BATTLEFIELD, player)
        opts = [a for a in self.game.legal_actions()
                if isinstance(a, ActivateManaAbility) and a.source == src and
                (mana is None or a.mana == mana)]
        if not opts:
            raise ScriptError(f"no mana ability of {source!r} to activate")
        self.act(player, opts[0])

    def special(self, player: int, kind: str, source: str | int) -> None:
        src = source if isinstance(source, int) else self.find(source, player=player)
        self.act(player, SpecialAction(kind, src))

    def _answer(self, modes: list[int], x: int | None, targets: list[Any],
                choices: list[Any], pay: bool = False, pool: str | None = None) -> None:
        """Answer the decisions of casting or activating in the order they come: modes, X,
        targets, then the mana (``pay_step`` each time, when ``pay``; the pool's mana paying
        the generic part, ``pool`` or else the first answer), then the choices of the other
        parts of the cost (CR 601.2g–h)."""
        while self.game.decision is not None:
            d = self.decision
            if d.kind == "pool_mana":
                first = d.actions[0]
                self.choose(pool if pool is not None or not isinstance(first, Choose)
                            else first.value)
                pool = None
            elif d.kind == "pay_mana" and pay:
                self.pay_step()
            elif d.kind == "mode" and modes:
                self.choose(modes.pop(0))
            elif d.kind == "x" and x is not None:
                self.choose(x)
                x = None
            elif d.kind == "target" and targets:
                self.choose(targets.pop(0))
            elif d.kind == "target" and Choose(None) in self.game.legal_actions():
                self.choose(None)
            elif d.kind not in ("priority", "pay_mana") and choices:
                self.choose(choices.pop(0))
            else:
                break
        if modes or targets or x is not None:
            raise ScriptError(f"unused answers (modes={modes}, x={x}, targets={targets}) at "
                              f"{self.game.decision}")

    def take_first(self, kind: str) -> None:
        """Answer each ``kind`` decision that comes in a row with its first legal action: an
        order of cards, triggered abilities or replacement effects that doesn't matter to the
        test (CR 401.4, 603.3b, 616.1)."""
        while self.game.decision is not None and self.decision.kind == kind:
            self.act(self.decision.player, self.game.legal_actions()[0])

    def pass_priority(self) -> None:
        d = self.expect("priority")
        self.act(d.player, PassPriority())

    def resolve(self) -> None:
        """All players pass in turn until the top object of the stack resolves."""
        if not self.state.stack:
            raise ScriptError("the stack is empty")
        top = self.state.stack[-1]
        n = len(self.state.stack)
        while self.state.stack and top in self.state.stack and len(self.state.stack) >= n:
            d = self.decision
            if d.kind != "priority":
                return
            self.act(d.player, PassPriority())

    def resolve_all(self) -> None:
        while self.state.stack:
            if self.decision.kind != "priority":
                return
            self.resolve()

    def pass_until(self, step: Step | str, turn: int | None = None, limit: int = 500) -> None:
        """Pass priority until ``step`` of ``turn`` is reached with an empty stack and the
        active player has priority. Passing lets whatever is on the stack resolve (triggered
        abilities included), so stop earlier by hand to answer a trigger's decision; any
        decision other than priority or an attack/block declaration (answered empty) stops
        the script with ``ScriptError``."""
        if isinstance(step, str) and step.upper() not in Step.__members__:
            raise ScriptError(f"unknown step {step!r}; use one of "
                              f"{', '.join(m.lower() for m in Step.__members__)}")
        target = Step[step.upper()] if isinstance(step, str) else step
        for _ in range(limit):
            g = self.state
            d = self.game.decision
            if d is None:
                raise ScriptError("the game ended")
            if g.step is target and (turn is None or g.turn == turn) and d.kind == "priority" \
                    and not g.stack:
                return
            if d.kind == "priority":
                self.act(d.player, PassPriority())
            elif d.kind in ("declare_attackers", "declare_blockers"):
                self.act(d.player, FinishDeclaration())
            else:
                raise ScriptError(f"unexpected decision while passing: {d}")
        raise ScriptError(f"did not reach {step}")

    def attack(self, attackers: Mapping[int, int] | Iterable[int], defender: int | None = None) -> None:
        """Declare attackers (at the declare attackers decision) and finish."""
        d = self.expect("declare_attackers")
        if isinstance(attackers, Mapping):
            pairs = list(attackers.items())
        else:
            dflt = defender if defender is not None else self.state.opponents(d.player)[0]
            pairs = [(a, dflt) for a in attackers]
        for a, t in pairs:
            self.act(d.player, DeclareAttacker(a, t))
        self.act(d.player, FinishDeclaration())

    def block(self, blocks: Mapping[int, int | Iterable[int]] | None = None) -> None:
        """Declare blockers {blocker: attacker} for the deciding player and finish; a blocker
        that can block several creatures maps to an iterable of attackers."""
        d = self.expect("declare_blockers")
        for b, a in (blocks or {}).items():
            for one in ([a] if isinstance(a, int) else list(a)):
                self.act(d.player, DeclareBlocker(b, one))
        self.act(d.player, FinishDeclaration())

    def to_combat(self) -> None:
        """From a main phase with an empty stack, pass to the declare attackers decision."""
        for _ in range(50):
            d = self.decision
            if d.kind == "declare_attackers":
                return
            if d.kind != "priority":
                raise ScriptError(f"unexpected decision: {d}")
            self.act(d.player, PassPriority())
        raise ScriptError("no declare attackers decision (no creature can attack?)")


def _pays_part(mana: str, remaining: ManaCost) -> bool:
    """Whether ``mana`` (colour letters, ``C`` colourless) spent on ``remaining`` as a pool is
    (CR 601.2h) pays any of it."""
    pool: dict[str, int] = {}
    for m in mana:
        pool[m] = pool.get(m, 0) + 1
    left = apply_pool(pool, remaining)[1]
    return replace(left, text="") != replace(remaining, text="")
