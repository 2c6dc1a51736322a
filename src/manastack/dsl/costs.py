"""Costs of activated abilities and additional costs of spells (CR 118, 602.2, 601.2f–h)."""

from __future__ import annotations

from dataclasses import dataclass

from manastack.dsl.filters import Filter
from manastack.dsl.mana_cost import ManaCost


@dataclass(frozen=True)
class Cost:
    """Everything a cost may require. Parts are paid in the order the rules let the player pick;
    the engine asks for each choice as a decision (which creature to sacrifice, ...).

    ``tap_untapped`` taps untapped permanents you control matching the filter (no tap symbol, so
    summoning sickness does not matter, CR 302.6 / ONS FAQ); ``loyalty`` is a planeswalker's
    +N/−N (CR 606).
    """

    mana: ManaCost | None = None
    tap: bool = False
    untap: bool = False
    sacrifice_self: bool = False
    exile_self: bool = False
    discard_self: bool = False
    return_self_to_hand: bool = False
    pay_life: int = 0
    discard: int = 0
    discard_filter: Filter | None = None
    sacrifice: Filter | None = None
    sacrifice_count: int = 1
    sacrifice_any: bool = False
    """"Sacrifice any number of [filter]": as many as the player chooses, none included."""
    tap_untapped: Filter | None = None
    tap_count: int = 1
    remove_counters: tuple[str, int] | None = None
    remove_x_counters: str | None = None
    """"Remove any number of [kind] counters from ~": the number is the ability's X."""
    exile_from_graveyard: Filter | None = None
    exile_count: int = 1
    exile_x: bool = False
    """"Exile X [filter] cards from your graveyard ... X can't be 0": the number exiled is the
    X chosen for the ability, at least 1."""
    exile_any: bool = False
    """"You may exile any number of [filter] cards from your graveyard" (an additional cost of
    a spell): how many is announced as the spell is cast (CR 601.2b), before its total cost
    is determined; ``CardsExiledToCast()`` is that number."""
    remove_x_counters_among: tuple[str, Filter] | None = None
    """"Remove X [kind] counters from among [permanents you control]": X is the spell's X,
    and the player divides the X counters among the matching permanents as the cost is paid
    (CR 107.3a, 601.2h)."""
    x_nonzero: bool = False
    """"X can't be 0" while this cost is paid (CR 107.3a)."""
    loyalty: int | None = None
    reveal_self: bool = False
    discard_hand: bool = False
    """"Discard your hand": every card in it, at once (payable with an empty hand)."""

    @staticmethod
    def of(text: str) -> Cost:
        """A cost written like an Oracle cost: "{2}{W}", "{T}", "{1}, {T}", "{B}, Sacrifice ~"."""
        mana = None
        tap = untap = sac = False
        life = 0
        for part in [p.strip() for p in text.split(",") if p.strip()]:
            if part == "{T}":
                tap = True
            elif part == "{Q}":
                untap = True
            elif part.lower().startswith("sacrifice"):
                sac = True
            elif part.lower().startswith("pay ") and part.lower().endswith(" life"):
                life = int(part.split()[1])
            elif part.startswith("{"):
                mana = ManaCost.parse(part)
            else:
                raise ValueError(f"cost part {part!r} needs an explicit Cost(...)")
        return Cost(mana=mana, tap=tap, untap=untap, sacrifice_self=sac, pay_life=life)

    @property
    def has_nonmana(self) -> bool:
        """Whether anything besides mana is to be paid."""
        from dataclasses import replace
        return replace(self, mana=None) != Cost()

    @property
    def has_x(self) -> bool:
        """Whether an X is part of this cost: in its mana, or the number of counters removed or
        cards exiled (CR 107.3a)."""
        return bool(self.mana is not None and self.mana.x) or self.exile_x or \
            self.remove_x_counters is not None or self.remove_x_counters_among is not None

    @property
    def mana_value_cost(self) -> ManaCost:
        return self.mana or ManaCost()


@dataclass(frozen=True)
class CostChoice:
    """An additional cost with options ("sacrifice a creature or pay {3}{B}"): the caster
    chooses one as they announce the spell (CR 601.2b) and pays it (CR 601.2f–h).
    ``labels`` name the options in the decision."""

    options: tuple[Cost, ...]
    labels: tuple[str, ...] = ()
