"""The scenario builder: set up any position, then play it through public actions only.

    s = Scenario(players=2, seed=1)
    s.battlefield(0, "Forest", "Forest", "Grizzly Bears")
    s.battlefield(1, "Pacifism", attached_to="Grizzly Bears")
    s.hand(0, "Giant Growth")
    s.stack(1, "Shock", targets=["Grizzly Bears"])
    s.life(1, 5)
    s.at("precombat_main", active=0, turn=3)
    game = s.build()

Every card is looked up by English or Japanese name and must be implemented. Each zone method
(``hand``, ``library``, ``graveyard``, ``exile``, ``battlefield``) takes the same options
(:class:`CardOptions`); an option that can't apply to that zone or that card is a
:class:`ScenarioError` naming the problem, raised by the call itself, and the scenario is left
as it was. ``stack`` puts a spell on the stack with its choices already made. The whole
position is checked again by ``build()``, which returns no game if anything is wrong.

Permanents have been under their controller's control since before the turn began unless
``sick=True``; a planeswalker has its printed loyalty unless ``counters`` says otherwise. Objects
are referred to (``attached_to``, ``targets``) by a ``label=`` given when they were placed or by
card name when exactly one such card was placed in the zone meant; players by their index.

The position is not played: nothing triggers and no state-based action is performed while it is
laid out. Once built, the game runs as from any other position: state-based actions are checked
before the first player gets priority (a creature with lethal damage marked dies then, CR 704.5g)
and triggered abilities trigger on what happens from there. The scenario is recorded in the
game's setup, so the game saves and replays (``Game.to_json`` / ``Game.from_json``).

See docs/scenario.md for every option, with examples.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypedDict, Unpack

from manastack.cards.database import UnknownCardError, database
from manastack.cards.registry import UnimplementedCardError, card_def, require_implemented
from manastack.state.steps import Step
from manastack.state.zones import Zone

if TYPE_CHECKING:
    from manastack.game import Game
    from manastack.rules.characteristics import Chars
    from manastack.state.game_state import GameState

STEP_NAMES = {s.name.lower(): s for s in Step}
STEP_NAMES.update({"main": Step.PRECOMBAT_MAIN, "main1": Step.PRECOMBAT_MAIN,
                   "main2": Step.POSTCOMBAT_MAIN, "combat": Step.BEGINNING_OF_COMBAT,
                   "attackers": Step.DECLARE_ATTACKERS, "blockers": Step.DECLARE_BLOCKERS,
                   "damage": Step.COMBAT_DAMAGE, "end": Step.END})

Ref = str | int
"""An object placed earlier (its ``label`` or its card name) or a player (an ``int``)."""


class ScenarioError(ValueError):
    """A scenario that can't be built (unknown card, bad zone, bad player, bad step, a position
    that can't exist, bad number). The message names the problem; the method given the bad
    value records nothing."""


class ScenarioCardError(ScenarioError, UnknownCardError):
    """An unknown card name given to a scenario (a ``ScenarioError`` and an
    ``UnknownCardError``)."""


class ScenarioUnimplementedError(ScenarioError, UnimplementedCardError):
    """A card given to a scenario that is not implemented yet (a ``ScenarioError`` and an
    ``UnimplementedCardError``)."""


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


class CardOptions(TypedDict, total=False):
    """Options of the zone methods. Options marked *permanent* apply on the battlefield only.

    ``label``: a name to refer to this one object by (one card per call).
    ``owner``: the card's owner when it isn't ``player`` (*permanent*; CR 108.3, 110.2).
    ``tapped``, ``sick`` (*permanent*): tapped; came under its controller's control this turn
    (CR 302.6).
    ``counters``: counters of any kind, ``{"+1/+1": 2, "loyalty": 3}`` (battlefield or exile,
    CR 122).
    ``damage``: damage already marked on a creature this turn (*permanent*, CR 120.3e).
    ``face_down``: a face-down 2/2 (*permanent*, CR 708.2); only its controller may look at it.
    ``transformed``: a double-faced card with its back face up (*permanent*, CR 712); among
    several cards, those with a back face (an error if none has one).
    ``phased_out``: phased out (*permanent*, CR 702.26); what is attached to it is phased out
    with it.
    ``attached_to``: what an Aura enchants (an object, or a player for "Enchant player") or the
    creature an Equipment equips (*permanent*, CR 301.5, 303.4).
    ``chosen``: the values its "as enters" abilities chose or noted (*permanent*, CR 614.12):
    ``{"creature_type": "Elf"}``, ``{"color": "blue"}``, ``{"card_name": "Shock"}``,
    ``{"noted_life": 17}``, ``{"x": 3}`` for a permanent with X in its mana cost (CR 107.3m).
    """

    label: str
    owner: int
    tapped: bool
    sick: bool
    counters: dict[str, int]
    damage: int
    face_down: bool
    transformed: bool
    phased_out: bool
    attached_to: Ref
    chosen: dict[str, Any]


_PERMANENT_ONLY = ("owner", "tapped", "sick", "damage", "face_down", "transformed", "phased_out",
                   "attached_to", "chosen")
_COUNTER_ZONES = (Zone.BATTLEFIELD, Zone.EXILE)


class Scenario:
    """A position to build. Every method returns the scenario, so calls chain.

    ``format="commander"``: the Commander variant (CR 903): 40 life unless ``life`` says
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
        self.priority: int | None = None
        # What each placed card is, in order (its index is how ops refer to it).
        self._placed: list[tuple[str, Zone, str | None]] = []

    # -- zones -------------------------------------------------------------------------------
    def hand(self, player: int, *names: str, **options: Unpack[CardOptions]) -> Scenario:
        return self._cards(player, Zone.HAND, names, options)

    def library(self, player: int, *names: str, **options: Unpack[CardOptions]) -> Scenario:
        """Cards on top of the library, the first name on top."""
        return self._cards(player, Zone.LIBRARY, names, options)

    def graveyard(self, player: int, *names: str, **options: Unpack[CardOptions]) -> Scenario:
        return self._cards(player, Zone.GRAVEYARD, names, options)

    def exile(self, player: int, *names: str, **options: Unpack[CardOptions]) -> Scenario:
        """Cards in exile, owned by ``player``."""
        return self._cards(player, Zone.EXILE, names, options)

    def battlefield(self, player: int, *names: str, **options: Unpack[CardOptions]) -> Scenario:
        """Permanents controlled by ``player`` (owned by them unless ``owner`` says otherwise)."""
        return self._cards(player, Zone.BATTLEFIELD, names, options)

    def stack(self, player: int, name: str, *, targets: list[Any] | tuple[Any, ...] = (),
              x: int | None = None, modes: list[int] | tuple[int, ...] = (),
              division: list[int] | tuple[int, ...] | None = None,
              chosen: dict[str, Any] | None = None, method: str = "normal",
              owner: int | None = None, label: str | None = None) -> Scenario:
        """A spell ``player`` has cast and that is waiting on the stack, its choices made
        (CR 601.2b–d): ``modes`` (indices, in order), ``x``, ``targets`` (one entry per target
        slot in order: a reference, or a list of references for a slot with several targets),
        ``division`` of a divided amount among the first slot's targets, ``chosen`` values
        announced as it was cast, ``method`` it was cast by ("normal", "flashback",
        "disturb", "face_down", ...). Calls stack up: the last one is on top."""
        self._player(player, "player")
        if owner is not None:
            self._player(owner, "owner")
        from manastack.rules.cast_methods import METHODS
        if method not in METHODS:
            raise ScenarioError(f"unknown cast method {method!r}; use one of {sorted(METHODS)}")
        key = self._key(name)
        cname = database().by_key(key).name
        op: dict[str, Any] = {"op": "spell", "player": player, "card": key, "method": method}
        if owner is not None and owner != player:
            op["owner"] = owner
        if x is not None:
            if not isinstance(x, int) or isinstance(x, bool) or x < 0:
                raise ScenarioError(f"{cname}: x must be a whole number, got {x!r}")
            op["x"] = x
        if modes:
            op["modes"] = [int(m) for m in modes]
        if division is not None:
            op["division"] = [int(n) for n in division]
        if chosen:
            op["chosen"] = dict(chosen)
        slots = []
        for entry in targets:
            refs = list(entry) if isinstance(entry, list | tuple) else [entry]
            slots.append([self._ref(r, cname, "target", None) for r in refs])
        op["targets"] = slots
        self._label(label, 1)
        self._add(op, [(cname, Zone.STACK, label)])
        return self

    def commander(self, player: int, name: str, zone: str = "command", tapped: bool = False,
                  sick: bool = False) -> Scenario:
        """``player``'s commander (CR 903.3), in ``zone`` ("command", "battlefield", "hand",
        "graveyard", "exile" or "library"); only in a Commander scenario."""
        if self.format != "commander":
            raise ScenarioError("commanders exist only in a Scenario(format='commander')")
        if zone not in ("command", "battlefield", "hand", "graveyard", "exile", "library"):
            raise ScenarioError(f"unknown zone {zone!r} for a commander")
        self._cards(player, Zone(zone), (name,), {"tapped": tapped, "sick": sick},
                    commander=True)
        return self

    # -- the rest of the position ------------------------------------------------------------
    def life(self, player: int, amount: int) -> Scenario:
        self._player(player, "player")
        if not _is_int(amount):
            raise ScenarioError(f"a life total is an integer, not {amount!r}")
        self.ops.append({"op": "life", "player": player, "life": amount})
        return self

    def day_night(self, value: str) -> Scenario:
        """It is day or night (CR 730)."""
        if value not in ("day", "night"):
            raise ScenarioError("day_night must be 'day' or 'night'")
        self.ops.append({"op": "day_night", "value": value})
        return self

    def at(self, step: str = "precombat_main", active: int = 0, turn: int = 3,
           priority: int | None = None) -> Scenario:
        """The step and turn the game is in, its active player, and who has priority first
        (the active player unless ``priority`` says otherwise, e.g. the player who has just
        cast the spell on top of the stack, CR 601.2i)."""
        if not isinstance(step, str) or step not in STEP_NAMES:
            raise ScenarioError(f"unknown step {step!r}; use one of {sorted(STEP_NAMES)}")
        if step in ("untap", "cleanup", "declare_attackers", "declare_blockers",
                    "first_strike_damage", "combat_damage", "attackers", "blockers", "damage"):
            raise ScenarioError(f"a scenario can't start in the {step} step: start earlier and "
                                "play to it")
        self._player(active, "active player")
        if not _is_int(turn) or turn < 1:
            raise ScenarioError(f"the turn number must be a positive integer, not {turn!r}")
        if priority is not None:
            self._player(priority, "player with priority")
        self.step, self.active, self.turn, self.priority = step, active, turn, priority
        return self

    def build(self) -> Game:
        """The game in this position. Raises ScenarioError (and builds nothing) if the
        position can't exist."""
        from manastack.game import Game
        from manastack.game_document import GameDocumentError, check_setup
        setup = self._setup()
        try:
            check_setup(setup)
        except GameDocumentError as e:
            raise ScenarioError(str(e)) from None
        return Game._from_setup(setup)

    # -- internals ---------------------------------------------------------------------------
    def _setup(self, ops: list[dict[str, Any]] | None = None) -> dict[str, Any]:
        sc: dict[str, Any] = {"ops": self.ops if ops is None else ops, "step": self.step,
                              "active": self.active, "turn": self.turn}
        if self.priority is not None:
            sc["priority"] = self.priority
        return {"seed": self.seed, "decks": [[] for _ in range(self.players)],
                "life": self.life_total, **({"format": "commander"}
                                           if self.format == "commander" else {}),
                "scenario": sc}

    def _player(self, p: Any, what: str) -> None:
        if not _is_int(p) or not 0 <= p < self.players:
            raise ScenarioError(f"no such {what}: {p!r} (players are 0 to {self.players - 1})")

    def _key(self, name: Any) -> str:
        if not isinstance(name, str):
            raise ScenarioError(f"card names are given one by one as strings, not {name!r}")
        try:
            card = database().get(name)
        except UnknownCardError as e:
            raise ScenarioCardError(e.query, e.suggestions) from None
        try:
            require_implemented(card.key)
        except UnimplementedCardError as e:
            raise ScenarioUnimplementedError(str(e)) from None
        return card.key

    def _label(self, label: str | None, count: int) -> None:
        if label is None:
            return
        if not isinstance(label, str) or not label:
            raise ScenarioError(f"a label must be a non-empty string, got {label!r}")
        if count != 1:
            raise ScenarioError(f"label {label!r} names one card: place the cards one by one")
        if any(lab == label for _, _, lab in self._placed):
            raise ScenarioError(f"label {label!r} is already used")

    def _ref(self, ref: Any, who: str, what: str, zone: Zone | None) -> dict[str, int]:
        """A reference as stored in the setup: ``{"player": p}`` or ``{"object": index}``."""
        if isinstance(ref, int) and not isinstance(ref, bool):
            self._player(ref, f"player for {who}'s {what}")
            return {"player": ref}
        if not isinstance(ref, str):
            raise ScenarioError(f"{who}: {what} must be a label, a card name or a player index, "
                                f"got {ref!r}")
        found = [i for i, (_, _, lab) in enumerate(self._placed) if lab == ref]
        if not found:
            card = database().find(ref)
            name = card.name if card is not None else ref
            found = [i for i, (n, z, _) in enumerate(self._placed)
                     if n == name and (zone is None or z is zone)]
            if len(found) > 1:
                raise ScenarioError(
                    f"{who}: {what} {ref!r} could be any of {len(found)} cards of that name: "
                    "give the one meant a label= and refer to it by that label")
        if not found:
            where = f" on the {zone.value}" if zone is not None else ""
            raise ScenarioError(f"{who}: {what} {ref!r} is nothing placed{where} so far "
                                "(place it first)")
        i = found[0]
        if zone is not None and self._placed[i][1] is not zone:
            raise ScenarioError(f"{who}: {what} {ref!r} is in the {self._placed[i][1].value}, "
                                f"not on the {zone.value}")
        return {"object": i}

    def _cards(self, player: int, zone: Zone, names: tuple[str, ...],
               options: CardOptions, commander: bool = False) -> Scenario:
        self._player(player, "player")
        unknown = sorted(set(options) - set(CardOptions.__annotations__))
        if unknown:
            raise ScenarioError(f"unknown option {unknown[0]!r}; the options are "
                                f"{sorted(CardOptions.__annotations__)}")
        keys = [self._key(n) for n in names]
        cnames = [database().by_key(k).name for k in keys]
        what = ", ".join(cnames) or "no card"
        opts: dict[str, Any] = dict(options)
        if zone is not Zone.BATTLEFIELD:
            for name in _PERMANENT_ONLY:
                if opts.get(name) is not None and opts.get(name) is not False:
                    raise ScenarioError(
                        f"{what}: {name}= applies only to permanents on the battlefield, "
                        f"not to cards in the {zone.value}")
        counters = opts.get("counters") or {}
        if counters:
            if zone not in _COUNTER_ZONES:
                raise ScenarioError(f"{what}: a card in the {zone.value} can't have counters "
                                    "(put them on a permanent or an exiled card)")
            if not isinstance(counters, dict) or not all(
                    isinstance(k, str) and k and isinstance(v, int) and not isinstance(v, bool)
                    and v >= 0 for k, v in counters.items()):
                raise ScenarioError(f"{what}: counters must map counter kinds to non-negative "
                                    f"integers, got {counters!r}")
            counters = {k: v for k, v in counters.items() if v}
        for flag in ("tapped", "sick", "face_down", "transformed", "phased_out"):
            if flag in opts and not isinstance(opts[flag], bool):
                raise ScenarioError(f"{flag} must be True or False, not {opts[flag]!r}")
        damage = opts.get("damage", 0)
        if not isinstance(damage, int) or isinstance(damage, bool) or damage < 0:
            raise ScenarioError(f"{what}: damage must be a whole number, got {damage!r}")
        label = opts.get("label")
        self._label(label, len(keys))
        op: dict[str, Any] = {"op": "cards", "player": player, "zone": zone.value, "cards": keys}
        if commander:
            op["commander"] = True
        if zone is Zone.BATTLEFIELD:
            owner = opts.get("owner")
            if owner is not None:
                self._player(owner, "owner")
            face_down = bool(opts.get("face_down"))
            transformed = bool(opts.get("transformed"))
            if face_down and transformed:
                raise ScenarioError(f"{what}: a face-down permanent has no face up, so it "
                                    "can't be transformed too (CR 708.2)")
            if transformed and keys and all(len(database().by_key(k).faces) < 2 for k in keys):
                # With several cards, ``transformed`` turns over those that have a back face.
                raise ScenarioError(f"{what} can't be transformed: no back face (CR 712.2)")
            chosen = opts.get("chosen") or {}
            if chosen:
                if face_down:
                    raise ScenarioError(f"{what}: a card put onto the battlefield face down has "
                                        "no abilities and makes no choices (CR 708.2)")
                for k, n in zip(keys, cnames, strict=True):
                    _check_chosen(k, _face_index(k, transformed), n, chosen)
            op.update(tapped=bool(opts.get("tapped")), sick=bool(opts.get("sick")),
                      counters=dict(counters), face_down=face_down, transformed=transformed)
            if damage:
                op["damage"] = damage
            if owner is not None and owner != player:
                op["owner"] = owner
            if opts.get("phased_out"):
                op["phased_out"] = True
            if chosen:
                op["chosen"] = dict(chosen)
            if opts.get("attached_to") is not None:
                for k, n in zip(keys, cnames, strict=True):
                    sub = _face_subtypes(k, _face_index(k, transformed), face_down)
                    if "Aura" not in sub and "Equipment" not in sub:
                        raise ScenarioError(
                            f"{n} can't be attached to anything: only an Aura or an Equipment "
                            "can be attached here (CR 301.5, 303.4)")
                    ref = opts["attached_to"]
                    if "Equipment" in sub and isinstance(ref, int) and not isinstance(ref, bool):
                        raise ScenarioError(f"{n} is an Equipment: it can be attached only to a "
                                            "creature, not to a player (CR 301.5c)")
                op["attached_to"] = self._ref(opts["attached_to"], what, "attached_to",
                                              Zone.BATTLEFIELD)
        elif counters:
            op["counters"] = dict(counters)
        auras = zone is Zone.BATTLEFIELD and not op["face_down"] and any(
            "Aura" in _face_subtypes(k, _face_index(k, op["transformed"]), False) for k in keys)
        self._add(op, [(n, zone, label) for n in cnames], check=auras)
        return self

    def _add(self, op: dict[str, Any], placed: list[tuple[str, Zone, str | None]],
             check: bool = False) -> None:
        """Record ``op`` if the position with it can exist (checked on a trial layout when the
        op needs the game's view of the position); otherwise raise and record nothing."""
        if check or op["op"] == "spell" or any(op.get(k) for k in ("attached_to", "damage",
                                                                     "phased_out")):
            from manastack.state.game_state import GameState
            g = GameState(self.players, self.seed)
            lay_out(g, self._setup(self.ops + [op])["scenario"])
        self.ops.append(op)
        self._placed.extend(placed)


