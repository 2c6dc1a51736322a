"""The structure of a resolving spell's or ability's instructions (CR 608.2c–d), as effects of
the vocabulary: "you may", "if", "if you do", "for each player", choices made as it resolves
(objects, a player, an option, a number, a creature type, at random), paying any number of
times, flipping coins (CR 705), secret choices (CR 406.3) and tallies. Plain data, re-exported by
``manastack.dsl.effects``; ``manastack.rules`` interprets them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from manastack.dsl.filters import OPPONENT, Filter, PlayerFilter
from manastack.dsl.one_shot import Effect
from manastack.dsl.refs import AmountLike, Ref, You


@dataclass(frozen=True)
class May(Effect):
    """"You may ..." — ``who`` chooses whether to perform ``effects`` (CR 608.2d).
    ``variant``: which precise question this is, for the clients' words (``d_may_<variant>``:
    "copy_spell": copy this spell?); the English ``prompt`` says it too."""

    effects: tuple[Effect, ...]
    who: Ref = field(default_factory=You)
    prompt: str = ""
    result_var: str = "did"
    variant: str = ""


@dataclass(frozen=True)
class MayPay(Effect):
    """"You may pay [mana]. If you do, [then]" (CR 608.2d, 117.1d): asked only when the mana
    can be paid; the controller then pays it with mana abilities during resolution."""

    mana: str
    then: tuple[Effect, ...]
    prompt: str = ""


@dataclass(frozen=True)
class PayAnyNumberOfTimes(Effect):
    """"You may pay [mana] any number of times. When you pay this cost one or more times,
    [ability]": the controller chooses how many times (only numbers they can pay are
    offered), pays the total during resolution (CR 608.2d, 117.1d) and, having paid at least
    once, the reflexive ``ability`` triggers (CR 603.12), with ``TimesPaid()`` the number of
    times."""

    mana: str
    ability: Any


@dataclass(frozen=True)
class If(Effect):
    """Do ``then`` if ``condition(game, frame)`` holds, else ``otherwise``."""

    condition: Any
    then: tuple[Effect, ...]
    otherwise: tuple[Effect, ...] = ()


@dataclass(frozen=True)
class ForEachPlayer(Effect):
    """Do ``effects`` once for each player of ``who`` with You() meaning that player."""

    effects: tuple[Effect, ...]
    who: Ref


@dataclass(frozen=True)
class ChooseObjects(Effect):
    """``chooser`` chooses between ``min`` and ``max`` objects matching ``filter`` (not targets),
    stored in the frame as ``var``. ``different="power"``: "creatures with different powers",
    no two chosen objects have the same power (an object whose power equals one already
    chosen is not offered)."""

    filter: Filter
    var: str
    min: int = 1
    max: int = 1
    chooser: Ref = field(default_factory=You)
    prompt: str = ""
    different: str = ""
    total_power_le: AmountLike | None = None
    """"With total power X or less": an object is offered only while the powers of the
    objects chosen with it add up to at most this amount (evaluated once, as the choosing
    starts)."""
    exclude: Ref | None = None
    """Objects never offered ("other creature cards" of a card's own dies trigger: the card
    it became in the graveyard, ``Triggerer()``)."""
    among: Ref | None = None
    """Only these objects are offered ("a creature card from among the cards milled this
    way": ``among=Var("milled_new")``)."""


@dataclass(frozen=True)
class ChoosePlayer(Effect):
    """"Choose an opponent" (or a player of ``who``), not a target (CR 115.1): the controller
    chooses one of the players still in the game who match, stored in the frame as ``var``;
    with only one such player there is nothing to choose."""

    var: str
    who: PlayerFilter = OPPONENT
    prompt: str = "Choose an opponent"


@dataclass(frozen=True)
class ForEachInChosenOrder(Effect):
    """"For each of them, ...": the controller chooses one of the objects or players of
    ``what`` (those still legal, for targets), the whole of ``effects`` is done for it with
    ``Var(var)`` meaning it, then the next is chosen among those left, and so on."""

    what: Ref
    var: str
    effects: tuple[Effect, ...]
    prompt: str = "Choose the next one"


@dataclass(frozen=True)
class RevealChosen(Effect):
    """Reveal to every player the cards chosen earlier in the same resolution under ``var``
    (a ``ChooseObjects`` variable): "you may reveal a [card] from your hand" (CR 701.20a)."""

    var: str


@dataclass(frozen=True)
class ChooseAtRandom(Effect):
    """"[A card] at random": ``amount`` objects matching ``filter`` picked at random with the
    game's random generator, stored in the frame as ``var`` (fewer if fewer match). With
    ``among``, only the objects of that reference are candidates ("a card at random exiled
    with ~": ``among=ExiledWithSelf()``)."""

    filter: Filter
    var: str
    amount: int = 1
    among: Ref | None = None


@dataclass(frozen=True)
class ChooseOption(Effect):
    """``chooser`` chooses one of ``options`` (strings), stored as ``var``."""

    options: tuple[str, ...]
    var: str
    chooser: Ref = field(default_factory=You)
    prompt: str = ""


@dataclass(frozen=True)
class ChooseCreatureType(Effect):
    """Choose a creature type (CR 205.3m); ``exclude`` lists types the card forbids.
    ``differ_from`` names the variable of a type chosen earlier that this one must differ from
    ("replacing all instances of one creature type with another")."""

    var: str = "creature_type"
    chooser: Ref = field(default_factory=You)
    exclude: tuple[str, ...] = ()
    differ_from: str = ""


@dataclass(frozen=True)
class ChooseNumber(Effect):
    var: str
    low: int = 0
    high: AmountLike = 0
    chooser: Ref = field(default_factory=You)


@dataclass(frozen=True)
class IfYouDo(Effect):
    """"[Who] may [action]. If they do, [then]" (CR 608.2d): the choice is offered only when
    the action can be performed (a ``Sacrifice`` with a filter, or a ``Discard``), and ``then``
    happens only when it was. ``variant``: which precise question this is, as for ``May``
    ("sacrifice_land", "discard_card")."""

    action: Effect
    then: tuple[Effect, ...]
    who: Ref = field(default_factory=You)
    prompt: str = ""
    variant: str = ""


@dataclass(frozen=True)
class FlipCoin(Effect):
    """CR 705: ``who`` flips a coin; the result (True for a won flip) is stored as ``var``.
    The game's random generator decides it."""

    var: str = "won_flip"
    who: Ref = field(default_factory=You)


@dataclass(frozen=True)
class SecretNumbers(Effect):
    """Each player of ``who`` secretly chooses a number from 0 to ``high`` (CR 101.4: in APNAP
    order, but no one sees another's choice until all are revealed). The choices are stored
    as ``var`` (a tuple of (player, number) pairs, APNAP order)."""

    var: str = "numbers"
    who: Ref = field(default_factory=lambda: _each_player())
    high: int = 99


def _each_player() -> Ref:
    from manastack.dsl.refs import EachPlayer
    return EachPlayer()


@dataclass(frozen=True)
class Tally(Effect):
    """Do ``effects``, then remember what they did "this way": the events of kind ``event``
    (with that ``cause`` when given) that happened meanwhile, stored as ``var`` (a tuple of
    events) and their number as ``var + "_count"``; for zone changes, the new objects the
    cards became (CR 400.7) as ``var + "_new"`` ("put those cards onto the battlefield.
    They're ...")."""

    effects: tuple[Effect, ...]
    var: str
    event: str = "zone_change"
    cause: str | None = "discard"
