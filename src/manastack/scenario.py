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
from manastack.cards.registry import UnimplementedCardError, require_implemented
from manastack.game_document import MAX_TOKENS
from manastack.rules import two_headed_giant as thg
from manastack.scenario_basics import check_commander, check_counters, int_list
from manastack.scenario_layout import (  # noqa: F401 - the errors and apply_scenario re-exported
    STEP_NAMES,
    ScenarioCardError,
    ScenarioError,
    ScenarioUnimplementedError,
    apply_scenario,
    battlefield_problem,
    check_chosen,
    choice_kinds,
    face_index,
    face_subtypes,
    lay_out,
    step_problem,
)
from manastack.scenario_links import emblem_card
from manastack.state.zones import Zone

if TYPE_CHECKING:
    from manastack.game import Game

Ref = str | int
"""An object placed earlier (its ``label`` or its card name) or a player (an ``int``)."""


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


class CardOptions(TypedDict, total=False):
    """Options of the zone methods. Options marked *permanent* apply on the battlefield only.

    ``label``: a name to refer to this one object by (one card per call).
    ``owner``: the card's owner when it isn't ``player`` (*permanent*; CR 108.3, 110.2).
    ``tapped``, ``sick`` (*permanent*): tapped; came under its controller's control this turn
    (CR 302.6).
    ``counters``: counters of any kind, ``{"+1/+1": 2, "loyalty": 3}`` (battlefield or exile,
    CR 122); a planeswalker without ``"loyalty"`` has its printed loyalty, with
    ``"loyalty": 0`` none (CR 306.5b-c).
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
    ``{"noted_life": 17}``, ``{"x": 3}`` for a permanent with X in its mana cost (CR 107.3m);
    for Olag, the card exiled with it it became a copy of, ``{"copy": "Wall of Mulch"}``.
    ``exiled_with``: the permanent a card in exile was exiled with (*exile*): cards "exiled
    with" it (CR 607.2a) or exiled until it leaves the battlefield (CR 610.3), by the kind of
    link its abilities make; ``face_down=True`` in exile for a permanent that exiles face
    down (CR 406.3). ``may_play``: the player who may play a card in exile (CR 601.2a, 305.1)
    for as long as it remains exiled, or ``{"player": 0, "this_turn": True, "any_color":
    True}`` (this turn only; mana spent as though of any color, CR 609.4b); face down, that
    player may look at it (CR 406.3b).
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
    exiled_with: Ref
    may_play: int | dict[str, Any]


_PERMANENT_ONLY = ("owner", "tapped", "sick", "damage", "face_down", "transformed", "phased_out",
                   "attached_to", "chosen")
_EXILE_ONLY = ("exiled_with", "may_play")
_COUNTER_ZONES = (Zone.BATTLEFIELD, Zone.EXILE)
_TOKEN_OPTIONS = ("label", "tapped", "sick", "counters", "damage", "phased_out")


class Scenario:
    """A position to build. Every method returns the scenario, so calls chain.

    ``format="commander"``: the Commander variant (CR 903): 40 life unless ``life`` says
    otherwise; ``commander(player, name, zone)`` puts a player's commander into a zone (the
    command zone unless ``zone`` says otherwise).

    ``format="two_headed_giant"``: the Two-Headed Giant variant (CR 810): four players (the
    default there), players 0 and 1 one team and 2 and 3 the other, each team's shared life
    total 30 unless ``life`` says otherwise; ``life(player, n)`` sets the team's total, and
    the active player named by ``at`` is a team's primary player, 0 or 2 (CR 805.2); six or
    eight players play Three- or Four-Headed Giant (0-2 and 3-5, or 0-3 and 4-7; 810.11).
    ``auto_pay``, ``choose_pool_mana``: as ``Game.new``'s."""

    def __init__(self, players: int | None = None, seed: int = 0, life: int | None = None,
                 format: str = "normal", auto_pay: bool = False,
                 choose_pool_mana: bool = False) -> None:
        if format not in ("normal", "commander", "two_headed_giant"):
            raise ScenarioError(f"unknown format {format!r}; use 'normal', 'commander' or "
                                "'two_headed_giant'")
        if players is None:
            players = 4 if format == "two_headed_giant" else 2
        if not _is_int(players) or not 2 <= players <= 8:
            raise ScenarioError(f"a game needs between 2 and 8 players, not {players!r}")
        if format == "two_headed_giant" and (problem := thg.players_problem(players)):
            raise ScenarioError(problem)
        if not _is_int(seed):
            raise ScenarioError(f"the seed must be an integer, not {seed!r}")
        if life is not None and (not _is_int(life) or life <= 0):
            raise ScenarioError(f"the starting life must be a positive integer, not {life!r}")
        self.options = {"auto_pay": auto_pay, "choose_pool_mana": choose_pool_mana}
        if bad := [k for k, v in self.options.items() if not isinstance(v, bool)]:
            raise ScenarioError(f"{bad[0]} must be True or False, not {self.options[bad[0]]!r}")
        self.players = players
        self.seed = seed
        self.format = format
        self.life_total = life if life is not None else (  # CR 103.4, 810.4, 810.11
            thg.starting_life(players) if format == "two_headed_giant" else
            {"commander": 40}.get(format, 20))
        self.ops: list[dict[str, Any]] = []
        self.step = "precombat_main"
        self.active = 0
        self.turn = 3
        self.priority: int | None = None
        self._at_given = False
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

    def token(self, player: int, name: str, count: int = 1,
              **options: Unpack[CardOptions]) -> Scenario:
        """``count`` tokens on the battlefield under ``player``'s control, who owns them (CR
        111.2): a token of the card data by name ("Zombie", "Clue", "Treasure Token"...; the
        lowest collector number among tokens of the same name) or by key ("TMID:5"). Options:
        ``label`` (one token), ``tapped``, ``sick``, ``counters``, ``damage``, ``phased_out``."""
        self._player(player, "player")
        unknown = sorted(set(options) - set(_TOKEN_OPTIONS))
        if unknown:
            raise ScenarioError(f"option {unknown[0]!r} doesn't apply to a token; its options "
                                f"are {sorted(_TOKEN_OPTIONS)}")
        if not _is_int(count) or count < 1:
            raise ScenarioError(f"the number of tokens must be a positive integer, not {count!r}")
        if count > MAX_TOKENS:
            raise ScenarioError(f"{count} tokens is too many: one call places at most "
                                f"{MAX_TOKENS}")
        if not isinstance(name, str):
            raise ScenarioError(f"a token is named by a string, not {name!r}")
        try:
            card = database().by_key(name) if ":" in name else database().token(name)
        except UnknownCardError as e:
            raise ScenarioCardError(name, e.suggestions, what="token") from None
        except KeyError:
            raise ScenarioCardError(name, (), what="token") from None
        if not card.faces[0].types:
            raise ScenarioError(f"{card.name} is no token that can be on the battlefield "
                                "(an emblem is in the command zone, CR 114.1)")
        problem = battlefield_problem(card.key, 0, False)
        if problem:
            raise ScenarioError(problem)
        try:
            require_implemented(card.key)
        except UnimplementedCardError as e:
            raise ScenarioUnimplementedError(e.card, e.set_code, e.number, e.unclaimed) from None
        counters = options.get("counters") or {}
        check_counters(card.name, counters)
        for flag in ("tapped", "sick", "phased_out"):
            if flag in options and not isinstance(options[flag], bool):  # type: ignore[literal-required]
                raise ScenarioError(f"{flag} must be True or False, not "
                                    f"{options[flag]!r}")  # type: ignore[literal-required]
        damage = options.get("damage", 0)
        if not _is_int(damage) or damage < 0:
            raise ScenarioError(f"{card.name}: damage must be a whole number, got {damage!r}")
        label = options.get("label")
        self._label(label, count)
        op: dict[str, Any] = {"op": "tokens", "player": player, "token": card.key,
                              "count": count, "tapped": bool(options.get("tapped")),
                              "sick": bool(options.get("sick")),
                              "counters": {k: v for k, v in counters.items() if v}}
        if damage:
            op["damage"] = damage
        if options.get("phased_out"):
            op["phased_out"] = True
        self.ops.append(op)
        self._placed.extend((card.name, Zone.BATTLEFIELD, label) for _ in range(count))
        return self

    def stack(self, player: int, name: str, *, targets: list[Any] | tuple[Any, ...] = (),
              x: int | None = None, modes: list[int] | tuple[int, ...] = (),
              division: list[int] | tuple[int, ...] | None = None,
              chosen: dict[str, Any] | None = None, method: str = "normal",
              owner: int | None = None, label: str | None = None,
              commander: bool = False, sacrificed: Ref | list[Ref] | tuple[Ref, ...] = (),
              mana_spent: int | None = None) -> Scenario:
        """A spell ``player`` has cast and that is waiting on the stack, its choices made
        (CR 601.2b–d): ``modes`` (indices, in order), ``x``, ``targets`` (one entry per target
        slot in order: a reference, or a list of references for a slot with several targets),
        ``division`` of a divided amount among the first slot's targets, ``chosen`` values
        announced as it was cast, ``method`` it was cast by ("normal", "flashback",
        "disturb", "face_down", "commander" from the command zone, ...). ``commander``: the
        spell is its owner's commander (CR 903.3; a Commander scenario only). ``sacrificed``:
        the cards in a graveyard sacrificed to pay its additional cost (CR 601.2b, 601.2h),
        placed before; ``mana_spent``: the mana spent to cast it (0 unless given, CR 601.2h).
        Calls stack up: the last one is on top. It counts among the spells its caster cast
        this turn."""
        self._player(player, "player")
        if owner is not None:
            self._player(owner, "owner")
        if not isinstance(commander, bool):
            raise ScenarioError(f"commander must be True or False, not {commander!r}")
        if commander and self.format != "commander":
            raise ScenarioError("commanders exist only in a Scenario(format='commander')")
        from manastack.rules.cast_methods import METHODS
        if not isinstance(method, str) or method not in METHODS:
            raise ScenarioError(f"unknown cast method {method!r}; use one of {sorted(METHODS)}")
        key = check_commander(self._key(name), commander)
        cname = database().by_key(key).name
        op: dict[str, Any] = {"op": "spell", "player": player, "card": key, "method": method}
        if owner is not None and owner != player:
            op["owner"] = owner
        if commander:
            op["commander"] = True
        if mana_spent is not None:
            if not _is_int(mana_spent) or mana_spent < 0:
                raise ScenarioError(f"{cname}: mana_spent must be a whole number, got "
                                    f"{mana_spent!r}")
            op["mana_spent"] = mana_spent
        sac = list(sacrificed) if isinstance(sacrificed, list | tuple) else [sacrificed]
        if any(_is_int(r) for r in sac):
            raise ScenarioError(f"{cname}: sacrificed= names cards, not players")
        if sac:
            op["sacrificed"] = [self._ref(r, cname, "sacrificed", Zone.GRAVEYARD) for r in sac]
        if x is not None:
            if not isinstance(x, int) or isinstance(x, bool) or x < 0:
                raise ScenarioError(f"{cname}: x must be a whole number, got {x!r}")
            op["x"] = x
        if modes:
            op["modes"] = int_list(cname, "modes", modes)
        if division is not None:
            op["division"] = int_list(cname, "division", division)
        if chosen is not None and not isinstance(chosen, dict):
            raise ScenarioError(f"{cname}: chosen must be a dict of choices, got {chosen!r}")
        if chosen:
            op["chosen"] = dict(chosen)
        if isinstance(targets, str | bytes) or not isinstance(targets, list | tuple):
            raise ScenarioError(f"{cname}: targets must be a list with one entry per target, "
                                f"got {targets!r}")
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

    def commander_casts(self, commander: Ref, times: int) -> Scenario:
        """How many times ``commander`` (placed before by ``commander`` or ``stack(...,
        commander=True)``) has been cast from the command zone this game: its tax is {2} for
        each (CR 903.8). A commander spell on the stack cast from the command zone counts
        that cast: at least 1 (1 unless this says more)."""
        if not _is_int(times) or times < 0:
            raise ScenarioError(f"the number of casts must be a whole number, not {times!r}")
        if _is_int(commander):
            raise ScenarioError("commander_casts names a commander, not a player")
        ref = self._ref(commander, "commander_casts", "commander", None)
        self._add({"op": "commander_casts", "object": ref, "count": times}, [])
        return self

    def commander_damage(self, player: int, commander: Ref, amount: int) -> Scenario:
        """``player`` has been dealt ``amount`` combat damage by ``commander`` this game (CR
        903.10a): with 21 or more, they lose the game when state-based actions are first
        checked (CR 704.6c)."""
        self._player(player, "player")
        if not _is_int(amount) or amount < 0:
            raise ScenarioError(f"commander damage must be a whole number, not {amount!r}")
        if _is_int(commander):
            raise ScenarioError("commander_damage names a commander, not a player")
        ref = self._ref(commander, "commander_damage", "commander", None)
        self._add({"op": "commander_damage", "player": player, "object": ref,
                   "amount": amount}, [])
        return self

    # -- the rest of the position ------------------------------------------------------------
    def poison(self, player: int, count: int) -> Scenario:
        """``player`` has ``count`` poison counters (CR 122.1f): with ten or more they lose the
        game when state-based actions are first checked (CR 704.5c); in Two-Headed Giant the
        team's shared counters, fifteen to lose (CR 810.10, 704.6b; more, CR 810.11)."""
        self._player(player, "player")
        if not _is_int(count) or count < 0:
            raise ScenarioError(f"a number of poison counters is a whole number, not {count!r}")
        self.ops.append({"op": "poison", "player": player, "count": count})
        return self

    def emblem(self, player: int, name: str) -> Scenario:
        """``player`` has an emblem (CR 114): "Teferi, Who Slows the Sunset" or "Wrenn and
        Seven" (with or without "Emblem"), or by key; it is in the command zone, owned and
        controlled by them (CR 114.2)."""
        self._player(player, "player")
        if not isinstance(name, str):
            raise ScenarioError(f"an emblem is named by a string, not {name!r}")
        card = emblem_card(name)
        self.ops.append({"op": "emblem", "player": player, "emblem": card.key})
        return self

    def coin_flips(self, *won: bool, player: int | None = None) -> Scenario:
        """How the game's next coin flips come out, in order: True where the player flipping
        wins the flip, False where they lose it (CR 705.2); with ``player``, that player's
        next flips only. After these, flips are random."""
        if not won or not all(isinstance(w, bool) for w in won):
            raise ScenarioError(f"coin_flips takes True (won) or False (lost) for each flip, "
                                f"not {won!r}")
        op: dict[str, Any] = {"op": "coin_flips", "won": list(won)}
        if player is not None:
            self._player(player, "player flipping")
            op["player"] = player
        self.ops.append(op)
        return self

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
        problem = step_problem(step)
        if problem:
            raise ScenarioError(problem)
        self._player(active, "active player")
        if self.format == "two_headed_giant" and active % (self.players // 2):
            raise ScenarioError(f"in a Two-Headed Giant game the active team is named by its "
                                f"primary player, 0 or {self.players // 2} (CR 805.2), not "
                                f"{active}")
        if not _is_int(turn) or turn < 1:
            raise ScenarioError(f"the turn number must be a positive integer, not {turn!r}")
        if priority is not None:
            self._player(priority, "player with priority")
        self._trial(self.ops, (step, active, turn))
        self.step, self.active, self.turn, self.priority = step, active, turn, priority
        self._at_given = True
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
                "life": self.life_total, **({"format": self.format}
                                           if self.format != "normal" else {}),
                **{k: True for k, v in self.options.items() if v}, "scenario": sc}

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
            raise ScenarioUnimplementedError(e.card, e.set_code, e.number, e.unclaimed) from None
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
                     if (n == name or n == f"{ref} Token") and (zone is None or z is zone)]
            if len(found) > 1:
                raise ScenarioError(
                    f"{who}: {what} {ref!r} could be any of {len(found)} cards of that name: "
                    "give the one meant a label= and refer to it by that label")
        if not found:
            where = (f" {'on' if zone is Zone.BATTLEFIELD else 'in'} the {zone.value}"
                     if zone is not None else "")
            raise ScenarioError(f"{who}: {what} {ref!r} is nothing placed{where} so far "
                                "(place it first)")
        i = found[0]
        if zone is not None and self._placed[i][1] is not zone:
            raise ScenarioError(f"{who}: {what} {ref!r} is in the {self._placed[i][1].value}, "
                                f"not {'on' if zone is Zone.BATTLEFIELD else 'in'} the "
                                f"{zone.value}")
        return {"object": i}

    def _cards(self, player: int, zone: Zone, names: tuple[str, ...],
               options: CardOptions, commander: bool = False) -> Scenario:
        self._player(player, "player")
        unknown = sorted(set(options) - set(CardOptions.__annotations__))
        if unknown:
            raise ScenarioError(f"unknown option {unknown[0]!r}; the options are "
                                f"{sorted(CardOptions.__annotations__)}")
        keys = [check_commander(self._key(n), commander) for n in names]
        cnames = [database().by_key(k).name for k in keys]
        what = ", ".join(cnames) or "no card"
        opts: dict[str, Any] = dict(options)
        if zone is not Zone.BATTLEFIELD:
            for name in _PERMANENT_ONLY:
                if name == "face_down" and zone is Zone.EXILE:
                    continue  # with exiled_with=, checked as it is laid out (CR 406.3)
                if opts.get(name) is not None and opts.get(name) is not False:
                    raise ScenarioError(
                        f"{what}: {name}= applies only to permanents on the battlefield, "
                        f"not to cards in the {zone.value}")
        if zone is not Zone.EXILE:
            for name in _EXILE_ONLY:
                if opts.get(name) is not None:
                    raise ScenarioError(f"{what}: {name}= applies only to cards in exile, "
                                        f"not to cards in the {zone.value}")
        counters = opts.get("counters") or {}
        if counters:
            if zone not in _COUNTER_ZONES:
                raise ScenarioError(f"{what}: a card in the {zone.value} can't have counters "
                                    "(put them on a permanent or an exiled card)")
            check_counters(what, counters)
            # "loyalty": 0 is kept: a planeswalker laid out with no loyalty counters (not its
            # printed loyalty, CR 306.5b), which the state-based actions put into its
            # owner's graveyard (CR 704.5i).
            counters = {k: v for k, v in counters.items() if v or k in ("loyalty", "+1/+1")}
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
            for k in keys:
                problem = battlefield_problem(k, face_index(k, transformed), face_down)
                if problem:
                    raise ScenarioError(problem)
            chosen = opts.get("chosen") or {}
            if chosen:
                if face_down:
                    raise ScenarioError(f"{what}: a card put onto the battlefield face down has "
                                        "no abilities and makes no choices (CR 708.2)")
                for k, n in zip(keys, cnames, strict=True):
                    check_chosen(k, face_index(k, transformed), n, chosen)
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
                    sub = face_subtypes(k, face_index(k, transformed), face_down)
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
        else:
            if counters:
                op["counters"] = dict(counters)
            if zone is Zone.EXILE and opts.get("face_down"):
                op["face_down"] = True
            if opts.get("exiled_with") is not None:
                ref = opts["exiled_with"]
                if isinstance(ref, int):
                    raise ScenarioError(f"{what}: exiled_with= names a permanent, not a player "
                                        "(CR 607.2a)")
                op["exiled_with"] = self._ref(ref, what, "exiled_with", Zone.BATTLEFIELD)
            if opts.get("may_play") is not None:
                op["may_play"] = self._may_play(what, opts["may_play"])
        auras = zone is Zone.BATTLEFIELD and not op["face_down"] and any(
            "Aura" in face_subtypes(k, face_index(k, op["transformed"]), False) for k in keys)
        self._add(op, [(n, zone, label) for n in cnames],
                  check=auras or zone is Zone.EXILE and any(
                      k in op for k in ("exiled_with", "face_down", "may_play")))
        return self

    def _may_play(self, what: str, play: Any) -> dict[str, Any]:
        if _is_int(play):
            play = {"player": play}
        if not isinstance(play, dict) or "player" not in play or set(play) - {
                "player", "this_turn", "any_color"} or not all(
                isinstance(play.get(k, False), bool) for k in ("this_turn", "any_color")):
            raise ScenarioError(f"{what}: may_play= is a player, or a dict with 'player' and "
                                f"True/False 'this_turn' and 'any_color', not {play!r}")
        self._player(play["player"], "player who may play it")
        return {k: v for k, v in play.items() if v is not False}

    def _add(self, op: dict[str, Any], placed: list[tuple[str, Zone, str | None]],
             check: bool = False) -> None:
        """Record ``op`` if the position with it can exist (checked on a trial layout when the
        op needs the game's view of the position); otherwise raise and record nothing."""
        if check or op["op"] in ("spell", "commander_casts", "commander_damage") or any(
                op.get(k) for k in ("attached_to", "damage", "phased_out", "commander")):
            self._trial(self.ops + [op])
        self.ops.append(op)
        self._placed.extend(placed)

    def _trial(self, ops: list[dict[str, Any]], at: tuple[str, int, int] | None = None) -> None:
        """Lay ``ops`` out on a scratch state, as ``build`` would: a ScenarioError if the
        position can't exist. What depends on the turn is checked once ``at`` has said it
        (``at``: the step, active player and turn it is about to set)."""
        from manastack.state.game_state import GameState
        g = GameState(self.players, self.seed)
        if self.format == "two_headed_giant":
            thg.make_teams(g)
        sc = self._setup(ops)["scenario"]
        if at is not None:
            sc = {**sc, "step": at[0], "active": at[1], "turn": at[2]}
        lay_out(g, sc, turn_known=at is not None or self._at_given, whole=False)