def _face_index(key: str, transformed: bool) -> int:
    return 1 if transformed and len(database().by_key(key).faces) > 1 else 0


def _face_subtypes(key: str, face: int, face_down: bool) -> frozenset[str]:
    if face_down:
        return frozenset()  # CR 708.2a: no subtypes
    from manastack.rules.characteristics import printed_chars
    return printed_chars(key, face).subtypes


def choice_kinds(key: str, face: int) -> dict[str, Any]:
    """The values the "as enters" abilities of this face of a card choose or note, by name:
    each maps to the tuple of values allowed, or to ``int`` for a number (CR 614.12, 107.3m)."""
    from manastack.dsl.abilities import AsEnters
    from manastack.dsl.effects import ChooseCreatureType, ChooseNumber, ChooseOption
    from manastack.rules.characteristics import printed_chars
    from manastack.rules.creature_types import ORDERED_CREATURE_TYPES
    faces = card_def(key).faces
    out: dict[str, Any] = {}
    if face < len(faces):
        for a in faces[face].abilities:
            if not isinstance(a, AsEnters):
                continue
            for e in a.effects:
                var = getattr(e, "var", "")
                name = var[7:] if var.startswith("chosen_") else var
                if isinstance(e, ChooseCreatureType) and (
                        var == "creature_type" or var.startswith("chosen_")):
                    out[name] = tuple(t for t in ORDERED_CREATURE_TYPES if t not in e.exclude)
                elif isinstance(e, ChooseOption) and var.startswith("chosen_"):
                    out[name] = tuple(e.options)
                elif isinstance(e, ChooseNumber) and var.startswith("chosen_"):
                    out[name] = int
            for name in a.notes:
                out[name] = int
    if printed_chars(key, face).mana_cost.x:
        out["x"] = int  # CR 107.3m: the X paid, for its enters abilities
    return out


