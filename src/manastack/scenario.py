"""The scenario builder: set up any position, then play it through public actions only.

    s = Scenario(players=2, seed=1)
    s.battlefield(0, "Forest", "Forest", "Grizzly Bears")
    s.hand(0, "Giant Growth")
    s.life(1, 5)
    s.at("precombat_main", active=0, turn=3)
    game = s.build()

Every card is looked up by English or Japanese name and must be implemented. Permanents put
on the battlefield have been under their controller's control since before the turn began
unless ``sick=True``; a planeswalker has its printed loyalty unless ``counters`` says
otherwise. The scenario is recorded in the game's setup, so it saves and replays.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from manastack.cards.database import UnknownCardError, database
from manastack.cards.registry import UnimplementedCardError, require_implemented
from manastack.state.steps import Step
from manastack.state.zones import Zone

if TYPE_CHECKING:
    from manastack.game import Game

STEP_NAMES = {s.name.lower(): s for s in Step}
STEP_NAMES.update({"main": Step.PRECOMBAT_MAIN, "main1": Step.PRECOMBAT_MAIN,
                   "main2": Step.POSTCOMBAT_MAIN, "combat": Step.BEGINNING_OF_COMBAT,
                   "attackers": Step.DECLARE_ATTACKERS, "blockers": Step.DECLARE_BLOCKERS,
                   "damage": Step.COMBAT_DAMAGE, "end": Step.END})


class ScenarioError(ValueError):
    """A scenario that can't be built (unknown card, bad zone, bad player, bad step, bad
    number). Raised by the method given the bad value, before anything is recorded."""


class ScenarioCardError(ScenarioError, UnknownCardError):
    """An unknown card name given to a scenario (a ``ScenarioError`` and an
    ``UnknownCardError``)."""


class ScenarioUnimplementedError(ScenarioError, UnimplementedCardError):
    """A card given to a scenario that is not implemented yet (a ``ScenarioError`` and an
    ``UnimplementedCardError``)."""


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


class Scenario:
    """``format="commander"``: the Commander variant (CR 903): 40 life unless ``life`` says
    otherwise; ``commander(player, name, zone)`` puts a player's commander into a zone (the
    command zone unless ``zone`` says otherwise)."""

    def __init__(self, players: int = 2, seed: int = 0, life: int | None = None,
                 format: str = "normal") -> None:
        if not _is_int(players) or not 2 <= players <= 8:
            raise ScenarioError(f"a game needs between 2 and 8 players, not {players!r}")
        if format not in ("normal", "commander"):
            raise ScenarioError(f"unknown format {format!r}; use 'normal' or 'commander'")
        if not _is_int(seed):
            raise ScenarioError(f"the seed must be an integer, not {seed!r}")
        if life is not None and (not _is_int(life) or life <= 0):
            raise ScenarioError(f"the starting life must be a positive integer, not {life!r}")
        self.players = players
        self.seed = seed
        self.format = format
        self.life_total = life if life is not None else (40 if format == "commander" else 20)
        self.ops: list[dict[str, Any]] = []
        self.step = "precombat_main"
        self.active = 0
        self.turn = 3

    def _player(self, player: Any) -> None:
        if not _is_int(player) or not 0 <= player < self.players:
            raise ScenarioError(f"no such player: {player!r} (players are 0 to "
                                f"{self.players - 1})")

    def _cards(self, player: int, zone: str, names: tuple[str, ...], **kw: Any) -> Scenario:
        self._player(player)
        keys = []
        for n in names:
            if not isinstance(n, str):
                raise ScenarioError(f"card names are given one by one as strings, not {n!r}")
            try:
                card = database().get(n)
            except UnknownCardError as e:
                raise ScenarioCardError(e.query, e.suggestions) from None
            try:
                require_implemented(card.key)
            except UnimplementedCardError as e:
                raise ScenarioUnimplementedError(str(e)) from None
            keys.append(card.key)
        counters = kw.get("counters")
        if counters is not None and not (isinstance(counters, dict) and all(
                isinstance(k, str) and _is_int(v) and v >= 0 for k, v in counters.items())):
            raise ScenarioError(f"counters must map counter kinds to non-negative integers, "
                                f"not {counters!r}")
        for flag in ("tapped", "sick", "face_down", "transformed"):
            if flag in kw and not isinstance(kw[flag], bool):
                raise ScenarioError(f"{flag} must be True or False, not {kw[flag]!r}")
        self.ops.append({"op": "cards", "player": player, "zone": zone, "cards": keys, **kw})
        return self

    def hand(self, player: int, *names: str) -> Scenario:
        return self._cards(player, "hand", names)

    def library(self, player: int, *names: str) -> Scenario:
        """Cards on top of the library, the first name on top."""
        return self._cards(player, "library", names)

    def graveyard(self, player: int, *names: str) -> Scenario:
        return self._cards(player, "graveyard", names)

    def exile(self, player: int, *names: str) -> Scenario:
        return self._cards(player, "exile", names)

    def battlefield(self, player: int, *names: str, tapped: bool = False, sick: bool = False,
                    counters: dict[str, int] | None = None, face_down: bool = False,
                    transformed: bool = False) -> Scenario:
        return self._cards(player, "battlefield", names, tapped=tapped, sick=sick,
                           counters=dict(counters) if isinstance(counters, dict) else
                           {} if counters is None else counters, face_down=face_down,
                           transformed=transformed)

    def commander(self, player: int, name: str, zone: str = "command", tapped: bool = False,
                  sick: bool = False) -> Scenario:
        """``player``'s commander (CR 903.3), in ``zone`` ("command", "battlefield", "hand",
        "graveyard", "exile" or "library"); only in a Commander scenario."""
        if self.format != "commander":
            raise ScenarioError("commanders exist only in a Scenario(format='commander')")
        if zone not in ("command", "battlefield", "hand", "graveyard", "exile", "library"):
            raise ScenarioError(f"unknown zone {zone!r} for a commander")
        self._cards(player, zone, (name,), tapped=tapped, sick=sick, counters={},
                    face_down=False, transformed=False)
        self.ops[-1]["commander"] = True
        return self

    def life(self, player: int, amount: int) -> Scenario:
        self._player(player)
        if not _is_int(amount):
            raise ScenarioError(f"a life total is an integer, not {amount!r}")
        self.ops.append({"op": "life", "player": player, "life": amount})
        return self

    def day_night(self, value: str) -> Scenario:
        if value not in ("day", "night"):
            raise ScenarioError("day_night must be 'day' or 'night'")
        self.ops.append({"op": "day_night", "value": value})
        return self

    def at(self, step: str = "precombat_main", active: int = 0, turn: int = 3) -> Scenario:
        if not isinstance(step, str) or step not in STEP_NAMES:
            raise ScenarioError(f"unknown step {step!r}; use one of {sorted(STEP_NAMES)}")
        if step in ("untap", "cleanup", "declare_attackers", "declare_blockers",
                    "first_strike_damage", "combat_damage", "attackers", "blockers", "damage"):
            raise ScenarioError(f"a scenario can't start in the {step} step: start earlier and "
                                "play to it")
        self._player(active)
        if not _is_int(turn) or turn < 1:
            raise ScenarioError(f"the turn number must be a positive integer, not {turn!r}")
        self.step, self.active, self.turn = step, active, turn
        return self

    def build(self) -> Game:
        from manastack.game import Game
        setup = {"seed": self.seed, "decks": [[] for _ in range(self.players)],
                 "life": self.life_total, **({"format": "commander"}
                                            if self.format == "commander" else {}),
                 "scenario": {"ops": self.ops, "step": self.step, "active": self.active,
                              "turn": self.turn}}
        from manastack.game_document import GameDocumentError, check_setup
        try:
            check_setup(setup)
        except GameDocumentError as e:
            raise ScenarioError(str(e)) from None
        return Game._from_setup(setup)


def apply_scenario(game: Game, sc: dict[str, Any]) -> None:
    """Lay out a scenario on a fresh state (called by Game)."""
    g = game.state
    n = len(g.players)
    for op in sc["ops"]:
        if op["op"] == "life":
            g.players[op["player"]].life = op["life"]
        elif op["op"] == "day_night":
            g.day_night = op["value"]
        elif op["op"] == "cards":
            zone = Zone(op["zone"])
            p = op["player"]
            for k in op["cards"]:
                o = g.new_object(k, p, zone)
                if op.get("commander"):
                    from manastack.rules.commander import COMMANDER_FLAG
                    o.flags = frozenset({f"{COMMANDER_FLAG}{o.id}"})  # CR 903.3
                    cmdrs = dict(g.extra.get("commanders", {}))
                    cmdrs[p] = (*cmdrs.get(p, ()), k)
                    g.extra["commanders"] = cmdrs
                if zone is Zone.BATTLEFIELD:
                    o.controller = p
                    o.timestamp = g.next_timestamp()
                    o.tapped = bool(op.get("tapped"))
                    o.counters = dict(op.get("counters") or {})
                    o.controlled_since = sc["turn"] if op.get("sick") else 0
                    o.face_down = bool(op.get("face_down"))
                    if o.face_down:
                        o.known_to = frozenset({p})
                    faces = database().by_key(k).faces
                    if op.get("transformed") and len(faces) > 1:
                        o.face = 1  # only double-faced cards have a back face (CR 712)
                    printed = faces[o.face].loyalty
                    if printed is not None and not o.face_down and "loyalty" not in o.counters:
                        # CR 306.5b: a planeswalker is there with its printed loyalty unless
                        # the scenario says how many loyalty counters it has.
                        o.counters["loyalty"] = int(printed)
                    g.battlefield.append(o.id)
                elif zone is Zone.LIBRARY:
                    g.players[p].library.append(o.id)
                elif zone is Zone.EXILE:
                    g.exile.append(o.id)
                elif zone is Zone.COMMAND:
                    g.command.append(o.id)
                else:
                    g.zone_list(zone, p).append(o.id)
    g.turn = int(sc["turn"])
    g.active = int(sc["active"])
    g.first_player = g.active
    g.step = STEP_NAMES[sc["step"]]
    starts = {}
    for i in range(n):
        back = (g.active - i) % n
        starts[i] = g.turn - back
    g.extra["turn_start_of"] = starts
    g.extra["prev_turn_active_spells"] = None
    g.started = True
    for p in g.players:
        p.kept = True
    if g.step is Step.BEGINNING_OF_COMBAT:
        from manastack.state.combat import Combat
        g.combat = Combat()
    g.priority = g.active
    g.passes = 0
