"""A simple heuristic player that uses only the public API.

* Mulligans: keeps a hand of 2–5 lands (any hand of five cards or fewer).
* Main phase, empty stack, own turn: plays a land, else casts the most expensive spell it can
  (``legal_actions()`` lists only spells whose casting can be completed); never floats mana.
* Targets: harmful spells go at the opponent's biggest creature (for damage, the biggest it
  kills) or else at the opponent; a spell whose text helps ("gets +", "gains", "+1/+1 counter", ...) goes on its own biggest creature.
* Attacks with a creature unless an untapped creature of the defending player could block it,
  kill it and survive; with several opponents (CR 506.2), each creature attacks the opponent
  it can hurt most safely: one it can finish (life, or 21 commander damage from a commander),
  else the one with the least life. Blocks when the blocker survives or trades with a creature
  at least as expensive, and chump-blocks the biggest attackers when the unblocked damage
  would be lethal (life, or commander damage, CR 903.10a).
* Commander (CR 903): casts and recasts its commander like any spell (the tax counted in its
  cost) and puts it back into the command zone whenever it may (CR 903.9).
* Everything else: the first option, "yes" to "may", ties broken by its seeded generator.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from manastack.agents.board import board_view
from manastack.decisions.actions import (
    Action,
    CastSpell,
    Choose,
    DeclareAttacker,
    DeclareBlocker,
    FinishDeclaration,
    PassPriority,
    PlayLand,
    ResetDeclaration,
)
from manastack.decisions.policies import Policy
from manastack.state.rng import Rng

if TYPE_CHECKING:
    from manastack.game import Game

HELPFUL = ("gets +", "get +", "gains ", "gain ", "+1/+1 counter", "regenerate", "untap target",
           "protection from", "hexproof", "indestructible", "return target creature card")
MAIN_STEPS = ("precombat main", "postcombat main")
FIRST_PLAYER_ID = 100  # object ids start here; lower integers are players


def _num(v: Any) -> int:
    try:
        return int(v)
    except (TypeError, ValueError):
        return 0


class HeuristicPolicy(Policy):
    name = "heuristic"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed ^ 0x2545F491)
        self._reset_done: set[tuple[int, str]] = set()

    # -- helpers on the player's view ---------------------------------------------------------
    @staticmethod
    def _objects(view: dict[str, Any]) -> dict[int, dict[str, Any]]:
        out = {}
        for o in view["battlefield"] + view["stack"]:
            if o.get("id") is not None:
                out[o["id"]] = o
        return out

    @staticmethod
    def _creatures(view: dict[str, Any], controller: int | None = None,
                   not_controller: int | None = None) -> list[dict[str, Any]]:
        out = []
        for o in view["battlefield"]:
            if "Creature" not in o.get("types", ()):
                continue
            if controller is not None and o["controller"] != controller:
                continue
            if not_controller is not None and o["controller"] == not_controller:
                continue
            out.append(o)
        return out

    @staticmethod
    def _power(o: dict[str, Any]) -> int:
        return _num(o.get("power"))

    @staticmethod
    def _toughness(o: dict[str, Any]) -> int:
        return _num(o.get("toughness")) - _num(o.get("damage"))

    def _value(self, game: Game, o: dict[str, Any]) -> int:
        if o.get("face_down") or o.get("key") is None:
            return 3
        from manastack.cards.database import database
        return database().by_key(o["key"]).mana_value

    # -- the choice ----------------------------------------------------------------------------
    def choose(self, game: Game, player: int, actions: list[Action]) -> Action:
        d = game.decision
        kind = d.kind if d is not None else ""
        if kind == "priority":
            return self._priority(game, player, actions)
        if kind == "declare_attackers":
            return self._attack(game, player, actions)
        if kind == "declare_blockers":
            return self._block(game, player, actions)
        if kind == "mulligan":
            return self._mulligan(game, player, actions)
        if kind == "first_player":
            return Choose(player) if Choose(player) in actions else actions[0]
        if kind == "target":
            return self._target(game, player, actions)
        if kind == "may":
            return Choose(True) if Choose(True) in actions else actions[0]
        if kind in ("discard", "bottom_cards"):
            return self._discard(game, player, actions)
        if kind == "commander_zone":
            return Choose("command_zone") if Choose("command_zone") in actions else actions[0]
        return actions[0]

    def _priority(self, game: Game, player: int, actions: list[Action]) -> Action:
        view_needed = any(isinstance(a, PlayLand | CastSpell) for a in actions)
        if not view_needed:
            return PassPriority()
        lands = [a for a in actions if isinstance(a, PlayLand)]
        if lands:
            return lands[0]
        spells = [a for a in actions if isinstance(a, CastSpell)]
        view = board_view(game, player)
        # its own main phase: its turn, or in Two-Headed Giant its team's (CR 805.4a)
        team = view["players"][player].get("team", (player,))
        own_main = (view["active"] in team and view["step"] in MAIN_STEPS
                    and not view["stack"])
        if not own_main:
            return PassPriority()

        taxes = {c["object"]: c["tax"] for c in view["players"][player].get("commanders", ())}

        def cost(a: CastSpell) -> int:
            if a.method == "face_down":
                return 3
            return game.card(a.card).mana_value + (taxes.get(a.card, 0)
                                                   if a.method == "commander" else 0)

        best = max(cost(a) for a in spells)
        top = [a for a in spells if cost(a) == best]
        return top[self.rng.below(len(top))]

    def _mulligan(self, game: Game, player: int, actions: list[Action]) -> Action:
        hand = board_view(game, player)["players"][player].get("hand", [])
        lands = sum(1 for o in hand if "Land" in o.get("types", ()))
        if len(hand) <= 5 or 2 <= lands <= 5:
            return Choose("keep") if Choose("keep") in actions else actions[0]
        return Choose("mulligan") if Choose("mulligan") in actions else actions[0]

    def _discard(self, game: Game, player: int, actions: list[Action]) -> Action:
        hand = {o["id"]: o for o in board_view(game, player)["players"][player].get("hand", [])
                if o.get("id") is not None}
        lands = [o for o in hand.values() if "Land" in o.get("types", ())]
        keep_lands = len(lands) <= 3

        def badness(a: Action) -> tuple[int, int]:
            if not isinstance(a, Choose) or a.value not in hand:
                return (0, 0)
            o = hand[a.value]
            is_land = "Land" in o.get("types", ())
            if is_land:
                return (0 if keep_lands else 2, 0)
            return (1, self._value(game, o))

        return max(actions, key=badness)

    def _target(self, game: Game, player: int, actions: list[Action]) -> Action:
        d = game.decision
        assert d is not None
        info = d.info()
        helpful = False
        damage: int | None = None
        src = info.get("source")
        if src is not None:
            try:
                text = " ".join(f.oracle_text for f in game.card(src).faces).lower()
            except KeyError:
                text = ""
            helpful = any(h in text for h in HELPFUL)
            m = re.search(r"deals (\d+) damage", text)
            damage = int(m.group(1)) if m else None
        view = board_view(game, player)
        objs = self._objects(view)
        # the player's side: themselves and, in Two-Headed Giant, their teammate (CR 810.1)
        team = next((set(p.get("team", (player,))) for p in view["players"]
                     if p["index"] == player), {player})
        scored: list[tuple[int, Action]] = []
        for a in actions:
            if not isinstance(a, Choose) or a.value is None:
                continue
            v = a.value
            mine: bool
            score = 0
            if isinstance(v, int) and 0 <= v < FIRST_PLAYER_ID:
                mine = v in team
                score = 5
            elif isinstance(v, int) and v in objs:
                o = objs[v]
                mine = o["controller"] in team
                score = 10 + self._power(o) * 3 + self._value(game, o)
                if damage is not None and not mine and self._toughness(o) > damage:
                    score = 0  # damage that doesn't kill: better aimed at the player
            else:
                mine = False
            good = mine if helpful else not mine
            scored.append(((1000 if good else 0) + score, a))
        if not scored:
            return actions[0]
        return max(scored, key=lambda s: s[0])[1]

    def _attack(self, game: Game, player: int, actions: list[Action]) -> Action:
        view = board_view(game, player)
        objs = self._objects(view)
        players = {p["index"]: p for p in view["players"]}
        commander_of = {c["object"]: str(c["commander"])
                        for c in players[player].get("commanders", ()) if c["object"]}
        best: tuple[tuple[int, int], DeclareAttacker] | None = None
        for a in actions:
            if not isinstance(a, DeclareAttacker):
                continue
            if not (0 <= a.defender < FIRST_PLAYER_ID):
                continue
            me = objs.get(a.creature)
            if me is None:
                continue
            p, t = self._power(me), self._toughness(me)
            if p <= 0:
                continue
            flying = "Flying" in me.get("keywords", ())
            # CR 509.1a: only the attacked player's creatures can block it; in Two-Headed
            # Giant, those of the whole defending team (CR 805.10a, 810.7)
            defending = set(players[a.defender].get("team", (a.defender,)))
            blockers = [o for o in self._creatures(view)
                        if o["controller"] in defending and not o.get("tapped")]
            dies_for_nothing = any(
                self._power(b) >= t and self._toughness(b) > p
                and (not flying or {"Flying", "Reach"} & set(b.get("keywords", ())))
                for b in blockers)
            if dies_for_nothing:
                continue
            them = players[a.defender]
            done = them.get("commander_damage", {}).get(commander_of.get(a.creature, ""), 0)
            finishes = p >= them["life"] or (a.creature in commander_of and done + p >= 21)
            score = (1 if finishes else 0, -them["life"])
            if best is None or score > best[0]:
                best = (score, a)
        if best is not None:
            return best[1]
        return self._finish(game, player, actions)

    def _finish(self, game: Game, player: int, actions: list[Action]) -> Action:
        if FinishDeclaration() in actions:
            return FinishDeclaration()
        view = board_view(game, player)
        key = (view["turn"], view["step"])
        if ResetDeclaration() in actions and key not in self._reset_done:
            self._reset_done.add(key)
            return ResetDeclaration()
        return actions[self.rng.below(len(actions))]

    def _block(self, game: Game, player: int, actions: list[Action]) -> Action:
        d = game.decision
        if d is not None and dict(d.data).get("defending_player", player) != player:
            return self._block_for_opponent(game, player, actions)
        view = board_view(game, player)
        objs = self._objects(view)
        combat = view.get("combat") or {"attackers": [], "blockers": []}
        blocked = {a for _, atks in combat["blockers"] for a in atks}
        used = {b for b, _ in combat["blockers"]}
        me = view["players"][player]
        life = me["life"]
        incoming = sum(self._power(objs[a]) for a, d in combat["attackers"]
                       if a in objs and a not in blocked and d == player)
        # CR 903.10a: an unblocked commander that would bring its damage to 21 is lethal too.
        commanders = {c["object"]: str(c["commander"]) for q in view["players"]
                      for c in q.get("commanders", ()) if c.get("object") is not None}
        done = me.get("commander_damage", {})
        if any(a in objs and a in commanders and a not in blocked and d == player and
               done.get(commanders[a], 0) + self._power(objs[a]) >= 21
               for a, d in combat["attackers"]):
            incoming = max(incoming, life)
        options = [a for a in actions if isinstance(a, DeclareBlocker)
                   and a.blocker not in used and a.attacker not in blocked
                   and a.attacker in objs and a.blocker in objs
                   and "Menace" not in objs[a.attacker].get("keywords", ())]
        good = []
        for a in options:
            att, blk = objs[a.attacker], objs[a.blocker]
            survives = self._toughness(blk) > self._power(att)
            kills = self._power(blk) >= self._toughness(att)
            trade = kills and self._value(game, blk) <= self._value(game, att)
            if survives or trade:
                good.append((survives and kills, kills, self._power(att), a))
        if good:
            return max(good, key=lambda g: g[:3])[3]
        if incoming >= life and options:
            return max(options, key=lambda a: self._power(objs[a.attacker]))
        return self._finish(game, player, actions)

    def _block_for_opponent(self, game: Game, player: int, actions: list[Action]) -> Action:
        """Choosing an opponent's blocks (CR 509.1 changed by Odric, Master Tactician): no
        block at all when the declaration may end; while a requirement still asks for blocks
        (CR 509.1c), the worst block for that opponent: a blocker that dies without killing
        its attacker, their most valuable one first."""
        done = [a for a in actions if isinstance(a, FinishDeclaration)]
        if done:
            return done[0]
        objs = self._objects(board_view(game, player))
        blocks = [a for a in actions if isinstance(a, DeclareBlocker)
                  and a.attacker in objs and a.blocker in objs]
        if not blocks:
            return actions[0]

        def worst(a: DeclareBlocker) -> tuple[bool, bool, int]:
            att, blk = objs[a.attacker], objs[a.blocker]
            dies = self._power(att) >= self._toughness(blk)
            kills = self._power(blk) >= self._toughness(att)
            return dies and not kills, dies, self._value(game, blk)
        return max(blocks, key=worst)


__all__ = ["HeuristicPolicy"]