def _check_chosen(key: str, face: int, who: str, chosen: Any) -> None:
    if not isinstance(chosen, dict):
        raise ScenarioError(f"{who}: chosen must be a dict of choices, got {chosen!r}")
    kinds = choice_kinds(key, face)
    for name, value in chosen.items():
        allowed = kinds.get(name)
        if allowed is None:
            known = ", ".join(sorted(kinds)) or "nothing"
            raise ScenarioError(f"{who} has no \"as enters\" choice {name!r} (it chooses or "
                                f"notes: {known})")
        if allowed is int:
            if not isinstance(value, int) or isinstance(value, bool):
                raise ScenarioError(f"{who}: {name} must be a number, got {value!r}")
        elif value not in allowed:
            raise ScenarioError(f"{who}: {value!r} is not a possible {name.replace('_', ' ')}")


def _spell_chosen_kinds(c: Chars) -> dict[str, Any]:
    """The choices a spell announces as it is cast (CR 601.2b), by variable."""
    from manastack.dsl.effects import ChooseCreatureType
    from manastack.rules.creature_types import ORDERED_CREATURE_TYPES
    from manastack.rules.stack import spell_ability
    sa = spell_ability(c)
    out: dict[str, Any] = {}
    for e in (sa.announce if sa is not None else ()):
        if isinstance(e, ChooseCreatureType):
            out[e.var] = tuple(t for t in ORDERED_CREATURE_TYPES if t not in e.exclude)
        else:
            out[getattr(e, "var", "")] = tuple(getattr(e, "options", ()))
    return out


