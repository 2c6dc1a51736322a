"""One-shot effects on hands and libraries: drawing (CR 121), discarding (CR 701.9), milling
(CR 701.17), scry (CR 701.22), surveil (CR 701.25), searching (CR 701.23), shuffling (CR
701.24), looking at and revealing the top cards of a library (CR 701.20) and putting cards on
the bottom of a library.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from manastack.dsl.filters import Filter
from manastack.dsl.one_shot import Effect
from manastack.dsl.refs import AmountLike, Ref, You
from manastack.state.zones import Zone


@dataclass(frozen=True)
class Draw(Effect):
    amount: AmountLike = 1
    who: Ref = field(default_factory=You)


@dataclass(frozen=True)
class Discard(Effect):
    """``who`` discards ``amount`` cards of their choice (or at random)."""

    amount: AmountLike = 1
    who: Ref = field(default_factory=You)
    random: bool = False
    filter: Filter | None = None


@dataclass(frozen=True)
class DiscardHand(Effect):
    """"[Who] discards their hand": every card in it, at once (CR 701.9a); how many is stored
    as ``VarAmount("discarded")``."""

    who: Ref = field(default_factory=You)


@dataclass(frozen=True)
class DiscardChosenBy(Effect):
    """``chooser`` looks at ``who``'s hand and chooses ``amount`` matching cards; they are
    discarded (Duress-style)."""

    who: Ref
    filter: Filter | None = None
    amount: AmountLike = 1


@dataclass(frozen=True)
class Mill(Effect):
    amount: AmountLike
    who: Ref = field(default_factory=You)


@dataclass(frozen=True)
class Scry(Effect):
    amount: AmountLike
    who: Ref = field(default_factory=You)


@dataclass(frozen=True)
class Surveil(Effect):
    amount: AmountLike
    who: Ref = field(default_factory=You)


_NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
                 "ten")


def sought(label: str, amount: int) -> str:
    """What a search is for, as the card words it (CR 701.23a): ``label`` names one card of
    the kind sought without an article ("basic land card", "card named Avarax"; no label is
    any card); one card takes its article ("a basic land card", "an Elf card"), more read
    "up to two basic land cards", since the search may find fewer (CR 701.23b)."""
    kind = label or "card"
    if amount == 1:
        return f"{'an' if kind[:1].lower() in 'aeiou' else 'a'} {kind}"
    count = _NUMBER_WORDS[amount] if 0 <= amount < len(_NUMBER_WORDS) else str(amount)
    kinds = re.sub(r"\bcard\b", "cards", kind, count=1)
    return f"up to {count} {kinds}"


@dataclass(frozen=True)
class Search(Effect):
    """Search ``who``'s library for up to ``amount`` cards matching ``filter``, put them into
    ``to`` (revealing if ``reveal``), then that library's owner shuffles (CR 701.23).
    ``searcher`` is the player who searches and chooses the cards when it is not the owner
    ("Search target player's library ...": ``who=Target(0), searcher=You()``). The filter's
    label names one card of the kind sought, without an article (see :func:`sought`)."""

    filter: Filter
    to: Zone = Zone.HAND
    amount: AmountLike = 1
    tapped: bool = False
    who: Ref = field(default_factory=You)
    reveal: bool = True
    searcher: Ref | None = None


@dataclass(frozen=True)
class SearchGroup(Effect):
    """Search your library for up to ``amount`` cards matching ``filter`` that must fit
    together ("a Forest card and a Plains card", "up to two basic land cards that share a land
    type"), put them into ``to`` at the same time, then shuffle (CR 701.23). The cards are
    chosen one at a time; a card is offered only when ``fits(game, cards, player)`` holds for
    the cards chosen so far with it, and the player may stop at any point, since a search for
    cards with a stated quality may fail to find them (CR 701.23b). ``wording`` is what the
    search is for in the card's words when the cards must fit together ("a Forest card and a
    Plains card"); without it, the filter's label and the amount say it (:func:`sought`)."""

    filter: Filter
    amount: int
    fits: Callable[[Any, tuple[int, ...], int], bool]
    to: Zone = Zone.HAND
    tapped: bool = False
    reveal: bool = False
    wording: str = ""

    @property
    def sought(self) -> str:
        return self.wording or sought(self.filter.label, self.amount)


@dataclass(frozen=True)
class Shuffle(Effect):
    who: Ref = field(default_factory=You)


@dataclass(frozen=True)
class LookAtTop(Effect):
    """Look at the top ``amount`` cards of ``who``'s library (by default your own); put
    ``take`` matching ones into ``to`` and the rest on the bottom of that library in any order
    (or into the graveyard when ``rest_to`` says so, or left on top in their order when
    ``rest_position`` is ``"top"``). With ``face_down`` the cards taken are exiled face down:
    only the player who looked may look at them while they remain exiled (CR 406.3), and no
    one else learns which cards were taken (ruling MID-RN-086)."""

    amount: AmountLike
    take: int = 1
    filter: Filter | None = None
    to: Zone = Zone.HAND
    rest_to: Zone = Zone.LIBRARY
    take_optional: bool = True
    reveal: bool = False
    rest_random: bool = False
    """The rest go to the bottom in a random order instead of an order the player chooses."""
    rest_position: str = "bottom"
    who: Ref = field(default_factory=You)
    face_down: bool = False


@dataclass(frozen=True)
class RevealUntil(Effect):
    """``who`` reveals cards from the top of their library until revealing one matching
    ``filter``. The revealed cards stay in the library; the matching card (if any) is stored
    as ``var`` and all revealed cards as ``all_var`` (use ``BottomInAnyOrder`` after).
    With ``type_var``, the card must also have the creature type chosen earlier in the same
    resolution and stored under that name ("a creature card of that type"). With ``amount``,
    until that many matching cards are revealed ("until you reveal a number of Zombie
    creature cards equal to ..."): ``var`` holds all of them."""

    filter: Filter
    var: str = "revealed_card"
    all_var: str = "revealed"
    who: Ref = field(default_factory=You)
    type_var: str = ""
    amount: AmountLike = 1


@dataclass(frozen=True)
class LookAtTopMayReveal(Effect):
    """"Look at the top card of your library. You may reveal that card. If a [filter] card is
    revealed this way, [then]": the controller looks at the card (only they learn it), may
    reveal it to all players (CR 701.20a), and ``then`` happens only when a card matching
    ``filter`` was revealed. The card stays on top of the library either way."""

    filter: Filter
    then: tuple[Effect, ...]


@dataclass(frozen=True)
class BottomInAnyOrder(Effect):
    """The library cards of ``what`` go to the bottom of their owner's library in an order
    that player chooses, or in a random order with ``random``."""

    what: Ref
    random: bool = False


@dataclass(frozen=True)
class OwnerPutsOnTopOrBottom(Effect):
    """"For each [object of ``what``], its owner puts it on the top or bottom of their
    library": each owner chooses top or bottom for each of their objects, the active player
    first, then each other player in turn order (CR 101.4), then arranges the cards going to
    the same end of their library (CR 401.4); all move at once."""

    what: Ref