# -- laying the position out ------------------------------------------------------------------
def lay_out(g: GameState, sc: dict[str, Any]) -> None:
    """Put a scenario's objects in place on a fresh state and check that the position can
    exist; raises ScenarioError naming the first problem."""
    placed: list[int] = []
    checks: list[tuple[int, str]] = []
    for op in sc["ops"]:
        if op["op"] == "life":
            g.players[op["player"]].life = op["life"]
        elif op["op"] == "day_night":
            g.day_night = op["value"]
        elif op["op"] == "cards":
            _lay_cards(g, op, sc, placed, checks)
        elif op["op"] == "spell":
            _lay_spell(g, op, placed, checks)
        else:
            raise ScenarioError(f"unknown scenario operation {op.get('op')!r}")
    _phase_out_attached(g)
    for oid, what in checks:
        problem = _problem(g, oid, what)
        if problem:
            raise ScenarioError(problem)


def _obj_ref(placed: list[int], ref: dict[str, int]) -> int:
    return ref["player"] if "player" in ref else placed[ref["object"]]


def _lay_cards(g: GameState, op: dict[str, Any], sc: dict[str, Any], placed: list[int],
               checks: list[tuple[int, str]]) -> None:
    zone = Zone(op["zone"])
    p = op["player"]
    for k in op["cards"]:
        o = g.new_object(k, op.get("owner", p), zone)
        placed.append(o.id)
        if op.get("commander"):
            from manastack.rules.commander import COMMANDER_FLAG
            o.flags = frozenset({f"{COMMANDER_FLAG}{o.id}"})  # CR 903.3
            cmdrs = dict(g.extra.get("commanders", {}))
            cmdrs[p] = (*cmdrs.get(p, ()), k)
            g.extra["commanders"] = cmdrs
        if zone is Zone.COMMAND:
            g.command.append(o.id)
            continue
        if zone is Zone.EXILE:
            o.counters = dict(op.get("counters") or {})
            g.exile.append(o.id)
            continue
        if zone is Zone.LIBRARY:
            g.players[p].library.append(o.id)
            continue
        if zone is not Zone.BATTLEFIELD:
            g.zone_list(zone, p).append(o.id)
            continue
        o.controller = p
        o.timestamp = g.next_timestamp()
        o.tapped = bool(op.get("tapped"))
        o.counters = dict(op.get("counters") or {})
        o.controlled_since = sc["turn"] if op.get("sick") else 0
        o.entered_turn = sc["turn"] if op.get("sick") else 0
        o.face_down = bool(op.get("face_down"))
        o.damage = int(op.get("damage", 0))
        o.chosen = dict(op.get("chosen") or {})
        if o.face_down:
            o.known_to = frozenset({p})  # CR 708.5: its controller may look at it
        faces = database().by_key(k).faces
        if op.get("transformed") and len(faces) > 1:
            o.face = 1  # only double-faced cards have a back face (CR 712)
        printed = faces[o.face].loyalty
        if printed is not None and not o.face_down and "loyalty" not in o.counters:
            # CR 306.5b: a planeswalker is there with its printed loyalty unless the scenario
            # says how many loyalty counters it has.
            o.counters["loyalty"] = int(printed)
        if op.get("attached_to") is not None:
            o.attached_to = _obj_ref(placed, op["attached_to"])
            checks.append((o.id, "attached"))
        elif not o.face_down:
            checks.append((o.id, "unattached"))
        if o.damage:
            checks.append((o.id, "damage"))
        if op.get("phased_out"):
            o.phased_out = True
            rec = dict(g.extra.get("phased", {}))
            rec[o.id] = (p, True, o.id)  # phased out directly (CR 702.26)
            g.extra["phased"] = rec
        g.battlefield.append(o.id)


def _phase_out_attached(g: GameState) -> None:
    """CR 702.26g: what is attached to a phased-out permanent is phased out with it
    ("indirectly"), and phases in with it."""
    rec = dict(g.extra.get("phased", {}))
    if not rec:
        return
    from manastack.rules.phasing import _attached_tree
    for root in [x for x, (_, direct, _r) in rec.items() if direct]:
        for x in _attached_tree(g, root):
            o = g.objects[x]
            o.phased_out = True
            rec[x] = (o.controller, False, root)
        for x in [x for x, v in rec.items() if v[2] == root and x != root]:
            g.objects[x].phased_out = True
            rec[x] = (g.objects[x].controller, False, root)
    g.extra["phased"] = rec


def _lay_spell(g: GameState, op: dict[str, Any], placed: list[int],
               checks: list[tuple[int, str]]) -> None:
    from manastack.rules.cast_methods import METHODS
    m = METHODS[op["method"]]
    p = op["player"]
    o = g.new_object(op["card"], op.get("owner", p), Zone.STACK)
    placed.append(o.id)
    o.controller = p
    o.timestamp = g.next_timestamp()
    o.face = m.face
    o.face_down = m.face_down
    if o.face_down:
        o.known_to = frozenset({p})
    o.cast_method = op["method"]
    o.was_cast = True
    o.chosen = dict(op.get("chosen") or {})
    o.stack = {"kind": "spell", "method": op["method"], "from_zone": m.zones[0], "card": None,
               "targets": tuple(tuple(_obj_ref(placed, r) for r in slot)
                                for slot in op.get("targets", ())),
               "x": op.get("x")}
    if op.get("modes"):
        o.stack["modes"] = tuple(op["modes"])
    if op.get("division") is not None:
        o.stack["division"] = tuple(op["division"])
    g.stack.append(o.id)
    checks.append((o.id, "spell"))


def _name(g: GameState, oid: int) -> str:
    from manastack.state.objects import is_player_id
    if is_player_id(oid):
        return f"player {oid}"
    o = g.objects[oid]
    if o.face_down:
        return f"the face-down {database().by_key(o.card_key).name}" if o.card_key else "it"
    return database().by_key(o.card_key).faces[o.face].name if o.card_key else "it"


def _problem(g: GameState, oid: int, what: str) -> str | None:
    from manastack.rules.characteristics import chars
    if what == "damage":
        c = chars(g, oid)
        if not c.is_creature:
            return (f"{_name(g, oid)} has damage marked but isn't a creature: damage dealt to "
                    "a noncreature permanent isn't marked on it (CR 120.3)")
        return None
    if what == "attached":
        return _attachment_problem(g, oid)
    if what == "unattached":
        if "Aura" in chars(g, oid).subtypes:
            return (f"{_name(g, oid)} is an Aura on the battlefield, so it must be attached to "
                    "what it enchants: give attached_to= (CR 303.4, 704.5m)")
        return None
    return _spell_problem(g, oid)


def _attachment_problem(g: GameState, oid: int) -> str | None:
    """CR 301.5c, 303.4d, 702.5, 702.16: why this attachment can't exist, if it can't."""
    from manastack.rules.characteristics import chars
    from manastack.rules.stack import enchant_spec
    from manastack.rules.targets import protection_stops
    from manastack.state.objects import is_player_id
    o = g.objects[oid]
    host = o.attached_to
    assert host is not None
    c = chars(g, oid)
    me, it = _name(g, oid), _name(g, host)
    if host == oid:
        return f"{me} can't be attached to itself (CR 303.4d, 301.5c)"
    if "Aura" in c.subtypes:
        spec = enchant_spec(c)
        label = spec.label if spec is not None and spec.label else "its enchant ability"
        if spec is None:
            return f"{me} has no enchant ability, so it can't enchant anything (CR 303.4a)"
        if is_player_id(host):
            from manastack.rules.selectors import player_matches
            if spec.players is None or not player_matches(g, host, spec.players, c.controller):
                return f"{me} can't enchant {it} ({label}, CR 303.4d)"
            return None
        if spec.filter is None:
            return f"{me} can't enchant {it}: it enchants a player ({label}, CR 303.4d)"
        from manastack.rules.selectors import chars_match
        hc = chars(g, host)
        if not chars_match(g, hc, spec.filter, c.controller, oid, host):
            return f"{me} can't enchant {it} ({label}, CR 303.4d)"
        if protection_stops(hc.protections(), c):
            return f"{me} can't enchant {it}: it has protection (CR 702.16c)"
        return None
    if "Equipment" in c.subtypes:
        if is_player_id(host):
            return f"{me} is an Equipment: it can't be attached to a player (CR 301.5c)"
        if c.is_creature:
            return f"{me} is a creature, so it can't equip anything (CR 301.5c)"
        hc = chars(g, host)
        if not hc.is_creature:
            return f"{me} can equip only a creature, and {it} isn't one (CR 301.5c)"
        if protection_stops(hc.protections(), c):
            return f"{me} can't equip {it}: it has protection (CR 702.16d)"
        return None
    return f"{me} is neither an Aura nor an Equipment, so it can't be attached (CR 301.5, 303.4)"


def _spell_problem(g: GameState, sid: int) -> str | None:
    """Whether a spell built on the stack could have been cast with these choices
    (CR 601.2b–d, 700.2, 107.3)."""
    from manastack.rules.amounts import evaluate_amount
    from manastack.rules.characteristics import chars
    from manastack.rules.stack import ability_shape, spell_ability, target_specs
    from manastack.rules.targets import legal_targets
    o = g.objects[sid]
    c = chars(g, sid)
    me = _name(g, sid)
    if c.is_land:
        return f"{me} is a land: it can't be cast (CR 305.9)"
    kinds = _spell_chosen_kinds(c)
    for var, value in o.chosen.items():
        if var not in kinds:
            return f"{me} announces no choice {var!r} as it is cast"
        if value not in kinds[var]:
            return f"{me}: {value!r} is not a possible {var.replace('_', ' ')}"
    for var in kinds:
        if var not in o.chosen:
            return f"{me} needs its announced choice: chosen={{{var!r}: ...}} (CR 601.2b)"
    modes, n, _, has_x = ability_shape(o, c)
    chosen_modes = tuple(o.stack.get("modes", ()))
    if modes:
        if len(chosen_modes) != n or len(set(chosen_modes)) != n or any(
                not 0 <= i < len(modes) for i in chosen_modes):
            return (f"{me} is modal: give modes= with {n} different mode number(s) from 0 to "
                    f"{len(modes) - 1} (CR 700.2)")
    elif chosen_modes:
        return f"{me} isn't modal: it has no modes to choose"
    x = o.stack.get("x")
    if has_x and x is None:
        return f"{me} has X: give x= (CR 107.3, 601.2b)"
    if not has_x and x is not None:
        return f"{me} has no X to choose"
    specs = target_specs(g, sid)
    chosen: tuple[tuple[int, ...], ...] = o.stack.get("targets", ())
    if len(chosen) > len(specs):
        return f"{me} has {len(specs)} target slot(s), but {len(chosen)} were given"
    for slot, spec in enumerate(specs):
        ts = chosen[slot] if slot < len(chosen) else ()
        count = spec.count
        if spec.count_amount is not None:
            count = evaluate_amount(g, spec.count_amount, {
                "controller": o.controller, "source": sid, "event": None, "x": x})
        low = spec.minimum if spec.count_amount is None or spec.min is not None else count
        label = f" ({spec.label})" if spec.label else ""
        if not low <= len(ts) <= count:
            need = str(count) if low == count else f"{low} to {count}"
            return f"{me} needs {need} target(s) in slot {slot}{label}, got {len(ts)} (CR 601.2c)"
        exclude: tuple[int, ...] = ()
        for j in spec.different_from:
            if j < len(chosen):
                exclude += chosen[j]
        for i, t in enumerate(ts):
            if t in ts[:i]:
                return f"{me} can't target {_name(g, t)} twice for one word \"target\" (CR 115.3)"
            if t not in legal_targets(g, spec, o.controller, sid, c, exclude):
                return f"{_name(g, t)} is not a legal target for {me}{label} (CR 115, 601.2c)"
    sa = spell_ability(c)
    if sa is not None and sa.divide and chosen and chosen[0]:
        div = o.stack.get("division")
        k = len(chosen[0])
        if div is None:
            if k == 1:
                o.stack["division"] = (sa.divide,)
                return None
            return f"{me} divides {sa.divide}: give division= with one share per target"
        if len(div) != k or sum(div) != sa.divide or min(div) < 1:
            return (f"{me} divides {sa.divide} among {k} target(s), at least 1 each "
                    f"(CR 601.2d): {list(div)} doesn't")
    elif o.stack.get("division") is not None:
        return f"{me} divides nothing among its targets"
    return None


def apply_scenario(game: Game, sc: dict[str, Any]) -> None:
    """Lay out a scenario on a fresh state (called by Game) and set the turn."""
    g = game.state
    n = len(g.players)
    lay_out(g, sc)
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
    g.priority = int(sc.get("priority", g.active))
    g.passes = 0
